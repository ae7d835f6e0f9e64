"""generator_s: a world written into tmp_path keeps the memory's contract (the package's own
checks: its family data, run lines, box bearings at its 96 degree field of view, truths
scoring.py reads and scores a perfect answer right and a wrong one wrong), its phrasings
differ only in wording, and a second process with another PYTHONHASHSEED writes the same
bytes."""

from __future__ import annotations

import json

from memory_core import camera, runfile
from sim_eval import scoring
from sim_eval.sim.generator_s.model import DEV_PHRASINGS, HELD_OUT_PHRASING
from sim_eval.sim.generator_s.pipeline import write_world
from sim_eval.sim.generator_s.validate import Checker, check_family, check_questions, check_run
from tests.sim_eval.sim.generated import (
    assert_only_wording_differs,
    assert_written_the_same_elsewhere,
    questions,
)


def test_a_world_keeps_the_contract_and_its_answers_score_as_they_should(tmp_path) -> None:
    folder = write_world(tmp_path, "zoo", 2, HELD_OUT_PHRASING)
    truth = json.loads((folder / "truth.json").read_text(encoding="utf-8"))
    checker = Checker()
    check_family(checker, truth, folder.name)
    check_run(checker, folder, truth, runfile, camera)
    check_questions(checker, folder, truth, scoring)
    assert checker.fail == []
    assert checker.n > 1000
    assert len(questions(folder)) == 100


def test_phrasings_change_only_the_wording(tmp_path) -> None:
    folders = [write_world(tmp_path, "port", 0, phrasing) for phrasing in DEV_PHRASINGS]
    assert_only_wording_differs(folders)


def test_generation_is_the_same_in_another_process(tmp_path) -> None:
    here = write_world(tmp_path / "a", "convention", 1, "teen_text")
    script = (
        "import sys; from pathlib import Path;"
        "from sim_eval.sim.generator_s.pipeline import write_world;"
        "write_world(Path(sys.argv[1]), 'convention', 1, 'teen_text')"
    )
    assert_written_the_same_elsewhere(here, script, tmp_path / "b")
