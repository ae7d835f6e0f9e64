"""launch_testing, for machines with ROS 2 (never run here): memory_builder end to end.

    python3 -m colcon build --packages-select ros_nodes && source install/setup.bash
    python3 -m colcon test --packages-select ros_nodes --event-handlers console_direct+
    (or: launch_test src/ros_nodes/test/test_memory_builder_launch.py)

memory_builder starts with a pose topic; the test publishes a pose and a camera
frame and waits until the statistics count that frame: added with a VLM
(LGR_VLM_MODEL set), refused as "failed" without one. A builder that dies fails
the test at once with its exit code (not after the timeout), and after the
launch shuts it down (SIGINT) it must have exited cleanly, with code 0.
"""

from __future__ import annotations

import json
import tempfile
import time
import unittest
from collections.abc import Callable

import launch
import launch_ros.actions
import launch_testing.actions
import launch_testing.asserts
import pytest
import rclpy
from geometry_msgs.msg import PoseStamped
from launch.events.process import ProcessExited
from sensor_msgs.msg import Image
from std_msgs.msg import String

STATS = "/lgr/memory_stats"
TIMEOUT_S = 60.0


@pytest.mark.launch_test
def generate_test_description() -> tuple[launch.LaunchDescription, dict]:
    builder = launch_ros.actions.Node(
        package="ros_nodes",
        executable="memory_builder",
        parameters=[
            {
                "memory_dir": tempfile.mkdtemp(prefix="lgr-launch-test-"),
                "image_topic": "/test/image",
                "pose_topic": "/test/pose",
                "pose_type": "PoseStamped",
                "markers_period_s": 0.5,
            }
        ],
    )
    return (
        launch.LaunchDescription([builder, launch_testing.actions.ReadyToTest()]),
        {"builder": builder},
    )


class TestMemoryBuilder(unittest.TestCase):
    def setUp(self) -> None:
        rclpy.init()
        self.node = rclpy.create_node("lgr_launch_test")
        self.stats: list[dict] = []
        self.node.create_subscription(
            String, STATS, lambda message: self.stats.append(json.loads(message.data)), 10
        )

    def tearDown(self) -> None:
        self.node.destroy_node()
        rclpy.shutdown()

    def spin_until(self, condition: Callable[[], bool], proc_info, builder) -> bool:
        deadline = time.monotonic() + TIMEOUT_S
        while time.monotonic() < deadline:
            rclpy.spin_once(self.node, timeout_sec=0.1)
            if condition():
                return True
            try:
                event = proc_info[builder]
            except KeyError:  # not started yet
                continue
            if isinstance(event, ProcessExited):
                self.fail(f"memory_builder exited with code {event.returncode}")
        return False

    def test_a_frame_with_a_pose_reaches_the_perceiver(self, proc_info, builder) -> None:
        def waited(condition: Callable[[], bool]) -> bool:
            return self.spin_until(condition, proc_info, builder)

        self.assertTrue(waited(lambda: bool(self.stats)), f"nothing on {STATS}")
        poses = self.node.create_publisher(PoseStamped, "/test/pose", 10)
        images = self.node.create_publisher(Image, "/test/image", 10)

        def handled() -> bool:
            # Publish a fresh pose and frame each time: discovery may drop the first ones.
            stamp = self.node.get_clock().now().to_msg()
            pose = PoseStamped()
            pose.header.stamp, pose.header.frame_id = stamp, "map"
            pose.pose.position.x, pose.pose.orientation.w = 2.0, 1.0
            image = Image()
            image.header.stamp, image.header.frame_id = stamp, "camera"
            image.height, image.width, image.encoding, image.step = 8, 8, "rgb8", 24
            image.data = bytes(8 * 24)
            poses.publish(pose)
            images.publish(image)
            return any(s["frames"] + s["failed"] > 0 for s in self.stats)

        self.assertTrue(waited(handled), f"no frame was handled: {self.stats[-1:]}")


@launch_testing.post_shutdown_test()
class TestMemoryBuilderShutdown(unittest.TestCase):
    def test_the_builder_stopped_cleanly(self, proc_info) -> None:
        launch_testing.asserts.assertExitCodes(proc_info)
