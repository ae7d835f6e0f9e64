"""What the camera sees from the true pose (pinhole boxes) and what the detector reports."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from .layout import Layout
from .model import CAMERA_HEIGHT_M, HFOV_RAD, SIGN_CLASS, TAN_H, TAN_V, ClassSpec, Instance


def size_of(
    layout: Layout, inst: Instance, classes: dict[str, ClassSpec], place: str
) -> tuple[float, float, float]:
    if inst.cls == SIGN_CLASS:
        if layout.places[place].spec.outdoor:
            return (2.5, 1.0, 2.2)
        return (1.2, 0.4, 2.0)
    return classes[inst.cls].size


def reach(sight: float, height: float) -> float:
    return sight * min(max(height / 1.0, 0.5), 2.0)


def visible(
    layout: Layout,
    instances: list[Instance],
    classes: dict[str, ClassSpec],
    true: tuple[float, float, float, float],
    level: str | None,
    place: str,
    t: float,
) -> list[dict[str, Any]]:
    """Things in view: same level and visibility group, inside the image, within reach."""
    if level is None:
        return []
    group = layout.places[place].group
    if group == "lift":
        return []
    rx, ry, _, yaw = true
    out: list[dict[str, Any]] = []
    for inst in instances:
        stay = inst.stay_at(t)
        if stay is None:
            continue
        where = layout.places[stay[2]]
        if where.spec.level != level or where.group != group:
            continue
        w, h, mount = size_of(layout, inst, classes, stay[2])
        dx, dy = stay[3] - rx, stay[4] - ry
        r = math.hypot(dx, dy)
        bearing = (math.atan2(dy, dx) - yaw + math.pi) % (2 * math.pi) - math.pi
        if abs(bearing) > HFOV_RAD / 2 * 0.96:
            continue
        forward = r * math.cos(bearing)
        sight = (
            where.spec.sight
            if where.group.startswith("room-")
            else max(where.spec.sight, layout.places[place].spec.sight)
        )
        far = reach(sight, h)
        if forward < 0.6 or r > far:
            continue
        top = mount + h - CAMERA_HEIGHT_M
        bottom = mount - CAMERA_HEIGHT_M
        y0 = 0.5 - top / (forward * 2 * TAN_V)
        y1 = 0.5 - bottom / (forward * 2 * TAN_V)
        if y1 <= 0.0 or y0 >= 1.0:
            continue
        centre = 0.5 - math.tan(bearing) / (2 * TAN_H)
        half = w / forward / (2 * TAN_H) / 2
        half = min(half, centre, 1.0 - centre)
        box = [
            round(centre - half, 6),
            round(max(y0, 0.0), 6),
            round(centre + half, 6),
            round(min(y1, 1.0), 6),
        ]
        out.append(
            {
                "inst": inst.id,
                "bearing": round(bearing, 6),
                "range": round(r, 3),
                "reach": round(far, 3),
                "box": box,
            }
        )
    out.sort(key=lambda v: (v["range"], v["inst"]))
    return out


def detect(
    rng: np.random.Generator,
    seen: list[dict[str, Any]],
    by_id: dict[str, Instance],
    classes: dict[str, ClassSpec],
    sign_labels: tuple[str, str, str],
) -> list[dict[str, Any]]:
    """≤ 7 detections, nearest first: identifying labels (some with colour) or the generic."""
    out: list[dict[str, Any]] = []
    for v in seen:
        if len(out) >= 7:
            break
        p = 0.85 * (1 - (v["range"] / v["reach"]) ** 2)
        centre = (v["box"][0] + v["box"][2]) / 2
        if centre < 0.1 or centre > 0.9:
            p *= 0.7
        if rng.random() >= p:
            continue
        inst = by_id[v["inst"]]
        if inst.cls == SIGN_CLASS:
            labels, generic = sign_labels, "sign"
        else:
            labels, generic = classes[inst.cls].labels, classes[inst.cls].generic
        if rng.random() < 0.08:
            out.append(
                {
                    "inst": inst.id,
                    "label": generic,
                    "role": "generic",
                    "colour_said": False,
                    "box": v["box"],
                }
            )
            continue
        idx = int(rng.choice(3, p=[0.5, 0.3, 0.2]))
        coloured = inst.cls != SIGN_CLASS and rng.random() < 0.3
        label = f"{inst.colour} {labels[idx]}" if coloured else labels[idx]
        out.append(
            {
                "inst": inst.id,
                "label": label,
                "role": "id",
                "colour_said": coloured,
                "box": v["box"],
            }
        )
    return out
