"""Which of two things the robot saw first (or last): "which did you see first, a forklift
or a till?", "what came first: the fountain or the bus stop?", "did you spot the kettle
or the toaster first?".

The answer is one of the two things, named (a text answer), told by comparing the two
first (or last) sightings the planner finds for each. The question is read on the
reader's plain text (lower case, punctuation gone), by its construction: an ordering word
("first", "earlier", "last", "most recently") and two things joined by "or".
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import pairwise

from memory_core.agent.reader import plain_clauses

_SEEING = (
    r"(?:see|saw|seen|spot|spotted|notice|noticed|come across|came across|find|found|pass"
    r"|passed)"
)
_ORDER = r"(?P<order>first|earlier|sooner|last|most recently|later|latest)"
_WHO = r"(?:you|we|i|u)"
_THINGS = r"(?P<a>[a-z0-9' -]+?) (?:or|vs|versus) (?P<b>[a-z0-9' -]+?)"
# (the which-forms may follow an aside; the others start the clause)
_FORMS = (
    # "which did you see first a forklift or a till", "what did we spot earlier the x or the
    # y", a learner's "which one you saw first"
    re.compile(
        rf"\b(?:which|what)(?: one| thing| of these| of them)? (?:(?:did|have|had) )?{_WHO} "
        rf"{_SEEING} {_ORDER} {_THINGS}$"
    ),
    # an operator's "first sighted: x vs y"
    re.compile(rf"^{_ORDER} (?:sighted|seen|sighting|spotted) {_THINGS}$"),
    # "which came first the fountain or the bus stop", "which was last x or y"
    re.compile(rf"\b(?:which|what)(?: one)? (?:came|was|one was) {_ORDER} {_THINGS}$"),
    # "did you spot the kettle or the toaster first"
    re.compile(rf"^(?:did|have) {_WHO} {_SEEING} {_THINGS} {_ORDER}$"),
    # "the kettle or the toaster which did you see first"
    re.compile(rf"^{_THINGS} (?:which|what)(?: one)? (?:did {_WHO} {_SEEING}|came|was) {_ORDER}$"),
)
_JOINED = re.compile(r"\b(?:or|vs|versus)\b", re.I)
_ARTICLE = re.compile(r"^(?:a|an|the|some|any)\s+")
_LATER = frozenset({"last", "most recently", "later", "latest"})


@dataclass(frozen=True)
class SightingOrder:
    """Two things, and whether the one seen first (else the one seen last) is asked."""

    things: tuple[str, str]
    first: bool


def read_sighting_order(text: str, vocabulary: Iterable[str] = ()) -> SightingOrder | None:
    """The two things a question asks the order of, if it is such a question."""
    if _JOINED.search(text) is None:  # (no "or" or "vs": not read any further)
        return None
    clauses = plain_clauses(text, vocabulary)
    # (a colon ends a clause: "which came first: the fountain or the bus stop")
    joined = [f"{one} {next_one}" for one, next_one in pairwise(clauses)]
    for clause in reversed([*clauses, *joined]):
        for form in _FORMS:
            found = form.search(clause)  # (after an aside: "before the school run which ...")
            if found is not None:
                things = (_thing(found["a"]), _thing(found["b"]))
                if all(things) and things[0] != things[1]:
                    return SightingOrder(things, found["order"] not in _LATER)
    return None


def _thing(phrase: str) -> str:
    return _ARTICLE.sub("", phrase.strip())
