"""Object positions from sighting rays: where the lines of sight to a node meet.

Each sighting of a node with a box is a ray from the robot's position along
the bearing to the box. The point nearest all rays (least squares on the
perpendicular distances) is the object's position when the rays cross at an
angle; rays along one line fix only the line, so every ray also pulls weakly
towards a point along it: as far as the box's height says (ranging.py), once
this memory has learnt how big that kind of thing looks, else
``assumed_range_m``. A node keeps just the sums of that fit (RAY_TERMS
numbers), so a sighting costs O(1), a node's position never needs its
history, and a better range scale re-places it without replaying anything.
"""

from __future__ import annotations

import math

import numpy as np

# Per node: A = [[a11, a12], [a12, a22]], right-hand side (b1, b2), ray count; then, over
# the rays with a box height h, the prior's pull per unit of range scale (w cos/h,
# w sin/h) and per metre of assumed range (w cos, w sin): their prior point is added at
# solve time, when the scale is known.
RAY_TERMS = 10
RAY_COUNT = 5  # the column counting a node's rays
_RANGED = slice(6, 8)
_UNRANGED_PRIOR = slice(8, 10)
# Pull of the along-the-ray prior relative to one ray's perpendicular constraint:
# small, so rays crossing at a few degrees already outweigh it (0.01 rather than
# 0.05 cut the median spatial error on the four eval worlds from 2.7 to 2.5 m).
PRIOR_WEIGHT = 0.01
# Two lines of sight at least this far apart in direction fix a range between them.
MIN_CROSSING_RAD = math.radians(8.0)


def ray_terms(
    x: float,
    y: float,
    direction: float,
    assumed_range_m: float,
    box_height: float | None = None,
) -> np.ndarray:
    """One ray's contribution to the sums (add it to the node's). With ``box_height``
    (fraction of the image height) its prior point waits for a range scale."""
    c, s = math.cos(direction), math.sin(direction)
    # Projection onto the ray's normal: distance off the ray, squared, is |P (q - p)|^2.
    p11, p12, p22 = 1.0 - c * c, -c * s, 1.0 - s * s
    w = PRIOR_WEIGHT
    terms = np.zeros(RAY_TERMS)
    terms[:6] = (p11 + w, p12, p22 + w, p11 * x + p12 * y + w * x, p12 * x + p22 * y + w * y, 1.0)
    if box_height is None:
        terms[3:5] += w * assumed_range_m * c, w * assumed_range_m * s
    else:
        terms[_RANGED] = w * c / box_height, w * s / box_height
        terms[_UNRANGED_PRIOR] = w * c, w * s
    return terms


def solve(
    terms: np.ndarray, assumed_range_m: float, scale: np.ndarray | float = math.nan
) -> np.ndarray:
    """(..., 2) positions for (..., RAY_TERMS) summed terms; NaN where a node has no ray.
    ``scale`` (per node, or one for all): box height times range for the node's kind,
    NaN where not known, which puts its boxed rays' prior ``assumed_range_m`` along them."""
    terms = np.asarray(terms, dtype=np.float64)
    a11, a12, a22, b1, b2, count = np.moveaxis(terms[..., :6], -1, 0)
    scale = np.asarray(scale, dtype=np.float64)
    known = np.isfinite(scale)[..., None]
    prior = np.where(
        known,
        np.nan_to_num(scale)[..., None] * terms[..., _RANGED],
        assumed_range_m * terms[..., _UNRANGED_PRIOR],
    )
    b1, b2 = b1 + prior[..., 0], b2 + prior[..., 1]
    determinant = a11 * a22 - a12 * a12
    with np.errstate(divide="ignore", invalid="ignore"):
        x = (a22 * b1 - a12 * b2) / determinant
        y = (a11 * b2 - a12 * b1) / determinant
    located = np.stack([x, y], axis=-1)
    located[count <= 0] = np.nan
    return located


def boxed(terms: np.ndarray) -> np.ndarray:
    """Per node of (N, RAY_TERMS) summed terms, whether any of its rays had a box height."""
    result: np.ndarray = np.abs(np.asarray(terms)[:, _UNRANGED_PRIOR]).sum(axis=1) > 0
    return result


def ranges_where_crossing(
    first: tuple[float, float, float], second: tuple[float, float, float]
) -> tuple[float, float] | None:
    """How far along each of two rays (x, y, direction) they meet; None unless they cross
    ahead of both at MIN_CROSSING_RAD or more."""
    (x1, y1, a1), (x2, y2, a2) = first, second
    sine = math.sin(a2 - a1)
    if abs(sine) < math.sin(MIN_CROSSING_RAD):
        return None
    dx, dy = x2 - x1, y2 - y1
    # x1 + d1 u1 = x2 + d2 u2, solved by Cramer's rule
    d1 = (dx * math.sin(a2) - dy * math.cos(a2)) / sine
    d2 = (dx * math.sin(a1) - dy * math.cos(a1)) / sine
    return (d1, d2) if d1 > 0 and d2 > 0 else None
