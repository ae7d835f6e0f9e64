"""Spatial questions: where is X, nearest X, where did I leave X, where were you."""

from __future__ import annotations

import math

import numpy as np

from ..rng import pick
from .base import Ctx, Spec


def _spec(
    ctx: Ctx, kind: str, now: float, positions: list, slots: dict, subject: str, **extra: object
) -> Spec:
    truth = {"positions": positions, "subkind": kind, **extra}
    return Spec("spatial", kind, now, truth, slots, ctx.at(now), subject)


def where_is(ctx: Ctx, rng: np.random.Generator) -> Spec | None:
    """Where is / where can I find X: any labelled instance counts."""
    now = ctx.pick_now(rng)
    if now is None:
        return None
    cands = [(c, ctx.seen_insts(c, now)) for c in ctx.static_cats()]
    cands = [(c, s) for c, s in cands if s and (len(s) <= 4 or rng.random() < 0.15)]
    if not cands:
        return None
    cat, insts = pick(rng, cands)
    pos = [ctx.pos_when_seen(i, now) for i in insts]
    return _spec(ctx, "where_is", now, pos, {"obj": cat}, cat, object=cat)


def closest(ctx: Ctx, rng: np.random.Generator) -> Spec | None:
    """Which X is closest to me: the nearest labelled instance (clear winner only)."""
    now = ctx.pick_now(rng)
    if now is None:
        return None
    at = ctx.at(now)
    cands = []
    for c in ctx.static_cats():
        insts = ctx.seen_insts(c, now)
        if len(insts) < 2 or ctx.world.catalog[c].plural:
            continue
        pos = [ctx.pos_when_seen(i, now) for i in insts]
        d = sorted((math.dist(at, p), p) for p in pos)
        if d[1][0] - d[0][0] >= 5.0:
            cands.append((c, [p for dist, p in d if dist <= d[0][0] + 2.0], d[0][0]))
    if not cands:
        return None
    cat, pos, dist = pick(rng, cands)
    return _spec(ctx, "closest", now, pos, {"obj": cat}, cat, object=cat, nearest_m=round(dist, 1))


def where_left(ctx: Ctx, rng: np.random.Generator) -> Spec | None:
    """Where did I leave my X: a portable thing with a single labelled instance."""
    now = ctx.pick_now(rng, 0.3 * ctx.T)
    if now is None:
        return None
    cands = []
    for c in ctx.static_cats():
        if not ctx.world.catalog[c].portable:
            continue
        insts = ctx.seen_insts(c, now)
        if len(insts) == 1:
            cands.append((c, insts[0]))
    if not cands:
        return None
    cat, inst = pick(rng, cands)
    moved = len(inst.placements) > 1
    return _spec(
        ctx,
        "where_left",
        now,
        [ctx.pos_when_seen(inst, now)],
        {"obj": cat},
        cat,
        object=cat,
        moved=moved,
    )


def nearby_where(ctx: Ctx, rng: np.random.Generator) -> Spec | None:
    """Is there X around here? Where? -- labelled instances within 30 m on this floor."""
    now = ctx.pick_now(rng)
    if now is None:
        return None
    at = ctx.at(now)
    cands = []
    for c in ctx.static_cats():
        pos = [ctx.pos_when_seen(i, now) for i in ctx.seen_insts(c, now)]
        near = [p for p in pos if math.dist(at, p) <= 30.0 and abs(p[2] - at[2]) < 2.0]
        if near and len(near) <= 5:
            cands.append((c, near))
    if not cands:
        return None
    cat, near = pick(rng, cands)
    return _spec(ctx, "nearby_where", now, near, {"obj": cat}, cat, object=cat, radius_m=30.0)


def sign_where(ctx: Ctx, rng: np.random.Generator) -> Spec | None:
    """Where did you see the sign that says '...': a sign read aloud by now."""
    now = ctx.pick_now(rng)
    if now is None:
        return None
    signs = [
        i
        for i in ctx.world.instances_of("sign")
        if i.keywords and ctx.seen.said_before(ctx.seen.signs_read, i.id, now)
    ]
    texts = [i.text for i in ctx.world.instances_of("sign")]
    signs = [i for i in signs if texts.count(i.text) == 1]
    if not signs:
        return None
    sign = pick(rng, signs)
    return _spec(
        ctx,
        "sign_where",
        now,
        [ctx.pos_when_seen(sign, now)],
        {"text": sign.text},
        f"sign{sign.id}",
        object="sign",
        text=sign.text,
    )


def where_was_at(ctx: Ctx, rng: np.random.Generator) -> Spec | None:
    """Where were you N minutes ago: the true robot position then."""
    now = ctx.pick_now(rng, 360.0)
    if now is None:
        return None
    minutes = int(pick(rng, [2, 3, 5, 8, 10, 15, 20, 25, 30]))
    target = now - 60.0 * minutes
    if target < 30.0 or not ctx.has_frame_near(target):
        return None
    x, y, z = ctx.at(target)
    return _spec(
        ctx,
        "where_was_at",
        now,
        [[x, y, z]],
        {"minutes": minutes},
        f"ago{minutes}",
        target_time=ctx.abs(target),
    )


def colour_where(ctx: Ctx, rng: np.random.Generator) -> Spec | None:
    """Where is the <colour> X, when instances of X come in several colours."""
    now = ctx.pick_now(rng)
    if now is None:
        return None
    cands = []
    for c in ctx.static_cats():
        insts = ctx.seen_insts(c, now)
        colours = {i.colour for i in insts if i.colour}
        if len(colours) < 2:
            continue
        for colour in sorted(colours):
            told = [
                i
                for i in insts
                if i.colour == colour and ctx.seen.said_before(ctx.seen.colour_said, i.id, now)
            ]
            if told:
                same = [i for i in insts if i.colour == colour]
                cands.append((c, colour, same))
    if not cands:
        return None
    cat, colour, same = pick(rng, cands)
    pos = [ctx.pos_when_seen(i, now) for i in same]
    return _spec(
        ctx,
        "colour_where",
        now,
        pos,
        {"obj": cat, "colour": colour},
        f"{cat}:{colour}",
        object=cat,
        colour=colour,
    )


GENERATORS = {
    "where_is": (where_is, 6.0),
    "closest": (closest, 3.5),
    "where_left": (where_left, 3.0),
    "nearby_where": (nearby_where, 2.5),
    "sign_where": (sign_where, 1.5),
    "where_was_at": (where_was_at, 2.0),
    "colour_where": (colour_where, 2.0),
}
