"""Spatial and temporal question makers (each returns candidates valid at one `now`)."""

from __future__ import annotations

import math

from .evidence import State
from .qcommon import (
    Ctx,
    candidate,
    clock,
    grid,
    place_visits,
    pos_at,
    room_like,
    starting,
    thing_ref,
    written_xyz,
)

Cands = list[dict]


def _things(ctx: Ctx, st: State) -> list[tuple[str, str]]:
    out = []
    for key in sorted(st.last):
        ref = thing_ref(ctx, st, key)
        if ref:
            out.append((key, ref[0]))
    return out


def where_is(ctx: Ctx, st: State) -> Cands:
    out = []
    for key, phrase in _things(ctx, st):
        t = ctx.ev.times[st.last[key]]
        pos = pos_at(ctx.insts[key], t)
        out.append(
            candidate(
                "spatial",
                "where_is",
                key,
                {"positions": [pos]},
                st,
                {"thing": phrase, "things": [key]},
            )
        )
    for cls, keys in sorted(ctx.by_class.items()):
        seen = [k for k in keys if k in st.last]
        if 1 <= len(seen) <= 4:
            every = [pos_at(ctx.insts[k], ctx.ev.times[st.last[k]]) for k in seen]
            out.append(
                candidate(
                    "spatial",
                    "where_is",
                    f"class:{cls}",
                    {"positions": every},
                    st,
                    {"thing": f"a {ctx.noun(cls)}", "cls": cls, "things": seen},
                )
            )
    return out


def first_seen_where(ctx: Ctx, st: State) -> Cands:
    out = []
    for key, phrase in _things(ctx, st):
        inst = ctx.insts[key]
        if ctx.w.classes[inst.cls].mobility == "fixed":
            continue
        p0 = pos_at(inst, ctx.ev.times[st.first[key]])
        p1 = pos_at(inst, ctx.ev.times[st.last[key]])
        if math.dist(p0, p1) < 10:
            continue
        out.append(
            candidate(
                "spatial",
                "first_seen_where",
                key,
                {"positions": [p0]},
                st,
                {"thing": phrase, "things": [key]},
            )
        )
    return out


def where_place(ctx: Ctx, st: State) -> Cands:
    return [
        candidate(
            "spatial",
            "where_place",
            p,
            {"positions": grid(ctx, p)},
            st,
            {"place": p, "place_ref": ctx.place_ref(p)},
        )
        for p in sorted(st.named)
        if room_like(ctx, p)
    ]


def exit_point(ctx: Ctx, st: State) -> Cands:
    """Where the robot was (its written pose) in the last frame of its latest completed visit."""
    out = []
    for p in sorted(st.named):
        vs = place_visits(st, p)
        if not vs or not room_like(ctx, p):
            continue
        v = vs[-1]
        if v.exit is None or v.frames < 3 or ctx.ev.times[v.i1] - ctx.ev.times[v.i0] < 10:
            continue
        pos = written_xyz(ctx.ev.frames[v.i1])
        out.append(
            candidate(
                "spatial",
                "exit_point",
                p,
                {"positions": [pos]},
                st,
                {"place": p, "place_ref": ctx.place_ref(p), "frame": v.i1},
            )
        )
    return out


def robot_at_first_sighting(ctx: Ctx, st: State) -> Cands:
    out = []
    for key, phrase in _things(ctx, st):
        frame = ctx.ev.frames[st.first[key]]
        out.append(
            candidate(
                "spatial",
                "robot_at_first_sighting",
                key,
                {"positions": [written_xyz(frame)]},
                st,
                {"thing": phrase, "things": [key], "frame": frame["i"]},
            )
        )
    return out


def longest_stay_where(ctx: Ctx, st: State) -> Cands:
    """The room of the longest completed, gap-free visit (≥ 60 s, ≥ 1.3 times any other place's)."""
    best: list[tuple[float, str]] = []
    for v in st.visits:
        p = ctx.w.lay.places[v.place]
        if v.exit is None or v.gap or p.lift or p.dock or starting(v):
            continue
        best.append((v.exit - v.entry, v.place))
    if not best:
        return []
    best.sort(reverse=True)
    top, place = best[0]
    others = [d for d, p in best if p != place]
    if ctx.w.lay.places[place].spine or top < 60 or (others and top < 1.3 * others[0]):
        return []
    return [
        candidate(
            "spatial",
            "longest_stay_where",
            "run",
            {"positions": grid(ctx, place)},
            st,
            {"place": place, "duration_s": round(top, 3)},
        )
    ]


