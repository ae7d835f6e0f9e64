"""What was next to a thing: "what was beside the queue barrier in South Security?", "what
was next to Bed 1 when you last saw it?".

The answer names a thing (a text answer): the nearest other thing, of another kind, that
the robot saw in the same frame as the asked one at its latest sighting, within a few
metres of it. The question is read by its construction: "what" and a word of being
beside, then the thing (perhaps in a place).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_WHAT_WAS = (
    r"(?:what|which thing|what thing|what object)(?: exactly)?"
    r" (?:was|is|were|are|stood|sat|did you see|could you see|do you remember)"
    r"(?: standing| sitting| placed| right)?"
)
_NEXT = r"(?:next to|beside|by|alongside|adjacent to|near to|close to)"
# "what was beside the queue barrier in South Security(, if you can remember)?"
_BESIDE = re.compile(rf"\b{_WHAT_WAS} {_NEXT} (?P<thing>[^,?!]+)")
# "Last time you saw the network map in the hall, what was standing next?", "Potted plant
# in the Chapel, last obs: what's adjacent?"
_FRONTED = re.compile(
    r"^(?:(?:the )?last (?:time (?:you|we|i) (?:saw|see|seen|spotted)|obs(?:ervation)? of)"
    r" )?(?P<thing>[^,:?]+?)(?:,? last obs)?\s*[,:]\s*"
    rf"{_WHAT_WAS} (?:next|adjacent|beside it|next to it|by it|{_NEXT} it)\s*[?.!]*$"
)
_SEEN_LAST = re.compile(
    r" (?:when|the last time) (?:you|we|i) (?:last )?(?:saw|seen|spotted) (?:it|them)$"
)
_IN_PLACE = re.compile(r"^(?P<thing>.+?) (?:in|at|on|inside) (?P<place>(?:the )?[^,]+)$")
_ARTICLE = re.compile(r"^(?:the|a|an|that|this)\s+")


@dataclass(frozen=True)
class Beside:
    """The thing whose neighbour is asked, and the place it was in, if said."""

    thing: str
    place: str | None


def read_beside(text: str) -> Beside | None:
    """The thing a question asks the neighbour of, if it is such a question."""
    said = " ".join(text.lower().replace("\u2019", "'").replace("what's", "what is").split())
    found = _FRONTED.search(said.split(". ")[-1]) or _BESIDE.search(said)
    if found is None:
        return None
    thing, place = _SEEN_LAST.sub("", found["thing"].strip()), None
    if (placed := _IN_PLACE.match(thing)) is not None:
        thing, place = placed["thing"], _ARTICLE.sub("", placed["place"])
    thing = _ARTICLE.sub("", thing)
    return Beside(thing, place) if thing else None
