"""generator_o: a world written into tmp_path keeps the memory's contract (the package's own
checks: run lines, box bearings at its 70 degree field of view, truths scoring.py reads and
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
from sim_eval.sim.generator_o.phrasings import DEV_PHRASINGS, HELD_OUT
from sim_eval.sim.generator_o.validate import Checker, check_world, strip_phrasing
from sim_eval.sim.generator_o.world import generate, write

REPO = Path(__file__).resolve().parents[3]
FILES = ("run.jsonl", "questions.jsonl", "truth.json")


def _questions(folder: Path) -> list[dict]:
    return [json.loads(line) for line in (folder / "questions.jsonl").read_text().splitlines()]


def test_a_world_keeps_the_contract_and_its_answers_score_as_they_should(tmp_path) -> None:
    world = generate("community_hospital", 0, "two_part")
    folder = write(tmp_path, world)
    checker = Checker()
    check_world(checker, world, scoring, folder)
    assert checker.failures == []
    assert checker.checks > 1000
    assert len(_questions(folder)) == 100


def test_phrasings_change_only_the_wording(tmp_path) -> None:
    folders = [
        write(tmp_path / phrasing, generate("art_museum", 1, phrasing))
        for phrasing in DEV_PHRASINGS
    ]
    first, *others = [_questions(folder) for folder in folders]
    for other in others:
        assert [q["question"] for q in other] != [q["question"] for q in first]
        # (a question's id names its world, phrasing included)
        assert [strip_phrasing(q) for q in other] == [strip_phrasing(q) for q in first]
    assert (folders[0] / "run.jsonl").read_bytes() == (folders[1] / "run.jsonl").read_bytes()


def test_generation_is_the_same_in_another_process(tmp_path) -> None:
    here = write(tmp_path / "a", generate("office_tower", 2, HELD_OUT))
    script = (
        "import sys;"
        "from sim_eval.sim.generator_o.world import generate, write;"
        f"write(sys.argv[1], generate('office_tower', 2, {HELD_OUT!r}))"
    )
    env = dict(os.environ, PYTHONHASHSEED="4242")
    subprocess.run(
        [sys.executable, "-c", script, str(tmp_path / "b")], check=True, cwd=REPO, env=env
    )
    there = tmp_path / "b" / here.name
    assert all(filecmp.cmp(here / name, there / name, shallow=False) for name in FILES)
