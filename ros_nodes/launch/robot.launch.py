"""The robot: memory builder and touchscreen app in one process (default), in two processes
sharing one memory directory, or the builder alone.

    ros2 launch ros_nodes robot.launch.py image_topic:=/camera/color/image_raw memory_dir:=/data/mem
    ros2 launch ros_nodes robot.launch.py app:=separate memory_dir:=/data/mem
    ros2 launch ros_nodes robot.launch.py app:=false milvus_uri:=http://10.0.0.5:19530

Every parameter of config/params.yaml is also a launch argument; an empty one
keeps the file's value (and an empty value in the file defers to the lgr config).

This file runs inside ``ros2 launch``, i.e. in the system Python, which does not
see the venv holding memory_core and ros_nodes: it imports only ROS and YAML and
reads the parameter names from the installed params.yaml. The nodes themselves
run with the venv's Python (their executables' shebang) and check the values.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml
from ament_index_python.packages import get_package_share_directory
from launch import LaunchContext, LaunchDescription
from launch.actions import DeclareLaunchArgument, OpaqueFunction
from launch.substitutions import LaunchConfiguration
from launch_ros.actions import Node
from launch_ros.parameter_descriptions import ParameterValue

PARAMS_FILE = Path(get_package_share_directory("ros_nodes")) / "config" / "params.yaml"
DEFAULTS: dict[str, Any] = yaml.safe_load(PARAMS_FILE.read_text())["/**"]["ros__parameters"]


def _override(name: str) -> Any:
    """A launch argument as a parameter value: text for text parameters, else YAML-typed."""
    value = LaunchConfiguration(name)
    return ParameterValue(value, value_type=str) if isinstance(DEFAULTS[name], str) else value


def _nodes(context: LaunchContext) -> list[Node]:
    overrides = {
        name: _override(name) for name in DEFAULTS if LaunchConfiguration(name).perform(context)
    }
    params_file = LaunchConfiguration("params_file").perform(context)
    mode = LaunchConfiguration("app").perform(context).lower()

    def node(executable: str, name: str, **extra: Any) -> Node:
        return Node(
            package="ros_nodes",
            executable=executable,
            name=name,
            parameters=[params_file, {**overrides, **extra}],
            output="screen",
            emulate_tty=True,
            # On shutdown the node finishes the frame being perceived (seconds on a CPU)
            # and closes the memory; launch's default 5 s before SIGTERM + 5 s before
            # SIGKILL could cut that short.
            sigterm_timeout="30",
        )

    if mode == "separate":  # the app follows what the builder writes; each restarts alone
        return [node("memory_builder", "memory_builder"), node("app", "lgr_app", follow=True)]
    if mode in ("true", "1", "yes"):
        return [node("app", "lgr_app")]
    return [node("memory_builder", "memory_builder")]


def generate_launch_description() -> LaunchDescription:
    return LaunchDescription(
        [
            DeclareLaunchArgument(
                "app",
                default_value="true",
                description="true: app + builder in one process sharing one memory; "
                "separate: builder and app as two processes, the app following the memory the "
                "builder writes; false: the builder alone (e.g. with a Milvus server)",
            ),
            DeclareLaunchArgument(
                "params_file", default_value=str(PARAMS_FILE), description="node parameters"
            ),
            *(
                DeclareLaunchArgument(name, default_value="", description=f"(default {default!r})")
                for name, default in DEFAULTS.items()
            ),
            OpaqueFunction(function=_nodes),
        ]
    )
