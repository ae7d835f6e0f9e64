"""Temporal questions: the answer is a time (POSIX seconds)."""

from __future__ import annotations

import itertools

from .qcommon import (
    Cand,
    Ctx,
    class_ref,
    level_slot,
    pick_ref,
    place_slot,
    questionable_places,
    sighted,
    sighted_classes,
    thing_refs,
)


def _thing_or_class(c: Ctx, subkind: str, first: bool) -> list[Cand]:
    ev, now = c.ev, c.now
    out: list[Cand] = []
    for inst in sighted(ev, now):
        refs = thing_refs(ev, inst, now)
        if refs:
            ts = ev.sightings(inst, now)
            out.append(
                Cand(
                    subkind,
                    inst,
                    {"time": round(ts[0] if first else ts[-1], 3)},
                    {"thing": pick_ref(c, refs), "things": [inst]},
                )
            )
    for cls in sighted_classes(ev, now):
        rows = ev.class_sightings(cls, now)
        t = rows[0][0] if first else rows[-1][0]
        out.append(
            Cand(
                subkind,
                cls,
                {"time": round(t, 3)},
                {"thing": class_ref(ev, cls), "things": sorted({r[2] for r in rows})},
            )
        )
    return out


def last_seen(c: Ctx) -> list[Cand]:
    return _thing_or_class(c, "last_seen", first=False)


def first_seen(c: Ctx) -> list[Cand]:
    return _thing_or_class(c, "first_seen", first=True)


def entered_place(c: Ctx) -> list[Cand]:
    ev, now = c.ev, c.now
    out: list[Cand] = []
    visits = ev.visits_by(now)
    for key in questionable_places(ev):
        if not ev.named(key, now):
            continue
        mine = [v for v in visits if v.place == key]
        if not mine:
            continue
        v = mine[-1]
        if v.start or not v.entry_sure or v.i1 - v.i0 < 2 or ev.times[v.i1] - v.entry < 10.0:
            continue
        out.append(
            Cand(
                "entered_place",
                key,
                {"time": round(v.entry, 3)},
                {
                    "place": place_slot(ev, key),
                    "forms": list(ev.places[key].forms),
                    "ongoing": not ev.completed(v, now),
                },
            )
        )
    return out


def left_place(c: Ctx) -> list[Cand]:
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
        if not v.exit_sure or v.exit is None or v.exit - v.entry < 15.0:
            continue
        out.append(
            Cand(
                "left_place",
                key,
                {"time": round(v.exit, 3)},
                {"place": place_slot(ev, key), "forms": list(ev.places[key].forms)},
            )
        )
    return out


def nth_visit_entry(c: Ctx) -> list[Cand]:
    ev, now = c.ev, c.now
    out: list[Cand] = []
    visits = ev.visits_by(now)
    for key in questionable_places(ev):
        place = ev.places[key]
        if place.corridor or not ev.named(key, now):
            continue
        mine = [v for v in visits if v.place == key]
        if len(mine) < 2 or mine[0].start:
            continue
        if any(v.i1 - v.i0 < 2 or (v.exit is not None and v.exit - v.entry < 8.0) for v in mine):
            continue
        if any(b.entry - a.exit < 30.0 for a, b in itertools.pairwise(mine) if a.exit is not None):
            continue
        if not all(v.entry_sure for v in mine):
            continue
        for n in (2, 3):
            if len(mine) >= n:
                out.append(
                    Cand(
                        "nth_visit_entry",
                        f"{key}#{n}",
                        {"time": round(mine[n - 1].entry, 3)},
                        {
                            "place": place_slot(ev, key),
                            "n": n,
                            "forms": list(place.forms),
                            "entries": [round(v.entry, 3) for v in mine],
                        },
                    )
                )
    return out


def last_seen_in_place(c: Ctx) -> list[Cand]:
    ev, now = c.ev, c.now
    out: list[Cand] = []
    for cls in sighted_classes(ev, now):
        rows = ev.class_sightings(cls, now)
        overall = rows[-1][0]
        for key in questionable_places(ev):
            if not ev.named(key, now):
                continue
            both = [t for t, i, k in rows if ev.frames[i].place == key and ev.place_at(k, t) == key]
            if not both:
                continue
            t_both = both[-1]
            robot_in = [t for t, i, k in rows if ev.frames[i].place == key]
            thing_in = [t for t, i, k in rows if ev.place_at(k, t) == key]
            if robot_in[-1] > t_both + 1e-6 or thing_in[-1] > t_both + 30.0:
                continue
            out.append(
                Cand(
                    "last_seen_in_place",
                    f"{cls}@{key}",
                    {"time": round(t_both, 3)},
                    {
                        "thing": class_ref(ev, cls),
                        "place": place_slot(ev, key),
                        "forms": list(ev.places[key].forms),
                        "differs_from_last": overall - t_both > 120.0,
                    },
                )
            )
    out.sort(key=lambda cand: not cand.slots["differs_from_last"])
    return out


def first_on_level(c: Ctx) -> list[Cand]:
    ev, now = c.ev, c.now
    out: list[Cand] = []
    k = ev.k_at(now)
    start_level = ev.frames[0].level
    for run in ev.level_runs:
        if run.i0 > k:
            break
        if run.level is None or run.level == start_level or not ev.level_said(run.level, now):
            continue
        if any(o.level == run.level and o.i0 < run.i0 for o in ev.level_runs):
            continue
        if not run.entry_sure:
            continue
        out.append(
            Cand(
                "first_on_level",
                run.level,
                {"time": round(run.entry, 3)},
                {"level": level_slot(ev, run.level), "forms": list(ev.levels[run.level].forms)},
            )
        )
    return out


def sign_first_read(c: Ctx) -> list[Cand]:
    ev, now = c.ev, c.now
    out: list[Cand] = []
    counts: dict[str, int] = {}
    for inst in ev.insts.values():
        cls = ev.classes[inst.cls]
        if cls.text_mode in ("fixed", "place") and inst.texts:
            text = inst.texts[0][1]
            counts[text] = counts.get(text, 0) + 1
    every = sorted({x for inst in ev.insts.values() for _, x in inst.texts})
    for text, n in counts.items():
        if n != 1 or len(text) < 5:
            continue
        if any(text in other for other in every if other != text):
            continue
        t = ev.quote_first.get(text)
        if t is None or t > now:
            continue
        out.append(Cand("sign_first_read", text, {"time": round(t, 3)}, {"sign": text}))
    return out


TEMPORAL = {
    "last_seen": last_seen,
    "first_seen": first_seen,
    "entered_place": entered_place,
    "left_place": left_place,
    "nth_visit_entry": nth_visit_entry,
    "last_seen_in_place": last_seen_in_place,
    "first_on_level": first_on_level,
    "sign_first_read": sign_first_read,
}
