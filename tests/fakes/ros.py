"""Scripted ROS 2 parts (rclpy and Nav2 cannot be installed here)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from memory_core.memory import Memory
from ros_nodes.executor_inbox import ExecutorInbox
from ros_nodes.goals import GoalOutcome, PoseGoal


@dataclass
class SentGoal:
    target: PoseGoal
    on_feedback: Callable[[float], None]
    on_accepted: Callable[[Any], None]
    on_refused: Callable[[str], None]
    on_result: Callable[[GoalOutcome], None] | None = None


@dataclass
class ScriptedNav2:
    ready: bool = True
    sent: list[SentGoal] = field(default_factory=list)
    cancelled: list[SentGoal] = field(default_factory=list)
    threads: set[str] = field(default_factory=set)

    def _call(self) -> None:
        self.threads.add(threading.current_thread().name)

    def server_ready(self) -> bool:
        self._call()
        return self.ready

    def send(
        self,
        target: PoseGoal,
        on_feedback: Callable[[float], None],
        on_accepted: Callable[[Any], None],
        on_refused: Callable[[str], None],
    ) -> None:
        self._call()
        self.sent.append(SentGoal(target, on_feedback, on_accepted, on_refused))

    def result(self, handle: SentGoal, on_result: Callable[[GoalOutcome], None]) -> None:
        self._call()
        handle.on_result = on_result

    def cancel(self, handle: SentGoal) -> None:
        self._call()
        self.cancelled.append(handle)


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


class ScriptedRos:
    """Stands in for ``memory_builder_node.NodeProcess`` (rclpy): records the stop order."""

    def __init__(self, memory: Memory, serving: threading.Event, dies: bool) -> None:
        self.memory = memory
        self.events: list[str] = []
        self._serving = serving
        self._dies = dies
        self._shut_down = threading.Event()

    def spin(self) -> None:
        self._serving.wait()
        if self._dies:
            raise RuntimeError("scripted executor failure")
        self._shut_down.wait()
        self.events.append("spin returned")

    def stop_spinning(self) -> None:
        self.events.append("executor shut down")
        self._shut_down.set()

    def close(self) -> None:
        spinner_alive = any(t.name == "ros-executor" for t in threading.enumerate())
        self.events.append("executor thread alive" if spinner_alive else "executor thread joined")
        self.memory.close()
        self.events.append("node destroyed, memory closed")
