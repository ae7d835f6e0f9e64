"""The nodes' ROS parameters, checked and turned into plain settings (no rclpy here).

The parameter names, defaults and types are in ``ros_nodes.parameters`` (and
``config/params.yaml``); an empty string or 0 means "as the lgr configuration
says" (``config_file``, ``LGR_*`` variables, then the configuration's defaults).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from memory_core.config import Config, load_config
from ros_nodes.messages import (
    COMPRESSED_IMAGE_TYPE,
    IMAGE_TYPE,
    NO_CAMERA_INFO,
    ON_MOTION_POSE_TYPES,
    POSE_TYPES,
    camera_info_beside,
)
from ros_nodes.parameters import PARAMETERS, SettingsError, parameter_value
from ros_nodes.ros_config import ros_config

# Short names accepted for ``pose_type``, the message type each means.
POSE_TYPE_NAMES = {msgtype.rsplit("/", 1)[-1]: msgtype for msgtype in POSE_TYPES}


@dataclass(frozen=True)
class PoseSource:
    """Where frame poses come from: TF lookups, or a pose topic paired by stamp."""

    topic: str  # empty = TF
    msgtype: str = ""
    # How long the last pose stands for a robot that has not moved (on-motion types only).
    hold_s: float = 0.0

    @property
    def uses_tf(self) -> bool:
        return not self.topic

    @property
    def latched(self) -> bool:
        """Subscribe reliable + transient_local, as the publisher does (AMCL)."""
        return self.msgtype in ON_MOTION_POSE_TYPES


@dataclass(frozen=True)
class NodeSettings:
    """Everything ``memory_builder`` / ``app`` read from their parameters."""

    config: Config
    image_topic: str
    image_msgtype: str
    camera_info_topic: str  # empty = none: [camera] hfov_deg
    pose: PoseSource
    stats_topic: str
    markers_topic: str
    markers_period_s: float
    host: str
    port: int
    follow: bool = False  # app: follow a memory another process builds (no building here)


def image_msgtype(topic: str, transport: str) -> str:
    """Image or CompressedImage, from ``image_transport`` or else the topic name."""
    if transport not in ("", "raw", "compressed"):
        raise SettingsError(
            f"parameter image_transport is {transport!r}; use 'raw', 'compressed' or '' "
            "(decided by the topic name)"
        )
    compressed = transport == "compressed" or (not transport and topic.endswith("/compressed"))
    return COMPRESSED_IMAGE_TYPE if compressed else IMAGE_TYPE


def camera_info_topic(topic: str, image_topic: str, image_msgtype: str) -> str:
    """The CameraInfo topic to read: ``topic``, else the one beside the images; "" for none."""
    if topic == NO_CAMERA_INFO:
        return ""
    return topic or camera_info_beside(image_topic, image_msgtype)


def pose_source(topic: str, type_name: str, hold_s: float = 0.0) -> PoseSource:
    """TF when no pose topic is given, else the topic with its message type.

    ``hold_s`` applies to on-motion types only: a periodic source (odometry) that
    falls silent has failed, and its last pose must not stand in.
    """
    if not topic:
        return PoseSource("")
    msgtype = POSE_TYPE_NAMES.get(type_name) or (type_name if type_name in POSE_TYPES else "")
    if not msgtype:
        raise SettingsError(
            f"parameter pose_type is {type_name!r}; use one of {', '.join(POSE_TYPE_NAMES)}"
        )
    return PoseSource(topic, msgtype, hold_s if msgtype in ON_MOTION_POSE_TYPES else 0.0)


def settings_from_parameters(values: Mapping[str, Any]) -> NodeSettings:
    """Settings from parameter values (missing ones take ``PARAMETERS``' defaults)."""
    unknown = sorted(set(values) - set(PARAMETERS))
    if unknown:
        raise SettingsError(
            f"unknown parameter(s) {', '.join(unknown)}; known: {', '.join(PARAMETERS)}"
        )
    params = {
        **PARAMETERS,
        **{name: parameter_value(name, value) for name, value in values.items()},
    }
    for name in ("max_pose_gap_s", "pose_hold_s", "frame_period_s", "markers_period_s"):
        value = params[name]
        if not isinstance(value, int | float) or not math.isfinite(value) or value < 0:
            raise SettingsError(f"parameter {name} must be a number >= 0, got {value!r}")
    overrides = [
        f"{key}={params[name]}"
        for name, key in (
            ("memory_dir", "memory_dir"),
            ("milvus_uri", "captions.milvus_uri"),
            ("llm_url", "llm.base_url"),
            ("vlm", "perception.model"),
            ("map_frame", "ros.map_frame"),
            ("base_frame", "ros.base_frame"),
            ("max_pose_gap_s", "ros.max_pose_gap_s"),
            ("pose_hold_s", "ros.pose_hold_s"),
            ("frame_period_s", "builder.frame_period_s"),
            ("perception_topic", "ros.perception_topic"),
        )
        if params[name]
    ]
    config = load_config(params["config_file"] or None, overrides=overrides)
    msgtype = image_msgtype(params["image_topic"], params["image_transport"])
    return NodeSettings(
        config=config,
        image_topic=params["image_topic"],
        image_msgtype=msgtype,
        camera_info_topic=camera_info_topic(
            params["camera_info_topic"], params["image_topic"], msgtype
        ),
        pose=pose_source(params["pose_topic"], params["pose_type"], ros_config(config).pose_hold_s),
        stats_topic=params["stats_topic"],
        markers_topic=params["markers_topic"],
        markers_period_s=float(params["markers_period_s"]),
        host=params["host"],
        port=int(params["port"]),
        follow=params["follow"],
    )
