"""Independent recomputation of every truth from truth.json alone (plain loops over frames)."""

from __future__ import annotations

import datetime as dt
import math
from typing import Any

WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


class Run:
    def __init__(self, doc: dict[str, Any]) -> None:
        self.doc = doc
        self.frames = doc["frames"]
        self.t = [f["t"] for f in self.frames]
        self.inst = doc["instances"]
        self.places = doc["places"]
        self.rows = [self._row(f) for f in self.frames]

    def _row(self, f: dict[str, Any]) -> dict[str, Any]:
        seen, hint, colour, plates = set(), set(), {}, set()
        for d in f["detections"]:
            if d["inst"] is not None:
                hint.add(self.inst[d["inst"]]["class"])
            if d["role"] == "id":
                seen.add(d["inst"])
                if d["colour_said"]:
                    colour[d["inst"]] = d["colour_said"]
        for m in f["plan"]["mentions"]:
            hint.add(self.inst[m["inst"]]["class"])
            if m["kind"] == "noun":
                seen.add(m["inst"])
                if m["colour"]:
                    colour[m["inst"]] = m["colour"]
        named = None
        nm = f["plan"]["naming"]
        if nm is not None and nm["mode"] == "proper" and nm["place"] == f["place"]:
            named = f["place"]
        for q in f["plan"]["quotes"]:
            if q["written"].upper() != self.inst[q["inst"]]["text"].upper():
                continue
            if self.inst[q["inst"]]["sign_of"] == f["place"]:
                named = f["place"]
            if self.inst[q["inst"]]["plate"] and q["inst"] in seen:
                plates.add(q["inst"])
        fl = f["plan"]["floor"]
        floor = (
            fl["level"] if fl is not None and fl["correct"] and fl["level"] == f["level"] else None
        )
        return {
            "seen": seen,
            "hint": hint,
            "colour": colour,
            "plates": plates,
            "named": named,
            "floor": floor,
        }

    def n_at(self, now: float) -> int:
        return sum(1 for t in self.t if t <= now)

    def runs(self, n: int, key: str) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        for i in range(n):
            v = self.frames[i][key]
            if out and out[-1]["value"] == v and out[-1]["i1"] == i - 1:
                out[-1]["i1"] = i
            else:
                out.append({"value": v, "i0": i, "i1": i})
        res = []
        for r in out:
            i0, i1 = r["i0"], r["i1"]
            r["entry"] = self.t[0] if i0 == 0 else 0.5 * (self.t[i0] + self.t[i0 - 1])
            r["exit"] = 0.5 * (self.t[i1] + self.t[i1 + 1]) if i1 + 1 < n else None
            r["gap"] = any(self.t[k + 1] - self.t[k] > 6.0 for k in range(i0, i1))
            if r["value"] is not None:
                res.append(r)
        return res

    def pos(self, key: str, t: float) -> list[float]:
        for s in self.inst[key]["stays"]:
            if s[0] <= t < s[1]:
                return [s[3], s[4], s[5]]
        raise AssertionError(f"{key} not present at {t}")

    def room_like(self, p: str) -> bool:
        return not (self.places[p]["lift"] or self.places[p]["dock"])


def _ref_ok(run: Run, n: int, key: str, phrase: str) -> bool:
    """The phrase's reference holds by frame n."""
    inst = run.inst[key]
    cls = run.doc["classes"][inst["class"]]
    noun = cls["labels"][0]
    same = [k for k, v in run.inst.items() if v["class"] == inst["class"]]
    if phrase == f"the {noun}":
        return len(same) == 1
    if phrase.startswith(f'the {noun} with the plate "'):
        return phrase.endswith(f'"{inst["text"]}"') and any(
            key in run.rows[i]["plates"] for i in range(n)
        )
    if phrase.startswith(f"the {noun} in "):
        place = inst["stays"][0][2]
        named = any(run.rows[i]["named"] == place for i in range(n))
        only = sum(any(s[2] == place for s in run.inst[k]["stays"]) for k in same) == 1
        return cls["mobility"] == "fixed" and named and only
    if phrase == f"the {inst['colour']} {noun}":
        said = any(run.rows[i]["colour"].get(key) == inst["colour"] for i in range(n))
        return said and sum(run.inst[k]["colour"] == inst["colour"] for k in same) == 1
    return False


def _named(run: Run, n: int, place: str) -> bool:
    return any(run.rows[i]["named"] == place for i in range(n))


def _floor_said(run: Run, n: int, level: str) -> bool:
    return any(run.rows[i]["floor"] == level for i in range(n))


def _visits(run: Run, n: int, place: str) -> list[dict[str, Any]]:
    return [r for r in run.runs(n, "place") if r["value"] == place]


