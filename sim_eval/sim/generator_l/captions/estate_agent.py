"""Captions in the breathless voice of an estate agent's listing."""

from __future__ import annotations

from typing import Any

import numpy as np

from sim_eval.sim.generator_l.captions.common import (
    STATE_PHRASES,
    described,
    floor_words,
    join_and,
    on_floor,
    place_words,
)
from sim_eval.sim.generator_l.model import Family
from sim_eval.sim.generator_l.seeding import pick

ADJ = ("charming", "light-filled", "generous", "much-loved", "characterful", "well-kept")
OPEN_NAMED = (
    "Welcome to the {adj} {name}",
    "Step inside the {adj} {name}",
    "Presenting the {adj} {name}",
)
OPEN_ANON = ("A {adj} space", "An inviting, {adj} setting", "This {adj} spot")
VERBS = ("boasting", "featuring", "complete with", "showcasing")
CLOSERS = (
    "Viewing highly recommended.",
    "Must be seen.",
    "Early enquiry advised.",
    "Priced to impress.",
    "",
)


def render(family: Family, plan: dict[str, Any], rng: np.random.Generator) -> str:
    name = place_words(family, plan["naming"])
    adj = pick(rng, ADJ)
    if name:
        opening = pick(rng, OPEN_NAMED).format(adj=adj, name=name)
    elif plan["vague"]:
        opening = f"{pick(rng, OPEN_ANON).format(adj=adj)}, {plan['vague']}"
    else:
        opening = pick(rng, OPEN_ANON).format(adj=adj)
    if plan["outdoor"]:
        opening += pick(rng, (", with wonderful open-air aspect", " enjoying plenty of sky", ""))
    things = []
    for m in plan["mentions"]:
        phrase = described(m)
        if m["state"]:
            phrase += f" ({STATE_PHRASES[m['state']]})"
        things.append(phrase)
    sentence = opening
    if things:
        sentence += f", {pick(rng, VERBS)} {join_and(things)}"
    elif plan["moving"]:
        sentence = "Effortless vertical access between floors"
    parts = [sentence + "."]
    floor = floor_words(family, plan["floor"], int(rng.integers(3)))
    if floor:
        parts.append(f"Ideally situated {on_floor(floor)}.")
    if plan["quote"]:
        parts.append(f'Signage reading "{plan["quote"]["text"]}" adds character.')
    if plan["people"]:
        parts.append(f"Lively community feel: {plan['people']}.")
    closer = pick(rng, CLOSERS)
    if closer:
        parts.append(closer)
    return " ".join(parts)
