"""Shared state for question makers: the world, the evidence, moments and honest references."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .evidence import Evidence, Visit
from .familyspec import FamilySpec
from .model import Frame, Instance
from .streams import chance, pick, uniform
from .textutil import a_or_an, floor_np, place_np

Point = list[float]


@dataclass
class Q:
    type: str
    subkind: str
    now: float  # seconds since the run's start
    truth: dict[str, Any]
    slots: dict[str, Any]
    key: tuple[Any, ...]
    at: Point | None = None


@dataclass
class Ref:
    """How a question names a thing or place, and the caption forms that makes it rely on."""

    text: str
    forms: list[str] = field(default_factory=list)


class Ctx:
    def __init__(
        self,
        spec: FamilySpec,
        frames: list[Frame],
        insts: list[Instance],
        ev: Evidence,
        rng: np.random.Generator,
        t0: float,
    ) -> None:
        self.spec = spec
        self.t0 = t0
        self.frames = frames
        self.insts = {i.id: i for i in insts}
        self.inst_list = insts
        self.ev = ev
        self.rng = rng
        self.t_last = frames[-1].t
        self.used: set[tuple[Any, ...]] = set()
        self.by_class: dict[str, list[Instance]] = {}
        for inst in insts:
            self.by_class.setdefault(inst.cls, []).append(inst)

    # ---- moments ----

    def abs(self, t: float) -> float:
        """POSIX seconds of a time since the run's start, as the run file writes them."""
        return round(self.t0 + t, 3)

    def pick_now(self) -> float:
        """Just after the run (half the time) or 30-100 % into it."""
        if chance(self.rng, 0.5):
            return round(self.t_last + uniform(self.rng, 1.0, 15.0), 3)
        return round(uniform(self.rng, 0.3, 1.0) * self.t_last, 3)

    def pick_frame_now(self) -> tuple[int, float]:
        """A frame index and a ``now`` just after it (for questions asked where the robot is)."""
        lo = len(self.frames) // 4
        i = int(self.rng.integers(lo, len(self.frames)))
        return i, round(self.frames[i].t + uniform(self.rng, 0.2, 0.9), 3)

    def frame_at(self, now: float) -> Frame:
        return self.frames[self.ev.n(now) - 1]

    # ---- positions ----

    def robot_point(self, i: int) -> Point:
        f = self.frames[i]
        return [f.x, f.y, f.z]

    def inst_point(self, inst: Instance, t: float) -> Point:
        x, y, z, _ = inst.position_at(t)
        return [round(x, 3), round(y, 3), z]

    def place_points(self, name: str) -> list[Point]:
        place = self.spec.place(name)
        z = self.spec.floor(place.floor).z
        x0, y0, x1, y1 = place.rect
        cx, cy = place.centre
        points = [[cx, cy, z]]
        if place.area > 150 or max(x1 - x0, y1 - y0) > 25:
            for u in (0.25, 0.75):
                for v in (0.25, 0.75):
                    points.append([x0 + u * (x1 - x0), y0 + v * (y1 - y0), z])
        return points

    # ---- references ----

    def place_ref(self, name: str, now: float) -> Ref | None:
        forms = self.ev.place_forms_by(name, now)
        if not forms:
            return None
        form = pick(self.rng, forms)
        return Ref(place_np(form), [form])

    def floor_ref(self, index: int, now: float) -> Ref | None:
        forms = self.ev.floor_forms_by(index, now)
        if not forms:
            return None
        form = pick(self.rng, forms)
        return Ref(floor_np(form), [form])

    def thing_ref(
        self,
        inst: Instance,
        now: float,
        allow_place: bool = True,
        allow_colour: bool = True,
    ) -> Ref | None:
        """'the X' (only X in the world), 'the red X' (only red X, colour said by now) or
        'the X in P' (only X ever in P, fixed, P named by now)."""
        same = self.by_class[inst.cls]
        if len(same) == 1:
            return Ref(f"the {inst.cls}")
        options: list[Ref] = []
        if (
            allow_colour
            and inst.colour
            and self.ev.colour_known(inst.id, now)
            and sum(1 for o in same if o.colour == inst.colour) == 1
        ):
            options.append(Ref(f"the {inst.colour} {inst.cls}"))
        if allow_place and inst.fixed:
            place = inst.stays[0].place
            alone = all(all(s.place != place for s in o.stays) for o in same if o is not inst)
            ref = self.place_ref(place, now) if alone else None
            if ref is not None:
                options.append(Ref(f"the {inst.cls} in {ref.text}", ref.forms))
        return pick(self.rng, options) if options else None

    # ---- helpers ----

    def sighted(self, now: float) -> list[Instance]:
        return [i for i in self.inst_list if self.ev.sightings(i.id, now)]

    def hallucinated(self, cls: str, now: float) -> bool:
        return self.ev.fp_first.get(cls, math.inf) <= now

    def visits_of(self, place: str, now: float) -> list[Visit]:
        return [v for v in self.ev.visits_by(now) if v.place == place]

    def a_noun(self, noun: str) -> str:
        return a_or_an(noun)

    def nontransit_places(self) -> list[str]:
        return [p.name for p in self.spec.places if not p.transit]
