"""The robot's true trajectory: stays, legs over links, lift and escalator rides.

Samples are 1 s apart. During a stay the robot wanders between random points of the place
and pauses to scan; legs follow the cheapest chain of links; a lift ride waits at the doors
and then changes z in place; an escalator ride moves and changes z together.
"""

from __future__ import annotations

import heapq
import math
import random
from dataclasses import dataclass, field

from sim_eval.sim.generator_f.families import Family, Link, Place
from sim_eval.sim.generator_f.seeding import wrap

TRANSIT = ("lift", "escalator")


@dataclass(frozen=True)
class Sample:
    t: float
    x: float
    y: float
    z: float
    yaw: float
    place: str  # a place key, or "lift" / "escalator" while riding


@dataclass(frozen=True)
class Ride:
    start: float
    end: float
    kind: str  # "lift" or "escalator"
    origin: str
    dest: str
    direction: str  # "up" or "down"


@dataclass(frozen=True)
class Crossing:
    t: float  # the moment the robot steps across
    origin: str
    dest: str


@dataclass(frozen=True)
class Stay:
    place: str
    start: float
    end: float


@dataclass(frozen=True)
class Leg:
    origin: str
    dest: str
    leave: float  # first sample outside the origin
    arrive: float  # first sample in the destination


@dataclass
class Route:
    samples: list[Sample] = field(default_factory=list)
    rides: list[Ride] = field(default_factory=list)
    crossings: list[Crossing] = field(default_factory=list)
    stays: list[Stay] = field(default_factory=list)
    legs: list[Leg] = field(default_factory=list)

    @property
    def t0(self) -> float:
        return self.samples[0].t

    @property
    def t_end(self) -> float:
        return self.samples[-1].t

    def at(self, t: float) -> Sample:
        """The sample at or just before ``t`` (clamped to the run)."""
        index = math.floor(t - self.t0)
        return self.samples[max(0, min(len(self.samples) - 1, index))]

    def pose(self, t: float) -> tuple[float, float, float, float]:
        """The true pose at ``t``, interpolated between samples."""
        index = math.floor(t - self.t0)
        if index < 0:
            first = self.samples[0]
            return (first.x, first.y, first.z, first.yaw)
        if index >= len(self.samples) - 1:
            last = self.samples[-1]
            return (last.x, last.y, last.z, last.yaw)
        a, b = self.samples[index], self.samples[index + 1]
        f = t - a.t
        yaw = a.yaw + f * wrap(b.yaw - a.yaw)
        return (a.x + f * (b.x - a.x), a.y + f * (b.y - a.y), a.z + f * (b.z - a.z), wrap(yaw))


class _Walker:
    def __init__(self, route: Route, rng: random.Random) -> None:
        self.route = route
        self.rng = rng

    @property
    def last(self) -> Sample:
        return self.route.samples[-1]

    def _step(self, x: float, y: float, z: float, yaw: float, place: str) -> None:
        self.route.samples.append(Sample(self.last.t + 1.0, x, y, z, wrap(yaw), place))

    def walk_to(self, x: float, y: float, place: str, speed: float) -> None:
        """Straight to (x, y) at ``speed`` m/s, turning at most 1.2 rad per second."""
        for _ in range(10000):
            last = self.last
            dx, dy = x - last.x, y - last.y
            distance = math.hypot(dx, dy)
            if distance < 1e-6:
                return
            heading = math.atan2(dy, dx)
            turn = wrap(heading - last.yaw)
            yaw = last.yaw + max(-1.2, min(1.2, turn))
            step = min(speed, distance) if abs(turn) < 1.0 else min(speed * 0.4, distance)
            sway = self.rng.gauss(0.0, 0.04)
            self._step(
                last.x + step * math.cos(heading),
                last.y + step * math.sin(heading),
                last.z,
                yaw + sway,
                place,
            )
        raise RuntimeError("walk did not converge")

    def pause(self, seconds: int, place: str, scan: bool) -> None:
        base = self.last.yaw
        sweep = self.rng.uniform(0.6, 1.3) * self.rng.choice((-1.0, 1.0))
        for i in range(seconds):
            phase = (i + 1) / max(seconds, 1)
            yaw = base + sweep * math.sin(2 * math.pi * phase) if scan else base
            self._step(self.last.x, self.last.y, self.last.z, yaw, place)

    def face(self, x: float, y: float, place: str) -> None:
        heading = math.atan2(y - self.last.y, x - self.last.x)
        while abs(wrap(heading - self.last.yaw)) > 0.05:
            turn = wrap(heading - self.last.yaw)
            self._step(
                self.last.x,
                self.last.y,
                self.last.z,
                self.last.yaw + max(-1.0, min(1.0, turn)),
                place,
            )


