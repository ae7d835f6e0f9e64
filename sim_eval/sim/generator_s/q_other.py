"""Binary (yes/no), duration (how long) and text question makers."""

from __future__ import annotations

from typing import Any

import numpy as np

from .evidence import Index
from .model import count_keywords
from .q_spatial import _hhmm, _named_places, clock_minutes, moved_pair
from .qcommon import cand, object_classes, place_keywords, thing_ref, things

Cands = list[dict[str, Any]]


def _label(ix: Index, c: str) -> str:
    return str(ix.w["classes"][c]["labels"][0])


def _a(word: str) -> str:
    return f"an {word}" if word[0] in "aeiou" else f"a {word}"


def seen_yes(ix: Index, now: float, rng: np.random.Generator) -> Cands:
    return [
        cand(
            "binary",
            "seen_yes",
            c,
            now,
            {"binary": True},
            {"thing": _a(_label(ix, c))},
            {"class": c},
        )
        for c in object_classes(ix)
        if ix.class_sightings(c, now)
    ]


def seen_never(ix: Index, now: float, rng: np.random.Generator) -> Cands:
    out = [
        cand("binary", "seen_never", n, now, {"binary": False}, {"thing": _a(n)}, {"noun": n})
        for n in ix.w["never_present"]
    ]
    for c in object_classes(ix):
        if not ix.hints(c, now):
            out.append(
                cand(
                    "binary",
                    "seen_never",
                    c,
                    now,
                    {"binary": False},
                    {"thing": _a(_label(ix, c))},
                    {"class": c},
                )
            )
    return out


def has_moved(ix: Index, now: float, rng: np.random.Generator) -> Cands:
    out = []
    for k in things(ix):
        s = ix.sightings(k, now)
        if not s:
            continue
        if moved_pair(ix, k, now):
            ans = True
        elif sum(1 for st in ix.insts[k]["stays"] if st[0] <= now) == 1 and s[-1] - s[0] >= 300:
            ans = False
        else:
            continue
        ref = thing_ref(ix, k, now, rng)
        if ref:
            out.append(
                cand(
                    "binary",
                    "has_moved",
                    k,
                    now,
                    {"binary": ans},
                    {"thing": ref[0]},
                    {"thing": ref[0], "things": [k]},
                )
            )
    return out


def been_to(ix: Index, now: float, rng: np.random.Generator) -> Cands:
    out = []
    for pk, p in sorted(ix.places.items()):
        if p["lift"] or p["dock"]:
            continue
        vs = ix.visits_by(pk, now)
        total = sum(min(v["exit"] or now, now) - v["entry"] for v in vs)
        if vs and total >= 10 and ix.said(ix.named, pk, now):
            ans = True
        elif not vs:
            ans = False
        else:
            continue
        out.append(
            cand(
                "binary",
                "been_to",
                pk,
                now,
                {"binary": ans},
                {"place": p["forms"][0]},
                {"place": pk},
            )
        )
    return out


def seen_after_clock(ix: Index, now: float, rng: np.random.Generator) -> Cands:
    out: Cands = []
    mins = [m for m in clock_minutes(ix, now) if m + 300 <= now]
    if not mins:
        return out
    for c in object_classes(ix):
        cs = [t for t, _ in ix.class_sightings(c, now)]
        if not cs:
            continue
        hs = ix.hints(c, now)
        yes = [m for m in mins if any(m + 120 <= t for t in cs)]
        no = [m for m in mins if hs[-1] <= m - 120]
        for ans, pool in ((True, yes), (False, no)):
            if pool:
                m = pool[int(rng.integers(len(pool)))]
                out.append(
                    cand(
                        "binary",
                        "seen_after_clock",
                        c,
                        now,
                        {"binary": ans},
                        {"thing": _a(_label(ix, c)), "clock": _hhmm(m)},
                        {"class": c, "clock_t": m},
                    )
                )
    return out


def distinct_seen(ix: Index, c: str, now: float) -> int:
    return len({k for _, k in ix.class_sightings(c, now)})


def more_than(ix: Index, now: float, rng: np.random.Generator) -> Cands:
    out = []
    fixed = [c for c in object_classes(ix) if ix.w["classes"][c]["mobility"] == "fixed"]
    for a in fixed:
        for b in fixed:
            na, nb = distinct_seen(ix, a, now), distinct_seen(ix, b, now)
            if a != b and nb >= 1 and abs(na - nb) >= 3:
                out.append(
                    cand(
                        "binary",
                        "more_than",
                        f"{a}|{b}",
                        now,
                        {"binary": na > nb},
                        {
                            "plural": ix.w["classes"][a]["plural"],
                            "plural2": ix.w["classes"][b]["plural"],
                        },
                        {"class": a, "class2": b, "counts": [na, nb]},
                    )
                )
    return out


