"""Temporal questions: the answer is a moment (POSIX seconds)."""

from __future__ import annotations

import math

from .qcontext import Ctx, Q
from .streams import pick


def _seen(c: Ctx, first: bool) -> Q | None:
    now = c.pick_now()
    options = [i for i in c.sighted(now) if not c.hallucinated(i.cls, now)]
    if not options:
        return None
    inst = pick(c.rng, options)
    ref = c.thing_ref(inst, now)
    if ref is None:
        return None
    s = c.ev.sightings(inst.id, now)
    t = c.frames[s[0] if first else s[-1]].t
    sub = "first_seen" if first else "last_seen"
    return Q("temporal", sub, now, {"time": c.abs(t)}, {"thing": ref.text, "forms": ref.forms},
             (sub, inst.id))  # fmt: skip


def last_seen(c: Ctx) -> Q | None:
    return _seen(c, first=False)


def first_seen(c: Ctx) -> Q | None:
    return _seen(c, first=True)


def _place_moment(c: Ctx, leaving: bool) -> Q | None:
    now = c.pick_now()
    options = []
    for name in c.nontransit_places():
        vs = c.visits_of(name, now)
        if not vs or c.ev.length(vs[-1], now) < 15.0:
            continue
        t = vs[-1].t_out if leaving else vs[-1].t_in
        if t is not None:
            options.append((name, t))
    if not options:
        return None
    name, t = pick(c.rng, options)
    ref = c.place_ref(name, now)
    if ref is None:
        return None
    sub = "left_place" if leaving else "entered_place"
    return Q("temporal", sub, now, {"time": c.abs(t)}, {"place": ref.text, "forms": ref.forms},
             (sub, name))  # fmt: skip


def entered_place(c: Ctx) -> Q | None:
    return _place_moment(c, leaving=False)


def left_place(c: Ctx) -> Q | None:
    return _place_moment(c, leaving=True)


def took_lift(c: Ctx) -> Q | None:
    now = c.pick_now()
    rides = [
        v for v in c.ev.visits_by(now)
        if c.spec.place(v.place).kind == "lift" and v.t_out is not None and v.t_in is not None
        and c.frames[v.i0].z != c.frames[v.i1].z
    ]  # fmt: skip
    if not rides:
        return None
    ride = rides[-1]
    assert ride.t_in is not None
    return Q("temporal", "took_lift", now, {"time": c.abs(ride.t_in)}, {},
             ("took_lift", ride.i0))  # fmt: skip


def arrived_floor(c: Ctx) -> Q | None:
    now = c.pick_now()
    last: dict[int, float] = {}
    for run in c.ev.floor_runs_by(now):
        if run.place is not None and run.t_in is not None:
            last[int(run.place)] = run.t_in
    if not last:
        return None
    floor = pick(c.rng, sorted(last))
    ref = c.floor_ref(floor, now)
    if ref is None:
        return None
    return Q("temporal", "arrived_floor", now, {"time": c.abs(last[floor])},
             {"floor": ref.text, "forms": ref.forms}, ("arrived_floor", floor))  # fmt: skip


def passed(c: Ctx) -> Q | None:
    now = c.pick_now()
    options = [
        i for i in c.sighted(now)
        if i.fixed and not c.hallucinated(i.cls, now)
        and c.spec.cls(i.cls).kind in ("static", "state", "text", "screen")
    ]  # fmt: skip
    if not options:
        return None
    inst = pick(c.rng, options)
    x, y, _z, place = inst.position_at(0.0)
    floor = c.spec.place(place).floor
    when = None
    for k in range(c.ev.n(now) - 1, -1, -1):
        f = c.frames[k]
        if f.floor == floor and math.dist((f.x, f.y), (x, y)) <= 3.0:
            when = f.t
            break
    if when is None or when > now - 30.0:
        return None
    ref = c.thing_ref(inst, now)
    if ref is None:
        return None
    return Q("temporal", "passed", now, {"time": c.abs(when)}, {"thing": ref.text, "forms": ref.forms},  # noqa: E501
             ("passed", inst.id))  # fmt: skip


def first_outside(c: Ctx) -> Q | None:
    now = c.pick_now()
    out = [v for v in c.ev.visits_by(now) if c.spec.place(v.place).outdoor]
    if not out or out[0].t_in is None:
        return None
    return Q("temporal", "first_outside", now, {"time": c.abs(out[0].t_in)}, {},
             ("first_outside",))  # fmt: skip


MAKERS = {
    "last_seen": last_seen,
    "first_seen": first_seen,
    "entered_place": entered_place,
    "left_place": left_place,
    "took_lift": took_lift,
    "arrived_floor": arrived_floor,
    "passed": passed,
    "first_outside": first_outside,
}
