"""Text question specs: colour of X, area of X, sign text, where was I at a time."""

from __future__ import annotations

from typing import cast

import numpy as np

from .questions import Ctx, Gen, Spec, _spec, askable_keys, quoted_signs
from .util import pick

# ---- text ----------------------------------------------------------------------------------

COLOUR_WORDS = {
    "grey": ["grey", "gray"],
    "silver": ["silver", "metallic"],
    "burgundy": ["burgundy", "maroon", "dark red"],
    "clear": ["clear", "transparent"],
}


def tx_colour(ctx: Ctx, rng: np.random.Generator, now: float) -> Spec | None:
    f = ctx.facts
    keys = []
    for key in askable_keys(f, now):
        colours = {i.colour for i in f.instances(key)}
        if len(colours) == 1 and None not in colours:
            keys.append(key)
    if not keys:
        return None
    key = pick(rng, keys)
    colour = cast(str, f.instances(key)[0].colour)  # keys have one colour, not None
    if not ctx.fresh("colour_of", key):
        return None
    words = COLOUR_WORDS.get(colour, [colour])
    return _spec(f, "text", "colour_of", now, {"keywords": words}, object=key)


def place_terms(ctx: Ctx, pid: str) -> list[str]:
    """Every name of the place (captioner, visitor and staff names)."""
    kind = ctx.facts.layout.places[pid].kind
    return list(dict.fromkeys([*kind.names, *kind.visitor, *kind.staff]))


def _place_keywords(ctx: Ctx, pid: str) -> list[str]:
    """Answer keywords: the place's names that no other place's name contains."""
    others = [
        n.lower()
        for p in ctx.facts.layout.places.values()
        if p.pid != pid
        for n in place_terms(ctx, p.pid)
    ]
    return [
        k
        for k in place_terms(ctx, pid)
        if len(k) >= 5 and not any(k.lower() in other for other in others)
    ]


def tx_room(ctx: Ctx, rng: np.random.Generator, now: float) -> Spec | None:
    f = ctx.facts
    keys = []
    for key in askable_keys(f, now, portable=False):
        pids = sorted({i.moves[0][1] for i, _, _ in f.seen(key, now)})
        if len(pids) == 1 and f.recognisable(pids[0], now):
            keys.append((key, pids[0]))
    if not keys:
        return None
    key, pid = keys[int(rng.integers(len(keys)))]
    if not _place_keywords(ctx, pid) or not ctx.fresh("room_of", key):
        return None
    return _spec(
        f, "text", "room_of", now, {"keywords": _place_keywords(ctx, pid)}, object=key, place=pid
    )


def tx_sign(ctx: Ctx, rng: np.random.Generator, now: float) -> Spec | None:
    f = ctx.facts
    signs = [(i, p) for i, p in quoted_signs(f, now) if f.layout.places[p].kind.askable]
    if not signs:
        return None
    iid, pid = signs[int(rng.integers(len(signs)))]
    if not ctx.fresh("sign_text", pid):
        return None
    inst = f.layout.instances[iid]
    return _spec(
        f, "text", "sign_text", now, {"keywords": list(inst.keywords), "text": inst.text}, place=pid
    )


def tx_where_at(ctx: Ctx, rng: np.random.Generator, now: float) -> Spec | None:
    f = ctx.facts
    minutes = int(rng.integers(2, 31))
    mode = "clock" if rng.random() < 0.5 else "ago"
    if mode == "clock":
        then = (now - minutes * 60) // 60 * 60
        lo, hi = then - 40, then + 100
    else:
        then = now - minutes * 60
        lo, hi = then - 40, then + 40
    if lo < f.t0 or hi > now:
        return None
    for v in f.visits(now):
        if v.t_in <= lo and v.t_out >= hi and f.recognisable(v.pid, now):
            if not _place_keywords(ctx, v.pid) or not ctx.fresh("where_at_time", str(round(then))):
                return None
            return _spec(
                f,
                "text",
                "where_at_time",
                now,
                {"keywords": _place_keywords(ctx, v.pid), "then": round(then, 3)},
                place=v.pid,
                mode=mode,
                minutes=minutes,
            )
    return None


PLAN_TEXT: list[tuple[Gen, int]] = [
    (tx_colour, 3),
    (tx_room, 3),
    (tx_sign, 2),
    (tx_where_at, 3),
]
