"""Camera constants, the data types of a family, and the names of styles."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

HFOV_DEG = 78.0
HFOV_RAD = math.radians(HFOV_DEG)
IMAGE_ASPECT = 4.0 / 3.0
TAN_H = math.tan(HFOV_RAD / 2)
TAN_V = TAN_H * 3.0 / 4.0
CAMERA_HEIGHT_M = 0.95
MAX_LABELS = 8

FAMILIES = ("library", "farm", "hotel")
CAPTIONERS = ("tag_scene", "florence_para", "robot_log", "speech_uk")
PHRASINGS = ("radio", "low_vision", "phone_typo", "we_context")
HELD_OUT = ("heldout_eval",)
ALL_PHRASINGS = PHRASINGS + HELD_OUT
TYPES = ("spatial", "temporal", "binary", "duration", "text")
PER_TYPE = 20
GAP_S = 6.0


@dataclass(frozen=True)
class RoomSpec:
    """A room beside a spine segment: side 'n' or 's', placed left to right."""

    key: str
    forms: tuple[str, ...]
    kind: str
    kind_word: str
    side: str
    width: float
    depth: float
    segment: int
    sight: float
    dock: bool = False
    open: bool = False  # joins the spine's visibility group (fields, open yards)


@dataclass(frozen=True)
class SpineSpec:
    key: str
    forms: tuple[str, ...]
    kind: str
    kind_word: str
    length: float
    width: float
    sight: float


@dataclass(frozen=True)
class LevelSpec:
    key: str
    z: float
    forms: tuple[str, ...]
    spine: tuple[SpineSpec, ...]
    rooms: tuple[RoomSpec, ...]


@dataclass(frozen=True)
class ClassSpec:
    """A class of things: three identifying labels (noun first), plural, generic label."""

    key: str
    labels: tuple[str, str, str]
    plural: str
    generic: str
    colours: tuple[str, ...]
    size: tuple[float, float, float]  # width, height, mount height (m)
    kinds: tuple[str, ...]  # place kinds it stands in
    count: tuple[int, int]
    mobility: str = "fixed"  # fixed, moved, roaming
    plate: str = ""  # a format: '#' digit, '@' letter
    british: str = ""  # speech_uk's word for it (one of the labels) when it differs


@dataclass(frozen=True)
class FamilySpec:
    key: str
    site: str
    origin: tuple[float, float]
    levels: tuple[LevelSpec, ...]
    lift: tuple[str, ...]  # forms of the lift ('' when single level)
    classes: tuple[ClassSpec, ...]
    never_present: tuple[str, ...]
    hallucinations: tuple[str, ...]
    scene_words: tuple[str, ...]
    outdoor: bool = False


@dataclass
class Place:
    key: str
    forms: tuple[str, ...]
    kind: str
    kind_word: str
    rect: tuple[float, float, float, float]
    levels: tuple[str, ...]
    group: str
    sight: float
    spine: bool = False
    dock: bool = False
    lift: bool = False

    @property
    def name(self) -> str:
        return self.forms[0]

    def centre(self) -> tuple[float, float]:
        x0, y0, x1, y1 = self.rect
        return ((x0 + x1) / 2, (y0 + y1) / 2)

    def inside(self, x: float, y: float, tol: float = 1e-6) -> bool:
        x0, y0, x1, y1 = self.rect
        return x0 - tol <= x <= x1 + tol and y0 - tol <= y <= y1 + tol


@dataclass
class Door:
    a: str
    b: str
    level: str
    x: float
    y: float


@dataclass
class Instance:
    key: str
    cls: str
    colour: str
    stays: list[list] = field(default_factory=list)
    text: str = ""  # sign text or plate
    sign_of: str = ""  # place key whose own sign this is
    plate: bool = False
