"""The question mix: subkinds by weight, asked at varied moments, deduplicated."""

from __future__ import annotations

import zlib
from typing import Any

import numpy as np

from .facts import Facts
from .phrasing import render
from .questions2 import Asker2

# subkind -> (method, weight); methods taking an asker position end in _here/_to_me
MIX: dict[str, tuple[str, float]] = {
    "last_seen": ("last_seen", 6),
    "first_seen": ("first_seen", 3),
    "closest_to_me": ("closest_to_me", 8),
    "closest_to_robot": ("closest_to_robot", 3),
    "where_ago": ("where_ago", 4),
    "place_pos": ("place_pos", 3),
    "when_seen": ("when_seen", 4),
    "when_first_seen": ("when_first_seen", 3),
    "arrive_first": ("arrive_first", 3),
    "arrive_last": ("arrive_last", 2),
    "leave_last": ("leave_last", 3),
    "lift_last": ("lift_last", 2),
    "outside_first": ("outside_first", 2),
    "when_here": ("when_here", 5),
    "seen_yes": ("seen_yes", 3),
    "seen_never": ("seen_never", 4),
    "seen_later": ("seen_later", 2),
    "state_last": ("state_last", 5),
    "in_room": ("in_room", 4),
    "near_here": ("near_here", 7),
    "in_place_total": ("in_place_total", 3),
    "last_stay": ("last_stay", 2),
    "a_to_b": ("a_to_b", 3),
    "outside_total": ("outside_total", 2),
    "here_duration": ("here_duration", 3),
    "room_of": ("room_of", 5),
    "floor_of": ("floor_of", 3),
    "sign_text": ("sign_text", 5),
    "sign_here": ("sign_here", 3),
    "colour": ("colour", 4),
    "colour_here": ("colour_here", 3),
    "count_in": ("count_in", 3),
    "count_here": ("count_here", 3),
    "here_room": ("here_room", 6),
}


def make(
    facts: Facts,
    rng: np.random.Generator,
    world_id: str,
    phrasing: str,
    multi_floor: bool,
    n: int = 100,
) -> list[dict[str, Any]]:
    asker = Asker2(facts, rng, multi_floor)
    names = list(MIX)
    weights = np.array([MIX[k][1] for k in names], dtype=float)
    weights /= weights.sum()
    t0, t1 = asker.t0, asker.t1
    out: list[dict[str, Any]] = []
    seen: set[str] = set()
    for _attempt in range(n * 30):
        if len(out) >= n:
            break
        sub = names[int(rng.choice(len(names), p=weights))]
        at_end = rng.random() < 0.35
        now = round(
            t1 + float(rng.uniform(5, 90))
            if at_end
            else float(rng.uniform(t0 + 0.3 * (t1 - t0), t1)),
            1,
        )
        q = getattr(asker, MIX[sub][0])(now)
        if q is None:
            continue
        slots = q["slots"]
        sig = f"{sub}|{sorted((k, str(v)) for k, v in slots.items() if k != 'ref')}"
        if sig in seen and "at" not in q:
            continue
        seen.add(sig)
        qid = f"{world_id}-q{len(out):03d}"
        key = zlib.crc32(qid.encode())
        slots = {**slots}
        if "at" in q or slots.get("ref") == "asker":
            slots["ref"] = "asker"
        elif sub in ("closest_to_robot",):
            slots["ref"] = "robot"
        out.append(
            {
                "id": qid,
                "type": q["type"],
                "question": render(sub, slots, phrasing, key),
                "now": now,
                "at": q.get("at"),
                "truth": q["truth"],
                "subkind": sub,
                "slots": slots,
            }
        )
    return out
