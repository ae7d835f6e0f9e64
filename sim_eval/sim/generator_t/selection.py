"""Nows, candidate gathering and the choice of 100 questions (20 per type, 10 yes / 10 no)."""

from __future__ import annotations

from . import q_other, q_where_when
from .evidence import Evidence, state
from .model import GAP_S, PER_TYPE, TYPES
from .qcommon import Ctx
from .rng import stream, uniform
from .world import World

MAKERS = {
    "spatial": q_where_when.SPATIAL,
    "temporal": q_where_when.TEMPORAL,
    "binary": q_other.BINARY,
    "duration": q_other.DURATION,
    "text": q_other.TEXT,
}
MIXED = ("seen_in_place", "longer_than_minutes", "revisited", "on_floor_now")


def nows(w: World) -> tuple[list[float], list[tuple[float, int]]]:
    rng = stream(w.family, w.seed, "nows")
    times = [f["t"] for f in w.frames]
    n = len(times)
    out = [round(times[-1] + uniform(rng, 1, 15), 3) for _ in range(4)]
    while len(out) < 14:
        i = int(rng.integers(int(0.3 * n), n - 1))
        if times[i + 1] - times[i] <= GAP_S:
            out.append(round(times[i] + uniform(rng, 0.5, 1.9), 3))
    here: list[tuple[float, int]] = []
    while len(here) < 18:
        i = int(rng.integers(n // 4, n - 1))
        f = w.frames[i]
        if f["level"] is None or w.lay.places[f["place"]].lift:
            continue
        if times[i + 1] - times[i] <= GAP_S:
            here.append((round(times[i] + uniform(rng, 0.2, 0.9), 3), i))
    return sorted(out), sorted(here)


def gather(w: World) -> dict[str, dict[str, list[dict]]]:
    ev = Evidence(w)
    ctx = Ctx(w, ev)
    pools: dict[str, dict[str, list[dict]]] = {t: {} for t in TYPES}
    general, here = nows(w)
    for now in general:
        st = state(ev, now)
        for type_, makers in MAKERS.items():
            for maker in makers:
                for c in maker(ctx, st):
                    pools[type_].setdefault(c["subkind"], []).append(c)
    for now, i in here:
        st = state(ev, now)
        for here_maker in q_other.HERE:
            for c in here_maker(ctx, st, w.frames[i]):
                pools[c["type"]].setdefault(c["subkind"], []).append(c)
    return pools


def select(w: World) -> list[dict]:
    pools = gather(w)
    chosen: list[dict] = []
    for type_ in TYPES:
        rng = stream(w.family, w.seed, "select", type_)
        pool = pools[type_]
        subkinds = sorted(pool)
        tie = {sk: float(rng.random()) for sk in subkinds}
        used: set[tuple[str, str]] = set()
        counts = dict.fromkeys(subkinds, 0)
        answers = {True: 0, False: 0}
        mixed: dict[str, dict[bool, int]] = {sk: {True: 0, False: 0} for sk in subkinds}
        picked = 0
        while picked < PER_TYPE:
            for sk in sorted(subkinds, key=lambda s: (counts[s], tie[s])):
                cands = [c for c in pool[sk] if (sk, c["target"]) not in used]
                if type_ == "binary":
                    cands = [c for c in cands if answers[c["truth"]["binary"]] < PER_TYPE // 2]
                    if sk in MIXED and cands:
                        want = mixed[sk][True] > mixed[sk][False]
                        pref = [c for c in cands if c["truth"]["binary"] is not want]
                        cands = pref or cands
                if not cands:
                    continue
                c = cands[int(rng.integers(len(cands)))]
                used.add((sk, c["target"]))
                counts[sk] += 1
                if type_ == "binary":
                    answers[c["truth"]["binary"]] += 1
                    mixed[sk][c["truth"]["binary"]] += 1
                chosen.append(c)
                picked += 1
                break
            else:
                raise RuntimeError(f"{w.family}-s{w.seed}: only {picked} {type_} questions")
    return chosen
