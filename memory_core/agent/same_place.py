"""Whether two things were seen in one place: "did you see a kettle and a fridge in the
same room?", "was the kettle in the same room as the memo board?", "kettle + fridge same
room?", "a desk and a lamp, seen in one room?".

Read by construction on the reader's plain text: a place said to be shared ("the same
room", "one room", "a single area"), and two things, either joined before it ("X and Y",
"X + Y", "X with Y") or one on each side of it ("X in the same room as Y"). The planner
answers from the places the room track puts each thing in (yes/no, naming the place).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from memory_core.agent.addressing import without_procedure
from memory_core.agent.reader import plain_clauses

_PLACE_WORD = r"(?P<where>room|place|area|space|location|spot|part of the building)"
_SHARED = rf"(?:(?:the )?same|one|a single) {_PLACE_WORD}"
# "X in the same room as Y"
_AS = re.compile(rf"^(?P<a>.+?) (?:in |at |inside )?(?:the )?same {_PLACE_WORD} as (?P<b>.+)$")
# "X and Y in the same room", "X and Y were observed in the same room", "X Y same room"
_AND = re.compile(rf"^(?P<a>.+?) (?:and|with|plus) (?P<b>.+?) (?:in |at |inside )?{_SHARED}\b")
# what leads up to the first thing: "did you see", "please confirm whether", "was"
_LEAD = re.compile(
    r"^(?:.*?\b(?:see|saw|seen|spot|spotted|notice|noticed|observe|observed|find|found|were"
    r"|was|are|is|whether|if|there)\b ?)?"
)
# what follows the second thing before the place: "were observed", "you saw them", "both"
_TRAIL = re.compile(
    r"\s+(?:(?:you|we|i|u|did|do|were|was|are|is|both|seen|observed|spotted|noticed|found"
    r"|them|all|together|saw|see)\b\s*)+$"
)
_ARTICLE = re.compile(r"^(?:(?:a|an|the|some|any|our|my|your|their|his|her)\s+)+")
# "+" and "&" join two things in typed fragments ("kettle + fridge same room?")
_SYMBOL_AND = re.compile(r"\s*[+&]\s*")


@dataclass(frozen=True)
class SamePlace:
    """Two things, and whether the shared place asked about is a room (indoors)."""

    things: tuple[str, str]
    room: bool


def read_same_place(text: str, vocabulary: Iterable[str] = ()) -> SamePlace | None:
    """The two things a question asks were seen in one place, if it is such a question."""
    if not re.search(r"\b(?:same|one|single)\b", text, re.IGNORECASE):
        return None  # (not read any further)
    request = _SYMBOL_AND.sub(" and ", without_procedure(text))  # "Rover, ... Over."
    for clause in reversed(plain_clauses(request, vocabulary)):
        found = _AS.search(clause) or _AND.search(clause)
        if found is None:
            continue
        things = (_thing(_LEAD.sub("", found["a"])), _thing(found["b"]))
        if all(things) and things[0] != things[1]:
            return SamePlace(things, found["where"] == "room")
    return None


def _thing(phrase: str) -> str:
    return _ARTICLE.sub("", _TRAIL.sub("", phrase.strip())).strip()
