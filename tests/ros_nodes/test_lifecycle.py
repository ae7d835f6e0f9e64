"""The app process stops in order on SIGTERM (docker/systemd stop) and when ROS dies.

A real process (``app_process.py``) with a real memory; only the ROS side is
scripted. The memory counts as closed cleanly when its graph snapshot was
written: ``Memory.close`` writes it, a killed process does not.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from memory_core.memory import SNAPSHOT_FILE

REPO = Path(__file__).resolve().parents[2]
STARTUP_TIMEOUT_S = 120.0  # loading the embedding model on a busy 2-core machine
STOP_ORDER = [
    "executor shut down",
    "spin returned",
    "executor thread joined",
    "node destroyed, memory closed",
]

pytestmark = pytest.mark.slow


def start(memory_dir: Path, *options: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "tests.ros_nodes.app_process", str(memory_dir), *options],
        cwd=REPO,
        env={**os.environ, "HF_HUB_OFFLINE": "1"},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def finish(process: subprocess.Popen[str]) -> tuple[int, list[str], str]:
    """Exit status, the stop order it printed, its stderr."""
    try:
        out, err = process.communicate(timeout=STARTUP_TIMEOUT_S)
    finally:
        process.kill()
    last = out.splitlines()[-1] if out.strip() else ""
    return process.returncode, json.loads(last) if last.startswith("[") else [], err


def test_sigterm_stops_the_executor_then_the_node_and_closes_the_memory(tmp_path: Path) -> None:
    process = start(tmp_path / "memory")
    try:
        assert process.stdout is not None
        assert process.stdout.readline() == "ready\n", process.stderr and process.stderr.read()
        process.send_signal(signal.SIGTERM)
    finally:
        status, order, err = finish(process)

    assert status == 0, err
    assert order == STOP_ORDER
    assert (tmp_path / "memory" / SNAPSHOT_FILE).exists(), "the memory was not closed"


def test_when_the_executor_dies_the_app_stops_too_and_exits_1(tmp_path: Path) -> None:
    status, order, err = finish(start(tmp_path / "memory", "--ros-dies"))

    assert status == 1, err
    assert "scripted executor failure" in err and "stopping the app" in err, err
    assert order == [
        "executor shut down",
        "executor thread joined",
        "node destroyed, memory closed",
    ]
    assert (tmp_path / "memory" / SNAPSHOT_FILE).exists(), "the memory was not closed"
