"""The world in motion: instances and their schedules, the robot's drive, frame times, gaps
and localisation jitter."""

from __future__ import annotations

import bisect
import heapq
import itertools
import math
from dataclasses import dataclass

import numpy as np

from .families import FamilySpec
from .model import ClassSpec, Door, Instance, Place, Stay, wrap
from .rng import chance, pick, shuffled, stream, uniform

# ----------------------------------------------------------------------------- instances


def random_point(
    rng: np.random.Generator, place: Place, margin: float = 1.0
) -> tuple[float, float]:
    x0, y0, x1, y1 = place.rect
    mx = min(margin, 0.3 * (x1 - x0))
    my = min(margin, 0.3 * (y1 - y0))
    return (uniform(rng, x0 + mx, x1 - mx), uniform(rng, y0 + my, y1 - my))


def _title(text: str) -> str:
    return " ".join(w.capitalize() if w.isalpha() else w for w in text.split())


def make_instances(fam: FamilySpec, seed: int, t0: float, t1: float) -> list[Instance]:
    """Every thing in the world with its stays, states and texts over the run."""
    rng = stream(fam.key, seed, "objects")
    before = t0 - 3600.0
    span = t1 - t0
    out: list[Instance] = []
    for spec in fam.classes:
        if spec.spots:
            count = len(spec.spots)
        else:
            count = int(rng.integers(spec.count[0], spec.count[1] + 1))
        place_cycle = shuffled(rng, list(spec.places))
        fixed_texts = shuffled(rng, list(spec.texts))
        for i in range(count):
            colour = pick(rng, spec.colours) if spec.colours else None
            if spec.spots:
                spot = spec.spots[i]
                stays = [Stay(before, spot.place, spot.x, spot.y)]
            else:
                place = fam.place(place_cycle[i % len(place_cycle)])
                x, y = random_point(rng, place, 1.2)
                stays = [Stay(before, place.key, x, y)]
                stays += _moves(rng, fam, spec, stays[0], t0, span)
            inst = Instance(key=f"{spec.key}#{i + 1}", cls=spec.key, colour=colour, stays=stays)
            if spec.states:
                inst.states = _state_schedule(rng, spec, before, t1 + 900.0)
            if spec.text_mode == "named":
                inst.texts = [(before, spec.spots[i].text)]
                inst.name = _title(spec.spots[i].text)
            elif spec.text_mode == "fixed" and spec.spots and spec.spots[i].text:
                inst.texts = [(before, spec.spots[i].text)]
            elif spec.text_mode == "fixed":
                inst.texts = [(before, fixed_texts[i % len(fixed_texts)])]
            elif spec.text_mode == "screen":
                inst.texts = _screen_schedule(rng, spec, before, t1 + 900.0)
            out.append(inst)
    return out


def _moves(
    rng: np.random.Generator,
    fam: FamilySpec,
    spec: ClassSpec,
    first: Stay,
    t0: float,
    span: float,
) -> list[Stay]:
    if spec.mobility == "fixed":
        return []
    if spec.mobility == "moved":
        n, lo, hi = int(rng.integers(1, 3)), 0.08, 0.9
    else:
        n, lo, hi = int(rng.integers(3, 7)), 0.04, 0.95
    times = sorted(t0 + uniform(rng, lo, hi) * span for _ in range(n))
    stays: list[Stay] = []
    prev = first
    for t in times:
        if stays and t - stays[-1].t < 60:
            continue
        for _ in range(40):
            key = pick(rng, spec.places)
            if key == prev.place and len(spec.places) > 1 and chance(rng, 0.6):
                continue
            x, y = random_point(rng, fam.place(key), 1.2)
            if math.hypot(x - prev.x, y - prev.y) >= 10.0:
                prev = Stay(t, key, x, y)
                stays.append(prev)
                break
    return stays


