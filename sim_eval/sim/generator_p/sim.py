"""Instances (positions, moves, states, texts) and the robot's drive (segments, frames)."""

from __future__ import annotations

import bisect
import heapq
import itertools
import math
from dataclasses import dataclass

import numpy as np

from .model import Family, Frame, Instance, Place, Stay, angle_diff
from .rng import stream

START_PLACE = {
    "shopping_centre": "central_mall",
    "university_campus": "main_quad",
    "family_home": "hallway",
}


def _point_in(place: Place, rng: np.random.Generator, margin: float = 0.6) -> tuple[float, float]:
    x0, y0, x1, y1 = place.rect
    m = min(margin, (x1 - x0) / 4, (y1 - y0) / 4)
    return (
        round(float(rng.uniform(x0 + m, x1 - m)), 3),
        round(float(rng.uniform(y0 + m, y1 - m)), 3),
    )


def make_instances(fam: Family, seed: int, t0: float, t1: float) -> dict[str, Instance]:
    rng = stream(fam.key, seed, "objects")
    out: dict[str, Instance] = {}
    far = t1 + 3600.0
    for cls in fam.classes.values():
        lo, hi = cls.count
        n = int(rng.integers(lo, hi + 1))
        order = [cls.places[int(i)] for i in rng.permutation(len(cls.places))]
        texts = [cls.texts[int(i)] for i in rng.permutation(len(cls.texts))] if cls.texts else []
        for i in range(n):
            place = fam.places[order[i % len(order)]]
            x, y = _point_in(place, rng)
            colour = cls.colours[int(rng.integers(len(cls.colours)))] if cls.colours else None
            stays = [Stay(t0 - 600.0, far, place.key, x, y)]
            if cls.kind == "moved":
                moves = int(rng.integers(1, 4 if fam.key == "family_home" else 3))
                times = sorted(
                    float(rng.uniform(t0 + 0.08 * (t1 - t0), t0 + 0.9 * (t1 - t0)))
                    for _ in range(moves)
                )
                for tm in times:
                    new_place = fam.places[cls.places[int(rng.integers(len(cls.places)))]]
                    nx, ny = _point_in(new_place, rng)
                    stays[-1].t1 = round(tm, 3)
                    stays.append(Stay(round(tm, 3), far, new_place.key, nx, ny))
            inst = Instance(f"{cls.key}#{i + 1}", cls.key, colour, stays)
            if cls.kind == "state":
                t = t0 - 600.0
                state = cls.states[int(rng.integers(2))]
                mean = float(rng.uniform(300, 720))
                while t < far:
                    inst.states.append((round(t, 3), state))
                    t += float(rng.exponential(mean)) + 30.0
                    state = cls.states[1] if state == cls.states[0] else cls.states[0]
            if cls.kind == "text":
                inst.texts.append((t0 - 600.0, texts[i % len(texts)]))
            if cls.kind == "screen":
                k = int(rng.integers(len(cls.texts)))
                t = t0 - 600.0
                while t < far:
                    inst.texts.append((round(t, 3), cls.texts[k % len(cls.texts)]))
                    t += float(rng.uniform(240, 540))
                    k += 1 + int(rng.integers(len(cls.texts) - 1))
            out[inst.key] = inst
    return out


@dataclass
class Seg:
    t0: float
    t1: float
    a: tuple[float, float, float, float]  # x, y, z, yaw
    b: tuple[float, float, float, float]
    place: str
    level: int | None
    motion: str


