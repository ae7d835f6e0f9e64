"""Boxes in the image as bearings from the robot (a pinhole camera)."""

from __future__ import annotations

import math

import pytest

from memory_core.camera import bearing_of, box_height, check_box, image_x_of

HFOV = math.radians(90.0)


def test_the_image_centre_is_straight_ahead_and_the_edges_are_half_the_field_of_view() -> None:
    assert bearing_of((0.4, 0.2, 0.6, 0.9), HFOV) == pytest.approx(0.0)
    assert bearing_of((0.0, 0.0, 0.0, 1.0), HFOV) == pytest.approx(math.radians(45.0))
    assert bearing_of((1.0, 0.0, 1.0, 1.0), HFOV) == pytest.approx(math.radians(-45.0))
    # Pinhole, not linear: a quarter of the way in from the left is atan(0.5), not 22.5 degrees.
    assert bearing_of((0.25, 0.0, 0.25, 1.0), HFOV) == pytest.approx(math.atan(0.5))


@pytest.mark.parametrize("degrees", [-40.0, -10.0, 0.0, 5.0, 33.0])
def test_image_x_of_inverts_bearing_of(degrees: float) -> None:
    x = image_x_of(math.radians(degrees), HFOV)
    assert bearing_of((x, 0.0, x, 1.0), HFOV) == pytest.approx(math.radians(degrees))


@pytest.mark.parametrize(
    ("box", "message"),
    [
        ([0.1, 0.2, 0.3], "four numbers"),
        ([0.1, 0.2, 0.3, "x"], "four numbers"),
        ([0.1, 0.2, 0.3, True], "four numbers"),
        ([12, 40, 300, 200], "image fractions"),
        ([0.5, 0.2, 0.3, 0.9], "x0 > x1"),
    ],
)
def test_malformed_boxes_are_refused_saying_why(box: list, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        check_box(box)
    assert check_box([0, 0.25, 1, 1]) == (0.0, 0.25, 1.0, 1.0)


def test_a_box_cut_by_the_images_top_or_bottom_says_nothing_of_range() -> None:
    assert box_height((0.4, 0.3, 0.5, 0.7)) == pytest.approx(0.4)
    assert box_height((0.4, 0.0, 0.5, 0.7)) is None, "its top may be out of view"
    assert box_height((0.4, 0.3, 0.5, 1.0)) is None
    assert box_height((0.4, 0.5, 0.5, 0.501)) is None, "a speck"