def _state_schedule(
    rng: np.random.Generator, spec: ClassSpec, start: float, end: float
) -> list[tuple[float, str]]:
    state = pick(rng, spec.states)
    schedule = [(start, state)]
    t = start + float(rng.exponential(spec.state_mean_s)) + 3000.0 * float(rng.random())
    while t < end:
        state = spec.states[1] if state == spec.states[0] else spec.states[0]
        schedule.append((t, state))
        t += max(60.0, float(rng.exponential(spec.state_mean_s)))
    return schedule


def _screen_schedule(
    rng: np.random.Generator, spec: ClassSpec, start: float, end: float
) -> list[tuple[float, str]]:
    text = pick(rng, spec.texts)
    schedule = [(start, text)]
    t = start + 3600.0 - uniform(rng, 0, 300)
    while t < end:
        text = pick(rng, [x for x in spec.texts if x != text])
        schedule.append((t, text))
        t += uniform(rng, 240, 540)
    return schedule


def stay_at(inst: Instance, t: float) -> Stay:
    times = [s.t for s in inst.stays]
    return inst.stays[max(0, bisect.bisect_right(times, t) - 1)]


def value_at(schedule: list[tuple[float, str]], t: float) -> str | None:
    if not schedule:
        return None
    times = [s[0] for s in schedule]
    return schedule[max(0, bisect.bisect_right(times, t) - 1)][1]


# ----------------------------------------------------------------------------- the drive


@dataclass
class Segment:
    t0: float
    t1: float
    a: tuple[float, float, float, float]  # x, y, z, yaw (yaw unwrapped)
    b: tuple[float, float, float, float]
    place: str
    level: str | None
    motion: str


@dataclass
class Sample:
    x: float
    y: float
    z: float
    yaw: float
    place: str
    level: str | None
    motion: str


class Drive:
    """Builds the robot's trajectory as straight, turning and vertical segments."""

    def __init__(self, fam: FamilySpec, rng: np.random.Generator, t0: float) -> None:
        self.fam = fam
        self.rng = rng
        self.t = t0
        start = fam.place(fam.start)
        self.place = start.key
        self.level: str | None = start.levels[0]
        self.x, self.y = start.centre
        self.z = fam.level(start.levels[0]).z
        self.yaw = uniform(rng, -math.pi, math.pi)
        self.segments: list[Segment] = []
        self.speed = 1.0

    def _add(self, dt: float, x: float, y: float, z: float, yaw: float, motion: str) -> None:
        dt = max(dt, 0.05)
        self.segments.append(
            Segment(
                self.t,
                self.t + dt,
                (self.x, self.y, self.z, self.yaw),
                (x, y, z, yaw),
                self.place,
                self.level,
                motion,
            )
        )
        self.t += dt
        self.x, self.y, self.z, self.yaw = x, y, z, yaw

    def turn_by(self, delta: float, rate: float, motion: str = "turning") -> None:
        if abs(delta) < 1e-3:
            return
        self._add(abs(delta) / rate, self.x, self.y, self.z, self.yaw + delta, motion)

    def turn_to(self, heading: float) -> None:
        self.turn_by(wrap(heading - self.yaw), math.radians(uniform(self.rng, 60, 95)))

    def wait(self, dt: float, motion: str = "waiting") -> None:
        self._add(dt, self.x, self.y, self.z, self.yaw, motion)

    def walk_to(self, x: float, y: float, motion: str = "driving") -> None:
        dist = math.hypot(x - self.x, y - self.y)
        if dist < 0.05:
            return
        self.turn_to(math.atan2(y - self.y, x - self.x))
        self._add(dist / self.speed, x, y, self.z, self.yaw, motion)

    def enter(self, place: str, level: str | None) -> None:
        self.place, self.level = place, level

    def sweep(self) -> None:
        rate = math.radians(uniform(self.rng, 22, 40))
        angle = math.radians(uniform(self.rng, 90, 300)) * (1 if chance(self.rng, 0.5) else -1)
        self.turn_by(angle, rate, "looking")
        if chance(self.rng, 0.5):
            self.wait(uniform(self.rng, 2, 8), "looking")


