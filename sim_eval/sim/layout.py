"""The campus floor plan: streets, sidewalks, plaza, parking lot and buildings with rooms.

Every region is an axis-aligned box and regions meet only along edges, so a
straight walk between two points of one region stays inside it; the robot
moves between regions only through portals (doorways, kerb gaps, building
doors, crosswalks). Structural objects (doors, signs, lifts, crosswalks) are
placed here because their position follows from the plan; contents are left to
``furnish``.

Map frame: x east, y north, metres. The main street runs east-west at y in
[-14, -4]; buildings stand north of it, their entrances facing south.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import dataclass, field

import numpy as np

from sim_eval.sim.catalog import BUILDING_NAMES, FILLER_ROOMS, LAB_KINDS
from sim_eval.sim.geometry import Box, Point
from sim_eval.sim.model import Building, Door, Fixture, Portal, Region

NORTH_SIDEWALK = (-4.0, 0.0)
STREET = (-14.0, -4.0)
SOUTH_SIDEWALK = (-17.0, -14.0)
END_WALKWAY = 8.0
HALL_WIDTH = 3.0
# Regions the robot may walk across freely (the street only at crosswalks).
NOT_WALKABLE = frozenset({"street"})

CAFE_NAMES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Bean There Cafe", ("bean there",)),
    ("The Daily Grind", ("daily grind",)),
    ("Kernel Coffee", ("kernel",)),
    ("Byte Cafe", ("byte",)),
)
SURNAMES: tuple[str, ...] = ("Rossi", "Nakamura", "Okafor", "Lindqvist", "Moreau", "Patel")
ELEVATOR_NOTES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("In case of fire use the stairs", ("stairs", "fire")),
    ("Floors 1 to 4", ("1 to 4", "1-4", "four floors", "4 floors")),
    ("Out of service", ("out of service", "out of order", "not working")),
)
KITCHEN_NOTES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Kitchen - staff only", ("staff only",)),
    ("Kitchen - please clean up after yourself", ("clean up",)),
    ("Kitchen - no fish in the microwave", ("fish",)),
)
PARKING_NOTES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Visitor Parking", ("visitor",)),
    ("Permit Holders Only", ("permit",)),
    ("Parking Lot P3", ("p3",)),
)


@dataclass
class Layout:
    """The plan: regions, buildings, doors, how to pass between regions, structural objects."""

    regions: list[Region] = field(default_factory=list)
    buildings: list[Building] = field(default_factory=list)
    doors: list[Door] = field(default_factory=list)
    portals: list[Portal] = field(default_factory=list)
    # Straight crossings that are not inside one walkable region (crosswalks).
    links: list[tuple[Point, Point]] = field(default_factory=list)
    fixtures: list[Fixture] = field(default_factory=list)

    def region(self, region_id: str) -> Region:
        return next(region for region in self.regions if region.id == region_id)


def _r(value: float) -> float:
    """Plan dimensions to 0.1 m: tidy numbers in truth.json."""
    return round(float(value), 1)


@dataclass
class _Slot:
    """A room before it has a purpose."""

    building: str
    box: Box
    door: Point
    front: bool  # beside the atrium (near the entrance) or behind the hallway
    number: int
    hallway: str


def lay_out(rng: np.random.Generator, seed_parity: int, buildings: int | None = None) -> Layout:
    """A campus north of a main street: 3 buildings for odd seeds, 2 for even, unless given."""
    count = int(buildings if buildings is not None else 2 + seed_parity)
    if not 2 <= count <= 3:
        raise ValueError(f"a campus has 2 or 3 buildings, not {count}")
    letters = "ABC"[:count]
    titles = [str(title) for title in rng.permutation(BUILDING_NAMES)[:count]]
    plaza_index = int(rng.integers(count))
    layout = Layout()

    specs: list[tuple[float, float, float, float]] = []  # x0, width, depth, front facade y
    x = 0.0
    for index in range(count):
        width, depth = _r(rng.uniform(36, 46)), _r(rng.uniform(24, 30))
        front = _r(rng.uniform(16, 20) if index == plaza_index else rng.uniform(6, 10))
        specs.append((x, width, depth, front))
        x = _r(x + width + rng.uniform(12, 18))
    west, east = -END_WALKWAY, _r(specs[-1][0] + specs[-1][1] + END_WALKWAY)

    north = Region(
        "north-sidewalk",
        "north sidewalk",
        "sidewalk",
        Box(west, NORTH_SIDEWALK[0], east, NORTH_SIDEWALK[1]),
        indoor=False,
        kerb=NORTH_SIDEWALK[0],
    )
    street = Region(
        "main-street",
        "main street",
        "street",
        Box(west, STREET[0], east, STREET[1]),
        indoor=False,
        kerb=None,
    )
    south = Region(
        "south-sidewalk",
        "south sidewalk",
        "sidewalk",
        Box(west, SOUTH_SIDEWALK[0], east, SOUTH_SIDEWALK[1]),
        indoor=False,
        kerb=SOUTH_SIDEWALK[1],
    )
    layout.regions += [north, street, south]

    forecourts: list[Region] = []
    for index, (letter, (x0, width, _depth, front)) in enumerate(zip(letters, specs, strict=True)):
        plaza = index == plaza_index
        forecourt = Region(
            "plaza" if plaza else f"{letter}.forecourt",
            "plaza" if plaza else f"forecourt of building {letter}",
            "plaza" if plaza else "forecourt",
            Box(x0, 0.0, _r(x0 + width), front),
            indoor=False,
        )
        forecourts.append(forecourt)
        layout.regions.append(forecourt)
        for _ in range(3 if plaza else 2):
            gap = _r(rng.uniform(x0 + 3, x0 + width - 3))
            layout.portals.append(Portal((gap, 0.0), (north.id, forecourt.id)))

    paths = _paths(layout, letters, specs, rng)
    _parking_lot(layout, south, west, east, rng)
    _crosswalks(layout, north, street, south, forecourts[plaza_index], west, east, rng)

    slots: list[_Slot] = []
    for index, letter in enumerate(letters):
        building, building_slots = _building(
            layout,
            letter,
            titles[index],
            specs[index],
            forecourts[index],
            (paths[index], paths[index + 1]),
            rng,
        )
        layout.buildings.append(building)
        slots += building_slots
    _assign_rooms(layout, slots, letters, plaza_index, rng)
    return layout


def _paths(
    layout: Layout,
    letters: str,
    specs: list[tuple[float, float, float, float]],
    rng: np.random.Generator,
) -> list[Region]:
    """Walkways west of, between and east of the buildings, reaching their side doors."""
    paths: list[Region] = []
    for index in range(len(specs) + 1):
        left = specs[index - 1] if index > 0 else None
        right = specs[index] if index < len(specs) else None
        x0 = _r(left[0] + left[1]) if left else _r(right[0] - END_WALKWAY)  # type: ignore[index]
        x1 = right[0] if right else _r(x0 + END_WALKWAY)
        top = max(_r(spec[3] + spec[2]) for spec in (left, right) if spec)
        if left and right:
            region_id = f"path-{letters[index - 1]}{letters[index]}"
            name = f"path between building {letters[index - 1]} and building {letters[index]}"
        elif right:
            region_id, name = "west-walkway", "west walkway"
        else:
            region_id, name = "east-walkway", "east walkway"
        path = Region(region_id, name, "path", Box(x0, 0.0, x1, top), indoor=False)
        paths.append(path)
        layout.regions.append(path)
        layout.portals.append(Portal((_r((x0 + x1) / 2), 0.0), ("north-sidewalk", path.id)))
        for neighbour, edge in ((left, x0), (right, x1)):
            if neighbour is None:
                continue
            forecourt = next(
                region
                for region in layout.regions
                if region.box.y0 == 0.0
                and edge in (region.box.x0, region.box.x1)
                and region.kind in ("plaza", "forecourt")
            )
            y = _r(rng.uniform(1.0, forecourt.box.y1 - 1.0))
            layout.portals.append(Portal((edge, y), (path.id, forecourt.id)))
    return paths


def _parking_lot(
    layout: Layout, south: Region, west: float, east: float, rng: np.random.Generator
) -> None:
    """A lot across the street, entered from the south sidewalk."""
    width, depth = _r(rng.uniform(36, 50)), _r(rng.uniform(24, 32))
    x0 = _r(rng.uniform(west + 4, east - 4 - width))
    top = SOUTH_SIDEWALK[0]
    lot = Region(
        "parking-lot",
        "parking lot",
        "parking lot",
        Box(x0, _r(top - depth), _r(x0 + width), top),
        indoor=False,
    )
    layout.regions.append(lot)
    entrances = sorted(_r(rng.uniform(x0 + 3, x0 + width - 3)) for _ in range(2))
    for gap in entrances:
        layout.portals.append(Portal((gap, top), (south.id, lot.id)))
    text, keywords = PARKING_NOTES[int(rng.integers(len(PARKING_NOTES)))]
    layout.fixtures.append(
        Fixture(
            "sign",
            (entrances[0] + 1.5, top - 0.4),
            lot.id,
            text=text,
            keywords=keywords,
            place="at the entrance of the parking lot",
        )
    )


def _crosswalks(
    layout: Layout,
    north: Region,
    street: Region,
    south: Region,
    plaza: Region,
    west: float,
    east: float,
    rng: np.random.Generator,
) -> None:
    """Two marked crossings: one in front of the plaza, one elsewhere; lights and a stop sign."""
    first = _r(rng.uniform(plaza.box.x0 + 4, plaza.box.x1 - 4))
    second = first
    while abs(second - first) < 25:
        second = _r(rng.uniform(west + 5, east - 5))
    for index, x in enumerate((first, second)):
        a, b = (x, north.box.y0), (x, south.box.y1)
        layout.portals += [Portal(a, (north.id, street.id)), Portal(b, (south.id, street.id))]
        layout.links.append((a, b))
        layout.fixtures.append(Fixture("crosswalk", (x, (STREET[0] + STREET[1]) / 2), street.id))
        if index == 0:
            layout.fixtures += [
                Fixture("traffic light", (x + 2.0, north.box.y0 + 0.4), north.id),
                Fixture("traffic light", (x - 2.0, south.box.y1 - 0.4), south.id),
            ]
        elif rng.random() < 0.7:
            layout.fixtures.append(Fixture("stop sign", (x + 2.0, north.box.y0 + 0.4), north.id))


def _building(
    layout: Layout,
    letter: str,
    title: str,
    spec: tuple[float, float, float, float],
    forecourt: Region,
    sides: tuple[Region, Region],
    rng: np.random.Generator,
) -> tuple[Building, list[_Slot]]:
    """Atrium behind the main door, a hallway across, rooms in front of and behind it."""
    x0, width, depth, front = spec
    x1, back = _r(x0 + width), _r(front + depth)
    atrium_width, atrium_depth = _r(rng.uniform(12, 16)), _r(rng.uniform(9, 11))
    centre = _r(
        np.clip(
            x0 + width / 2 + rng.uniform(-4, 4),
            x0 + atrium_width / 2 + 8,
            x1 - atrium_width / 2 - 8,
        )
    )
    atrium = Region(
        f"{letter}.atrium",
        f"atrium of building {letter}",
        "atrium",
        Box(
            _r(centre - atrium_width / 2),
            front,
            _r(centre + atrium_width / 2),
            _r(front + atrium_depth),
        ),
        indoor=True,
        building=letter,
    )
    hall = Region(
        f"{letter}.hallway",
        f"hallway of building {letter}",
        "hallway",
        Box(x0, atrium.box.y1, x1, _r(atrium.box.y1 + HALL_WIDTH)),
        indoor=True,
        building=letter,
    )
    layout.regions += [atrium, hall]
    for _ in range(2):
        gap = _r(rng.uniform(atrium.box.x0 + 1.5, atrium.box.x1 - 1.5))
        layout.portals.append(Portal((gap, hall.box.y0), (atrium.id, hall.id)))

    main_at = (_r(centre + rng.uniform(-2, 2)), front)
    doors = [Door(f"{letter}.main", letter, "main entrance", main_at, atrium.id, forecourt.id)]
    layout.portals.append(Portal(main_at, (forecourt.id, atrium.id)))
    layout.fixtures += [
        Fixture(
            "glass door",
            (main_at[0], front - 0.3),
            forecourt.id,
            place=f"at the entrance of building {letter}",
        ),
        Fixture("glass door", (main_at[0], front + 0.3), atrium.id),
        Fixture(
            "exit sign",
            (main_at[0] + 1.2, front + 0.2),
            atrium.id,
            colour="green",
            text="EXIT",
            keywords=("exit",),
        ),
        Fixture(
            "sign",
            (main_at[0] - 2.5, front - 0.2),
            forecourt.id,
            text=f"Building {letter} - {title}",
            keywords=(title.lower(),),
            place=f"above the entrance of building {letter}",
        ),
    ]

    side_end = str(rng.choice(["west", "east"])) if rng.random() < 0.75 else None
    if side_end is not None:
        wall = x0 if side_end == "west" else x1
        inward = 1.0 if side_end == "west" else -1.0
        path = sides[0] if side_end == "west" else sides[1]
        side_at = (wall, _r((hall.box.y0 + hall.box.y1) / 2))
        doors.append(Door(f"{letter}.side", letter, "side door", side_at, hall.id, path.id))
        layout.portals.append(Portal(side_at, (hall.id, path.id)))
        layout.fixtures += [
            Fixture(
                "glass door",
                (wall - 0.3 * inward, side_at[1]),
                path.id,
                place=f"at the side door of building {letter}",
            ),
            Fixture(
                "exit sign",
                (wall + 0.3 * inward, hall.box.y1 - 0.2),
                hall.id,
                colour="green",
                text="EXIT",
                keywords=("exit",),
            ),
        ]
    lift_end = (
        {"west": "east", "east": "west"}[side_end]
        if side_end
        else str(rng.choice(["west", "east"]))
    )
    wall = x0 if lift_end == "west" else x1
    inward = 1.0 if lift_end == "west" else -1.0
    note, keywords = ELEVATOR_NOTES[int(rng.integers(len(ELEVATOR_NOTES)))]
    layout.fixtures += [
        Fixture("elevator", (wall + 1.6 * inward, hall.box.y1 - 0.3), hall.id),
        Fixture("staircase", (wall + 1.4 * inward, hall.box.y0 + 0.3), hall.id),
        Fixture(
            "sign",
            (wall + 3.2 * inward, hall.box.y1 - 0.2),
            hall.id,
            text=note,
            keywords=keywords,
            place=f"next to the elevator in building {letter}",
        ),
    ]

    slots = _slots(letter, x0, x1, front, back, atrium.box, hall, rng)
    building = Building(
        letter,
        f"building {letter}",
        title,
        Box(x0, front, x1, back),
        tuple(door.id for door in doors),
    )
    layout.doors += doors
    return building, slots


def _slots(
    letter: str,
    x0: float,
    x1: float,
    front: float,
    back: float,
    atrium: Box,
    hall: Region,
    rng: np.random.Generator,
) -> list[_Slot]:
    """Room boxes: one or two either side of the atrium, three or four behind the hallway."""
    boxes: list[tuple[Box, bool]] = []
    for left, right in ((x0, atrium.x0), (atrium.x1, x1)):
        if right - left >= 16:
            cut = _r(left + (right - left) * rng.uniform(0.4, 0.6))
            boxes += [
                (Box(left, front, cut, atrium.y1), True),
                (Box(cut, front, right, atrium.y1), True),
            ]
        else:
            boxes.append((Box(left, front, right, atrium.y1), True))
    rooms_behind = 3 if x1 - x0 < 41 else 4
    cuts = np.linspace(x0, x1, rooms_behind + 1)
    cuts[1:-1] += rng.uniform(-2, 2, rooms_behind - 1)
    for left, right in itertools.pairwise(cuts):
        boxes.append((Box(_r(left), hall.box.y1, _r(right), back), False))
    slots = []
    for number, (box, is_front) in enumerate(boxes, start=101):
        low, high = max(box.x0 + 1.5, x0 + 5.0), min(box.x1 - 1.5, x1 - 5.0)
        door_x = _r(rng.uniform(low, high)) if low < high else _r(box.center[0])
        door_y = hall.box.y0 if is_front else hall.box.y1
        slots.append(_Slot(letter, box, (door_x, door_y), is_front, number, hall.id))
    return slots


def _assign_rooms(
    layout: Layout,
    slots: list[_Slot],
    letters: str,
    plaza_index: int,
    rng: np.random.Generator,
) -> None:
    """Campus-wide purposes: one cafe (near the plaza), unique labs, per-building services."""
    free = list(slots)
    kinds: dict[int, str] = {}

    def take(candidates: list[_Slot], kind: str) -> None:
        slot = candidates[int(rng.integers(len(candidates)))]
        kinds[id(slot)] = kind
        free.remove(slot)

    take([s for s in free if s.front and s.building == letters[plaza_index]], "cafe")
    for letter in letters:
        if letter != letters[plaza_index]:
            take([s for s in free if s.building == letter], "kitchen")
        take([s for s in free if s.building == letter], "restroom")
    labs_per_building = dict.fromkeys(letters, 0)
    for kind in rng.permutation(LAB_KINDS):
        fewest = min(labs_per_building.values())
        for letter in rng.permutation(list(letters)):
            candidates = [s for s in free if s.building == letter and not s.front]
            if labs_per_building[letter] == fewest and candidates:
                take(candidates, str(kind))
                labs_per_building[letter] += 1
                break
    for letter in letters:
        for index, slot in enumerate(s for s in list(free) if s.building == letter):
            kinds[id(slot)] = FILLER_ROOMS[0] if index == 0 else str(rng.choice(FILLER_ROOMS))

    names = _Names(
        lab_numbers=iter(int(n) for n in rng.permutation(np.arange(1, 10))[: len(LAB_KINDS)]),
        cafe=CAFE_NAMES[int(rng.integers(len(CAFE_NAMES)))],
        surnames=iter(str(name) for name in rng.permutation(SURNAMES)),
        kitchen_notes=iter(KITCHEN_NOTES[int(i)] for i in rng.permutation(len(KITCHEN_NOTES))),
    )
    door_colours = {letter: str(rng.choice(["brown", "white", "blue"])) for letter in letters}
    for slot in slots:
        kind = kinds[id(slot)]
        code = f"{slot.building}{slot.number}"
        name, text, keywords = _room_identity(kind, slot, code, names)
        region = Region(
            f"{slot.building}.{slot.number}",
            name,
            kind,
            slot.box,
            indoor=True,
            building=slot.building,
        )
        layout.regions.append(region)
        layout.portals.append(Portal(slot.door, (slot.hallway, region.id)))
        into_hall = -0.3 if slot.front else 0.3
        door_at = (slot.door[0], slot.door[1] - into_hall)
        sign_x = slot.door[0] + (1.1 if rng.random() < 0.5 else -1.1)
        layout.fixtures += [
            Fixture("door", door_at, slot.hallway, colour=door_colours[slot.building]),
            Fixture(
                "sign",
                (sign_x, door_at[1]),
                slot.hallway,
                text=text,
                keywords=keywords,
                place=f"at the door of the {name}",
            ),
        ]


@dataclass
class _Names:
    """Campus-wide naming: lab numbers, the cafe, office holders, kitchen door notes."""

    lab_numbers: Iterator[int]
    cafe: tuple[str, tuple[str, ...]]
    surnames: Iterator[str]
    kitchen_notes: Iterator[tuple[str, tuple[str, ...]]]


def _room_identity(
    kind: str, slot: _Slot, code: str, names: _Names
) -> tuple[str, str, tuple[str, ...]]:
    """A room's name (what people call it) and its door sign (text and what answers must say)."""
    if kind in LAB_KINDS:
        number = next(names.lab_numbers)
        return kind, f"Lab {number}: {kind.split()[0].title()}", (f"lab {number}",)
    if kind == "cafe":
        return "cafe", *names.cafe
    if kind == "kitchen":
        note, keywords = next(names.kitchen_notes)
        return f"kitchen of building {slot.building}", note, keywords
    if kind == "restroom":
        return f"restrooms of building {slot.building}", "Restrooms", ("restroom",)
    if kind == "seminar room":
        return f"seminar room {code}", f"Seminar Room {code}", (code.lower(),)
    surname = next(names.surnames, "Smith")
    return f"office {code}", f"{code} - Dr. {surname}", (surname.lower(),)
