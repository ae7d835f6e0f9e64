"""Spatial questions: the answer is a position (any listed one is acceptable)."""

from __future__ import annotations

import itertools
import math

from .qcommon import (
    Cand,
    Ctx,
    class_ref,
    grid_positions,
    pick_ref,
    place_slot,
    pos_list,
    questionable_places,
    rect_dist,
    sighted,
    sighted_classes,
    thing_refs,
)


def where_is(c: Ctx) -> list[Cand]:
    ev, now = c.ev, c.now
    out: list[Cand] = []
    for inst in sighted(ev, now):
        refs = thing_refs(ev, inst, now)
        if refs:
            last = ev.sightings(inst, now)[-1]
            out.append(
                Cand(
                    "where_is",
                    inst,
                    {"positions": [pos_list(ev.pos(inst, last))]},
                    {"thing": pick_ref(c, refs), "things": [inst]},
                )
            )
    for cls in sighted_classes(ev, now):
        insts = [k for k in ev.by_class[cls] if ev.seen_by(k, now)]
        if len(insts) > 4:
            continue
        positions = [pos_list(ev.pos(k, ev.sightings(k, now)[-1])) for k in insts]
        out.append(
            Cand(
                "where_is",
                cls,
                {"positions": positions},
                {"thing": class_ref(ev, cls), "things": insts},
            )
        )
    return out


def first_seen_where(c: Ctx) -> list[Cand]:
    ev, now = c.ev, c.now
    out: list[Cand] = []
    for inst in sighted(ev, now):
        refs = thing_refs(ev, inst, now)
        if not refs or ev.classes[ev.insts[inst].cls].mobility == "fixed":
            continue
        first = ev.sightings(inst, now)[0]
        out.append(
            Cand(
                "first_seen_where",
                inst,
                {"positions": [pos_list(ev.pos(inst, first))]},
                {"thing": pick_ref(c, refs), "things": [inst]},
            )
        )
    return out


def where_place(c: Ctx) -> list[Cand]:
    ev, now = c.ev, c.now
    out: list[Cand] = []
    for key in questionable_places(ev):
        if not ev.named(key, now):
            continue
        place = ev.places[key]
        z = ev.levels[place.levels[0]].z
        out.append(
            Cand(
                "where_place",
                key,
                {"positions": grid_positions(place, z)},
                {"place": place_slot(ev, key), "forms": list(place.forms)},
            )
        )
    return out


def nearest_to_place(c: Ctx) -> list[Cand]:
    ev, now = c.ev, c.now
    out: list[Cand] = []
    classes = sighted_classes(ev, now)
    for key in questionable_places(ev):
        if not ev.named(key, now):
            continue
        place = ev.places[key]
        zp = ev.levels[place.levels[0]].z
        for cls in classes:
            insts = [k for k in ev.by_class[cls] if ev.seen_by(k, now)]
            if len(insts) < 2:
                continue
            ranked = sorted(
                (rect_dist(place, zp, ev.pos(k, ev.sightings(k, now)[-1])), k) for k in insts
            )
            d1, best = ranked[0]
            d2 = ranked[1][0]
            if d1 > 30.0 or d2 < 1.5 * d1 + 6.0:
                continue
            last = ev.sightings(best, now)[-1]
            out.append(
                Cand(
                    "nearest_to_place",
                    f"{cls}@{key}",
                    {"positions": [pos_list(ev.pos(best, last))]},
                    {
                        "thing": class_ref(ev, cls),
                        "place": place_slot(ev, key),
                        "forms": list(place.forms),
                        "things": [best],
                        "margin_m": round(d2 - d1, 2),
                    },
                )
            )
    return out


def nth_sighting_where(c: Ctx) -> list[Cand]:
    ev, now = c.ev, c.now
    out: list[Cand] = []
    for inst in sighted(ev, now):
        refs = thing_refs(ev, inst, now)
        if not refs or ev.classes[ev.insts[inst].cls].mobility == "fixed":
            continue
        times = ev.sightings(inst, now)
        diffs = [b - a for a, b in itertools.pairwise(times)]
        if any(45.0 < d < 180.0 for d in diffs):
            continue
        eps = ev.episodes(times, 120.0)
        for n in (2, 3):
            if len(eps) < n:
                break
            t = eps[n - 1][0]
            out.append(
                Cand(
                    "nth_sighting_where",
                    f"{inst}#{n}",
                    {"positions": [pos_list(ev.pos(inst, t))]},
                    {
                        "thing": pick_ref(c, refs),
                        "n": n,
                        "things": [inst],
                        "episode_starts": [round(e[0], 3) for e in eps],
                    },
                )
            )
    return out


def stops(ev: object, frames: list, k: int) -> list[tuple[int, int]]:
    """Stationary runs of written poses up to frame ``k``: (first, last) frame indices."""
    out: list[tuple[int, int]] = []
    i = 0
    while i <= k:
        j = i
        xi, yi = frames[i].written[0], frames[i].written[1]
        while (
            j + 1 <= k
            and frames[j + 1].t - frames[j].t <= 7.0
            and math.dist((frames[j + 1].written[0], frames[j + 1].written[1]), (xi, yi)) <= 1.2
            and frames[j + 1].level == frames[i].level
        ):
            j += 1
        if frames[j].t - frames[i].t >= 45.0:
            out.append((i, j))
            i = j + 1
        else:
            i += 1
    return out


def last_long_stop(c: Ctx) -> list[Cand]:
    ev, now = c.ev, c.now
    k = ev.k_at(now)
    runs = stops(ev, ev.frames, k)
    long_runs = [r for r in runs if ev.times[r[1]] - ev.times[r[0]] >= 90.0]
    if not long_runs:
        return []
    best = long_runs[-1]
    if any(r[0] > best[1] for r in runs):
        return []  # a 45-90 s stop came later: "the last stop of over a minute" is unclear
    if ev.frames[best[0]].level is None:
        return []
    pts = [ev.frames[i].written for i in range(best[0], best[1] + 1)]
    cx = sum(p[0] for p in pts) / len(pts)
    cy = sum(p[1] for p in pts) / len(pts)
    cz = pts[0][2]
    return [
        Cand(
            "last_long_stop",
            f"stop@{best[0]}",
            {"positions": [[round(cx, 3), round(cy, 3), round(cz, 3)]]},
            {
                "stop_frames": [best[0], best[1]],
                "stop_s": round(ev.times[best[1]] - ev.times[best[0]], 1),
            },
        )
    ]


SPATIAL = {
    "where_is": where_is,
    "first_seen_where": first_seen_where,
    "where_place": where_place,
    "nearest_to_place": nearest_to_place,
    "nth_sighting_where": nth_sighting_where,
    "last_long_stop": last_long_stop,
}
