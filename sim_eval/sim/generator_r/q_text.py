"""Text questions: the answer must contain one of the keywords (short names, numbers)."""

from __future__ import annotations

import itertools
import math

from .model import number_word
from .q_binary import countable
from .qcommon import (
    Cand,
    Ctx,
    class_ref,
    keywords_class,
    keywords_level,
    keywords_place,
    level_slot,
    pick_ref,
    place_slot,
    questionable_places,
    sighted,
    sighted_classes,
    thing_refs,
)

SPELLINGS = {"grey": ("gray",), "silver": ("silvery",)}


def which_room_here(c: Ctx) -> list[Cand]:
    ev, now = c.ev, c.now
    if c.here is None:
        return []
    key = ev.frames[c.here].place
    if ev.places[key].transit or not ev.named(key, now):
        return []
    return [
        Cand(
            "which_room_here",
            key,
            {"keywords": keywords_place(ev, key)},
            {"forms": list(ev.places[key].forms), "here_place": key},
        )
    ]


def colour_of(c: Ctx) -> list[Cand]:
    ev, now = c.ev, c.now
    out: list[Cand] = []
    for inst in sighted(ev, now):
        me = ev.insts[inst]
        if me.colour is None or ev.colour_t.get(inst, math.inf) > now:
            continue
        if len(ev.classes[me.cls].colours) < 2:
            continue
        refs = thing_refs(ev, inst, now, colour_ok=False)
        if not refs:
            continue
        words = [me.colour, *SPELLINGS.get(me.colour, ())]
        out.append(
            Cand(
                "colour_of",
                inst,
                {"keywords": words},
                {"thing": pick_ref(c, refs), "things": [inst]},
            )
        )
    return out


def room_before(c: Ctx) -> list[Cand]:
    ev, now = c.ev, c.now
    out: list[Cand] = []
    visits = ev.visits_by(now)
    for key in questionable_places(ev):
        if not ev.named(key, now):
            continue
        idx = [i for i, v in enumerate(visits) if v.place == key]
        if not idx:
            continue
        i = idx[-1]
        v = visits[i]
        if v.start or not v.entry_sure or i == 0:
            continue
        prev = visits[i - 1]
        pp = ev.places[prev.place]
        if pp.transit or prev.exit is None or prev.exit - prev.entry < 10.0:
            continue
        if not ev.named(prev.place, now):
            continue
        out.append(
            Cand(
                "room_before",
                key,
                {"keywords": keywords_place(ev, prev.place)},
                {
                    "place": place_slot(ev, key),
                    "forms": [*ev.places[key].forms, *pp.forms],
                    "answer_place": prev.place,
                },
            )
        )
    return out


def count_things(c: Ctx) -> list[Cand]:
    ev = c.ev
    return [
        Cand(
            "count_things",
            cls,
            {"keywords": [number_word(m), str(m)]},
            {"thing": class_ref(ev, cls), "things": seen, "seen_count": m},
        )
        for cls, m, seen in countable(c)
    ]


def next_to(c: Ctx) -> list[Cand]:
    ev, now = c.ev, c.now
    out: list[Cand] = []
    for inst in sighted(ev, now):
        refs = thing_refs(ev, inst, now)
        if not refs:
            continue
        k = ev.sight_frames(inst, now)[-1]
        t = ev.times[k]
        me = ev.pos(inst, t)
        mine = ev.insts[inst].cls
        near: list[tuple[float, str, bool]] = []
        for other in sorted(ev.insts):
            if other == inst or ev.insts[other].cls == mine:
                continue
            if ev.insts[other].stay_at(t) is None or not ev.seen_by(other, now):
                continue
            together = k in ev.seen_idx[other]
            near.append((math.dist(me, ev.pos(other, t)), ev.insts[other].cls, together))
        if not near:
            continue
        near.sort()
        d1, cls1, together = near[0]
        if not together or d1 > 3.0:
            continue
        rest = [d for d, other_cls, _ in near[1:] if other_cls != cls1]
        if rest and rest[0] < max(2 * d1, d1 + 2.0):
            continue
        out.append(
            Cand(
                "next_to",
                inst,
                {"keywords": keywords_class(ev, cls1)},
                {
                    "thing": pick_ref(c, refs),
                    "things": [inst],
                    "answer_class": cls1,
                    "distance_m": round(d1, 2),
                },
            )
        )
    return out


