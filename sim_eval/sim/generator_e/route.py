"""The robot's true route at 1 Hz: stays, legs over doors, stairs and the lift, kerb waits.

Samples are taken every second of run time (offset 0 = the first frame), each tagged with
the place it is in and what the robot was doing, so visits, lift rides and street
crossings can be read back exactly.
"""

from __future__ import annotations

import heapq
import math
import random
from dataclasses import dataclass, field

from sim_eval.sim.generator_e.world import Connection, Place, World, dist


@dataclass
class Sample:
    x: float
    y: float
    z: float
    yaw: float
    place: str
    level: int
    activity: str  # moving, scanning, wait_lift, riding, stairs, wait_kerb


@dataclass
class Route:
    samples: list[Sample]
    stays: list[tuple[str, int, int]]  # planned stays: place, start, end (offsets, s)
    visits: list[tuple[str, int, int]] = field(default_factory=list)  # place, first, last+1
    rides: list[tuple[int, int, int, int]] = field(default_factory=list)  # t0, t1, from, to
    lift_waits: list[tuple[int, int]] = field(default_factory=list)
    crossings: list[tuple[int, int]] = field(default_factory=list)
    kerb_waits: list[tuple[int, int]] = field(default_factory=list)

    def runs(self, activity: str) -> list[tuple[int, int]]:
        """Intervals [t0, t1) where the robot did ``activity``."""
        out: list[tuple[int, int]] = []
        start: int | None = None
        for i, s in enumerate(self.samples):
            if s.activity == activity and start is None:
                start = i
            elif s.activity != activity and start is not None:
                out.append((start, i))
                start = None
        if start is not None:
            out.append((start, len(self.samples)))
        return out


