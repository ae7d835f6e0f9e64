"""Spatial (where) and temporal (when) question makers."""

from __future__ import annotations

import itertools
import math
from typing import Any

import numpy as np

from .evidence import Index
from .qcommon import cand, object_classes, thing_ref, things

Cands = list[dict[str, Any]]


def where_is(ix: Index, now: float, rng: np.random.Generator) -> Cands:
    out = []
    for k in things(ix):
        s = ix.sightings(k, now)
        ref = thing_ref(ix, k, now, rng) if s else None
        if ref:
            out.append(
                cand(
                    "spatial",
                    "where_is",
                    k,
                    now,
                    {"positions": [ix.pos(k, s[-1])]},
                    {"thing": ref[0]},
                    {"thing": ref[0], "ref": ref[1], "things": [k]},
                )
            )
    for c in object_classes(ix):
        seen = sorted({k for _, k in ix.class_sightings(c, now)})
        if 1 <= len(seen) <= 3:
            pos = [ix.pos(k, ix.sightings(k, now)[-1]) for k in seen]
            label = ix.w["classes"][c]["labels"][0]
            out.append(
                cand(
                    "spatial",
                    "where_is",
                    f"cls:{c}",
                    now,
                    {"positions": pos},
                    {"thing": f"a {label}" if label[0] not in "aeiou" else f"an {label}"},
                    {"class": c, "things": seen},
                )
            )
    return out


def first_seen_where(ix: Index, now: float, rng: np.random.Generator) -> Cands:
    out = []
    for k in things(ix):
        if len(ix.insts[k]["stays"]) < 2:
            continue
        s = ix.sightings(k, now)
        ref = thing_ref(ix, k, now, rng) if s else None
        if ref:
            out.append(
                cand(
                    "spatial",
                    "first_seen_where",
                    k,
                    now,
                    {"positions": [ix.pos(k, s[0])]},
                    {"thing": ref[0]},
                    {"thing": ref[0], "things": [k]},
                )
            )
    return out


def place_grid(place: dict[str, Any], z: float) -> list[list[float]]:
    r = place["rect"]
    nx = max(1, math.ceil((r[2] - r[0]) / 20.0))
    ny = max(1, math.ceil((r[3] - r[1]) / 20.0))
    return [
        [
            round(r[0] + (i + 0.5) * (r[2] - r[0]) / nx, 3),
            round(r[1] + (j + 0.5) * (r[3] - r[1]) / ny, 3),
            z,
        ]
        for i in range(nx)
        for j in range(ny)
    ]


def level_z(ix: Index, level: str) -> float:
    return float(next(lv["z"] for lv in ix.w["levels"] if lv["key"] == level))


def where_place(ix: Index, now: float, rng: np.random.Generator) -> Cands:
    out = []
    for pk, p in ix.places.items():
        if p["lift"] or not ix.said(ix.named, pk, now):
            continue
        out.append(
            cand(
                "spatial",
                "where_place",
                pk,
                now,
                {"positions": place_grid(p, level_z(ix, p["level"]))},
                {"place": p["forms"][0]},
                {"place": pk},
            )
        )
    return out


def moved_pair(
    ix: Index, k: str, now: float
) -> tuple[list[Any], list[float], list[Any], list[float]] | None:
    """(previous sighted stay, its sightings, newest sighted stay, its sightings) if far apart."""
    ss = ix.stays_seen(k, now)
    if len(ss) < 2:
        return None
    (a, ta), (b, tb) = ss[-2], ss[-1]
    la, lb = ix.places[a[2]]["level"], ix.places[b[2]]["level"]
    if la == lb and math.hypot(a[3] - b[3], a[4] - b[4]) < 10.0:
        return None
    return a, ta, b, tb


def where_before_move(ix: Index, now: float, rng: np.random.Generator) -> Cands:
    out = []
    for k in things(ix):
        mp = moved_pair(ix, k, now)
        ref = thing_ref(ix, k, now, rng) if mp else None
        if mp and ref:
            out.append(
                cand(
                    "spatial",
                    "where_before_move",
                    k,
                    now,
                    {"positions": [ix.pos(k, mp[1][-1])]},
                    {"thing": ref[0]},
                    {"thing": ref[0], "things": [k]},
                )
            )
    return out


def clock_minutes(ix: Index, now: float) -> list[float]:
    first = math.ceil(ix.ts[0] / 60.0) * 60.0
    return [m for m in np.arange(first, now - 60.0, 60.0).tolist()]


def where_at_clock(ix: Index, now: float, rng: np.random.Generator) -> Cands:
    out = []
    for m in clock_minutes(ix, now):
        fr = [f for f in ix.frames[ix.upto(m - 1e-9) : ix.upto(m + 60.0 - 1e-9)]]
        if len(fr) < 12 or any(b["t"] - a["t"] > 6.0 for a, b in itertools.pairwise(fr)):
            continue
        if fr[0]["t"] - m > 6.0 or m + 60.0 - fr[-1]["t"] > 6.0:
            continue
        xs = [f["pose"]["x"] for f in fr]
        ys = [f["pose"]["y"] for f in fr]
        mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
        if (
            len({f["pose"]["z"] for f in fr}) != 1
            or max(math.hypot(x - mx, y - my) for x, y in zip(xs, ys, strict=True)) > 5.0
        ):
            continue
        out.append(
            cand(
                "spatial",
                "where_at_clock",
                f"clock:{int(m)}",
                now,
                {"positions": [[round(mx, 3), round(my, 3), fr[0]["pose"]["z"]]]},
                {"clock": _hhmm(m)},
                {"clock_t": m},
            )
        )
    return out


def _hhmm(t: float) -> str:
    s = int(t) % 86400
    return f"{s // 3600:02d}:{(s % 3600) // 60:02d}"


