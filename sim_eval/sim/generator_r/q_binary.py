"""Yes/no questions. Mixed subkinds return both answers; the selection balances them."""

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


def seen_yes(c: Ctx) -> list[Cand]:
    return [
        Cand("seen_yes", cls, {"binary": True}, {"thing": class_ref(c.ev, cls)}, True)
        for cls in sighted_classes(c.ev, c.now)
    ]


def seen_never(c: Ctx) -> list[Cand]:
    ev, now = c.ev, c.now
    out = [
        Cand(
            "seen_never",
            noun,
            {"binary": False},
            {
                "thing": {
                    "kind": "class",
                    "cls": None,
                    "inst": None,
                    "noun": noun,
                    "plural": noun + "s",
                },
                "never_present": True,
            },
            False,
        )
        for noun in ev.spec.never_present
    ]
    seen = set(sighted_classes(ev, now))
    for cls in ev.classes:
        if cls not in seen and not ev.class_traces(cls, now):
            out.append(
                Cand(
                    "seen_never",
                    cls,
                    {"binary": False},
                    {"thing": class_ref(ev, cls), "never_present": False},
                    False,
                )
            )
    return out


def _usable_places(c: Ctx) -> list[str]:
    ev = c.ev
    return [k for k in questionable_places(ev) if ev.named(k, c.now)]


def seen_before_visit(c: Ctx) -> list[Cand]:
    ev, now = c.ev, c.now
    out: list[Cand] = []
    visits = ev.visits_by(now)
    for key in _usable_places(c):
        mine = [v for v in visits if v.place == key]
        if not mine or mine[0].start or not mine[0].entry_sure:
            continue
        entry = mine[0].entry
        for cls in sighted_classes(ev, now):
            first = ev.class_sightings(cls, now)[0][0]
            hint = ev.class_traces(cls, now)[0][0]
            if first <= entry - 30.0:
                answer = True
            elif hint >= entry + 30.0:
                answer = False
            else:
                continue
            out.append(
                Cand(
                    "seen_before_visit",
                    f"{cls}@{key}",
                    {"binary": answer},
                    {
                        "thing": class_ref(ev, cls),
                        "place": place_slot(ev, key),
                        "forms": list(ev.places[key].forms),
                        "first_entry": round(entry, 3),
                        "first_seen": round(first, 3),
                    },
                    answer,
                )
            )
    return out


def still_in_place(c: Ctx) -> list[Cand]:
    ev, now = c.ev, c.now
    out: list[Cand] = []
    for inst in sighted(ev, now):
        if ev.classes[ev.insts[inst].cls].mobility == "fixed":
            continue
        refs = thing_refs(ev, inst, now)
        if not refs:
            continue
        times = ev.sightings(inst, now)
        last_place = ev.place_at(inst, times[-1])
        last_pos = ev.pos(inst, times[-1])
        places = list(dict.fromkeys(ev.place_at(inst, t) for t in times))
        for key in places:
            if not ev.named(key, now) or ev.places[key].transit:
                continue
            if key == last_place:
                answer = True
                k_last = ev.sight_frames(inst, now)[-1]
                if ev.looked_at(last_pos, key, k_last + 1, ev.k_at(now)):
                    continue  # the spot was in view again later, without it: unclear
            else:
                spots = [ev.pos(inst, t) for t in times if ev.place_at(inst, t) == key]
                far = min(
                    (
                        (a[0] - last_pos[0]) ** 2
                        + (a[1] - last_pos[1]) ** 2
                        + (a[2] - last_pos[2]) ** 2
                    )
                    ** 0.5
                    for a in spots
                )
                if far < 10.0:
                    continue
                answer = False
            if answer and len(places) == 1 and len(times) < 2:
                continue
            out.append(
                Cand(
                    "still_in_place",
                    f"{inst}@{key}",
                    {"binary": answer},
                    {
                        "thing": pick_ref(c, refs),
                        "place": place_slot(ev, key),
                        "forms": list(ev.places[key].forms),
                        "things": [inst],
                    },
                    answer,
                )
            )
    return out


def countable(c: Ctx) -> list[tuple[str, int, list[str]]]:
    """Fixed classes whose things stand apart, with how many were seen by now (2..9)."""
    ev, now = c.ev, c.now
    out: list[tuple[str, int, list[str]]] = []
    for cls in sighted_classes(ev, now):
        spec = ev.classes[cls]
        if spec.mobility != "fixed":
            continue
        members = ev.by_class[cls]
        pts = [ev.insts[k].stays[0] for k in members]
        close = any(
            a.place == b.place and ((a.x - b.x) ** 2 + (a.y - b.y) ** 2) ** 0.5 < 4.0
            for a, b in itertools.combinations(pts, 2)
        )
        if close:
            continue
        seen = [k for k in members if ev.seen_by(k, now)]
        if 2 <= len(seen) <= 9:
            out.append((cls, len(seen), seen))
    return out


