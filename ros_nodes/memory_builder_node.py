"""``memory_builder``: the robot's camera and localisation, live, into its memory.

In: a camera topic (Image or CompressedImage), its CameraInfo (the field of view
that turns boxes into bearings) and the pose from TF (map -> base_link, default)
or a pose topic. Out: each frame's caption, labels and boxes (std_msgs/String
JSON, what ``lgr ingest BAG`` replays), memory statistics (JSON) and the entities
as a MarkerArray. The logic lives in the pure modules beside this one; this file
only wires ROS to them.

Threads (docs/ros.md): rclpy objects are touched only on the executor's one thread
(a SingleThreadedExecutor: the callbacks only hand over and return). Perception
runs on the frame worker, which reads the pose track or the tf2 buffer (both
thread-safe stores) and sends its publications through ``self.inbox``.
"""

from __future__ import annotations

import contextlib
import json
import sys
import threading
from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import Any

from ros_nodes import ROS_MISSING
from ros_nodes.ros_config import ros_config

try:
    import rclpy
    from geometry_msgs.msg import PoseStamped, PoseWithCovarianceStamped
    from nav_msgs.msg import Odometry
    from rcl_interfaces.msg import ParameterDescriptor
    from rclpy.duration import Duration
    from rclpy.executors import ExternalShutdownException, SingleThreadedExecutor
    from rclpy.node import Node
    from rclpy.qos import (
        DurabilityPolicy,
        QoSProfile,
        ReliabilityPolicy,
        qos_profile_sensor_data,
    )
    from rclpy.signals import SignalHandlerOptions
    from rclpy.time import Time
    from sensor_msgs.msg import CameraInfo, CompressedImage, Image
    from std_msgs.msg import String
    from tf2_ros import Buffer, TransformException, TransformListener
    from visualization_msgs.msg import Marker, MarkerArray
except ImportError as error:
    raise ImportError(ROS_MISSING.format(module=__name__)) from error

from memory_core.builder import MemoryBuilder
from memory_core.ingest import ingest
from memory_core.memory import Memory
from memory_core.perception import Perceiver, PerceptionError, PrecomputedPerceiver, make_perceiver
from memory_core.types import Observation, Pose
from ros_nodes.callback_guard import guarded
from ros_nodes.executor_inbox import ExecutorInbox
from ros_nodes.frame_worker import LatestFrameWorker
from ros_nodes.lifecycle import serve_beside, stop_on_signals, wait_for_a_stop_signal
from ros_nodes.messages import (
    AMCL_POSE_TYPE,
    COMPRESSED_IMAGE_TYPE,
    IMAGE_TYPE,
    ODOMETRY_TYPE,
    POSE_STAMPED_TYPE,
    MessageError,
    header_seconds,
    hfov_from_camera_info,
    image_to_rgb,
    perception_json,
    pose_from_message,
    pose_from_transform,
)
from ros_nodes.parameters import PARAMETERS
from ros_nodes.pose_pairing import NoPoseError, PoseTrack
from ros_nodes.settings import settings_from_parameters

MESSAGE_CLASSES: dict[str, Any] = {
    IMAGE_TYPE: Image,
    COMPRESSED_IMAGE_TYPE: CompressedImage,
    AMCL_POSE_TYPE: PoseWithCovarianceStamped,
    POSE_STAMPED_TYPE: PoseStamped,
    ODOMETRY_TYPE: Odometry,
}
# Poses (pose topic or TF) kept for pairing (s): longer than a frame waits for the
# worker (one perception, seconds on a CPU).
POSE_HISTORY_S = 30.0
MARKER_SCALE_M = 0.5
# AMCL's amcl_pose QoS: a volatile or best-effort subscriber never gets the last pose.
LATCHED_POSE_QOS = QoSProfile(
    depth=10, reliability=ReliabilityPolicy.RELIABLE, durability=DurabilityPolicy.TRANSIENT_LOCAL
)


