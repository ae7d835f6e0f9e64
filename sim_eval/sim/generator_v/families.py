"""The three families by name."""

from __future__ import annotations

from . import fam_courthouse, fam_datacentre, fam_site
from .model import FamilySpec

FAMILY_SPECS: dict[str, FamilySpec] = {
    "courthouse": fam_courthouse.FAMILY,
    "site": fam_site.FAMILY,
    "datacentre": fam_datacentre.FAMILY,
}