def _door(fam: FamilySpec, a: str, b: str, level: str) -> Door:
    for door in fam.doors:
        if door.level == level and {door.a, door.b} == {a, b}:
            return door
    raise KeyError((a, b, level))


Node = tuple[str, str]


def _graph(fam: FamilySpec, lift_bias: float) -> dict[Node, list[tuple[Node, float]]]:
    edges: dict[Node, list[tuple[Node, float]]] = {}
    for door in fam.doors:
        pa, pb = fam.place(door.a), fam.place(door.b)
        cost = math.dist(pa.centre, (door.x, door.y)) + math.dist((door.x, door.y), pb.centre)
        edges.setdefault((door.a, door.level), []).append(((door.b, door.level), cost))
        edges.setdefault((door.b, door.level), []).append(((door.a, door.level), cost))
    for place in fam.places:
        if not place.transit:
            continue
        for la in place.levels:
            for lb in place.levels:
                if la == lb:
                    continue
                dz = abs(fam.level(la).z - fam.level(lb).z)
                if place.transit == "lift":
                    cost = (25 + dz / 0.65) * lift_bias
                else:
                    cost = (dz / 0.12 + 5) / lift_bias
                edges.setdefault((place.key, la), []).append(((place.key, lb), cost))
    return edges


def _dijkstra(
    edges: dict[Node, list[tuple[Node, float]]], start: Node
) -> tuple[dict[Node, float], dict[Node, Node]]:
    dist = {start: 0.0}
    prev: dict[Node, Node] = {}
    heap: list[tuple[float, Node]] = [(0.0, start)]
    while heap:
        d, node = heapq.heappop(heap)
        if d > dist.get(node, math.inf):
            continue
        for nxt, cost in edges.get(node, []):
            nd = d + cost
            if nd < dist.get(nxt, math.inf) - 1e-9:
                dist[nxt] = nd
                prev[nxt] = node
                heapq.heappush(heap, (nd, nxt))
    return dist, prev


def plan_drive(fam: FamilySpec, seed: int, t0: float, duration: float) -> list[Segment]:
    """The robot's whole drive: trips to chosen places, look-arounds and lingering."""
    rng = stream(fam.key, seed, "route")
    drive = Drive(fam, rng, t0)
    visits: dict[str, int] = {drive.place: 1}
    recent: list[str] = [drive.place]
    trip = 0
    _look_around(drive, fam, rng, hub=True)
    while drive.t < t0 + duration + 10:
        trip += 1
        lift_bias = uniform(rng, 0.5, 1.3)
        edges = _graph(fam, lift_bias)
        assert drive.level is not None
        dist, prev = _dijkstra(edges, (drive.place, drive.level))
        options: list[Node] = []
        weights: list[float] = []
        for place in fam.places:
            if place.transit or place.key == drive.place:
                continue
            node = (place.key, place.levels[0])
            if node not in dist:
                continue
            weight = 1.0
            weight *= 3.0 if visits.get(place.key, 0) == 0 else 1.0
            weight *= 2.5 if place.hub else 1.0
            weight *= 0.25 if place.key in recent[-2:] else 1.0
            weight *= 0.35 if place.key.startswith("cabin") else 1.0
            weight *= 4.0 if (place.outdoor and trip % 3 == 0) else 1.0
            weight /= 1.0 + dist[node] / 90.0
            options.append(node)
            weights.append(weight)
        target = options[_weighted_index(rng, weights)]
        path = [target]
        while path[-1] != (drive.place, drive.level):
            path.append(prev[path[-1]])
        path.reverse()
        _follow(drive, fam, rng, path)
        visits[target[0]] = visits.get(target[0], 0) + 1
        recent.append(target[0])
        _look_around(drive, fam, rng, hub=fam.place(target[0]).hub)
    return drive.segments


