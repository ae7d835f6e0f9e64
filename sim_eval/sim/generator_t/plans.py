"""What a captioner will say about a frame: mentions, quotes, a naming, a floor, a hallucination."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .layout import Layout
from .model import ClassSpec, FamilySpec, Instance
from .objects import SIGN_CLASSES

SIGN_KEYS = {c.key for c in SIGN_CLASSES}
# per captioner: max mentions, p(mention), p(generic), p(colour), p(quote), p(misread),
# naming (proper, wrong, misheard, kind), p(floor), p(hallucination)
STYLE = {
    "tag_scene": (5, 0.7, 0.2, 0.25, 0.6, 0.08, (0.05, 0.02, 0.0, 0.25), 0.05, 0.06),
    "florence_para": (3, 0.75, 0.12, 0.5, 0.35, 0.0, (0.04, 0.03, 0.0, 0.55), 0.06, 0.05),
    "robot_log": (4, 0.7, 0.1, 0.2, 0.4, 0.05, (0.0, 0.0, 0.0, 0.0), 0.0, 0.02),
    "speech_uk": (2, 0.7, 0.1, 0.3, 0.3, 0.0, (0.12, 0.02, 0.05, 0.15), 0.06, 0.04),
}
LOOKALIKE = {
    "O": "0",
    "I": "1",
    "S": "5",
    "E": "3",
    "A": "4",
    "B": "8",
    "G": "6",
    "0": "O",
    "1": "I",
    "5": "S",
    "8": "B",
}
SOUNDALIKE = {
    "b": "p",
    "p": "b",
    "d": "t",
    "t": "d",
    "m": "n",
    "n": "m",
    "c": "k",
    "g": "k",
    "f": "v",
    "s": "z",
    "v": "f",
    "k": "g",
    "r": "w",
    "l": "w",
    "h": "",
    "w": "r",
}


@dataclass
class FrameCtx:
    index: int
    t: float
    t0: float
    place: str
    level: str | None
    prev_place: str | None
    prev_level: str | None
    goal: str
    moving: bool
    dz: float


def misread(rng: np.random.Generator, text: str) -> str:
    spots = [i for i, ch in enumerate(text) if ch in LOOKALIKE]
    if not spots:
        return text + "."
    i = spots[int(rng.integers(len(spots)))]
    return text[:i] + LOOKALIKE[text[i]] + text[i + 1 :]


def _slip(w: str) -> str:
    repl = SOUNDALIKE.get(w[0], w[0] + "h")
    return repl + w[1:] if repl != w[0] else "h" + w


def mishear(form: str, avoid: tuple[str, ...] = ()) -> str:
    """A speech-to-text slip: the longest word's first letter swapped for a sound-alike (and
    the other words' too while a true form still shows through)."""
    words = form.lower().split(" ")
    order = sorted(range(len(words)), key=lambda j: (-len(words[j]), j))
    for i in order:
        words[i] = _slip(words[i])
        text = " ".join(words)
        if not any(a.lower() in "the " + text for a in avoid):
            break
    return " ".join(words)


