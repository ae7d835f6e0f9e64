"""The robot's drive: a tour of places as timed segments, then frames sampled along it."""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

import numpy as np

from .familyspec import FamilySpec
from .layout import Layout, Node
from .model import Frame, Place
from .optics import wrap
from .streams import chance, pick, uniform, weighted

Pose4 = tuple[float, float, float, float]


@dataclass(frozen=True)
class Seg:
    t0: float
    t1: float
    a: Pose4
    b: Pose4
    place: str


class Walker:
    """Moves the robot and records every movement as a segment."""

    def __init__(self, place: str, x: float, y: float, z: float, yaw: float) -> None:
        self.t = 0.0
        self.segs: list[Seg] = []
        self.place = place
        self.x, self.y, self.z, self.yaw = x, y, z, yaw

    def _add(self, dur: float, x: float, y: float, z: float, yaw: float) -> None:
        if dur <= 1e-6:
            self.x, self.y, self.z, self.yaw = x, y, z, yaw
            return
        self.segs.append(
            Seg(
                self.t,
                self.t + dur,
                (self.x, self.y, self.z, self.yaw),
                (x, y, z, yaw),
                self.place,
            )
        )
        self.t += dur
        self.x, self.y, self.z, self.yaw = x, y, z, yaw

    def pause(self, dur: float) -> None:
        self._add(dur, self.x, self.y, self.z, self.yaw)

    def turn_to(self, heading: float, speed: float = 1.0) -> None:
        delta = wrap(heading - self.yaw)
        if abs(delta) > 0.05:
            self._add(abs(delta) / speed, self.x, self.y, self.z, self.yaw + delta)

    def sweep(self, angle: float, speed: float) -> None:
        self._add(abs(angle) / speed, self.x, self.y, self.z, self.yaw + angle)

    def walk(self, x: float, y: float, speed: float, z: float | None = None) -> None:
        dist = math.dist((self.x, self.y), (x, y))
        if dist < 0.05:
            if z is not None and abs(z - self.z) > 1e-9:
                self._add(abs(z - self.z) / 0.3, x, y, z, self.yaw)
            return
        self.turn_to(math.atan2(y - self.y, x - self.x))
        self._add(dist / speed, x, y, self.z if z is None else z, self.yaw)


