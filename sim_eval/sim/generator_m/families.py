"""The three families, by name."""

from __future__ import annotations

from . import fam_hotel, fam_school, fam_station
from .familyspec import FamilySpec

FAMILIES: dict[str, FamilySpec] = {
    "hotel": fam_hotel.SPEC,
    "train_station": fam_station.SPEC,
    "primary_school": fam_school.SPEC,
}
FAMILY_NAMES: tuple[str, ...] = tuple(FAMILIES)
