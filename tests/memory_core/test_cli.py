"""`lgr ingest` / `lgr entities` as a user runs them: real processes, JSON on stdout."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from memory_core.agent.answer import ANSWER_FIELDS
from memory_core.config import Config
from memory_core.memory import JOURNAL_FILE, Memory
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
        "already_stored": 0,
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
        "seen_from",
        "located",
        "object",
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


def test_ingesting_again_after_a_kill_adds_each_frame_once(tmp_path: Path) -> None:
    kinds = [["chair", "chair", "table"], ["door", "red couch"], ["fire hydrant", "bench"]]
    # A robot at 2 Hz, 1 m per 2 s: the throttle keeps one line in four.
    lines: list[dict | str] = [
        {**frame(i, i / 4, (i % 7) * 0.5, kinds[(i // 4) % 3]), "t": T0 + 0.5 * i}
        for i in range(800)
    ]
    marker = 202  # a throttled line made bad: its warning says every line before it was handled
    lines[marker - 1] = '{"t": "not yet"}'
    run = write_run(tmp_path / "run.jsonl", lines)
    command = [sys.executable, "-m", "memory_core.cli", "ingest", str(run)]
    killed = subprocess.Popen(
        [*command, "--memory", str(tmp_path / "resumed")],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "HF_HUB_OFFLINE": "1"},
    )
    try:
        assert killed.stderr is not None
        for message in killed.stderr:
            if f"run.jsonl:{marker}:" in message:
                break
    finally:
        killed.kill()
        killed.wait()
    acknowledged = _journal(tmp_path / "resumed")
    assert marker // 4 <= len(acknowledged) < 200, "killed mid-run"

    resumed = lgr("ingest", str(run), "--memory", str(tmp_path / "resumed"))
    in_one_go = lgr("ingest", str(run), "--memory", str(tmp_path / "one-go"))

    assert resumed.returncode == 0, resumed.stderr
    summary, reference = json.loads(resumed.stdout), json.loads(in_one_go.stdout)
    assert summary["already_stored"] == len(acknowledged)
    assert summary["frames"] == reference["frames"] - len(acknowledged)
    assert (summary["entities"], summary["captions"]) == (reference["entities"], 200)
    assert _journal(tmp_path / "resumed") == _journal(tmp_path / "one-go")
    assert lgr("entities", "--memory", str(tmp_path / "resumed")).stdout == (
        lgr("entities", "--memory", str(tmp_path / "one-go")).stdout
    )


def _journal(memory_dir: Path) -> list[tuple]:
    """Every journaled frame but its sequence number, in order."""
    with sqlite3.connect(f"file:{memory_dir / JOURNAL_FILE}?mode=ro", uri=True) as db:
        return db.execute(
            "SELECT t, x, y, z, yaw, caption, label_ids, source FROM frames ORDER BY seq"
        ).fetchall()


def test_user_errors_are_one_line_not_a_traceback(tmp_path: Path) -> None:
    missing = lgr("ingest", str(tmp_path / "nope.jsonl"), "--memory", str(tmp_path / "m"))
    assert missing.returncode == 2 and "cannot read run file" in missing.stderr
    empty = lgr("entities", "--memory", str(tmp_path / "nothing"))
    assert empty.returncode == 2 and "lgr ingest" in empty.stderr
    bad_setting = lgr("--set", "graph.merge_distance_m=far", "entities")
    assert "graph.merge_distance_m expects float" in bad_setting.stderr
    for result in (missing, empty, bad_setting):
        assert "Traceback" not in result.stderr


EXAMPLE_RUN = Path(__file__).resolve().parents[2] / "assets" / "example_run.jsonl"


@pytest.fixture(scope="module")
def example_memory(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[dict]]:
    """The bundled example run, ingested by `lgr ingest`, and its entities."""
    memory = tmp_path_factory.mktemp("example") / "memory"
    assert lgr("ingest", str(EXAMPLE_RUN), "--memory", str(memory)).returncode == 0
    entities = json.loads(lgr("entities", "--memory", str(memory)).stdout)
    return memory, entities


def _nearest(entities: list[dict], label: str, at: tuple[float, float]) -> list[float]:
    best = min(
        (e for e in entities if e["label"] == label),
        key=lambda e: (e["x"] - at[0]) ** 2 + (e["y"] - at[1]) ** 2,
    )
    return [best["x"], best["y"], best["z"]]


def test_ask_prints_one_json_answer(example_memory) -> None:
    memory, entities = example_memory
    result = lgr(
        "ask", "Where is the closest fire hydrant?", "--memory", str(memory), "--at", "61,-10"
    )
    assert result.returncode == 0, result.stderr
    answer = json.loads(result.stdout)
    assert answer["position"] == _nearest(entities, "fire hydrant", (61, -10))
    assert answer["memory"] == ["graph"] and answer["id"] is None
    assert tuple(answer) == ANSWER_FIELDS


def test_ask_batch_answers_every_line_in_order(example_memory, tmp_path: Path) -> None:
    memory, entities = example_memory
    first_truck = min(e["first_seen"] for e in entities if e["label"] == "food truck")
    questions = write_run(
        tmp_path / "questions.jsonl",
        [
            {"id": "a", "question": "did you see a food truck?"},
            {"id": "b", "question": "did you see a food truck?", "now": first_truck - 10},
            "not json",
            {"id": "d", "question": "where is the elevator?", "at": [0, 0]},
            {"id": "e", "question": ""},
        ],
    )
    result = lgr("ask", "--batch", str(questions), "--memory", str(memory))
    assert result.returncode == 0, result.stderr
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    assert [line["id"] for line in lines] == ["a", "b", "questions.jsonl:3", "d", "e"]
    assert (lines[0]["binary"], lines[1]["binary"]) == (True, False), "no leak from the future"
    assert "questions.jsonl:3" in lines[2]["error"]
    assert lines[3]["position"] == _nearest(entities, "elevator", (0, 0))
    assert lines[4]["error"] == "the question is empty"
    fallbacks = sum("vector" in line["memory"] for line in lines if "memory" in line)
    assert f"answered 3 questions (2 refused); caption-memory fallback in {fallbacks}" in (
        result.stderr
    )


def test_ask_by_voice_adds_the_transcript(example_memory, speak) -> None:
    memory, entities = example_memory
    spoken = speak("Where is the closest fire hydrant?")
    result = lgr("ask", "--audio", str(spoken), "--memory", str(memory), "--at", "61,-10")
    assert result.returncode == 0, result.stderr
    answer = json.loads(result.stdout)
    assert "fire hydrant" in answer["transcript"].lower()
    assert answer["position"] == _nearest(entities, "fire hydrant", (61, -10))


def test_ask_refuses_broken_audio_and_bad_positions(example_memory, tmp_path: Path) -> None:
    memory, _ = example_memory
    broken = tmp_path / "broken.wav"
    broken.write_bytes(b"\x00" * 100)
    result = lgr("ask", "--audio", str(broken), "--memory", str(memory))
    assert result.returncode == 2 and "not readable audio" in result.stderr
    bad_at = lgr("ask", "where is the lab", "--memory", str(memory), "--at", "north")
    assert bad_at.returncode == 2 and "not X,Y or X,Y,Z" in bad_at.stderr
    neither = lgr("ask", "--memory", str(memory))
    assert neither.returncode == 2 and "exactly one of" in neither.stderr
    for failed in (result, bad_at, neither):
        assert "Traceback" not in failed.stderr


def test_ask_on_a_mistyped_memory_says_there_is_none_and_creates_nothing(tmp_path: Path) -> None:
    typo = tmp_path / "memroy"
    result = lgr("ask", "where is the lab?", "--memory", str(typo))
    assert result.returncode == 2 and result.stdout == ""
    assert f"no memory in {typo}" in result.stderr and "lgr ingest" in result.stderr
    assert "Traceback" not in result.stderr
    assert not typo.exists()


def test_ask_beside_a_running_writer_follows_it_and_answers_as_the_writer_would(
    example_memory, tmp_path: Path
) -> None:
    memory, _ = example_memory
    shared = tmp_path / "shared"
    shutil.copytree(memory, shared)
    questions = ["Where is the closest fire hydrant?", "Where was the atrium?"]
    alone = [json.loads(lgr("ask", q, "--memory", str(shared)).stdout) for q in questions]
    with Memory.open(shared, Config().with_overrides({"memory_dir": str(shared)})):
        beside = [lgr("ask", q, "--memory", str(shared), "-v") for q in questions]
    for result in beside:
        assert result.returncode == 0, result.stderr
        assert "has a writer; following it read-only" in result.stderr
    for answered_alone, answered_beside in zip(alone, beside, strict=True):
        answer = json.loads(answered_beside.stdout)
        for field in ("answer", "position", "time", "memory"):
            assert answer[field] == answered_alone[field]
    assert "vector" in alone[1]["memory"] and alone[1]["position"]  # found in the captions


def test_ingest_refuses_a_rate_that_is_not_positive(tmp_path: Path) -> None:
    run = write_run(tmp_path / "run.jsonl", [frame(0, 0.0, 0.0, ["door"])])
    result = lgr("ingest", str(run), "--memory", str(tmp_path / "m"), "--rate", "0")
    assert result.returncode == 2
    assert "--rate must be a positive number" in result.stderr
    assert not (tmp_path / "m").exists()
