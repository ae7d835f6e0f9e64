"""A run replayed at a live robot's pace: the n-th line not before n / rate seconds."""

from __future__ import annotations

import pytest

from memory_core.pacing import paced
from tests.fakes.clock import ManualClock


def test_items_come_one_per_period() -> None:
    clock = ManualClock()
    times = [clock.now for _ in paced("abcd", 2.0, clock, clock.sleep)]
    assert times == [100.0, 100.5, 101.0, 101.5]


def test_a_slow_consumer_is_not_made_to_wait_on_top_of_its_own_time() -> None:
    clock = ManualClock()
    for item in paced(range(3), 2.0, clock, clock.sleep):
        clock.now += 0.4 if item == 0 else 1.0  # the consumer's own work
    assert clock.slept == pytest.approx([0.1])


def test_a_rate_that_is_not_positive_is_refused() -> None:
    with pytest.raises(ValueError, match="positive"):
        list(paced([1], 0.0))
