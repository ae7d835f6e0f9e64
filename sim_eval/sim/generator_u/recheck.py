"""Independent truth recomputation from truth.json alone (plain loops, its own visits,
sightings, namings and references); returns a list of problems for one question."""

from __future__ import annotations

import math
from typing import Any

GAP = 6.0


class Memory:
    """What the frames up to ``now`` show, rebuilt from the truth document."""

    def __init__(self, doc: dict[str, Any], now: float) -> None:
        self.doc = doc
        self.frames = [f for f in doc["frames"] if f["t"] <= now]
        self.now = now
        self.inst = {i["id"]: i for i in doc["instances"]}
        self.seen: dict[str, list[int]] = {}
        self.hinted: set[str] = set()
        self.colour: set[str] = set()
        self.plate: set[str] = set()
        self.named: set[str] = set()
        for f in self.frames:
            here: list[str] = []
            for d in f["detections"]:
                self.hinted.add(self.inst[d["inst"]]["class"])
                if d["role"] == "id":
                    here.append(d["inst"])
                    if d["colour_said"]:
                        self.colour.add(d["inst"])
            for m in f["plan"]["mentions"]:
                self.hinted.add(self.inst[m["inst"]]["class"])
                if m["kind"] == "noun":
                    here.append(m["inst"])
                    if m["colour"]:
                        self.colour.add(m["inst"])
            for i in set(here):
                self.seen.setdefault(i, []).append(f["i"])
            q = f["plan"]["quote"]
            if q and q["correct"]:
                sign_of = self.inst[q["inst"]]["sign_of"]
                if sign_of is not None and sign_of == f["place"]:
                    self.named.add(f["place"])
                if sign_of is None and q["inst"] in here:
                    self.plate.add(q["inst"])
            n = f["plan"]["naming"]
            if n and n["kind"] == "proper":
                self.named.add(n["place"])

    def stay(self, inst: str, t: float) -> list[Any]:
        for s in self.inst[inst]["stays"]:
            if s[0] <= t < s[1]:
                return list(s)
        raise AssertionError(f"{inst} nowhere at {t}")

    def pos(self, inst: str, frame_i: int) -> list[float]:
        s = self.stay(inst, self.doc["frames"][frame_i]["t"])
        return [s[3], s[4], s[5]]

    def visits(self, test: Any) -> list[dict[str, Any]]:
        """Runs of frames with test(frame) equal: key, first, last, entry, exit, gap."""
        out: list[dict[str, Any]] = []
        fr = self.frames
        for k, f in enumerate(fr):
            key = test(f)
            if out and out[-1]["key"] == key and out[-1]["last"] == k - 1:
                out[-1]["last"] = k
                if f["t"] - fr[k - 1]["t"] > GAP:
                    out[-1]["gap"] = True
                continue
            if out:
                out[-1]["exit"] = (fr[k - 1]["t"] + f["t"]) / 2
            entry = f["t"] if k == 0 else (fr[k - 1]["t"] + f["t"]) / 2
            out.append(
                {"key": key, "first": k, "last": k, "entry": entry, "exit": None, "gap": False}
            )
        return out

    def place_visits(self, place: str) -> list[dict[str, Any]]:
        return [v for v in self.visits(lambda f: f["place"]) if v["key"] == place]


def _close(a: float, b: float, tol: float = 2e-3) -> bool:
    return abs(a - b) <= tol


