"""`lgr ingest BAG`: rosbag2 replay (rosbags only, no ROS), added to `lgr` by an entry point.

memory_core's CLI finds it in the ``lgr.commands`` entry-point group: the robot's
library reads JSON Lines runs itself and never imports ros_nodes.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from memory_core.cli import LineWarnings, UsageError, emit_json, progress_bar
from memory_core.config import Config
from ros_nodes.ros_config import ros_config

if TYPE_CHECKING:
    from memory_core.perception import Perceiver


def register(commands: argparse._SubParsersAction, memory_options: argparse.ArgumentParser) -> None:
    ingest = commands.choices["ingest"]
    for kind, example in (
        ("image", "/camera/image_raw"),
        ("pose", "/amcl_pose"),
        ("perception", "/lgr/perception"),
    ):
        ingest.add_argument(
            f"--{kind}-topic",
            metavar="TOPIC",
            help=f"rosbag2: the {kind} topic, e.g. {example} (default: found by message type)",
        )
    ingest.add_argument(
        "--camera-info-topic",
        metavar="TOPIC",
        help="rosbag2: the CameraInfo topic whose field of view turns boxes into bearings, "
        "e.g. /camera/camera_info (default: found by message type; it wins over "
        "camera.hfov_deg); 'none' uses camera.hfov_deg",
    )
    ingest.set_defaults(ingest_bag=cmd_ingest_bag)


def cmd_ingest_bag(args: argparse.Namespace, config: Config, perceiver: Perceiver) -> int:
    """``lgr ingest BAG``: rosbag2 replay (ros_nodes.bag_replay, rosbags only, no ROS)."""
    from memory_core.builder import MemoryBuilder
    from memory_core.memory import Memory
    from ros_nodes.bag_replay import BagError, BagReplay, is_rosbag, replay_bag

    if not is_rosbag(args.run):
        raise FileNotFoundError(f"{args.run} is a directory but not a rosbag2 (no metadata.yaml)")
    if args.strict:
        raise UsageError("--strict applies to JSON Lines runs; a bag's bad messages are skipped")
    if args.rate is not None:
        raise UsageError("--rate applies to JSON Lines runs; a bag replays as fast as it can")
    try:
        with BagReplay(
            args.run,
            ros_config(config),
            image_topic=args.image_topic,
            pose_topic=args.pose_topic,
            perception_topic=args.perception_topic,
            camera_info_topic=args.camera_info_topic,
        ) as replay:
            print(f"lgr: {args.run}: {replay.topics.describe()}", file=sys.stderr)
            print(f"lgr: {args.run}: {replay.describe_camera(config.camera)}", file=sys.stderr)
            replay.check_perceiver(perceiver)
            with Memory.open(config.memory_dir, config) as memory:
                builder = MemoryBuilder(memory, perceiver, throttle=not args.every_frame)
                summary = replay_bag(
                    replay, builder, LineWarnings(), progress_bar, config.perception.batch_size
                )
                stats = memory.stats()
    except BagError as error:
        raise UsageError(str(error)) from None
    for reason, count in sorted(summary.skipped.items()):
        print(f"lgr: skipped {count} frame(s) in all: {reason}", file=sys.stderr)
    for warning in summary.warnings:
        print(f"lgr: warning: {warning}", file=sys.stderr)
    emit_json(summary.to_json(stats))
    return 0
