"""Small rosbag2 recordings written with rosbags, and the messages they hold."""

from __future__ import annotations

import io
import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
from PIL import Image
from rosbags.rosbag2 import StoragePlugin, Writer
from rosbags.typesys import Stores, get_typestore

TYPES = get_typestore(Stores.ROS2_HUMBLE)
T = TYPES.types
STORAGES = {"mcap": StoragePlugin.MCAP, "sqlite3": StoragePlugin.SQLITE3}


def header(t: float, frame_id: str = "map") -> Any:
    sec = math.floor(t)
    return T["std_msgs/msg/Header"](
        stamp=T["builtin_interfaces/msg/Time"](sec=sec, nanosec=round((t - sec) * 1e9)),
        frame_id=frame_id,
    )


def image(t: float, rgb: np.ndarray, encoding: str = "rgb8", padding: int = 0) -> Any:
    """A raw Image of ``rgb`` (H x W x 3) in ``encoding``; rows padded by ``padding`` bytes."""
    pixels = {
        "rgb8": rgb,
        "bgr8": rgb[:, :, ::-1],
        "rgba8": np.dstack([rgb, np.full(rgb.shape[:2], 255, np.uint8)]),
        "bgra8": np.dstack([rgb[:, :, ::-1], np.full(rgb.shape[:2], 255, np.uint8)]),
        "mono8": rgb[:, :, :1],
    }[encoding]
    height, width, channels = pixels.shape
    rows = np.zeros((height, width * channels + padding), np.uint8)
    rows[:, : width * channels] = pixels.reshape(height, -1)
    return T["sensor_msgs/msg/Image"](
        header=header(t, "camera"),
        height=height,
        width=width,
        encoding=encoding,
        is_bigendian=0,
        step=width * channels + padding,
        data=rows.reshape(-1),
    )


def compressed(t: float, rgb: np.ndarray, fmt: str = "png") -> Any:
    buffer = io.BytesIO()
    Image.fromarray(rgb).save(buffer, format=fmt.upper())
    return T["sensor_msgs/msg/CompressedImage"](
        header=header(t, "camera"),
        format=fmt,
        data=np.frombuffer(buffer.getvalue(), np.uint8),
    )


def camera_info(t: float, width: int, height: int, fx: float, frame_id: str = "camera") -> Any:
    """A pinhole CameraInfo (no distortion, principal point centred); fx 0: uncalibrated."""
    cx, cy = (width / 2, height / 2) if fx else (0.0, 0.0)
    k = [fx, 0.0, cx, 0.0, fx, cy, 0.0, 0.0, 1.0 if fx else 0.0]
    return T["sensor_msgs/msg/CameraInfo"](
        header=header(t, frame_id),
        height=height,
        width=width,
        distortion_model="plumb_bob",
        d=np.zeros(5, np.float64),
        k=np.array(k, np.float64),
        r=np.eye(3, dtype=np.float64).reshape(-1),
        p=np.array([*k[:3], 0.0, *k[3:6], 0.0, *k[6:], 0.0], np.float64),
        binning_x=0,
        binning_y=0,
        roi=T["sensor_msgs/msg/RegionOfInterest"](
            x_offset=0, y_offset=0, height=0, width=0, do_rectify=False
        ),
    )


def _pose(x: float, y: float, yaw: float) -> Any:
    return T["geometry_msgs/msg/Pose"](
        position=T["geometry_msgs/msg/Point"](x=x, y=y, z=0.0),
        orientation=T["geometry_msgs/msg/Quaternion"](
            x=0.0, y=0.0, z=math.sin(yaw / 2), w=math.cos(yaw / 2)
        ),
    )


def _with_covariance(x: float, y: float, yaw: float) -> Any:
    return T["geometry_msgs/msg/PoseWithCovariance"](
        pose=_pose(x, y, yaw), covariance=np.zeros(36, np.float64)
    )


def amcl_pose(t: float, x: float, y: float, yaw: float = 0.0) -> Any:
    return T["geometry_msgs/msg/PoseWithCovarianceStamped"](
        header=header(t), pose=_with_covariance(x, y, yaw)
    )


def pose_stamped(t: float, x: float, y: float, yaw: float = 0.0) -> Any:
    return T["geometry_msgs/msg/PoseStamped"](header=header(t), pose=_pose(x, y, yaw))


def odometry(t: float, x: float, y: float, yaw: float = 0.0, frame_id: str = "odom") -> Any:
    zero = T["geometry_msgs/msg/Vector3"](x=0.0, y=0.0, z=0.0)
    return T["nav_msgs/msg/Odometry"](
        header=header(t, frame_id),
        child_frame_id="base_link",
        pose=_with_covariance(x, y, yaw),
        twist=T["geometry_msgs/msg/TwistWithCovariance"](
            twist=T["geometry_msgs/msg/Twist"](linear=zero, angular=zero),
            covariance=np.zeros(36, np.float64),
        ),
    )


def string(text: str) -> Any:
    return T["std_msgs/msg/String"](data=text)


def write_bag(
    path: Path, messages: Sequence[tuple[str, float, Any]], storage: str = "mcap"
) -> Path:
    """A bag of (topic, receive time, message); each topic's type is its messages' type."""
    with Writer(path, version=9, storage_plugin=STORAGES[storage]) as writer:
        connections: dict[str, Any] = {}
        for topic, received, message in sorted(messages, key=lambda item: item[1]):
            if topic not in connections:
                connections[topic] = writer.add_connection(
                    topic, message.__msgtype__, typestore=TYPES
                )
            writer.write(
                connections[topic],
                round(received * 1e9),
                TYPES.serialize_cdr(message, message.__msgtype__),
            )
    return path
