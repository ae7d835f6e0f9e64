"""Which occasion a question means, among the robot's stays in a place.

"How long were you in the kitchen?" means the latest stay, "in total" all of
them, "the first time" the first; "when did you come back in after your first
trip out" the first one after a moment; "how long did it take to get from the
kitchen to the study" a passage from leaving one to entering the other.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeVar

from memory_core.agent.reader import Which
from memory_core.place_track import Stay


class Occasion(Protocol):
    @property
    def start(self) -> float: ...

    @property
    def end(self) -> float: ...


Span = TypeVar("Span", bound=Occasion)


# A thing seen again after this long out of view was passed again: a camera sweeping
# the room loses it for seconds, a robot that went away and came back for minutes.
PASS_GAP_S = 90.0


def choose(
    spans: Sequence[Span], which: Which, after: float | None = None, nth: int = 1
) -> Span | None:
    """The first (the ``nth``: "the second time"), or the latest, of the spans starting
    after ``after`` (oldest first); None when there were fewer."""
    later = [span for span in spans if after is None or span.start >= after]
    if which is Which.FIRST or after is not None:
        return later[nth - 1] if len(later) >= nth else None
    return later[-1] if later else None


def passes(times: Sequence[float]) -> list[float]:
    """When each pass of a thing began, from the times it was seen (oldest first): a
    sighting more than PASS_GAP_S after the one before begins another."""
    starts: list[float] = []
    for index, t in enumerate(times):
        if not index or t - times[index - 1] > PASS_GAP_S:
            starts.append(t)
    return starts


def passage(
    origins: Sequence[Stay], targets: Sequence[Stay], which: Which
) -> tuple[float, float] | None:
    """(left the origin, entered the target) for the first passage if asked, else the
    latest ("how long did it take to get from A to B" is about the last time, as "when did
    you see X" is): a stay in the target after a stay in the origin, without going back to
    the origin in between (whatever else the robot passed through on the way)."""
    found: list[tuple[float, float]] = []
    for origin in origins:
        target = next((t for t in targets if t.start >= origin.end), None)
        if target is None:
            continue
        if any(origin.end < o.start < target.start for o in origins):
            continue  # back in the origin first: the later departure is the passage
        found.append((origin.end, target.start))
    if not found:
        return None
    return found[0] if which is Which.FIRST else found[-1]
