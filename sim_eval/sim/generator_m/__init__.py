"""generator_m: blind robot-memory test worlds (hotel, train station, primary school).

Usage: ``python -m sim_eval.sim.generator_m OUT_DIR --family F --seed N --phrasing P``.
Generation uses numpy and the standard library only.
"""

from __future__ import annotations

from .captioners import CAPTIONER_NAMES
from .families import FAMILY_NAMES
from .optics import HFOV_DEG
from .phrasings import DEV_PHRASINGS, HELD_OUT, PHRASINGS

DEV_SEEDS = (0, 1)
HELD_OUT_SEED = 2


def all_worlds() -> list[tuple[str, int, str]]:
    """(family, seed, phrasing) of the 27 worlds validate writes."""
    worlds = [(f, s, p) for f in FAMILY_NAMES for s in DEV_SEEDS for p in DEV_PHRASINGS]
    return worlds + [(f, HELD_OUT_SEED, HELD_OUT) for f in FAMILY_NAMES]


__all__ = [
    "CAPTIONER_NAMES",
    "DEV_PHRASINGS",
    "FAMILY_NAMES",
    "HELD_OUT",
    "HFOV_DEG",
    "PHRASINGS",
    "all_worlds",
]
