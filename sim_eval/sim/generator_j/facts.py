"""What the robot perceived, indexed for computing honest truths at a moment ``now``."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from .layout import Zone
from .perceive import Det
from .spec import FLOOR_H, Family
from .world import Instance


@dataclass
class FrameLog:
    i: int
    t: float
    x: float
    y: float
    z: float
    yaw: float
    zone: str
    dets: list[Det]
    fps: list[str]
    caption: str
    named: set[str] = field(default_factory=set)  # zones named correctly (caption or plate)
    texts: list[tuple[str, str]] = field(default_factory=list)  # (instance id, plain text)
    colours: set[str] = field(default_factory=set)  # instance ids whose colour was perceived
    states: dict[str, str] = field(default_factory=dict)  # instance id -> perceived state

    def to_json(self) -> dict[str, object]:
        return {
            "i": self.i,
            "t": self.t,
            "zone": self.zone,
            "pose": [round(self.x, 2), round(self.y, 2), round(self.z, 2)],
            "detections": [[d.inst.id, d.label, d.dist, d.zone] for d in self.dets],
            "false_positive_classes": self.fps,
            "named_zones": sorted(self.named),
            "texts_read": [list(x) for x in self.texts],
            "colours_seen": sorted(self.colours),
            "states_seen": self.states,
        }


@dataclass
class Sighting:
    t: float
    inst: Instance
    zone: str
    pos: tuple[float, float, float]


class Facts:
    def __init__(
        self, family: Family, zones: list[Zone], insts: list[Instance], frames: list[FrameLog]
    ) -> None:
        self.family, self.frames = family, frames
        self.zones = {z.id: z for z in zones}
        self.insts = {i.id: i for i in insts}
        owners: dict[str, set[str]] = {}
        for c in family.classes:
            for label in c.labels:
                owners.setdefault(label, set()).add(c.key)
        self.identifying = {lab for lab, keys in owners.items() if len(keys) == 1}
        self.by_class: dict[str, list[Sighting]] = {}
        self.any_det: dict[str, list[float]] = {}
        for f in frames:
            for d in f.dets:
                key = d.inst.c.key
                self.any_det.setdefault(key, []).append(f.t)
                if self._identifies(d):
                    self.by_class.setdefault(key, []).append(Sighting(f.t, d.inst, d.zone, d.pos))
            for key in f.fps:
                self.any_det.setdefault(key, []).append(f.t)
        self.fp_times: dict[str, list[float]] = {}
        for f in frames:
            for key in f.fps:
                self.fp_times.setdefault(key, []).append(f.t)

    def _identifies(self, d: Det) -> bool:
        base = d.label
        inst = d.inst
        if inst.colour and base.startswith(inst.colour + " "):
            base = base[len(inst.colour) + 1 :]
        for state in inst.c.states:
            base = base.removeprefix(state + " ").removesuffix(" " + state)
        return base in self.identifying or base == inst.c.key

    def seen(self, key: str, now: float) -> list[Sighting]:
        return [s for s in self.by_class.get(key, []) if s.t <= now]

    def detected_any(self, key: str, now: float) -> bool:
        return any(t <= now for t in self.any_det.get(key, []))

    def fp_before(self, key: str, now: float) -> bool:
        return any(t <= now for t in self.fp_times.get(key, []))

    def upto(self, now: float) -> list[FrameLog]:
        return [f for f in self.frames if f.t <= now]

    def frame_at(self, t: float) -> FrameLog:
        return min(self.frames, key=lambda f: abs(f.t - t))

    def robot_at(self, now: float) -> FrameLog:
        return self.upto(now)[-1]

    def named(self, zid: str, now: float) -> bool:
        return any(zid in f.named for f in self.upto(now))

    def runs(self, pred: object, now: float) -> list[tuple[float, float, bool]]:
        """(first t, last t, finished before now) of each run of frames where pred(frame)."""
        out: list[tuple[float, float, bool]] = []
        start: float | None = None
        last = 0.0
        for f in self.upto(now):
            if pred(f):  # type: ignore[operator]
                start = f.t if start is None else start
                last = f.t
            elif start is not None:
                out.append((start, last, True))
                start = None
        if start is not None:
            out.append((start, last, False))
        return out

    def time_where(self, pred: object, now: float) -> float:
        frames = self.upto(now)
        total = 0.0
        for a, b in zip(frames, [*frames[1:], None], strict=True):
            if pred(a):  # type: ignore[operator]
                total += min(b.t if b else now, now) - a.t
        return total

    def in_zone(self, zid: str) -> object:
        return lambda f: f.zone == zid

    def outdoors(self) -> object:
        return lambda f: self.zones[f.zone].outdoor

    def floor_of(self, z: float) -> int:
        return round(z / FLOOR_H)


def dist3(a: tuple[float, ...], b: tuple[float, ...]) -> float:
    return math.dist(a[:3], b[:3]) if len(a) >= 3 and len(b) >= 3 else math.dist(a[:2], b[:2])
