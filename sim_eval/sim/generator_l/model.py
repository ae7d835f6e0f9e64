"""The static description of a family: floors, places, doorways and object classes."""

from __future__ import annotations

from dataclasses import dataclass, field

Rect = tuple[float, float, float, float]

TRANSIT_KINDS = ("corridor", "lift", "stairs")


@dataclass(frozen=True)
class Floor:
    index: int
    name: str  # how questions call it: "Level 2"
    z: float
    forms: tuple[str, ...]  # how captions may call it; all count as naming it
    keywords: tuple[str, ...]  # accepted in a text answer naming this floor


@dataclass(frozen=True)
class Place:
    key: str
    name: str
    floors: tuple[int, ...]
    rect: Rect
    kind: str  # room | corridor | outdoor | lift | stairs
    code: str | None = None
    code_ref: str | None = None  # "room L2-14": the code as a question says it
    group: str = ""  # visibility group; defaults to the key
    article: bool = True  # "the Quiet Study" but "Screen 3"
    vague: tuple[str, ...] = ()  # descriptions that do not name the place

    @property
    def outdoor(self) -> bool:
        return self.kind == "outdoor"

    @property
    def transit(self) -> bool:
        return self.kind in TRANSIT_KINDS

    @property
    def centre(self) -> tuple[float, float]:
        x0, y0, x1, y1 = self.rect
        return ((x0 + x1) / 2, (y0 + y1) / 2)

    @property
    def vis_group(self) -> str:
        return self.group or self.key

    def by_name(self) -> str:
        return f"the {self.name}" if self.article else self.name

    def by_code(self) -> str:
        return self.code_ref or self.by_name()

    def contains(self, x: float, y: float, margin: float = 0.0) -> bool:
        x0, y0, x1, y1 = self.rect
        return x0 + margin <= x <= x1 - margin and y0 + margin <= y <= y1 - margin


@dataclass(frozen=True)
class Link:
    """A doorway (or open edge) between two places on one floor."""

    a: str
    b: str
    x: float
    y: float
    floor: int


@dataclass(frozen=True)
class ClassSpec:
    key: str
    noun: str  # how questions call it
    labels: tuple[str, ...]  # identifying detector labels (the first is the noun's usual label)
    generic: tuple[str, ...] = ()  # labels that do not say which class it is
    kind: str = "static"  # static | state | text | screen | moving | moved | lost | never
    colours: tuple[str, ...] = ()
    states: tuple[str, str] | None = None
    size: tuple[float, float] = (0.5, 0.5)  # width, height in metres
    mount: float | None = None  # centre height above the floor; default half the height
    placement: tuple[tuple[str, int, int], ...] = ()  # (place, min, max)
    moves_to: tuple[str, ...] = ()  # where moved and lost things end up
    texts: tuple[str, ...] = ()
    fp: bool = False  # the detector sometimes hallucinates it
    speed: float = 0.5  # moving things, m/s

    @property
    def centre_height(self) -> float:
        return self.mount if self.mount is not None else self.size[1] / 2

    @property
    def fixed(self) -> bool:
        return self.kind in ("static", "state", "text", "screen")


@dataclass(frozen=True)
class Family:
    key: str
    title: str
    floors: tuple[Floor, ...]
    places: tuple[Place, ...]
    links: tuple[Link, ...]
    classes: tuple[ClassSpec, ...]
    never: tuple[ClassSpec, ...]
    regions_in: tuple[str, ...]
    regions_out: tuple[str, ...]
    start: str
    people: tuple[str, ...] = ()  # activities captions may mention
    place_index: dict[str, Place] = field(default_factory=dict, compare=False)

    def __post_init__(self) -> None:
        self.place_index.update({p.key: p for p in self.places})

    def place(self, key: str) -> Place:
        return self.place_index[key]

    def floor(self, index: int) -> Floor:
        for floor in self.floors:
            if floor.index == index:
                return floor
        raise KeyError(index)

    @property
    def multi_floor(self) -> bool:
        return len(self.floors) > 1

    def cls(self, key: str) -> ClassSpec:
        for spec in (*self.classes, *self.never):
            if spec.key == key:
                return spec
        raise KeyError(key)
