"""The world a run happens in: where each object is and when it changes, and the robot's route,
sampled into frames, so perception has a ground truth to look at."""

from __future__ import annotations

import heapq
import itertools
import math
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from . import FAMILIES, families
from .families import Family, Place
from .rng import chance, pick, stream

T_BASE = 1767225600.0  # 2026-01-01T00:00:00Z
# (from, to, point left, point arrived, ride seconds, place during the ride)
Portal = tuple[str, str, tuple[float, float], tuple[float, float], float, str | None]


@dataclass
class Instance:
    id: str
    cls: str
    kind: str
    place: str
    floor: int
    x: float
    y: float
    colour: str | None
    size: float
    labels: list[str]
    generic: list[str]
    states: list[tuple[float, str]] | None = None  # [(t, state)]
    state_pair: tuple[str, str] | None = None
    text: str | None = None
    keywords: list[str] | None = None
    text_label: str | None = None
    track: list[tuple[float, float, float]] | None = None  # [(t, x, y)]
    move: tuple[float, str, int, float, float] | None = None  # (t, place, floor, x, y)

    def at(self, t: float) -> tuple[float, float, str, int]:
        """(x, y, place, floor) at time t."""
        if self.track:
            tr = self.track
            if t <= tr[0][0]:
                return tr[0][1], tr[0][2], self.place, self.floor
            for (ta, xa, ya), (tb, xb, yb) in itertools.pairwise(tr):
                if ta <= t <= tb:
                    u = (t - ta) / (tb - ta) if tb > ta else 0.0
                    return xa + u * (xb - xa), ya + u * (yb - ya), self.place, self.floor
            return tr[-1][1], tr[-1][2], self.place, self.floor
        if self.move and t >= self.move[0]:
            return self.move[3], self.move[4], self.move[1], self.move[2]
        return self.x, self.y, self.place, self.floor

    def state_at(self, t: float) -> str | None:
        if not self.states:
            return None
        cur = self.states[0][1]
        for ts, s in self.states:
            if ts <= t:
                cur = s
            else:
                break
        return cur


@dataclass
class Segment:
    t0: float
    t1: float
    p0: tuple[float, float, float]
    p1: tuple[float, float, float]
    yaw0: float
    yaw1: float
    place: str
    place1: str | None = None  # for rides: the second half's place


@dataclass
class World:
    family: str
    seed: int
    fam: Family
    places: dict[str, Place]
    instances: list[Instance]
    never: list[str]
    classes: dict[str, dict[str, Any]]
    t_start: float
    t_end: float
    segments: list[Segment] = field(default_factory=list)
    # dicts: t, x, y, z, yaw, place, floor, moving, turning; perception adds the rest
    frames: list[dict[str, Any]] = field(default_factory=list)


def _rand_in(
    rng: np.random.Generator, rect: tuple[float, float, float, float], margin: float = 1.0
) -> tuple[float, float]:
    x0, y0, x1, y1 = rect
    m = min(margin, (x1 - x0) / 4, (y1 - y0) / 4)
    return float(rng.uniform(x0 + m, x1 - m)), float(rng.uniform(y0 + m, y1 - m))


