"""A node process's life: who handles SIGINT/SIGTERM, and the one order things stop in.

rclpy's SIGTERM handler only shuts its context down, and the app's main thread
listens for KeyboardInterrupt only, so ``docker stop``, systemd and launch's
escalation used to end in SIGKILL with the memory left open. The nodes initialise
rclpy without signal handlers and take both signals here, from the very start:
each raises KeyboardInterrupt in the main thread. Stopping then runs in one order —
executor shut down, executor thread joined, node destroyed (its memory closed),
rclpy shut down — so no callback runs on a destroyed publisher or a closed memory,
and a second signal does not cut that short. The executor always spins on its own
thread: in the main thread, rcl_wait (C) would hold a signal back until the next
callback.
"""

from __future__ import annotations

import _thread
import logging
import signal
import threading
import time
from collections.abc import Callable
from typing import Protocol

log = logging.getLogger(__name__)

STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)
# How often the waiting main thread looks for a signal or a dead executor (s).
STOP_POLL_S = 0.1


class RosProcess(Protocol):
    """The ROS side of a process (``memory_builder_node.NodeProcess`` with rclpy)."""

    def spin(self) -> None:
        """Run the executor until ``stop_spinning`` (or until ROS shuts down)."""

    def stop_spinning(self) -> None:
        """Shut the executor down; ``spin`` returns soon after."""

    def close(self) -> None:
        """Destroy the node (its memory closes), then shut rclpy down."""


def stop_on_signals() -> None:
    """SIGINT and SIGTERM raise KeyboardInterrupt in the main thread."""
    for stop_signal in STOP_SIGNALS:
        signal.signal(stop_signal, signal.default_int_handler)


def ignore_stop_signals() -> None:
    """While stopping: a repeated signal must not abandon the stop half way (SIGKILL still can)."""
    for stop_signal in STOP_SIGNALS:
        signal.signal(stop_signal, signal.SIG_IGN)


def wait_for_a_stop_signal() -> None:
    """The builder alone serves nothing: its main thread only waits for SIGINT/SIGTERM."""
    while True:
        time.sleep(STOP_POLL_S)


def serve_beside(ros: RosProcess, serve: Callable[[], None]) -> int:
    """Run ``serve`` in this (main) thread while ``ros`` spins on another; the exit status.

    ``serve`` (the app, or ``wait_for_a_stop_signal``) ends on KeyboardInterrupt (a
    signal). If the executor ends by itself (ROS shut down, or an error rclpy
    raised), ``serve`` is interrupted too and the status is 1: a robot must not keep
    serving with its ROS side dead, and launch's respawn or systemd can restart it.
    """
    stopping = threading.Event()
    died = threading.Event()

    def spin() -> None:
        try:
            ros.spin()
        except Exception:
            log.exception("the ROS executor failed")
        if not stopping.is_set():
            died.set()
            log.error("the ROS executor stopped; stopping the app")
            _thread.interrupt_main()

    spinner = threading.Thread(target=spin, name="ros-executor")
    spinner.start()
    try:
        serve()
    except KeyboardInterrupt:
        pass
    finally:
        stopping.set()
        ignore_stop_signals()
        ros.stop_spinning()
        spinner.join()
        ros.close()
    return 1 if died.is_set() else 0
