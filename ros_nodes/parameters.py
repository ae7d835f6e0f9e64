"""The nodes' ROS parameters: names, defaults, types; nothing here imports beyond the stdlib.

ROS fixes a parameter's type from its default, so ``-p markers_period_s:=5`` or
``max_pose_gap_s: 1`` in a YAML file (integers) would stop a node whose default is
a float at start-up. The nodes declare every parameter with dynamic typing and
coerce the value here instead: an integer is a fine float; anything else of the
wrong type is an error naming the parameter.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

# name -> default; the type of the default is the parameter's ROS type.
PARAMETERS: Mapping[str, Any] = {
    "config_file": "",
    "memory_dir": "",
    "milvus_uri": "",
    "llm_url": "",
    # Florence-2 model id or folder (perception.model); empty = LGR_VLM_MODEL / the config.
    "vlm": "",
    "image_topic": "/camera/image_raw",
    # "raw" (sensor_msgs/Image), "compressed" (CompressedImage), or "" = from the
    # topic name (".../compressed" is compressed).
    "image_transport": "",
    # The camera's field of view (for bearings from boxes) comes from its CameraInfo:
    # "" = the topic beside image_topic (/camera/image_raw -> /camera/camera_info),
    # "none" = use [camera] hfov_deg.
    "camera_info_topic": "",
    # Empty: the pose comes from TF (map_frame -> base_frame) at the image stamp.
    "pose_topic": "",
    "pose_type": "PoseWithCovarianceStamped",
    "map_frame": "",
    "base_frame": "",
    "max_pose_gap_s": 0.0,
    # A PoseWithCovarianceStamped topic (AMCL publishes only after the robot moved):
    # a frame keeps the last pose for up to this long (s) when none is nearer;
    # 0 = the lgr configuration's ros.pose_hold_s (3600 s), as bag replay uses.
    "pose_hold_s": 0.0,
    "frame_period_s": 0.0,
    "perception_topic": "",
    "stats_topic": "/lgr/memory_stats",
    "markers_topic": "/lgr/entities",
    # Entities are republished as markers this often (s).
    "markers_period_s": 5.0,
    "host": "127.0.0.1",
    "port": 7860,
    # app only: serve the memory a memory_builder in another process writes (following it,
    # waiting for it to start) instead of building one here; robot.launch.py app:=separate.
    "follow": False,
}

TYPE_NAMES = {str: "string", int: "whole number", float: "number", bool: "true or false"}


class SettingsError(ValueError):
    """A node parameter is invalid; the message names it and the accepted values."""


def parameter_value(name: str, value: Any) -> Any:
    """``value`` as parameter ``name``'s type (an integer widens to a float); else SettingsError."""
    if name not in PARAMETERS:
        raise SettingsError(f"unknown parameter {name!r}; known: {', '.join(PARAMETERS)}")
    kind = type(PARAMETERS[name])
    if kind is float and isinstance(value, int) and not isinstance(value, bool):
        return float(value)
    if type(value) is not kind:
        raise SettingsError(
            f"parameter {name} must be a {TYPE_NAMES[kind]}, got {value!r}"
            + (" (quote it in YAML to pass text)" if kind is str else "")
        )
    return value
