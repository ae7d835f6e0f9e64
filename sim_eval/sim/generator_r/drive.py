"""The robot's true motion: sessions, errands between places, lifts, sweeps, the dock break."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from .layout import Door, Graph, doors_of, inside
from .model import FamilySpec, Place
from .rng import chance, stream, uniform


@dataclass(frozen=True)
class Leg:
    t0: float
    t1: float
    x0: float
    y0: float
    z0: float
    yaw0: float
    x1: float
    y1: float
    z1: float
    yaw1: float
    place: str
    level: str | None
    motion: str

    def pose(self, t: float) -> tuple[float, float, float, float]:
        f = 0.0 if self.t1 <= self.t0 else min(1.0, max(0.0, (t - self.t0) / (self.t1 - self.t0)))
        return (
            self.x0 + (self.x1 - self.x0) * f,
            self.y0 + (self.y1 - self.y0) * f,
            self.z0 + (self.z1 - self.z0) * f,
            self.yaw0 + (self.yaw1 - self.yaw0) * f,
        )


@dataclass
class Timeline:
    legs: list[Leg]
    t_start: float
    t_end: float
    break_window: tuple[float, float]  # no frames inside (the robot is docked)
    session_ends: tuple[float, float]


class Driver:
    def __init__(self, spec: FamilySpec, rng: np.random.Generator, t: float) -> None:
        self.spec = spec
        self.rng = rng
        self.doors = doors_of(spec)
        self.graph = Graph(spec, self.doors)
        self.levels = {lv.key: lv for lv in spec.levels}
        dock = next(p for p in spec.places if p.dock)
        self.dock = dock
        cx, cy = (dock.rect[0] + dock.rect[2]) / 2, (dock.rect[1] + dock.rect[3]) / 2
        self.dock_xy = (round(cx, 3), round(cy, 3))
        self.t = t
        self.x, self.y = self.dock_xy
        self.level: str = dock.levels[0]
        self.z = self.levels[self.level].z
        self.yaw = uniform(rng, -math.pi, math.pi)
        self.place = dock.key
        self.legs: list[Leg] = []
        self.recent: list[str] = []
        self.visited: dict[str, int] = {}
        self.level_since = t

    # -- primitive legs ---------------------------------------------------------------
    def _leg(
        self, dt: float, x: float, y: float, z: float, yaw: float, motion: str, level: str | None
    ) -> None:
        dt = max(dt, 0.05)
        self.legs.append(
            Leg(
                round(self.t, 4),
                round(self.t + dt, 4),
                self.x,
                self.y,
                self.z,
                self.yaw,
                x,
                y,
                z,
                yaw,
                self.place,
                level,
                motion,
            )
        )
        self.t += dt
        self.x, self.y, self.z, self.yaw = x, y, z, yaw

    def turn_to(self, heading: float) -> None:
        diff = (heading - self.yaw + math.pi) % (2 * math.pi) - math.pi
        if abs(diff) < 0.05:
            return
        rate = math.radians(uniform(self.rng, 45, 75))
        self._leg(abs(diff) / rate, self.x, self.y, self.z, self.yaw + diff, "turn", self.level)

    def drive_to(self, x: float, y: float, speed: float) -> None:
        dist = math.dist((self.x, self.y), (x, y))
        if dist < 0.05:
            return
        self.turn_to(math.atan2(y - self.y, x - self.x))
        self._leg(dist / speed, x, y, self.z, self.yaw, "drive", self.level)

    def sweep(self) -> None:
        angle = math.radians(uniform(self.rng, 90, 300)) * (1 if chance(self.rng, 0.5) else -1)
        rate = math.radians(uniform(self.rng, 25, 45))
        self._leg(abs(angle) / rate, self.x, self.y, self.z, self.yaw + angle, "sweep", self.level)

    def linger(self, seconds: float, motion: str = "linger") -> None:
        parts = int(self.rng.integers(2, 5))
        for _ in range(parts):
            dyaw = math.radians(uniform(self.rng, -35, 35))
            self._leg(seconds / parts, self.x, self.y, self.z, self.yaw + dyaw, motion, self.level)

    def speed_in(self, place: Place) -> float:
        if place.sight_m >= 40:
            return uniform(self.rng, 1.2, 1.6)
        return uniform(self.rng, 0.8, 1.2)

    # -- routes -----------------------------------------------------------------------
    def go_to(self, target: str) -> None:
        if target == self.place:
            return
        steps = self.graph.route((self.place, self.level), (self.x, self.y), target, 1.1)
        for (node_place, node_level), door in steps:
            if door is not None:
                self._through(door, node_place)
            else:
                self._ride(node_level)

    def _through(self, door: Door, new_place: str) -> None:
        place = self.spec.place(self.place)
        self.drive_to(door.point[0], door.point[1], self.speed_in(place))
        self.place = new_place
        self._visit_mark(new_place)

    def _ride(self, to_level: str) -> None:
        lift = self.spec.place(self.place)
        cx, cy = (lift.rect[0] + lift.rect[2]) / 2, (lift.rect[1] + lift.rect[3]) / 2
        self.drive_to(cx, cy, 0.6)
        self.linger(uniform(self.rng, 3, 6), "lift_doors")
        z1 = self.levels[to_level].z
        rate = uniform(self.rng, 0.8, 1.2)
        self._leg(abs(z1 - self.z) / rate, self.x, self.y, z1, self.yaw, "lift_ride", None)
        self.level = to_level
        self.level_since = self.t
        self.linger(uniform(self.rng, 3, 6), "lift_doors")

    def _visit_mark(self, key: str) -> None:
        self.visited[key] = self.visited.get(key, 0) + 1

    def choose_target(self) -> str:
        keys: list[str] = []
        weights: list[float] = []
        for place in self.spec.places:
            if place.transit or place.dock or place.key == self.place:
                continue
            w = 1.0
            if place.key not in self.visited:
                w *= 2.5
            if place.hub:
                w *= 1.6
            if place.corridor:
                w *= 0.6
            if place.key in self.recent[-3:]:
                w *= 0.15
            if place.levels[0] != self.level:
                w *= 3.0 if self.t - self.level_since > 600 else 0.6
            keys.append(place.key)
            weights.append(w)
        p = np.array(weights) / sum(weights)
        return keys[int(self.rng.choice(len(keys), p=p))]

    def explore(self, target: str) -> None:
        place = self.spec.place(target)
        x0, y0, x1, y1 = place.rect
        mx, my = min(1.0, (x1 - x0) / 4), min(1.0, (y1 - y0) / 4)
        for _ in range(int(self.rng.integers(1, 4))):
            px, py = uniform(self.rng, x0 + mx, x1 - mx), uniform(self.rng, y0 + my, y1 - my)
            self.drive_to(round(px, 3), round(py, 3), self.speed_in(place))
            self.sweep()
        if place.hub and chance(self.rng, 0.5):
            self.linger(uniform(self.rng, 60, 240))
        elif chance(self.rng, 0.22):
            self.linger(uniform(self.rng, 40, 150))
        self.recent.append(target)

    def session(self, until: float) -> None:
        while self.t < until:
            target = self.choose_target()
            self.go_to(target)
            self.explore(target)


def build_timeline(spec: FamilySpec, seed: int) -> Timeline:
    """The true motion over both sessions and the docking break between them."""
    rng = stream(spec.key, seed, "route")
    trng = stream(spec.key, seed, "time")
    day = int(trng.integers(0, 360))
    start_s = int(trng.integers(7 * 3600 + 1800, 15 * 3600 + 1800))
    t_start = 1798761600.0 + day * 86400 + start_s  # 2027-01-01T00:00:00Z + offsets
    t_start = float(round(t_start + uniform(trng, 0, 1), 3))
    d1 = uniform(trng, 24, 33) * 60
    brk = uniform(trng, 20, 48) * 60
    d2 = uniform(trng, 18, 27) * 60
    drv = Driver(spec, rng, t_start)
    drv._visit_mark(drv.place)
    drv.linger(uniform(rng, 15, 40), "dock")
    drv.session(t_start + d1 - 90)
    drv.go_to(drv.dock.key)
    drv.drive_to(drv.dock_xy[0], drv.dock_xy[1], 0.6)
    drv.linger(uniform(rng, 30, 70), "dock")
    b0 = drv.t
    s1_end = b0
    drv._leg(brk, drv.x, drv.y, drv.z, drv.yaw, "break", drv.level)
    b1 = drv.t
    drv.linger(uniform(rng, 20, 45), "dock")
    drv.session(b1 + d2)
    t_end = drv.t
    for leg in drv.legs:
        place = spec.place(leg.place)
        for x, y in ((leg.x0, leg.y0), (leg.x1, leg.y1)):
            if not inside(place, x, y, 1e-3):
                raise AssertionError(f"leg outside {leg.place}: {x}, {y}")
    return Timeline(drv.legs, t_start, t_end, (b0, b1), (s1_end, t_end))
