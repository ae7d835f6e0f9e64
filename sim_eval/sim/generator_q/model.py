"""Types shared by the generator, camera constants and colours."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

GENERATOR = "generator_q"

# Camera: a wide 100-degree lens on a 16:9 sensor, 1.15 m above the floor.
HFOV_DEG = 100.0
HFOV_RAD = math.radians(HFOV_DEG)
IMAGE_ASPECT = 16.0 / 9.0  # width / height
TAN_H = math.tan(HFOV_RAD / 2)
TAN_V = TAN_H / IMAGE_ASPECT
CAMERA_HEIGHT_M = 1.15
FOV_MARGIN_RAD = 0.01

# Colours a detector or captioner may say, with the shades a "no" question must avoid.
SHADES: dict[str, tuple[str, ...]] = {
    "red": ("red", "orange", "pink", "maroon"),
    "orange": ("orange", "red", "yellow", "gold", "brown"),
    "yellow": ("yellow", "gold", "orange", "cream"),
    "gold": ("gold", "yellow", "orange", "brown"),
    "green": ("green", "teal"),
    "teal": ("teal", "green", "blue"),
    "blue": ("blue", "navy", "teal", "purple"),
    "navy": ("navy", "blue", "black"),
    "white": ("white", "cream", "grey", "silver"),
    "cream": ("cream", "white", "yellow"),
    "grey": ("grey", "silver", "white", "black"),
    "silver": ("silver", "grey", "white"),
    "black": ("black", "grey", "navy"),
    "brown": ("brown", "orange", "gold", "maroon"),
    "pink": ("pink", "red", "purple"),
    "purple": ("purple", "pink", "blue"),
    "maroon": ("maroon", "red", "brown"),
}
COLOUR_KEYWORDS: dict[str, tuple[str, ...]] = {
    "grey": ("grey", "gray"),
    "silver": ("silver", "grey", "gray"),
    "navy": ("navy", "dark blue"),
    "maroon": ("maroon", "dark red"),
    "gold": ("gold", "golden"),
}

Rect = tuple[float, float, float, float]
Box = tuple[float, float, float, float]


def wrap(angle: float) -> float:
    """``angle`` in (-pi, pi]."""
    wrapped = math.fmod(angle + math.pi, 2 * math.pi)
    if wrapped <= 0:
        wrapped += 2 * math.pi
    return wrapped - math.pi


def in_rect(rect: Rect, x: float, y: float, tol: float = 1e-6) -> bool:
    return rect[0] - tol <= x <= rect[2] + tol and rect[1] - tol <= y <= rect[3] + tol


def article_for(form: str) -> str:
    """'' for coded names ("Aisle 12", "aisle twelve", "Cabin 6142", "deck five"), else 'the'."""
    if any(ch.isdigit() for ch in form) or form in {"upstairs", "downstairs"}:
        return ""
    if form.split()[-1].lower() in _NUMBER_WORDS:
        return ""
    return "the"


def with_article(form: str) -> str:
    art = article_for(form)
    return f"{art} {form}" if art else form


@dataclass(frozen=True)
class Level:
    key: str
    z: float
    forms: tuple[str, ...]  # first is the usual name


@dataclass(frozen=True)
class Place:
    key: str
    forms: tuple[str, ...]  # correct forms; first is the sign-posted name
    kind_word: str  # what a captioner says when it cannot name the place
    rect: Rect
    levels: tuple[str, ...]
    outdoor: bool = False
    transit: str = ""  # "", "lift" or "stairs"
    group: str = ""  # visibility group (things are seen only within it)
    hub: bool = False
    surface: str = "concrete"
    sight: float = 12.0  # base visibility range in metres
    building: str = ""

    @property
    def name(self) -> str:
        return self.forms[0]

    @property
    def area(self) -> float:
        return (self.rect[2] - self.rect[0]) * (self.rect[3] - self.rect[1])

    @property
    def centre(self) -> tuple[float, float]:
        return ((self.rect[0] + self.rect[2]) / 2, (self.rect[1] + self.rect[3]) / 2)


@dataclass(frozen=True)
class Door:
    a: str
    b: str
    level: str
    x: float
    y: float


@dataclass(frozen=True)
class Spot:
    """A fixed position for one instance (dock doors, gates, life rings)."""

    place: str
    x: float
    y: float
    text: str = ""


@dataclass(frozen=True)
class ClassSpec:
    key: str
    labels: tuple[str, str, str]  # identifying; the question noun first
    plural: str
    generic: str
    size: tuple[float, float]  # width, height in metres
    colours: tuple[str, ...]
    mobility: str  # fixed | moved | roaming
    count: tuple[int, int]
    places: tuple[str, ...]
    base: float = 0.0  # bottom edge above the floor (wall-mounted things)
    states: tuple[str, ...] = ()
    state_mean_s: float = 480.0
    texts: tuple[str, ...] = ()
    text_mode: str = ""  # "" | fixed | screen | named
    spots: tuple[Spot, ...] = ()
    asked: bool = True
    detect: float = 1.0
    reach: float = 1.0

    @property
    def noun(self) -> str:
        return self.labels[0]


@dataclass
class Stay:
    t: float  # from this time on (the first stay starts before the run)
    place: str
    x: float
    y: float


@dataclass
class Instance:
    key: str
    cls: str
    colour: str | None
    stays: list[Stay]
    states: list[tuple[float, str]] = field(default_factory=list)
    texts: list[tuple[float, str]] = field(default_factory=list)
    name: str = ""  # the name a fixed sign gives it ("Dock Door 4")


@dataclass
class Detection:
    label: str
    role: str  # object | generic | region
    instance: str | None = None
    cls: str | None = None
    identifying: bool = False
    colour: str | None = None  # colour said in the label
    state: str | None = None  # state said in the label
    bearing: float | None = None
    range: float | None = None
    box: Box | None = None


@dataclass
class Mention:
    instance: str
    word: str
    colour: bool = False
    state: str | None = None


@dataclass
class PlaceNaming:
    mode: str  # proper | wrong | misspelt | kind
    place: str | None  # the place whose form is used (None for a kind word)
    form: str
    hedged: bool = False


@dataclass
class FloorNaming:
    level: str
    form: str
    correct: bool


@dataclass
class CaptionPlan:
    empty: bool = False
    things: list[Mention] = field(default_factory=list)
    quote: tuple[str, str] | None = None  # (instance, text)
    place: PlaceNaming | None = None
    floor: FloorNaming | None = None
    bystander: str | None = None
    hallucination: str | None = None
    clip_s: float | None = None  # video_llm: seconds since its clip started


@dataclass
class Frame:
    index: int
    t: float
    x: float  # recorded pose (with localisation jitter)
    y: float
    z: float
    yaw: float
    tx: float  # true pose
    ty: float
    tz: float
    tyaw: float
    place: str
    level: str | None  # None while riding a lift or climbing stairs
    motion: str
    detections: list[Detection] = field(default_factory=list)
    plan: CaptionPlan = field(default_factory=CaptionPlan)
    caption: str = ""


_ONES = [
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
]
_TENS = ["_", "_", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
_NUMBER_WORDS = {*_ONES, *_TENS[2:], "hundred", "thousand"}


def number_words(n: int) -> str:
    """0..9999 in words ("forty two", "six thousand one hundred forty two")."""
    if n < 20:
        return _ONES[n]
    if n < 100:
        tens, ones = divmod(n, 10)
        return _TENS[tens] + (f" {_ONES[ones]}" if ones else "")
    if n < 1000:
        hundreds, rest = divmod(n, 100)
        return f"{_ONES[hundreds]} hundred" + (f" {number_words(rest)}" if rest else "")
    thousands, rest = divmod(n, 1000)
    return f"{number_words(thousands)} thousand" + (f" {number_words(rest)}" if rest else "")
