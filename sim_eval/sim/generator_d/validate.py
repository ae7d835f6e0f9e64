"""python -m sim_eval.sim.generator_d.validate OUT_ROOT --seeds 0 1 2 3
[--families station hotel] [--phrasings plain traveller operator asr]

Generates each world into OUT_ROOT/<family>-<seed>-<phrasing>, then checks
  determinism  the same arguments in a fresh interpreter with another PYTHONHASHSEED
               write byte-identical files
  schema       run.jsonl and questions.jsonl lines have the fields, types and ranges the
               memory reads (boxes one per label, fractions; truth keys per type)
  consistency  truths re-derived from run.jsonl and truth.json only: box centres against
               the recorded bearings, sign texts read are in their captions, sightings
               before `now`, absent things never named, durations from the visits,
               positions from the trajectory, sign texts and colours actually emitted
               before `now`
Exit status 1 if anything fails.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .catalog import CATEGORIES
from .generate import generate
from .knowledge import matches

TYPES = {
    "spatial": "positions",
    "temporal": "time",
    "binary": "binary",
    "duration": "duration_s",
    "text": "keywords",
}


def _digest(folder: Path) -> str:
    h = hashlib.sha256()
    for name in ("run.jsonl", "questions.jsonl", "truth.json"):
        h.update((folder / name).read_bytes())
    return h.hexdigest()


def check_determinism(folder: Path, family: str, seed: int, phrasing: str) -> list[str]:
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, PYTHONHASHSEED=str(12345 + seed))
        subprocess.run(
            [
                sys.executable,
                "-m",
                "sim_eval.sim.generator_d",
                tmp,
                "--family",
                family,
                "--seed",
                str(seed),
                "--phrasing",
                phrasing,
            ],
            check=True,
            env=env,
            capture_output=True,
        )
        if _digest(Path(tmp)) != _digest(folder):
            return [f"{folder.name}: not deterministic across interpreters"]
    return []


def check_schema(run: list[dict], questions: list[dict], name: str) -> list[str]:
    errs = []
    last_t = -math.inf
    for n, r in enumerate(run):
        where = f"{name} run line {n + 1}"
        if set(r) - {"t", "pose", "caption", "labels", "boxes"}:
            errs.append(f"{where}: unknown fields")
        if not isinstance(r.get("t"), float) or r["t"] <= last_t:
            errs.append(f"{where}: t missing or not increasing")
        last_t = r.get("t", last_t)
        pose = r.get("pose", {})
        if not all(isinstance(pose.get(k), (int, float)) for k in ("x", "y", "z", "yaw")):
            errs.append(f"{where}: pose")
        if not isinstance(r.get("caption"), str) or not r["caption"]:
            errs.append(f"{where}: caption")
        labels, boxes = r.get("labels"), r.get("boxes")
        if not isinstance(labels, list) or not all(isinstance(x, str) and x for x in labels):
            errs.append(f"{where}: labels")
        elif len(labels) > 10:
            errs.append(f"{where}: more than 10 labels")
        if not isinstance(boxes, list) or len(boxes) != len(labels or []):
            errs.append(f"{where}: boxes not one per label")
        else:
            for b in boxes:
                if b is None:
                    continue
                if len(b) != 4 or not all(0 <= v <= 1 for v in b) or b[0] >= b[2] or b[1] >= b[3]:
                    errs.append(f"{where}: bad box {b}")
    ids = set()
    t0, t1 = run[0]["t"], run[-1]["t"]
    for q in questions:
        where = f"{name} question {q.get('id')}"
        if q.get("id") in ids:
            errs.append(f"{where}: duplicate id")
        ids.add(q.get("id"))
        if q.get("type") not in TYPES:
            errs.append(f"{where}: type")
            continue
        if not isinstance(q.get("question"), str) or len(q["question"]) < 5:
            errs.append(f"{where}: question text")
        if not (t0 <= q.get("now", 0) <= t1 + 300):
            errs.append(f"{where}: now outside the run")
        if not (isinstance(q.get("at"), list) and len(q["at"]) == 3):
            errs.append(f"{where}: at")
        truth = q.get("truth", {})
        key = TYPES[q["type"]]
        if key not in truth or "subkind" not in truth or "slots" not in truth:
            errs.append(f"{where}: truth keys")
            continue
        v = truth[key]
        checks: dict[str, Callable[..., Any]] = {
            "positions": lambda v: isinstance(v, list) and v and all(len(p) == 3 for p in v),
            "time": lambda v, now=q["now"]: isinstance(v, (int, float)) and t0 - 5 <= v <= now,
            "binary": lambda v: isinstance(v, bool),
            "duration_s": lambda v: isinstance(v, (int, float)) and v > 0,
            "keywords": lambda v: (
                isinstance(v, list) and v and all(isinstance(k, str) and len(k) >= 2 for k in v)
            ),
        }
        ok = checks[key](v)
        if not ok:
            errs.append(f"{where}: bad truth {key}={v!r}")
    return errs


def check_consistency(run, questions, truth, name) -> list[str]:
    errs = []
    frames = truth["frames"]
    if len(frames) != len(run):
        return [f"{name}: truth frames and run lines differ in number"]
    objects = {o["id"]: o for o in truth["objects"]}

    def pos_at(o, t):
        cur = o["schedule"][0]
        for item in o["schedule"][1:]:
            if item["from"] <= t:
                cur = item
        return cur["position"]

    # boxes: the horizontal centre carries the true bearing
    for fr, r in zip(frames, run, strict=True):
        labels = list(r["labels"])
        for k, (iid, label, _d, bearing) in enumerate(fr["seen"]):
            if k >= len(labels) or labels[k] != label:
                errs.append(f"{name} t={fr['t']}: seen label {label!r} not emitted in order")
                break
            box = r["boxes"][k]
            cx = (box[0] + box[2]) / 2
            if abs(cx - (0.5 - bearing / (math.pi / 2))) > 2e-3:
                errs.append(f"{name} t={fr['t']}: box centre {cx:.3f} vs bearing {bearing}")
            del iid
        for iid in fr["signs_read"]:
            if objects[iid]["text"].lower() not in r["caption"].lower():
                errs.append(f"{name} t={fr['t']}: sign {iid} read but not in the caption")
    traj = truth["trajectory"]
    ts = [row[0] for row in traj]

    def true_pos(t):
        i = max(0, min(len(ts) - 1, _bisect(ts, t)))
        return traj[i][1:4]

    all_text = " \n".join((" | ".join(r["labels"]) + " " + r["caption"]).lower() for r in run)
    for q in questions:
        tr, sub, sl, now = q["truth"], q["truth"]["subkind"], q["truth"]["slots"], q["now"]
        where = f"{name} {q['id']} ({sub})"
        before = [(fr, r) for fr, r in zip(frames, run, strict=True) if fr["t"] <= now]
        if math.dist(q["at"], true_pos(now)) > 1.5:
            errs.append(f"{where}: 'at' is not where the robot was")
        obj = sl.get("obj")
        sightings = []
        if obj and sub not in ("seen_no",):
            for fr, _r in before:
                for iid, _label, _d, _b in fr["seen"]:
                    if matches(objects[iid]["category"], obj):
                        sightings.append((fr["t"], iid, pos_at(objects[iid], fr["t"])))
        if sub == "seen_no":
            if any(n in all_text for n in [obj]):
                errs.append(f"{where}: absent thing named in the run")
        elif sub in ("seen_yes", "in_room_yes") and not sightings:
            errs.append(f"{where}: never seen before now")
        elif sub == "seen_not_yet":
            if sightings:
                errs.append(f"{where}: seen before now")
            names = CATEGORIES[next(c for c in CATEGORIES if matches(c, obj))].names
            txt = " ".join(
                (" | ".join(r["labels"]) + " " + r["caption"]).lower() for _f, r in before
            )
            if any(n in txt for n in names):
                errs.append(f"{where}: named before now")
        if sub == "last_seen" and abs(max(s[0] for s in sightings) - tr["time"]) > 1e-3:
            errs.append(f"{where}: last sighting differs")
        if sub == "first_seen" and abs(min(s[0] for s in sightings) - tr["time"]) > 1e-3:
            errs.append(f"{where}: first sighting differs")
        if sub == "ago_seen" and abs(now - max(s[0] for s in sightings) - tr["duration_s"]) > 0.2:
            errs.append(f"{where}: time since last sighting differs")
        if sub in ("where_is", "where_seen", "where_first_seen", "closest"):
            seen_pos = [s[2] for s in sightings]
            for p in tr["positions"]:
                if not any(math.dist(p, s) < 0.05 for s in seen_pos):
                    errs.append(f"{where}: target {p} is not a sighted position")
        if sub == "where_was_i" and math.dist(tr["positions"][0], true_pos(sl["time"]["t"])) > 0.8:
            errs.append(f"{where}: not the trajectory position")
        if sub == "running" and abs(now - run[0]["t"] - tr["duration_s"]) > 0.2:
            errs.append(f"{where}: running time differs")
        if sub in ("last_stay", "total_in"):
            vs = [
                (v["t_in"], min(v["t_out"], now))
                for v in truth["visits"]
                if v["place"] == sl["room"] and v["t_in"] <= now
            ]
            want = (
                sum(b - a for a, b in vs)
                if sub == "total_in"
                else [b - a for a, b in vs if b < now][-1]
            )
            if abs(want - tr["duration_s"]) > 0.2:
                errs.append(f"{where}: stay duration differs ({want} vs {tr['duration_s']})")
        if sub in ("enter_room", "leave_room", "visited_yes", "visited_no"):
            vs = [v for v in truth["visits"] if v["place"] == sl["room"] and v["t_in"] <= now]
            if (sub == "visited_no" and vs) or (sub != "visited_no" and not vs):
                errs.append(f"{where}: visits disagree")
        if sub in ("sign_text", "colour"):
            txt = " ".join(
                (" | ".join(r["labels"]) + " " + r["caption"]).lower() for _f, r in before
            )
            if not any(k.lower() in txt for k in tr["keywords"]):
                errs.append(f"{where}: no keyword was ever emitted before now")
        if sub == "lift":
            rides = [x["t_start"] for x in truth["lift_rides"] if x["t_end"] <= now]
            if not any(abs(x - tr["time"]) < 0.05 for x in rides):
                errs.append(f"{where}: not a lift ride start")
    return errs


def _bisect(ts, t):
    lo, hi = 0, len(ts)
    while lo < hi:
        mid = (lo + hi) // 2
        if ts[mid] <= t:
            lo = mid + 1
        else:
            hi = mid
    return lo - 1


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m sim_eval.sim.generator_d.validate")
    ap.add_argument("out_root")
    ap.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2, 3])
    ap.add_argument("--families", nargs="+", default=["station", "hotel"])
    ap.add_argument("--phrasings", nargs="+", default=["plain", "traveller", "operator", "asr"])
    ap.add_argument(
        "--no-determinism",
        action="store_true",
        help="skip the fresh-interpreter comparison (faster)",
    )
    args = ap.parse_args(argv)
    root = Path(args.out_root)
    failures = []
    for family in args.families:
        for seed in args.seeds:
            for phrasing in args.phrasings:
                folder = root / f"{family}-{seed}-{phrasing}"
                start = time.perf_counter()
                info = generate(folder, family, seed, phrasing)
                took = time.perf_counter() - start
                run = [json.loads(x) for x in (folder / "run.jsonl").read_text().splitlines()]
                qs = [json.loads(x) for x in (folder / "questions.jsonl").read_text().splitlines()]
                truth = json.loads((folder / "truth.json").read_text())
                errs = check_schema(run, qs, folder.name)
                errs += check_consistency(run, qs, truth, folder.name)
                if not args.no_determinism and phrasing == args.phrasings[0]:
                    errs += check_determinism(folder, family, seed, phrasing)
                if took > 3.0:
                    errs.append(f"{folder.name}: generation took {took:.1f} s")
                status = "ok" if not errs else f"{len(errs)} problem(s)"
                print(
                    f"{folder.name}: {info['frames']} frames, {info['minutes']} min, "
                    f"{info['questions']} questions {info['by_type']}, {took:.2f} s: {status}"
                )
                for e in errs[:15]:
                    print("   ", e)
                failures += errs
    print(f"{len(failures)} problem(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
