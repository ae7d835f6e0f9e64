"""Frames: robot poses at frame times, and what the open-vocabulary detector reports in
each (labels, boxes), every detection linked to its instance in the truth."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from sim_eval.sim.generator_l import HFOV_RAD
from sim_eval.sim.generator_l.boxes import box_for
from sim_eval.sim.generator_l.model import ClassSpec, Family
from sim_eval.sim.generator_l.seeding import chance, pick, stream
from sim_eval.sim.generator_l.trajectory import Pose, Trajectory, wrap
from sim_eval.sim.generator_l.world import Instance, World

MAX_OBJECT_LABELS = 12
INDOOR_RANGE_M = 14.0
OUTDOOR_RANGE_M = 30.0
FALSE_POSITIVE_RATE = 0.04
DUPLICATE_RATE = 0.03


@dataclass
class Detection:
    label: str
    iid: str | None
    cls: str | None
    identifying: bool
    box: list[float] | None
    bearing: float | None = None
    range_m: float | None = None
    colour: str | None = None
    state: str | None = None
    flag: str = "object"  # object | duplicate | false_positive | region

    def record(self) -> dict[str, Any]:
        return {
            "label": self.label,
            "instance": self.iid,
            "class": self.cls,
            "identifying": self.identifying,
            "colour": self.colour,
            "state": self.state,
            "bearing": None if self.bearing is None else round(self.bearing, 5),
            "range": None if self.range_m is None else round(self.range_m, 3),
            "flag": self.flag,
        }


@dataclass
class Frame:
    index: int
    pose: Pose
    detections: list[Detection] = field(default_factory=list)
    caption: str = ""
    plan: dict[str, Any] = field(default_factory=dict)

    @property
    def t(self) -> float:
        return self.pose.t


def frame_times(world: World, trajectory: Trajectory) -> list[float]:
    rng = stream(world.family.key, world.seed, "frames")
    end = min(world.t_end_plan, trajectory.t_end)
    times = [world.t_start]
    while True:
        gap = float(rng.uniform(1.5, 2.6)) if chance(rng, 0.7) else float(rng.uniform(1.0, 4.0))
        t = round(times[-1] + round(gap, 2), 2)
        if t > end:
            return times
        times.append(t)


def perceive(world: World, trajectory: Trajectory) -> list[Frame]:
    rng = stream(world.family.key, world.seed, "detector")
    family = world.family
    fp_classes = [s for s in family.classes if s.fp and world.by_class(s.key)]
    frames = []
    for index, t in enumerate(frame_times(world, trajectory)):
        pose = trajectory.at(t)
        frame = Frame(index, pose)
        frame.detections = _detect(world, pose, rng, fp_classes)
        frames.append(frame)
    return frames


def visible(world: World, pose: Pose, inst: Instance) -> tuple[float, float] | None:
    """(bearing, range) when the instance is in view, else None."""
    if pose.floor is None:
        return None
    family = world.family
    place = family.place(inst.place_at(pose.t))
    if place.floors[0] != pose.floor:
        return None
    if place.vis_group != family.place(pose.place).vis_group:
        return None
    x, y, _ = inst.position_at(pose.t)
    dx, dy = x - pose.x, y - pose.y
    rng_m = math.hypot(dx, dy)
    if rng_m < 0.6 or rng_m > max_range(family, family.cls(inst.cls), place.outdoor):
        return None
    bearing = wrap(math.atan2(dy, dx) - pose.yaw)
    if abs(bearing) > HFOV_RAD / 2 - 0.02:
        return None
    return bearing, rng_m


def max_range(family: Family, spec: ClassSpec, outdoor: bool) -> float:
    base = OUTDOOR_RANGE_M if outdoor else INDOOR_RANGE_M
    size = max(spec.size)
    return base * min(1.0, max(0.35, size / 0.7))


def _detect(
    world: World, pose: Pose, rng: np.random.Generator, fp_classes: list[ClassSpec]
) -> list[Detection]:
    family = world.family
    found: list[Detection] = []
    for inst in world.instances:
        seen = visible(world, pose, inst)
        if seen is None:
            continue
        bearing, rng_m = seen
        spec = family.cls(inst.cls)
        outdoor = family.place(inst.place_at(pose.t)).outdoor
        limit = max_range(family, spec, outdoor)
        if not chance(rng, 0.92 * (1 - (rng_m / limit) ** 2)):
            continue
        found.append(_label(spec, inst, pose, bearing, rng_m, rng))
    found.sort(key=lambda d: (d.range_m or 0.0, d.label))
    found = found[:MAX_OBJECT_LABELS]
    extra: list[Detection] = []
    for det in found:
        if (
            det.identifying
            and len(family.cls(det.cls or "").labels) > 1
            and chance(rng, DUPLICATE_RATE)
        ):
            spec = family.cls(det.cls or "")
            others = [v for v in spec.labels if not det.label.endswith(v) and v not in det.label]
            if others:
                extra.append(
                    Detection(
                        pick(rng, others),
                        det.iid,
                        det.cls,
                        True,
                        det.box,
                        det.bearing,
                        det.range_m,
                        flag="duplicate",
                    )
                )
    found.extend(extra)
    if fp_classes and pose.floor is not None and chance(rng, FALSE_POSITIVE_RATE):
        spec = pick(rng, fp_classes)
        bearing = float(rng.uniform(-0.55, 0.55))
        fake_range = float(rng.uniform(2.0, 9.0))
        box = box_for(bearing, fake_range, spec.size[0], 0.0, spec.size[1])
        found.insert(
            int(rng.integers(len(found) + 1)),
            Detection(pick(rng, spec.labels), None, spec.key, True, box, flag="false_positive"),
        )
    outdoor_here = world.family.place(pose.place).outdoor
    regions = family.regions_out if outdoor_here else family.regions_in
    for region in _regions(rng, regions):
        found.append(Detection(region, None, None, False, None, flag="region"))
    return found


def _regions(rng: np.random.Generator, regions: tuple[str, ...]) -> list[str]:
    count = int(rng.integers(1, 3))
    order = rng.permutation(len(regions))[:count]
    return [regions[int(i)] for i in order]


def _label(
    spec: ClassSpec,
    inst: Instance,
    pose: Pose,
    bearing: float,
    rng_m: float,
    rng: np.random.Generator,
) -> Detection:
    identifying = not spec.generic or chance(rng, 0.85)
    if identifying:
        base = spec.labels[0] if chance(rng, 0.45) else pick(rng, spec.labels)
    else:
        base = pick(rng, spec.generic)
    colour = inst.colour if inst.colour and chance(rng, 0.35) else None
    state = inst.state_at(pose.t) if spec.states and chance(rng, 0.5) else None
    label = f"{colour} {base}" if colour else base
    if state:
        label = f"{label} [{state}]"
    floor_z = pose.z
    centre = inst.position_at(pose.t)[2] - floor_z
    bottom, top = centre - spec.size[1] / 2, centre + spec.size[1] / 2
    box = box_for(bearing, rng_m, spec.size[0], bottom, top)
    return Detection(
        label,
        inst.iid,
        spec.key,
        identifying,
        box,
        bearing,
        rng_m,
        colour=colour if identifying else None,
        state=state if identifying else None,
    )
