"""The robot's true motion (keyframes), its frame times, dropouts and localisation error."""

from __future__ import annotations

import bisect
import datetime as dt
import math
from dataclasses import dataclass, field

import numpy as np

from .layout import Layout, level_of_z, route
from .model import Place
from .rng import stream, uniform

TURN_RAD_S = math.radians(60)


@dataclass
class Key:
    t: float
    x: float
    y: float
    z: float
    yaw: float  # unwrapped
    place: str  # the place of the segment ending here


@dataclass
class Drive:
    keys: list[Key] = field(default_factory=list)
    lingers: list[tuple[float, float, str]] = field(default_factory=list)
    sessions: list[tuple[float, float]] = field(default_factory=list)
    targets: list[str] = field(default_factory=list)
    goals: list[tuple[float, str]] = field(default_factory=list)


def _inner(place: Place, x: float, y: float, margin: float = 1.2) -> tuple[float, float]:
    x0, y0, x1, y1 = place.rect
    mx = min(margin, (x1 - x0) / 2 - 0.1)
    my = min(margin, (y1 - y0) / 2 - 0.1)
    return (min(max(x, x0 + mx), x1 - mx), min(max(y, y0 + my), y1 - my))


def _random_point(rng: np.random.Generator, place: Place) -> tuple[float, float]:
    x0, y0, x1, y1 = place.rect
    mx = min(1.5, (x1 - x0) / 3)
    my = min(1.5, (y1 - y0) / 3)
    return (uniform(rng, x0 + mx, x1 - mx), uniform(rng, y0 + my, y1 - my))


