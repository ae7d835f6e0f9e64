"""Nav2 NavigateToPose goals and the status the app polls, without ROS."""

from __future__ import annotations

import math

import pytest

from hri_app.navigation import NavigationError, NavigationGoal, NavigationState
from ros_nodes.goals import (
    STATUS_ABORTED,
    STATUS_CANCELED,
    STATUS_SUCCEEDED,
    GoalTracker,
    pose_goal,
    quaternion_from_yaw,
)

COUCH = NavigationGoal(4.0, -2.0, yaw=math.pi / 2, label="red couch")


def test_a_goal_is_a_map_frame_pose_on_the_ground_facing_its_yaw() -> None:
    goal = pose_goal(COUCH, "map")

    assert (goal.frame_id, goal.x, goal.y, goal.z) == ("map", 4.0, -2.0, 0.0)
    assert (goal.qx, goal.qy) == (0.0, 0.0)
    assert (goal.qz, goal.qw) == pytest.approx((math.sqrt(0.5), math.sqrt(0.5)))
    assert quaternion_from_yaw(0.0) == (0.0, 0.0, 0.0, 1.0)


def test_a_goal_that_is_not_finite_is_refused_before_nav2_sees_it() -> None:
    with pytest.raises(NavigationError, match="not a finite number"):
        pose_goal(NavigationGoal(math.nan, 0.0), "map")


def test_feedback_then_success_is_what_the_app_shows() -> None:
    tracker = GoalTracker()
    token = tracker.start(COUCH)
    tracker.accepted(token)
    tracker.feedback(token, 7.25)

    status = tracker.status()
    assert status.state is NavigationState.ACTIVE and status.distance_remaining_m == 7.25
    assert status.message == "On my way to red couch: 7.2 m to go."

    tracker.finished(token, STATUS_SUCCEEDED)
    assert tracker.status().state is NavigationState.SUCCEEDED
    assert tracker.status().message == "Arrived at red couch."


@pytest.mark.parametrize(
    ("code", "state"),
    [(STATUS_CANCELED, NavigationState.CANCELED), (STATUS_ABORTED, NavigationState.FAILED)],
)
def test_cancelled_and_aborted_goals_end_as_such(code: int, state: NavigationState) -> None:
    tracker = GoalTracker()
    token = tracker.start(COUCH)
    tracker.finished(token, code)

    assert tracker.status().state is state


def test_a_rejected_goal_fails_with_the_reason() -> None:
    tracker = GoalTracker()
    tracker.rejected(tracker.start(NavigationGoal(1.0, 2.0)), "the goal was rejected")

    assert tracker.status().state is NavigationState.FAILED
    assert tracker.status().message == "Nav2 refused to go to (1.0, 2.0): the goal was rejected"


def test_late_reports_about_a_replaced_goal_are_ignored() -> None:
    tracker = GoalTracker()
    old = tracker.start(COUCH)
    new = tracker.start(NavigationGoal(0.0, 0.0, label="door"))

    tracker.finished(old, STATUS_CANCELED)
    tracker.feedback(old, 99.0)

    status = tracker.status()
    assert status.state is NavigationState.ACTIVE and status.goal is not None
    assert status.goal.label == "door" and status.distance_remaining_m is None
    assert tracker.current(new) and not tracker.current(old)
