"""Image boxes from geometry, with the pinhole model of memory_core/camera.py (reimplemented
here so generation never imports the system under test)."""

from __future__ import annotations

import math

from sim_eval.sim.generator_l import CAMERA_HEIGHT_M, HFOV_RAD, TAN_HALF_VFOV

_TAN_HALF_H = math.tan(HFOV_RAD / 2)
_LIMIT = math.pi / 2 - 0.05


def image_x(bearing: float) -> float:
    """Fraction of the image width showing ``bearing`` (radians left of the axis)."""
    return 0.5 - math.tan(bearing) / (2 * _TAN_HALF_H)


def image_y(elevation: float) -> float:
    """Fraction of the image height showing ``elevation`` (radians above the axis)."""
    return 0.5 - math.tan(elevation) / (2 * TAN_HALF_VFOV)


def box_for(bearing: float, rng_m: float, width: float, bottom: float, top: float) -> list[float]:
    """[x0, y0, x1, y1]: horizontally centred on the bearing's column (clipped symmetrically
    at the image edge), vertically from the thing's bottom and top heights relative to the
    camera (metres above the robot's floor)."""
    half = math.atan2(width / 2, rng_m)
    cx = image_x(bearing)
    left = image_x(min(_LIMIT, bearing + half))
    right = image_x(max(-_LIMIT, bearing - half))
    hw = max(cx - left, right - cx, 0.004)
    hw = min(hw, cx, 1.0 - cx)
    y_top = image_y(math.atan2(top - CAMERA_HEIGHT_M, rng_m))
    y_bottom = image_y(math.atan2(bottom - CAMERA_HEIGHT_M, rng_m))
    y0 = min(max(y_top, 0.0), 1.0)
    y1 = min(max(y_bottom, 0.0), 1.0)
    if y1 - y0 < 0.004:
        mid = min(max((y0 + y1) / 2, 0.002), 0.998)
        y0, y1 = mid - 0.002, mid + 0.002
    return [round(cx - hw, 5), round(y0, 4), round(cx + hw, 5), round(y1, 4)]
