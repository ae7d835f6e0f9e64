from __future__ import annotations

import json
from pathlib import Path

import pytest

from memory_core.runfile import read_run
from sim_eval.sim import PRESETS, generate, generate_preset
from sim_eval.sim.__main__ import main

FILES = ("run.jsonl", "truth.json", "questions.jsonl")


def test_same_seed_gives_identical_files_and_another_seed_does_not(tmp_path: Path) -> None:
    first = generate(1, tmp_path / "a", minutes=3.0, questions=10)
    again = generate(1, tmp_path / "b", minutes=3.0, questions=10)
    other = generate(2, tmp_path / "c", minutes=3.0, questions=10)
    assert first.frames == again.frames == 90
    for name in FILES:
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes()
        assert (tmp_path / "a" / name).read_bytes() != (tmp_path / "c" / name).read_bytes()
    assert other.buildings == 2 and first.buildings == 3


def test_more_questions_do_not_change_the_run(tmp_path: Path) -> None:
    generate(1, tmp_path / "a", minutes=3.0, questions=5)
    generate(1, tmp_path / "b", minutes=3.0, questions=15)
    for name in ("run.jsonl", "truth.json"):
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes()


def test_the_run_file_is_an_ordinary_recorded_run(tmp_path: Path) -> None:
    output = generate_preset("tiny", tmp_path)
    lines = list(read_run(output.run_path))
    assert [line.error for line in lines if line.error] == []
    assert len(lines) == output.frames == 90
    truth = json.loads(output.truth_path.read_text(encoding="utf-8"))
    for line, frame in zip(lines, truth["frames"], strict=True):
        observation = line.observation
        assert observation is not None and observation.perceived
        assert observation.t == frame["t"]
        reported = frame["reported_pose"]
        assert (observation.pose.x, observation.pose.y) == (reported["x"], reported["y"])
        assert list(observation.labels or ()) == [d["label"] for d in frame["detections"]]
    records = [json.loads(line) for line in output.questions_path.read_text().splitlines()]
    assert len(records) == output.questions == 10
    assert sum(output.questions_by_type.values()) == 10


def test_truth_file_links_detections_to_world_objects(tmp_path: Path) -> None:
    output = generate(2, tmp_path, minutes=3.0, questions=5)
    truth = json.loads(output.truth_path.read_text(encoding="utf-8"))
    assert truth["format"] == "embodied-lgr-sim/1" and truth["seed"] == 2
    objects = {obj["id"]: obj for obj in truth["world"]["objects"]}
    regions = {region["id"] for region in truth["world"]["regions"]}
    assert len(objects) == output.objects and len(regions) == output.regions
    for frame in truth["frames"]:
        assert frame["region"] in regions
        for detection in frame["detections"]:
            if detection["object"] is None:
                assert detection["hallucination"] is True
            else:
                assert objects[detection["object"]]["category"] == detection["category"]
    kinds = [event["kind"] for event in truth["events"]]
    assert kinds[:2] == ["enter", "leave"]


def test_presets_and_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert PRESETS["campus"].seed == 1 and PRESETS["campus-2"].seed == 2
    with pytest.raises(ValueError, match="unknown simulated world"):
        generate_preset("moon", tmp_path)
    assert main([str(tmp_path), "--seed", "3", "--minutes", "2", "--questions", "5"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["frames"] == 60 and Path(summary["run_path"]).exists()
