"""generator_k: a world written into tmp_path keeps the memory's contract (every run line parses,
box centres give the detector's bearing at the generator's 1.2 rad field of view, truths hold
exactly the keys scoring.py reads, a perfect answer scores correct and a wrong one does not, the
package's own checks pass), the phrasing changes only the question text, and generation is
deterministic, also in a fresh process with another PYTHONHASHSEED."""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from memory_core import camera, runfile
from sim_eval import scoring
from sim_eval.sim.generator_k import (
    CAPTIONERS,
    DEV_PHRASINGS,
    FAMILIES,
    HELDOUT_PHRASINGS,
    HFOV_RAD,
)
from sim_eval.sim.generator_k.generate import write
from sim_eval.sim.generator_k.validate import FILES, check_world, jobs

REPO = Path(__file__).resolve().parents[3]
TRUTH_KEYS = {  # what scoring.score reads for each type
    "spatial": {"positions"},
    "temporal": {"time"},
    "binary": {"binary"},
    "duration": {"duration_s"},
    "text": {"keywords"},
}


def _questions(d: Path) -> list[dict[str, Any]]:
    return [json.loads(x) for x in (d / "questions.jsonl").read_text(encoding="utf-8").splitlines()]


def _check_run(d: Path) -> dict[str, Any]:
    """Every run line through runfile.parse_line, every box back to its bearing; the truth."""
    truth = json.loads((d / "truth.json").read_text(encoding="utf-8"))
    lines = (d / "run.jsonl").read_text(encoding="utf-8").splitlines()
    assert len(lines) == len(truth["frames"]) > 300
    boxes = 0
    for n, (line, frame) in enumerate(zip(lines, truth["frames"], strict=True), start=1):
        obs = runfile.parse_line(line, d / "run.jsonl", n)  # raises RunLineError
        dets = frame["detections"]
        assert list(obs.labels or ()) == [x["label"] for x in dets], n
        for det, box in zip(dets, obs.boxes or (), strict=True):
            if det.get("region"):
                assert box is None, n
                continue
            assert abs(camera.bearing_of(box, HFOV_RAD) - det["bearing"]) < 1e-5, (n, det)
            boxes += 1
    assert boxes > 500
    return truth


@pytest.mark.parametrize(
    ("family", "seed", "phrasing"),
    [
        ("apartment_block", 1, "plain"),
        ("zoo", 2, "heldout_radio_dispatch"),
        ("vehicle_workshop", 0, "hey_robot_voice"),
    ],
)
def test_world_keeps_the_contract(tmp_path: Path, family: str, seed: int, phrasing: str) -> None:
    d = write(tmp_path, family, seed, phrasing)
    assert d == tmp_path / f"{family}-s{seed}-{phrasing}"
    truth = _check_run(d)
    assert (truth["family"], truth["seed"], truth["hfov_rad"]) == (family, seed, 1.2)
    assert round(math.degrees(HFOV_RAD), 3) == 68.755  # memories: camera.hfov_deg=68.755
    assert 25 <= (truth["t_end"] - truth["t_start"]) / 60 <= 45
    qs = _questions(d)
    assert [q["id"] for q in qs] == [f"{family}-s{seed}-q{n:03d}" for n in range(100)]
    counts = {t: sum(q["type"] == t for q in qs) for t in TRUTH_KEYS}
    assert counts == {"spatial": 30, "temporal": 25, "binary": 20, "duration": 12, "text": 13}
    for q in qs:
        truth_q = q["truth"]
        assert set(truth_q) == TRUTH_KEYS[q["type"]], q
        assert truth["t_start"] <= q["now"] <= truth["t_end"] + 120, q
        right = {
            "position": truth_q.get("positions", [[0.0, 0.0]])[0],
            "time": truth_q.get("time"),
            "binary": truth_q.get("binary"),
            "duration_s": truth_q.get("duration_s"),
            "answer": " ".join(truth_q.get("keywords", [])),
        }
        wrong = {
            "position": [1e6, 1e6],
            "time": 0.0,
            "binary": not truth_q.get("binary"),
            "duration_s": 1e9,
            "answer": "zzz",
        }
        assert scoring.score(q, right).correct, q
        assert not scoring.score(q, wrong).correct, q
        at = q["at"]
        assert at is None or (len(at) in (2, 3) and all(math.isfinite(v) for v in at)), q
    assert 20 <= sum(q["at"] is not None for q in qs) <= 45
    problems: list[str] = []
    assert check_world(d, problems) == qs  # the package's own checks, evidence in the run too
    assert problems == []


@pytest.mark.parametrize("captioner", CAPTIONERS)
def test_every_captioner_writes_a_valid_run(tmp_path: Path, captioner: str) -> None:
    d = write(tmp_path, "apartment_block", 0, "plain", captioner)
    assert _check_run(d)["captioner"] == captioner
    problems: list[str] = []
    check_world(d, problems)
    assert problems == []


def test_phrasing_changes_only_the_question_text(tmp_path: Path) -> None:
    dirs = [write(tmp_path, "zoo", 1, p) for p in DEV_PHRASINGS]  # four separate simulations
    plain = _questions(dirs[0])
    for d in dirs[1:]:
        for name in ("run.jsonl", "truth.json"):
            assert (d / name).read_bytes() == (dirs[0] / name).read_bytes(), (d.name, name)
        other = _questions(d)
        assert [{k: v for k, v in q.items() if k != "question"} for q in other] == [
            {k: v for k, v in q.items() if k != "question"} for q in plain
        ]
        assert all(a["question"] != b["question"] for a, b in zip(plain, other, strict=True))


def test_the_test_set_is_27_worlds_with_the_held_out_phrasing_on_seed_2_only() -> None:
    worlds = list(jobs())
    assert len(worlds) == len(set(worlds)) == 27
    for family in FAMILIES:
        assert {(s, p) for f, s, p in worlds if f == family} == {
            (s, p) for s in (0, 1) for p in DEV_PHRASINGS
        } | {(2, p) for p in HELDOUT_PHRASINGS}


def test_generation_is_deterministic_across_processes(tmp_path: Path) -> None:
    here = write(tmp_path / "here", "vehicle_workshop", 1, "resident_chatty")
    again = write(tmp_path / "again", "vehicle_workshop", 1, "resident_chatty")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "sim_eval.sim.generator_k",
            str(tmp_path / "there"),
            "--family",
            "vehicle_workshop",
            "--seed",
            "1",
            "--phrasing",
            "resident_chatty",
        ],
        check=True,
        cwd=REPO,
        env=dict(os.environ, PYTHONHASHSEED="4242"),
        capture_output=True,
    )
    there = tmp_path / "there" / here.name
    for name in FILES:
        assert (again / name).read_bytes() == (here / name).read_bytes(), name
        assert (there / name).read_bytes() == (here / name).read_bytes(), name
