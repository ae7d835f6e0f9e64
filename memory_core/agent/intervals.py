"""How long between two moments: a duration made of two when-questions.

"How much time passed between when we went into the pharmacy and when you first saw
an IV stand?", "how long was it from when we got to the car park until we went into
the lobby?", "elapsed time: you first saw a porter to we took the lift": each side is
an event the robot can date on its own ("when did we go into the pharmacy"), and the
answer is the time between the two dates. So the question is split into the two
when-questions it is made of, and the planner answers each and subtracts. The span of a
thing's sightings ("how long between the first and the last time you saw a life ring?",
"first-to-last eyes-on window on the forklift?") is the same: from when the robot first
saw it to when it last did.
"""

from __future__ import annotations

import re

from memory_core.agent.constructions import as_question
from memory_core.agent.reader import clause_matches

_HOW_LONG = (
    r"^(?:so |and |ok |okay )?(?:how (?:long|much time|many minutes)"
    r"(?: (?:was it|was there|is it|has it been|had passed|passed|elapsed|went by|did it take))?"
    r"|(?:the )?(?:elapsed time|time elapsed|time|interval|gap|duration)\s*:?)"
)
_OPENING = re.compile(
    _HOW_LONG + r" (?:between|from) (?=(?:when|the moment|the time) )"
    r"|" + _HOW_LONG + r" between (?=(?:we|you|i|the robot|it|they) )"
    r"|^(?:elapsed time|time elapsed|interval)\s*:\s*(?:from )?",
    re.I,
)
# What joins the two moments, the surest first: "until", then "and when", "to when",
# then a bare "and" / "to" (tried at every place it occurs).
_JOINS = (r",? (?:until|till) (?:when )?", r",? (?:and|to) when ", r",? (?:and|to) ")
_WHEN = re.compile(r"^(?:when|the moment|the time)\s+", re.I)
# A side that starts with its subject and verb: "we went into the pharmacy".
_CLAUSE = re.compile(r"^(?:we|you|i|the robot|it|they)\b", re.I)


def split_interval(text: str) -> tuple[str, str] | None:
    """The two when-questions a how-long-between question is made of, earlier-said
    first ("when did we go into the pharmacy?", "when did you first see an IV stand?");
    None for any other question (a trip "from the lobby to the lift" has places, not
    moments)."""
    text = text.strip().rstrip("?.! ")
    opening = _OPENING.match(text)
    if opening is None:
        return None
    rest = _WHEN.sub("", text[opening.end() :])
    for join in _JOINS:
        for found in re.finditer(join, rest, re.I):
            first, second = rest[: found.start()].strip(), rest[found.end() :].strip()
            if _CLAUSE.match(first) and _CLAUSE.match(second):
                return f"when {as_question(first)}?", f"when {as_question(second)}?"
    return None


_SEEING = (
    r"(?:see|saw|seen|seeing|spot|spotted|spotting|sight|sighted|sighting|sightings|notice"
    r"|noticed|noticing|eyes_on|eyes on)"
)
_WHO = r"(?:you|we|i|u)"
# A sighting said as a noun: "your last observation of the crane".
_SEEN_NOUNS = r"(?:observation|observations|glimpse|detection|record|sight)"
_THING = r"(?:(?:of|on|for) )?(?P<thing>[a-z0-9' _-]+?)"
# "first ... to last ...", "between the first and the last ...", "first-to-last": a span,
# its thing named after a verb of seeing, after "window on", or before the span's noun
_SPAN_FORMS = (
    # "from first seeing a dining table to last seeing it"
    re.compile(rf"\bfirst {_SEEING} {_THING} (?:to|until|till|and) (?:the )?last\b"),
    # "between the first and the last time you saw a life ring"
    re.compile(
        rf"\bbetween (?:the |your )?first and (?:the |your )?last(?: time)?(?: {_WHO})?"
        rf" {_SEEING} {_THING}(?: how (?:long|much time)\b.*)?$"
    ),
    # "did you see a dining table from first to last sighting", "did you keep seeing the
    # red cone first sighting to last"
    re.compile(
        rf"\b(?:(?:did|do|have) )?{_WHO} (?:keep |kept )?{_SEEING} {_THING},?"
        rf" (?:from )?(?:the )?first(?: time| {_SEEING})? (?:to|until) (?:the )?last\b"
    ),
    # "over what period did you have the screen under observation, first to last": a
    # thing kept in view is a thing seen
    re.compile(
        rf"\b(?:(?:did|do|have) )?{_WHO} (?:have|had|keep|kept) {_THING}"
        rf" (?:under observation|in view|in sight|on camera),?"
        rf" (?:from )?(?:the )?first(?: time| {_SEEING})? (?:to|until) (?:the )?last\b"
    ),
    # "silver luggage trolley time between first and last eyes-on"
    re.compile(
        rf"^{_THING} (?:time|window|span|period|gap) between (?:the )?first and (?:the )?last"
        rf"(?: {_SEEING})?$"
    ),
    # "first-to-last eyes-on window on dining table"
    re.compile(
        rf"\bfirst to last(?: {_SEEING})?(?: (?:window|span|period|time|gap))? (?:on|of|for)"
        rf" {_THING}$"
    ),
    # Any span asked for, its thing what the last seeing is of: "the time from first to
    # last spotting the kiosk", "how much time lies between your first and your last
    # observation of the crane"
    re.compile(
        rf"\b(?:how long|how much time|time|span|length|duration|period|interval)\b.*?"
        rf"\bfirst\b.*?\blast(?: time)?(?: {_WHO})? (?:{_SEEING}|{_SEEN_NOUNS}) {_THING}$"
    ),
)
_FIRST_AND_LAST = re.compile(r"\b(?:first|1st)\b.*\blast\b", re.I | re.S)
_ARTICLES = ("a", "an", "the", "some", "any", "my", "our", "your")
_ARTICLE = re.compile(rf"^(?:{'|'.join(_ARTICLES)})\s")


def split_sighting_span(
    text: str, vocabulary: frozenset[str] = frozenset()
) -> tuple[str, str] | None:
    """The two when-questions the span of a thing's sightings is made of ("when did you
    first see a life ring?", "when did you last see a life ring?"); None for any other
    question."""
    if not _FIRST_AND_LAST.search(text):
        return None  # (not read any further)
    for found in clause_matches(_SPAN_FORMS, text, vocabulary):
        thing = found["thing"].strip()
        if thing and thing not in _ARTICLES:
            # (a thing with no article is one of its kind: "a life ring")
            thing = thing if _ARTICLE.match(thing) else f"a {thing}"
            return f"when did you first see {thing}?", f"when did you last see {thing}?"
    return None