def _sightings(run: Run, n: int, s: dict[str, Any]) -> list[int]:
    if "cls" in s and s.get("target", "").startswith("class:"):
        return [
            i
            for i in range(n)
            if any(run.inst[k]["class"] == s["cls"] for k in run.rows[i]["seen"])
        ]
    key = s["things"][0]
    return [i for i in range(n) if key in run.rows[i]["seen"]]


def expected(run: Run, q: dict[str, Any]) -> dict[str, Any]:
    """The truth recomputed; AssertionError when a validity condition does not hold."""
    s, sk, now = q["slots"], q["subkind"], q["now"]
    n = run.n_at(now)
    t = run.t
    if (
        s.get("things")
        and "thing" in s
        and not s["target"].startswith("class:")
        and sk != "count_in_place"
    ):
        assert _ref_ok(run, n, s["things"][0], s["thing"]), "reference invalid"
    if "place" in s and sk not in ("longest_stay_where", "most_time_place"):
        assert _named(run, n, s["place"]), "place not named"
    if "place2" in s:
        assert _named(run, n, s["place2"]), "place2 not named"
    if "floor" in s and sk != "which_floor_now":
        assert _floor_said(run, n, s["floor"]), "floor not said"
    fn = globals()[f"_x_{sk}"]
    return fn(run, q, s, n, t)


def _x_where_is(run, q, s, n, t):
    if s["target"].startswith("class:"):
        keys = sorted(
            {k for i in range(n) for k in run.rows[i]["seen"] if run.inst[k]["class"] == s["cls"]}
        )
        pos = []
        for k in keys:
            last = max(i for i in range(n) if k in run.rows[i]["seen"])
            pos.append(run.pos(k, t[last]))
        return {"positions": pos}
    last = _sightings(run, n, s)[-1]
    return {"positions": [run.pos(s["things"][0], t[last])]}


def _x_first_seen_where(run, q, s, n, t):
    sights = _sightings(run, n, s)
    p0 = run.pos(s["things"][0], t[sights[0]])
    assert math.dist(p0, run.pos(s["things"][0], t[sights[-1]])) >= 10
    return {"positions": [p0]}


def _grid(run: Run, place: str) -> list[list[float]]:
    x0, y0, x1, y1 = run.places[place]["rect"]
    z = run.doc["levels"][run.places[place]["levels"][0]]["z"]
    nx = max(1, math.ceil((x1 - x0) / 20))
    ny = max(1, math.ceil((y1 - y0) / 20))
    pts = []
    for i in range(nx):
        for j in range(ny):
            pts.append(
                [
                    round(x0 + (x1 - x0) * (i + 0.5) / nx, 3),
                    round(y0 + (y1 - y0) * (j + 0.5) / ny, 3),
                    z,
                ]
            )
    for a in range(11):  # every point of the rectangle is within 15 m of a grid point
        for b in range(11):
            p = (x0 + (x1 - x0) * a / 10, y0 + (y1 - y0) * b / 10)
            assert min(math.dist(p, g[:2]) for g in pts) <= 15.0
    return pts


def _x_where_place(run, q, s, n, t):
    return {"positions": _grid(run, s["place"])}


def _wpose(f: dict[str, Any]) -> list[float]:
    return [f["pose"]["x"], f["pose"]["y"], f["pose"]["z"]]


def _x_exit_point(run, q, s, n, t):
    v = _visits(run, n, s["place"])[-1]
    assert v["exit"] is not None and v["i1"] - v["i0"] >= 2 and t[v["i1"]] - t[v["i0"]] >= 10
    return {"positions": [_wpose(run.frames[v["i1"]])]}


def _x_robot_at_first_sighting(run, q, s, n, t):
    return {"positions": [_wpose(run.frames[_sightings(run, n, s)[0]])]}


def _x_longest_stay_where(run, q, s, n, t):
    best = []
    for v in run.runs(n, "place"):
        p = v["value"]
        if v["exit"] is None or v["gap"] or not run.room_like(p) or v["i0"] == 0:
            continue
        best.append((v["exit"] - v["entry"], p))
    best.sort(reverse=True)
    top, place = best[0]
    assert place == s["place"] and top >= 60 and not run.places[place]["spine"]
    others = [d for d, p in best if p != place]
    assert not others or top >= 1.3 * others[0]
    return {"positions": _grid(run, place)}


def _x_last_seen(run, q, s, n, t):
    return {"time": round(t[_sightings(run, n, s)[-1]], 3)}


def _x_first_seen(run, q, s, n, t):
    return {"time": round(t[_sightings(run, n, s)[0]], 3)}


def _x_entered_place(run, q, s, n, t):
    v = _visits(run, n, s["place"])[-1]
    assert v["i0"] > 0 and v["i1"] - v["i0"] >= 2
    return {"time": round(v["entry"], 3)}


