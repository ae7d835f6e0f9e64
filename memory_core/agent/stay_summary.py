"""Questions about the robot's stays as a whole: "where did you spend your longest single
stay?", "which place did you stay in the longest in one go?", "which room did you spend
the most time in?", "how many different places
have you been in over the last 6 minutes, not counting stairs or lifts?", "areas covered
last 6 min?".

Read by construction on the reader's plain text; the planner answers from the room
track's visits (the stays in one place joined as visits.py joins them), stairs and lifts
left out: they are passed through, not stayed in.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from memory_core.agent.reader import plain_clauses
from memory_core.agent.timephrases import COUNTING_WORDS


@dataclass(frozen=True)
class StaySummary:
    """The longest stay (``window_s`` None), the place with the most time in all
    (``in_total``), or how many places in the last ``window_s``."""

    window_s: float | None = None
    in_total: bool = False


_STAYING = r"(?:stay|stayed|stop|stopped|stretch|dwell|spend|spent|visit|time|remained|one go)"
_WHERE = r"(?:where|which (?:place|area|room|location|spot)|what (?:place|area|room))"
_LONGEST = (
    # "where did you spend your longest single stay", "which place did you stay in the
    # longest in one go", "where was your longest stop"
    re.compile(
        rf"\b{_WHERE}\b.*\blongest\b.*\b{_STAYING}\b|\b{_WHERE}\b.*\b{_STAYING}\b.*\blongest\b"
    ),
    # "longest single dwell which area", "longest stay where"
    re.compile(
        rf"^longest\b.*\b{_STAYING}\b.*\b{_WHERE}$|^longest\b.*\b{_STAYING}\b.*\b(?:which|where)\b"
    ),
)
# "which room did you spend the most time in", "where have you spent most of your time",
# "in which area were you the longest in all"
_MOST_TIME = (
    re.compile(rf"\b{_WHERE}\b.*\bmost (?:of (?:your|our|the|my) )?time\b"),
    re.compile(rf"\bmost (?:of (?:your|our|the|my) )?time\b.*\b{_WHERE}\b"),
    re.compile(rf"\b{_WHERE}\b.*\blongest\b.*\b(?:in total|altogether|in all|overall)\b"),
)
_NUMBER = r"(?P<count>\d{1,3}|" + "|".join(sorted(COUNTING_WORDS, key=len, reverse=True)) + ")"
_WINDOW = re.compile(rf"\b(?:last|past|previous) {_NUMBER} (?:minutes?|mins?)\b")
_PLACES = r"(?:places|areas|rooms|locations|spaces|zones)"
_HOW_MANY = re.compile(
    rf"\bhow many (?:different |distinct |separate )?{_PLACES}\b|^{_PLACES} (?:covered|visited)\b"
)


def read_stay_summary(text: str, vocabulary: Iterable[str] = ()) -> StaySummary | None:
    """The summary of stays a question asks for, if it asks for one."""
    if not re.search(
        r"\blongest\b|\bmost\b.*\btime\b|\bhow many\b|\b(?:covered|visited)\b", text, re.I
    ):
        return None  # (not read any further)
    said = " ".join(clause for clause in plain_clauses(text, vocabulary) if clause)
    if "how long" not in said and any(form.search(said) for form in _MOST_TIME):
        return StaySummary(in_total=True)
    if "how long" not in said and any(form.search(said) for form in _LONGEST):
        return StaySummary()
    window = _WINDOW.search(said)
    if window is not None and _HOW_MANY.search(said):
        count = window["count"]
        minutes = int(count) if count.isdigit() else COUNTING_WORDS[count]
        return StaySummary(window_s=60.0 * minutes)
    return None
