"""`lgr eval` end to end on the tiny simulated world (real memory, real models)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from memory_core.config import Config
from sim_eval.report import markdown
from sim_eval.runner import evaluate_world, read_questions
from sim_eval.sim import generate_preset
from tests.conftest import TEST_TIMEZONE


def test_the_tiny_world_is_generated_ingested_answered_and_scored(tmp_path: Path) -> None:
    config = Config().with_overrides({"time.timezone": TEST_TIMEZONE})
    result = evaluate_world("tiny", tmp_path, config)

    assert result.frames > 50 and result.entities > 0 and result.captions == result.frames
    by_name = {c.name: c for c in result.configurations}
    assert set(by_name) == {"graph+captions", "graph", "captions"}
    assert by_name["graph"].summary["fallback_share"] == 0.0
    assert by_name["captions"].summary["fallback_share"] == 1.0
    for configuration in result.configurations:
        assert len(configuration.answers) == configuration.summary["questions"] == 10
    # The paper's agent (graph first) answers places better than captions alone.
    both = by_name["graph+captions"].summary["spatial"]["acc@15m"]
    assert both >= by_name["captions"].summary["spatial"]["acc@15m"]
    table = markdown([result])
    assert "| tiny | graph+captions |" in table and "spatial@15m" in table

    assert "fallback: text" in table, "which question types fell back is reported"
    assert by_name["graph"].summary["fallback_by_type"]["spatial"] == 0.0

    again = evaluate_world("tiny", tmp_path, config, ["graph"])
    assert again.ingest_s == 0.0, "the memory is built once and reused"
    merging = config.with_overrides({"graph.merge_distance_m": "2.0"})
    rebuilt = evaluate_world("tiny", tmp_path, merging, ["graph"])
    assert rebuilt.ingest_s > 0.0, "a memory built with other settings is rebuilt"
    assert rebuilt.entities >= result.entities

    pooled = markdown([result, rebuilt])
    assert "| tiny | graph |" in pooled and "| all 2 worlds | graph |" in pooled
    assert "| all 2 worlds | captions |" in pooled, "pooled over the worlds that have it"


def test_a_recorded_world_folder_is_evaluated_without_writing_into_it(tmp_path: Path) -> None:
    recorded = tmp_path / "hallway-run"
    generate_preset("tiny", recorded)
    before = sorted(path.name for path in recorded.iterdir())
    config = Config().with_overrides({"time.timezone": TEST_TIMEZONE})

    result = evaluate_world(str(recorded), tmp_path / "out", config, ["graph"])

    assert result.world == "hallway-run" and result.frames > 50
    assert result.configurations[0].summary["questions"] == 10
    assert sorted(path.name for path in recorded.iterdir()) == before, "the source is untouched"
    assert (tmp_path / "out" / "hallway-run" / "memory").is_dir()


def test_a_folder_without_a_run_or_questions_is_named_in_the_error(tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    with pytest.raises(ValueError, match=r"not a recorded world: it has no run.jsonl"):
        evaluate_world(str(tmp_path / "empty"), tmp_path / "out", Config())
    with pytest.raises(ValueError, match=r"unknown world 'nowhere'"):
        evaluate_world("nowhere", tmp_path / "out", Config())


def test_questions_are_checked_before_any_is_asked_and_a_bad_line_is_named(
    tmp_path: Path,
) -> None:
    path = tmp_path / "questions.jsonl"
    good = {"id": "a", "type": "binary", "question": "Did you see a bus?", "truth": {}}
    lines = [
        {**good, "now": 1_700_000_000, "at": [1, 2]},
        {**good, "now": 1_700_000_000.5, "at": {"x": 1, "y": 2, "z": 3.5}},  # a pose's spelling
        {**good},  # asked at the end of the run, from where the robot is
    ]
    path.write_text("\n".join(json.dumps(line) for line in lines) + "\n")
    first, second, third = read_questions(path)
    # no height given: None, the asker is on the floor the robot was on (Question.at)
    assert (first["now"], first["at"]) == (1_700_000_000.0, (1.0, 2.0, None))
    assert second["at"] == (1.0, 2.0, 3.5)
    assert third.get("now") is None and third.get("at") is None
    for bad, says in [
        ({**good, "at": {"x": "north", "y": 2}}, 'line 2: "at x" must be a number'),
        ({**good, "at": [1, 2, 3, 4]}, 'line 2: "at" must be [x, y], [x, y, z]'),
        ({**good, "now": 1.7e12}, 'line 2: "now" must be POSIX seconds'),
        ({"id": "b", "question": "Where?", "type": "spatial"}, 'line 2: needs "id", "type"'),
    ]:
        path.write_text(json.dumps(good) + "\n" + json.dumps(bad) + "\n")
        with pytest.raises(ValueError, match=re.escape(says)):
            read_questions(path)
    path.write_text(json.dumps(good) + "\n{not json\n")
    with pytest.raises(ValueError, match=r"questions.jsonl line 2: Expecting property name"):
        read_questions(path)
