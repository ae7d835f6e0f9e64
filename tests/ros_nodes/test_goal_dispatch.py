""" "Follow me" between the app's threads and the executor: goals, Stop, replacement, Nav2 errors.

``ScriptedNav2`` stands in for rclpy's ActionClient and Nav2's server (neither can
be installed here): it records each call with the thread it came from, and the
test decides when Nav2 accepts, reports and finishes.
"""

from __future__ import annotations

import threading

import pytest

from hri_app.navigation import NavigationError, NavigationGoal, NavigationState
from ros_nodes.executor_inbox import ExecutorInbox
from ros_nodes.goal_dispatch import GoalDispatcher
from ros_nodes.goals import (
    STATUS_ABORTED,
    STATUS_CANCELED,
    STATUS_SUCCEEDED,
    GoalOutcome,
)
from tests.fakes.ros import ScriptedExecutor, ScriptedNav2

COUCH = NavigationGoal(4.0, -2.0, label="red couch")
DOOR = NavigationGoal(0.0, 1.0, label="door")


def dispatcher(nav2: ScriptedNav2, inbox: ExecutorInbox) -> GoalDispatcher:
    navigator = GoalDispatcher(nav2, inbox, "map", "navigate_to_pose")
    inbox.put(navigator.poll_server)
    return navigator


@pytest.fixture
def inbox() -> ExecutorInbox:
    """Run by hand: each ``run_pending()`` is one turn of the executor."""
    return ExecutorInbox(lambda: None, lambda name, error: pytest.fail(f"{name}: {error}"))


def test_the_app_thread_never_calls_the_action_client() -> None:
    executor = ScriptedExecutor()
    nav2 = ScriptedNav2()
    navigator = dispatcher(nav2, executor.inbox)
    executor.drain()

    app = threading.Thread(target=navigator.go_to, args=(COUCH,), name="gradio")
    app.start()
    app.join()
    executor.drain()
    sent = nav2.sent[0]
    executor.inbox.put(lambda: sent.on_accepted(sent))  # Nav2's answer, on the executor
    stop = threading.Thread(target=navigator.cancel, name="gradio")
    stop.start()
    stop.join()
    executor.drain()
    executor.stop()

    assert nav2.threads == {"scripted-executor"}
    assert [goal.target.x for goal in nav2.sent] == [4.0] and nav2.cancelled == nav2.sent


def test_go_to_returns_before_anything_is_sent_and_the_executor_sends_it(
    inbox: ExecutorInbox,
) -> None:
    nav2 = ScriptedNav2()
    navigator = dispatcher(nav2, inbox)
    inbox.run_pending()

    navigator.go_to(COUCH)

    assert nav2.sent == []
    assert navigator.status().message == "Sending the goal: red couch."
    inbox.run_pending()
    (sent,) = nav2.sent
    assert (sent.target.frame_id, sent.target.x, sent.target.y) == ("map", 4.0, -2.0)
    sent.on_accepted(sent)
    sent.on_feedback(3.5)
    assert navigator.status().message == "On my way to red couch: 3.5 m to go."
    assert sent.on_result is not None
    sent.on_result(GoalOutcome(STATUS_SUCCEEDED))
    assert navigator.status().state is NavigationState.SUCCEEDED


def test_stop_while_nav2_decides_cancels_the_goal_once_it_is_accepted(
    inbox: ExecutorInbox,
) -> None:
    nav2 = ScriptedNav2()
    navigator = dispatcher(nav2, inbox)
    inbox.run_pending()
    navigator.go_to(COUCH)
    inbox.run_pending()

    navigator.cancel()
    assert navigator.status().message == "Stopping on the way to red couch."
    inbox.run_pending()
    nav2.sent[0].on_accepted(nav2.sent[0])

    assert nav2.cancelled == nav2.sent
    assert navigator.status().state is NavigationState.CANCELED


def test_stop_before_the_executor_sent_the_goal_means_it_is_never_sent(
    inbox: ExecutorInbox,
) -> None:
    nav2 = ScriptedNav2()
    navigator = dispatcher(nav2, inbox)
    inbox.run_pending()

    navigator.go_to(COUCH)
    navigator.cancel()
    inbox.run_pending()

    assert nav2.sent == []
    assert navigator.status().state is NavigationState.CANCELED


def test_stop_while_driving_cancels_and_nav2_confirms(inbox: ExecutorInbox) -> None:
    nav2 = ScriptedNav2()
    navigator = dispatcher(nav2, inbox)
    inbox.run_pending()
    navigator.go_to(COUCH)
    inbox.run_pending()
    sent = nav2.sent[0]
    sent.on_accepted(sent)

    navigator.cancel()
    inbox.run_pending()
    assert nav2.cancelled == [sent]
    assert navigator.status().state is NavigationState.ACTIVE  # until Nav2 says so
    assert sent.on_result is not None
    sent.on_result(GoalOutcome(STATUS_CANCELED))

    assert navigator.status().state is NavigationState.CANCELED


def test_a_newer_goal_replaces_one_not_yet_sent_or_accepted(inbox: ExecutorInbox) -> None:
    nav2 = ScriptedNav2()
    navigator = dispatcher(nav2, inbox)
    inbox.run_pending()
    navigator.go_to(COUCH)
    inbox.run_pending()  # the couch is sent

    navigator.go_to(DOOR)
    inbox.run_pending()
    couch, door = nav2.sent
    door.on_accepted(door)
    couch.on_accepted(couch)  # late: Nav2 answered the old request last

    assert nav2.cancelled == [couch]
    status = navigator.status()
    assert status.state is NavigationState.ACTIVE and status.goal == DOOR


def test_nav2_failing_with_an_error_code_is_said_in_words(inbox: ExecutorInbox) -> None:
    nav2 = ScriptedNav2()
    navigator = dispatcher(nav2, inbox)
    inbox.run_pending()
    navigator.go_to(COUCH)
    inbox.run_pending()
    sent = nav2.sent[0]
    sent.on_accepted(sent)
    assert sent.on_result is not None

    sent.on_result(GoalOutcome(STATUS_ABORTED, 206, "Goal occupied"))

    status = navigator.status()
    assert status.state is NavigationState.FAILED
    assert status.message == (
        "Could not reach red couch: the place is inside an obstacle on the map "
        "(Nav2 error 206: Goal occupied)."
    )


def test_a_rejected_goal_fails_with_the_reason(inbox: ExecutorInbox) -> None:
    nav2 = ScriptedNav2()
    navigator = dispatcher(nav2, inbox)
    inbox.run_pending()
    navigator.go_to(COUCH)
    inbox.run_pending()

    nav2.sent[0].on_refused("the goal was rejected")

    assert navigator.status().state is NavigationState.FAILED
    assert navigator.status().message.endswith("the goal was rejected")


def test_goals_wait_for_the_server_the_executor_saw(inbox: ExecutorInbox) -> None:
    nav2 = ScriptedNav2(ready=False)
    navigator = dispatcher(nav2, inbox)

    with pytest.raises(NavigationError, match="navigate_to_pose not available"):
        navigator.go_to(COUCH)
    nav2.ready = True
    inbox.put(navigator.poll_server)
    inbox.run_pending()
    assert navigator.unavailable_reason() is None


def test_a_goal_after_ros_stopped_fails_at_once(inbox: ExecutorInbox) -> None:
    navigator = dispatcher(ScriptedNav2(), inbox)
    inbox.run_pending()
    inbox.close()

    navigator.go_to(COUCH)

    assert navigator.status().state is NavigationState.FAILED
    assert "ROS is shutting down" in navigator.status().message
