"""Questions about what came before the robot first went into a place: "had you seen a
pushchair before you ever went into the Departure Lounge?", "did you go to the Chapel
before Bay 4?".

The first is the question after it asked as of the moment the robot first went in (what
it had seen by then); the second compares when it first went into each place. Both are
yes/no questions, read by their construction.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from memory_core.agent.reader import as_heard
from memory_core.agent.text_repair import without_disfluencies
from memory_core.lexicon import VAGUE_PLACE_HEADS, word_set

_WENT = (
    r"(?:ever |first |had |have |was |were )?(?:went|go|gone|got|came|come|entered|enter"
    r"|entering|visited|walked)(?: into| to| in| inside)?"
)
_FIRST_TIME = r"(?:,? (?:the|for the) first time|,? ever|,? first time)?"
_SAW = r"(?:see|seen|saw|spot|spotted|notice|noticed|come across|came across)"
# "Before you ever went into P, had you seen a X?"
_BEFORE_FIRST = re.compile(
    rf"^before (?:you|we|the robot) {_WENT} (?P<place>[^,]+?){_FIRST_TIME},\s*"
    rf"(?P<asked>(?:had|have|did|were|was|you|we) [^?]*?\b{_SAW}\b.+)$"
)
# "Did you see a X before you went into P the first time?", "you have seen X before you
# was entering P first time?"
_SEEN_BEFORE = re.compile(
    rf"\b(?P<asked>(?:(?:did|had|have) )?(?:you|we) (?:have |had )?(?:ever |already )?{_SAW}"
    r" [^,?]+?) before (?:(?:you|we|the robot) "
    rf"{_WENT}|(?:your|our|its) (?:very )?first (?:visit|trip|time) (?:to|in|into)) "
    rf"(?P<place>[^,?]+?){_FIRST_TIME}\s*(?:[,?.!]|$)"
)
# "Did you go to A before B?", "did you visit A first, before B?", "you went to A before
# to B?", and a terse "A before B? y/n" (places both, or it is no such question)
_ORDER = (
    re.compile(
        r"\b(?:(?:did|had|have) )?(?:you|we) (?:go|gone|been|visit|visited|get|got|come|went)"
        r"(?: to| into| in)? (?P<first>[^,?]+?)(?: first)?,? before "
        r"(?:(?:you|we) (?:went|got|visited|came|go|visit)(?: to| into| in)? )?(?:to |into )?"
        r"(?P<then>[^,?]+?)(?: first)?\s*(?:[,?.!]|$)"
    ),
    re.compile(r"^(?P<first>[^?,]+?) before (?P<then>[^?,]+?)\?\s*(?:y/n|yes or no)?\s*$"),
)
_ARTICLE = re.compile(r"^(?:the|a|an)\s+")
# A question asked in statement order, as "whether" puts it: "you had seen".
_STATED = re.compile(r"^(you|we) (had|have|did) ")
# Words for any place, which name none to compare.
_ANY_PLACE = VAGUE_PLACE_HEADS | word_set("place location spot area")


@dataclass(frozen=True)
class SeenBeforeVisit:
    """A question asked as of the robot's first going into a place."""

    asked: str
    place: str


@dataclass(frozen=True)
class VisitOrder:
    """Whether the robot first went into ``first`` before it first went into ``then``."""

    first: str
    then: str


def _readings(text: str) -> Iterator[str]:
    """The request in lower case with homophones heard right: as written, then (only if
    asked for) as meant, without speech's hesitations, stutters and self-repairs ("Bay 3,
    I mean Clinic Room 2.30": Clinic Room 2.30), which are read with the commas out."""
    said = text.lower().replace("\u2019", "'")
    yield as_heard(" ".join(said.split()))
    yield as_heard(" ".join(without_disfluencies(said.replace(",", " ").split())))


def read_seen_before_visit(text: str) -> SeenBeforeVisit | None:
    """The question asked and the place, if it asks what came before a first visit."""
    found = next(
        (
            match
            for said in _readings(text)
            if (match := _BEFORE_FIRST.match(said) or _SEEN_BEFORE.search(said))
        ),
        None,
    )
    if found is None:
        return None
    if re.search(r"\b(?:last|latest|most recent)\b", found["place"]):
        return None  # before the latest visit: what was seen then is another question
    # ("whether you had already seen a pew": had you already seen a pew)
    asked = _STATED.sub(r"\2 \1 ", found["asked"].rstrip(" ?.!"))
    return SeenBeforeVisit(f"{asked}?", _ARTICLE.sub("", found["place"].strip()))


def read_visit_order(text: str) -> VisitOrder | None:
    """The two places, if the question asks which the robot went into first."""
    found = next(
        (match for said in _readings(text) for form in _ORDER if (match := form.search(said))),
        None,
    )
    if found is None:
        return None
    first, then = (_ARTICLE.sub("", found[key].strip()) for key in ("first", "then"))
    if first in _ANY_PLACE:
        return None  # a tablet's "room before kitchen?": which room, not whether
    return VisitOrder(first, then) if first and then and first != then else None
