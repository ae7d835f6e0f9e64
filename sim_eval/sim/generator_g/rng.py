"""Every random stream is seeded from a SHA-256 hash of named parts, never from global state."""

from __future__ import annotations

import hashlib

import numpy as np


def stream(*parts: object) -> np.random.Generator:
    text = "|".join(["generator_g"] + [str(p) for p in parts])
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return np.random.default_rng(int.from_bytes(digest[:16], "little"))


def choice(rng: np.random.Generator, items, p=None):
    """One element of a sequence (keeps Python types; works for tuples/dicts)."""
    items = list(items)
    if not items:
        raise ValueError("choice from empty sequence")
    if p is None:
        return items[int(rng.integers(len(items)))]
    p = np.asarray(p, dtype=float)
    p = p / p.sum()
    return items[int(rng.choice(len(items), p=p))]


def sample(rng: np.random.Generator, items, k: int):
    items = list(items)
    k = min(k, len(items))
    idx = rng.permutation(len(items))[:k]
    return [items[int(i)] for i in idx]


def shuffled(rng: np.random.Generator, items):
    items = list(items)
    return [items[int(i)] for i in rng.permutation(len(items))]
