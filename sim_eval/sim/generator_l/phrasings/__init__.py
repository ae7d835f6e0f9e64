"""Question wording: one module of templates per phrasing; only the wording differs."""

from __future__ import annotations

from types import ModuleType

import numpy as np

from sim_eval.sim.generator_l.phrasings import (
    heldout_courtroom,
    interrupted_parent,
    new_starter,
    plain,
    quiz_host,
)
from sim_eval.sim.generator_l.seeding import pick

MODULES: dict[str, ModuleType] = {
    "plain": plain,
    "quiz_host": quiz_host,
    "new_starter": new_starter,
    "interrupted_parent": interrupted_parent,
    "heldout_courtroom": heldout_courtroom,
}

SHARED = {
    "seen_yes": "seen",
    "seen_never": "seen",
    "seen_not_yet": "seen",
    "colour_yes": "colour_check",
    "colour_no": "colour_check",
    "in_place_yes": "in_place",
    "in_place_no": "in_place",
}


def template_key(subkind: str) -> str:
    return SHARED.get(subkind, subkind)


def render(phrasing: str, subkind: str, slots: dict[str, str], rng: np.random.Generator) -> str:
    module = MODULES[phrasing]
    template = pick(rng, module.TEMPLATES[template_key(subkind)])
    values = dict(slots)
    if "{int}" in template or "{Int}" in template:
        interruption = pick(rng, module.INTERRUPTIONS)
        values["int"] = interruption
        values["Int"] = interruption[0].upper() + interruption[1:]
        if values["Int"][-1] not in ".!?":
            values["Int"] += "."
    text = template.format(**values)
    return text[0].upper() + text[1:]
