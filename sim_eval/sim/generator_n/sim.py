"""The world in time: object instances (where, which state, which text) and the robot's drive."""

from __future__ import annotations

import bisect
import heapq
import itertools
import math
from dataclasses import dataclass

import numpy as np

from .rng import chance, pick, stream
from .spec import Family, Place

EPOCH_2026 = 1767225600.0  # 2026-01-01 00:00:00 UTC


def wrap(angle: float) -> float:
    """``angle`` in (-pi, pi]."""
    a = math.fmod(angle + math.pi, 2 * math.pi)
    if a <= 0:
        a += 2 * math.pi
    return a - math.pi


@dataclass
class Stay:
    t0: float
    place: str
    x: float
    y: float


@dataclass
class Instance:
    key: str
    cls: str
    colour: str | None
    stays: list[Stay]
    track: list[tuple[float, float, float]] | None  # (t, x, y) for things that wander
    states: list[tuple[float, str]]  # (from t, state)
    texts: list[tuple[float, str]]  # (from t, text)

    def where(self, t: float) -> tuple[str, float, float]:
        if self.track:
            times = [p[0] for p in self.track]
            i = bisect.bisect_right(times, t)
            if i <= 0:
                _, x, y = self.track[0]
            elif i >= len(self.track):
                _, x, y = self.track[-1]
            else:
                (ta, xa, ya), (tb, xb, yb) = self.track[i - 1], self.track[i]
                f = (t - ta) / (tb - ta)
                x, y = xa + f * (xb - xa), ya + f * (yb - ya)
            return (self.stays[0].place, x, y)
        stay = self.stays[0]
        for candidate in self.stays:
            if candidate.t0 <= t:
                stay = candidate
        return (stay.place, stay.x, stay.y)

    def state_at(self, t: float) -> str | None:
        return _schedule(self.states, t)

    def text_at(self, t: float) -> str | None:
        return _schedule(self.texts, t)


def _schedule(items: list[tuple[float, str]], t: float) -> str | None:
    value = items[0][1] if items else None
    for t0, item in items:
        if t0 <= t:
            value = item
    return value


def _point_in(rng: np.random.Generator, place: Place, margin: float) -> tuple[float, float]:
    x0, y0, x1, y1 = place.rect
    mx = min(margin, (x1 - x0) / 2 - 0.1)
    my = min(margin, (y1 - y0) / 2 - 0.1)
    return (
        round(float(rng.uniform(x0 + mx, x1 - mx)), 3),
        round(float(rng.uniform(y0 + my, y1 - my)), 3),
    )


def _stays_of_robot(poses: list[Pose]) -> dict[str, list[tuple[float, float]]]:
    """Per place, the robot's visits as (first frame time, last frame time)."""
    out: dict[str, list[tuple[float, float]]] = {}
    for k, pose in enumerate(poses):
        if k and poses[k - 1].place == pose.place:
            out[pose.place][-1] = (out[pose.place][-1][0], pose.t)
        else:
            out.setdefault(pose.place, []).append((pose.t, pose.t))
    return out


