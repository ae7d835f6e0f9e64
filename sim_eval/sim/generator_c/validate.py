"""Validator: python -m sim_eval.sim.generator_c.validate OUT_ROOT --seeds 0 1 ...

Generates every family x seed x phrasing and checks formats, box centres against true
bearings, spatial truths against labelled sightings, temporal truths, absent terms,
phrasing invariance and determinism. Exits non-zero when anything is wrong.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import subprocess
import sys
from bisect import bisect_right
from pathlib import Path
from typing import Any

from . import FAMILIES, PHRASINGS
from .generate import write_world
from .util import HFOV, MAX_RANGE, bearing, mentions

T_MIN, T_MAX = 1767225600.0, 1830297600.0  # 2026-01-01 .. 2028-01-01 UTC
TRUTH_KEYS = {
    "spatial": "positions",
    "temporal": "time",
    "binary": "binary",
    "duration": "duration_s",
    "text": "keywords",
}
OBJECT_SPATIAL = ("where_is", "last_seen_where", "closest", "nearby_where")


def _load(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def _position_at(moves: list, t: float) -> list[float]:
    index = max(0, bisect_right([m[0] for m in moves], t) - 1)
    return moves[index][2]


def check_run(lines: list[dict], truth: dict, problems: list[str]) -> None:
    """Frame format, timing and box centres versus bearings from the true poses."""
    objects = {o["iid"]: o for o in truth["objects"]}
    prev = None
    for k, (line, pose, iids) in enumerate(
        zip(lines, truth["true_poses"], truth["frame_instances"], strict=True)
    ):
        where = f"frame {k}"
        if set(line) != {"t", "pose", "caption", "labels", "boxes"}:
            problems.append(f"{where}: fields {sorted(line)}")
        t = line["t"]
        if not (T_MIN <= t < T_MAX) or not (6 <= (t % 86400) / 3600 <= 20):
            problems.append(f"{where}: t {t} not a 2026-2027 daytime")
        if prev is not None and not (0.99 <= t - prev <= 4.01 or 30 <= t - prev <= 200):
            problems.append(f"{where}: frame step {t - prev:.2f} s")
        prev = t
        if set(line["pose"]) != {"x", "y", "z", "yaw"}:
            problems.append(f"{where}: pose keys")
        if math.dist((line["pose"]["x"], line["pose"]["y"]), pose[1:3]) > 1.0:
            problems.append(f"{where}: pose noise too large")
        labels, boxes = line["labels"], line["boxes"]
        if not isinstance(line["caption"], str) or not line["caption"]:
            problems.append(f"{where}: empty caption")
        if len(labels) != len(boxes) or len(labels) != len(iids) or len(labels) > 12:
            problems.append(f"{where}: labels/boxes/instances lengths")
            continue
        for label, box, iid in zip(labels, boxes, iids, strict=True):
            if box is not None and not (0 <= box[0] < box[2] <= 1 and 0 <= box[1] < box[3] <= 1):
                problems.append(f"{where}: bad box {box} for {label}")
            if iid is None:
                continue
            ox, oy, _ = _position_at(objects[iid]["moves"], t)
            b = bearing(pose[1], pose[2], pose[4], ox, oy)
            if math.hypot(ox - pose[1], oy - pose[2]) > MAX_RANGE + 1e-6 or abs(b) > HFOV / 2:
                problems.append(f"{where}: {label} out of range or view")
            if box is not None and abs((box[0] + box[2]) / 2 - (0.5 - b / HFOV)) > 2e-3:
                problems.append(f"{where}: box centre of {label} off its bearing")
    minutes = (lines[-1]["t"] - lines[0]["t"]) / 60
    if not 15 <= minutes <= 45.5:
        problems.append(f"run lasts {minutes:.1f} min")


def _sightings(lines: list[dict], truth: dict, now: float) -> dict[int, float]:
    """Last sighting time (t <= now) of each instance."""
    last: dict[int, float] = {}
    for line, iids in zip(lines, truth["frame_instances"], strict=True):
        if line["t"] > now:
            break
        for iid in iids:
            if iid is not None:
                last[iid] = line["t"]
    return last


def check_questions(qs: list[dict], lines: list[dict], truth: dict, problems: list[str]) -> None:
    """Truth formats and the strict truth rules, recomputed from run and truth files."""
    objects = {o["iid"]: o for o in truth["objects"]}
    t0, t_end = truth["t0"], truth["t_end"]
    for q in qs:
        where, tr = f"question {q['id']}", q["truth"]
        if q["type"] not in TRUTH_KEYS or TRUTH_KEYS[q["type"]] not in tr or "subkind" not in tr:
            problems.append(f"{where}: type/truth keys")
            continue
        if not (t0 + 119 <= q["now"] <= t_end + 1e-3) or len(q["at"]) != 3:
            problems.append(f"{where}: now/at")
        if "{" in q["question"] or not q["question"].strip():
            problems.append(f"{where}: unfilled template")
        now, sub, slots = q["now"], tr["subkind"], tr["slots"]
        if q["type"] == "spatial" and (sub in OBJECT_SPATIAL or sub == "sign_where"):
            last = _sightings(lines, truth, now)
            want = slots.get("object", "sign")
            ok = [
                _position_at(objects[i]["moves"], t)
                for i, t in last.items()
                if objects[i]["category"] == want
                and (want != "sign" or objects[i]["text"] == slots["sign"])
            ]
            for p in tr["positions"]:
                if not any(math.dist(p, o) < 1e-3 for o in ok):
                    problems.append(f"{where}: spatial truth {p} is not a labelled sighting")
        if q["type"] == "temporal" and not (t0 <= tr["time"] <= now):
            problems.append(f"{where}: temporal truth after now")
        if q["type"] == "duration" and not (0 < tr["duration_s"] <= now - t0 + 1):
            problems.append(f"{where}: duration out of range")
        if q["type"] == "text" and not tr["keywords"]:
            problems.append(f"{where}: no keywords")
        terms = tr.get("absent_terms")
        if q["type"] == "binary" and tr["binary"] is False and terms:
            for line in lines:
                if line["t"] > now:
                    break
                text = line["caption"] + " | " + " | ".join(line["labels"])
                if any(mentions(text, term) for term in terms):
                    problems.append(f"{where}: 'no' term {terms} appears by now")
                    break


def validate(root: Path, seeds: list[int]) -> list[str]:
    """Every family x seed x phrasing; returns the problems found."""
    problems: list[str] = []
    for family in FAMILIES:
        for seed in seeds:
            base = root / family / str(seed)
            specs: dict[str, list[dict]] = {}
            for phrasing in PHRASINGS:
                out = base / phrasing
                write_world(out, family, seed, phrasing)
                qs = _load(out / "questions.jsonl")
                specs[phrasing] = [{k: v for k, v in q.items() if k != "question"} for q in qs]
            plain = base / "plain"
            lines, truth = (
                _load(plain / "run.jsonl"),
                json.loads((plain / "truth.json").read_text()),
            )
            found: list[str] = []
            check_run(lines, truth, found)
            check_questions(_load(plain / "questions.jsonl"), lines, truth, found)
            for phrasing in PHRASINGS[1:]:
                if specs[phrasing] != specs["plain"]:
                    found.append(f"phrasing {phrasing} changed the question specs")
                for name in ("run.jsonl", "truth.json"):
                    if (base / phrasing / name).read_bytes() != (plain / name).read_bytes():
                        found.append(f"phrasing {phrasing} changed {name}")
            counts = {t: sum(q["type"] == t for q in specs["plain"]) for t in TRUTH_KEYS}
            if min(counts.values()) < 8 or not 80 <= sum(counts.values()) <= 110:
                found.append(f"type counts {counts}")
            problems += [f"{family}/{seed}: {p}" for p in found]
            print(f"{family} seed {seed}: {len(lines)} frames, {counts}, {len(found)} problems")
    problems += _check_determinism(root)
    return problems


def _check_determinism(root: Path) -> list[str]:
    """The CLI under another PYTHONHASHSEED writes byte-identical files."""
    out = root / "_hashseed"
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    problems = []
    for family in FAMILIES:
        cmd = [
            sys.executable,
            "-m",
            "sim_eval.sim.generator_c",
            str(out / family),
            "--family",
            family,
            "--seed",
            "0",
            "--phrasing",
            "visitor",
        ]
        result = subprocess.run(cmd, env=env, capture_output=True, text=True, check=False)
        if result.returncode != 0:
            problems.append(f"{family}: CLI failed: {result.stderr.strip()[-300:]}")
            continue
        for name in ("run.jsonl", "questions.jsonl", "truth.json"):
            ref = root / family / "0" / "visitor" / name
            if ref.exists() and ref.read_bytes() != (out / family / name).read_bytes():
                problems.append(f"{family}: {name} differs under another PYTHONHASHSEED")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m sim_eval.sim.generator_c.validate")
    parser.add_argument("out_root")
    parser.add_argument("--seeds", type=int, nargs="+", default=[0, 1])
    args = parser.parse_args(argv)
    problems = validate(Path(args.out_root), args.seeds)
    for problem in problems[:200]:
        print("PROBLEM", problem)
    print(f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
