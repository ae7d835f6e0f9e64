"""Choose 100 questions per world: 20 per type, least-used subkind first, 10 yes / 10 no."""

from __future__ import annotations

from typing import Any

from . import q_other, q_spatial
from .evidence import Index
from .rng import stream

MAKERS = {**q_spatial.MAKERS, **q_other.MAKERS}
TYPES = {
    "spatial": [
        "where_is",
        "first_seen_where",
        "where_place",
        "where_before_move",
        "where_at_clock",
        "where_text",
    ],
    "temporal": [
        "last_seen",
        "first_seen",
        "entered_place",
        "left_place",
        "moved_noticed",
        "first_entry",
        "last_floor_change",
    ],
    "binary": ["seen_yes", "seen_never", "has_moved", "been_to", "seen_after_clock", "more_than"],
    "duration": [
        "last_visit",
        "ago_seen",
        "total_in_place",
        "break_length",
        "sighting_span",
        "first_visit_length",
    ],
    "text": [
        "which_room_here",
        "colour_of",
        "count_visits",
        "floor_of_thing",
        "room_after",
        "plate_of",
    ],
}
CORE = {
    "where_is",
    "first_seen_where",
    "where_place",
    "last_seen",
    "first_seen",
    "entered_place",
    "left_place",
    "seen_yes",
    "seen_never",
    "last_visit",
    "ago_seen",
    "total_in_place",
    "which_room_here",
    "colour_of",
}
HERE = {"which_room_here"}
PER_TYPE = 20


def nows(ix: Index, family: str, seed: int) -> tuple[list[float], list[float]]:
    """Question times: after the last frame, after frames 30-100 % in; here-times separately."""
    rng = stream(family, seed, "nows")
    ts = ix.ts
    n = len(ts)
    ok = [i for i in range(int(0.3 * n), n - 1) if ts[i + 1] - ts[i] <= 6.0]
    out = [ts[-1] + float(rng.uniform(1, 15)) for _ in range(4)]
    out += [ts[int(rng.choice(ok))] + float(rng.uniform(0.5, 1.9)) for _ in range(10)]
    here_ok = [i for i in range(int(0.25 * n), n - 1) if ts[i + 1] - ts[i] <= 6.0]
    here = [ts[int(rng.choice(here_ok))] + float(rng.uniform(0.2, 0.9)) for _ in range(40)]
    return sorted(round(t, 3) for t in out), sorted(round(t, 3) for t in here)


def select(ix: Index, family: str, seed: int) -> list[dict[str, Any]]:
    """The world's questions (without wording)."""
    now_list, here_list = nows(ix, family, seed)
    chosen: list[dict[str, Any]] = []
    for qtype, subs in TYPES.items():
        pools: dict[str, list[dict[str, Any]]] = {}
        for sub in subs:
            crng = stream(family, seed, f"cands|{sub}")
            pool: list[dict[str, Any]] = []
            for now in here_list if sub in HERE else now_list:
                pool.extend(MAKERS[sub](ix, now, crng))
            order = crng.permutation(len(pool))
            pools[sub] = [pool[int(i)] for i in order]
        srng = stream(family, seed, f"select|{qtype}")
        tie = {s: float(srng.random()) for s in subs}
        used: dict[str, int] = {s: 0 for s in subs}
        targets: set[tuple[str, str]] = set()
        answers = {True: 0, False: 0}
        sub_answers: dict[str, dict[bool, int]] = {}
        picked: list[dict[str, Any]] = []
        while len(picked) < PER_TYPE:
            progress = False
            for sub in sorted(subs, key=lambda s: (used[s], tie[s])):
                want = None
                if qtype == "binary":
                    mine = sub_answers.setdefault(sub, {True: 0, False: 0})
                    if answers[True] >= PER_TYPE // 2:
                        want = False
                    elif answers[False] >= PER_TYPE // 2:
                        want = True
                    elif mine[True] != mine[False]:
                        want = mine[True] < mine[False]
                    else:
                        want = answers[True] <= answers[False]
                c = next(
                    (
                        c
                        for c in pools[sub]
                        if (sub, c["target"]) not in targets
                        and (want is None or c["truth"]["binary"] is want)
                    ),
                    None,
                )
                if c is None and qtype == "binary" and answers[True] < 10 and answers[False] < 10:
                    c = next((c for c in pools[sub] if (sub, c["target"]) not in targets), None)
                if c is None:
                    continue
                targets.add((sub, c["target"]))
                used[sub] += 1
                picked.append(c)
                if qtype == "binary":
                    answers[c["truth"]["binary"]] += 1
                    sub_answers[sub][c["truth"]["binary"]] += 1
                progress = True
                break
            if not progress:
                raise RuntimeError(f"{family}-s{seed}: only {len(picked)} {qtype} questions")
        chosen.extend(picked)
    return chosen
