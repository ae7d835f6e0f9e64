"""What the camera sees from the true pose: visible things, their boxes, and the detector."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from .frames import TruePose, wrap
from .model import (
    CAMERA_HEIGHT_M,
    EDGE_MARGIN_RAD,
    H_TAN,
    HFOV_RAD,
    MAX_LABELS,
    MAX_OBJECT_LABELS,
    V_TAN,
    ClassSpec,
    FamilySpec,
    Instance,
)
from .rng import chance, pick

Box = tuple[float, float, float, float]


@dataclass(frozen=True)
class Visible:
    inst: str
    cls: str
    x: float
    y: float
    bearing: float
    range_m: float
    box: Box
    place: str


@dataclass(frozen=True)
class Det:
    label: str
    role: str  # object | duplicate | confusion | generic | ghost | region
    inst: str | None
    cls: str | None
    colour: str | None
    state: str | None
    bearing: float | None
    range_m: float | None
    box: Box | None

    @property
    def identifying(self) -> bool:
        return self.role in ("object", "duplicate")


def image_x(bearing: float) -> float:
    return 0.5 - math.tan(bearing) / (2 * H_TAN)


def box_for(cls: ClassSpec, bearing: float, rng_m: float) -> Box | None:
    """The pinhole box of a thing at ``bearing`` and range; None when wholly out of image."""
    fwd = rng_m * math.cos(bearing)
    if fwd <= 0.2:
        return None
    top = 0.5 - (cls.base + cls.height - CAMERA_HEIGHT_M) / (fwd * 2 * V_TAN)
    bottom = 0.5 - (cls.base - CAMERA_HEIGHT_M) / (fwd * 2 * V_TAN)
    if bottom <= 0.0 or top >= 1.0:
        return None
    cx = image_x(bearing)
    half = cls.width / 2 / (fwd * 2 * H_TAN)
    half = min(half, cx, 1.0 - cx)
    x0, x1 = round(cx - half, 6), round(cx + half, 6)
    y0, y1 = round(max(0.0, top), 6), round(min(1.0, bottom), 6)
    if y1 - y0 < 1e-6:
        return None
    return (max(0.0, x0), y0, min(1.0, x1), y1)


class Camera:
    def __init__(self, spec: FamilySpec, instances: list[Instance]) -> None:
        self.spec = spec
        self.instances = instances
        self.classes = {c.key: c for c in spec.classes}
        self.places = {p.key: p for p in spec.places}

    def visible(self, pose: TruePose) -> list[Visible]:
        """Things in view, nearest first."""
        if pose.level is None:
            return []
        here = self.places[pose.place]
        if here.transit:
            return []
        out: list[Visible] = []
        for inst in self.instances:
            stay = inst.stay_at(pose.t)
            if stay is None:
                continue
            there = self.places[stay.place]
            if there.group != here.group or pose.level not in there.levels:
                continue
            cls = self.classes[inst.cls]
            dx, dy = stay.x - pose.x, stay.y - pose.y
            r = math.hypot(dx, dy)
            if r < 0.6:
                continue
            bearing = wrap(math.atan2(dy, dx) - pose.yaw)
            if abs(bearing) > HFOV_RAD / 2 - EDGE_MARGIN_RAD:
                continue
            limit = here.sight_m * min(1.8, max(0.4, cls.height / 1.0)) * cls.reach
            if r > limit:
                continue
            box = box_for(cls, bearing, r)
            if box is None:
                continue
            out.append(Visible(inst.key, inst.cls, stay.x, stay.y, bearing, r, box, stay.place))
        out.sort(key=lambda v: (v.range_m, v.inst))
        return out

    def detect(
        self,
        rng: np.random.Generator,
        pose: TruePose,
        seen: list[Visible],
        region_labels: tuple[str, ...],
    ) -> list[Det]:
        """Detector output: misses, synonyms, colour and state, duplicates, ghosts, regions."""
        dets: list[Det] = []
        inst_by_key = {i.key: i for i in self.instances}
        here = self.places[pose.place] if pose.level is not None else None
        for vis in seen:
            if len(dets) >= MAX_OBJECT_LABELS:
                break
            cls = self.classes[vis.cls]
            inst = inst_by_key[vis.inst]
            limit = (here.sight_m if here else 10.0) * min(1.8, max(0.4, cls.height)) * cls.reach
            p = 0.88 * cls.detect * (1 - (vis.range_m / limit) ** 2)
            if abs((vis.box[0] + vis.box[2]) / 2 - 0.5) > 0.4:
                p *= 0.7
            if not chance(rng, p):
                continue
            u = float(rng.random())
            if u < 0.09:
                dets.append(
                    Det(
                        cls.generic,
                        "generic",
                        vis.inst,
                        vis.cls,
                        None,
                        None,
                        vis.bearing,
                        vis.range_m,
                        vis.box,
                    )
                )
                continue
            if u < 0.12 and cls.confusions:
                dets.append(
                    Det(
                        pick(rng, cls.confusions),
                        "confusion",
                        vis.inst,
                        vis.cls,
                        None,
                        None,
                        vis.bearing,
                        vis.range_m,
                        vis.box,
                    )
                )
                continue
            v = float(rng.random())
            word = cls.labels[0] if v < 0.5 else cls.labels[1] if v < 0.8 else cls.labels[2]
            colour = inst.colour if inst.colour and chance(rng, 0.3) else None
            state = inst.state_at(pose.t) if cls.states and chance(rng, 0.35) else None
            label = (f"{colour} " if colour else "") + word + (f" ({state})" if state else "")
            dets.append(
                Det(
                    label,
                    "object",
                    vis.inst,
                    vis.cls,
                    colour,
                    state,
                    vis.bearing,
                    vis.range_m,
                    vis.box,
                )
            )
            if chance(rng, 0.03) and len(dets) < MAX_OBJECT_LABELS:
                other = pick(rng, [w for w in cls.labels if w != word])
                x0, y0, x1, y1 = vis.box
                grow = 0.004
                dup = (
                    max(0.0, round(x0 - grow, 6)),
                    y0,
                    min(1.0, round(x1 + grow, 6)),
                    round(min(1.0, y1 + 0.01), 6),
                )
                cx_ok = abs((dup[0] + dup[2]) / 2 - (x0 + x1) / 2) < 1e-6
                dets.append(
                    Det(
                        other,
                        "duplicate",
                        vis.inst,
                        vis.cls,
                        None,
                        None,
                        vis.bearing,
                        vis.range_m,
                        dup if cx_ok else vis.box,
                    )
                )
        if here is not None and not here.transit and chance(rng, 0.03) and len(dets) < 6:
            cls = pick(rng, self.spec.classes)
            x0 = round(float(rng.random()) * 0.8, 6)
            y0 = round(0.2 + float(rng.random()) * 0.4, 6)
            dets.append(
                Det(
                    cls.generic,
                    "ghost",
                    None,
                    None,
                    None,
                    None,
                    None,
                    None,
                    (x0, y0, round(x0 + 0.08, 6), round(y0 + 0.15, 6)),
                )
            )
        if chance(rng, 0.7):
            surface = here.surface if here is not None else "steel floor"
            horizon = round(min(0.95, 0.5 + CAMERA_HEIGHT_M / (12.0 * 2 * V_TAN)), 6)
            dets.append(
                Det(surface, "region", None, None, None, None, None, None, (0.0, horizon, 1.0, 1.0))
            )
            if (
                here is not None
                and not here.transit
                and chance(rng, 0.45)
                and len(dets) < MAX_LABELS
            ):
                dets.append(
                    Det(
                        pick(rng, region_labels), "region", None, None, None, None, None, None, None
                    )
                )
        return dets[:MAX_LABELS]
