"""``app``: the touchscreen app and the memory builder in one process, sharing one memory.

The default robot setup is this one process: the builder node spins on a background
thread while the Gradio app serves questions in the main thread and sends "Follow
me" goals to Nav2 (through the node's inbox: rclpy is touched only by the executor).
With ``follow:=true`` (robot.launch.py ``app:=separate``) the node builds nothing:
the app follows the memory a ``memory_builder`` in another process writes, so
either can restart alone. ``lifecycle`` owns the signals and the order of the stop.
"""

from __future__ import annotations

import sys
from functools import partial

from hri_app.config import app_config
from ros_nodes import ROS_MISSING
from ros_nodes.ros_config import ros_config

try:
    import rclpy  # noqa: F401  (the ROS_MISSING message when ROS 2 is absent)
except ImportError as error:
    raise ImportError(ROS_MISSING.format(module=__name__)) from error

from ros_nodes.lifecycle import serve_beside
from ros_nodes.memory_builder_node import NodeProcess, start_ros
from ros_nodes.nav2_navigator import nav2_navigator


def main(args: list[str] | None = None) -> None:
    """``ros2 run ros_nodes app``: builder + app until SIGINT/SIGTERM; exit 1 if ROS died."""
    from hri_app.server import listening, run_app

    node = start_ros(args, "lgr_app")
    process = NodeProcess(node)
    try:
        settings = node.settings
        app = app_config(settings.config)
        # Off loopback this refuses to start without credentials (LGR_APP_USER/PASSWORD).
        where = listening(settings.host, settings.port, app.auth_file, limits=app)
        navigator = nav2_navigator(node, frame_id=ros_config(settings.config).map_frame)
    except BaseException:
        process.close()
        raise
    sys.exit(serve_beside(process, partial(run_app, node.memory, where, navigator=navigator)))
