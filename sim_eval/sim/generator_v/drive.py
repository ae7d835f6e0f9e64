"""The robot's true motion: keyframed segments, sessions, lingers and the charging break."""

from __future__ import annotations

import bisect
import math
from dataclasses import dataclass, field

import numpy as np

from .layout import LIFT, STAIRS, Edge, Layout

INWARD_STEP = 1.2


@dataclass(frozen=True)
class Seg:
    t0: float
    t1: float
    p0: tuple[float, float, float, float]  # x, y, z, yaw
    p1: tuple[float, float, float, float]
    place: str
    level: str | None
    motion: str  # moving | turning | still | lift | stairs | charging
    goal: str


@dataclass
class Trip:
    """Everything the drive decided: segments, lingers, the break."""

    segs: list[Seg] = field(default_factory=list)
    lingers: list[tuple[float, float, str]] = field(default_factory=list)
    charge: tuple[float, float] = (0.0, 0.0)
    session_ends: list[float] = field(default_factory=list)

    def state(self, t: float) -> Seg:
        starts = [s.t0 for s in self.segs]
        i = max(0, bisect.bisect_right(starts, t) - 1)
        return self.segs[i]

    def pose(self, t: float) -> tuple[Seg, tuple[float, float, float, float]]:
        seg = self.state(t)
        span = seg.t1 - seg.t0
        f = 0.0 if span <= 0 else min(1.0, max(0.0, (t - seg.t0) / span))
        x = seg.p0[0] + (seg.p1[0] - seg.p0[0]) * f
        y = seg.p0[1] + (seg.p1[1] - seg.p0[1]) * f
        z = seg.p0[2] + (seg.p1[2] - seg.p0[2]) * f
        dyaw = _wrap(seg.p1[3] - seg.p0[3])
        yaw = _wrap(seg.p0[3] + dyaw * f)
        return seg, (x, y, z, yaw)


def _wrap(a: float) -> float:
    return (a + math.pi) % (2 * math.pi) - math.pi


