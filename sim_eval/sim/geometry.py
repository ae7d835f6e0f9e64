"""Plane geometry the simulator needs: boxes, segments, angles.

Everything in the simulated campus is an axis-aligned box (rooms, sidewalks,
building footprints), which keeps containment, sampling and line-of-sight exact
and cheap.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

Point = tuple[float, float]


@dataclass(frozen=True)
class Box:
    """An axis-aligned rectangle [x0, x1] x [y0, y1] in map metres."""

    x0: float
    y0: float
    x1: float
    y1: float

    def __post_init__(self) -> None:
        if not (self.x0 < self.x1 and self.y0 < self.y1):
            raise ValueError(f"empty box {self}")

    @property
    def center(self) -> Point:
        return ((self.x0 + self.x1) / 2, (self.y0 + self.y1) / 2)

    @property
    def width(self) -> float:
        return self.x1 - self.x0

    @property
    def depth(self) -> float:
        return self.y1 - self.y0

    @property
    def area(self) -> float:
        return self.width * self.depth

    def contains(self, p: Point, margin: float = 0.0) -> bool:
        """Inside, boundary included; a positive margin shrinks the box."""
        x, y = p
        return (
            self.x0 + margin <= x <= self.x1 - margin and self.y0 + margin <= y <= self.y1 - margin
        )

    def inset(self, margin: float) -> Box:
        """The box shrunk by ``margin`` on every side, never below a 0.2 m core."""
        mx = min(margin, (self.width - 0.2) / 2)
        my = min(margin, (self.depth - 0.2) / 2)
        return Box(self.x0 + mx, self.y0 + my, self.x1 - mx, self.y1 - my)

    def sample(self, rng: np.random.Generator, margin: float = 0.0) -> Point:
        """A uniform point at least ``margin`` from the edges (as far as the box allows)."""
        inner = self.inset(margin)
        return (float(rng.uniform(inner.x0, inner.x1)), float(rng.uniform(inner.y0, inner.y1)))

    def clamp(self, p: Point, margin: float = 0.0) -> Point:
        inner = self.inset(margin)
        return (min(max(p[0], inner.x0), inner.x1), min(max(p[1], inner.y0), inner.y1))

    def polygon(self) -> list[list[float]]:
        """Corners counter-clockwise, for consumers that want polygons."""
        return [
            [self.x0, self.y0],
            [self.x1, self.y0],
            [self.x1, self.y1],
            [self.x0, self.y1],
        ]

    def segment_crosses(self, a: Point, b: Point) -> bool:
        """True when segment a-b passes through the box's open interior (slab test)."""
        t0, t1 = 0.0, 1.0
        for lo, hi, start, delta in (
            (self.x0, self.x1, a[0], b[0] - a[0]),
            (self.y0, self.y1, a[1], b[1] - a[1]),
        ):
            if abs(delta) < 1e-12:
                if not lo < start < hi:
                    return False
                continue
            u0, u1 = (lo - start) / delta, (hi - start) / delta
            if u0 > u1:
                u0, u1 = u1, u0
            t0, t1 = max(t0, u0), min(t1, u1)
            if t0 >= t1:
                return False
        return t1 - t0 > 1e-9


def distance(a: Point, b: Point) -> float:
    return math.hypot(b[0] - a[0], b[1] - a[1])


def heading(a: Point, b: Point) -> float:
    """Yaw (radians, counter-clockwise from +x) of travel from a to b."""
    return math.atan2(b[1] - a[1], b[0] - a[0])


def wrap_angle(angle: float) -> float:
    """The same angle in (-pi, pi]."""
    wrapped = math.remainder(angle, math.tau)
    return math.pi if wrapped == -math.pi else wrapped
