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
    for query in [*rng.uniform(-120, 120, size=(20, 2)), np.array([5000.0, -3000.0])]:
        distances = np.linalg.norm(points - query, axis=1)
        found = grid.nearest(*query, 7, lambda i, q=query: float(np.linalg.norm(points[i] - q)))
        assert [d for d, _ in found] == pytest.approx(np.sort(distances)[:7].tolist())


def test_moved_items_are_found_at_their_new_place_only() -> None:
    grid = GridIndex(5.0)
    grid.put(1, 0.0, 0.0)
    grid.put(1, 100.0, 100.0)
    assert grid.within(0.0, 0.0, 5.0) == [] and grid.within(100.0, 100.0, 1.0) == [1]
    assert len(grid) == 1


def test_an_empty_grid_finds_nothing() -> None:
    assert GridIndex(5.0).nearest(0, 0, 3, lambda i: 0.0) == []
