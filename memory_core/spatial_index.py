"""A uniform-grid spatial index over entity positions.

Entities move (their position is a moving average), are created one by one and
are looked up both by radius (the δP merge gate) and by k-nearest (positional
search). A hash grid does all three in time proportional to the neighbourhood,
not to the size of memory; a static k-d tree would need rebuilding on every move.
"""

from __future__ import annotations

import heapq
import math
from collections import defaultdict
from collections.abc import Callable

import numpy as np

Cell = tuple[int, int]
# Past this many rings (80 m with 5 m cells) a k-nearest query gives up and the
# caller scans all positions with numpy: a query far outside the map would
# otherwise visit thousands of empty cells.
MAX_RINGS = 16


class GridIndex:
    """Maps item ids to (x, y) cells; z is kept by the caller and used in distances."""

    def __init__(self, cell_size: float) -> None:
        if cell_size <= 0:
            raise ValueError(f"grid cell size must be positive, got {cell_size}")
        self.cell_size = cell_size
        self._cells: defaultdict[Cell, set[int]] = defaultdict(set)
        self._cell_of: dict[int, Cell] = {}

    def __len__(self) -> int:
        return len(self._cell_of)

    def cell(self, x: float, y: float) -> Cell:
        return (math.floor(x / self.cell_size), math.floor(y / self.cell_size))

    def put(self, item: int, x: float, y: float) -> None:
        """Insert or move an item."""
        cell = self.cell(x, y)
        old = self._cell_of.get(item)
        if old == cell:
            return
        if old is not None:
            self._remove_from(old, item)
        self._cells[cell].add(item)
        self._cell_of[item] = cell

    def within(self, x: float, y: float, radius: float) -> list[int]:
        """Ids whose cell touches the disc; the caller checks exact distances."""
        cx0, cy0 = self.cell(x - radius, y - radius)
        cx1, cy1 = self.cell(x + radius, y + radius)
        found: list[int] = []
        for cx in range(cx0, cx1 + 1):
            for cy in range(cy0, cy1 + 1):
                members = self._cells.get((cx, cy))
                if members:
                    found.extend(members)
        return found

    def nearest(
        self, x: float, y: float, k: int, distance: Callable[[int], float]
    ) -> list[tuple[float, int]] | None:
        """The k items nearest (x, y) by ``distance`` (which may include z), nearest first.

        Searches rings of cells outward and stops once the k-th best distance is
        closer than any unvisited cell can be. None when that takes more than
        MAX_RINGS rings (the query is far from the items): scan them instead.
        """
        if k <= 0 or not self._cell_of:
            return []
        centre = self.cell(x, y)
        best: list[tuple[float, int]] = []  # max-heap via negated distances
        for ring in range(MAX_RINGS + 1):
            for cell in _ring_cells(centre, ring):
                for item in self._cells.get(cell, ()):
                    d = distance(item)
                    if len(best) < k:
                        heapq.heappush(best, (-d, item))
                    elif d < -best[0][0]:
                        heapq.heapreplace(best, (-d, item))
            # Anything in ring r+1 is at least r * cell_size away in x or y.
            if len(best) == min(k, len(self._cell_of)) and -best[0][0] <= ring * self.cell_size:
                return sorted((-negated, item) for negated, item in best)
        return None

    def _remove_from(self, cell: Cell, item: int) -> None:
        members = self._cells[cell]
        members.discard(item)
        if not members:
            del self._cells[cell]


def _ring_cells(centre: Cell, ring: int) -> list[Cell]:
    cx, cy = centre
    if ring == 0:
        return [centre]
    cells = [(cx + dx, cy + dy) for dx in range(-ring, ring + 1) for dy in (-ring, ring)]
    cells += [(cx + dx, cy + dy) for dx in (-ring, ring) for dy in range(-ring + 1, ring)]
    return cells


def cell_keys(cells: np.ndarray) -> np.ndarray:
    """One int64 per (cx, cy) grid cell of an (n, 2) array: positions are bounded
    (validation.py), so cells fit."""
    cells = cells.astype(np.int64, copy=False)
    result: np.ndarray = cells[:, 0] * (1 << 32) + cells[:, 1]
    return result
