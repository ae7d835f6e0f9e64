"""generator_n: a world written into tmp_path keeps the memory's contract (the package's own
checks: run lines, box bearings at its 90 degree field of view, truths scoring.py reads and
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

from memory_core import camera, runfile
from sim_eval import scoring
from sim_eval.sim.generator_n.phrasings import DEV_PHRASINGS, HELDOUT_PHRASINGS
from sim_eval.sim.generator_n.validate import Checker, _set_forms, check_world
from sim_eval.sim.generator_n.world import write

REPO = Path(__file__).resolve().parents[3]
FILES = ("run.jsonl", "questions.jsonl", "truth.json")


def _questions(folder: Path) -> list[dict]:
    return [json.loads(line) for line in (folder / "questions.jsonl").read_text().splitlines()]


def test_a_world_keeps_the_contract_and_its_answers_score_as_they_should(tmp_path) -> None:
    folder = write(tmp_path, "apartment_block", 0, "busy_parent")
    _set_forms("apartment_block")
    checker = Checker()
    check_world(checker, folder, scoring, runfile, camera)
    assert checker.failures == []
    assert checker.checks > 1000
    assert len(_questions(folder)) == 100


def test_phrasings_change_only_the_wording(tmp_path) -> None:
    folders = [
        write(tmp_path / phrasing, "supermarket_with_car_park", 1, phrasing)
        for phrasing in DEV_PHRASINGS
    ]
    first, *others = [_questions(folder) for folder in folders]
    for other in others:
        assert [q["question"] for q in other] != [q["question"] for q in first]
        for a, b in zip(first, other, strict=True):
            assert {k: v for k, v in a.items() if k != "question"} == {
                k: v for k, v in b.items() if k != "question"
            }
    assert (folders[0] / "run.jsonl").read_bytes() == (folders[1] / "run.jsonl").read_bytes()


def test_generation_is_the_same_in_another_process(tmp_path) -> None:
    held_out = HELDOUT_PHRASINGS[0]
    here = write(tmp_path / "a", "university_campus", 2, held_out)
    script = (
        "import sys;"
        "from sim_eval.sim.generator_n.world import write;"
        f"write(sys.argv[1], 'university_campus', 2, {held_out!r})"
    )
    env = dict(os.environ, PYTHONHASHSEED="4242")
    subprocess.run(
        [sys.executable, "-c", script, str(tmp_path / "b")], check=True, cwd=REPO, env=env
    )
    there = tmp_path / "b" / here.name
    assert all(filecmp.cmp(here / name, there / name, shallow=False) for name in FILES)