def build(family: str, seed: int) -> World:
    """Objects placed with their schedules, texts, tracks and moves, then the robot's route."""
    fam = families.get(family)
    places = {p.id: p for p in fam.places}
    rng = stream(family, seed, "objects")
    rt = stream(family, seed, "time")
    fam_index = FAMILIES.index(family)
    t_start = (
        T_BASE + 86400.0 * (37 * fam_index + 11 * seed) + 3600.0 * float(rt.uniform(8.0, 16.5))
    )
    duration = float(rt.uniform(25 * 60, 45 * 60))
    t_end = t_start + duration
    instances: list[Instance] = []
    never: list[str] = []
    classes: dict[str, dict[str, Any]] = {}
    for row in fam.classes:
        name, labels, generic, colours, where, kind, size, extra = row
        spec: dict[str, Any] = dict(
            name=name,
            labels=labels.split("|"),
            generic=[g for g in generic.split("|") if g],
            colours=[c for c in colours.split("|") if c],
            kind=kind,
            size=size,
            extra=extra,
        )
        classes[name] = spec
        if kind == "never":
            never.append(name)
            continue
        k_by_floor: dict[int, int] = {}
        for part in where.split(","):
            pid, n = part.split(":")
            place = places[pid]
            for _ in range(int(n)):
                k = k_by_floor.get(place.floor, 0)
                k_by_floor[place.floor] = k + 1
                x, y = _rand_in(rng, place.rect)
                colour = pick(rng, spec["colours"]) if spec["colours"] else None
                inst = Instance(
                    f"{name}#{len([i for i in instances if i.cls == name]) + 1}",
                    name,
                    kind,
                    pid,
                    place.floor,
                    round(x, 2),
                    round(y, 2),
                    colour,
                    size,
                    spec["labels"],
                    spec["generic"],
                )
                if kind == "state":
                    a, b = extra.split("/")
                    inst.state_pair = (a, b)
                    s = a if chance(rng, 0.5) else b
                    t = t_start
                    inst.states = [(t_start - 1.0, s)]
                    while True:
                        t += float(rng.exponential(480.0)) + 60.0
                        if t >= t_end:
                            break
                        s = b if s == a else a
                        inst.states.append((round(t, 2), s))
                elif kind == "text":
                    text, kws, tl = fam.texts[extra](rng, k, place.floor)
                    inst.text, inst.keywords, inst.text_label = text, kws, tl
                elif kind == "moving":
                    tr, t = [], t_start - 5.0
                    px, py = x, y
                    while t < t_end + 200:
                        tr.append((round(t, 2), round(px, 2), round(py, 2)))
                        dwell = float(rng.uniform(20, 120))
                        tr.append((round(t + dwell, 2), round(px, 2), round(py, 2)))
                        nx, ny = _rand_in(rng, place.rect)
                        t = t + dwell + math.dist((px, py), (nx, ny)) / float(rng.uniform(0.3, 1.2))
                        px, py = nx, ny
                    inst.track = tr
                elif kind == "lost":
                    dest = places[extra]
                    tm = t_start + duration * float(rng.uniform(0.35, 0.6))
                    dx, dy = _rand_in(rng, dest.rect)
                    inst.move = (round(tm, 2), dest.id, dest.floor, round(dx, 2), round(dy, 2))
                instances.append(inst)
    # door plates: readable room plates ("G02 LAUNDRY ROOM") just inside each coded indoor room
    spec = dict(
        name="door plate",
        labels=["door plate", "room sign", "name plate"],
        generic=["sign"],
        colours=["white", "blue"],
        kind="text",
        size=0.3,
        extra="plate",
    )
    classes["door plate"] = spec
    portals = _portals(fam, places)
    n_plate = 0
    for p in fam.places:
        if p.outdoor or not p.walk or not p.code:
            continue
        door = next((pa for a, b, pa, pb, ride, _ in portals if a == p.id and ride == 0), None)
        if door is None:
            continue
        cx, cy = p.centre()
        d = math.dist(door, (cx, cy)) or 1.0
        x, y = door[0] + 0.8 * (cx - door[0]) / d, door[1] + 0.8 * (cy - door[1]) / d
        n_plate += 1
        inst = Instance(
            f"door plate#{n_plate}",
            "door plate",
            "text",
            p.id,
            p.floor,
            round(x, 2),
            round(y, 2),
            pick(rng, spec["colours"]),
            0.3,
            spec["labels"],
            spec["generic"],
        )
        inst.text, inst.keywords = f"{p.code} {p.name.upper()}", [p.code]
        instances.append(inst)
    w = World(family, seed, fam, places, instances, never, classes, t_start, t_end)
    _route(w)
    return w


def _portals(fam: Family, places: dict[str, Place]) -> list[Portal]:
    """Every link as two Portals, one each way."""
    out = []
    for link in fam.links:
        a, b = link[0], link[1]
        if len(link) >= 5:
            pa, pb, ride = link[2], link[3], link[4]
            ride_place = link[5] if len(link) > 5 else None
        else:
            pt = _shared(places[a].rect, places[b].rect)
            if pt is None:
                raise ValueError(f"{fam.name}: {a} and {b} do not touch")
            pa = pb = pt
            ride, ride_place = 0.0, None
        out.append((a, b, pa, pb, ride, ride_place))
        out.append((b, a, pb, pa, ride, ride_place))
    return out


def _shared(
    ra: tuple[float, float, float, float], rb: tuple[float, float, float, float]
) -> tuple[float, float] | None:
    """The middle of the edge two rectangles share (at least 0.5 m of it), or None."""
    ax0, ay0, ax1, ay1 = ra
    bx0, by0, bx1, by1 = rb
    for x in (ax0, ax1):
        if x in (bx0, bx1):
            lo, hi = max(ay0, by0), min(ay1, by1)
            if hi - lo > 0.5:
                return (x, (lo + hi) / 2)
    for y in (ay0, ay1):
        if y in (by0, by1):
            lo, hi = max(ax0, bx0), min(ax1, bx1)
            if hi - lo > 0.5:
                return ((lo + hi) / 2, y)
    return None


