"""The robot's true path: planned visits, a knot timeline, frame times and noisy poses."""

from __future__ import annotations

import math
from bisect import bisect_right
from dataclasses import dataclass
from itertools import pairwise

import numpy as np

from .util import pick, rng_for, wrap
from .world import Layout

Knot = tuple[float, float, float, float, float]  # t, x, y, z, yaw


@dataclass
class Visit:
    """A maximal stay of the true position inside one place."""

    pid: str
    t_in: float
    t_out: float


@dataclass
class Trajectory:
    """Knots (piecewise-linear motion), frame times, true and reported poses, visits."""

    knots: list[Knot]
    frames: list[float]
    true_poses: list[Knot]
    noisy_poses: list[Knot]
    visits: list[Visit]
    crossings: list[tuple[float, float]]
    lift_rides: list[tuple[float, float, float]]  # (t, from z, to z)
    gaps: list[tuple[float, float]]

    def pose_at(self, t: float) -> Knot:
        return interpolate(self.knots, t)


def interpolate(knots: list[Knot], t: float) -> Knot:
    """Pose at time ``t`` on the knot timeline (clamped at both ends)."""
    times = [k[0] for k in knots]
    i = bisect_right(times, t) - 1
    if i < 0:
        return knots[0]
    if i >= len(knots) - 1:
        return knots[-1]
    a, b = knots[i], knots[i + 1]
    f = 0.0 if b[0] <= a[0] else (t - a[0]) / (b[0] - a[0])
    yaw = wrap(a[4] + f * wrap(b[4] - a[4]))
    return (t, a[1] + f * (b[1] - a[1]), a[2] + f * (b[2] - a[2]), b[3] if f >= 1 else a[3], yaw)


class _Walker:
    """Builds the knot list as the robot drives, turns, waits and rides the lift."""

    def __init__(self, layout: Layout, rng: np.random.Generator, t0: float) -> None:
        self.layout = layout
        self.rng = rng
        self.speed = float(rng.uniform(0.6, 1.0))
        start = layout.places[layout.by_kind(layout.family.start).pid]  # type: ignore[union-attr]
        x, y = start.sample(rng, 2.0)
        self.pid = start.pid
        self.knots: list[Knot] = [(t0, x, y, start.z, float(rng.uniform(-math.pi, math.pi)))]
        self.crossings: list[tuple[float, float]] = []
        self.rides: list[tuple[float, float, float]] = []

    @property
    def now(self) -> float:
        return self.knots[-1][0]

    def _add(self, dt: float, x: float, y: float, z: float, yaw: float) -> None:
        self.knots.append((self.now + dt, x, y, z, wrap(yaw)))

    def turn(self, yaw: float) -> None:
        _, x, y, z, old = self.knots[-1]
        self._add(abs(wrap(yaw - old)) / 0.7 + 0.2, x, y, z, yaw)

    def drive(self, x: float, y: float) -> None:
        _, x0, y0, z, _ = self.knots[-1]
        dist = math.hypot(x - x0, y - y0)
        if dist < 0.05:
            return
        heading = math.atan2(y - y0, x - x0)
        self.turn(heading)
        self._add(dist / (self.speed * float(self.rng.uniform(0.9, 1.1))), x, y, z, heading)

    def look_around(self, seconds: float) -> None:
        end = self.now + seconds
        while self.now < end:
            self.turn(self.knots[-1][4] + float(self.rng.uniform(-2.5, 2.5)))
            _, x, y, z, yaw = self.knots[-1]
            self._add(float(self.rng.uniform(2, 8)), x, y, z, yaw)

    def go(self, target: str) -> None:
        """Drive through doors to a random point in ``target``."""
        route = self.layout.route(self.pid, target)
        for a, b in pairwise(route):
            lift = self.layout.family.lift
            if lift and {a, b} == set(lift):
                self.ride(a, b)
                continue
            if self.layout.places[b].kind.kind == "crossing":
                t_start = self.now
            dx, dy = self.layout.door(a, b)
            self.drive(dx, dy)
            if self.layout.places[a].kind.kind == "crossing":
                self.crossings.append((t_start, self.now))
            self.pid = b
        x, y = self.layout.places[target].sample(self.rng, 1.5)
        self.drive(x, y)

    def ride(self, here: str, to: str) -> None:
        self.drive(*self.layout.door(here, to))
        self.look_around(float(self.rng.uniform(6, 12)))
        _, x, y, z, yaw = self.knots[-1]
        new_z = self.layout.places[to].z
        self.rides.append((self.now, z, new_z))
        self._add(float(self.rng.uniform(12, 20)), x, y, z, yaw)
        self._add(0.01, x, y, new_z, yaw)
        self.pid = to

    def stay(self, seconds: float) -> None:
        end = self.now + seconds
        place = self.layout.places[self.pid]
        while self.now < end:
            x, y = place.sample(self.rng, 1.5)
            self.drive(x, y)
            self.look_around(float(self.rng.uniform(5, 25)))


