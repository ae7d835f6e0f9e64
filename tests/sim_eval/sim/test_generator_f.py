"""generator_f: one world per family is generated into tmp_path and passes validation."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from sim_eval.sim.generator_f.generate import generate
from sim_eval.sim.generator_f.validate import check_world


@pytest.mark.parametrize(("family", "phrasing"), [("airport", "supervisor"), ("park", "texting")])
def test_generated_world_passes_validation(tmp_path: Path, family: str, phrasing: str) -> None:
    out = generate(tmp_path / family, family, 3, phrasing)
    assert check_world(out) == []
    questions = [json.loads(line) for line in (out / "questions.jsonl").read_text().splitlines()]
    counts = Counter(q["type"] for q in questions)
    assert sum(counts.values()) == 100
    assert set(counts) == {"spatial", "temporal", "binary", "duration", "text"}
    assert {q["truth"]["phrasing"] for q in questions} == {phrasing}
