"""`lgr app` and `lgr demo` as a user runs them."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from gradio_client import Client

from memory_core.cli import main
from memory_core.embedding import TextEmbedder
from tests.hri_app.conftest import example_memory, free_port
from tests.hri_app.lgr_process import STOP_TIMEOUT_S, start_lgr, stop

pytestmark = pytest.mark.slow

# Whisper and piper load behind the served page in ~1.5 s on 2 cores; a loaded CI
# machine may take several times that.
SPEECH_LOAD_TIMEOUT_S = 60


def test_remote_access_without_credentials_is_refused_before_anything_starts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("LGR_APP_USER", raising=False)
    monkeypatch.delenv("LGR_APP_PASSWORD", raising=False)
    code = main(["app", "--memory", str(tmp_path / "memory"), "--host", "0.0.0.0"])
    assert code == 2
    assert "needs credentials" in capsys.readouterr().err
    assert not (tmp_path / "memory").exists()


# What a refused start must not load: the web framework and every model library.
HEAVY_MODULES = ("gradio", "torch", "sentence_transformers", "faster_whisper", "piper")


def test_a_refused_start_loads_neither_the_web_framework_nor_any_model(tmp_path: Path) -> None:
    memory = tmp_path / "memory"
    probe = (
        "import sys\n"
        "from memory_core.cli import main\n"
        f"code = main(['app', '--memory', {str(memory)!r}, '--host', '0.0.0.0'])\n"
        f"print(code, *sorted(set(sys.modules) & set({HEAVY_MODULES!r})))\n"
    )
    env = {k: v for k, v in os.environ.items() if k not in ("LGR_APP_USER", "LGR_APP_PASSWORD")}
    done = subprocess.run(
        [sys.executable, "-c", probe], env=env, capture_output=True, text=True, check=True
    )
    assert done.stdout.split() == ["2"], done.stdout  # refused, and nothing heavy imported
    assert "needs credentials" in done.stderr
    assert not memory.exists()


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
    return start_lgr(["demo", "--port", str(port)], {"XDG_CACHE_HOME": str(cache)})


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
        assert stop(process, log) == 0
    process, log = start_demo(tmp_path / "cache", port)
    try:
        assert any("using the cached demo memory" in line for line in log)
        robot = Client(f"http://127.0.0.1:{port}/", verbose=False)
        assert robot.predict(api_name="/status")["memory"]["frames"] < 960  # a fresh copy
    finally:
        assert stop(process, log) == 0


def test_stopping_the_app_deletes_the_recordings_it_was_sent(
    tmp_path: Path, embedder: TextEmbedder
) -> None:
    example_memory(tmp_path / "memory", embedder).close()
    temp = tmp_path / "tmp"
    temp.mkdir()
    port = free_port()
    args = ["app", "--memory", str(tmp_path / "memory"), "--port", str(port)]
    process, _ = start_lgr(args, {"TMPDIR": str(temp)})
    try:
        recording = ("question.wav", b"RIFF" + b"\0" * 1000, "audio/wav")
        sent = httpx.post(f"http://127.0.0.1:{port}/gradio_api/upload", files={"files": recording})
        (stored,) = sent.json()
        assert Path(stored).is_relative_to(temp) and Path(stored).exists()
        process.send_signal(signal.SIGTERM)  # as `kill` or a service manager stops it
        assert process.wait(timeout=STOP_TIMEOUT_S) == 0
    finally:
        process.kill()
    assert not Path(stored).exists()
    assert not list(temp.glob("lgr-app-*"))


def test_ctrl_c_stops_the_app_even_when_it_was_started_with_ctrl_c_ignored(
    tmp_path: Path, embedder: TextEmbedder
) -> None:
    example_memory(tmp_path / "memory", embedder).close()
    args = ["app", "--memory", str(tmp_path / "memory"), "--port", str(free_port())]
    process, log = start_lgr(args, {}, interrupt_ignored=True)
    assert stop(process, log) == 0


def test_a_voice_that_cannot_load_leaves_typed_questions_answered(
    tmp_path: Path, embedder: TextEmbedder
) -> None:
    """The page opens before the speech models load; a broken one is said, not fatal."""
    example_memory(tmp_path / "memory", embedder).close()
    port = free_port()
    missing = tmp_path / "no-such-voice.onnx"
    args = ["app", "--memory", str(tmp_path / "memory"), "--port", str(port),
            "--set", f"speech.tts_voice={missing}"]  # fmt: skip
    process, log = start_lgr(args, {})
    try:
        deadline = time.monotonic() + SPEECH_LOAD_TIMEOUT_S
        while not any("speech is unavailable" in line for line in log):
            assert time.monotonic() < deadline, log
            time.sleep(0.1)
        assert any(str(missing) in line for line in log if "unavailable" in line)
        robot = Client(f"http://127.0.0.1:{port}/", verbose=False)
        answer = robot.predict("Where is the red couch?", api_name="/ask")
        assert answer["position"] is not None
    finally:
        assert stop(process, log) == 0
