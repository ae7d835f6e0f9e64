"""Captions written as a little interview with the image: Q/A pairs."""

from __future__ import annotations

from typing import Any

import numpy as np

from sim_eval.sim.generator_l.captions.common import (
    STATE_PHRASES,
    described,
    floor_words,
    join_and,
    place_words,
)
from sim_eval.sim.generator_l.model import Family
from sim_eval.sim.generator_l.seeding import pick

WHERE_Q = ("Where is this?", "What place is this?", "Where was this taken?")
WHAT_Q = ("What can be seen?", "What is in view?", "Anything notable?", "What objects are here?")
EMPTY_A = ("Nothing in particular.", "Mostly bare surfaces.", "Hard to say, nothing stands out.")


def render(family: Family, plan: dict[str, Any], rng: np.random.Generator) -> str:
    pairs = []
    name = place_words(family, plan["naming"], with_article=True)
    if name:
        cap = name[0].upper() + name[1:]
        answers = (f"{cap}.", f"Looks like {name}.", f"{cap}, I think.")
        pairs.append((pick(rng, WHERE_Q), pick(rng, answers)))
    elif plan["vague"]:
        pairs.append((pick(rng, WHERE_Q), f"Possibly {plan['vague']}."))
    floor = floor_words(family, plan["floor"], int(rng.integers(3)))
    if floor:
        pairs.append(("Which floor?", f"{floor[0].upper()}{floor[1:]}."))
    if plan["moving"]:
        pairs.append(("What is happening?", "Travelling between floors."))
    things = []
    for m in plan["mentions"]:
        phrase = described(m)
        if m["state"]:
            phrase += f" that is {STATE_PHRASES[m['state']]}"
        things.append(phrase)
    answer = join_and(things)
    pairs.append(
        (pick(rng, WHAT_Q), f"{answer[0].upper()}{answer[1:]}." if answer else pick(rng, EMPTY_A))
    )
    if plan["quote"]:
        pairs.append(("Any readable text?", f'Yes: "{plan["quote"]["text"]}".'))
    if plan["people"]:
        pairs.append(("Anyone around?", f"Yes, {plan['people']}."))
    order = list(range(len(pairs)))
    if len(order) > 2 and rng.random() < 0.3:
        order = [order[-1], *order[:-1]]
    return " ".join(f"Q: {pairs[i][0]} A: {pairs[i][1]}" for i in order)