class Driver:
    def __init__(
        self, layout: Layout, rng: np.random.Generator, t: float, place: str, level: str
    ) -> None:
        self.layout = layout
        self.rng = rng
        self.t = t
        self.place = place
        self.level: str = level
        x, y = layout.places[place].centre
        self.x, self.y = x, y
        self.z = layout.levels[level].z
        self.yaw = 0.0
        self.goal = place
        self.trip = Trip()
        self.recent: list[str] = []
        self.visited: set[str] = {place}

    # -- primitives ----------------------------------------------------------------------

    def _seg(
        self,
        dt: float,
        x: float,
        y: float,
        z: float,
        yaw: float,
        motion: str,
        level: str | None = "",
    ) -> None:
        lv = self.level if level == "" else level
        seg = Seg(
            self.t,
            self.t + dt,
            (self.x, self.y, self.z, self.yaw),
            (x, y, z, _wrap(yaw)),
            self.place,
            lv,
            motion,
            self.goal,
        )
        self.trip.segs.append(seg)
        self.t += dt
        self.x, self.y, self.z, self.yaw = x, y, z, _wrap(yaw)

    def turn_by(
        self,
        angle: float,
        rate: float = math.radians(60),
        motion: str = "turning",
        level: str | None = "",
    ) -> None:
        if abs(angle) < 1e-3:
            return
        self._seg(abs(angle) / rate, self.x, self.y, self.z, self.yaw + angle, motion, level)

    def turn_to(self, yaw: float) -> None:
        self.turn_by(_wrap(yaw - self.yaw))

    def still(self, dt: float, motion: str = "still", level: str | None = "") -> None:
        self._seg(dt, self.x, self.y, self.z, self.yaw, motion, level)

    def move_to(
        self,
        x: float,
        y: float,
        speed: float,
        z: float | None = None,
        motion: str = "moving",
        level: str | None = "",
    ) -> None:
        d = math.hypot(x - self.x, y - self.y)
        if d < 0.05 and z is None:
            return
        if d >= 0.05:
            self.turn_by(
                _wrap(math.atan2(y - self.y, x - self.x) - self.yaw),
                motion="turning" if motion == "moving" else motion,
                level=level,
            )
        zz = self.z if z is None else z
        dt = max(d / speed, abs(zz - self.z) / 0.25 if motion == "stairs" else 0.0, 0.5)
        self._seg(dt, x, y, zz, self.yaw, motion, level)

    # -- routes ---------------------------------------------------------------------------

    def speed(self) -> float:
        place = self.layout.places[self.place]
        if place.side == "spine" or place.outdoor or place.area > 150:
            return float(self.rng.uniform(1.3, 1.6))
        return float(self.rng.uniform(0.8, 1.15))

    def _direction(self, edge: Edge, into: str) -> tuple[float, float]:
        places = self.layout.places
        frm = self.place
        if into == LIFT:
            return (-1.0, 0.0)
        if frm == LIFT:
            return (1.0, 0.0)
        if into == STAIRS:
            return (0.0, -1.0)
        if frm == STAIRS:
            return (0.0, 1.0)
        target = places[into]
        if target.side != "spine":
            return target.inward
        source = places[frm]
        if source.side != "spine":
            return (-source.inward[0], -source.inward[1])
        return (1.0, 0.0) if edge.point[0] > self.x - 1e-6 else (-1.0, 0.0)

    def go(self, place: str, level: str) -> None:
        self.goal = place
        for edge in self.layout.route((self.place, self.level), (self.x, self.y), (place, level)):
            if edge.kind == "door":
                other = edge.b if edge.a[0] == self.place else edge.a
                dx, dy = self._direction(edge, other[0])
                px, py = edge.point
                self.move_to(px - dx * INWARD_STEP, py - dy * INWARD_STEP, self.speed())
                self.move_to(px, py, self.speed())
                self.place = other[0]
                self.move_to(px + dx * INWARD_STEP, py + dy * INWARD_STEP, self.speed())
                if self.place == LIFT:
                    cx, cy = self.layout.places[LIFT].centre
                    self.move_to(cx, cy, 0.6)
                    self.turn_to(0.0)
            elif edge.kind == "ride":
                target = edge.b if edge.a[1] == self.level else edge.a
                z1 = self.layout.levels[target[1]].z
                self.still(float(self.rng.uniform(3, 5)), "lift")
                ride = abs(z1 - self.z) / float(self.rng.uniform(0.8, 1.2)) + 2.0
                self._seg(ride, self.x, self.y, z1, self.yaw, "lift", None)
                self.level = target[1]
                self.still(float(self.rng.uniform(3, 5)), "lift")
            else:  # climb
                target = edge.b if edge.a[1] == self.level else edge.a
                z0, z1 = self.z, self.layout.levels[target[1]].z
                x0, y0, x1, _ = self.layout.places[STAIRS].rect
                mx = (x0 + x1) / 2
                self.move_to(mx, y0 + 0.9, 0.5, z=(z0 + z1) / 2, motion="stairs", level=None)
                self.turn_by(
                    math.pi * (1 if self.rng.random() < 0.5 else -1), motion="stairs", level=None
                )
                self.move_to(
                    mx,
                    self.layout.places[STAIRS].rect[3] - INWARD_STEP,
                    0.5,
                    z=z1,
                    motion="stairs",
                    level=None,
                )
                self.level = target[1]
        self.recent = ([place, *self.recent])[:3]
        self.visited.add(place)

    def interior_point(self, place: str) -> tuple[float, float]:
        x0, y0, x1, y1 = self.layout.places[place].rect
        mx = min(1.2, (x1 - x0) * 0.25)
        my = min(1.2, (y1 - y0) * 0.25)
        return (
            float(self.rng.uniform(x0 + mx, x1 - mx)),
            float(self.rng.uniform(y0 + my, y1 - my)),
        )

    def visit_activity(self, big_kinds: tuple[str, ...]) -> None:
        place = self.layout.places[self.place]
        for _ in range(int(self.rng.integers(1, 3))):
            x, y = self.interior_point(self.place)
            self.move_to(x, y, self.speed())
            sign = 1 if self.rng.random() < 0.5 else -1
            self.turn_by(
                sign * math.radians(float(self.rng.uniform(90, 270))), rate=math.radians(30)
            )
        p_linger = 0.5 if place.kind in big_kinds else 0.3
        if self.rng.random() < p_linger:
            duration = float(self.rng.uniform(40, 180))
            t0 = self.t
            if self.rng.random() < 0.6:
                self.still(duration)
            else:
                end = self.t + duration
                while self.t < end - 1.0:
                    self.still(min(end - self.t, float(self.rng.uniform(10, 30))))
                    if self.t < end - 3.0:
                        self.turn_by(
                            math.radians(float(self.rng.uniform(-25, 25))), rate=math.radians(20)
                        )
            self.trip.lingers.append((t0, self.t, self.place))

    def pick_target(self) -> tuple[str, str]:
        places = self.layout.places
        keys = sorted(
            k for k, p in places.items() if p.level is not None and not p.dock and k != self.place
        )
        weights = []
        for k in keys:
            p = places[k]
            w = 1.0
            if k not in self.visited:
                w *= 2.5
            if p.side == "spine":
                w *= 0.35
            if k in self.recent:
                w *= 0.1
            if p.level != self.level:
                w *= 0.45
            weights.append(w)
        probs = np.array(weights) / sum(weights)
        key = keys[int(self.rng.choice(len(keys), p=probs))]
        level = places[key].level
        assert level is not None
        return key, level
