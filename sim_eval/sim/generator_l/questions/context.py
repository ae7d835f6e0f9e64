"""Shared state and helpers for question makers: the evidence, `now` choices, and how a
question may refer to a thing or a place (only in ways the run has shown by then)."""

from __future__ import annotations

import datetime as dt
import math
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from sim_eval.sim.generator_l.evidence import Evidence
from sim_eval.sim.generator_l.model import Place
from sim_eval.sim.generator_l.perception import Frame
from sim_eval.sim.generator_l.seeding import chance, pick
from sim_eval.sim.generator_l.world import Instance, World

PALETTE = (
    "red",
    "blue",
    "green",
    "yellow",
    "black",
    "white",
    "grey",
    "orange",
    "purple",
    "pink",
    "brown",
    "silver",
)
NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
PLURALS = {
    "bookshelf": "bookshelves",
    "row of seats": "rows of seats",
    "bonsai": "bonsai",
    "stack of paving slabs": "stacks of paving slabs",
    "step light strip": "step light strips",
    "pair of gardening gloves": "pairs of gardening gloves",
    "pair of reading glasses": "pairs of reading glasses",
}


@dataclass
class Draft:
    subkind: str
    slots: dict[str, str]
    truth: dict[str, Any]
    now: float
    at: list[float] | None = None
    key: str = ""
    evidence: dict[str, Any] = field(default_factory=dict)


def article(phrase: str) -> str:
    return "an" if phrase[:1].lower() in "aeiou" else "a"


def plural(noun: str) -> str:
    if noun in PLURALS:
        return PLURALS[noun]
    if noun.endswith(("ch", "sh", "s", "x")):
        return noun + "es"
    return noun + "s"


def clock(t: float) -> str:
    return dt.datetime.fromtimestamp(t, dt.UTC).strftime("%H:%M")


class Context:
    def __init__(
        self, world: World, frames: list[Frame], ev: Evidence, rng: np.random.Generator
    ) -> None:
        self.world = world
        self.family = world.family
        self.frames = frames
        self.ev = ev
        self.rng = rng
        self.t0 = frames[0].t
        self.t_last = frames[-1].t

    # --- when a question is asked ----------------------------------------------------

    def pick_now(self) -> float:
        if chance(self.rng, 0.55):
            return round(self.t_last + float(self.rng.uniform(2.0, 30.0)), 1)
        span = self.t_last - self.t0
        return round(self.t0 + span * float(self.rng.uniform(0.35, 1.0)), 1)

    def pose_at(self, n: int) -> list[float]:
        pose = self.frames[n - 1].pose
        return [round(pose.x, 3), round(pose.y, 3), round(pose.z, 3)]

    # --- referring to things and places ----------------------------------------------

    def place_ref(self, place: str, n: int) -> str | None:
        """How a question can name a place: a form a caption used by then."""
        forms = self.ev.place_forms(place, n)
        p = self.family.place(place)
        if "code" in forms and p.code and ("name" not in forms or chance(self.rng, 0.3)):
            return p.by_code()
        if "name" in forms:
            return p.by_name()
        return None

    def the_obj(self, inst: Instance, n: int) -> str | None:
        """ "the globe" when it is the only one; "the desk lamp in the Quiet Study" when it
        is the only one of its class in a fixed place the run has named; else None."""
        spec = self.family.cls(inst.cls)
        same = self.world.by_class(inst.cls)
        if len(same) == 1:
            return f"the {spec.noun}"
        if not spec.fixed:
            return None
        if sum(1 for other in same if other.home == inst.home) != 1:
            return None
        ref = self.place_ref(inst.home, n)
        return f"the {spec.noun} in {ref}" if ref else None

    def a_obj(self, noun: str) -> str:
        return f"{article(noun)} {noun}"

    def floor_z(self, place: Place) -> float:
        return self.family.floor(place.floors[0]).z

    def named_places(self, n: int, transit: bool = False) -> list[Place]:
        return [
            p
            for p in self.family.places
            if (transit or not p.transit) and self.ev.place_forms(p.key, n)
        ]

    def instances(self) -> list[Instance]:
        return self.world.instances


def rounded(point: tuple[float, float, float] | list[float]) -> list[float]:
    return [round(float(v), 3) for v in point]


def pick_draft(ctx: Context, drafts: list[Draft], used: set[str]) -> Draft | None:
    fresh = [d for d in drafts if d.key not in used]
    return pick(ctx.rng, fresh) if fresh else None


def dist2(
    a: tuple[float, float, float] | list[float], b: tuple[float, float, float] | list[float]
) -> float:
    return math.hypot(a[0] - b[0], a[1] - b[1])
