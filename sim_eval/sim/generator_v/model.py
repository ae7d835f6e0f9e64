"""Camera constants and the family description types."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

HFOV_DEG = 74.0
HFOV_RAD = math.radians(HFOV_DEG)
IMAGE_ASPECT = 0.75  # height / width
TAN_H = math.tan(HFOV_RAD / 2)
TAN_V = TAN_H * IMAGE_ASPECT
CAMERA_HEIGHT_M = 1.15
MAX_LABELS = 8
GAP_S = 6.0

FAMILIES = ("courthouse", "site", "datacentre")
CAPTIONERS = ("scene_prose", "sign_reader", "blip_short", "esl_template")
DEV_PHRASINGS = ("plain", "child", "asr_voice", "wondering")
HELDOUT_PHRASING = "heldout_voicemail"
PHRASINGS = (*DEV_PHRASINGS, HELDOUT_PHRASING)

NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


@dataclass(frozen=True)
class LevelSpec:
    key: str
    z: float
    forms: tuple[str, ...]  # how people and signs name the floor


@dataclass(frozen=True)
class PlaceSpec:
    key: str
    forms: tuple[str, ...]  # first form is the canonical name
    kind: str
    level: str
    side: str  # "spine", "N" or "S"
    seg: int  # spine segment index (for rooms: the segment they open onto)
    w: float  # extent along x
    h: float  # extent along y
    outdoor: bool = False
    open: bool = False  # an outdoor room seen from the outdoor spine (one visibility group)
    sight: float = 9.0
    dock: bool = False
    sign: str = ""  # the place sign's text; "" = the first form in capitals


@dataclass(frozen=True)
class ClassSpec:
    key: str
    labels: tuple[str, str, str]
    plural: str
    generic: str
    colours: tuple[str, ...]
    size: tuple[float, float, float]  # width, height, base height (m)
    kinds: tuple[str, ...]
    count: tuple[int, int]
    mobility: str  # fixed | moved | roaming
    plate: str = ""  # a plate pattern, "#" = digit, "@" = letter
    confuse: str = ""  # a class the detector sometimes calls it


@dataclass(frozen=True)
class FamilySpec:
    key: str
    site: str
    origin: tuple[float, float]
    levels: tuple[LevelSpec, ...]
    places: tuple[PlaceSpec, ...]
    classes: tuple[ClassSpec, ...]
    kind_words: dict[str, str]  # place kind -> a description naming no place
    activities: dict[str, str]  # place kind -> what people do there (indirect naming)
    regions: dict[str, str]  # place kind -> a floor/ground region label
    never_present: tuple[str, ...]
    hallucinations: tuple[str, ...]
    lift: tuple[str, ...]  # forms of the lift (first canonical)
    stairs: tuple[str, ...] = ()  # forms of the stairs, () = none
    big_kinds: tuple[str, ...] = ()  # kinds where the robot lingers more often
    spine_width: float = 5.0
    extra: dict[str, str] = field(default_factory=dict)
