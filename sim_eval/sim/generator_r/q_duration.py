"""Duration questions: the answer is a number of seconds (scored within 25 %)."""

from __future__ import annotations

from .qcommon import (
    Cand,
    Ctx,
    class_ref,
    pick_ref,
    place_slot,
    questionable_places,
    sighted,
    sighted_classes,
    thing_refs,
)


def _clean(v: object) -> bool:
    return not (v.start or v.has_break or not v.entry_sure or not v.exit_sure)  # type: ignore[attr-defined]


def last_visit(c: Ctx) -> list[Cand]:
    ev, now = c.ev, c.now
    out: list[Cand] = []
    here = ev.current_visit(now).place
    visits = ev.visits_by(now)
    for key in questionable_places(ev):
        if key == here or not ev.named(key, now):
            continue
        mine = [v for v in visits if v.place == key and ev.completed(v, now)]
        if not mine:
            continue
        v = mine[-1]
        if not _clean(v) or v.length() < 20.0:
            continue
        out.append(
            Cand(
                "last_visit",
                key,
                {"duration_s": round(v.length(), 2)},
                {"place": place_slot(ev, key), "forms": list(ev.places[key].forms)},
            )
        )
    return out


def total_in_place(c: Ctx) -> list[Cand]:
    ev, now = c.ev, c.now
    out: list[Cand] = []
    here = ev.current_visit(now).place
    visits = ev.visits_by(now)
    for key in questionable_places(ev):
        if key == here or not ev.named(key, now):
            continue
        mine = [v for v in visits if v.place == key]
        if len(mine) < 2 or not all(ev.completed(v, now) and _clean(v) for v in mine):
            continue
        total = sum(v.length() for v in mine)
        if total < 30.0:
            continue
        out.append(
            Cand(
                "total_in_place",
                key,
                {"duration_s": round(total, 2)},
                {
                    "place": place_slot(ev, key),
                    "forms": list(ev.places[key].forms),
                    "visits": len(mine),
                },
            )
        )
    return out


def ago_seen(c: Ctx) -> list[Cand]:
    ev, now = c.ev, c.now
    out: list[Cand] = []
    for inst in sighted(ev, now):
        refs = thing_refs(ev, inst, now)
        last = ev.sightings(inst, now)[-1]
        if refs and now - last >= 60.0:
            out.append(
                Cand(
                    "ago_seen",
                    inst,
                    {"duration_s": round(now - last, 2)},
                    {"thing": pick_ref(c, refs), "things": [inst]},
                )
            )
    for cls in sighted_classes(ev, now):
        last = ev.class_sightings(cls, now)[-1][0]
        if now - last >= 60.0:
            out.append(
                Cand(
                    "ago_seen",
                    cls,
                    {"duration_s": round(now - last, 2)},
                    {"thing": class_ref(ev, cls)},
                )
            )
    return out


def here_how_long(c: Ctx) -> list[Cand]:
    ev, now = c.ev, c.now
    if c.here is None:
        return []
    v = ev.current_visit(now)
    place = ev.places[v.place]
    if place.transit or v.start or v.has_break or not v.entry_sure:
        return []
    length = now - v.entry
    if length < 20.0:
        return []
    return [
        Cand("here_how_long", v.place, {"duration_s": round(length, 2)}, {"here_place": v.place})
    ]


def ago_left(c: Ctx) -> list[Cand]:
    ev, now = c.ev, c.now
    out: list[Cand] = []
    here = ev.current_visit(now).place
    visits = ev.visits_by(now)
    for key in questionable_places(ev):
        if key == here or not ev.named(key, now):
            continue
        mine = [v for v in visits if v.place == key and ev.completed(v, now)]
        if not mine:
            continue
        v = mine[-1]
        if not v.exit_sure or v.exit is None or now - v.exit < 60.0:
            continue
        out.append(
            Cand(
                "ago_left",
                key,
                {"duration_s": round(now - v.exit, 2)},
                {"place": place_slot(ev, key), "forms": list(ev.places[key].forms)},
            )
        )
    return out


def travel_time(c: Ctx) -> list[Cand]:
    ev, now = c.ev, c.now
    visits = ev.visits_by(now)
    keys = {k for k in questionable_places(ev) if ev.named(k, now) and not ev.places[k].corridor}
    last_trip: dict[tuple[str, str], tuple[float, float]] = {}
    for i, a in enumerate(visits):
        if a.place not in keys or not ev.completed(a, now) or not a.exit_sure:
            continue
        for b in visits[i + 1 :]:
            if b.place == a.place:
                break
            if b.place in keys:
                if b.entry_sure and b.entry <= now:
                    last_trip[(a.place, b.place)] = (a.exit, b.entry)  # type: ignore[assignment]
                break
            between = ev.places[b.place]
            if not (between.corridor or between.transit) and (
                b.exit is None or b.exit - b.entry >= 40.0
            ):
                break
    out: list[Cand] = []
    for (pa, pb), (t0, t1) in last_trip.items():
        span = t1 - t0
        if span < 20.0 or span > 420.0 or any(t0 < g0 < t1 for g0, _ in ev.gaps):
            continue
        out.append(
            Cand(
                "travel_time",
                f"{pa}>{pb}",
                {"duration_s": round(span, 2)},
                {
                    "place": place_slot(ev, pa),
                    "place2": place_slot(ev, pb),
                    "forms": [*ev.places[pa].forms, *ev.places[pb].forms],
                },
            )
        )
    return out


def view_duration(c: Ctx) -> list[Cand]:
    ev, now = c.ev, c.now
    out: list[Cand] = []
    for inst in sighted(ev, now):
        refs = thing_refs(ev, inst, now)
        if not refs:
            continue
        times = ev.sightings(inst, now)
        if now - times[-1] < 20.0:
            continue
        eps = ev.episodes(times, 30.0)
        last = eps[-1]
        if len(eps) > 1 and last[0] - eps[-2][-1] < 120.0:
            continue
        span = last[-1] - last[0]
        if span < 30.0:
            continue
        out.append(
            Cand(
                "view_duration",
                inst,
                {"duration_s": round(span, 2)},
                {
                    "thing": pick_ref(c, refs),
                    "things": [inst],
                    "episode": [round(last[0], 3), round(last[-1], 3)],
                },
            )
        )
    return out


DURATION = {
    "last_visit": last_visit,
    "ago_seen": ago_seen,
    "total_in_place": total_in_place,
    "here_how_long": here_how_long,
    "ago_left": ago_left,
    "travel_time": travel_time,
    "view_duration": view_duration,
}
