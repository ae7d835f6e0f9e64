"""Generator E: one small world per family; formats, determinism and truth consistency."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memory_core.runfile import read_run
from sim_eval.sim.generator_e import generate
from sim_eval.sim.generator_e.validate import check_world

KEYS = {
    "spatial": "positions",
    "temporal": "time",
    "binary": "binary",
    "duration": "duration_s",
    "text": "keywords",
}


@pytest.mark.parametrize(("family", "phrasing"), [("school", "teacher"), ("warehouse", "radio")])
def test_world_is_consistent_and_deterministic(tmp_path: Path, family: str, phrasing: str) -> None:
    first, second = tmp_path / "a", tmp_path / "b"
    summary = generate(first, family, 0, phrasing)
    generate(second, family, 0, phrasing)
    for name in ("run.jsonl", "questions.jsonl", "truth.json"):
        assert (first / name).read_bytes() == (second / name).read_bytes(), name
    assert summary["seconds"] < 3.0
    assert 25.0 <= summary["minutes"] <= 50.0

    lines = list(read_run(first / "run.jsonl"))
    assert lines and all(line.error is None for line in lines)
    questions = [json.loads(x) for x in (first / "questions.jsonl").read_text().splitlines()]
    assert len(questions) == 100
    for q in questions:
        assert set(q) == {"id", "type", "question", "now", "at", "truth"}
        assert KEYS[q["type"]] in q["truth"]
        assert {"subkind", "slots"} <= set(q["truth"])
    problems, counts = check_world(first)
    assert problems == []
    assert counts == {"spatial": 23, "temporal": 20, "binary": 23, "duration": 16, "text": 18}


def test_phrasing_changes_only_the_wording(tmp_path: Path) -> None:
    generate(tmp_path / "plain", "school", 1, "plain")
    generate(tmp_path / "learner", "school", 1, "learner")
    plain = [json.loads(x) for x in (tmp_path / "plain/questions.jsonl").read_text().splitlines()]
    learner = [
        json.loads(x) for x in (tmp_path / "learner/questions.jsonl").read_text().splitlines()
    ]
    assert [q["truth"] for q in plain] == [q["truth"] for q in learner]
    assert [q["now"] for q in plain] == [q["now"] for q in learner]
    assert sum(a["question"] != b["question"] for a, b in zip(plain, learner, strict=True)) > 90
    assert (tmp_path / "plain/run.jsonl").read_bytes() == (
        tmp_path / "learner/run.jsonl"
    ).read_bytes()


def test_forced_captioner_is_used_for_every_frame(tmp_path: Path) -> None:
    generate(tmp_path, "warehouse", 3, "plain", captioner="ops")
    truth = json.loads((tmp_path / "truth.json").read_text())
    assert {f["captioner"] for f in truth["frames"]} == {"ops"}
    assert check_world(tmp_path)[0] == []
