"""python -m sim_eval.sim.generator_k.validate OUT_DIR: write the 27 test worlds and check
them against the memory's contract (runfile, camera, scoring) and for determinism, so a change
to the generator cannot quietly break what the memory is tested against."""

from __future__ import annotations

import argparse
import collections
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from memory_core import camera, runfile
from sim_eval import scoring

from . import DEV_PHRASINGS, FAMILIES, HELDOUT_PHRASINGS, HFOV_RAD
from .generate import QUESTION_KEYS, Simulated, write

FILES = ("run.jsonl", "questions.jsonl", "truth.json")
TRUTH_KEYS = {
    "spatial": {"positions"},
    "temporal": {"time"},
    "binary": {"binary"},
    "duration": {"duration_s"},
    "text": {"keywords"},
}
HERE_WORDS = re.compile(
    r"\b(me|my|here|this floor|i'm|i am|this area|this spot|my level|my position)\b", re.I
)


def jobs() -> Iterator[tuple[str, int, str]]:
    """(family, seed, phrasing) of the 27 worlds: dev phrasings on seeds 0, 1, held-out on 2."""
    for fam in FAMILIES:
        for seed in (0, 1):
            for ph in DEV_PHRASINGS:
                yield fam, seed, ph
        for ph in HELDOUT_PHRASINGS:
            yield fam, 2, ph


def emit(out_dir: Path) -> list[Path]:
    cache: dict[tuple[str, int, str | None], Simulated] = {}
    dirs = []
    for fam, seed, ph in jobs():
        dirs.append(write(out_dir, fam, seed, ph, cache=cache))
    return dirs


def perfect_answer(q: dict[str, Any]) -> dict[str, Any]:
    t = q["truth"]
    return {
        "spatial": lambda: {"position": t["positions"][0]},
        "temporal": lambda: {"time": t["time"]},
        "binary": lambda: {"binary": t["binary"]},
        "duration": lambda: {"duration_s": t["duration_s"]},
        "text": lambda: {"answer": f"It said {t['keywords'][0]}."},
    }[q["type"]]()


def wrong_answer(q: dict[str, Any]) -> dict[str, Any]:
    t = q["truth"]
    if q["type"] == "spatial":
        p = list(t["positions"][0])
        return {"position": [p[0] + 500.0, p[1] - 500.0, *p[2:]]}
    return {
        "temporal": lambda: {"time": t["time"] + 3600.0},
        "binary": lambda: {"binary": not t["binary"]},
        "duration": lambda: {"duration_s": t["duration_s"] * 3 + 100},
        "text": lambda: {"answer": "qqqq"},
    }[q["type"]]()


