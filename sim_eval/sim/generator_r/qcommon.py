"""Shared pieces of the question makers: candidates, references to things, place phrases."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .evidence import NEAR_SHADES, Evidence
from .model import Place
from .objects import name_display

Slots = dict[str, Any]


@dataclass
class Cand:
    subkind: str
    target: str
    truth: dict[str, Any]
    slots: Slots
    answer: bool | None = None


@dataclass
class Ctx:
    ev: Evidence
    rng: np.random.Generator
    now: float
    here: int | None = None  # frame index of a here-question
    at: list[float] | None = None
    extra: dict[str, Any] = field(default_factory=dict)


NO_ARTICLE = ("Radiology", "Pharmacy", "Phlebotomy", "Duty Free", "Medical Records", "Customs Hall")


def place_phrase(place: Place) -> str:
    """The place as a question names it ("Bay 3", "the Main Entrance")."""
    name = place.name
    if any(ch.isdigit() for ch in name) or "'s " in name or name in NO_ARTICLE:
        return name
    if name.startswith(("Exit ", "Pier ", "Lift ", "Gate ", "Platform ", "Ward ")):
        return name
    if name.endswith((" Street", " Security")):
        return name
    last = name.split()[-1]
    if len(last) == 1 and last.isupper():
        return name
    return f"the {name}"


def place_slot(ev: Evidence, key: str) -> dict[str, str]:
    place = ev.places[key]
    return {"key": key, "name": place.name, "phrase": place_phrase(place)}


def level_slot(ev: Evidence, key: str) -> dict[str, str]:
    level = ev.levels[key]
    name = level.forms[0]
    phrase = name if name.lower().startswith("level") else f"the {name}"
    return {"key": key, "name": name, "phrase": phrase}


def class_ref(ev: Evidence, cls: str) -> dict[str, Any]:
    spec = ev.classes[cls]
    return {
        "kind": "class",
        "cls": cls,
        "inst": None,
        "noun": spec.labels[0],
        "plural": spec.plural,
    }


def colour_unique(ev: Evidence, inst: str) -> bool:
    me = ev.insts[inst]
    if me.colour is None:
        return False
    near = {me.colour, *NEAR_SHADES.get(me.colour, ())}
    return not any(
        other.colour in near
        for key in ev.by_class[me.cls]
        if key != inst and (other := ev.insts[key]).colour is not None
    )


def thing_refs(ev: Evidence, inst: str, now: float, colour_ok: bool = True) -> list[dict[str, Any]]:
    """Every valid way to refer to one thing at ``now``."""
    me = ev.insts[inst]
    spec = ev.classes[me.cls]
    base = {"cls": me.cls, "inst": inst, "noun": spec.labels[0], "plural": spec.plural}
    refs: list[dict[str, Any]] = []
    members = ev.by_class[me.cls]
    if len(members) == 1:
        refs.append({**base, "kind": "unique"})
    if colour_ok and colour_unique(ev, inst) and ev.colour_t.get(inst, math.inf) <= now:
        refs.append({**base, "kind": "colour", "colour": me.colour})
    if spec.mobility == "fixed":
        home = me.stays[0].place
        alone = not any(ev.insts[k].stays[0].place == home for k in members if k != inst)
        if alone and ev.named(home, now):
            refs.append(
                {**base, "kind": "place", "place": place_phrase(ev.places[home]), "place_key": home}
            )
    if me.name and ev.name_t.get(inst, math.inf) <= now:
        refs.append({**base, "kind": "name", "display": name_display(me.cls, me.name)})
    return refs


def pick_ref(ctx: Ctx, refs: list[dict[str, Any]]) -> dict[str, Any]:
    return refs[int(ctx.rng.integers(len(refs)))]


def sighted(ev: Evidence, now: float) -> list[str]:
    return [k for k in ev.insts if ev.seen_by(k, now)]


def sighted_classes(ev: Evidence, now: float) -> list[str]:
    out: list[str] = []
    for cls in ev.classes:
        if any(ev.seen_by(k, now) for k in ev.by_class.get(cls, [])):
            out.append(cls)
    return out


def grid_positions(place: Place, z: float) -> list[list[float]]:
    """Cell centres of a grid over the place, cells at most 20 m across (any point inside is
    within 15 m of one)."""
    x0, y0, x1, y1 = place.rect
    nx = max(1, math.ceil((x1 - x0) / 20.0))
    ny = max(1, math.ceil((y1 - y0) / 20.0))
    out: list[list[float]] = []
    for i in range(nx):
        for j in range(ny):
            out.append(
                [
                    round(x0 + (i + 0.5) * (x1 - x0) / nx, 3),
                    round(y0 + (j + 0.5) * (y1 - y0) / ny, 3),
                    z,
                ]
            )
    return out


def rect_dist(place: Place, z_place: float, p: tuple[float, float, float]) -> float:
    x0, y0, x1, y1 = place.rect
    dx = max(x0 - p[0], 0.0, p[0] - x1)
    dy = max(y0 - p[1], 0.0, p[1] - y1)
    return math.sqrt(dx * dx + dy * dy + (p[2] - z_place) ** 2)


def keywords_place(ev: Evidence, key: str) -> list[str]:
    return [f for f in ev.places[key].forms if len(f) >= 4]


def keywords_class(ev: Evidence, cls: str) -> list[str]:
    spec = ev.classes[cls]
    words = [*spec.labels, spec.plural]
    return list(dict.fromkeys(w for w in words if len(w) >= 3))


def keywords_level(ev: Evidence, key: str) -> list[str]:
    return list(ev.levels[key].forms)


def questionable_places(ev: Evidence) -> list[str]:
    return [p.key for p in ev.spec.places if not p.transit]


def pos_list(p: tuple[float, float, float]) -> list[float]:
    return [round(p[0], 3), round(p[1], 3), round(p[2], 3)]
