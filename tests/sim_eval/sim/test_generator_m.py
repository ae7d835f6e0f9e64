"""generator_m: a world written into tmp_path keeps the memory's contract (the package's own
checks: run lines, box bearings at its 82 degree field of view, truths scoring.py reads and
scores a perfect answer right and a wrong one wrong, evidence in the run), its phrasings
differ only in wording, and a second process with another PYTHONHASHSEED writes the same
bytes."""

from __future__ import annotations

import filecmp
import json
import os
import subprocess
import sys
from pathlib import Path

from sim_eval import scoring
from sim_eval.sim.generator_m import DEV_PHRASINGS, HELD_OUT
from sim_eval.sim.generator_m.validate import Problems, check_world
from sim_eval.sim.generator_m.world import build_world
from sim_eval.sim.generator_m.writer import write_world

REPO = Path(__file__).resolve().parents[3]
FILES = ("run.jsonl", "questions.jsonl", "truth.json")


def _questions(folder: Path) -> list[dict]:
    return [json.loads(line) for line in (folder / "questions.jsonl").read_text().splitlines()]


def test_a_world_keeps_the_contract_and_its_answers_score_as_they_should(tmp_path) -> None:
    folder = write_world(build_world("hotel", 0, "plain"), tmp_path)
    problems = Problems()
    check_world(folder, scoring, problems)
    assert problems.items == []
    assert len(_questions(folder)) == 100


def test_phrasings_change_only_the_wording(tmp_path) -> None:
    folders = [
        write_world(build_world("primary_school", 1, phrasing), tmp_path / phrasing)
        for phrasing in DEV_PHRASINGS
    ]
    plain, *others = [_questions(folder) for folder in folders]
    for other in others:
        assert [q["question"] for q in other] != [q["question"] for q in plain]
        for a, b in zip(plain, other, strict=True):
            assert {k: v for k, v in a.items() if k != "question"} == {
                k: v for k, v in b.items() if k != "question"
            }
    assert (folders[0] / "run.jsonl").read_bytes() == (folders[1] / "run.jsonl").read_bytes()


def test_generation_is_the_same_in_another_process(tmp_path) -> None:
    here = write_world(build_world("train_station", 2, HELD_OUT), tmp_path / "a")
    script = (
        "import sys;"
        "from sim_eval.sim.generator_m import HELD_OUT;"
        "from sim_eval.sim.generator_m.world import build_world;"
        "from sim_eval.sim.generator_m.writer import write_world;"
        "write_world(build_world('train_station', 2, HELD_OUT), sys.argv[1])"
    )
    env = dict(os.environ, PYTHONHASHSEED="4242")
    subprocess.run(
        [sys.executable, "-c", script, str(tmp_path / "b")], check=True, cwd=REPO, env=env
    )
    there = tmp_path / "b" / here.name
    assert all(filecmp.cmp(here / name, there / name, shallow=False) for name in FILES)
