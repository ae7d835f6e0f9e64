"""Independent recomputation of every question's truth from truth.json alone.

Written separately from evidence.py/makers.py: its own reading of sightings, namings,
floor mentions, colours, plates and visits, and its own validity conditions.
"""

from __future__ import annotations

import math
from collections import defaultdict
from typing import Any

GAP = 6.0


class Facts:
    def __init__(self, truth: dict[str, Any]) -> None:
        self.truth = truth
        self.frames = truth["frames"]
        self.t = [float(f["t"]) for f in self.frames]
        self.things = {i["id"]: i for i in truth["instances"]}
        self.cls = {c["key"]: c for c in truth["classes"]}
        self.places = truth["places"]
        self.levels = {lv["key"]: lv for lv in truth["levels"]}
        self.seen: dict[str, list[float]] = defaultdict(list)
        self.seen_frame: dict[str, list[int]] = defaultdict(list)
        self.named: dict[str, list[float]] = defaultdict(list)
        self.floor: dict[str, list[float]] = defaultdict(list)
        self.col: dict[str, list[tuple[float, str]]] = defaultdict(list)
        self.plates: dict[str, list[float]] = defaultdict(list)
        self.hints: dict[str, list[tuple[float, str | None]]] = defaultdict(list)
        self.conf: dict[str, list[float]] = defaultdict(list)
        for k, f in enumerate(self.frames):
            t = float(f["t"])
            ids = {d["id"] for d in f["detections"] if d["role"] == "id"}
            for m in f["plan"]["mentions"]:
                if m["kind"] == "noun":
                    ids |= set(m["things"])
                    for th in m["things"]:
                        if m["colour"]:
                            self.col[th].append((t, m["colour"]))
                self.hints[m["class"]].append((t, f["level"]))
            for d in f["detections"]:
                if d["role"] == "id" and d["colour"]:
                    self.col[d["id"]].append((t, d["colour"]))
                if d["role"] == "confused":
                    self.conf[d["as"]].append(t)
                    self.hints[d["as"]].append((t, f["level"]))
                elif d["role"] in ("id", "generic"):
                    self.hints[self.things[d["id"]]["class"]].append((t, f["level"]))
            for th in ids:
                self.seen[th].append(t)
                self.seen_frame[th].append(k)
            nm = f["plan"]["naming"]
            if nm is not None and nm["kind"] == "proper":
                assert nm["place"] == f["place"], "a proper naming of another place"
                self.named[f["place"]].append(t)
            for q in f["plan"]["quotes"]:
                th = self.things[q["thing"]]
                if q["written"] != th["text"]:
                    continue
                if th["sign_of"] == f["place"]:
                    self.named[f["place"]].append(t)
                elif th["sign_of"] == f"level:{f['level']}":
                    self.floor[f["level"]].append(t)
                elif th["sign_of"] == "" and q["thing"] in ids:
                    self.plates[q["thing"]].append(t)
            fl = f["plan"]["floor"]
            if (
                fl is not None
                and fl["level"] == f["level"]
                and fl["form"] in self.levels[f["level"]]["forms"]
            ):
                self.floor[f["level"]].append(t)

    # -- helpers -------------------------------------------------------------------------

    def last_index(self, now: float) -> int:
        k = -1
        for i, t in enumerate(self.t):
            if t <= now:
                k = i
        return k

    def seen_by(self, thing: str, now: float) -> list[float]:
        return [t for t in self.seen.get(thing, []) if t <= now]

    def any_by(self, values: list[float], now: float) -> bool:
        return any(t <= now for t in values)

    def where(self, thing: str, t: float) -> tuple[str, list[float]]:
        for s in self.things[thing]["stays"]:
            if s[0] <= t < s[1]:
                return s[2], [s[3], s[4], s[5]]
        raise AssertionError(f"no stay for {thing} at {t}")

    def colour_ok(self, thing: str, now: float) -> bool:
        true = self.things[thing]["colour"]
        said = [c for t, c in self.col.get(thing, []) if t <= now]
        right = said.count(true)
        return right >= 1 and right >= 2 * (len(said) - right)

    def runs(self, attr: str) -> list[dict[str, Any]]:
        out = []
        start = 0
        n = len(self.frames)
        for i in range(1, n + 1):
            if i == n or self.frames[i][attr] != self.frames[start][attr]:
                value = self.frames[start][attr]
                if value is not None:
                    entry = self.t[0] if start == 0 else (self.t[start - 1] + self.t[start]) / 2
                    out.append(
                        {
                            "v": value,
                            "a": start,
                            "b": i - 1,
                            "entry": entry,
                            "exit": None if i == n else (self.t[i - 1] + self.t[i]) / 2,
                            "next": None if i == n else self.t[i],
                            "gap": any(
                                self.t[j + 1] - self.t[j] > GAP
                                for j in range(max(0, start - 1), min(i, n - 1))
                            ),
                        }
                    )
                start = i
        return out

    def class_things(self, cls: str) -> list[str]:
        return sorted(k for k, v in self.things.items() if v["class"] == cls)


