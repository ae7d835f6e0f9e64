"""The hash grid agrees with brute force, including far queries and moved items."""

from __future__ import annotations

import numpy as np
import pytest

from memory_core.spatial_index import GridIndex


def test_nearest_matches_brute_force_even_far_outside_the_world() -> None:
    rng = np.random.default_rng(11)
    points = rng.uniform(-100, 100, size=(300, 2))
    grid = GridIndex(5.0)
    for i, (x, y) in enumerate(points):
        grid.put(i, x, y)
    for query in rng.uniform(-120, 120, size=(20, 2)):
        distances = np.linalg.norm(points - query, axis=1)
        found = grid.nearest(*query, 7, lambda i, q=query: float(np.linalg.norm(points[i] - q)))
        assert found is not None
        assert [d for d, _ in found] == pytest.approx(np.sort(distances)[:7].tolist())
    assert grid.nearest(5000.0, -3000.0, 7, lambda i: 0.0) is None, "far away: caller scans"


def test_asking_for_more_items_than_exist_returns_them_all() -> None:
    grid = GridIndex(5.0)
    for i in range(3):
        grid.put(i, float(i), 0.0)
    found = grid.nearest(0.0, 0.0, 10, lambda i: float(i))
    assert found == [(0.0, 0), (1.0, 1), (2.0, 2)]


def test_moved_items_are_found_at_their_new_place_only() -> None:
    grid = GridIndex(5.0)
    grid.put(1, 0.0, 0.0)
    grid.put(1, 100.0, 100.0)
    assert grid.within(0.0, 0.0, 5.0) == [] and grid.within(100.0, 100.0, 1.0) == [1]
    assert len(grid) == 1


def test_an_empty_grid_finds_nothing() -> None:
    assert GridIndex(5.0).nearest(0, 0, 3, lambda i: 0.0) == []
