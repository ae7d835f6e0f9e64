"""Temporal questions: when did you last/first see X, enter/leave a place, go out, etc."""

from __future__ import annotations

import numpy as np

from ..events import Stay
from ..rng import pick
from .base import Ctx, Spec, which_of


def _spec(
    ctx: Ctx, kind: str, now: float, t: float, slots: dict, subject: str, **extra: object
) -> Spec:
    truth = {"time": ctx.abs(t), "subkind": kind, **extra}
    return Spec("temporal", kind, now, truth, slots, ctx.at(now), subject)


def last_seen(ctx: Ctx, rng: np.random.Generator) -> Spec | None:
    """When did you last see X (labels only)."""
    now = ctx.pick_now(rng)
    if now is None:
        return None
    cands = [c for c in ctx.askable_cats if ctx.cat_last_seen(c, now) > 0]
    if not cands:
        return None
    cat = pick(rng, cands)
    t = ctx.cat_last_seen(cat, now)
    return _spec(ctx, "last_seen", now, t, {"obj": cat}, cat, object=cat)


def first_seen(ctx: Ctx, rng: np.random.Generator) -> Spec | None:
    """When did you first see X."""
    now = ctx.pick_now(rng)
    if now is None:
        return None
    cands = [c for c in ctx.askable_cats if ctx.cat_first_seen(c, now) < now - 60.0]
    if not cands:
        return None
    cat = pick(rng, cands)
    t = ctx.cat_first_seen(cat, now)
    return _spec(ctx, "first_seen", now, t, {"obj": cat}, cat, object=cat)


def _place_event(ctx: Ctx, rng: np.random.Generator, leave: bool) -> Spec | None:
    kinds = [k for k in ctx.unique_kinds if k not in ("elevator",)]
    if not kinds:
        return None
    kind = pick(rng, kinds)
    region = ctx.region_of_kind(kind)
    allstays = ctx.ev.by_region.get(region, [])
    if not allstays:
        return None
    edge = (lambda s: s.t1) if leave else (lambda s: s.t0)
    edges = [edge(s) for s in allstays if s.t1 < ctx.T or not leave]
    if not edges:
        return None
    now = ctx.pick_now(rng, min(edges) + 30.0)
    if now is None:
        return None
    stays = [
        s
        for s in allstays
        if edge(s) <= now - 20.0 and (not leave or s.t1 < ctx.T) and (leave or s.t0 > 5.0)
    ]
    choice = which_of(stays, rng)
    if choice is None:
        return None
    which, k = choice
    s = stays[k]
    window = (max(s.t0, s.t1 - 90.0), s.t1) if leave else (s.t0, min(s.t1, s.t0 + 90.0))
    if s.length < 10.0 or ctx.seen.recog_share(*window) <= 0.0:
        return None
    name = "leave_place" if leave else "enter_place"
    return _spec(
        ctx,
        name,
        now,
        edge(s),
        {"place": kind, "which": which},
        kind,
        place=kind,
        which=which,
        n_events=len(stays),
    )


def enter_place(ctx: Ctx, rng: np.random.Generator) -> Spec | None:
    """When did you (first/last) enter the Y."""
    return _place_event(ctx, rng, leave=False)


def leave_place(ctx: Ctx, rng: np.random.Generator) -> Spec | None:
    """When did you (first/last) leave the Y."""
    return _place_event(ctx, rng, leave=True)


def _interval_event(
    ctx: Ctx, rng: np.random.Generator, name: str, items: list[Stay], edge: str, check: str
) -> Spec | None:
    if not items:
        return None
    key = {"start": lambda s: s.t0, "end": lambda s: s.t1, "mid": lambda s: 0.5 * (s.t0 + s.t1)}[
        edge
    ]
    now = ctx.pick_now(rng, key(items[0]) + 30.0)
    if now is None:
        return None
    done = [s for s in items if key(s) <= now - 15.0 and (edge == "start" or s.t1 <= now)]
    choice = which_of(done, rng)
    if choice is None:
        return None
    which, k = choice
    s = done[k]
    if check == "outdoor":
        probe = (s.t0, s.t0 + 60.0) if edge == "start" else (s.t1 - 60.0, s.t1)
        if ctx.seen.outdoor_share(*probe) < 0.3:
            return None
    return _spec(ctx, name, now, key(s), {"which": which}, name, which=which, n_events=len(done))


def went_outside(ctx: Ctx, rng: np.random.Generator) -> Spec | None:
    """When did you (first/last) go outside."""
    return _interval_event(ctx, rng, "went_outside", ctx.ev.trips, "start", "outdoor")


def came_back_in(ctx: Ctx, rng: np.random.Generator) -> Spec | None:
    """When did you (first/last) come back inside."""
    trips = [s for s in ctx.ev.trips if s.t1 < ctx.T - 1.0]
    return _interval_event(ctx, rng, "came_back_in", trips, "end", "outdoor")


def cross_street(ctx: Ctx, rng: np.random.Generator) -> Spec | None:
    """When did you (first/last) cross the street (middle of the crossing)."""
    crossings = [s for s in ctx.ev.crossings if s.t1 < ctx.T - 1.0]
    return _interval_event(ctx, rng, "cross_street", crossings, "mid", "none")


def took_lift(ctx: Ctx, rng: np.random.Generator) -> Spec | None:
    """When did you (first/last) take the elevator (start of the ride)."""
    rides = [Stay(a.region, a.t0, a.t1) for a in ctx.ev.rides]
    return _interval_event(ctx, rng, "took_lift", rides, "start", "none")


GENERATORS = {
    "last_seen": (last_seen, 5.0),
    "first_seen": (first_seen, 3.0),
    "enter_place": (enter_place, 3.5),
    "leave_place": (leave_place, 3.0),
    "went_outside": (went_outside, 2.0),
    "came_back_in": (came_back_in, 1.5),
    "cross_street": (cross_street, 1.0),
    "took_lift": (took_lift, 1.0),
}