def _close(a: float, b: float, tol: float = 1e-3) -> bool:
    return abs(a - b) <= tol


def _pos_equal(a: list[list[float]], b: list[list[float]]) -> bool:
    if len(a) != len(b):
        return False
    return all(min(math.dist(p, q) for q in b) < 1e-3 for p in a)


class Rechecker:
    def __init__(self, truth: dict[str, Any]) -> None:
        self.f = Facts(truth)
        self.place_runs = self.f.runs("place")
        self.level_runs = self.f.runs("level")

    def _ref_ok(self, q: dict[str, Any]) -> str:
        """'' when the reference to a thing is valid at now; else why not."""
        s, now, f = q["slots"], q["now"], self.f
        kind = s.get("ref_kind")
        if kind in (None, "never"):
            return ""
        cls = s["class"]
        if f.any_by(f.conf.get(cls, []), now):
            return "class has a confused detection"
        if kind == "class":
            return ""
        thing = s["things"][0]
        sibs = f.class_things(cls)
        if kind == "the":
            return "" if len(sibs) == 1 else "not the only one"
        if kind == "in_place":
            place = s["ref_place"]
            if f.cls[cls]["mobility"] != "fixed":
                return "moves"
            for o in sibs:
                if o != thing and any(st[2] == place for st in f.things[o]["stays"]):
                    return "another in the place"
            return "" if f.any_by(f.named.get(place, []), now) else "ref place not named"
        if kind == "colour":
            col = f.things[thing]["colour"]
            if sum(1 for o in sibs if f.things[o]["colour"] == col) != 1:
                return "colour not unique"
            return "" if f.colour_ok(thing, now) else "colour not said"
        if kind == "plate":
            return "" if f.any_by(f.plates.get(thing, []), now) else "plate not read"
        return f"unknown ref kind {kind}"

    def _sights(self, q: dict[str, Any], now: float) -> list[tuple[float, str]]:
        s = q["slots"]
        things = self.f.class_things(s["class"]) if s.get("ref_kind") == "class" else s["things"]
        return sorted((t, th) for th in things for t in self.f.seen_by(th, now))

    def expected(self, q: dict[str, Any]) -> dict[str, Any]:
        f, s, now, sub = self.f, q["slots"], q["now"], q["subkind"]
        why = self._ref_ok(q)
        if why:
            raise AssertionError(why)
        for key in ("place", "from"):
            if key in s and sub != "which_room_here" and not f.any_by(f.named.get(s[key], []), now):
                raise AssertionError(f"{s[key]} not named by now")
        if "level" in s and not f.any_by(f.floor.get(s["level"], []), now):
            raise AssertionError("floor not said by now")
        cur = f.last_index(now)
        if sub == "where_is":
            sights = self._sights(q, now)
            last: dict[str, float] = {}
            for t, th in sights:
                last[th] = t
            return {"positions": [f.where(th, t)[1] for th, t in sorted(last.items())]}
        if sub == "first_seen_where":
            sights = self._sights(q, now)
            a, b = f.where(sights[0][1], sights[0][0])[1], f.where(sights[-1][1], sights[-1][0])[1]
            assert math.dist(a[:2], b[:2]) >= 10 or a[2] != b[2], "first and last too close"
            return {"positions": [a]}
        if sub == "where_place":
            p = f.places[s["place"]]
            x0, y0, x1, y1 = p["rect"]
            nx, ny = max(1, math.ceil((x1 - x0) / 20)), max(1, math.ceil((y1 - y0) / 20))
            pts = [
                [x0 + (i + 0.5) * (x1 - x0) / nx, y0 + (j + 0.5) * (y1 - y0) / ny, p["z"]]
                for i in range(nx)
                for j in range(ny)
            ]
            for corner in ((x0, y0), (x1, y1), (x0, y1), (x1, y0)):
                assert min(math.dist(pt[:2], corner) for pt in pts) <= 15.0, "grid too coarse"
            return {"positions": pts}
        if sub == "where_at_clock":
            m = s["clock_t"]
            assert m + 60 <= now - 120
            pts = [
                [fr["pose"]["x"], fr["pose"]["y"], fr["pose"]["z"]]
                for fr in f.frames
                if m <= fr["t"] < m + 60
            ]
            assert len(pts) >= 12
            return {"positions": pts}
        if sub == "where_on_floor":
            sights = [
                (t, th)
                for th in f.class_things(s["class"])
                for t, k in zip(f.seen.get(th, []), f.seen_frame.get(th, []), strict=True)
                if t <= now and f.frames[k]["level"] == s["level"]
            ]
            others = [
                t
                for th in f.class_things(s["class"])
                for t, k in zip(f.seen.get(th, []), f.seen_frame.get(th, []), strict=True)
                if t <= now and f.frames[k]["level"] != s["level"]
            ]
            assert others, "class not seen on another floor"
            t, th = max(sights)
            return {"positions": [f.where(th, t)[1]]}
        if sub in ("last_seen", "first_seen"):
            sights = self._sights(q, now)
            return {"time": sights[-1][0] if sub == "last_seen" else sights[0][0]}
        if sub == "entered_place":
            runs = [r for r in self.place_runs if r["v"] == s["place"] and f.t[r["a"]] <= now]
            r = runs[-1]
            assert r["a"] > 0 and min(r["b"], cur) - r["a"] >= 2
            return {"time": r["entry"]}
        if sub == "left_place":
            assert f.frames[cur]["place"] != s["place"]
            runs = [
                r
                for r in self.place_runs
                if r["v"] == s["place"] and r["next"] is not None and r["next"] <= now
            ]
            r = runs[-1]
            assert r["exit"] - r["entry"] >= 15
            return {"time": r["exit"]}
        if sub == "first_on_floor":
            runs = [r for r in self.level_runs if r["v"] == s["level"] and f.t[r["a"]] <= now]
            assert runs[0]["a"] > 0, "the robot started on this floor"
            return {"time": runs[0]["entry"]}
        if sub == "last_seen_before_clock":
            m = s["clock_t"]
            times = [t for t, _ in self._sights(q, now)]
            before = [t for t in times if t < m]
            after = [t for t in times if t >= m]
            assert before and after and before[-1] <= m - 60 and after[0] >= m + 120
            return {"time": before[-1]}
        if sub == "first_seen_in_place":
            hits = []
            elsewhere = False
            for th in f.class_things(s["class"]):
                for t, k in zip(f.seen.get(th, []), f.seen_frame.get(th, []), strict=True):
                    if t > now:
                        continue
                    place = f.where(th, t)[0]
                    if place == s["place"] and f.frames[k]["place"] == s["place"]:
                        hits.append(t)
                    elif place != s["place"]:
                        elsewhere = True
            assert elsewhere
            return {"time": min(hits)}
        if sub == "seen_yes":
            assert self._sights(q, now)
            return {"binary": True}
        if sub == "seen_never":
            if s["ref_kind"] == "never":
                noun = s["x"].split(" ", 1)[1]
                assert noun in f.truth["never_present"]
                for fr in f.frames:
                    assert noun not in fr["caption"].lower()
                    assert all(noun not in d["label"] for d in fr["detections"])
            else:
                assert not any(t <= now for t, _ in f.hints.get(s["class"], []))
            return {"binary": False}
        if sub == "seen_on_floor":
            on_floor = [
                t
                for th in f.class_things(s["class"])
                for t, k in zip(f.seen.get(th, []), f.seen_frame.get(th, []), strict=True)
                if t <= now and f.frames[k]["level"] == s["level"]
            ]
            if on_floor:
                return {"binary": True}
            assert not any(lv == s["level"] and t <= now for t, lv in f.hints.get(s["class"], []))
            assert not any(
                f.places[st[2]]["level"] == s["level"] and st[0] <= now
                for th in f.class_things(s["class"])
                for st in f.things[th]["stays"]
            )
            assert self._sights({"slots": {"ref_kind": "class", "class": s["class"]}}, now)
            return {"binary": False}
        if sub == "seen_before_visit":
            runs = [r for r in self.place_runs if r["v"] == s["place"] and f.t[r["a"]] <= now]
            assert runs and runs[0]["a"] > 0
            first = self._sights(q, now)[0][0]
            entry = runs[0]["entry"]
            assert abs(first - entry) >= 60
            return {"binary": first < entry}
        if sub == "is_colour":
            th = s["things"][0]
            assert f.colour_ok(th, now)
            return {"binary": f.things[th]["colour"] == s["colour"]}
        if sub in ("last_visit", "total_in_place", "longest_visit_in"):
            runs = [r for r in self.place_runs if r["v"] == s["place"] and f.t[r["a"]] <= now]
            if sub == "last_visit":
                done = [r for r in runs if r["next"] is not None and r["next"] <= now]
                r = done[-1]
                assert r["a"] > 0 and not r["gap"] and r["exit"] - r["entry"] >= 20
                return {"duration_s": round(r["exit"] - r["entry"], 3)}
            assert len(runs) >= 2
            assert all(
                r["next"] is not None and r["next"] <= now and not r["gap"] and r["a"] > 0
                for r in runs
            )
            durs = sorted((r["exit"] - r["entry"] for r in runs), reverse=True)
            if sub == "total_in_place":
                return {"duration_s": round(sum(durs), 3)}
            assert durs[0] >= 1.3 * durs[1]
            return {"duration_s": round(durs[0], 3)}
        if sub == "ago_seen":
            last_t = self._sights(q, now)[-1][0]
            assert now - last_t >= 60
            return {"duration_s": round(now - last_t, 3)}
        if sub == "seen_span":
            sights = self._sights(q, now)
            return {"duration_s": round(sights[-1][0] - sights[0][0], 3)}
        if sub == "which_room_here":
            place = f.frames[cur]["place"]
            assert f.any_by(f.named.get(place, []), now)
            fr = f.frames[cur]
            assert q["at"] == [fr["pose"]["x"], fr["pose"]["y"], fr["pose"]["z"]]
            return {"keywords": [x for x in f.places[place]["forms"] if len(x) >= 4]}
        if sub == "colour_of":
            th = s["things"][0]
            assert f.colour_ok(th, now)
            col = f.things[th]["colour"]
            return {"keywords": [col, "gray"] if col == "grey" else [col]}
        if sub == "floor_of_thing":
            t, th = self._sights(q, now)[-1]
            level = f.places[f.where(th, t)[0]]["level"]
            assert level == s["level"]
            return {"keywords": [x for x in f.levels[level]["forms"] if len(x) >= 4]}
        if sub == "came_from":
            runs = [r for r in self.place_runs if r["v"] == s["place"] and f.t[r["a"]] <= now]
            r = runs[-1]
            prev = f.frames[r["a"] - 1]["place"]
            assert prev == s["from"]
            return {"keywords": [x for x in f.places[prev]["forms"] if len(x) >= 4]}
        raise AssertionError(f"unknown subkind {sub}")


def same(expected: dict[str, Any], got: dict[str, Any]) -> bool:
    if set(expected) != set(got):
        return False
    if "positions" in expected:
        return _pos_equal(expected["positions"], got["positions"])
    if "time" in expected:
        return _close(expected["time"], got["time"])
    if "duration_s" in expected:
        return _close(expected["duration_s"], got["duration_s"], 2e-3)
    if "binary" in expected:
        return expected["binary"] is got["binary"]
    return sorted(expected["keywords"]) == sorted(got["keywords"])
