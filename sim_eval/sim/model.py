"""The simulated world's plain data: regions, buildings, doors, objects.

Shared by every stage (layout, furnishing, trajectory, perception, questions)
and written verbatim into ``truth.json``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from sim_eval.sim.geometry import Box, Point


@dataclass(frozen=True)
class Region:
    """A named, walkable (or at least visible) part of the campus."""

    id: str
    name: str  # what a person calls it: "atrium of building A", "robotics lab"
    kind: str  # "atrium", "robotics lab", "sidewalk", "street", ...
    box: Box
    indoor: bool
    building: str | None = None
    # y of the kerb line for sidewalks and streets: hydrants and cars line up along it.
    kerb: float | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "kind": self.kind,
            "indoor": self.indoor,
            "building": self.building,
            "box": [self.box.x0, self.box.y0, self.box.x1, self.box.y1],
            "polygon": self.box.polygon(),
        }


@dataclass(frozen=True)
class Door:
    """A building entrance: the only way between indoors and outdoors."""

    id: str
    building: str
    name: str  # "main entrance", "side door"
    at: Point  # on the facade
    inside_region: str
    outside_region: str

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "building": self.building,
            "name": self.name,
            "x": self.at[0],
            "y": self.at[1],
            "inside_region": self.inside_region,
            "outside_region": self.outside_region,
        }


@dataclass(frozen=True)
class Building:
    id: str  # "A"
    name: str  # "building A"
    title: str  # "Engineering Hall", painted above the entrance
    box: Box
    doors: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "title": self.title,
            "box": [self.box.x0, self.box.y0, self.box.x1, self.box.y1],
            "doors": list(self.doors),
        }


@dataclass(frozen=True)
class Portal:
    """A point the robot may pass between regions (a doorway, a kerb gap, a door)."""

    at: Point
    regions: tuple[str, ...]


@dataclass(frozen=True)
class Fixture:
    """An object before it has an id: placed by the layout or the furnisher."""

    category: str
    at: Point
    region: str
    colour: str | None = None
    text: str | None = None  # what is written on it (signs, boards, trucks)
    keywords: tuple[str, ...] = ()  # what an answer about the text must contain
    place: str | None = None  # how a person refers to where it is ("next to the elevator")


@dataclass(frozen=True)
class WorldObject:
    """One object instance, the ground truth the questions are scored against."""

    id: str
    category: str
    name: str  # display name with attributes: "red couch"
    x: float
    y: float
    z: float
    region: str
    building: str | None
    indoor: bool
    colour: str | None = None
    text: str | None = None
    keywords: tuple[str, ...] = field(default=())
    place: str | None = None

    @property
    def xy(self) -> Point:
        return (self.x, self.y)

    @property
    def xyz(self) -> list[float]:
        return [self.x, self.y, self.z]

    def to_json(self) -> dict[str, Any]:
        record: dict[str, Any] = {
            "id": self.id,
            "category": self.category,
            "name": self.name,
            "x": self.x,
            "y": self.y,
            "z": self.z,
            "region": self.region,
            "building": self.building,
            "indoor": self.indoor,
        }
        if self.colour:
            record["colour"] = self.colour
        if self.text:
            record["text"] = self.text
            record["keywords"] = list(self.keywords)
        if self.place:
            record["place"] = self.place
        return record