class Tour:
    """Chooses places to visit and drives the walker there."""

    def __init__(
        self,
        spec: FamilySpec,
        layout: Layout,
        rng: np.random.Generator,
        duration: float,
    ) -> None:
        self.spec = spec
        self.layout = layout
        self.rng = rng
        self.duration = duration
        start = spec.place(pick(rng, spec.start_places))
        x, y = self._point_in(start, 1.2)
        self.floor = start.floor
        self.walker = Walker(start.name, x, y, spec.floor(start.floor).z, uniform(rng, -3.1, 3.1))
        self.visits: dict[str, int] = {start.name: 1}
        self.recent: list[str] = [start.name]
        self.rode = False

    def run(self) -> list[Seg]:
        self._look_around(self.spec.place(self.walker.place))
        while self.walker.t < self.duration + 10.0:
            target = self._choose_target()
            self._travel(target)
            self._look_around(self.spec.place(target))
            self.visits[target] = self.visits.get(target, 0) + 1
            self.recent.append(target)
        return self.walker.segs

    def _choose_target(self) -> str:
        here = self.walker.place
        options: list[str] = []
        weights: list[float] = []
        for p in self.spec.places:
            if p.transit or p.name == here or p.name in self.recent[-3:]:
                continue
            w = 3.0 if p.name not in self.visits else 0.8
            if p.kind == "corridor":
                w *= 0.25
            w /= 1.0 + 0.6 * abs(p.floor - self.floor)
            options.append(p.name)
            weights.append(w)
        return weighted(self.rng, options, weights)

    def _travel(self, target: str) -> None:
        goal_place = self.spec.place(target)
        start: Node = (self.walker.place, self.floor)
        goal: Node = (target, goal_place.floor)
        banned = "stairs" if chance(self.rng, self.spec.lift_share) else "lift"
        if self.spec.has_lift and not self.rode and self.walker.t > 0.35 * self.duration:
            banned = "stairs"  # make sure every lift family has a ride to ask about
        path = self.layout.route(start, goal, banned) or self.layout.route(start, goal, None)
        if path is None:
            raise ValueError(f"{self.spec.name}: no route from {start} to {goal}")
        speed = uniform(self.rng, 0.75, 1.25)
        for (p, f), (q, g) in itertools.pairwise(path):
            w = self.walker
            if p == q:
                place = self.spec.place(p)
                if place.kind == "lift":
                    self._ride(place, f, g)
                    self.rode = True
                else:
                    self._climb(place, f, g)
                self.floor = g
                continue
            door = self.layout.link(p, q, f).point
            w.walk(door[0], door[1], speed)
            w.place = q
            self.visits.setdefault(q, 0)

    def _ride(self, lift: Place, f: int, g: int) -> None:
        w = self.walker
        cx, cy = lift.centre
        w.walk(cx, cy, 0.6)
        w.turn_to(w.yaw + math.pi, 1.2)
        w.pause(uniform(self.rng, 3.0, 7.0))
        z_to = self.spec.floor(g).z
        speed = uniform(self.rng, 0.45, 0.75)
        w._add(abs(z_to - w.z) / speed, w.x, w.y, z_to, w.yaw)
        w.pause(uniform(self.rng, 3.0, 6.0))

    def _climb(self, stairs: Place, f: int, g: int) -> None:
        w = self.walker
        x0, y0, x1, y1 = stairs.rect
        along_x = (x1 - x0) >= (y1 - y0)
        floors = list(stairs.floors)
        i, j = floors.index(f), floors.index(g)
        step = 1 if j > i else -1
        speed = uniform(self.rng, 0.35, 0.5)

        def pt(end: int, lane: int) -> tuple[float, float]:
            if along_x:
                x = x0 + 0.8 if end == 0 else x1 - 0.8
                y = (y0 + y1) / 2 + (0.6 if lane else -0.6)
            else:
                y = y0 + 0.8 if end == 0 else y1 - 0.8
                x = (x0 + x1) / 2 + (0.6 if lane else -0.6)
            return (x, y)

        for k in range(i, j, step):
            z_a = self.spec.floor(floors[k]).z
            z_b = self.spec.floor(floors[k + step]).z
            mid = (z_a + z_b) / 2
            a0 = pt(0, 0)
            w.walk(a0[0], a0[1], 0.6)
            b0 = pt(1, 0)
            w.walk(b0[0], b0[1], speed, z=mid)
            b1 = pt(1, 1)
            w.walk(b1[0], b1[1], 0.5)
            a1 = pt(0, 1)
            w.walk(a1[0], a1[1], speed, z=z_b)
            w.z = z_b

    def _look_around(self, place: Place) -> None:
        w = self.walker
        rng = self.rng
        looks = 1 + int(place.area > 60 and chance(rng, 0.7)) + int(place.area > 200)
        if place.kind == "corridor":
            looks = 1
        for _ in range(looks):
            x, y = self._point_in(place, 1.0)
            w.walk(x, y, uniform(rng, 0.6, 1.0))
            angle = math.radians(uniform(rng, 70.0, 330.0)) * (1 if chance(rng, 0.5) else -1)
            w.sweep(angle, uniform(rng, 0.3, 0.6))
            w.pause(uniform(rng, 20.0, 100.0) if chance(rng, 0.2) else uniform(rng, 1.0, 6.0))
            if chance(rng, 0.3):
                w.sweep(-angle * uniform(rng, 0.3, 0.8), uniform(rng, 0.3, 0.6))

    def _point_in(self, place: Place, margin: float) -> tuple[float, float]:
        x0, y0, x1, y1 = place.rect
        mx = min(margin, (x1 - x0) / 3)
        my = min(margin, (y1 - y0) / 3)
        return (
            uniform(self.rng, x0 + mx, x1 - mx),
            uniform(self.rng, y0 + my, y1 - my),
        )


def frame_times(rng: np.random.Generator, duration: float) -> list[float]:
    """Seconds since the start, 1-4 s apart (mostly about 2 s)."""
    times = [0.0]
    t = 0.0
    while True:
        if rng.random() < 0.7:
            dt = min(3.2, max(1.2, float(rng.normal(2.0, 0.35))))
        else:
            dt = uniform(rng, 1.05, 3.95)
        t = round(t + dt, 3)
        if t > duration:
            return times
        times.append(t)


def sample(spec: FamilySpec, segs: list[Seg], times: list[float]) -> list[Frame]:
    frames: list[Frame] = []
    k = 0
    for i, t in enumerate(times):
        while k < len(segs) - 1 and segs[k].t1 <= t:
            k += 1
        s = segs[k]
        u = 0.0 if s.t1 <= s.t0 else min(1.0, max(0.0, (t - s.t0) / (s.t1 - s.t0)))
        x, y, z, yaw = (a + u * (b - a) for a, b in zip(s.a, s.b, strict=True))
        x, y, z = round(x, 3), round(y, 3), round(z, 3)
        yaw = round(wrap(yaw), 4)
        floor = next((f.index for f in spec.floors if abs(f.z - z) < 0.01), None)
        frames.append(Frame(i, t, x, y, z, yaw, s.place, floor))
    return frames
