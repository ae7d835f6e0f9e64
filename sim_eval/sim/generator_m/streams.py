"""Random streams: numpy PCG64 seeded from SHA-256 of ``family|seed|purpose``."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import TypeVar

import numpy as np

T = TypeVar("T")


def stream(family: str, seed: int, purpose: str) -> np.random.Generator:
    """One independent generator per (family, seed, purpose)."""
    digest = hashlib.sha256(f"{family}|{seed}|{purpose}".encode()).digest()
    return np.random.Generator(np.random.PCG64(int.from_bytes(digest[:16], "big")))


def pick(rng: np.random.Generator, items: Sequence[T]) -> T:
    """One item, uniformly."""
    return items[int(rng.integers(len(items)))]


def chance(rng: np.random.Generator, p: float) -> bool:
    return bool(rng.random() < p)


def uniform(rng: np.random.Generator, lo: float, hi: float) -> float:
    return float(lo + (hi - lo) * rng.random())


def shuffled(rng: np.random.Generator, items: Sequence[T]) -> list[T]:
    order = rng.permutation(len(items))
    return [items[int(k)] for k in order]


def weighted(rng: np.random.Generator, items: Sequence[T], weights: Sequence[float]) -> T:
    total = float(sum(weights))
    u = rng.random() * total
    acc = 0.0
    for item, w in zip(items, weights, strict=True):
        acc += w
        if u < acc:
            return item
    return items[-1]
