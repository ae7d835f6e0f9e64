"""Spatial questions: the answer is a position; truth is every acceptable [x, y, z]."""

from __future__ import annotations

import bisect
import math

from .qcontext import Ctx, Q
from .streams import pick, weighted
from .textutil import clock

_MOBILE = ("moved", "lost", "moving")


def where_is(c: Ctx) -> Q | None:
    now = c.pick_now()
    seen = [i for i in c.sighted(now) if c.spec.cls(i.cls).kind != "moving"]
    if not seen:
        return None
    cls = pick(c.rng, sorted({i.cls for i in seen}))
    positions = []
    for inst in c.by_class[cls]:
        s = c.ev.sightings(inst.id, now)
        if s:
            positions.append(c.inst_point(inst, c.frames[s[-1]].t))
    unique = len(c.by_class[cls]) == 1
    slots = {"noun": cls, "thing_any": f"the {cls}" if unique else c.a_noun(cls)}
    return Q("spatial", "where_is", now, {"positions": positions}, slots, ("where_is", cls))


def nearest_to_me(c: Ctx) -> Q | None:
    i, now = c.pick_frame_now()
    f = c.frames[i]
    if f.floor is None or c.spec.place(f.place).transit:
        return None
    options = []
    for cls in sorted(c.by_class):
        pts = []
        for inst in c.by_class[cls]:
            place = c.spec.place(inst.stays[0].place)
            if inst.fixed and place.floor == f.floor and c.ev.sightings(inst.id, now):
                p = c.inst_point(inst, 0.0)
                pts.append((math.dist(p[:2], [f.x, f.y]), p))
        if len(pts) < 2:
            continue
        pts.sort()
        d1, d2 = pts[0][0], pts[1][0]
        if d2 >= max(1.5 * d1, d1 + 8.0):
            options.append((cls, pts[0][1]))
    if not options:
        return None
    cls, point = pick(c.rng, options)
    return Q("spatial", "nearest_to_me", now, {"positions": [point]}, {"noun": cls},
             ("nearest_to_me", cls), at=c.robot_point(i))  # fmt: skip


def _seen_where(c: Ctx, first: bool) -> Q | None:
    now = c.pick_now()
    seen = c.sighted(now)
    if not seen:
        return None
    weights = [3.0 if c.spec.cls(i.cls).kind in _MOBILE else 1.0 for i in seen]
    inst = weighted(c.rng, seen, weights)
    ref = c.thing_ref(inst, now)
    if ref is None:
        return None
    s = c.ev.sightings(inst.id, now)
    t = c.frames[s[0] if first else s[-1]].t
    sub = "first_seen_where" if first else "last_seen_where"
    return Q("spatial", sub, now, {"positions": [c.inst_point(inst, t)]},
             {"thing": ref.text, "forms": ref.forms}, (sub, inst.id))  # fmt: skip


def last_seen_where(c: Ctx) -> Q | None:
    return _seen_where(c, first=False)


def first_seen_where(c: Ctx) -> Q | None:
    return _seen_where(c, first=True)


def which_room(c: Ctx) -> Q | None:
    now = c.pick_now()
    options = [
        i for i in c.sighted(now)
        if i.fixed and c.spec.place(i.stays[0].place).kind in ("room", "corridor")
    ]  # fmt: skip
    if not options:
        return None
    inst = pick(c.rng, options)
    ref = c.thing_ref(inst, now, allow_place=False)
    if ref is None:
        return None
    place = inst.stays[0].place
    positions = [c.inst_point(inst, 0.0), c.place_points(place)[0]]
    return Q("spatial", "which_room", now, {"positions": positions}, {"thing": ref.text},
             ("which_room", inst.id))  # fmt: skip


def where_was_i(c: Ctx) -> Q | None:
    now = c.pick_now()
    lo = bisect.bisect_left(c.ev.times, 60.0)
    hi = bisect.bisect_right(c.ev.times, min(now, c.t_last) - 60.0)
    if hi <= lo:
        return None
    j = int(c.rng.integers(lo, hi))
    minute = math.floor((c.t0 + c.frames[j].t) / 60.0) * 60.0 - c.t0
    a = bisect.bisect_left(c.ev.times, minute - 30.0)
    b = bisect.bisect_right(c.ev.times, minute + 30.0)
    if b - a < 8 or minute + 30.0 > now:
        return None
    k = min(range(a, b), key=lambda m: abs(c.frames[m].t - minute))
    if c.frames[k].floor is None:
        return None
    here = c.robot_point(k)
    if any(math.dist(here, c.robot_point(m)) > 10.0 for m in range(a, b)):
        return None
    hhmm = clock(c.t0 + minute)
    return Q("spatial", "where_was_i", now, {"positions": [here]}, {"time": hhmm},
             ("where_was_i", hhmm))  # fmt: skip


def where_place(c: Ctx) -> Q | None:
    now = c.pick_now()
    options = [p for p in c.nontransit_places() if c.ev.place_forms_by(p, now)]
    if not options:
        return None
    place = pick(c.rng, options)
    ref = c.place_ref(place, now)
    assert ref is not None
    return Q("spatial", "where_place", now, {"positions": c.place_points(place)},
             {"place": ref.text, "forms": ref.forms}, ("where_place", place))  # fmt: skip


def where_text(c: Ctx) -> Q | None:
    now = c.pick_now()
    options = [i for i in c.inst_list if c.ev.quotes_by(i.id, now)]
    if not options:
        return None
    inst = pick(c.rng, options)
    text = pick(c.rng, c.ev.quotes_by(inst.id, now))[1]
    if any(o is not inst and any(t == text for _, t in o.texts) for o in c.inst_list):
        return None
    return Q("spatial", "where_text", now, {"positions": [c.inst_point(inst, 0.0)]},
             {"noun": inst.cls, "text": text}, ("where_text", inst.id))  # fmt: skip


def went_after(c: Ctx) -> Q | None:
    now = c.pick_now()
    visits = c.ev.visits_by(now)
    last_done: dict[str, int] = {}
    for k, v in enumerate(visits):
        place = c.spec.place(v.place)
        if not place.transit and v.t_out is not None and c.ev.length(v, now) >= 10.0:
            last_done[v.place] = k
    options = []
    for name, k in sorted(last_done.items()):
        nxt = next((v for v in visits[k + 1 :] if not c.spec.place(v.place).transit), None)
        if nxt is not None and nxt.place != name:
            options.append((name, nxt))
    if not options:
        return None
    name, nxt = pick(c.rng, options)
    ref = c.place_ref(name, now)
    if ref is None:
        return None
    positions = c.place_points(nxt.place) + [c.robot_point((nxt.i0 + nxt.i1) // 2)]  # noqa: RUF005
    return Q("spatial", "went_after", now, {"positions": positions},
             {"place": ref.text, "forms": ref.forms}, ("went_after", name))  # fmt: skip


MAKERS = {
    "where_is": where_is,
    "nearest_to_me": nearest_to_me,
    "last_seen_where": last_seen_where,
    "first_seen_where": first_seen_where,
    "which_room": which_room,
    "where_was_i": where_was_i,
    "where_place": where_place,
    "where_text": where_text,
    "went_after": went_after,
}
