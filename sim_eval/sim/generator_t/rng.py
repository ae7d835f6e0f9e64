"""Seeded random streams: SHA-256 of a purpose string, never hash() or the clock."""

from __future__ import annotations

import hashlib

import numpy as np


def stream(*parts: object) -> np.random.Generator:
    """A PCG64 generator seeded by the first 16 bytes of SHA-256 of 'generator_t|parts…'."""
    text = "|".join(["generator_t", *(str(p) for p in parts)])
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return np.random.Generator(np.random.PCG64(int.from_bytes(digest[:16], "big")))


def pick(rng: np.random.Generator, items: list | tuple):
    """One item, uniformly."""
    return items[int(rng.integers(len(items)))]


def uniform(rng: np.random.Generator, lo: float, hi: float) -> float:
    return float(rng.uniform(lo, hi))