def _episodes(layout: Layout, rng: np.random.Generator) -> list[list[tuple[str, float]]]:
    """Goal lists (place id, dwell seconds): specials first mixed into random visits."""
    fam = layout.family.name
    ground = [
        p.pid
        for p in layout.places.values()
        if p.z == 0 and not p.outside and p.kind.kind != "stockroom"
    ]
    singles: list[list[tuple[str, float]]] = []
    for _ in range(40):
        dwell = float(rng.uniform(60, 300)) if rng.random() < 0.55 else float(rng.uniform(5, 30))
        singles.append([(pick(rng, ground), dwell)])
    out = layout.by_kind("forecourt" if fam == "museum" else "car_park")
    assert out is not None  # every museum has a forecourt, every store a car park
    far = [
        p.pid
        for p in layout.places.values()
        if p.outside and p.kind.kind not in ("crossing", "loading_bay") and p is not out
    ]
    trip = [(out.pid, float(rng.uniform(40, 200)))]
    if rng.random() < 0.85:
        trip += [
            (pick(rng, far), float(rng.uniform(40, 150))),
            (out.pid, float(rng.uniform(10, 60))),
        ]
    specials = [trip]
    if fam == "museum" and rng.random() < 0.9:
        upper = [p.pid for p in layout.places.values() if p.z > 0]
        order = [upper[i] for i in rng.permutation(len(upper))[: int(rng.integers(2, 5))]]
        specials.append([(pid, float(rng.uniform(20, 240))) for pid in order])
    if fam == "store" and rng.random() < 0.8:
        stock, bay = layout.by_kind("stockroom"), layout.by_kind("loading_bay")
        assert stock is not None and bay is not None  # every store has both
        specials.append(
            [(stock.pid, float(rng.uniform(60, 200))), (bay.pid, float(rng.uniform(30, 150)))]
        )
    for special in specials:
        singles.insert(int(rng.integers(1, 6)), special)
    return singles


def simulate(layout: Layout, seed: int, t0: float) -> Trajectory:
    """Drive the planned episodes for 15-45 minutes and sample frames along the way."""
    rng = rng_for(layout.family.name, seed, "trajectory")
    target = float(rng.uniform(15, 40)) * 60
    walker = _Walker(layout, rng, t0)
    walker.stay(float(rng.uniform(40, 120)))
    for episode in _episodes(layout, rng):
        for pid, dwell in episode:
            walker.go(pid)
            walker.stay(dwell) if dwell > 35 else walker.look_around(dwell)
            if walker.now - t0 > target:
                break
        if walker.now - t0 > target:
            break
    knots = _truncate(walker.knots, t0 + 45 * 60)
    frames, gaps = _frame_times(rng, t0, knots[-1][0])
    true = [interpolate(knots, t) for t in frames]
    return Trajectory(
        knots,
        frames,
        true,
        _noisy(rng, true),
        _visits(layout, knots),
        walker.crossings,
        walker.rides,
        gaps,
    )


def _truncate(knots: list[Knot], t_max: float) -> list[Knot]:
    """Knots up to ``t_max``, ending with the interpolated pose at ``t_max`` if cut."""
    if knots[-1][0] <= t_max:
        return knots
    return [k for k in knots if k[0] < t_max] + [interpolate(knots, t_max)]


def _frame_times(
    rng: np.random.Generator, t0: float, t1: float
) -> tuple[list[float], list[tuple[float, float]]]:
    base = float(rng.uniform(1.3, 3.2))
    gaps = []
    for _ in range(int(rng.integers(1, 4))):
        start = float(rng.uniform(t0 + 180, max(t0 + 200, t1 - 240)))
        gaps.append((start, start + float(rng.uniform(30, 140))))
    times, t = [], t0
    while t <= t1:
        if not any(a <= t < b for a, b in gaps):
            times.append(round(t, 3))
        t += min(4.0, max(1.0, base * float(rng.uniform(0.75, 1.25))))
    return times, gaps


def _noisy(rng: np.random.Generator, poses: list[Knot]) -> list[Knot]:
    """Localisation drift: a slowly varying AR(1) offset in x, y and yaw."""
    out, ex, ey, eyaw, rho = [], 0.0, 0.0, 0.0, 0.97
    k = math.sqrt(1 - rho * rho)
    for t, x, y, z, yaw in poses:
        ex = rho * ex + k * float(rng.normal(0, 0.12))
        ey = rho * ey + k * float(rng.normal(0, 0.12))
        eyaw = rho * eyaw + k * float(rng.normal(0, 0.02))
        out.append((t, x + ex, y + ey, z, wrap(yaw + eyaw)))
    return out


def _visits(layout: Layout, knots: list[Knot]) -> list[Visit]:
    visits: list[Visit] = []
    t, end = knots[0][0], knots[-1][0]
    while t <= end:
        _, x, y, z, _ = interpolate(knots, t)
        place = layout.place_at(x, y, z)
        pid = place.pid if place else ""
        if visits and visits[-1].pid == pid:
            visits[-1].t_out = t
        else:
            if visits:
                visits[-1].t_out = t
            visits.append(Visit(pid, t, t))
        t += 0.5
    merged: list[Visit] = []
    for visit in visits:
        if not visit.pid or visit.t_out - visit.t_in < 1.0:
            continue
        if merged and merged[-1].pid == visit.pid:
            merged[-1].t_out = visit.t_out
        else:
            merged.append(visit)
    return merged
