"""A frame takes the pose nearest to it in time, or none when the nearest is too far off.

A source that publishes only when the robot moves (AMCL: after ``update_min_d`` /
``update_min_a``) has no pose near a frame of a robot standing still; for it, a
frame may keep the last pose before it for up to ``hold_s``.
"""

from __future__ import annotations

import bisect
from array import array

from memory_core.types import Pose


class NoPoseError(LookupError):
    """No pose close enough in time to a frame; the message says how far the nearest was."""

    def __init__(self, message: str, gap_s: float | None) -> None:
        super().__init__(message)
        self.gap_s = gap_s


class PoseTrack:
    """Poses by time (compact arrays: an 8 h bag of 50 Hz odometry is ~60 MB).

    Poses may arrive out of order (they are kept sorted by stamp); the live node
    forgets old ones with ``forget_before``.
    """

    def __init__(self, source: str) -> None:
        self.source = source
        self._t = array("d")
        self._x = array("d")
        self._y = array("d")
        self._z = array("d")
        self._yaw = array("d")

    def __len__(self) -> int:
        return len(self._t)

    def add(self, t: float, pose: Pose) -> None:
        at = len(self._t) if not self._t or t >= self._t[-1] else bisect.bisect_right(self._t, t)
        for column, value in zip(
            (self._t, self._x, self._y, self._z, self._yaw),
            (t, pose.x, pose.y, pose.z, pose.yaw),
            strict=True,
        ):
            column.insert(at, value)

    def forget_before(self, t: float) -> None:
        """Drop poses stamped before ``t`` (the live node keeps a few seconds)."""
        cut = bisect.bisect_left(self._t, t)
        for column in (self._t, self._x, self._y, self._z, self._yaw):
            del column[:cut]

    def pose_at(self, t: float, max_gap_s: float, hold_s: float = 0.0) -> Pose:
        """The pose stamped nearest to ``t`` within ``max_gap_s``, else the last one before
        ``t`` if at most ``hold_s`` older; NoPoseError otherwise."""
        if not self._t:
            raise NoPoseError(f"no pose on {self.source} yet", None)
        right = bisect.bisect_left(self._t, t)
        nearest = min(
            (i for i in (right - 1, right) if 0 <= i < len(self._t)),
            key=lambda i: abs(self._t[i] - t),
        )
        gap = abs(self._t[nearest] - t)
        held = bisect.bisect_right(self._t, t) - 1
        if gap > max_gap_s and held >= 0 and t - self._t[held] <= hold_s:
            nearest = held
        elif gap > max_gap_s:
            raise NoPoseError(
                f"no pose on {self.source} within {max_gap_s:g} s of t={t:.3f} "
                f"(nearest {gap:.2f} s away)",
                gap,
            )
        return Pose(self._x[nearest], self._y[nearest], self._z[nearest], self._yaw[nearest])
