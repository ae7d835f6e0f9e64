"""Binary question specs: seen / seen in a place / visited / seen recently / colour."""

from __future__ import annotations

import numpy as np

from .facts import Facts
from .questions import PALETTE, Ctx, Gen, Spec, _spec, askable_keys, confusable
from .util import pick

# ---- binary --------------------------------------------------------------------------------


def never_terms(f: Facts) -> list[tuple[str, tuple[str, ...]]]:
    """(question name, terms to be absent) for things this world never contains."""
    out = [(c.names[0], c.names) for c in f.layout.family.categories if c.key not in f.present]
    out += [(name, (name,)) for name in f.layout.family.extras_absent]
    return [(n, t) for n, t in out if not confusable(f, n, None)]


def bi_seen(ctx: Ctx, rng: np.random.Generator, now: float) -> Spec | None:
    f = ctx.facts
    if rng.random() < 0.5:
        keys = askable_keys(f, now)
        key = pick(rng, keys) if keys else None
        if key is None or not ctx.fresh("seen_yes", key):
            return None
        return _spec(f, "binary", "seen_yes", now, {"binary": True}, object=key)
    options = never_terms(f)
    options += [
        (f.cats[k].names[0], f.cats[k].names)
        for k in f.present
        if k != "sign" and not f.seen(k, now) and not confusable(f, f.cats[k].names[0], k)
    ]
    name, terms = pick(rng, options)
    if not f.absent(terms, now) or not ctx.fresh("seen_no", name):
        return None
    return _spec(
        f, "binary", "seen_no", now, {"binary": False, "absent_terms": list(terms)}, name=name
    )


def bi_seen_in_place(ctx: Ctx, rng: np.random.Generator, now: float) -> Spec | None:
    f = ctx.facts
    pids = sorted({v.pid for v in f.visits(now) if f.recognisable(v.pid, now)})
    keys = askable_keys(f, now)
    if not pids or not keys:
        return None
    key, pid = pick(rng, keys), pick(rng, pids)
    n = f.upto(now)
    yes = any(
        f.frames[j].pid == pid and i.at(f.frames[j].t)[0] == pid
        for i in f.instances(key)
        for j in f.sightings.get(i.iid, [])
        if j < n
    )
    ever = any(m[1] == pid for i in f.instances(key) for m in i.moves)
    mentioned = any(
        f.frames[j].pid == pid for name in f.cats[key].names for j in f.hits(name) if j < n
    )
    if yes:
        answer = True
    elif not ever and not mentioned:
        answer = False
    else:
        return None
    if not ctx.fresh("seen_in_place", key + "@" + pid):
        return None
    sub = "seen_in_place_yes" if answer else "seen_in_place_no"
    return _spec(f, "binary", sub, now, {"binary": answer}, object=key, place=pid)


def bi_visited(ctx: Ctx, rng: np.random.Generator, now: float) -> Spec | None:
    f = ctx.facts
    if rng.random() < 0.45:
        pids = sorted({v.pid for v in f.visits(now) if f.recognisable(v.pid, now)})
        if not pids:
            return None
        pid = pick(rng, pids)
        if not ctx.fresh("visited_yes", pid):
            return None
        return _spec(f, "binary", "visited_yes", now, {"binary": True}, place=pid)
    fam = f.layout.family
    options = [(fam.kind_of(k).names[0], fam.kind_of(k).names) for k in f.layout.absent_kinds]
    options += [(n, (n,)) for n in fam.places_absent]
    visited = {v.pid for v in f.visits(now)}
    options += [
        (p.kind.names[0], p.kind.names)
        for p in f.layout.places.values()
        if p.kind.askable and p.pid not in visited
    ]
    name, terms = pick(rng, options)
    if not f.absent(terms, now) or not ctx.fresh("visited_no", name):
        return None
    return _spec(
        f, "binary", "visited_no", now, {"binary": False, "absent_terms": list(terms)}, name=name
    )


def bi_recent(ctx: Ctx, rng: np.random.Generator, now: float) -> Spec | None:
    f = ctx.facts
    keys = askable_keys(f, now)
    if not keys:
        return None
    key, minutes = pick(rng, keys), int(pick(rng, (3, 5, 10, 15)))
    last, since = f.sighting_times(key, now)[-1], now - minutes * 60
    if last >= since + 20:
        answer = True
    elif last < since - 20 and f.absent(f.cats[key].names, now, since - 20):
        answer = False
    else:
        return None
    if not ctx.fresh("seen_recently", key + str(minutes)):
        return None
    return _spec(
        f,
        "binary",
        "recent_yes" if answer else "recent_no",
        now,
        {"binary": answer, "last_seen": last},
        object=key,
        minutes=minutes,
    )


def bi_colour(ctx: Ctx, rng: np.random.Generator, now: float) -> Spec | None:
    f = ctx.facts
    keys = [k for k in askable_keys(f, now) if f.cats[k].colours]
    if not keys:
        return None
    key = pick(rng, keys)
    seen_colours = sorted({i.colour for i, _, _ in f.seen(key, now) if i.colour})
    world_colours = {i.colour for i in f.instances(key)}
    if rng.random() < 0.5 and seen_colours:
        colour, answer = pick(rng, seen_colours), True
    else:
        named = " ".join(f.cats[key].names)
        free = [c for c in PALETTE if c not in world_colours and c not in named]
        colour, answer = pick(rng, free), False
        if not f.absent([f"{colour} {n}" for n in f.cats[key].names], now):
            return None
    if not ctx.fresh("colour_check", key + colour):
        return None
    return _spec(
        f,
        "binary",
        "colour_yes" if answer else "colour_no",
        now,
        {"binary": answer},
        object=key,
        colour=colour,
    )


PLAN_BINARY: list[tuple[Gen, int]] = [
    (bi_seen, 8),
    (bi_seen_in_place, 4),
    (bi_visited, 4),
    (bi_recent, 3),
    (bi_colour, 3),
]