def make_instances(
    fam: Family, seed: int, t0: float, t1: float, poses: list[Pose] | None = None
) -> list[Instance]:
    """Every thing in the world. Things that get moved are, when the robot's drive passes
    their place twice, moved between its first and its last visit there (so that "was it
    still there" can be answered both ways); otherwise 25-70 % into the run."""
    rng = stream(fam.name, seed, "objects")
    robot = _stays_of_robot(poses or [])
    out: list[Instance] = []
    for spec in fam.classes:
        number = 0
        text_pool = list(spec.texts)
        rng.shuffle(text_pool)
        for place_key, count in spec.where:
            place = fam.place_index[place_key]
            for _ in range(count):
                number += 1
                margin = max(0.6, spec.size[0] / 2 + 0.2)
                x, y = _point_in(rng, place, margin)
                colour = str(pick(rng, spec.colours)) if spec.colours else None
                stays = [Stay(t0 - 3600.0, place_key, x, y)]
                track = None
                if spec.kind == "moving":
                    track = []
                    t = t0 - 60.0
                    while t < t1 + 60.0:
                        px, py = _point_in(rng, place, 0.6)
                        track.append((round(t, 3), px, py))
                        t += float(rng.uniform(15.0, 45.0))
                    stays = [Stay(t0 - 3600.0, place_key, track[0][1], track[0][2])]
                if spec.kind == "moved" and spec.moved_to:
                    span = t1 - t0
                    t_move = t0 + float(rng.uniform(0.25, 0.7)) * span
                    visits = [v for v in robot.get(place_key, []) if v[1] - v[0] >= 10.0]
                    if (
                        len(visits) >= 2
                        and visits[-1][0] - visits[0][1] > 60.0
                        and chance(rng, 0.8)
                    ):
                        t_move = float(rng.uniform(visits[0][1] + 20.0, visits[-1][0] - 20.0))
                    targets = [p for p in spec.moved_to if p != place_key]
                    target = fam.place_index[str(pick(rng, targets))]
                    mx, my = _point_in(rng, target, margin)
                    stays.append(Stay(round(t_move, 3), target.key, mx, my))
                states: list[tuple[float, str]] = []
                if spec.states:
                    index = int(rng.integers(2))
                    t = t0 - 3600.0
                    while t < t1 + 600.0:
                        states.append((round(t, 3), spec.states[index]))
                        index = 1 - index
                        t += float(rng.exponential(float(rng.uniform(360.0, 800.0)))) + 60.0
                texts: list[tuple[float, str]] = []
                if spec.kind == "text":
                    texts = [(t0 - 3600.0, text_pool[(number - 1) % len(text_pool)])]
                elif spec.kind == "screen":
                    pool = list(spec.texts)
                    index = int(rng.integers(len(pool)))
                    t = t0 - 3600.0
                    while t < t1 + 600.0:
                        texts.append((round(t, 3), pool[index % len(pool)]))
                        index += 1 + int(rng.integers(len(pool) - 1))
                        t += (
                            float(rng.uniform(240.0, 540.0))
                            if t > t0
                            else 3600.0 - float(rng.uniform(0.0, 300.0))
                        )
                out.append(
                    Instance(
                        f"{spec.key}#{number}",
                        spec.key,
                        colour,
                        stays,
                        track,
                        states,
                        texts,
                    )
                )
    return out


@dataclass
class Seg:
    t0: float
    t1: float
    p0: tuple[float, float, float]
    p1: tuple[float, float, float]
    yaw0: float
    yaw1: float
    place: str


@dataclass(frozen=True)
class Pose:
    t: float
    x: float
    y: float
    z: float
    yaw: float
    place: str
    level: int | None


