"""Validate generator_h: parse every run with memory_core, re-derive every truth from the
frames' text and poses (not from the generator's perception log), check determinism and
that phrasing changes only the question text.

    .venv/bin/python -m sim_eval.sim.generator_h.validate [--out DIR]   # from the repo root
"""

from __future__ import annotations

import argparse
import collections
import json
import math
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from memory_core.runfile import read_run

from .families import FLOOR_KEYWORDS
from .generate import generate
from .phrasing import HELDOUT, PHRASINGS
from .textmatch import frame_text, mentions

FAMILIES = ["hospital", "museum", "neighbourhood"]
NEAR = 16.0


class CheckError(Exception):
    """A generated world breaks one of the checks."""


def check(cond: Any, msg: str) -> None:
    if not cond:
        raise CheckError(msg)


def _load_jsonl(path: str | Path) -> list[Any]:
    with Path(path).open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh]


def _load_json(path: str | Path) -> Any:
    with Path(path).open(encoding="utf-8") as fh:
        return json.load(fh)


# ------------------------------------------------------------------ independent world view


class View:
    def __init__(self, run_path: str | Path, truth: dict) -> None:
        self.truth = truth
        self.frames = _load_jsonl(run_path)
        self.floors = truth["floors"]
        self.zones = {z["id"]: z for z in truth["zones"]}
        self.objs = {o["id"]: o for o in truth["objects"]}
        self.classes = truth["classes"]
        self.text = [frame_text(f) for f in self.frames]
        self.caps = [f["caption"] for f in self.frames]
        self.zone = [self.zone_at(f["pose"]) for f in self.frames]
        self.floor = [self.floor_of(f["pose"]["z"]) for f in self.frames]
        self.outdoor = [self.zones[z]["outdoor"] for z in self.zone]
        self.t = [f["t"] for f in self.frames]

    def floor_of(self, z: float) -> int:
        return min(range(len(self.floors)), key=lambda i: abs(self.floors[i] - z))

    def zone_at(self, p: dict) -> str:
        x, y, z = p["x"], p["y"], p["z"]
        for zone in self.truth["zones"]:
            if zone["floor"] is None:
                x0, y0, x1, y1 = zone["rect"]
                if x0 < x < x1 and y0 < y < y1:
                    return zone["id"]
        f = self.floor_of(z)
        for zone in self.truth["zones"]:
            if zone["floor"] == f:
                x0, y0, x1, y1 = zone["rect"]
                if x0 - 1e-6 <= x <= x1 + 1e-6 and y0 - 1e-6 <= y <= y1 + 1e-6:
                    return zone["id"]
        raise CheckError(f"pose {p} is in no zone")

    def pose(self, i: int) -> list[float]:
        p = self.frames[i]["pose"]
        return [p["x"], p["y"], p["z"]]

    def terms(self, cls: str) -> list[str]:
        return self.classes[cls]["terms"] if cls in self.classes else [cls]

    def mentioning(self, cls: str, upto: int) -> list[int]:
        terms = self.terms(cls)
        return [i for i in range(upto) if mentions(self.text[i], terms)]

    def named(self, i: int, zid: str) -> bool:
        return bool(self.zones[zid]["terms"]) and mentions(self.caps[i], self.zones[zid]["terms"])

    def visits(self, zid: str, upto: int) -> list[tuple[int, int]]:
        out, s = [], None
        for i in range(upto + 1):
            inside = i < upto and self.zone[i] == zid
            if inside and s is None:
                s = i
            if not inside and s is not None:
                out.append((s, i))
                s = None
        return out

    def named_visits_ok(self, zid: str, upto: int) -> bool:
        vs = self.visits(zid, upto)
        return bool(vs) and all(
            any(self.named(j, zid) and self.t[j] - self.t[s] <= 60 for j in range(s, e))
            for s, e in vs
        )

    def rides(self, mode: str, upto: int) -> list[tuple[int, int, int, int]]:
        zid = self.truth["vertical_zones"][mode]
        return [
            (s, e, self.floor[s - 1], self.floor[e])
            for s, e in self.visits(zid, upto)
            if s > 0 and e < upto
        ]

    def outdoor_time(self, upto: int) -> float:
        return sum(self.t[i + 1] - self.t[i] for i in range(upto - 1) if self.outdoor[i])

    def near_mention(self, cls: str, pos: list[float], upto: int, zone: str | None = None) -> bool:
        return any(
            math.dist(self.pose(i), pos) <= NEAR and (zone is None or self.zone[i] == zone)
            for i in self.mentioning(cls, upto)
        )

    def event_time(self, ev: dict, upto: int) -> float:
        if ev["kind"] == "enter":
            check(self.named_visits_ok(ev["zone"], upto), f"event place {ev['zone']} not named")
            return self.t[self.visits(ev["zone"], upto)[0][0]]
        if ev["kind"] == "first_seen":
            return self.t[self.mentioning(ev["cls"], upto)[0]]
        r = [x for x in self.rides(ev["mode"], upto) if (x[2], x[3]) == (ev["from"], ev["to"])]
        check(len(r) == 1, "ride event not unique")
        return self.t[r[0][0]]


