"""The three families."""

from __future__ import annotations

from sim_eval.sim.generator_l.families import cinema, garden_centre, library
from sim_eval.sim.generator_l.model import Family

FAMILY_DEFS: dict[str, Family] = {
    "library": library.FAMILY,
    "cinema": cinema.FAMILY,
    "garden_centre": garden_centre.FAMILY,
}


def family(key: str) -> Family:
    if key not in FAMILY_DEFS:
        raise SystemExit(f"unknown family {key!r}; choose from {', '.join(FAMILY_DEFS)}")
    return FAMILY_DEFS[key]
