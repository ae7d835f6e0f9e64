"""Choosing 20 questions per type: least-used subkind first, each (subkind, target) once,
binary answers alternating yes and no."""

from __future__ import annotations

from .qcommon import PER_TYPE, TYPES, Cand
from .rng import stream


class SelectionError(RuntimeError):
    pass


def select(cands: list[Cand], family: str, seed: int) -> list[Cand]:
    chosen: list[Cand] = []
    for qtype in TYPES:
        pool = [c for c in cands if c.qtype == qtype]
        rng = stream(family, seed, "select", qtype)
        used: dict[str, int] = {}
        taken: set[tuple[str, str]] = set()
        picked: list[Cand] = []
        for k in range(PER_TYPE):
            want = (k % 2 == 0) if qtype == "binary" else None
            avail = [
                c
                for c in pool
                if (c.subkind, c.target) not in taken and (want is None or c.answer is want)
            ]
            if not avail:
                raise SelectionError(f"{family}-s{seed}: only {len(picked)} {qtype} questions")
            subs = sorted({c.subkind for c in avail})
            low = min(used.get(s, 0) for s in subs)
            ties = [s for s in subs if used.get(s, 0) == low]
            sub = ties[int(rng.integers(0, len(ties)))]
            options = [c for c in avail if c.subkind == sub]
            cand = options[int(rng.integers(0, len(options)))]
            picked.append(cand)
            taken.add((cand.subkind, cand.target))
            used[sub] = used.get(sub, 0) + 1
        chosen.extend(picked)
    return chosen