class _Sim:
    """Steps the robot one second at a time."""

    def __init__(self, world: World, rng: random.Random) -> None:
        self.world = world
        self.rng = rng
        start = world.places[world.start_place]
        self.x, self.y = start.random_point(rng, 1.5)
        self.level = start.level
        self.z = world.z_of(self.level)
        self.yaw = rng.uniform(-math.pi, math.pi)
        self.place = start.id
        self.samples: list[Sample] = []
        self.speed = 1.0
        self.adj: dict[str, list[Connection]] = {}
        for conn in world.connections:
            self.adj.setdefault(conn.a, []).append(conn)
            self.adj.setdefault(conn.b, []).append(conn)

    @property
    def t(self) -> int:
        return len(self.samples)

    def emit(self, activity: str) -> None:
        self.samples.append(
            Sample(
                round(self.x, 3),
                round(self.y, 3),
                round(self.z, 3),
                self.yaw,
                self.place,
                self.level,
                activity,
            )
        )

    def walk(self, tx: float, ty: float, activity: str = "moving") -> None:
        d = math.hypot(tx - self.x, ty - self.y)
        if d < 0.05:
            return
        self.yaw = math.atan2(ty - self.y, tx - self.x)
        steps = max(1, round(d / self.speed))
        x0, y0 = self.x, self.y
        for k in range(1, steps + 1):
            self.x = x0 + (tx - x0) * k / steps
            self.y = y0 + (ty - y0) * k / steps
            self.emit(activity)

    def turn_to(self, yaw: float, activity: str = "scanning") -> None:
        delta = (yaw - self.yaw + math.pi) % (2 * math.pi) - math.pi
        steps = max(1, int(abs(delta) / 0.6))
        start = self.yaw
        for k in range(1, steps + 1):
            self.yaw = start + delta * k / steps
            self.emit(activity)

    def wait(self, seconds: int, activity: str, scan: bool) -> None:
        base = self.yaw
        for k in range(seconds):
            if scan:
                self.yaw = base + 0.9 * math.sin(k / 4.0 + self.rng.uniform(-0.1, 0.1))
            self.emit(activity)

    # navigation -------------------------------------------------------------------------
    def plan(self, goal: str, lift_bias: float) -> list[tuple[str, Connection]]:
        """Places to pass and the connection into each, by Dijkstra over the place graph."""
        places = self.world.places
        best: dict[str, float] = {self.place: 0.0}
        prev: dict[str, tuple[str, Connection]] = {}
        heap: list[tuple[float, str]] = [(0.0, self.place)]
        while heap:
            cost, here = heapq.heappop(heap)
            if here == goal:
                break
            if cost > best.get(here, math.inf):
                continue
            for conn in self.adj.get(here, []):
                there = conn.b if conn.a == here else conn.a
                if conn.kind == "stairs":
                    w = 20.0 * (1.0 / lift_bias)
                elif conn.kind == "lift":
                    w = 20.0 * lift_bias
                else:
                    w = dist(places[here].centre, conn.point) + dist(
                        conn.point, places[there].centre
                    )
                if cost + w < best.get(there, math.inf):
                    best[there] = cost + w
                    prev[there] = (here, conn)
                    heapq.heappush(heap, (cost + w, there))
        path: list[tuple[str, Connection]] = []
        node = goal
        while node != self.place:
            here, conn = prev[node]
            path.append((node, conn))
            node = here
        return path[::-1]

    def go(self, goal: str, target: tuple[float, float], lift_bias: float) -> None:
        places = self.world.places
        path = self.plan(goal, lift_bias) if goal != self.place else []
        i = 0
        while i < len(path):
            nxt, conn = path[i]
            here = places[self.place]
            there = places[nxt]
            if conn.kind == "lift":
                j = i
                while j + 1 < len(path) and path[j + 1][1].kind == "lift":
                    j += 1
                self.ride(places[path[j][0]])
                i = j + 1
                continue
            if conn.kind == "stairs":
                self.climb(there)
                i += 1
                continue
            ax, ay = here.clamp(*conn.point, 0.8)
            self.walk(ax, ay)
            if there.kind == "lift":
                self.wait_for_lift(conn.point)
            if conn.kind == "kerb" and there.kind == "crossing":
                cx, cy = there.centre
                self.turn_to(math.atan2(cy - self.y, cx - self.x))
                self.wait(self.rng.randint(6, 40), "wait_kerb", scan=True)
            self.walk(*conn.point)
            self.place = nxt
            bx, by = there.clamp(*conn.point, 0.9 if there.kind != "lift" else 1.6)
            self.walk(bx, by)
            i += 1
        here = places[self.place]
        self.walk(*here.clamp(*target, 0.8))

    def wait_for_lift(self, door: tuple[float, float]) -> None:
        """Stand back from the lift doors, facing them, until the car comes."""
        dx, dy = door[0] - self.x, door[1] - self.y
        d = math.hypot(dx, dy) or 1.0
        px, py = self.world.places[self.place].clamp(
            door[0] - 2.0 * dx / d, door[1] - 2.0 * dy / d, 0.5
        )
        self.walk(px, py)
        self.turn_to(math.atan2(door[1] - self.y, door[0] - self.x), "wait_lift")
        self.wait(self.rng.randint(8, 75), "wait_lift", scan=False)

    def ride(self, car: Place) -> None:
        """Ride from the current lift car to ``car``; z changes smoothly."""
        z0, z1 = self.z, self.world.z_of(car.level)
        self.turn_to(self.yaw + math.pi, "riding")
        self.wait(3, "riding", scan=False)
        floors = abs(car.level - self.level)
        steps = 4 + 5 * floors
        level0 = self.level
        for k in range(1, steps + 1):
            self.z = z0 + (z1 - z0) * k / steps
            nearest = level0 + round((car.level - level0) * k / steps)
            if nearest != self.level:
                self.level = nearest
                self.place = f"lift_{nearest}" if f"lift_{nearest}" in self.world.places else car.id
            self.emit("riding")
        self.place = car.id
        self.level = car.level
        self.wait(3, "riding", scan=False)

    def climb(self, top: Place) -> None:
        """Walk the flights of a stairwell; z follows and the place flips halfway."""
        here = self.world.places[self.place]
        x0, y0, x1, y1 = here.rect
        z0, z1 = self.z, self.world.z_of(top.level)
        long_x = (x1 - x0) >= (y1 - y0)
        a = (x0 + 1.0, (y0 + y1) / 2 - 1.0) if long_x else ((x0 + x1) / 2 - 1.0, y0 + 1.0)
        b = (x1 - 1.0, (y0 + y1) / 2 - 1.0) if long_x else ((x0 + x1) / 2 - 1.0, y1 - 1.0)
        c = (x0 + 1.0, (y0 + y1) / 2 + 1.0) if long_x else ((x0 + x1) / 2 + 1.0, y0 + 1.0)
        self.walk(*a, "stairs")
        legs = [b, c]
        steps_total = 0
        plan: list[tuple[float, float]] = []
        for leg in legs:
            n = max(
                4,
                round(
                    math.hypot(
                        leg[0] - (plan[-1] if plan else a)[0], leg[1] - (plan[-1] if plan else a)[1]
                    )
                    / 0.5
                ),
            )
            start = plan[-1] if plan else a
            plan.extend(
                (start[0] + (leg[0] - start[0]) * k / n, start[1] + (leg[1] - start[1]) * k / n)
                for k in range(1, n + 1)
            )
            steps_total += n
        for k, (px, py) in enumerate(plan, start=1):
            self.yaw = (
                math.atan2(py - self.y, px - self.x) if (px, py) != (self.x, self.y) else self.yaw
            )
            self.x, self.y = px, py
            self.z = z0 + (z1 - z0) * k / steps_total
            if k > steps_total // 2 and self.place != top.id:
                self.place = top.id
                self.level = top.level
            self.emit("stairs")
        self.z = z1

    def stay(self, seconds: int) -> None:
        """Wander around the place with scanning pauses for about ``seconds``."""
        end = self.t + seconds
        place = self.world.places[self.place]
        while self.t < end:
            px, py = place.random_point(self.rng, 1.0)
            if math.hypot(px - self.x, py - self.y) > max(4.0, (end - self.t) * 0.6):
                px = self.x + (px - self.x) * 0.4
                py = self.y + (py - self.y) * 0.4
            self.walk(px, py)
            left = end - self.t
            if left > 0:
                self.wait(min(left, self.rng.randint(4, 25)), "scanning", scan=True)


