"""ROS messages to memory input and back, without ROS.

Messages are duck-typed: rclpy messages and messages deserialised by ``rosbags``
have the same attribute names, so the live node and bag replay share this code.
"""

from __future__ import annotations

import io
import json
import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np

from memory_core.camera import Box, check_label_boxes
from memory_core.config import BuilderConfig
from memory_core.runfile import check_labels, json_object, pose_from_json
from memory_core.types import Pose
from memory_core.validation import ValidationError, coordinate, epoch_seconds, finite_number

IMAGE_TYPE = "sensor_msgs/msg/Image"
COMPRESSED_IMAGE_TYPE = "sensor_msgs/msg/CompressedImage"
IMAGE_TYPES = (IMAGE_TYPE, COMPRESSED_IMAGE_TYPE)
AMCL_POSE_TYPE = "geometry_msgs/msg/PoseWithCovarianceStamped"
POSE_STAMPED_TYPE = "geometry_msgs/msg/PoseStamped"
ODOMETRY_TYPE = "nav_msgs/msg/Odometry"
# Most trusted first: AMCL's map pose, any stamped pose, then odometry (drifts).
POSE_TYPES = (AMCL_POSE_TYPE, POSE_STAMPED_TYPE, ODOMETRY_TYPE)
# Pose types published only when the robot has moved, latched (transient_local):
# AMCL's amcl_pose. A volatile subscription would miss the last one at start-up, and
# a standing robot's last pose stands until it moves (ros.pose_hold_s).
ON_MOTION_POSE_TYPES = frozenset({AMCL_POSE_TYPE})
PERCEPTION_TYPE = "std_msgs/msg/String"
CAMERA_INFO_TYPE = "sensor_msgs/msg/CameraInfo"
# As a CameraInfo topic (``lgr ingest --camera-info-topic``, the node's
# ``camera_info_topic``): read none, boxes use [camera] hfov_deg.
NO_CAMERA_INFO = "none"

# Raw encodings (sensor_msgs/image_encodings) -> (channels, channel order to RGB).
RAW_ENCODINGS: Mapping[str, tuple[int, tuple[int, ...]]] = {
    "rgb8": (3, (0, 1, 2)),
    "bgr8": (3, (2, 1, 0)),
    "rgba8": (4, (0, 1, 2)),
    "bgra8": (4, (2, 1, 0)),
    "mono8": (1, (0, 0, 0)),
}


class MessageError(ValueError):
    """A message cannot become memory input; the message says which field and why."""


@dataclass(frozen=True)
class FramePerception:
    """A perception-topic message: what a frame showed, and (optionally) when and where.

    ``boxes``, when given, holds each label's box in the image (fractions of its
    width and height; None for a label without one).
    """

    caption: str
    labels: tuple[str, ...]
    t: float | None = None
    pose: Pose | None = None
    boxes: tuple[Box | None, ...] | None = None


def stamp_seconds(stamp: Any) -> float:
    """A ``builtin_interfaces/Time`` as POSIX seconds."""
    return float(stamp.sec) + float(stamp.nanosec) * 1e-9


def header_seconds(message: Any) -> float:
    """The message's ``header.stamp`` as POSIX seconds (when the frame/pose was taken)."""
    return stamp_seconds(message.header.stamp)


def yaw_from_quaternion(q: Any) -> float:
    """Rotation about z (radians) of a quaternion with x, y, z, w attributes."""
    return math.atan2(2.0 * (q.w * q.z + q.x * q.y), 1.0 - 2.0 * (q.y * q.y + q.z * q.z))


def pose_from_message(message: Any) -> Pose:
    """The pose of a PoseWithCovarianceStamped (AMCL), PoseStamped or Odometry message."""
    pose = message.pose
    if hasattr(pose, "covariance"):  # PoseWithCovariance wraps the Pose
        pose = pose.pose
    return _pose(pose.position, pose.orientation)


def pose_from_transform(transform: Any) -> Pose:
    """The pose a ``TransformStamped`` (map -> base_link) gives the child frame."""
    return _pose(transform.transform.translation, transform.transform.rotation)


def _pose(position: Any, orientation: Any) -> Pose:
    """A message's pose, checked as a run file's is (validation.py): finite, on Earth."""
    try:
        x, y, z = (coordinate(getattr(position, axis), f"pose.{axis}") for axis in "xyz")
        return Pose(x, y, z, finite_number(yaw_from_quaternion(orientation), "pose.yaw"))
    except ValidationError as error:
        raise MessageError(f"pose is not a place: {error}") from None


def hfov_from_camera_info(message: Any) -> float:
    """The horizontal field of view (degrees) of a CameraInfo: ``2 atan(width / (2 fx))``.

    ``fx`` is ``k[0]`` (K is row-major ``[fx, 0, cx, 0, fy, cy, 0, 0, 1]``).
    ``memory_core.camera.bearing_of`` also takes the principal point ``cx`` to be
    at the image centre (``width / 2``), which calibrated cameras are to within a
    few pixels; an off-centre ``cx`` shifts every bearing and is not corrected.
    """
    k, width = list(message.k), int(message.width)
    if len(k) != 9:
        raise MessageError(f"CameraInfo k has {len(k)} numbers, not the 9 of a 3x3 matrix")
    fx = float(k[0])
    if not math.isfinite(fx) or fx <= 0:
        raise MessageError(
            f"CameraInfo k[0] (fx) is {fx}, not a focal length in pixels: the camera is not "
            "calibrated (an uncalibrated driver publishes K all zeros); calibrate it "
            "(camera_calibration) or set [camera] hfov_deg"
        )
    if width <= 0:
        raise MessageError(
            f"CameraInfo width is {width}: the image size the camera was calibrated at is "
            "missing; calibrate it (camera_calibration) or set [camera] hfov_deg"
        )
    return math.degrees(2 * math.atan(width / (2 * fx)))


