"""How far away a thing is, from how tall its box is, learnt per kind in this memory.

A pinhole camera shows a thing of height H at range d as a box f·H/d tall, so
a box's height (fraction of the image) times the range is the same for every
sighting of one thing, and nearly so for things of one kind. No size table is
needed: two boxed sightings of a node whose lines of sight cross (rays.py) give
each a range, and when both boxes agree on the product they are of one thing
(look-alike things merged into one node rarely agree) and teach its kind's
scale; things of that kind seen along one line of sight then sit where their
boxes say, not an assumed 4 m along it (docs/object_positions.md).
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
# A kind's things are placed again when its scale has moved this much (a factor) since
# they last were: often while it is being learnt, rarely after.
RESCALE_FACTOR = 1.05


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
