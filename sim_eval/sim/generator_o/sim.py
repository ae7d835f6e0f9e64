"""Object instances (moves, states, texts) and the robot's drive as timed motion segments."""

from __future__ import annotations

import heapq
import itertools
import math
from bisect import bisect_right
from dataclasses import dataclass, field

import numpy as np

from .model import ClassSpec, Family, Place

Pos = tuple[float, float, float]


@dataclass
class Instance:
    key: str
    cls: str
    colour: str | None
    stays: list[tuple[float, str, Pos]]  # (from time, place key, position)
    track: list[tuple[float, float, float]] = field(default_factory=list)  # (t, x, y)
    states: list[tuple[float, str]] = field(default_factory=list)
    texts: list[tuple[float, str]] = field(default_factory=list)

    def stay_at(self, t: float) -> tuple[str, Pos]:
        i = max(0, bisect_right([s[0] for s in self.stays], t) - 1)
        _, place, pos = self.stays[i]
        if self.track:
            ts = [p[0] for p in self.track]
            j = min(max(0, bisect_right(ts, t) - 1), len(self.track) - 2)
            t0, x0, y0 = self.track[j]
            t1, x1, y1 = self.track[j + 1]
            u = min(1.0, max(0.0, (t - t0) / (t1 - t0)))
            pos = (round(x0 + u * (x1 - x0), 3), round(y0 + u * (y1 - y0), 3), pos[2])
        return place, pos

    def state_at(self, t: float) -> str | None:
        return _schedule(self.states, t)

    def text_at(self, t: float) -> str | None:
        return _schedule(self.texts, t)

    @property
    def fixed(self) -> bool:
        return len(self.stays) == 1 and not self.track


def _schedule(items: list[tuple[float, str]], t: float) -> str | None:
    if not items:
        return None
    i = max(0, bisect_right([s[0] for s in items], t) - 1)
    return items[i][1]


def _point(rng: np.random.Generator, place: Place, margin: float) -> tuple[float, float]:
    x0, y0, x1, y1 = place.rect
    mx = min(margin, (x1 - x0) / 2 - 0.1)
    my = min(margin, (y1 - y0) / 2 - 0.1)
    return (
        round(float(rng.uniform(x0 + mx, x1 - mx)), 3),
        round(float(rng.uniform(y0 + my, y1 - my)), 3),
    )


def candidates(fam: Family, spec: ClassSpec) -> list[Place]:
    out = [
        p
        for p in fam.places.values()
        if p.transit is None and any(tag in p.tags for tag in spec.tags)
    ]
    return sorted(out, key=lambda p: p.key)


def make_instances(
    fam: Family, rng: np.random.Generator, t0: float, t1: float
) -> dict[str, Instance]:
    out: dict[str, Instance] = {}
    span = t1 - t0
    for ckey in sorted(fam.classes):
        spec = fam.classes[ckey]
        places = candidates(fam, spec)
        if not places:
            continue
        n = int(rng.integers(spec.count[0], spec.count[1] + 1))
        order = [places[int(i)] for i in rng.permutation(len(places))]
        texts = [spec.texts[int(i)] for i in rng.permutation(len(spec.texts))]
        for i in range(n):
            place = order[i % len(order)]
            margin = max(0.6, spec.width / 2 + 0.2)
            x, y = _point(rng, place, margin)
            z = fam.floor_z(place.levels[0])
            colour = spec.colours[int(rng.integers(len(spec.colours)))] if spec.colours else None
            inst = Instance(f"{ckey}#{i + 1}", ckey, colour, [(t0 - 600.0, place.key, (x, y, z))])
            if spec.kind == "moved" and len(places) > 1:
                other = [p for p in places if p.key != place.key]
                dest = other[int(rng.integers(len(other)))]
                x2, y2 = _point(rng, dest, margin)
                tm = round(t0 + float(rng.uniform(0.3, 0.7)) * span, 3)
                inst.stays.append((tm, dest.key, (x2, y2, fam.floor_z(dest.levels[0]))))
            elif spec.kind == "moving":
                t = t0 - 600.0
                track = [(t, x, y)]
                while t < t1 + 600.0:
                    t += float(rng.uniform(20.0, 60.0))
                    px, py = _point(rng, place, margin)
                    track.append((round(t, 3), px, py))
                inst.track = track
            if spec.kind == "state":
                t = t0 - 600.0
                mean = float(rng.uniform(360.0, 780.0))
                state = int(rng.integers(2))
                sched = [(t, spec.states[state])]
                while t < t1 + 600.0:
                    t += float(rng.exponential(mean))
                    state = 1 - state
                    sched.append((round(t, 3), spec.states[state]))
                inst.states = sched
            if spec.kind == "text":
                inst.texts = [(t0 - 600.0, texts[i % len(texts)])]
            if spec.kind == "screen":
                t = t0 - 600.0
                j = int(rng.integers(len(texts)))
                sched = [(t, texts[j])]
                while t < t1 + 600.0:
                    t += float(rng.uniform(240.0, 540.0))
                    j = (j + 1 + int(rng.integers(len(texts) - 1))) % len(texts)
                    sched.append((round(t, 3), texts[j]))
                inst.texts = sched
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


