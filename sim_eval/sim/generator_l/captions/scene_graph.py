"""Captions as a scene-graph dump: <subject | relation | object> triples."""

from __future__ import annotations

from typing import Any

import numpy as np

from sim_eval.sim.generator_l.captions.common import STATE_PHRASES, floor_words, place_words, side
from sim_eval.sim.generator_l.model import Family
from sim_eval.sim.generator_l.seeding import pick


def render(family: Family, plan: dict[str, Any], rng: np.random.Generator) -> str:
    triples = []
    name = place_words(family, plan["naming"])
    if name:
        triples.append(("camera", pick(rng, ("located_in", "inside", "at")), name))
    elif plan["vague"]:
        triples.append(("scene", "looks_like", plan["vague"]))
    triples.append(("scene", "setting", "outdoor" if plan["outdoor"] else "indoor"))
    floor = floor_words(family, plan["floor"], int(rng.integers(3)))
    if floor:
        triples.append(("camera", "on_floor", floor))
    if plan["moving"]:
        triples.append(("camera", "state", "moving between floors"))
    for m in plan["mentions"]:
        noun = m["noun"]
        triples.append((noun, "in_view", side(m["bearing"])))
        if m["colour"]:
            triples.append((noun, "colour", m["colour"]))
        if m["state"]:
            triples.append((noun, "state", STATE_PHRASES[m["state"]]))
    if plan["quote"]:
        quoted = next(
            (m["noun"] for m in plan["mentions"] if m["instance"] == plan["quote"]["instance"]),
            "sign",
        )
        triples.append((quoted, "reads", f'"{plan["quote"]["text"]}"'))
    if plan["people"]:
        triples.append(("person", "activity", plan["people"]))
    return " ".join(f"<{s} | {r} | {o}>" for s, r, o in triples)