def simulate(world: World, key: str) -> Route:
    """The whole route for a world: an itinerary of stays joined by legs."""
    rng = random.Random(f"route-{key}")
    sim = _Sim(world, rng)
    target = rng.uniform(25.0, 49.0) * 60.0
    places = world.places
    stayable = sorted(p.id for p in places.values() if p.stayable and not p.outdoor)
    must = [m for m in world.must_visit if m in places]
    indoor = [m for m in must if not places[m].outdoor]
    outdoor = [m for m in must if places[m].outdoor]
    rng.shuffle(indoor)
    extras = rng.sample([s for s in stayable if s not in indoor], k=min(5, len(stayable) - 1))
    sequence = indoor + extras
    rng.shuffle(sequence)
    revisit = rng.sample(indoor, k=min(2, len(indoor)))
    for r in revisit:
        sequence.insert(rng.randint(len(sequence) // 2, len(sequence)), r)
    first_out = [o for o in outdoor if o != "busstop"]
    rng.shuffle(first_out)
    split = rng.randint(1, max(1, len(first_out) - 1))
    outing_a, outing_b = first_out[:split], first_out[split:]
    if "busstop" in outdoor:  # across the road: the turning point of the first outing
        outing_a.insert(rng.randint(1, len(outing_a)), "busstop")
    expected = max(6, int(target / 230.0))
    pos_a = rng.randint(1, max(1, expected // 3))
    sequence[pos_a:pos_a] = outing_a
    if outing_b:
        pos_b = rng.randint(pos_a + len(outing_a) + 2, max(pos_a + len(outing_a) + 2, expected - 2))
        sequence[pos_b:pos_b] = outing_b
    start_level = places[world.start_place].level
    early = sequence[: max(2, expected // 2)]
    if all(places[s].level == start_level for s in early):
        upstairs = sorted(s for s in stayable if places[s].level != start_level)
        if upstairs:
            sequence.insert(rng.randint(1, max(1, expected // 2)), rng.choice(upstairs))
    sequence.insert(0, world.start_place)
    stays: list[tuple[str, int, int]] = []
    used_lift = False
    i = 0
    while sim.t < target:
        goal = sequence[i] if i < len(sequence) else rng.choice(stayable)
        i += 1
        if goal == sim.place and stays:
            continue
        level_change = places[goal].level != sim.level
        bias = 0.2 if (level_change and not used_lift) else rng.choice([0.3, 0.6, 3.0, 4.0])
        used_lift = used_lift or (level_change and bias < 1.0)
        sim.speed = rng.uniform(0.8, 1.2)
        sim.go(goal, places[goal].random_point(rng, 1.5), bias)
        seconds = int(
            rng.choice(
                [
                    rng.uniform(30, 90),
                    rng.uniform(30, 150),
                    rng.uniform(60, 200),
                    rng.uniform(120, 360),
                ]
            )
        )
        if places[goal].outdoor:
            seconds = min(seconds, 240)
        seconds = max(30, min(seconds, int(target - sim.t) + 30))
        start = sim.t
        sim.stay(seconds)
        stays.append((goal, start, sim.t))
    route = Route(samples=sim.samples, stays=stays)
    _annotate(route)
    return route


def _annotate(route: Route) -> None:
    """Visits, lift rides and waits, kerb waits and crossings from the tagged samples."""
    samples = route.samples
    start = 0
    for i in range(1, len(samples) + 1):
        if i == len(samples) or samples[i].place != samples[start].place:
            route.visits.append((samples[start].place, start, i))
            start = i
    for t0, t1 in route.runs("riding"):
        route.rides.append(
            (t0, t1, samples[max(0, t0 - 1)].level, samples[min(t1, len(samples) - 1)].level)
        )
    route.lift_waits = route.runs("wait_lift")
    route.kerb_waits = route.runs("wait_kerb")
    route.crossings = [(v[1], v[2]) for v in route.visits if v[0] == "crossing"]