def check_world(d: Path, problems: list[str]) -> list[dict[str, Any]]:
    """The world's questions; what is wrong with the world is appended to `problems`."""
    name = d.name
    truth = json.loads((d / "truth.json").read_text())
    frames = truth["frames"]
    lines = [ln for ln in (d / "run.jsonl").read_text().splitlines() if ln.strip()]
    if len(lines) != len(frames):
        problems.append(f"{name}: {len(lines)} run lines vs {len(frames)} logged frames")
    last_t = -1.0
    for n, (ln, fr) in enumerate(zip(lines, frames, strict=False), start=1):
        try:
            obs = runfile.parse_line(ln, d / "run.jsonl", n)
        except runfile.RunLineError as e:
            problems.append(f"{name}: {e}")
            continue
        if obs.t <= last_t:
            problems.append(f"{name}:{n}: time not increasing")
        last_t = obs.t
        gap = obs.t - (frames[n - 2]["t"] if n > 1 else obs.t)
        if n > 1 and not (0.99 <= gap <= 4.01):
            problems.append(f"{name}:{n}: frame gap {gap:.2f}s")
        labels = obs.labels or ()
        boxes = obs.boxes or (None,) * len(labels)
        dets = fr["detections"]
        if [x["label"] for x in dets] != list(labels):
            problems.append(f"{name}:{n}: labels differ from the perception log")
            continue
        for det, box in zip(dets, boxes, strict=True):
            if det.get("region"):
                if box is not None:
                    problems.append(f"{name}:{n}: region label with a box")
                continue
            if box is None:
                problems.append(f"{name}:{n}: object label without a box")
                continue
            b = camera.bearing_of(box, HFOV_RAD)
            if abs(b - det["bearing"]) > 2e-3:
                problems.append(f"{name}:{n}: box centre bearing {b:.4f} vs {det['bearing']:.4f}")
    check_evidence(name, truth, lines, d, problems)
    t0, t1 = frames[0]["t"], frames[-1]["t"]
    if not (25 * 60 - 10 <= t1 - t0 <= 45 * 60 + 10):
        problems.append(f"{name}: run length {(t1 - t0) / 60:.1f} min")
    qs = [json.loads(x) for x in (d / "questions.jsonl").read_text().splitlines() if x.strip()]
    if len(qs) != 100:
        problems.append(f"{name}: {len(qs)} questions")
    if len({q["id"] for q in qs}) != len(qs):
        problems.append(f"{name}: duplicate ids")
    for q in qs:
        if set(q) != set(QUESTION_KEYS):
            problems.append(f"{name}/{q['id']}: fields {sorted(q)}")
        if set(q["truth"]) != TRUTH_KEYS[q["type"]]:
            problems.append(f"{name}/{q['id']}: truth keys {sorted(q['truth'])}")
        if not (t0 <= q["now"] <= t1 + 120):
            problems.append(f"{name}/{q['id']}: now outside the run")
        if q["at"] is not None:
            if not (isinstance(q["at"], list) and len(q["at"]) in (2, 3)):
                problems.append(f"{name}/{q['id']}: bad at")
            if not HERE_WORDS.search(re.sub(r"\b(um|uh|so|like|okay|erm) ", "", q["question"])):
                problems.append(f"{name}/{q['id']}: has `at` but no here-word")
        if q["type"] == "temporal" and q["truth"]["time"] > q["now"]:
            problems.append(f"{name}/{q['id']}: truth time after now")
        if q["type"] == "duration" and q["truth"]["duration_s"] <= 0:
            problems.append(f"{name}/{q['id']}: non-positive duration")
        if not scoring.score(q, perfect_answer(q)).correct:
            problems.append(f"{name}/{q['id']}: perfect answer scored wrong")
        if scoring.score(q, wrong_answer(q)).correct:
            problems.append(f"{name}/{q['id']}: wrong answer scored correct")
        if not q["question"].strip():
            problems.append(f"{name}/{q['id']}: empty question")
    return qs


def check_evidence(
    name: str, truth: dict[str, Any], lines: list[str], d: Path, problems: list[str]
) -> None:
    """Independent of the generator's index: the run itself must hold the evidence."""
    recs = [json.loads(x) for x in lines]
    ts = [r["t"] for r in recs]
    caps = [(r.get("caption") or "").lower() for r in recs]
    labs = [[x.lower() for x in r.get("labels") or []] for r in recs]
    classes = {c["name"]: c for c in truth["classes"]}
    qs = [json.loads(x) for x in (d / "questions.jsonl").read_text().splitlines() if x.strip()]
    for q in qs:
        k = max(i for i, t in enumerate(ts) if t <= q["now"]) if ts[0] <= q["now"] else -1
        s, sub = q["slots"], q["subkind"]
        if sub in ("seen_never", "seen_not_yet"):
            names = [x.lower() for x in classes[s["cls"]]["labels"]]
            for i in range(k + 1):
                if any(
                    n == lab or lab.endswith(" " + n) or lab.startswith(n + " (")
                    for lab in labs[i]
                    for n in names
                ):
                    problems.append(
                        f"{name}/{q['id']}: 'no' for {s['cls']} but line {i + 1} has a label for it"
                    )
                    break
                if sub == "seen_not_yet" and any(
                    re.search(r"\b" + re.escape(n) + r"s?\b", caps[i]) for n in names
                ):
                    problems.append(
                        f"{name}/{q['id']}: 'not yet' for {s['cls']} but line {i + 1} captions it"
                    )
                    break
        if sub in ("sign_text", "last_read", "sign_here"):
            kws = [x.lower() for x in q["truth"]["keywords"]]
            if not any(kw in caps[i] for i in range(k + 1) for kw in kws):
                problems.append(f"{name}/{q['id']}: text never quoted by now")
        if sub in ("colour_of", "colour_yes"):
            col = (s.get("colour") or "").lower() if sub == "colour_yes" else None
            kws = [col] if col else [x.lower() for x in q["truth"]["keywords"]]
            if not any(
                kw in caps[i] or any(kw in lab for lab in labs[i])
                for i in range(k + 1)
                for kw in kws
            ):
                problems.append(f"{name}/{q['id']}: colour never perceived by now")
        for key in ("place", "a", "b"):
            if s.get(key) and not any(s[key].lower() in caps[i] for i in range(k + 1)):
                problems.append(
                    f"{name}/{q['id']}: place '{s[key]}' never named by a caption by now"
                )
        if q["type"] == "temporal" and not any(abs(t - q["truth"]["time"]) < 5 for t in ts):
            problems.append(f"{name}/{q['id']}: truth time is not near any frame")


