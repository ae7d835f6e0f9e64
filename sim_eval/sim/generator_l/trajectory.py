"""The robot's continuous motion as timed segments, and sampling it at frame times."""

from __future__ import annotations

import bisect
import math
from dataclasses import dataclass

Point = tuple[float, float, float]


def wrap(angle: float) -> float:
    """An angle in (-pi, pi]."""
    a = math.fmod(angle + math.pi, 2 * math.pi)
    if a <= 0:
        a += 2 * math.pi
    return a - math.pi


@dataclass(frozen=True)
class Segment:
    t0: float
    t1: float
    p0: Point
    p1: Point
    yaw0: float
    yaw1: float  # unwrapped: yaw0 + the turn
    place: str
    floor: int | None  # None while between floors (lift ride, stairs)


@dataclass(frozen=True)
class Pose:
    t: float
    x: float
    y: float
    z: float
    yaw: float
    place: str
    floor: int | None


class Trajectory:
    def __init__(self, segments: list[Segment]) -> None:
        self.segments = segments
        self._starts = [s.t0 for s in segments]

    @property
    def t_end(self) -> float:
        return self.segments[-1].t1

    def at(self, t: float) -> Pose:
        k = max(0, bisect.bisect_right(self._starts, t) - 1)
        seg = self.segments[k]
        span = seg.t1 - seg.t0
        f = 0.0 if span <= 0 else min(1.0, max(0.0, (t - seg.t0) / span))
        x, y, z = (a + (b - a) * f for a, b in zip(seg.p0, seg.p1, strict=True))
        yaw = wrap(seg.yaw0 + (seg.yaw1 - seg.yaw0) * f)
        return Pose(t, x, y, z, yaw, seg.place, seg.floor)


class Builder:
    """Appends motions to a growing list of segments."""

    TURN_RATE = 0.9  # rad/s

    def __init__(self, t: float, pos: Point, yaw: float, place: str, floor: int) -> None:
        self.t = t
        self.pos = pos
        self.yaw = yaw
        self.place = place
        self.floor: int | None = floor
        self.segments: list[Segment] = []

    def _push(self, dt: float, p1: Point, yaw1: float, place: str, floor: int | None) -> None:
        if dt <= 0:
            return
        self.segments.append(
            Segment(self.t, self.t + dt, self.pos, p1, self.yaw, yaw1, place, floor)
        )
        self.t += dt
        self.pos = p1
        self.yaw = wrap(yaw1)
        self.place = place
        self.floor = floor

    def pause(self, dt: float) -> None:
        self._push(dt, self.pos, self.yaw, self.place, self.floor)

    def turn_by(self, delta: float, rate: float | None = None) -> None:
        self._push(
            abs(delta) / (rate or self.TURN_RATE),
            self.pos,
            self.yaw + delta,
            self.place,
            self.floor,
        )

    def turn_to(self, yaw: float) -> None:
        self.turn_by(wrap(yaw - self.yaw))

    def move_to(self, p1: Point, speed: float, place: str, floor: int | None) -> None:
        dx, dy = p1[0] - self.pos[0], p1[1] - self.pos[1]
        dist = math.hypot(dx, dy)
        if dist > 0.05:
            self.place = place
            self.turn_to(math.atan2(dy, dx))
        length = math.hypot(dist, p1[2] - self.pos[2])
        self._push(max(length / speed, 0.2), p1, self.yaw, place, floor)
