"""rosbag2 replay into a memory, through ``rosbags``: no ROS install needed.

A bag's camera frames are paired with the pose nearest in time and throttled as
the live node would; or, when the bag recorded ``memory_builder``'s perception
topic, its captions and labels are replayed without any vision-language model.
Boxes become bearings with the field of view of the bag's CameraInfo, when it
has one (else ``[camera] hfov_deg``).
Problems with one message are reported per message (like ``runfile.RunLine``)
and the rest is kept.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import closing
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import numpy as np

from memory_core.builder import MemoryBuilder
from memory_core.config import CameraConfig
from memory_core.ingest import IngestSummary, Item, ingest
from memory_core.perception import Perceiver, PerceptionError
from memory_core.types import Observation, Pose
from ros_nodes.messages import (
    CAMERA_INFO_TYPE,
    IMAGE_TYPES,
    NO_CAMERA_INFO,
    ON_MOTION_POSE_TYPES,
    PERCEPTION_TYPE,
    POSE_TYPES,
    MessageError,
    camera_info_beside,
    header_seconds,
    hfov_from_camera_info,
    image_to_rgb,
    parse_perception,
    pose_from_message,
)
from ros_nodes.pose_pairing import NoPoseError, PoseTrack
from ros_nodes.ros_config import RosConfig

log = logging.getLogger(__name__)

METADATA_FILE = "metadata.yaml"
# Stamps before 2001 are not wall-clock time: the bag was recorded with use_sim_time.
EARLIEST_WALL_CLOCK_S = 1e9
# CameraInfo messages read for a valid one (a few seconds of a 30 Hz camera): a driver
# that has published no calibration by then is uncalibrated (K all zeros).
CAMERA_INFO_READ = 100


class BagError(ValueError):
    """A bag cannot be replayed as asked; the message lists the bag's topics."""


def is_rosbag(path: Path) -> bool:
    """A rosbag2 recording is a directory holding ``metadata.yaml``."""
    return path.is_dir() and (path / METADATA_FILE).is_file()


@dataclass(frozen=True)
class BagTopics:
    """The topics a replay reads: frames (images or perception JSON), poses, CameraInfo."""

    frames: str
    frames_msgtype: str
    pose: str | None
    pose_msgtype: str | None
    camera_info: str | None = None

    @property
    def perceived(self) -> bool:
        """Frames carry captions and labels already (no VLM needed)."""
        return self.frames_msgtype == PERCEPTION_TYPE

    def describe(self) -> str:
        poses = (
            f"poses from {self.pose} ({self.pose_msgtype})" if self.pose else "poses in the JSON"
        )
        return f"frames from {self.frames} ({self.frames_msgtype}), {poses}"


def select_topics(
    topics: Mapping[str, str],
    *,
    image: str | None = None,
    pose: str | None = None,
    perception: str | None = None,
    camera_info: str | None = None,
    default_perception: str = RosConfig.perception_topic,
) -> BagTopics:
    """Topics given by name, else found by message type; BagError when missing or ambiguous.

    ``topics`` maps topic name to message type. Without names: a perception topic
    (``default_perception``, or the one String topic named ``.../perception``) wins
    over images, so a recorded robot run replays without a VLM; the pose topic is
    the one of the most trusted type (AMCL > PoseStamped > Odometry); the CameraInfo
    topic is the only one, or the one beside the image topic (``NO_CAMERA_INFO``: none).
    """
    listing = _listing(topics)
    if image and perception:
        raise BagError("give --image-topic or --perception-topic, not both")
    if perception:
        frames = _named(topics, perception, (PERCEPTION_TYPE,), "--perception-topic", listing)
    elif image:
        frames = _named(topics, image, IMAGE_TYPES, "--image-topic", listing)
    else:
        frames = _found_frames(topics, default_perception, listing)
    if pose:
        pose_topic: str | None = _named(topics, pose, POSE_TYPES, "--pose-topic", listing)
    else:
        pose_topic = _found_pose(topics, listing)
    if pose_topic is None and topics[frames] != PERCEPTION_TYPE:
        raise BagError(
            f"no pose topic ({', '.join(POSE_TYPES)}) to place the frames of {frames}; "
            f"topics in the bag:\n{listing}"
        )
    if camera_info == NO_CAMERA_INFO:
        camera_info_topic = None
    elif camera_info:
        camera_info_topic = _named(
            topics, camera_info, (CAMERA_INFO_TYPE,), "--camera-info-topic", listing
        )
    else:
        camera_info_topic = _found_camera_info(topics, frames, listing)
    return BagTopics(
        frames, topics[frames], pose_topic, topics.get(pose_topic or ""), camera_info_topic
    )


