"""generator_h: a world is generated into tmp_path and passes its own validation (the run
parses, every truth is re-derived from the frames up to `now`), and generation is
deterministic, with the phrasing changing only the question text."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from sim_eval.sim.generator_h.generate import generate
from sim_eval.sim.generator_h.questions import QUOTA
from sim_eval.sim.generator_h.validate import validate_world

FILES = ("run.jsonl", "questions.jsonl", "truth.json")


def _questions(out: Path) -> list[dict]:
    return [json.loads(line) for line in (out / "questions.jsonl").read_text().splitlines()]


@pytest.mark.parametrize(
    ("family", "seed", "phrasing"),
    [("neighbourhood", 0, "security_guard"), ("museum", 2, "heldout_detective")],
)
def test_generated_world_passes_validation(
    tmp_path: Path, family: str, seed: int, phrasing: str
) -> None:
    out = tmp_path / f"{family}-{seed}-{phrasing}"
    info = generate(out, family, seed, phrasing)
    report = validate_world(out)  # raises CheckError on the first broken check
    assert report["frames"] == info["frames"]
    assert report["captioner"] == info["captioner"]
    counts = Counter(q["type"] for q in _questions(out))
    assert counts == Counter(QUOTA)


def test_generation_is_deterministic_and_phrasing_changes_only_questions(tmp_path: Path) -> None:
    first, again, other = tmp_path / "first", tmp_path / "again", tmp_path / "elderly"
    generate(first, "hospital", 1, "plain")
    generate(again, "hospital", 1, "plain")
    generate(other, "hospital", 1, "elderly")
    for name in FILES:
        assert (first / name).read_bytes() == (again / name).read_bytes(), name
    assert (first / "run.jsonl").read_bytes() == (other / "run.jsonl").read_bytes()
    truth_a = json.loads((first / "truth.json").read_text())
    truth_b = json.loads((other / "truth.json").read_text())
    assert (truth_a.pop("phrasing"), truth_b.pop("phrasing")) == ("plain", "elderly")
    assert truth_a == truth_b
    plain, elderly = _questions(first), _questions(other)
    assert [{k: v for k, v in q.items() if k != "question"} for q in plain] == [
        {k: v for k, v in q.items() if k != "question"} for q in elderly
    ]
    assert sum(a["question"] != b["question"] for a, b in zip(plain, elderly, strict=True)) >= 80
