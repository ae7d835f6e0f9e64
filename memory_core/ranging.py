"""How far away a thing is, from how tall its box is, learnt per kind in this memory.

A pinhole camera shows a thing of height H at range d as a box f·H/d tall, so
a box's height (fraction of the image) times the range is the same for every
sighting of one thing, and nearly so for things of one kind. No size table is
needed: two boxed sightings of a node whose lines of sight cross (rays.py) give
each a range, and when both boxes agree on the product they are of one thing
(look-alike things merged into one node rarely agree) and teach its kind's
scale. A robot driving straight at a thing never sees it from two directions;
then how much its box grew as the robot closed in gives both ranges (h1·d1 =
h2·d2), one more sample. Things of a kind so learnt, seen along one line of
sight, sit where their boxes say, not an assumed 4 m along it
(docs/object_positions.md).
"""

from __future__ import annotations

import math

import numpy as np

# Sightings closer than this do not teach (the thing may fill the view, and a fit's
# metre of noise is a large share of the range).
MIN_LEARN_RANGE_M = 1.5
# Two sightings are of one thing when their products agree within this factor.
AGREEMENT = 1.25
# A kind's scale is the median of what its sightings taught, used once this many did
# (a mean of fewer let one look-alike thing's chance agreement set it: K, a bench row).
MIN_SAMPLES = 3
# Samples kept per kind: the median of this many is settled, and a long run's commonest
# kind costs no more to learn than a rare one.
MAX_SAMPLES = 255
# Two boxed sightings along one line of sight (no crossing) fix the range from how much
# the box grew as the robot closed in, or shrank as it drew away: when it changed by at
# least this factor, the robot moved at least LOOMING_MOVE_M towards (or away from) the
# thing, and the first line of sight passes the point so found within
# LOOMING_BEARING_RAD (else the boxes were of two things, or the thing moved). A robot
# driving down aisles never sees most things from two directions (generator U: 15 % of
# boxed nodes had a learnt scale without this, 45-68 % with it).
LOOMING = 1.2
LOOMING_MOVE_M = 1.0
LOOMING_BEARING_RAD = math.radians(3.0)
# A kind's things are placed again when its scale has moved this much (a factor) since
# they last were: often while it is being learnt, rarely after.
RESCALE_FACTOR = 1.05


def ranges_by_looming(
    first: tuple[float, float, float, float], second: tuple[float, float, float, float]
) -> tuple[float, float] | None:
    """How far the thing was at each of two boxed sightings (x, y, direction, box height)
    whose lines of sight do not cross, from how its box's height changed: h1·d1 = h2·d2
    with the thing on the second line of sight. None when the box barely changed, the
    robot barely moved, or the first line of sight misses the point."""
    (x1, y1, a1, h1), (x2, y2, a2, h2) = first, second
    if h2 < h1:  # drawing away: the same, seen from the second sighting back
        swapped = ranges_by_looming(second, first)
        return None if swapped is None else (swapped[1], swapped[0])
    ratio = h2 / h1
    vx, vy = x2 - x1, y2 - y1
    along = vx * math.cos(a2) + vy * math.sin(a2)
    # a box grows only as the robot closes in: one that grew while it drew away was a
    # nearer look-alike's
    if ratio < LOOMING or along < LOOMING_MOVE_M:
        return None
    grown = ratio * ratio - 1.0
    # |v + d2·u2| = ratio·d2, solved for d2 > 0 (v: from the first pose to the second)
    d2 = (along + math.sqrt(along * along + grown * (vx * vx + vy * vy))) / grown
    px, py = x2 + d2 * math.cos(a2) - x1, y2 + d2 * math.sin(a2) - y1
    off = math.atan2(py, px) - a1
    if abs(math.atan2(math.sin(off), math.cos(off))) > LOOMING_BEARING_RAD:
        return None
    return math.hypot(px, py), d2


class RangeScales:
    """Per kind (its head noun): the products (box height times range) its sightings
    taught, and the scale its things were last placed with."""

    def __init__(self) -> None:
        self._samples: dict[str, list[float]] = {}
        self._scale: dict[str, float] = {}  # the median of each kind's samples
        self._applied: dict[str, float] = {}

    def learn(self, kind: str, first: tuple[float, float], second: tuple[float, float]) -> bool:
        """Two sightings (box height, range) of one node of ``kind``: teach its scale if
        they agree on it. Whether they did."""
        (h1, d1), (h2, d2) = first, second
        samples = self._samples.setdefault(kind, [])
        if min(d1, d2) < MIN_LEARN_RANGE_M or len(samples) >= MAX_SAMPLES:
            return False
        products = h1 * d1, h2 * d2
        if max(products) > AGREEMENT * min(products):
            return False
        samples.append(math.sqrt(products[0] * products[1]))
        self._settle(kind)
        return True

    def _settle(self, kind: str) -> None:
        """The kind's scale: the median of its samples, once there are enough."""
        samples = self._samples[kind]
        if len(samples) >= MIN_SAMPLES:
            self._scale[kind] = float(np.median(samples))

    def scale(self, kind: str) -> float:
        """Box height times range for things of ``kind``; NaN until MIN_SAMPLES taught it."""
        return self._scale.get(kind, math.nan)

    def rescaled(self, kind: str) -> bool:
        """Whether ``kind``'s things are due to be placed again (its scale is new, or has
        moved by RESCALE_FACTOR); records that they are."""
        scale, applied = self.scale(kind), self._applied.get(kind, math.nan)
        if not math.isfinite(scale):
            return False
        if math.isfinite(applied) and abs(math.log(scale / applied)) < math.log(RESCALE_FACTOR):
            return False
        self._applied[kind] = scale
        return True

    def state(self) -> np.ndarray:
        """One row per sample taught (applied: NaN), then one per kind placed (sample: NaN):
        a snapshot's table."""
        rows = [
            (kind, sample, math.nan)
            for kind, samples in self._samples.items()
            for sample in samples
        ]
        rows += [(kind, math.nan, applied) for kind, applied in self._applied.items()]
        return np.array(rows, dtype=_STATE)

    @classmethod
    def from_state(cls, table: np.ndarray) -> RangeScales:
        scales = cls()
        for kind, sample, applied in table.tolist():
            if math.isfinite(sample):
                scales._samples.setdefault(kind, []).append(sample)
            else:
                scales._applied[kind] = applied
        for kind in scales._samples:
            scales._settle(kind)
        return scales


_STATE = np.dtype([("kind", "U64"), ("sample", "f8"), ("applied", "f8")])
