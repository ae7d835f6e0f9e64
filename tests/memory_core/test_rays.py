"""Object positions from sighting rays, with hand-computed expectations."""

from __future__ import annotations

import math

import numpy as np
import pytest

from memory_core.rays import RAY_TERMS, ranges_where_crossing, ray_terms, solve


def test_two_rays_crossing_at_a_right_angle_meet_at_the_object() -> None:
    # Object at (4, 3): seen looking +y from (4, 0) and looking +x from (0, 3).
    terms = ray_terms(4.0, 0.0, math.pi / 2, 4.0) + ray_terms(0.0, 3.0, 0.0, 4.0)
    assert solve(terms, 4.0) == pytest.approx([4.0, 3.0], abs=0.05)


def test_one_ray_puts_the_object_the_assumed_range_along_it() -> None:
    x, y = solve(ray_terms(1.0, 1.0, math.pi / 4, 4.0), 4.0)
    assert (x, y) == pytest.approx((1.0 + 4.0 / math.sqrt(2), 1.0 + 4.0 / math.sqrt(2)))


def test_rays_along_one_line_fix_the_line_and_the_prior_fixes_the_range() -> None:
    # Walking towards something straight ahead on the x axis, from x=0 and x=2.
    terms = ray_terms(0.0, 0.0, 0.0, 4.0) + ray_terms(2.0, 0.0, 0.0, 4.0)
    x, y = solve(terms, 4.0)
    assert y == pytest.approx(0.0) and x == pytest.approx(5.0)  # mean of 4 and 6


def test_noisy_rays_from_a_walk_past_the_object_converge_and_solve_is_vectorised() -> None:
    rng = np.random.default_rng(0)
    target = np.array([10.0, -5.0])
    terms = np.zeros(RAY_TERMS)
    for x in np.linspace(4.0, 16.0, 7):  # walking along y = -11, 6 m from the object
        origin = np.array([x, -11.0]) + rng.normal(0, 0.3, 2)
        direction = math.atan2(*(target - origin)[::-1]) + rng.normal(0, math.radians(2))
        terms += ray_terms(*origin, direction, 4.0)
    located = solve(np.stack([terms, np.zeros(RAY_TERMS)]), 4.0)
    assert np.linalg.norm(located[0] - target) < 0.7
    assert np.isnan(located[1]).all(), "a node without rays has no object position"


def test_a_boxed_ray_sits_as_far_as_its_kinds_scale_says_once_known() -> None:
    # A box 0.05 of the image tall, of a kind whose boxes are 0.9 tall at 1 m: 18 m away.
    terms = ray_terms(2.0, 1.0, 0.0, 4.0, box_height=0.05)
    assert solve(terms, 4.0, 0.9) == pytest.approx([20.0, 1.0])
    assert solve(terms, 4.0) == pytest.approx([6.0, 1.0]), "no scale yet: the assumed range"


def test_scales_are_per_node_and_rays_without_a_box_keep_the_assumed_range() -> None:
    boxed = ray_terms(0.0, 0.0, math.pi / 2, 4.0, box_height=0.1)
    unboxed = ray_terms(0.0, 0.0, math.pi / 2, 4.0)
    located = solve(np.stack([boxed, unboxed, boxed]), 4.0, np.array([1.0, 1.0, np.nan]))
    assert located == pytest.approx(np.array([[0.0, 10.0], [0.0, 4.0], [0.0, 4.0]]))


def test_two_rays_give_each_its_range_only_where_they_cross_ahead_at_an_angle() -> None:
    # Object at (4, 3): 3 m ahead of (4, 0) looking +y, 4 m ahead of (0, 3) looking +x.
    assert ranges_where_crossing((4.0, 0.0, math.pi / 2), (0.0, 3.0, 0.0)) == pytest.approx(
        (3.0, 4.0)
    )
    assert ranges_where_crossing((0.0, 0.0, 0.0), (0.0, 1.0, math.radians(3))) is None, "3°"
    behind = ranges_where_crossing((4.0, 0.0, -math.pi / 2), (0.0, 3.0, 0.0))
    assert behind is None, "the lines meet behind the first robot"