def last_first_seen(ctx: Ctx, st: State) -> Cands:
    out = []
    for key, phrase in _things(ctx, st):
        out.append(
            candidate(
                "temporal",
                "last_seen",
                key,
                {"time": ctx.ev.times[st.last[key]]},
                st,
                {"thing": phrase, "things": [key]},
            )
        )
        out.append(
            candidate(
                "temporal",
                "first_seen",
                key,
                {"time": ctx.ev.times[st.first[key]]},
                st,
                {"thing": phrase, "things": [key]},
            )
        )
    for cls in sorted(c for c in st.cls_last if c in ctx.by_class):
        out.append(
            candidate(
                "temporal",
                "last_seen",
                f"class:{cls}",
                {"time": ctx.ev.times[st.cls_last[cls]]},
                st,
                {"thing": f"a {ctx.noun(cls)}", "cls": cls},
            )
        )
        out.append(
            candidate(
                "temporal",
                "first_seen",
                f"class:{cls}",
                {"time": ctx.ev.times[st.cls_first[cls]]},
                st,
                {"thing": f"a {ctx.noun(cls)}", "cls": cls},
            )
        )
    return out


def entered_left(ctx: Ctx, st: State) -> Cands:
    out = []
    cur = st.visits[-1].place if st.visits else ""
    for p in sorted(st.named):
        vs = place_visits(st, p)
        if not vs or not room_like(ctx, p):
            continue
        v = vs[-1]
        slots = {"place": p, "place_ref": ctx.place_ref(p)}
        long_enough = v.frames >= 3 and ctx.ev.times[v.i1] - ctx.ev.times[v.i0] >= 10
        if not starting(v) and long_enough:
            out.append(candidate("temporal", "entered_place", p, {"time": v.entry}, st, slots))
        if (
            v.exit is not None
            and p != cur
            and long_enough
            and ctx.ev.times[v.i1] - ctx.ev.times[v.i0] >= 15
        ):
            out.append(candidate("temporal", "left_place", p, {"time": v.exit}, st, slots))
    return out


def arrived_after_clock(ctx: Ctx, st: State) -> Cands:
    """First entry to P after a clock minute; the robot was not in P then, and no visit to P
    ended within 150 s before that minute."""
    out = []
    t0 = ctx.ev.times[0]
    for p in sorted(st.named):
        vs = place_visits(st, p)
        if not room_like(ctx, p):
            continue
        for k, v in enumerate(vs):
            if starting(v) or v.frames < 3:
                continue
            minute = math.floor((v.entry - 150) / 60) * 60
            if minute < t0 + 120 or minute > st.now - 300:
                continue
            before = vs[k - 1] if k else None
            if before is not None and (before.exit is None or before.exit > minute - 150):
                continue
            if v.entry - minute < 60:
                continue
            out.append(
                candidate(
                    "temporal",
                    "arrived_after_clock",
                    p,
                    {"time": v.entry},
                    st,
                    {
                        "place": p,
                        "place_ref": ctx.place_ref(p),
                        "clock": clock(minute),
                        "clock_t": minute,
                    },
                )
            )
            break
    return out


def break_resume(ctx: Ctx, st: State) -> Cands:
    a2 = ctx.w.docking_break[1]
    if st.now < a2 + 60:
        return []
    return [candidate("temporal", "break_resume", "break", {"time": a2}, st, {})]


def last_on_floor(ctx: Ctx, st: State) -> Cands:
    if len(ctx.w.lay.level_z) < 2 or not st.floor_runs:
        return []
    out = []
    cur = ctx.ev.frames[st.n - 1]["level"]
    for level in sorted(st.floors):
        runs = [r for r in st.floor_runs if r.place == level]
        if not runs or level == cur or runs[-1].exit is None:
            continue
        out.append(
            candidate(
                "temporal",
                "last_on_floor",
                level,
                {"time": runs[-1].exit},
                st,
                {"floor": level, "floor_name": ctx.floor_name(level)},
            )
        )
    return out


SPATIAL = (
    where_is,
    first_seen_where,
    where_place,
    exit_point,
    robot_at_first_sighting,
    longest_stay_where,
)
TEMPORAL = (last_first_seen, entered_left, arrived_after_clock, break_resume, last_on_floor)
