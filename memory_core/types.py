"""Plain data passed between the pipeline stages and returned by the tools."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Literal

import numpy as np

from memory_core.camera import Box


@dataclass(frozen=True)
class Pose:
    """Robot pose in the map frame: metres and radians."""

    x: float
    y: float
    z: float = 0.0
    yaw: float = 0.0

    @property
    def xyz(self) -> tuple[float, float, float]:
        return (self.x, self.y, self.z)


@dataclass(frozen=True)
class Observation:
    """One camera frame's worth of memory input.

    ``labels`` may repeat: two "chair" entries are two chairs in view.
    ``boxes``, when given, holds each label's box in the image (None for a
    label without one). ``image`` is what the perceiver looks at when
    labels/caption are not given: a JPEG/PNG path (run files) or an HxWx3
    uint8 RGB array (a ROS image message, a camera).
    """

    t: float
    pose: Pose
    caption: str | None = None
    labels: tuple[str, ...] | None = None
    boxes: tuple[Box | None, ...] | None = None
    image: str | np.ndarray | None = field(default=None, compare=False)
    source: str = ""

    @property
    def perceived(self) -> bool:
        """True when the run already carries the VLM's output."""
        return self.labels is not None and self.caption is not None


@dataclass(frozen=True)
class Perception:
    """What the perceiver made of a frame: a scene caption, object labels and their boxes."""

    caption: str
    labels: tuple[str, ...]
    boxes: tuple[Box | None, ...] | None = None


# Which memory answers a tool: the graph, or the caption store and what is read from the
# captions (the room track, stops, rides between floors). The paper's ablations switch one off.
MemoryKind = Literal["graph", "vector"]
MEMORY_KINDS: tuple[MemoryKind, ...] = ("graph", "vector")


def memory_kinds(names: str) -> frozenset[MemoryKind]:
    """The memories a comma-separated setting names ("graph,vector"); refuses any other."""
    named = {name.strip() for name in names.split(",") if name.strip()}
    kinds = frozenset(kind for kind in MEMORY_KINDS if kind in named)
    if not kinds or named - set(kinds):
        raise ValueError(f"memories must name some of {', '.join(MEMORY_KINDS)}, got {names!r}")
    return kinds


# What a hit's ``score`` measures: "similarity" (cosine; higher ranks first), "metres" and
# "seconds" (how far from the asked point or moment; lower ranks first), or "none" (the
# hits are ranked otherwise, e.g. by time, and the score is 0).
Measure = Literal["similarity", "metres", "seconds", "none"]
# Where an entity's x, y, z comes from: its sighting rays, or the robot's poses that saw it.
Located = Literal["bearings", "robot pose"]


@dataclass(frozen=True)
class Entity:
    """A memory-graph node: one object instance the robot believes exists.

    ``x, y, z`` is where the object is believed to be: where its sighting rays
    meet when ``located == "bearings"``, else the mean robot pose at detection
    (the paper's node position), which ``seen_from`` always holds. ``object``
    is the object (objects.py) the node belongs to. In a graph tool's hit the
    node stands for that object: position, first/last seen and observations
    (frames it was seen in) are the object's, label and id the node's own.
    """

    id: int
    label: str
    x: float
    y: float
    z: float
    yaw: float
    first_seen: float
    last_seen: float
    observations: int
    seen_from: tuple[float, float, float] | None = None
    located: Located = "robot pose"
    object: int | None = None

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class EntityHit:
    """An entity returned by a graph tool, with the score that ranked it and what that
    score measures: cosine similarity for semantic search, metres for closest,
    positional and near, |Δt| seconds for temporal search."""

    entity: Entity
    score: float
    measure: Measure
    via: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            **self.entity.to_json(),
            "score": self.score,
            "measure": self.measure,
            "via": self.via,
        }


@dataclass(frozen=True)
class CaptionHit:
    """A caption returned by the caption memory; ``score`` and ``measure`` as for EntityHit."""

    id: int
    caption: str
    x: float
    y: float
    z: float
    yaw: float
    t: float
    score: float
    measure: Measure

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


# What an answer shows as its grounds: the graph's hits and the captions it read.
Evidence = EntityHit | CaptionHit


@dataclass
class FrameResult:
    """What one accepted frame did to memory; ``entities`` is the entity each of the
    frame's labels went to, in label order (what an evaluation maps its truth through)."""

    seq: int
    updated: list[int] = field(default_factory=list)
    created: list[int] = field(default_factory=list)
    entities: list[int] = field(default_factory=list)
