"""The blind rewordings of generator T's radio questions: laid over a world T writes, they
change only the wording, every question of the world has one in each style, and a world
T has not written is an error, not an empty folder."""

from __future__ import annotations

import json

import pytest

from sim_eval.sim.generator_t.pipeline import write_world
from sim_eval.sim.styles.restyled_t import STYLES, rewordings, write_restyled
from tests.sim_eval.sim.generated import questions, unworded


def test_every_radio_question_has_one_wording_per_style() -> None:
    reworded = rewordings()
    assert len(reworded) == 1800
    assert {style for style, _, _ in reworded} == set(STYLES)
    assert all(text.strip() for text in reworded.values())


def test_reworded_worlds_differ_from_the_radio_ones_only_in_wording(tmp_path) -> None:
    world = write_world(tmp_path / "T", "hotel", 0, "radio")
    for other in ("farm", "library"):
        for seed in (0, 1):
            write_world(tmp_path / "T", other, seed, "radio")
    write_world(tmp_path / "T", "hotel", 1, "radio")
    written = write_restyled(tmp_path / "T", tmp_path / "out")
    assert len(written) == 18
    radio = questions(world)
    for style in STYLES:
        folder = tmp_path / "out" / f"{style}-{world.name}"
        asked = questions(folder)
        assert [unworded(q) for q in asked] == [unworded(q) for q in radio]
        assert all(a["question"] != r["question"] for a, r in zip(asked, radio, strict=True))
        truth = json.loads((folder / "truth.json").read_text(encoding="utf-8"))
        assert truth == json.loads((world / "truth.json").read_text(encoding="utf-8"))


def test_a_world_t_has_not_written_is_an_error(tmp_path) -> None:
    with pytest.raises(FileNotFoundError, match="generator T"):
        write_restyled(tmp_path / "nothing", tmp_path / "out")