class Drive:
    """The robot's drive as a list of segments (walks, turns, waits, rides)."""

    def __init__(self, fam: Family, rng: np.random.Generator, t: float, place: str, level: int):
        self.fam = fam
        self.rng = rng
        self.t = t
        p = fam.place_index[place]
        cx, cy = p.centre
        self.pos = (cx, cy, fam.z(level))
        self.yaw = float(rng.uniform(-math.pi, math.pi))
        self.place = place
        self.level = level
        self.segs: list[Seg] = []

    def _add(self, duration: float, p1: tuple[float, float, float], yaw1: float) -> None:
        if duration <= 1e-6:
            self.pos, self.yaw = p1, yaw1
            return
        self.segs.append(Seg(self.t, self.t + duration, self.pos, p1, self.yaw, yaw1, self.place))
        self.t += duration
        self.pos, self.yaw = p1, yaw1

    def turn_to(self, yaw: float, rate: float = 1.0) -> None:
        diff = wrap(yaw - self.yaw)
        self._add(abs(diff) / rate, self.pos, self.yaw + diff)

    def turn_by(self, delta: float, rate: float = 0.5) -> None:
        self._add(abs(delta) / rate, self.pos, self.yaw + delta)

    def wait(self, duration: float, sway: float = 0.0) -> None:
        self._add(duration, self.pos, self.yaw + sway)

    def walk(self, x: float, y: float, speed: float | None = None, z: float | None = None) -> None:
        dx, dy = x - self.pos[0], y - self.pos[1]
        dist = math.hypot(dx, dy)
        if dist < 1e-6 and z is None:
            return
        if dist > 0.05:
            heading = math.atan2(dy, dx)
            if abs(wrap(heading - self.yaw)) > 0.25:
                self.turn_to(heading)
        speed = speed or float(self.rng.uniform(0.75, 1.2))
        nz = self.pos[2] if z is None else z
        self._add(max(dist / speed, 0.5), (x, y, nz), self.yaw)

    def look_around(self) -> None:
        first = float(self.rng.uniform(0.8, 2.6)) * (1 if chance(self.rng, 0.5) else -1)
        self.turn_by(first, float(self.rng.uniform(0.35, 0.6)))
        if chance(self.rng, 0.6):
            self.turn_by(
                -first * float(self.rng.uniform(1.2, 2.0)),
                float(self.rng.uniform(0.35, 0.6)),
            )
        if chance(self.rng, 0.2):
            self.wait(float(self.rng.uniform(20.0, 80.0)), float(self.rng.uniform(-0.4, 0.4)))

    def ride_lift(self, lift: Place, to_level: int) -> None:
        cx, cy = lift.centre
        self.walk(cx, cy, 0.6)
        door_yaw = -math.pi / 2  # the lift door faces the corridor to the south
        self.turn_to(door_yaw)
        self.wait(float(self.rng.uniform(3.0, 6.0)))
        z1 = self.fam.z(to_level)
        speed = float(self.rng.uniform(0.5, 0.8))
        self._add(abs(z1 - self.pos[2]) / speed, (cx, cy, z1), self.yaw)
        self.wait(float(self.rng.uniform(3.0, 6.0)))
        self.level = to_level

    def climb(self, stairs: Place, to_level: int) -> None:
        x0, y0, x1, _y1 = stairs.rect
        door = (self.pos[0], self.pos[1])
        far = ((x0 + x1) / 2, y0 + 0.8)
        levels = sorted(self.fam.levels)
        a, b = levels.index(self.level), levels.index(to_level)
        step = 1 if b > a else -1
        for i in range(a, b, step):
            za, zb = self.fam.z(levels[i]), self.fam.z(levels[i + step])
            self.walk(far[0], far[1], 0.45, (za + zb) / 2)
            self.walk(door[0], door[1], 0.45, zb)
        self.level = to_level


def _graph(
    fam: Family,
) -> dict[tuple[str, int], list[tuple[tuple[str, int], str, tuple[float, float]]]]:
    """Node (place, level) -> [(neighbour, 'door' | 'ride', door point)]."""
    edges: dict[tuple[str, int], list[tuple[tuple[str, int], str, tuple[float, float]]]] = {}
    for link in fam.links:
        a, b = (link.a, link.level), (link.b, link.level)
        edges.setdefault(a, []).append((b, "door", (link.x, link.y)))
        edges.setdefault(b, []).append((a, "door", (link.x, link.y)))
    for place in fam.places:
        if place.transit:
            for la in place.levels:
                for lb in place.levels:
                    if la != lb:
                        edges.setdefault((place.key, la), []).append(
                            ((place.key, lb), "ride", (0, 0))
                        )
    return edges