def place_most(c: Ctx) -> list[Cand]:
    ev, now = c.ev, c.now
    out: list[Cand] = []
    for cls in sighted_classes(ev, now):
        if ev.classes[cls].mobility != "fixed":
            continue
        per: dict[str, int] = {}
        for key in ev.by_class[cls]:
            if ev.seen_by(key, now):
                home = ev.insts[key].stays[0].place
                per[home] = per.get(home, 0) + 1
        ranked = sorted(((n, p) for p, n in per.items()), reverse=True)
        if not ranked or ranked[0][0] < 2:
            continue
        second = ranked[1][0] if len(ranked) > 1 else 0
        top = ranked[0][1]
        if ranked[0][0] < second + 2 or not ev.named(top, now):
            continue
        out.append(
            Cand(
                "place_most",
                cls,
                {"keywords": keywords_place(ev, top)},
                {
                    "thing": class_ref(ev, cls),
                    "answer_place": top,
                    "counts": dict(sorted(per.items())),
                },
            )
        )
    return out


def _totals(c: Ctx) -> dict[str, float]:
    ev, now = c.ev, c.now
    here = ev.current_visit(now).place
    totals: dict[str, float] = {}
    bad: set[str] = {here}
    for v in ev.visits_by(now):
        if v.start or v.has_break or not ev.completed(v, now) or not (v.entry_sure and v.exit_sure):
            bad.add(v.place)
            continue
        totals[v.place] = totals.get(v.place, 0.0) + v.length()
    return {
        k: t
        for k, t in totals.items()
        if k not in bad and not ev.places[k].transit and ev.named(k, now)
    }


def longer_of_two(c: Ctx) -> list[Cand]:
    ev = c.ev
    totals = _totals(c)
    out: list[Cand] = []
    for a, b in itertools.combinations(sorted(totals), 2):
        ta, tb = totals[a], totals[b]
        hi, lo = max(ta, tb), min(ta, tb)
        if hi < 1.6 * lo or hi - lo < 60.0:
            continue
        winner = a if ta > tb else b
        first, second = (a, b) if c.rng.random() < 0.5 else (b, a)
        out.append(
            Cand(
                "longer_of_two",
                f"{a}|{b}",
                {"keywords": keywords_place(ev, winner)},
                {
                    "place": place_slot(ev, first),
                    "place2": place_slot(ev, second),
                    "forms": [*ev.places[a].forms, *ev.places[b].forms],
                    "answer_place": winner,
                    "totals_s": [round(ta, 1), round(tb, 1)],
                },
            )
        )
    return out


def place_without(c: Ctx) -> list[Cand]:
    ev, now = c.ev, c.now
    totals = _totals(c)
    here = ev.current_visit(now).place
    spent = {k: t for k, t in totals.items() if t >= 30.0}
    out: list[Cand] = []
    for cls in sighted_classes(ev, now):
        rows = ev.class_sightings(cls, now)
        with_it = sorted(
            {ev.frames[i].place for t, i, k in rows if ev.frames[i].place == ev.place_at(k, t)}
            & set(spent)
        )
        groups = {ev.places[s.place].group for key in ev.by_class[cls] for s in ev.insts[key].stays}
        without = [k for k in sorted(spent) if ev.places[k].group not in groups and k != here]
        if len(with_it) < 2 or not without:
            continue
        z = without[int(c.rng.integers(len(without)))]
        pair = [with_it[int(i)] for i in c.rng.permutation(len(with_it))[:2]]
        trio = [*pair, z]
        order = [trio[int(i)] for i in c.rng.permutation(3)]
        out.append(
            Cand(
                "place_without",
                f"{cls}@{z}",
                {"keywords": keywords_place(ev, z)},
                {
                    "thing": class_ref(ev, cls),
                    "place": place_slot(ev, order[0]),
                    "place2": place_slot(ev, order[1]),
                    "place3": place_slot(ev, order[2]),
                    "forms": [f for k in order for f in ev.places[k].forms],
                    "answer_place": z,
                },
            )
        )
    return out


