"""rosbag2 replay (`lgr ingest BAG`): bags written here with rosbags, into real memories."""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from memory_core.builder import MemoryBuilder
from memory_core.camera import image_x_of
from memory_core.cli import main
from memory_core.config import Config
from memory_core.memory import Memory
from memory_core.types import Pose
from ros_nodes.bag_replay import BagError, BagReplay, replay_bag, select_topics
from ros_nodes.messages import NO_CAMERA_INFO, perception_json
from ros_nodes.ros_config import RosConfig
from tests.conftest import T0
from tests.fakes.vlm import ColourPerceiver
from tests.ros_nodes import bags

RED, BLUE = (200, 30, 30), (30, 30, 200)
STORAGES = ["mcap", "sqlite3"]
# A 640 px wide camera with this focal length sees 60 degrees across.
FX_60_DEG = 320 / math.tan(math.radians(30))


def perception(i: int, labels: Sequence[str]) -> str:
    return json.dumps({"caption": f"frame {i}: " + ", ".join(labels), "labels": list(labels)})


def robot_run(frames: int, *, camera: str = "raw", every_s: float = 2.0) -> list[tuple]:
    """A robot driving along x at 1 m/s: camera, AMCL at 2 Hz, odometry at 10 Hz."""
    messages: list[tuple[str, float, Any]] = []
    for i in range(frames):
        t = T0 + every_s * i
        pixels = np.full((6, 8, 3), RED if i % 2 == 0 else BLUE, np.uint8)
        if camera == "raw":
            messages.append(("/camera/image_raw", t + 0.03, bags.image(t, pixels, "bgr8")))
        else:
            messages.append(("/camera/image_raw/compressed", t + 0.03, bags.compressed(t, pixels)))
    end = T0 + every_s * frames
    for k in range(int((end - T0) * 10)):
        t = T0 + k / 10
        messages.append(("/odom", t, bags.odometry(t, t - T0, 0.0)))
        if k % 5 == 0:
            messages.append(("/amcl_pose", t + 0.05, bags.amcl_pose(t, t - T0, 1.0)))
    return messages


def ingest(*args: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict | None, str]:
    code = main(["ingest", *args])
    out, err = capsys.readouterr()
    return code, json.loads(out) if out.strip() else None, err


@pytest.mark.parametrize("storage", STORAGES)
def test_a_recorded_robot_run_replays_from_its_perception_topic_without_a_vlm(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], storage: str
) -> None:
    messages = robot_run(6)
    for i, label in enumerate(["bench", "bench", "fountain", "bench", "fountain", "bench"]):
        # memory_builder publishes once perception is done: after the frame.
        messages.append(
            ("/lgr/perception", T0 + 2.0 * i + 0.9, bags.string(perception(i, [label])))
        )
    bag = bags.write_bag(tmp_path / "run", messages, storage)

    code, summary, err = ingest(str(bag), "--memory", str(tmp_path / "m"), capsys=capsys)

    assert code == 0, err
    assert summary is not None
    assert (summary["frames"], summary["captions"], summary["skipped"]) == (6, 6, 0)
    assert "frames from /lgr/perception" in err and "poses from /amcl_pose" in err
    with Memory.open(tmp_path / "m", Config(), readonly=True) as memory:
        last = memory.last_frame()
        entities = memory.entities()
    assert last is not None and last.t == pytest.approx(T0 + 10.9, abs=1e-3)
    # Paired with the AMCL pose stamped nearest the receive time (AMCL at 2 Hz).
    assert (last.pose.x, last.pose.y) == (11.0, 1.0)
    assert sum(e.observations for e in entities if e.label == "bench") == 4
    assert min(e.first_seen for e in entities if e.label == "fountain") == pytest.approx(
        T0 + 4.9, abs=1e-3
    )


