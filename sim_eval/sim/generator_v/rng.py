"""Named random streams: PCG64 seeded from SHA-256 of the stream's purpose."""

from __future__ import annotations

import hashlib

import numpy as np

GENERATOR = "generator_v"


def stream(family: str, seed: int, *purpose: object) -> np.random.Generator:
    """An independent generator for one purpose; the same purpose always gives the same draws."""
    text = "|".join([GENERATOR, family, str(seed), *(str(p) for p in purpose)])
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return np.random.Generator(np.random.PCG64(int.from_bytes(digest[:16], "big")))


def digest_int(text: str, modulo: int) -> int:
    """A stable number from text (for decorations such as ticket numbers)."""
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big") % modulo
