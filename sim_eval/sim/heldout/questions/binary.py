"""Yes/no questions; every 'no' is checked against labels and captions up to ``now``."""

from __future__ import annotations

import numpy as np

from ..naming import confusable, place_confusable
from ..rng import pick
from ..vocab import COLOURS
from .base import Ctx, Spec


def _spec(
    ctx: Ctx, kind: str, now: float, answer: bool, slots: dict, subject: str, **extra: object
) -> Spec:
    truth = {"binary": bool(answer), "subkind": kind, **extra}
    return Spec("binary", kind, now, truth, slots, ctx.at(now), subject)


def _absent_object(ctx: Ctx, now: float, rng: np.random.Generator) -> tuple[dict, list, str]:
    """A thing never labelled or captioned by ``now`` (not in the world, or not seen yet)."""
    world = ctx.world
    options: list[tuple[dict, list, str]] = []
    for names in world.absent_objects:
        if ctx.seen.first_mention(names) > now and not confusable(world, names[0], ""):
            options.append(({"obj_name": names[0]}, list(names), "never_in_world"))
    for key, c in world.catalog.items():
        if c.noask or any(ctx.seen.seen_before(i.id, now).size for i in world.instances_of(key)):
            continue
        if confusable(world, c.qname, key) or ctx.seen.first_mention(c.terms) <= now:
            continue
        tag = "not_seen_yet" if key in world.categories else "not_in_this_world"
        options.append(({"obj": key}, list(c.terms), tag))
    if not options:
        return {}, [], ""
    # Favour things that exist in the family (harder) over the fixed absent list.
    weights = np.array([2.0 if o[2] != "never_in_world" else 1.0 for o in options])
    return options[int(rng.choice(len(options), p=weights / weights.sum()))]


def seen(ctx: Ctx, rng: np.random.Generator, want: bool) -> Spec | None:
    """Did you see X?"""
    now = ctx.pick_now(rng)
    if now is None:
        return None
    if want:
        cands = [c for c in ctx.askable_cats if ctx.cat_last_seen(c, now) > 0]
        if not cands:
            return None
        cat = pick(rng, cands)
        return _spec(ctx, "seen", now, True, {"obj": cat}, cat, object=cat)
    slots, terms, tag = _absent_object(ctx, now, rng)
    if not slots:
        return None
    subject = slots.get("obj") or slots["obj_name"]
    return _spec(ctx, "seen", now, False, slots, subject, never_terms=terms, reason=tag)


def seen_in_place(ctx: Ctx, rng: np.random.Generator, want: bool) -> Spec | None:
    """Was there X in the Y? ('no' only for places the robot visited)."""
    now = ctx.pick_now(rng, 0.3 * ctx.T)
    if now is None:
        return None
    visited = [
        k
        for k in ctx.unique_kinds
        if sum(s.length for s in ctx.stays(ctx.region_of_kind(k), now, False)) >= 30.0
    ]
    if not visited:
        return None
    kind = pick(rng, visited)
    region = ctx.region_of_kind(kind)
    stays = ctx.stays(region, now, False)
    if max(ctx.seen.recog_share(s.t0, s.t1) for s in stays) < 0.5:
        return None
    here, elsewhere = [], []
    for c in ctx.static_cats():
        insts = ctx.seen_insts(c, now)
        if not insts:
            continue
        if any(ctx.region_when_seen(i, now) == region for i in insts):
            here.append(c)
        elif not any(p.region == region for i in ctx.world.instances_of(c) for p in i.placements):
            elsewhere.append(c)
    pool = here if want else elsewhere
    if not pool:
        return None
    cat = pick(rng, pool)
    return _spec(
        ctx,
        "seen_in_place",
        now,
        want,
        {"obj": cat, "place": kind},
        f"{cat}@{kind}",
        object=cat,
        place=kind,
    )


