"""generator_u: a world written into tmp_path keeps the memory's contract (the package's own
checks: its family data, run lines, box bearings at its 87 degree field of view, truths
scoring.py reads and scores a perfect answer right and a wrong one wrong), its phrasings
differ only in wording, and a second process with another PYTHONHASHSEED writes the same
bytes."""

from __future__ import annotations

import json

from sim_eval.sim.generator_u.model import HELDOUT_PHRASING, PHRASINGS
from sim_eval.sim.generator_u.pipeline import write_world
from sim_eval.sim.generator_u.validate import (
    Checker,
    check_family,
    check_questions,
    check_run,
    project,
)
from tests.sim_eval.sim.generated import (
    assert_only_wording_differs,
    assert_written_the_same_elsewhere,
    questions,
)


def test_a_world_keeps_the_contract_and_its_answers_score_as_they_should(tmp_path) -> None:
    folder = write_world(tmp_path, "ferry", 2, HELDOUT_PHRASING)
    truth = json.loads((folder / "truth.json").read_text(encoding="utf-8"))
    runfile, camera, scoring = project()
    checker = Checker()
    check_family(checker, "ferry")
    check_run(checker, folder.name, folder, truth, runfile, camera)
    check_questions(checker, folder.name, folder, truth, scoring)
    assert checker.failures == []
    assert checker.checks > 1000
    assert len(questions(folder)) == 100


def test_phrasings_change_only_the_wording(tmp_path) -> None:
    assert_only_wording_differs([write_world(tmp_path, "leisure", 0, p) for p in PHRASINGS])


def test_generation_is_the_same_in_another_process(tmp_path) -> None:
    here = write_world(tmp_path / "a", "carplant", 1, "work_order")
    script = (
        "import sys; from pathlib import Path;"
        "from sim_eval.sim.generator_u.pipeline import write_world;"
        "write_world(Path(sys.argv[1]), 'carplant', 1, 'work_order')"
    )
    assert_written_the_same_elsewhere(here, script, tmp_path / "b")