def _shared_point(a: Place, b: Place, link: Link) -> tuple[float, float]:
    if link.point is not None:
        return link.point
    ax0, ay0, ax1, ay1 = a.rect
    bx0, by0, bx1, by1 = b.rect
    if ax1 == bx0 or bx1 == ax0:
        x = ax1 if ax1 == bx0 else ax0
        return (x, (max(ay0, by0) + min(ay1, by1)) / 2)
    y = ay1 if ay1 == by0 else ay0
    return ((max(ax0, bx0) + min(ax1, bx1)) / 2, y)


def link_points(family: Family, link: Link, origin: str) -> tuple[tuple[float, float], ...]:
    """Where a traversal from ``origin`` leaves and where it arrives."""
    a, b = family.place(link.a), family.place(link.b)
    if link.kind in TRANSIT:
        assert link.a_point is not None and link.b_point is not None
        start, end = (
            (link.a_point, link.b_point) if origin == link.a else (link.b_point, link.a_point)
        )
        if link.kind == "escalator" and origin == link.b:
            # The up escalator runs beside the down one.
            start, end = (start[0] + 3.0, start[1]), (end[0] + 3.0, end[1])
        return (start, end)
    point = _shared_point(a, b, link)
    return (point, point)


def _inside(place: Place, rng: random.Random, margin: float = 1.5) -> tuple[float, float]:
    x0, y0, x1, y1 = place.walk_rect
    mx = min(margin, (x1 - x0) / 3)
    my = min(margin, (y1 - y0) / 3)
    return (rng.uniform(x0 + mx, x1 - mx), rng.uniform(y0 + my, y1 - my))


def shortest_path(
    family: Family, origin: str, dest: str, allowed: set[str], prefer: str
) -> list[tuple[Link, str, str]]:
    """The cheapest chain of links from origin to dest, as (link, from, to) steps."""
    best: dict[str, float] = {origin: 0.0}
    back: dict[str, tuple[Link, str]] = {}
    queue: list[tuple[float, str]] = [(0.0, origin)]
    while queue:
        cost, here = heapq.heappop(queue)
        if here == dest:
            break
        if cost > best.get(here, math.inf):
            continue
        for link in family.links:
            if here not in (link.a, link.b):
                continue
            there = link.b if here == link.a else link.a
            if there not in allowed:
                continue
            start, end = link_points(family, link, here)
            step = math.dist(family.place(here).centre, start)
            step += math.dist(end, family.place(there).centre)
            if link.kind in TRANSIT:
                step += 30.0 if link.kind == prefer else 400.0
            total = cost + step
            if total < best.get(there, math.inf):
                best[there] = total
                back[there] = (link, here)
                heapq.heappush(queue, (total, there))
    if dest not in back and dest != origin:
        raise ValueError(f"no path from {origin} to {dest}")
    steps: list[tuple[Link, str, str]] = []
    node = dest
    while node != origin:
        link, previous = back[node]
        steps.append((link, previous, node))
        node = previous
    return list(reversed(steps))


def plan_itinerary(
    family: Family, rng: random.Random, skipped: tuple[str, ...]
) -> list[tuple[str, int]]:
    """The stays: (place, seconds)."""
    start = rng.choice([p for p in family.start_places if p not in skipped])
    places = [p for p in family.must_visit if p != start]
    places += [p for p in family.may_skip if p not in skipped and p != start]
    rng.shuffle(places)
    order = [start, *places]
    for _ in range(rng.randint(2, 4)):
        position = rng.randint(2, len(order))
        choice = rng.choice(order[: position - 1])
        if choice not in (order[position - 1], order[position] if position < len(order) else ""):
            order.insert(position, choice)
    longest = 190 if family.key == "airport" else 140  # park legs are long walks already
    stays = [(order[0], rng.randint(60, 150))]
    stays += [(place, rng.randint(30, longest)) for place in order[1:]]
    return stays


def build_route(family: Family, rng: random.Random, t0: float, skipped: tuple[str, ...]) -> Route:
    route = Route()
    walker = _Walker(route, rng)
    itinerary = plan_itinerary(family, rng, skipped)
    allowed = {p.key for p in family.places if p.visitable and p.key not in skipped}
    first = family.place(itinerary[0][0])
    x, y = _inside(first, rng)
    route.samples.append(Sample(t0, x, y, first.z, rng.uniform(-math.pi, math.pi), first.key))
    for number, (key, seconds) in enumerate(itinerary):
        place = family.place(key)
        if number > 0:
            origin = route.samples[-1].place
            leave = _leg(family, walker, origin, key, allowed, rng)
            route.legs.append(Leg(origin, key, leave, _first_in(route, key, leave)))
        start = route.samples[-1].t
        _stay(walker, place, seconds, rng)
        route.stays.append(Stay(key, start, route.samples[-1].t))
    return route


def _first_in(route: Route, key: str, after: float) -> float:
    for sample in route.samples:
        if sample.t >= after and sample.place == key:
            return sample.t
    return route.samples[-1].t


