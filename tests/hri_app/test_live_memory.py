"""One writer, many readers, as processes: `lgr ingest --rate` writes while `lgr app`, `lgr ask`
and `lgr entities` follow, with the writer killed and restarted under them (issue 15).

How fast a reader sees a frame (the 2 s bound) is measured in benchmarks/bench_follow.py;
here every wait is a deadline for a condition, never a speed to meet.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from gradio_client import Client

from tests.conftest import frame, wait_until, write_run
from tests.hri_app.conftest import free_port
from tests.hri_app.lgr_process import start_lgr, stop

pytestmark = pytest.mark.slow

# Deadlines on a loaded 2-core machine; a reader sees a frame within 2 s when it is not.
SEEN_WITHIN_S = 60.0
WRITER_RATE_HZ = 2.0
HYDRANT_FRAME = 8
BICYCLE_FRAME = 100


def _street(first: int, last: int, special: dict[int, str]) -> list[dict]:
    """A robot walking 1 m per frame past trees and benches, with ``special`` things seen
    at the frames they are keyed by."""
    kinds = [["tree"], ["bench", "tree"], ["lamp post"]]
    return [
        frame(i, float(i), 0.0, [*kinds[i % 3], *([special[i]] if i in special else [])])
        for i in range(first, last)
    ]


def _lgr(*args: str) -> list[str]:
    return [sys.executable, "-m", "memory_core.cli", *args]


@pytest.fixture
def env() -> dict[str, str]:
    return {**os.environ, "HF_HUB_OFFLINE": "1"}


@pytest.fixture
def writers(env: dict[str, str]) -> Iterator[list[subprocess.Popen[str]]]:
    """Writer processes a test starts; killed if still running at its end (SIGKILL: a test
    run started in the background inherits SIGINT ignored, and `lgr ingest` keeps that)."""
    started: list[subprocess.Popen[str]] = []
    yield started
    for process in started:
        process.kill()
        process.wait()


def _start_writer(
    writers: list[subprocess.Popen[str]], run: Path, memory: Path, env: dict[str, str]
) -> subprocess.Popen[str]:
    process = subprocess.Popen(
        _lgr("ingest", str(run), "--memory", str(memory), "--rate", str(WRITER_RATE_HZ)),
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    writers.append(process)
    return process


def _position_of(robot: Client, thing: str) -> list[float] | None:
    answer: dict[str, Any] = robot.predict(f"Where is the {thing}?", api_name="/ask")
    return answer["position"]


def _answers_with(robot: Client, thing: str, x: float) -> bool:
    position = _position_of(robot, thing)
    return position is not None and position[:2] == pytest.approx([x, 0.0])


def test_the_app_follows_a_slow_writer_survives_its_kill_and_follows_its_restart(
    tmp_path: Path, env: dict[str, str], writers: list[subprocess.Popen[str]]
) -> None:
    memory = tmp_path / "memory"
    port = free_port()
    # The app starts first: it waits for a writer to create the memory.
    app, log = start_lgr(["app", "--memory", str(memory), "--follow", "--port", str(port)], env)
    try:
        assert any("waiting for a writer to create this memory" in line for line in log)
        robot = Client(f"http://127.0.0.1:{port}/", verbose=False)
        assert robot.predict(api_name="/status")["following"]["waiting"] is True

        walk = _street(0, 200, {HYDRANT_FRAME: "fire hydrant"})
        first = write_run(tmp_path / "first.jsonl", walk)
        writer = _start_writer(writers, first, memory, env)
        wait_until(lambda: _answers_with(robot, "fire hydrant", HYDRANT_FRAME), SEEN_WITHIN_S)
        following = robot.predict(api_name="/status")["following"]
        assert following["writer"]["pid"] == writer.pid and not following["waiting"]

        assert writer.poll() is None, "the writer is still writing when it is killed"
        writer.send_signal(signal.SIGKILL)
        writer.wait()
        wait_until(
            lambda: robot.predict(api_name="/status")["following"]["writer"] is None,
            SEEN_WITHIN_S,
        )
        frames_then = robot.predict(api_name="/status")["memory"]["frames"]
        assert _answers_with(robot, "fire hydrant", HYDRANT_FRAME)  # the app kept its memory

        second = write_run(tmp_path / "second.jsonl", _street(100, 110, {BICYCLE_FRAME: "bicycle"}))
        restarted = _start_writer(writers, second, memory, env)
        wait_until(lambda: _answers_with(robot, "bicycle", BICYCLE_FRAME), SEEN_WITHIN_S)
        status = robot.predict(api_name="/status")
        assert status["memory"]["frames"] > frames_then
        assert status["following"]["writer"]["pid"] == restarted.pid
        out, err = restarted.communicate(timeout=SEEN_WITHIN_S)
        assert restarted.returncode == 0, err
        assert json.loads(out)["frames"] == 10
    finally:
        assert stop(app, log) == 0


def test_three_readers_follow_a_running_writer_without_an_error(
    tmp_path: Path, env: dict[str, str], writers: list[subprocess.Popen[str]]
) -> None:
    memory = tmp_path / "memory"
    # 100 s of frames at 20 frames/s: the readers come and go while it writes.
    run = write_run(tmp_path / "run.jsonl", _street(0, 2000, {3: "fire hydrant"}))
    writer = subprocess.Popen(
        _lgr("ingest", str(run), "--memory", str(memory), "--rate", "20"),
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    writers.append(writer)
    journal = memory / "journal.sqlite3"
    wait_until(journal.exists, SEEN_WITHIN_S)
    port = free_port()
    app, log = start_lgr(["app", "--memory", str(memory), "--port", str(port)], env)
    try:
        assert any("following: writer pid" in line for line in log)
        questions = tmp_path / "questions.jsonl"
        questions.write_text(
            "".join(
                json.dumps({"id": str(i), "question": question}) + "\n"
                for i, question in enumerate(
                    ["Where is the fire hydrant?", "Did you see a bench?", "What was near you?"]
                )
            )
        )
        ask = subprocess.run(
            _lgr("ask", "--batch", str(questions), "--memory", str(memory)),
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )
        entities = subprocess.run(
            _lgr("entities", "--memory", str(memory)),
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )
        robot = Client(f"http://127.0.0.1:{port}/", verbose=False)
        answer = robot.predict("Where is the fire hydrant?", api_name="/ask")
        assert writer.poll() is None, "the readers ran while the writer wrote"
        assert ask.returncode == 0, ask.stderr
        answers = [json.loads(line) for line in ask.stdout.splitlines()]
        assert [a["id"] for a in answers] == ["0", "1", "2"]
        assert answers[0]["position"][:2] == pytest.approx([3.0, 0.0])
        assert entities.returncode == 0, entities.stderr
        assert "fire hydrant" in {e["label"] for e in json.loads(entities.stdout)}
        assert answer["position"][:2] == pytest.approx([3.0, 0.0])
    finally:
        assert stop(app, log) == 0


def test_a_reader_on_a_folder_that_is_not_a_memory_is_told_so(
    tmp_path: Path, env: dict[str, str]
) -> None:
    (tmp_path / "notes.txt").write_text("shopping list")
    done = subprocess.run(
        _lgr("app", "--memory", str(tmp_path), "--follow", "--port", str(free_port())),
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 2
    assert "is not a memory directory: it holds notes.txt" in done.stderr
