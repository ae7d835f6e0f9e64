"""Plain data describing a family's world before and after randomisation."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Zone:
    id: str
    names: list[str]  # noun phrases with article where natural: "the food court", "office 1.01"
    floor: int
    rect: tuple[float, float, float, float]
    kind: str = "room"  # room | hub | outdoor | stairwell
    outdoor: bool = False
    prep: str = "in"  # "in the food court", "by the pond", "on the landing"
    scene: list[str] = field(default_factory=list)  # region labels a detector may emit (no box)
    contents: list[tuple] = field(default_factory=list)  # (class id, nmin, nmax, prob)
    signs: list[tuple] = field(default_factory=list)  # (sign class id, [text options])
    dwell: float = 1.0  # weight as an errand target (0: never a target)
    building: str = ""  # e.g. "farmhouse", "barn" (used by state predicates)
    implicit: list[str] = field(default_factory=list)  # phrases hinting the place without naming it

    @property
    def bare_names(self) -> list[str]:
        out = []
        for n in self.names:
            for art in ("the ", "a "):
                if n.startswith(art):
                    n = n[len(art) :]
                    break
            out.append(n)
        return out


@dataclass
class Transition:
    id: str
    names: list[str]  # "the escalator", "the lift"
    kind: str  # escalator | stairs | lift | ramp
    floors: tuple[int, ...]  # two floors, or all stops of a lift
    path: list[tuple[float, float, float]] = field(
        default_factory=list
    )  # (x, y, frac 0..1) from floors[0] to floors[1]
    rect: tuple[float, float, float, float] = (0, 0, 0, 0)
    doors: dict = field(default_factory=dict)  # lift: floor -> (zone id, door point outside)


@dataclass
class ObjClass:
    id: str
    names: list[str]  # synonyms a vision model might use, first = most common
    size: tuple[float, float] = (0.8, 0.8)  # width, height in metres
    colours: list[str] = field(default_factory=list)
    materials: list[str] = field(default_factory=list)
    kind: str = "static"  # static | sign | person | animal | vehicle | cart
    ask: bool = True  # may be the subject of a question
    generic: str = ""  # generic label a detector sometimes uses instead ("person")
    activity: list[str] = field(default_factory=list)  # "grazing", "walking"
    wall: bool = False  # placed against a zone edge


@dataclass
class MoverSpec:
    cls: str
    zones: list[str]  # zones it may wander in (same floor)
    speed: tuple[float, float] = (0.8, 1.3)
    dwell: tuple[float, float] = (10, 90)
    colour: str | None = None
    presence: str = "always"  # always | arrive | leave | visit
    follow: str | None = None  # id of mover spec it follows (carts)
    count: tuple[int, int] = (1, 1)
    tag: str = ""


@dataclass
class State:
    id: str
    phrases: list[str]  # "upstairs", "outside"
    test: str  # "floor>=1", "outdoor", "building=farmhouse", "floor==-1"


@dataclass
class FamilySpec:
    name: str
    floors: dict[int, dict]  # floor -> {"z": metres, "names": [...], "keywords": [...]}
    zones: list[Zone]
    portals: list[tuple]  # (kind door|open, zone a, zone b, (x, y))
    transitions: list[Transition]
    classes: dict[str, ObjClass]
    movers: list[MoverSpec]
    confusers: list[str]  # nouns used for false positives / caption errors, never asked about
    distractors: list[list[str]]  # never-present things: synonym lists
    states: list[State]
    start_zones: list[str]
    attr_colours: list[str]  # colours usable in attribute questions
    world_words: list[str] = field(default_factory=list)