class Driver:
    def __init__(self, layout: Layout, family: str, seed: int, t0: float) -> None:
        self.lay = layout
        self.rng = stream(family, seed, "route")
        self.drive = Drive()
        dock = layout.places[layout.dock]
        x, y = dock.centre()
        self.level = dock.levels[0]
        self.drive.keys.append(Key(t0, x, y, layout.level_z[self.level], 0.0, dock.key))
        self.visited: dict[str, int] = {}

    @property
    def k(self) -> Key:
        return self.drive.keys[-1]

    def _add(self, dt_s: float, x: float, y: float, z: float, yaw: float, place: str) -> None:
        self.drive.keys.append(Key(self.k.t + dt_s, x, y, z, yaw, place))

    def turn_to(self, yaw: float, place: str) -> None:
        k = self.k
        diff = (yaw - k.yaw + math.pi) % (2 * math.pi) - math.pi
        if abs(diff) < 1e-3:
            return
        self._add(abs(diff) / TURN_RAD_S, k.x, k.y, k.z, k.yaw + diff, place)

    def move_to(self, x: float, y: float, place: str) -> None:
        k = self.k
        d = math.dist((k.x, k.y), (x, y))
        if d < 0.05:
            return
        self.turn_to(math.atan2(y - k.y, x - k.x), self.place_now())
        p = self.lay.places[place]
        big = p.spine or (p.rect[2] - p.rect[0]) * (p.rect[3] - p.rect[1]) > 500
        speed = uniform(self.rng, 1.3, 1.7) if big else uniform(self.rng, 0.8, 1.15)
        k = self.k
        self._add(d / speed, x, y, k.z, k.yaw, place)

    def sweep(self, degrees: float) -> None:
        k = self.k
        sign = 1 if self.rng.random() < 0.5 else -1
        rad = math.radians(degrees) * sign
        self._add(abs(rad) / math.radians(30), k.x, k.y, k.z, k.yaw + rad, k.place)

    def linger(self, seconds: float) -> None:
        start = self.k.t
        end = start + seconds
        while self.k.t < end - 1e-6:
            step = min(uniform(self.rng, 10, 20), end - self.k.t)
            k = self.k
            self._add(step, k.x, k.y, k.z, k.yaw + uniform(self.rng, -0.5, 0.5), k.place)
        self.drive.lingers.append((start, end, self.k.place))

    def place_now(self) -> str:
        return self.k.place

    def go(self, goal: str, goal_level: str) -> None:
        steps = route(self.lay, (self.place_now(), self.level), (goal, goal_level))
        for place, level, dx, dy in steps:
            cur = self.place_now()
            if place == cur:  # a lift ride
                self._ride(level)
                continue
            self.move_to(dx, dy, cur)
            ix, iy = _inner(self.lay.places[place], dx, dy)
            self.move_to(ix, iy, place)
            if self.k.place != place:  # already there: still mark the place
                k = self.k
                self._add(0.5, k.x, k.y, k.z, k.yaw, place)
            self.level = level

    def _ride(self, level: str) -> None:
        lift = self.lay.places["lift"]
        cx, cy = lift.centre()
        self.move_to(cx, cy, "lift")
        k = self.k
        self._add(uniform(self.rng, 3, 5), k.x, k.y, k.z, k.yaw, "lift")
        z1 = self.lay.level_z[level]
        self._add(abs(z1 - k.z) / uniform(self.rng, 0.8, 1.2) + 2, k.x, k.y, z1, k.yaw, "lift")
        k = self.k
        self._add(uniform(self.rng, 3, 5), k.x, k.y, k.z, k.yaw + math.pi, "lift")
        self.level = level

    def choose_target(self) -> str:
        keys = sorted(p for p in self.lay.places if not self.lay.places[p].dock)
        keys = [p for p in keys if not self.lay.places[p].lift and p != self.place_now()]
        recent = self.drive.targets[-3:]
        weights = []
        for p in keys:
            place = self.lay.places[p]
            w = 2.5 if p not in self.visited else 1.0
            w *= 0.35 if place.spine else 1.0
            w *= 0.1 if p in recent else 1.0
            w *= 0.6 if place.levels[0] != self.level else 1.0
            weights.append(w)
        probs = np.array(weights) / sum(weights)
        return keys[int(self.rng.choice(len(keys), p=probs))]

    def visit(self, target: str) -> None:
        place = self.lay.places[target]
        self.drive.goals.append((self.k.t, target))
        self.go(target, place.levels[0])
        self.drive.targets.append(target)
        self.visited[target] = self.visited.get(target, 0) + 1
        for _ in range(int(self.rng.integers(1, 3))):
            x, y = _random_point(self.rng, place)
            self.move_to(x, y, target)
            self.sweep(uniform(self.rng, 90, 270))
        if self.rng.random() < 0.35:
            long = place.kind in ("reading", "field", "lobby", "meeting", "study", "barn")
            self.linger(uniform(self.rng, 60, 220) if long else uniform(self.rng, 40, 130))
        if self.rng.random() < 0.18:
            self.excursion()

    def excursion(self) -> None:
        """A short look through a doorway into a neighbouring room, then back."""
        here = self.place_now()
        options = [
            (p, x, y)
            for p, lv, x, y in self.lay.neighbours.get((here, self.level), [])
            if lv == self.level
            and p != here
            and not self.lay.places[p].lift
            and not self.lay.places[p].dock
            and not self.lay.places[p].spine
        ]
        if not options:
            return
        p, dx, dy = options[int(self.rng.integers(len(options)))]
        self.move_to(*_inner(self.lay.places[here], dx, dy, 0.6), here)
        self.move_to(dx, dy, here)
        self.move_to(*_inner(self.lay.places[p], dx, dy, 2.0), p)
        self.sweep(uniform(self.rng, 60, 140))
        self.linger(uniform(self.rng, 5, 15))
        self.move_to(dx, dy, p)
        self.move_to(*_inner(self.lay.places[here], dx, dy, 1.5), here)

    def session(self, end: float) -> None:
        while self.k.t < end:
            self.visit(self.choose_target())

    def dock(self) -> None:
        dock = self.lay.places[self.lay.dock]
        self.drive.goals.append((self.k.t, dock.key))
        self.go(dock.key, dock.levels[0])
        x, y = dock.centre()
        self.move_to(x, y, dock.key)
        self.turn_to(0.0, dock.key)


def simulate(layout: Layout, family: str, seed: int) -> tuple[Drive, float]:
    rng = stream(family, seed, "time")
    day = dt.datetime(2028, 3, 1, tzinfo=dt.UTC) + dt.timedelta(days=int(rng.integers(0, 240)))
    start = day + dt.timedelta(minutes=int(rng.integers(8 * 60 + 30, 15 * 60 + 30)))
    t0 = float(start.timestamp())
    s1 = uniform(rng, 24, 30) * 60
    brk = uniform(rng, 16, 32) * 60
    s2 = uniform(rng, 20, 26) * 60
    drv = Driver(layout, family, seed, t0)
    drv.linger(uniform(drv.rng, 15, 30))
    drv.session(t0 + s1)
    drv.dock()
    drv.linger(uniform(drv.rng, 5, 12))
    end1 = drv.k.t
    k = drv.k
    drv._add(brk, k.x, k.y, k.z, k.yaw, k.place)
    start2 = drv.k.t
    drv.linger(uniform(drv.rng, 15, 30))
    drv.session(start2 + s2)
    drv.drive.sessions = [(t0, end1), (start2, drv.k.t)]
    return drv.drive, t0


