"""Object positions from sighting rays, with hand-computed expectations."""

from __future__ import annotations

import math

import numpy as np
import pytest

from memory_core.rays import ray_terms, solve


def test_two_rays_crossing_at_a_right_angle_meet_at_the_object() -> None:
    # Object at (4, 3): seen looking +y from (4, 0) and looking +x from (0, 3).
    terms = ray_terms(4.0, 0.0, math.pi / 2, 4.0) + ray_terms(0.0, 3.0, 0.0, 4.0)
    assert solve(terms) == pytest.approx([4.0, 3.0], abs=0.05)


def test_one_ray_puts_the_object_the_assumed_range_along_it() -> None:
    x, y = solve(ray_terms(1.0, 1.0, math.pi / 4, 4.0))
    assert (x, y) == pytest.approx((1.0 + 4.0 / math.sqrt(2), 1.0 + 4.0 / math.sqrt(2)))


def test_rays_along_one_line_fix_the_line_and_the_prior_fixes_the_range() -> None:
    # Walking towards something straight ahead on the x axis, from x=0 and x=2.
    terms = ray_terms(0.0, 0.0, 0.0, 4.0) + ray_terms(2.0, 0.0, 0.0, 4.0)
    x, y = solve(terms)
    assert y == pytest.approx(0.0) and x == pytest.approx(5.0)  # mean of 4 and 6


def test_noisy_rays_from_a_walk_past_the_object_converge_and_solve_is_vectorised() -> None:
    rng = np.random.default_rng(0)
    target = np.array([10.0, -5.0])
    terms = np.zeros(6)
    for x in np.linspace(4.0, 16.0, 7):  # walking along y = -11, 6 m from the object
        origin = np.array([x, -11.0]) + rng.normal(0, 0.3, 2)
        direction = math.atan2(*(target - origin)[::-1]) + rng.normal(0, math.radians(2))
        terms += ray_terms(*origin, direction, 4.0)
    located = solve(np.stack([terms, np.zeros(6)]))
    assert np.linalg.norm(located[0] - target) < 0.7
    assert np.isnan(located[1]).all(), "a node without rays has no object position"
