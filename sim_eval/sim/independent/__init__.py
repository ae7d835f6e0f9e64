"""Independent test-world generator for the robot-memory QA system.

Usage::

    python -m sim_eval.sim.independent OUT_DIR --family home --seed 1 --phrasing people

or ``generate(out_dir, family, seed, phrasing)``.  See README.md.
"""

from __future__ import annotations

import json
from pathlib import Path

from .facts import extract
from .families import FAMILIES, get_family
from .output import question_records, truth_record, write_jsonl
from .questions import make_specs
from .simulate import simulate

PHRASINGS = ("plain", "people")


def generate(out_dir: str | Path, family: str, seed: int, phrasing: str) -> None:
    """Generate one world and write run.jsonl, questions.jsonl and truth.json into ``out_dir``."""
    if phrasing not in PHRASINGS:
        raise ValueError(f"phrasing must be one of {PHRASINGS}")
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    sim = simulate(get_family(family), seed)
    facts = extract(sim)
    specs = make_specs(sim, facts, seed)
    write_jsonl(out / "run.jsonl", [f.record() for f in sim.frames])
    write_jsonl(out / "questions.jsonl", question_records(sim, specs, seed, phrasing))
    with (out / "truth.json").open("w", encoding="utf-8") as fh:
        json.dump(truth_record(sim, facts, seed, phrasing), fh, indent=1)


__all__ = ["FAMILIES", "PHRASINGS", "generate"]