def drive(fam: Family, seed: int) -> tuple[list[Seg], float, float]:
    """The robot's drive: segments, start time and end time."""
    rng = stream(fam.name, seed, "time")
    day = int(rng.integers(0, 360))
    hour = float(rng.uniform(*fam.hours))
    t0 = round(EPOCH_2026 + day * 86400.0 + hour * 3600.0, 3)
    t_end = t0 + float(rng.uniform(25.0, 40.0)) * 60.0
    route = stream(fam.name, seed, "route")
    edges = _graph(fam)
    d = Drive(fam, route, t0, fam.start_place, fam.start_level)
    d.look_around()
    visits: dict[str, int] = {fam.start_place: 1}
    rooms = [p for p in fam.places if not p.transit]
    while d.t < t_end:
        lift_bias = 0.3 if chance(route, 0.6) else 3.0
        # Dijkstra over (place, level)
        start = (d.place, d.level)
        dist = {start: 0.0}
        prev: dict[tuple[str, int], tuple[str, int]] = {}
        heap: list[tuple[float, tuple[str, int]]] = [(0.0, start)]
        while heap:
            cost, node = heapq.heappop(heap)
            if cost > dist.get(node, math.inf):
                continue
            for nxt, kind, _point in edges.get(node, []):
                if kind == "ride":
                    place = fam.place_index[node[0]]
                    steps = abs(fam.levels.index(node[1]) - fam.levels.index(nxt[1]))
                    step = 10.0 + 6.0 * steps if place.transit == "lift" else 22.0 * steps
                    step *= lift_bias if place.transit == "lift" else 1.0
                else:
                    ca = fam.place_index[node[0]].centre
                    cb = fam.place_index[nxt[0]].centre
                    step = math.dist(ca, cb) + 2.0
                if cost + step < dist.get(nxt, math.inf):
                    dist[nxt] = cost + step
                    prev[nxt] = node
                    heapq.heappush(heap, (cost + step, nxt))
        weights = []
        options = []
        for p in rooms:
            node = (p.key, p.levels[0])
            if p.key == d.place or node not in dist:
                continue
            seen = visits.get(p.key, 0)
            w = (4.0 if seen == 0 else 0.7 / (1 + seen)) * math.exp(-dist[node] / 70.0)
            options.append(node)
            weights.append(w)
        total = sum(weights)
        r = float(route.random()) * total
        target = options[-1]
        for node, w in zip(options, weights, strict=True):
            r -= w
            if r <= 0:
                target = node
                break
        path = [target]
        while path[-1] != start:
            path.append(prev[path[-1]])
        path.reverse()
        for u, v in itertools.pairwise(path):
            if u[0] == v[0]:
                transit = fam.place_index[u[0]]
                if transit.transit == "lift":
                    d.ride_lift(transit, v[1])
                else:
                    d.climb(transit, v[1])
            else:
                point = next(pt for n, k, pt in edges[u] if n == v and k == "door")
                d.walk(*point)
                d.place = v[0]
                if fam.place_index[v[0]].transit is None and v != target and chance(route, 0.15):
                    d.look_around()
        visits[target[0]] = visits.get(target[0], 0) + 1
        place = fam.place_index[target[0]]
        stops = int(route.integers(1, 4 if place.area > 60 else 3))
        for _ in range(stops):
            x, y = _point_in(route, place, 1.0)
            d.walk(x, y)
            d.look_around()
    return d.segs, t0, t_end


def sample_poses(fam: Family, seed: int, segs: list[Seg], t0: float, t_end: float) -> list[Pose]:
    rng = stream(fam.name, seed, "frames")
    ends = [s.t1 for s in segs]
    poses: list[Pose] = []
    t = t0 + float(rng.uniform(0.0, 1.0))
    while t <= t_end:
        i = min(bisect.bisect_left(ends, t), len(segs) - 1)
        s = segs[i]
        f = 0.0 if s.t1 <= s.t0 else min(1.0, max(0.0, (t - s.t0) / (s.t1 - s.t0)))
        x, y, z = (a + f * (b - a) for a, b in zip(s.p0, s.p1, strict=True))
        yaw = wrap(s.yaw0 + f * (s.yaw1 - s.yaw0))
        level = None
        for lv in fam.place_index[s.place].levels:
            if abs(fam.z(lv) - z) < 0.2:
                level = lv
        poses.append(
            Pose(
                round(t, 3),
                round(x, 3),
                round(y, 3),
                round(z, 3),
                round(yaw, 4),
                s.place,
                level,
            )
        )
        if chance(rng, 0.7):
            gap = float(np.clip(rng.normal(2.0, 0.15), 1.6, 2.4))
        else:
            gap = float(rng.uniform(1.0, 4.0))
        t += gap
    return poses
