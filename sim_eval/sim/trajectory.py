"""The robot's route: a walking tour in and out of buildings, sampled every 2 s.

The tour alternates outdoor strolls (sidewalks, plaza, parking lot) with
building visits (in through a door, the atrium, a few rooms, out through a
door), at walking speed, pausing now and then to look around. Each sampled
frame carries the true pose, the region, indoor/outdoor and the enter/leave
events that happened since the previous frame.
"""

from __future__ import annotations

import itertools
import math
from collections import Counter
from dataclasses import dataclass
from typing import Any

import numpy as np

from sim_eval.sim.geometry import Point, distance, heading, wrap_angle
from sim_eval.sim.world import World

# 2026-01-01 09:00:00 UTC: every run starts here, whatever the seed.
START_TIME = 1767258000.0
FRAME_PERIOD_S = 2.0
INDOOR_SPEED = (1.0, 1.2)
OUTDOOR_SPEED = (1.1, 1.4)
# Outdoor places worth strolling to, and how much more often than a forecourt.
STROLL_WEIGHTS = {"plaza": 3.0, "parking lot": 2.0, "sidewalk": 1.5, "forecourt": 1.0, "path": 1.0}


@dataclass(frozen=True)
class Move:
    a: Point
    b: Point
    speed: float

    @property
    def seconds(self) -> float:
        return distance(self.a, self.b) / self.speed


@dataclass(frozen=True)
class Dwell:
    """Standing still, turning the head (camera) from yaw0 to yaw1."""

    at: Point
    seconds: float
    yaw0: float
    yaw1: float


Leg = Move | Dwell


@dataclass(frozen=True)
class Event:
    kind: str  # "enter" or "leave"
    building: str
    door: str
    t: float
    frame: int

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "building": self.building,
            "door": self.door,
            "t": self.t,
            "frame": self.frame,
        }


@dataclass(frozen=True)
class TrueFrame:
    """Where the robot really was at one sampled instant."""

    index: int
    t: float
    x: float
    y: float
    yaw: float
    region: str
    indoor: bool
    building: str | None
    moving: bool
    events: tuple[Event, ...] = ()

    @property
    def xy(self) -> Point:
        return (self.x, self.y)


class _Walker:
    """Accumulates legs and the time they take, keeping track of where the robot is."""

    def __init__(self, world: World, rng: np.random.Generator, at: Point, region: str) -> None:
        self.world, self.rng = world, rng
        self.at, self.region = at, region
        self.yaw = 0.0
        self.elapsed = 0.0
        self.legs: list[Leg] = []

    def speed(self, region: str) -> float:
        low, high = INDOOR_SPEED if self.world.regions[region].indoor else OUTDOOR_SPEED
        return float(self.rng.uniform(low, high))

    def through(self, region: str) -> frozenset[str]:
        """Outdoors, plus the building being visited: strolls never cut through buildings."""
        buildings = {self.world.regions[r].building for r in (self.region, region)}
        return frozenset(
            r.id for r in self.world.regions.values() if not r.indoor or r.building in buildings
        )

    def walk_to(self, goal: Point, region: str) -> None:
        speed = self.speed(region)
        points = self.world.nav.route(self.at, self.region, goal, region, self.through(region))
        for a, b in itertools.pairwise(points):
            if distance(a, b) > 1e-6:
                self.legs.append(Move(a, b, speed))
                self.elapsed += distance(a, b) / speed
                self.yaw = heading(a, b)
        self.at, self.region = goal, region

    def look_around(self, seconds: float) -> None:
        turn = float(self.rng.uniform(-1.2, 1.2))
        self.legs.append(Dwell(self.at, seconds, self.yaw, self.yaw + turn))
        self.elapsed += seconds
        self.yaw = wrap_angle(self.yaw + turn)

    def seconds_to(self, goal: Point, region: str) -> float:
        metres = self.world.nav.length(self.at, self.region, goal, region, self.through(region))
        return metres / INDOOR_SPEED[0]


def plan_tour(world: World, rng: np.random.Generator, seconds: float) -> list[Leg]:
    """Legs covering at least ``seconds``: first into the nearest building, then alternating."""
    first = world.doors[world.buildings["A"].doors[0]]
    sidewalk = world.regions["north-sidewalk"].box
    start = (
        float(np.clip(first.at[0] + rng.uniform(-12, 12), sidewalk.x0 + 1, sidewalk.x1 - 1)),
        float(rng.uniform(sidewalk.y0 + 0.8, sidewalk.y1 - 0.8)),
    )
    walker = _Walker(world, rng, start, "north-sidewalk")
    visits: Counter[str] = Counter()
    building = "A"
    while walker.elapsed < seconds:
        _visit_building(walker, building, visits, deadline=seconds)
        visits[building] += 1
        for _ in range(int(rng.integers(1, 4))):
            _stroll(walker)
        least = min(visits[b] for b in world.buildings)
        candidates = [b for b in world.buildings if visits[b] == least and b != building]
        building = str(rng.choice(candidates or sorted(world.buildings)))
    return walker.legs


