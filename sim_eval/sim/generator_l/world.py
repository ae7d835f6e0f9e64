"""A family made concrete for one seed: run times and every object instance with its
position, colour, state schedule, text schedule, moves or track."""

from __future__ import annotations

import bisect
import math
from dataclasses import dataclass, field

import numpy as np

from sim_eval.sim.generator_l.model import ClassSpec, Family, Place
from sim_eval.sim.generator_l.seeding import chance, pick, shuffled, stream

EPOCH_2026 = 1767225600  # 2026-01-01T00:00:00Z
Point = tuple[float, float, float]


@dataclass
class Instance:
    iid: str
    cls: str
    colour: str | None
    # (from_t, place, position): where it is from that time on; the first entry is from -inf.
    stays: list[tuple[float, str, Point]]
    states: list[tuple[float, str]] = field(default_factory=list)
    texts: list[tuple[float, str]] = field(default_factory=list)
    track: list[tuple[float, float, float]] = field(default_factory=list)  # (t, x, y)

    def place_at(self, t: float) -> str:
        return self._stay(t)[1]

    def position_at(self, t: float) -> Point:
        pos = self._stay(t)[2]
        if not self.track:
            return pos
        times = [p[0] for p in self.track]
        k = bisect.bisect_right(times, t)
        if k == 0:
            return (self.track[0][1], self.track[0][2], pos[2])
        if k >= len(self.track):
            return (self.track[-1][1], self.track[-1][2], pos[2])
        (t0, x0, y0), (t1, x1, y1) = self.track[k - 1], self.track[k]
        f = 0.0 if t1 <= t0 else (t - t0) / (t1 - t0)
        return (x0 + (x1 - x0) * f, y0 + (y1 - y0) * f, pos[2])

    def _stay(self, t: float) -> tuple[float, str, Point]:
        chosen = self.stays[0]
        for stay in self.stays[1:]:
            if stay[0] <= t:
                chosen = stay
        return chosen

    def state_at(self, t: float) -> str | None:
        return _schedule_value(self.states, t)

    def text_at(self, t: float) -> str | None:
        return _schedule_value(self.texts, t)

    @property
    def home(self) -> str:
        return self.stays[0][1]

    @property
    def places_ever(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(stay[1] for stay in self.stays))


def _schedule_value(schedule: list[tuple[float, str]], t: float) -> str | None:
    value = None
    for start, item in schedule:
        if start <= t or value is None:
            value = item
        else:
            break
    return value


@dataclass
class World:
    family: Family
    seed: int
    t_start: float
    duration_s: float
    instances: list[Instance]

    @property
    def t_end_plan(self) -> float:
        return self.t_start + self.duration_s

    def floor_z(self, floor: int) -> float:
        return self.family.floor(floor).z

    def place_floor(self, place: Place) -> int:
        return place.floors[0]

    def by_class(self, cls: str) -> list[Instance]:
        return [inst for inst in self.instances if inst.cls == cls]

    def instance(self, iid: str) -> Instance:
        for inst in self.instances:
            if inst.iid == iid:
                return inst
        raise KeyError(iid)


def build_world(family: Family, seed: int) -> World:
    time_rng = stream(family.key, seed, "time")
    day = int(time_rng.integers(0, 365))
    start_s = 8 * 3600 + int(time_rng.integers(0, int(8.5 * 3600)))
    t_start = float(EPOCH_2026 + day * 86400 + start_s)
    duration = float(time_rng.uniform(26.0 * 60, 44.0 * 60))
    rng = stream(family.key, seed, "objects")
    instances: list[Instance] = []
    for spec in family.classes:
        instances.extend(_instances(family, spec, rng, t_start, duration))
    return World(family, seed, t_start, duration, instances)


def _instances(
    family: Family, spec: ClassSpec, rng: np.random.Generator, t0: float, duration: float
) -> list[Instance]:
    homes: list[tuple[str, tuple[float, float] | None]] = []
    if spec.key == "door_plate":
        homes = [
            (p.key, _inside_door(family, p)) for p in family.places if p.kind == "room" and p.code
        ]
    elif spec.key == "door":
        homes = [
            (p.key, _inside(p, link.x, link.y, 0.3))
            for link in family.links
            for p in map(family.place, (link.a, link.b))
            if p.kind == "room"
        ]
    else:
        for place, low, high in spec.placement:
            homes.extend([(place, None)] * int(rng.integers(low, high + 1)))
    texts = shuffled(rng, list(spec.texts)) if spec.texts else []
    out = []
    for n, (home, fixed_xy) in enumerate(homes, start=1):
        home_place = family.place(home)
        z = family.floor(home_place.floors[0]).z + spec.centre_height
        x, y = fixed_xy or _random_point(rng, home_place)
        colour = pick(rng, spec.colours) if spec.colours else None
        inst = Instance(f"{spec.key}-{n}", spec.key, colour, [(-math.inf, home, (x, y, z))])
        if spec.states:
            inst.states = _state_schedule(rng, spec.states, t0, duration)
        if spec.texts:
            base = texts[(n - 1) % len(texts)]
            if spec.kind == "screen":
                inst.texts = _text_schedule(rng, base, spec.texts, t0, duration)
            else:
                inst.texts = [(-math.inf, _fill_text(family, home_place, base))]
        if spec.kind in ("moved", "lost"):
            inst.stays.extend(_moves(family, spec, rng, home, t0, duration, spec.centre_height))
        if spec.kind == "moving":
            inst.track = _track(rng, home_place, spec.speed, t0, duration)
        out.append(inst)
    return out


