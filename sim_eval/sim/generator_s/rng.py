"""Seeded random streams: one per (family, seed, purpose), never hash() or the clock."""

from __future__ import annotations

import hashlib

import numpy as np


def stream(family: str, seed: int, purpose: str) -> np.random.Generator:
    """A PCG64 generator seeded from SHA-256 of ``generator_s|family|seed|purpose``."""
    digest = hashlib.sha256(f"generator_s|{family}|{seed}|{purpose}".encode()).digest()
    return np.random.Generator(np.random.PCG64(int.from_bytes(digest[:16], "big")))
