"""The app's "Follow me", with every action call made on the ROS executor.

The app's threads (Gradio) call ``go_to``, ``cancel``, ``status``; those return at
once: they update the goal's state and put the action calls into the node's
``ExecutorInbox``. The executor runs them and the action client's callbacks, on
its one thread, so nothing here needs rclpy and nothing races with it (Jazzy's
``ActionClient`` registers a request's future only after sending it, unlocked:
rclpy#1123). ``nav2_navigator.Nav2GoalClient`` is the rclpy side of ``GoalClient``.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from functools import partial
from typing import Any, Protocol

from hri_app.navigation import NavigationError, NavigationGoal, NavigationStatus
from ros_nodes.executor_inbox import ExecutorInbox
from ros_nodes.goals import STATUS_CANCELED, GoalOutcome, GoalTracker, PoseGoal, pose_goal


class GoalClient(Protocol):
    """NavigateToPose calls; used on the executor thread only, callbacks come back there."""

    def server_ready(self) -> bool: ...

    def send(
        self,
        target: PoseGoal,
        on_feedback: Callable[[float], None],
        on_accepted: Callable[[Any], None],
        on_refused: Callable[[str], None],
    ) -> None: ...

    def result(self, handle: Any, on_result: Callable[[GoalOutcome], None]) -> None: ...

    def cancel(self, handle: Any) -> None: ...


class GoalDispatcher:
    """The app's ``NavigationBackend`` over a ``GoalClient``; thread-safe for the app."""

    name = "Nav2"

    def __init__(
        self, client: GoalClient, inbox: ExecutorInbox, frame_id: str, action_name: str
    ) -> None:
        self._client = client
        self._inbox = inbox
        self._frame_id = frame_id
        self._action_name = action_name
        self._tracker = GoalTracker()
        self._server_ready = False  # written by the executor, read by the app
        self._lock = threading.Lock()
        self._stop_token = 0  # the goal the app asked to stop
        self._accepted: tuple[int, Any] | None = None  # executor only: (token, handle)

    # App threads.

    def unavailable_reason(self) -> str | None:
        if self._server_ready:
            return None
        return (
            f"Nav2 action server {self._action_name} not available (is Nav2 running and localised?)"
        )

    def go_to(self, goal: NavigationGoal) -> None:
        reason = self.unavailable_reason()
        if reason:
            raise NavigationError(reason)
        target = pose_goal(goal, self._frame_id)
        token = self._tracker.start(goal)
        if not self._inbox.put(partial(self._send, token, target)):
            self._tracker.rejected(token, "ROS is shutting down")

    def cancel(self) -> None:
        token = self._tracker.stop_current()
        if token is None:
            return
        with self._lock:
            self._stop_token = token
        self._inbox.put(partial(self._cancel, token))

    def status(self) -> NavigationStatus:
        return self._tracker.status()

    # The executor thread.

    def poll_server(self) -> None:
        """Timer callback: whether Nav2's action server is up, for ``unavailable_reason``."""
        self._server_ready = self._client.server_ready()

    def _stopping(self, token: int) -> bool:
        with self._lock:
            return token == self._stop_token

    def _send(self, token: int, target: PoseGoal) -> None:
        if not self._tracker.current(token):
            return  # replaced by a newer goal before it was sent
        if self._stopping(token):
            self._tracker.finished(token, GoalOutcome(STATUS_CANCELED))
            return
        self._client.send(
            target,
            on_feedback=partial(self._tracker.feedback, token),
            on_accepted=partial(self._on_accepted, token),
            on_refused=partial(self._tracker.rejected, token),
        )

    def _on_accepted(self, token: int, handle: Any) -> None:
        if not self._tracker.current(token) or self._stopping(token):
            # Replaced, or Stop was pressed while Nav2 was deciding: it must not drive.
            self._client.cancel(handle)
            self._tracker.finished(token, GoalOutcome(STATUS_CANCELED))  # ignored if replaced
            return
        self._accepted = (token, handle)
        self._tracker.accepted(token)
        self._client.result(handle, partial(self._on_result, token))

    def _on_result(self, token: int, outcome: GoalOutcome) -> None:
        if self._accepted and self._accepted[0] == token:
            self._accepted = None
        self._tracker.finished(token, outcome)

    def _cancel(self, token: int) -> None:
        if self._accepted and self._accepted[0] == token:
            self._client.cancel(self._accepted[1])
        # Not accepted yet: _on_accepted cancels it; not sent yet: _send drops it.
