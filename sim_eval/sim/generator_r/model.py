"""Types and constants shared by every module: camera, levels, places, classes, instances."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

# Camera: a wide-angle (rectified) camera, 4:3 image.
HFOV_DEG = 120.0
HFOV_RAD = math.radians(HFOV_DEG)
H_TAN = math.tan(HFOV_RAD / 2)
IMAGE_ASPECT = 4.0 / 3.0
V_TAN = H_TAN / IMAGE_ASPECT
CAMERA_HEIGHT_M = 1.25
IMAGE_W_PX = 1280
IMAGE_H_PX = 960
EDGE_MARGIN_RAD = 0.01

# Frames and gaps.
FRAME_MIN_S = 2.5
FRAME_MAX_S = 6.0
SURE_BOUNDARY_S = 7.0  # a visit boundary is sure when its two frames are at most this apart
MAX_LABELS = 8
MAX_OBJECT_LABELS = 6

Rect = tuple[float, float, float, float]
Point = tuple[float, float]

NUMBER_WORDS = (
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
    "twenty",
)
ORDINALS = ("zeroth", "first", "second", "third", "fourth", "fifth")


def number_word(n: int) -> str:
    """English words for 0..99."""
    if n < len(NUMBER_WORDS):
        return NUMBER_WORDS[n]
    tens = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
    head = tens[n // 10]
    return head if n % 10 == 0 else f"{head}-{NUMBER_WORDS[n % 10]}"


def article(word: str) -> str:
    """'a' or 'an' for ``word``."""
    w = word.lower()
    if w.startswith(("hour", "honest")):
        return "an"
    if w.startswith(("uni", "use", "one", "eu")):
        return "a"
    if w[:1] in "aeio" or (w[:1] == "u" and not w.startswith("us")):
        return "an"
    if len(w) >= 2 and w[0] in "fhlmnrsx" and w[1] == "-":
        return "an"
    if w.startswith(("iv ", "o2 ", "x-ray", "mri", "fids", "led ")):
        return "an"
    return "a"


def with_article(phrase: str) -> str:
    """``phrase`` preceded by a or an."""
    return f"{article(phrase)} {phrase}"


@dataclass(frozen=True)
class Level:
    key: str
    z: float
    forms: tuple[str, ...]  # correct names of the floor, the first is the display name


@dataclass(frozen=True)
class Place:
    key: str
    name: str
    forms: tuple[str, ...]  # correct forms, name first; lower-case abbreviations included
    abbrevs: tuple[str, ...]  # the subset of ``forms`` a terse captioner uses
    kind: str  # e.g. "bay", "gate", "office"; wrong namings prefer the same kind
    kind_word: str  # a description that names no place
    rect: tuple[float, float, float, float]
    levels: tuple[str, ...]
    group: str
    sight_m: float
    transit: bool = False
    corridor: bool = False
    hub: bool = False
    dock: bool = False
    sign: str | None = None  # the text of the place's own name sign, which holds a form
    surface: str = "floor"


@dataclass(frozen=True)
class Link:
    a: str
    b: str
    level: str


@dataclass(frozen=True)
class ClassSpec:
    key: str
    labels: tuple[str, str, str]  # identifying labels, the question noun first
    plural: str
    generic: str
    height: float
    width: float
    base: float  # mount height of the bottom above the floor
    where: tuple[str, ...]  # place keys
    count: tuple[int, int]
    mobility: str  # fixed | moved | roaming | transient
    colours: tuple[str, ...] = ()
    states: tuple[str, ...] = ()
    state_mean_s: float = 600.0
    text_mode: str = "none"  # none | fixed | name | place | screen
    texts: tuple[str, ...] = ()
    reach: float = 1.0
    detect: float = 1.0
    spacing: float = 2.0
    confusions: tuple[str, ...] = ()
    per_place: int = 0  # fixed things placed this many per listed place (count ignored)
    wall: bool = False  # placed near a wall of its place


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
    name: str | None  # the text of its name plate, if any
    stays: list[Stay]
    states: list[tuple[float, str]] = field(default_factory=list)  # (from t, state)
    texts: list[tuple[float, str]] = field(default_factory=list)  # (from t, text)

    def stay_at(self, t: float) -> Stay | None:
        for stay in self.stays:
            if stay.t0 <= t < stay.t1:
                return stay
        return None

    def state_at(self, t: float) -> str | None:
        current: str | None = None
        for start, state in self.states:
            if start <= t:
                current = state
            else:
                break
        return current

    def text_at(self, t: float) -> str | None:
        current: str | None = None
        for start, text in self.texts:
            if start <= t:
                current = text
            else:
                break
        return current


@dataclass(frozen=True)
class FamilySpec:
    key: str
    site: str
    levels: tuple[Level, ...]
    places: tuple[Place, ...]
    links: tuple[Link, ...]
    classes: tuple[ClassSpec, ...]
    never_present: tuple[str, ...]
    hallucinations: tuple[str, ...]
    bystanders: tuple[str, ...]
    scene_words: tuple[str, ...]
    regions: tuple[str, ...]
    floor_word: str  # "floor", "level"
    x_offset: float = 0.0
    y_offset: float = 0.0

    def place(self, key: str) -> Place:
        for place in self.places:
            if place.key == key:
                return place
        raise KeyError(key)

    def level(self, key: str) -> Level:
        for level in self.levels:
            if level.key == key:
                return level
        raise KeyError(key)

    def cls(self, key: str) -> ClassSpec:
        for spec in self.classes:
            if spec.key == key:
                return spec
        raise KeyError(key)


def pluralize(word: str) -> str:
    """English plural of a label ("bunch of flowers" -> "bunches of flowers")."""
    if " of " in word:
        head, tail = word.split(" of ", 1)
        return f"{pluralize(head)} of {tail}"
    last = word.split(" ")[-1]
    if last.isupper():
        return word + "s"
    if word.endswith(("s", "x", "ch", "sh")):
        return word + "es"
    if word.endswith("y") and len(word) > 1 and word[-2] not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"
