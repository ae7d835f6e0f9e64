"""generator_j: a world is generated into tmp_path and passes the package's own validation (the
run parses, box centres give the detector's bearing, questions are well formed and scored right
by the scorer, `at` is null or a position), and generation is deterministic, with the phrasing
changing only the question text."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from sim_eval.sim.generator_j.generate import build, write
from sim_eval.sim.generator_j.perceive import HFOV
from sim_eval.sim.generator_j.phrasing import DEV, HELD_OUT
from sim_eval.sim.generator_j.validate import _main_modules, check_questions, check_run

FILES = ("run.jsonl", "questions.jsonl", "truth.json")


def _questions(out: Path) -> list[dict]:
    return [json.loads(line) for line in (out / "questions.jsonl").read_text().splitlines()]


@pytest.mark.parametrize(
    ("family", "seed", "phrasing"),
    [("sports_stadium", 0, "text_message"), ("care_home", 2, "care_worker_handover")],
)
def test_generated_world_passes_validation(
    tmp_path: Path, family: str, seed: int, phrasing: str
) -> None:
    assert phrasing in (DEV if seed < 2 else HELD_OUT)
    runfile, camera, scoring = _main_modules()
    assert runfile is not None and camera is not None and scoring is not None
    out = tmp_path / f"{family}-s{seed}-{phrasing}"
    built = build(family, seed)
    info = write(out, family, seed, phrasing, built=built)
    assert check_run(out / "run.jsonl", runfile) == info["frames"]  # raises on a bad line
    truth = json.loads((out / "truth.json").read_text())
    assert (truth["family"], truth["seed"], truth["phrasing"]) == (family, seed, phrasing)
    assert 24 <= (truth["t_end"] - truth["t_start"]) / 60 <= 47
    qs = check_questions(out / "questions.jsonl", truth["t_start"], truth["t_end"], scoring)
    assert qs == info["questions"]
    assert {q["type"] for q in qs} == {"spatial", "temporal", "binary", "duration", "text"}
    for log in built["logs"][:300]:  # as validate.check_bearings
        for d in log.dets:
            assert abs(camera.bearing_of(tuple(d.box), HFOV) - d.bearing) < 1e-3, d.label


def test_at_is_null_or_a_position(tmp_path: Path) -> None:
    out = tmp_path / "ferry"
    write(out, "ferry_port", 0, "plain")
    qs = _questions(out)
    for q in qs:
        at = q["at"]
        if at is None:
            assert q["slots"].get("ref") != "asker", q
            continue
        assert isinstance(at, list) and len(at) in (2, 3), q
        assert all(type(v) in (int, float) and math.isfinite(v) for v in at), q
        assert q["slots"]["ref"] == "asker", q
    assert 0 < sum(q["at"] is not None for q in qs) < len(qs)
    # the package's own check rejects an `at` that is not a position
    truth = json.loads((out / "truth.json").read_text())
    check_questions(out / "questions.jsonl", truth["t_start"], truth["t_end"], None)
    qs[0]["at"] = [qs[0]["now"]]
    (out / "questions.jsonl").write_text("".join(json.dumps(q) + "\n" for q in qs))
    with pytest.raises(AssertionError):
        check_questions(out / "questions.jsonl", truth["t_start"], truth["t_end"], None)


def test_generation_is_deterministic_and_phrasing_changes_only_questions(tmp_path: Path) -> None:
    first, again, other = tmp_path / "first", tmp_path / "again", tmp_path / "second_language"
    write(first, "ferry_port", 1, "plain")
    write(again, "ferry_port", 1, "plain")
    write(other, "ferry_port", 1, "second_language")
    for name in FILES:
        assert (first / name).read_bytes() == (again / name).read_bytes(), name
    assert (first / "run.jsonl").read_bytes() == (other / "run.jsonl").read_bytes()
    truth_a = json.loads((first / "truth.json").read_text())
    truth_b = json.loads((other / "truth.json").read_text())
    assert (truth_a.pop("phrasing"), truth_b.pop("phrasing")) == ("plain", "second_language")
    assert truth_a == truth_b
    plain, second = _questions(first), _questions(other)
    assert [{k: v for k, v in q.items() if k != "question"} for q in plain] == [
        {k: v for k, v in q.items() if k != "question"} for q in second
    ]
    assert sum(a["question"] != b["question"] for a, b in zip(plain, second, strict=True)) >= 80
