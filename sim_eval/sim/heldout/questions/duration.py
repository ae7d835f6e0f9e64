"""Duration questions: time in a place, outside, between places, stopped, since seen."""

from __future__ import annotations

from itertools import pairwise

import numpy as np

from ..rng import pick
from .base import Ctx, Spec, which_of


def _spec(
    ctx: Ctx, kind: str, now: float, seconds: float, slots: dict, subject: str, **extra: object
) -> Spec:
    truth = {"duration_s": round(float(seconds), 1), "subkind": kind, **extra}
    return Spec("duration", kind, now, truth, slots, ctx.at(now), subject)


def stay(ctx: Ctx, rng: np.random.Generator) -> Spec | None:
    """How long were you in the Y (only / first / latest stay, or in total)."""
    kinds = [k for k in ctx.unique_kinds if ctx.world.kinds[k].goal]
    if not kinds:
        return None
    kind = pick(rng, kinds)
    region = ctx.region_of_kind(kind)
    done = [s for s in ctx.ev.by_region.get(region, []) if s.t1 < ctx.T - 1.0]
    if not done:
        return None
    now = ctx.pick_now(rng, done[0].t1 + 10.0)
    if now is None:
        return None
    stays = ctx.stays(region, now)
    if not stays:
        return None
    if len(stays) == 1:
        which, chosen = "only", stays
    else:
        which = str(pick(rng, ["first", "latest", "total"]))
        chosen = {"first": stays[:1], "latest": stays[-1:], "total": stays}[which]
    total = sum(s.length for s in chosen)
    long_ones = [s for s in chosen if s.length >= 20.0]
    if total < 40.0 or not long_ones:
        return None
    if min(ctx.seen.recog_share(s.t0, s.t1) for s in long_ones) < 0.6:
        return None
    return _spec(
        ctx,
        "stay",
        now,
        total,
        {"place": kind, "which": which},
        kind,
        place=kind,
        which=which,
        n_stays=len(stays),
        start=ctx.abs(chosen[0].t0),
        end=ctx.abs(chosen[-1].t1),
    )


def outside_total(ctx: Ctx, rng: np.random.Generator) -> Spec | None:
    """How long have you been outside in total (up to now)."""
    if not ctx.ev.trips:
        return None
    now = ctx.pick_now(rng, ctx.ev.trips[0].t0 + 90.0)
    if now is None:
        return None
    trips = ctx.trips(now, complete=False)
    total = sum(s.length for s in trips)
    if total < 60.0:
        return None
    idx = np.concatenate([ctx.seen.frames_in(s.t0, s.t1) for s in trips])
    if not len(idx) or ctx.seen.outdoor_cue[idx].mean() < 0.7:
        return None
    return _spec(ctx, "outside_total", now, total, {}, "outside_total", n_trips=len(trips))


def outside_trip(ctx: Ctx, rng: np.random.Generator) -> Spec | None:
    """How long were you outside the first/last/only time you went out."""
    done = [s for s in ctx.ev.trips if s.t1 < ctx.T - 1.0]
    if not done:
        return None
    now = ctx.pick_now(rng, done[0].t1 + 10.0)
    if now is None:
        return None
    trips = ctx.trips(now)
    choice = which_of(trips, rng)
    if choice is None:
        return None
    which, k = choice
    s = trips[k]
    if s.length < 45.0 or ctx.seen.outdoor_share(s.t0, s.t1) < 0.7:
        return None
    return _spec(
        ctx,
        "outside_trip",
        now,
        s.length,
        {"which": which},
        f"trip:{which}",
        which=which,
        start=ctx.abs(s.t0),
        end=ctx.abs(s.t1),
    )


def travel(ctx: Ctx, rng: np.random.Generator) -> Spec | None:
    """How long did it take to get from A to B (consecutive destinations)."""
    stays = ctx.ev.stays
    goal = [stays[i] for i in ctx.ev.goal_stays]
    kinds = set(ctx.unique_kinds)
    pairs = []
    for a, b in pairwise(goal):
        ka, kb = ctx.world.regions[a.region].kind, ctx.world.regions[b.region].kind
        if ka in kinds and kb in kinds and ka != kb and b.t0 - a.t1 >= 25.0:
            pairs.append((a, b, ka, kb))
    if not pairs:
        return None
    a, b, ka, kb = pick(rng, pairs)
    now = ctx.pick_now(rng, b.t0 + 20.0)
    if now is None:
        return None
    same = [p for p in pairs if p[2] == ka and p[3] == kb and p[1].t0 <= now]
    if len(same) != 1:
        return None
    if (
        ctx.seen.recog_share(max(a.t0, a.t1 - 60), a.t1) <= 0.0
        or ctx.seen.recog_share(b.t0, min(b.t1, b.t0 + 60)) <= 0.0
    ):
        return None
    return _spec(
        ctx,
        "travel",
        now,
        b.t0 - a.t1,
        {"place_a": ka, "place_b": kb},
        f"{ka}>{kb}",
        place_a=ka,
        place_b=kb,
        start=ctx.abs(a.t1),
        end=ctx.abs(b.t0),
    )


def running(ctx: Ctx, rng: np.random.Generator) -> Spec | None:
    """How long have you been running (since the first frame)."""
    now = ctx.pick_now(rng, 300.0)
    if now is None:
        return None
    return _spec(ctx, "running", now, now, {}, f"running{int(now // 300)}")


def stop_at(ctx: Ctx, rng: np.random.Generator) -> Spec | None:
    """How long did you stop in the Y (its latest stop)."""
    kinds = set(ctx.unique_kinds)
    stops = [
        s for s in ctx.ev.stops if s.length >= 30.0 and ctx.world.regions[s.region].kind in kinds
    ]
    if not stops:
        return None
    s = pick(rng, stops)
    kind = ctx.world.regions[s.region].kind
    now = ctx.pick_now(rng, s.t1 + 10.0)
    if now is None:
        return None
    here = [x for x in ctx.ev.stops if x.region == s.region and x.t1 <= now and x.length >= 8.0]
    last = here[-1]
    if last.length < 30.0 or ctx.seen.recog_share(last.t0, last.t1) < 0.5:
        return None
    which = "only" if len(here) == 1 else "latest"
    return _spec(
        ctx,
        "stop_at",
        now,
        last.length,
        {"place": kind, "which": which},
        f"stop:{kind}",
        place=kind,
        which=which,
        start=ctx.abs(last.t0),
        end=ctx.abs(last.t1),
    )


def since_seen(ctx: Ctx, rng: np.random.Generator) -> Spec | None:
    """How long ago did you last see X."""
    now = ctx.pick_now(rng, 400.0)
    if now is None:
        return None
    cands = [c for c in ctx.askable_cats if 0 < ctx.cat_last_seen(c, now) <= now - 120.0]
    if not cands:
        return None
    cat = pick(rng, cands)
    last = ctx.cat_last_seen(cat, now)
    return _spec(
        ctx, "since_seen", now, now - last, {"obj": cat}, cat, object=cat, last_seen=ctx.abs(last)
    )


GENERATORS = {
    "stay": (stay, 7.0),
    "outside_total": (outside_total, 2.0),
    "outside_trip": (outside_trip, 2.0),
    "travel": (travel, 3.0),
    "running": (running, 1.5),
    "stop_at": (stop_at, 2.5),
    "since_seen": (since_seen, 2.0),
}