def _path(portals: list[Portal], place: str, point: tuple[float, float], target: str) -> list[int]:
    """Dijkstra over portal crossings: [(portal index)] from (place, point) to target place."""
    done: set[tuple[str, tuple[float, float]]] = set()
    heap: list[tuple[float, int, str, tuple[float, float], tuple[int, ...]]]
    heap = [(0.0, 0, place, point, ())]
    counter = 1
    while heap:
        cost, _, pl, pt, hist = heapq.heappop(heap)
        if pl == target:
            return list(hist)
        key = (pl, pt)
        if key in done:
            continue
        done.add(key)
        for k, (a, b, pa, pb, ride, _) in enumerate(portals):
            if a != pl:
                continue
            c = cost + math.dist(pt, pa) + ride + 0.5
            if (b, pb) not in done:
                heapq.heappush(heap, (c, counter, b, pb, (*hist, k)))
                counter += 1
    raise ValueError(f"no path from {place} to {target}")


def wrap(a: float) -> float:
    """The angle in [-pi, pi)."""
    return (a + math.pi) % (2 * math.pi) - math.pi


def _route(w: World) -> None:
    """Visit every walkable place once, then wander; fill w.segments and w.frames."""
    fam, places = w.fam, w.places
    rng = stream(w.family, w.seed, "route")
    portals = _portals(fam, places)
    speed = float(rng.uniform(0.7, 1.1))
    fh = fam.floor_h
    walkable = [p.id for p in fam.places if p.walk]
    place = fam.start
    pt = _rand_in(rng, places[place].rect)
    t, yaw = w.t_start, float(rng.uniform(-math.pi, math.pi))
    segs = w.segments

    def z_of(pid: str) -> float:
        return places[pid].floor * fh

    def go(to_pt: tuple[float, float], pid: str) -> None:
        nonlocal t, yaw, pt
        d = math.dist(pt, to_pt)
        if d < 0.05:
            return
        heading = math.atan2(to_pt[1] - pt[1], to_pt[0] - pt[0])
        turn = wrap(heading - yaw)
        if abs(turn) > 0.3:
            dt = abs(turn) / 0.8
            segs.append(
                Segment(t, t + dt, (*pt, z_of(pid)), (*pt, z_of(pid)), yaw, yaw + turn, pid)
            )
            t += dt
        yaw = heading
        dt = d / speed
        segs.append(Segment(t, t + dt, (*pt, z_of(pid)), (*to_pt, z_of(pid)), yaw, yaw, pid))
        t += dt
        pt = to_pt

    def dwell(pid: str) -> None:
        nonlocal t, yaw
        dt = float(rng.uniform(6, 40))
        sweep = float(rng.uniform(-2.5, 2.5))
        segs.append(Segment(t, t + dt, (*pt, z_of(pid)), (*pt, z_of(pid)), yaw, yaw + sweep, pid))
        yaw = wrap(yaw + sweep)
        t += dt

    order = list(walkable)
    rng.shuffle(order)
    queue = [p for p in order if p != place]
    recent = [place]
    dwell(place)
    while t < w.t_end:
        if queue:
            target = queue.pop(0)
        else:
            cands = [p for p in walkable if p not in recent[-3:]]
            target = pick(rng, cands)
        for k in _path(portals, place, pt, target):
            a, b, pa, pb, ride, ride_place = portals[k]
            go(pa, a)
            if ride > 0:
                za, zb = z_of(a), z_of(b)
                dt = ride * float(rng.uniform(0.8, 1.3))
                if ride_place:
                    segs.append(Segment(t, t + dt, (*pa, za), (*pb, zb), yaw, yaw, ride_place))
                else:
                    segs.append(Segment(t, t + dt, (*pa, za), (*pb, zb), yaw, yaw, a, b))
                t += dt
            pt = pb
            place = b
        recent.append(target)
        for _ in range(int(rng.integers(1, 4))):
            go(_rand_in(rng, places[place].rect, 1.2), place)
            if chance(rng, 0.5):
                dwell(place)
        if t >= w.t_end:
            break
    # frames
    rf = stream(w.family, w.seed, "frames")
    tf, i = w.t_start + 0.5, 0
    while tf < w.t_end:
        while segs[i].t1 < tf:
            i += 1
        s = segs[i]
        u = (tf - s.t0) / (s.t1 - s.t0) if s.t1 > s.t0 else 0.0
        x = s.p0[0] + u * (s.p1[0] - s.p0[0])
        y = s.p0[1] + u * (s.p1[1] - s.p0[1])
        z = s.p0[2] + u * (s.p1[2] - s.p0[2])
        yaw_f = wrap(s.yaw0 + u * (s.yaw1 - s.yaw0) + float(rf.normal(0, 0.03)))
        pid = s.place if (s.place1 is None or u < 0.5) else s.place1
        floor = round(z / fh)
        w.frames.append(
            dict(
                t=round(tf, 2),
                x=round(x, 3),
                y=round(y, 3),
                z=round(z, 3),
                yaw=round(yaw_f, 4),
                place=pid,
                floor=floor,
                moving=(math.dist(s.p0[:2], s.p1[:2]) > 0.05 or s.p0[2] != s.p1[2]),
                turning=abs(s.yaw1 - s.yaw0) > 0.3,
            )
        )
        tf += float(rf.uniform(1.0, 4.0))
