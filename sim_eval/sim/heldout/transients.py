"""Things that come and go: people, passing vehicles, animals and moved portable objects."""

from __future__ import annotations

import numpy as np

from .events import Events
from .model import FOREVER, Placement, World
from .populate import add_instance
from .route import Route

NEAR_STREET = {"plaza", "sidewalk", "street", "parking_lot", "bike_parking"}
WORKPLACES = {
    "open_plan",
    "dining_hall",
    "reading_room",
    "computer_lab",
    "lounge",
    "lobby",
    "library_lobby",
    "gym",
    "lab",
}


def add_transients(world: World, route: Route, events: Events, rng: np.random.Generator) -> None:
    """Spawn people, vehicles and animals near the robot, and move some portable objects."""
    cats = world.categories
    horizon = route.duration
    _workers(world, rng)
    for _ in range(int(horizon / 60.0 * rng.uniform(0.6, 1.4))):
        _near_robot(
            world,
            route,
            events,
            rng,
            "person",
            float(rng.uniform(0, horizon)),
            float(rng.uniform(10.0, 240.0)),
        )
    for s in events.stays:
        region = world.regions[s.region]
        if region.kind not in NEAR_STREET:
            continue
        t = s.t0
        while t < s.t1:
            if rng.random() < 0.45:
                _vehicle(world, route, rng, "car", t)
            if "bus" in cats and rng.random() < 0.05:
                _vehicle(world, route, rng, "bus", t)
            if "truck" in cats and rng.random() < 0.04:
                _vehicle(world, route, rng, "truck", t)
            t += 15.0
    for s in events.stays:
        if world.regions[s.region].indoor:
            continue
        for animal, rate in (("dog", 0.12), ("pigeon", 0.1), ("squirrel", 0.1)):
            if animal in cats and rng.random() < rate * s.length / 60.0:
                _near_robot(
                    world,
                    route,
                    events,
                    rng,
                    animal,
                    float(rng.uniform(s.t0, s.t1)),
                    float(rng.uniform(8.0, 60.0)),
                )
    _move_portables(world, route, rng)


def _workers(world: World, rng: np.random.Generator) -> None:
    for region in world.regions:
        if region.kind in WORKPLACES:
            for _ in range(int(rng.integers(1, 6))):
                x = float(rng.uniform(region.x0 + 0.6, region.x1 - 0.6))
                y = float(rng.uniform(region.y0 + 0.6, region.y1 - 0.6))
                add_instance(world, "person", x, y, region, rng, base=0.0)


def _near_robot(
    world: World,
    route: Route,
    events: Events,
    rng: np.random.Generator,
    cat: str,
    t: float,
    stay: float,
) -> None:
    region = world.regions[events.region_at(t)]
    if region.kind in ("elevator", "street") and cat != "person":
        return
    rx, ry, _, _ = route.at(t)
    for _ in range(6):
        x = float(rng.uniform(region.x0 + 0.4, region.x1 - 0.4))
        y = float(rng.uniform(region.y0 + 0.4, region.y1 - 0.4))
        if np.hypot(x - rx, y - ry) > 1.5:
            t0 = t - float(rng.uniform(5.0, 60.0))
            add_instance(world, cat, x, y, region, rng, base=0.0, t0=t0, t1=t + stay)
            return


def _vehicle(world: World, route: Route, rng: np.random.Generator, cat: str, t: float) -> None:
    streets = world.regions_of("street")
    if not streets:
        return
    street = streets[0]
    rx = float(route.at(t)[0])
    x = float(np.clip(rx + rng.uniform(-25.0, 25.0), street.x0 + 2.0, street.x1 - 2.0))
    lane = street.y0 + (0.3 if rng.random() < 0.5 else 0.7) * (street.y1 - street.y0)
    t0 = t + float(rng.uniform(0.0, 12.0))
    add_instance(
        world, cat, x, lane, street, rng, base=0.0, t0=t0, t1=t0 + float(rng.uniform(3.0, 14.0))
    )


def _move_portables(world: World, route: Route, rng: np.random.Generator) -> None:
    horizon = route.duration
    for inst in world.instances:
        c = world.catalog[inst.cat]
        if not c.portable or c.transient or rng.random() > 0.35:
            continue
        kinds = {k for k, _, _ in c.where}
        targets = [r for r in world.regions if r.kind in kinds]
        if not targets:
            continue
        region = targets[int(rng.integers(len(targets)))]
        old = inst.placements[0]
        tm = float(rng.uniform(0.2, 0.8)) * horizon
        x = float(rng.uniform(region.x0 + 0.6, region.x1 - 0.6))
        y = float(rng.uniform(region.y0 + 0.6, region.y1 - 0.6))
        old.t1 = tm
        base = old.z - world.regions[old.region].z
        inst.placements.append(
            Placement(tm, FOREVER, round(x, 3), round(y, 3), round(region.z + base, 3), region.id)
        )
