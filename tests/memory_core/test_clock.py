"""Clock phrases resolve in the configured zone, never an implicit one."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory_core.clock import ClockError, resolve_time, timezone_from_name

ROME = ZoneInfo("Europe/Rome")
# 2026-01-01 14:30:00 in Rome (UTC+1)
REFERENCE = datetime(2026, 1, 1, 14, 30, tzinfo=ROME).timestamp()


def test_a_clock_time_is_that_time_today_in_the_configured_zone() -> None:
    assert (
        resolve_time("10:43", ROME, REFERENCE)
        == datetime(2026, 1, 1, 10, 43, tzinfo=ROME).timestamp()
    )
    assert resolve_time("10:43:30", ROME, REFERENCE) - resolve_time("10:43", ROME, REFERENCE) == 30


def test_a_clock_time_later_than_the_reference_means_yesterday() -> None:
    assert (
        resolve_time("23:15", ROME, REFERENCE)
        == datetime(2025, 12, 31, 23, 15, tzinfo=ROME).timestamp()
    )


def test_the_same_phrase_differs_by_zone() -> None:
    utc = resolve_time("10:43", ZoneInfo("UTC"), REFERENCE)
    assert utc - resolve_time("10:43", ROME, REFERENCE) == 3600


def test_numbers_and_iso_datetimes_pass_through() -> None:
    assert resolve_time(123.5, ROME, REFERENCE) == 123.5
    assert (
        resolve_time("2026-01-01T10:00:00+00:00", ROME, REFERENCE)
        == datetime(2026, 1, 1, 10, tzinfo=ZoneInfo("UTC")).timestamp()
    )
    naive = resolve_time("2026-01-01T10:00:00", ROME, REFERENCE)
    assert naive == datetime(2026, 1, 1, 10, tzinfo=ROME).timestamp()


def test_posix_seconds_written_as_text_are_posix_seconds() -> None:
    # an LLM's tool call writes "1767261600" where a person writes 10:00
    assert resolve_time("1767261600", ROME, REFERENCE) == 1767261600.0
    assert resolve_time(" 1.5e9 ", ROME, REFERENCE) == 1.5e9


@pytest.mark.parametrize("phrase", ["25:00", "10:61", "soon", "10h43"])
def test_nonsense_times_are_rejected(phrase: str) -> None:
    with pytest.raises(ClockError):
        resolve_time(phrase, ROME, REFERENCE)


def test_unknown_zones_are_rejected_and_empty_means_the_systems() -> None:
    with pytest.raises(ClockError, match="Mars/Olympus"):
        timezone_from_name("Mars/Olympus")
    assert timezone_from_name("") is not None


@pytest.mark.parametrize(
    ("phrase", "reference"),
    [
        ("10:43", 1e308),  # a reference time an older version stored
        ("10:43", REFERENCE * 1000),  # ... in milliseconds
        ("23:59", datetime(1, 1, 1, tzinfo=ZoneInfo("UTC")).timestamp()),  # the day before year 1
    ],
)
def test_a_clock_time_that_cannot_be_placed_is_a_clock_error(phrase: str, reference: float) -> None:
    with pytest.raises(ClockError, match=f"'{phrase}' cannot be placed in time"):
        resolve_time(phrase, ZoneInfo("UTC"), reference)
