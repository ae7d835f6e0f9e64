"""Temporal, duration and text question specs (places, events, times)."""

from __future__ import annotations

from itertools import pairwise

import numpy as np

from .questions import Ctx, Gen, Spec, _spec, askable_keys
from .trajectory import Visit
from .util import pick

MARK_S = 90.0  # an entry/exit needs a recognisable frame this close to it


def _place_visits(ctx: Ctx, now: float) -> dict[str, list[Visit]]:
    """Visits so far to recognisable places, keyed by place id (deterministic order)."""
    out: dict[str, list[Visit]] = {}
    for v in ctx.facts.visits(now):
        if ctx.facts.recognisable(v.pid, now):
            out.setdefault(v.pid, []).append(v)
    return out


def _which(items: list, rng: np.random.Generator) -> tuple[str, int]:
    if len(items) == 1:
        return "only", 0
    return ("first", 0) if rng.random() < 0.5 else ("last", len(items) - 1)


# ---- temporal ------------------------------------------------------------------------------


def tm_seen(ctx: Ctx, rng: np.random.Generator, now: float) -> Spec | None:
    f = ctx.facts
    keys = askable_keys(f, now)
    if not keys:
        return None
    key = pick(rng, keys)
    times = f.sighting_times(key, now)
    first = rng.random() < 0.35
    sub = "first_seen_time" if first else "last_seen_time"
    if not ctx.fresh(sub, key):
        return None
    return _spec(f, "temporal", sub, now, {"time": times[0] if first else times[-1]}, object=key)


def tm_place(ctx: Ctx, rng: np.random.Generator, now: float) -> Spec | None:
    f = ctx.facts
    visits = _place_visits(ctx, now)
    if not visits:
        return None
    pid = pick(rng, sorted(visits))
    leaving = rng.random() < 0.4
    if leaving:
        done = [
            v
            for v in visits[pid]
            if v.t_out < now - 10 and f.marked(pid, v.t_out - MARK_S, v.t_out)
        ]
    else:
        if any(v.t_in <= f.t0 + 5 for v in visits[pid]):
            return None
        done = [
            v for v in visits[pid] if v.t_in > f.t0 + 5 and f.marked(pid, v.t_in, v.t_in + MARK_S)
        ]
    all_events = [v for v in visits[pid] if (v.t_out < now - 10 if leaving else v.t_in > f.t0 + 5)]
    if not done or len(done) != len(all_events):
        return None
    which, index = _which(done, rng)
    sub = ("left_place" if leaving else "entered_place") + f"_{which}"
    if not ctx.fresh(sub, pid):
        return None
    t = done[index].t_out if leaving else done[index].t_in
    return _spec(f, "temporal", sub, now, {"time": round(t, 2)}, place=pid, which=which)


def tm_outside(ctx: Ctx, rng: np.random.Generator, now: float) -> Spec | None:
    f = ctx.facts
    spans = [s for s in f.outside_spans(now) if s[0] > f.t0 + 5]
    back = rng.random() < 0.45
    if back:
        events = [b for _, b in spans if b < now - 10]
        good = [t for t in events if _indoor_marked(ctx, t, t + MARK_S)]
    else:
        events = [a for a, _ in spans]
        good = [t for t in events if f.outdoor_marked(t, t + MARK_S)]
    if not good or len(good) != len(events):
        return None
    which, index = _which(good, rng)
    sub = ("came_back_in" if back else "went_outside") + f"_{which}"
    if not ctx.fresh(sub, ""):
        return None
    return _spec(f, "temporal", sub, now, {"time": round(good[index], 2)}, which=which)


def _indoor_marked(ctx: Ctx, a: float, b: float) -> bool:
    f = ctx.facts
    lo, hi = f.upto(a - 1e-6), f.upto(b)
    for frame in f.frames[lo:hi]:
        place = f.layout.places[frame.pid] if frame.pid else None
        if place is not None and not place.outside and f.frame_names_place(frame, place):
            return True
    return False


def tm_event(ctx: Ctx, rng: np.random.Generator, now: float) -> Spec | None:
    """Street crossings and lift rides."""
    f = ctx.facts
    lift = rng.random() < 0.4 and bool(f.traj.lift_rides)
    if lift:
        events = [(t, "up" if b > a else "down") for t, a, b in f.traj.lift_rides if t < now]
        good = [e for e in events if f.upto(e[0] + MARK_S) - f.upto(e[0] - MARK_S) >= 4]
    else:
        cross = f.layout.by_kind("crossing")
        events = [((a + b) / 2, "") for a, b in f.traj.crossings if b < now]
        good = [
            e
            for e in events
            if f.marked(cross.pid, e[0] - MARK_S, e[0] + MARK_S)  # type: ignore[union-attr]
            or _labelled(ctx, ("crosswalk", "traffic_light"), e[0] - MARK_S, e[0] + MARK_S)
        ]
    if not good or len(good) != len(events):
        return None
    which, index = _which(good, rng)
    t, direction = good[index]
    sub = ("took_lift" if lift else "crossed_street") + f"_{which}"
    if not ctx.fresh(sub, ""):
        return None
    return _spec(f, "temporal", sub, now, {"time": round(t, 2)}, which=which, direction=direction)


