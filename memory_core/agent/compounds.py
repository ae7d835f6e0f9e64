"""Compound nouns: a "bicycle rack" is a rack, not a bicycle; a "tree" may not be a
"christmas tree".

MiniLM rates a thing and a compound built on it alike ("bicycle" / "bicycle
rack", "car" / "car charger" score above the match threshold), so "when did
you last see a bicycle?" was answered with the last bicycle rack. In an
English compound the last noun is the head: a label in which the asked words
are followed by another word names something else. The other way round, a
label that is only the head of the asked compound ("tree" for "christmas
tree", "sign" for "stop sign", "chair" for "wheelchair") names a more general
thing, which does not say that the asked kind was seen. Both are read on the
kinds of objects.py, so a "microwave oven" is a microwave (one everyday name).
"""

from __future__ import annotations

import re

from memory_core.labels import thing_named
from memory_core.lexicon import (
    COLOURS,
    COMPOUND_HEADS,
    GENERIC_PLACE_HEADS,
    other_names,
    plain_letters,
    singular,
)
from memory_core.objects import Kind, kind_of
from memory_core.place_names import place_named

_WORD = re.compile(r"[a-z0-9]+")
# Words in front of a thing's name that can describe it ("a small dark red couch").
PHRASE_WORDS = 3


def names_another_thing(query: str, label: str) -> bool:
    """True when ``label`` uses the query's thing as a modifier of another noun: in the
    label's own words the query's head noun stands in front of another ("bicycle rack" for
    "bicycle"), and the two kinds (objects.kind_of, everyday names made one) differ (a
    "microwave oven" is a microwave; a "cell phone" answers "mobile")."""
    asked, named = _kind(query), _kind(label)
    if asked is None or named is None or asked.head == named.head:
        return False
    return asked.head in _nouns(label)[:-1]


def more_general_than_asked(query: str, label: str) -> bool:
    """True when ``label`` names a more general kind than the asked one: the same head with
    fewer modifiers ("tree" for "christmas tree", "wooden chair" for "office chair"), or
    the head of an asked closed compound ("chair" for "wheelchair" or "armchair"). It may
    or may not be the asked kind, so it does not say the asked kind was seen."""
    asked, named = _kind(query), _kind(label)
    if asked is None or named is None:
        return False
    if asked.head == named.head:
        return named.modifiers < asked.modifiers
    if named.head in CATEGORY_NOUNS:  # "furniture" for a sofa, "machine" for a ticket machine
        return True
    return asked.head.endswith(named.head) and not named.modifiers


# Nouns that name a category, not a kind of thing: a detector that says "furniture" or
# "appliance" has not said which (a sofa? a bookcase?).
CATEGORY_NOUNS = frozenset(
    (
        "furniture",
        "appliance",
        "machine",
        "device",
        "equipment",
        "object",
        "item",
        "thing",
        "container",
        "fixture",
        "structure",
        "vehicle",
        "animal",
        "electronics",
        "gadget",
        "tool",
        "clothing",
        "apparel",
        "signage",
        "decoration",
        "artwork",
        "stuff",
    )
)


def another_kind_of_the_same(query: str, label: str) -> bool:
    """True when ``label`` names the asked thing's head with other words in front, neither
    more general nor narrower: a "bucket hat" for a "sun hat", a "key ring" for "car
    keys". It may be the asked thing, named another way, so it is offered as such."""
    asked, named = _kind(query), _kind(label)
    if asked is None or named is None or asked.head != named.head:
        return False
    # the same noun said last, not only the same everyday name's head ("pressure washer"
    # is a washing machine to the lexicon, no kind of espresso machine)
    said, labelled = _nouns(query), _nouns(label)
    if not said or not labelled or singular(said[-1]) != singular(labelled[-1]):
        return False
    return not named.modifiers <= asked.modifiers and not asked.modifiers <= named.modifiers


def thing_head(query: str) -> str | None:
    """The head noun of the asked thing ("sun hat" -> "hat"), its kind's."""
    asked = _kind(query)
    return None if asked is None else asked.head


def _kind(text: str) -> Kind | None:
    """The kind a phrase names; its attribute words (colours among them) are dropped by
    kind_of after everyday names are made one ("white board" is a whiteboard); a
    detector's bracketed state is no word of it ("barrier arm (raised)")."""
    words = _WORD.findall(thing_named(text.lower()))
    return kind_of(" ".join(words)) if words else None


def _nouns(text: str) -> list[str]:
    """The words of a phrase without colours (a "red bicycle rack" is a bicycle rack) and
    without a bracketed state."""
    return [word for word in _WORD.findall(thing_named(text.lower())) if word not in COLOURS]


def names_thing(query: str, text: str) -> bool:
    """Whether ``text`` (a caption) names the thing ``query`` asks about: every word of
    its name, or of another of its everyday names (lexicon.py), singular or plural."""
    return thing_phrase(query, text) is not None


def thing_phrase(query: str, text: str) -> str | None:
    """The words of ``text`` that name the asked thing, with up to PHRASE_WORDS words in
    front of them ("a radiator and a red extinguisher" -> "we can see a radiator" for a
    radiator: its colour is whatever those words say, not the extinguisher's)."""
    found = list(_WORD.finditer(plain_letters(text.lower())))
    words = [word[0] for word in found]
    stems = [singular(word) for word in words]
    heads = COMPOUND_HEADS if place_named(query) else COMPOUND_HEADS | GENERIC_PLACE_HEADS
    for name in other_names(plain_letters(query)):
        asked = [singular(word) for word in _nouns(name)]
        if not asked:
            continue
        for end in range(len(stems)):
            if (
                stems[end] == asked[-1]
                and all(word in stems[: end + 1] for word in asked)
                and not _modifies_another_thing(found, end, heads)
            ):
                return " ".join(words[max(0, end - len(asked) - PHRASE_WORDS + 1) : end + 1])
    return None


def _modifies_another_thing(words: list[re.Match[str]], end: int, heads: frozenset[str]) -> bool:
    """Whether the word right after ``words[end]`` (no comma between) makes it the
    modifier of another thing's name: a "train station", "bus stop" or "car park" is no
    train, bus or car. Only a head noun of ``heads`` counts (a verb follows a thing too:
    "a bicycle leans"): a generic place noun only after a thing ("the luggage room" holds
    no suitcase; "the cafe area" is the cafe)."""
    if end + 1 >= len(words):
        return False
    between = words[end].string[words[end].end() : words[end + 1].start()]
    return not between.strip() and words[end + 1][0] in heads
