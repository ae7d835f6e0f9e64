"""Independent recomputation of every question's truth from truth.json (for validate)."""

from __future__ import annotations

import itertools
import math
from typing import Any

from .recheck_index import Index

NEAR = {
    "grey": {"silver"},
    "silver": {"grey", "white"},
    "navy": {"blue", "black"},
    "blue": {"navy"},
    "white": {"silver"},
    "black": {"navy"},
    "maroon": {"red", "brown"},
    "red": {"maroon", "pink", "orange"},
    "pink": {"red"},
    "brown": {"maroon"},
    "orange": {"red", "yellow"},
    "yellow": {"orange"},
}
NUM = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def ref_problems(ix: Index, ref: dict[str, Any], now: float) -> list[str]:
    """Why a reference to a thing is not valid at ``now`` (empty when it is)."""
    kind = ref["kind"]
    if kind == "class":
        return []
    inst = ix.insts[ref["inst"]]
    cls = inst["class"]
    out: list[str] = []
    if kind == "unique" and len(ix.members[cls]) != 1:
        out.append("not unique")
    if kind == "colour":
        col = inst["colour"]
        near = {col} | NEAR.get(col, set())
        if any(ix.insts[k]["colour"] in near for k in ix.members[cls] if k != ref["inst"]):
            out.append("colour shared")
        if ix.colour_first.get(ref["inst"], math.inf) > now:
            out.append("colour not said")
    if kind == "place":
        home = inst["stays"][0][2]
        if ix.classes[cls]["mobility"] != "fixed" or any(
            ix.insts[k]["stays"][0][2] == home for k in ix.members[cls] if k != ref["inst"]
        ):
            out.append("not alone in place")
        if not ix.named(home, now):
            out.append("place not named")
    if kind == "name" and ix.name_first.get(ref["inst"], math.inf) > now:
        out.append("name not quoted")
    return out


def _insts_of(ix: Index, ref: dict[str, Any]) -> list[str]:
    return [ref["inst"]] if ref["kind"] != "class" else ix.members.get(ref["cls"], [])


def _seen_insts(ix: Index, ref: dict[str, Any], now: float) -> list[str]:
    return [k for k in _insts_of(ix, ref) if ix.sightings(k, now)]


def _episodes(times: list[float], split: float) -> list[list[float]]:
    out: list[list[float]] = []
    for t in times:
        if out and t - out[-1][-1] <= split:
            out[-1].append(t)
        else:
            out.append([t])
    return out


def _rect_dist(ix: Index, key: str, p: list[float]) -> float:
    pl = ix.places[key]
    x0, y0, x1, y1 = pl["rect"]
    z = ix.zs[pl["levels"][0]]
    dx = max(x0 - p[0], 0.0, p[0] - x1)
    dy = max(y0 - p[1], 0.0, p[1] - y1)
    return math.sqrt(dx * dx + dy * dy + (p[2] - z) ** 2)


def _clean(v: dict[str, Any]) -> bool:
    return not v["start"] and not v["break"] and v["entry_sure"] and v["exit_sure"]


