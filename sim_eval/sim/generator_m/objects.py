"""The things in a world: where each instance is, when it moves, its states and its texts."""

from __future__ import annotations

import math

import numpy as np

from .familyspec import FamilySpec
from .layout import Layout
from .model import ClassSpec, Instance, Place, ScreenItem, Stay, TextItem
from .streams import pick, uniform
from .textutil import clock

_STATUSES = ("ON TIME", "ON TIME", "DELAYED", "BOARDING", "CANCELLED")


def build_instances(
    spec: FamilySpec,
    layout: Layout,
    rng: np.random.Generator,
    duration: float,
    t0_abs: float,
) -> list[Instance]:
    out: list[Instance] = []
    taken: dict[str, list[tuple[float, float]]] = {}

    def new_id() -> str:
        return f"i{len(out):03d}"

    for cls in spec.classes:
        if cls.kind in ("text", "screen"):
            continue
        for place_name in _placements(cls, rng):
            place = spec.place(place_name)
            x, y = _free_point(place, taken, rng)
            inst = Instance(
                id=new_id(),
                cls=cls.key,
                colour=pick(rng, cls.colours) if cls.colours else None,
                stays=[Stay(0.0, place.name, x, y, spec.floor(place.floor).z)],
            )
            _animate(spec, cls, inst, taken, rng, duration)
            out.append(inst)
    for item in spec.texts:
        cls = spec.cls(item.cls)
        place = spec.place(item.place)
        x, y = _sign_point(layout, place, item, rng)
        out.append(
            Instance(
                id=new_id(),
                cls=cls.key,
                colour=pick(rng, cls.colours) if cls.colours else None,
                stays=[Stay(0.0, place.name, x, y, spec.floor(place.floor).z)],
                texts=[(0.0, item.text)],
                plate_for=item.plate_for,
            )
        )
    for screen in spec.screens:
        cls = spec.cls(screen.cls)
        place = spec.place(screen.place)
        x, y = _sign_point(layout, place, screen, rng)
        out.append(
            Instance(
                id=new_id(),
                cls=cls.key,
                colour=None,
                stays=[Stay(0.0, place.name, x, y, spec.floor(place.floor).z)],
                texts=_feed(spec, screen, rng, duration, t0_abs),
            )
        )
    return out


def _placements(cls: ClassSpec, rng: np.random.Generator) -> list[str]:
    lo, hi = cls.count
    if cls.per_place:
        return [p for p in cls.places for _ in range(int(rng.integers(lo, hi + 1)))]
    return [pick(rng, cls.places) for _ in range(int(rng.integers(lo, hi + 1)))]


def _free_point(
    place: Place, taken: dict[str, list[tuple[float, float]]], rng: np.random.Generator
) -> tuple[float, float]:
    x0, y0, x1, y1 = place.rect
    margin = min(0.8, (x1 - x0) / 4, (y1 - y0) / 4)
    used = taken.setdefault(place.name, [])
    best = (x0 + margin, y0 + margin)
    for _ in range(30):
        x = round(uniform(rng, x0 + margin, x1 - margin), 3)
        y = round(uniform(rng, y0 + margin, y1 - margin), 3)
        best = (x, y)
        if all(math.dist(best, u) >= 1.0 for u in used):
            break
    used.append(best)
    return best


def _sign_point(
    layout: Layout, place: Place, item: TextItem | ScreenItem, rng: np.random.Generator
) -> tuple[float, float]:
    """On a wall: beside the doorway to ``item.near`` if given, else on a random wall."""
    x0, y0, x1, y1 = place.rect
    inset = 0.35
    if item.near is not None:
        lk = layout.link(place.name, item.near, place.floor)
        dx, dy = lk.point
        side = 1.0 if rng.random() < 0.5 else -1.0
        if abs(dx - x0) < 1e-6 or abs(dx - x1) < 1e-6:
            nx = inset if abs(dx - x0) < 1e-6 else -inset
            x, y = dx + nx, dy + side * 1.1
        else:
            ny = inset if abs(dy - y0) < 1e-6 else -inset
            x, y = dx + side * 1.1, dy + ny
    else:
        wall = int(rng.integers(4))
        u = uniform(rng, 0.2, 0.8)
        if wall == 0:
            x, y = x0 + inset, y0 + u * (y1 - y0)
        elif wall == 1:
            x, y = x1 - inset, y0 + u * (y1 - y0)
        elif wall == 2:
            x, y = x0 + u * (x1 - x0), y0 + inset
        else:
            x, y = x0 + u * (x1 - x0), y1 - inset
    x = min(max(x, x0 + 0.2), x1 - 0.2)
    y = min(max(y, y0 + 0.2), y1 - 0.2)
    return (round(x, 3), round(y, 3))


