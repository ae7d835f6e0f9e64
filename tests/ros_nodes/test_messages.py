"""Messages (as rosbags deserialises them; rclpy's have the same fields) -> memory input."""

from __future__ import annotations

import math

import numpy as np
import pytest

from memory_core.types import Pose
from ros_nodes.messages import (
    MessageError,
    camera_info_beside,
    header_seconds,
    hfov_from_camera_info,
    image_to_rgb,
    parse_perception,
    perception_json,
    pose_from_message,
    yaw_from_quaternion,
)
from tests.conftest import T0
from tests.ros_nodes import bags

RGB = np.arange(4 * 5 * 3, dtype=np.uint8).reshape(4, 5, 3)


@pytest.mark.parametrize("encoding", ["rgb8", "bgr8", "rgba8", "bgra8"])
def test_raw_colour_images_become_rgb_whatever_the_channel_order_and_row_padding(
    encoding: str,
) -> None:
    rgb = image_to_rgb(bags.image(0.0, RGB, encoding, padding=3))

    assert rgb.dtype == np.uint8 and rgb.shape == (4, 5, 3)
    np.testing.assert_array_equal(rgb, RGB)


def test_a_mono_image_is_grey_in_all_three_channels() -> None:
    rgb = image_to_rgb(bags.image(0.0, RGB, "mono8"))

    np.testing.assert_array_equal(rgb, np.repeat(RGB[:, :, :1], 3, axis=2))


def test_compressed_png_decodes_to_the_same_pixels() -> None:
    np.testing.assert_array_equal(image_to_rgb(bags.compressed(0.0, RGB, "png")), RGB)


def test_unsupported_or_truncated_images_say_what_to_publish_instead() -> None:
    depth = bags.image(0.0, RGB, "rgb8")
    depth.encoding = "16UC1"
    with pytest.raises(MessageError, match=r"'16UC1' is not supported; publish one of rgb8"):
        image_to_rgb(depth)
    short = bags.image(0.0, RGB, "rgb8")
    short.data = short.data[:10]
    with pytest.raises(MessageError, match="needs step >= 15 and 60 bytes; got step 15 and 10"):
        image_to_rgb(short)
    broken = bags.compressed(0.0, RGB, "png")
    broken.data = broken.data[:20]
    with pytest.raises(MessageError, match="could not be decoded as JPEG/PNG"):
        image_to_rgb(broken)


def test_amcl_pose_stamped_and_odometry_give_the_same_pose_and_stamp() -> None:
    t = 1767225600.25
    for message in (
        bags.amcl_pose(t, 3.0, -2.0, 1.2),
        bags.pose_stamped(t, 3.0, -2.0, 1.2),
        bags.odometry(t, 3.0, -2.0, 1.2),
    ):
        pose = pose_from_message(message)
        assert (pose.x, pose.y, pose.z) == (3.0, -2.0, 0.0)
        assert pose.yaw == pytest.approx(1.2)
        assert header_seconds(message) == pytest.approx(t, abs=1e-6)


def test_yaw_wraps_to_minus_pi_pi() -> None:
    q = bags.amcl_pose(0.0, 0.0, 0.0, 3 * math.pi / 2).pose.pose.orientation
    assert yaw_from_quaternion(q) == pytest.approx(-math.pi / 2)


def test_perception_json_round_trips_with_its_stamp_and_pose() -> None:
    text = perception_json(1767225600.5, Pose(1.0, 2.0, 0.0, 0.5), "a couch", ("couch", "door"))

    parsed = parse_perception(text)

    assert parsed.caption == "a couch" and parsed.labels == ("couch", "door")
    assert parsed.t == 1767225600.5 and parsed.pose == Pose(1.0, 2.0, 0.0, 0.5)


def test_perception_json_round_trips_each_labels_box_or_its_absence() -> None:
    boxes = ((0.1, 0.5, 0.4, 0.9), None)
    text = perception_json(T0, Pose(1.0, 2.0), "a couch", ("couch", "door"), boxes)

    parsed = parse_perception(text)

    assert parsed.labels == ("couch", "door") and parsed.boxes == boxes
    assert parse_perception(perception_json(T0, Pose(1.0, 2.0), "c", ("couch",))).boxes is None


