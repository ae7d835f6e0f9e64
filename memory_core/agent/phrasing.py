"""Spoken-style phrases for times, durations and distances.

Every phrase is total: a time no calendar can show (a millisecond timestamp or
1e308 written by an older version) or a distance no map can hold is said to be
unreadable instead of raising while an answer is being spoken.
"""

from __future__ import annotations

import math
import re
from datetime import datetime, tzinfo

from memory_core.validation import MAX_COORDINATE_M

MINUTE = 60.0
HOUR = 3600.0
DAY = 86400.0
# Spans longer than this (~27,000 years) come from unreadable times, not from a robot.
LONGEST_SPOKEN_S = 1e7 * DAY
# The farthest apart two positions inside the map's bounds can be.
FARTHEST_SPOKEN_M = 2 * math.sqrt(3) * MAX_COORDINATE_M
UNREADABLE_TIME = "an unreadable time"


def readable(t: float, zone: tzinfo) -> bool:
    """Whether ``t`` is a moment the calendar can show (and so a moment worth answering about)."""
    return _moment(t, zone) is not None


def clock_time(t: float, zone: tzinfo) -> str:
    """'10:43' in the configured zone (seconds are noise when spoken)."""
    moment = _moment(t, zone)
    return UNREADABLE_TIME if moment is None else moment.strftime("%H:%M")


def ago(t: float, now: float) -> str:
    """'just now', '5 minutes ago', 'about 2 hours ago', 'in 3 minutes' (for future t)."""
    delta = now - t
    if abs(delta) < 45:
        return "just now"
    phrase = _amount(abs(delta))
    if phrase is None:
        return f"at {UNREADABLE_TIME}"
    return f"{phrase} ago" if delta > 0 else f"in {phrase}"


def when(t: float, now: float, zone: tzinfo) -> str:
    """'at 10:43, 12 minutes ago', or 'on Jan 01 at 10:43, 2 days ago' for another day."""
    moment, today = _moment(t, zone), _moment(now, zone)
    if moment is None:
        return f"at {UNREADABLE_TIME}"
    stamp = (
        f"at {moment.strftime('%H:%M')}"
        if today is not None and moment.date() == today.date()
        else moment.strftime("on %b %d at %H:%M")
    )
    return f"{stamp}, {ago(t, now)}"


def duration(seconds: float) -> str:
    """'about 12 minutes', '40 seconds', 'about 1 hour and 5 minutes'."""
    if 0 <= seconds < MINUTE:
        return f"{round(seconds)} seconds"
    amount = _amount(seconds)
    return "a time I cannot tell" if amount is None else f"about {amount}"


def distance(metres: float) -> str:
    if metres < 1.5:
        return "right here"
    if metres < 1000:
        return f"about {round(metres)} metres away"
    if metres <= FARTHEST_SPOKEN_M:
        return f"about {metres / 1000:.1f} kilometres away"
    return "at a distance I cannot tell"


def _moment(t: float, zone: tzinfo) -> datetime | None:
    """``t`` as a date-time in ``zone``, or None when no calendar can show it."""
    try:
        return datetime.fromtimestamp(t, zone)
    except (OverflowError, OSError, ValueError):
        return None


def _amount(seconds: float) -> str | None:
    """'12 minutes', '1 hour and 5 minutes', '3 days'; None for a span no clock gives."""
    if not 0 <= seconds <= LONGEST_SPOKEN_S:
        return None
    if seconds < HOUR:
        minutes = max(1, round(seconds / MINUTE))
        return _plural(minutes, "minute")
    if seconds < DAY:
        hours, minutes = divmod(round(seconds / MINUTE), 60)
        text = _plural(hours, "hour")
        return f"{text} and {_plural(minutes, 'minute')}" if minutes else text
    return _plural(round(seconds / DAY), "day")


def _plural(count: int, unit: str) -> str:
    return f"{count} {unit}" if count == 1 else f"{count} {unit}s"


def plural(thing: str) -> str:
    """'bench' -> 'benches', 'trolley' -> 'trolleys', 'lorry' -> 'lorries'."""
    if re.search(r"(?:ch|sh|x|s|z)$", thing):
        return f"{thing}es"
    if re.search(r"[^aeiou]y$", thing):
        return f"{thing[:-1]}ies"
    return f"{thing}s"
