"""Independent, named random streams derived from one seed.

Each stage draws from its own stream, so asking for more questions does not
change the run, and a longer run does not move the furniture.
"""

from __future__ import annotations

import zlib

import numpy as np


def stream(seed: int, name: str) -> np.random.Generator:
    """``default_rng`` keyed by the seed and a stable hash of the stage name."""
    if seed < 0:
        raise ValueError(f"seed must be non-negative, got {seed}")
    return np.random.default_rng([seed, zlib.crc32(name.encode("utf-8"))])
