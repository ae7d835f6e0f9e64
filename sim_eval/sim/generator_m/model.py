"""The data types a world is made of: floors, places, classes, instances and frames."""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field

Rect = tuple[float, float, float, float]

KINDS = ("static", "state", "text", "screen", "moving", "moved", "lost")
PLACE_KINDS = ("room", "corridor", "outdoor", "lift", "stairs")


@dataclass(frozen=True)
class Floor:
    index: int
    z: float
    forms: tuple[str, ...]  # how a caption may name it ("second floor", "level 2")


@dataclass(frozen=True)
class Place:
    name: str
    code: str | None
    kind: str
    floors: tuple[int, ...]
    rect: Rect
    group: str  # visibility group: things are seen only within one group

    @property
    def outdoor(self) -> bool:
        return self.kind == "outdoor"

    @property
    def transit(self) -> bool:
        return self.kind in ("lift", "stairs")

    @property
    def floor(self) -> int:
        return self.floors[0]

    @property
    def centre(self) -> tuple[float, float]:
        x0, y0, x1, y1 = self.rect
        return ((x0 + x1) / 2, (y0 + y1) / 2)

    @property
    def area(self) -> float:
        x0, y0, x1, y1 = self.rect
        return (x1 - x0) * (y1 - y0)

    def contains(self, x: float, y: float, tol: float = 1e-6) -> bool:
        x0, y0, x1, y1 = self.rect
        return x0 - tol <= x <= x1 + tol and y0 - tol <= y <= y1 + tol


@dataclass(frozen=True)
class Link:
    """A doorway (or an open boundary) between two places on one floor."""

    a: str
    b: str
    floor: int
    point: tuple[float, float]


@dataclass(frozen=True)
class ClassSpec:
    key: str  # the question noun; always labels[0]
    labels: tuple[str, ...]  # identifying detector labels
    generic: tuple[str, ...]  # labels that do not say which class
    kind: str
    size: tuple[float, float, float]  # width, height, bottom above the floor (m)
    places: tuple[str, ...]
    count: tuple[int, int] = (1, 1)
    per_place: bool = False
    colours: tuple[str, ...] = ()
    states: tuple[str, ...] = ()
    common: bool = False  # the detector sometimes hallucinates one


@dataclass(frozen=True)
class TextItem:
    cls: str
    place: str
    text: str
    near: str | None = None  # name of the place behind the nearest doorway
    plate_for: str | None = None  # the room this door plate names


@dataclass(frozen=True)
class ScreenItem:
    cls: str
    place: str
    feed: str
    near: str | None = None


@dataclass(frozen=True)
class Stay:
    t: float  # from this time (seconds since the run's start)
    place: str
    x: float
    y: float
    z: float


@dataclass
class Instance:
    id: str
    cls: str
    colour: str | None
    stays: list[Stay]
    states: list[tuple[float, str]] = field(default_factory=list)
    texts: list[tuple[float, str]] = field(default_factory=list)
    track: list[tuple[float, float, float]] | None = None  # (t, x, y) for moving things
    plate_for: str | None = None

    @property
    def fixed(self) -> bool:
        return len(self.stays) == 1 and self.track is None

    def stay_at(self, t: float) -> Stay:
        times = [s.t for s in self.stays]
        return self.stays[max(0, bisect.bisect_right(times, t) - 1)]

    def position_at(self, t: float) -> tuple[float, float, float, str]:
        stay = self.stay_at(t)
        if self.track is None:
            return (stay.x, stay.y, stay.z, stay.place)
        times = [p[0] for p in self.track]
        k = bisect.bisect_right(times, t) - 1
        if k < 0:
            return (self.track[0][1], self.track[0][2], stay.z, stay.place)
        if k >= len(self.track) - 1:
            return (self.track[-1][1], self.track[-1][2], stay.z, stay.place)
        t0, x0, y0 = self.track[k]
        t1, x1, y1 = self.track[k + 1]
        u = 0.0 if t1 <= t0 else (t - t0) / (t1 - t0)
        return (x0 + u * (x1 - x0), y0 + u * (y1 - y0), stay.z, stay.place)

    def state_at(self, t: float) -> str | None:
        return _schedule_at(self.states, t)

    def text_at(self, t: float) -> str | None:
        return _schedule_at(self.texts, t)


def _schedule_at(schedule: list[tuple[float, str]], t: float) -> str | None:
    if not schedule:
        return None
    times = [s[0] for s in schedule]
    return schedule[max(0, bisect.bisect_right(times, t) - 1)][1]


@dataclass
class Detection:
    label: str
    inst: str | None
    cls: str | None
    identifying: bool
    flag: str  # object, duplicate, false_positive, region
    colour: str | None = None
    state: str | None = None
    bearing: float | None = None
    range: float | None = None
    box: tuple[float, float, float, float] | None = None


@dataclass
class Mention:
    inst: str
    cls: str
    noun: str
    colour: str | None
    state: str | None
    side: str  # left, right, ahead
    range: float


@dataclass
class Plan:
    """What one caption says, before a captioner words it."""

    mentions: list[Mention]
    quote: tuple[str, str, str] | None  # (instance, noun, text)
    place: tuple[str, str, bool] | None  # (place named, words used, correct)
    place_forms: tuple[str, ...]  # the forms (name/code) the words contain
    floor: tuple[int, str, bool] | None  # (floor named, form, correct)
    vague: str | None
    bystander: str | None
    outdoor: bool
    clock: str


@dataclass
class Frame:
    i: int
    t: float  # seconds since the run's start (exact, rounded to ms)
    x: float
    y: float
    z: float
    yaw: float
    place: str
    floor: int | None
    detections: list[Detection] = field(default_factory=list)
    plan: Plan | None = None
    caption: str = ""
