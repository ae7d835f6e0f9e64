"""Changes of floor: when the robot went up or down a storey (lift, stairs, ramp).

A robot's map frame keeps each floor at its own height, so a ride in the lift is
where the storey of consecutive frames changes. "When did you take the lift
up?" and "when did you go downstairs?" are answered from the poses, whatever the
captions say; a ride recorded with a frame half-way up is still one ride.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

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
# A frame whose height is this close to its floor's level is on the floor, not riding.
LEVEL_TOLERANCE_M = 0.3
# Frames taken this close to where the height was changing were in the same lift car or
# on the same stairs (a car is ~2 m across; pose noise ~0.3 m).
IN_CAR_M = 2.5
# In a lift, the frames this close to where the height changed were in the car: a car is
# 1-2 m across and the robot rides near its middle; the lobby outside the doors is
# further (measured rides on generators L to N came out 6-10 s long with IN_CAR_M).
CAR_RADIUS_M = 1.25
# Frames this close to a ride (before its start, after its end) tell how it was made.
RIDE_MODE_S = 10.0
# How the robot moved while its height changed tells a lift from the stairs, whatever
# the captions around it say (a stairwell beside the lift is in view of both): in a lift
# car the poses stay within LIFT_SPREAD_M of each other (pose noise); on stairs, a ramp
# or an escalator they move WALKED_SPREAD_M or more (1.6-3.8 m a flight on generator M's
# switchback stairs; a lift car's poses 0.0 m).
LIFT_SPREAD_M = 1.0
WALKED_SPREAD_M = 1.5


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
    # When the height began to change and when it settled on the new floor's (the ride
    # itself: "how long did the lift take"); the storey's change alone is one frame pair.
    left: float | None = None
    arrived: float | None = None

    @property
    def duration_s(self) -> float:
        """How long the ride took, from leaving one floor's height to reaching the other's."""
        left = self.start if self.left is None else self.left
        arrived = self.end if self.arrived is None else self.arrived
        return max(0.0, arrived - left)

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
    t: np.ndarray,
    storey: np.ndarray,
    modes: np.ndarray | None = None,
    z: np.ndarray | None = None,
    xy: np.ndarray | None = None,
) -> list[FloorChange]:
    """The rides between floors in frames (time order) with their storeys, oldest first.
    Floors are numbered among those the robot has been on (0: the lowest), so a storey
    taller than the map's STOREY_M is still one floor. ``modes``: per frame, the index in
    RIDE_MODES of the way its caption names (0: none); a ride is made the way most frames
    around it name. ``z`` and ``xy``: per frame the pose's height and position, which
    time each ride (``_timed``)."""
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
    if z is not None and xy is not None and len(rides):
        settled = _settled(storey, z)
        rides = [_timed(ride, t, storey, settled, xy) for ride in rides]
    if modes is None:
        return rides
    return [_with_mode(ride, t, modes) for ride in rides]


def _settled(storey: np.ndarray, z: np.ndarray) -> np.ndarray:
    """Per frame, whether its height is its floor's level (the median height of the
    floor's frames, give or take LEVEL_TOLERANCE_M): on the floor, not riding."""
    storey = np.unique(storey, return_inverse=True)[1].reshape(-1)
    level = np.array([np.median(z[storey == s]) for s in range(int(storey.max()) + 1)])
    result: np.ndarray = np.abs(z - level[storey]) <= LEVEL_TOLERANCE_M
    return result


def between_floors(t: np.ndarray, storey: np.ndarray, z: np.ndarray, xy: np.ndarray) -> np.ndarray:
    """Per frame, whether the robot was riding between floors then: its height off its
    floor's level, or taken between two such frames of one ride where they were (the lift
    passing a floor). A frame there is in no room of any floor, whatever the frames
    around it say; the frames at a landing before and after a ride are on that floor."""
    if not len(t):
        return np.zeros(0, dtype=bool)
    riding = ~_settled(storey, z)
    off = np.flatnonzero(riding)
    for before, after in zip(off[:-1].tolist(), off[1:].tolist(), strict=True):
        ends = xy[[before, after]]
        if (
            after - before > 1
            and t[after] - t[before] < ONE_RIDE_S
            and all(_near(point, ends, IN_CAR_M) for point in xy[before + 1 : after])
        ):
            riding[before + 1 : after] = True
    return riding


def _timed(
    ride: FloorChange, t: np.ndarray, storey: np.ndarray, settled: np.ndarray, xy: np.ndarray
) -> FloorChange:
    """The ride from the robot's first frame in the lift car (or on the stairs) to its first
    frame out of it: the frames not ``settled`` at their floor's level, and the frames
    either side of them taken where those were (waiting in the car for the doors, on the
    landing)."""
    before = np.flatnonzero(settled & (t <= ride.start) & (storey == ride.before))
    after = np.flatnonzero(settled & (t >= ride.end) & (storey == ride.after))
    first = int(before[-1]) if len(before) else int(np.searchsorted(t, ride.start))
    last = int(after[0]) if len(after) else int(np.searchsorted(t, ride.end))
    last = min(last, len(t) - 1)
    off_level = np.flatnonzero(~settled[first : last + 1]) + first
    mode = _moved_like(xy[off_level])
    if mode == "lift":  # in the car: close to where the height changed, not in the lobby
        car = np.median(xy[off_level], axis=0)
        first, last = int(off_level[0]), int(off_level[-1])
        inside = car[None, :]
        reach = CAR_RADIUS_M
    else:
        inside = xy[first : last + 1]
        reach = IN_CAR_M
    while (
        first > 0 and _near(xy[first - 1], inside, reach) and ride.start - t[first - 1] < ONE_RIDE_S
    ):
        first -= 1
    while (
        last + 1 < len(t)
        and _near(xy[last + 1], inside, reach)
        and t[last + 1] - ride.end < ONE_RIDE_S
    ):
        last += 1
    out = min(last + 1, len(t) - 1)  # the first frame out of it
    return replace(ride, left=float(t[first]), arrived=float(t[out]), mode=mode)


def _moved_like(riding: np.ndarray) -> str:
    """ "lift" when the poses taken off the floors' levels during a ride stayed in one spot,
    "stairs" when they moved as a walk up or down does, else "" (too few to tell)."""
    if len(riding) < 2:
        return ""
    spread = float(np.max(np.ptp(riding, axis=0)))
    if spread <= LIFT_SPREAD_M:
        return "lift"
    return "stairs" if spread >= WALKED_SPREAD_M else ""


def _near(point: np.ndarray, points: np.ndarray, reach: float) -> bool:
    return bool(np.min(np.hypot(*(points - point).T)) <= reach)


def _with_mode(ride: FloorChange, t: np.ndarray, modes: np.ndarray) -> FloorChange:
    """The ride, made the way the frames on either side of it say, else the frames within
    RIDE_MODE_S of it; but a lift by the poses (``ride.mode``, _moved_like) is a lift, and a
    walk is no lift (the stairs, unless the captions said an escalator or a ramp)."""
    moved = ride.mode
    said = ""
    for margin in (0.0, RIDE_MODE_S):
        around = (t >= ride.start - margin) & (t <= ride.end + margin) & (modes > 0)
        if around.any():
            said = RIDE_MODES[int(np.bincount(modes[around]).argmax())]
            break
    if moved == "lift" or (moved == "stairs" and said in ("", "lift")):
        return ride
    return replace(ride, mode=said)
