"""Compound nouns: a "bicycle rack" is a rack, not a bicycle.

MiniLM rates a thing and a compound built on it alike ("bicycle" / "bicycle
rack", "car" / "car charger" score above the match threshold), so "when did
you last see a bicycle?" was answered with the last bicycle rack. In an
English compound the last noun is the head: a label in which the asked words
are followed by another word names something else.
"""

from __future__ import annotations

import re

from memory_core.agent.attributes import COLOURS

_WORD = re.compile(r"[a-z0-9]+")


def names_another_thing(query: str, label: str) -> bool:
    """True when ``label`` uses the query's words as a modifier of another noun."""
    asked, named = _nouns(query), _nouns(label)
    if not asked or len(named) <= len(asked):
        return False
    last_start = len(named) - len(asked)
    return any(named[i : i + len(asked)] == asked for i in range(last_start))


def _nouns(text: str) -> list[str]:
    """The words of a phrase without colours (a "red bicycle rack" is a bicycle rack)."""
    return [word for word in _WORD.findall(text.lower()) if word not in COLOURS]
