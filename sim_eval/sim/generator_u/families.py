"""The three families by name."""

from __future__ import annotations

from . import fam_carplant, fam_ferry, fam_leisure
from .model import FamilySpec

FAMILY_SPECS: dict[str, FamilySpec] = {
    "carplant": fam_carplant.FAMILY,
    "leisure": fam_leisure.FAMILY,
    "ferry": fam_ferry.FAMILY,
}