def room_last_seen(c: Ctx) -> list[Cand]:
    ev, now = c.ev, c.now
    out: list[Cand] = []
    for inst in sighted(ev, now):
        refs = [r for r in thing_refs(ev, inst, now) if r["kind"] != "place"]
        if not refs:
            continue
        k = ev.sight_frames(inst, now)[-1]
        place = ev.frames[k].place
        if ev.place_at(inst, ev.times[k]) != place or not ev.named(place, now):
            continue
        out.append(
            Cand(
                "room_last_seen",
                inst,
                {"keywords": keywords_place(ev, place)},
                {"thing": pick_ref(c, refs), "things": [inst], "answer_place": place},
            )
        )
    for cls in sighted_classes(ev, now):
        t, k, inst = ev.class_sightings(cls, now)[-1]
        place = ev.frames[k].place
        if ev.place_at(inst, t) != place or not ev.named(place, now):
            continue
        out.append(
            Cand(
                "room_last_seen",
                cls,
                {"keywords": keywords_place(ev, place)},
                {"thing": class_ref(ev, cls), "things": [inst], "answer_place": place},
            )
        )
    return out


def closer_of_two(c: Ctx) -> list[Cand]:
    ev, now = c.ev, c.now
    if c.here is None or c.at is None:
        return []
    me = tuple(c.at)
    spots: dict[str, tuple[float, float, float]] = {}
    for cls in sighted_classes(ev, now):
        insts = [k for k in ev.by_class[cls] if ev.seen_by(k, now)]
        if len(insts) != 1:
            continue
        spots[cls] = ev.pos(insts[0], ev.sightings(insts[0], now)[-1])
    out: list[Cand] = []
    for a, b in itertools.combinations(sorted(spots), 2):
        da, db = math.dist(me, spots[a]), math.dist(me, spots[b])
        lo, hi = min(da, db), max(da, db)
        if hi < 1.8 * lo or hi - lo < 8.0:
            continue
        near = a if da < db else b
        first, second = (a, b) if c.rng.random() < 0.5 else (b, a)
        out.append(
            Cand(
                "closer_of_two",
                f"{a}|{b}",
                {"keywords": keywords_class(ev, near)},
                {
                    "thing": class_ref(ev, first),
                    "other": class_ref(ev, second),
                    "answer_class": near,
                    "distances_m": [round(da, 1), round(db, 1)],
                },
            )
        )
    return out


def floor_of_place(c: Ctx) -> list[Cand]:
    ev, now = c.ev, c.now
    out: list[Cand] = []
    for key in questionable_places(ev):
        level = ev.places[key].levels[0]
        if not ev.named(key, now) or not ev.level_said(level, now):
            continue
        out.append(
            Cand(
                "floor_of_place",
                key,
                {"keywords": keywords_level(ev, level)},
                {
                    "place": place_slot(ev, key),
                    "forms": list(ev.places[key].forms),
                    "level": level_slot(ev, level),
                },
            )
        )
    return out


TEXT = {
    "which_room_here": which_room_here,
    "colour_of": colour_of,
    "room_before": room_before,
    "count_things": count_things,
    "next_to": next_to,
    "place_most": place_most,
    "longer_of_two": longer_of_two,
    "place_without": place_without,
    "room_last_seen": room_last_seen,
    "closer_of_two": closer_of_two,
    "floor_of_place": floor_of_place,
}
