"""Object categories and place vocabularies shared by the world families."""

from __future__ import annotations

from dataclasses import dataclass, field

from .layout import DoorSpec, RegionSpec

#: Colour words a labeller or a person may use interchangeably.
COLOUR_SYNONYMS: dict[str, list[str]] = {
    "grey": ["grey", "gray", "silver"],
    "silver": ["silver", "grey", "gray", "metallic"],
    "white": ["white", "off-white", "cream"],
    "black": ["black", "dark"],
    "red": ["red", "maroon", "crimson"],
    "blue": ["blue", "navy", "dark blue", "light blue"],
    "green": ["green", "olive", "dark green"],
    "yellow": ["yellow", "mustard"],
    "brown": ["brown", "tan", "chocolate"],
    "beige": ["beige", "tan", "cream"],
    "orange": ["orange"],
    "purple": ["purple", "violet"],
    "pink": ["pink"],
}


def colour_words(colour: str) -> list[str]:
    """All words accepted for ``colour`` (first one is the canonical word)."""
    return COLOUR_SYNONYMS.get(colour, [colour])


@dataclass(frozen=True)
class Category:
    """An object category and how it is placed, labelled and spoken about.

    ``labels`` are the labeller's nouns, ``spoken`` are words people use.
    ``rooms`` lists the region kinds it is placed in; ``count`` is the total
    number of instances (or per region when ``per_region``).  ``size`` is a
    rough size in metres that drives detection range and box size.
    """

    name: str
    labels: tuple[str, ...]
    spoken: tuple[str, ...]
    rooms: tuple[str, ...]
    count: tuple[int, int] = (1, 1)
    size: float = 1.0
    colours: tuple[str, ...] = ()
    materials: tuple[str, ...] = ()
    wall: bool = False
    keep: float = 1.0
    per_region: bool = False
    texts: tuple[str, ...] = ()
    portable: bool = False
    askable: bool = True
    salience: float = 1.0


def cat(name: str, labels: str, spoken: str, rooms: str, **kw: object) -> Category:
    """Compact constructor: ``labels``, ``spoken`` and ``rooms`` are '|'-separated."""
    return Category(
        name=name,
        labels=tuple(labels.split("|")),
        spoken=tuple(spoken.split("|")) if spoken else (name,),
        rooms=tuple(rooms.split("|")),
        **kw,  # type: ignore[arg-type]
    )


@dataclass(frozen=True)
class PlaceWords:
    """How the captioner and people name one region kind."""

    caption: tuple[str, ...]
    spoken: tuple[str, ...]
    confusable: tuple[str, ...] = ()
    answers: tuple[str, ...] = ()

    def keywords(self) -> list[str]:
        """Words accepted as an answer naming this kind of place."""
        words = list(dict.fromkeys([*self.answers, *self.spoken, *self.caption]))
        return words


@dataclass(frozen=True)
class Family:
    """Everything that defines one world family."""

    name: str
    regions: list[RegionSpec] = field(default_factory=list)
    doors: list[DoorSpec] = field(default_factory=list)
    categories: list[Category] = field(default_factory=list)
    places: dict[str, PlaceWords] = field(default_factory=dict)
    start_region: str = ""
    absent_places: tuple[str, ...] = ()
    absent_things: tuple[Category, ...] = ()
    hallucinations: tuple[str, ...] = ()
    wall_colours: tuple[str, ...] = ("white", "beige", "light grey")
    transit_kinds: tuple[str, ...] = ()
