"""The simulated navigator keeps the NavigationBackend contract the app relies on."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from hri_app.navigation import NavigationError, NavigationGoal, NavigationState
from hri_app.sim_navigator import SimulatedNavigator


@pytest.fixture
def robot() -> Iterator[list[tuple[float, float, float]]]:
    """Where the memory says the robot is (a list, so a test can move it)."""
    yield [(0.0, 0.0, 0.0)]


@pytest.fixture
def navigator(robot: list[tuple[float, float, float]]) -> Iterator[SimulatedNavigator]:
    navigator = SimulatedNavigator(lambda: robot[-1], speed_mps=20.0)
    yield navigator
    navigator.close()


def wait_until_finished(navigator: SimulatedNavigator, timeout_s: float = 5.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not navigator.status().state.finished:
        assert time.monotonic() < deadline, navigator.status()
        time.sleep(0.02)


def test_before_any_goal_the_robot_is_where_the_memory_says(
    navigator: SimulatedNavigator, robot: list[tuple[float, float, float]]
) -> None:
    assert navigator.status().state is NavigationState.IDLE
    robot.append((5.0, 6.0, 1.0))
    assert navigator.pose() == (5.0, 6.0, 1.0)


def test_it_drives_from_the_current_pose_to_the_goal_with_shrinking_distance(
    navigator: SimulatedNavigator, robot: list[tuple[float, float, float]]
) -> None:
    robot.append((10.0, 0.0, 0.0))
    navigator.go_to(NavigationGoal(10.0, 30.0, label="lab"))
    seen = []
    while not navigator.status().state.finished:
        seen.append(navigator.status().distance_remaining_m)
        time.sleep(0.05)
    assert seen[0] == pytest.approx(30.0, abs=2.0)
    assert seen == sorted(seen, reverse=True)
    status = navigator.status()
    assert status.state is NavigationState.SUCCEEDED
    assert status.message == "Arrived at the lab."
    assert navigator.pose()[:2] == (10.0, 30.0)
    robot.append((99.0, 99.0, 0.0))  # the simulation owns the pose once it has driven
    assert navigator.pose()[:2] == (10.0, 30.0)


def test_a_new_goal_replaces_the_current_one(navigator: SimulatedNavigator) -> None:
    navigator.go_to(NavigationGoal(500.0, 0.0, label="far"))
    navigator.go_to(NavigationGoal(0.0, 4.0, label="near"))
    wait_until_finished(navigator)
    assert navigator.status().goal == NavigationGoal(0.0, 4.0, label="near")
    assert navigator.pose()[:2] == (0.0, 4.0)


def test_cancel_stops_where_the_robot_is(navigator: SimulatedNavigator) -> None:
    navigator.go_to(NavigationGoal(1000.0, 0.0))
    time.sleep(0.2)
    navigator.cancel()
    stopped_at = navigator.pose()
    time.sleep(0.2)
    assert navigator.status().state is NavigationState.CANCELED
    assert navigator.pose() == stopped_at
    assert 0 < stopped_at[0] < 100


def test_cancel_when_idle_is_harmless(navigator: SimulatedNavigator) -> None:
    navigator.cancel()
    assert navigator.status().state is NavigationState.IDLE


@pytest.mark.parametrize("x", [float("nan"), float("inf")])
def test_a_goal_that_is_not_a_place_is_refused(navigator: SimulatedNavigator, x: float) -> None:
    with pytest.raises(NavigationError, match="not a finite position"):
        navigator.go_to(NavigationGoal(x, 0.0))
    assert navigator.status().state is NavigationState.IDLE


def test_a_closed_navigator_says_it_is_unavailable(navigator: SimulatedNavigator) -> None:
    assert navigator.unavailable_reason() is None
    navigator.close()
    assert "shut down" in (navigator.unavailable_reason() or "")
    with pytest.raises(NavigationError, match="shut down"):
        navigator.go_to(NavigationGoal(1.0, 1.0))


def test_speed_must_be_positive() -> None:
    with pytest.raises(ValueError, match="positive"):
        SimulatedNavigator(lambda: (0.0, 0.0, 0.0), speed_mps=0.0)
