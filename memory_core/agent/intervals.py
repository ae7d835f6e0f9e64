"""How long between two moments: a duration made of two when-questions.

"How much time passed between when we went into the pharmacy and when you first saw
an IV stand?", "how long was it from when we got to the car park until we went into
the lobby?", "elapsed time: you first saw a porter to we took the lift": each side is
an event the robot can date on its own ("when did we go into the pharmacy"), and the
answer is the time between the two dates. So the question is split into the two
when-questions it is made of, and the planner answers each and subtracts.
"""

from __future__ import annotations

import re

from memory_core.agent.constructions import as_question

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