def wrap(angle: float) -> float:
    return (angle + math.pi) % (2 * math.pi) - math.pi


class Drive:
    """The robot's motion: walks between doorway points, rides the lift, climbs stairs."""

    def __init__(self, fam: Family, rng: np.random.Generator, t0: float) -> None:
        self.fam = fam
        self.rng = rng
        self.t = t0
        start = fam.places[fam.start_place]
        cx, cy = start.centre()
        self.x, self.y = cx, cy
        self.level: int | None = start.levels[0]
        self.z = fam.floor_z(start.levels[0])
        self.yaw = 0.0
        self.place = start.key
        self.segs: list[Seg] = []
        self.speed = 1.0
        self.visited: dict[str, int] = {}
        self.graph = self._graph()

    # -- primitives -------------------------------------------------------------------
    def _push(self, dt: float, x: float, y: float, z: float, yaw: float, level: int | None) -> None:
        if dt <= 0:
            return
        self.segs.append(
            Seg(
                self.t,
                self.t + dt,
                (self.x, self.y, self.z, self.yaw),
                (x, y, z, yaw),
                self.place,
                level,
            )
        )
        self.t += dt
        self.x, self.y, self.z, self.yaw = x, y, z, yaw

    def turn_to(self, yaw: float, rate: float = 0.9) -> None:
        d = wrap(yaw - self.yaw)
        if abs(d) > 0.03:
            self._push(abs(d) / rate, self.x, self.y, self.z, self.yaw + d, self.level)

    def walk_to(self, x: float, y: float) -> None:
        dist = math.hypot(x - self.x, y - self.y)
        if dist < 0.05:
            return
        self.turn_to(math.atan2(y - self.y, x - self.x))
        self._push(dist / self.speed, x, y, self.z, self.yaw, self.level)

    def wait(self, dt: float) -> None:
        self._push(dt, self.x, self.y, self.z, self.yaw, self.level)

    def climb(self, x: float, y: float, z: float, speed: float) -> None:
        self.turn_to(math.atan2(y - self.y, x - self.x))
        dist = math.hypot(x - self.x, y - self.y)
        self._push(dist / speed, x, y, z, self.yaw, None)

    # -- graph ------------------------------------------------------------------------
    def _graph(self) -> dict[tuple[str, int], list[tuple[tuple[str, int], float]]]:
        g: dict[tuple[str, int], list[tuple[tuple[str, int], float]]] = {}
        for d in self.fam.doors:
            a, b = (d.a, d.level), (d.b, d.level)
            pa = self.fam.places[d.a].centre()
            pb = self.fam.places[d.b].centre()
            w = math.dist(pa, (d.x, d.y)) + math.dist(pb, (d.x, d.y))
            g.setdefault(a, []).append((b, w))
            g.setdefault(b, []).append((a, w))
        for key in ("lift", "stairs"):
            levels = self.fam.places[key].levels
            for la in levels:
                for lb in levels:
                    if la == lb or (key == "stairs" and abs(la - lb) != 1):
                        continue
                    dz = abs(self.fam.floor_z(la) - self.fam.floor_z(lb))
                    w = dz / 0.6 + 12.0 if key == "lift" else dz * 4.0
                    g.setdefault((key, la), []).append(((key, lb), w))
        return g

    def route(
        self, src: tuple[str, int], dst: tuple[str, int], lift_bias: float
    ) -> list[tuple[str, int]]:
        dist = {src: 0.0}
        prev: dict[tuple[str, int], tuple[str, int]] = {}
        heap: list[tuple[float, tuple[str, int]]] = [(0.0, src)]
        while heap:
            d, node = heapq.heappop(heap)
            if node == dst:
                break
            if d > dist.get(node, math.inf):
                continue
            for nxt, w in self.graph.get(node, []):
                if nxt[0] == "lift" and node[0] == "lift":
                    w *= lift_bias
                nd = d + w
                if nd < dist.get(nxt, math.inf) - 1e-9:
                    dist[nxt] = nd
                    prev[nxt] = node
                    heapq.heappush(heap, (nd, nxt))
        path = [dst]
        while path[-1] != src:
            path.append(prev[path[-1]])
        return path[::-1]

    def door(self, a: str, b: str, level: int) -> tuple[float, float]:
        for d in self.fam.doors:
            if d.level == level and {d.a, d.b} == {a, b}:
                return (d.x, d.y)
        raise KeyError((a, b, level))

    # -- behaviour --------------------------------------------------------------------
    def go(self, target: str) -> None:
        tp = self.fam.places[target]
        assert self.level is not None
        lift_bias = float(self.rng.choice([0.6, 1.0, 3.0]))
        path = self.route((self.place, self.level), (target, tp.levels[0]), lift_bias)
        self.speed = float(self.rng.uniform(0.75, 1.2))
        for (pa, la), (pb, lb) in itertools.pairwise(path):
            if pa == pb:
                if pa == "lift":
                    self.ride(la, lb)
                else:
                    self.stairs(la, lb)
                continue
            dx, dy = self.door(pa, pb, la)
            if pb in ("lift", "stairs"):
                self.walk_to(dx, dy)
                self.place = pb
                lx, ly = self.fam.places[pb].centre()
                if pb == "stairs":
                    rect = self.fam.places[pb].rect
                    lx, ly = rect[0] + 0.8, rect[3] - 1.0
                self.walk_to(lx, ly)
            else:
                self.walk_to(dx, dy)
                self.place = pb
        self.look_around(tp)

    def ride(self, la: int, lb: int) -> None:
        lift = self.fam.places["lift"]
        dx, dy = self.door("lift", _corridor(self.fam, la), la)
        self.turn_to(math.atan2(dy - self.y, dx - self.x), rate=0.7)
        self.wait(float(self.rng.uniform(3.0, 6.0)))
        za, zb = self.fam.floor_z(la), self.fam.floor_z(lb)
        v = float(self.rng.uniform(0.5, 0.8))
        self.level = None
        self._push(abs(zb - za) / v, self.x, self.y, zb, self.yaw, None)
        self.level = lb
        self.wait(float(self.rng.uniform(3.0, 6.0)))
        del lift

    def stairs(self, la: int, lb: int) -> None:
        sx0, sy0, sx1, sy1 = self.fam.places["stairs"].rect
        za, zb = self.fam.floor_z(la), self.fam.floor_z(lb)
        p1 = (sx0 + 0.8, sy1 - 1.0)
        p2 = (sx0 + 0.8, sy0 + 0.8)
        p3 = (sx1 - 0.8, sy0 + 0.8)
        p4 = (sx1 - 0.8, sy1 - 1.0)
        self.walk_to(*p1)
        speed = 0.45
        zm = (za + zb) / 2
        self.level = None
        self.climb(p2[0], p2[1], zm, speed)
        self.climb(p3[0], p3[1], zm, speed)
        self.climb(p4[0], p4[1], zb, speed)
        self.level = lb
        self.walk_to(*p1)

    def look_around(self, place: Place) -> None:
        for _ in range(int(self.rng.integers(1, 4))):
            x0, y0, x1, y1 = place.rect
            m = min(1.0, (x1 - x0) / 3, (y1 - y0) / 3)
            x = float(self.rng.uniform(x0 + m, x1 - m))
            y = float(self.rng.uniform(y0 + m, y1 - m))
            self.walk_to(x, y)
            sweep = float(self.rng.uniform(1.6, 4.7)) * float(self.rng.choice([-1.0, 1.0]))
            self._push(abs(sweep) / 0.4, self.x, self.y, self.z, self.yaw + sweep, self.level)
            if self.rng.random() < 0.2:
                self.wait(float(self.rng.uniform(20.0, 80.0)))

    def run(self, t_end: float) -> None:
        fam = self.fam
        self.look_around(fam.places[self.place])
        targets = sorted(
            k for k, p in fam.places.items() if p.transit is None and "corridor" not in p.tags
        )
        trips = 0
        while self.t < t_end:
            assert self.level is not None
            here = (self.place, self.level)
            weights = []
            for k in targets:
                if k == self.place:
                    weights.append(0.0)
                    continue
                p = fam.places[k]
                cost = len(self.route(here, (k, p.levels[0]), 1.0))
                w = (3.0 if k not in self.visited else 0.5) / (1.0 + 0.3 * cost)
                if p.outdoor and trips % 3 == 2:
                    w *= 8.0
                weights.append(w)
            arr = np.array(weights)
            target = targets[int(self.rng.choice(len(targets), p=arr / arr.sum()))]
            self.go(target)
            self.visited[target] = self.visited.get(target, 0) + 1
            trips += 1


def _corridor(fam: Family, level: int) -> str:
    for d in fam.doors:
        if d.level == level and d.a == "lift":
            return d.b
    raise KeyError(level)
