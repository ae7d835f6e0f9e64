"""Duration questions: the answer is a number of seconds."""

from __future__ import annotations

from .evidence import Visit
from .qcontext import Ctx, Q
from .streams import pick, weighted


def _d(seconds: float) -> dict[str, float]:
    return {"duration_s": round(seconds, 3)}


def last_visit(c: Ctx) -> Q | None:
    now = c.pick_now()
    options = []
    for name in c.nontransit_places():
        vs = c.visits_of(name, now)
        done = vs and vs[-1].t_out is not None and vs[-1].t_in is not None
        if done and c.ev.length(vs[-1], now) >= 15.0:
            options.append((name, c.ev.length(vs[-1], now)))
    return _place_question(c, now, "last_visit", options)


def total_in_place(c: Ctx) -> Q | None:
    now = c.pick_now()
    options = []
    for name in c.nontransit_places():
        vs = c.visits_of(name, now)
        if len(vs) >= 2 and vs[-1].t_out is not None:
            total = sum(c.ev.length(v, now) for v in vs)
            if total >= 30.0:
                options.append((name, total))
    return _place_question(c, now, "total_in_place", options)


def first_visit(c: Ctx) -> Q | None:
    now = c.pick_now()
    options, weights = [], []
    for name in c.nontransit_places():
        vs = c.visits_of(name, now)
        done = vs and vs[0].t_out is not None and vs[0].t_in is not None
        if done and c.ev.length(vs[0], now) >= 15.0:
            options.append((name, c.ev.length(vs[0], now)))
            weights.append(3.0 if len(vs) >= 2 else 1.0)
    if not options:
        return None
    return _place_question(c, now, "first_visit", [weighted(c.rng, options, weights)])


def ago_place(c: Ctx) -> Q | None:
    now = c.pick_now()
    options = []
    for name in c.nontransit_places():
        vs = c.visits_of(name, now)
        if vs and vs[-1].t_out is not None and c.ev.length(vs[-1], now) >= 15.0:
            ago = now - vs[-1].t_out
            if ago >= 20.0:
                options.append((name, ago))
    return _place_question(c, now, "ago_place", options)


def _place_question(c: Ctx, now: float, sub: str, options: list[tuple[str, float]]) -> Q | None:
    if not options:
        return None
    name, seconds = pick(c.rng, options)
    ref = c.place_ref(name, now)
    if ref is None:
        return None
    return Q("duration", sub, now, _d(seconds), {"place": ref.text, "forms": ref.forms},
             (sub, name))  # fmt: skip


def outside_total(c: Ctx) -> Q | None:
    now = c.pick_now()
    if c.spec.place(c.frame_at(now).place).outdoor:
        return None
    total = sum(c.ev.length(v, now) for v in c.ev.visits_by(now) if c.spec.place(v.place).outdoor)
    if total < 30.0:
        return None
    return Q("duration", "outside_total", now, _d(total), {}, ("outside_total", round(total)))


def on_floor(c: Ctx) -> Q | None:
    now = c.pick_now()
    runs = c.ev.floor_runs_by(now)
    current = runs[-1].place
    totals: dict[int, float] = {}
    for run in runs:
        if run.place is not None and run.place != current:
            totals[int(run.place)] = totals.get(int(run.place), 0.0) + c.ev.length(run, now)
    options = [f for f in sorted(totals) if totals[f] >= 30.0]
    if not options:
        return None
    floor = pick(c.rng, options)
    ref = c.floor_ref(floor, now)
    if ref is None:
        return None
    return Q("duration", "on_floor", now, _d(totals[floor]), {"floor": ref.text, "forms": ref.forms},  # noqa: E501
             ("on_floor", floor))  # fmt: skip


def a_to_b(c: Ctx) -> Q | None:
    now = c.pick_now()
    visits = c.ev.visits_by(now)
    options: list[tuple[str, str, float]] = []
    last_b: dict[str, int] = {}
    for k, v in enumerate(visits):
        if not c.spec.place(v.place).transit and v.t_in is not None:
            last_b[v.place] = k
    for b_name, kb in sorted(last_b.items()):
        vb = visits[kb]
        assert vb.t_in is not None
        between: set[str] = set()
        for va in visits[kb - 1 :: -1] if kb > 0 else []:
            if va.place == b_name:
                break
            if (
                va.place not in between
                and not c.spec.place(va.place).transit
                and va.t_out is not None
                and c.ev.length(va, now) >= 10.0
            ):
                d = vb.t_in - va.t_out
                if 15.0 <= d <= 400.0:
                    options.append((va.place, b_name, d))
            between.add(va.place)
    if not options:
        return None
    a_name, b_name, d = pick(c.rng, options)
    ra, rb = c.place_ref(a_name, now), c.place_ref(b_name, now)
    if ra is None or rb is None:
        return None
    slots = {"place_a": ra.text, "place_b": rb.text, "forms": ra.forms + rb.forms}
    return Q("duration", "a_to_b", now, _d(d), slots, ("a_to_b", a_name, b_name))


def ago_seen(c: Ctx) -> Q | None:
    now = c.pick_now()
    options = [i for i in c.sighted(now) if not c.hallucinated(i.cls, now)]
    if not options:
        return None
    inst = pick(c.rng, options)
    ago = now - c.frames[c.ev.sightings(inst.id, now)[-1]].t
    if ago < 20.0:
        return None
    ref = c.thing_ref(inst, now)
    if ref is None:
        return None
    return Q("duration", "ago_seen", now, _d(ago), {"thing": ref.text, "forms": ref.forms},
             ("ago_seen", inst.id))  # fmt: skip


def lift_ride(c: Ctx) -> Q | None:
    now = c.pick_now()
    rides: list[Visit] = [
        v for v in c.ev.visits_by(now)
        if c.spec.place(v.place).kind == "lift" and v.t_out is not None and v.t_in is not None
        and c.frames[v.i0].z != c.frames[v.i1].z
    ]  # fmt: skip
    if not rides:
        return None
    ride = rides[-1]
    return Q(
        "duration",
        "lift_ride",
        now,
        _d(c.ev.length(ride, now)),
        {},
        ("lift_ride", ride.i0),
    )


MAKERS = {
    "last_visit": last_visit,
    "total_in_place": total_in_place,
    "outside_total": outside_total,
    "on_floor": on_floor,
    "a_to_b": a_to_b,
    "ago_seen": ago_seen,
    "ago_place": ago_place,
    "lift_ride": lift_ride,
    "first_visit": first_visit,
}
