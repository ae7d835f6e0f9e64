"""A clock the test winds by hand."""

from __future__ import annotations


class ManualClock:
    """Time that passes only when slept, or when the consumer says it worked."""

    def __init__(self) -> None:
        self.now = 100.0
        self.slept: list[float] = []

    def __call__(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.slept.append(seconds)
        self.now += seconds
