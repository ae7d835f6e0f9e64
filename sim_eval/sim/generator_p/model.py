"""World types: places, doorways, classes, instances, frames."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

HFOV_DEG = 84.0
HFOV_RAD = math.radians(HFOV_DEG)
IMAGE_ASPECT = 4.0 / 3.0
CAMERA_HEIGHT_M = 1.0
COLOURS = (
    "red",
    "orange",
    "yellow",
    "green",
    "blue",
    "purple",
    "pink",
    "white",
    "black",
    "grey",
    "brown",
    "silver",
)
NEAR_SHADES: dict[str, tuple[str, ...]] = {
    "red": ("pink", "orange"),
    "orange": ("red", "yellow", "brown"),
    "yellow": ("orange",),
    "green": (),
    "blue": ("purple",),
    "purple": ("blue", "pink"),
    "pink": ("red", "purple"),
    "white": ("silver", "grey"),
    "black": ("grey",),
    "grey": ("silver", "white", "black"),
    "brown": ("orange",),
    "silver": ("grey", "white"),
}
Rect = tuple[float, float, float, float]


@dataclass(frozen=True)
class Place:
    key: str
    forms: tuple[str, ...]  # correct names; the first is the canonical name
    rect: Rect
    levels: tuple[int, ...]
    kind_word: str  # names only the kind of place ("a grocery store")
    article: bool = True  # "the Food Court" vs "Emma's bedroom"
    outdoor: bool = False
    transit: str | None = None  # "lift" or "stairs"
    building: str | None = None
    big: bool = False
    surface: str = "tiled floor"

    @property
    def name(self) -> str:
        return self.forms[0]

    @property
    def level(self) -> int:
        return self.levels[0]

    @property
    def group(self) -> str:
        return f"outdoor:{self.level}" if self.outdoor else f"room:{self.key}"

    @property
    def area(self) -> float:
        x0, y0, x1, y1 = self.rect
        return (x1 - x0) * (y1 - y0)

    @property
    def centre(self) -> tuple[float, float]:
        x0, y0, x1, y1 = self.rect
        return ((x0 + x1) / 2, (y0 + y1) / 2)

    def contains(self, x: float, y: float, tol: float = 1e-6) -> bool:
        x0, y0, x1, y1 = self.rect
        return x0 - tol <= x <= x1 + tol and y0 - tol <= y <= y1 + tol


@dataclass(frozen=True)
class Link:
    a: str
    b: str
    level: int
    x: float
    y: float


@dataclass(frozen=True)
class ClassDef:
    key: str
    labels: tuple[str, str, str]  # identifying labels, the question noun first
    plural: str
    generic: str
    kind: str  # static | state | text | screen | moved
    colours: tuple[str, ...]
    size: tuple[float, float, float]  # width, height, base height (m)
    places: tuple[str, ...]
    count: tuple[int, int]
    states: tuple[str, str] = ("on", "off")
    texts: tuple[str, ...] = ()
    ownable: bool = False
    asked: bool = True
    is_plural: bool = False  # "keys", "reading glasses"

    @property
    def noun(self) -> str:
        return self.labels[0]


@dataclass
class Stay:
    t0: float
    t1: float
    place: str
    x: float
    y: float


@dataclass
class Instance:
    key: str
    cls: str
    colour: str | None
    stays: list[Stay]
    states: list[tuple[float, str]] = field(default_factory=list)  # (from t, state)
    texts: list[tuple[float, str]] = field(default_factory=list)  # (from t, text)

    def stay_at(self, t: float) -> Stay | None:
        for stay in self.stays:
            if stay.t0 <= t < stay.t1:
                return stay
        return None

    def state_at(self, t: float) -> str | None:
        current = None
        for t0, state in self.states:
            if t0 <= t:
                current = state
        return current

    def text_at(self, t: float) -> str | None:
        current = None
        for t0, text in self.texts:
            if t0 <= t:
                current = text
        return current


@dataclass
class Frame:
    index: int
    t: float
    x: float
    y: float
    z: float
    yaw: float
    place: str
    level: int | None
    motion: str
    detections: list[dict[str, Any]] = field(default_factory=list)
    plan: dict[str, Any] = field(default_factory=dict)
    caption: str = ""
    visible: list[str] = field(default_factory=list)


@dataclass
class Family:
    key: str
    site: str
    floors: dict[int, tuple[float, tuple[str, ...]]]  # level -> (z, forms)
    places: dict[str, Place]
    links: list[Link]
    classes: dict[str, ClassDef]
    never_present: tuple[str, ...]
    hallucinations: tuple[str, ...]
    buildings: dict[str, tuple[str, ...]]
    bystanders: tuple[str, ...]
    speed: tuple[float, float]
    minutes: tuple[float, float]

    def z_of(self, level: int) -> float:
        return self.floors[level][0]


def rect_door(a: Rect, b: Rect) -> tuple[float, float]:
    """Midpoint of the edge two touching rectangles share (ValueError if none)."""
    ax0, ay0, ax1, ay1 = a
    bx0, by0, bx1, by1 = b
    for xa, xb in ((ax1, bx0), (ax0, bx1)):
        if abs(xa - xb) < 1e-9:
            lo, hi = max(ay0, by0), min(ay1, by1)
            if hi - lo >= 0.9:
                return (xa, (lo + hi) / 2)
    for ya, yb in ((ay1, by0), (ay0, by1)):
        if abs(ya - yb) < 1e-9:
            lo, hi = max(ax0, bx0), min(ax1, bx1)
            if hi - lo >= 0.9:
                return ((lo + hi) / 2, ya)
    raise ValueError(f"rectangles {a} and {b} share no edge")


def angle_diff(a: float, b: float) -> float:
    """a - b wrapped to (-pi, pi]."""
    d = (a - b) % (2 * math.pi)
    return d - 2 * math.pi if d > math.pi else d
