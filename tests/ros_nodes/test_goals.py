"""Nav2 NavigateToPose goals and the status the app polls, without ROS."""

from __future__ import annotations

import math

import pytest

from hri_app.navigation import NavigationError, NavigationGoal, NavigationState
from ros_nodes.goals import (
    STATUS_ABORTED,
    STATUS_CANCELED,
    STATUS_SUCCEEDED,
    STATUS_UNKNOWN,
    GoalOutcome,
    GoalTracker,
    nav2_error_text,
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

    tracker.finished(token, GoalOutcome(STATUS_SUCCEEDED))
    assert tracker.status().state is NavigationState.SUCCEEDED
    assert tracker.status().message == "Arrived at red couch."


@pytest.mark.parametrize(
    ("code", "state"),
    [(STATUS_CANCELED, NavigationState.CANCELED), (STATUS_ABORTED, NavigationState.FAILED)],
)
def test_cancelled_and_aborted_goals_end_as_such(code: int, state: NavigationState) -> None:
    tracker = GoalTracker()
    token = tracker.start(COUCH)
    tracker.finished(token, GoalOutcome(code))

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

    tracker.finished(old, GoalOutcome(STATUS_CANCELED))
    tracker.feedback(old, 99.0)

    status = tracker.status()
    assert status.state is NavigationState.ACTIVE and status.goal is not None
    assert status.goal.label == "door" and status.distance_remaining_m is None
    assert tracker.current(new) and not tracker.current(old)


@pytest.mark.parametrize(
    ("code", "reason"),
    [
        (204, "the place is off the map"),
        (304, "the place is off the map"),
        (206, "the place is inside an obstacle on the map"),
        (203, "the robot is not on the map (is it localised?)"),
        (208, "there is no free path to it"),
        (105, "it stopped making progress (is the way blocked?)"),
        (102, "the robot could not follow its path"),
        (207, "no path to it could be planned"),
        (703, "a recovery manoeuvre failed"),
        (9999, "Nav2 gave up"),
    ],
)
def test_nav2_error_codes_are_said_in_words_with_the_code(code: int, reason: str) -> None:
    assert nav2_error_text(code) == f"{reason} (Nav2 error {code})"


def test_an_aborted_goal_says_why_nav2_gave_up_or_else_its_status() -> None:
    tracker = GoalTracker()
    token = tracker.start(COUCH)
    tracker.finished(token, GoalOutcome(STATUS_ABORTED, 204, "Goal is outside the map"))

    assert tracker.status().message == (
        "Could not reach red couch: the place is off the map "
        "(Nav2 error 204: Goal is outside the map)."
    )
    other = GoalTracker()
    other.finished(other.start(COUCH), GoalOutcome(STATUS_ABORTED))
    assert other.status().message == "Could not reach red couch (Nav2 status 6)."
    lost = GoalTracker()
    lost.finished(lost.start(COUCH), GoalOutcome(STATUS_UNKNOWN, error_msg="server gone"))
    assert lost.status().state is NavigationState.FAILED
    assert lost.status().message == "Could not reach red couch (Nav2 status 0: server gone)."


def test_stop_marks_the_active_goal_and_gives_its_token() -> None:
    tracker = GoalTracker()
    assert tracker.stop_current() is None, "nothing to stop yet"
    token = tracker.start(COUCH)

    assert tracker.stop_current() == token
    assert tracker.status().message == "Stopping on the way to red couch."
    tracker.finished(token, GoalOutcome(STATUS_CANCELED))
    assert tracker.stop_current() is None
