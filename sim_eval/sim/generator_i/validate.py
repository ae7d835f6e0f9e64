"""Generate every evaluation world into OUT_DIR and sanity-check it.

Usage: python -m sim_eval.sim.generator_i.validate OUT_DIR

Writes 27 worlds to OUT_DIR/<family>-<seed>-<phrasing>/ (each family x seeds 0, 1 x the four
development phrasings, plus each family x seed 2 x the held-out phrasing) and checks them:
run.jsonl passes memory_core.runfile, time strictly increases, questions are well formed with
the truth keys the scorer reads (plus `asked_about_t` for "where were you N minutes ago"),
`at` is null or the asker's [x, y] / [x, y, z] position, spatial truth lies where the robot
perceived things, binary truths are balanced, durations exceed 20 s, type counts meet the
minimums, generation is deterministic and phrasings change only the question strings.
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import math
import shutil
import sys
import time
from collections import Counter
from pathlib import Path

from memory_core.runfile import read_run

from .generate import FAMILIES, write_world
from .phrasings import DEV, HELDOUT

TRUTH_KEYS = {
    "spatial": {"positions"},
    "temporal": {"time"},
    "binary": {"binary"},
    "duration": {"duration_s"},
    "text": {"keywords"},
}
# truth keys allowed in addition to TRUTH_KEYS, per subkind (not read by the scorer)
EXTRA_TRUTH_KEYS = {"where_at_time": {"asked_about_t"}}
MINIMUM = {"spatial": 10, "temporal": 10, "binary": 10, "duration": 8, "text": 8}


class CheckError(AssertionError):
    """A generated world failed one of the checks in `check_world`."""


def plan() -> list[tuple[str, int, str]]:
    jobs = [(f, s, p) for f in FAMILIES for s in (0, 1) for p in DEV]
    jobs += [(f, 2, HELDOUT) for f in FAMILIES]
    return jobs


def _contract(path: Path) -> list[str]:
    return [str(r.error) for r in read_run(path) if r.error is not None]


def _is_position(at: object) -> bool:
    """`at` is the asker's position: a list of 2 or 3 finite numbers (metres)."""
    return (
        isinstance(at, list)
        and len(at) in (2, 3)
        and all(
            isinstance(v, int | float) and not isinstance(v, bool) and math.isfinite(v) for v in at
        )
    )