class MemoryBuilderNode(Node):
    """Frames in, memory out. Pass ``memory`` to share one with the app in this process.

    With the ``follow`` parameter (the app beside a builder in another process) it builds
    nothing: it follows the memory that process writes and serves the app's Nav2 goals.
    """

    def __init__(self, memory: Memory | None = None, node_name: str = "memory_builder") -> None:
        super().__init__(node_name)
        # Dynamic typing: `-p markers_period_s:=5` is an integer; settings coerce and check.
        for name, default in PARAMETERS.items():
            self.declare_parameter(name, default, ParameterDescriptor(dynamic_typing=True))
        self.settings = settings_from_parameters(
            {name: self.get_parameter(name).value for name in PARAMETERS}
        )
        config = self.settings.config
        follow = self.settings.follow
        self._owns_memory = memory is None
        self.memory = memory or Memory.open(
            config.memory_dir, config, readonly=follow, follow=follow
        )
        # Other threads reach the executor only through the inbox; the guard
        # condition's trigger wakes the executor to run what they put.
        inbox_guard = self.create_guard_condition(self._guarded(self._run_inbox))
        self.inbox = ExecutorInbox(inbox_guard.trigger, self.report)
        self._worker: LatestFrameWorker[Any] | None = None
        if follow:
            self.get_logger().info(f"following {config.memory_dir}, built by another process")
            return
        self.perceiver: Perceiver = make_perceiver(config.perception)
        # Perception happens here, so the builder gets frames that carry their output.
        self.builder = MemoryBuilder(self.memory, PrecomputedPerceiver())
        self.counts = {"frames": 0, "throttled": 0, "no_pose": 0, "failed": 0}
        self._pose_lock = threading.Lock()
        pose = self.settings.pose
        if pose.uses_tf:
            self._tf = Buffer(cache_time=Duration(seconds=POSE_HISTORY_S))
            # Its subscriptions are spun by this node's executor: no thread of its own.
            self._tf_listener = TransformListener(self._tf, self)
        else:
            self._track = PoseTrack(pose.topic)
            self.create_subscription(
                MESSAGE_CLASSES[pose.msgtype],
                pose.topic,
                self._guarded(self._on_pose),
                LATCHED_POSE_QOS if pose.latched else qos_profile_sensor_data,
            )
        self._perception_pub = self.create_publisher(
            String, ros_config(config).perception_topic, 10
        )
        self._stats_pub = self.create_publisher(String, self.settings.stats_topic, 10)
        self._markers_pub = self.create_publisher(MarkerArray, self.settings.markers_topic, 1)
        self._worker = LatestFrameWorker(self._handle, self._failed)
        # Until the first valid CameraInfo, boxes use [camera] hfov_deg.
        self._camera_info_state = "waiting"  # -> "invalid" (warned once) -> "used"
        if self.settings.camera_info_topic:
            self.create_subscription(
                CameraInfo,
                self.settings.camera_info_topic,
                self._guarded(self._on_camera_info),
                qos_profile_sensor_data,
            )
        self.create_subscription(
            MESSAGE_CLASSES[self.settings.image_msgtype],
            self.settings.image_topic,
            self._guarded(self._on_image),
            qos_profile_sensor_data,
        )
        self.create_timer(self.settings.markers_period_s, self._guarded(self._publish_overview))
        ros = ros_config(config)
        self.get_logger().info(
            f"building {config.memory_dir} from {self.settings.image_topic} with poses from "
            f"{pose.topic or f'TF {ros.map_frame} -> {ros.base_frame}'}"
        )
        info_topic = self.settings.camera_info_topic
        self.get_logger().info(
            f"bearings use [camera] hfov_deg = {config.camera.hfov_deg:g} "
            + (
                f"until a valid CameraInfo arrives on {info_topic}"
                if info_topic
                else "(camera_info_topic is none)"
            )
        )

    def report(self, callback: str, error: Exception) -> None:
        """A callback failed: log it and go on (an exception would stop the executor)."""
        self.get_logger().error(f"{callback} failed: {error!r}", throttle_duration_sec=10.0)

    def _guarded(self, callback: Callable[..., None]) -> Callable[..., None]:
        return guarded(callback, self.report)

    # The executor thread: hand over and return.

    def _run_inbox(self) -> None:
        self.inbox.run_pending()

    def _on_pose(self, message: Any) -> None:
        t = header_seconds(message)
        with self._pose_lock:
            self._track.add(t, pose_from_message(message))
            self._track.forget_before(t - POSE_HISTORY_S)

    def _on_camera_info(self, message: Any) -> None:
        if self._camera_info_state == "used":
            return
        topic = self.settings.camera_info_topic
        try:
            hfov = hfov_from_camera_info(message)
        except MessageError as error:
            if self._camera_info_state == "waiting":
                self._camera_info_state = "invalid"
                self.get_logger().warning(
                    f"{topic}: {error}; bearings use [camera] hfov_deg = "
                    f"{self.builder.camera.hfov_deg:g} until a valid CameraInfo arrives"
                )
            return
        # One reference swap: the worker thread reads builder.camera per frame.
        self.builder.camera = replace(self.builder.camera, hfov_deg=hfov)
        self._camera_info_state = "used"
        self.get_logger().info(f"bearings use a {hfov:.1f} degree field of view from {topic}")

    def _on_image(self, message: Any) -> None:
        if self.builder.wants(header_seconds(message)):
            assert self._worker is not None  # made in __init__, before any callback runs
            self._worker.submit(message)
        else:
            self.counts["throttled"] += 1

    # The worker thread: pose, perception, memory, publications.

    def _handle(self, message: Any) -> None:
        t = header_seconds(message)
        if not self.builder.wants(t):
            self.counts["throttled"] += 1
            return
        try:
            pose = self._pose_at(t)
        except NoPoseError as error:
            self.counts["no_pose"] += 1
            self.get_logger().warning(f"frame skipped: {error}", throttle_duration_sec=10.0)
            return
        observation = Observation(t, pose, image=image_to_rgb(message), source=f"ros:{t:.3f}")
        perception = self.perceiver.perceive(observation)
        perceived = Observation(
            t,
            pose,
            perception.caption,
            perception.labels,
            boxes=perception.boxes,
            source=observation.source,
        )
        summary = ingest([perceived], self.builder, on_problem=self._refused)
        self.counts["frames"] += summary.frames
        self.counts["throttled"] += summary.throttled
        if summary.skipped:
            return  # refused by the memory: said and counted as failed, nothing to publish
        report = perception_json(t, pose, perception.caption, perception.labels, perception.boxes)
        self.inbox.put(partial(self._perception_pub.publish, String(data=report)))
        self.inbox.put(self._publish_stats)

    def _refused(self, problem: str) -> None:
        self.counts["failed"] += 1
        self.get_logger().warning(f"frame skipped: {problem}", throttle_duration_sec=10.0)

    def _failed(self, _message: Any, error: Exception) -> None:
        self.counts["failed"] += 1
        if isinstance(error, MessageError | PerceptionError):
            self.get_logger().warning(f"frame skipped: {error}", throttle_duration_sec=10.0)
        else:
            self.get_logger().error(f"frame failed: {error!r}")

    def _pose_at(self, t: float) -> Pose:
        gap = ros_config(self.memory.config).max_pose_gap_s
        if not self.settings.pose.uses_tf:
            with self._pose_lock:
                return self._track.pose_at(t, gap, self.settings.pose.hold_s)
        ros = ros_config(self.memory.config)
        sec = int(t)
        try:
            transform = self._tf.lookup_transform(
                ros.map_frame,
                ros.base_frame,
                Time(seconds=sec, nanoseconds=round((t - sec) * 1e9)),
                timeout=Duration(seconds=gap),
            )
        except TransformException as error:
            raise NoPoseError(
                f"no TF {ros.map_frame} -> {ros.base_frame} at t={t:.3f}: {error}", None
            ) from None
        return pose_from_transform(transform)

    # The executor thread (timer and inbox): what the memory holds, for RViz and Foxglove.

    def _publish_stats(self) -> None:
        assert self._worker is not None
        stats = {**self.memory.stats(), **self.counts, "busy_dropped": self._worker.replaced}
        self._stats_pub.publish(String(data=json.dumps(stats)))

    def _publish_overview(self) -> None:
        self._publish_stats()
        frame_id = ros_config(self.memory.config).map_frame
        stamp = self.get_clock().now().to_msg()
        markers = MarkerArray()
        for entity in self.memory.entities():
            for kind, offset in ((Marker.SPHERE, 0.0), (Marker.TEXT_VIEW_FACING, MARKER_SCALE_M)):
                marker = Marker()
                marker.header.frame_id = frame_id
                marker.header.stamp = stamp
                marker.ns = "lgr_entities" if kind == Marker.SPHERE else "lgr_labels"
                marker.id = entity.id
                marker.type = kind
                marker.pose.position.x = entity.x
                marker.pose.position.y = entity.y
                marker.pose.position.z = entity.z + offset
                marker.pose.orientation.w = 1.0
                marker.scale.x = marker.scale.y = marker.scale.z = MARKER_SCALE_M
                marker.color.r, marker.color.g, marker.color.b, marker.color.a = 1.0, 0.6, 0.1, 0.9
                marker.text = f"{entity.label} ({entity.observations})"
                markers.markers.append(marker)
        self._markers_pub.publish(markers)

    def destroy_node(self) -> None:
        """After the executor has stopped: no more publications, the frame in hand, the memory."""
        self.inbox.close()
        if self._worker is not None:
            self._worker.close()
        if self._owns_memory:
            self.memory.close()
        super().destroy_node()


