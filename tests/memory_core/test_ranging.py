"""Range scales learnt per kind from boxes whose lines of sight cross, or that grew as the
robot closed in along one line of sight."""

from __future__ import annotations

import math

import pytest

from memory_core.ranging import MIN_SAMPLES, RangeScales, ranges_by_looming

# Things of this scale show a box SCALE / range tall (a pinhole camera).
SCALE = 2.0


def _boxed_sighting(
    robot: tuple[float, float], thing: tuple[float, float]
) -> tuple[float, float, float, float]:
    """The robot's x, y, its line of sight to the thing, and the thing's box height."""
    direction = math.atan2(thing[1] - robot[1], thing[0] - robot[0])
    return (*robot, direction, SCALE / math.dist(robot, thing))


def test_a_box_that_grew_as_the_robot_closed_in_gives_the_range_of_each_sighting() -> None:
    thing = (30.0, 2.0)  # ahead, a little to the left; the lines of sight differ by 2.7°
    first, second = _boxed_sighting((0.0, 0.0), thing), _boxed_sighting((10.0, 0.0), thing)
    expected = (math.dist((0.0, 0.0), thing), math.dist((10.0, 0.0), thing))
    assert ranges_by_looming(first, second) == pytest.approx(expected)
    # backing away from it: the box shrank, the ranges are the same, in the order seen
    assert ranges_by_looming(second, first) == pytest.approx(expected[::-1])


@pytest.mark.parametrize(
    ("first", "second", "why"),
    [
        (((0.0, 0.0), (30.0, 0.0)), ((2.0, 0.0), (30.0, 0.0)), "the box grew by 7 %"),
        (((0.0, 0.0), (9.0, 0.0)), ((0.5, 0.0), (9.0, 0.0)), "the robot moved half a metre"),
        # a look-alike nearer than the first: the box grew, but the robot drew away
        (((0.0, 0.0), (9.0, 0.0)), ((-4.0, 0.0), (1.0, 0.0)), "grew while drawing away"),
        # the second box is of a thing 5 m off the first line of sight
        (((0.0, 0.0), (30.0, 0.0)), ((10.0, 0.0), (20.0, 5.0)), "another line of sight"),
    ],
)
def test_a_box_that_barely_grew_or_is_of_another_thing_gives_no_range(
    first: tuple[tuple[float, float], tuple[float, float]],
    second: tuple[tuple[float, float], tuple[float, float]],
    why: str,
) -> None:
    assert ranges_by_looming(_boxed_sighting(*first), _boxed_sighting(*second)) is None, why


def test_a_kinds_scale_is_the_median_of_agreeing_pairs_once_enough_taught_it() -> None:
    scales = RangeScales()
    pairs = [((0.2, 10.0), (0.4, 5.0)), ((0.25, 8.0), (0.5, 4.0)), ((0.1, 30.0), (0.3, 10.0))]
    for first, second in pairs[: MIN_SAMPLES - 1]:
        scales.learn("kiosk", first, second)
    assert math.isnan(scales.scale("kiosk")), "too few yet"
    scales.learn("kiosk", *pairs[2])
    scales.learn("kiosk", (0.5, 4.0), (0.4, 5.0))
    assert scales.scale("kiosk") == pytest.approx(2.0)
    assert math.isnan(scales.scale("bench")), "per kind"


def test_pairs_that_disagree_or_stand_too_close_teach_nothing() -> None:
    scales = RangeScales()
    for _ in range(MIN_SAMPLES):
        scales.learn("bin", (0.1, 10.0), (0.4, 5.0))  # 1.0 against 2.0: two things
        scales.learn("bin", (0.9, 1.0), (0.9, 1.0))  # the thing fills the view
    assert math.isnan(scales.scale("bin"))


def test_things_are_placed_again_only_when_their_scale_moves() -> None:
    scales = RangeScales()
    for _ in range(MIN_SAMPLES):
        scales.learn("sign", (0.1, 9.0), (0.09, 10.0))
    assert scales.rescaled("sign") and not scales.rescaled("sign")
    scales.learn("sign", (0.1, 9.1), (0.09, 10.1))  # a nudge: not worth placing again
    assert not scales.rescaled("sign")
    for _ in range(MIN_SAMPLES + 1):
        scales.learn("sign", (0.2, 9.0), (0.18, 10.0))
    assert scales.rescaled("sign")
    restored = RangeScales.from_state(scales.state())
    assert restored.scale("sign") == scales.scale("sign")
    assert not restored.rescaled("sign"), "what was applied is kept"
