"""Times, durations and distances as a person would say them."""

from __future__ import annotations

from zoneinfo import ZoneInfo

from hypothesis import given
from hypothesis import strategies as st

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


# Times and places an older version may have stored: 1e308, milliseconds, -1e308, 1e300 m.
UNREADABLE_TIMES = [1e308, -1e308, T0 * 1000, float("inf"), float("nan")]


def test_times_no_calendar_can_show_are_said_to_be_unreadable() -> None:
    for t in UNREADABLE_TIMES:
        assert phrasing.clock_time(t, ROME) == "an unreadable time"
        assert phrasing.when(t, T0, ROME) == "at an unreadable time"
        assert not phrasing.readable(t, ROME)
    assert phrasing.ago(-1e308, T0) == "at an unreadable time"
    assert phrasing.when(T0, T0 * 1000, ROME) == "on Jan 01 at 01:00, at an unreadable time"


def test_spans_and_distances_no_robot_covers_are_said_to_be_untold() -> None:
    for seconds in (1e308 - -1e308, float("nan"), T0 * 1000):
        assert phrasing.duration(seconds) == "a time I cannot tell"
    for metres in (1e300, float("inf"), float("nan")):
        assert phrasing.distance(metres) == "at a distance I cannot tell"
    assert phrasing.distance(12_345.0) == "about 12.3 kilometres away"


@given(t=st.floats(), now=st.floats(), span=st.floats())
def test_every_phrase_is_total_over_floats(t: float, now: float, span: float) -> None:
    for phrase in (
        phrasing.clock_time(t, ROME),
        phrasing.when(t, now, ROME),
        phrasing.ago(t, now),
        phrasing.duration(span),
        phrasing.distance(span),
    ):
        assert phrase and "nan" not in phrase and "inf" not in phrase
