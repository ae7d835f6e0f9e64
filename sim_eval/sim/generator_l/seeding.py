"""Every random stream: numpy PCG64 seeded from SHA-256 of ``family|seed|purpose``."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import TypeVar

import numpy as np

T = TypeVar("T")


def stream(family: str, seed: int, purpose: str) -> np.random.Generator:
    """The random stream for one purpose of one world (independent of PYTHONHASHSEED)."""
    digest = hashlib.sha256(f"{family}|{seed}|{purpose}".encode()).digest()
    return np.random.Generator(np.random.PCG64(int.from_bytes(digest[:16], "big")))


def pick(rng: np.random.Generator, items: Sequence[T]) -> T:
    """One item, uniformly."""
    return items[int(rng.integers(len(items)))]


def pick_weighted(rng: np.random.Generator, items: Sequence[T], weights: Sequence[float]) -> T:
    """One item with probability proportional to its weight."""
    total = float(sum(weights))
    mark = float(rng.random()) * total
    running = 0.0
    for item, weight in zip(items, weights, strict=True):
        running += weight
        if mark < running:
            return item
    return items[-1]


def shuffled(rng: np.random.Generator, items: Sequence[T]) -> list[T]:
    """A new list with the items in random order."""
    order = rng.permutation(len(items))
    return [items[int(i)] for i in order]


def chance(rng: np.random.Generator, p: float) -> bool:
    """True with probability p."""
    return float(rng.random()) < p
