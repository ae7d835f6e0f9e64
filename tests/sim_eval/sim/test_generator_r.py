"""generator_r: a world written into tmp_path keeps the memory's contract (the package's own
checks: its family data, run lines, box bearings at its 120 degree field of view, truths
scoring.py reads and scores a perfect answer right and a wrong one wrong, evidence in the
run, every truth recomputed), its phrasings differ only in wording, and a second process
with another PYTHONHASHSEED writes the same bytes."""

from __future__ import annotations

import json

from memory_core import camera, runfile
from sim_eval import scoring
from sim_eval.sim.generator_r.check_family import check_family
from sim_eval.sim.generator_r.check_questions import check_questions
from sim_eval.sim.generator_r.check_run import check_run
from sim_eval.sim.generator_r.checker import Checker
from sim_eval.sim.generator_r.phrasings import HELD_OUT, STYLES
from sim_eval.sim.generator_r.pipeline import write_world
from sim_eval.sim.generator_r.world import build_world
from tests.sim_eval.sim.generated import (
    assert_only_wording_differs,
    assert_written_the_same_elsewhere,
    questions,
)


def test_a_world_keeps_the_contract_and_its_answers_score_as_they_should(tmp_path) -> None:
    folder = write_world(tmp_path, "hospital", 2, "child")
    truth = json.loads((folder / "truth.json").read_text(encoding="utf-8"))
    built = build_world("hospital", 2, truth["captioner"])
    checker = Checker()
    check_family(checker, built.spec, built.instances, folder.name)
    check_run(checker, folder, truth, runfile, camera, folder.name)
    check_questions(checker, folder, truth, scoring, folder.name)
    assert checker.failures == []
    assert checker.checks > 1000
    assert len(questions(folder)) == 100


def test_phrasings_change_only_the_wording(tmp_path) -> None:
    folders = [write_world(tmp_path, "airport", 0, phrasing) for phrasing in STYLES]
    assert_only_wording_differs(folders)


def test_generation_is_the_same_in_another_process(tmp_path) -> None:
    here = write_world(tmp_path / "a", "metro", 2, HELD_OUT)
    script = (
        "import sys; from pathlib import Path;"
        "from sim_eval.sim.generator_r.pipeline import write_world;"
        f"write_world(Path(sys.argv[1]), 'metro', 2, {HELD_OUT!r})"
    )
    assert_written_the_same_elsewhere(here, script, tmp_path / "b")
