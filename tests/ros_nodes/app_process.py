"""Run by test_lifecycle.py as its own process: the app process as ``app_node.main`` runs it.

``ros_nodes.lifecycle`` with a real memory (one frame added) and a scripted ROS
side standing in for rclpy's executor and node, which cannot be installed here.
It prints "ready" once serving, and the order things stopped in as JSON on exit.

    python -m tests.ros_nodes.app_process MEMORY_DIR [--ros-dies]
"""

from __future__ import annotations

import json
import sys
import threading

from memory_core.builder import MemoryBuilder
from memory_core.config import Config
from memory_core.memory import Memory
from memory_core.perception import PrecomputedPerceiver
from memory_core.types import Observation, Pose
from ros_nodes.lifecycle import serve_beside, stop_on_signals, wait_for_a_stop_signal
from tests.fakes.ros import ScriptedRos

T0 = 1767225600.0


def main(memory_dir: str, dies: bool) -> int:
    stop_on_signals()
    memory = Memory.open(memory_dir, Config().with_overrides({"memory_dir": memory_dir}))
    MemoryBuilder(memory, PrecomputedPerceiver()).observe(
        Observation(T0, Pose(1.0, 2.0, 0.0, 0.0), "A hallway with a red couch.", ("red couch",))
    )
    serving = threading.Event()
    ros = ScriptedRos(memory, serving, dies)

    def serve() -> None:  # as run_app or the builder alone: until KeyboardInterrupt
        # "ready" before the ROS side may start dying: else its stop order, printed last,
        # can come before "ready" and the order read off the last line is lost
        print("ready", flush=True)
        serving.set()
        wait_for_a_stop_signal()

    status = serve_beside(ros, serve)
    print(json.dumps(ros.events), flush=True)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], "--ros-dies" in sys.argv[2:]))