def _named(
    topics: Mapping[str, str], name: str, msgtypes: Iterable[str], option: str, listing: str
) -> str:
    msgtypes = tuple(msgtypes)
    if name not in topics:
        raise BagError(f"{option} {name} is not in the bag; topics in the bag:\n{listing}")
    if topics[name] not in msgtypes:
        raise BagError(
            f"{option} {name} carries {topics[name]}, expected {' or '.join(msgtypes)}; "
            f"topics in the bag:\n{listing}"
        )
    return name


def _found_frames(topics: Mapping[str, str], default_perception: str, listing: str) -> str:
    if topics.get(default_perception) == PERCEPTION_TYPE:
        return default_perception
    perception = [
        name
        for name, msgtype in topics.items()
        if msgtype == PERCEPTION_TYPE and name.rstrip("/").endswith("perception")
    ]
    images = [name for name, msgtype in topics.items() if msgtype in IMAGE_TYPES]
    for found, option in ((perception, "--perception-topic"), (images, "--image-topic")):
        if len(found) == 1:
            return found[0]
        if len(found) > 1:
            raise BagError(
                f"several candidate topics ({', '.join(sorted(found))}); choose one with "
                f"{option}; topics in the bag:\n{listing}"
            )
    raise BagError(
        f"no camera topic ({' or '.join(IMAGE_TYPES)}) and no perception topic "
        f"({default_perception}, {PERCEPTION_TYPE}) in the bag; topics in the bag:\n{listing}"
    )


def _found_pose(topics: Mapping[str, str], listing: str) -> str | None:
    for msgtype in POSE_TYPES:
        found = sorted(name for name, kind in topics.items() if kind == msgtype)
        if len(found) > 1:
            raise BagError(
                f"several {msgtype} topics ({', '.join(found)}); choose one with --pose-topic; "
                f"topics in the bag:\n{listing}"
            )
        if found:
            return found[0]
    return None


def _found_camera_info(topics: Mapping[str, str], frames: str, listing: str) -> str | None:
    found = sorted(name for name, kind in topics.items() if kind == CAMERA_INFO_TYPE)
    if len(found) <= 1:
        return found[0] if found else None
    beside = camera_info_beside(frames, topics[frames])
    if beside in found:
        return beside
    raise BagError(
        f"several {CAMERA_INFO_TYPE} topics ({', '.join(found)}); choose the camera whose "
        f"images the boxes refer to with --camera-info-topic (or --camera-info-topic "
        f"{NO_CAMERA_INFO} to use [camera] hfov_deg); topics in the bag:\n{listing}"
    )


def _listing(topics: Mapping[str, str]) -> str:
    return (
        "\n".join(f"  {name}  {msgtype}" for name, msgtype in sorted(topics.items())) or "  (none)"
    )