def _weighted_index(rng: np.random.Generator, weights: list[float]) -> int:
    total = sum(weights)
    mark = float(rng.random()) * total
    run = 0.0
    for i, w in enumerate(weights):
        run += w
        if mark < run:
            return i
    return len(weights) - 1


def _set_speed(drive: Drive, fam: FamilySpec, rng: np.random.Generator, place: Place) -> None:
    lo, hi = fam.outdoor_speed if place.outdoor else fam.walk_speed
    drive.speed = uniform(rng, lo, hi)


def _follow(drive: Drive, fam: FamilySpec, rng: np.random.Generator, path: list[Node]) -> None:
    for (pa, la), (pb, lb) in itertools.pairwise(path):
        if pa == pb:
            _ride(drive, fam, rng, fam.place(pa), la, lb)
            continue
        door = _door(fam, pa, pb, la)
        _set_speed(drive, fam, rng, fam.place(pa))
        drive.walk_to(door.x, door.y)
        drive.enter(pb, lb)
        place = fam.place(pb)
        _set_speed(drive, fam, rng, place)
        if place.transit:
            cx, cy = place.centre
            drive.walk_to(cx, cy)
        else:
            # a step clear of the doorway
            cx, cy = place.centre
            d = math.hypot(cx - door.x, cy - door.y)
            step = min(1.5, 0.4 * d)
            drive.walk_to(door.x + (cx - door.x) / d * step, door.y + (cy - door.y) / d * step)


def _ride(
    drive: Drive,
    fam: FamilySpec,
    rng: np.random.Generator,
    place: Place,
    la: str,
    lb: str,
) -> None:
    za, zb = fam.level(la).z, fam.level(lb).z
    if place.transit == "lift":
        drive.turn_by(math.pi * (1 if chance(rng, 0.5) else -1), math.radians(70))
        drive.wait(uniform(rng, 3, 6), "lift doors")
        drive.enter(place.key, None)
        speed = uniform(rng, 0.5, 0.8)
        drive._add(abs(zb - za) / speed, drive.x, drive.y, zb, drive.yaw, "riding lift")
        drive.enter(place.key, lb)
        drive.wait(uniform(rng, 3, 6), "lift doors")
        return
    # stairs: switchback flights of about 1.5 m along the long side of the stairwell
    x0, y0, x1, y1 = place.rect
    along_x = (x1 - x0) >= (y1 - y0)
    ends = (
        [(x0 + 1.0, (y0 + y1) / 2), (x1 - 1.0, (y0 + y1) / 2)]
        if along_x
        else [((x0 + x1) / 2, y0 + 1.0), ((x0 + x1) / 2, y1 - 1.0)]
    )
    flights = max(1, round(abs(zb - za) / 1.5))
    drive.enter(place.key, None)
    speed = uniform(rng, 0.45, 0.7)
    end = (
        0 if math.dist((drive.x, drive.y), ends[0]) > math.dist((drive.x, drive.y), ends[1]) else 1
    )
    for k in range(flights):
        tx, ty = ends[end]
        z = za + (zb - za) * (k + 1) / flights
        drive.turn_to(math.atan2(ty - drive.y, tx - drive.x))
        dist = max(math.hypot(tx - drive.x, ty - drive.y), 1.0)
        drive._add(dist / speed, tx, ty, z, drive.yaw, "climbing stairs")
        end = 1 - end
    drive.enter(place.key, lb)


def _look_around(drive: Drive, fam: FamilySpec, rng: np.random.Generator, hub: bool) -> None:
    place = fam.place(drive.place)
    _set_speed(drive, fam, rng, place)
    for _ in range(int(rng.integers(1, 4))):
        x, y = random_point(rng, place, 1.0)
        drive.walk_to(x, y)
        drive.sweep()
    if (hub and chance(rng, 0.5)) or chance(rng, 0.2):
        end = drive.t + (uniform(rng, 60, 300) if hub else uniform(rng, 20, 100))
        while drive.t < end:
            if chance(rng, 0.45):
                drive.sweep()
            elif chance(rng, 0.5):
                x, y = random_point(rng, place, 1.0)
                drive.walk_to(x, y, "pottering")
            else:
                drive.wait(uniform(rng, 5, 25), "waiting")


