"""Deterministic random streams derived from (family, seed, purpose...)."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import TypeVar

import numpy as np

T = TypeVar("T")


def make_rng(*parts: object) -> np.random.Generator:
    """Return a numpy Generator seeded from a stable hash of ``parts``."""
    digest = hashlib.sha256("|".join(str(p) for p in parts).encode()).digest()
    return np.random.default_rng(int.from_bytes(digest[:8], "little"))


def pick(rng: np.random.Generator, items: Sequence[T]) -> T:
    """Pick one element of a non-empty sequence."""
    return items[int(rng.integers(len(items)))]
