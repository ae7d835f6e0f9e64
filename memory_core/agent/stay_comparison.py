"""Whether the robot stayed longer in one place than in another: two how-long questions.

"Did you stay longer in the gym than in the sauna last time?", "was your latest visit to
the sports hall longer than your latest visit to the gym?", "last stay paint shop longer
than last stay tool crib?", "did you spend more time in the lobby than in the bar?": the
answer is yes or no, but what decides it is two lengths of time the room track holds.
So the question is split into the two how-long questions it is made of ("how long were
you in the gym the last time?"), the planner answers each and compares. A comparison
with an amount ("longer than 5 minutes") is comparisons.py's, not this.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from memory_core.agent.reader import plain_clauses

# The comparative, said of a stay: "longer", "more time", "a longer time", "more long"
# (a learner's), "less time", "shorter", "not as long".
_MORE = r"longer|more time|a longer time|more long|a longer while|more minutes"
_LESS = r"shorter|less time|a shorter time|less long|fewer minutes"
_THAN = re.compile(r"\bthan\b", re.I)
_COMPARED = re.compile(rf"\b(?P<op>{_MORE}|{_LESS})\b(?P<between>.*?)\bthan\b", re.I)
# Which stay: the latest (the default when a visit is said in the singular) or every one.
_LATEST = re.compile(r"\b(?:last|latest|most recent|previous|recent)\b")
_TOTAL = re.compile(
    r"\b(?:in total|total|overall|altogether|all (?:your |the )?(?:visits|stays|time)"
    r"|all together|combined|across|all day|today)\b"
)
# Words of the sentence around a place: the robot, its verbs of staying and visiting, the
# nouns of a stay, which stay, and the courtesies and tags around a yes/no question.
_NOT_PLACE = re.compile(
    r"\b(?:true or false|yes or no|yes/no|y/n|tell me|please|did|do|does|were|was|is|are"
    r"|have|has|had|would|you|we|i|u|the robot|robot|your|our|my|stay|stayed|stays|staying"
    r"|spend|spent|spending|remain|remained|be|been|being|visit|visits|visited|visiting"
    r"|time|times|trip|pass|round|stint|spell|session|last|latest|most recent|previous"
    r"|recent|lasted|last time"
    r"|take|took|one|ones|that|there|then|so far|today|in total|total|overall|altogether"
    r"|combined|of|for|say|said|on)\b"
)
# A stay is said: by its noun, a verb of staying, or the robot as the subject ("is the hall
# longer than the corridor" is about the rooms, not the stays).
_STAY_SAID = re.compile(
    r"\b(?:stay|stayed|stays|stint|spend|spent|visit|visits|visited|remain|remained|you|we|i|u)\b"
)
# What is said of the stays after the second place: "..., the last time you went to each".
_OCCASION_AFTER = re.compile(
    r",|\b(?:the )?(?:last|latest|first|most recent) time\b|\bwhen (?:you|we|i)\b|\beach\b"
)
_PREPOSITION = re.compile(r"\b(?:in|to|at|into|inside|through)\b")
# An amount after "than" is a length of time or a count: comparisons.py's.
_AMOUNT = re.compile(
    r"^\s*(?:\d|an? (?:minute|hour|second|few|couple)|half|one|two|three|four|five|six|seven"
    r"|eight|nine|ten|twenty|thirty|usual|before|expected|planned|normal)",
    re.I,
)


@dataclass(frozen=True)
class StayComparison:
    """Two how-long questions, and whether the first must be the longer (``longer``)."""

    first: str
    second: str
    longer: bool


def read_stay_comparison(text: str) -> StayComparison | None:
    """The two stays a question compares; None for any other question."""
    if _THAN.search(text) is None:
        return None  # (no clause pass for the many questions that compare nothing)
    for clause in plain_clauses(text):
        found = _COMPARED.search(clause)
        if found is None or _AMOUNT.match(clause[found.end() :]) or not _STAY_SAID.search(clause):
            continue
        before = clause[: found.start()] + found["between"]
        after = _OCCASION_AFTER.split(clause[found.end() :], maxsplit=1)[0]
        first, second = _place(before), _place(after)
        if not first or not second or first == second:
            continue
        # ("did you spend more time in X than in Y": all of it)
        total = not _LATEST.search(clause) and bool(_TOTAL.search(clause) or "spen" in clause)
        occasion = " in total" if total else " the last time"
        longer = bool(re.fullmatch(_MORE, found["op"].lower()))
        return StayComparison(
            f"how long were you in the {first}{occasion}?",
            f"how long were you in the {second}{occasion}?",
            longer,
        )
    return None


def _place(side: str) -> str:
    """The place one side of the comparison names: what follows its last preposition of
    place, or, with none ("last stay paint shop"), what is left of it."""
    prepositions = list(_PREPOSITION.finditer(side))
    named = side[prepositions[-1].end() :] if prepositions else side
    if prepositions and not _NOT_PLACE.sub(" ", named).strip():
        named = side[prepositions[-1].start() :]  # "the gym than in": nothing after "in"
    words = _NOT_PLACE.sub(" ", _PREPOSITION.sub(" ", named))
    return " ".join(re.sub(r"\b(?:the|a|an)\b", " ", words).split())
