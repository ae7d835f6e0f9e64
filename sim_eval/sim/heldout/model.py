"""Plain data types of a held-out world: categories, places, regions, doors, objects, camera."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

FOREVER = 1.0e9


@dataclass(frozen=True)
class Category:
    """An object category: the labeller's synonyms, attributes and where it occurs."""

    key: str
    names: tuple[str, ...]
    where: tuple[tuple[str, int, int], ...] = ()
    ask: tuple[str, ...] = ()
    everyday: tuple[str, ...] = ()
    colours: tuple[str, ...] = ()
    materials: tuple[str, ...] = ()
    size: float = 0.5
    height: float = 0.8
    base: float = 0.0
    place: str = "free"
    plural: bool = False
    portable: bool = False
    transient: bool = False
    noask: bool = False
    p_present: float = 1.0
    max_total: int = 0

    @property
    def qname(self) -> str:
        """The plain name used in questions."""
        return self.ask[0] if self.ask else self.names[0]

    @property
    def terms(self) -> tuple[str, ...]:
        """Every word a labeller, captioner or asker may use for this category."""
        return tuple(dict.fromkeys(self.names + self.ask + self.everyday))


@dataclass(frozen=True)
class PlaceKind:
    """A kind of place (room type or outdoor area) with its names."""

    key: str
    names: tuple[str, ...]
    everyday: tuple[str, ...] = ()
    indoor: bool = True
    signature: tuple[str, ...] = ()
    goal: bool = True

    @property
    def qname(self) -> str:
        """The plain name used in questions."""
        return self.names[0]

    @property
    def terms(self) -> tuple[str, ...]:
        """Every word for this kind of place."""
        return tuple(dict.fromkeys(self.names + self.everyday))


@dataclass
class Region:
    """An axis-aligned rectangular room or outdoor area on one floor."""

    id: int
    kind: str
    x0: float
    y0: float
    x1: float
    y1: float
    floor: int
    z: float
    indoor: bool
    building: str = ""
    label: str = ""

    @property
    def centre(self) -> tuple[float, float]:
        """Centre point of the rectangle."""
        return (0.5 * (self.x0 + self.x1), 0.5 * (self.y0 + self.y1))

    @property
    def area(self) -> float:
        """Area in square metres."""
        return (self.x1 - self.x0) * (self.y1 - self.y0)

    def contains(self, x: float, y: float, pad: float = 0.0) -> bool:
        """True if (x, y) lies inside the rectangle shrunk by ``pad``."""
        return self.x0 + pad <= x <= self.x1 - pad and self.y0 + pad <= y <= self.y1 - pad


@dataclass
class Door:
    """An opening between two regions; axis 'h' lies on a horizontal edge, 'v' vertical."""

    id: int
    a: int
    b: int
    x: float
    y: float
    floor: int
    width: float
    axis: str
    kind: str = "door"


@dataclass
class Placement:
    """Where an object instance is during [t0, t1) (seconds since the run start)."""

    t0: float
    t1: float
    x: float
    y: float
    z: float
    region: int


@dataclass
class Instance:
    """One physical object; portable and transient ones have several placements."""

    id: int
    cat: str
    colour: str = ""
    material: str = ""
    placements: list[Placement] = field(default_factory=list)
    text: str = ""
    about: int = -1
    pref: int = 0
    keywords: tuple[str, ...] = ()
    mount: str = ""

    def placement_at(self, t: float) -> Placement | None:
        """The placement valid at time ``t`` or None."""
        for p in self.placements:
            if p.t0 <= t < p.t1:
                return p
        return None


@dataclass
class Camera:
    """Sensing and recording parameters of one world."""

    hfov: float
    range_in: float
    range_out: float
    p_detect: float
    attr_rate: float
    halluc_rate: float
    box_null: float
    dt: float
    jitter: float
    pose_sigma: float
    yaw_sigma: float
    drift: float
    style: str
    style_mix: dict[str, float]
    cam_height: float = 1.1


@dataclass
class World:
    """The hidden world: geometry, objects and naming."""

    family: str
    seed: int
    kinds: dict[str, PlaceKind]
    catalog: dict[str, Category]
    categories: dict[str, Category] = field(default_factory=dict)
    regions: list[Region] = field(default_factory=list)
    doors: list[Door] = field(default_factory=list)
    walls: dict[int, np.ndarray] = field(default_factory=dict)
    instances: list[Instance] = field(default_factory=list)
    absent_objects: tuple[tuple[str, ...], ...] = ()
    absent_places: tuple[tuple[str, ...], ...] = ()
    names: dict[str, str] = field(default_factory=dict)
    floor_height: float = 3.6
    floors: int = 1
    t_start: float = 0.0
    camera: Camera | None = None
    cache: dict = field(default_factory=dict, repr=False)

    def regions_of(self, kind: str) -> list[Region]:
        """All regions of one kind."""
        return [r for r in self.regions if r.kind == kind]

    def kind_of(self, region: int) -> PlaceKind:
        """The place kind of a region id."""
        return self.kinds[self.regions[region].kind]

    def instances_of(self, cat: str) -> list[Instance]:
        """All instances of one category."""
        return [i for i in self.instances if i.cat == cat]
