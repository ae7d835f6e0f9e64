"""Object instances: where each one is, its colour, material and (signs) text, and, for
the portable ones, when people move them (a schedule of places and positions; a position
of None means not there at all, e.g. a train that has left)."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from .catalog import CATEGORIES, PORTABLES
from .layout import Layout


@dataclass
class Instance:
    id: str
    cat: str
    colour: str | None
    material: str | None
    text: str | None = None
    keywords: tuple[str, ...] = ()
    # (from time, place key or None, (x, y, z) or None), sorted by time; first from -inf
    schedule: list = field(default_factory=list)

    def at(self, t: float):
        current = self.schedule[0]
        for item in self.schedule[1:]:
            if item[0] <= t:
                current = item
            else:
                break
        return current[1], current[2]

    @property
    def moves(self) -> bool:
        return len(self.schedule) > 1


def _point(rng, place, margin=1.0):
    x0, y0, x1, y1 = place.rect
    mx = min(margin, (x1 - x0) / 3)
    my = min(margin, (y1 - y0) / 3)
    return (
        round(float(rng.uniform(x0 + mx, x1 - mx)), 2),
        round(float(rng.uniform(y0 + my, y1 - my)), 2),
        float(place.z) if place.kind != "stairs" else 0.0,
    )


def _stairs_z(layout: Layout, place) -> float:
    zs = [p.pa[2] for p in layout.portals if p.b == place.key]
    return float(np.mean(zs)) if zs else place.z


def build_objects(layout: Layout, rng: np.random.Generator, t0: float, t1: float) -> list:
    """All instances; portable ones get moves between t0 and t1 (POSIX seconds)."""
    objects: list[Instance] = []
    counter: dict[str, int] = {}

    def new(cat, place, pos, text=None, keywords=()):
        c = CATEGORIES[cat]
        n = counter.get(cat, 0)
        counter[cat] = n + 1
        colour = str(rng.choice(c.colours)) if c.colours else None
        material = str(rng.choice(c.materials)) if c.materials and rng.random() < 0.7 else None
        inst = Instance(
            f"{cat}#{n}", cat, colour, material, text, tuple(keywords), [(-np.inf, place.key, pos)]
        )
        objects.append(inst)
        return inst

    for place in layout.places.values():
        z = _stairs_z(layout, place) if place.kind == "stairs" else place.z
        for cat, lo, hi in place.fixtures:
            for _ in range(int(rng.integers(lo, hi + 1))):
                x, y, _z = _point(rng, place)
                if place.kind == "lift":
                    x, y = layout.lifts[place.key]
                elif cat == "lift_door":  # at the doors of a lift that opens here
                    x0, y0, x1, y1 = place.rect
                    here = [
                        xy
                        for xy in layout.lifts.values()
                        if x0 <= xy[0] <= x1 and y0 <= xy[1] <= y1
                    ]
                    if here:
                        lx, ly = here[int(rng.integers(len(here)))]
                        x = round(lx + float(rng.uniform(-0.6, 0.6)), 2)
                        y = round(ly + float(rng.uniform(-0.6, 0.6)), 2)
                new(cat, place, (x, y, z))
        for text, keywords in place.signs:
            x, y, _z = _point(rng, place, 0.3)
            new("sign", place, (x, y, z), text, keywords)

    stay_places = [p for p in layout.places.values() if p.kind not in ("lift", "stairs")]
    # extra portable things left around by people
    for _ in range(int(rng.integers(4, 7))):
        cat = str(rng.choice(PORTABLES[layout.family]))
        place = stay_places[int(rng.integers(len(stay_places)))]
        new(cat, place, _point(rng, place))

    span = t1 - t0
    for inst in objects:
        c = CATEGORIES[inst.cat]
        if not c.portable:
            continue
        home_key = inst.schedule[0][1]
        home = layout.places[home_key]
        if inst.cat in ("train", "bus"):  # come and go
            t = t0 - float(rng.uniform(0, 300))
            present = bool(rng.random() < 0.5)
            inst.schedule = [
                (-np.inf, home_key if present else None, inst.schedule[0][2] if present else None)
            ]
            while t < t1:
                t += float(rng.uniform(150, 420) if present else rng.uniform(120, 500))
                present = not present
                pos = _point(rng, home) if present else None
                if present and home.kind == "platform":
                    assert pos is not None  # present: _point gave one
                    pos = (
                        pos[0],
                        home.rect[3] - 0.5 if rng.random() < 0.5 else home.rect[1] + 0.5,
                        home.z,
                    )
                inst.schedule.append((round(t, 1), home_key if present else None, pos))
            continue
        n_moves = int(rng.choice([0, 1, 1, 2])) if rng.random() < 0.6 else 0
        times = sorted(float(x) for x in rng.uniform(t0 + 0.1 * span, t0 + 0.9 * span, n_moves))
        for t in times:
            # half the time moved within the room, otherwise anywhere
            dest = home if rng.random() < 0.5 else stay_places[int(rng.integers(len(stay_places)))]
            inst.schedule.append((round(t, 1), dest.key, _point(rng, dest)))
            home = dest
    return objects


def to_json(objects) -> list[dict]:
    out = []
    for o in objects:
        out.append(
            {
                "id": o.id,
                "category": o.cat,
                "colour": o.colour,
                "material": o.material,
                "text": o.text,
                "schedule": [
                    {
                        "from": None if not np.isfinite(t) else t,
                        "place": p,
                        "position": list(pos) if pos else None,
                    }
                    for t, p, pos in o.schedule
                ],
            }
        )
    return out
