"""Nav2's ``NavigateToPose`` action for "Follow me": the rclpy side of ``goal_dispatch``.

``GoalDispatcher`` (pure, tested without ROS) is what the app holds; it puts
every action call into the node's inbox. ``Nav2GoalClient`` makes those calls and
receives their callbacks, all on the executor's thread.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ros_nodes import ROS_MISSING
from ros_nodes.callback_guard import guarded
from ros_nodes.goal_dispatch import GoalDispatcher
from ros_nodes.goals import STATUS_UNKNOWN, GoalOutcome, PoseGoal

try:
    from nav2_msgs.action import NavigateToPose
    from rclpy.action import ActionClient
except ImportError as error:
    raise ImportError(ROS_MISSING.format(module=__name__)) from error

from ros_nodes.memory_builder_node import MemoryBuilderNode

ACTION_NAME = "navigate_to_pose"
# How often the executor checks that Nav2's action server is up (s).
SERVER_POLL_S = 0.5
REJECTED = "the goal was rejected (off the map or unreachable?)"


class Nav2GoalClient:
    """``goal_dispatch.GoalClient`` over rclpy's ActionClient; executor thread only."""

    def __init__(self, node: MemoryBuilderNode, action_name: str) -> None:
        self._node = node
        self._client = ActionClient(node, NavigateToPose, action_name)

    def _guarded(self, callback: Callable[..., None]) -> Callable[..., None]:
        # rclpy runs a future's done callbacks as executor tasks; one that raised would stop it.
        return guarded(callback, self._node.report)

    def server_ready(self) -> bool:
        return self._client.server_is_ready()

    def send(
        self,
        target: PoseGoal,
        on_feedback: Callable[[float], None],
        on_accepted: Callable[[Any], None],
        on_refused: Callable[[str], None],
    ) -> None:
        message = NavigateToPose.Goal()
        message.pose.header.frame_id = target.frame_id
        message.pose.header.stamp = self._node.get_clock().now().to_msg()
        position, orientation = message.pose.pose.position, message.pose.pose.orientation
        position.x, position.y, position.z = target.x, target.y, target.z
        orientation.x, orientation.y = target.qx, target.qy
        orientation.z, orientation.w = target.qz, target.qw

        def responded(future: Any) -> None:
            try:
                handle = future.result()
            except Exception as error:  # the request itself failed (server gone)
                on_refused(str(error))
                return
            if handle.accepted:
                on_accepted(handle)
            else:
                on_refused(REJECTED)

        self._client.send_goal_async(
            message,
            feedback_callback=self._guarded(
                lambda feedback: on_feedback(feedback.feedback.distance_remaining)
            ),
        ).add_done_callback(self._guarded(responded))

    def result(self, handle: Any, on_result: Callable[[GoalOutcome], None]) -> None:
        def finished(future: Any) -> None:
            try:
                response = future.result()
            except Exception as error:  # the result request failed: the goal's fate is unknown
                on_result(GoalOutcome(STATUS_UNKNOWN, error_msg=str(error)))
                return
            result = response.result
            on_result(GoalOutcome(response.status, result.error_code, result.error_msg))

        handle.get_result_async().add_done_callback(self._guarded(finished))

    def cancel(self, handle: Any) -> None:
        handle.cancel_goal_async()


def nav2_navigator(
    node: MemoryBuilderNode, frame_id: str = "map", action_name: str = ACTION_NAME
) -> GoalDispatcher:
    """The app's navigator: goals in ``frame_id``, sent and watched by ``node``'s executor."""
    dispatcher = GoalDispatcher(
        Nav2GoalClient(node, action_name), node.inbox, frame_id, action_name
    )
    node.create_timer(SERVER_POLL_S, guarded(dispatcher.poll_server, node.report))
    return dispatcher
