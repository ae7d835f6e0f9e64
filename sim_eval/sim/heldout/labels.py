"""The dense-region labeller: open-vocabulary names and image boxes for detections."""

from __future__ import annotations

import math

import numpy as np

from .model import Category, Instance
from .rng import pick
from .vocab import COLOURS, MATERIAL_ADJ, MATERIALS, tokens

COLOUR_TOKENS = frozenset(w for ws in COLOURS.values() for w in ws)
MATERIAL_TOKENS = frozenset(w for ws in MATERIALS.values() for w in ws)


def colour_word(colour: str, rng: np.random.Generator) -> str:
    """A spelling of a colour ('grey' or 'gray')."""
    return str(pick(rng, COLOURS[colour]))


def has_colour(name: str) -> bool:
    """True if a name already carries a colour word."""
    return bool(COLOUR_TOKENS & set(tokens(name)))


def has_material(name: str) -> bool:
    """True if a name already carries a material word."""
    return bool(MATERIAL_TOKENS & set(tokens(name)))


def label_for(
    inst: Instance, cat: Category, rng: np.random.Generator, attr_rate: float
) -> tuple[str, bool, bool]:
    """(label, said the true colour, said the true material) for one detection."""
    name = cat.names[inst.pref] if rng.random() < 0.6 else str(pick(rng, cat.names))
    if inst.colour and not has_colour(name) and rng.random() < attr_rate:
        return f"{colour_word(inst.colour, rng)} {name}", True, False
    if inst.material and not has_material(name) and rng.random() < 0.4 * attr_rate:
        return f"{MATERIAL_ADJ[inst.material]} {name}", False, True
    return name, False, False


def box_for(
    bearing: float, dist: float, cat: Category, z_base: float, cam_z: float, hfov: float
) -> list[float]:
    """Image-fraction box whose horizontal centre encodes the bearing (left = CCW)."""
    vfov = 0.75 * hfov
    u = 0.5 - bearing / hfov
    half = math.atan2(0.5 * cat.size, max(dist, 0.3)) / hfov
    half = max(0.004, min(half, u, 1.0 - u))
    top = math.atan2(z_base + cat.height - cam_z, dist) / vfov
    bot = math.atan2(z_base - cam_z, dist) / vfov
    y0 = min(max(0.5 - top, 0.0), 0.995)
    y1 = min(max(0.5 - bot, y0 + 0.005), 1.0)
    return [round(u - half, 4), round(y0, 4), round(u + half, 4), round(y1, 4)]