class Driver:
    """Plans the robot's route as timed segments."""

    def __init__(self, fam: Family, seed: int, t_start: float, duration: float) -> None:
        self.fam = fam
        self.rng = stream(fam.key, seed, "route")
        self.t = t_start
        self.t_end = t_start + duration
        self.segs: list[Seg] = []
        start = fam.places[START_PLACE[fam.key]]
        x, y = _point_in(start, self.rng, 1.0)
        self.pose = (x, y, fam.z_of(start.level), float(self.rng.uniform(-math.pi, math.pi)))
        self.place = start.key
        self.level: int | None = start.level
        lo, hi = fam.speed
        self.speed = float(self.rng.uniform(lo, hi))
        self.turn_rate = 0.9
        self.adj: dict[tuple[str, int], list[tuple[tuple[str, int], float]]] = {}
        for link in fam.links:
            pa, pb = fam.places[link.a], fam.places[link.b]
            cost = math.dist(pa.centre, (link.x, link.y)) + math.dist((link.x, link.y), pb.centre)
            self.adj.setdefault((link.a, link.level), []).append(((link.b, link.level), cost))
            self.adj.setdefault((link.b, link.level), []).append(((link.a, link.level), cost))
        for p in fam.places.values():
            if p.transit:
                for la in p.levels:
                    for lb in p.levels:
                        if la != lb:
                            cost = 25.0 if p.transit == "lift" else 18.0
                            self.adj.setdefault((p.key, la), []).append(((p.key, lb), cost))
        self.hubs = self._hubs()

    def _hubs(self) -> list[str]:
        rooms = sorted(k for k, p in self.fam.places.items() if not p.transit)
        chosen = self.rng.choice(len(rooms), size=3, replace=False)
        return [rooms[int(i)] for i in chosen]

    # primitive motions
    def _add(self, dur: float, b: tuple[float, float, float, float], motion: str) -> None:
        dur = max(dur, 0.05)
        self.segs.append(Seg(self.t, self.t + dur, self.pose, b, self.place, self.level, motion))
        self.t += dur
        self.pose = b

    def turn_to(self, yaw: float, rate: float | None = None) -> None:
        x, y, z, yaw0 = self.pose
        d = angle_diff(yaw, yaw0)
        if abs(d) < 1e-3:
            return
        self._add(abs(d) / (rate or self.turn_rate), (x, y, z, yaw0 + d), "turning")

    def walk_to(self, x1: float, y1: float) -> None:
        x, y, z, _ = self.pose
        dist = math.hypot(x1 - x, y1 - y)
        if dist < 1e-3:
            return
        self.turn_to(math.atan2(y1 - y, x1 - x))
        sp = self.speed * float(self.rng.uniform(0.9, 1.1))
        self._add(dist / sp, (x1, y1, z, self.pose[3]), "walking")

    def wait(self, dur: float, motion: str = "stopped", yaw_drift: float = 0.0) -> None:
        x, y, z, yaw = self.pose
        self._add(dur, (x, y, z, yaw + yaw_drift), motion)

    # routing
    def route(self, target: str) -> list[tuple[str, int]]:
        assert self.level is not None
        src = (self.place, self.level)
        dist = {src: 0.0}
        prev: dict[tuple[str, int], tuple[str, int]] = {}
        heap = [(0.0, src)]
        bias = float(self.rng.uniform(-10, 10))
        while heap:
            d, node = heapq.heappop(heap)
            if d > dist.get(node, math.inf):
                continue
            for nxt, cost in self.adj.get(node, []):
                if nxt[0] == node[0]:
                    cost += bias if self.fam.places[node[0]].transit == "lift" else -bias
                    cost = max(cost, 5.0)
                nd = d + cost
                if nd < dist.get(nxt, math.inf):
                    dist[nxt] = nd
                    prev[nxt] = node
                    heapq.heappush(heap, (nd, nxt))
        goal = (target, self.fam.places[target].level)
        path = [goal]
        while path[-1] != src:
            path.append(prev[path[-1]])
        return path[::-1]

    def path_cost(self, target: str) -> float:
        path = self.route(target)
        return float(len(path))

    def go(self, target: str) -> None:
        path = self.route(target)
        fam = self.fam
        for (pa, la), (pb, lb) in itertools.pairwise(path):
            if pa == pb:
                self._change_level(fam.places[pa], la, lb)
                continue
            link = next(lk for lk in fam.links if lk.level == la and {lk.a, lk.b} == {pa, pb})
            self.walk_to(link.x, link.y)
            self.place = pb
            self.level = lb

    def _change_level(self, place: Place, la: int, lb: int) -> None:
        fam = self.fam
        za, zb = fam.z_of(la), fam.z_of(lb)
        cx, cy = place.centre
        if place.transit == "lift":
            self.walk_to(cx, cy)
            self.turn_to(self.pose[3] + math.pi)
            self.wait(float(self.rng.uniform(3, 6)), "lift_doors")
            self.level = None
            x, y, _, yaw = self.pose
            self._add(abs(zb - za) / float(self.rng.uniform(0.5, 0.8)), (x, y, zb, yaw), "lift")
            self.level = lb
            self.wait(float(self.rng.uniform(3, 6)), "lift_doors")
            return
        # stairs: climb to the far side with level unknown
        exit_link = next(
            (lk for lk in fam.links if lk.level == lb and place.key in (lk.a, lk.b)), None
        )
        ex, ey = (exit_link.x, exit_link.y) if exit_link else (cx, cy)
        self.level = None
        x, y, _z, yaw = self.pose
        self.turn_to(math.atan2(cy - y, cx - x) if math.hypot(cx - x, cy - y) > 0.1 else yaw)
        mid = (za + zb) / 2
        d1 = math.hypot(cx - x, cy - y)
        self._add(max(d1 / 0.4, abs(mid - za) / 0.25), (cx, cy, mid, self.pose[3]), "stairs")
        tx = cx + 0.8 * (ex - cx)
        ty = cy + 0.8 * (ey - cy)
        yaw2 = math.atan2(ty - cy, tx - cx) if math.hypot(tx - cx, ty - cy) > 0.1 else yaw
        self.turn_to(yaw2, 0.7)
        d2 = math.hypot(tx - cx, ty - cy)
        self._add(max(d2 / 0.4, abs(zb - mid) / 0.25), (tx, ty, zb, self.pose[3]), "stairs")
        self.level = lb

    def look_around(self, hub: bool) -> None:
        place = self.fam.places[self.place]
        for _ in range(int(self.rng.integers(1, 4))):
            x, y = _point_in(place, self.rng, 0.7)
            self.walk_to(x, y)
            sweep = float(self.rng.uniform(1.5, 5.0)) * (1 if self.rng.random() < 0.5 else -1)
            self.turn_to(self.pose[3] + sweep / 2, 0.5)
            self.turn_to(self.pose[3] + sweep / 2, 0.5)
            if self.rng.random() < (0.5 if hub else 0.2):
                linger = self.rng.uniform(60, 300) if hub else self.rng.uniform(20, 100)
                self.wait(float(linger), "stopped", float(self.rng.uniform(-1.2, 1.2)))
            if self.t > self.t_end:
                return

    def run(self) -> list[Seg]:
        visited = {self.place}
        trip = 0
        self.look_around(self.place in self.hubs)
        while self.t < self.t_end:
            trip += 1
            options = [k for k, p in self.fam.places.items() if not p.transit and k != self.place]
            weights = []
            for k in options:
                p = self.fam.places[k]
                w = 3.0 if k not in visited else 1.0
                if k in self.hubs:
                    w *= 2.5
                if trip % 3 == 0 and p.outdoor:
                    w *= 6.0
                w /= 1.0 + self.path_cost(k) / 4.0
                weights.append(w)
            probs = np.array(weights) / sum(weights)
            target = options[int(self.rng.choice(len(options), p=probs))]
            self.go(target)
            visited.add(target)
            self.look_around(target in self.hubs)
        return self.segs


