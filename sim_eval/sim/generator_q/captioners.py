"""Four captioners, each with its own error profile, and how each words a caption plan.

- ``blip_short``: a few lower-case words ("a yellow forklift in a parking lot"); seldom names
  a place, mostly says a kind of scene.
- ``scene_graph``: relation triples "(pallet jack, left of, robot) ; (robot, in, Aisle 12)".
- ``video_llm``: a video model's running commentary, each line stamped with its own
  clip-relative "[mm:ss]" (not the wall clock; the clip restarts every few minutes and after
  every recording gap).
- ``grounded_phrases``: Kosmos-2-like grounded text with <phrase> tags and patch tokens.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from .model import Box, CaptionPlan, Frame, Instance, Mention, with_article
from .rng import chance, pick, stream

CAPTIONERS = ("blip_short", "scene_graph", "video_llm", "grounded_phrases")


@dataclass(frozen=True)
class CaptionerProfile:
    name: str
    place_p: float  # a place is named (properly, wrongly, misspelt or by kind word)
    place_modes: tuple[tuple[str, float], ...]
    hedge_p: float
    floor_p: float
    halluc_p: float
    max_things: int
    empty: float
    thing_p: float
    quote_p: float
    bystander_p: float


PROFILES: dict[str, CaptionerProfile] = {
    "blip_short": CaptionerProfile(
        "blip_short",
        0.12,
        (("proper", 35), ("wrong", 15), ("misspelt", 5), ("kind", 45)),
        0.05,
        0.04,
        0.12,
        2,
        0.06,
        0.8,
        0.3,
        0.05,
    ),
    "scene_graph": CaptionerProfile(
        "scene_graph",
        0.45,
        (("proper", 60), ("wrong", 14), ("misspelt", 6), ("kind", 20)),
        0.25,
        0.3,
        0.05,
        5,
        0.02,
        0.85,
        0.55,
        0.1,
    ),
    "video_llm": CaptionerProfile(
        "video_llm",
        0.35,
        (("proper", 52), ("wrong", 12), ("misspelt", 8), ("kind", 28)),
        0.4,
        0.15,
        0.14,
        3,
        0.03,
        0.75,
        0.6,
        0.12,
    ),
    "grounded_phrases": CaptionerProfile(
        "grounded_phrases",
        0.28,
        (("proper", 50), ("wrong", 10), ("misspelt", 12), ("kind", 28)),
        0.15,
        0.1,
        0.08,
        4,
        0.04,
        0.8,
        0.4,
        0.06,
    ),
}

# What blip_short calls a scene it cannot name (none of these is a place form).
BLIP_SCENES = {
    "concrete": "a large building",
    "tarmac": "a parking lot",
    "carpet": "a carpeted room",
    "vinyl": "a plain room",
    "racking": "a storage shelf",
    "teak": "a ship's open deck",
    "steel": "a steel room",
    "marble": "a shiny hall",
    "mud": "a farm",
    "grass": "a grassy area",
    "straw": "a shed with straw",
    "glass": "a glass building",
    "house": "a house",
    "lab": "a laboratory",
}


def misspell(rng: np.random.Generator, form: str) -> str:
    """A deterministic typo in the longest word of ``form`` (never the form itself)."""
    words = form.split(" ")
    order = sorted(range(len(words)), key=lambda i: (-sum(c.isalpha() for c in words[i]), i))
    i = order[0]
    word = words[i]
    letters = [k for k, c in enumerate(word) if c.isalpha()]
    for _ in range(20):
        op = int(rng.integers(3))
        if op == 0 and len(letters) >= 4:
            k = letters[int(rng.integers(1, len(letters) - 2))]
            if word[k + 1].isalpha() and word[k] != word[k + 1]:
                new = word[:k] + word[k + 1] + word[k] + word[k + 2 :]
                break
        elif op == 1 and len(letters) >= 4:
            k = letters[int(rng.integers(1, len(letters)))]
            new = word[:k] + word[k + 1 :]
            break
        else:
            vowels = [k for k in letters if word[k].lower() in "aeiou"]
            if vowels:
                k = pick(rng, vowels)
                swap = {"a": "e", "e": "a", "i": "e", "o": "u", "u": "o"}[word[k].lower()]
                swap = swap.upper() if word[k].isupper() else swap
                new = word[:k] + swap + word[k + 1 :]
                break
    else:
        new = word + word[-1]
    if new == word:
        new = word + word[-1]
    words[i] = new
    return " ".join(words)


@dataclass
class FrameView:
    """What a renderer may know about the frame besides its plan."""

    frame: Frame
    instances: dict[str, Instance]
    labels: dict[str, tuple[str, str, str]]  # class -> labels
    boxes: dict[str, Box]  # instance -> box (things in view)
    bearings: dict[str, float]
    positions: dict[str, tuple[float, float]]
    surface: str
    seed_key: str


def _a(phrase: str) -> str:
    low = phrase.lower()
    vowel = low[:1] in "aeiou" and not low.startswith(("uti", "uni", "use", "eu", "one"))
    return ("an " if vowel else "a ") + phrase


def _thing(m: Mention, view: FrameView) -> str:
    colour = view.instances[m.instance].colour
    return f"{colour} {m.word}" if (m.colour and colour) else m.word


def _place_phrase(plan: CaptionPlan, lower: bool = False) -> str:
    assert plan.place is not None
    form = plan.place.form.lower() if lower else plan.place.form
    if plan.place.mode == "kind":
        return form
    return with_article(form)


# ----------------------------------------------------------------------------- blip_short


def blip_short(plan: CaptionPlan, view: FrameView) -> str:
    if plan.empty:
        return ""
    parts = []
    for m in plan.things[:2]:
        text = _a(_thing(m, view))
        if plan.quote and plan.quote[0] == m.instance:
            text += f' that says "{plan.quote[1].lower()}"'
        elif m.state:
            text += f" that is {m.state}"
        parts.append(text)
    subject = " and ".join(parts)
    if plan.bystander:
        subject = f"{plan.bystander} next to {subject}" if subject else plan.bystander
    if plan.hallucination:
        subject = f"{subject} and {plan.hallucination}" if subject else plan.hallucination
    if plan.place is not None:
        where = _place_phrase(plan, lower=True)
        if plan.place.hedged:
            where = f"what looks like {where}"
    else:
        where = BLIP_SCENES.get(view.surface, "a building")
    if not subject:
        text = f"an empty view of {where}" if plan.place is None else f"a view of {where}"
    else:
        text = f"{subject} in {where}"
    if plan.floor is not None:
        text += f" on {plan.floor.form.lower()}"
    return text.lower()


# ----------------------------------------------------------------------------- scene_graph


def _side(bearing: float) -> str:
    if bearing > 0.35:
        return "left of"
    if bearing < -0.35:
        return "right of"
    return "in front of"


def _bare(phrase: str) -> str:
    for art in ("a ", "an ", "two "):
        if phrase.startswith(art):
            return phrase[len(art) :]
    return phrase


def scene_graph(plan: CaptionPlan, view: FrameView) -> str:
    if plan.empty:
        return ""
    triples = []
    if plan.place is not None:
        rel = "possibly in" if plan.place.hedged else "in"
        target = _bare(plan.place.form) if plan.place.mode == "kind" else plan.place.form
        triples.append(f"(robot, {rel}, {target})")
    if plan.floor is not None:
        triples.append(f"(robot, on, {plan.floor.form})")
    prev: Mention | None = None
    for m in plan.things:
        name = m.word
        bearing = view.bearings.get(m.instance, 0.0)
        triples.append(f"({name}, {_side(bearing)}, robot)")
        colour = view.instances[m.instance].colour
        if m.colour and colour:
            triples.append(f"({name}, colour, {colour})")
        if m.state:
            triples.append(f"({name}, state, {m.state})")
        if plan.quote and plan.quote[0] == m.instance:
            triples.append(f'({name}, reads, "{plan.quote[1]}")')
        if prev is not None:
            pa = view.positions.get(prev.instance)
            pb = view.positions.get(m.instance)
            if pa and pb and abs(pa[0] - pb[0]) + abs(pa[1] - pb[1]) < 5.0:
                triples.append(f"({prev.word}, next to, {name})")
        prev = m
    if plan.bystander:
        triples.append(f"({_bare(plan.bystander)}, near, robot)")
    if plan.hallucination:
        triples.append(f"({_bare(plan.hallucination)}, near, robot)")
    if not triples:
        triples.append("(robot, sees, nothing notable)")
    return " ; ".join(triples)


# ----------------------------------------------------------------------------- video_llm

_VERBS = {
    "driving": ("The camera moves forward", "The camera glides ahead", "The view advances"),
    "turning": ("The camera pans", "The view swings round"),
    "looking": ("The camera pans slowly", "The camera sweeps round"),
    "waiting": ("The camera holds still", "The view stays steady"),
    "pottering": ("The camera wanders a little", "The camera edges forward"),
    "lift doors": ("The camera faces a pair of sliding doors",),
    "riding lift": ("The camera is inside a moving lift car",),
    "climbing stairs": ("The camera climbs a flight of steps",),
}


def video_llm(plan: CaptionPlan, view: FrameView) -> str:
    if plan.empty:
        return ""
    rng = stream(view.seed_key, "video_llm", view.frame.index)
    clip = int(plan.clip_s or 0)
    stamp = f"[{clip // 60:02d}:{clip % 60:02d}]"
    verb = pick(rng, _VERBS.get(view.frame.motion, ("The camera moves",)))
    sentences = []
    things = [_a(_thing(m, view)) for m in plan.things]
    states = [(m, m.state) for m in plan.things if m.state]
    if things:
        joined = things[0] if len(things) == 1 else ", ".join(things[:-1]) + " and " + things[-1]
        prep = {"driving": "past", "pottering": "past", "turning": "across", "looking": "across"}
        sentences.append(f"{verb} {prep.get(view.frame.motion, 'facing')} {joined}.")
    else:
        sentences.append(f"{verb}.")
    for m, state in states:
        sentences.append(f"The {m.word} appears to be {state}.")
    if plan.quote:
        word = next((m.word for m in plan.things if m.instance == plan.quote[0]), "sign")
        sentences.append(f'The {word} in view reads "{plan.quote[1]}".')
    if plan.place is not None:
        where = _place_phrase(plan)
        if plan.place.mode == "kind":
            sentences.append(
                f"It might be {where}." if plan.place.hedged else f"It looks like {where}."
            )
        elif plan.place.hedged:
            sentences.append(f"We seem to be in {where}.")
        else:
            sentences.append(f"This is {where}.")
    if plan.floor is not None:
        sentences.append(f"Signage mentions {plan.floor.form}.")
    if plan.bystander:
        sentences.append(f"{plan.bystander[0].upper()}{plan.bystander[1:]} passes by.")
    if plan.hallucination:
        sentences.append(f"In the background there is {plan.hallucination}.")
    if chance(rng, 0.12) and clip >= 60:
        sentences.append(f"(about {clip // 60} minutes into the clip)")
    return f"{stamp} " + " ".join(sentences)


# ----------------------------------------------------------------------------- grounded


def _patch(x: float, y: float) -> int:
    col = min(31, max(0, int(x * 32)))
    row = min(31, max(0, int(y * 32)))
    return row * 32 + col


def _object(box: Box) -> str:
    a, b = _patch(box[0], box[1]), _patch(box[2], box[3])
    return f"<object><patch_index_{a:04d}><patch_index_{b:04d}></object>"


def grounded_phrases(plan: CaptionPlan, view: FrameView) -> str:
    if plan.empty:
        return ""
    rng = stream(view.seed_key, "grounded", view.frame.index)
    parts = []
    for m in plan.things:
        box = view.boxes.get(m.instance)
        text = f"<phrase>{_a(_thing(m, view))}</phrase>" + (_object(box) if box else "")
        if plan.quote and plan.quote[0] == m.instance:
            text += f' reading "{plan.quote[1]}"'
        elif m.state:
            text += f" that is {m.state}"
        parts.append(text)
    if plan.hallucination:
        x0 = float(rng.uniform(0.05, 0.7))
        y0 = float(rng.uniform(0.2, 0.6))
        fake = (x0, y0, x0 + 0.2, y0 + 0.25)
        parts.append(f"<phrase>{plan.hallucination}</phrase>{_object(fake)}")
    if plan.bystander:
        parts.append(f"<phrase>{plan.bystander}</phrase>")
    body = "An image of " + (
        ", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1 else (parts or ["a scene"])[0]
    )
    if plan.place is not None:
        where = _place_phrase(plan)
        lead = " in what may be " if plan.place.hedged else " in "
        body += f"{lead}<phrase>{where}</phrase>"
    if plan.floor is not None:
        body += f" on <phrase>{plan.floor.form}</phrase>"
    return f"<grounding> {body}."


RENDERERS: dict[str, Callable[[CaptionPlan, FrameView], str]] = {
    "blip_short": blip_short,
    "scene_graph": scene_graph,
    "video_llm": video_llm,
    "grounded_phrases": grounded_phrases,
}
