"""python -m sim_eval.sim.generator_j.validate OUT_DIR: write every family x seeds 0,1 x
development phrasing and every family x seed 2 x held-out phrasing, then check each world."""

from __future__ import annotations

import json
import math
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from .generate import FAMILIES, build, write
from .perceive import HFOV
from .phrasing import DEV, HELD_OUT

TRUTH_KEYS = {
    "spatial": {"positions"},
    "temporal": {"time"},
    "binary": {"binary"},
    "duration": {"duration_s"},
    "text": {"keywords"},
}
Q_KEYS = {"id", "type", "question", "now", "at", "truth", "subkind", "slots"}


def _main_modules() -> tuple[Any, Any, Any]:
    """memory_core's run-line parser, camera and scorer (own checks only if not importable)."""
    try:
        from memory_core import camera, runfile
        from sim_eval import scoring
    except ImportError as error:  # still check with our own rules
        print(f"note: memory_core not importable ({error}); own checks only")
        return None, None, None
    return runfile, camera, scoring


def check_run(path: Path, runfile: Any) -> int:
    lines = path.read_text(encoding="utf-8").splitlines()
    last = -math.inf
    for n, raw in enumerate(lines, start=1):
        rec = json.loads(raw)
        assert set(rec) <= {"t", "pose", "caption", "labels", "image", "boxes"}, rec
        assert 1.0 <= rec["t"] - last <= 4.0 + 1e-6 or n == 1, (path, n, rec["t"] - last)
        last = rec["t"]
        assert len(rec["labels"]) == len(rec["boxes"]) <= 12
        for box in rec["boxes"]:
            assert box is None or (0 <= box[0] <= box[2] <= 1 and 0 <= box[1] <= box[3] <= 1)
        if runfile is not None:
            runfile.parse_line(raw, path, n)  # raises RunLineError
    return len(lines)


def check_questions(path: Path, t0: float, t1: float, scoring: Any) -> list[dict[str, Any]]:
    qs = [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines()]
    assert 90 <= len(qs) <= 110, len(qs)
    for q in qs:
        assert set(q) == Q_KEYS, q
        assert set(q["truth"]) == TRUTH_KEYS[q["type"]], q
        assert t0 + 60 < q["now"] < t1 + 120, q
        assert q["at"] is None or len(q["at"]) in (2, 3)
        if scoring is None:
            continue
        truth = q["truth"]
        right = {
            "position": (truth.get("positions") or [[0, 0]])[0],
            "time": truth.get("time"),
            "binary": truth.get("binary"),
            "duration_s": truth.get("duration_s"),
            "answer": " ".join(truth.get("keywords", [])),
        }
        assert scoring.score(q, right).correct, q
        wrong = {
            "position": [1e6, 1e6],
            "time": 0.0,
            "binary": not truth.get("binary"),
            "duration_s": 1e9,
            "answer": "zzz",
        }
        assert not scoring.score(q, wrong).correct, q
    return qs


def check_bearings(family: str, camera: Any) -> None:
    w = build(family, 0)
    for log in w["logs"][:300]:
        for d in log.dets:
            got = camera.bearing_of(tuple(d.box), HFOV)
            assert abs(got - d.bearing) < 1e-3, (d.label, got, d.bearing)


def _meaning(qs: list[dict[str, Any]]) -> list[str]:
    return [json.dumps({k: v for k, v in q.items() if k != "question"}, sort_keys=True) for q in qs]


def main(argv: list[str] | None = None) -> int:
    out = Path((argv or sys.argv[1:] or ["worlds_j"])[0])
    runfile, camera, scoring = _main_modules()
    start = time.time()
    types: Counter[str] = Counter()
    worlds, with_at, total = 0, 0, 0
    for family in FAMILIES:
        for seed, phrasings in ((0, DEV), (1, DEV), (2, HELD_OUT)):
            built = build(family, seed)
            meanings = set()
            for phrasing in phrasings:
                folder = out / f"{family}-s{seed}-{phrasing}"
                write(folder, family, seed, phrasing, built=built)
                frames = check_run(folder / "run.jsonl", runfile)
                truth = json.loads((folder / "truth.json").read_text(encoding="utf-8"))
                qs = check_questions(
                    folder / "questions.jsonl", truth["t_start"], truth["t_end"], scoring
                )
                minutes = (truth["t_end"] - truth["t_start"]) / 60
                assert 24 <= minutes <= 47, minutes
                meanings.add(tuple(_meaning(qs)))
                types.update(q["type"] for q in qs)
                with_at += sum(q["at"] is not None for q in qs)
                total += len(qs)
                worlds += 1
                print(
                    f"{folder.name}: {frames} frames, {minutes:.1f} min, {len(qs)} questions, "
                    f"captioner {truth['captioner']}"
                )
            assert len(meanings) == 1, f"{family} s{seed}: phrasing changed a truth"
        if camera is not None:
            check_bearings(family, camera)
    print(
        f"{worlds} worlds, {total} questions {dict(types)}, at given {with_at / total:.0%}, "
        f"{time.time() - start:.1f} s"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
