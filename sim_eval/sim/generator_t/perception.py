"""What the camera sees from the true pose: visible things, boxes, detector labels."""

from __future__ import annotations

import math

import numpy as np

from .layout import Layout, level_of_z
from .model import CAMERA_HEIGHT_M, HFOV_RAD, MAX_LABELS, TAN_H, TAN_V, ClassSpec, Instance
from .objects import stay_at

REGIONS = {
    "library": ("carpet", "parquet floor", "ceiling lights"),
    "farm": ("gravel", "grass", "mud"),
    "hotel": ("patterned carpet", "marble floor", "wallpaper"),
}


def reach(sight: float, height: float) -> float:
    return sight * min(max(height / 1.0, 0.5), 2.0)


def visible(
    lay: Layout,
    classes: dict[str, ClassSpec],
    insts: list[Instance],
    pose: tuple[float, float, float, float],
    place: str,
    t: float,
) -> list[dict]:
    """Things in view: same level and group, inside the field of view, within reach."""
    x, y, z, yaw = pose
    level = level_of_z(lay, z)
    here = lay.places[place]
    if level is None or here.lift:
        return []
    out = []
    for inst in insts:
        stay = stay_at(inst, t)
        if stay is None:
            continue
        sp = lay.places[stay[2]]
        if sp.group != here.group or abs(stay[5] - z) > 1e-6:
            continue
        dx, dy = stay[3] - x, stay[4] - y
        fwd = dx * math.cos(yaw) + dy * math.sin(yaw)
        lat = -dx * math.sin(yaw) + dy * math.cos(yaw)
        rng_m = math.hypot(dx, dy)
        bearing = math.atan2(lat, fwd)
        if fwd <= 0 or abs(bearing) > HFOV_RAD / 2 - 0.01 or rng_m < 0.5:
            continue
        cls = classes[inst.cls]
        w, h, mount = cls.size
        if rng_m > reach(here.sight, h):
            continue
        box = box_of(bearing, fwd, w, h, mount)
        if box is None:
            continue
        out.append(
            {"inst": inst.key, "bearing": round(bearing, 6), "range": round(rng_m, 3), "box": box}
        )
    out.sort(key=lambda v: (v["range"], v["inst"]))
    return out


def box_of(bearing: float, fwd: float, w: float, h: float, mount: float) -> list[float] | None:
    cx = 0.5 - math.tan(bearing) / (2 * TAN_H)
    half = w / (fwd * 2 * TAN_H) / 2
    hw = max(min(half, cx, 1 - cx), 1e-6)
    top = 0.5 - (mount + h - CAMERA_HEIGHT_M) / (fwd * 2 * TAN_V)
    bottom = 0.5 - (mount - CAMERA_HEIGHT_M) / (fwd * 2 * TAN_V)
    if bottom <= 0.0 or top >= 1.0:
        return None
    top, bottom = max(top, 0.0), min(bottom, 1.0)
    return [round(cx - hw, 6), round(top, 6), round(cx + hw, 6), round(bottom, 6)]


def detect(
    rng: np.random.Generator,
    family: str,
    classes: dict[str, ClassSpec],
    insts: dict[str, Instance],
    seen: list[dict],
    sight: float,
) -> list[dict]:
    """Detector output: identifying or generic labels with boxes, nearest first, + a region."""
    dets = []
    for v in seen:
        inst = insts[v["inst"]]
        cls = classes[inst.cls]
        r = reach(sight, cls.size[1])
        p = 0.85 * (1 - (v["range"] / r) ** 2)
        cx = (v["box"][0] + v["box"][2]) / 2
        if abs(cx - 0.5) > 0.4:
            p *= 0.7
        if rng.random() >= p:
            continue
        colour_said = ""
        if rng.random() < 0.08:
            label, role = cls.generic, "generic"
        else:
            u = rng.random()
            label = cls.labels[0 if u < 0.5 else (1 if u < 0.8 else 2)]
            role = "id"
            if inst.colour and rng.random() < 0.3:
                colour_said = inst.colour
                label = f"{inst.colour} {label}"
        dets.append(
            {
                "label": label,
                "role": role,
                "inst": inst.key,
                "colour_said": colour_said,
                "bearing": v["bearing"],
                "box": v["box"],
            }
        )
        if len(dets) >= MAX_LABELS - 1:
            break
    if rng.random() < 0.4:
        regions = REGIONS[family]
        dets.append(
            {
                "label": regions[int(rng.integers(len(regions)))],
                "role": "region",
                "inst": None,
                "colour_said": "",
                "bearing": None,
                "box": None,
            }
        )
    return dets