def _animate(
    spec: FamilySpec,
    cls: ClassSpec,
    inst: Instance,
    taken: dict[str, list[tuple[float, float]]],
    rng: np.random.Generator,
    duration: float,
) -> None:
    if cls.kind == "state":
        state = pick(rng, cls.states)
        t = 0.0
        inst.states.append((0.0, state))
        mean = uniform(rng, 360.0, 900.0)
        while True:
            t += float(rng.exponential(mean)) + 30.0
            if t >= duration:
                break
            state = cls.states[1] if state == cls.states[0] else cls.states[0]
            inst.states.append((round(t, 3), state))
    elif cls.kind == "moving":
        inst.track = _track(spec.place(inst.stays[0].place), rng, duration)
    elif cls.kind == "moved":
        moves = int(rng.integers(1, 3))
        times = sorted(uniform(rng, 0.1, 0.9) * duration for _ in range(moves))
        for t in times:
            here = inst.stays[-1].place
            options = [p for p in cls.places if p != here]
            place = spec.place(pick(rng, options))
            x, y = _free_point(place, taken, rng)
            inst.stays.append(Stay(round(t, 3), place.name, x, y, spec.floor(place.floor).z))
    elif cls.kind == "lost":
        first_stay = inst.stays[0]
        if first_stay.place == spec.lost_place:
            options = [p for p in cls.places if p != spec.lost_place]
            place = spec.place(pick(rng, options))
            x, y = _free_point(place, taken, rng)
            inst.stays[0] = Stay(0.0, place.name, x, y, spec.floor(place.floor).z)
        t = uniform(rng, 0.3, 0.7) * duration
        target = spec.place(spec.lost_place)
        x, y = _free_point(target, taken, rng)
        inst.stays.append(Stay(round(t, 3), target.name, x, y, spec.floor(target.floor).z))


def _track(
    place: Place, rng: np.random.Generator, duration: float
) -> list[tuple[float, float, float]]:
    x0, y0, x1, y1 = place.rect
    m = 0.6
    t = -30.0
    x, y = uniform(rng, x0 + m, x1 - m), uniform(rng, y0 + m, y1 - m)
    track = [(t, round(x, 3), round(y, 3))]
    speed = uniform(rng, 0.25, 0.7)
    while t < duration + 30.0:
        nx, ny = uniform(rng, x0 + m, x1 - m), uniform(rng, y0 + m, y1 - m)
        t += math.dist((x, y), (nx, ny)) / speed
        x, y = nx, ny
        track.append((round(t, 3), round(x, 3), round(y, 3)))
        if rng.random() < 0.5:
            t += uniform(rng, 3.0, 25.0)
            track.append((round(t, 3), round(x, 3), round(y, 3)))
    return track


def _feed(
    spec: FamilySpec,
    screen: ScreenItem,
    rng: np.random.Generator,
    duration: float,
    t0_abs: float,
) -> list[tuple[float, str]]:
    out: list[tuple[float, str]] = []
    t = 0.0
    last = ""
    while t < duration:
        if screen.feed in ("departures", "arrivals"):
            text = _board(spec, screen.feed, rng, t0_abs + t)
        else:
            options = [s for s in spec.feeds[screen.feed] if s != last]
            text = pick(rng, options)
        out.append((round(t, 3), text))
        last = text
        t += uniform(rng, 300.0, 720.0)
    return out


def _board(spec: FamilySpec, feed: str, rng: np.random.Generator, t_abs: float) -> str:
    first = t_abs + uniform(rng, 180.0, 720.0)
    second = first + uniform(rng, 300.0, 1200.0)
    dests = [str(d) for d in rng.permutation(np.array(spec.destinations))[:2]]
    if feed == "arrivals":
        return (
            f"FROM {dests[0]} DUE {clock(first)} {pick(rng, _STATUSES[:3])} "
            f"FROM {dests[1]} DUE {clock(second)} {pick(rng, _STATUSES[:3])}"
        )
    return (
        f"{clock(first)} {dests[0]} PLAT {int(rng.integers(1, 5))} {pick(rng, _STATUSES)} "
        f"{clock(second)} {dests[1]} PLAT {int(rng.integers(1, 5))} {pick(rng, _STATUSES)}"
    )
