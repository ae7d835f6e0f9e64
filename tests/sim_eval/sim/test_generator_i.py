"""generator_i: a world is generated into tmp_path and passes its own validation (the run
parses, questions are well formed, `at` is null or a position, truths are consistent with the
perception log), and generation is deterministic, with the phrasing changing only the question
text."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from sim_eval.sim.generator_i.generate import write_world
from sim_eval.sim.generator_i.questions import QUOTA
from sim_eval.sim.generator_i.validate import CheckError, validate_world

FILES = ("run.jsonl", "questions.jsonl", "truth.json")


def _questions(out: Path) -> list[dict]:
    return [json.loads(line) for line in (out / "questions.jsonl").read_text().splitlines()]


def _write_questions(out: Path, qs: list[dict]) -> None:
    (out / "questions.jsonl").write_text("".join(json.dumps(q) + "\n" for q in qs))


@pytest.mark.parametrize(
    ("family", "seed", "phrasing"),
    [("office_campus", 0, "traveller_in_a_hurry"), ("airport_terminal", 2, "heldout_radio")],
)
def test_generated_world_passes_validation(
    tmp_path: Path, family: str, seed: int, phrasing: str
) -> None:
    out = tmp_path / f"{family}-{seed}-{phrasing}"
    info = write_world(out, family, seed, phrasing)
    report = validate_world(out)  # raises CheckError listing the broken checks
    assert report["frames"] == info["frames"]
    assert report["captioner"] == info["captioner"]
    counts = Counter(q["type"] for q in _questions(out))
    assert counts == Counter(QUOTA)


def test_at_is_null_and_asked_about_time_is_in_truth(tmp_path: Path) -> None:
    out = tmp_path / "office"
    write_world(out, "office_campus", 0, "plain")
    qs = _questions(out)
    assert all(q["at"] is None for q in qs)
    ago = [q for q in qs if q["subkind"] == "where_at_time"]
    assert ago
    for q in ago:
        asked = q["truth"]["asked_about_t"]
        assert asked == pytest.approx(q["now"] - 60 * q["slots"]["mins"], abs=1e-3)
    # "at" may be the asker's position, but never a time
    qs[0]["at"] = [1.5, -2.0, 0.0]
    _write_questions(out, qs)
    validate_world(out)
    qs[0]["at"] = ago[0]["truth"]["asked_about_t"]
    _write_questions(out, qs)
    with pytest.raises(CheckError, match="at is neither null"):
        validate_world(out)


def test_generation_is_deterministic_and_phrasing_changes_only_questions(tmp_path: Path) -> None:
    first, again, other = tmp_path / "first", tmp_path / "again", tmp_path / "child"
    write_world(first, "zoo_botanical_garden", 1, "plain")
    write_world(again, "zoo_botanical_garden", 1, "plain")
    write_world(other, "zoo_botanical_garden", 1, "child")
    for name in FILES:
        assert (first / name).read_bytes() == (again / name).read_bytes(), name
    assert (first / "run.jsonl").read_bytes() == (other / "run.jsonl").read_bytes()
    truth_a = json.loads((first / "truth.json").read_text())
    truth_b = json.loads((other / "truth.json").read_text())
    assert (truth_a.pop("phrasing"), truth_b.pop("phrasing")) == ("plain", "child")
    assert truth_a == truth_b
    plain, child = _questions(first), _questions(other)
    assert [{k: v for k, v in q.items() if k != "question"} for q in plain] == [
        {k: v for k, v in q.items() if k != "question"} for q in child
    ]
    assert sum(a["question"] != b["question"] for a, b in zip(plain, child, strict=True)) >= 80
