"""Picks 100 questions (20 per type, subkinds in turn) and words them for a phrasing."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import numpy as np

from . import qbinary, qduration, qspatial, qtemporal, qtext
from .familyspec import FamilySpec
from .phrasings import render
from .qcontext import Ctx, Q
from .streams import shuffled, stream

TYPES = ("spatial", "temporal", "binary", "duration", "text")
PER_TYPE = 20
Maker = Callable[[Ctx], Q | None]
MAKERS: dict[str, Mapping[str, Maker]] = {
    "spatial": qspatial.MAKERS,
    "temporal": qtemporal.MAKERS,
    "binary": qbinary.MAKERS,
    "duration": qduration.MAKERS,
    "text": qtext.MAKERS,
}
NEEDS_LIFT = ("took_lift", "lift_ride")
NEEDS_FLOORS = ("arrived_floor", "on_floor", "which_floor")
AT_SUBKINDS = ("nearest_to_me", "which_room_here", "which_floor")


def available(spec: FamilySpec, subkind: str) -> bool:
    if subkind in NEEDS_LIFT:
        return spec.has_lift
    if subkind in NEEDS_FLOORS:
        return spec.multi_floor
    return True


def pick_questions(ctx: Ctx) -> list[Q]:
    """20 per type; each round tries every subkind once, so all that can be asked are."""
    chosen: list[Q] = []
    for qtype in TYPES:
        makers = [(n, m) for n, m in MAKERS[qtype].items() if available(ctx.spec, n)]
        active = shuffled(ctx.rng, makers)
        misses = {n: 0 for n, _ in makers}
        got: list[Q] = []
        while len(got) < PER_TYPE and active:
            for name, maker in list(active):
                if len(got) >= PER_TYPE:
                    break
                q = _attempt(ctx, maker)
                if q is None:
                    misses[name] += 1
                    if misses[name] >= 3:
                        active.remove((name, maker))
                    continue
                ctx.used.add(q.key)
                got.append(q)
        if len(got) < PER_TYPE:
            raise RuntimeError(f"{ctx.spec.name}: only {len(got)} {qtype} questions")
        chosen.extend(got)
    return shuffled(ctx.rng, chosen)


def _attempt(ctx: Ctx, maker: Maker) -> Q | None:
    for _ in range(25):
        q = maker(ctx)
        if q is not None and q.key not in ctx.used:
            return q
    return None


def records(
    ctx: Ctx, questions: list[Q], family: str, seed: int, phrasing: str
) -> list[dict[str, Any]]:
    """The questions.jsonl records, worded for ``phrasing`` (its own random stream)."""
    rng: np.random.Generator = stream(family, seed, f"phrasing:{phrasing}")
    out = []
    for k, q in enumerate(questions):
        out.append(
            {
                "id": f"{family}-s{seed}-q{k:03d}",
                "type": q.type,
                "question": render(phrasing, q.subkind, q.slots, rng),
                "now": ctx.abs(q.now),
                "at": q.at,
                "truth": q.truth,
                "subkind": q.subkind,
                "slots": q.slots,
            }
        )
    return out
