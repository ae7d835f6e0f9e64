"""generator_q: a world written into tmp_path keeps the memory's contract (the package's own
checks: run lines, box bearings at its 100 degree field of view, truths scoring.py reads and
scores a perfect answer right and a wrong one wrong, evidence in the run), its phrasings
differ only in wording, and a second process with another PYTHONHASHSEED writes the same
bytes."""

from __future__ import annotations

from sim_eval.sim.generator_q.pipeline import generate
from sim_eval.sim.generator_q.validate import Checker, check_world
from sim_eval.sim.generator_q.world import HELD_OUT, PHRASINGS
from tests.sim_eval.sim.generated import (
    assert_only_wording_differs,
    assert_written_the_same_elsewhere,
    questions,
)


def test_a_world_keeps_the_contract_and_its_answers_score_as_they_should(tmp_path) -> None:
    folder = generate(tmp_path, "distribution_warehouse", 0, "plain")
    checker = Checker()
    check_world(checker, folder)
    assert checker.failures == []
    assert checker.checks > 1000
    assert len(questions(folder)) == 100


def test_phrasings_change_only_the_wording(tmp_path) -> None:
    folders = [generate(tmp_path, "cruise_ship", 1, phrasing) for phrasing in PHRASINGS]
    assert_only_wording_differs(folders)


def test_generation_is_the_same_in_another_process(tmp_path) -> None:
    here = generate(tmp_path / "a", "research_farm", 2, HELD_OUT)
    script = (
        "import sys; from pathlib import Path;"
        "from sim_eval.sim.generator_q.pipeline import generate;"
        f"generate(Path(sys.argv[1]), 'research_farm', 2, {HELD_OUT!r})"
    )
    assert_written_the_same_elsewhere(here, script, tmp_path / "b")
