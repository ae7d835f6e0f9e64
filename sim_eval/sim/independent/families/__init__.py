"""Registry of world families."""

from __future__ import annotations

from ..catalog import Family
from .home import HOME
from .hospital import HOSPITAL

FAMILIES: dict[str, Family] = {f.name: f for f in (HOME, HOSPITAL)}


def get_family(name: str) -> Family:
    """Look up a family by name."""
    try:
        return FAMILIES[name]
    except KeyError:
        raise ValueError(f"unknown family {name!r}; choose from {sorted(FAMILIES)}") from None
