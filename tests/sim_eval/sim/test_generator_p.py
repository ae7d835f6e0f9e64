"""generator_p: a world written into tmp_path keeps the memory's contract (the package's own
checks: run lines, box bearings at its 84 degree field of view, truths scoring.py reads and
scores a perfect answer right and a wrong one wrong, evidence in the run), its phrasings
differ only in wording, and a second process with another PYTHONHASHSEED writes the same
bytes."""

from __future__ import annotations

from sim_eval.sim.generator_p.phrasings import HELD_OUT, PHRASINGS
from sim_eval.sim.generator_p.validate import Checker, check_world
from sim_eval.sim.generator_p.world import build, write
from tests.sim_eval.sim.generated import (
    assert_only_wording_differs,
    assert_written_the_same_elsewhere,
    questions,
)


def test_a_world_keeps_the_contract_and_its_answers_score_as_they_should(tmp_path) -> None:
    folder = write(build("university_campus", 0), tmp_path, "plain")
    checker = Checker()
    check_world(checker, folder)
    assert checker.failures == []
    assert checker.checks > 1000
    assert len(questions(folder)) == 100


def test_phrasings_change_only_the_wording(tmp_path) -> None:
    world = build("family_home", 1)
    folders = [write(world, tmp_path, phrasing) for phrasing in PHRASINGS]
    assert_only_wording_differs(folders)


def test_generation_is_the_same_in_another_process(tmp_path) -> None:
    here = write(build("shopping_centre", 2), tmp_path / "a", HELD_OUT)
    script = (
        "import sys;"
        "from sim_eval.sim.generator_p.world import build, write;"
        f"write(build('shopping_centre', 2), sys.argv[1], {HELD_OUT!r})"
    )
    assert_written_the_same_elsewhere(here, script, tmp_path / "b")
