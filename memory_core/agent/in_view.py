"""How long a thing stayed in view ("how long did you look at the gate sign?").

The graph keeps a thing's sightings sparsely (a node's sighting times are minutes apart
while the camera kept it in frame), so a look is read off the frames instead: those that
had the thing within the camera's field of view and range and a detection where it stood
(by any name: a detector calls one totem "advertising totem" and "digital advert"), in
one run around a sighting with no gap longer than a detector's misses explain.
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Sequence

from memory_core.journal import JournalFrame

# A detection this close in bearing to where the thing stands is the thing (a box's centre
# is off a thing's bearing by pose noise and the box's width).
SAME_BEARING_RAD = 0.25


def facing(
    frames: Sequence[JournalFrame], spot: tuple[float, float], hfov_rad: float, range_m: float
) -> list[tuple[JournalFrame, float]]:
    """The frames whose camera looked at ``spot`` (within ``range_m`` and the field of
    view), with the spot's bearing in each: whether anything stood there or not."""
    looked = []
    for frame in frames:
        dx, dy = spot[0] - frame.pose.x, spot[1] - frame.pose.y
        if math.hypot(dx, dy) > range_m:
            continue
        bearing = math.remainder(math.atan2(dy, dx) - frame.pose.yaw, math.tau)
        if abs(bearing) <= hfov_rad / 2:
            looked.append((frame, bearing))
    return looked


def frames_showing(
    frames: Sequence[JournalFrame], spot: tuple[float, float], hfov_rad: float, range_m: float
) -> list[float]:
    """The times of the frames that had ``spot`` in view: within ``range_m`` and the field
    of view, with a detection at its bearing (or labels with no bearings at all)."""
    shown = []
    for frame, bearing in facing(frames, spot, hfov_rad, range_m):
        if frame.bearings is None:
            if frame.label_ids:
                shown.append(frame.t)
            continue
        if any(b is not None and abs(b - bearing) <= SAME_BEARING_RAD for b in frame.bearings):
            shown.append(frame.t)
    return shown


def look_around(sighting: float, seen: Sequence[float], gap_s: float) -> tuple[float, float]:
    """The start and end of the run of ``seen`` times (sorted) around ``sighting`` with no
    gap longer than ``gap_s``: one look at the thing."""
    times = sorted({*seen, sighting})
    at = bisect.bisect_left(times, sighting)
    first = last = at
    while first > 0 and times[first] - times[first - 1] <= gap_s:
        first -= 1
    while last + 1 < len(times) and times[last + 1] - times[last] <= gap_s:
        last += 1
    return times[first], times[last]
