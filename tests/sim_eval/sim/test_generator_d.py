"""Fast checks of generator D (sim_eval.sim.generator_d): its own validator passes,
and it writes files the evaluation reads. Its worlds are held out: no test scores the
agent on them."""

from __future__ import annotations

from pathlib import Path

from memory_core.runfile import read_run
from sim_eval.sim.generator_d.validate import main as validate


def test_both_families_validate_and_read_as_run_files(tmp_path: Path) -> None:
    assert validate([str(tmp_path), "--seeds", "5", "--phrasings", "plain", "asr"]) == 0
    for family in ("station", "hotel"):
        lines = list(read_run(tmp_path / f"{family}-5-plain" / "run.jsonl"))
        assert lines and all(line.error is None for line in lines)
