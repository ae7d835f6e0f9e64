"""Open-answer questions scored by keywords: colour, room, sign text, material, street."""

from __future__ import annotations

import numpy as np

from ..model import Instance
from ..naming import place_names
from ..rng import pick
from ..vocab import COLOURS, MATERIALS
from .base import Ctx, Spec


def _spec(
    ctx: Ctx, kind: str, now: float, keywords: list[str], slots: dict, subject: str, **extra: object
) -> Spec:
    truth = {"keywords": sorted({k.lower() for k in keywords}), "subkind": kind, **extra}
    return Spec("text", kind, now, truth, slots, ctx.at(now), subject)


def _place_keywords(ctx: Ctx, kind: str) -> list[str]:
    k = ctx.world.kinds[kind]
    return list(k.terms)


def colour_of(ctx: Ctx, rng: np.random.Generator) -> Spec | None:
    """What colour is X (all labelled instances share one colour, said at least once)."""
    now = ctx.pick_now(rng)
    if now is None:
        return None
    cands = []
    for c in ctx.static_cats():
        insts = ctx.seen_insts(c, now)
        colours = {i.colour for i in insts}
        if len(colours) != 1 or "" in colours or len(insts) > 3:
            continue
        if any(ctx.seen.said_before(ctx.seen.colour_said, i.id, now) for i in insts):
            cands.append((c, insts[0].colour))
    if not cands:
        return None
    cat, colour = pick(rng, cands)
    return _spec(
        ctx, "colour_of", now, list(COLOURS[colour]), {"obj": cat}, cat, object=cat, colour=colour
    )


def room_of(ctx: Ctx, rng: np.random.Generator) -> Spec | None:
    """Which room is X in (every labelled instance in the same place, recognisable)."""
    now = ctx.pick_now(rng)
    if now is None:
        return None
    cands = []
    for c in ctx.static_cats():
        insts = ctx.seen_insts(c, now)
        if not insts or len(insts) > 3:
            continue
        regions = {ctx.region_when_seen(i, now) for i in insts}
        if len(regions) != 1:
            continue
        region = regions.pop()
        kind = ctx.world.regions[region].kind
        times = np.concatenate([ctx.seen.seen_before(i.id, now) for i in insts])
        idx = np.searchsorted(ctx.seen.t, times)
        idx = idx[idx < len(ctx.seen.t)]
        here = idx[ctx.seen.region[idx] == region]
        if len(here) and ctx.seen.recog[here].any():
            cands.append((c, kind))
    if not cands:
        return None
    cat, kind = pick(rng, cands)
    return _spec(
        ctx,
        "room_of",
        now,
        _place_keywords(ctx, kind),
        {"obj": cat, "kind": kind},
        cat,
        object=cat,
        place=kind,
        indoor=ctx.world.kinds[kind].indoor,
    )


def _sign_location(ctx: Ctx, sign_id: int) -> dict | None:
    world = ctx.world
    sign = world.instances[sign_id]
    about = world.regions[sign.about]
    unique = set(ctx.unique_kinds)
    if sign.mount == "street":
        return {"mode": "street"}
    if sign.mount == "entrance":
        main = sorted(
            (
                r.kind
                for r in world.regions
                if r.building == about.building and r.kind in unique and world.kinds[r.kind].goal
            ),
            key=lambda k: "lobby" in k,
        )
        if not about.building or about.building == "office":
            return {"mode": "main_entrance"}
        return {"mode": "building", "kind": main[0]} if main else None
    if about.kind not in unique or not place_names(world, about.kind):
        return None
    return {"mode": "door" if sign.mount == "door" else "in", "kind": about.kind}


def sign_text(ctx: Ctx, rng: np.random.Generator) -> Spec | None:
    """What does the sign at/in/on the door of Y say (read aloud at least once)."""
    now = ctx.pick_now(rng)
    if now is None:
        return None
    cands = []
    for s in ctx.world.instances_of("sign"):
        if not s.keywords or not ctx.seen.said_before(ctx.seen.signs_read, s.id, now):
            continue
        loc = _sign_location(ctx, s.id)
        if loc is not None:
            cands.append((s, loc))
    keyed: dict[tuple, list[tuple[Instance, dict]]] = {}
    for s, loc in cands:
        keyed.setdefault(tuple(sorted(loc.items())), []).append((s, loc))
    cands = [v[0] for v in keyed.values() if len(v) == 1]
    if not cands:
        return None
    sign, loc = pick(rng, cands)
    return _spec(
        ctx,
        "sign_text",
        now,
        list(sign.keywords),
        {"sign_loc": loc},
        f"sign{sign.id}",
        sign_text=sign.text,
    )


def material_of(ctx: Ctx, rng: np.random.Generator) -> Spec | None:
    """What is X made of (one material among labelled instances, said at least once)."""
    now = ctx.pick_now(rng)
    if now is None:
        return None
    cands = []
    for c in ctx.static_cats():
        insts = ctx.seen_insts(c, now)
        mats = {i.material for i in insts}
        if len(mats) != 1 or "" in mats or len(insts) > 3:
            continue
        if any(ctx.seen.said_before(ctx.seen.material_said, i.id, now) for i in insts):
            cands.append((c, insts[0].material))
    if not cands:
        return None
    cat, mat = pick(rng, cands)
    return _spec(
        ctx, "material_of", now, list(MATERIALS[mat]), {"obj": cat}, cat, object=cat, material=mat
    )


def room_at_time(ctx: Ctx, rng: np.random.Generator) -> Spec | None:
    """What kind of room were you in N minutes ago."""
    now = ctx.pick_now(rng, 400.0)
    if now is None:
        return None
    minutes = int(pick(rng, [2, 3, 5, 10, 15, 20]))
    target = now - 60.0 * minutes
    if target < 20.0:
        return None
    s = ctx.ev.stay_at(target)
    if s.length < 30.0 or target - s.t0 < 15.0 or s.t1 - target < 15.0:
        return None
    if ctx.seen.recog_share(target - 30.0, target + 30.0) < 0.5:
        return None
    kind = ctx.world.regions[s.region].kind
    return _spec(
        ctx,
        "room_at_time",
        now,
        _place_keywords(ctx, kind),
        {"minutes": minutes, "kind": kind},
        f"ago{minutes}",
        place=kind,
        indoor=ctx.world.kinds[kind].indoor,
        target_time=ctx.abs(target),
    )


def street_name(ctx: Ctx, rng: np.random.Generator) -> Spec | None:
    """What is the street called (its name sign was read aloud)."""
    now = ctx.pick_now(rng)
    if now is None:
        return None
    signs = [
        s
        for s in ctx.world.instances_of("sign")
        if s.mount == "street" and ctx.seen.said_before(ctx.seen.signs_read, s.id, now)
    ]
    if not signs:
        return None
    name = ctx.world.names["street"]
    return _spec(
        ctx, "street_name", now, [*signs[0].keywords, name.lower()], {}, "street", street=name
    )


GENERATORS = {
    "colour_of": (colour_of, 3.0),
    "room_of": (room_of, 2.5),
    "sign_text": (sign_text, 2.0),
    "material_of": (material_of, 1.0),
    "room_at_time": (room_at_time, 1.5),
    "street_name": (street_name, 0.6),
}
