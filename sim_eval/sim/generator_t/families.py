"""The three families by key."""

from __future__ import annotations

from . import fam_farm, fam_hotel, fam_library
from .model import FamilySpec
from .rng import stream

BUILDERS = {"library": fam_library.build, "farm": fam_farm.build, "hotel": fam_hotel.build}


def family(key: str, seed: int) -> FamilySpec:
    return BUILDERS[key](stream(key, seed, "family"))