def colour_seen(ctx: Ctx, rng: np.random.Generator, want: bool) -> Spec | None:
    """Did you see a <colour> X?"""
    now = ctx.pick_now(rng)
    if now is None:
        return None
    cands: list[tuple[str, str, list[str]]] = []
    for c in ctx.static_cats():
        category = ctx.world.catalog[c]
        insts = ctx.seen_insts(c, now)
        told = [i for i in insts if ctx.seen.said_before(ctx.seen.colour_said, i.id, now)]
        if not told or category.plural:
            continue
        if want:
            cands += [(c, i.colour, []) for i in told]
            continue
        have = {i.colour for i in ctx.world.instances_of(c)}
        for colour in sorted((set(category.colours) | {"red", "blue", "green", "yellow"}) - have):
            terms = [f"{w} {n}" for w in COLOURS[colour] for n in category.names]
            if ctx.seen.first_mention(terms) > now:
                cands.append((c, colour, terms))
    if not cands:
        return None
    cat, colour, terms = cands[int(rng.integers(len(cands)))]
    extra = {"never_terms": terms} if not want else {}
    return _spec(
        ctx,
        "colour_seen",
        now,
        want,
        {"obj": cat, "colour": colour},
        f"{cat}:{colour}",
        object=cat,
        colour=colour,
        **extra,
    )


def been_to(ctx: Ctx, rng: np.random.Generator, want: bool) -> Spec | None:
    """Have you been to the Y?"""
    now = ctx.pick_now(rng)
    if now is None:
        return None
    world = ctx.world
    if want:
        cands = []
        for k in ctx.unique_kinds:
            stays = ctx.stays(ctx.region_of_kind(k), now, False)
            if any(s.length >= 20.0 and ctx.seen.recog_share(s.t0, s.t1) >= 0.5 for s in stays):
                cands.append(k)
        if not cands:
            return None
        kind = pick(rng, cands)
        return _spec(ctx, "been_to", now, True, {"place": kind}, kind, place=kind)
    options: list[tuple[dict, list, str]] = []
    for k in ctx.unique_kinds:
        if not world.kinds[k].goal or ctx.stays(ctx.region_of_kind(k), now, False):
            continue
        terms = list(world.kinds[k].terms)
        if ctx.seen.first_mention(terms) > now:
            options.append(({"place": k}, terms, "not_visited_yet"))
    for names in world.absent_places:
        if ctx.seen.first_mention(names) > now and not place_confusable(world, names[0], ""):
            options.append(({"place_name": names[0]}, list(names), "not_in_world"))
    if not options:
        return None
    slots, terms, tag = pick(rng, options)
    subject = slots.get("place") or slots["place_name"]
    return _spec(ctx, "been_to", now, False, slots, subject, never_terms=terms, reason=tag)


def seen_recent(ctx: Ctx, rng: np.random.Generator, want: bool) -> Spec | None:
    """Did you see X in the last N minutes? (truth robust to a vague 'last N')."""
    minutes = int(pick(rng, [5, 10, 15, 20, 30]))
    now = ctx.pick_now(rng, 60.0 * minutes)
    if now is None:
        return None
    window = 60.0 * minutes
    cands = []
    for c in ctx.askable_cats:
        last = ctx.cat_last_seen(c, now)
        if last < 0:
            continue
        if want and now - last <= 0.6 * window:
            cands.append(c)
        if not want and now - last >= 1.5 * window:
            cands.append(c)
    if not cands:
        return None
    cat = pick(rng, cands)
    return _spec(
        ctx,
        "seen_recent",
        now,
        want,
        {"obj": cat, "minutes": minutes},
        f"{cat}:{minutes}",
        object=cat,
        minutes=minutes,
        last_seen=ctx.abs(ctx.cat_last_seen(cat, now)),
    )


def outside_yet(ctx: Ctx, rng: np.random.Generator, want: bool) -> Spec | None:
    """Have you been outside yet?"""
    trips = ctx.ev.trips
    if not trips:
        return None
    first = trips[0].t0
    if want:
        now = ctx.pick_now(rng, first + 60.0)
    else:
        if first < 240.0:
            return None
        now = float(rng.uniform(120.0, first - 60.0))
    if now is None:
        return None
    return _spec(ctx, "outside_yet", now, want, {}, "outside_yet", first_outside=ctx.abs(first))


GENERATORS = {
    "seen": (seen, 6.0),
    "seen_in_place": (seen_in_place, 3.5),
    "colour_seen": (colour_seen, 2.5),
    "been_to": (been_to, 4.0),
    "seen_recent": (seen_recent, 2.5),
    "outside_yet": (outside_yet, 1.0),
}