def check_world(out: Path) -> tuple[list[str], dict[str, int]]:
    problems = _contract(out / "run.jsonl")[:5]
    lines = [json.loads(x) for x in (out / "run.jsonl").read_text().splitlines() if x.strip()]
    ts = [x["t"] for x in lines]
    if any(b <= a for a, b in itertools.pairwise(ts)):
        problems.append("time does not strictly increase")
    gaps = [b - a for a, b in itertools.pairwise(ts)]
    if min(gaps) < 0.99 or max(gaps) > 4.01:
        problems.append(f"frame gaps outside 1-4 s: {min(gaps):.2f}..{max(gaps):.2f}")
    dur = (ts[-1] - ts[0]) / 60
    if not 24.5 <= dur <= 45.5:
        problems.append(f"run lasts {dur:.1f} min")
    for x in lines:
        if set(x) - {"t", "pose", "caption", "labels", "boxes"}:
            problems.append("unexpected keys")
            break
        if len(x["labels"]) > 256 or len(x["boxes"]) != len(x["labels"]):
            problems.append("labels/boxes mismatch")
            break
    truth = json.loads((out / "truth.json").read_text())
    log = truth["perception"]
    qs = [json.loads(x) for x in (out / "questions.jsonl").read_text().splitlines()]
    counts = Counter(q["type"] for q in qs)
    for k, m in MINIMUM.items():
        if counts[k] < m:
            problems.append(f"only {counts[k]} {k} questions")
    if not 90 <= len(qs) <= 110:
        problems.append(f"{len(qs)} questions")
    ids: set[str] = set()
    binary: Counter[bool] = Counter()
    for q in qs:
        if set(q) != {"id", "type", "question", "now", "at", "truth", "subkind", "slots"}:
            problems.append(f"{q.get('id')}: keys {sorted(q)}")
        if q["id"] in ids:
            problems.append(f"duplicate id {q['id']}")
        ids.add(q["id"])
        tr = q["truth"]
        extra = EXTRA_TRUTH_KEYS.get(q["subkind"], set())
        if not TRUTH_KEYS[q["type"]] <= set(tr) <= TRUTH_KEYS[q["type"]] | extra:
            problems.append(f"{q['id']}: truth keys {sorted(tr)}")
            continue
        if not (ts[0] <= q["now"] <= ts[-1]):
            problems.append(f"{q['id']}: now outside the run")
        if q["at"] is not None and not _is_position(q["at"]):
            problems.append(f"{q['id']}: at is neither null nor an [x, y(, z)] position")
        if "asked_about_t" in tr and not ts[0] <= tr["asked_about_t"] <= q["now"]:
            problems.append(f"{q['id']}: asked_about_t outside [start, now]")
        if not q["question"].strip() or "{" in q["question"]:
            problems.append(f"{q['id']}: bad question string {q['question']!r}")
        seen_frames = [f for f in log if f["t"] <= q["now"]]
        if q["type"] == "spatial":
            for p in tr["positions"]:
                if len(p) != 3 or not all(math.isfinite(v) for v in p):
                    problems.append(f"{q['id']}: bad position {p}")
                near = (
                    min(
                        math.dist((f["x"], f["y"]), p[:2])
                        for f in seen_frames
                        if abs(f["z"] - p[2]) < 1.0
                    )
                    if any(abs(f["z"] - p[2]) < 1.0 for f in seen_frames)
                    else math.inf
                )
                if near > 35:
                    problems.append(f"{q['id']}: target {p} {near:.0f} m from any pose seen")
        elif q["type"] == "temporal":
            if not ts[0] <= tr["time"] <= q["now"]:
                problems.append(f"{q['id']}: time after now")
        elif q["type"] == "binary":
            if not isinstance(tr["binary"], bool):
                problems.append(f"{q['id']}: binary not bool")
            binary[tr["binary"]] += 1
        elif q["type"] == "duration":
            if not tr["duration_s"] > 20:
                problems.append(f"{q['id']}: duration {tr['duration_s']}")
        else:  # text (the truth-key check above rejects unknown types)
            if not tr["keywords"] or not all(isinstance(k, str) and k for k in tr["keywords"]):
                problems.append(f"{q['id']}: keywords {tr['keywords']}")
    nb = sum(binary.values())
    if nb and not 0.35 <= binary[True] / nb <= 0.65:
        problems.append(f"binary balance {binary[True]}/{nb} true")
    return problems, dict(counts)


def validate_world(out: str | Path) -> dict[str, object]:
    """Check one generated world; raise CheckError listing the problems, else report on it."""
    out = Path(out)
    problems, counts = check_world(out)
    if problems:
        raise CheckError(f"{out.name}: " + "; ".join(problems[:8]))
    truth = json.loads((out / "truth.json").read_text())
    return {
        "world": out.name,
        "frames": len(truth["perception"]),
        "captioner": truth["captioner"],
        "counts": counts,
    }


def _digest(out: Path) -> str:
    h = hashlib.sha256((out / "run.jsonl").read_bytes())
    for line in (out / "questions.jsonl").read_text().splitlines():
        q = json.loads(line)
        q.pop("question")
        h.update(json.dumps(q, sort_keys=True).encode())
    return h.hexdigest()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m sim_eval.sim.generator_i.validate", description=__doc__
    )
    ap.add_argument("out_dir", type=Path, help="where the 27 worlds are written")
    root: Path = ap.parse_args(argv).out_dir
    start = time.time()
    bad = 0
    digests: dict[tuple[str, int], set[str]] = {}
    table: list[tuple[str, dict[str, int]]] = []
    for family, seed, phrasing in plan():
        out = root / f"{family}-{seed}-{phrasing}"
        write_world(out, family, seed, phrasing)
        problems, counts = check_world(out)
        digests.setdefault((family, seed), set()).add(_digest(out))
        table.append((out.name, counts))
        status = "ok" if not problems else f"{len(problems)} problem(s)"
        print(f"{out.name:55s} {status} {counts}")
        for p in problems[:8]:
            print("   ", p)
        bad += bool(problems)
    for key, ds in digests.items():
        if len(ds) != 1:
            print(f"phrasings changed more than the question strings for {key}")
            bad += 1
    again = root / "_determinism"
    write_world(again, *plan()[0])
    if _digest(again) not in digests[plan()[0][:2]]:
        print("generation is not deterministic")
        bad += 1
    shutil.rmtree(again)
    print(f"{len(table)} worlds in {time.time() - start:.1f} s; {bad} with problems")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
