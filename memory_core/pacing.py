"""Replaying a recorded run at a live robot's pace, for readers following the memory."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator
from typing import TypeVar

Item = TypeVar("Item")


def paced(
    items: Iterable[Item],
    rate_hz: float,
    clock: Callable[[], float] = time.monotonic,
    sleep: Callable[[float], None] = time.sleep,
) -> Iterator[Item]:
    """``items``, the n-th not before n / ``rate_hz`` seconds after the first (a consumer
    slower than that gets the items it is late for at once)."""
    if not rate_hz > 0:
        raise ValueError(f"a replay rate must be positive, got {rate_hz} frames/s")
    started = clock()
    for index, item in enumerate(items):
        wait = started + index / rate_hz - clock()
        if wait > 0:
            sleep(wait)
        yield item
