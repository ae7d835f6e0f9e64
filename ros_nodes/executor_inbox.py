"""Calls handed to the ROS executor from other threads: the one way into rclpy.

The rule (docs/ros.md): rclpy objects — publishers, timers, the action client —
are touched only on the executor's thread. The app's threads and the perception
worker put calls here instead; the node runs them in a guard-condition callback,
on the executor, in the order they were put. ``wake`` is that guard condition's
``trigger``, rclpy's own thread-safe way to wake an executor.
"""

from __future__ import annotations

import threading
from collections.abc import Callable


class ExecutorInbox:
    """A thread-safe queue of calls for the executor; closed, it drops what it gets."""

    def __init__(
        self, wake: Callable[[], None], on_error: Callable[[str, Exception], None]
    ) -> None:
        self._wake = wake
        self._on_error = on_error
        self._lock = threading.Lock()
        self._calls: list[Callable[[], None]] = []
        self._closed = False

    def put(self, call: Callable[[], None]) -> bool:
        """Any thread: queue ``call`` and wake the executor; False once closed."""
        with self._lock:
            if self._closed:
                return False
            self._calls.append(call)
            # Under the lock: once close() returns, nobody wakes a destroyed guard condition.
            self._wake()
        return True

    def run_pending(self) -> None:
        """Executor thread: run the calls queued so far; one that raises does not stop the rest."""
        with self._lock:
            calls, self._calls = self._calls, []
        for call in calls:
            try:
                call()
            except Exception as error:
                self._on_error(getattr(call, "__name__", repr(call)), error)

    def close(self) -> None:
        """Stop taking calls and drop the waiting ones (the node is being destroyed)."""
        with self._lock:
            self._closed = True
            self._calls.clear()
