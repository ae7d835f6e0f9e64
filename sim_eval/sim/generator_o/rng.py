"""Seeded random streams: PCG64 seeded from SHA-256 of ``family|seed|purpose``."""

from __future__ import annotations

import hashlib

import numpy as np


def stream(family: str, seed: int, purpose: str) -> np.random.Generator:
    """An independent, reproducible generator for one purpose of one world."""
    digest = hashlib.sha256(f"{family}|{seed}|{purpose}".encode()).digest()
    return np.random.Generator(np.random.PCG64(int.from_bytes(digest[:16], "big")))


def pick(rng: np.random.Generator, items: list[str] | tuple[str, ...]) -> str:
    """One item, uniformly."""
    return items[int(rng.integers(len(items)))]
