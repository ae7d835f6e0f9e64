"""Append-friendly numpy arrays: amortised O(1) appends, zero-copy views for search."""

from __future__ import annotations

import numpy as np

INITIAL_CAPACITY = 1024


class GrowableArray:
    """A numpy array of rows that doubles its buffer when full."""

    def __init__(self, dtype: np.dtype | type, row_shape: tuple[int, ...] = ()) -> None:
        self._buffer = np.zeros((INITIAL_CAPACITY, *row_shape), dtype=dtype)
        self._size = 0

    @classmethod
    def from_array(cls, values: np.ndarray) -> GrowableArray:
        grown = cls(values.dtype, values.shape[1:])
        grown.extend(values)
        return grown

    def __len__(self) -> int:
        return self._size

    @property
    def view(self) -> np.ndarray:
        """The filled rows; valid until the next append."""
        return self._buffer[: self._size]

    def append(self, row: object) -> int:
        """Append one row and return its index."""
        self._reserve(self._size + 1)
        self._buffer[self._size] = row
        self._size += 1
        return self._size - 1

    def extend(self, rows: np.ndarray) -> None:
        self._reserve(self._size + len(rows))
        self._buffer[self._size : self._size + len(rows)] = rows
        self._size += len(rows)

    def insert(self, index: int, row: object) -> None:
        """Insert before ``index`` (O(n); for the rare out-of-order sighting)."""
        self._reserve(self._size + 1)
        self._buffer[index + 1 : self._size + 1] = self._buffer[index : self._size]
        self._buffer[index] = row
        self._size += 1

    def _reserve(self, size: int) -> None:
        if size <= len(self._buffer):
            return
        capacity = max(size, 2 * len(self._buffer))
        grown = np.zeros((capacity, *self._buffer.shape[1:]), dtype=self._buffer.dtype)
        grown[: self._size] = self._buffer[: self._size]
        self._buffer = grown
