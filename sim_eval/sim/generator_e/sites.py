"""Shared helpers for building a family's world: places, furnishing, moves and people."""

from __future__ import annotations

import random
from typing import TypedDict

from sim_eval.sim.generator_e.world import Category, Instance, Place, Rect

SIGN_NAMES = ["sign", "notice", "wall sign", "signboard"]
RUN_HORIZON_S = 3100.0  # longest run plus a margin; moves are planned over this


class LevelRect(TypedDict):
    """The level and rect a family passes to make_place as keywords."""

    level: int
    rect: Rect


class Outdoors(TypedDict):
    """The building and range_m a family passes to make_place for outdoor places."""

    building: str | None
    range_m: float


def make_place(
    pid: str,
    name: str,
    aliases: list[str],
    kind: str,
    level: int,
    rect: Rect,
    *,
    building: str | None = "main",
    generic: str = "a room",
    function: str = "a room",
    code: str = "",
    background: list[str] | None = None,
    tags: list[str] | None = None,
    keys: list[str] | None = None,
    stayable: bool = True,
    range_m: float = 14.0,
) -> Place:
    """A Place with defaults that suit most indoor rooms."""
    return Place(
        id=pid,
        name=name,
        aliases=aliases,
        kind=kind,
        level=level,
        rect=rect,
        building=building,
        generic=generic,
        function=function,
        code=code or pid.upper(),
        background=background or ["wall", "floor", "ceiling"],
        tags=tags or [],
        keys=keys or [a.lower() for a in aliases],
        stayable=stayable,
        range_m=range_m,
    )


def wall_point(place: Place, rng: random.Random, inset: float = 0.3) -> tuple[float, float]:
    """A random point just inside one of the place's walls."""
    x0, y0, x1, y1 = place.rect
    side = rng.randrange(4)
    if side == 0:
        return (rng.uniform(x0 + 0.5, x1 - 0.5), y0 + inset)
    if side == 1:
        return (rng.uniform(x0 + 0.5, x1 - 0.5), y1 - inset)
    if side == 2:
        return (x0 + inset, rng.uniform(y0 + 0.5, y1 - 0.5))
    return (x1 - inset, rng.uniform(y0 + 0.5, y1 - 0.5))


def furnish(
    places: dict[str, Place],
    categories: dict[str, Category],
    rng: random.Random,
) -> tuple[list[Instance], list[str]]:
    """Instances of every present category, and the names of the categories left out.

    Static categories get ``count`` instances per matching place; portable ones get
    ``count`` in total, spread over matching places, and move during the run.
    """
    instances: list[Instance] = []
    absent: list[str] = []
    for key, cat in categories.items():
        if cat.presence < 1.0 and rng.random() > cat.presence:
            absent.append(cat.names[0])
            continue
        matching = [p for p in places.values() if set(p.tags) & set(cat.where)]
        if not matching:
            absent.append(cat.names[0])
            continue
        spots: list[Place] = []
        if cat.portable:
            spots = [rng.choice(matching) for _ in range(rng.randint(*cat.count))]
        else:
            for place in matching:
                spots.extend([place] * rng.randint(*cat.count))
        for place in spots:
            x, y = wall_point(place, rng) if cat.wall else place.random_point(rng, 0.8)
            inst = Instance(
                id=f"{key}#{sum(1 for i in instances if i.cat == key) + 1}",
                cat=key,
                colour=rng.choice(cat.colours) if cat.colours else None,
                material=rng.choice(cat.materials) if cat.materials else None,
                moves=[(-1e9, place.id, round(x, 2), round(y, 2))],
            )
            if cat.portable:
                plan_moves(inst, matching, rng)
            instances.append(inst)
    return instances, absent


def plan_moves(inst: Instance, matching: list[Place], rng: random.Random) -> None:
    """Up to three moves at random moments: across the room, or to another matching place."""
    count = rng.choice([0, 1, 1, 2, 2, 3])
    times = sorted(rng.uniform(60.0, RUN_HORIZON_S) for _ in range(count))
    current = inst.moves[0][1]
    for t in times:
        if rng.random() < 0.3 or len(matching) == 1:
            dest = next(p for p in matching if p.id == current) if current else matching[0]
        else:
            dest = rng.choice([p for p in matching if p.id != current])
        x, y = dest.random_point(rng, 0.8)
        inst.moves.append((round(t, 1), dest.id, round(x, 2), round(y, 2)))
        current = dest.id


def add_sign(
    instances: list[Instance],
    place: Place,
    text: str,
    keys: list[str],
    rng: random.Random,
    at: tuple[float, float] | None = None,
) -> None:
    """A sign on the place's wall (or at ``at``) carrying ``text``."""
    x, y = at if at is not None else wall_point(place, rng)
    number = sum(1 for i in instances if i.cat == "sign") + 1
    instances.append(
        Instance(
            id=f"sign#{number}",
            cat="sign",
            colour=rng.choice(["white", "green", "blue", "yellow", "red"]),
            material=None,
            moves=[(-1e9, place.id, round(x, 2), round(y, 2))],
            text=text,
            keys=keys,
        )
    )


def sign_category() -> Category:
    return Category("sign", SIGN_NAMES, 0.6, [], [], False, [], (0, 0), wall=True)


def transient(
    inst: Instance, place: Place, rng: random.Random, period: tuple[float, float], stay: float
) -> None:
    """A vehicle that comes and goes: present for ``stay`` s, away for ``period`` s."""
    t = rng.uniform(0.0, period[1])
    inst.moves = [(-1e9, None, 0.0, 0.0)]
    while t < RUN_HORIZON_S:
        x, y = place.random_point(rng, 1.5)
        inst.moves.append((round(t, 1), place.id, round(x, 2), round(y, 2)))
        inst.moves.append((round(t + stay, 1), None, 0.0, 0.0))
        t += stay + rng.uniform(*period)


def occupancy(
    places: dict[str, Place], rng: random.Random, busy: dict[str, tuple[float, float]]
) -> dict[str, list[int]]:
    """People per place in 120 s blocks: a place is empty with probability p, else ~mean."""
    blocks = int(RUN_HORIZON_S // 120) + 2
    result: dict[str, list[int]] = {}
    for pid, place in places.items():
        p_empty, mean = busy.get(place.tags[0] if place.tags else "", (0.6, 1.0))
        if place.kind in ("lift", "street"):
            p_empty, mean = 0.9, 1.0
        series = []
        state_empty = rng.random() < p_empty
        for _ in range(blocks):
            if rng.random() < 0.25:
                state_empty = rng.random() < p_empty
            series.append(0 if state_empty else max(1, int(rng.expovariate(1 / mean)) + 1))
        result[pid] = series
    return result
