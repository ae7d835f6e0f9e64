"""What the camera sees (pinhole, true pose) and what a noisy detector reports."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from .layout import Layout
from .model import CAMERA_HEIGHT_M, HFOV_RAD, TAN_H, TAN_V, FamilySpec
from .objects import SIGN, Instance

HALF_FOV = 0.96 * HFOV_RAD / 2


def wrap(a: float) -> float:
    return (a + math.pi) % (2 * math.pi) - math.pi


def image_x(bearing: float) -> float:
    return 0.5 - math.tan(bearing) / (2 * TAN_H)


def visible(
    layout: Layout,
    place: str,
    level: str | None,
    pose: tuple[float, float, float, float],
    things: list[Instance],
    t: float,
) -> list[dict[str, Any]]:
    """Things in view from the true pose: id, bearing, range and box, nearest first."""
    here = layout.places[place]
    if level is None or here.level is None:
        return []
    x, y, _, yaw = pose
    out: list[dict[str, Any]] = []
    for inst in things:
        stay = inst.stay_at(t)
        if stay is None:
            continue
        there = layout.places[stay[2]]
        if there.level != level or there.group != here.group:
            continue
        dx, dy = stay[3] - x, stay[4] - y
        dist = math.hypot(dx, dy)
        bearing = wrap(math.atan2(dy, dx) - yaw)
        if abs(bearing) > HALF_FOV:
            continue
        forward = dist * math.cos(bearing)
        if forward < 0.5:
            continue
        w, h, base = inst.size
        sight = here.sight if stay[2] == place else max(here.sight, there.sight)
        reach = sight * min(2.0, max(0.5, h / 1.0))
        if dist > reach:
            continue
        y_top = 0.5 - ((base + h - CAMERA_HEIGHT_M) / forward) / (2 * TAN_V)
        y_bot = 0.5 - ((base - CAMERA_HEIGHT_M) / forward) / (2 * TAN_V)
        if y_bot <= 0.0 or y_top >= 1.0:
            continue
        xc = image_x(bearing)
        half = (w / forward) / (2 * TAN_H) / 2
        half = min(half, xc, 1.0 - xc)
        box = [
            round(xc - half, 6),
            round(max(0.0, y_top), 6),
            round(xc + half, 6),
            round(min(1.0, y_bot), 6),
        ]
        out.append(
            {
                "id": inst.id,
                "bearing": round(bearing, 6),
                "range": round(dist, 3),
                "reach": round(reach, 3),
                "box": box,
            }
        )
    out.sort(key=lambda v: (v["range"], v["id"]))
    return out


def detect(
    spec: FamilySpec,
    layout: Layout,
    place: str,
    seen: list[dict[str, Any]],
    by_id: dict[str, Instance],
    rng: np.random.Generator,
) -> list[dict[str, Any]]:
    """Noisy detections: identifying labels (with or without colour), generic ones, a few
    confusions with another class, and a region label without a box."""
    classes = {c.key: c for c in spec.classes}
    out: list[dict[str, Any]] = []
    for item in seen:
        inst = by_id[item["id"]]
        if inst.cls == SIGN:
            continue
        r, reach = item["range"], item["reach"]
        p = 0.85 * (1 - (r / reach) ** 2)
        xc = (item["box"][0] + item["box"][2]) / 2
        if xc < 0.1 or xc > 0.9:
            p *= 0.7
        if rng.random() >= p:
            continue
        cls = classes[inst.cls]
        roll = rng.random()
        if roll < 0.08:
            det = {"id": inst.id, "label": cls.generic, "role": "generic", "colour": "", "as": ""}
        elif roll < 0.105 and cls.confuse:
            other = classes[cls.confuse]
            det = {
                "id": inst.id,
                "label": other.labels[0],
                "role": "confused",
                "colour": "",
                "as": other.key,
            }
        else:
            k = int(rng.choice(3, p=[0.5, 0.3, 0.2]))
            colour = inst.colour if rng.random() < 0.3 else ""
            label = f"{colour} {cls.labels[k]}" if colour else cls.labels[k]
            det = {"id": inst.id, "label": label, "role": "id", "colour": colour, "as": ""}
        det["box"] = item["box"]
        out.append(det)
        if len(out) == 7:
            break
    here = layout.places[place]
    if here.level is not None and rng.random() < 0.4:
        out.append(
            {
                "id": "",
                "label": spec.regions[here.kind],
                "role": "region",
                "colour": "",
                "as": "",
                "box": None,
            }
        )
    return out
