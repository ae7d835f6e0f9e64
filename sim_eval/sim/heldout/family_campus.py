"""The 'campus' family: several university buildings around a quad, with streets and fields."""

from __future__ import annotations

import numpy as np

from . import catalog_campus as cat
from .builder import Builder
from .buildings import Floor, build_floor, fill_row
from .model import Region, World
from .populate import add_instance, choose_present, populate
from .rng import pick
from .signs import add_sign, door_sign

ROWS = {
    "library": (
        [("library_lobby", 8.0), ("reading_room", 14.0)],
        [("stacks", 14.0), ("study_room", 5.0), ("restroom", 4.5)],
    ),
    "lecture": (
        [("lobby", 5.0), ("lecture_hall", 14.0), ("seminar_room", 7.0)],
        [("computer_lab", 10.0), ("restroom", 4.5), ("seminar_room", 7.0)],
    ),
    "science": (
        [("lobby", 5.0), ("lab", 12.0), ("staff_office", 6.0)],
        [("restroom", 4.5), ("staff_office", 5.0), ("study_room", 5.0)],
    ),
    "dining": (
        [("lobby", 5.0), ("dining_hall", 16.0), ("servery", 7.0)],
        [("kitchen", 10.0), ("restroom", 4.5)],
    ),
    "union": (
        [("lobby", 5.0), ("lounge", 12.0), ("store", 8.0)],
        [("gym", 14.0), ("restroom", 4.5)],
    ),
}
SLOTS = ("north_west", "north_east", "west", "east")


def build_campus(world: World, rng: np.random.Generator) -> None:
    """Lay out, furnish and sign a campus world in place."""
    b = Builder()
    types = [str(t) for t in rng.permutation(list(ROWS))[:4]]
    names = {t: str(pick(rng, cat.BUILDINGS[t])) for t in types}
    depths = (round(float(rng.uniform(7.0, 9.5)), 1), 2.6, round(float(rng.uniform(6.0, 8.0)), 1))
    depth = sum(depths)
    plans = {t: _rows(rng, t) for t in types}
    widths = {t: round(max(sum(w for _, w in r) for r in plans[t]), 1) for t in types}
    qw = round(max(56.0, widths[types[0]] + widths[types[1]] + 10.0, float(rng.uniform(56, 70))), 1)
    qd = round(max(depth + 6.0, float(rng.uniform(36.0, 44.0))), 1)
    origins = {
        "north_west": (2.0, qd + 6.0),
        "north_east": (qw - 2.0 - widths[types[1]], qd + 6.0),
        "west": (-12.0 - widths[types[2]], qd / 2 - depth / 2),
        "east": (qw + 12.0, qd / 2 - depth / 2),
    }
    floors: dict[str, Floor] = {}
    codes = [f"{pick(rng, 'ABCDG')}{int(rng.integers(1, 30))}" for _ in range(3)]
    for slot, t in zip(SLOTS, types, strict=True):
        bottom, top = plans[t]
        x0, y0 = origins[slot]
        floors[slot] = build_floor(
            b,
            rng,
            building=names[t],
            origin=(x0, y0),
            width=widths[t],
            bottom=fill_row(x0, x0 + widths[t], bottom),
            top=fill_row(x0, x0 + widths[t], top),
            depths=depths,
            labels={"lecture_hall": list(codes)},
        )
    out = _outdoors(b, rng, qw, qd)
    _entrances(b, rng, floors, out)
    world.regions, world.doors = b.regions, b.doors
    world.walls = b.walls()
    world.names = {
        "street": str(pick(rng, cat.STREETS)),
        **{f"building_{t}": names[t] for t in types},
    }
    world.names["buildings"] = "|".join(names[t] for t in types)
    choose_present(world, rng)
    populate(world, rng)
    _street_furniture(world, rng, out["xc"])
    _signs(world, rng, floors)


def _rows(rng: np.random.Generator, t: str) -> tuple[list, list]:
    bottom, top = ROWS[t]
    top = [top[0]] + [x for x in top[1:] if x[0] == "restroom" or rng.random() < 0.6]
    head = [x for x in bottom if x[0] in ("lobby", "library_lobby")]
    rest = [x for x in bottom if x not in head]
    rest = [rest[i] for i in rng.permutation(len(rest))]
    top = [top[i] for i in rng.permutation(len(top))]
    return head + rest, top


def _outdoors(b: Builder, rng: np.random.Generator, qw: float, qd: float) -> dict:
    out: dict = {}
    out["quad"] = b.region("quad", (0.0, 0.0, qw, qd), indoor=False)
    out["north"] = b.region("walkway", (-12.0, qd, qw + 14.0, qd + 6.0), indoor=False)
    out["west"] = b.region("walkway", (-12.0, 0.0, 0.0, qd), indoor=False)
    out["east"] = b.region("walkway", (qw, 0.0, qw + 12.0, qd), indoor=False)
    out["plaza"] = b.region("plaza", (-12.0, -10.0, qw + 12.0, 0.0), indoor=False)
    b.region("sports_field", (qw + 14.0, qd, qw + 74.0, qd + 45.0), indoor=False)
    street = b.region("street", (-40.0, -20.0, qw + 40.0, -10.0), indoor=False)
    walk = b.region("sidewalk", (-40.0, -25.0, qw + 40.0, -20.0), indoor=False)
    xp = round(float(rng.uniform(0.0, max(1.0, qw - 40.0))), 1)
    b.region("parking_lot", (xp, -55.0, xp + 40.0, -25.0), indoor=False)
    b.portals({"street"})
    xc = round(float(rng.uniform(10.0, qw - 10.0)), 1)
    b.door(out["plaza"], street, xc, -10.0, 4.0, "crossing")
    b.door(street, walk, xc, -20.0, 4.0, "crossing")
    out["xc"] = xc
    return out


