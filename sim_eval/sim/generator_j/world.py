"""Object instances with colours, positions over time, states and texts."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field

import numpy as np

from .layout import Zone
from .spec import COLOURS, FLOOR_H, ClassDef

GARMENTS = ("jacket", "cardigan", "coat", "jumper", "shirt", "hoodie", "fleece", "dress")
BRACES = re.compile(r"[{}]")


def plain(text: str) -> str:
    """A text as it is printed (keyword braces removed)."""
    return BRACES.sub("", text)


def keywords(text: str) -> list[str]:
    return re.findall(r"\{([^}]*)\}", text)


@dataclass
class Segment:
    t0: float
    t1: float
    zone: str
    p0: tuple[float, float]
    p1: tuple[float, float]


@dataclass
class Instance:
    id: str
    c: ClassDef
    colour: str | None
    zone: str
    pos: tuple[float, float, float]
    also_from: tuple[str, ...] = ()  # zones it can be seen from besides its own
    garment: str = ""
    segments: list[Segment] = field(default_factory=list)  # movers, people, lost items
    states: list[tuple[float, str]] = field(default_factory=list)
    texts: list[tuple[float, str]] = field(default_factory=list)

    def where(self, t: float) -> tuple[str, tuple[float, float, float]]:
        if not self.segments:
            return self.zone, self.pos
        seg = self.segments[-1]
        for s in self.segments:
            if s.t0 <= t < s.t1:
                seg = s
                break
        f = 0.0 if seg.t1 <= seg.t0 else min(max((t - seg.t0) / (seg.t1 - seg.t0), 0.0), 1.0)
        x = seg.p0[0] + f * (seg.p1[0] - seg.p0[0])
        y = seg.p0[1] + f * (seg.p1[1] - seg.p0[1])
        return seg.zone, (x, y, self.pos[2] if seg.zone == self.zone else -1.0)

    def state(self, t: float) -> str | None:
        return _at(self.states, t)

    def text(self, t: float) -> str | None:
        return _at(self.texts, t)

    def describe(self) -> str:
        if self.c.kind == "person" and self.colour:
            return f"{self.c.key} in a {self.colour} {self.garment}"
        return f"{self.colour} {self.c.key}" if self.colour else self.c.key

    def to_json(self) -> dict[str, object]:
        return {
            "id": self.id,
            "class": self.c.key,
            "kind": self.c.kind,
            "labels": list(self.c.labels),
            "colour": self.colour,
            "garment": self.garment or None,
            "zone": self.zone,
            "position": [round(v, 2) for v in self.pos],
            "also_visible_from": list(self.also_from),
            "segments": [
                {
                    "t0": s.t0,
                    "t1": s.t1,
                    "zone": s.zone,
                    "p0": [round(v, 2) for v in s.p0],
                    "p1": [round(v, 2) for v in s.p1],
                }
                for s in self.segments
            ],
            "states": [[t, s] for t, s in self.states],
            "texts": [[t, plain(s)] for t, s in self.texts],
        }


def _at(schedule: list[tuple[float, str]], t: float) -> str | None:
    current = None
    for start, value in schedule:
        if start <= t:
            current = value
    return current


def _point(rng: np.random.Generator, zone: Zone, margin: float = 0.8) -> tuple[float, float]:
    x0, y0, x1, y1 = zone.rect
    m = min(margin, (x1 - x0) / 3, (y1 - y0) / 3)
    return (float(rng.uniform(x0 + m, x1 - m)), float(rng.uniform(y0 + m, y1 - m)))


def door_spot(zone: Zone, inward: float, along: float = 0.0) -> tuple[float, float]:
    """A point ``inward`` metres inside the zone from its door (negative: outside)."""
    dx, dy = zone.door
    x0, y0, _x1, y1 = zone.rect
    if abs(dy - y0) < 1e-6:
        return (dx + along, dy + inward)
    if abs(dy - y1) < 1e-6:
        return (dx + along, dy - inward)
    if abs(dx - x0) < 1e-6:
        return (dx + inward, dy + along)
    return (dx - inward, dy + along)


def _matching(zones: list[Zone], c: ClassDef) -> list[Zone]:
    return [z for z in zones if z.d.kind in c.where and z.d.side != "v"]


def _schedule(
    rng: np.random.Generator, t0: float, t1: float, values: tuple[str, ...], mean: float
) -> list[tuple[float, str]]:
    out, t, i = [], t0, int(rng.integers(len(values)))
    while t < t1:
        out.append((round(t, 1), values[i % len(values)]))
        i += int(rng.integers(1, len(values))) if len(values) > 1 else 0
        t += float(rng.uniform(0.5, 1.5) * mean)
    return out


def _moving(
    rng: np.random.Generator, places: list[Zone], t0: float, t1: float, still: float
) -> list[Segment]:
    segs, t = [], t0
    zone = places[int(rng.integers(len(places)))]
    while t < t1:
        dt = float(rng.uniform(90, 320))
        p0 = _point(rng, zone)
        p1 = p0 if rng.random() < still else _point(rng, zone)
        segs.append(Segment(round(t, 1), round(t + dt, 1), zone.id, p0, p1))
        t += dt
        if rng.random() < 0.6:
            zone = places[int(rng.integers(len(places)))]
    return segs


def populate(
    rng: np.random.Generator, classes: tuple[ClassDef, ...], zones: list[Zone], t0: float, t1: float
) -> list[Instance]:
    out: list[Instance] = []
    counts: dict[str, int] = {}

    def add(
        c: ClassDef, zone: Zone, pos: tuple[float, float], also: tuple[str, ...] = ()
    ) -> Instance:
        counts[c.key] = counts.get(c.key, 0) + 1
        colour = str(rng.choice(COLOURS)) if c.coloured else None
        inst = Instance(
            f"{c.key.replace(' ', '_')}_{counts[c.key]:02d}",
            c,
            colour,
            zone.id,
            (round(pos[0], 2), round(pos[1], 2), zone.floor * FLOOR_H),
            also,
        )
        out.append(inst)
        return inst

    for c in classes:
        if c.kind == "region":
            continue
        places = _matching(zones, c)
        if not places:
            continue
        if c.count[0] >= 99:  # one per matching zone, at its door
            for zone in places:
                if c.kind == "sign" and not zone.d.plate:
                    continue
                spot = door_spot(
                    zone, -0.3 if c.kind == "sign" else 0.3, 0.9 if c.kind == "sign" else 0.0
                )
                inst = add(c, zone, spot, (zone.parent,) if zone.parent else ())
                _dynamic(rng, inst, c, zone, t0, t1)
            continue
        n = int(rng.integers(c.count[0], c.count[1] + 1))
        if c.kind in ("screen", "light", "sign"):
            n = min(n, len(places))
            chosen = [places[i] for i in rng.permutation(len(places))[:n]]
        else:
            chosen = [places[int(rng.integers(len(places)))] for _ in range(n)]
        for zone in chosen:
            inst = add(c, zone, _point(rng, zone))
            _dynamic(rng, inst, c, zone, t0, t1)
            if c.kind in ("person", "mover", "lost"):
                _motion(rng, inst, places, zone, t0, t1)
    return out


def _dynamic(
    rng: np.random.Generator, inst: Instance, c: ClassDef, zone: Zone, t0: float, t1: float
) -> None:
    if c.states:
        inst.states = _schedule(rng, t0 - 600, t1 + 600, c.states, 420.0)
    if c.kind == "screen":
        inst.texts = _schedule(rng, t0 - 600, t1 + 600, c.texts, 520.0)
    elif c.kind == "sign":
        text = zone.d.plate if c.count[0] >= 99 else str(rng.choice(c.texts))
        inst.texts = [(t0 - 86400.0, text)]


def _motion(
    rng: np.random.Generator, inst: Instance, places: list[Zone], zone: Zone, t0: float, t1: float
) -> None:
    c = inst.c
    if c.kind == "person":
        inst.garment = str(rng.choice(GARMENTS))
        inst.segments = _moving(rng, places, t0 - 300, t1 + 600, 0.4)
    elif c.kind == "mover":
        inst.segments = _moving(rng, places, t0 - 300, t1 + 600, 0.7)
    else:  # a lost item: one place, then another from mid-run on
        others = [z for z in places if z.id != zone.id] or [zone]
        other = others[int(rng.integers(len(others)))]
        move = t0 + float(rng.uniform(0.3, 0.65)) * (t1 - t0)
        p0, p1 = (inst.pos[0], inst.pos[1]), _point(rng, other)
        inst.segments = [
            Segment(t0 - 86400, move, zone.id, p0, p0),
            Segment(move, t1 + 86400, other.id, p1, p1),
        ]
    first = inst.segments[0]
    inst.zone, inst.pos = first.zone, (first.p0[0], first.p0[1], inst.pos[2])


def zone_z(zones: dict[str, Zone], zone_id: str) -> float:
    return zones[zone_id].floor * FLOOR_H


def position(inst: Instance, zones: dict[str, Zone], t: float) -> tuple[str, tuple[float, ...]]:
    zone, (x, y, _z) = inst.where(t)
    return zone, (x, y, zone_z(zones, zone))


def dist2(a: tuple[float, ...], b: tuple[float, ...]) -> float:
    return math.hypot(a[0] - b[0], a[1] - b[1])
