"""generator_t: a world written into tmp_path keeps the memory's contract (the package's own
checks: its family data, run lines, box bearings at its 78 degree field of view, truths
scoring.py reads and scores a perfect answer right and a wrong one wrong), its phrasings
differ only in wording, and a second process with another PYTHONHASHSEED writes the same
bytes."""

from __future__ import annotations

import json

from sim_eval.sim.generator_t.model import HELD_OUT, PHRASINGS
from sim_eval.sim.generator_t.pipeline import write_world
from sim_eval.sim.generator_t.validate import Checker, check_family, check_questions, check_run
from tests.sim_eval.sim.generated import (
    assert_only_wording_differs,
    assert_written_the_same_elsewhere,
    questions,
)


def test_a_world_keeps_the_contract_and_its_answers_score_as_they_should(tmp_path) -> None:
    folder = write_world(tmp_path, "farm", 2, HELD_OUT[0])
    truth = json.loads((folder / "truth.json").read_text(encoding="utf-8"))
    lines = (folder / "run.jsonl").read_text(encoding="utf-8").splitlines()
    asked = questions(folder)
    checker = Checker()
    check_family(checker, truth, folder.name)
    check_run(checker, truth, lines, folder.name)
    check_questions(checker, truth, asked, folder.name)
    assert checker.failures == []
    assert checker.n > 1000
    assert len(asked) == 100


def test_phrasings_change_only_the_wording(tmp_path) -> None:
    assert_only_wording_differs([write_world(tmp_path, "hotel", 0, p) for p in PHRASINGS])


def test_generation_is_the_same_in_another_process(tmp_path) -> None:
    here = write_world(tmp_path / "a", "library", 1, "radio")
    script = (
        "import sys; from pathlib import Path;"
        "from sim_eval.sim.generator_t.pipeline import write_world;"
        "write_world(Path(sys.argv[1]), 'library', 1, 'radio')"
    )
    assert_written_the_same_elsewhere(here, script, tmp_path / "b")
