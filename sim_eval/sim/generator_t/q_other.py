"""Binary, duration and text question makers, and the here-questions."""

from __future__ import annotations

import math

from .evidence import State
from .qcommon import (
    Ctx,
    candidate,
    ever_in,
    floor_keywords,
    number_keywords,
    place_keywords,
    place_visits,
    room_like,
    starting,
    thing_ref,
    written_xyz,
)

Cands = list[dict]
MINUTES = (1, 2, 3, 5, 8, 10, 15)


def seen_yes_never(ctx: Ctx, st: State) -> Cands:
    out = []
    for cls in sorted(ctx.by_class):
        slots = {"thing": f"a {ctx.noun(cls)}", "cls": cls}
        if cls in st.cls_last:
            out.append(candidate("binary", "seen_yes", cls, {"binary": True}, st, slots))
        elif cls not in st.hints:
            out.append(candidate("binary", "seen_never", cls, {"binary": False}, st, slots))
    for noun in ctx.w.spec.never_present:
        out.append(
            candidate(
                "binary",
                "seen_never",
                f"never:{noun}",
                {"binary": False},
                st,
                {"thing": f"a {noun}", "noun": noun},
            )
        )
    return out


def _time_in(ctx: Ctx, st: State, place: str) -> float:
    total = 0.0
    for v in place_visits(st, place):
        total += (v.exit if v.exit is not None else st.now) - v.entry
    return total


def seen_in_place(ctx: Ctx, st: State) -> Cands:
    """yes: a thing of C sighted while it and the robot were in P; no: no C thing ever stood in
    P's visibility group, no hint of C in P, ≥ 60 s spent in P, C sighted elsewhere."""
    out = []
    lay = ctx.w.lay
    for p in sorted(st.named):
        if not room_like(ctx, p) or lay.places[p].spine:
            continue
        group = lay.places[p].group
        in_p = [i for i in range(st.n) if ctx.ev.frames[i]["place"] == p]
        for cls in sorted(c for c in st.cls_last if c in ctx.by_class):
            slots = {
                "thing": f"a {ctx.noun(cls)}",
                "cls": cls,
                "place": p,
                "place_ref": ctx.place_ref(p),
            }
            yes = any(
                ctx.insts[k].cls == cls and _stay_place(ctx, k, ctx.ev.times[i]) == p
                for i in in_p
                for k in ctx.ev.sighted[i]
            )
            if yes:
                out.append(
                    candidate("binary", "seen_in_place", f"{cls}@{p}", {"binary": True}, st, slots)
                )
                continue
            never = all(
                lay.places[s[2]].group != group
                for k in ctx.by_class[cls]
                for s in ctx.insts[k].stays
            )
            hinted = any(cls in ctx.ev.hinted[i] for i in in_p)
            if never and not hinted and _time_in(ctx, st, p) >= 60:
                out.append(
                    candidate("binary", "seen_in_place", f"{cls}@{p}", {"binary": False}, st, slots)
                )
    return out


def _stay_place(ctx: Ctx, key: str, t: float) -> str:
    for s in ctx.insts[key].stays:
        if s[0] <= t < s[1]:
            return str(s[2])
    return ""


def _clean_total(ctx: Ctx, st: State, p: str) -> float | None:
    vs = place_visits(st, p)
    if not vs or any(v.exit is None or v.gap or starting(v) for v in vs):
        return None
    return sum(v.exit - v.entry for v in vs if v.exit is not None)


def longer_than(ctx: Ctx, st: State) -> Cands:
    out = []
    for p in sorted(st.named):
        if not room_like(ctx, p):
            continue
        total = _clean_total(ctx, st, p)
        if total is None:
            continue
        ok = [
            (m, total >= 1.4 * 60 * m)
            for m in MINUTES
            if total >= 1.4 * 60 * m or total <= 0.7 * 60 * m
        ]
        if not ok:
            continue
        yes = [m for m, a in ok if a]
        no = [m for m, a in ok if not a]
        picks = ([(max(yes), True)] if yes else []) + ([(min(no), False)] if no else [])
        m, answer = picks[int(st.n + len(p)) % len(picks)]
        out.append(
            candidate(
                "binary",
                "longer_than_minutes",
                p,
                {"binary": answer},
                st,
                {"place": p, "place_ref": ctx.place_ref(p), "n": m, "total_s": round(total, 3)},
            )
        )
    return out


def revisited(ctx: Ctx, st: State) -> Cands:
    out = []
    for p in sorted(st.named):
        vs = place_visits(st, p)
        if not vs or not room_like(ctx, p) or starting(vs[0]):
            continue
        slots = {"place": p, "place_ref": ctx.place_ref(p)}
        if (
            len(vs) >= 2
            and all(v.frames >= 3 for v in vs[:2])
            and vs[0].exit is not None
            and vs[1].entry - vs[0].exit >= 60
        ):
            out.append(candidate("binary", "revisited", p, {"binary": True}, st, slots))
        elif len(vs) == 1 and vs[0].exit is not None and vs[0].exit <= st.now - 300:
            out.append(candidate("binary", "revisited", p, {"binary": False}, st, slots))
    return out


