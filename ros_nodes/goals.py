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

# action_msgs/msg/GoalStatus codes of a finished goal (0: its fate is unknown).
STATUS_UNKNOWN = 0
STATUS_SUCCEEDED = 4
STATUS_CANCELED = 5
STATUS_ABORTED = 6
FINISHED_STATES = {
    STATUS_SUCCEEDED: NavigationState.SUCCEEDED,
    STATUS_CANCELED: NavigationState.CANCELED,
    STATUS_ABORTED: NavigationState.FAILED,
}

# Since Jazzy, NavigateToPose's result carries the failing Nav2 server's error_code
# (nav2_msgs/action: FollowPath 1xx, ComputePathToPose 2xx, ...ThroughPoses 3xx,
# SmoothPath 5xx, the recovery behaviours 7xx) and an error_msg.
NAV2_ERRORS = {
    104: "it stopped making progress (is the way blocked?)",
    105: "it stopped making progress (is the way blocked?)",
    203: "the robot is not on the map (is it localised?)",
    204: "the place is off the map",
    205: "the robot stands in an obstacle on the map (is it localised?)",
    206: "the place is inside an obstacle on the map",
    208: "there is no free path to it",
}
NAV2_ERROR_FAMILIES = {
    1: "the robot could not follow its path",
    2: "no path to it could be planned",
    3: "no path to it could be planned",
    5: "the path could not be smoothed",
    7: "a recovery manoeuvre failed",
}


@dataclass(frozen=True)
class GoalOutcome:
    """A finished goal: its action_msgs GoalStatus and Nav2's error (0 = none)."""

    status: int
    error_code: int = 0
    error_msg: str = ""


def nav2_error_text(error_code: int, error_msg: str = "") -> str:
    """Why Nav2 gave up, in words, with its code (and its own message when it sent one)."""
    for_code = {**NAV2_ERRORS, 303: NAV2_ERRORS[203], 304: NAV2_ERRORS[204]}.get(error_code)
    reason = for_code or NAV2_ERROR_FAMILIES.get(error_code // 100, "Nav2 gave up")
    detail = f"Nav2 error {error_code}" + (f": {error_msg}" if error_msg else "")
    return f"{reason} ({detail})"


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

    def stop_current(self) -> int | None:
        """Mark the current goal as being stopped; its token, or None when nothing is active."""
        with self._lock:
            token = self._token
            if self._status.state.finished or self._status.goal is None:
                return None
        self._update(token, NavigationState.ACTIVE, None, "Stopping on the way to {name}.")
        return token

    def feedback(self, token: int, distance_remaining_m: float) -> None:
        self._update(
            token,
            NavigationState.ACTIVE,
            distance_remaining_m,
            f"On my way to {{name}}: {distance_remaining_m:.1f} m to go.",
        )

    def finished(self, token: int, outcome: GoalOutcome) -> None:
        state = FINISHED_STATES.get(outcome.status, NavigationState.FAILED)
        if state is NavigationState.SUCCEEDED:
            message = "Arrived at {name}."
        elif state is NavigationState.CANCELED:
            message = "Stopped; the goal {name} was cancelled."
        elif outcome.error_code:
            reason = nav2_error_text(outcome.error_code, outcome.error_msg)
            message = f"Could not reach {{name}}: {reason}."
        else:
            detail = f": {outcome.error_msg}" if outcome.error_msg else ""
            message = f"Could not reach {{name}} (Nav2 status {outcome.status}{detail})."
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
