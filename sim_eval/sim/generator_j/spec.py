"""Plain data describing a family: zone templates and object classes."""

from __future__ import annotations

from dataclasses import dataclass, field

FLOOR_H = 4.0  # metres between floors; pose z = floor * FLOOR_H
COLOURS = (
    "red",
    "blue",
    "green",
    "yellow",
    "grey",
    "black",
    "white",
    "orange",
    "purple",
    "brown",
    "pink",
    "navy",
    "beige",
    "teal",
)
COLOUR_SYNONYMS = {"grey": ("gray",), "navy": ("dark blue",), "beige": ("cream", "tan")}


@dataclass(frozen=True)
class ZoneDef:
    """A place before layout. kind doubles as the tag object classes are placed by."""

    name: str
    aliases: tuple[str, ...]
    kind: str
    floor: int
    width: float = 8.0
    depth: float = 8.0
    outdoor: bool = False
    side: str = "n"  # n/s of the floor corridor, "east" for the annex chain, "v" vertical
    floors: tuple[int, ...] = ()  # vertical connectors: the floors they join
    vague: str = "a room"  # how a captioner describes it without naming it
    plate: str = ""  # the text of its name plate or door sign, {braced} keywords


@dataclass(frozen=True)
class ClassDef:
    """An object class. kind: static, person, mover, lost, door, light, screen, sign, region."""

    key: str
    labels: tuple[str, ...]
    kind: str
    where: tuple[str, ...]
    count: tuple[int, int] = (1, 2)
    coloured: bool = True
    size: tuple[float, float] = (0.6, 1.0)  # width, height in metres
    texts: tuple[str, ...] = ()  # {braced} words are the answer keywords
    states: tuple[str, ...] = ()
    state_prefix: bool = True  # "open door" vs "ceiling light on"


@dataclass(frozen=True)
class Family:
    name: str
    place: str  # "the care home"
    zones: tuple[ZoneDef, ...]
    classes: tuple[ClassDef, ...]
    never: tuple[tuple[str, tuple[str, ...]], ...]
    outdoor_word: str = "outside"
    extra: dict[str, str] = field(default_factory=dict)


def cls(
    key: str, labels: str, kind: str, where: str, lo: int = 1, hi: int = 2, **kw: object
) -> ClassDef:
    """Compact ClassDef: labels and where are '|' and ',' separated."""
    return ClassDef(key, tuple(labels.split("|")), kind, tuple(where.split(",")), (lo, hi), **kw)  # type: ignore[arg-type]


def never(*items: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Never-appearing classes as 'key:label|label'."""
    out = []
    for item in items:
        key, labels = item.split(":")
        out.append((key, tuple(labels.split("|"))))
    return tuple(out)
