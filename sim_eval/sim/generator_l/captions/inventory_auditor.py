"""Captions in the voice of an inventory auditor walking the site with a clipboard."""

from __future__ import annotations

from typing import Any

import numpy as np

from sim_eval.sim.generator_l.captions.common import STATE_PHRASES, floor_words, place_words
from sim_eval.sim.generator_l.model import Family
from sim_eval.sim.generator_l.seeding import pick

HEADS = ("Audit pass", "Stock check", "Asset walk", "Spot audit")
CLOSERS = (
    "No discrepancies noted.",
    "Discrepancies: none.",
    "Further count pending.",
    "Items tagged as verified.",
    "",
)


def render(family: Family, plan: dict[str, Any], rng: np.random.Generator) -> str:
    name = place_words(family, plan["naming"])
    where = name or (
        f"unconfirmed location ({plan['vague']})" if plan["vague"] else "location not confirmed"
    )
    floor = floor_words(family, plan["floor"], int(rng.integers(3)))
    head = f"{pick(rng, HEADS)} - {where}"
    if floor:
        head += f", {floor}"
    lines = [head + "."]
    if plan["moving"]:
        lines.append("In transit between floors, audit paused.")
    tally: dict[str, list[str]] = {}
    for m in plan["mentions"]:
        notes = []
        if m["colour"]:
            notes.append(f"{m['colour']}")
        if m["state"]:
            notes.append(STATE_PHRASES[m["state"]])
        tally.setdefault(m["noun"], []).append(", ".join(notes))
    if tally:
        items = []
        for noun, notes in tally.items():
            detail = "; ".join(n for n in notes if n)
            items.append(f"{noun} x{len(notes)}" + (f" ({detail})" if detail else ""))
        lines.append("Sighted: " + "; ".join(items) + ".")
    elif not plan["moving"]:
        lines.append("Nothing of inventory interest in view.")
    if plan["quote"]:
        lines.append(f'Signage checked, legible: "{plan["quote"]["text"]}".')
    if plan["people"]:
        lines.append(f"Occupancy: {plan['people']}.")
    closer = pick(rng, CLOSERS)
    if closer:
        lines.append(closer)
    return " ".join(lines)