@pytest.mark.parametrize("storage", STORAGES)
@pytest.mark.parametrize(("camera", "pose_topic"), [("raw", "/amcl_pose"), ("compressed", "/odom")])
@pytest.mark.parametrize("batch_size", [1, 3])
def test_camera_frames_go_through_the_perceiver_paired_with_the_nearest_pose_and_throttled(
    tmp_path: Path,
    open_memory: Callable[..., Memory],
    storage: str,
    camera: str,
    pose_topic: str,
    batch_size: int,
) -> None:
    bag = bags.write_bag(tmp_path / "run", robot_run(8, camera=camera, every_s=0.5), storage)
    perceiver = ColourPerceiver()
    memory = open_memory()

    with BagReplay(bag, RosConfig(), pose_topic=pose_topic) as replay:
        summary = replay_bag(replay, MemoryBuilder(memory, perceiver), batch_size=batch_size)

    # 8 frames 0.5 s apart, one kept every 2.0 s: t = 0 and 2.0; the other 6 never decoded.
    assert (summary.frames, summary.throttled, sum(summary.skipped.values())) == (2, 6, 0)
    assert [image.shape for image in perceiver.images] == [(6, 8, 3)] * 2
    assert perceiver.batches == ([1, 1] if batch_size == 1 else [2])
    np.testing.assert_array_equal(perceiver.images[0][0, 0], RED)
    # Seen at x = 0 and x = 2 (odometry or AMCL, both exact here): one sign, averaged.
    assert [(e.label, e.x, e.observations) for e in memory.entities()] == [("red sign", 1.0, 2)]
    frame = memory.last_frame()
    assert frame is not None and frame.caption == "a red wall" and frame.pose.x == 2.0
    if pose_topic == "/odom":
        assert any("frame odom, not map" in warning for warning in summary.warnings)


def test_a_malformed_perception_message_is_skipped_with_a_warning_and_the_rest_kept(
    tmp_path: Path, open_memory: Callable[..., Memory]
) -> None:
    messages = robot_run(3)
    messages += [
        ("/lgr/perception", T0 + 0.5, bags.string(perception(0, ["bench"]))),
        ("/lgr/perception", T0 + 2.5, bags.string('{"caption": "broken", "labels": "bench"}')),
        ("/lgr/perception", T0 + 4.5, bags.string(perception(2, ["kiosk"]))),
    ]
    bag = bags.write_bag(tmp_path / "run", messages)
    problems: list[str] = []

    with BagReplay(bag, RosConfig()) as replay:
        summary = replay_bag(replay, MemoryBuilder(open_memory()), problems.append)

    assert summary.frames == 2 and dict(summary.skipped) == {"malformed message": 1}
    assert problems == [
        'run /lgr/perception message 1: needs "labels": a list of strings',
    ]


def test_frames_with_no_pose_in_time_are_skipped_and_counted(
    tmp_path: Path, open_memory: Callable[..., Memory]
) -> None:
    messages = [m for m in robot_run(6) if m[0] != "/odom" and not (4.0 < m[1] - T0 < 9.0)]
    messages += [
        ("/lgr/perception", T0 + 2.0 * i, bags.string(perception(i, ["tree"]))) for i in range(6)
    ]
    bag = bags.write_bag(tmp_path / "run", messages, "sqlite3")
    problems: list[str] = []

    with BagReplay(bag, RosConfig(max_pose_gap_s=0.5, pose_hold_s=0.0)) as replay:
        summary = replay_bag(replay, MemoryBuilder(open_memory()), problems.append)

    # AMCL poses every 0.5 s up to 3.5 s and from 9 s: frames at 6 and 8 s have none.
    assert summary.frames == 4 and dict(summary.skipped) == {"no pose in time": 2}
    assert problems[0] == (
        "run /lgr/perception message 3: no pose on /amcl_pose within 0.5 s of "
        "t=1767225606.000 (nearest 2.50 s away)"
    )


