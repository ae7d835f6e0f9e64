"""Deterministic random-number helpers.

Every stage of the generator draws from its own stream derived from the
world seed and a stage name, so that changing one stage (for example the
question phrasing) never perturbs another (for example the route).
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import TypeVar

import numpy as np

T = TypeVar("T")


def stream(seed: int, *keys: str) -> np.random.Generator:
    """Return a generator seeded from ``seed`` and the stage ``keys``."""
    text = ":".join([str(seed), *keys]).encode()
    digest = hashlib.sha256(text).digest()
    return np.random.default_rng(int.from_bytes(digest[:8], "little"))


def pick(rng: np.random.Generator, items: Sequence[T]) -> T:
    """Pick one element of ``items`` uniformly."""
    return items[int(rng.integers(len(items)))]


def pick_weighted(rng: np.random.Generator, items: Sequence[T], weights: Sequence[float]) -> T:
    """Pick one element of ``items`` with the given (unnormalised) weights."""
    w = np.asarray(weights, dtype=float)
    return items[int(rng.choice(len(items), p=w / w.sum()))]


def sample(rng: np.random.Generator, items: Sequence[T], k: int) -> list[T]:
    """Pick ``k`` distinct elements (fewer if ``items`` is shorter)."""
    k = min(k, len(items))
    idx = rng.choice(len(items), size=k, replace=False)
    return [items[int(i)] for i in idx]
