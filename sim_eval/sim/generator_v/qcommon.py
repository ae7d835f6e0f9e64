"""Shared pieces of question making: candidates, phrases for places, floors and things."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import numpy as np

from .evidence import Evidence
from .model import NUMBER_WORDS

CORE_SUBKINDS = (
    "where_is",
    "first_seen_where",
    "where_place",
    "last_seen",
    "first_seen",
    "entered_place",
    "left_place",
    "seen_yes",
    "seen_never",
    "last_visit",
    "ago_seen",
    "total_in_place",
    "which_room_here",
    "colour_of",
)
NEW_SUBKINDS = (
    "where_at_clock",
    "where_on_floor",
    "first_on_floor",
    "last_seen_before_clock",
    "first_seen_in_place",
    "seen_on_floor",
    "seen_before_visit",
    "is_colour",
    "seen_span",
    "longest_visit_in",
    "floor_of_thing",
    "came_from",
)
TYPE_OF = {
    "where_is": "spatial",
    "first_seen_where": "spatial",
    "where_place": "spatial",
    "where_at_clock": "spatial",
    "where_on_floor": "spatial",
    "last_seen": "temporal",
    "first_seen": "temporal",
    "entered_place": "temporal",
    "left_place": "temporal",
    "first_on_floor": "temporal",
    "last_seen_before_clock": "temporal",
    "first_seen_in_place": "temporal",
    "seen_yes": "binary",
    "seen_never": "binary",
    "seen_on_floor": "binary",
    "seen_before_visit": "binary",
    "is_colour": "binary",
    "last_visit": "duration",
    "ago_seen": "duration",
    "total_in_place": "duration",
    "seen_span": "duration",
    "longest_visit_in": "duration",
    "which_room_here": "text",
    "colour_of": "text",
    "floor_of_thing": "text",
    "came_from": "text",
}
TYPES = ("spatial", "temporal", "binary", "duration", "text")
PER_TYPE = 20


@dataclass
class Cand:
    subkind: str
    target: str
    now: float
    truth: dict[str, Any]
    slots: dict[str, Any]
    at: list[float] | None = None
    answer: bool | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def qtype(self) -> str:
        return TYPE_OF[self.subkind]


def clock(t: float) -> str:
    return datetime.fromtimestamp(t, tz=UTC).strftime("%H:%M")


def minute_floor(t: float) -> float:
    return float(math.floor(t / 60.0) * 60)


def article(word: str) -> str:
    if word.startswith("UPS"):
        return "a"
    return "an" if word[:1].lower() in "aeiou" else "a"


def place_phrase(form: str) -> str:
    """A place form as it sits in a sentence: "the Great Hall", "Courtroom 3", "hall one"."""
    last = form.split()[-1]
    if (
        form.lower().startswith("the ")
        or last.isdigit()
        or (len(last) == 1 and last.isupper())
        or last in NUMBER_WORDS
        or (last.upper() == last and any(c.isdigit() for c in last))
    ):
        return form
    return f"the {form}"


def place_keywords(ev: Evidence, place: str) -> list[str]:
    return [f for f in ev.places[place]["forms"] if len(f) >= 4]


def floor_keywords(ev: Evidence, level: str) -> list[str]:
    return [f for f in ev.levels[level]["forms"] if len(f) >= 4]


def colour_keywords(colour: str) -> list[str]:
    return [colour, "gray"] if colour == "grey" else [colour]


def number_keywords(n: int) -> list[str]:
    return [NUMBER_WORDS[n], str(n)]


def pick(rng: np.random.Generator, items: list[Any]) -> Any:
    return items[int(rng.integers(0, len(items)))]


def grid(rect: list[float], z: float) -> list[list[float]]:
    x0, y0, x1, y1 = rect
    nx = max(1, math.ceil((x1 - x0) / 20.0))
    ny = max(1, math.ceil((y1 - y0) / 20.0))
    pts = []
    for i in range(nx):
        for j in range(ny):
            pts.append(
                [
                    round(x0 + (i + 0.5) * (x1 - x0) / nx, 3),
                    round(y0 + (j + 0.5) * (y1 - y0) / ny, 3),
                    z,
                ]
            )
    return pts
