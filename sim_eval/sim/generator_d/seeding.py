"""Random generators seeded from a hash of their purpose: the same arguments give the same
numbers in every interpreter (no dependence on PYTHONHASHSEED)."""

from __future__ import annotations

import hashlib

import numpy as np


def rng_for(*parts: object) -> np.random.Generator:
    digest = hashlib.sha256("\x1f".join(str(p) for p in ("generator_d", *parts)).encode())
    return np.random.default_rng(int.from_bytes(digest.digest()[:16], "little"))