def _entrances(b: Builder, rng: np.random.Generator, floors: dict[str, Floor], out: dict) -> None:
    for slot, fl in floors.items():
        lobby = fl.first("library_lobby") or fl.first("lobby")
        corr = fl.corridor
        ym = 0.5 * (corr.y0 + corr.y1)
        if slot.startswith("north") and lobby is not None:
            x = float(rng.uniform(lobby.x0 + 1.5, lobby.x1 - 1.5))
            b.door(lobby, out["north"], x, lobby.y0, 2.2, "entrance")
        elif slot == "west":
            b.door(corr, out["west"], corr.x1, ym, 2.0, "entrance")
        elif slot == "east":
            b.door(corr, out["east"], corr.x0, ym, 2.0, "entrance")


def _street_furniture(world: World, rng: np.random.Generator, xc: float) -> None:
    plaza = world.regions_of("plaza")[0]
    street = world.regions_of("street")[0]
    walk = world.regions_of("sidewalk")[0]
    add_instance(world, "crosswalk", xc, 0.5 * (street.y0 + street.y1), street, rng)
    add_instance(world, "traffic_light", xc + 3.0, plaza.y0 + 0.6, plaza, rng)
    add_instance(world, "traffic_light", xc - 3.0, walk.y1 - 0.6, walk, rng)
    name = world.names["street"]
    add_sign(
        world,
        rng,
        name.upper(),
        (name.split()[0].lower().replace("'s", ""),),
        xc + 5.0,
        plaza.y0 + 0.6,
        plaza,
        about=street,
        mount="street",
        base=2.5,
    )


def _entrance_point(world: World, building: str) -> tuple[float, float, Region] | None:
    for d in world.doors:
        if d.kind != "entrance":
            continue
        a, o = world.regions[d.a], world.regions[d.b]
        if a.building == building and not o.indoor:
            dx = 0.0 if d.axis == "h" else (0.4 if o.x0 >= a.x1 - 1e-3 else -0.4)
            dy = 0.0 if d.axis == "v" else (0.4 if o.y0 >= a.y1 - 1e-3 else -0.4)
            return (
                d.x + dx + (1.6 if d.axis == "h" else 0.0),
                d.y + dy + (1.6 if d.axis == "v" else 0.0),
                o,
            )
    return None


def _signs(world: World, rng: np.random.Generator, floors: dict[str, Floor]) -> None:
    for fl in floors.values():
        building = fl.corridor.building
        spot = _entrance_point(world, building)
        if spot is not None:
            x, y, region = spot
            key = max(building.split(), key=len).lower()
            add_sign(
                world,
                rng,
                building.upper(),
                (key,),
                x,
                y,
                region,
                about=fl.rooms[0],
                mount="entrance",
                base=2.8,
            )
    for room in world.regions_of("reading_room"):
        add_sign(world, rng, "QUIET PLEASE", ("quiet",), room.x0 + 0.3, room.centre[1], room)
    for room in world.regions_of("lab"):
        door_sign(world, rng, room, "SAFETY GOGGLES REQUIRED", ("goggles",))
    for room in world.regions_of("gym"):
        door_sign(world, rng, room, "NO OUTDOOR SHOES", ("shoes",))
    for room in world.regions_of("lecture_hall"):
        if room.label:
            door_sign(world, rng, room, f"ROOM {room.label}", (room.label.lower(),))
    for room in world.regions_of("store"):
        add_sign(
            world,
            rng,
            "SALE - 20% OFF",
            ("sale", "20%", "20 percent"),
            room.x0 + 0.3,
            room.centre[1],
            room,
        )
    for room in world.regions_of("library_lobby"):
        add_sign(
            world, rng, "LIBRARY CARD REQUIRED", ("card",), room.x1 - 0.3, room.centre[1], room
        )
    for room in world.regions_of("dining_hall"):
        add_sign(
            world, rng, "ENJOY YOUR MEAL", ("enjoy", "meal"), room.x0 + 0.3, room.centre[1], room
        )
    for room in world.regions_of("restroom"):
        door_sign(world, rng, room, "RESTROOMS", ())
    route = int(rng.integers(2, 40))
    for walk in world.regions_of("sidewalk"):
        stops = [i for i in world.instances if i.cat == "bus_stop"]
        if stops:
            p = stops[0].placements[0]
            add_sign(
                world,
                rng,
                f"ROUTE {route}",
                (f"route {route}", str(route)),
                p.x + 2.5,
                p.y,
                walk,
                base=2.4,
            )
    for park in world.regions_of("parking_lot"):
        add_sign(
            world,
            rng,
            "PERMIT HOLDERS ONLY",
            ("permit",),
            park.x0 + 3.0,
            park.y1 - 1.0,
            park,
            base=2.0,
        )