def quiet_between(topic: str, start_s: float, end_s: float) -> list[tuple]:
    """Perception frames every 2 s and poses on ``topic`` only, none in (start, end)."""
    messages = [m for m in robot_run(6) if m[0] == topic and not (start_s < m[1] - T0 < end_s)]
    return messages + [
        ("/lgr/perception", T0 + 2.0 * i, bags.string(perception(i, ["tree"]))) for i in range(6)
    ]


def test_a_standing_robot_keeps_its_last_amcl_pose_as_the_live_node_does(
    tmp_path: Path, open_memory: Callable[..., Memory]
) -> None:
    """AMCL publishes only after the robot moved: a frame with no pose near keeps the last."""
    bag = bags.write_bag(tmp_path / "run", quiet_between("/amcl_pose", 4.0, 9.0), "sqlite3")
    memory = open_memory()

    with BagReplay(bag, RosConfig(max_pose_gap_s=0.5)) as replay:  # pose_hold_s: 3600 s
        summary = replay_bag(replay, MemoryBuilder(memory), [].append)

    assert summary.frames == 6 and not summary.skipped
    xs = {round(t - T0): x for t, x, _, _ in memory.trajectory(100)}
    assert xs == {0: 0.0, 2: 2.0, 4: 3.5, 6: 3.5, 8: 3.5, 10: 10.0}


def test_silent_odometry_is_never_held(tmp_path: Path, open_memory: Callable[..., Memory]) -> None:
    """A periodic source that falls silent has failed: its last pose must not stand in."""
    bag = bags.write_bag(tmp_path / "run", quiet_between("/odom", 4.0, 9.0), "sqlite3")

    with BagReplay(bag, RosConfig(max_pose_gap_s=0.5)) as replay:
        summary = replay_bag(replay, MemoryBuilder(open_memory()), [].append)

    assert summary.frames == 4 and dict(summary.skipped) == {"no pose in time": 2}


def test_perception_with_its_own_pose_replays_exactly_without_a_pose_topic(
    tmp_path: Path, open_memory: Callable[..., Memory]
) -> None:
    poses = [Pose(1.5, -2.0, 0.0, 0.3), Pose(9.0, 4.0, 0.0, -1.0)]
    bag = bags.write_bag(
        tmp_path / "run",
        [
            (
                "/lgr/perception",
                T0 + 5 * i + 3,
                bags.string(perception_json(T0 + 5 * i, p, "c", ("lamp",))),
            )
            for i, p in enumerate(poses)
        ],
    )
    memory = open_memory()

    with BagReplay(bag, RosConfig()) as replay:
        summary = replay_bag(replay, MemoryBuilder(memory))

    assert summary.frames == 2
    assert [(e.x, e.y, e.first_seen) for e in memory.entities()] == [
        (1.5, -2.0, T0),
        (9.0, 4.0, T0 + 5),
    ]


def test_boxes_on_the_perception_topic_place_the_object_where_the_sightings_cross(
    tmp_path: Path, open_memory: Callable[..., Memory]
) -> None:
    # A lamp at (2, 1): left of centre from (0, 0) facing +x, right of it from (4, 0)
    # facing -x (camera.hfov_deg 90: a box centred at 0.25 is 26.6 degrees left).
    sightings = [
        (Pose(0.0, 0.0, 0.0, 0.0), (0.2, 0.4, 0.3, 0.6)),
        (Pose(4.0, 0.0, 0.0, math.pi), (0.7, 0.4, 0.8, 0.6)),
    ]
    bag = bags.write_bag(
        tmp_path / "run",
        [
            (
                "/lgr/perception",
                T0 + 5 * i + 3,
                bags.string(perception_json(T0 + 5 * i, pose, "c", ("lamp",), (box,))),
            )
            for i, (pose, box) in enumerate(sightings)
        ],
    )
    memory = open_memory()

    with BagReplay(bag, RosConfig()) as replay:
        summary = replay_bag(replay, MemoryBuilder(memory))

    assert summary.frames == 2
    [lamp] = memory.entities()
    assert (lamp.located, lamp.observations) == ("bearings", 2)
    assert (lamp.x, lamp.y) == pytest.approx((2.0, 1.0), abs=0.1)
    assert lamp.seen_from == (2.0, 0.0, 0.0), "the mean robot pose is kept beside it"


