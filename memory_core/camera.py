"""Where in the image a thing is, as a direction from the robot (a pinhole camera).

A box's horizontal centre gives the bearing to a thing precisely; the graph
turns bearings from several poses into an object position (rays.py). Its
height says how far away the thing is, once the memory knows how big such
things look (ranging.py).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from memory_core.validation import ValidationError, finite_number

# (x0, y0, x1, y1) as fractions of the image width and height, origin top left.
Box = tuple[float, float, float, float]


def bearing_of(box: Box, hfov_rad: float) -> float:
    """Radians left of the optical axis to the box's centre."""
    centre = (box[0] + box[2]) / 2
    return math.atan((0.5 - centre) * 2 * math.tan(hfov_rad / 2))


# A box this close to the image's top or bottom edge may be cut off by it: its height
# says nothing of range. Nor does a box a few pixels tall.
_EDGE = 0.01
_MIN_HEIGHT = 0.005


def box_height(box: Box) -> float | None:
    """The box's height (fraction of the image's); None when the image's edge may cut it."""
    height = box[3] - box[1]
    if box[1] <= _EDGE or box[3] >= 1.0 - _EDGE or height < _MIN_HEIGHT:
        return None
    return height


def image_x_of(bearing: float, hfov_rad: float) -> float:
    """The image column (fraction of the width) showing ``bearing``: bearing_of inverted."""
    return 0.5 - math.tan(bearing) / (2 * math.tan(hfov_rad / 2))


def check_box(box: object) -> Box:
    """``box`` as a Box; ValueError saying what is wrong with it otherwise."""
    if not isinstance(box, list | tuple) or len(box) != 4:
        raise ValueError("a box is [x0, y0, x1, y1]: four numbers")
    try:
        x0, y0, x1, y1 = (finite_number(v, "box") for v in box)
    except ValidationError:
        raise ValueError("a box is [x0, y0, x1, y1]: four numbers") from None
    if not all(0.0 <= v <= 1.0 for v in (x0, y0, x1, y1)):
        raise ValueError(
            f"box {list(box)} is not in image fractions: every coordinate must be in [0, 1]"
        )
    if x0 > x1 or y0 > y1:
        raise ValueError(f"box {list(box)} has x0 > x1 or y0 > y1")
    return (x0, y0, x1, y1)


def check_label_boxes(value: object, labels: Sequence[str]) -> tuple[Box | None, ...]:
    """``value`` as one Box (or None) per label; ValueError naming the box at fault."""
    if not isinstance(value, list) or len(value) != len(labels):
        raise ValueError(
            f'"boxes" must be a list with one box [x0, y0, x1, y1] (or null) per label '
            f"({len(labels)})"
        )
    checked: list[Box | None] = []
    for index, box in enumerate(value):
        try:
            checked.append(None if box is None else check_box(box))
        except ValueError as error:
            raise ValueError(f'"boxes"[{index}] ({labels[index]!r}): {error}') from None
    return tuple(checked)