def approx(a: float, b: float, tol: float = 0.05) -> bool:
    return abs(float(a) - float(b)) <= tol


def check_question(v: View, q: dict) -> None:
    tr, sub, sl = q["truth"], q["truth"]["subkind"], q["truth"]["slots"]
    now = q["now"]
    upto = sum(1 for t in v.t if t <= now)
    check(upto >= 1, "now before the first frame")
    check(now >= v.t[len(v.t) // 2] - 1, "now must be in the second half of the run or later")
    check(
        all(approx(a, b, 1e-3) for a, b in zip(q["at"], v.pose(upto - 1), strict=False)),
        "at != pose at now",
    )
    cls = sl.get("cls")
    if sub in ("last_seen", "first_seen"):
        m = v.mentioning(cls, upto)
        check(m, f"{cls} never mentioned")
        i = m[-1] if sub == "last_seen" else m[0]
        check(approx(tr["frame_t"], v.t[i]), f"{sub} {cls}: frame {tr['frame_t']} != {v.t[i]}")
        check(all(math.dist(p, v.pose(i)) <= NEAR for p in tr["positions"]), f"{sub}: position far")
    elif sub in ("where_any", "lost_item", "nearest"):
        check(
            all(v.near_mention(cls, p, upto) for p in tr["positions"]),
            f"{sub} {cls}: unsupported position",
        )
        if sub == "nearest":
            at = q["at"]
            d = min(math.dist(at, p) for p in tr["positions"])
            others = [i for i in v.mentioning(cls, upto) if math.dist(v.pose(i), at) + NEAR < d - 5]
            check(not others, f"nearest {cls}: a closer mention exists")
    elif sub == "in_place":
        check(
            all(v.near_mention(cls, p, upto, sl["zone"]) for p in tr["positions"]),
            "in_place unsupported",
        )
    elif sub == "place":
        for p in tr["positions"]:
            check(
                any(
                    v.pose(i) == p and v.zone[i] == sl["zone"] and v.named(i, sl["zone"])
                    for i in range(upto)
                ),
                f"place {sl['zone']}: position not a naming frame",
            )
    elif sub == "vertical_where":
        starts = [v.pose(r[0]) for r in v.rides(sl["mode"], upto)]
        check(starts and all(p in starts for p in tr["positions"]), "vertical_where")
    elif sub in ("sign_where", "sign_time", "sign_text"):
        o = v.objs[sl["sign"]]
        reads = [i for i in range(upto) if o["text"].lower() in v.caps[i].lower()]
        check(reads, "sign text never captioned")
        if sub == "sign_where":
            check(any(math.dist(v.pose(i), tr["positions"][0]) <= 10 for i in reads), "sign far")
        elif sub == "sign_time":
            check(approx(tr["time"], v.t[reads[0]]), "sign_time")
        else:
            check(all(k.lower() in o["text"].lower() for k in tr["keywords"][:1]), "sign keywords")
    elif sub in ("last_seen_time", "first_seen_time"):
        m = v.mentioning(cls, upto)
        check(m and approx(tr["time"], v.t[m[-1] if sub == "last_seen_time" else m[0]]), sub)
    elif sub in ("enter_place", "leave_place"):
        check(v.named_visits_ok(sl["zone"], upto), f"{sub}: {sl['zone']} visits not all named")
        vs = v.visits(sl["zone"], upto)
        s, e = vs[-1] if sl["which"] == "last" else vs[0]
        check(sl["which"] != "only" or len(vs) == 1, "only visit")
        check(approx(tr["time"], v.t[s] if sub == "enter_place" else v.t[e]), f"{sub} time")
    elif sub == "in_out":
        ev = [
            i
            for i in range(1, upto)
            if v.outdoor[i] != v.outdoor[i - 1] and v.outdoor[i] == (sl["direction"] == "out")
        ]
        check(ev and (sl["which"] != "only" or len(ev) == 1), "in_out events")
        check(approx(tr["time"], v.t[ev[-1] if sl["which"] == "last" else ev[0]]), "in_out time")
    elif sub in ("vertical_time", "ride_time"):
        r = [x for x in v.rides(sl["mode"], upto) if (x[2], x[3]) == (sl["from"], sl["to"])]
        check(len(r) == 1, f"{sub}: ride not unique")
        s, e = r[0][:2]
        if sub == "vertical_time":
            check(approx(tr["time"], v.t[s]), "vertical time")
        else:
            check(approx(tr["duration_s"], v.t[e] - v.t[s]), "ride duration")
            check(
                all(v.named(i, v.truth["vertical_zones"][sl["mode"]]) for i in range(s, e)),
                "ride frames must say lift/stairs/escalator",
            )
    elif sub == "pass_by":
        m = v.mentioning(cls, upto)
        check(m and v.t[m[-1]] - v.t[m[0]] <= 150, "pass_by spread")
        check(all(abs(tr["time"] - v.t[i]) <= 75.1 for i in m), "pass_by time")
    elif sub == "seen_any":
        check(tr["binary"] == bool(v.mentioning(cls, upto)), f"seen_any {cls}")
    elif sub == "in_place_yn":
        got = any(v.zone[i] == sl["zone"] for i in v.mentioning(cls, upto))
        check(tr["binary"] == got, f"in_place_yn {cls} {sl['zone']}")
        check(v.named_visits_ok(sl["zone"], upto), "in_place_yn place not named")
    elif sub == "count_more":
        check(tr["binary"] == (tr["count"] > sl["n"]), "count binary")
        ids = [oid for oid, o in v.objs.items() if o["cls"] == cls]
        support = [oid for oid in ids if v.near_mention(cls, v.objs[oid]["pos"], upto)]
        check(len(support) >= tr["count"], f"count {cls}: {len(support)} < {tr['count']}")
        check(tr["count"] >= 1 and v.mentioning(cls, upto), "count zero")
    elif sub == "attribute":
        o = v.objs[sl["obj"]]
        name = o.get("name") or "fountain"
        said = [
            i
            for i in range(upto)
            if name.lower() in v.caps[i].lower() and o["state"].lower() in v.caps[i].lower()
        ]
        check(said, "attribute state never said")
        check(tr["binary"] == (sl["asked"] == o["state"]), "attribute truth")
    elif sub == "used_vertical":
        check(tr["binary"] == bool(v.rides(sl["mode"], upto)), "used_vertical")
    elif sub == "visited":
        inside = any(v.zone[i] == sl["zone"] for i in range(upto))
        check(tr["binary"] == inside, "visited")
        if inside:
            check(v.named_visits_ok(sl["zone"], upto), "visited but not named")
    elif sub == "floor_visited":
        got = any(
            v.floor[i] == sl["floor"] and v.zones[v.zone[i]]["floor"] is not None
            for i in range(upto)
        )
        check(tr["binary"] == got, "floor_visited")
    elif sub == "outdoor_condition":
        check(tr["binary"] == (v.outdoor_time(upto) / 60 > sl["minutes"]), "outdoor_condition")
    elif sub == "time_in_place":
        check(v.named_visits_ok(sl["zone"], upto), "time_in_place naming")
        vs = v.visits(sl["zone"], upto)
        check(all(e < upto for _, e in vs), "time_in_place: still inside")
        check(approx(tr["duration_s"], sum(v.t[e] - v.t[s] for s, e in vs)), "time_in_place")
    elif sub == "between_events":
        d = v.event_time(sl["b"], upto) - v.event_time(sl["a"], upto)
        check(approx(tr["duration_s"], d), "between_events")
    elif sub == "outdoor_total":
        out = v.outdoor_time(upto)
        val = out if sl["which"] == "outdoors" else (v.t[upto - 1] - v.t[0]) - out
        check(approx(tr["duration_s"], val, 0.1), "outdoor_total")
    elif sub == "ago":
        m = v.mentioning(cls, upto)
        check(approx(tr["duration_s"], now - v.t[m[-1]]), "ago")
    elif sub == "colour":
        colour = tr["colour"]
        hits = [
            i
            for i in range(upto)
            if any(mentions(v.text[i], [f"{colour} {t}"]) for t in v.terms(cls))
            and (sl["zone"] is None or v.zone[i] == sl["zone"])
        ]
        check(hits, f"colour {colour} {cls} never said")
        check(any(k in colour for k in tr["keywords"]), "colour keyword")
    elif sub == "floor_of":
        if "zone" in sl:
            f = v.zones[sl["zone"]]["floor"]
            check(v.named_visits_ok(sl["zone"], upto), "floor_of zone not named")
        else:
            fl = {v.floor[i] for i in v.mentioning(cls, upto)}
            check(len(fl) == 1, f"floor_of {cls}: several floors {fl}")
            f = fl.pop()
        check(tr["keywords"] == FLOOR_KEYWORDS[f], "floor keywords")
    elif sub == "name_of_place":
        zs = {v.zone[i] for i in v.mentioning(cls, upto)}
        check(len(zs) == 1, f"name_of_place {cls}: zones {zs}")
        z = zs.pop()
        check(v.named_visits_ok(z, upto), "name_of_place: not named")
        check(any(t.lower() in tr["keywords"] for t in v.zones[z]["terms"]), "name keywords")
    elif sub == "sold":
        o = v.objs[sl["seller"]]
        check(
            any(("selling " + o["sells"]).lower() in v.caps[i].lower() for i in range(upto)),
            "sold never said",
        )
        check(any(k in o["sells"] for k in tr["keywords"]), "sold keywords")
    else:
        raise CheckError(f"unknown subkind {sub}")


def check_perception_consistency(v: View, truth: dict) -> None:
    """Every object the log says was seen is mentioned in that frame's text, and every target
    class the text mentions has a logged instance (no accidental mentions through descriptions)."""
    targets = {c: d["terms"] for c, d in v.classes.items() if c not in ("door", "shopfront")}
    problems = []
    for i, rec in enumerate(truth["perception"]):
        classes_seen = {v.objs[oid]["cls"] for oid in rec["seen"]}
        for c in classes_seen:
            if c in targets and not mentions(v.text[i], targets[c]):
                problems.append(f"frame {i}: logged {c} not in text")
        for c, terms in targets.items():
            if c not in classes_seen and mentions(v.text[i], terms):
                problems.append(
                    f"frame {i}: text mentions {c} without a logged instance: {v.text[i][:200]}"
                )
        for a in truth["absent"]:
            if mentions(v.text[i], v.terms(a)):
                problems.append(f"frame {i}: absent class {a} mentioned")
        if rec["zone"] != v.zone[i]:
            problems.append(f"frame {i}: zone mismatch {rec['zone']} vs {v.zone[i]}")
    check(not problems, "; ".join(problems[:5]) + f" ... ({len(problems)} problems)")


def validate_world(out_dir: str | Path) -> dict[str, Any]:
    run = Path(out_dir) / "run.jsonl"
    errors = [r.error for r in read_run(run) if r.error]
    check(not errors, f"read_run errors: {errors[:3]}")
    n_obs = sum(1 for r in read_run(run) if r.observation)
    truth = _load_json(Path(out_dir) / "truth.json")
    v = View(run, truth)
    check(n_obs == len(v.frames), "observation count")
    check(500 <= len(v.frames) <= 1100, f"{len(v.frames)} frames")
    dur = (v.t[-1] - v.t[0]) / 60
    check(20 <= dur <= 45, f"run lasts {dur:.1f} min")
    for i, f in enumerate(v.frames):
        check(len(f["labels"]) <= 10, "too many labels")
        check(len(f["boxes"]) == len(f["labels"]), "boxes per label")
        if i:
            dt = f["t"] - v.t[i - 1]
            check(0.99 <= dt <= 4.01, f"frame gap {dt}")
    check_perception_consistency(v, truth)
    qs = _load_jsonl(Path(out_dir) / "questions.jsonl")
    types = collections.Counter(q["type"] for q in qs)
    check(90 <= len(qs) <= 110, f"{len(qs)} questions")
    check(
        types["spatial"] >= 25
        and types["temporal"] >= 20
        and types["binary"] >= 16
        and types["duration"] >= 10
        and types["text"] >= 10,
        f"mix {dict(types)}",
    )
    key = {
        "spatial": "positions",
        "temporal": "time",
        "binary": "binary",
        "duration": "duration_s",
        "text": "keywords",
    }
    for q in qs:
        check(key[q["type"]] in q["truth"], f"{q['id']}: missing {key[q['type']]}")
        check(q["now"] > v.t[len(v.t) // 2], f"{q['id']}: now in the first half")
        try:
            check_question(v, q)
        except CheckError as e:
            raise CheckError(f"{q['id']} ({q['truth']['subkind']}): {e}") from None
    b = [q["truth"]["binary"] for q in qs if q["type"] == "binary"]
    check(0.35 <= sum(b) / len(b) <= 0.65, f"binary balance {sum(b)}/{len(b)}")
    return {
        "frames": len(v.frames),
        "minutes": round(dur, 1),
        "questions": len(qs),
        "captioner": truth["captioner"],
        "subkinds": len({q["truth"]["subkind"] for q in qs}),
    }


def _read(path: Path) -> bytes:
    return path.read_bytes()


def _without_question(qs: list[dict]) -> list[dict]:
    return [{k: q[k] for k in q if k != "question"} for q in qs]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=None, help="keep worlds here instead of a temp dir")
    a = ap.parse_args(argv)
    base = Path(a.out or tempfile.mkdtemp(prefix="genh_val_"))
    started = time.time()
    failures = 0
    combos = [(f, s, p) for f in FAMILIES for s in (0, 1) for p in PHRASINGS]
    combos += [(f, 2, HELDOUT) for f in FAMILIES]
    for fam, seed, ph in combos:
        out = base / f"{fam}-{seed}-{ph}"
        try:
            generate(out, fam, seed, ph)
            info = validate_world(out)
            print(f"ok   {fam}-{seed}-{ph}: {info}")
        except CheckError as e:
            failures += 1
            print(f"FAIL {fam}-{seed}-{ph}: {e}")
    # determinism and phrasing invariance
    for fam in FAMILIES:
        for seed in (0, 1):
            ref = base / f"{fam}-{seed}-plain"
            again = base / f"_again-{fam}-{seed}"
            generate(again, fam, seed, "plain")
            for name in ("run.jsonl", "questions.jsonl", "truth.json"):
                if _read(ref / name) != _read(again / name):
                    failures += 1
                    print(f"FAIL determinism {fam}-{seed} {name}")
            shutil.rmtree(again)
            qref = _load_jsonl(ref / "questions.jsonl")
            tref = _load_json(ref / "truth.json")
            for ph in PHRASINGS[1:]:
                other = base / f"{fam}-{seed}-{ph}"
                if _read(ref / "run.jsonl") != _read(other / "run.jsonl"):
                    failures += 1
                    print(f"FAIL phrasing {ph} changed run.jsonl ({fam}-{seed})")
                qo = _load_jsonl(other / "questions.jsonl")
                if _without_question(qref) != _without_question(qo):
                    failures += 1
                    print(f"FAIL phrasing {ph} changed more than question text ({fam}-{seed})")
                if sum(
                    a["question"] != b["question"] for a, b in zip(qref, qo, strict=False)
                ) < 0.8 * len(qref):
                    failures += 1
                    print(f"FAIL phrasing {ph} leaves most questions unchanged ({fam}-{seed})")
                to = _load_json(other / "truth.json")
                tref2, to2 = dict(tref), dict(to)
                tref2.pop("phrasing")
                to2.pop("phrasing")
                if tref2 != to2:
                    failures += 1
                    print(f"FAIL phrasing {ph} changed truth.json ({fam}-{seed})")
    print(
        f"{'PASS' if not failures else 'FAILED'}: {len(combos)} worlds, {failures} failures, "
        f"{time.time() - started:.1f} s, in {base}"
    )
    if not a.out:
        shutil.rmtree(base)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
