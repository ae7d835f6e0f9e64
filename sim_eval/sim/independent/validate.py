"""Self-check: generate several worlds, validate the files and print a sanity report.

Run ``python -m sim_eval.sim.independent.validate OUT_ROOT [--seeds 1 2 3]``.
"""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter
from pathlib import Path

import numpy as np

from . import FAMILIES, PHRASINGS, generate
from .vocab import contains

TYPES = {"spatial": 20, "temporal": 20, "binary": 20, "duration": 20, "text": 10}
TRUTH_KEY = {
    "spatial": "positions",
    "temporal": "time",
    "binary": "binary",
    "duration": "duration_s",
    "text": "keywords",
}


def check_run(path: Path) -> list[dict]:
    """Parse and validate a run file; return its rows."""
    rows = [json.loads(line) for line in path.read_text().splitlines()]
    last = -1.0
    for r in rows:
        assert set(r) >= {"t", "pose", "caption", "labels", "boxes"}, r.keys()
        assert r["t"] > last, "times must increase"
        last = r["t"]
        assert set(r["pose"]) == {"x", "y", "z", "yaw"}
        assert isinstance(r["caption"], str) and r["caption"]
        assert len(r["labels"]) <= 14
        assert len(r["boxes"]) == len(r["labels"])
        for b in r["boxes"]:
            assert b is None or (
                len(b) == 4 and all(0.0 <= v <= 1.0 for v in b) and b[0] <= b[2] and b[1] <= b[3]
            )
    assert 1_767_225_600 <= rows[0]["t"] < 1_798_761_600, "start must be in 2026"
    return rows


def check_questions(path: Path, t0: float, t1: float) -> list[dict]:
    """Parse and validate a question file; return its rows."""
    qs = [json.loads(line) for line in path.read_text().splitlines()]
    counts = Counter(q["type"] for q in qs)
    assert counts == Counter(TYPES), counts
    for q in qs:
        assert t0 <= q["now"] <= t1 + 1e-6
        assert len(q["at"]) == 3
        assert TRUTH_KEY[q["type"]] in q["truth"], q
        if q["type"] == "temporal":
            assert q["truth"]["time"] <= q["now"] + 1e-6
    assert len({q["question"] + str(q["now"]) for q in qs}) == len(qs)
    return qs


def check_truths(qs: list[dict], rows: list[dict], truth: dict) -> None:
    """Cross-check question truths against the run file and the hidden world."""
    first_seen = {tuple(o["position"]): o["first_seen"] for o in truth["objects"]}
    for q in qs:
        t = q["truth"]
        if q["type"] == "spatial":
            for p in t["positions"]:
                fs = first_seen[tuple(p)]
                assert fs is not None and fs <= q["now"], (q, fs)
        if q["type"] == "binary" and t["subkind"] == "seen" and not t["binary"]:
            for r in rows:
                if r["t"] > q["now"]:
                    break
                for phrase in [*r["labels"], r["caption"]]:
                    for w in t["asked_as"]:
                        assert not contains(phrase, w), (q["question"], phrase)


def main(argv: list[str] | None = None) -> None:
    """Generate, validate and report."""
    ap = argparse.ArgumentParser()
    ap.add_argument("out_root")
    ap.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3])
    args = ap.parse_args(argv)
    root = Path(args.out_root)
    per_type: Counter[str] = Counter()
    binary_true: list[bool] = []
    durations: list[float] = []
    examples: dict[str, list[str]] = {p: [] for p in PHRASINGS}
    for fam in sorted(FAMILIES):
        for seed in args.seeds:
            runs = {}
            for ph in PHRASINGS:
                out = root / f"{fam}_s{seed}_{ph}"
                t = time.perf_counter()
                generate(out, fam, seed, ph)
                dt = time.perf_counter() - t
                rows = check_run(out / "run.jsonl")
                runs[ph] = (out / "run.jsonl").read_bytes()
                qs = check_questions(out / "questions.jsonl", rows[0]["t"], rows[-1]["t"])
                truth = json.loads((out / "truth.json").read_text())
                check_truths(qs, rows, truth)
                assert len(truth["path"]["outside"]) >= 2, "at least two trips outside"
                assert any(p["end"] - p["start"] >= 60 for p in truth["path"]["pauses"]), (
                    "a long stop"
                )
                seen = [o["times_labelled"] for o in truth["objects"] if o["times_labelled"]]
                n_labels = sum(len(r["labels"]) for r in rows)
                print(
                    f"{fam:9s} seed={seed} {ph:6s} {dt:5.2f}s frames={len(rows)} "
                    f"minutes={(rows[-1]['t'] - rows[0]['t']) / 60:.1f} "
                    f"objects={len(truth['objects'])} labels/frame={n_labels / len(rows):.1f} "
                    f"outside_trips={len(truth['path']['outside'])} "
                    f"seen_objects={len(seen)} median_sightings={int(np.median(seen))}"
                )
                if ph == PHRASINGS[0]:
                    per_type.update(q["type"] for q in qs)
                    binary_true += [q["truth"]["binary"] for q in qs if q["type"] == "binary"]
                    durations += [q["truth"]["duration_s"] for q in qs if q["type"] == "duration"]
                if seed == args.seeds[0] and fam == sorted(FAMILIES)[0]:
                    examples[ph] = [f"[{q['type']}] {q['question']}" for q in qs[::9][:10]]
            assert runs["plain"] == runs["people"], "run must not depend on phrasing"
    d = np.array(durations)
    print("\nquestions per type (plain, all worlds):", dict(per_type))
    print(f"binary true fraction: {np.mean(binary_true):.2f} of {len(binary_true)}")
    print(
        "duration truth (s): min={:.0f} p25={:.0f} median={:.0f} p75={:.0f} max={:.0f}".format(
            *np.percentile(d, [0, 25, 50, 75, 100])
        )
    )
    for ph, ex in examples.items():
        print(f"\nexamples ({ph}):")
        for e in ex:
            print("  " + e)


if __name__ == "__main__":
    main()
