"""Unambiguous names for objects and places in questions."""

from __future__ import annotations

from .labels import has_colour, has_material
from .model import World
from .vocab import GENERIC, contains


def confusable(world: World, name: str, own: str) -> bool:
    """True if ``name`` could refer to another category present in the world."""
    key = ("obj", name, own, len(world.categories))
    if key not in world.cache:
        world.cache[key] = _confusable(world, name, own)
    return world.cache[key]


def _confusable(world: World, name: str, own: str) -> bool:
    for c in world.categories.values():
        if c.key == own:
            continue
        for term in c.terms:
            if contains(term, name):
                return True
            if term not in GENERIC and contains(name, term):
                return True
    return False


def object_names(world: World, key: str) -> list[str]:
    """Safe question names of a category: the plain name first, then safe synonyms."""
    c = world.catalog[key]
    cands = [c.qname, *c.ask[1:], *c.names]
    out = []
    for n in dict.fromkeys(cands):
        if has_colour(n) or has_material(n) or confusable(world, n, key):
            continue
        out.append(n)
    return out


def everyday_names(world: World, key: str) -> list[str]:
    """Safe everyday words for a category (may be empty)."""
    c = world.catalog[key]
    return [n for n in c.everyday if not confusable(world, n, key)]


def askable(world: World, key: str) -> bool:
    """A category can be named in questions if its plain name is not confusable."""
    c = world.catalog[key]
    return not c.noask and not confusable(world, c.qname, key)


def place_confusable(world: World, name: str, own: str) -> bool:
    """True if a place name could refer to another kind of place in the world."""
    key = ("place", name, own)
    if key not in world.cache:
        world.cache[key] = _place_confusable(world, name, own)
    return world.cache[key]


def _place_confusable(world: World, name: str, own: str) -> bool:
    present = {r.kind for r in world.regions}
    for k in present:
        if k == own:
            continue
        for term in world.kinds[k].terms:
            if contains(term, name) or contains(name, term):
                return True
    return False


def place_names(world: World, kind: str) -> list[str]:
    """Safe names of a place kind, plain name first."""
    return [n for n in world.kinds[kind].names if not place_confusable(world, n, kind)]


def place_everyday(world: World, kind: str) -> list[str]:
    """Safe everyday words for a place kind."""
    return [n for n in world.kinds[kind].everyday if not place_confusable(world, n, kind)]
