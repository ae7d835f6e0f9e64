"""Captions in the voice of an accessibility alt-text writer: frame position of each
thing, text transcribed, people described by what they do."""

from __future__ import annotations

from typing import Any

import numpy as np

from sim_eval.sim.generator_l.captions.common import (
    STATE_PHRASES,
    described,
    floor_words,
    on_floor,
    place_words,
    side,
)
from sim_eval.sim.generator_l.model import Family
from sim_eval.sim.generator_l.seeding import pick

OPENERS = ("Alt text:", "Image description:", "Alt:", "Description for screen readers:")
POSITIONS = {
    "left": ("On the left", "At the left edge", "Left of frame"),
    "right": ("On the right", "At the right edge", "Right of frame"),
    "centre": ("In the centre", "Straight ahead", "Centre frame"),
    "ahead": ("Ahead",),
}


def render(family: Family, plan: dict[str, Any], rng: np.random.Generator) -> str:
    out = [pick(rng, OPENERS)]
    name = place_words(family, plan["naming"], with_article=True)
    setting = "outdoors" if plan["outdoor"] else "indoors"
    if name:
        out.append(f"Eye-level photo in {name}, {setting}.")
    elif plan["vague"]:
        out.append(f"Eye-level photo of {plan['vague']}.")
    else:
        out.append(pick(rng, (f"Eye-level photo, {setting}.", f"Wide shot, {setting}.")))
    floor = floor_words(family, plan["floor"], int(rng.integers(3)))
    if floor:
        out.append(f"Taken {on_floor(floor)}.")
    if plan["moving"]:
        out.append("Blurred view; the camera is on the move between floors.")
    for m in plan["mentions"]:
        where = pick(rng, POSITIONS[side(m["bearing"])])
        phrase = described(m)
        if m["state"]:
            phrase += f", {STATE_PHRASES[m['state']]}"
        out.append(f"{where}: {phrase}.")
    if not plan["mentions"] and not plan["moving"]:
        out.append(
            "No distinct objects, just floor and walls."
            if not plan["outdoor"]
            else "No distinct objects, mostly open ground."
        )
    if plan["quote"]:
        out.append(f'Text in image: "{plan["quote"]["text"]}".')
    if plan["people"]:
        out.append(f"People: {plan['people']}.")
    return " ".join(out)
