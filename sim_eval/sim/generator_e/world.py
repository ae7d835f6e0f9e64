"""The hidden world: places, connections, object catalogue and instances.

Kept free of any family detail so the school and the warehouse share the route,
perception and question code.
"""

from __future__ import annotations

import hashlib
import math
import random
from dataclasses import dataclass, field

Rect = tuple[float, float, float, float]


def rng_for(*parts: object) -> random.Random:
    """A generator seeded from a SHA-256 of its purpose and arguments (PYTHONHASHSEED-proof)."""
    digest = hashlib.sha256("|".join(str(p) for p in parts).encode("utf-8")).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


@dataclass
class Place:
    """A rectangle on one level with the names people and captioners give it."""

    id: str
    name: str
    aliases: list[str]
    kind: str  # room, corridor, stairs, lift, outdoor, crossing, street
    level: int
    rect: Rect
    building: str | None  # "main", another building, or None when outdoors
    generic: str  # how a captioner that does not know the room describes it
    function: str  # the room described by its use ("a space used for eating meals")
    code: str  # the operator log's zone code
    background: list[str]
    tags: list[str] = field(default_factory=list)
    keys: list[str] = field(default_factory=list)  # answer keywords naming this place
    sees: list[str] = field(default_factory=list)  # places whose objects are visible from here
    stayable: bool = True
    range_m: float = 14.0

    @property
    def centre(self) -> tuple[float, float]:
        x0, y0, x1, y1 = self.rect
        return ((x0 + x1) / 2, (y0 + y1) / 2)

    @property
    def outdoor(self) -> bool:
        return self.building is None

    def contains(self, x: float, y: float, margin: float = 0.0) -> bool:
        x0, y0, x1, y1 = self.rect
        return x0 - margin <= x <= x1 + margin and y0 - margin <= y <= y1 + margin

    def clamp(self, x: float, y: float, margin: float = 0.7) -> tuple[float, float]:
        """The point moved inside the rectangle shrunk by ``margin``."""
        x0, y0, x1, y1 = self.rect
        mx = min(margin, (x1 - x0) / 2 - 0.05)
        my = min(margin, (y1 - y0) / 2 - 0.05)
        return (min(max(x, x0 + mx), x1 - mx), min(max(y, y0 + my), y1 - my))

    def random_point(self, rng: random.Random, margin: float = 1.0) -> tuple[float, float]:
        x0, y0, x1, y1 = self.rect
        mx = min(margin, (x1 - x0) / 2 - 0.1)
        my = min(margin, (y1 - y0) / 2 - 0.1)
        return (rng.uniform(x0 + mx, x1 - mx), rng.uniform(y0 + my, y1 - my))


@dataclass
class Connection:
    """A way between two places: a door or open edge at ``point``, a kerb, stairs or the lift."""

    a: str
    b: str
    kind: str  # door, open, kerb, stairs, lift
    point: tuple[float, float]


@dataclass
class Category:
    """An object category: its synonyms (names[0] canonical), look and where it is found."""

    key: str
    names: list[str]
    size: float
    colours: list[str]
    materials: list[str]
    portable: bool
    where: list[str]  # place tags
    count: tuple[int, int]
    presence: float = 1.0
    wall: bool = False


@dataclass
class Instance:
    """One object; ``moves`` is its schedule of (from_t, place id or None when gone, x, y)."""

    id: str
    cat: str
    colour: str | None
    material: str | None
    moves: list[tuple[float, str | None, float, float]]
    text: str | None = None
    keys: list[str] = field(default_factory=list)

    def at(self, t: float) -> tuple[str | None, float, float]:
        """Where the object is at ``t`` (place None: not on site)."""
        current = self.moves[0]
        for move in self.moves[1:]:
            if move[0] <= t:
                current = move
            else:
                break
        return current[1], current[2], current[3]


@dataclass
class World:
    """Everything hidden: layout, catalogue, instances, levels, weather and people."""

    family: str
    seed: int
    storey_h: float
    places: dict[str, Place]
    connections: list[Connection]
    categories: dict[str, Category]
    instances: list[Instance]
    level_names: dict[int, list[str]]  # level -> keywords, first one the display name
    absent_names: list[str]  # plausible things nowhere on site
    start_place: str
    must_visit: list[str]
    people_words: list[str]
    hallucinations: list[str]
    site_word: str  # "school", "warehouse"
    weather: list[tuple[float, str]] = field(default_factory=list)  # (from offset s, state)
    occupancy: dict[str, list[int]] = field(default_factory=dict)  # per place, per 120 s block
    lights_off: list[str] = field(default_factory=list)

    def z_of(self, level: int) -> float:
        return level * self.storey_h

    def place_at(self, x: float, y: float, level: int) -> str | None:
        """The smallest place containing the point on that level."""
        best: tuple[float, str] | None = None
        for place in self.places.values():
            if place.level == level and place.contains(x, y, 0.01):
                x0, y0, x1, y1 = place.rect
                area = (x1 - x0) * (y1 - y0)
                if best is None or area < best[0]:
                    best = (area, place.id)
        return best[1] if best else None


def dist(a: tuple[float, float], b: tuple[float, float]) -> float:
    return math.hypot(a[0] - b[0], a[1] - b[1])


def article(noun: str) -> str:
    """'a' or 'an' before a noun (by its first letter; good enough for our catalogues)."""
    word = noun.split()[0] if noun.split() else noun
    if word.upper() == word and len(word) <= 4 and word.isalpha():  # AGV, HGV, CCTV
        return "an" if word[0] in "AEFHILMNORSX" else "a"
    word = word.lower()
    if word.startswith(("uni", "use", "euro")):
        return "a"
    return "an" if word[:1] in "aeiou" else "a"
