"""Things: instances of each class, their stays (moves), plates and place signs."""

from __future__ import annotations

import math

import numpy as np

from .layout import Layout
from .model import SIGN_CLASS, ClassSpec, Instance, Place


def _spot(
    rng: np.random.Generator, place: Place, size: float, avoid: list[tuple[float, float]]
) -> tuple[float, float]:
    x0, y0, x1, y1 = place.rect
    margin = max(1.0, size) + (1.0 if place.spec.outdoor else 0.0)
    margin = min(margin, (x1 - x0) / 3, (y1 - y0) / 3)
    best = (0.0, 0.0)
    for _ in range(30):
        best = (
            float(rng.uniform(x0 + margin, x1 - margin)),
            float(rng.uniform(y0 + margin, y1 - margin)),
        )
        if all(math.dist(best, other) >= 3.5 for other in avoid):
            break
    return (round(best[0], 3), round(best[1], 3))


def make_instances(
    layout: Layout, rng: np.random.Generator, t_start: float, t_end: float, brk: tuple[float, float]
) -> list[Instance]:
    """Fixed, moved (1-2 moves) and roaming (3-4 moves) things, and one sign per place."""
    family = layout.family
    out: list[Instance] = []
    placed: dict[tuple[str, str], list[tuple[float, float]]] = {}
    n = 0
    for cls in family.classes:
        homes = [p for p in layout.places.values() if p.spec.kind in cls.kinds]
        count = int(rng.integers(cls.count[0], cls.count[1] + 1))
        plates: list[int] = []
        for k in range(count):
            place = homes[int(rng.integers(len(homes)))]
            avoid = placed.setdefault((cls.key, place.key), [])
            x, y = _spot(rng, place, cls.size[0] / 2, avoid)
            avoid.append((x, y))
            colour = cls.colours[int(rng.integers(len(cls.colours)))]
            plate = None
            if cls.plate:
                num = int(rng.integers(2, 60))
                while num in plates:
                    num += 1
                plates.append(num)
                plate = cls.plate.format(n=num)
            inst = Instance(f"u{n:03d}", cls.key, colour, plate, None)
            n += 1
            moves = _move_times(rng, cls, t_start, t_end, brk) if k < count else []
            t = t_start - 1.0
            for when in moves:
                inst.stays.append((t, when, place.key, x, y, place.z))
                place, (x, y) = _new_spot(rng, homes, place, (x, y), cls, placed)
                t = when
            inst.stays.append((t, t_end + 1.0, place.key, x, y, place.z))
            out.append(inst)
    for place in layout.places.values():
        if place.spec.side == "lift":
            continue
        x0, y0, x1, y1 = place.rect
        cx = (x0 + x1) / 2
        if place.spec.side == "spine" or place.spec.side == "N":
            x, y = round(cx, 3), round(y1 - 0.05, 3)
        else:
            x, y = round(cx, 3), round(y0 + 0.05, 3)
        inst = Instance(f"u{n:03d}", SIGN_CLASS, "white", place.spec.forms[0].upper(), place.key)
        inst.stays.append((t_start - 1.0, t_end + 1.0, place.key, x, y, place.z))
        out.append(inst)
        n += 1
    return out


def _move_times(
    rng: np.random.Generator, cls: ClassSpec, t0: float, t1: float, brk: tuple[float, float]
) -> list[float]:
    if cls.mobility == "fixed":
        return []
    k = int(rng.integers(1, 3)) if cls.mobility == "moved" else int(rng.integers(3, 5))
    span = t1 - t0
    times = sorted(float(t0 + span * rng.uniform(0.08, 0.92)) for _ in range(k))
    if rng.random() < 0.5:
        times[0] = float(rng.uniform(brk[0] + 30, brk[1] - 30))
        times.sort()
    return times


def _new_spot(
    rng: np.random.Generator,
    homes: list[Place],
    place: Place,
    xy: tuple[float, float],
    cls: ClassSpec,
    placed: dict[tuple[str, str], list[tuple[float, float]]],
) -> tuple[Place, tuple[float, float]]:
    others = [p for p in homes if p.key != place.key]
    new = others[int(rng.integers(len(others)))] if others and rng.random() < 0.7 else place
    avoid = placed.setdefault((cls.key, new.key), [])
    for _ in range(20):
        spot = _spot(rng, new, cls.size[0] / 2, avoid)
        if new.key != place.key or math.dist(spot, xy) >= 10.0:
            break
    avoid.append(spot)
    return new, spot