def _clean_done(v: dict[str, Any]) -> bool:
    return bool(v["done"]) and not v["gap"] and v["i0"] > 0


def last_visit(ix: Index, now: float, rng: np.random.Generator) -> Cands:
    out = []
    for pk in _named_places(ix, now):
        vs = [v for v in ix.visits_by(pk, now) if v["done"]]
        if vs and _clean_done(vs[-1]) and vs[-1]["exit"] - vs[-1]["entry"] >= 20:
            v = vs[-1]
            out.append(
                cand(
                    "duration",
                    "last_visit",
                    pk,
                    now,
                    {"duration_s": v["exit"] - v["entry"]},
                    {"place": ix.places[pk]["forms"][0]},
                    {"place": pk},
                )
            )
    return out


def ago_seen(ix: Index, now: float, rng: np.random.Generator) -> Cands:
    out = []
    for k in things(ix):
        s = ix.sightings(k, now)
        ref = thing_ref(ix, k, now, rng) if s and now - s[-1] >= 60 else None
        if ref:
            out.append(
                cand(
                    "duration",
                    "ago_seen",
                    k,
                    now,
                    {"duration_s": now - s[-1]},
                    {"thing": ref[0]},
                    {"thing": ref[0], "things": [k]},
                )
            )
    return out


def total_in_place(ix: Index, now: float, rng: np.random.Generator) -> Cands:
    out = []
    for pk in _named_places(ix, now):
        vs = ix.visits_by(pk, now)
        if len(vs) >= 2 and all(_clean_done(v) for v in vs):
            total = sum(v["exit"] - v["entry"] for v in vs)
            out.append(
                cand(
                    "duration",
                    "total_in_place",
                    pk,
                    now,
                    {"duration_s": total},
                    {"place": ix.places[pk]["forms"][0]},
                    {"place": pk, "visits": len(vs)},
                )
            )
    return out


def break_length(ix: Index, now: float, rng: np.random.Generator) -> Cands:
    a, b = ix.w["docking_break"]
    if now < b:
        return []
    return [cand("duration", "break_length", "break", now, {"duration_s": b - a}, {}, {})]


def sighting_span(ix: Index, now: float, rng: np.random.Generator) -> Cands:
    out = []
    for k in things(ix):
        s = ix.sightings(k, now)
        ref = thing_ref(ix, k, now, rng) if s and s[-1] - s[0] >= 120 else None
        if ref:
            out.append(
                cand(
                    "duration",
                    "sighting_span",
                    k,
                    now,
                    {"duration_s": s[-1] - s[0]},
                    {"thing": ref[0]},
                    {"thing": ref[0], "things": [k]},
                )
            )
    return out


def first_visit_length(ix: Index, now: float, rng: np.random.Generator) -> Cands:
    out = []
    for pk in _named_places(ix, now):
        vs = [v for v in ix.visits_by(pk, now) if v["i0"] > 0]
        if len(vs) >= 2 and _clean_done(vs[0]) and vs[0]["exit"] - vs[0]["entry"] >= 20:
            out.append(
                cand(
                    "duration",
                    "first_visit_length",
                    pk,
                    now,
                    {"duration_s": vs[0]["exit"] - vs[0]["entry"]},
                    {"place": ix.places[pk]["forms"][0]},
                    {"place": pk},
                )
            )
    return out


def which_room_here(ix: Index, now: float, rng: np.random.Generator) -> Cands:
    f = ix.frame_at(now)
    p = ix.places[f["place"]]
    if p["lift"] or not ix.said(ix.named, p["key"], now):
        return []
    at = [f["pose"]["x"], f["pose"]["y"], f["pose"]["z"]]
    return [
        cand(
            "text",
            "which_room_here",
            f"here:{p['key']}",
            now,
            {"keywords": place_keywords(p)},
            {},
            {"place": p["key"]},
            at=at,
        )
    ]


