"""The robot's true motion as keyframes, its sessions, the charging break and dropouts."""

from __future__ import annotations

import bisect
import itertools
import math
from dataclasses import dataclass, field

import numpy as np

from .layout import Layout, Node

TURN = math.radians(60)
SWEEP = math.radians(30)


@dataclass
class Key:
    t: float
    x: float
    y: float
    z: float
    yaw: float  # unwrapped


@dataclass
class Drive:
    keys: list[Key] = field(default_factory=list)
    goals: list[tuple[float, str]] = field(default_factory=list)
    lingers: list[tuple[float, float, str]] = field(default_factory=list)
    gaps: list[tuple[float, float]] = field(default_factory=list)
    dock_spot: tuple[float, float] = (0.0, 0.0)
    session1_end: float = 0.0

    @property
    def now(self) -> Key:
        return self.keys[-1]

    def add(self, dt: float, x: float, y: float, z: float, yaw: float) -> None:
        self.keys.append(Key(self.now.t + max(dt, 0.0), x, y, z, yaw))

    def wait(self, dt: float) -> None:
        k = self.now
        self.add(dt, k.x, k.y, k.z, k.yaw)

    def turn_by(self, angle: float, rate: float = TURN) -> None:
        k = self.now
        self.add(abs(angle) / rate, k.x, k.y, k.z, k.yaw + angle)

    def move_to(self, x: float, y: float, speed: float) -> None:
        k = self.now
        dist = math.hypot(x - k.x, y - k.y)
        if dist < 1e-6:
            return
        heading = math.atan2(y - k.y, x - k.x)
        diff = (heading - k.yaw + math.pi) % (2 * math.pi) - math.pi
        if abs(diff) > 1e-6:
            self.turn_by(diff)
        self.add(dist / speed, x, y, k.z, self.now.yaw)

    def goal_at(self, t: float) -> str | None:
        i = bisect.bisect_right([g[0] for g in self.goals], t) - 1
        return self.goals[i][1] if i >= 0 else None

    def sample(self, t: float) -> tuple[float, float, float, float, str]:
        """True x, y, z, wrapped yaw and the motion word at time t."""
        times = [k.t for k in self.keys]
        i = bisect.bisect_right(times, t) - 1
        i = min(max(i, 0), len(self.keys) - 2)
        a, b = self.keys[i], self.keys[i + 1]
        span = b.t - a.t
        f = 0.0 if span <= 0 else min(max((t - a.t) / span, 0.0), 1.0)
        x = a.x + (b.x - a.x) * f
        y = a.y + (b.y - a.y) * f
        z = a.z + (b.z - a.z) * f
        yaw = a.yaw + (b.yaw - a.yaw) * f
        yaw = (yaw + math.pi) % (2 * math.pi) - math.pi
        if abs(b.z - a.z) > 1e-9:
            motion = "lift"
        elif math.hypot(b.x - a.x, b.y - a.y) > 1e-6:
            motion = "moving"
        elif abs(b.yaw - a.yaw) > 1e-6:
            motion = "turning"
        else:
            motion = "still"
        return x, y, z, yaw, motion


