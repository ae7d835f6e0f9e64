"""Deterministic random streams: PCG64 seeded from SHA-256 of a purpose string."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import TypeVar

import numpy as np

T = TypeVar("T")


def stream(*parts: object) -> np.random.Generator:
    """A generator for ``parts`` joined by '|' (family, seed, purpose, ...)."""
    key = "generator_r|" + "|".join(str(part) for part in parts)
    seed = int.from_bytes(hashlib.sha256(key.encode("utf-8")).digest()[:16], "big")
    return np.random.Generator(np.random.PCG64(seed))


def pick(rng: np.random.Generator, items: Sequence[T]) -> T:
    """One item of a non-empty sequence."""
    return items[int(rng.integers(len(items)))]


def chance(rng: np.random.Generator, p: float) -> bool:
    """True with probability ``p``."""
    return bool(rng.random() < p)


def uniform(rng: np.random.Generator, lo: float, hi: float) -> float:
    """A float in [lo, hi)."""
    return float(lo + (hi - lo) * rng.random())