def colour_of(ix: Index, now: float, rng: np.random.Generator) -> Cands:
    out = []
    for k in things(ix):
        inst = ix.insts[k]
        if not inst["colour"] or not ix.said(ix.colour_said, k, now):
            continue
        ref = thing_ref(ix, k, now, rng, allow_colour=False)
        if ref:
            out.append(
                cand(
                    "text",
                    "colour_of",
                    k,
                    now,
                    {"keywords": [inst["colour"]]},
                    {"thing": ref[0]},
                    {"thing": ref[0], "things": [k]},
                )
            )
    return out


def count_visits(ix: Index, now: float, rng: np.random.Generator) -> Cands:
    out = []
    for pk in _named_places(ix, now):
        vs = ix.visits_by(pk, now)
        if 2 <= len(vs) <= 6 and all(min(v["i1"], ix.upto(now) - 1) - v["i0"] >= 2 for v in vs):
            out.append(
                cand(
                    "text",
                    "count_visits",
                    pk,
                    now,
                    {"keywords": count_keywords(len(vs))},
                    {"place": ix.places[pk]["forms"][0]},
                    {"place": pk, "count": len(vs)},
                )
            )
    return out


def floor_of_thing(ix: Index, now: float, rng: np.random.Generator) -> Cands:
    out: Cands = []
    levels = {lv["key"]: lv for lv in ix.w["levels"]}
    if len(levels) < 2:
        return out
    for k in things(ix):
        s = ix.sightings(k, now)
        if not s:
            continue
        lk = ix.frame_at(s[-1])["level"]
        ref = thing_ref(ix, k, now, rng) if ix.said(ix.floor_said, lk, now) else None
        if ref:
            out.append(
                cand(
                    "text",
                    "floor_of_thing",
                    k,
                    now,
                    {"keywords": [f for f in levels[lk]["forms"] if len(f) >= 4]},
                    {"thing": ref[0]},
                    {"thing": ref[0], "things": [k], "level": lk},
                )
            )
    return out


def room_after(ix: Index, now: float, rng: np.random.Generator) -> Cands:
    out = []
    for pk in _named_places(ix, now):
        vs = [v for v in ix.visits_by(pk, now) if v["done"]]
        if not vs:
            continue
        pos = next(i for i, v in enumerate(ix.visits) if v["i0"] == vs[-1]["i0"])
        nxt = [v for v in ix.visits[pos + 1 :] if not ix.places[v["value"]]["lift"]]
        if not nxt or ix.ts[nxt[0]["i0"]] > now:
            continue
        v = nxt[0]
        end = min(v["exit"] or now, now)
        if end - v["entry"] < 10 or not ix.said(ix.named, v["value"], now):
            continue
        out.append(
            cand(
                "text",
                "room_after",
                pk,
                now,
                {"keywords": place_keywords(ix.places[v["value"]])},
                {"place": ix.places[pk]["forms"][0]},
                {"place": pk, "place2": v["value"]},
            )
        )
    return out


def plate_of(ix: Index, now: float, rng: np.random.Generator) -> Cands:
    out = []
    for c in object_classes(ix):
        if not ix.w["classes"][c]["plate"]:
            continue
        for pk in _named_places(ix, now):
            ks = sorted(
                {
                    k
                    for t, k in ix.class_sightings(c, now)
                    if ix.place_of(k, t) == pk and ix.frame_at(t)["place"] == pk
                }
            )
            if len(ks) == 1 and ix.said(ix.plate_read, ks[0], now):
                plate = ix.insts[ks[0]]["plate"]
                kw = sorted({plate, plate.replace(" ", "")})
                out.append(
                    cand(
                        "text",
                        "plate_of",
                        f"{c}@{pk}",
                        now,
                        {"keywords": kw},
                        {"label": _label(ix, c), "place": ix.places[pk]["forms"][0]},
                        {"class": c, "place": pk, "things": ks},
                    )
                )
    return out


MAKERS = {
    "seen_yes": seen_yes,
    "seen_never": seen_never,
    "has_moved": has_moved,
    "been_to": been_to,
    "seen_after_clock": seen_after_clock,
    "more_than": more_than,
    "last_visit": last_visit,
    "ago_seen": ago_seen,
    "total_in_place": total_in_place,
    "break_length": break_length,
    "sighting_span": sighting_span,
    "first_visit_length": first_visit_length,
    "which_room_here": which_room_here,
    "colour_of": colour_of,
    "count_visits": count_visits,
    "floor_of_thing": floor_of_thing,
    "room_after": room_after,
    "plate_of": plate_of,
}