def _x_left_place(run, q, s, n, t):
    v = _visits(run, n, s["place"])[-1]
    assert v["exit"] is not None and run.frames[n - 1]["place"] != s["place"]
    assert t[v["i1"]] - t[v["i0"]] >= 15
    return {"time": round(v["exit"], 3)}


def _x_arrived_after_clock(run, q, s, n, t):
    minute = s["clock_t"]
    assert dt.datetime.fromtimestamp(minute, dt.UTC).strftime("%H:%M") == s["clock"]
    assert minute % 60 == 0 and minute <= q["now"] - 300
    vs = _visits(run, n, s["place"])
    after = [v for v in vs if v["entry"] > minute]
    before = [v for v in vs if v["entry"] <= minute]
    assert not before or (before[-1]["exit"] is not None and before[-1]["exit"] <= minute - 150)
    assert after[0]["entry"] - minute >= 60
    return {"time": round(after[0]["entry"], 3)}


def _x_break_resume(run, q, s, n, t):
    gaps = [(t[i], t[i + 1]) for i in range(len(t) - 1) if t[i + 1] - t[i] > 600]
    assert len(gaps) == 1 and q["now"] >= gaps[0][1] + 60
    return {"time": round(gaps[0][1], 3)}


def _x_last_on_floor(run, q, s, n, t):
    runs = [r for r in run.runs(n, "level") if r["value"] == s["floor"]]
    assert run.frames[n - 1]["level"] != s["floor"]
    return {"time": round(runs[-1]["exit"], 3)}


def _x_seen_yes(run, q, s, n, t):
    assert any(run.inst[k]["class"] == s["cls"] for i in range(n) for k in run.rows[i]["seen"])
    return {"binary": True}


def _x_seen_never(run, q, s, n, t):
    if "noun" in s:
        for f in run.frames:
            assert s["noun"] not in f["caption"].lower()
            assert all(s["noun"] not in d["label"] for d in f["detections"])
    else:
        assert all(s["cls"] not in run.rows[i]["hint"] for i in range(n))
    return {"binary": False}


def _x_seen_in_place(run, q, s, n, t):
    p = s["place"]
    frames = [i for i in range(n) if run.frames[i]["place"] == p]
    for i in frames:
        for k in run.rows[i]["seen"]:
            here = any(st[0] <= t[i] < st[1] and st[2] == p for st in run.inst[k]["stays"])
            if run.inst[k]["class"] == s["cls"] and here:
                return {"binary": True}
    group = run.places[p]["group"]
    for v in run.inst.values():
        if v["class"] == s["cls"]:
            assert all(run.places[st[2]]["group"] != group for st in v["stays"])
    assert all(s["cls"] not in run.rows[i]["hint"] for i in frames)
    total = sum(
        (v["exit"] if v["exit"] is not None else q["now"]) - v["entry"] for v in _visits(run, n, p)
    )
    assert total >= 60
    return {"binary": False}


def _clean_total(run: Run, n: int, place: str) -> float:
    vs = _visits(run, n, place)
    assert vs and all(v["exit"] is not None and not v["gap"] and v["i0"] > 0 for v in vs)
    return sum(v["exit"] - v["entry"] for v in vs)


def _x_longer_than_minutes(run, q, s, n, t):
    total = _clean_total(run, n, s["place"])
    limit = 60 * s["n"]
    assert total >= 1.4 * limit or total <= 0.7 * limit
    return {"binary": total > limit}


def _x_revisited(run, q, s, n, t):
    vs = _visits(run, n, s["place"])
    assert vs[0]["i0"] > 0
    if len(vs) >= 2:
        assert vs[0]["i1"] - vs[0]["i0"] >= 2 and vs[1]["i1"] - vs[1]["i0"] >= 2
        assert vs[1]["entry"] - vs[0]["exit"] >= 60
        return {"binary": True}
    assert vs[0]["exit"] is not None and vs[0]["exit"] <= q["now"] - 300
    return {"binary": False}


def _x_on_floor_now(run, q, s, n, t):
    f = run.frames[n - 1]
    assert f["i"] == s["frame"] and q["at"] == _wpose(f) and f["level"] is not None
    assert _floor_said(run, n, f["level"])
    return {"binary": f["level"] == s["floor"]}


def _x_last_visit(run, q, s, n, t):
    v = _visits(run, n, s["place"])[-1]
    assert v["exit"] is not None and not v["gap"] and v["i0"] > 0
    d = v["exit"] - v["entry"]
    assert d >= 20
    return {"duration_s": round(d, 3)}


def _x_ago_seen(run, q, s, n, t):
    d = q["now"] - t[_sightings(run, n, s)[-1]]
    assert d >= 60
    return {"duration_s": round(d, 3)}


def _x_total_in_place(run, q, s, n, t):
    assert len(_visits(run, n, s["place"])) >= 2
    return {"duration_s": round(_clean_total(run, n, s["place"]), 3)}


