"""A simulated navigator: drives a point robot in a straight line to the goal.

For the demo and the tests, where no Nav2 exists. It keeps the contract of
``NavigationBackend`` (thread-safe, progress as distance remaining, cancel) and
exposes its pose so the map can show the robot moving.
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable

from hri_app.navigation import (
    NavigationError,
    NavigationGoal,
    NavigationState,
    NavigationStatus,
)

# Position updates per second while driving; the UI polls more slowly than this.
TICKS_PER_S = 20
# Closer than this counts as arrived (Nav2's default xy_goal_tolerance is 0.25 m).
GOAL_TOLERANCE_M = 0.25


Pose = tuple[float, float, float]  # x, y, yaw in the map frame


class SimulatedNavigator:
    """Drives toward each goal at ``speed_mps`` in a background thread.

    Until its first goal the robot is wherever ``robot_pose()`` says (the
    memory's latest frame, which moves while a run replays); from then on the
    simulation owns the pose.
    """

    name = "simulated"

    def __init__(self, robot_pose: Callable[[], Pose], speed_mps: float) -> None:
        if speed_mps <= 0:
            raise ValueError(f"simulated speed must be positive, got {speed_mps} m/s")
        self.speed_mps = speed_mps
        self._robot_pose = robot_pose
        self._pose: Pose | None = None
        self._goal: NavigationGoal | None = None
        self._state = NavigationState.IDLE
        self._message = "No goal yet."
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._closed = False
        self._thread = threading.Thread(target=self._drive, name="sim-navigator", daemon=True)
        self._thread.start()

    def unavailable_reason(self) -> str | None:
        return "the simulated navigator was shut down" if self._closed else None

    def pose(self) -> Pose:
        """(x, y, yaw) of the simulated robot now."""
        with self._lock:
            return self._pose if self._pose is not None else self._robot_pose()

    def go_to(self, goal: NavigationGoal) -> None:
        if self._closed:
            raise NavigationError("the simulated navigator was shut down")
        if not (math.isfinite(goal.x) and math.isfinite(goal.y)):
            raise NavigationError(f"goal ({goal.x}, {goal.y}) is not a finite position")
        with self._lock:
            if self._pose is None:
                self._pose = self._robot_pose()
            self._goal = goal
            self._state = NavigationState.ACTIVE
            self._message = f"Going to the {goal.label}." if goal.label else "Going to the goal."
        self._wake.set()

    def status(self) -> NavigationStatus:
        with self._lock:
            remaining = None
            if self._goal is not None and self._pose is not None:
                remaining = math.dist(self._pose[:2], (self._goal.x, self._goal.y))
            return NavigationStatus(self._state, self._goal, remaining, self._message)

    def cancel(self) -> None:
        with self._lock:
            if self._state is NavigationState.ACTIVE:
                self._state = NavigationState.CANCELED
                self._message = "Stopped."

    def close(self) -> None:
        """Stop the driving thread (tests and app shutdown)."""
        self._closed = True
        self.cancel()
        self._wake.set()
        self._thread.join(timeout=2)

    def _drive(self) -> None:
        step_s = 1.0 / TICKS_PER_S
        while not self._closed:
            with self._lock:
                active = self._state is NavigationState.ACTIVE
            if not active:
                self._wake.wait()
                self._wake.clear()
                continue
            time.sleep(step_s)
            with self._lock:
                if self._state is NavigationState.ACTIVE and self._goal is not None:
                    self._step(self._goal, self.speed_mps * step_s)

    def _step(self, goal: NavigationGoal, max_move_m: float) -> None:
        assert self._pose is not None  # set by go_to
        x, y, _ = self._pose
        dx, dy = goal.x - x, goal.y - y
        remaining = math.hypot(dx, dy)
        if remaining <= max(max_move_m, GOAL_TOLERANCE_M):
            self._pose = (goal.x, goal.y, goal.yaw)
            self._state = NavigationState.SUCCEEDED
            self._message = f"Arrived at the {goal.label}." if goal.label else "Arrived."
            return
        heading = math.atan2(dy, dx)
        move = max_move_m / remaining
        self._pose = (x + dx * move, y + dy * move, heading)
