"""Named, seeded random streams: PCG64 seeded from SHA-256 of the stream's name."""

from __future__ import annotations

import hashlib

import numpy as np


def stream(*parts: object) -> np.random.Generator:
    """A generator for ``generator_u|part|part|…``; the same name always gives the same stream."""
    key = "|".join(["generator_u", *(str(p) for p in parts)])
    seed = int.from_bytes(hashlib.sha256(key.encode("utf-8")).digest()[:16], "little")
    return np.random.Generator(np.random.PCG64(seed))


def pick(rng: np.random.Generator, items: list[str] | tuple[str, ...]) -> str:
    """One item, uniformly."""
    return items[int(rng.integers(len(items)))]