def count_at_least(c: Ctx) -> list[Cand]:
    ev = c.ev
    out: list[Cand] = []
    for cls, m, seen in countable(c):
        for n, answer in ((m, True), (m + 1, False), (m - 1, True), (m + 2, False)):
            if n < 2:
                continue
            out.append(
                Cand(
                    "count_at_least",
                    f"{cls}#{n}",
                    {"binary": answer},
                    {"thing": class_ref(ev, cls), "count": n, "seen_count": m, "things": seen},
                    answer,
                )
            )
    return out


def visit_order(c: Ctx) -> list[Cand]:
    ev, now = c.ev, c.now
    visits = ev.visits_by(now)
    firsts: dict[str, float] = {}
    for v in visits:
        place = ev.places[v.place]
        if v.start or place.transit or place.corridor or place.dock:
            continue
        if v.place not in firsts and v.entry_sure and ev.named(v.place, now):
            firsts[v.place] = v.entry
    starts = {v.place for v in visits if v.start}
    keys = [k for k in firsts if k not in starts]
    out: list[Cand] = []
    for a, b in itertools.combinations(keys, 2):
        if abs(firsts[a] - firsts[b]) < 60.0:
            continue
        for x, y in ((a, b), (b, a)):
            answer = firsts[x] < firsts[y]
            out.append(
                Cand(
                    "visit_order",
                    f"{x}<{y}",
                    {"binary": answer},
                    {
                        "place": place_slot(ev, x),
                        "place2": place_slot(ev, y),
                        "forms": [*ev.places[x].forms, *ev.places[y].forms],
                    },
                    answer,
                )
            )
    return out


def seen_together(c: Ctx) -> list[Cand]:
    ev, now = c.ev, c.now
    classes = sighted_classes(ev, now)
    frames_of: dict[str, set[int]] = {}
    times_of: dict[str, list[float]] = {}
    for cls in classes:
        rows = ev.class_sightings(cls, now)
        frames_of[cls] = {i for _, i, _ in rows}
        times_of[cls] = [t for t, _ in ev.class_traces(cls, now)]
    out: list[Cand] = []
    for a, b in itertools.combinations(classes, 2):
        if frames_of[a] & frames_of[b]:
            answer = True
        else:
            gap = min(abs(x - y) for x in times_of[a] for y in times_of[b])
            if gap < 60.0:
                continue
            answer = False
        out.append(
            Cand(
                "seen_together",
                f"{a}&{b}",
                {"binary": answer},
                {"thing": class_ref(ev, a), "other": class_ref(ev, b)},
                answer,
            )
        )
    return out


def seen_on_level(c: Ctx) -> list[Cand]:
    ev, now = c.ev, c.now
    k = ev.k_at(now)
    spent: dict[str, float] = {}
    for i in range(1, k + 1):
        f0, f1 = ev.frames[i - 1], ev.frames[i]
        if f0.level is not None and f0.level == f1.level and not ev.in_gap((f0.t + f1.t) / 2):
            spent[f0.level] = spent.get(f0.level, 0.0) + f1.t - f0.t
    out: list[Cand] = []
    for level, secs in spent.items():
        if secs < 60.0 or not ev.level_said(level, now):
            continue
        for cls in sighted_classes(ev, now):
            rows = ev.class_sightings(cls, now)
            on = any(ev.frames[i].level == level for _, i, _ in rows)
            if on:
                answer = True
            else:
                ever = any(
                    level in ev.places[s.place].levels
                    for key in ev.by_class[cls]
                    for s in ev.insts[key].stays
                )
                if ever:
                    continue
                answer = False
            out.append(
                Cand(
                    "seen_on_level",
                    f"{cls}@{level}",
                    {"binary": answer},
                    {
                        "thing": class_ref(ev, cls),
                        "level": level_slot(ev, level),
                        "forms": list(ev.levels[level].forms),
                    },
                    answer,
                )
            )
    return out


BINARY = {
    "seen_yes": seen_yes,
    "seen_never": seen_never,
    "seen_before_visit": seen_before_visit,
    "still_in_place": still_in_place,
    "count_at_least": count_at_least,
    "visit_order": visit_order,
    "seen_together": seen_together,
    "seen_on_level": seen_on_level,
}
MIXED = (
    "seen_before_visit",
    "still_in_place",
    "count_at_least",
    "visit_order",
    "seen_together",
    "seen_on_level",
)
