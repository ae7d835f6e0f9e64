"""Without ROS 2 the rclpy glue says what it needs; the pure modules import fine."""

from __future__ import annotations

import importlib
import importlib.util

import pytest

GLUE = ["ros_nodes.memory_builder_node", "ros_nodes.nav2_navigator", "ros_nodes.app_node"]


@pytest.mark.skipif(importlib.util.find_spec("rclpy") is not None, reason="ROS 2 is installed")
@pytest.mark.parametrize("module", GLUE)
def test_importing_a_node_without_ros_says_ros_2_is_needed(module: str) -> None:
    with pytest.raises(ImportError, match=r"needs ROS 2 .*source /opt/ros/\$ROS_DISTRO"):
        importlib.import_module(module)


def test_memory_core_hri_navigation_and_bag_replay_import_without_ros() -> None:
    for module in ("memory_core", "hri_app.navigation", "ros_nodes.bag_replay"):
        importlib.import_module(module)
