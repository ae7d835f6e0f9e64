"""Where a thing was before it was moved: "where was the wheelchair before it was moved?",
"the blue forklift has moved. where was it before?", "yellow deck chair: previous spot
before the move?", "remind me where the trolley used to be"; and whether it was moved:
"has the stacking chair in hall 4 moved since you first saw it?".

Read by construction on the reader's plain text: a thing and a word of its moving
("moved", "relocated", "the move") or of its former place ("used to be", "previous
spot"). The planner answers from the objects of that thing the memory holds: the one seen
last is where it is now; the one seen last before that, somewhere else, is where it was.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from memory_core.agent.reader import clause_matches

_MOVING = (
    r"(?:(?:it|they|somebody|someone|anybody|anyone|the) )?(?:was |were |got |had been |has "
    r"been |have been )?(?:moved|relocated|shifted|relocation|move|moving)"
)
_THING = r"(?P<thing>(?:the|a|an|my|our|your) [a-z0-9' -]+?|[a-z0-9' -]+?)"
_FORMS = (
    # "where was the wheelchair before it was moved", "where was blue forklift before
    # relocation", "where did the cart use to be before somebody moved it"
    re.compile(
        rf"\bwhere (?:was|were|did|is) {_THING}(?: (?:used to|use to) (?:be|stand|sit))?"
        rf" before {_MOVING}\b"
    ),
    # "is asking where the orange pallet jack was before it was moved"
    re.compile(rf"\bwhere {_THING} (?:was|were|stood|sat) before {_MOVING}\b"),
    # "remind me where the wheelchair used to be"
    re.compile(rf"\bwhere {_THING} (?:used to|use to) (?:be|stand|sit)\b"),
    # "yellow deck chair previous spot before the move"
    re.compile(
        rf"^{_THING} (?:previous|earlier|former|old|original) (?:spot|position|location|place)\b"
    ),
    # "the blue forklift has moved where was it before", "the trolley has been moved and
    # would like to know where it was before"
    re.compile(
        rf"\b{_THING} (?:has|have|had|was|were) (?:been )?(?:moved|relocated|shifted)\b.*?"
        r"\bwhere (?:was|were|is) (?:it|they) before\b"
    ),
    re.compile(
        rf"\b{_THING} (?:has|have|had|was|were) (?:been )?(?:moved|relocated|shifted)\b.*?"
        r"\bwhere (?:it|they) (?:was|were) before\b"
    ),
)
_LEAD = re.compile(r"^(?:.*\b(?:asking|know|tell me|remind me|wondering|ask)\b\s*)?")
_OPENED = re.compile(r"\b(?:a|an|the|my|our|your)\s+")


def read_moved_thing(text: str, vocabulary: Iterable[str] = ()) -> str | None:
    """The thing a question asks the former place of, if it is such a question."""
    if not re.search(r"\b(?:mov|reloc|shift|used? to be|previous|former|original)", text, re.I):
        return None  # (not read any further)
    for found in clause_matches(_FORMS, text, vocabulary):
        # (the last phrase an article opens: "the purser says the gold trolley")
        thing = _OPENED.split(_LEAD.sub("", found["thing"]).strip())[-1].strip()
        if thing and thing not in ("it", "they", "this", "that"):
            return thing
    return None


@dataclass(frozen=True)
class HasMoved:
    """A yes/no question whether a thing was moved; ``place``: where the asker says it was."""

    thing: str
    place: str | None


_WHERE_IT_WAS = r"(?: (?:in|on|at|inside|by) (?P<place>[a-z0-9' -]+?))?"
_WAS_MOVED = r"(?:been |got |get |gotten )?(?:moved|relocated|shifted|move)\b"
_HAS_MOVED = (
    # "has the stacking chair in hall 4 moved since you first saw it", "did the chair get
    # moved", "was the park bench in picnic lawn relocated after you first saw it"
    re.compile(rf"^(?:has|have|had|did|was|were) {_THING}{_WHERE_IT_WAS} {_WAS_MOVED}"),
    # "i wonder whether the stacking chair in hall 4 has moved"
    re.compile(
        rf"\b(?:whether|if) {_THING}{_WHERE_IT_WAS} (?:has|have|had|was|were|got) {_WAS_MOVED}"
    ),
)


def read_has_moved(text: str, vocabulary: Iterable[str] = ()) -> HasMoved | None:
    """The thing (and the place it was said to be in) a question asks whether it was
    moved, if it is such a question."""
    if not re.search(r"\b(?:mov|reloc|shift)", text, re.I):
        return None  # (not read any further)
    for found in clause_matches(_HAS_MOVED, text, vocabulary):
        thing = _OPENED.split(found["thing"].strip())[-1].strip()
        if thing and thing not in ("it", "they", "this", "that", "you", "we", "anything"):
            place = found["place"]
            return HasMoved(thing, _OPENED.sub("", place).strip() if place else None)
    return None
