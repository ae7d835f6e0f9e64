"""`lgr ingest` / `lgr entities` as a user runs them: real processes, JSON on stdout."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.conftest import T0, frame, write_run


def lgr(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "memory_core.cli", *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        env={**os.environ, "HF_HUB_OFFLINE": "1"},
        timeout=300,
    )


def test_ingest_reports_counts_and_names_each_malformed_line(tmp_path: Path) -> None:
    run = write_run(
        tmp_path / "run.jsonl",
        [
            frame(0, 0.0, 0.0, ["red couch", "door"]),
            '{"t": 1767225602.0, "pose": {"x": "far", "y": 0}}',
            frame(2, 1.0, 0.0, ["red couch", "chair", "chair"]),
            "{not json",
            frame(4, 20.0, 0.0, ["red couch"]),
            {"t": T0 + 10, "pose": {"x": 0, "y": 0}, "image": "frame.jpg"},
        ],
    )
    result = lgr("ingest", str(run), "--memory", str(tmp_path / "m"))

    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == {
        "frames": 3,
        "entities": 5,
        "captions": 3,
        "skipped": 3,
        "throttled": 0,
    }
    assert 'run.jsonl:2: "pose.x" must be a number, got "far"' in result.stderr
    assert "run.jsonl:4: not valid JSON" in result.stderr
    assert "run.jsonl:6:" in result.stderr and "vision-language model" in result.stderr
    assert "Traceback" not in result.stderr

    listed = json.loads(lgr("entities", "--memory", str(tmp_path / "m")).stdout)
    assert [(e["label"], e["observations"]) for e in listed] == [
        ("red couch", 2),
        ("door", 1),
        ("chair", 1),
        ("chair", 1),
        ("red couch", 1),
    ]
    assert set(listed[0]) == {
        "id",
        "label",
        "x",
        "y",
        "z",
        "yaw",
        "first_seen",
        "last_seen",
        "observations",
    }


def test_strict_ingest_writes_nothing_when_a_line_is_bad(tmp_path: Path) -> None:
    run = write_run(tmp_path / "run.jsonl", [frame(0, 0, 0, ["door"]), '{"t": 1}'])
    result = lgr("ingest", str(run), "--memory", str(tmp_path / "m"), "--strict")
    assert result.returncode == 2
    assert 'run.jsonl:2: missing "pose"' in result.stderr
    assert not (tmp_path / "m").exists()


def test_live_rate_throttling_unless_every_frame_is_asked_for(tmp_path: Path) -> None:
    frames = [
        {**frame(0, 0, 0, ["door"]), "t": T0 + 0.5 * i} for i in range(9)
    ]  # 4 s of frames at 2 Hz
    run = write_run(tmp_path / "run.jsonl", frames)
    throttled = json.loads(lgr("ingest", str(run), "--memory", str(tmp_path / "a")).stdout)
    assert (throttled["frames"], throttled["throttled"]) == (3, 6)
    every = json.loads(
        lgr("ingest", str(run), "--memory", str(tmp_path / "b"), "--every-frame").stdout
    )
    assert (every["frames"], every["throttled"]) == (9, 0)


def test_user_errors_are_one_line_not_a_traceback(tmp_path: Path) -> None:
    missing = lgr("ingest", str(tmp_path / "nope.jsonl"), "--memory", str(tmp_path / "m"))
    assert missing.returncode == 2 and "cannot read run file" in missing.stderr
    empty = lgr("entities", "--memory", str(tmp_path / "nothing"))
    assert empty.returncode == 2 and "lgr ingest" in empty.stderr
    bad_setting = lgr("--set", "graph.merge_distance_m=far", "entities")
    assert "graph.merge_distance_m expects float" in bad_setting.stderr
    for result in (missing, empty, bad_setting):
        assert "Traceback" not in result.stderr