def check(doc: dict[str, Any], q: dict[str, Any]) -> list[str]:
    """Problems with one question's truth (empty when it checks out)."""
    mem = Memory(doc, q["now"])
    sub, slots, truth = q["subkind"], q["slots"], q["truth"]
    things = slots.get("things", [])
    place = slots.get("place")
    bad: list[str] = []
    needs_named = sub not in ("last_charge", "nearest_from_here") and place is not None
    if needs_named and place not in mem.named:
        bad.append(f"place {place} not named by now")
    if slots.get("place2") and slots["place2"] not in mem.named:
        bad.append("place2 not named")
    ref = slots.get("ref")
    if ref == "colour" and things and things[0] not in mem.colour:
        bad.append("colour ref without colour said")
    if ref == "plate" and things and things[0] not in mem.plate:
        bad.append("plate ref without plate read")
    fn = _CHECKS.get(sub)
    if fn is None:
        return [*bad, f"no recheck for {sub}"]
    expected = fn(mem, q, slots)
    if expected is None:
        return [*bad, "recheck finds the question invalid"]
    if q["type"] == "spatial":
        got = truth["positions"]
        if len(got) != len(expected) or any(
            math.dist(a, b) > 2e-3 for a, b in zip(sorted(got), sorted(expected), strict=True)
        ):
            bad.append(f"positions {got} != {expected}")
    elif q["type"] == "temporal":
        if not _close(truth["time"], expected):
            bad.append(f"time {truth['time']} != {expected}")
        if truth["time"] > q["now"]:
            bad.append("time after now")
    elif q["type"] == "binary":
        if truth["binary"] is not expected:
            bad.append(f"binary {truth['binary']} != {expected}")
    elif q["type"] == "duration":
        if not _close(truth["duration_s"], expected):
            bad.append(f"duration {truth['duration_s']} != {expected}")
    elif sorted(truth["keywords"]) != sorted(expected):
        bad.append(f"keywords {truth['keywords']} != {expected}")
    return bad


def _forms(doc: dict[str, Any], key: str) -> list[str]:
    return [f for f in doc["places"][key]["forms"] if len(f) >= 4]


def _class_seen(mem: Memory, cls: str) -> list[str]:
    return sorted(i for i in mem.seen if mem.inst[i]["class"] == cls)


def _where_is(mem: Memory, q: dict[str, Any], s: dict[str, Any]) -> Any:
    ids = _class_seen(mem, s["class"]) if s["ref"] == "class" else s["things"]
    if not ids or any(i not in mem.seen for i in ids):
        return None
    return [mem.pos(i, mem.seen[i][-1]) for i in ids]


def _first_seen_where(mem: Memory, q: dict[str, Any], s: dict[str, Any]) -> Any:
    i = s["things"][0]
    a, b = mem.pos(i, mem.seen[i][0]), mem.pos(i, mem.seen[i][-1])
    return [a] if math.dist(a, b) >= 10.0 else None


def _where_place(mem: Memory, q: dict[str, Any], s: dict[str, Any]) -> Any:
    p = mem.doc["places"][s["place"]]
    x0, y0, x1, y1 = p["rect"]
    pts = q["truth"]["positions"]
    ok = all(x0 <= x <= x1 and y0 <= y <= y1 for x, y, _ in pts)
    corners = [(x0, y0), (x0, y1), (x1, y0), (x1, y1)]
    cover = all(min(math.dist(c, (x, y)) for x, y, _ in pts) <= 15.0 for c in corners)
    return pts if ok and cover else None


def _nearest(mem: Memory, q: dict[str, Any], s: dict[str, Any]) -> Any:
    at = q["at"]
    items = sorted(
        (math.dist(mem.pos(i, mem.seen[i][-1]), at), i) for i in _class_seen(mem, s["class"])
    )
    if len(items) < 2 or items[1][0] - items[0][0] < 15.0:
        return None
    return [mem.pos(items[0][1], mem.seen[items[0][1]][-1])]


def _seen_time(last: bool) -> Any:
    def fn(mem: Memory, q: dict[str, Any], s: dict[str, Any]) -> Any:
        ids = _class_seen(mem, s["class"]) if s["ref"] == "class" else s["things"]
        times = [mem.doc["frames"][k]["t"] for i in ids for k in mem.seen.get(i, [])]
        if not times:
            return None
        return max(times) if last else min(times)

    return fn


def _entered(mem: Memory, q: dict[str, Any], s: dict[str, Any]) -> Any:
    vs = mem.place_visits(s["place"])
    v = vs[-1]
    end = v["exit"] if v["exit"] is not None else mem.now
    if v["first"] == 0 or v["last"] - v["first"] < 2 or end - v["entry"] < 10:
        return None
    return v["entry"]


