"""Shared pieces of the question makers: references, keywords, candidate records."""

from __future__ import annotations

from typing import Any

import numpy as np

from .evidence import Index

SIGN_CLASSES = ("sign", "dirsign")


def place_keywords(place: dict[str, Any]) -> list[str]:
    return [f for f in place["forms"] if len(f) >= 4]


def cand(
    qtype: str,
    subkind: str,
    target: str,
    now: float,
    truth: dict[str, Any],
    args: dict[str, Any],
    slots: dict[str, Any],
    at: list[float] | None = None,
) -> dict[str, Any]:
    truth = {k: round(v, 3) if isinstance(v, float) else v for k, v in truth.items()}
    return {
        "type": qtype,
        "subkind": subkind,
        "target": target,
        "now": round(now, 3),
        "at": at,
        "truth": truth,
        "args": args,
        "slots": {**slots, "target": target},
    }


def thing_ref(
    ix: Index, key: str, now: float, rng: np.random.Generator, allow_colour: bool = True
) -> tuple[str, str] | None:
    """A valid reference to thing ``key`` by ``now``: (phrase, kind), or None."""
    inst = ix.insts[key]
    if inst["cls"] in SIGN_CLASSES:
        return None
    cls = ix.w["classes"][inst["cls"]]
    label = cls["labels"][0]
    same = [i for i in ix.insts.values() if i["cls"] == inst["cls"]]
    opts: list[tuple[str, str]] = []
    if inst["plate"] and ix.said(ix.plate_read, key, now):
        opts.append((f'the {label} marked "{inst["plate"]}"', "plate"))
    if (
        allow_colour
        and inst["colour"]
        and ix.said(ix.colour_said, key, now)
        and sum(1 for i in same if i["colour"] == inst["colour"]) == 1
    ):
        opts.append((f"the {inst['colour']} {label}", "colour"))
    if len(inst["stays"]) == 1:
        pk = inst["stays"][0][2]
        if (
            ix.said(ix.named, pk, now)
            and sum(1 for i in same if any(s[2] == pk for s in i["stays"])) == 1
        ):
            opts.append((f"the {label} in {ix.places[pk]['forms'][0]}", "place"))
    if len(same) == 1:
        opts.append((f"the {label}", "unique"))
    if not opts:
        return None
    return opts[int(rng.integers(len(opts)))]


def things(ix: Index) -> list[str]:
    return sorted(k for k, i in ix.insts.items() if i["cls"] not in SIGN_CLASSES)


def object_classes(ix: Index) -> list[str]:
    return sorted(k for k in ix.w["classes"] if k not in SIGN_CLASSES)
