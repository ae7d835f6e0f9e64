"""A frame takes the pose nearest in time, within ros.max_pose_gap_s, or a held AMCL pose."""

from __future__ import annotations

import pytest

from memory_core.types import Pose
from ros_nodes.pose_pairing import NoPoseError, PoseTrack


def track(*stamps: float) -> PoseTrack:
    poses = PoseTrack("/amcl_pose")
    for t in stamps:
        poses.add(t, Pose(t, 0.0))
    return poses


def test_a_frame_takes_the_pose_nearest_in_time_before_or_after_it() -> None:
    poses = track(10.0, 11.0, 12.0)

    assert poses.pose_at(10.4, max_gap_s=1.0).x == 10.0
    assert poses.pose_at(10.6, max_gap_s=1.0).x == 11.0
    assert poses.pose_at(12.9, max_gap_s=1.0).x == 12.0


def test_poses_arriving_out_of_order_are_kept_sorted() -> None:
    poses = track(10.0, 12.0, 11.0, 9.0)

    assert [poses.pose_at(t, 0.1).x for t in (9.0, 10.0, 11.0, 12.0)] == [9.0, 10.0, 11.0, 12.0]


def test_no_pose_within_the_gap_says_how_far_the_nearest_was() -> None:
    poses = track(10.0, 20.0)

    with pytest.raises(NoPoseError, match=r"within 1 s of t=15\.000 \(nearest 5\.00 s away\)") as e:
        poses.pose_at(15.0, max_gap_s=1.0)
    assert e.value.gap_s == 5.0
    with pytest.raises(NoPoseError, match="no pose on /odom yet"):
        PoseTrack("/odom").pose_at(15.0, 1.0)


def test_the_live_node_forgets_old_poses() -> None:
    poses = track(1.0, 2.0, 3.0, 4.0)

    poses.forget_before(3.0)

    assert len(poses) == 2
    assert poses.pose_at(1.0, max_gap_s=5.0).x == 3.0


def test_a_standing_robot_keeps_its_last_pose_for_the_hold_time() -> None:
    # AMCL published at 10 s, then nothing: the robot has not moved since.
    poses = track(10.0)

    assert poses.pose_at(250.0, max_gap_s=1.0, hold_s=3600.0).x == 10.0
    with pytest.raises(NoPoseError, match=r"nearest 240\.00 s away"):
        poses.pose_at(250.0, max_gap_s=1.0, hold_s=60.0)
    with pytest.raises(NoPoseError):
        poses.pose_at(250.0, max_gap_s=1.0)  # no hold (odometry, PoseStamped)


def test_a_held_pose_is_never_one_from_after_the_frame() -> None:
    poses = track(100.0)

    with pytest.raises(NoPoseError, match=r"nearest 50\.00 s away"):
        poses.pose_at(50.0, max_gap_s=1.0, hold_s=3600.0)


def test_a_pose_within_the_gap_still_wins_over_the_held_one() -> None:
    poses = track(10.0, 99.8)

    assert poses.pose_at(99.5, max_gap_s=1.0, hold_s=3600.0).x == 99.8
    assert poses.pose_at(60.0, max_gap_s=1.0, hold_s=3600.0).x == 10.0