def sample(drive: Drive, t: float, layout: Layout) -> tuple[float, float, float, float, str]:
    """True (x, y, z, yaw wrapped, place) at time t."""
    keys = drive.keys
    times = [k.t for k in keys]
    i = bisect.bisect_right(times, t)
    if i <= 0:
        k = keys[0]
        return (k.x, k.y, k.z, _wrap(k.yaw), k.place)
    if i >= len(keys):
        k = keys[-1]
        return (k.x, k.y, k.z, _wrap(k.yaw), k.place)
    a, b = keys[i - 1], keys[i]
    f = 0.0 if b.t <= a.t else (t - a.t) / (b.t - a.t)
    x = a.x + (b.x - a.x) * f
    y = a.y + (b.y - a.y) * f
    z = a.z + (b.z - a.z) * f
    place = b.place if f > 0 else a.place
    del layout
    return (x, y, z, _wrap(a.yaw + (b.yaw - a.yaw) * f), place)


def _wrap(a: float) -> float:
    return (a + math.pi) % (2 * math.pi) - math.pi


def frame_times(drive: Drive, family: str, seed: int) -> tuple[list[float], list[list[float]]]:
    """Frame times over both sessions, with 1-2 dropouts cut out of lingers."""
    rng = stream(family, seed, "frames")
    times: list[float] = []
    for a, b in drive.sessions:
        t = a
        while t <= b:
            times.append(round(t, 3))
            r = rng.random()
            t += (
                uniform(rng, 2.4, 3.4)
                if r < 0.7
                else (uniform(rng, 2.0, 2.4) if r < 0.9 else uniform(rng, 3.4, 4.2))
            )
    lingers = [lg for lg in drive.lingers if lg[1] - lg[0] >= 70]
    n = min(len(lingers), 1 + int(rng.integers(0, 2)))
    idx = sorted(rng.choice(len(lingers), size=n, replace=False).tolist()) if n else []
    dropouts: list[list[float]] = []
    for i in idx:
        a, b, _ = lingers[i]
        length = uniform(rng, 20, min(45, b - a - 25))
        s = uniform(rng, a + 10, b - 10 - length)
        dropouts.append([s, s + length])
    kept = [t for t in times if not any(s <= t <= e for s, e in dropouts)]
    return kept, dropouts


def loc_errors(
    times: list[float], drive: Drive, family: str, seed: int
) -> tuple[list[tuple[float, float, float]], list[dict[str, float | str]]]:
    """Written-pose error (dx, dy, dyaw) per frame: AR(1), a drift, a wrong pose after the break."""
    rng = stream(family, seed, "jitter")
    (a1, b1), (a2, _b2) = drive.sessions
    d_start = a1 + (b1 - a1) * uniform(rng, 0.3, 0.7)
    d_len = uniform(rng, 120, 240)
    d_size = uniform(rng, 1.5, 2.5)
    d_dir = uniform(rng, -math.pi, math.pi)
    w_len = uniform(rng, 20, 40)
    w_size = uniform(rng, 2.0, 3.5)
    w_dir = uniform(rng, -math.pi, math.pi)
    w_yaw = math.radians(uniform(rng, 6, 12)) * (1 if rng.random() < 0.5 else -1)
    ex = ey = eyaw = 0.0
    out: list[tuple[float, float, float]] = []
    for t in times:
        ex = float(np.clip(0.95 * ex + rng.normal(0, 0.05), -0.3, 0.3))
        ey = float(np.clip(0.95 * ey + rng.normal(0, 0.05), -0.3, 0.3))
        eyaw = float(np.clip(0.95 * eyaw + rng.normal(0, 0.008), -0.04, 0.04))
        dx, dy, dyaw = ex, ey, eyaw
        if d_start <= t < d_start + d_len:
            f = (t - d_start) / d_len * d_size
            dx += f * math.cos(d_dir)
            dy += f * math.sin(d_dir)
        if a2 <= t < a2 + w_len:
            dx += w_size * math.cos(w_dir)
            dy += w_size * math.sin(w_dir)
            dyaw += w_yaw
        out.append((dx, dy, dyaw))
    relocs: list[dict[str, float | str]] = []
    after = [t for t in times if t >= d_start + d_len]
    if after:
        relocs.append({"t": after[0], "kind": "drift_snap", "size_m": round(d_size, 3)})
    after = [t for t in times if t >= a2 + w_len]
    if after:
        relocs.append({"t": after[0], "kind": "initial_pose_fix", "size_m": round(w_size, 3)})
    return out, relocs


__all__ = ["Drive", "frame_times", "level_of_z", "loc_errors", "sample", "simulate"]