def _stay(walker: _Walker, place: Place, seconds: int, rng: random.Random) -> None:
    end = walker.last.t + seconds
    speed = rng.uniform(0.6, 1.0)
    while walker.last.t < end:
        x, y = _inside(place, rng)
        walker.walk_to(x, y, place.key, speed)
        walker.pause(rng.randint(3, 14), place.key, scan=True)


def _leg(
    family: Family,
    walker: _Walker,
    origin: str,
    dest: str,
    allowed: set[str],
    rng: random.Random,
) -> float:
    """Walks from the current place to ``dest``; returns when the robot left ``origin``."""
    prefer = rng.choice(("lift", "escalator", "escalator"))
    speed = rng.uniform(0.9, 1.35)
    left = -1.0
    for link, here, there in shortest_path(family, origin, dest, allowed, prefer):
        start, end = link_points(family, link, here)
        if link.kind == "lift":
            _lift(family, walker, link, here, there, start, rng)
        elif link.kind == "escalator":
            walker.walk_to(start[0], start[1], here, speed)
            _escalator(family, walker, here, there, start, end)
        else:
            if link.kind == "crossing":
                # Stop short of the road, wait for a gap in the traffic, then cross.
                last = walker.last
                d = math.dist((last.x, last.y), start)
                if d > 1.5:
                    f = (d - 1.2) / d
                    walker.walk_to(
                        last.x + f * (start[0] - last.x),
                        last.y + f * (start[1] - last.y),
                        here,
                        speed,
                    )
                walker.face(start[0], start[1], here)
                walker.pause(rng.randint(4, 20), here, scan=False)
            walker.walk_to(start[0], start[1], here, speed)
            if link.kind == "crossing":
                walker.route.crossings.append(Crossing(walker.last.t + 1.0, here, there))
            # One step into the next place, so the portal sample belongs to ``here``.
            target = family.place(there)
            cx, cy = target.centre
            d = math.dist(start, (cx, cy))
            f = min(1.0, 1.5 / d) if d > 0 else 0.0
            walker.walk_to(
                start[0] + f * (cx - start[0]), start[1] + f * (cy - start[1]), there, speed
            )
        if left < 0:
            left = _first_out(walker.route, origin)
    return left if left >= 0 else walker.last.t


def _first_out(route: Route, origin: str) -> float:
    """The time of the first sample outside ``origin`` at the end of the route's last stay."""
    for sample in reversed(route.samples):
        if sample.place == origin:
            return sample.t + 1.0
    return route.samples[-1].t


def _lift(
    family: Family,
    walker: _Walker,
    link: Link,
    here: str,
    there: str,
    point: tuple[float, float],
    rng: random.Random,
) -> None:
    cx, cy = family.place(here).centre
    d = math.dist(point, (cx, cy))
    wx, wy = point[0] + 2.0 * (cx - point[0]) / d, point[1] + 2.0 * (cy - point[1]) / d
    speed = rng.uniform(0.8, 1.1)
    walker.walk_to(wx, wy, here, speed)
    walker.face(point[0], point[1], here)
    walker.pause(rng.randint(8, 40), here, scan=False)
    walker.walk_to(point[0], point[1], "lift", 1.0)
    z0, z1 = family.place(here).z, family.place(there).z
    ride = rng.randint(12, 18)
    start = walker.last.t
    yaw = walker.last.yaw + math.pi
    for i in range(ride):
        walker._step(point[0], point[1], z0 + (z1 - z0) * (i + 1) / ride, yaw, "lift")
    walker.pause(rng.randint(2, 5), "lift", scan=False)
    walker.route.rides.append(
        Ride(start, walker.last.t, "lift", here, there, "up" if z1 > z0 else "down")
    )
    tx, ty = family.place(there).centre
    d = math.dist(point, (tx, ty))
    walker.walk_to(
        point[0] + 2.5 * (tx - point[0]) / d, point[1] + 2.5 * (ty - point[1]) / d, there, 1.0
    )


def _escalator(
    family: Family,
    walker: _Walker,
    here: str,
    there: str,
    start: tuple[float, float],
    end: tuple[float, float],
) -> None:
    walker.face(end[0], end[1], here)
    z0, z1 = family.place(here).z, family.place(there).z
    length = math.dist(start, end)
    seconds = max(8, round(math.hypot(length, z1 - z0) / 0.5))
    t_start = walker.last.t
    yaw = math.atan2(end[1] - start[1], end[0] - start[0])
    for i in range(seconds):
        f = (i + 1) / seconds
        walker._step(
            start[0] + f * (end[0] - start[0]),
            start[1] + f * (end[1] - start[1]),
            z0 + f * (z1 - z0),
            yaw,
            "escalator",
        )
    walker.route.rides.append(
        Ride(t_start, walker.last.t, "escalator", here, there, "up" if z1 > z0 else "down")
    )
    # Step off the end, onto the destination level.
    ex = end[0] + 2.0 * math.cos(yaw)
    ey = end[1] + 2.0 * math.sin(yaw)
    walker.walk_to(ex, ey, there, 1.0)
