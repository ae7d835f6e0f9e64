"""Seeded random streams, one per purpose, so changing one stage leaves the others' draws alone."""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from typing import TypeVar

import numpy as np

T = TypeVar("T")


def stream(family: str, seed: int, purpose: str) -> np.random.Generator:
    """PCG64 seeded from SHA-256 of `family|seed|purpose` (no hash(), so PYTHONHASHSEED-proof)."""
    digest = hashlib.sha256(f"{family}|{seed}|{purpose}".encode()).digest()
    return np.random.Generator(np.random.PCG64(int.from_bytes(digest[:16], "big")))


def pick(rng: np.random.Generator, items: Iterable[T]) -> T:
    pool = list(items)
    return pool[int(rng.integers(len(pool)))]


def chance(rng: np.random.Generator, p: float) -> bool:
    return bool(rng.random() < p)
