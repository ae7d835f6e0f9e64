"""Attribute words in questions and labels: a "pink trash can" is not a grey one.

Embeddings rate "pink trash can" and "grey trash can" 0.76 alike, above the
match threshold, so a question that names a colour is checked against the
colours its candidate labels name. Shape and material words conflict the same
way ("round table" / "rectangular table", "wooden door" / "glass door"), but
only a colour is required to be named: labels often leave shape and material out.
"""

from __future__ import annotations

import re

from memory_core.lexicon import COLOURS, word_set

_SAME = {"gray": "grey", "golden": "gold", "violet": "purple", "wood": "wooden"}
MATERIALS = word_set(
    "wooden metal plastic glass steel leather fabric concrete stone brick marble ceramic "
    "aluminium aluminum chrome iron cardboard paper wicker rattan velvet cotton wool "
    "granite tile tiled rubber porcelain bamboo"
)
# Families of mutually exclusive attribute words besides colour.
OTHER_FAMILIES = (
    frozenset(["round", "circular", "square", "rectangular", "oval", "octagonal", "triangular"]),
    frozenset(["wooden", "metal", "plastic", "glass", "steel", "leather", "fabric", "concrete"]),
)
_SAME_SHAPE = {"circular": "round"}
_WORD = re.compile(r"[a-z]+")


def colours_in(text: str) -> frozenset[str]:
    return frozenset(_SAME.get(w, w) for w in _WORD.findall(text.lower()) if w in COLOURS)


def colour_fit(query: str, label: str) -> int:
    """2: the label names the query's colour; 1: the query or label names none; 0: a
    conflict in colour, shape or material."""
    if any(_conflict(query, label, family) for family in OTHER_FAMILIES):
        return 0
    wanted = colours_in(query)
    if not wanted:
        return 1
    named = colours_in(label)
    if not named:
        return 1
    return 2 if wanted & named else 0


def _conflict(query: str, label: str, family: frozenset[str]) -> bool:
    """Both name a word of ``family`` and share none."""

    def named(text: str) -> set[str]:
        words = (_SAME.get(w, w) for w in _WORD.findall(text.lower()))
        return {_SAME_SHAPE.get(w, w) for w in words if w in family}

    wanted, found = named(query), named(label)
    return bool(wanted and found and not wanted & found)


def _colours_of(text: str) -> list[str]:
    return [_SAME.get(w, w) for w in _WORD.findall(text.lower()) if w in COLOURS]


def _materials_of(text: str) -> list[str]:
    return [w for w in (_SAME.get(w, w) for w in _WORD.findall(text.lower())) if w in MATERIALS]


# The words of a label that answer "what colour / what material is it?".
ATTRIBUTE_WORDS = {"colour": _colours_of, "material": _materials_of}