def lamp_seen_by_a_60_degree_camera() -> list[tuple[str, float, Any]]:
    """A lamp at (2, 1) boxed from (0, 0) facing +x and from (4, 0) facing -x, with CameraInfo."""
    messages: list[tuple[str, float, Any]] = [
        ("/camera/camera_info", T0 + k, bags.camera_info(T0 + k, 640, 480, FX_60_DEG))
        for k in range(10)
    ]
    for i, pose in enumerate([Pose(0.0, 0.0, 0.0, 0.0), Pose(4.0, 0.0, 0.0, math.pi)]):
        bearing = math.atan2(1.0 - pose.y, 2.0 - pose.x) - pose.yaw
        u = image_x_of(bearing, math.radians(60))
        box = (u - 0.05, 0.4, u + 0.05, 0.6)
        frame = perception_json(T0 + 5 * i, pose, "a lamp", ("lamp",), (box,))
        messages.append(("/lgr/perception", T0 + 5 * i + 3, bags.string(frame)))
    return messages


def test_the_bags_camera_info_sets_the_field_of_view_that_places_boxed_things(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bag = bags.write_bag(tmp_path / "run", lamp_seen_by_a_60_degree_camera())

    code, summary, err = ingest(str(bag), "--memory", str(tmp_path / "m"), capsys=capsys)
    _, _, err_90 = ingest(
        str(bag),
        *("--memory", str(tmp_path / "m90"), "--camera-info-topic", NO_CAMERA_INFO),
        capsys=capsys,
    )

    assert code == 0 and summary is not None and summary["frames"] == 2, err
    assert "bearings use a 60.0 degree field of view from /camera/camera_info" in err
    assert "bearings use [camera] hfov_deg = 90 degrees (--camera-info-topic none)" in err_90
    with Memory.open(tmp_path / "m", Config(), readonly=True) as memory:
        [lamp] = memory.entities()
    with Memory.open(tmp_path / "m90", Config(), readonly=True) as memory:
        [lamp_90] = memory.entities()
    assert lamp.located == "bearings"
    assert (lamp.x, lamp.y) == pytest.approx((2.0, 1.0), abs=0.05)
    # The same boxes read as a 90-degree camera's: 41 degrees off the axis, not 27.
    assert (lamp_90.x, lamp_90.y) == pytest.approx((2.0, math.sqrt(3)), abs=0.05)


def test_an_uncalibrated_camera_info_leaves_the_configured_field_of_view_with_a_warning(
    tmp_path: Path, open_memory: Callable[..., Memory]
) -> None:
    messages = [m for m in lamp_seen_by_a_60_degree_camera() if m[0] != "/camera/camera_info"]
    messages.append(("/camera/camera_info", T0, bags.camera_info(T0, 640, 480, 0.0)))
    bag = bags.write_bag(tmp_path / "run", messages, "sqlite3")
    builder = MemoryBuilder(open_memory())

    with BagReplay(bag, RosConfig()) as replay:
        summary = replay_bag(replay, builder)
        described = replay.describe_camera(builder.camera)

    assert (replay.hfov_deg, builder.camera.hfov_deg) == (None, 90.0)
    assert described == (
        "bearings use [camera] hfov_deg = 90 degrees (no valid CameraInfo on /camera/camera_info)"
    )
    assert summary.warnings == [
        "no valid CameraInfo on /camera/camera_info (message 0: CameraInfo k[0] (fx) is 0.0, "
        "not a focal length in pixels: the camera is not calibrated (an uncalibrated driver "
        "publishes K all zeros); calibrate it (camera_calibration) or set [camera] hfov_deg): "
        "bearings use [camera] hfov_deg"
    ]


def test_the_camera_info_beside_the_images_is_chosen_among_several() -> None:
    topics = {
        "/front/image_raw/compressed": "sensor_msgs/msg/CompressedImage",
        "/front/camera_info": "sensor_msgs/msg/CameraInfo",
        "/rear/camera_info": "sensor_msgs/msg/CameraInfo",
        "/odom": "nav_msgs/msg/Odometry",
        "/lgr/perception": "std_msgs/msg/String",
    }

    assert select_topics(topics, image="/front/image_raw/compressed").camera_info == (
        "/front/camera_info"
    )
    assert select_topics(topics, camera_info="/rear/camera_info").camera_info == (
        "/rear/camera_info"
    )
    assert select_topics(topics, camera_info=NO_CAMERA_INFO).camera_info is None
    # Perception boxes could be from either camera: ask.
    with pytest.raises(BagError, match=r"several sensor_msgs/msg/CameraInfo .* --camera-info"):
        select_topics(topics)
    with pytest.raises(BagError, match="--camera-info-topic /odom carries nav_msgs"):
        select_topics(topics, camera_info="/odom")


def test_a_missing_topic_is_reported_with_the_bags_topics(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bag = bags.write_bag(tmp_path / "run", robot_run(2))

    code, summary, err = ingest(
        str(bag), "--memory", str(tmp_path / "m"), "--image-topic", "/front/image", capsys=capsys
    )

    assert code == 2 and summary is None
    assert "--image-topic /front/image is not in the bag; topics in the bag:" in err
    assert "  /camera/image_raw  sensor_msgs/msg/Image" in err
    assert "  /odom  nav_msgs/msg/Odometry" in err
    assert not (tmp_path / "m").exists()


def test_images_without_a_vlm_fail_fast_saying_how_to_configure_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("LGR_VLM_MODEL", raising=False)
    bag = bags.write_bag(tmp_path / "run", robot_run(2))

    code, _, err = ingest(str(bag), "--memory", str(tmp_path / "m"), capsys=capsys)

    assert code == 2
    assert "/camera/image_raw carries camera images and no vision-language model" in err
    assert "--vlm MODEL (or LGR_VLM_MODEL)" in err and "/lgr/perception" in err
    assert "  /amcl_pose  geometry_msgs/msg/PoseWithCovarianceStamped" in err
    assert not (tmp_path / "m").exists()


def test_topics_are_found_by_type_preferring_perception_and_amcl() -> None:
    topics = {
        "/camera/image_raw": "sensor_msgs/msg/Image",
        "/lgr/perception": "std_msgs/msg/String",
        "/odom": "nav_msgs/msg/Odometry",
        "/amcl_pose": "geometry_msgs/msg/PoseWithCovarianceStamped",
        "/goal_pose": "geometry_msgs/msg/PoseStamped",
    }

    chosen = select_topics(topics)

    assert (chosen.frames, chosen.pose, chosen.perceived) == ("/lgr/perception", "/amcl_pose", True)
    without_amcl = {k: v for k, v in topics.items() if k != "/amcl_pose"}
    assert select_topics(without_amcl, image="/camera/image_raw").pose == "/goal_pose"


def test_ambiguous_topics_ask_for_a_choice() -> None:
    topics = {
        "/front/image_raw": "sensor_msgs/msg/Image",
        "/rear/image_raw/compressed": "sensor_msgs/msg/CompressedImage",
        "/odom": "nav_msgs/msg/Odometry",
    }

    with pytest.raises(BagError, match=r"several candidate topics .* with --image-topic"):
        select_topics(topics)
    with pytest.raises(BagError, match="carries nav_msgs/msg/Odometry, expected sensor_msgs"):
        select_topics(topics, image="/odom")
    with pytest.raises(BagError, match="no pose topic"):
        select_topics({"/front/image_raw": "sensor_msgs/msg/Image"})


def test_simulation_time_stamps_are_warned_about(
    tmp_path: Path, open_memory: Callable[..., Memory]
) -> None:
    bag = bags.write_bag(
        tmp_path / "run",
        [
            ("/amcl_pose", 12.0, bags.amcl_pose(12.0, 0.0, 0.0)),
            ("/lgr/perception", 12.0, bags.string(perception(0, ["cone"]))),
        ],
    )

    with BagReplay(bag, RosConfig()) as replay:
        summary = replay_bag(replay, MemoryBuilder(open_memory()))

    assert summary.frames == 1
    assert any("simulation time" in warning for warning in summary.warnings)


@pytest.mark.slow
def test_camera_frames_of_a_bag_are_perceived_by_florence_2(
    tmp_path: Path, open_memory: Callable[..., Memory], tiny_florence_dir: Path
) -> None:
    from memory_core.config import PerceptionConfig
    from memory_core.perception import make_perceiver
    from tests.tiny_florence import CAPTION

    bag = bags.write_bag(tmp_path / "run", robot_run(2, camera="compressed"), "sqlite3")
    perceiver = make_perceiver(PerceptionConfig(model=str(tiny_florence_dir), num_beams=1))
    memory = open_memory()

    with BagReplay(bag, RosConfig()) as replay:
        summary = replay_bag(replay, MemoryBuilder(memory, perceiver))

    assert summary.frames == 2 and not summary.skipped
    frame = memory.last_frame()
    assert frame is not None and frame.caption == CAPTION and frame.pose.x == 2.0
    assert "glass door" in {entity.label for entity in memory.entities()}
    assert {entity.located for entity in memory.entities()} == {"bearings"}, "from its boxes"


def test_a_bag_whose_metadata_is_not_text_is_refused_naming_the_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bag = tmp_path / "bag"
    bag.mkdir()
    (bag / "metadata.yaml").write_bytes(b"\xff\xfe\x00 not yaml at all")

    code, summary, err = ingest(str(bag), "--memory", str(tmp_path / "m"), capsys=capsys)

    assert (code, summary) == (2, None)
    assert err.startswith(f"lgr: error: cannot read rosbag2 {bag}: {bag / 'metadata.yaml'} is not")
    assert err.count("\n") == 1


def test_a_bag_replayed_again_adds_nothing_twice(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    messages = robot_run(4)
    for i in range(4):
        messages.append(("/lgr/perception", T0 + 2.0 * i + 0.9, bags.string(perception(i, ["x"]))))
    bag = bags.write_bag(tmp_path / "run", messages)
    memory_dir = str(tmp_path / "m")

    first = ingest(str(bag), "--memory", memory_dir, capsys=capsys)
    again = ingest(str(bag), "--memory", memory_dir, capsys=capsys)

    assert first[1] is not None and again[1] is not None, again[2]
    assert (first[1]["frames"], first[1]["already_stored"]) == (4, 0)
    assert (again[1]["frames"], again[1]["already_stored"]) == (0, 4)
    with Memory.open(memory_dir, Config(), readonly=True) as memory:
        assert memory.stats()["frames"] == 4


def test_a_frame_the_memory_refuses_is_skipped_and_the_replay_goes_on(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    messages = robot_run(3)
    crowded = [f"thing {n}" for n in range(5)]
    for i, labels in enumerate([["bench"], crowded, ["fountain"]]):
        messages.append(("/lgr/perception", T0 + 2.0 * i + 0.9, bags.string(perception(i, labels))))
    bag = bags.write_bag(tmp_path / "run", messages)

    code, summary, err = ingest(
        str(bag),
        "--memory",
        str(tmp_path / "m"),
        "--set",
        "builder.max_labels_per_frame=3",
        capsys=capsys,
    )

    assert code == 0, err
    assert summary is not None and (summary["frames"], summary["skipped"]) == (2, 1)
    assert "refused by the memory" in err and "builder.max_labels_per_frame" in err
