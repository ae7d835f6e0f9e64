"""What the camera can see in a frame, and what the detector says about it."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from .familyspec import FamilySpec
from .model import ClassSpec, Detection, Frame, Instance
from .optics import HFOV_RAD, box_for, in_view, wrap
from .streams import chance, pick, uniform

RANGE_INDOOR_M = 14.0
RANGE_OUTDOOR_M = 30.0
MAX_OBJECT_LABELS = 10

P_GENERIC = 0.12
P_COLOUR = 0.4
P_STATE = 0.45
P_DUPLICATE = 0.03
P_FALSE_POSITIVE = 0.05
P_REGIONS = 0.85


@dataclass(frozen=True)
class Sight:
    """One instance in view in one frame."""

    inst: Instance
    cls: ClassSpec
    bearing: float
    range: float
    reach: float  # the range this thing can be made out at
    box: tuple[float, float, float, float]


def sights(spec: FamilySpec, frame: Frame, insts: list[Instance]) -> list[Sight]:
    """Things in view, nearest first: same visibility group and floor, in the field of view,
    within range (less for small things)."""
    if frame.floor is None:
        return []
    here = spec.place(frame.place)
    base = RANGE_OUTDOOR_M if here.outdoor else RANGE_INDOOR_M
    out: list[Sight] = []
    for inst in insts:
        x, y, _z, place_name = inst.position_at(frame.t)
        place = spec.place(place_name)
        if place.group != here.group or place.floor != frame.floor:
            continue
        cls = spec.cls(inst.cls)
        width, height, bottom = cls.size
        reach = base * max(0.35, min(1.0, max(width, height) / 0.8))
        dx, dy = x - frame.x, y - frame.y
        rng_m = math.hypot(dx, dy)
        if rng_m < 0.4 or rng_m > reach:
            continue
        bearing = wrap(math.atan2(dy, dx) - frame.yaw)
        if not in_view(bearing):
            continue
        box = box_for(bearing, rng_m, width, height, bottom)
        if box is None:
            continue
        out.append(Sight(inst, cls, bearing, rng_m, reach, box))
    out.sort(key=lambda s: (s.range, s.inst.id))
    return out


def detect(
    spec: FamilySpec, frame: Frame, seen: list[Sight], rng: np.random.Generator
) -> list[Detection]:
    objects: list[Detection] = []
    for s in seen:
        p = 0.92 * (1.0 - (s.range / s.reach) ** 2)
        if max(s.cls.size[0], s.cls.size[1]) < 0.3:
            p *= 0.8
        if not chance(rng, p):
            continue
        state = s.inst.state_at(frame.t)
        if s.cls.generic and chance(rng, P_GENERIC):
            objects.append(
                Detection(pick(rng, s.cls.generic), s.inst.id, s.cls.key, False, "object",
                          bearing=s.bearing, range=s.range, box=s.box)
            )  # fmt: skip
            continue
        noun = s.cls.key if chance(rng, 0.6) else pick(rng, s.cls.labels)
        colour = s.inst.colour if s.inst.colour and chance(rng, P_COLOUR) else None
        said_state = state if state is not None and chance(rng, P_STATE) else None
        label = (f"{colour} " if colour else "") + noun + (f" ({said_state})" if said_state else "")
        objects.append(
            Detection(label, s.inst.id, s.cls.key, True, "object", colour, said_state,
                      s.bearing, s.range, s.box)
        )  # fmt: skip
        if len(s.cls.labels) > 1 and chance(rng, P_DUPLICATE):
            other = pick(rng, [lb for lb in s.cls.labels if lb != noun])
            objects.append(
                Detection(other, s.inst.id, s.cls.key, True, "duplicate",
                          bearing=s.bearing, range=s.range, box=s.box)
            )  # fmt: skip
    if frame.floor is not None and chance(rng, P_FALSE_POSITIVE):
        commons = [c for c in spec.classes if c.common]
        cls = pick(rng, commons)
        bearing = uniform(rng, -0.42, 0.42) * HFOV_RAD
        rng_m = uniform(rng, 2.5, 9.0)
        box = box_for(bearing, rng_m, *cls.size)
        if box is not None:
            objects.append(
                Detection(pick(rng, cls.labels), None, cls.key, True, "false_positive",
                          bearing=bearing, range=rng_m, box=box)
            )  # fmt: skip
    objects.sort(key=lambda d: d.range if d.range is not None else 0.0)
    objects = objects[:MAX_OBJECT_LABELS]
    if not chance(rng, P_REGIONS):
        return objects
    words = list(spec.regions_for(spec.place(frame.place)))
    count = 1 if len(words) == 1 or chance(rng, 0.55) else 2
    chosen: list[str] = []
    for _ in range(count):
        chosen.append(pick(rng, [w for w in words if w not in chosen]))
    regions = [Detection(w, None, None, False, "region") for w in chosen]
    return objects + regions if chance(rng, 0.65) else regions + objects
