"""Temporal questions: truth is one POSIX time."""

from __future__ import annotations

from sim_eval.sim.generator_l.questions.context import Context, Draft, dist2

MIN_RUN_S = 15.0


def _instance_refs(ctx: Context, now: float) -> list[tuple]:
    n = ctx.ev.n_at(now)
    out = []
    for inst in ctx.instances():
        spec = ctx.family.cls(inst.cls)
        if spec.fp or spec.key == "door_plate":
            continue
        seen = ctx.ev.seen(inst.iid, n)
        ref = ctx.the_obj(inst, n) if seen else None
        if ref:
            out.append((inst, ref, seen))
    return out


def last_seen(ctx: Context, now: float) -> list[Draft]:
    return [
        Draft(
            "last_seen",
            {"the_obj": ref},
            {"time": round(ctx.ev.t[seen[-1]], 2)},
            now,
            key=f"last_seen:{inst.iid}",
        )
        for inst, ref, seen in _instance_refs(ctx, now)
        if ctx.ev.t[seen[-1]] < now - 30
    ]


def first_seen(ctx: Context, now: float) -> list[Draft]:
    return [
        Draft(
            "first_seen",
            {"the_obj": ref},
            {"time": round(ctx.ev.t[seen[0]], 2)},
            now,
            key=f"first_seen:{inst.iid}",
        )
        for inst, ref, seen in _instance_refs(ctx, now)
    ]


def _place_runs(ctx: Context, n: int, place: str) -> list:
    """The place's runs started by frame n, or none when the latest is a brief pass."""
    runs = [r for r in ctx.ev.started_runs(ctx.ev.place_runs, n) if r.key == place]
    return runs if runs and runs[-1].duration() >= MIN_RUN_S else []


def entered_place(ctx: Context, now: float) -> list[Draft]:
    n = ctx.ev.n_at(now)
    out = []
    for place in ctx.named_places(n):
        runs = [r for r in _place_runs(ctx, n, place.key) if r.i0 > 0]
        ref = ctx.place_ref(place.key, n)
        if runs and ref:
            out.append(
                Draft(
                    "entered_place",
                    {"place": ref},
                    {"time": round(runs[-1].start, 2)},
                    now,
                    key=f"entered:{place.key}",
                )
            )
    return out


def left_place(ctx: Context, now: float) -> list[Draft]:
    n = ctx.ev.n_at(now)
    out = []
    for place in ctx.named_places(n):
        runs = ctx.ev.closed_runs(_place_runs(ctx, n, place.key), n)
        if runs and runs[-1].duration() < MIN_RUN_S:
            runs = []
        ref = ctx.place_ref(place.key, n)
        if runs and ref:
            out.append(
                Draft(
                    "left_place",
                    {"place": ref},
                    {"time": round(runs[-1].end, 2)},
                    now,
                    key=f"left:{place.key}",
                )
            )
    return out


def took_lift(ctx: Context, now: float) -> list[Draft]:
    n = ctx.ev.n_at(now)
    runs = [r for r in ctx.ev.started_runs(ctx.ev.place_runs, n) if r.key == "lift"]
    if not runs or not any(p.kind == "lift" for p in ctx.family.places):
        return []
    return [
        Draft("took_lift", {}, {"time": round(runs[-1].start, 2)}, now, key=f"lift:{runs[-1].i0}")
    ]


def arrived_floor(ctx: Context, now: float) -> list[Draft]:
    if not ctx.family.multi_floor:
        return []
    n = ctx.ev.n_at(now)
    out = []
    for floor in ctx.family.floors:
        if not ctx.ev.floor_known(floor.index, n):
            continue
        runs = [
            r
            for r in ctx.ev.started_runs(ctx.ev.floor_runs, n)
            if r.key == floor.index and r.i0 > 0 and r.duration() >= 20
        ]
        if runs:
            out.append(
                Draft(
                    "arrived_floor",
                    {"floor": floor.name},
                    {"time": round(runs[-1].start, 2)},
                    now,
                    key=f"arrived:{floor.index}",
                )
            )
    return out


def passed(ctx: Context, now: float) -> list[Draft]:
    n = ctx.ev.n_at(now)
    out = []
    for inst, ref, _seen in _instance_refs(ctx, now):
        if not ctx.family.cls(inst.cls).fixed:
            continue
        pos = inst.position_at(now)
        floor = ctx.family.place(inst.home).floors[0]
        near = [
            f.index
            for f in ctx.frames[:n]
            if f.pose.floor == floor
            and f.t < now - 60
            and dist2((f.pose.x, f.pose.y, 0.0), pos) <= 3.0
        ]
        if near:
            out.append(
                Draft(
                    "passed",
                    {"the_obj": ref},
                    {"time": round(ctx.ev.t[near[-1]], 2)},
                    now,
                    key=f"passed:{inst.iid}",
                )
            )
    return out


MAKERS = {
    "last_seen": last_seen,
    "first_seen": first_seen,
    "entered_place": entered_place,
    "left_place": left_place,
    "took_lift": took_lift,
    "arrived_floor": arrived_floor,
    "passed": passed,
}
