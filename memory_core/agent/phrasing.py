"""Spoken-style phrases for times, durations and distances."""

from __future__ import annotations

from datetime import datetime, tzinfo

MINUTE = 60.0
HOUR = 3600.0
DAY = 86400.0


def clock_time(t: float, zone: tzinfo) -> str:
    """'10:43' in the configured zone (seconds are noise when spoken)."""
    return datetime.fromtimestamp(t, zone).strftime("%H:%M")


def ago(t: float, now: float) -> str:
    """'just now', '5 minutes ago', 'about 2 hours ago', 'in 3 minutes' (for future t)."""
    delta = now - t
    if abs(delta) < 45:
        return "just now"
    phrase = _amount(abs(delta))
    return f"{phrase} ago" if delta > 0 else f"in {phrase}"


def when(t: float, now: float, zone: tzinfo) -> str:
    """'at 10:43, 12 minutes ago', or 'on Jan 01 at 10:43, 2 days ago' for another day."""
    moment = datetime.fromtimestamp(t, zone)
    today = datetime.fromtimestamp(now, zone).date()
    stamp = (
        f"at {clock_time(t, zone)}"
        if moment.date() == today
        else moment.strftime("on %b %d at %H:%M")
    )
    return f"{stamp}, {ago(t, now)}"


def duration(seconds: float) -> str:
    """'about 12 minutes', '40 seconds', 'about 1 hour and 5 minutes'."""
    if seconds < MINUTE:
        return f"{round(seconds)} seconds"
    return f"about {_amount(seconds)}"


def distance(metres: float) -> str:
    if metres < 1.5:
        return "right here"
    if metres < 1000:
        return f"about {round(metres)} metres away"
    return f"about {metres / 1000:.1f} kilometres away"


def _amount(seconds: float) -> str:
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
