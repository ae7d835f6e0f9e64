"""Turn a question spec into text; noise never touches the protected slot values."""

from __future__ import annotations

import re
import string
from collections.abc import Callable

import numpy as np

from ..model import World
from ..questions.base import Spec
from ..rng import pick
from ..vocab import COLOURS, article, number_words
from . import words as w
from .templates import TEMPLATES

PHRASINGS = ("plain", "people", "spoken")
OPEN, CLOSE = "\x01", "\x02"
KEEP = frozenset(
    {
        "first",
        "last",
        "closest",
        "nearest",
        "total",
        "altogether",
        "overall",
        "outside",
        "outdoors",
        "inside",
        "indoors",
        "minutes",
        "hour",
        "quarter",
        "half",
        "never",
        "ever",
        "before",
        "robot",
        "sign",
        "room",
        "place",
        "street",
        "road",
        "lift",
        "elevator",
        "building",
        "trip",
        "colour",
        "color",
        "made",
        "material",
        "name",
        "called",
    }
)


def _p(text: str) -> str:
    return f"{OPEN}{text}{CLOSE}"


def render(spec: Spec, world: World, phrasing: str, rng: np.random.Generator) -> str:
    """Word one question spec in one phrasing."""
    template = str(pick(rng, TEMPLATES[phrasing][spec.kind]))
    subj = "you" if phrasing == "plain" else str(pick(rng, w.SUBJECTS))
    values = _values(spec, world, phrasing, subj, rng)
    used = {f for _, f, _, _ in string.Formatter().parse(template) if f}
    if phrasing == "spoken" and rng.random() < 0.3:
        _self_correct(spec, world, values, used, rng)
    text = template.format_map(values)
    text = {"plain": _plain, "people": _people, "spoken": _spoken}[phrasing](text, rng)
    text = text.replace(OPEN, "").replace(CLOSE, "")
    return re.sub(r"\s+", " ", text).strip()


def _values(
    spec: Spec, world: World, phrasing: str, subj: str, rng: np.random.Generator
) -> dict[str, str]:
    slots = spec.slots
    vals: dict[str, str] = dict(w.FORMS[subj])
    vals.update(w.tails(spec, phrasing, subj, rng))
    if "obj" in slots or "obj_name" in slots:
        if "obj" in slots:
            key = slots["obj"]
            name, plural = w.object_name(world, key, phrasing, rng), world.catalog[key].plural
        else:
            name, plural = slots["obj_name"], False
        forms = w.object_forms(name, plural)
        vals.update(
            {
                k: _p(v) if k in ("obj", "the_obj", "a_obj", "any_obj", "obj_pl") else v
                for k, v in forms.items()
            }
        )
        if "colour" in slots:
            colour = w.colour_name(slots["colour"], phrasing, rng)
            vals["colour"] = _p(colour)
            det = "any" if plural else article(colour)
            vals["any_colour_obj"] = _p(f"{det} {colour} {name}")
    kind = slots.get("place") or slots.get("kind")
    if kind:
        vals["place"] = _p(w.place_name(world, kind, phrasing, rng))
        vals["the_place"] = _p(f"the {vals['place'][1:-1]}")
        vals["room_word"] = "room" if world.kinds[kind].indoor else "place"
    if "place_name" in slots:
        vals["place"] = _p(slots["place_name"])
        vals["the_place"] = _p(f"the {slots['place_name']}")
    for side in ("a", "b"):
        if f"place_{side}" in slots:
            vals[f"the_place_{side}"] = _p(
                "the " + w.place_name(world, slots[f"place_{side}"], phrasing, rng)
            )
    if "minutes" in slots:
        n = int(slots["minutes"])
        vals["ago"] = _p(w.minutes_phrase(n, phrasing, rng, window=False))
        vals["window"] = _p(w.minutes_phrase(n, phrasing, rng, window=True))
    if "text" in slots:
        text = slots["text"]
        vals["text"] = _p(text if phrasing == "plain" else text.lower())
    if "sign_loc" in slots:
        loc = slots["sign_loc"]
        the_place = (
            ("the " + w.place_name(world, loc["kind"], phrasing, rng)) if "kind" in loc else ""
        )
        vals["sign_loc"] = _p(w.sign_place(loc, the_place, phrasing, rng))
    return vals


def _self_correct(
    spec: Spec, world: World, vals: dict[str, str], used: set[str], rng: np.random.Generator
) -> None:
    """'the red no the blue chair', 'the stapler sorry the mug', 'the kitchen no wait ...'."""
    alt: str | None
    slots = spec.slots
    if "colour" in slots and used & {"colour", "any_colour_obj"}:
        alt = str(pick(rng, [c for c in COLOURS if c != slots["colour"]]))
        if "colour" in used:
            vals["colour"] = _p(f"{alt} no the {vals['colour'][1:-1]}")
        else:
            vals["any_colour_obj"] = _p(f"{article(alt)} {alt} no {vals['any_colour_obj'][1:-1]}")
        return
    if "obj" in slots:
        alt = w.alt_object(world, slots["obj"], rng)
        for key in ("the_obj", "a_obj", "any_obj"):
            if key in used and alt:
                wrong = w.object_forms(world.catalog[alt].qname, world.catalog[alt].plural)[key]
                fix = str(pick(rng, ["no sorry", "i mean", "no wait"]))
                vals[key] = _p(f"{wrong} {fix} {vals[key][1:-1]}")
                return
    kind = slots.get("place")
    if kind and "the_place" in used:
        alt = w.alt_place(world, kind, rng)
        if alt:
            vals["the_place"] = _p(f"the {alt} no wait {vals['the_place'][1:-1]}")


