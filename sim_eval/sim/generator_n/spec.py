"""Family tables: places (rectangles on levels), doorways, object classes."""

from __future__ import annotations

from dataclasses import dataclass, field

Rect = tuple[float, float, float, float]

FIXED_KINDS = ("static", "state", "text", "screen")
MOBILE_KINDS = ("moving", "moved")


@dataclass(frozen=True)
class Place:
    key: str
    name: str
    forms: tuple[str, ...]  # correct ways a caption names it; forms[0] == name
    kind_word: str  # generic word a hedging captioner uses ("a kitchen")
    rect: Rect
    levels: tuple[int, ...]
    outdoor: bool
    transit: str | None  # "lift", "stairs" or None
    group: str  # visibility group
    building: str

    @property
    def centre(self) -> tuple[float, float]:
        x0, y0, x1, y1 = self.rect
        return ((x0 + x1) / 2, (y0 + y1) / 2)

    @property
    def area(self) -> float:
        x0, y0, x1, y1 = self.rect
        return (x1 - x0) * (y1 - y0)


@dataclass(frozen=True)
class Link:
    a: str
    b: str
    level: int
    x: float
    y: float


@dataclass(frozen=True)
class ClassSpec:
    key: str
    labels: tuple[str, ...]  # identifying detector labels; labels[0] is the question noun
    kind: str  # static | state | text | screen | moving | moved
    where: tuple[tuple[str, int], ...]
    colours: tuple[str, ...] = ()
    states: tuple[str, ...] = ()
    size: tuple[float, float, float] = (0.6, 0.8, 0.0)  # width, height, base height (m)
    generic: str | None = None
    texts: tuple[str, ...] = ()
    moved_to: tuple[str, ...] = ()
    common: bool = False  # the detector hallucinates it now and then

    @property
    def noun(self) -> str:
        return self.labels[0]

    @property
    def fixed(self) -> bool:
        return self.kind in FIXED_KINDS


@dataclass(frozen=True)
class Family:
    name: str
    site: str
    level_z: tuple[tuple[int, float], ...]
    floor_forms: tuple[tuple[int, tuple[str, ...]], ...]
    places: tuple[Place, ...]
    links: tuple[Link, ...]
    classes: tuple[ClassSpec, ...]
    never: tuple[str, ...]
    regions_in: tuple[str, ...]
    regions_out: tuple[str, ...]
    start_place: str
    start_level: int
    hours: tuple[float, float]
    people: tuple[str, ...] = ()
    place_index: dict[str, Place] = field(default_factory=dict, compare=False)
    class_index: dict[str, ClassSpec] = field(default_factory=dict, compare=False)

    def __post_init__(self) -> None:
        self.place_index.update({p.key: p for p in self.places})
        self.class_index.update({c.key: c for c in self.classes})

    def z(self, level: int) -> float:
        return dict(self.level_z)[level]

    def floor_names(self, level: int) -> tuple[str, ...]:
        return dict(self.floor_forms)[level]

    @property
    def levels(self) -> tuple[int, ...]:
        return tuple(level for level, _ in self.level_z)


def cls(
    key: str,
    labels: str,
    kind: str,
    where: str,
    colours: str = "",
    states: str = "",
    size: tuple[float, float, float] = (0.6, 0.8, 0.0),
    generic: str | None = None,
    texts: tuple[str, ...] = (),
    moved_to: str = "",
    common: bool = False,
) -> ClassSpec:
    """A class from a compact table row: ``labels`` and ``colours`` split on '|', ``where``
    is ``place:count,place`` (count 1 when left out)."""
    placed: list[tuple[str, int]] = []
    for part in where.split(","):
        name, _, count = part.partition(":")
        placed.append((name.strip(), int(count) if count else 1))
    return ClassSpec(
        key=key,
        labels=tuple(s.strip() for s in labels.split("|")),
        kind=kind,
        where=tuple(placed),
        colours=tuple(s for s in colours.split("|") if s),
        states=tuple(s for s in states.split("|") if s),
        size=size,
        generic=generic,
        texts=texts,
        moved_to=tuple(s for s in moved_to.split(",") if s),
        common=common,
    )


