"""Changes of floor: when the robot went up or down a storey (lift, stairs, ramp).

A robot's map frame keeps each floor at its own height, so a ride in the lift is
where the storey of consecutive frames changes. "When did you take the lift
up?" and "when did you go downstairs?" are answered from the poses, whatever the
captions say; a ride recorded with a frame half-way up is still one ride.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

# Changes of storey this close together, the same way, are one ride (a frame taken
# between floors, pose noise at a landing).
ONE_RIDE_S = 60.0
# A ride's moment is half-way between the last frame on the old floor and the first on
# the new one, unless frames were this far apart (a recording gap): then the arrival.
LONGEST_RIDE_S = 60.0


@dataclass(frozen=True)
class FloorChange:
    """The robot left floor ``before`` after ``start`` and was on floor ``after`` at ``end``."""

    start: float
    end: float
    before: int
    after: int

    @property
    def up(self) -> bool:
        return self.after > self.before

    @property
    def t(self) -> float:
        """When it happened, as well as the frames tell."""
        if self.end - self.start > LONGEST_RIDE_S:
            return self.end
        return (self.start + self.end) / 2.0


def floor_changes(t: np.ndarray, storey: np.ndarray) -> list[FloorChange]:
    """The rides between floors in frames (time order) with their storeys, oldest first.
    Floors are numbered among those the robot has been on (0: the lowest), so a storey
    taller than the map's STOREY_M is still one floor."""
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
    return [ride for ride in rides if ride.before != ride.after]