def _labelled(ctx: Ctx, keys: tuple[str, ...], a: float, b: float) -> bool:
    f = ctx.facts
    for frame in f.frames[f.upto(a - 1e-6) : f.upto(b)]:
        if any(i is not None and f.layout.instances[i].cat.key in keys for i in frame.iids):
            return True
    return False


# ---- duration ------------------------------------------------------------------------------


def du_place(ctx: Ctx, rng: np.random.Generator, now: float) -> Spec | None:
    f = ctx.facts
    visits = _place_visits(ctx, now)
    if not visits:
        return None
    pid = pick(rng, sorted(visits))
    done = [v for v in visits[pid] if v.t_out < now - 5]
    if not done or len(done) != len(visits[pid]):
        return None
    mode = pick(rng, ("total", "first", "latest")) if len(done) > 1 else "only"
    dur = {
        "total": sum(v.t_out - v.t_in for v in done),
        "first": done[0].t_out - done[0].t_in,
        "latest": done[-1].t_out - done[-1].t_in,
        "only": done[0].t_out - done[0].t_in,
    }[mode]
    if dur < 20 or not ctx.fresh(f"time_in_place_{mode}", pid):
        return None
    return _spec(
        f,
        "duration",
        f"time_in_place_{mode}",
        now,
        {"duration_s": round(dur, 1)},
        place=pid,
        which=mode,
    )


def du_outside(ctx: Ctx, rng: np.random.Generator, now: float) -> Spec | None:
    f = ctx.facts
    spans = [s for s in f.outside_spans(now) if s[1] < now - 5]
    if not spans or not all(f.outdoor_marked(a, b) for a, b in spans):
        return None
    total = sum(b - a for a, b in spans)
    if total < 60 or not ctx.fresh("time_outside", ""):
        return None
    return _spec(f, "duration", "time_outside", now, {"duration_s": round(total, 1)})


def du_travel(ctx: Ctx, rng: np.random.Generator, now: float) -> Spec | None:
    f = ctx.facts
    seq = [v for v in f.visits(now) if v.t_out - v.t_in >= 20 and v.t_out < now - 5]
    legs = []
    for a, b in pairwise(seq):
        if a.pid != b.pid and f.recognisable(a.pid, now) and f.recognisable(b.pid, now):
            legs.append((a, b))
    if not legs:
        return None
    a, b = legs[int(rng.integers(len(legs)))]
    same = [(x, y) for x, y in legs if (x.pid, y.pid) == (a.pid, b.pid)]
    dur = b.t_in - a.t_out
    if len(same) > 1 or dur < 30 or not ctx.fresh("travel_time", a.pid + b.pid):
        return None
    return _spec(
        f, "duration", "travel_time", now, {"duration_s": round(dur, 1)}, place=a.pid, place2=b.pid
    )


def du_ago(ctx: Ctx, rng: np.random.Generator, now: float) -> Spec | None:
    f = ctx.facts
    keys = [k for k in askable_keys(f, now) if now - f.sighting_times(k, now)[-1] >= 120]
    if not keys:
        return None
    key = pick(rng, keys)
    if not ctx.fresh("ago_last_seen", key):
        return None
    last = f.sighting_times(key, now)[-1]
    return _spec(
        f, "duration", "ago_last_seen", now, {"duration_s": round(now - last, 1)}, object=key
    )


def du_running(ctx: Ctx, rng: np.random.Generator, now: float) -> Spec | None:
    f = ctx.facts
    if now - f.t0 < 300 or not ctx.fresh("running_time", str(round(now / 60))):
        return None
    return _spec(f, "duration", "running_time", now, {"duration_s": round(now - f.t0, 1)})


PLAN_TIME: list[tuple[Gen, int]] = [
    (tm_seen, 8),
    (tm_place, 7),
    (tm_outside, 3),
    (tm_event, 3),
    (du_place, 9),
    (du_outside, 2),
    (du_travel, 4),
    (du_ago, 4),
    (du_running, 2),
]
