"""Nav2 ``NavigateToPose`` goals and their life, as plain data (the rclpy client fills messages).

``GoalTracker`` holds the state ``hri_app`` polls; the action client's callbacks,
which run on executor threads, only report into it.
"""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass

from hri_app.navigation import (
    NavigationError,
    NavigationGoal,
    NavigationState,
    NavigationStatus,
)

# action_msgs/msg/GoalStatus codes of a finished goal.
STATUS_SUCCEEDED = 4
STATUS_CANCELED = 5
STATUS_ABORTED = 6
FINISHED_STATES = {
    STATUS_SUCCEEDED: NavigationState.SUCCEEDED,
    STATUS_CANCELED: NavigationState.CANCELED,
    STATUS_ABORTED: NavigationState.FAILED,
}


@dataclass(frozen=True)
class PoseGoal:
    """The ``geometry_msgs/PoseStamped`` of a NavigateToPose goal."""

    frame_id: str
    x: float
    y: float
    z: float
    qx: float
    qy: float
    qz: float
    qw: float


def quaternion_from_yaw(yaw: float) -> tuple[float, float, float, float]:
    """(x, y, z, w) of a rotation by ``yaw`` radians about z."""
    return (0.0, 0.0, math.sin(yaw / 2.0), math.cos(yaw / 2.0))


def pose_goal(goal: NavigationGoal, frame_id: str) -> PoseGoal:
    """A goal in ``frame_id`` (the map frame: memory poses are map poses), on the ground."""
    if not all(math.isfinite(value) for value in (goal.x, goal.y, goal.yaw)):
        raise NavigationError(f"goal {goal} has a coordinate that is not a finite number")
    return PoseGoal(frame_id, goal.x, goal.y, 0.0, *quaternion_from_yaw(goal.yaw))


def goal_name(goal: NavigationGoal) -> str:
    return goal.label or f"({goal.x:.1f}, {goal.y:.1f})"


class GoalTracker:
    """The current goal's status, updated from action callbacks; thread-safe.

    Each goal gets a token; reports about a goal that was since replaced carry
    an old token and are ignored (a cancelled goal's late result must not mark
    the new one finished).
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._token = 0
        self._status = NavigationStatus(NavigationState.IDLE, message="No goal yet.")

    def start(self, goal: NavigationGoal) -> int:
        with self._lock:
            self._token += 1
            self._status = NavigationStatus(
                NavigationState.ACTIVE, goal, message=f"Sending the goal: {goal_name(goal)}."
            )
            return self._token

    def status(self) -> NavigationStatus:
        with self._lock:
            return self._status

    def current(self, token: int) -> bool:
        with self._lock:
            return token == self._token and not self._status.state.finished

    def accepted(self, token: int) -> None:
        self._update(token, NavigationState.ACTIVE, None, "On my way to {name}.")

    def rejected(self, token: int, reason: str) -> None:
        self._update(
            token, NavigationState.FAILED, None, f"Nav2 refused to go to {{name}}: {reason}"
        )

    def canceling(self, token: int) -> None:
        self._update(token, NavigationState.ACTIVE, None, "Stopping on the way to {name}.")

    def feedback(self, token: int, distance_remaining_m: float) -> None:
        self._update(
            token,
            NavigationState.ACTIVE,
            distance_remaining_m,
            f"On my way to {{name}}: {distance_remaining_m:.1f} m to go.",
        )

    def finished(self, token: int, status_code: int) -> None:
        state = FINISHED_STATES.get(status_code, NavigationState.FAILED)
        message = {
            NavigationState.SUCCEEDED: "Arrived at {name}.",
            NavigationState.CANCELED: "Stopped; the goal {name} was cancelled.",
        }.get(state, f"Could not reach {{name}} (Nav2 status {status_code}).")
        self._update(token, state, 0.0 if state is NavigationState.SUCCEEDED else None, message)

    def _update(
        self, token: int, state: NavigationState, distance: float | None, message: str
    ) -> None:
        with self._lock:
            if token != self._token or self._status.state.finished:
                return
            goal = self._status.goal
            assert goal is not None
            if distance is None:
                distance = self._status.distance_remaining_m
            self._status = NavigationStatus(
                state, goal, distance, message.replace("{name}", goal_name(goal))
            )
