"""Times, durations and distances as a person would say them."""

from __future__ import annotations

from zoneinfo import ZoneInfo

from memory_core.agent import phrasing
from tests.conftest import T0

ROME = ZoneInfo("Europe/Rome")


def test_times_are_clock_time_and_minutes_ago() -> None:
    assert phrasing.when(T0 + 300, T0 + 1020, ROME) == "at 01:05, 12 minutes ago"
    assert phrasing.when(T0, T0 + 20, ROME) == "at 01:00, just now"
    assert phrasing.when(T0, T0 + 2 * 86400, ROME) == "on Jan 01 at 01:00, 2 days ago"


def test_durations_and_distances() -> None:
    assert phrasing.duration(40) == "40 seconds"
    assert phrasing.duration(3900) == "about 1 hour and 5 minutes"
    assert phrasing.distance(0.4) == "right here"
    assert phrasing.distance(17.2) == "about 17 metres away"