class BagReplay:
    """An open bag with its topics chosen; iterate ``items`` to read its frames in time order."""

    def __init__(
        self,
        path: Path,
        ros: RosConfig,
        *,
        image_topic: str | None = None,
        pose_topic: str | None = None,
        perception_topic: str | None = None,
        camera_info_topic: str | None = None,
    ) -> None:
        from rosbags.highlevel import AnyReader, AnyReaderError
        from rosbags.typesys import Stores, get_typestore

        self.path = path
        self.ros = ros
        self._camera_info_option = camera_info_topic
        # Bags from before ROS 2 Iron carry no message definitions: fall back to known ones.
        self._reader = AnyReader([path], default_typestore=get_typestore(Stores.LATEST))
        try:
            self._reader.open()
        except AnyReaderError as error:
            raise BagError(f"cannot read rosbag2 {path}: {error}") from None
        except UnicodeDecodeError as error:
            # rosbags reads metadata.yaml as UTF-8 and lets this one through.
            raise BagError(
                f"cannot read rosbag2 {path}: {path / METADATA_FILE} is not text ({error}); "
                "is this directory a rosbag2 recording? `ros2 bag reindex` rewrites the file"
            ) from None
        except PermissionError as error:
            raise BagError(f"cannot read rosbag2 {path}: {error}") from None
        try:
            self.topic_types = {
                name: info.msgtype or "" for name, info in self._reader.topics.items()
            }
            self.topics = select_topics(
                self.topic_types,
                image=image_topic,
                pose=pose_topic,
                perception=perception_topic,
                camera_info=camera_info_topic,
                default_perception=ros.perception_topic,
            )
            self.warnings: list[str] = []
            # The field of view of the bag's camera; None: [camera] hfov_deg applies.
            self.hfov_deg = self._read_hfov()
        except BaseException:
            self._reader.close()
            raise
        self.frame_count = self._reader.topics[self.topics.frames].msgcount
        # As the live node: AMCL's last pose stands for a robot that has not moved.
        self._hold_s = ros.pose_hold_s if self.topics.pose_msgtype in ON_MOTION_POSE_TYPES else 0.0

    def __enter__(self) -> BagReplay:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def close(self) -> None:
        self._reader.close()

    def camera(self, configured: CameraConfig) -> CameraConfig:
        """``configured`` with the field of view of the bag's CameraInfo, when it has one."""
        return configured if self.hfov_deg is None else replace(configured, hfov_deg=self.hfov_deg)

    def describe_camera(self, configured: CameraConfig) -> str:
        """Which field of view turns boxes into bearings, and where it comes from."""
        if self.hfov_deg is not None:
            return (
                f"bearings use a {self.hfov_deg:.1f} degree field of view from "
                f"{self.topics.camera_info} ({CAMERA_INFO_TYPE}), not [camera] hfov_deg = "
                f"{configured.hfov_deg:g}; give --camera-info-topic {NO_CAMERA_INFO} to use that"
            )
        if self.topics.camera_info:
            why = f"no valid CameraInfo on {self.topics.camera_info}"
        elif self._camera_info_option == NO_CAMERA_INFO:
            why = f"--camera-info-topic {NO_CAMERA_INFO}"
        else:
            why = f"no {CAMERA_INFO_TYPE} topic in the bag"
        return f"bearings use [camera] hfov_deg = {configured.hfov_deg:g} degrees ({why})"

    def _read_hfov(self) -> float | None:
        """The field of view of the first valid CameraInfo; None (and a warning) if none is."""
        topic = self.topics.camera_info
        if topic is None:
            return None
        problem = "it has no messages"
        connections = [c for c in self._reader.connections if c.topic == topic]
        with closing(self._reader.messages(connections=connections)) as messages:
            for index, (connection, _, raw) in zip(range(CAMERA_INFO_READ), messages, strict=False):
                try:
                    return hfov_from_camera_info(self._reader.deserialize(raw, connection.msgtype))
                except MessageError as error:
                    if index == 0:
                        problem = f"message 0: {error}"
        self.warnings.append(
            f"no valid CameraInfo on {topic} ({problem}): bearings use [camera] hfov_deg"
        )
        return None

    def check_perceiver(self, perceiver: Perceiver) -> None:
        """Fail before reading when the frames are images and nothing can perceive them."""
        if self.topics.perceived:
            return
        probe = Observation(0.0, Pose(0.0, 0.0), image=np.zeros((2, 2, 3), dtype=np.uint8))
        try:
            perceiver.check(probe)
        except PerceptionError:
            raise BagError(
                f"{self.path}: {self.topics.frames} carries camera images and no "
                "vision-language model is configured to perceive them; give one with --vlm "
                "MODEL (or LGR_VLM_MODEL), or replay a bag that recorded memory_builder's "
                f"perception topic ({self.ros.perception_topic}, {PERCEPTION_TYPE}) with "
                f"--perception-topic; topics in the bag:\n{_listing(self.topic_types)}"
            ) from None

    def items(self, wants: Callable[[float], bool] = lambda _t: True) -> Iterator[Item]:
        """The frame messages in recording order; ``wants(t)`` false = throttled, not decoded."""
        track = self._pose_track()
        connections = [c for c in self._reader.connections if c.topic == self.topics.frames]
        for index, (connection, received_ns, raw) in enumerate(
            self._reader.messages(connections=connections)
        ):
            where = f"{self.path.name} {connection.topic} message {index}"
            try:
                message: Any = self._reader.deserialize(raw, connection.msgtype)
                if self.topics.perceived:
                    item = self._perceived(index, message, received_ns * 1e-9, track, wants)
                else:
                    item = self._image(index, message, track, wants)
            except MessageError as error:
                yield Item(where=where, problem=f"{where}: {error}", reason="malformed message")
            except NoPoseError as error:
                yield Item(where=where, problem=f"{where}: {error}", reason="no pose in time")
            else:
                if index == 0 and item.observation is not None:
                    self._check_clock(item.observation.t)
                yield item

    def _image(
        self, index: int, message: Any, track: PoseTrack | None, wants: Callable[[float], bool]
    ) -> Item:
        t = header_seconds(message)
        if not wants(t):
            return Item(throttled=True)
        assert track is not None  # select_topics requires a pose topic for images
        pose = track.pose_at(t, self.ros.max_pose_gap_s, self._hold_s)
        return self._item(index, t, pose, image=image_to_rgb(message))

    def _perceived(
        self,
        index: int,
        message: Any,
        received_s: float,
        track: PoseTrack | None,
        wants: Callable[[float], bool],
    ) -> Item:
        perception = parse_perception(message.data)
        t = received_s if perception.t is None else perception.t
        if not wants(t):
            return Item(throttled=True)
        pose = perception.pose
        if pose is None:
            if track is None:
                raise NoPoseError('no "pose" in the message and no pose topic in the bag', None)
            pose = track.pose_at(t, self.ros.max_pose_gap_s, self._hold_s)
        return self._item(
            index,
            t,
            pose,
            caption=perception.caption,
            labels=perception.labels,
            boxes=perception.boxes,
        )

    def _item(self, index: int, t: float, pose: Pose, **content: Any) -> Item:
        source = f"{self.path.name}:{self.topics.frames}:{index}"
        return Item(Observation(t, pose, source=source, **content), where=source)

    def _pose_track(self) -> PoseTrack | None:
        """All poses of the pose topic, by header stamp (a frame may pair with a later pose)."""
        if self.topics.pose is None:
            return None
        track = PoseTrack(self.topics.pose)
        frames: set[str] = set()
        connections = [c for c in self._reader.connections if c.topic == self.topics.pose]
        for connection, _, raw in self._reader.messages(connections=connections):
            message: Any = self._reader.deserialize(raw, connection.msgtype)
            try:
                track.add(header_seconds(message), pose_from_message(message))
            except MessageError as error:
                log.warning(
                    "%s: a pose on %s is skipped: %s", self.path.name, connection.topic, error
                )
            frames.add(message.header.frame_id.lstrip("/"))
        other = sorted(frames - {self.ros.map_frame})
        if other:
            self.warnings.append(
                f"poses on {self.topics.pose} are in frame {', '.join(other)}, not "
                f"{self.ros.map_frame}: entity positions will drift as odometry does; a bag "
                "with AMCL poses (or set ros.map_frame) gives map positions"
            )
        return track

    def _check_clock(self, t: float) -> None:
        if t < EARLIEST_WALL_CLOCK_S:
            self.warnings.append(
                f"{self.topics.frames} is stamped t={t:.1f} s: simulation time, not wall-clock "
                "time; memory times will read as 1970 and clock questions will not match"
            )


def replay_bag(
    replay: BagReplay,
    builder: MemoryBuilder,
    on_problem: Callable[[str], None] = log.warning,
    progress: Callable[[Iterator[Item], int], Iterable[Item]] = lambda items, _total: items,
    batch_size: int = 1,
) -> IngestSummary:
    """Feed a bag's frames to ``builder`` through ``ingest``, ``batch_size`` frames per
    perceiver call; bad messages are reported and skipped.

    Frames the builder would throttle are not decoded (``MemoryBuilder.read_ahead``,
    synced after each batch). The builder takes the bag's camera
    (``BagReplay.camera``): a CameraInfo in the bag wins over the ``[camera]
    hfov_deg`` the builder had.
    """
    replay.check_perceiver(builder.perceiver)
    log.info("%s: %s", replay.path.name, replay.describe_camera(builder.camera))
    builder.camera = replay.camera(builder.camera)
    ahead = builder.read_ahead()
    summary = ingest(
        progress(replay.items(ahead.wants), replay.frame_count),
        builder,
        batch_size=batch_size,
        on_problem=on_problem,
        after_batch=ahead.sync,
    )
    summary.warnings.extend(replay.warnings)
    return summary
