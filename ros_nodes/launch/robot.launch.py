"""The robot: memory builder and touchscreen app in one process (default), or the builder alone.

    ros2 launch ros_nodes robot.launch.py image_topic:=/camera/color/image_raw memory_dir:=/data/mem
    ros2 launch ros_nodes robot.launch.py app:=false milvus_uri:=http://10.0.0.5:19530

Every parameter of config/params.yaml is also a launch argument; an empty one
keeps the file's value (and an empty value in the file defers to the lgr config).
"""

from __future__ import annotations

from pathlib import Path

from ament_index_python.packages import get_package_share_directory
from launch import LaunchContext, LaunchDescription
from launch.actions import DeclareLaunchArgument, OpaqueFunction
from launch.substitutions import LaunchConfiguration
from launch_ros.actions import Node

from ros_nodes.settings import PARAMETERS, parameter_from_text

PARAMS_FILE = Path(get_package_share_directory("ros_nodes")) / "config" / "params.yaml"


def _nodes(context: LaunchContext) -> list[Node]:
    overrides = {
        name: parameter_from_text(name, text)
        for name in PARAMETERS
        if (text := LaunchConfiguration(name).perform(context))
    }
    with_app = LaunchConfiguration("app").perform(context).lower() in ("true", "1", "yes")
    return [
        Node(
            package="ros_nodes",
            executable="app" if with_app else "memory_builder",
            name="lgr_app" if with_app else "memory_builder",
            parameters=[LaunchConfiguration("params_file").perform(context), overrides],
            output="screen",
            emulate_tty=True,
        )
    ]


def generate_launch_description() -> LaunchDescription:
    return LaunchDescription(
        [
            DeclareLaunchArgument(
                "app",
                default_value="true",
                description="true: app + builder in one process sharing one memory; "
                "false: the builder alone (e.g. with a Milvus server)",
            ),
            DeclareLaunchArgument(
                "params_file", default_value=str(PARAMS_FILE), description="node parameters"
            ),
            *(
                DeclareLaunchArgument(name, default_value="", description=f"(default {default!r})")
                for name, default in PARAMETERS.items()
            ),
            OpaqueFunction(function=_nodes),
        ]
    )
