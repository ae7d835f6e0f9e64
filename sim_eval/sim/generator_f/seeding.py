"""Seeded random generators: each purpose gets its own stream from a SHA-256 of its name."""

from __future__ import annotations

import hashlib
import math
import random


def rng(*parts: object) -> random.Random:
    """A generator for one purpose; the same parts always give the same stream."""
    text = "generator_f|" + "|".join(str(part) for part in parts)
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


def wrap(angle: float) -> float:
    """An angle in (-pi, pi]."""
    return math.atan2(math.sin(angle), math.cos(angle))