def _random_point(rng: np.random.Generator, place: Place) -> tuple[float, float]:
    x0, y0, x1, y1 = place.rect
    margin = min(1.0, (x1 - x0) / 4, (y1 - y0) / 4)
    x = float(rng.uniform(x0 + margin, x1 - margin))
    y = float(rng.uniform(y0 + margin, y1 - margin))
    return (round(x, 2), round(y, 2))


def _inside_door(family: Family, place: Place) -> tuple[float, float]:
    """0.6 m inside the room from its first doorway."""
    for link in family.links:
        if place.key in (link.a, link.b):
            return _inside(place, link.x, link.y, 0.6)
    return place.centre


def _inside(place: Place, x: float, y: float, depth: float) -> tuple[float, float]:
    """``depth`` m from a doorway (x, y) towards the place's centre."""
    cx, cy = place.centre
    dx, dy = cx - x, cy - y
    norm = math.hypot(dx, dy) or 1.0
    return (round(x + depth * dx / norm, 2), round(y + depth * dy / norm, 2))


def _fill_text(family: Family, place: Place, text: str) -> str:
    if text == "{door}":
        return f"{place.code} {place.name.upper()}"
    if text == "{directory}":
        floor = family.floor(place.floors[0])
        rooms = [
            p.name.upper() for p in family.places if p.floors == place.floors and p.kind == "room"
        ]
        return f"{floor.forms[0].upper()}: " + " - ".join(rooms)
    return text


def _state_schedule(
    rng: np.random.Generator, states: tuple[str, str], t0: float, duration: float
) -> list[tuple[float, str]]:
    current = int(rng.integers(2))
    schedule = [(-math.inf, states[current])]
    t = t0
    while True:
        t += max(90.0, float(rng.exponential(8.0 * 60)))
        if t >= t0 + duration:
            return schedule
        current = 1 - current
        schedule.append((round(t, 2), states[current]))


def _text_schedule(
    rng: np.random.Generator, first: str, pool: tuple[str, ...], t0: float, duration: float
) -> list[tuple[float, str]]:
    schedule = [(-math.inf, first)]
    t = t0
    while True:
        t += float(rng.uniform(6.0 * 60, 14.0 * 60))
        if t >= t0 + duration:
            return schedule
        others = [text for text in pool if text != schedule[-1][1]]
        schedule.append((round(t, 2), pick(rng, others)))


def _moves(
    family: Family,
    spec: ClassSpec,
    rng: np.random.Generator,
    home: str,
    t0: float,
    duration: float,
    height: float,
) -> list[tuple[float, str, Point]]:
    if spec.kind == "lost":
        times = [t0 + duration * float(rng.uniform(0.3, 0.6))]
    else:
        count = 1 + int(chance(rng, 0.4))
        times = sorted(t0 + duration * float(rng.uniform(0.15, 0.85)) for _ in range(count))
    moves = []
    current = home
    for t in times:
        options = [p for p in spec.moves_to if p != current] or [home]
        current = pick(rng, options)
        place = family.place(current)
        x, y = _random_point(rng, place)
        z = family.floor(place.floors[0]).z + height
        moves.append((round(t, 2), current, (x, y, z)))
    return moves


def _track(
    rng: np.random.Generator, place: Place, speed: float, t0: float, duration: float
) -> list[tuple[float, float, float]]:
    x, y = _random_point(rng, place)
    t = t0 - 120.0
    track = [(t, x, y)]
    while t < t0 + duration + 600:
        t += float(rng.uniform(5.0, 45.0))
        track.append((round(t, 2), x, y))
        nx, ny = _random_point(rng, place)
        t += math.hypot(nx - x, ny - y) / speed
        x, y = nx, ny
        track.append((round(t, 2), x, y))
    return track