def _plain(text: str, rng: np.random.Generator) -> str:
    return text[:1].upper() + text[1:]


def _units(text: str) -> list[tuple[str, bool]]:
    """Split into (chunk, protected) pieces."""
    out, pos = [], 0
    for m in re.finditer(f"{OPEN}(.*?){CLOSE}", text):
        out.append((text[pos : m.start()], False))
        out.append((m.group(0), True))
        pos = m.end()
    out.append((text[pos:], False))
    return out


def _map_free(text: str, fn: Callable[[str], str]) -> str:
    return "".join(chunk if prot else fn(chunk) for chunk, prot in _units(text))


def _typo(word: str, rng: np.random.Generator) -> str:
    i = int(rng.integers(1, len(word) - 1))
    op = rng.random()
    if op < 0.4:
        return word[:i] + word[i + 1] + word[i] + word[i + 2 :]
    if op < 0.7:
        return word[:i] + word[i + 1 :]
    return word[:i] + word[i] + word[i:]


def _add_typo(text: str, rng: np.random.Generator) -> str:
    units = _units(text)
    spots = [
        (k, m.start(), m.end())
        for k, (chunk, prot) in enumerate(units)
        if not prot
        for m in re.finditer(r"[A-Za-z]{4,}", chunk)
        if m.group(0).lower() not in KEEP
    ]
    if not spots:
        return text
    k, a, b = spots[int(rng.integers(len(spots)))]
    chunk = units[k][0]
    units[k] = (chunk[:a] + _typo(chunk[a:b], rng) + chunk[b:], False)
    return "".join(c for c, _ in units)


def _people(text: str, rng: np.random.Generator) -> str:
    if rng.random() < 0.55:
        text = text.lower()
    if text.endswith("?") and rng.random() < 0.4:
        text = text[:-1]
    if rng.random() < 0.35:
        text = (
            str(
                pick(
                    rng,
                    [
                        "hey robot, ",
                        "um ",
                        "ok so ",
                        "quick question - ",
                        "robot, ",
                        "hi, ",
                        "hey, ",
                    ],
                )
            )
            + text
        )
    if rng.random() < 0.15:
        text += str(pick(rng, [" thanks", " please", " pls", " :)", " thx"]))
    if rng.random() < 0.35:
        text = _add_typo(text, rng)
    if rng.random() < 0.1:
        text = _map_free(text, lambda s: s.replace("?", "\uff1f").replace(",", "\uff0c"))
    return text


FILLERS = ("uh", "um", "like", "you know", "er", "uhh")


def _spoken(text: str, rng: np.random.Generator) -> str:
    text = text.lower()
    text = re.sub(
        r"\d+", lambda m: number_words(int(m.group(0))) if len(m.group(0)) < 3 else m.group(0), text
    )
    text = re.sub(r"[?!.,;:\"]|\s-\s", " ", text)
    if rng.random() < 0.25:
        text = _map_free(text, lambda s: s.replace("want to", "wanna").replace("going to", "gonna"))
    for _ in range(int(rng.choice([0, 1, 1, 2]))):
        text = _insert_free(text, str(pick(rng, FILLERS)), rng)
    if rng.random() < 0.25:
        text = _repeat_word(text, rng)
    if rng.random() < 0.5:
        text = (
            str(pick(rng, ["okay so", "hey robot", "so um", "robot", "alright", "um so", "hey"]))
            + " "
            + text
        )
    if rng.random() < 0.3:
        text += " " + str(
            pick(
                rng,
                [
                    "thanks",
                    "please",
                    "if you know",
                    "and uh yeah that's it",
                    "thank you",
                    "i need it for the meeting",
                    "my colleague was asking",
                ],
            )
        )
    return text


def _insert_free(text: str, word: str, rng: np.random.Generator) -> str:
    units = _units(text)
    spots = [
        (k, m.start())
        for k, (chunk, prot) in enumerate(units)
        if not prot
        for m in re.finditer(r"(?<=\S) (?=\S)", chunk)
        if not re.search(r"\b(did|do|does|have|has|were|was|is|are)$", chunk[: m.start()])
    ]
    if not spots:
        return text
    k, a = spots[int(rng.integers(len(spots)))]
    chunk = units[k][0]
    units[k] = (f"{chunk[:a]} {word}{chunk[a:]}", False)
    return "".join(c for c, _ in units)


def _repeat_word(text: str, rng: np.random.Generator) -> str:
    units = _units(text)
    spots = [
        (k, m.start(), m.end())
        for k, (chunk, prot) in enumerate(units)
        if not prot
        for m in re.finditer(r"\b(the|i|is|a|did|you|we)\b", chunk)
    ]
    if not spots:
        return text
    k, a, b = spots[int(rng.integers(len(spots)))]
    chunk = units[k][0]
    units[k] = (chunk[:b] + " " + chunk[a:b] + chunk[b:], False)
    return "".join(c for c, _ in units)
