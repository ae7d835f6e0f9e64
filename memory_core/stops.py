"""Stops: when the robot stood still ("how long did you wait in the lobby?").

A recorded pose wanders by a few decimetres while the robot stands (localisation
noise), and a robot walking at 0.5 m/s covers 4 m in 8 s. So a frame is still
when the robot's speed over a window of about ``WINDOW_S`` around it is below
``STILL_SPEED_M_S``; a stop is a run of still frames lasting ``MIN_STOP_S`` or
more. Runs less than ``JOIN_GAP_S`` apart, where the robot is back within
``JOIN_DISTANCE_M`` of where it stood, are one stop: the pose jumped, the robot did not.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

WINDOW_S = 8.0
STILL_SPEED_M_S = 0.2
MIN_STOP_S = 10.0
JOIN_GAP_S = 20.0
JOIN_DISTANCE_M = 1.0


@dataclass(frozen=True)
class Stop:
    """A time the robot stood still: first and last still frame, and the frames' indices."""

    start: float
    end: float
    first: int
    last: int

    @property
    def duration_s(self) -> float:
        return self.end - self.start


def stops(t: np.ndarray, xy: np.ndarray) -> list[Stop]:
    """The stops along a track (frame times, in order, and robot positions)."""
    count = len(t)
    if count < 3:
        return []
    half = WINDOW_S / 2
    before = np.searchsorted(t, t - half, side="left")
    after = np.clip(np.searchsorted(t, t + half, side="right") - 1, 0, count - 1)
    span = t[after] - t[before]
    moved = np.hypot(*(xy[after] - xy[before]).T)
    still = (span > 0) & (moved <= STILL_SPEED_M_S * np.maximum(span, half))
    runs: list[list[int]] = []
    for index in np.flatnonzero(still).tolist():
        if runs and index == runs[-1][1] + 1:
            runs[-1][1] = index
        else:
            runs.append([index, index])
    joined: list[list[int]] = []
    for run in runs:
        if joined and _same_place(t, xy, joined[-1], run):
            joined[-1][1] = run[1]
        else:
            joined.append(run)
    return [
        Stop(float(t[first]), float(t[last]), first, last)
        for first, last in joined
        if t[last] - t[first] >= MIN_STOP_S
    ]


def _same_place(t: np.ndarray, xy: np.ndarray, earlier: list[int], later: list[int]) -> bool:
    """Whether two runs of still frames are one stop: close in time, and in space."""
    if t[later[0]] - t[earlier[1]] > JOIN_GAP_S:
        return False
    here = xy[earlier[0] : earlier[1] + 1].mean(axis=0)
    there = xy[later[0] : later[1] + 1].mean(axis=0)
    return float(np.hypot(*(there - here))) <= JOIN_DISTANCE_M
