"""The 'office' family: a one- or two-storey office building with its surroundings."""

from __future__ import annotations

import numpy as np

from . import catalog_office as cat
from .builder import Builder
from .buildings import ELEVATOR_W, STAIR_W, Floor, build_floor, fill_row
from .model import World
from .populate import add_instance, choose_present, populate
from .rng import pick
from .signs import add_sign, door_sign

OPTIONAL = [
    ("kitchenette", 6.0),
    ("print_room", 5.0),
    ("server_room", 4.5),
    ("storage", 4.0),
    ("mail_room", 5.0),
    ("lounge", 9.0),
]
SERVER_TEXTS = (
    ("AUTHORIZED PERSONNEL ONLY", ("authorized", "authorised", "personnel")),
    ("RESTRICTED AREA - IT STAFF ONLY", ("restricted", "it staff")),
    ("NO ENTRY WITHOUT BADGE", ("no entry", "badge")),
)
KITCHEN_TEXTS = (
    ("PLEASE KEEP IT TIDY", ("tidy",)),
    ("CLEAN UP AFTER YOURSELF", ("clean up", "clean")),
    ("LABEL YOUR FOOD", ("label", "food")),
)
PARKING_TEXTS = (
    ("VISITOR PARKING ONLY", ("visitor", "visitors")),
    ("STAFF PARKING - PERMIT REQUIRED", ("permit", "staff parking")),
)


def build_office(world: World, rng: np.random.Generator) -> None:
    """Lay out, furnish and sign an office world in place."""
    b = Builder()
    two = bool(rng.random() < 0.55)
    depths = (
        round(float(rng.uniform(7.0, 9.0)), 1),
        round(float(rng.uniform(2.4, 3.0)), 1),
        round(float(rng.uniform(6.0, 8.0)), 1),
    )
    plans = _plan_rows(rng, two)
    block_w = (ELEVATOR_W if two else 0.0) + STAIR_W
    width = max(
        max(sum(w for _, w in fl[0]), sum(w for _, w in fl[1] + fl[2]) + block_w) for fl in plans
    )
    width = round(width, 1)
    block_x = round(width * float(rng.uniform(0.35, 0.6)), 1)
    meeting = list(rng.permutation(cat.MEETING_NAMES))
    floors: list[Floor] = []
    for n, (bottom, left, right) in enumerate(plans):
        block = [("elevator_block", ELEVATOR_W)] if two else []
        block += [("stairwell", STAIR_W)]
        bw = sum(w for _, w in block)
        top = fill_row(0.0, block_x, left)
        x = block_x
        for k, w in block:
            top.append((k, x, x + w))
            x += w
        top += fill_row(block_x + bw, width, right)
        floors.append(
            build_floor(
                b,
                rng,
                building="office",
                origin=(0.0, 0.0),
                width=width,
                bottom=fill_row(0.0, width, bottom),
                top=top,
                depths=depths,
                floor=n,
                z=n * world.floor_height,
                labels={"meeting_room": meeting},
            )
        )
    if two and floors[0].cab and floors[1].cab:
        b.lift(floors[0].cab, floors[1].cab)
    depth = sum(depths)
    crossing = _outdoors(b, rng, floors[0], width, depth)
    world.regions, world.doors = b.regions, b.doors
    world.walls = b.walls()
    world.floors = len(floors)
    world.names = {"company": str(pick(rng, cat.COMPANIES)), "street": str(pick(rng, cat.STREETS))}
    choose_present(world, rng)
    populate(world, rng)
    _street_furniture(world, rng, crossing)
    _signs(world, rng)


def _plan_rows(rng: np.random.Generator, two: bool) -> list:
    """Per floor: (bottom row items, top-left items, top-right items)."""
    opt = [OPTIONAL[i] for i in rng.permutation(len(OPTIONAL))]
    must = {"kitchenette", "print_room"}
    chosen = [o for o in opt if o[0] in must or rng.random() < 0.6]
    meetings = [("meeting_room", 7.0)] * int(rng.integers(1, 4))
    managers = [("manager_office", 5.0)] * int(rng.integers(0, 3))
    if not two:
        bottom = [("lobby", 11.0), ("open_plan", 20.0), *meetings[:2], *managers[:1]]
        top = [("restroom", 4.5), *chosen, *meetings[2:], *managers[1:]]
        return [_split(rng, bottom, top)]
    ground_b = [("lobby", 12.0), ("restroom", 4.5)]
    first_b = [("open_plan", 22.0), *meetings[:2], *managers]
    ground_t: list[tuple[str, float]] = []
    first_t: list[tuple[str, float]] = [("restroom", 4.5)]
    for item in chosen + meetings[2:]:
        (ground_t if rng.random() < 0.5 else first_t).append(item)
    if len(ground_t) < 2:
        ground_t.append(("storage", 4.0) if ("storage", 4.0) not in chosen else ("mail_room", 5.0))
    if len(first_t) < 2:
        first_t.append(("manager_office", 5.0))
    return [_split(rng, ground_b, ground_t), _split(rng, first_b, first_t)]


