"""Mix of question kinds per world: counts per type, yes/no balance, no near-duplicates."""

from __future__ import annotations

import numpy as np

from . import binary, duration, spatial, temporal, text
from .base import Ctx, Spec

TYPES: dict[str, dict] = {
    "spatial": spatial.GENERATORS,
    "temporal": temporal.GENERATORS,
    "binary": binary.GENERATORS,
    "duration": duration.GENERATORS,
    "text": text.GENERATORS,
}
TARGETS = {
    "spatial": (19, 23),
    "temporal": (19, 23),
    "binary": (19, 23),
    "duration": (18, 22),
    "text": (9, 12),
}
ATTEMPTS = 60


def make_questions(ctx: Ctx, rng: np.random.Generator) -> list[Spec]:
    """Generate ~90-110 question specs, shuffled."""
    out: list[Spec] = []
    for qtype, gens in TYPES.items():
        lo, hi = TARGETS[qtype]
        out += _fill(ctx, rng, qtype, gens, int(rng.integers(lo, hi + 1)))
    order = rng.permutation(len(out))
    return [out[i] for i in order]


def _fill(ctx: Ctx, rng: np.random.Generator, qtype: str, gens: dict, n: int) -> list[Spec]:
    names = list(gens)
    weights = np.array([gens[k][1] for k in names])
    made: list[Spec] = []
    per_kind: dict[str, int] = {}
    seen_keys: dict[tuple[str, str], int] = {}
    yes = 0
    tries = 0
    while len(made) < n and tries < ATTEMPTS * n:
        tries += 1
        live = np.array(
            [w / (1.0 + per_kind.get(k, 0)) for k, w in zip(names, weights, strict=True)]
        )
        kind = names[int(rng.choice(len(names), p=live / live.sum()))]
        fn = gens[kind][0]
        if qtype == "binary":
            want = yes < (len(made) + 1) / 2 if rng.random() < 0.85 else bool(rng.random() < 0.5)
            spec = fn(ctx, rng, want)
        else:
            spec = fn(ctx, rng)
        if spec is None:
            continue
        key = (kind, spec.subject)
        limit = 1 if tries < 20 * n else 2
        if seen_keys.get(key, 0) >= limit or _near_duplicate(spec, made):
            continue
        seen_keys[key] = seen_keys.get(key, 0) + 1
        per_kind[kind] = per_kind.get(kind, 0) + 1
        yes += int(qtype == "binary" and spec.truth["binary"])
        made.append(spec)
    return made


def _near_duplicate(spec: Spec, made: list[Spec]) -> bool:
    for m in made:
        if m.kind == spec.kind and m.subject == spec.subject and abs(m.now - spec.now) < 120.0:
            return True
    return False
