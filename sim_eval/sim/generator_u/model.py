"""Camera constants, names of families, captioners and phrasings, and the site data types."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

HFOV_DEG = 87.0
HFOV_RAD = math.radians(HFOV_DEG)
TAN_H = math.tan(HFOV_RAD / 2)
IMAGE_ASPECT = 4 / 3
TAN_V = TAN_H * 3 / 4
CAMERA_HEIGHT_M = 1.05

FAMILIES = ("carplant", "leisure", "ferry")
CAPTIONERS = ("florence_detailed", "dense_regions", "action_narrator", "hedging_vlm")
DEV_PHRASINGS = ("terse_keywords", "polite_elderly", "learner_english", "work_order")
HELDOUT_PHRASING = "heldout_quiz"
PHRASINGS = (*DEV_PHRASINGS, HELDOUT_PHRASING)
TYPES = ("spatial", "temporal", "binary", "duration", "text")
GAP_S = 6.0


@dataclass(frozen=True)
class PlaceSpec:
    key: str
    forms: tuple[str, ...]
    kind: str
    kind_word: str
    level: str
    side: str  # "spine", "N", "S" or "lift"
    seg: int
    w: float
    d: float
    sight: float
    outdoor: bool = False
    open: bool = False  # an outdoor room that shares its level's outdoor spine group
    dock: bool = False
    linger: bool = False


@dataclass(frozen=True)
class ClassSpec:
    key: str
    labels: tuple[str, str, str]
    plural: str
    generic: str
    colours: tuple[str, ...]
    size: tuple[float, float, float]  # width, height, mount height (m)
    kinds: tuple[str, ...]
    count: tuple[int, int]
    mobility: str  # fixed, moved, roaming
    plate: str | None = None  # e.g. "FL {n:02d}"


@dataclass(frozen=True)
class LevelSpec:
    key: str
    z: float
    forms: tuple[str, ...]


@dataclass(frozen=True)
class FamilySpec:
    key: str
    site: str
    origin: tuple[float, float]
    levels: tuple[LevelSpec, ...]
    places: tuple[PlaceSpec, ...]
    classes: tuple[ClassSpec, ...]
    never: tuple[str, ...]
    halluc: tuple[str, ...]
    regions_in: tuple[str, ...]
    regions_out: tuple[str, ...]
    sign_labels: tuple[str, str, str] = ("room sign", "wall sign", "name board")


SIGN_CLASS = "place_sign"


@dataclass
class Place:
    spec: PlaceSpec
    rect: tuple[float, float, float, float]
    z: float
    group: str

    @property
    def key(self) -> str:
        return self.spec.key

    def contains(self, x: float, y: float, eps: float = 1e-6) -> bool:
        x0, y0, x1, y1 = self.rect
        return x0 - eps <= x <= x1 + eps and y0 - eps <= y <= y1 + eps


@dataclass(frozen=True)
class Door:
    a: str
    b: str
    level: str
    x: float
    y: float


@dataclass
class Instance:
    id: str
    cls: str
    colour: str
    text: str | None
    sign_of: str | None
    stays: list[tuple[float, float, str, float, float, float]] = field(default_factory=list)

    def stay_at(self, t: float) -> tuple[float, float, str, float, float, float] | None:
        for stay in self.stays:
            if stay[0] <= t < stay[1]:
                return stay
        return None


@dataclass
class Frame:
    i: int
    t: float
    true: tuple[float, float, float, float]
    pose: tuple[float, float, float, float]
    place: str
    level: str | None
    goal: str | None
    motion: str
    loc_error_m: float
    visible: list[dict[str, Any]] = field(default_factory=list)
    detections: list[dict[str, Any]] = field(default_factory=list)
    plan: dict[str, Any] = field(default_factory=dict)
    caption: str = ""
