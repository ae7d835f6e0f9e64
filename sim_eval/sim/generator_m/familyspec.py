"""What a family is: its building, its classes and its words, plus the shared colour palette."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from .model import ClassSpec, Floor, Place, Rect, ScreenItem, TextItem

COLOURS = (
    "red", "blue", "green", "yellow", "orange", "purple", "pink", "black", "white", "grey",
    "brown", "silver", "navy", "teal", "maroon", "beige", "gold",
)  # fmt: skip

# Near shades: a "colour_no" question never asks a colour near one a thing has.
SHADES: dict[str, tuple[str, ...]] = {
    "red": ("maroon", "pink", "orange"),
    "blue": ("navy", "teal", "purple"),
    "green": ("teal",),
    "yellow": ("orange", "gold", "beige"),
    "orange": ("red", "yellow", "gold"),
    "purple": ("blue", "pink", "maroon"),
    "pink": ("red", "purple"),
    "black": ("navy", "grey"),
    "white": ("beige", "silver", "grey"),
    "grey": ("silver", "black", "white"),
    "brown": ("beige", "maroon", "gold"),
    "silver": ("grey", "white"),
    "navy": ("blue", "black"),
    "teal": ("blue", "green"),
    "maroon": ("red", "brown", "purple"),
    "beige": ("white", "brown", "yellow"),
    "gold": ("yellow", "orange", "brown"),
}

# Other words a person may use for a colour (answer keywords).
COLOUR_WORDS: dict[str, tuple[str, ...]] = {
    "grey": ("grey", "gray"),
    "navy": ("navy", "dark blue"),
    "maroon": ("maroon", "burgundy"),
    "beige": ("beige", "cream"),
    "teal": ("teal", "turquoise"),
    "gold": ("gold", "golden"),
}

STATE_WORDS: dict[str, str] = {
    "on": "switched on",
    "off": "switched off",
    "open": "open",
    "closed": "closed",
    "up": "up",
    "down": "down",
    "lit": "lit",
    "unlit": "not lit",
}


@dataclass(frozen=True)
class FamilySpec:
    name: str
    title: str
    floors: tuple[Floor, ...]
    places: tuple[Place, ...]
    links: tuple[tuple[str, str], ...]
    classes: tuple[ClassSpec, ...]
    never: tuple[tuple[str, tuple[str, ...]], ...]
    texts: tuple[TextItem, ...]
    screens: tuple[ScreenItem, ...]
    feeds: Mapping[str, tuple[str, ...]]
    lost_place: str
    start_places: tuple[str, ...]
    regions: Mapping[str, tuple[str, ...]]  # by place kind, or by place name (wins)
    vague: dict[str, tuple[str, ...]]  # by place kind
    bystanders: tuple[str, ...]
    lift_share: float = 0.5
    start_hours: tuple[float, float] = (8.0, 16.5)
    destinations: tuple[str, ...] = field(default=())

    def place(self, name: str) -> Place:
        for p in self.places:
            if p.name == name:
                return p
        raise KeyError(name)

    def cls(self, key: str) -> ClassSpec:
        for c in self.classes:
            if c.key == key:
                return c
        raise KeyError(key)

    def floor(self, index: int) -> Floor:
        for f in self.floors:
            if f.index == index:
                return f
        raise KeyError(index)

    @property
    def multi_floor(self) -> bool:
        return len(self.floors) > 1

    @property
    def has_lift(self) -> bool:
        return any(p.kind == "lift" for p in self.places)

    def regions_for(self, place: Place) -> tuple[str, ...]:
        return self.regions.get(place.name) or self.regions[place.kind]


def P(  # noqa: N802
    name: str,
    code: str | None,
    kind: str,
    floors: int | tuple[int, ...],
    rect: Rect,
    group: str,
) -> Place:
    """A place, as the family tables write it."""
    fl = floors if isinstance(floors, tuple) else (floors,)
    return Place(name, code, kind, fl, rect, group)


def C(  # noqa: N802
    labels: tuple[str, ...],
    generic: tuple[str, ...],
    kind: str,
    size: tuple[float, float, float],
    places: tuple[str, ...],
    count: tuple[int, int] = (1, 1),
    per_place: bool = False,
    colours: tuple[str, ...] = (),
    states: tuple[str, ...] = (),
    common: bool = False,
) -> ClassSpec:
    """A class, as the family tables write it (the noun is the first label)."""
    return ClassSpec(
        labels[0],
        labels,
        generic,
        kind,
        size,
        places,
        count,
        per_place,
        colours,
        states,
        common,
    )
