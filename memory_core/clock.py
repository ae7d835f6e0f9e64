"""Clock phrases -> POSIX seconds, in the one configured timezone.

"10:43" means 10:43 on the reference day in ``time.timezone`` (the most recent
10:43 at or before the reference time); it is never read in an implicit zone.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta, tzinfo
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

_NUMBER = re.compile(r"[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?")
_CLOCK = re.compile(r"^\s*(\d{1,2}):(\d{2})(?::(\d{2}(?:\.\d+)?))?\s*$")


class ClockError(ValueError):
    """A time phrase or timezone could not be understood."""


def timezone_from_name(name: str) -> tzinfo:
    """An IANA zone, or the system's local zone for an empty name."""
    if not name:
        local = datetime.now().astimezone().tzinfo
        assert local is not None
        return local
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise ClockError(
            f"unknown timezone {name!r}; use an IANA name like 'Europe/Rome'"
        ) from None


def resolve_time(value: float | str, zone: tzinfo, reference_t: float) -> float:
    """POSIX seconds for a number (or its text, as a model writes it), an ISO 8601
    date-time, or 'HH:MM[:SS]'.

    A bare clock time is the latest such time not after ``reference_t``.
    Numbers are returned as they are: callers check them (validation.epoch_seconds).
    """
    if isinstance(value, str) and _NUMBER.fullmatch(value.strip()):
        value = float(value)
    if isinstance(value, int | float):
        return float(value)
    try:
        return _resolve_text(value, zone, reference_t)
    except ClockError:
        raise
    except (OverflowError, OSError, ValueError) as error:
        # A date at the calendar's edge, or a reference time no calendar can show.
        raise ClockError(f"{value!r} cannot be placed in time: {error}") from None


def _resolve_text(value: str, zone: tzinfo, reference_t: float) -> float:
    match = _CLOCK.match(value)
    if match:
        hours, minutes = int(match[1]), int(match[2])
        seconds = float(match[3] or 0.0)
        if hours > 23 or minutes > 59 or seconds >= 60:
            raise ClockError(f"{value!r} is not a time of day")
        reference = datetime.fromtimestamp(reference_t, zone)
        moment = reference.replace(hour=hours, minute=minutes, second=0, microsecond=0)
        moment += timedelta(seconds=seconds)
        if moment.timestamp() > reference_t:
            moment -= timedelta(days=1)
        return moment.timestamp()
    try:
        moment = datetime.fromisoformat(value.strip())
    except ValueError:
        raise ClockError(
            f"{value!r} is not a time: give POSIX seconds, HH:MM[:SS] or ISO 8601"
        ) from None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=zone)
    return moment.timestamp()
