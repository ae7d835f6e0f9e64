"""generator_g: a world is generated into tmp_path and passes its own validation (the
run parses, every truth holds for the frames up to `now`, a fresh generation is the same)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from sim_eval.sim.generator_g.generate import generate
from sim_eval.sim.generator_g.validate import main as validate


@pytest.mark.parametrize(("family", "phrasing"), [("farm", "visitor"), ("lab", "plain")])
def test_generated_world_passes_validation(tmp_path: Path, family: str, phrasing: str) -> None:
    out = tmp_path / "worlds" / family
    generate(out, family, 3, phrasing)
    assert validate(["--check-dir", str(tmp_path / "worlds"), "--seeds"]) == 0
    questions = [json.loads(line) for line in (out / "questions.jsonl").read_text().splitlines()]
    counts = Counter(q["type"] for q in questions)
    assert sum(counts.values()) == 100
    assert set(counts) == {"spatial", "temporal", "binary", "duration", "text"}