def _x_between_events(run, q, s, n, t):
    rs = run.runs(n, "place")
    kb = max(k for k, r in enumerate(rs) if r["value"] == s["place2"] and r["i0"] > 0)
    ka = max(k for k in range(kb) if rs[k]["value"] in (s["place"], s["place2"]))
    assert rs[ka]["value"] == s["place"] and kb - ka >= 3 and rs[ka]["i1"] - rs[ka]["i0"] >= 2
    assert all(t[i + 1] - t[i] <= 6.0 for i in range(rs[ka]["i1"], rs[kb]["i0"]))
    d = rs[kb]["entry"] - rs[ka]["exit"]
    assert 30 <= d <= 900
    return {"duration_s": round(d, 3)}


def _x_first_arrival_ago(run, q, s, n, t):
    v = _visits(run, n, s["place"])[0]
    assert v["i0"] > 0 and q["now"] - v["entry"] >= 120
    return {"duration_s": round(q["now"] - v["entry"], 3)}


def _x_floor_total(run, q, s, n, t):
    runs = [r for r in run.runs(n, "level") if r["value"] == s["floor"]]
    assert run.frames[n - 1]["level"] != s["floor"]
    assert all(r["exit"] is not None and not r["gap"] and r["i0"] > 0 for r in runs)
    total = sum(r["exit"] - r["entry"] for r in runs)
    assert total >= 60
    return {"duration_s": round(total, 3)}


def _x_pre_break_work(run, q, s, n, t):
    gaps = [(t[i], t[i + 1]) for i in range(len(t) - 1) if t[i + 1] - t[i] > 600]
    assert q["now"] >= gaps[0][1] + 60
    return {"duration_s": round(gaps[0][0] - t[0], 3)}


def _forms(run: Run, place: str) -> list[str]:
    return [f for f in run.places[place]["forms"] if len(f) >= 4]


def _x_which_room_here(run, q, s, n, t):
    f = run.frames[n - 1]
    assert f["i"] == s["frame"] and q["at"] == _wpose(f) and run.room_like(f["place"])
    assert _named(run, n, f["place"])
    return {"keywords": _forms(run, f["place"])}


def _x_which_floor_now(run, q, s, n, t):
    f = run.frames[n - 1]
    assert f["i"] == s["frame"] and q["at"] == _wpose(f) and f["level"] is not None
    assert _floor_said(run, n, f["level"])
    return {"keywords": [x for x in run.doc["levels"][f["level"]]["forms"] if len(x) >= 4]}


def _x_colour_of(run, q, s, n, t):
    key = s["things"][0]
    colour = run.inst[key]["colour"]
    assert any(run.rows[i]["colour"].get(key) == colour for i in range(n))
    assert colour not in s["thing"].split(" ")
    return {"keywords": [colour]}


def _x_count_in_place(run, q, s, n, t):
    p = s["place"]
    there = [
        k
        for k, v in run.inst.items()
        if v["class"] == s["cls"] and any(st[2] == p for st in v["stays"])
    ]
    assert run.doc["classes"][s["cls"]]["mobility"] == "fixed"
    pts = [run.inst[k]["stays"][0][3:5] for k in there]
    assert all(math.dist(a, b) >= 3 for j, a in enumerate(pts) for b in pts[j + 1 :])
    seen = {
        k
        for i in range(n)
        if run.frames[i]["place"] == p
        for k in run.rows[i]["seen"]
        if k in there
    }
    assert 1 <= len(seen) <= 6
    return {"keywords": [WORDS[len(seen)], str(len(seen))]}


def _x_first_place_after_break(run, q, s, n, t):
    gaps = [(t[i], t[i + 1]) for i in range(len(t) - 1) if t[i + 1] - t[i] > 600]
    for v in run.runs(n, "place"):
        p = run.places[v["value"]]
        if v["entry"] < gaps[0][1] or p["spine"] or p["lift"] or p["dock"]:
            continue
        if v["i1"] - v["i0"] < 2:
            continue
        assert v["value"] == s["place"]
        return {"keywords": _forms(run, v["value"])}
    raise AssertionError("no room after the break")


def _x_most_time_place(run, q, s, n, t):
    tot: dict[str, float] = {}
    for v in run.runs(n, "place"):
        p = run.places[v["value"]]
        if p["spine"] or p["lift"] or p["dock"]:
            continue
        end = v["exit"] if v["exit"] is not None else q["now"]
        tot[v["value"]] = tot.get(v["value"], 0.0) + end - v["entry"]
    ranked = sorted(tot.items(), key=lambda kv: -kv[1])
    (p1, a), (_, b) = ranked[0], ranked[1]
    assert p1 == s["place"] and a >= 1.3 * b and a - b >= 60
    return {"keywords": _forms(run, p1)}