def _left(mem: Memory, q: dict[str, Any], s: dict[str, Any]) -> Any:
    if mem.frames[-1]["place"] == s["place"]:
        return None
    done = [
        v
        for v in mem.place_visits(s["place"])
        if v["exit"] is not None and v["exit"] - v["entry"] >= 15
    ]
    return done[-1]["exit"] if done else None


def _last_charge(mem: Memory, q: dict[str, Any], s: dict[str, Any]) -> Any:
    b0, b1 = mem.doc["docking_break"]
    for v in mem.place_visits(mem.doc["dock"]):
        if mem.frames[v["first"]]["t"] <= b0 and mem.frames[v["last"]]["t"] >= b1:
            return v["entry"]
    return None


def _outdoor(mem: Memory) -> list[dict[str, Any]]:
    places = mem.doc["places"]
    return [v for v in mem.visits(lambda f: places[f["place"]]["outdoor"]) if v["key"]]


def _first_outdoors(mem: Memory, q: dict[str, Any], s: dict[str, Any]) -> Any:
    runs = [v for v in _outdoor(mem) if v["first"] != 0]
    return runs[0]["entry"] if runs else None


def _seen_yes(mem: Memory, q: dict[str, Any], s: dict[str, Any]) -> Any:
    if "class" in s:
        return True if _class_seen(mem, s["class"]) else None
    return True if s["things"][0] in mem.seen else None


def _seen_never(mem: Memory, q: dict[str, Any], s: dict[str, Any]) -> Any:
    if "noun" in s:
        text = " ".join(f["caption"].lower() for f in mem.doc["frames"])
        return False if s["noun"] not in text else None
    return False if s["class"] not in mem.hinted else None


def _done(v: dict[str, Any], min_s: float) -> bool:
    return (
        v["exit"] is not None
        and not v["gap"]
        and v["first"] != 0
        and v["exit"] - v["entry"] >= min_s
    )


def _still_there(mem: Memory, q: dict[str, Any], s: dict[str, Any]) -> Any:
    key, i = s["place"], s["things"][0]
    done = [v for v in mem.place_visits(key) if _done(v, 20.0) and v["last"] - v["first"] >= 4]
    if not done or mem.frames[-1]["place"] == key:
        return None
    v = done[-1]
    idx = [mem.frames[k]["i"] for k in range(v["first"], v["last"] + 1)]
    seen = mem.seen.get(i, [])
    if any(k in idx and mem.stay(i, mem.doc["frames"][k]["t"])[2] == key for k in seen):
        return True
    earlier = [k for k in seen if k < idx[0] and mem.doc["frames"][k]["place"] == key]
    if not earlier or any(k in idx for k in seen):
        return None
    spot = mem.stay(i, mem.doc["frames"][earlier[-1]]["t"])
    for k in idx:
        st = mem.stay(i, mem.doc["frames"][k]["t"])
        if st[2] == key and math.dist(st[3:5], spot[3:5]) < 3:
            return None
    return False


def _went_outside(mem: Memory, q: dict[str, Any], s: dict[str, Any]) -> Any:
    t = float(s["minute"])
    places = mem.doc["places"]
    outs = [f["t"] for f in mem.frames if places[f["place"]]["outdoor"]]
    if any(x >= t + 60 for x in outs):
        return True
    if not any(x >= t - 60 for x in outs):
        return False
    return None


def _last_len(mem: Memory, key: str) -> float | None:
    done = [v for v in mem.place_visits(key) if v["exit"] is not None]
    if not done or not _done(done[-1], 20.0):
        return None
    return float(done[-1]["exit"] - done[-1]["entry"])


def _longer(mem: Memory, q: dict[str, Any], s: dict[str, Any]) -> Any:
    a, b = _last_len(mem, s["place"]), _last_len(mem, s["place2"])
    if a is None or b is None or not (a >= 1.5 * b or b >= 1.5 * a):
        return None
    return a > b


