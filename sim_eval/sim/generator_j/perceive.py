"""The detector: which instances a frame sees, under which label, with which box."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from .layout import Zone
from .robot import Sample
from .spec import FLOOR_H, ClassDef
from .world import Instance

HFOV = math.radians(90.0)
TAN_H = math.tan(HFOV / 2)
TAN_V = TAN_H * 0.75  # 4:3 image
CAM_H = 1.2
MAX_LABELS = 12
MOUNT = {"sign": 1.7, "screen": 1.4, "light": 2.5}
MOUNT_KEYS = {
    "clock": 2.0,
    "cctv camera": 2.6,
    "floodlight": 9.0,
    "scoreboard": 6.0,
    "departure board": 2.2,
    "wind chime": 1.6,
}


@dataclass
class Det:
    inst: Instance
    label: str
    dist: float
    bearing: float  # radians left of the optical axis
    box: list[float]
    colour_shown: bool
    state: str | None  # the state shown in the label or None
    zone: str  # the instance's zone at this moment
    pos: tuple[float, float, float]


def image_x(bearing: float) -> float:
    return 0.5 - math.tan(bearing) / (2 * TAN_H)


def box_for(bearing: float, dist: float, c: ClassDef, rng: np.random.Generator) -> list[float]:
    forward = max(dist * math.cos(bearing), 0.3)
    cx = image_x(bearing)
    half = min(c.size[0] / (2 * forward) / (2 * TAN_H) * 2, 0.49)
    half = max(min(half, cx, 1 - cx), 0.002)
    base = MOUNT_KEYS.get(c.key, MOUNT.get(c.kind, 0.0))
    top_y = 0.5 - (base + c.size[1] - CAM_H) / (forward * 2 * TAN_V)
    bot_y = 0.5 - (base - CAM_H) / (forward * 2 * TAN_V)
    y0 = min(max(top_y + float(rng.normal(0, 0.01)), 0.0), 1.0)
    y1 = min(max(bot_y + float(rng.normal(0, 0.01)), 0.0), 1.0)
    if y1 - y0 < 0.004:
        y0, y1 = max(min(y0, 0.99) - 0.01, 0.0), min(max(y0, 0.01) + 0.01, 1.0)
    return [round(cx - half, 4), round(y0, 4), round(cx + half, 4), round(y1, 4)]


def label_for(inst: Instance, t: float, rng: np.random.Generator) -> tuple[str, bool, str | None]:
    c = inst.c
    labels = c.labels
    label = labels[0] if rng.random() < 0.45 else labels[int(rng.integers(len(labels)))]
    shown = False
    if inst.colour and c.kind != "person" and rng.random() < 0.45:
        label, shown = f"{inst.colour} {label}", True
    state = None
    if c.states and rng.random() < 0.85:
        state = inst.state(t)
        label = f"{state} {label}" if c.state_prefix else f"{label} {state}"
    return label, shown, state


def visible(inst_zone: str, robot_zone: str, inst: Instance, zones: dict[str, Zone]) -> bool:
    if inst_zone == robot_zone or robot_zone in inst.also_from:
        return True
    a, b = zones[inst_zone], zones[robot_zone]
    return a.outdoor and b.outdoor and a.floor == b.floor


def detect(
    frame: Sample, insts: list[Instance], zones: dict[str, Zone], rng: np.random.Generator
) -> list[Det]:
    out: list[Det] = []
    robot_zone = zones[frame.zone]
    for inst in insts:
        zid, (x, y, _z) = inst.where(frame.t)
        if not visible(zid, frame.zone, inst, zones):
            continue
        if zones[zid].floor * FLOOR_H != round(frame.z, 3) and robot_zone.d.side != "v":
            continue
        dx, dy = x - frame.x, y - frame.y
        dist = math.hypot(dx, dy)
        if dist < 0.4:
            continue
        bearing = (math.atan2(dy, dx) - frame.yaw + math.pi) % (2 * math.pi) - math.pi
        if abs(bearing) > math.radians(42):
            continue
        big = max(inst.c.size) >= 2.5
        reach = (35.0 if robot_zone.outdoor else 14.0) * (1.6 if big else 1.0)
        if dist > reach:
            continue
        scaled = dist / reach * 14.0
        p = min(max(0.93 - 0.05 * scaled, 0.12), 0.93)
        if rng.random() > p:
            continue
        label, shown, state = label_for(inst, frame.t, rng)
        out.append(
            Det(
                inst,
                label,
                round(dist, 2),
                bearing,
                box_for(bearing, dist, inst.c, rng),
                shown,
                state,
                zid,
                (x, y, zones[zid].floor * FLOOR_H),
            )
        )
    out.sort(key=lambda d: d.dist)
    return out[: MAX_LABELS - 4]


def frame_labels(
    dets: list[Det],
    frame: Sample,
    zones: dict[str, Zone],
    classes: tuple[ClassDef, ...],
    present: list[ClassDef],
    rng: np.random.Generator,
) -> tuple[list[str], list[list[float] | None], list[str], int]:
    """Labels and boxes for the run line: regions (null boxes), detections, a duplicate now
    and then, and a false positive in about 7 % of frames. Returns labels, boxes, the false
    positives' labels and the number of duplicates."""
    zone = zones[frame.zone]
    labels: list[str] = []
    boxes: list[list[float] | None] = []
    for c in classes:
        if c.kind != "region":
            continue
        tag = "outdoor" if zone.outdoor else "indoor"
        if (tag in c.where or zone.d.kind in c.where) and rng.random() < 0.55:
            labels.append(c.labels[int(rng.integers(len(c.labels)))])
            boxes.append(None)
    dups = 0
    for det in dets:
        labels.append(det.label)
        boxes.append(det.box)
        if rng.random() < 0.05:
            dups += 1
            alt = det.inst.c.labels[int(rng.integers(len(det.inst.c.labels)))]
            jit = [min(max(v + float(rng.normal(0, 0.01)), 0.0), 1.0) for v in det.box]
            jit = [
                min(jit[0], jit[2]),
                min(jit[1], jit[3]),
                max(jit[0], jit[2]),
                max(jit[1], jit[3]),
            ]
            labels.append(alt)
            boxes.append([round(v, 4) for v in jit])
    fps: list[str] = []
    if rng.random() < 0.07 and present:
        c = present[int(rng.integers(len(present)))]
        label = c.labels[int(rng.integers(len(c.labels)))]
        x0, y0 = float(rng.uniform(0, 0.8)), float(rng.uniform(0, 0.8))
        labels.append(label)
        boxes.append(
            [
                round(x0, 4),
                round(y0, 4),
                round(x0 + float(rng.uniform(0.05, 0.2)), 4),
                round(y0 + float(rng.uniform(0.05, 0.2)), 4),
            ]
        )
        fps.append(c.key)
    if len(labels) > MAX_LABELS:
        fps = []  # the false positive came last and is cut
    return labels[:MAX_LABELS], boxes[:MAX_LABELS], fps, dups
