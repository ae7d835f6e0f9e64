"""Independent recomputation of every truth from truth.json alone (validate side).

Written apart from evidence.py / q_*.py: plain loops over the frames up to ``now``.
"""

from __future__ import annotations

import itertools
import math
from typing import Any

SIGNS = ("sign", "dirsign")


class World:
    def __init__(self, truth: dict[str, Any]) -> None:
        self.t = truth
        self.fr = truth["frames"]
        self.inst = {i["key"]: i for i in truth["instances"]}
        self.pl = truth["places"]
        self.lz = {lv["key"]: lv["z"] for lv in truth["levels"]}

    # evidence ---------------------------------------------------------------------
    def upto(self, now: float) -> list[dict[str, Any]]:
        return [f for f in self.fr if f["t"] <= now]

    @staticmethod
    def seen_in(f: dict[str, Any]) -> set[str]:
        s = {d["inst"] for d in f["dets"] if d["role"] == "id"}
        s |= {m["inst"] for m in f["plan"]["mentions"] if m["kind"] == "noun"}
        return s

    def seen_times(self, key: str, now: float) -> list[float]:
        return [f["t"] for f in self.upto(now) if key in self.seen_in(f)]

    def cls_seen(self, c: str, now: float) -> list[tuple[float, str]]:
        return sorted(
            (f["t"], k) for f in self.upto(now) for k in self.seen_in(f) if self.inst[k]["cls"] == c
        )

    def hinted(self, c: str, now: float) -> list[float]:
        out = []
        for f in self.upto(now):
            if any(d["cls"] == c for d in f["dets"]) or any(
                m["cls"] == c for m in f["plan"]["mentions"]
            ):
                out.append(f["t"])
        return out

    def stay(self, key: str, t: float) -> list[Any]:
        ss = [s for s in self.inst[key]["stays"] if s[0] <= t < s[1]]
        if len(ss) != 1:
            raise AssertionError(f"{key} has {len(ss)} stays at {t}")
        return ss[0]

    def position(self, key: str, t: float) -> list[float]:
        s = self.stay(key, t)
        return [s[3], s[4], self.lz[self.pl[s[2]]["level"]]]

    def named(self, place: str, now: float) -> bool:
        for f in self.upto(now):
            if f["place"] != place:
                continue
            n = f["plan"]["naming"]
            if n and n["mode"] == "proper" and n["place"] == place:
                return True
            for q in f["plan"]["quotes"]:
                i = self.inst[q["inst"]]
                if q["correct"] and i["cls"] == "sign" and i["stays"][0][2] == place:
                    return True
        return False

    def floor_said(self, level: str, now: float) -> bool:
        return any(
            f["plan"]["floor"]
            and f["plan"]["floor"]["correct"]
            and f["plan"]["floor"]["level"] == level
            for f in self.upto(now)
        )

    def colour_said(self, key: str, now: float) -> bool:
        for f in self.upto(now):
            if any(d["inst"] == key and d["role"] == "id" and d["colour_said"] for d in f["dets"]):
                return True
            if any(
                m["inst"] == key and m["kind"] == "noun" and m["colour"]
                for m in f["plan"]["mentions"]
            ):
                return True
        return False

    def plate_read(self, key: str, now: float) -> bool:
        plate = self.inst[key]["plate"]
        return any(
            q["inst"] == key and q["correct"] and q["text"] == plate and key in self.seen_in(f)
            for f in self.upto(now)
            for q in f["plan"]["quotes"]
        )

    def text_read(self, text: str, now: float) -> bool:
        return any(
            q["text"] == text and q["correct"] for f in self.upto(now) for q in f["plan"]["quotes"]
        )

    def refs(self, key: str, now: float) -> dict[str, str]:
        """phrase -> kind of every valid reference to thing ``key`` by now."""
        i = self.inst[key]
        c = self.t["classes"][i["cls"]]
        lab = c["labels"][0]
        peers = [j for j in self.inst.values() if j["cls"] == i["cls"]]
        out = {}
        if i["plate"] and self.plate_read(key, now):
            out[f'the {lab} marked "{i["plate"]}"'] = "plate"
        if (
            i["colour"]
            and self.colour_said(key, now)
            and [j["colour"] for j in peers].count(i["colour"]) == 1
        ):
            out[f"the {i['colour']} {lab}"] = "colour"
        if len(i["stays"]) == 1:
            p = i["stays"][0][2]
            holders = [j for j in peers if p in {s[2] for s in j["stays"]}]
            if len(holders) == 1 and self.named(p, now):
                out[f"the {lab} in {self.pl[p]['forms'][0]}"] = "place"
        if len(peers) == 1:
            out[f"the {lab}"] = "unique"
        return out

    def visits(self, now: float, key: str = "place") -> list[dict[str, Any]]:
        """Runs of frames (all frames) with the same value, cut at now; None values dropped."""
        allf = self.fr
        out: list[dict[str, Any]] = []
        start = 0
        for j in range(1, len(allf) + 1):
            if j == len(allf) or allf[j][key] != allf[start][key]:
                if allf[start]["t"] <= now and allf[start][key] is not None:
                    a, b = start, j - 1
                    entry = allf[0]["t"] if a == 0 else (allf[a - 1]["t"] + allf[a]["t"]) / 2
                    nxt = allf[b + 1]["t"] if b + 1 < len(allf) else None
                    done = nxt is not None and nxt <= now
                    ext = (allf[b]["t"] + nxt) / 2 if done and nxt is not None else None
                    last = b if done else max(k for k in range(a, b + 1) if allf[k]["t"] <= now)
                    gap = any(allf[k + 1]["t"] - allf[k]["t"] > 6.0 for k in range(a, last))
                    out.append(
                        {
                            "v": allf[start][key],
                            "a": a,
                            "b": b,
                            "last": last,
                            "entry": entry,
                            "exit": ext,
                            "done": done,
                            "gap": gap,
                        }
                    )
                start = j
        return out

    def pvisits(self, place: str, now: float) -> list[dict[str, Any]]:
        return [v for v in self.visits(now) if v["v"] == place]