def _last_visit(mem: Memory, q: dict[str, Any], s: dict[str, Any]) -> Any:
    return _last_len(mem, s["place"])


def _total(mem: Memory, q: dict[str, Any], s: dict[str, Any]) -> Any:
    vs = mem.place_visits(s["place"])
    if len(vs) < 2 or not all(_done(v, 0.0) for v in vs):
        return None
    return sum(v["exit"] - v["entry"] for v in vs)


def _ago_left(mem: Memory, q: dict[str, Any], s: dict[str, Any]) -> Any:
    left = _left(mem, q, s)
    return None if left is None or mem.now - left < 60 else mem.now - left


def _ago_seen(mem: Memory, q: dict[str, Any], s: dict[str, Any]) -> Any:
    i = s["things"][0]
    return mem.now - mem.doc["frames"][mem.seen[i][-1]]["t"]


def _outdoor_total(mem: Memory, q: dict[str, Any], s: dict[str, Any]) -> Any:
    runs = _outdoor(mem)
    if not runs or not all(_done(v, 0.0) for v in runs):
        return None
    return sum(v["exit"] - v["entry"] for v in runs)


def _which_room(mem: Memory, q: dict[str, Any], s: dict[str, Any]) -> Any:
    here = mem.frames[-1]
    if [here["pose"][0], here["pose"][1], here["pose"][2]] != q["at"]:
        return None
    return _forms(mem.doc, here["place"])


def _colour(mem: Memory, q: dict[str, Any], s: dict[str, Any]) -> Any:
    i = s["things"][0]
    return [mem.inst[i]["colour"]] if i in mem.colour else None


def _room_of(mem: Memory, q: dict[str, Any], s: dict[str, Any]) -> Any:
    i = s["things"][0]
    key = mem.stay(i, mem.doc["frames"][mem.seen[i][-1]]["t"])[2]
    return _forms(mem.doc, key) if key == s["place"] else None


def _first_of_two(mem: Memory, q: dict[str, Any], s: dict[str, Any]) -> Any:
    def first(cls: str) -> float:
        return min(mem.doc["frames"][k]["t"] for i in _class_seen(mem, cls) for k in mem.seen[i])

    a, b = s["class"], s["class2"]
    if first(a) > first(b) - 120:
        return None
    c = mem.doc["classes"][a]
    return [*c["labels"], c["plural"]]


WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def _count(mem: Memory, q: dict[str, Any], s: dict[str, Any]) -> Any:
    n = len(_class_seen(mem, s["class"]))
    return [WORDS[n], str(n)] if 1 <= n <= 6 else None


def _room_at(mem: Memory, q: dict[str, Any], s: dict[str, Any]) -> Any:
    t = float(s["minute"])
    win = [f for f in mem.frames if t - 20 <= f["t"] <= t + 80]
    if len(win) < 24 or len({f["place"] for f in win}) != 1:
        return None
    return _forms(mem.doc, win[0]["place"])


_CHECKS: dict[str, Any] = {
    "where_is": _where_is,
    "first_seen_where": _first_seen_where,
    "where_place": _where_place,
    "nearest_from_here": _nearest,
    "last_seen": _seen_time(True),
    "first_seen": _seen_time(False),
    "entered_place": _entered,
    "left_place": _left,
    "last_charge": _last_charge,
    "first_outdoors": _first_outdoors,
    "seen_yes": _seen_yes,
    "seen_never": _seen_never,
    "still_there": _still_there,
    "went_outside_since": _went_outside,
    "longer_in_than": _longer,
    "last_visit": _last_visit,
    "ago_seen": _ago_seen,
    "total_in_place": _total,
    "ago_left": _ago_left,
    "outdoor_total": _outdoor_total,
    "which_room_here": _which_room,
    "colour_of": _colour,
    "room_of_thing": _room_of,
    "seen_first_of_two": _first_of_two,
    "count_total": _count,
    "room_at_clock": _room_at,
}
