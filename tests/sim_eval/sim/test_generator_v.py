"""generator_v: a world written into tmp_path keeps the memory's contract (the package's own
checks: its family data, run lines, box bearings at its 74 degree field of view, truths
recomputed from truth.json, and scoring.py scoring a perfect answer right and a wrong one
wrong), its phrasings differ only in wording, and a second process with another
PYTHONHASHSEED writes the same bytes."""

from __future__ import annotations

from sim_eval.sim.generator_v.model import DEV_PHRASINGS, HELDOUT_PHRASING
from sim_eval.sim.generator_v.pipeline import write
from sim_eval.sim.generator_v.validate import Checker, project
from tests.sim_eval.sim.generated import (
    assert_only_wording_differs,
    assert_written_the_same_elsewhere,
    questions,
)


def test_a_world_keeps_the_contract_and_its_answers_score_as_they_should(tmp_path) -> None:
    folder = write(tmp_path, "courthouse", 2, HELDOUT_PHRASING)
    runfile, camera, scoring = project()
    checker = Checker()
    checker.family("courthouse")
    checker.world(folder, runfile, camera, scoring)
    assert checker.failures == []
    assert checker.n > 1000
    assert len(questions(folder)) == 100


def test_phrasings_change_only_the_wording(tmp_path) -> None:
    assert_only_wording_differs([write(tmp_path, "datacentre", 0, p) for p in DEV_PHRASINGS])


def test_generation_is_the_same_in_another_process(tmp_path) -> None:
    here = write(tmp_path / "a", "site", 1, "child")
    script = (
        "import sys; from pathlib import Path;"
        "from sim_eval.sim.generator_v.pipeline import write;"
        "write(Path(sys.argv[1]), 'site', 1, 'child')"
    )
    assert_written_the_same_elsewhere(here, script, tmp_path / "b")
