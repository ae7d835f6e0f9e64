"""The camera: a pinhole with an 82 degree horizontal field of view, 16:10 image."""

from __future__ import annotations

import math

HFOV_DEG = 82.0
HFOV_RAD = math.radians(HFOV_DEG)
ASPECT = 16.0 / 10.0  # width / height
CAMERA_HEIGHT_M = 1.05
_TAN_H = math.tan(HFOV_RAD / 2)
_TAN_V = _TAN_H / ASPECT


def wrap(angle: float) -> float:
    """``angle`` in (-pi, pi]."""
    a = math.fmod(angle + math.pi, 2 * math.pi)
    if a <= 0:
        a += 2 * math.pi
    return a - math.pi


def image_x(bearing: float) -> float:
    """Image column (fraction of the width) of a bearing (radians, left positive)."""
    return 0.5 - math.tan(bearing) / (2 * _TAN_H)


def in_view(bearing: float) -> bool:
    return abs(bearing) < HFOV_RAD / 2 - 0.005


def box_for(
    bearing: float, rng_m: float, width: float, height: float, bottom: float
) -> tuple[float, float, float, float] | None:
    """[x0, y0, x1, y1] of a thing ``rng_m`` away at ``bearing``; None when it is out of frame.

    The half-width is clipped symmetrically at the image edge so the box centre stays at
    ``image_x(bearing)`` exactly.
    """
    forward = rng_m * math.cos(bearing)
    if forward <= 0.2:
        return None
    cx = image_x(bearing)
    half = (width / 2) / forward / (2 * _TAN_H)
    half = max(0.002, min(half, cx, 1.0 - cx))
    top = 0.5 - ((bottom + height) - CAMERA_HEIGHT_M) / forward / (2 * _TAN_V)
    low = 0.5 - (bottom - CAMERA_HEIGHT_M) / forward / (2 * _TAN_V)
    if low <= 0.0 or top >= 1.0:
        return None
    top, low = max(0.0, top), min(1.0, low)
    if low - top < 0.004:
        return None
    return (round(cx - half, 6), round(top, 5), round(cx + half, 6), round(low, 5))
