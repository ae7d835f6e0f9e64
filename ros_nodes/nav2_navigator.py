"""``NavigationBackend`` over Nav2's ``NavigateToPose`` action: what "Follow me" drives.

Goal construction and the goal's state live in ``ros_nodes.goals`` (pure, tested
without ROS); this class only turns them into action calls and callbacks.
"""

from __future__ import annotations

import threading
from typing import Any

from hri_app.navigation import NavigationError, NavigationGoal, NavigationStatus
from ros_nodes import ROS_MISSING
from ros_nodes.goals import STATUS_CANCELED, GoalTracker, pose_goal

try:
    from nav2_msgs.action import NavigateToPose
    from rclpy.action import ActionClient
    from rclpy.node import Node
except ImportError as error:
    raise ImportError(ROS_MISSING.format(module=__name__)) from error

ACTION_NAME = "navigate_to_pose"


class Nav2Navigator:
    """Sends goals in the map frame; feedback is Nav2's distance remaining. Thread-safe."""

    name = "Nav2"

    def __init__(self, node: Node, frame_id: str = "map", action_name: str = ACTION_NAME) -> None:
        self._node = node
        self._frame_id = frame_id
        self._action_name = action_name
        self._client = ActionClient(node, NavigateToPose, action_name)
        self._tracker = GoalTracker()
        self._lock = threading.Lock()
        self._token = 0
        # The accepted goal's (token, handle); a cancel before acceptance is remembered.
        self._handle: tuple[int, Any] | None = None
        self._cancel_token = 0

    def unavailable_reason(self) -> str | None:
        if self._client.server_is_ready():
            return None
        return (
            f"Nav2 action server {self._action_name} not available (is Nav2 running and localised?)"
        )

    def go_to(self, goal: NavigationGoal) -> None:
        reason = self.unavailable_reason()
        if reason:
            raise NavigationError(reason)
        target = pose_goal(goal, self._frame_id)
        message = NavigateToPose.Goal()
        message.pose.header.frame_id = target.frame_id
        message.pose.header.stamp = self._node.get_clock().now().to_msg()
        position, orientation = message.pose.pose.position, message.pose.pose.orientation
        position.x, position.y, position.z = target.x, target.y, target.z
        orientation.x, orientation.y = target.qx, target.qy
        orientation.z, orientation.w = target.qz, target.qw
        with self._lock:
            token = self._token = self._tracker.start(goal)
        future = self._client.send_goal_async(
            message,
            feedback_callback=lambda feedback: self._tracker.feedback(
                token, feedback.feedback.distance_remaining
            ),
        )
        future.add_done_callback(lambda done: self._on_response(token, done))

    def _on_response(self, token: int, future: Any) -> None:
        try:
            handle = future.result()
        except Exception as error:  # the request itself failed (server gone)
            self._tracker.rejected(token, str(error))
            return
        if not handle.accepted:
            self._tracker.rejected(token, "the goal was rejected (off the map or unreachable?)")
            return
        with self._lock:
            # Superseded by a newer goal, or cancelled before Nav2 accepted it.
            drop = token != self._token or token == self._cancel_token
            if not drop:
                self._handle = (token, handle)
        if drop:
            handle.cancel_goal_async()
            self._tracker.finished(token, STATUS_CANCELED)  # ignored when superseded
            return
        self._tracker.accepted(token)
        handle.get_result_async().add_done_callback(
            lambda done: self._tracker.finished(token, done.result().status)
        )

    def status(self) -> NavigationStatus:
        return self._tracker.status()

    def cancel(self) -> None:
        with self._lock:
            token = self._token
            if not self._tracker.current(token):
                return
            self._cancel_token = token
            accepted = self._handle[1] if self._handle and self._handle[0] == token else None
        self._tracker.canceling(token)
        if accepted is not None:
            accepted.cancel_goal_async()