def sample_frames(fam: Family, seed: int, segs: list[Seg]) -> list[Frame]:
    rng = stream(fam.key, seed, "frames")
    starts = [s.t0 for s in segs]
    t = segs[0].t0
    end = segs[-1].t1
    frames: list[Frame] = []
    while t <= end:
        i = max(0, bisect.bisect_right(starts, t) - 1)
        s = segs[i]
        f = 0.0 if s.t1 <= s.t0 else min(1.0, (t - s.t0) / (s.t1 - s.t0))
        x = s.a[0] + f * (s.b[0] - s.a[0])
        y = s.a[1] + f * (s.b[1] - s.a[1])
        z = s.a[2] + f * (s.b[2] - s.a[2])
        yaw = s.a[3] + f * (s.b[3] - s.a[3])
        yaw = math.atan2(math.sin(yaw), math.cos(yaw))
        level = s.level
        if level is not None:
            z = fam.z_of(level)
        frames.append(
            Frame(
                len(frames),
                round(t, 3),
                round(x, 3),
                round(y, 3),
                round(z, 3),
                round(yaw, 4),
                s.place,
                level,
                s.motion,
            )
        )
        if rng.random() < 0.7:
            gap = float(np.clip(rng.normal(2.0, 0.15), 1.6, 2.4))
        else:
            gap = float(rng.uniform(1.0, 4.0))
        t += gap
    return frames
