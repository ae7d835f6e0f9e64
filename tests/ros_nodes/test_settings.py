"""Node parameters: TF or a pose topic, image transport, lgr config overrides, params.yaml."""

from __future__ import annotations

import importlib.resources
from pathlib import Path

import pytest
from ruamel.yaml import YAML

from ros_nodes.parameters import PARAMETERS, parameter_value
from ros_nodes.ros_config import ros_config
from ros_nodes.settings import SettingsError, pose_source, settings_from_parameters

PARAMS_YAML = Path(str(importlib.resources.files("ros_nodes"))) / "config" / "params.yaml"


def test_without_a_pose_topic_poses_come_from_tf() -> None:
    assert pose_source("", "PoseWithCovarianceStamped").uses_tf


def test_a_pose_topic_is_paired_by_stamp_with_its_message_type() -> None:
    source = pose_source("/odom", "Odometry")

    assert not source.uses_tf and source.msgtype == "nav_msgs/msg/Odometry"
    assert pose_source("/amcl_pose", "geometry_msgs/msg/PoseWithCovarianceStamped").msgtype == (
        "geometry_msgs/msg/PoseWithCovarianceStamped"
    )
    with pytest.raises(SettingsError, match="pose_type is 'Twist'; use one of Pose"):
        pose_source("/cmd_vel", "Twist")


def test_amcl_poses_are_latched_and_held_and_periodic_ones_are_not() -> None:
    amcl = settings_from_parameters({"pose_topic": "/amcl_pose"}).pose
    odometry = settings_from_parameters(
        {"pose_topic": "/odom", "pose_type": "Odometry", "pose_hold_s": 60.0}
    ).pose

    assert amcl.latched and amcl.hold_s == 3600.0  # ros.pose_hold_s, as bag replay uses
    assert not odometry.latched and odometry.hold_s == 0.0
    shorter = settings_from_parameters({"pose_topic": "/amcl_pose", "pose_hold_s": 60})
    assert shorter.pose.hold_s == 60.0 and ros_config(shorter.config).pose_hold_s == 60.0
    assert not pose_source("", "PoseWithCovarianceStamped").latched


def test_the_image_type_follows_the_transport_or_the_topic_name() -> None:
    def msgtype(topic: str, transport: str = "") -> str:
        values = {"image_topic": topic, "image_transport": transport}
        return settings_from_parameters(values).image_msgtype

    assert msgtype("/camera/image_raw") == "sensor_msgs/msg/Image"
    assert msgtype("/camera/image_raw/compressed") == "sensor_msgs/msg/CompressedImage"
    assert msgtype("/camera/jpeg", "compressed") == "sensor_msgs/msg/CompressedImage"
    with pytest.raises(SettingsError, match="image_transport is 'theora'"):
        msgtype("/camera/image_raw", "theora")


def test_camera_info_is_read_beside_the_images_unless_named_or_none() -> None:
    def topic(**values: str) -> str:
        return settings_from_parameters(values).camera_info_topic

    assert topic() == "/camera/camera_info"
    assert topic(image_topic="/front/image_raw/compressed") == "/front/camera_info"
    assert topic(camera_info_topic="/front/camera_info") == "/front/camera_info"
    assert topic(camera_info_topic="none") == "", "none: [camera] hfov_deg is used"


def test_parameters_override_the_lgr_config_and_empty_ones_defer_to_it(tmp_path: Path) -> None:
    settings = settings_from_parameters(
        {
            "memory_dir": str(tmp_path / "m"),
            "map_frame": "world",
            "max_pose_gap_s": 0.25,
            "vlm": "/models/florence-2-base",
        }
    )

    config = settings.config
    assert config.memory_dir == str(tmp_path / "m")
    assert (ros_config(config).map_frame, ros_config(config).base_frame) == ("world", "base_link")
    assert ros_config(config).max_pose_gap_s == 0.25
    assert config.builder.frame_period_s == 2.0
    assert config.perception.model == "/models/florence-2-base"


def test_bad_parameters_are_named() -> None:
    with pytest.raises(SettingsError, match=r"unknown parameter.*image_topc"):
        settings_from_parameters({"image_topc": "/camera"})
    with pytest.raises(SettingsError, match="max_pose_gap_s must be a number >= 0, got -1"):
        settings_from_parameters({"max_pose_gap_s": -1.0})


def test_an_integer_given_for_a_float_parameter_is_taken_as_a_float() -> None:
    # `-p markers_period_s:=5` or `max_pose_gap_s: 1` in YAML arrive as integers.
    settings = settings_from_parameters({"markers_period_s": 5, "max_pose_gap_s": 1})

    assert settings.markers_period_s == 5.0 and type(settings.markers_period_s) is float
    assert ros_config(settings.config).max_pose_gap_s == 1.0
    assert parameter_value("frame_period_s", 3) == 3.0


def test_a_value_of_the_wrong_type_names_the_parameter() -> None:
    with pytest.raises(SettingsError, match=r"port must be a whole number, got 7860\.5"):
        parameter_value("port", 7860.5)
    with pytest.raises(SettingsError, match="markers_period_s must be a number, got True"):
        parameter_value("markers_period_s", True)
    with pytest.raises(SettingsError, match=r"memory_dir must be a string, got 2024 \(quote it"):
        settings_from_parameters({"memory_dir": 2024})
    assert parameter_value("port", 8080) == 8080


def test_params_yaml_lists_exactly_the_declared_parameters_with_their_defaults() -> None:
    listed = YAML(typ="safe").load(PARAMS_YAML.read_text())["/**"]["ros__parameters"]

    assert listed == dict(PARAMETERS)


def test_the_app_builds_its_memory_unless_told_to_follow_another_process() -> None:
    assert settings_from_parameters({}).follow is False
    assert settings_from_parameters({"follow": True}).follow is True
    with pytest.raises(SettingsError, match="follow must be a true or false, got 'yes'"):
        settings_from_parameters({"follow": "yes"})
