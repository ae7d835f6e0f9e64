"""The robot's true trajectory: errands through the world, sampled every 0.5 s."""

from __future__ import annotations

import calendar
import math
from dataclasses import dataclass

import numpy as np

from .rng import choice, stream
from .world import World

DT = 0.5


@dataclass
class Timeline:
    t: np.ndarray  # seconds since run start
    xyz: np.ndarray  # (n, 3)
    yaw: np.ndarray  # unwrapped
    place: np.ndarray  # place index
    mode: list  # str per sample
    moving: np.ndarray  # bool

    def index(self, t: float) -> int:
        return int(min(max(round(t / DT), 0), len(self.t) - 1))

    def interp(self, t: float):
        """x, y, z, yaw linearly interpolated at time t (s from start)."""
        u = min(max(t / DT, 0.0), len(self.t) - 1.0)
        i0 = math.floor(u)
        i1 = min(i0 + 1, len(self.t) - 1)
        f = u - i0
        p = self.xyz[i0] * (1 - f) + self.xyz[i1] * f
        yaw = self.yaw[i0] * (1 - f) + self.yaw[i1] * f
        return float(p[0]), float(p[1]), float(p[2]), float(yaw)


class _Builder:
    def __init__(self, x, y, z, yaw, place, rng):
        self.rows = []
        self.x, self.y, self.z, self.yaw, self.place = x, y, z, yaw, place
        self.rng = rng
        self.glance = 0.0
        self.glance_target = 0.0

    @property
    def t(self):
        return len(self.rows) * DT

    def emit(self, mode, moving):
        self.rows.append((self.x, self.y, self.z, self.yaw, self.place, mode, moving))

    def turn_to(self, target, rate=0.9, mode="turn"):
        delta = (target - self.yaw + math.pi) % (2 * math.pi) - math.pi
        start = self.yaw
        steps = int(abs(delta) / (rate * DT))
        for k in range(1, steps + 1):
            self.yaw = start + math.copysign(rate * DT * k, delta)
            self.emit(mode, False)
        self.yaw = start + delta

    def wait(self, seconds, mode="stop"):
        for _ in range(max(1, int(seconds / DT))):
            self.emit(mode, False)

    def look_around(self, seconds):
        end = self.t + seconds
        while self.t < end:
            ang = float(self.rng.uniform(0.8, 2.6)) * (1 if self.rng.random() < 0.5 else -1)
            self.turn_to(self.yaw + ang, rate=0.6, mode="look")
            self.wait(float(self.rng.uniform(1.5, 6.0)), "look")

    def move(self, b, speed, place, mode="walk", keep_yaw=False, path_z=None):
        ax, ay, az = self.x, self.y, self.z
        bx, by, bz = b
        dist = math.hypot(bx - ax, by - ay)
        if not keep_yaw and dist > 0.05:
            heading = math.atan2(by - ay, bx - ax)
            delta = (heading - self.yaw + math.pi) % (2 * math.pi) - math.pi
            if abs(delta) > 0.35:
                self.turn_to(heading, rate=1.0)
        self.place = place
        length = max(dist, abs(bz - az)) if keep_yaw else dist
        steps = max(1, math.ceil(length / (speed * DT)))
        heading = math.atan2(by - ay, bx - ax) if dist > 0.05 else self.yaw
        for k in range(1, steps + 1):
            f = k / steps
            self.x, self.y = ax + (bx - ax) * f, ay + (by - ay) * f
            self.z = az + (bz - az) * f if path_z is None else path_z(f)
            if not keep_yaw:
                if self.rng.random() < 0.04:
                    self.glance_target = (
                        float(self.rng.normal(0, 0.45)) if self.rng.random() < 0.6 else 0.0
                    )
                self.glance += (self.glance_target - self.glance) * 0.15
                self.yaw = heading + self.glance
            self.emit(mode, True)
        if not keep_yaw:
            self.yaw = heading + self.glance


def _polyline(t, forward, world):
    pts = list(t.path) if forward else list(reversed(t.path))
    za, zb = world.floor_z(t.floors[0]), world.floor_z(t.floors[1])
    out = []
    for x, y, fr in pts:
        out.append((x, y, za + (zb - za) * fr))
    return out