def sample(segments: list[Segment], starts: list[float], t: float) -> Sample:
    i = max(0, bisect.bisect_right(starts, t) - 1)
    seg = segments[i]
    span = seg.t1 - seg.t0
    f = 0.0 if span <= 0 else min(1.0, max(0.0, (t - seg.t0) / span))
    x = seg.a[0] + (seg.b[0] - seg.a[0]) * f
    y = seg.a[1] + (seg.b[1] - seg.a[1]) * f
    z = seg.a[2] + (seg.b[2] - seg.a[2]) * f
    yaw = wrap(seg.a[3] + (seg.b[3] - seg.a[3]) * f)
    return Sample(x, y, z, yaw, seg.place, seg.level, seg.motion)


# ----------------------------------------------------------------------------- frames


@dataclass
class FrameTimes:
    times: list[float]
    gaps: list[tuple[float, float]]  # (last frame before, first frame after)


def frame_times(
    fam: FamilySpec,
    seed: int,
    t0: float,
    duration: float,
    segments: list[Segment],
    starts: list[float],
) -> FrameTimes:
    """Frames 1-5 s apart, with 2-4 logger restarts of 20-120 s without any frame."""
    rng = stream(fam.key, seed, "frames")
    times = [t0]
    while True:
        dt = uniform(rng, 1.5, 2.6) if chance(rng, 0.6) else uniform(rng, 1.0, 5.0)
        t = round(times[-1] + dt, 3)
        if t > t0 + duration:
            break
        times.append(t)
    wanted = int(rng.integers(2, 5))
    windows: list[tuple[float, float]] = []
    for _ in range(200):
        if len(windows) == wanted:
            break
        start = uniform(rng, t0 + 150, t0 + duration - 250)
        length = uniform(rng, 20, 120)
        end = start + length
        if any(start < w1 + 150 and end > w0 - 150 for w0, w1 in windows):
            continue
        # the robot's place before and after; it must not pass through a third place
        before = sample(segments, starts, start).place
        after = sample(segments, starts, end).place
        seen = {sample(segments, starts, start + k).place for k in np.arange(0, length, 0.5)}
        if not seen <= {before, after}:
            continue
        windows.append((start, end))
    windows.sort()
    kept = [t for t in times if not any(w0 < t < w1 for w0, w1 in windows)]
    gaps = []
    for w0, w1 in windows:
        a = max(t for t in kept if t <= w0)
        b = min(t for t in kept if t >= w1)
        gaps.append((a, b))
    return FrameTimes(kept, gaps)


def jitter_series(fam: FamilySpec, seed: int, n: int) -> list[tuple[float, float, float]]:
    """Per-frame localisation error (dx, dy in metres, dyaw in radians): a smooth drift of
    0.05-0.3 m and up to about 3 degrees."""
    rng = stream(fam.key, seed, "jitter")
    out = []
    jx = jy = jyaw = 0.0
    for _ in range(n):
        angle = uniform(rng, -math.pi, math.pi)
        mag = uniform(rng, 0.05, 0.3)
        jx = 0.7 * jx + 0.3 * mag * math.cos(angle) * 3.0
        jy = 0.7 * jy + 0.3 * mag * math.sin(angle) * 3.0
        size = math.hypot(jx, jy)
        if size > 0.3:
            jx, jy = jx * 0.3 / size, jy * 0.3 / size
        elif size < 0.05:
            jx, jy = 0.05 * math.cos(angle), 0.05 * math.sin(angle)
        jyaw = 0.7 * jyaw + 0.3 * math.radians(uniform(rng, -3.0, 3.0)) * 2.0
        jyaw = max(-math.radians(3.5), min(math.radians(3.5), jyaw))
        out.append((jx, jy, jyaw))
    return out
