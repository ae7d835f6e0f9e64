"""Perception runs off the executor thread: handing a frame over never waits for it."""

from __future__ import annotations

import threading
import time

from ros_nodes.frame_worker import LatestFrameWorker
from tests.conftest import wait_until


def test_a_slow_perceiver_gets_the_newest_frame_and_submit_never_blocks() -> None:
    busy, release = threading.Event(), threading.Event()
    handled: list[int] = []

    def perceive(frame: int) -> None:
        busy.set()
        release.wait(5.0)
        handled.append(frame)

    worker = LatestFrameWorker(perceive)
    worker.submit(0)
    assert busy.wait(5.0)  # frame 0 is being perceived
    started = time.monotonic()
    for frame in range(1, 6):
        worker.submit(frame)
    assert time.monotonic() - started < 0.05
    release.set()
    wait_until(worker.idle)
    worker.close(1.0)

    assert handled == [0, 5]
    assert worker.replaced == 4


def test_a_failing_frame_is_reported_and_the_worker_goes_on() -> None:
    errors: list[tuple[int, str]] = []
    handled: list[int] = []

    def perceive(frame: int) -> None:
        if frame == 1:
            raise ValueError("bad frame")
        handled.append(frame)

    worker = LatestFrameWorker(perceive, on_error=lambda f, e: errors.append((f, str(e))))
    for frame in (1, 2):
        worker.submit(frame)
        wait_until(worker.idle)
    worker.close(1.0)

    assert errors == [(1, "bad frame")] and handled == [2]
