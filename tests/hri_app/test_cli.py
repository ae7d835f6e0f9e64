"""`lgr app` and `lgr demo` as a user runs them."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from gradio_client import Client

from memory_core.cli import main
from tests.hri_app.conftest import free_port

pytestmark = pytest.mark.slow

READY_TIMEOUT_S = 240


def test_remote_access_without_credentials_is_refused_before_anything_starts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("LGR_APP_USER", raising=False)
    monkeypatch.delenv("LGR_APP_PASSWORD", raising=False)
    code = main(["app", "--memory", str(tmp_path / "memory"), "--host", "0.0.0.0"])
    assert code == 2
    assert "needs credentials" in capsys.readouterr().err
    assert not (tmp_path / "memory").exists()


def test_half_an_https_setup_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["app", "--memory", str(tmp_path / "m"), "--ssl-certfile", "cert.pem"])
    assert code == 2
    assert "--ssl-keyfile" in capsys.readouterr().err


def test_a_taken_port_is_refused_before_anything_loads(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        code = main(["app", "--memory", str(tmp_path / "memory"), "--port", str(port)])
    assert code == 2
    assert f"cannot listen on 127.0.0.1:{port}" in capsys.readouterr().err
    assert not (tmp_path / "memory").exists()


def start_demo(cache: Path, port: int) -> tuple[subprocess.Popen[str], list[str]]:
    """`lgr demo` in its own process; returns it once it says it is ready, with its log."""
    env = {**os.environ, "XDG_CACHE_HOME": str(cache)}
    process = subprocess.Popen(
        [sys.executable, "-m", "memory_core.cli", "demo", "--port", str(port)],
        env=env,
        stderr=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        text=True,
    )
    assert process.stderr is not None
    log: list[str] = []
    deadline = time.monotonic() + READY_TIMEOUT_S
    for line in process.stderr:
        log.append(line.strip())
        if "ready: http://127.0.0.1" in line:
            return process, log
        assert time.monotonic() < deadline, log
    pytest.fail(f"lgr demo exited with {process.wait()}: {log}")


def stop(process: subprocess.Popen[str]) -> int:
    process.send_signal(signal.SIGINT)
    try:
        return process.wait(timeout=30)
    finally:
        process.kill()


def test_the_demo_builds_its_memory_once_replays_live_and_answers(tmp_path: Path) -> None:
    port = free_port()
    process, log = start_demo(tmp_path / "cache", port)
    try:
        assert any("building the demo memory from 930 frames" in line for line in log)
        robot = Client(f"http://127.0.0.1:{port}/", verbose=False)
        first = robot.predict(api_name="/status")["memory"]["frames"]
        time.sleep(2.0)
        later = robot.predict(api_name="/status")["memory"]["frames"]
        assert 930 <= first < later <= 1050  # the last frames arrive while we watch
        answer = robot.predict("Where is the nearest bench?", api_name="/ask")
        assert answer["position"] is not None
        assert robot.predict(api_name="/follow")["state"] == "active"
    finally:
        assert stop(process) in (0, -signal.SIGINT)
    process, log = start_demo(tmp_path / "cache", port)
    try:
        assert any("using the cached demo memory" in line for line in log)
        robot = Client(f"http://127.0.0.1:{port}/", verbose=False)
        assert robot.predict(api_name="/status")["memory"]["frames"] < 960  # a fresh copy
    finally:
        stop(process)