def _visit_building(walker: _Walker, building: str, visits: Counter[str], deadline: float) -> None:
    """In through a door, atrium, some rooms (as time allows), out through a door."""
    world, rng = walker.world, walker.rng
    doors = [world.doors[door_id] for door_id in world.buildings[building].doors]
    weights = np.array([0.65 if door.name == "main entrance" else 0.35 for door in doors])
    entry = doors[int(rng.choice(len(doors), p=weights / weights.sum()))]
    inside = world.regions[entry.inside_region]
    walker.walk_to(inside.box.clamp(entry.at, 1.5), inside.id)
    if inside.kind == "atrium" or rng.random() < 0.3:
        atrium = world.regions[f"{building}.atrium"]
        walker.walk_to(atrium.box.sample(rng, 1.5), atrium.id)
        walker.look_around(float(rng.uniform(2, 6)))

    exit_door = doors[int(rng.choice(len(doors), p=weights / weights.sum()))]
    exit_inside = world.regions[exit_door.inside_region]
    exit_point = exit_inside.box.clamp(exit_door.at, 1.5)
    rooms = [
        r
        for r in world.regions.values()
        if r.building == building and r.kind not in ("atrium", "hallway")
    ]
    unvisited_first = sorted(rooms, key=lambda r: (visits[r.id], float(rng.random())))
    for room in unvisited_first[: int(rng.integers(2, 5))]:
        budget = walker.seconds_to(room.box.center, room.id) + 30.0
        budget += (
            world.nav.length(
                room.box.center, room.id, exit_point, exit_inside.id, walker.through(room.id)
            )
            / INDOOR_SPEED[0]
        )
        if walker.elapsed + budget > deadline:
            break
        visits[room.id] += 1
        for stop in range(int(rng.integers(2, 4))):
            walker.walk_to(room.box.sample(rng, 1.4), room.id)
            if stop == 0 or rng.random() < 0.5:
                walker.look_around(float(rng.uniform(2, 8)))
    if rng.random() < 0.4:
        hall = world.regions[f"{building}.hallway"]
        walker.walk_to(hall.box.sample(rng, 1.0), hall.id)
    walker.walk_to(exit_point, exit_inside.id)
    outside = world.regions[exit_door.outside_region]
    walker.walk_to(outside.box.clamp(exit_door.at, 2.5), outside.id)


def _stroll(walker: _Walker) -> None:
    """Walk to a random outdoor place, sometimes stopping to look around."""
    world, rng = walker.world, walker.rng
    places = [
        r for r in world.regions.values() if r.kind in STROLL_WEIGHTS and r.id != walker.region
    ]
    weights = np.array([STROLL_WEIGHTS[r.kind] for r in places])
    place = places[int(rng.choice(len(places), p=weights / weights.sum()))]
    walker.walk_to(place.box.sample(rng, 0.8 if place.kind == "sidewalk" else 1.5), place.id)
    if rng.random() < 0.4:
        walker.look_around(float(rng.uniform(2, 6)))


def sample_frames(world: World, legs: list[Leg], count: int) -> list[TrueFrame]:
    """The pose every FRAME_PERIOD_S along the legs, with regions and door events."""
    frames: list[TrueFrame] = []
    leg_index, leg_start = 0, 0.0
    region: str | None = None
    for index in range(count):
        elapsed = index * FRAME_PERIOD_S
        while leg_index < len(legs) - 1 and leg_start + legs[leg_index].seconds <= elapsed:
            leg_start += legs[leg_index].seconds
            leg_index += 1
        leg = legs[leg_index]
        fraction = min(1.0, (elapsed - leg_start) / max(leg.seconds, 1e-9))
        if isinstance(leg, Move):
            x = leg.a[0] + (leg.b[0] - leg.a[0]) * fraction
            y = leg.a[1] + (leg.b[1] - leg.a[1]) * fraction
            yaw, moving = heading(leg.a, leg.b), True
        else:
            (x, y), moving = leg.at, False
            yaw = wrap_angle(leg.yaw0 + (leg.yaw1 - leg.yaw0) * fraction)
        here = world.region_at((x, y), prefer=region)
        region = here.id
        t = START_TIME + elapsed
        events = _events(world, frames[-1] if frames else None, here.building, (x, y), t, index)
        frames.append(
            TrueFrame(
                index,
                t,
                round(x, 3),
                round(y, 3),
                round(yaw, 4),
                here.id,
                here.indoor,
                here.building,
                moving,
                events,
            )
        )
    return frames


def _events(
    world: World,
    previous: TrueFrame | None,
    building: str | None,
    at: Point,
    t: float,
    index: int,
) -> tuple[Event, ...]:
    """Leaving the previous frame's building and/or entering this frame's, by the nearest door."""
    if previous is None or previous.building == building:
        return ()
    midpoint = ((previous.x + at[0]) / 2, (previous.y + at[1]) / 2)
    events = []
    for kind, which in (("leave", previous.building), ("enter", building)):
        if which is None:
            continue
        door = min(
            world.buildings[which].doors, key=lambda d: distance(world.doors[d].at, midpoint)
        )
        events.append(Event(kind, which, door, t, index))
    return tuple(events)


def simulate_route(world: World, rng: np.random.Generator, minutes: float) -> list[TrueFrame]:
    """``minutes`` of frames (one every FRAME_PERIOD_S) along a fresh tour."""
    count = max(1, round(minutes * 60.0 / FRAME_PERIOD_S))
    legs = plan_tour(world, rng, count * FRAME_PERIOD_S + FRAME_PERIOD_S)
    return sample_frames(world, legs, count)


def path_length(frames: list[TrueFrame]) -> float:
    return sum(math.dist(a.xy, b.xy) for a, b in itertools.pairwise(frames))
