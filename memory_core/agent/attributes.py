"""Colour words in questions and labels: a "pink trash can" is not a grey one.

Embeddings rate "pink trash can" and "grey trash can" 0.76 alike, above the
match threshold, so a question that names a colour is checked against the
colours its candidate labels name.
"""

from __future__ import annotations

import re

COLOURS = frozenset(
    [
        "red",
        "orange",
        "yellow",
        "green",
        "blue",
        "purple",
        "violet",
        "pink",
        "brown",
        "black",
        "white",
        "grey",
        "gray",
        "silver",
        "gold",
        "golden",
        "beige",
        "cream",
        "turquoise",
        "teal",
        "navy",
        "maroon",
    ]
)
_SAME = {"gray": "grey", "golden": "gold", "violet": "purple"}
_WORD = re.compile(r"[a-z]+")


def colours_in(text: str) -> frozenset[str]:
    return frozenset(_SAME.get(w, w) for w in _WORD.findall(text.lower()) if w in COLOURS)


def colour_fit(query: str, label: str) -> int:
    """2: the label names the query's colour; 1: the query or label names none; 0: conflict."""
    wanted = colours_in(query)
    if not wanted:
        return 1
    named = colours_in(label)
    if not named:
        return 1
    return 2 if wanted & named else 0
