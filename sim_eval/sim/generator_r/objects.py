"""Instances of every class: where they are over time (stays), their states and texts."""

from __future__ import annotations

import math

import numpy as np

from .model import ClassSpec, FamilySpec, Instance, Place, Stay
from .rng import chance, pick, stream, uniform

NAME_FORMATS: dict[str, tuple[str, str]] = {
    "bed": ("BED {n}", "Bed {n}"),
    "bag_drop": ("DESK {n}", "Desk {n}"),
    "carousel": ("BELT {n}", "Belt {n}"),
    "ticket_machine": ("TVM {n:02d}", "TVM {n:02d}"),
}


def name_display(cls_key: str, plate: str) -> str:
    """How a question refers to a thing by its plate ("Bed 14", "TVM 04")."""
    return plate if cls_key == "ticket_machine" else plate.title()


def _spot(rng: np.random.Generator, place: Place, wall: bool) -> tuple[float, float]:
    x0, y0, x1, y1 = place.rect
    w, h = x1 - x0, y1 - y0
    mx, my = min(0.8, w / 4), min(0.8, h / 4)
    if wall:
        side = int(rng.integers(4))
        inset = min(0.6, w / 4, h / 4)
        if side == 0:
            return (x0 + inset, uniform(rng, y0 + my, y1 - my))
        if side == 1:
            return (x1 - inset, uniform(rng, y0 + my, y1 - my))
        if side == 2:
            return (uniform(rng, x0 + mx, x1 - mx), y0 + inset)
        return (uniform(rng, x0 + mx, x1 - mx), y1 - inset)
    return (uniform(rng, x0 + mx, x1 - mx), uniform(rng, y0 + my, y1 - my))


def _place_point(
    rng: np.random.Generator,
    spec: FamilySpec,
    cls: ClassSpec,
    place_key: str,
    taken: list[tuple[str, float, float]],
    avoid: tuple[float, float] | None = None,
) -> tuple[float, float]:
    place = spec.place(place_key)
    best: tuple[float, float] | None = None
    best_gap = -1.0
    for _ in range(40):
        x, y = _spot(rng, place, cls.wall)
        gap = min(
            (math.dist((x, y), (tx, ty)) for pk, tx, ty in taken if pk == place_key),
            default=99.0,
        )
        if avoid is not None and math.dist((x, y), avoid) < 10.0:
            gap = min(gap, 0.01)
        if gap >= cls.spacing:
            return (round(x, 3), round(y, 3))
        if gap > best_gap:
            best, best_gap = (x, y), gap
    assert best is not None
    return (round(best[0], 3), round(best[1], 3))


def _move_times(
    rng: np.random.Generator,
    n: int,
    lo: float,
    hi: float,
    t0: float,
    t1: float,
    brk: tuple[float, float] | None,
) -> list[float]:
    times = sorted(t0 + (t1 - t0) * uniform(rng, lo, hi) for _ in range(n))
    if brk is not None and times and chance(rng, 0.5):
        times[int(rng.integers(len(times)))] = uniform(rng, brk[0] + 60, brk[1] - 60)
        times.sort()
    return [round(t, 3) for t in times]


def _new_place(rng: np.random.Generator, spec: FamilySpec, cls: ClassSpec, current: str) -> str:
    options = list(cls.where)
    small = [p for p in options if p == current]
    if len(options) > 1 and (chance(rng, 0.7) or not small):
        options = [p for p in options if p != current] or options
    return pick(rng, options)


def build_instances(
    spec: FamilySpec, seed: int, t0: float, t1: float, brk: tuple[float, float] | None
) -> list[Instance]:
    """All instances with their stays over [t0, t1]; ``brk`` is the docking break."""
    rng = stream(spec.key, seed, "objects")
    instances: list[Instance] = []
    for cls in spec.classes:
        taken: list[tuple[str, float, float]] = []
        if cls.per_place:
            homes = [p for p in cls.where for _ in range(cls.per_place)]
        else:
            n = int(rng.integers(cls.count[0], cls.count[1] + 1))
            homes = [pick(rng, cls.where) for _ in range(n)]
        for i, home in enumerate(homes):
            key = f"{cls.key}#{i + 1}"
            colour = pick(rng, cls.colours) if cls.colours else None
            name = None
            if cls.text_mode == "name":
                fmt = NAME_FORMATS.get(cls.key, (cls.labels[0].upper() + " {n}", ""))[0]
                name = fmt.format(n=i + 1)
            x, y = _place_point(rng, spec, cls, home, taken)
            taken.append((home, x, y))
            stays: list[Stay] = []
            if cls.mobility == "fixed":
                stays.append(Stay(t0, t1, home, x, y))
            elif cls.mobility in ("moved", "roaming"):
                n_moves = (
                    int(rng.integers(1, 3)) if cls.mobility == "moved" else int(rng.integers(3, 7))
                )
                lo, hi = (0.08, 0.9) if cls.mobility == "moved" else (0.04, 0.95)
                times = _move_times(rng, n_moves, lo, hi, t0, t1, brk)
                start, place, px, py = t0, home, x, y
                for tm in times:
                    stays.append(Stay(start, tm, place, px, py))
                    place = _new_place(rng, spec, cls, place)
                    px, py = _place_point(rng, spec, cls, place, taken, avoid=(px, py))
                    start = tm
                stays.append(Stay(start, t1, place, px, py))
            else:  # transient: appears and disappears, 1-3 times
                span = t1 - t0
                cursor = t0 + (0.0 if chance(rng, 0.35) else uniform(rng, 0.0, 0.5) * span)
                place, px, py = home, x, y
                for _ in range(int(rng.integers(1, 4))):
                    length = uniform(rng, 180, 900)
                    end = min(t1, cursor + length)
                    if end - cursor > 60:
                        stays.append(Stay(round(cursor, 3), round(end, 3), place, px, py))
                    cursor = end + uniform(rng, 120, 1200)
                    if cursor >= t1 - 60:
                        break
                    place = _new_place(rng, spec, cls, place)
                    px, py = _place_point(rng, spec, cls, place, taken, avoid=(px, py))
                if not stays:
                    stays.append(Stay(t0, t0 + 300, home, x, y))
            inst = Instance(key, cls.key, colour, name, stays)
            if cls.states:
                state_rng = stream(spec.key, seed, "states", key)
                t = t0 - 1.0
                idx = int(state_rng.integers(len(cls.states)))
                while t < t1:
                    inst.states.append((round(t, 3), cls.states[idx]))
                    t += float(state_rng.exponential(cls.state_mean_s)) + 30.0
                    idx = (idx + 1) % len(cls.states)
            if cls.text_mode == "fixed":
                inst.texts.append((t0 - 1.0, cls.texts[i % len(cls.texts)]))
            elif cls.text_mode == "place":
                sign = spec.place(home).sign
                if sign is None:
                    raise ValueError(f"{home} has no sign for {cls.key}")
                inst.texts.append((t0 - 1.0, sign))
            elif cls.text_mode == "name":
                assert name is not None
                inst.texts.append((t0 - 1.0, name))
            elif cls.text_mode == "screen":
                text_rng = stream(spec.key, seed, "screen", key)
                t = t0 - 600.0
                last = ""
                while t < t1:
                    options = [x for x in cls.texts if x != last]
                    last = pick(text_rng, options)
                    inst.texts.append((round(t, 3), last))
                    t += uniform(text_rng, 240, 540)
            instances.append(inst)
    return instances