def make_plan(
    rng: np.random.Generator,
    captioner: str,
    spec: FamilySpec,
    lay: Layout,
    classes: dict[str, ClassSpec],
    insts: dict[str, Instance],
    seen: list[dict],
    ctx: FrameCtx,
) -> dict:
    kmax, p_m, p_gen, p_col, p_q, p_mis, naming_p, p_floor, p_hal = STYLE[captioner]
    mentions: list[dict] = []
    quotes: list[dict] = []
    for v in seen:
        inst = insts[v["inst"]]
        cls = classes[inst.cls]
        near = abs(v["bearing"]) < 0.3 and v["range"] <= (9.0 if inst.cls in SIGN_KEYS else 5.0)
        if inst.text and near and rng.random() < p_q:
            written = misread(rng, inst.text) if rng.random() < p_mis else inst.text
            if captioner == "speech_uk":
                written = written.lower()
            quotes.append(
                {
                    "inst": inst.key,
                    "true": inst.text,
                    "written": written,
                    "correct": written.upper() == inst.text.upper(),
                }
            )
        if inst.cls in SIGN_KEYS or len(mentions) >= kmax or rng.random() >= p_m:
            continue
        m = {
            "inst": inst.key,
            "kind": "noun",
            "colour": "",
            "side": "",
            "said_side": "",
            "count": 1,
        }
        if rng.random() < p_gen:
            m["word"], m["kind"] = cls.generic, "generic"
        elif captioner == "speech_uk" and cls.british and rng.random() < 0.7:
            m["word"] = cls.british
        else:
            u = rng.random()
            m["word"] = cls.labels[0 if u < 0.6 else (1 if u < 0.85 else 2)]
        if m["kind"] == "noun" and inst.colour and rng.random() < p_col:
            m["colour"] = inst.colour
        if captioner == "florence_para":
            b = v["bearing"]
            side = "left" if b > 0.12 else ("right" if b < -0.12 else "centre")
            said = side
            if side != "centre" and rng.random() < 0.3:
                said = "right" if side == "left" else "left"
            m["side"], m["said_side"] = side, said
            if m["kind"] == "noun" and rng.random() < 0.2:
                m["count"] = 2
        mentions.append(m)
    naming = _naming(rng, captioner, lay, ctx, naming_p)
    floor = _floor(rng, captioner, lay, ctx, p_floor)
    hal = ""
    if rng.random() < p_hal:
        hal = spec.hallucinations[int(rng.integers(len(spec.hallucinations)))]
    return {
        "mentions": mentions,
        "quotes": quotes,
        "naming": naming,
        "floor": floor,
        "hallucination": hal,
    }


def _other_place(rng: np.random.Generator, lay: Layout, key: str) -> str:
    here = lay.places[key]
    pool = sorted(
        p
        for p, pl in lay.places.items()
        if p != key and not pl.lift and not pl.dock and pl.kind == here.kind
    )
    if not pool:
        pool = sorted(p for p, pl in lay.places.items() if p != key and not pl.lift)
    return pool[int(rng.integers(len(pool)))]


def _naming(
    rng: np.random.Generator,
    captioner: str,
    lay: Layout,
    ctx: FrameCtx,
    probs: tuple[float, float, float, float],
) -> dict | None:
    here = lay.places[ctx.place]
    if here.lift:
        return None
    if captioner == "robot_log":
        if ctx.place != ctx.prev_place and rng.random() < 0.75:
            form = here.forms[0]
            return {"mode": "proper", "place": ctx.place, "text": form}
        if rng.random() < 0.2:
            goal = lay.places[ctx.goal]
            return {"mode": "goal", "place": ctx.goal, "text": goal.forms[0]}
        return None
    u = rng.random()
    proper, wrong, heard, kind = probs
    if u < proper:
        form = here.forms[int(rng.integers(len(here.forms)))]
        return {"mode": "proper", "place": ctx.place, "text": form}
    u -= proper
    if u < wrong:
        other = _other_place(rng, lay, ctx.place)
        return {"mode": "wrong", "place": other, "text": lay.places[other].forms[0]}
    u -= wrong
    if u < heard:
        avoid = tuple(f for p in lay.places.values() for f in p.forms)
        return {"mode": "misheard", "place": ctx.place, "text": mishear(here.forms[0], avoid)}
    u -= heard
    if u < kind:
        return {"mode": "kind", "place": ctx.place, "text": here.kind_word}
    return None


def _floor(
    rng: np.random.Generator, captioner: str, lay: Layout, ctx: FrameCtx, p_floor: float
) -> dict | None:
    if (
        len(lay.level_z) < 2
        or ctx.level is None
        or (lay.places[ctx.place].lift and captioner != "robot_log")
    ):
        return None
    level = ctx.level
    if captioner == "robot_log":
        if (ctx.prev_level != ctx.level and ctx.prev_level is not None) or (
            lay.places[ctx.place].lift and ctx.prev_level is None
        ):
            form = lay.level_forms[level][1]
            return {"level": level, "text": form, "correct": True}
        return None
    if rng.random() >= p_floor:
        return None
    correct = rng.random() >= 0.06
    if not correct:
        level = sorted(k for k in lay.level_z if k != ctx.level)[
            int(rng.integers(len(lay.level_z) - 1))
        ]
    forms = lay.level_forms[level]
    return {"level": level, "text": forms[int(rng.integers(len(forms)))], "correct": correct}
