"""What the camera sees from the true pose: bearings, boxes, detector labels."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from .model import CAMERA_HEIGHT_M, HFOV_RAD, TAN_H, TAN_V, wrap
from .objects import stay_at


def geometry(
    true: dict[str, float], x: float, y: float, size: list[float]
) -> dict[str, Any] | None:
    """Bearing, range and box of a thing at (x, y) with size [w, h, mount]; None if unseen."""
    dx, dy = x - true["x"], y - true["y"]
    rng_m = math.hypot(dx, dy)
    bearing = wrap(math.atan2(dy, dx) - true["yaw"])
    if abs(bearing) > HFOV_RAD / 2 - 0.01 or rng_m < 0.8:
        return None
    fwd = rng_m * math.cos(bearing)
    if fwd < 0.5:
        return None
    cx = 0.5 - math.tan(bearing) / (2 * TAN_H)
    half = size[0] / 2 / fwd / (2 * TAN_H)
    half = min(half, cx, 1.0 - cx)
    top = 0.5 - (size[2] + size[1] - CAMERA_HEIGHT_M) / fwd / (2 * TAN_V)
    bottom = 0.5 - (size[2] - CAMERA_HEIGHT_M) / fwd / (2 * TAN_V)
    if bottom <= 0.0 or top >= 1.0:
        return None
    x0, x1 = round(cx - half, 6), round(cx + half, 6)
    # keep the centre exact after rounding
    x1 = round(2 * round(cx, 6) - x0, 6)
    box = [max(0.0, x0), round(max(0.0, top), 6), min(1.0, x1), round(min(1.0, bottom), 6)]
    return {"bearing": round(bearing, 6), "range": round(rng_m, 3), "box": box}


def visible(
    frame: dict[str, Any],
    places: dict[str, Any],
    insts: list[dict[str, Any]],
    cls: dict[str, dict[str, Any]],
) -> list[dict[str, Any]]:
    """Things in view: same level and visibility group, within sight, inside the image."""
    if frame["level"] is None:
        return []
    here = places[frame["place"]]
    out = []
    for inst in insts:
        stay = stay_at(inst, frame["t"])
        if stay is None:
            continue
        there = places[stay[2]]
        if there["level"] != frame["level"] or there["group"] != here["group"]:
            continue
        size = cls[inst["cls"]]["size"]
        reach = here["sight"] * min(2.0, max(0.5, size[1] / 1.0))
        geo = geometry(frame["true"], stay[3], stay[4], size)
        if geo is None or geo["range"] > reach:
            continue
        out.append(
            {
                "inst": inst["key"],
                "cls": inst["cls"],
                "reach": round(reach, 3),
                "place": stay[2],
                "x": stay[3],
                "y": stay[4],
                **geo,
            }
        )
    out.sort(key=lambda v: (v["range"], v["inst"]))
    return out


def detect(
    rng: np.random.Generator,
    vis: list[dict[str, Any]],
    insts_by_key: dict[str, Any],
    cls: dict[str, dict[str, Any]],
    regions: list[str],
) -> list[dict[str, Any]]:
    """Detector labels: identifying (maybe colour-prefixed) or generic; ≤ 7 things + 1 region."""
    dets: list[dict[str, Any]] = []
    for v in vis:
        if len(dets) >= 7:
            break
        p = 0.85 * (1 - (v["range"] / v["reach"]) ** 2)
        if abs(v["box"][0] + v["box"][2] - 1.0) > 0.8:
            p *= 0.7
        if rng.random() >= p:
            continue
        c = cls[v["cls"]]
        inst = insts_by_key[v["inst"]]
        if rng.random() < 0.08:
            label, role, said = c["generic"], "generic", False
        else:
            u = rng.random()
            label = c["labels"][0 if u < 0.5 else 1 if u < 0.8 else 2]
            role = "id"
            said = bool(inst["colour"]) and rng.random() < 0.3
            if said:
                label = f"{inst['colour']} {label}"
        dets.append(
            {
                "label": label,
                "role": role,
                "inst": v["inst"],
                "cls": v["cls"],
                "colour_said": said,
                "bearing": v["bearing"],
                "box": v["box"],
            }
        )
    if rng.random() < 0.4:
        dets.append(
            {
                "label": regions[int(rng.integers(len(regions)))],
                "role": "region",
                "inst": None,
                "cls": None,
                "colour_said": False,
                "bearing": None,
                "box": None,
            }
        )
    return dets
