"""Questions and their ground truth, derived only from the frames up to ``now``.

Every truth is computed from the perception log the frames carry: which objects
the labels or caption mention (and whether the colour, state or sign text was
said), which place the caption names, and the robot's own poses and times.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from .families import FLOOR_KEYWORDS
from .world import sub_rng

QUOTA = {"spatial": 30, "temporal": 25, "binary": 20, "duration": 12, "text": 13}
SUBKINDS = {
    "spatial": {
        "last_seen": 6,
        "first_seen": 3,
        "where_any": 4,
        "in_place": 4,
        "nearest": 3,
        "place": 5,
        "lost_item": 2,
        "vertical_where": 1,
        "sign_where": 2,
    },
    "temporal": {
        "last_seen_time": 5,
        "first_seen_time": 3,
        "enter_place": 5,
        "leave_place": 3,
        "in_out": 2,
        "vertical_time": 3,
        "pass_by": 3,
        "sign_time": 1,
    },
    "binary": {
        "seen_any": 5,
        "in_place_yn": 4,
        "count_more": 3,
        "attribute": 3,
        "used_vertical": 2,
        "visited": 2,
        "floor_visited": 1,
        "outdoor_condition": 1,
    },
    "duration": {
        "time_in_place": 3,
        "between_events": 3,
        "outdoor_total": 2,
        "ride_time": 2,
        "ago": 2,
    },
    "text": {"colour": 4, "sign_text": 3, "floor_of": 3, "name_of_place": 2, "sold": 2},
}
NON_TARGET = {"sign", "door", "shopfront"}

# what a question generator returns: (slots, truth)
Answer = tuple[dict[str, Any], dict[str, Any]]
COLOUR_KEYWORDS = {
    "grey": ["grey", "gray"],
    "navy": ["navy", "dark blue"],
    "blue and white": ["blue and white", "blue"],
    "white marble": ["white", "marble"],
    "grey stone": ["grey", "gray", "stone"],
    "lime green": ["lime", "green"],
    "clear": ["clear", "transparent"],
    "striped": ["striped", "stripes"],
    "painted": ["painted"],
}


class Log:
    """The perception log restricted to the frames up to ``now``."""

    def __init__(self, world: dict, frames: list[dict], k: int) -> None:
        self.world = world
        self.F = frames[:k]
        self.K = k
        self.obj = {o["id"]: o for o in world["objects"]}
        self.zone = {z["id"]: z for z in world["zones"]}
        self.sight: dict[str, list[tuple[int, str, list[float]]]] = {}  # cls -> [(i, oid, pos)]
        self.by_oid: dict[str, list[tuple[int, dict[str, Any]]]] = {}
        for i, f in enumerate(self.F):
            for oid, e in f["seen"].items():
                cls = self.obj[oid]["cls"]
                self.sight.setdefault(cls, []).append((i, oid, e["pos"]))
                self.by_oid.setdefault(oid, []).append((i, e))
        self.visits: dict[str, list[tuple[int, int]]] = {}
        start = 0
        for i in range(1, k + 1):
            if i == k or self.F[i]["zone"] != self.F[start]["zone"]:
                self.visits.setdefault(self.F[start]["zone"], []).append((start, i))
                start = i

    def t(self, i: int) -> float:
        return self.F[i]["t"]

    def pose(self, i: int) -> list[float]:
        f = self.F[i]
        return [f["x"], f["y"], f["z"]]

    def target_classes(self) -> list[str]:
        return sorted(c for c in self.sight if c not in NON_TARGET and c in self.world["classes"])

    def instances(self, cls: str) -> dict[str, list]:
        seen: dict[str, list[tuple[int, list[float]]]] = {}
        for i, oid, pos in self.sight.get(cls, []):
            seen.setdefault(oid, []).append((i, pos))
        return seen

    def named_visits(self, zid: str) -> list[tuple[int, int]] | None:
        """Visits of ``zid``; None unless every one of them names the place in its first minute."""
        vs = self.visits.get(zid, [])
        if not vs:
            return None
        for s, e in vs:
            if not any(
                self.F[j]["named"] == zid and self.t(j) - self.t(s) <= 60 for j in range(s, e)
            ):
                return None
        return vs

    def rides(self, mode: str) -> list[tuple[int, int, int, int]]:
        zid = self.world["vertical"].get(mode, {}).get("zone")
        out = []
        for s, e in self.visits.get(zid, []) if zid else []:
            if s == 0 or e >= self.K:
                continue
            out.append((s, e, self.F[s - 1]["floor"], self.F[e]["floor"]))
        return out

    def outdoor_time(self) -> float:
        tot = 0.0
        for i in range(self.K - 1):
            if self.F[i]["outdoor"]:
                tot += self.t(i + 1) - self.t(i)
        return tot

    def in_out_events(self) -> list[tuple[str, int]]:
        ev = []
        for i in range(1, self.K):
            a, b = self.F[i - 1]["outdoor"], self.F[i]["outdoor"]
            if a != b:
                ev.append(("out" if b else "in", i))
        return ev


def plural(noun: str) -> str:
    if noun.endswith("shelf"):
        return noun[:-1] + "ves"
    if noun.endswith(("s", "sh", "ch", "x")):
        return noun if noun.endswith("s") and not noun.endswith("ss") else noun + "es"
    if noun.endswith("y") and noun[-2] not in "aeiou":
        return noun[:-1] + "ies"
    return noun + "s"


def make_questions(world: dict, frames: list[dict], seed: int) -> list[dict]:
    fam = world["family"]
    rng = sub_rng(seed, fam, "questions")
    n_frames = len(frames)
    t_last = frames[-1]["t"]
    end_now = round(t_last + float(rng.uniform(60, 400)), 2)
    mids = []
    for _ in range(3):
        k = int(rng.integers(int(n_frames * 0.55), int(n_frames * 0.92)))
        mids.append((k, round((frames[k - 1]["t"] + frames[k]["t"]) / 2, 2)))
    logs = {}

    def log_for(upto: int) -> Log:
        if upto not in logs:
            logs[upto] = Log(world, frames, upto)
        return logs[upto]

    questions, keys = [], set()
    want_true = {"v": True}

    def pick(seq: Sequence[Any]) -> Any:
        return seq[int(rng.integers(len(seq)))]

    gens = Generators(world, rng, pick)
    for qtype, quota in QUOTA.items():
        names = list(SUBKINDS[qtype])
        w = [SUBKINDS[qtype][n] for n in names]
        share = [quota * x / sum(w) for x in w]
        target = {n: int(v) for n, v in zip(names, share, strict=True)}
        rest = sorted(names, key=lambda n: -(share[names.index(n)] - target[n]))
        for n in rest[: quota - sum(target.values())]:
            target[n] += 1
        made_type = 0
        for phase in (0, 1):
            for sub in names:
                goal = target[sub] if phase == 0 else quota - made_type
                made, attempts = 0, 0
                while made < goal and made_type < quota and attempts < 60:
                    attempts += 1
                    if rng.random() < 0.7:
                        upto, now = n_frames, end_now
                    else:
                        upto, now = mids[int(rng.integers(len(mids)))]
                    lg = log_for(upto)
                    fn = getattr(gens, sub)
                    res = fn(lg, now, want_true["v"]) if qtype == "binary" else fn(lg, now)
                    if res is None:
                        continue
                    slots, truth = res
                    key = (sub, tuple(sorted((k, str(v)) for k, v in slots.items())))
                    if key in keys:
                        continue
                    if qtype == "binary" and truth["binary"] != want_true["v"]:
                        continue
                    keys.add(key)
                    if qtype == "binary":
                        want_true["v"] = not want_true["v"]
                    made += 1
                    made_type += 1
                    truth = dict(truth)
                    truth["subkind"] = sub
                    truth["slots"] = slots
                    questions.append(
                        {
                            "type": qtype,
                            "now": now,
                            "at": [round(v, 3) for v in lg.pose(upto - 1)],
                            "truth": truth,
                        }
                    )
                if phase == 1 and made_type >= quota:
                    break
    order = rng.permutation(len(questions))
    out = []
    for idx, j in enumerate(order):
        q = questions[int(j)]
        q["id"] = f"{fam[:3]}{seed}-q{idx:03d}"
        out.append(q)
    return out


class Generators:
    def __init__(
        self, world: dict, rng: np.random.Generator, pick: Callable[[Sequence[Any]], Any]
    ) -> None:
        self.w = world
        self.rng = rng
        self.pick = pick
        self.classes = world["classes"]

    # ------------------------------------------------------------ helpers
    def _cls(
        self, lg: Log, static: bool | None = None, lost: bool | None = None, min_inst: int = 1
    ) -> str | None:
        cands = []
        for c in lg.target_classes():
            spec = self.classes[c]
            if static is True and spec["moving"]:
                continue
            if lost is not None and spec["lost"] != lost:
                continue
            if len(lg.instances(c)) < min_inst:
                continue
            cands.append(c)
        return self.pick(cands) if cands else None

    def _askable_zones(self, lg: Log, visited: bool = True, vertical: bool = False) -> list[str]:
        out = []
        for z in self.w["zones"]:
            if not z["askable"] or (z["floor"] is None and not vertical):
                continue
            if visited and lg.named_visits(z["id"]) is None:
                continue
            out.append(z["id"])
        return out

    # ------------------------------------------------------------ spatial
    def last_seen(self, lg: Log, now: float, first: bool = False) -> Answer | None:
        c = self._cls(lg)
        if not c:
            return None
        s = lg.sight[c]
        i = s[0][0] if first else s[-1][0]
        pos = [p for j, _, p in s if j == i]
        two = bool(self.rng.random() < 0.25)
        return {"cls": c, "two_part": two}, {"positions": pos, "frame_t": lg.t(i)}

    def first_seen(self, lg: Log, now: float) -> Answer | None:
        c = self._cls(lg)
        if not c:
            return None
        s = lg.sight[c]
        i = s[0][0]
        return {"cls": c}, {"positions": [p for j, _, p in s if j == i], "frame_t": lg.t(i)}

    def where_any(self, lg: Log, now: float) -> Answer | None:
        c = self._cls(lg, static=True)
        if not c:
            return None
        inst = lg.instances(c)
        return {"cls": c}, {"positions": [v[0][1] for v in inst.values()]}

    def in_place(self, lg: Log, now: float) -> Answer | None:
        zones = self._askable_zones(lg)
        if not zones:
            return None
        zid = self.pick(zones)
        found: dict[str, dict[str, list[float]]] = {}
        for s, e in lg.visits[zid]:
            for i in range(s, e):
                for oid, ent in lg.F[i]["seen"].items():
                    o = lg.obj[oid]
                    if o["cls"] in NON_TARGET or o["moving"] or o["zone"] != zid:
                        continue
                    found.setdefault(o["cls"], {})[oid] = ent["pos"]
        if not found:
            return None
        c = self.pick(sorted(found))
        return {"cls": c, "zone": zid}, {"positions": list(found[c].values())}

    def nearest(self, lg: Log, now: float) -> Answer | None:
        c = self._cls(lg, static=True, min_inst=2)
        if not c or self.classes[c]["plural"]:
            return None
        at = lg.pose(lg.K - 1)
        inst = [v[0][1] for v in lg.instances(c).values()]
        ds = [math.dist(at, p) for p in inst]
        dmin = min(ds)
        if max(ds) - dmin < 10:
            return None
        return {"cls": c}, {
            "positions": [p for p, d in zip(inst, ds, strict=True) if d <= dmin + 5]
        }

    def place(self, lg: Log, now: float) -> Answer | None:
        zones = self._askable_zones(lg, vertical=True)
        if not zones:
            return None
        zid = self.pick(zones)
        idx = [i for i in range(lg.K) if lg.F[i]["named"] == zid and lg.F[i]["zone"] == zid]
        if not idx:
            return None
        step = max(1, len(idx) // 12)
        return {"zone": zid}, {"positions": [lg.pose(i) for i in idx[::step]]}

    def lost_item(self, lg: Log, now: float) -> Answer | None:
        c = self._cls(lg, lost=True)
        if not c:
            return None
        inst = lg.instances(c)
        return {"cls": c}, {"positions": [v[-1][1] for v in inst.values()]}

    def vertical_where(self, lg: Log, now: float) -> Answer | None:
        modes = [m for m in self.w["vertical"] if lg.rides(m)]
        if not modes:
            return None
        m = self.pick(modes)
        return {"mode": m}, {"positions": [lg.pose(r[0]) for r in lg.rides(m)]}

    def _read_signs(self, lg: Log) -> list[str]:
        return sorted(
            oid
            for oid, ents in lg.by_oid.items()
            if lg.obj[oid]["cls"] == "sign" and any(e.get("text") for _, e in ents)
        )

    def sign_where(self, lg: Log, now: float) -> Answer | None:
        signs = self._read_signs(lg)
        if not signs:
            return None
        oid = self.pick(signs)
        return {"sign": oid}, {"positions": [lg.obj[oid]["pos"]]}

    # ------------------------------------------------------------ temporal
    def last_seen_time(self, lg: Log, now: float) -> Answer | None:
        c = self._cls(lg)
        if not c:
            return None
        return {"cls": c}, {"time": lg.t(lg.sight[c][-1][0])}

    def first_seen_time(self, lg: Log, now: float) -> Answer | None:
        c = self._cls(lg)
        if not c:
            return None
        return {"cls": c}, {"time": lg.t(lg.sight[c][0][0])}

    def _visit_choice(
        self, lg: Log, need_end: bool = False
    ) -> tuple[str, str, tuple[int, int]] | None:
        zones = [z for z in self._askable_zones(lg) if lg.zone[z]["floor"] is not None]
        cands = []
        for z in zones:
            named = lg.named_visits(z)
            assert named is not None  # _askable_zones keeps only places named on every visit
            vs = [v for v in named if v[1] - v[0] >= 3]
            if len(vs) != len(lg.visits[z]):
                continue
            if need_end:
                vs = [v for v in vs if v[1] < lg.K]
                if len(vs) != len(lg.visits[z]):
                    continue
            if vs:
                cands.append((z, vs))
        if not cands:
            return None
        z, vs = self.pick(cands)
        if len(vs) == 1:
            return z, "only", vs[0]
        which = self.pick(["first", "last"])
        return z, which, vs[0] if which == "first" else vs[-1]

    def enter_place(self, lg: Log, now: float) -> Answer | None:
        r = self._visit_choice(lg)
        if not r:
            return None
        z, which, (s, _e) = r
        return {"zone": z, "which": which}, {"time": lg.t(s)}

    def leave_place(self, lg: Log, now: float) -> Answer | None:
        r = self._visit_choice(lg, need_end=True)
        if not r:
            return None
        z, which, (_s, e) = r
        return {"zone": z, "which": which}, {"time": lg.t(e)}

    def in_out(self, lg: Log, now: float) -> Answer | None:
        ev = lg.in_out_events()
        if not ev:
            return None
        d = self.pick(["in", "out"])
        sel = [i for k, i in ev if k == d]
        if not sel:
            return None
        if len(sel) == 1:
            which, i = "only", sel[0]
        else:
            which = self.pick(["first", "last"])
            i = sel[0] if which == "first" else sel[-1]
        return {"direction": d, "which": which}, {"time": lg.t(i)}

    def _ride_choice(self, lg: Log) -> tuple[str, tuple[int, int, int, int]] | None:
        rides = []
        for m in self.w["vertical"]:
            rs = lg.rides(m)
            for r in rs:
                same = [x for x in rs if (x[2], x[3]) == (r[2], r[3])]
                if len(same) == 1 and r[2] != r[3]:
                    rides.append((m, r))
        return self.pick(rides) if rides else None

    def vertical_time(self, lg: Log, now: float) -> Answer | None:
        r = self._ride_choice(lg)
        if not r:
            return None
        m, (s, _e, fa, fb) = r
        return {"mode": m, "from": fa, "to": fb}, {"time": lg.t(s)}

    def pass_by(self, lg: Log, now: float) -> Answer | None:
        cands = []
        for c in lg.target_classes():
            if self.classes[c]["moving"]:
                continue
            inst = lg.instances(c)
            if len(inst) != 1:
                continue
            ((_oid, s),) = inst.items()
            ts = [lg.t(i) for i, _ in s]
            if len(ts) >= 2 and ts[-1] - ts[0] <= 150:
                cands.append((c, ts))
        if not cands:
            return None
        c, ts = self.pick(cands)
        return {"cls": c}, {"time": round((ts[0] + ts[-1]) / 2, 2)}

    def sign_time(self, lg: Log, now: float) -> Answer | None:
        cands = []
        for oid in self._read_signs(lg):
            ts = [lg.t(i) for i, e in lg.by_oid[oid] if e.get("text")]
            if ts[-1] - ts[0] <= 150:
                cands.append((oid, ts))
        if not cands:
            return None
        oid, ts = self.pick(cands)
        return {"sign": oid}, {"time": ts[0]}

    # ------------------------------------------------------------ binary
    def seen_any(self, lg: Log, now: float, want: bool) -> Answer | None:
        if want:
            c = self._cls(lg)
            return ({"cls": c}, {"binary": True}) if c else None
        absent = [c for c in self.w["absent"] if c not in lg.sight]
        return ({"cls": self.pick(absent)}, {"binary": False}) if absent else None

    def in_place_yn(self, lg: Log, now: float, want: bool) -> Answer | None:
        zones = self._askable_zones(lg)
        if not zones:
            return None
        zid = self.pick(zones)
        here = set()
        for s, e in lg.visits[zid]:
            for i in range(s, e):
                for oid in lg.F[i]["seen"]:
                    here.add(lg.obj[oid]["cls"])
        here -= NON_TARGET
        if want:
            c = sorted(here)
            return ({"cls": self.pick(c), "zone": zid}, {"binary": True}) if c else None
        c = [x for x in lg.target_classes() if x not in here]
        return ({"cls": self.pick(c), "zone": zid}, {"binary": False}) if c else None

    def count_more(self, lg: Log, now: float, want: bool) -> Answer | None:
        c = self._cls(lg, static=True)
        if not c or self.classes[c]["plural"]:
            return None
        n = len(lg.instances(c))
        if want:
            if n < 2:
                return None
            k = max(1, n - 1 - int(self.rng.integers(0, 2)))
        else:
            k = max(1, n + int(self.rng.integers(0, 2)))
        return {"cls": c, "n": k}, {"binary": n > k, "count": n}

    def attribute(self, lg: Log, now: float, want: bool) -> Answer | None:
        cands = sorted(
            oid for oid, ents in lg.by_oid.items() if any(e.get("state") for _, e in ents)
        )
        if not cands:
            return None
        oid = self.pick(cands)
        o = lg.obj[oid]
        states = (
            list(self.classes[o["cls"]]["state"])
            if o["cls"] in self.classes
            else ["open", "closed"]
        )
        asked = o["state"] if want else next(s for s in states if s != o["state"])
        return {"obj": oid, "asked": asked}, {"binary": asked == o["state"]}

    def used_vertical(self, lg: Log, now: float, want: bool) -> Answer | None:
        modes = [
            m
            for m in self.w["vertical"]
            if bool(lg.rides(m)) == want
            and not (not want and lg.visits.get(self.w["vertical"][m]["zone"]))
        ]
        if not modes:
            return None
        return {"mode": self.pick(modes)}, {"binary": want}

    def visited(self, lg: Log, now: float, want: bool) -> Answer | None:
        if want:
            zones = self._askable_zones(lg)
        else:
            zones = [
                z["id"]
                for z in self.w["zones"]
                if z["askable"] and z["floor"] is not None and z["id"] not in lg.visits
            ]
        return ({"zone": self.pick(zones)}, {"binary": want}) if zones else None

    def floor_visited(self, lg: Log, now: float, want: bool) -> Answer | None:
        floors = [
            f
            for f in range(1, len(self.w["floors"]))
            if any(fr["floor"] == f and lg.zone[fr["zone"]]["floor"] is not None for fr in lg.F)
            == want
        ]
        return ({"floor": self.pick(floors)}, {"binary": want}) if floors else None

    def outdoor_condition(self, lg: Log, now: float, want: bool) -> Answer | None:
        tot = lg.outdoor_time() / 60
        if tot < 2:
            return None
        k = int(tot * (0.6 if want else 1.5)) + (0 if want else 1)
        if k < 1:
            return None
        return {"minutes": k}, {"binary": tot > k, "outdoor_min": round(tot, 2)}

    # ------------------------------------------------------------ duration
    def time_in_place(self, lg: Log, now: float) -> Answer | None:
        r = self._visit_choice(lg, need_end=True)
        if not r:
            return None
        z = r[0]
        vs = lg.visits[z]
        tot = sum(lg.t(e) - lg.t(s) for s, e in vs)
        if tot < 30:
            return None
        return {"zone": z, "visits": len(vs)}, {"duration_s": round(tot, 2)}

    def _events(self, lg: Log) -> list[tuple[dict, float]]:
        ev: list[tuple[dict[str, Any], float]] = []
        for z in self._askable_zones(lg):
            if lg.zone[z]["floor"] is None:
                continue
            vs = lg.named_visits(z)
            assert vs is not None  # _askable_zones keeps only places named on every visit
            if len(vs) == len(lg.visits[z]):
                ev.append(
                    (
                        {"kind": "enter", "zone": z, "which": "first" if len(vs) > 1 else "only"},
                        lg.t(vs[0][0]),
                    )
                )
        for c in lg.target_classes():
            ev.append(
                (
                    {"kind": "first_seen", "cls": c, "plural": self.classes[c]["plural"]},
                    lg.t(lg.sight[c][0][0]),
                )
            )
        r = self._ride_choice(lg)
        if r:
            m, (s, _e, fa, fb) = r
            ev.append(({"kind": "ride", "mode": m, "from": fa, "to": fb}, lg.t(s)))
        return ev

    def between_events(self, lg: Log, now: float) -> Answer | None:
        ev = self._events(lg)
        if len(ev) < 2:
            return None
        for _ in range(10):
            a, b = self.pick(ev), self.pick(ev)
            if 90 <= b[1] - a[1] <= 1500:
                return {"a": a[0], "b": b[0]}, {"duration_s": round(b[1] - a[1], 2)}
        return None

    def outdoor_total(self, lg: Log, now: float) -> Answer | None:
        out = lg.outdoor_time()
        tot = lg.t(lg.K - 1) - lg.t(0)
        which = self.pick(["outdoors", "indoors"])
        val = out if which == "outdoors" else tot - out
        if val < 60:
            return None
        return {"which": which}, {"duration_s": round(val, 2)}

    def ride_time(self, lg: Log, now: float) -> Answer | None:
        r = self._ride_choice(lg)
        if not r:
            return None
        m, (s, e, fa, fb) = r
        return {"mode": m, "from": fa, "to": fb}, {"duration_s": round(lg.t(e) - lg.t(s), 2)}

    def ago(self, lg: Log, now: float) -> Answer | None:
        c = self._cls(lg)
        if not c:
            return None
        d = now - lg.t(lg.sight[c][-1][0])
        if d < 60:
            return None
        return {"cls": c}, {"duration_s": round(d, 2)}

    # ------------------------------------------------------------ text
    def colour(self, lg: Log, now: float) -> Answer | None:
        cands: list[tuple[str, str | None, str]] = []
        for c in lg.target_classes():
            col: dict[str, set[str]] = {}
            for oid, ents in ((o, e) for o, e in lg.by_oid.items() if lg.obj[o]["cls"] == c):
                for i, e in ents:
                    if e.get("colour"):
                        col.setdefault(oid, set()).add(lg.F[i]["zone"])
            if not col:
                continue
            colours = {lg.obj[o]["colour"] for o in col}
            if len(colours) == 1:
                cands.append((c, None, colours.pop()))
                continue
            for oid, zs in col.items():
                if len(zs) != 1:
                    continue
                z = next(iter(zs))
                if not lg.zone[z]["askable"] or lg.named_visits(z) is None:
                    continue
                others = {lg.obj[o]["colour"] for o, zz in col.items() if z in zz and o != oid}
                if others and others != {lg.obj[oid]["colour"]}:
                    continue
                cands.append((c, z, lg.obj[oid]["colour"]))
        if not cands:
            return None
        c, z, colour = self.pick(sorted(cands, key=str))
        return {"cls": c, "zone": z}, {
            "keywords": COLOUR_KEYWORDS.get(colour, [colour]),
            "colour": colour,
        }

    def sign_text(self, lg: Log, now: float) -> Answer | None:
        signs = self._read_signs(lg)
        if not signs:
            return None
        oid = self.pick(signs)
        return {"sign": oid}, {"keywords": lg.obj[oid]["keywords"]}

    def floor_of(self, lg: Log, now: float) -> Answer | None:
        if len(self.w["floors"]) < 2:
            return None
        if self.rng.random() < 0.5:
            zones = [
                z
                for z in self._askable_zones(lg)
                if lg.zone[z]["floor"] is not None
                and (not lg.zone[z]["outdoor"] or lg.zone[z]["floor"] > 0)
            ]
            if not zones:
                return None
            z = self.pick(zones)
            return {"zone": z}, {"keywords": FLOOR_KEYWORDS[lg.zone[z]["floor"]]}
        cands = []
        for c in lg.target_classes():
            if self.classes[c]["moving"]:
                continue
            fl = {lg.F[i]["floor"] for i, _, _ in lg.sight[c]}
            if any(lg.F[i]["outdoor"] for i, _, _ in lg.sight[c]) and fl == {0}:
                continue
            if len(fl) == 1:
                cands.append((c, fl.pop()))
        if not cands:
            return None
        c, f = self.pick(cands)
        return {"cls": c}, {"keywords": FLOOR_KEYWORDS[f]}

    def name_of_place(self, lg: Log, now: float) -> Answer | None:
        cands = []
        for c in lg.target_classes():
            if self.classes[c]["moving"]:
                continue
            zs = {lg.F[i]["zone"] for i, _, _ in lg.sight[c]}
            if len(zs) != 1:
                continue
            z = next(iter(zs))
            zone = lg.zone[z]
            if not zone["askable"] or lg.named_visits(z) is None:
                continue
            cands.append((c, z))
        if not cands:
            return None
        c, z = self.pick(cands)
        zone = lg.zone[z]
        kws = [t.lower() for t in zone["terms"]]
        if zone.get("name"):
            first = zone["name"].replace("'s", "").split()[0]
            if first.lower() not in ("the", "gallery", "hall"):
                kws.append(first.lower())
        return {"cls": c, "kind": zone["kind"]}, {"keywords": sorted(set(kws)), "zone": z}

    def sold(self, lg: Log, now: float) -> Answer | None:
        cands = sorted(
            oid for oid, ents in lg.by_oid.items() if any(e.get("sells") for _, e in ents)
        )
        if not cands:
            return None
        oid = self.pick(cands)
        o = lg.obj[oid]
        return {"seller": oid, "cls": o["cls"], "zone": o["zone"]}, {"keywords": o["keywords"]}
