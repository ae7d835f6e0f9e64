"""Choosing 100 questions per world: 20 per type, least-used subkind first, balanced yes/no."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .evidence import Evidence
from .q_binary import BINARY
from .q_duration import DURATION
from .q_spatial import SPATIAL
from .q_temporal import TEMPORAL
from .q_text import TEXT
from .qcommon import Cand, Ctx
from .rng import stream, uniform

TYPES: tuple[tuple[str, dict[str, Any]], ...] = (
    ("spatial", SPATIAL),
    ("temporal", TEMPORAL),
    ("binary", BINARY),
    ("duration", DURATION),
    ("text", TEXT),
)
PER_TYPE = 20
HERE = ("which_room_here", "here_how_long", "closer_of_two")
NEW_SUBKINDS = (
    "nearest_to_place",
    "nth_sighting_where",
    "last_long_stop",
    "nth_visit_entry",
    "last_seen_in_place",
    "first_on_level",
    "sign_first_read",
    "seen_before_visit",
    "still_in_place",
    "count_at_least",
    "visit_order",
    "seen_together",
    "seen_on_level",
    "here_how_long",
    "ago_left",
    "travel_time",
    "view_duration",
    "room_before",
    "count_things",
    "next_to",
    "place_most",
    "longer_of_two",
    "place_without",
    "room_last_seen",
    "closer_of_two",
    "floor_of_place",
)


@dataclass
class Chosen:
    qtype: str
    cand: Cand
    now: float
    at: list[float] | None


def _sample_now(
    ev: Evidence, rng: Any, subkind: str
) -> tuple[float, int | None, list[float] | None]:
    n = len(ev.frames)
    gap_starts = {a for a, _ in ev.gaps}
    if subkind in HERE:
        for _ in range(50):
            i = int(rng.integers(n // 4, n))
            f = ev.frames[i]
            if f.level is None or f.t in gap_starts:
                continue
            nxt = ev.times[i + 1] if i + 1 < n else f.t + 2.0
            now = round(f.t + min(uniform(rng, 0.2, 0.9), 0.8 * (nxt - f.t)), 3)
            return now, i, [f.written[0], f.written[1], f.written[2]]
    if rng.random() < 0.4:
        return round(ev.times[-1] + uniform(rng, 1.0, 15.0), 3), None, None
    for _ in range(50):
        i = int(rng.integers(int(0.3 * n), n - 1))
        t = ev.times[i]
        if t in gap_starts:
            continue
        now = round(t + min(uniform(rng, 0.5, 4.0), 0.8 * (ev.times[i + 1] - t)), 3)
        return now, None, None
    return round(ev.times[-1] + 2.0, 3), None, None


def select(ev: Evidence, family: str, seed: int) -> list[Chosen]:
    rng = stream(family, seed, "questions")
    chosen: list[Chosen] = []
    used_targets: set[tuple[str, str]] = set()
    yes = no = 0
    mixed_counts: dict[str, list[int]] = {}
    for qtype, makers in TYPES:
        subkinds = list(makers)
        order = [subkinds[int(i)] for i in rng.permutation(len(subkinds))]
        used = dict.fromkeys(subkinds, 0)
        exhausted: set[str] = set()
        count = 0
        while count < PER_TYPE:
            avail = [s for s in order if s not in exhausted]
            if not avail:
                raise RuntimeError(f"{family} s{seed}: ran out of {qtype} questions")
            sk = min(avail, key=lambda s: (used[s], order.index(s)))
            got: Chosen | None = None
            for attempt in range(10):
                now, here, at = _sample_now(ev, rng, sk)
                ctx = Ctx(
                    ev, stream(family, seed, "qctx", qtype, sk, count, attempt), now, here, at
                )
                cands = [c for c in makers[sk](ctx) if (sk, c.target) not in used_targets]
                if qtype == "binary":
                    cands = _steer(cands, yes, no, mixed_counts.get(sk, [0, 0]), rng)
                if cands:
                    pick = cands[int(rng.integers(len(cands)))]
                    got = Chosen(qtype, pick, now, at)
                    break
            if got is None:
                exhausted.add(sk)
                continue
            used_targets.add((sk, got.cand.target))
            used[sk] += 1
            count += 1
            chosen.append(got)
            if qtype == "binary":
                if got.cand.answer:
                    yes += 1
                else:
                    no += 1
                tally = mixed_counts.setdefault(sk, [0, 0])
                tally[0 if got.cand.answer else 1] += 1
    return chosen


def _steer(cands: list[Cand], yes: int, no: int, tally: list[int], rng: Any) -> list[Cand]:
    half = PER_TYPE // 2
    allowed = [c for c in cands if (c.answer and yes < half) or (not c.answer and no < half)]
    if not allowed:
        return []
    if tally[0] != tally[1]:
        want = tally[0] < tally[1]
    elif yes != no:
        want = yes < no
    else:
        want = bool(rng.random() < 0.5)
    preferred = [c for c in allowed if c.answer is want]
    return preferred or allowed