def _split(rng: np.random.Generator, bottom: list, top: list) -> tuple[list, list, list]:
    bottom = [bottom[0]] + [bottom[i + 1] for i in rng.permutation(len(bottom) - 1)]
    top = [top[i] for i in rng.permutation(len(top))]
    k = max(1, min(len(top) - 1, round(len(top) / 2)))
    return bottom, top[:k], top[k:]


def _outdoors(
    b: Builder, rng: np.random.Generator, ground: Floor, width: float, depth: float
) -> float:
    plaza = b.region("plaza", (0.0, -14.0, width, 0.0), indoor=False)
    b.region("bike_parking", (-10.0, -14.0, 0.0, 0.0), indoor=False)
    park = b.region("parking_lot", (width, -14.0, width + 32.0, depth + 12.0), indoor=False)
    yard = b.region("courtyard", (0.0, depth, width, depth + 14.0), indoor=False)
    street = b.region("street", (-30.0, -24.0, width + 60.0, -14.0), indoor=False)
    walk = b.region("sidewalk", (-30.0, -29.0, width + 60.0, -24.0), indoor=False)
    b.portals({"street"})
    xc = round(float(rng.uniform(0.25, 0.75)) * width, 1)
    b.door(plaza, street, xc, -14.0, 4.0, "crossing")
    b.door(street, walk, xc, -24.0, 4.0, "crossing")
    lobby = ground.first("lobby")
    if lobby is not None:
        x = float(rng.uniform(lobby.x0 + 2.0, lobby.x1 - 2.0))
        b.door(lobby, plaza, x, 0.0, 2.4, "entrance")
    corr = ground.corridor
    b.door(corr, park, width, 0.5 * (corr.y0 + corr.y1), 1.8, "entrance")
    backs = [
        r
        for r in ground.rooms
        if r.y1 >= depth - 1e-3
        and r.kind
        in ("lounge", "kitchenette", "storage", "mail_room", "print_room", "meeting_room")
    ]
    if backs:
        room = pick(rng, backs)
        b.door(room, yard, float(rng.uniform(room.x0 + 1.0, room.x1 - 1.0)), depth, 1.2, "entrance")
    return xc


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
        (name.split()[0].lower(),),
        xc + 5.0,
        plaza.y0 + 0.6,
        plaza,
        about=street,
        mount="street",
        base=2.5,
    )


def _signs(world: World, rng: np.random.Generator) -> None:
    company = world.names["company"]
    first = company.split()[0].lower()
    for lobby in world.regions_of("lobby"):
        add_sign(
            world,
            rng,
            f"WELCOME TO {company.upper()}",
            (first,),
            lobby.x0 + 0.4,
            0.5 * (lobby.y0 + lobby.y1),
            lobby,
            base=1.8,
        )
        plaza = world.regions_of("plaza")[0]
        add_sign(
            world,
            rng,
            company.upper(),
            (first,),
            lobby.x0 + 1.0,
            plaza.y1 - 0.3,
            plaza,
            about=lobby,
            mount="entrance",
            base=3.0,
        )
    for room in world.regions_of("server_room"):
        text, keys = pick(rng, SERVER_TEXTS)
        door_sign(world, rng, room, text, keys)
    for room in world.regions_of("kitchenette"):
        text, keys = pick(rng, KITCHEN_TEXTS)
        add_sign(world, rng, text, keys, room.x1 - 0.3, 0.5 * (room.y0 + room.y1), room)
    for room in world.regions_of("meeting_room"):
        if room.label:
            door_sign(world, rng, room, room.label.upper(), (room.label.lower(),))
    for room in world.regions_of("print_room"):
        door_sign(world, rng, room, "PRINT & COPY", ())
    for room in world.regions_of("restroom"):
        door_sign(world, rng, room, "RESTROOMS", ())
    for room in world.regions_of("storage"):
        door_sign(world, rng, room, "STAFF ONLY", ("staff only", "staff"))
    for room in world.regions_of("elevator_lobby"):
        level = "GROUND FLOOR" if room.floor == 0 else f"LEVEL {room.floor}"
        add_sign(world, rng, level, (), room.x0 + 0.3, 0.5 * (room.y0 + room.y1), room)
    for park in world.regions_of("parking_lot"):
        text, keys = pick(rng, PARKING_TEXTS)
        add_sign(world, rng, text, keys, park.x0 + 3.0, park.y0 + 1.0, park, base=2.0)
    for yard in world.regions_of("courtyard"):
        add_sign(world, rng, "NO SMOKING", ("smoking",), yard.x0 + 2.0, yard.y0 + 0.5, yard)