def on_floor_now(ctx: Ctx, st: State, frame: dict) -> Cands:
    level = frame["level"]
    if len(ctx.w.lay.level_z) < 2 or level is None or level not in st.floors:
        return []
    out = []
    for other in sorted(st.floors):
        out.append(
            candidate(
                "binary",
                "on_floor_now",
                f"{other}@{frame['i']}",
                {"binary": other == level},
                st,
                {"floor": other, "floor_name": ctx.floor_name(other), "frame": frame["i"]},
                written_xyz(frame),
            )
        )
    return out


def last_visit_total(ctx: Ctx, st: State) -> Cands:
    out = []
    for p in sorted(st.named):
        if not room_like(ctx, p):
            continue
        vs = place_visits(st, p)
        slots = {"place": p, "place_ref": ctx.place_ref(p)}
        if vs:
            v = vs[-1]
            if v.exit is not None and not v.gap and not starting(v) and v.exit - v.entry >= 20:
                out.append(
                    candidate(
                        "duration",
                        "last_visit",
                        p,
                        {"duration_s": round(v.exit - v.entry, 3)},
                        st,
                        slots,
                    )
                )
        total = _clean_total(ctx, st, p)
        if total is not None and len(vs) >= 2:
            out.append(
                candidate(
                    "duration", "total_in_place", p, {"duration_s": round(total, 3)}, st, slots
                )
            )
    return out


def ago_seen(ctx: Ctx, st: State) -> Cands:
    out = []
    for key in sorted(st.last):
        ref = thing_ref(ctx, st, key)
        ago = st.now - ctx.ev.times[st.last[key]]
        if ref and ago >= 60:
            out.append(
                candidate(
                    "duration",
                    "ago_seen",
                    key,
                    {"duration_s": round(ago, 3)},
                    st,
                    {"thing": ref[0], "things": [key]},
                )
            )
    return out


def between_events(ctx: Ctx, st: State) -> Cands:
    """From leaving A to next reaching B (the latest such trip), with ≥ 1 other visit between."""
    out = []
    named = [p for p in sorted(st.named) if room_like(ctx, p)]
    vis = st.visits
    for b in named:
        idx_b = [k for k, v in enumerate(vis) if v.place == b and not starting(v)]
        if not idx_b:
            continue
        kb = idx_b[-1]
        for a in named:
            if a == b:
                continue
            ka = next((k for k in range(kb - 1, -1, -1) if vis[k].place in (a, b)), None)
            if ka is None or vis[ka].place != a or vis[ka].exit is None:
                continue
            if kb - ka < 3 or vis[ka].frames < 3:
                continue
            d = vis[kb].entry - vis[ka].exit  # type: ignore[operator]
            gap = any(
                ctx.ev.times[i + 1] - ctx.ev.times[i] > 6 for i in range(vis[ka].i1, vis[kb].i0)
            )
            if 30 <= d <= 900 and not gap:
                out.append(
                    candidate(
                        "duration",
                        "between_events",
                        f"{a}>{b}",
                        {"duration_s": round(d, 3)},
                        st,
                        {
                            "place": a,
                            "place_ref": ctx.place_ref(a),
                            "place2": b,
                            "place2_ref": ctx.place_ref(b),
                        },
                    )
                )
    return out


def first_arrival_ago(ctx: Ctx, st: State) -> Cands:
    out = []
    for p in sorted(st.named):
        vs = place_visits(st, p)
        if not vs or not room_like(ctx, p) or starting(vs[0]):
            continue
        ago = st.now - vs[0].entry
        if ago >= 120:
            out.append(
                candidate(
                    "duration",
                    "first_arrival_ago",
                    p,
                    {"duration_s": round(ago, 3)},
                    st,
                    {"place": p, "place_ref": ctx.place_ref(p)},
                )
            )
    return out


def floor_total(ctx: Ctx, st: State) -> Cands:
    if len(ctx.w.lay.level_z) < 2:
        return []
    out = []
    cur = ctx.ev.frames[st.n - 1]["level"]
    for level in sorted(st.floors):
        runs = [r for r in st.floor_runs if r.place == level]
        if level == cur or not runs or any(r.exit is None or r.gap or starting(r) for r in runs):
            continue
        total = sum(r.exit - r.entry for r in runs if r.exit is not None)
        if total >= 60:
            out.append(
                candidate(
                    "duration",
                    "floor_total",
                    level,
                    {"duration_s": round(total, 3)},
                    st,
                    {"floor": level, "floor_name": ctx.floor_name(level)},
                )
            )
    return out


