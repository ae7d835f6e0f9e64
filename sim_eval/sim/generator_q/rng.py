"""Seeded random streams: numpy PCG64 seeded from SHA-256 of a purpose string.

Nothing here (or anywhere in the generator) uses ``hash()``, set order or the wall clock.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import TypeVar

import numpy as np

T = TypeVar("T")


def stream(*parts: object) -> np.random.Generator:
    """A generator seeded from the first 16 bytes of SHA-256 of ``"|".join(parts)``."""
    key = "|".join(str(part) for part in parts).encode("utf-8")
    seed = int.from_bytes(hashlib.sha256(key).digest()[:16], "big")
    return np.random.Generator(np.random.PCG64(seed))


def pick(rng: np.random.Generator, items: Sequence[T]) -> T:
    """One item, uniformly."""
    return items[int(rng.integers(len(items)))]


def chance(rng: np.random.Generator, p: float) -> bool:
    """True with probability ``p``."""
    return bool(rng.random() < p)


def uniform(rng: np.random.Generator, lo: float, hi: float) -> float:
    return float(rng.uniform(lo, hi))


def weighted(rng: np.random.Generator, items: Sequence[T], weights: Sequence[float]) -> T:
    """One item with probability proportional to its weight (all weights >= 0, some > 0)."""
    total = float(sum(weights))
    mark = float(rng.random()) * total
    running = 0.0
    for item, weight in zip(items, weights, strict=True):
        running += weight
        if mark < running:
            return item
    return items[-1]


def shuffled(rng: np.random.Generator, items: Sequence[T]) -> list[T]:
    """A permutation of ``items``."""
    order = rng.permutation(len(items))
    return [items[int(i)] for i in order]
