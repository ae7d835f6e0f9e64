"""The three families, built from a family's layout stream."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from . import fam_airport, fam_hospital, fam_metro
from .model import FamilySpec
from .rng import stream

FAMILIES: tuple[str, ...] = ("hospital", "airport", "metro")
_BUILDERS: dict[str, Callable[[np.random.Generator], FamilySpec]] = {
    "hospital": fam_hospital.build,
    "airport": fam_airport.build,
    "metro": fam_metro.build,
}


def build_family(family: str, seed: int) -> FamilySpec:
    """The family's site for this seed (numbers, names and offsets are seeded)."""
    if family not in _BUILDERS:
        raise ValueError(f"unknown family {family!r}; known: {', '.join(FAMILIES)}")
    return _BUILDERS[family](stream(family, seed, "layout"))