def _without_question(q: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in q.items() if k != "question"}


def check_phrasings(out: Path, problems: list[str]) -> None:
    for fam in FAMILIES:
        for seed in (0, 1):
            base = out / f"{fam}-s{seed}-plain"
            bq = [json.loads(x) for x in (base / "questions.jsonl").read_text().splitlines()]
            for ph in DEV_PHRASINGS[1:]:
                d = out / f"{fam}-s{seed}-{ph}"
                for f in ("run.jsonl", "truth.json"):
                    if (base / f).read_bytes() != (d / f).read_bytes():
                        problems.append(f"{d.name}/{f} differs from plain")
                oq = [json.loads(x) for x in (d / "questions.jsonl").read_text().splitlines()]
                if len(oq) != len(bq):
                    problems.append(f"{d.name}: question count differs from plain")
                for a, b in zip(bq, oq, strict=False):
                    if _without_question(a) != _without_question(b):
                        problems.append(
                            f"{d.name}/{b['id']}: differs from plain beyond the question"
                        )
                    if a["question"] == b["question"]:
                        problems.append(f"{d.name}/{b['id']}: same text as plain")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="sim_eval.sim.generator_k.validate", description=__doc__)
    parser.add_argument("out_dir")
    parser.add_argument("--emit-only", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    out = Path(args.out_dir)
    start = time.time()
    dirs = emit(out)
    if args.emit_only:
        return 0
    gen_s = time.time() - start
    problems: list[str] = []
    stats: collections.defaultdict[str, collections.Counter[tuple[str, str]]]
    stats = collections.defaultdict(collections.Counter)
    for d in dirs:
        qs = check_world(d, problems)
        fam = d.name.split("-s")[0]
        if d.name.endswith("-plain") or "heldout" in d.name:
            for q in qs:
                stats[fam][(q["type"], q["subkind"])] += 1
                stats[fam][(q["type"], "*")] += 1
                stats[fam][("at", "*")] += q["at"] is not None
    check_phrasings(out, problems)
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, PYTHONHASHSEED="4242")
        subprocess.run(
            [sys.executable, "-m", "sim_eval.sim.generator_k.validate", tmp, "--emit-only"],
            check=True,
            env=env,
            cwd=Path(__file__).resolve().parents[3],  # the repository root
        )
        for d in dirs:
            for f in FILES:
                if (d / f).read_bytes() != (Path(tmp) / d.name / f).read_bytes():
                    problems.append(f"{d.name}/{f}: not byte-identical on regeneration")
    for fam in FAMILIES:
        c = stats[fam]
        print(
            f"{fam}: "
            + ", ".join(f"{t}={c[(t, '*')]}" for t in TRUTH_KEYS)
            + f", with at={c[('at', '*')]}"
            + "  (over plain s0, s1 and held-out s2)"
        )
        print("   " + ", ".join(f"{t}/{s}={n}" for (t, s), n in sorted(c.items()) if s != "*"))
    total_s = time.time() - start
    print(f"{len(dirs)} worlds written to {out} in {gen_s:.1f}s; total with checks {total_s:.1f}s")
    if problems:
        print(f"{len(problems)} PROBLEMS:")
        for p in problems[:60]:
            print("  " + p)
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