def build_run(world: World):
    rng = stream(world.family, world.seed, "run")
    day = int(rng.integers(0, 365))
    t_day = calendar.timegm((2026, 1, 1, 0, 0, 0)) + day * 86400
    start = t_day + int(rng.integers(7 * 3600, 19 * 3600))
    duration = float(rng.uniform(22 * 60, 43 * 60))
    zone0 = world.zone_by_id[choice(rng, world.spec.start_zones)]
    x, y = world.random_point(rng, zone0, 2.0)
    b = _Builder(
        x,
        y,
        world.floor_z(zone0.floor),
        float(rng.uniform(-math.pi, math.pi)),
        world.pidx[zone0.id],
        rng,
    )
    cur = zone0
    b.look_around(float(rng.uniform(8, 20)))
    targets = [z for z in world.zones if z.dwell > 0.06]
    weights = np.array([z.dwell for z in targets])
    visited: list[str] = []
    legs_log = []
    while b.t < duration:
        if visited and rng.random() < 0.3:
            goal = world.zone_by_id[choice(rng, visited)]
        else:
            goal = choice(rng, targets, weights)
        if goal.id == cur.id:
            continue
        q = world.random_point(rng, goal, 1.5)
        tf = {k: float(rng.uniform(0.4, 2.2)) for k in ("lift", "escalator", "stairs", "ramp")}
        legs = world.route(cur.id, (b.x, b.y), goal.id, q, tfactor=tf)
        speed = float(rng.uniform(0.75, 1.15))
        for pl, p_from, p_to in legs:
            if pl in world.trans_by_id:
                _ride(world, b, world.trans_by_id[pl], p_from, p_to, rng)
            else:
                b.move(p_to, speed, world.pidx[pl])
        legs_log.append((b.t, goal.id))
        cur = goal
        if goal.id not in visited:
            visited.append(goal.id)
        # dwell: look around, maybe wander to another spot in the same place
        b.look_around(float(rng.uniform(6, 25)))
        for _ in range(int(rng.integers(0, 3))):
            q2 = world.random_point(rng, goal, 1.2)
            b.move((q2[0], q2[1], b.z), speed * 0.8, world.pidx[goal.id])
            b.look_around(float(rng.uniform(5, 30)))
        if rng.random() < 0.3:
            b.wait(float(rng.uniform(5, 40)))
    rows = b.rows
    n = min(len(rows), int(duration / DT) + 1)
    rows = rows[:n]
    tl = Timeline(
        t=np.arange(n) * DT,
        xyz=np.array([[r[0], r[1], r[2]] for r in rows]),
        yaw=np.array([r[3] for r in rows]),
        place=np.array([r[4] for r in rows], dtype=int),
        mode=[r[5] for r in rows],
        moving=np.array([r[6] for r in rows], dtype=bool),
    )
    return start, tl


def _ride(world, b: _Builder, t, p_from, p_to, rng):
    tid = world.pidx[t.id]
    if t.kind == "lift":
        b.turn_to(math.atan2(t.path[0][1] - b.y, t.path[0][0] - b.x), rate=1.0)
        b.wait(float(rng.uniform(5, 18)), "liftwait")
        cab = (t.path[0][0], t.path[0][1], b.z)
        b.move(cab, 0.6, tid)
        b.turn_to(b.yaw + math.pi, rate=1.0)
        b.wait(float(rng.uniform(2, 4)), "lift")
        b.move((cab[0], cab[1], p_to[2]), 1.0, tid, mode="lift", keep_yaw=True)
        b.wait(float(rng.uniform(2, 4)), "lift")
        b.move(p_to, 0.7, tid, mode="lift")
        return
    forward = abs(p_from[2] - world.floor_z(t.floors[0])) < 0.5
    pts = _polyline(t, forward, world)
    speed = {"escalator": 0.5, "stairs": 0.45, "ramp": 0.8}[t.kind]
    mode = t.kind + ("_up" if pts[-1][2] > pts[0][2] else "_down")
    if math.hypot(pts[0][0] - b.x, pts[0][1] - b.y) > 0.05:
        b.move((pts[0][0], pts[0][1], b.z), 0.6, tid, mode=mode)
    for q in pts[1:]:
        b.move(q, speed, tid, mode=mode)


def frame_times(world: World, duration: float):
    """Capture times (s from start) with 1-4 s spacing and 1-3 recording gaps."""
    rng = stream(world.family, world.seed, "frames")
    n_gaps = int(rng.integers(1, 4))
    gaps: list[tuple[float, float]] = []
    tries = 0
    while len(gaps) < n_gaps and tries < 200:
        tries += 1
        g0 = float(rng.uniform(150, duration - 240))
        g1 = g0 + float(rng.uniform(22, 108))
        if all(g1 + 60 < a or g0 > b + 60 for a, b in gaps):
            gaps.append((g0, g1))
    gaps.sort()
    times = []
    t = float(rng.uniform(0.0, 1.0))
    base = float(rng.uniform(1.2, 3.5))
    next_switch = t + float(rng.uniform(60, 240))
    while t <= duration - 0.5:
        if any(a <= t <= bb for a, bb in gaps):
            t = next(bb for a, bb in gaps if a <= t <= bb) + 0.01
            continue
        times.append(t)
        if t > next_switch:
            base = float(rng.uniform(1.2, 3.5))
            next_switch = t + float(rng.uniform(60, 240))
        step = float(np.clip(base + rng.normal(0, 0.25), 1.0, 4.0))
        t += step
    # make gap edges exact gaps of 20-120 s between consecutive frames
    return times, gaps
