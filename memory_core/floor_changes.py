"""Changes of floor: when the robot went up or down a storey (lift, stairs, ramp).

A robot's map frame keeps each floor at its own height, so a ride in the lift is
where the storey of consecutive frames changes. "When did you take the lift
up?" and "when did you go downstairs?" are answered from the poses, whatever the
captions say; a ride recorded with a frame half-way up is still one ride.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

# Changes of storey this close together, the same way, are one ride (a frame taken
# between floors, pose noise at a landing).
ONE_RIDE_S = 60.0
# A ride's moment is half-way between the last frame on the old floor and the first on
# the new one, unless frames were this far apart (a recording gap): then the arrival.
LONGEST_RIDE_S = 60.0


# How a ride is made, as captions and questions name it; "" when none is named.
RIDE_MODES = ("", "lift", "escalator", "stairs", "ramp")
_MODE_WORDS = (
    ("escalator", r"escalators?|moving (?:staircase|stairs|stairway|walkway)|travelators?"),
    ("lift", r"lifts?|elevators?"),
    ("stairs", r"stairs|staircases?|stairways?|stairwells?|steps"),
    ("ramp", r"ramps?"),
)
_MODE = re.compile("|".join(rf"(?P<{mode}>\b(?:{words})\b)" for mode, words in _MODE_WORDS))
# Frames this close to a ride (before its start, after its end) tell how it was made.
RIDE_MODE_S = 10.0


def ride_mode(text: str) -> str:
    """The way of changing floors a text names first ("the escalator going down":
    "escalator"; "took the lift": "lift"), else ""."""
    found = _MODE.search(text.lower())
    return "" if found is None else str(found.lastgroup)


@dataclass(frozen=True)
class FloorChange:
    """The robot left floor ``before`` after ``start`` and was on floor ``after`` at ``end``;
    by ``mode`` (RIDE_MODES), as the captions around it said, if they said."""

    start: float
    end: float
    before: int
    after: int
    mode: str = ""

    @property
    def up(self) -> bool:
        return self.after > self.before

    @property
    def t(self) -> float:
        """When it happened, as well as the frames tell."""
        if self.end - self.start > LONGEST_RIDE_S:
            return self.end
        return (self.start + self.end) / 2.0


def floor_changes(
    t: np.ndarray, storey: np.ndarray, modes: np.ndarray | None = None
) -> list[FloorChange]:
    """The rides between floors in frames (time order) with their storeys, oldest first.
    Floors are numbered among those the robot has been on (0: the lowest), so a storey
    taller than the map's STOREY_M is still one floor. ``modes``: per frame, the index in
    RIDE_MODES of the way its caption names (0: none); a ride is made the way most frames
    around it name."""
    storey = np.unique(storey, return_inverse=True)[1].reshape(-1)
    changed = np.flatnonzero(np.diff(storey) != 0) + 1
    rides: list[FloorChange] = []
    for index in changed.tolist():
        ride = FloorChange(
            float(t[index - 1]), float(t[index]), int(storey[index - 1]), int(storey[index])
        )
        last = rides[-1] if rides else None
        if last is not None and ride.start - last.end <= ONE_RIDE_S and ride.up == last.up:
            rides[-1] = FloorChange(last.start, ride.end, last.before, ride.after)
        else:
            rides.append(ride)
    rides = [ride for ride in rides if ride.before != ride.after]
    if modes is None:
        return rides
    return [_with_mode(ride, t, modes) for ride in rides]


def _with_mode(ride: FloorChange, t: np.ndarray, modes: np.ndarray) -> FloorChange:
    """The ride, made the way the frames on either side of it say; else the frames
    within RIDE_MODE_S of it."""
    for margin in (0.0, RIDE_MODE_S):
        around = (t >= ride.start - margin) & (t <= ride.end + margin) & (modes > 0)
        if around.any():
            mode = RIDE_MODES[int(np.bincount(modes[around]).argmax())]
            return FloorChange(ride.start, ride.end, ride.before, ride.after, mode)
    return ride
