"""The ROS side's section of the one configuration: [ros].

memory_core's ``Config`` holds it (the ``lgr.config`` entry point names the class) so
that one TOML file, ``LGR_ROS__...`` variables and ``--set ros.map_frame=...`` set it
as they set the library's own settings; the nodes and bag replay read it below.
"""

from __future__ import annotations

from dataclasses import dataclass

from memory_core.config import Config


@dataclass
class RosConfig:
    """What the ROS 2 node and rosbag2 replay (``lgr ingest BAG``) agree on."""

    # Poses are in this frame (REP 105); poses in another frame (odom) drift.
    map_frame: str = "map"
    base_frame: str = "base_link"
    # A frame takes the pose nearest in time, if within this gap: at walking
    # pace (1 m/s) that is at most 1 m of pose error, a fifth of δP. AMCL
    # publishes only after the robot moves, so a standing robot goes quiet
    # on amcl_pose: prefer TF or odometry there, or raise this.
    max_pose_gap_s: float = 1.0
    # ... except that a frame with no pose that near keeps the last pose before it
    # for up to this long when the poses are AMCL's (PoseWithCovarianceStamped,
    # published only after the robot moved): a standing robot has not moved since.
    # Periodic sources (odometry, PoseStamped) never hold: a silent one has failed.
    pose_hold_s: float = 3600.0
    # memory_builder publishes each frame's caption/labels here (JSON in
    # std_msgs/String); a bag recording it replays without a VLM.
    perception_topic: str = "/lgr/perception"


def ros_config(config: Config) -> RosConfig:
    return config.section("ros", RosConfig)