def unique_texts(ix: Index) -> dict[str, str]:
    """text -> fixed thing, for texts held by exactly one thing and inside no other text."""
    texts: dict[str, list[str]] = {}
    for k, i in ix.insts.items():
        for tx in (i["text"], i["plate"]):
            if tx:
                texts.setdefault(tx, []).append(k)
    out = {}
    for tx, ks in texts.items():
        if (
            len(ks) == 1
            and len(ix.insts[ks[0]]["stays"]) == 1
            and not any(tx != o and tx in o for o in texts)
        ):
            out[tx] = ks[0]
    return out


def where_text(ix: Index, now: float, rng: np.random.Generator) -> Cands:
    out = []
    for tx, k in sorted(unique_texts(ix).items()):
        if ix.said(ix.text_read, tx, now):
            out.append(
                cand(
                    "spatial",
                    "where_text",
                    k,
                    now,
                    {"positions": [ix.pos(k, now)]},
                    {"text": tx, "what": "marking" if ix.insts[k]["plate"] == tx else "sign"},
                    {"sign": tx, "things": [k]},
                )
            )
    return out


def _seen_time(ix: Index, now: float, rng: np.random.Generator, sub: str, last: bool) -> Cands:
    out = []
    for k in things(ix):
        s = ix.sightings(k, now)
        ref = thing_ref(ix, k, now, rng) if s else None
        if ref:
            out.append(
                cand(
                    "temporal",
                    sub,
                    k,
                    now,
                    {"time": s[-1] if last else s[0]},
                    {"thing": ref[0]},
                    {"thing": ref[0], "things": [k]},
                )
            )
    for c in object_classes(ix):
        cs = ix.class_sightings(c, now)
        if cs:
            label = ix.w["classes"][c]["labels"][0]
            art = "an" if label[0] in "aeiou" else "a"
            out.append(
                cand(
                    "temporal",
                    sub,
                    f"cls:{c}",
                    now,
                    {"time": cs[-1][0] if last else cs[0][0]},
                    {"thing": f"{art} {label}"},
                    {"class": c},
                )
            )
    return out


def last_seen(ix: Index, now: float, rng: np.random.Generator) -> Cands:
    return _seen_time(ix, now, rng, "last_seen", True)


def first_seen(ix: Index, now: float, rng: np.random.Generator) -> Cands:
    return _seen_time(ix, now, rng, "first_seen", False)


def _named_places(ix: Index, now: float) -> list[str]:
    return sorted(k for k, p in ix.places.items() if not p["lift"] and ix.said(ix.named, k, now))


def entered_place(ix: Index, now: float, rng: np.random.Generator) -> Cands:
    out = []
    for pk in _named_places(ix, now):
        vs = ix.visits_by(pk, now)
        if not vs or vs[-1]["i0"] == 0:
            continue
        v = vs[-1]
        last = min(v["i1"], ix.upto(now) - 1)
        if last - v["i0"] + 1 < 3 or ix.ts[last] - v["entry"] < 10:
            continue
        out.append(
            cand(
                "temporal",
                "entered_place",
                pk,
                now,
                {"time": v["entry"]},
                {"place": ix.places[pk]["forms"][0]},
                {"place": pk},
            )
        )
    return out


def left_place(ix: Index, now: float, rng: np.random.Generator) -> Cands:
    out = []
    for pk in _named_places(ix, now):
        vs = [v for v in ix.visits_by(pk, now) if v["done"]]
        if not vs or ix.frame_at(now)["place"] == pk:
            continue
        v = vs[-1]
        if v["exit"] - v["entry"] < 15:
            continue
        out.append(
            cand(
                "temporal",
                "left_place",
                pk,
                now,
                {"time": v["exit"]},
                {"place": ix.places[pk]["forms"][0]},
                {"place": pk},
            )
        )
    return out


def moved_noticed(ix: Index, now: float, rng: np.random.Generator) -> Cands:
    out = []
    for k in things(ix):
        mp = moved_pair(ix, k, now)
        ref = thing_ref(ix, k, now, rng) if mp else None
        if mp and ref:
            out.append(
                cand(
                    "temporal",
                    "moved_noticed",
                    k,
                    now,
                    {"time": mp[3][0]},
                    {"thing": ref[0]},
                    {"thing": ref[0], "things": [k]},
                )
            )
    return out


def first_entry(ix: Index, now: float, rng: np.random.Generator) -> Cands:
    out = []
    for pk in _named_places(ix, now):
        vs = [v for v in ix.visits_by(pk, now) if v["i0"] > 0]
        if len(vs) < 2:
            continue
        out.append(
            cand(
                "temporal",
                "first_entry",
                pk,
                now,
                {"time": vs[0]["entry"]},
                {"place": ix.places[pk]["forms"][0]},
                {"place": pk},
            )
        )
    return out


def last_floor_change(ix: Index, now: float, rng: np.random.Generator) -> Cands:
    runs = [r for r in ix.floor_runs if ix.ts[r["i0"]] <= now]
    if len(runs) < 2 or runs[-1]["value"] == runs[-2]["value"]:
        return []
    return [
        cand(
            "temporal",
            "last_floor_change",
            "floor_change",
            now,
            {"time": runs[-1]["entry"]},
            {},
            {"level": runs[-1]["value"]},
        )
    ]


MAKERS = {
    "where_is": where_is,
    "first_seen_where": first_seen_where,
    "where_place": where_place,
    "where_before_move": where_before_move,
    "where_at_clock": where_at_clock,
    "where_text": where_text,
    "last_seen": last_seen,
    "first_seen": first_seen,
    "entered_place": entered_place,
    "left_place": left_place,
    "moved_noticed": moved_noticed,
    "first_entry": first_entry,
    "last_floor_change": last_floor_change,
}