def camera_info_beside(image_topic: str, msgtype: str = IMAGE_TYPE) -> str:
    """The CameraInfo topic a camera publishes beside ``image_topic`` (image_transport's rule).

    ``/camera/image_raw`` and its compressed transport ``/camera/image_raw/compressed``
    both give ``/camera/camera_info``.
    """
    topic = image_topic.rstrip("/")
    if msgtype == COMPRESSED_IMAGE_TYPE and topic.endswith("/compressed"):
        topic = topic.removesuffix("/compressed")
    namespace, slash, _ = topic.rpartition("/")
    return f"{namespace}{slash}camera_info"


def image_to_rgb(message: Any) -> np.ndarray:
    """An Image or CompressedImage as an RGB uint8 array (H x W x 3), what perceivers take."""
    if hasattr(message, "format"):
        return _decode_compressed(message)
    return _raw_to_rgb(message)


def _raw_to_rgb(message: Any) -> np.ndarray:
    encoding = message.encoding.lower()
    if encoding not in RAW_ENCODINGS:
        raise MessageError(
            f"image encoding {message.encoding!r} is not supported; publish one of "
            f"{', '.join(RAW_ENCODINGS)} or a CompressedImage (JPEG/PNG)"
        )
    channels, order = RAW_ENCODINGS[encoding]
    height, width, step = int(message.height), int(message.width), int(message.step)
    data = np.frombuffer(message.data, dtype=np.uint8)
    if height <= 0 or width <= 0:
        raise MessageError(f"image is empty ({width}x{height})")
    if step < width * channels or data.size < step * height:
        raise MessageError(
            f"{encoding} image of {width}x{height} needs step >= {width * channels} and "
            f"{step * height} bytes; got step {step} and {data.size} bytes"
        )
    rows = data[: step * height].reshape(height, step)[:, : width * channels]
    pixels = rows.reshape(height, width, channels)
    return np.ascontiguousarray(pixels[:, :, list(order)])


def _decode_compressed(message: Any) -> np.ndarray:
    from PIL import Image, UnidentifiedImageError

    if "compresseddepth" in message.format.lower():
        raise MessageError(
            f"CompressedImage format {message.format!r} is a depth image; subscribe to the "
            "colour camera's image"
        )
    try:
        with Image.open(io.BytesIO(np.frombuffer(message.data, dtype=np.uint8).tobytes())) as im:
            return np.asarray(im.convert("RGB"), dtype=np.uint8)
    except (UnidentifiedImageError, OSError) as error:
        raise MessageError(
            f"CompressedImage (format {message.format!r}) could not be decoded as JPEG/PNG: {error}"
        ) from None


def parse_perception(
    text: str, max_labels: int = BuilderConfig.max_labels_per_frame
) -> FramePerception:
    """A perception-topic payload: ``{"caption": str, "labels": [str], "t"?, "pose"?, "boxes"?}``.

    ``t`` (the frame's stamp) and ``pose`` are what ``memory_builder`` used; with
    them a replay rebuilds the same memory without pairing poses again.
    ``boxes`` is one ``[x0, y0, x1, y1]`` (fractions of the image) or null per label.
    Times, poses and labels pass the same checks as a run file's (runfile.py).
    """
    try:
        return _perception(text, max_labels)
    except ValueError as error:  # ValidationError, or what json_object/camera refused
        raise MessageError(str(error)) from None


def _perception(text: str, max_labels: int) -> FramePerception:
    record = json_object(text)
    caption = record.get("caption")
    if not isinstance(caption, str):
        raise MessageError('needs "caption": a string')
    if not isinstance(record.get("labels"), list):
        raise MessageError('needs "labels": a list of strings')
    labels = check_labels(record["labels"], max_labels)
    t = record.get("t")
    if t is not None:
        t = epoch_seconds(t, "t")
    pose = record.get("pose")
    if pose is not None:
        if not isinstance(pose, dict) or "x" not in pose or "y" not in pose:
            raise MessageError('"pose" must be an object {"x", "y", "z"?, "yaw"?}')
        pose = pose_from_json(pose)
    boxes = record.get("boxes")
    return FramePerception(
        caption, labels, t, pose, None if boxes is None else check_label_boxes(boxes, labels)
    )


def perception_json(
    t: float,
    pose: Pose,
    caption: str,
    labels: tuple[str, ...],
    boxes: tuple[Box | None, ...] | None = None,
) -> str:
    """What ``memory_builder`` publishes per frame; ``parse_perception`` reads it back."""
    record: dict[str, Any] = {
        "t": t,
        "pose": {"x": pose.x, "y": pose.y, "z": pose.z, "yaw": pose.yaw},
        "caption": caption,
        "labels": list(labels),
    }
    if boxes is not None:
        record["boxes"] = [None if box is None else list(box) for box in boxes]
    return json.dumps(record)
