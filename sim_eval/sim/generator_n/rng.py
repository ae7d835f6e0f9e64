"""Seeded random streams: SHA-256 of ``family|seed|purpose`` feeds a PCG64."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any

import numpy as np


def stream(family: str, seed: int, purpose: str) -> np.random.Generator:
    digest = hashlib.sha256(f"{family}|{seed}|{purpose}".encode()).digest()
    return np.random.Generator(np.random.PCG64(int.from_bytes(digest[:16], "big")))


def pick(rng: np.random.Generator, items: Sequence[Any]) -> Any:
    """One item, uniformly."""
    return items[int(rng.integers(len(items)))]


def chance(rng: np.random.Generator, p: float) -> bool:
    return bool(rng.random() < p)
