"""Fast checks of generator C (sim_eval.sim.generator_c): its own validator passes,
and it writes files the evaluation reads. Its worlds are held out: no test scores the
agent on them."""

from __future__ import annotations

from pathlib import Path

from memory_core.runfile import read_run
from sim_eval.sim.generator_c.validate import validate


def test_every_family_and_phrasing_validates_and_is_deterministic(tmp_path: Path) -> None:
    assert validate(tmp_path, [5]) == []
    for family in ("museum", "store"):
        lines = list(read_run(tmp_path / family / "5" / "plain" / "run.jsonl"))
        assert lines and all(line.error is None for line in lines)