def expected(ix: Index, q: dict[str, Any]) -> dict[str, Any] | None:
    sk, s, now = q["subkind"], q["slots"], q["now"]
    thing = s.get("thing")
    place = s.get("place", {}).get("key") if "place" in s else None
    if sk == "where_is":
        ks = _seen_insts(ix, thing, now)
        return {
            "positions": [[round(v, 3) for v in ix.pos(k, ix.sightings(k, now)[-1])] for k in ks]
        }
    if sk == "first_seen_where":
        k = thing["inst"]
        return {"positions": [[round(v, 3) for v in ix.pos(k, ix.sightings(k, now)[0])]]}
    if sk == "where_place":
        pl = ix.places[place]
        x0, y0, x1, y1 = pl["rect"]
        z = ix.zs[pl["levels"][0]]
        nx, ny = max(1, math.ceil((x1 - x0) / 20)), max(1, math.ceil((y1 - y0) / 20))
        return {
            "positions": [
                [
                    round(x0 + (i + 0.5) * (x1 - x0) / nx, 3),
                    round(y0 + (j + 0.5) * (y1 - y0) / ny, 3),
                    z,
                ]
                for i in range(nx)
                for j in range(ny)
            ]
        }
    if sk == "nearest_to_place":
        assert place is not None
        ks = _seen_insts(ix, thing, now)
        ranked = sorted((_rect_dist(ix, place, ix.pos(k, ix.sightings(k, now)[-1])), k) for k in ks)
        if len(ranked) < 2 or ranked[0][0] > 30 or ranked[1][0] < 1.5 * ranked[0][0] + 6:
            return None
        k = ranked[0][1]
        return {"positions": [[round(v, 3) for v in ix.pos(k, ix.sightings(k, now)[-1])]]}
    if sk == "nth_sighting_where":
        k = thing["inst"]
        ts = ix.sightings(k, now)
        if any(45 < b - a < 180 for a, b in itertools.pairwise(ts)):
            return None
        eps = _episodes(ts, 120.0)
        if len(eps) < s["n"]:
            return None
        return {"positions": [[round(v, 3) for v in ix.pos(k, eps[s["n"] - 1][0])]]}
    if sk == "last_long_stop":
        i0, i1 = s["stop_frames"]
        fr = ix.frames
        if i1 > ix.k(now) or fr[i1]["t"] - fr[i0]["t"] < 90:
            return None
        for j in range(i0, i1 + 1):
            if (
                math.dist(fr[j]["pose"][:2], fr[i0]["pose"][:2]) > 1.2
                or fr[j]["level"] != fr[i0]["level"]
            ):
                return None
        nxt = i1 + 1
        if (
            nxt <= ix.k(now)
            and fr[nxt]["t"] - fr[i1]["t"] <= 7
            and math.dist(fr[nxt]["pose"][:2], fr[i0]["pose"][:2]) <= 1.2
            and fr[nxt]["level"] == fr[i0]["level"]
        ):
            return None
        pts = [fr[j]["pose"] for j in range(i0, i1 + 1)]
        return {
            "positions": [
                [
                    round(sum(p[0] for p in pts) / len(pts), 3),
                    round(sum(p[1] for p in pts) / len(pts), 3),
                    round(pts[0][2], 3),
                ]
            ]
        }
    if sk in ("last_seen", "first_seen"):
        ts = sorted(t for k in _insts_of(ix, thing) for t in ix.sightings(k, now))
        return {"time": round(ts[-1] if sk == "last_seen" else ts[0], 3)}
    if sk == "entered_place":
        v = [v for v in ix.visits_by(now) if v["value"] == place][-1]
        return None if v["start"] or not v["entry_sure"] else {"time": round(v["entry"], 3)}
    if sk == "left_place":
        if ix.current(now)["value"] == place:
            return None
        v = [v for v in ix.visits_by(now) if v["value"] == place and ix.done(v, now)][-1]
        return {"time": round(v["exit"], 3)} if v["exit_sure"] else None
    if sk == "nth_visit_entry":
        mine = [v for v in ix.visits_by(now) if v["value"] == place]
        if mine[0]["start"] or len(mine) < s["n"]:
            return None
        return {"time": round(mine[s["n"] - 1]["entry"], 3)}
    if sk == "last_seen_in_place":
        rows = ix.cls_rows(thing["cls"], now)
        both = [
            t for t, i, k in rows if ix.frames[i]["place"] == place and ix.place_of(k, t) == place
        ]
        return {"time": round(both[-1], 3)} if both else None
    if sk == "first_on_level":
        lv = s["level"]["key"]
        run = next(r for r in ix.level_runs if r["value"] == lv)
        if run["i0"] > ix.k(now) or not run["entry_sure"]:
            return None
        return {"time": round(run["entry"], 3)}
    if sk == "sign_first_read":
        t = ix.quote_first.get(s["sign"])
        return {"time": round(t, 3)} if t is not None and t <= now else None
    if sk in ("seen_yes", "seen_never"):
        if thing["cls"] is None:
            return {"binary": False}
        if not _seen_insts(ix, thing, now) and ix.hint_times(thing["cls"], now):
            return None  # a hint of it was given: "no" would be unfair
        return {"binary": bool(_seen_insts(ix, thing, now))}
    if sk == "seen_before_visit":
        mine = [v for v in ix.visits_by(now) if v["value"] == place]
        first = ix.cls_rows(thing["cls"], now)[0][0]
        entry = mine[0]["entry"]
        if mine[0]["start"] or abs(first - entry) < 30:
            return None
        if first > entry and ix.hint_times(thing["cls"], now)[0] < entry + 30:
            return None
        return {"binary": first < entry}
    if sk == "still_in_place":
        k = thing["inst"]
        ts = ix.sightings(k, now)
        if ix.place_of(k, ts[-1]) == place:
            group = ix.places[place]["group"]
            level = ix.places[place]["levels"][0]
            last = ix.sight_idx(k, now)[-1]
            spot = ix.pos(k, ts[-1])
            half = math.radians(ix.truth["camera"]["hfov_deg"]) / 2
            for f in ix.frames[last + 1 : ix.k(now) + 1]:
                if f["level"] != level or ix.places[f["place"]]["group"] != group:
                    continue
                x, y, _, yaw = f["true"]
                off = math.atan2(spot[1] - y, spot[0] - x) - yaw
                off = math.atan2(math.sin(off), math.cos(off))
                near = math.hypot(spot[0] - x, spot[1] - y) < 0.6 * ix.places[f["place"]]["sight_m"]
                if abs(off) < half and near:
                    return None
        return {"binary": ix.place_of(k, ts[-1]) == place}
    if sk == "count_at_least":
        m = len(_seen_insts(ix, thing, now))
        return {"binary": m >= s["count"]}
    if sk == "visit_order":
        a, b = s["place"]["key"], s["place2"]["key"]
        vs = ix.visits_by(now)
        ea = next(v["entry"] for v in vs if v["value"] == a)
        eb = next(v["entry"] for v in vs if v["value"] == b)
        return None if abs(ea - eb) < 60 else {"binary": ea < eb}
    if sk == "seen_together":
        fa = {i for _, i, _ in ix.cls_rows(thing["cls"], now)}
        fb = {i for _, i, _ in ix.cls_rows(s["other"]["cls"], now)}
        if not fa & fb:
            ha = ix.hint_times(thing["cls"], now)
            hb = ix.hint_times(s["other"]["cls"], now)
            if min(abs(x - y) for x in ha for y in hb) < 60:
                return None
        return {"binary": bool(fa & fb)}
    if sk == "seen_on_level":
        lv = s["level"]["key"]
        rows = ix.cls_rows(thing["cls"], now)
        return {"binary": any(ix.frames[i]["level"] == lv for _, i, _ in rows)}
    if sk == "last_visit":
        v = [v for v in ix.visits_by(now) if v["value"] == place and ix.done(v, now)][-1]
        return {"duration_s": round(v["exit"] - v["entry"], 2)} if _clean(v) else None
    if sk == "ago_seen":
        ts = sorted(t for k in _insts_of(ix, thing) for t in ix.sightings(k, now))
        return {"duration_s": round(now - ts[-1], 2)}
    if sk == "total_in_place":
        mine = [v for v in ix.visits_by(now) if v["value"] == place]
        if not all(ix.done(v, now) and _clean(v) for v in mine):
            return None
        return {"duration_s": round(sum(v["exit"] - v["entry"] for v in mine), 2)}
    if sk == "here_how_long":
        v = ix.current(now)
        return (
            None
            if not v["entry_sure"] or v["break"]
            else {"duration_s": round(now - v["entry"], 2)}
        )
    if sk == "ago_left":
        v = [v for v in ix.visits_by(now) if v["value"] == place and ix.done(v, now)][-1]
        return {"duration_s": round(now - v["exit"], 2)} if v["exit_sure"] else None
    if sk == "travel_time":
        a, b = s["place"]["key"], s["place2"]["key"]
        vs = ix.visits_by(now)
        best = None
        keys = {
            k
            for k, p in ix.places.items()
            if ix.named(k, now) and not p["corridor"] and not p["transit"]
        }
        for i, va in enumerate(vs):
            if va["value"] != a or not ix.done(va, now):
                continue
            for vb in vs[i + 1 :]:
                if vb["value"] == a:
                    break
                if vb["value"] in keys:
                    if vb["value"] == b:
                        best = vb["entry"] - va["exit"]
                    break
                pl = ix.places[vb["value"]]
                if not (pl["corridor"] or pl["transit"]) and (
                    vb["exit"] is None or vb["exit"] - vb["entry"] >= 40
                ):
                    break
        return None if best is None else {"duration_s": round(best, 2)}
    if sk == "view_duration":
        eps = _episodes(ix.sightings(thing["inst"], now), 30.0)
        return {"duration_s": round(eps[-1][-1] - eps[-1][0], 2)}
    if sk == "which_room_here":
        key = ix.frames[ix.k(now)]["place"]
        return {"keywords": [f for f in ix.places[key]["forms"] if len(f) >= 4]}
    if sk == "colour_of":
        col = ix.insts[thing["inst"]]["colour"]
        return {"keywords": [col, *({"grey": ["gray"], "silver": ["silvery"]}.get(col, []))]}
    if sk == "room_before":
        vs = ix.visits_by(now)
        i = max(j for j, v in enumerate(vs) if v["value"] == place)
        prev = vs[i - 1]["value"]
        return {"keywords": [f for f in ix.places[prev]["forms"] if len(f) >= 4]}
    if sk == "count_things":
        m = len(_seen_insts(ix, thing, now))
        return {"keywords": [NUM[m], str(m)]}
    if sk == "next_to":
        k = thing["inst"]
        i = ix.sight_idx(k, now)[-1]
        t = ix.times[i]
        me = ix.pos(k, t)
        around = sorted(
            (math.dist(me, ix.pos(o, t)), ix.insts[o]["class"], o in ix.seen[i])
            for o in sorted(ix.insts)
            if ix.insts[o]["class"] != ix.insts[k]["class"]
            and ix.stay(o, t) is not None
            and ix.sightings(o, now)
        )
        if not around or around[0][0] > 3.0 or not around[0][2]:
            return None
        c = ix.classes[around[0][1]]
        return {"keywords": list(dict.fromkeys([*c["labels"], c["plural"]]))}
    if sk in ("place_most", "room_last_seen", "longer_of_two", "place_without"):
        key = s["answer_place"]
        if sk == "place_most":
            per: dict[str, int] = {}
            for k in _seen_insts(ix, thing, now):
                home = ix.insts[k]["stays"][0][2]
                per[home] = per.get(home, 0) + 1
            top = sorted(per.items(), key=lambda kv: -kv[1])
            if top[0][0] != key or (len(top) > 1 and top[1][1] > top[0][1] - 2):
                return None
        if sk == "room_last_seen":
            rows = sorted(
                (t, i, k)
                for k in _insts_of(ix, thing)
                for t, i in zip(ix.sightings(k, now), ix.sight_idx(k, now), strict=True)
            )
            t, i, k = rows[-1]
            if ix.frames[i]["place"] != key or ix.place_of(k, t) != key:
                return None
        if sk == "longer_of_two":
            a, b = s["place"]["key"], s["place2"]["key"]
            tot = {
                x: sum(v["exit"] - v["entry"] for v in ix.visits_by(now) if v["value"] == x)
                for x in (a, b)
            }
            if max(tot, key=lambda x: tot[x]) != key:
                return None
        if sk == "place_without":
            rows = ix.cls_rows(thing["cls"], now)
            trio = [s["place"]["key"], s["place2"]["key"], s["place3"]["key"]]
            hits = {
                ix.frames[i]["place"]
                for t, i, k in rows
                if ix.frames[i]["place"] == ix.place_of(k, t)
            }
            if [p for p in trio if p not in hits] != [key]:
                return None
        return {"keywords": [f for f in ix.places[key]["forms"] if len(f) >= 4]}
    if sk == "closer_of_two":
        me = q["at"]
        d = {}
        for ref in (thing, s["other"]):
            ks = _seen_insts(ix, ref, now)
            if len(ks) != 1:
                return None
            d[ref["cls"]] = math.dist(me, ix.pos(ks[0], ix.sightings(ks[0], now)[-1]))
        c = ix.classes[min(d, key=lambda x: d[x])]
        return {"keywords": list(dict.fromkeys([*c["labels"], c["plural"]]))}
    if sk == "floor_of_place":
        return {"keywords": list(ix.level_forms[ix.places[place]["levels"][0]])}
    raise ValueError(f"no recheck for {sk}")


def same_truth(a: dict[str, Any], b: dict[str, Any]) -> bool:
    if set(a) != set(b):
        return False
    if "positions" in a:
        pa = sorted(tuple(p) for p in a["positions"])
        pb = sorted(tuple(p) for p in b["positions"])
        return len(pa) == len(pb) and all(
            math.dist(x, y) < 2e-3 for x, y in zip(pa, pb, strict=True)
        )
    if "time" in a:
        return abs(a["time"] - b["time"]) < 2e-3
    if "duration_s" in a:
        return abs(a["duration_s"] - b["duration_s"]) < 0.02
    if "keywords" in a:
        return sorted(a["keywords"]) == sorted(b["keywords"])
    return a == b
