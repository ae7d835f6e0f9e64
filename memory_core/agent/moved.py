"""Where a thing was before it was moved: "where was the wheelchair before it was moved?",
"the blue forklift has moved. where was it before?", "yellow deck chair: previous spot
before the move?", "remind me where the trolley used to be".

Read by construction on the reader's plain text: a thing and a word of its moving
("moved", "relocated", "the move") or of its former place ("used to be", "previous
spot"). The planner answers from the objects of that thing the memory holds: the one seen
last is where it is now; the one seen last before that, somewhere else, is where it was.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

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
