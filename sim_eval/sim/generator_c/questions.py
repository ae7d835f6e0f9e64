"""Question specs: type, subkind, slots, `now` and strict ground truth (phrasing-free)."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .facts import Facts
from .util import mentions, pick, rng_for

PALETTE = (
    "red",
    "blue",
    "green",
    "yellow",
    "black",
    "white",
    "grey",
    "orange",
    "pink",
    "purple",
    "brown",
    "silver",
)
TARGETS = {"spatial": 20, "temporal": 20, "binary": 20, "duration": 20, "text": 10}
MINUTES = (2, 3, 5, 8, 10, 12, 15, 20, 25, 30)


@dataclass
class Spec:
    """One question before phrasing: everything but its wording."""

    qid: str
    type: str
    subkind: str
    now: float
    at: list[float]
    truth: dict[str, Any]
    slots: dict[str, Any] = field(default_factory=dict)


@dataclass
class Ctx:
    """Shared state while drawing questions."""

    facts: Facts
    used: set[tuple[str, str]] = field(default_factory=set)

    def fresh(self, subkind: str, key: str) -> bool:
        """True (and remembered) the first time a (subkind, key) pair is drawn."""
        if (subkind, key) in self.used:
            return False
        self.used.add((subkind, key))
        return True


def confusable(facts: Facts, name: str, key: str | None) -> bool:
    """True if ``name`` could be read as some other present category."""
    memo = ("confusable", name, key)
    if memo not in facts.cache:
        facts.cache[memo] = any(
            mentions(syn, name) or mentions(name, syn)
            for other in facts.present
            if other != key
            for syn in facts.cats[other].names
        )
    return bool(facts.cache[memo])


def askable_keys(facts: Facts, now: float, portable: bool | None = None) -> list[str]:
    """Seen categories that may be named in a question (not signs, not confusable)."""
    out = []
    for key in facts.present:
        cat = facts.cats[key]
        if key == "sign" or (portable is not None and cat.portable != portable):
            continue
        if confusable(facts, cat.names[0], key) or not facts.seen(key, now):
            continue
        out.append(key)
    return out


Gen = Callable[[Ctx, np.random.Generator, float], "Spec | None"]


def _spec(facts: Facts, type_: str, sub: str, now: float, truth: dict, **slots: Any) -> Spec:
    return Spec("", type_, sub, round(now, 3), facts.position(now), truth, slots)


# ---- spatial -------------------------------------------------------------------------------


def sp_where_is(ctx: Ctx, rng: np.random.Generator, now: float) -> Spec | None:
    f = ctx.facts
    keys = [k for k in askable_keys(f, now, portable=False) if len(f.instances(k)) <= 3]
    if not keys:
        return None
    key = pick(rng, keys)
    if not ctx.fresh("where_is", key):
        return None
    return _spec(
        f,
        "spatial",
        "where_is",
        now,
        {"positions": [p for _, _, p in f.seen(key, now)]},
        object=key,
    )


def sp_last_seen(ctx: Ctx, rng: np.random.Generator, now: float) -> Spec | None:
    f = ctx.facts
    keys = [k for k in askable_keys(f, now, portable=True) if len(f.instances(k)) <= 4]
    if not keys:
        return None
    key = pick(rng, keys)
    if not ctx.fresh("last_seen_where", key):
        return None
    seen = f.seen(key, now)
    moved = any(len(i.moves) > 1 and i.moves[1][0] < now for i, _, _ in seen)
    return _spec(
        f,
        "spatial",
        "last_seen_where",
        now,
        {"positions": [p for _, _, p in seen], "moved_before_now": moved},
        object=key,
    )


def sp_closest(ctx: Ctx, rng: np.random.Generator, now: float) -> Spec | None:
    f = ctx.facts
    at = f.position(now)
    keys = [k for k in askable_keys(f, now) if len(f.seen(k, now)) >= 2]
    rng.shuffle(keys)
    for key in keys:
        ranked = sorted(f.seen(key, now), key=lambda s: math.dist(at, s[2]))
        d1, d2 = math.dist(at, ranked[0][2]), math.dist(at, ranked[1][2])
        if d2 - d1 >= 20 and d1 <= 40 and ctx.fresh("closest", key):
            return _spec(
                f,
                "spatial",
                "closest",
                now,
                {"positions": [ranked[0][2]], "d1": round(d1, 1), "d2": round(d2, 1)},
                object=key,
            )
    return None


def sp_nearby(ctx: Ctx, rng: np.random.Generator, now: float) -> Spec | None:
    f = ctx.facts
    at = f.position(now)
    keys = [
        k for k in askable_keys(f, now) if any(math.dist(at, p) <= 12 for _, _, p in f.seen(k, now))
    ]
    if not keys:
        return None
    key = pick(rng, keys)
    if not ctx.fresh("nearby_where", key):
        return None
    near = [p for _, _, p in f.seen(key, now) if math.dist(at, p) <= 25]
    return _spec(f, "spatial", "nearby_where", now, {"positions": near}, object=key)


def sp_where_was_i(ctx: Ctx, rng: np.random.Generator, now: float) -> Spec | None:
    f = ctx.facts
    minutes = int(pick(rng, MINUTES))
    then = now - minutes * 60
    if then < f.t0 + 10 or not ctx.fresh("where_was_i", str(minutes)):
        return None
    return _spec(
        f,
        "spatial",
        "where_was_i",
        now,
        {"positions": [f.position(then)], "then": round(then, 3)},
        minutes=minutes,
    )


def sp_where_place(ctx: Ctx, rng: np.random.Generator, now: float) -> Spec | None:
    f = ctx.facts
    pids = sorted({v.pid for v in f.visits(now) if f.recognisable(v.pid, now)})
    if not pids:
        return None
    pid = pick(rng, pids)
    if not ctx.fresh("where_place", pid):
        return None
    return _spec(
        f, "spatial", "where_place", now, {"positions": f.layout.places[pid].grid()}, place=pid
    )


def quoted_signs(f: Facts, now: float) -> list[tuple[int, str]]:
    """Sign instances labelled by now whose text some caption quoted by now (iid, pid)."""
    out = []
    n = f.upto(now)
    for inst, _, _ in f.seen("sign", now):
        quotes = f.cache.setdefault(
            ("quote", inst.iid),
            [i for i, fr in enumerate(f.frames) if inst.text and inst.text in fr.caption],
        )
        if quotes and quotes[0] < n:  # type: ignore[index]
            out.append((inst.iid, inst.moves[0][1]))
    return out


def sp_sign_where(ctx: Ctx, rng: np.random.Generator, now: float) -> Spec | None:
    f = ctx.facts
    signs = quoted_signs(f, now)
    if not signs:
        return None
    iid, _ = pick(rng, signs)
    if not ctx.fresh("sign_where", str(iid)):
        return None
    inst = f.layout.instances[iid]
    return _spec(
        f, "spatial", "sign_where", now, {"positions": [list(inst.moves[0][2])]}, sign=inst.text
    )


PLAN: list[tuple[Gen, int]] = [
    (sp_where_is, 6),
    (sp_last_seen, 4),
    (sp_closest, 3),
    (sp_nearby, 2),
    (sp_where_was_i, 4),
    (sp_where_place, 1),
    (sp_sign_where, 1),
]


def make_specs(facts: Facts, seed: int) -> list[Spec]:
    """About 90-100 question specs covering every type, deterministic in (family, seed)."""
    from .questions_binary import PLAN_BINARY
    from .questions_text import PLAN_TEXT
    from .questions_time import PLAN_TIME

    rng = rng_for(facts.layout.family.name, seed, "questions")
    ctx = Ctx(facts)
    specs: list[Spec] = []

    def draw(gen: Gen) -> None:
        now = facts.t_end if rng.random() < 0.2 else float(rng.uniform(facts.t0 + 120, facts.t_end))
        spec = gen(ctx, rng, now)
        if spec is not None:
            specs.append(spec)

    plan = PLAN + PLAN_BINARY + PLAN_TIME + PLAN_TEXT
    for gen, count in plan:
        start, tries = len(specs), 0
        while len(specs) - start < count and tries < 80 * count:
            tries += 1
            draw(gen)
    for type_, target in TARGETS.items():
        prefix = {"spatial": "sp_", "temporal": "tm_", "binary": "bi_", "duration": "du_"}
        gens = [g for g, _ in plan if g.__name__.startswith(prefix.get(type_, "tx_"))]
        tries = 0
        while sum(s.type == type_ for s in specs) < target and tries < 400:
            tries += 1
            draw(gens[int(rng.integers(len(gens)))])
    for index, spec in enumerate(specs):
        spec.qid = f"{facts.layout.family.name[:3]}{seed}-q{index:03d}"
    return specs