def pre_break_work(ctx: Ctx, st: State) -> Cands:
    b0, b1 = ctx.w.docking_break
    if st.now < b1 + 60:
        return []
    return [
        candidate(
            "duration",
            "pre_break_work",
            "break",
            {"duration_s": round(b0 - ctx.ev.times[0], 3)},
            st,
            {},
        )
    ]


def which_room_here(ctx: Ctx, st: State, frame: dict) -> Cands:
    p = frame["place"]
    if p not in st.named or not room_like(ctx, p):
        return []
    return [
        candidate(
            "text",
            "which_room_here",
            p,
            {"keywords": place_keywords(ctx, p)},
            st,
            {"place": p, "frame": frame["i"]},
            written_xyz(frame),
        )
    ]


def which_floor_now(ctx: Ctx, st: State, frame: dict) -> Cands:
    level = frame["level"]
    if len(ctx.w.lay.level_z) < 2 or level is None or level not in st.floors:
        return []
    return [
        candidate(
            "text",
            "which_floor_now",
            level,
            {"keywords": floor_keywords(ctx, level)},
            st,
            {"floor": level, "frame": frame["i"]},
            written_xyz(frame),
        )
    ]


def colour_of(ctx: Ctx, st: State) -> Cands:
    out = []
    for key in sorted(st.last):
        inst = ctx.insts[key]
        if not inst.colour or st.colours.get(key) != inst.colour:
            continue
        ref = thing_ref(ctx, st, key, colour_ok=False)
        if ref:
            out.append(
                candidate(
                    "text",
                    "colour_of",
                    key,
                    {"keywords": [inst.colour]},
                    st,
                    {"thing": ref[0], "things": [key]},
                )
            )
    return out


def count_in_place(ctx: Ctx, st: State) -> Cands:
    """Distinct fixed things of C sighted while robot and thing were in P (1-6, ≥ 3 m apart)."""
    out = []
    for p in sorted(st.named):
        if not room_like(ctx, p) or _time_in(ctx, st, p) < 30:
            continue
        in_p = [i for i in range(st.n) if ctx.ev.frames[i]["place"] == p]
        for cls, keys in sorted(ctx.by_class.items()):
            if ctx.w.classes[cls].mobility != "fixed":
                continue
            there = [k for k in keys if ever_in(ctx.insts[k], p)]
            seen = sorted({k for i in in_p for k in ctx.ev.sighted[i] if k in there})
            if not 1 <= len(seen) <= 6:
                continue
            pts = [ctx.insts[k].stays[0][3:5] for k in there]
            if any(math.dist(a, b) < 3 for j, a in enumerate(pts) for b in pts[j + 1 :]):
                continue
            out.append(
                candidate(
                    "text",
                    "count_in_place",
                    f"{cls}@{p}",
                    {"keywords": number_keywords(len(seen))},
                    st,
                    {
                        "cls": cls,
                        "plural": ctx.w.classes[cls].plural,
                        "place": p,
                        "place_ref": ctx.place_ref(p),
                        "things": seen,
                        "count": len(seen),
                    },
                )
            )
    return out


def first_place_after_break(ctx: Ctx, st: State) -> Cands:
    b1 = ctx.w.docking_break[1]
    for v in st.visits:
        p = ctx.w.lay.places[v.place]
        if v.entry < b1 or p.spine or p.lift or p.dock or v.frames < 3:
            continue
        if v.place not in st.named:
            return []
        return [
            candidate(
                "text",
                "first_place_after_break",
                "break",
                {"keywords": place_keywords(ctx, v.place)},
                st,
                {"place": v.place},
            )
        ]
    return []


def most_time_place(ctx: Ctx, st: State) -> Cands:
    totals = []
    for p, place in sorted(ctx.w.lay.places.items()):
        if place.spine or place.lift or place.dock:
            continue
        t = _time_in(ctx, st, p)
        if t > 0:
            totals.append((t, p))
    totals.sort(reverse=True)
    if len(totals) < 2:
        return []
    (t1, p1), (t2, _) = totals[0], totals[1]
    if t1 < 1.3 * t2 or t1 - t2 < 60 or p1 not in st.named:
        return []
    return [
        candidate(
            "text",
            "most_time_place",
            "run",
            {"keywords": place_keywords(ctx, p1)},
            st,
            {"place": p1, "total_s": round(t1, 3), "runner_up_s": round(t2, 3)},
        )
    ]


BINARY = (seen_yes_never, seen_in_place, longer_than, revisited)
DURATION = (
    last_visit_total,
    ago_seen,
    between_events,
    first_arrival_ago,
    floor_total,
    pre_break_work,
)
TEXT = (colour_of, count_in_place, first_place_after_break, most_time_place)
HERE = (on_floor_now, which_room_here, which_floor_now)