class NodeProcess:
    """``lifecycle.RosProcess`` with rclpy: one node on a SingleThreadedExecutor."""

    def __init__(self, node: MemoryBuilderNode) -> None:
        self._node = node
        self._executor = SingleThreadedExecutor()
        self._executor.add_node(node)

    def spin(self) -> None:
        with contextlib.suppress(ExternalShutdownException):  # rclpy shut down under it
            self._executor.spin()

    def stop_spinning(self) -> None:
        self._executor.shutdown()

    def close(self) -> None:
        self._node.destroy_node()
        rclpy.try_shutdown()


def start_ros(args: list[str] | None, node_name: str) -> MemoryBuilderNode:
    """Signals first (a SIGTERM during start-up stops cleanly too), then rclpy, then the node."""
    stop_on_signals()
    rclpy.init(args=args, signal_handler_options=SignalHandlerOptions.NO)
    try:
        return MemoryBuilderNode(node_name=node_name)
    except BaseException:
        rclpy.try_shutdown()
        raise


def main(args: list[str] | None = None) -> None:
    """``ros2 run ros_nodes memory_builder``: the builder alone until SIGINT/SIGTERM; exit 1
    if ROS died."""
    process = NodeProcess(start_ros(args, "memory_builder"))
    sys.exit(serve_beside(process, wait_for_a_stop_signal))