@dataclass(frozen=True)
class Room:
    """One room of a building floor (a row north or south of the floor's corridor)."""

    key: str
    forms: tuple[str, ...]
    kind_word: str
    width: float
    door: str = "C"  # "C" onto the corridor, "W" into the room to the west
    exit: tuple[str, str] | None = None  # (outdoor place key, side "S" | "N")
    outdoor: bool = False
    group: str | None = None


@dataclass(frozen=True)
class Storey:
    level: int
    corridor: Room
    south: tuple[Room, ...]
    north: tuple[Room, ...]
    corridor_exit: str | None = None  # an outdoor place at the corridor's east end


def building(
    name: str,
    ox: float,
    oy: float,
    depth: float,
    storeys: tuple[Storey, ...],
    lift: Room | None,
    stairs: Room,
) -> tuple[list[Place], list[Link], dict[str, tuple[float, float]]]:
    """Places and doorways of a building: per storey a corridor 3 m wide along x with rooms
    ``depth`` deep south and north of it, and a core (stairs south, lift north, 3 m wide) at
    the west end serving every storey. Returns also each exterior door's point by room key."""
    places: list[Place] = []
    links: list[Link] = []
    exits: dict[str, tuple[float, float]] = {}
    levels = tuple(s.level for s in storeys)
    cy0, cy1 = oy + depth, oy + depth + 3.0
    for storey in storeys:
        level = storey.level
        widths = max(sum(r.width for r in storey.south), sum(r.width for r in storey.north))
        x_end = ox + 3.0 + widths
        corr = storey.corridor
        places.append(
            Place(
                corr.key,
                corr.forms[0],
                corr.forms,
                corr.kind_word,
                (ox, cy0, x_end, cy1),
                (level,),
                False,
                None,
                corr.group or corr.key,
                name,
            )
        )
        for side, rooms in (("S", storey.south), ("N", storey.north)):
            x = ox + 3.0
            y0, y1 = (oy, cy0) if side == "S" else (cy1, cy1 + depth)
            previous: str | None = None
            for room in rooms:
                rect = (x, y0, x + room.width, y1)
                places.append(
                    Place(
                        room.key,
                        room.forms[0],
                        room.forms,
                        room.kind_word,
                        rect,
                        (level,),
                        room.outdoor,
                        None,
                        room.group or room.key,
                        name,
                    )
                )
                mid = x + room.width / 2
                if room.door == "C" or previous is None:
                    links.append(Link(corr.key, room.key, level, mid, cy0 if side == "S" else cy1))
                else:
                    links.append(Link(previous, room.key, level, x, (y0 + y1) / 2))
                if room.exit:
                    target, edge = room.exit
                    point = (mid, y0 if edge == "S" else y1)
                    links.append(Link(room.key, target, level, *point))
                    exits[room.key] = point
                previous = room.key
                x += room.width
        if storey.corridor_exit:
            point = (x_end, (cy0 + cy1) / 2)
            links.append(Link(corr.key, storey.corridor_exit, level, *point))
            exits[corr.key] = point
    cores = [(stairs, (ox, cy0 - min(depth, 6.0), ox + 3.0, cy0), "stairs")]
    if lift:
        cores.append((lift, (ox, cy1, ox + 3.0, cy1 + 3.0), "lift"))
    for room, rect, transit in cores:
        places.append(
            Place(
                room.key,
                room.forms[0],
                room.forms,
                room.kind_word,
                rect,
                levels,
                False,
                transit,
                room.key,
                name,
            )
        )
        for storey in storeys:
            y = cy0 if transit == "stairs" else cy1
            links.append(Link(storey.corridor.key, room.key, storey.level, ox + 1.5, y))
    return places, links, exits


def outdoor(
    key: str, forms: tuple[str, ...], kind_word: str, rect: Rect, group: str = "outside"
) -> Place:
    return Place(key, forms[0], forms, kind_word, rect, (0,), True, None, group, "grounds")
