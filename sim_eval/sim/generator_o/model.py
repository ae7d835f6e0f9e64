"""Types of a world: places, floors, doors, classes, and the building layout helper."""

from __future__ import annotations

from dataclasses import dataclass, field

Rect = tuple[float, float, float, float]

ORDINALS = {-1: "lower ground", 0: "ground", 1: "first", 2: "second", 3: "third", 4: "fourth"}
NUMERIC = {-1: "LG", 0: "0", 1: "1", 2: "2", 3: "3", 4: "4"}


@dataclass
class Place:
    key: str
    name: str
    forms: list[str]
    kind_word: str
    rect: Rect
    levels: list[int]
    outdoor: bool = False
    transit: str | None = None  # "lift" / "stairs"
    group: str = ""
    tags: list[str] = field(default_factory=list)
    function: str = ""  # what the room is for, in words that name no class

    @property
    def area(self) -> float:
        return (self.rect[2] - self.rect[0]) * (self.rect[3] - self.rect[1])

    def centre(self) -> tuple[float, float]:
        return ((self.rect[0] + self.rect[2]) / 2, (self.rect[1] + self.rect[3]) / 2)

    def contains(self, x: float, y: float, tol: float = 1e-6) -> bool:
        x0, y0, x1, y1 = self.rect
        return x0 - tol <= x <= x1 + tol and y0 - tol <= y <= y1 + tol


@dataclass
class Floor:
    level: int
    z: float
    forms: list[str]


@dataclass
class Door:
    a: str
    b: str
    level: int
    x: float
    y: float


@dataclass
class ClassSpec:
    key: str
    labels: list[str]  # identifying labels; labels[0] is the noun used in questions
    generic: str | None
    kind: str  # static / state / text / screen / moving / moved
    size: float  # height (m)
    width: float
    base: float  # height of the thing's bottom above the floor (m)
    tags: list[str]  # place tags it may stand in
    count: tuple[int, int]
    colours: list[str] = field(default_factory=list)
    states: list[str] = field(default_factory=list)
    texts: list[str] = field(default_factory=list)
    common: bool = False  # also a detector false positive; never asked about

    @property
    def noun(self) -> str:
        return self.labels[0]


@dataclass
class Family:
    name: str
    site: str
    floors: dict[int, Floor]
    places: dict[str, Place]
    doors: list[Door]
    classes: dict[str, ClassSpec]
    never_present: list[str]
    bystanders: list[str]
    start_place: str

    def floor_z(self, level: int) -> float:
        return self.floors[level].z


def floor_forms(level: int) -> list[str]:
    """Every way a caption or question may name a storey."""
    if level == 0:
        return ["ground floor", "Level 0"]
    if level == -1:
        return ["lower ground floor", "Level -1"]
    return [f"{ORDINALS[level]} floor", f"Level {level}", f"Floor {level}"]


def repeated_forms(name: str, level: int) -> list[str]:
    """Forms of a room whose name repeats on every storey: told apart only by the floor."""
    if level == 0:
        return [f"Ground Floor {name}", f"{name} (Ground Floor)"]
    if level == -1:
        return [f"Lower Ground {name}", f"{name} (Level -1)"]
    return [
        f"Level {level} {name}",
        f"{ORDINALS[level].capitalize()} Floor {name}",
        f"{name} (Floor {level})",
    ]


@dataclass
class RoomSpec:
    key: str
    name: str
    forms: list[str]
    kind_word: str
    width: float
    depth: float
    side: str  # "n" / "s"
    tags: list[str]
    function: str


class Builder:
    """Places and doors of one building: per storey a corridor 3 m wide along x with rooms
    north and south of it, and a core at the west end (lift north, stairs south)."""

    def __init__(self, ox: float, oy: float, levels: list[int]) -> None:
        self.ox = ox
        self.oy = oy
        self.levels = levels
        self.places: dict[str, Place] = {}
        self.doors: list[Door] = []
        self.length: dict[int, float] = {}
        c0 = (ox - 4.0, oy)
        self.places["lift"] = Place(
            "lift",
            "Lift",
            ["Lift car", "the lift car"],
            "an elevator",
            (c0[0], oy + 3.0, ox, oy + 6.0),
            list(levels),
            transit="lift",
            group="lift",
            tags=["transit"],
            function="a small moving cabin",
        )
        self.places["stairs"] = Place(
            "stairs",
            "Stairs",
            ["Stairs", "the staircase"],
            "a stairwell",
            (c0[0], oy - 4.0, ox, oy),
            list(levels),
            transit="stairs",
            group="stairs",
            tags=["transit"],
            function="a set of steps going up and down",
        )

    def storey(self, level: int, corridor: RoomSpec, rooms: list[RoomSpec]) -> None:
        north = [r for r in rooms if r.side == "n"]
        south = [r for r in rooms if r.side == "s"]
        length = max(sum(r.width for r in north), sum(r.width for r in south), 8.0)
        self.length[level] = length
        ox, oy = self.ox, self.oy
        depth = corridor.depth
        self.places[corridor.key] = Place(
            corridor.key,
            corridor.name,
            corridor.forms,
            corridor.kind_word,
            (ox - 4.0, oy, ox + length, oy + depth),
            [level],
            group=corridor.key,
            tags=corridor.tags,
            function=corridor.function,
        )
        self.doors.append(Door("lift", corridor.key, level, ox - 2.0, oy + depth))
        self.doors.append(Door("stairs", corridor.key, level, ox - 2.0, oy))
        # the lift and stairs sit against the corridor: the lift's south edge is at y = oy+3
        if depth != 3.0:
            raise ValueError("corridors are 3 m deep")
        for side, row in (("n", north), ("s", south)):
            x = ox
            for r in row:
                if side == "n":
                    rect = (x, oy + depth, x + r.width, oy + depth + r.depth)
                    dy = oy + depth
                else:
                    rect = (x, oy - r.depth, x + r.width, oy)
                    dy = oy
                self.places[r.key] = Place(
                    r.key,
                    r.name,
                    r.forms,
                    r.kind_word,
                    rect,
                    [level],
                    group=r.key,
                    tags=r.tags,
                    function=r.function,
                )
                self.doors.append(Door(r.key, corridor.key, level, x + r.width / 2, dy))
                x += r.width
