"""A stand-in for rclpy's executor (ROS 2 cannot be installed here): one thread that runs
an ``ExecutorInbox``'s calls when woken, as the node's guard-condition callback does."""

from __future__ import annotations

import threading

from ros_nodes.executor_inbox import ExecutorInbox

WAIT_S = 10.0  # only a hang guard: the calls run in microseconds


class ScriptedExecutor:
    def __init__(self) -> None:
        self.errors: list[tuple[str, Exception]] = []
        self.inbox = ExecutorInbox(
            self._wake, lambda name, error: self.errors.append((name, error))
        )
        self._woken = threading.Event()
        self._stopped = False
        self.thread = threading.Thread(target=self._spin, name="scripted-executor")
        self.thread.start()

    def _wake(self) -> None:
        self._woken.set()

    def _spin(self) -> None:
        while not self._stopped:
            self._woken.wait()
            self._woken.clear()
            self.inbox.run_pending()

    def drain(self) -> None:
        """Return once every call put so far has run."""
        done = threading.Event()
        self.inbox.put(done.set)
        assert done.wait(WAIT_S), "the scripted executor did not run the inbox"

    def stop(self) -> None:
        def stop() -> None:
            self._stopped = True

        self.inbox.put(stop)
        self.thread.join(WAIT_S)