def minutes_ok(w: World, m: float, now: float) -> bool:
    return m == int(m) and int(m) % 60 == 0 and m >= w.fr[0]["t"] and m + 60 <= now


def expected(w: World, q: dict[str, Any]) -> dict[str, Any]:
    """The truth of question ``q`` recomputed; AssertionError when it should not be asked."""
    sub, s, now = q["subkind"], q["slots"], q["now"]
    tgt = s["target"]
    cls = w.t["classes"]

    def need(cond: bool, why: str) -> None:
        if not cond:
            raise AssertionError(f"{sub}: {why}")

    def ref_ok(key: str, colour: bool = True) -> None:
        r = w.refs(key, now)
        need(s["thing"] in r, f"reference {s['thing']!r} not valid by now")
        need(colour or r[s["thing"]] != "colour", "colour question names the colour")

    def named(p: str) -> None:
        need(w.named(p, now), f"place {p} not named by now")

    def moved(key: str) -> tuple[list[Any], list[float], list[Any], list[float]]:
        groups: list[tuple[list[Any], list[float]]] = []
        for t in w.seen_times(key, now):
            st = w.stay(key, t)
            if groups and groups[-1][0] == st:
                groups[-1][1].append(t)
            else:
                groups.append((st, [t]))
        need(len(groups) >= 2, "thing not seen at two stays")
        (a, ta), (b, tb) = groups[-2], groups[-1]
        far = (
            w.pl[a[2]]["level"] != w.pl[b[2]]["level"] or math.hypot(a[3] - b[3], a[4] - b[4]) >= 10
        )
        need(far, "stays too close")
        return a, ta, b, tb

    def rnd(v: float) -> float:
        return round(v, 3)

    if sub == "where_is":
        if tgt.startswith("cls:"):
            c = tgt[4:]
            ks = sorted({k for _, k in w.cls_seen(c, now)})
            need(1 <= len(ks) <= 3, "class sighted count")
            return {"positions": [w.position(k, w.seen_times(k, now)[-1]) for k in ks]}
        ref_ok(tgt)
        return {"positions": [w.position(tgt, w.seen_times(tgt, now)[-1])]}
    if sub == "first_seen_where":
        ref_ok(tgt)
        need(len(w.inst[tgt]["stays"]) > 1, "not a moving thing")
        return {"positions": [w.position(tgt, w.seen_times(tgt, now)[0])]}
    if sub == "where_place":
        named(tgt)
        r = w.pl[tgt]["rect"]
        z = w.lz[w.pl[tgt]["level"]]
        nx, ny = max(1, math.ceil((r[2] - r[0]) / 20)), max(1, math.ceil((r[3] - r[1]) / 20))
        pts = [
            [
                rnd(r[0] + (i + 0.5) * (r[2] - r[0]) / nx),
                rnd(r[1] + (j + 0.5) * (r[3] - r[1]) / ny),
                z,
            ]
            for i in range(nx)
            for j in range(ny)
        ]
        # every point of the place lies within 15 m of its cell's centre
        need(math.hypot((r[2] - r[0]) / nx / 2, (r[3] - r[1]) / ny / 2) <= 15, "grid too coarse")
        return {"positions": pts}
    if sub == "where_before_move":
        ref_ok(tgt)
        a, _ta, _, _ = moved(tgt)
        return {"positions": [[a[3], a[4], w.lz[w.pl[a[2]]["level"]]]]}
    if sub == "where_at_clock":
        m = float(s["clock_t"])
        need(minutes_ok(w, m, now), "clock minute")
        fr = [f for f in w.fr if m <= f["t"] < m + 60]
        need(len(fr) >= 12, "too few frames in the minute")
        need(all(b["t"] - a["t"] <= 6 for a, b in itertools.pairwise(fr)), "gap in minute")
        need(fr[0]["t"] - m <= 6 and m + 60 - fr[-1]["t"] <= 6, "minute edges")
        mx = sum(f["pose"]["x"] for f in fr) / len(fr)
        my = sum(f["pose"]["y"] for f in fr) / len(fr)
        need(all(math.hypot(f["pose"]["x"] - mx, f["pose"]["y"] - my) <= 5 for f in fr), "moving")
        return {"positions": [[rnd(mx), rnd(my), fr[0]["pose"]["z"]]]}
    if sub == "where_text":
        text = s["sign"]
        holders = [k for k, i in w.inst.items() if text in (i["text"], i["plate"])]
        need(holders == [tgt] and len(w.inst[tgt]["stays"]) == 1, "text not unique / thing moves")
        others = {x for i in w.inst.values() for x in (i["text"], i["plate"]) if x}
        need(not any(text != o and text in o for o in others), "text inside another")
        need(w.text_read(text, now), "text not read by now")
        return {"positions": [w.position(tgt, now)]}
    if sub in ("last_seen", "first_seen", "ago_seen"):
        if tgt.startswith("cls:"):
            ts = [t for t, _ in w.cls_seen(tgt[4:], now)]
        else:
            ref_ok(tgt)
            ts = w.seen_times(tgt, now)
        need(bool(ts), "never seen")
        if sub == "ago_seen":
            need(now - ts[-1] >= 60, "too recent")
            return {"duration_s": rnd(now - ts[-1])}
        return {"time": rnd(ts[-1] if sub == "last_seen" else ts[0])}
    if sub == "entered_place":
        named(tgt)
        v = w.pvisits(tgt, now)[-1]
        need(v["a"] > 0, "starting visit")
        need(v["last"] - v["a"] + 1 >= 3 and w.fr[v["last"]]["t"] - v["entry"] >= 10, "short")
        return {"time": rnd(v["entry"])}
    if sub == "left_place":
        named(tgt)
        vs = [v for v in w.pvisits(tgt, now) if v["done"]]
        need(w.upto(now)[-1]["place"] != tgt, "still there")
        need(vs[-1]["exit"] - vs[-1]["entry"] >= 15, "short visit")
        return {"time": rnd(vs[-1]["exit"])}
    if sub == "moved_noticed":
        ref_ok(tgt)
        return {"time": rnd(moved(tgt)[3][0])}
    if sub == "first_entry":
        named(tgt)
        vs = [v for v in w.pvisits(tgt, now) if v["a"] > 0]
        need(len(vs) >= 2, "one visit")
        return {"time": rnd(vs[0]["entry"])}
    if sub == "last_floor_change":
        runs = w.visits(now, "level")
        need(len(runs) >= 2 and runs[-1]["v"] != runs[-2]["v"], "no floor change")
        return {"time": rnd(runs[-1]["entry"])}
    if sub == "seen_yes":
        need(bool(w.cls_seen(tgt, now)), "not seen")
        return {"binary": True}
    if sub == "seen_never":
        if tgt in w.t["never_present"]:
            for f in w.upto(now):
                txt = (f["caption"] + " " + " ".join(d["label"] for d in f["dets"])).lower()
                need(tgt not in txt, "never-present noun appears")
            need(all(tgt not in c["labels"] for c in cls.values()), "noun is a label")
        else:
            need(not w.hinted(tgt, now), "class hinted")
        return {"binary": False}
    if sub == "has_moved":
        ref_ok(tgt)
        try:
            moved(tgt)
            return {"binary": True}
        except AssertionError:
            ts = w.seen_times(tgt, now)
            need(sum(1 for st in w.inst[tgt]["stays"] if st[0] <= now) == 1, "moved unseen")
            need(ts[-1] - ts[0] >= 300, "short span")
            return {"binary": False}
    if sub == "been_to":
        vs = w.pvisits(tgt, now)
        if not vs:
            return {"binary": False}
        named(tgt)
        total = sum((v["exit"] if v["done"] else now) - v["entry"] for v in vs)
        need(total >= 10, "too short")
        return {"binary": True}
    if sub == "seen_after_clock":
        m = float(s["clock_t"])
        need(minutes_ok(w, m, now) and m + 300 <= now, "clock minute")
        ts = [t for t, _ in w.cls_seen(tgt, now)]
        need(bool(ts), "class never seen")
        if any(t >= m + 120 for t in ts):
            return {"binary": True}
        need(max(w.hinted(tgt, now)) <= m - 120, "hint near the minute")
        return {"binary": False}
    if sub == "more_than":
        a, b = tgt.split("|")
        need(cls[a]["mobility"] == "fixed" and cls[b]["mobility"] == "fixed", "not fixed")
        na = len({k for _, k in w.cls_seen(a, now)})
        nb = len({k for _, k in w.cls_seen(b, now)})
        need(abs(na - nb) >= 3 and nb >= 1, "margin")
        return {"binary": na > nb}
    if sub in ("last_visit", "first_visit_length"):
        named(tgt)
        vs = w.pvisits(tgt, now)
        if sub == "last_visit":
            v = [x for x in vs if x["done"]][-1]
        else:
            vs = [x for x in vs if x["a"] > 0]
            need(len(vs) >= 2, "one visit")
            v = vs[0]
        need(v["done"] and not v["gap"] and v["a"] > 0, "unclean visit")
        need(v["exit"] - v["entry"] >= 20, "short")
        return {"duration_s": rnd(v["exit"] - v["entry"])}
    if sub == "total_in_place":
        named(tgt)
        vs = w.pvisits(tgt, now)
        need(len(vs) >= 2 and all(v["done"] and not v["gap"] and v["a"] > 0 for v in vs), "visits")
        return {"duration_s": rnd(sum(v["exit"] - v["entry"] for v in vs))}
    if sub == "break_length":
        before = max(f["t"] for f, g in zip(w.fr, w.fr[1:], strict=False) if g["t"] - f["t"] > 600)
        after = min(g["t"] for f, g in zip(w.fr, w.fr[1:], strict=False) if g["t"] - f["t"] > 600)
        need(now >= after, "asked before the break ended")
        return {"duration_s": rnd(after - before)}
    if sub == "sighting_span":
        ref_ok(tgt)
        ts = w.seen_times(tgt, now)
        need(ts[-1] - ts[0] >= 120, "short")
        return {"duration_s": rnd(ts[-1] - ts[0])}
    if sub == "which_room_here":
        f = w.upto(now)[-1]
        need(
            q["at"] == [f["pose"]["x"], f["pose"]["y"], f["pose"]["z"]], "at is not the frame pose"
        )
        need(not w.pl[f["place"]]["lift"], "lift")
        named(f["place"])
        return {"keywords": [x for x in w.pl[f["place"]]["forms"] if len(x) >= 4]}
    if sub == "colour_of":
        ref_ok(tgt, colour=False)
        need(w.colour_said(tgt, now), "colour not said")
        return {"keywords": [w.inst[tgt]["colour"]]}
    if sub == "count_visits":
        named(tgt)
        vs = w.pvisits(tgt, now)
        need(2 <= len(vs) <= 6 and all(v["last"] - v["a"] >= 2 for v in vs), "visits")
        words = ["zero", "one", "two", "three", "four", "five", "six"]
        return {"keywords": [words[len(vs)], str(len(vs))]}
    if sub == "floor_of_thing":
        ref_ok(tgt)
        t_last = w.seen_times(tgt, now)[-1]
        lk = next(f["level"] for f in w.fr if f["t"] == t_last)
        need(w.floor_said(lk, now), "floor not said")
        lv = next(x for x in w.t["levels"] if x["key"] == lk)
        return {"keywords": [x for x in lv["forms"] if len(x) >= 4]}
    if sub == "room_after":
        named(tgt)
        allv = w.visits(now)
        idx = max(i for i, v in enumerate(allv) if v["v"] == tgt and v["done"])
        nxt = next(v for v in allv[idx + 1 :] if not w.pl[v["v"]]["lift"])
        end = nxt["exit"] if nxt["done"] else now
        need(end - nxt["entry"] >= 10, "short next visit")
        named(nxt["v"])
        return {"keywords": [x for x in w.pl[nxt["v"]]["forms"] if len(x) >= 4]}
    if sub == "plate_of":
        c, p = tgt.split("@")
        named(p)
        ks = sorted(
            {
                k
                for f in w.upto(now)
                if f["place"] == p
                for k in w.seen_in(f)
                if w.inst[k]["cls"] == c and w.stay(k, f["t"])[2] == p
            }
        )
        need(len(ks) == 1 and w.plate_read(ks[0], now), "plate")
        plate = w.inst[ks[0]]["plate"]
        return {"keywords": sorted({plate, plate.replace(" ", "")})}
    raise AssertionError(f"unknown subkind {sub}")
