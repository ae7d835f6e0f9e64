"""Shared pieces of question making: context, references, keywords, grids."""

from __future__ import annotations

import datetime as dt
import math
from dataclasses import dataclass, field

from .evidence import Evidence, State, Visit
from .model import Instance
from .objects import SIGN_CLASSES
from .world import World

NUMBER_WORDS = (
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
)
NO_ARTICLE = ("Room ", "Group Study", "Café", "Guest Wing", "Farm Lane")
SIGN_KEYS = {c.key for c in SIGN_CLASSES}


@dataclass
class Ctx:
    w: World
    ev: Evidence
    insts: dict[str, Instance] = field(default_factory=dict)
    by_class: dict[str, list[str]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.insts = {i.key: i for i in self.w.insts}
        for i in self.w.insts:
            if i.cls not in SIGN_KEYS:
                self.by_class.setdefault(i.cls, []).append(i.key)

    def noun(self, cls: str) -> str:
        return self.w.classes[cls].labels[0]

    def place_ref(self, key: str) -> str:
        name = self.w.lay.places[key].name
        return name if name.startswith(NO_ARTICLE) else f"the {name}"

    def floor_name(self, level: str) -> str:
        return self.w.lay.level_forms[level][0]


def clock(t: float) -> str:
    return dt.datetime.fromtimestamp(t, dt.UTC).strftime("%H:%M")


def place_keywords(ctx: Ctx, key: str) -> list[str]:
    return [f for f in ctx.w.lay.places[key].forms if len(f) >= 4]


def floor_keywords(ctx: Ctx, level: str) -> list[str]:
    return [f for f in ctx.w.lay.level_forms[level] if len(f) >= 4]


def number_keywords(n: int) -> list[str]:
    return [NUMBER_WORDS[n], str(n)]


def pos_at(inst: Instance, t: float) -> list[float]:
    for s in inst.stays:
        if s[0] <= t < s[1]:
            return [s[3], s[4], s[5]]
    raise ValueError(f"{inst.key} absent at {t}")


def written_xyz(frame: dict) -> list[float]:
    p = frame["pose"]
    return [p["x"], p["y"], p["z"]]


def grid(ctx: Ctx, key: str) -> list[list[float]]:
    place = ctx.w.lay.places[key]
    x0, y0, x1, y1 = place.rect
    nx, ny = max(1, math.ceil((x1 - x0) / 20)), max(1, math.ceil((y1 - y0) / 20))
    z = ctx.w.lay.level_z[place.levels[0]]
    return [
        [round(x0 + (x1 - x0) * (i + 0.5) / nx, 3), round(y0 + (y1 - y0) * (j + 0.5) / ny, 3), z]
        for i in range(nx)
        for j in range(ny)
    ]


def ever_in(inst: Instance, place: str) -> bool:
    return any(s[2] == place for s in inst.stays)


def thing_ref(ctx: Ctx, st: State, key: str, colour_ok: bool = True) -> tuple[str, str] | None:
    """A reference valid by now: (phrase, how) or None."""
    inst = ctx.insts[key]
    if inst.cls not in ctx.by_class:
        return None
    cls = ctx.w.classes[inst.cls]
    noun = cls.labels[0]
    same = ctx.by_class[inst.cls]
    if len(same) == 1:
        return (f"the {noun}", "unique")
    if cls.mobility == "fixed":
        place = inst.stays[0][2]
        if place in st.named and sum(ever_in(ctx.insts[k], place) for k in same) == 1:
            return (f"the {noun} in {ctx.place_ref(place)}", "place")
    unique_colour = sum(ctx.insts[k].colour == inst.colour for k in same) == 1
    if colour_ok and inst.colour and st.colours.get(key) == inst.colour and unique_colour:
        return (f"the {inst.colour} {noun}", "colour")
    if inst.plate and key in st.plates:
        return (f'the {noun} with the plate "{inst.text}"', "plate")
    return None


def starting(v: Visit) -> bool:
    return v.i0 == 0


def place_visits(st: State, place: str) -> list[Visit]:
    return [v for v in st.visits if v.place == place]


def candidate(
    type_: str,
    subkind: str,
    target: str,
    truth: dict,
    st: State,
    slots: dict,
    at: list[float] | None = None,
) -> dict:
    return {
        "type": type_,
        "subkind": subkind,
        "target": target,
        "truth": truth,
        "now": round(st.now, 3),
        "at": at,
        "slots": {**slots, "target": target},
    }


def room_like(ctx: Ctx, key: str) -> bool:
    p = ctx.w.lay.places[key]
    return not (p.lift or p.dock)