class Planner:
    """Chooses targets and drives there; records lingers and the navigation goal."""

    def __init__(self, layout: Layout, rng: np.random.Generator) -> None:
        self.layout = layout
        self.rng = rng
        self.visited: dict[str, int] = {}
        self.recent: list[str] = []
        self.level = layout.places[layout.dock].spec.level
        self.place = layout.dock

    def speed(self, key: str) -> float:
        spec = self.layout.places[key].spec
        if spec.outdoor or spec.side == "spine" or spec.w * spec.d > 400:
            return float(self.rng.uniform(1.3, 1.6))
        return float(self.rng.uniform(0.8, 1.15))

    def interior(self, key: str, margin: float = 1.2) -> tuple[float, float]:
        x0, y0, x1, y1 = self.layout.places[key].rect
        m = min(margin, (x1 - x0) / 3, (y1 - y0) / 3)
        return (float(self.rng.uniform(x0 + m, x1 - m)), float(self.rng.uniform(y0 + m, y1 - m)))

    def choose(self) -> str:
        keys: list[str] = []
        weights: list[float] = []
        for key, place in self.layout.places.items():
            spec = place.spec
            if spec.side == "lift" or spec.dock or key == self.place:
                continue
            w = 1.0
            if key not in self.visited:
                w *= 2.5
            if spec.side == "spine":
                w *= 0.35
            if key in self.recent[-3:]:
                w *= 0.1
            if spec.level != self.level:
                w *= 0.6
            keys.append(key)
            weights.append(w)
        p = np.array(weights) / sum(weights)
        return keys[int(self.rng.choice(len(keys), p=p))]

    def go(self, drive: Drive, target: str) -> None:
        lay = self.layout
        start: Node = (self.place, self.level)
        goal: Node = (target, lay.places[target].spec.level)
        drive.goals.append((drive.now.t, target))
        nodes = lay.path(start, goal)
        for (a, la), (b, lb) in itertools.pairwise(nodes):
            if a == b:  # a lift ride from la to lb
                cx, cy = lay.centre(a, la)
                drive.move_to(cx, cy, 0.7)
                drive.wait(float(self.rng.uniform(3, 5)))
                dz = lay.levels[lb] - lay.levels[la]
                k = drive.now
                ride = abs(dz) / float(self.rng.uniform(0.8, 1.2)) + 2.0
                drive.add(ride, k.x, k.y, lay.levels[lb], k.yaw)
                drive.wait(float(self.rng.uniform(3, 5)))
                drive.turn_by(math.pi)
                continue
            door = lay.door(a, b, la)
            drive.move_to(door.x, door.y, self.speed(a))
            self.level = la
        self.place, self.level = goal

    def activity(self, drive: Drive, target: str) -> None:
        spec = self.layout.places[target].spec
        for _ in range(1 + int(self.rng.random() < 0.5)):
            x, y = self.interior(target)
            drive.move_to(x, y, self.speed(target))
            angle = math.radians(float(self.rng.uniform(90, 270)))
            drive.turn_by(angle if self.rng.random() < 0.5 else -angle, SWEEP)
        if self.rng.random() < (0.5 if spec.linger else 0.3):
            long = 60.0 if spec.linger else 40.0
            dur = float(self.rng.uniform(long, long + 120.0))
            t0 = drive.now.t
            done = 0.0
            while done < dur:
                piece = min(float(self.rng.uniform(15, 35)), dur - done)
                drive.wait(piece)
                done += piece
                if done < dur:
                    drive.turn_by(math.radians(float(self.rng.uniform(-60, 60))), SWEEP)
                    done = drive.now.t - t0
            drive.lingers.append((t0, drive.now.t, target))
        self.visited[target] = self.visited.get(target, 0) + 1
        self.recent.append(target)

    def explore(self, drive: Drive, until: float) -> None:
        while drive.now.t < until:
            target = self.choose()
            self.go(drive, target)
            self.activity(drive, target)

    def home(self, drive: Drive) -> None:
        self.go(drive, self.layout.dock)
        x, y = drive.dock_spot
        drive.move_to(x, y, 0.6)


def plan_drive(layout: Layout, rng: np.random.Generator, t0: float) -> Drive:
    """Session 1, home, the charging break (recorded as a gap), session 2."""
    planner = Planner(layout, rng)
    dock = layout.places[layout.dock]
    x0, y0, x1, y1 = dock.rect
    spot = ((x0 + x1) / 2, (y0 + y1) / 2)
    drive = Drive(keys=[Key(t0, spot[0], spot[1], dock.z, float(rng.uniform(-math.pi, math.pi)))])
    drive.dock_spot = spot
    drive.wait(float(rng.uniform(4, 8)))
    planner.explore(drive, t0 + float(rng.uniform(16, 20)) * 60)
    planner.home(drive)
    drive.wait(float(rng.uniform(15, 30)))
    drive.session1_end = drive.now.t
    brk = float(rng.uniform(11, 16)) * 60
    drive.wait(brk)
    drive.gaps.append((drive.session1_end, drive.now.t))
    drive.goals.append((drive.now.t, layout.dock))
    drive.wait(float(rng.uniform(15, 30)))
    planner.recent = [layout.dock]
    planner.explore(drive, drive.now.t + float(rng.uniform(12, 16)) * 60)
    drive.wait(float(rng.uniform(3, 6)))
    return drive