def test_the_minimal_perception_payload_is_caption_and_labels() -> None:
    parsed = parse_perception('{"labels": ["bench"], "caption": "a bench"}')

    assert (parsed.labels, parsed.t, parsed.pose, parsed.boxes) == (("bench",), None, None, None)


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("{not json", "not valid JSON"),
        ('["a"]', "expected a JSON object, got list"),
        ('{"labels": ["a"]}', 'needs "caption": a string'),
        ('{"caption": "c"}', 'needs "labels": a list of strings'),
        ('{"caption": "c", "labels": "a"}', 'needs "labels": a list of strings'),
        ('{"caption": "c", "labels": ["a", 1]}', '"labels" must be a list of strings'),
        ('{"caption": "c", "labels": [], "t": "now"}', '"t" must be a number, got "now"'),
        (
            '{"caption": "c", "labels": [], "t": 1767225600000}',
            '"t" must be POSIX seconds .* \\(is it in milliseconds\\? divide by 1000\\)',
        ),
        ('{"caption": "c", "labels": [], "t": 1e308}', '"t" must be POSIX seconds'),
        (
            '{"caption": "c", "labels": [], "pose": {"x": 1' + "0" * 400 + ', "y": 0}}',
            '"pose.x" is too large to be a number',
        ),
        (
            '{"caption": "c", "labels": [], "pose": {"x": 0, "y": 1e12}}',
            '"pose.y" is 1000000000000.0 m from the map origin',
        ),
        ('{"caption": "c", "labels": [], "pose": {"x": 0, "y": 0, "yaw": NaN}}', '"pose.yaw"'),
        (
            '{"caption": "c", "labels": [' + ", ".join(['"chair"'] * 257) + "]}",
            '"labels" has 257 labels; a frame may have at most 256 '
            "\\(config builder.max_labels_per_frame\\)",
        ),
        ('{"caption": "c", "labels": ["\\ud800"]}', "surrogate"),
        ("[" * 100_000, "nested too deeply"),
        ('{"caption": "c", "labels": [], "pose": {"x": 1}}', '"pose" must be an object'),
        (
            '{"caption": "c", "labels": ["a", "b"], "boxes": [[0, 0, 1, 1]]}',
            r'"boxes" must be a list with one box \[x0, y0, x1, y1\] \(or null\) per label \(2\)',
        ),
        (
            '{"caption": "c", "labels": ["a"], "boxes": [[0, 0, 640, 480]]}',
            r"\"boxes\"\[0\] \('a'\): box \[0, 0, 640, 480\] is not in image fractions",
        ),
        (
            '{"caption": "c", "labels": ["a"], "boxes": [[0.5, 0, 0.2]]}',
            r"\"boxes\"\[0\] \('a'\): a box is \[x0, y0, x1, y1\]: four numbers",
        ),
    ],
)
def test_malformed_perception_says_which_field(text: str, problem: str) -> None:
    with pytest.raises(MessageError, match=problem):
        parse_perception(text)


@pytest.mark.parametrize(("fx", "hfov_deg"), [(320.0, 90.0), (554.3, 60.0), (1108.5, 32.2)])
def test_the_field_of_view_of_a_640_px_camera_follows_from_its_focal_length(
    fx: float, hfov_deg: float
) -> None:
    assert hfov_from_camera_info(bags.camera_info(T0, 640, 480, fx)) == pytest.approx(
        hfov_deg, abs=0.05
    )


def test_an_uncalibrated_camera_info_says_the_camera_is_not_calibrated() -> None:
    with pytest.raises(MessageError, match=r"k\[0\] \(fx\) is 0.0.*not calibrated.*K all zeros"):
        hfov_from_camera_info(bags.camera_info(T0, 640, 480, 0.0))
    with pytest.raises(MessageError, match="CameraInfo width is 0: the image size"):
        hfov_from_camera_info(bags.camera_info(T0, 0, 0, 320.0))
    short = bags.camera_info(T0, 640, 480, 320.0)
    short.k = short.k[:4]
    with pytest.raises(MessageError, match="k has 4 numbers, not the 9 of a 3x3 matrix"):
        hfov_from_camera_info(short)


def test_camera_info_is_published_beside_the_image_and_its_transports() -> None:
    assert camera_info_beside("/camera/image_raw") == "/camera/camera_info"
    assert camera_info_beside("/camera/color/image_raw") == "/camera/color/camera_info"
    compressed = "sensor_msgs/msg/CompressedImage"
    assert camera_info_beside("/front/image_raw/compressed", compressed) == "/front/camera_info"
    assert camera_info_beside("/image") == "/camera_info"
