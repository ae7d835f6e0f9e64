"""``app``: the touchscreen app and the memory builder in one process, sharing one memory.

Milvus Lite is a single-process file store and a memory directory has one
writer, so the default robot setup is this one process: the builder node spins
in a background MultiThreadedExecutor while the Gradio app serves questions and
sends "Follow me" goals to Nav2.
"""

from __future__ import annotations

import threading

from ros_nodes import ROS_MISSING

try:
    import rclpy
    from rclpy.executors import MultiThreadedExecutor
except ImportError as error:
    raise ImportError(ROS_MISSING.format(module=__name__)) from error

from ros_nodes.memory_builder_node import MemoryBuilderNode
from ros_nodes.nav2_navigator import Nav2Navigator


def main(args: list[str] | None = None) -> None:
    """``ros2 run ros_nodes app``: builder + app; blocks until the app stops (Ctrl-C)."""
    from hri_app.server import listening, run_app

    rclpy.init(args=args)
    node = MemoryBuilderNode(node_name="lgr_app")
    settings = node.settings
    app_config = settings.config.app
    # Off loopback this refuses to start without credentials (LGR_APP_USER/PASSWORD).
    where = listening(settings.host, settings.port, app_config.auth_file, limits=app_config)
    navigator = Nav2Navigator(node, frame_id=settings.config.ros.map_frame)
    executor = MultiThreadedExecutor()
    executor.add_node(node)
    spinner = threading.Thread(target=executor.spin, name="ros-executor", daemon=True)
    spinner.start()
    try:
        run_app(node.memory, where, navigator=navigator)
    except KeyboardInterrupt:
        pass
    finally:
        executor.shutdown()
        node.destroy_node()
        rclpy.try_shutdown()
        spinner.join()
