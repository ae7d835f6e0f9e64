"""Duration questions: truth is seconds."""

from __future__ import annotations

import itertools

from sim_eval.sim.generator_l.evidence import Run
from sim_eval.sim.generator_l.questions.context import Context, Draft

AGO_MIN_S = 120.0


def _d(seconds: float) -> dict[str, float]:
    return {"duration_s": round(seconds, 1)}


def _not_here(ctx: Context, runs: list[Run], n: int, key: object) -> bool:
    current = ctx.ev.ongoing(runs, n)
    return current is None or current.key != key


def last_visit(ctx: Context, now: float) -> list[Draft]:
    n = ctx.ev.n_at(now)
    out = []
    for place in ctx.named_places(n):
        runs = [r for r in ctx.ev.closed_runs(ctx.ev.place_runs, n) if r.key == place.key]
        ref = ctx.place_ref(place.key, n)
        if (
            ref
            and runs
            and runs[-1].duration() >= 40
            and _not_here(ctx, ctx.ev.place_runs, n, place.key)
        ):
            out.append(
                Draft(
                    "last_visit",
                    {"place": ref},
                    _d(runs[-1].duration()),
                    now,
                    key=f"last_visit:{place.key}",
                )
            )
    return out


def total_in_place(ctx: Context, now: float) -> list[Draft]:
    n = ctx.ev.n_at(now)
    out = []
    for place in ctx.named_places(n):
        runs = [r for r in ctx.ev.closed_runs(ctx.ev.place_runs, n) if r.key == place.key]
        long_runs = [r for r in runs if r.duration() >= 15]
        total = sum(r.duration() for r in runs)
        ref = ctx.place_ref(place.key, n)
        if (
            ref
            and len(long_runs) >= 2
            and total >= 60
            and _not_here(ctx, ctx.ev.place_runs, n, place.key)
        ):
            out.append(
                Draft("total_in_place", {"place": ref}, _d(total), now, key=f"total:{place.key}")
            )
    return out


def outside_total(ctx: Context, now: float) -> list[Draft]:
    n = ctx.ev.n_at(now)
    runs = ctx.ev.closed_runs(ctx.ev.outdoor_runs, n)
    total = sum(r.duration() for r in runs)
    if total < 60 or not _not_here(ctx, ctx.ev.outdoor_runs, n, True):
        return []
    return [Draft("outside_total", {}, _d(total), now, key=f"outside:{runs[-1].i1}")]


def on_floor(ctx: Context, now: float) -> list[Draft]:
    if not ctx.family.multi_floor:
        return []
    n = ctx.ev.n_at(now)
    out = []
    for floor in ctx.family.floors:
        runs = [r for r in ctx.ev.closed_runs(ctx.ev.floor_runs, n) if r.key == floor.index]
        total = sum(r.duration() for r in runs)
        if (
            ctx.ev.floor_known(floor.index, n)
            and total >= 60
            and _not_here(ctx, ctx.ev.floor_runs, n, floor.index)
        ):
            out.append(
                Draft("on_floor", {"floor": floor.name}, _d(total), now, key=f"floor:{floor.index}")
            )
    return out


def a_to_b(ctx: Context, now: float) -> list[Draft]:
    n = ctx.ev.n_at(now)
    stops = [
        r
        for r in ctx.ev.started_runs(ctx.ev.place_runs, n)
        if not ctx.family.place(str(r.key)).transit and r.duration() >= 25
    ]
    latest: dict[tuple[str, str], float] = {}
    for a, b in itertools.pairwise(stops):
        if a.key != b.key and a.i1 < n - 1:
            latest[(str(a.key), str(b.key))] = b.start - a.end
    out = []
    for (key_a, key_b), seconds in latest.items():
        ref_a, ref_b = ctx.place_ref(key_a, n), ctx.place_ref(key_b, n)
        if ref_a and ref_b and 15 <= seconds <= 400:
            out.append(
                Draft(
                    "a_to_b",
                    {"place_a": ref_a, "place_b": ref_b},
                    _d(seconds),
                    now,
                    key=f"a_to_b:{key_a}:{key_b}",
                )
            )
    return out


def ago_seen(ctx: Context, now: float) -> list[Draft]:
    n = ctx.ev.n_at(now)
    out = []
    for inst in ctx.instances():
        spec = ctx.family.cls(inst.cls)
        seen = ctx.ev.seen(inst.iid, n)
        if spec.fp or spec.key == "door_plate" or not seen:
            continue
        ref = ctx.the_obj(inst, n)
        ago = now - ctx.ev.t[seen[-1]]
        if ref and ago >= AGO_MIN_S:
            out.append(
                Draft("ago_seen", {"the_obj": ref}, _d(ago), now, key=f"ago_seen:{inst.iid}")
            )
    return out


def ago_place(ctx: Context, now: float) -> list[Draft]:
    n = ctx.ev.n_at(now)
    out = []
    for place in ctx.named_places(n):
        runs = [r for r in ctx.ev.closed_runs(ctx.ev.place_runs, n) if r.key == place.key]
        ref = ctx.place_ref(place.key, n)
        if (
            ref
            and runs
            and runs[-1].duration() >= 15
            and now - runs[-1].end >= AGO_MIN_S
            and _not_here(ctx, ctx.ev.place_runs, n, place.key)
        ):
            out.append(
                Draft(
                    "ago_place",
                    {"place": ref},
                    _d(now - runs[-1].end),
                    now,
                    key=f"ago_place:{place.key}",
                )
            )
    return out


def lift_ride(ctx: Context, now: float) -> list[Draft]:
    n = ctx.ev.n_at(now)
    runs = [r for r in ctx.ev.closed_runs(ctx.ev.place_runs, n) if r.key == "lift"]
    if not runs or runs[-1].duration() < 15:
        return []
    return [Draft("lift_ride", {}, _d(runs[-1].duration()), now, key=f"lift_ride:{runs[-1].i0}")]


MAKERS = {
    "last_visit": last_visit,
    "total_in_place": total_in_place,
    "outside_total": outside_total,
    "on_floor": on_floor,
    "a_to_b": a_to_b,
    "ago_seen": ago_seen,
    "ago_place": ago_place,
    "lift_ride": lift_ride,
}
