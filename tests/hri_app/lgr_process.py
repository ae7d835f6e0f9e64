"""`lgr` commands serving in processes of their own, started and stopped as a person would."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterable

import pytest

READY_TIMEOUT_S = 240
# Ctrl+C to exit: closing the app, the demo's replay and the memory (~3 s, loaded 2 cores).
STOP_TIMEOUT_S = 30


def start_lgr(
    args: list[str], env: dict[str, str], *, interrupt_ignored: bool = False
) -> tuple[subprocess.Popen[str], list[str]]:
    """`lgr ARGS` serving in its own process; returns it once it says it is ready, with its log.

    Its stderr is read until it exits (a full pipe would block the process), and
    faulthandler is on, so a process that will not stop can say where it is.
    """
    process = subprocess.Popen(
        [sys.executable, "-m", "memory_core.cli", *args],
        env={**os.environ, "PYTHONFAULTHANDLER": "1", **env},
        stderr=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        text=True,
        # As a script's background job inherits it: SIGINT ignored.
        preexec_fn=(lambda: signal.signal(signal.SIGINT, signal.SIG_IGN))
        if interrupt_ignored
        else None,
    )
    assert process.stderr is not None
    log: list[str] = []
    deadline = time.monotonic() + READY_TIMEOUT_S
    for line in process.stderr:
        log.append(line.rstrip())
        if "ready: http://127.0.0.1" in line:
            reader = threading.Thread(target=_read_into, args=(process.stderr, log), daemon=True)
            reader.start()
            return process, log
        assert time.monotonic() < deadline, log
    pytest.fail(f"lgr {args[0]} exited with {process.wait()}: {log}")


def _read_into(lines: Iterable[str], log: list[str]) -> None:
    log.extend(line.rstrip() for line in lines)


def stop(process: subprocess.Popen[str], log: list[str]) -> int:
    """Ctrl+C, as a person stops it; a process still running after STOP_TIMEOUT_S fails the
    test with every thread's stack (faulthandler on SIGABRT)."""
    process.send_signal(signal.SIGINT)
    try:
        return process.wait(timeout=STOP_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        process.send_signal(signal.SIGABRT)
        process.wait(timeout=STOP_TIMEOUT_S)
        stacks = "\n".join(log[-300:])
        pytest.fail(f"lgr did not stop within {STOP_TIMEOUT_S} s of Ctrl+C:\n{stacks}")
    finally:
        process.kill()
