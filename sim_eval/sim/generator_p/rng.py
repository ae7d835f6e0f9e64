"""Named, independent random streams: PCG64 seeded from SHA-256 of the stream's name."""

from __future__ import annotations

import hashlib

import numpy as np


def stream(*parts: object) -> np.random.Generator:
    """A generator seeded from the first 16 bytes of SHA-256 of ``'|'.join(parts)``."""
    key = "|".join(str(part) for part in parts).encode("utf-8")
    seed = int.from_bytes(hashlib.sha256(key).digest()[:16], "little")
    return np.random.Generator(np.random.PCG64(seed))


def pick(rng: np.random.Generator, items: list | tuple) -> object:
    """One item, uniformly."""
    return items[int(rng.integers(len(items)))]
