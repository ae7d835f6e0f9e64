"""A VLM-like sensor: which objects a frame shows, the words used for them, the reported pose.

Visibility is geometric (field of view, range, walls, buildings); recognition
is noisy: objects are missed more often far away, named by varying synonyms
and attributes, and now and then something plausible but absent is named
(a hallucination, marked as such in the ground truth). The pose the robot
reports carries correlated localisation noise.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

import numpy as np

from memory_core.camera import image_x_of
from sim_eval.sim.catalog import CATEGORIES
from sim_eval.sim.geometry import heading, wrap_angle
from sim_eval.sim.model import WorldObject
from sim_eval.sim.trajectory import TrueFrame
from sim_eval.sim.world import World


@dataclass(frozen=True)
class SensorModel:
    """The camera and VLM's limits; defaults are a small VLM on a robot's camera."""

    fov_rad: float = math.radians(90.0)
    range_indoor_m: float = 8.0
    range_outdoor_m: float = 15.0
    # Miss probability at the robot's feet, growing linearly to miss_far at the range limit.
    miss_near: float = 0.1
    miss_far: float = 0.35
    # Chance per frame of naming one plausible thing that is not there.
    hallucination: float = 0.04
    # Chance a label carries the object's colour ("red couch" vs "couch").
    attribute: float = 0.5
    # Chance a detection reuses the frame's word for its category (several "chair"s).
    same_word: float = 0.75
    max_labels: int = 14
    # Error of a box's horizontal centre, as a bearing (a VLM's boxes are loose).
    box_bearing_sigma_rad: float = math.radians(2.0)
    pose_sigma_m: float = 0.3
    yaw_sigma_rad: float = 0.05
    # Localisation error is correlated frame to frame (AR(1) with this coefficient).
    pose_noise_correlation: float = 0.7

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class Detection:
    """One label of a frame: the object it names, or None for a hallucination."""

    label: str
    category: str
    object_id: str | None
    distance: float | None = None
    bearing: float | None = None  # radians, left positive, relative to the heading

    @property
    def hallucination(self) -> bool:
        return self.object_id is None

    def to_json(self) -> dict[str, Any]:
        if self.object_id is None:
            return {
                "object": None,
                "label": self.label,
                "category": self.category,
                "hallucination": True,
            }
        return {
            "object": self.object_id,
            "label": self.label,
            "category": self.category,
            "distance": round(self.distance or 0.0, 2),
            "bearing": round(self.bearing or 0.0, 3),
        }


def in_view(world: World, frame: TrueFrame, obj: WorldObject, sensor: SensorModel) -> bool:
    """Inside the field of view and the (category-scaled) range, with nothing in between."""
    reach = sensor.range_indoor_m if frame.indoor else sensor.range_outdoor_m
    reach *= CATEGORIES[obj.category].reach
    dx, dy = obj.x - frame.x, obj.y - frame.y
    if math.hypot(dx, dy) > reach:
        return False
    if abs(wrap_angle(math.atan2(dy, dx) - frame.yaw)) > sensor.fov_rad / 2:
        return False
    if frame.indoor:
        if obj.building != frame.building:
            return False
        if obj.region in world.covisible(frame.region):
            return True
        return world.through_doorway(frame.xy, frame.region, obj.xy, obj.region)
    if obj.indoor:
        return False
    return not any(box.segment_crosses(frame.xy, obj.xy) for box in world.footprints)


class Perceiver:
    """Labels for each frame, drawn from one random stream in frame order."""

    def __init__(
        self,
        world: World,
        sensor: SensorModel,
        rng: np.random.Generator,
        labeller: Callable[[WorldObject, np.random.Generator, float], str] | None = None,
        label_rng: np.random.Generator | None = None,
    ) -> None:
        """``labeller(obj, label_rng, attribute)`` names objects instead of ``_word`` (another
        labelling style); it draws from ``label_rng`` so what is detected stays the same."""
        self.world, self.sensor, self.rng = world, sensor, rng
        self._labeller, self._label_rng = labeller, label_rng
        self._indoor_words = [c for c in CATEGORIES.values() if c.setting in ("in", "both")]
        self._outdoor_words = [c for c in CATEGORIES.values() if c.setting in ("out", "both")]

    def detect(self, frame: TrueFrame) -> list[Detection]:
        """What the VLM names in this frame, nearest first, hallucination (if any) last."""
        sensor, rng = self.sensor, self.rng
        reach = sensor.range_indoor_m if frame.indoor else sensor.range_outdoor_m
        seen: list[tuple[float, float, WorldObject]] = []
        for obj in self.world.objects:
            if not in_view(self.world, frame, obj, sensor):
                continue
            dist = math.hypot(obj.x - frame.x, obj.y - frame.y)
            miss = sensor.miss_near + (sensor.miss_far - sensor.miss_near) * min(1.0, dist / reach)
            if rng.random() >= miss:
                bearing = wrap_angle(heading(frame.xy, obj.xy) - frame.yaw)
                seen.append((dist, bearing, obj))
        seen.sort(key=lambda item: (item[0], item[2].id))
        words: dict[str, str] = {}
        detections = []
        for dist, bearing, obj in seen[: sensor.max_labels]:
            if obj.category not in words or rng.random() >= sensor.same_word:
                words[obj.category] = self._word(obj)
            detections.append(Detection(words[obj.category], obj.category, obj.id, dist, bearing))
        if rng.random() < sensor.hallucination:
            pool = self._indoor_words if frame.indoor else self._outdoor_words
            category = pool[int(rng.integers(len(pool)))]
            detections.append(Detection(str(rng.choice(category.synonyms)), category.name, None))
        return detections

    def _word(self, obj: WorldObject) -> str:
        """A synonym, with the colour in front of it about half the time."""
        if self._labeller is not None and self._label_rng is not None:
            return self._labeller(obj, self._label_rng, self.sensor.attribute)
        category = CATEGORIES[obj.category]
        word = str(self.rng.choice(category.synonyms))
        if obj.colour and self.rng.random() < self.sensor.attribute and obj.colour not in word:
            word = f"{obj.colour} {word}"
        return word


def boxes_of(
    detections: list[Detection], sensor: SensorModel, rng: np.random.Generator
) -> list[list[float]]:
    """Each detection's box in image fractions: centred on its (noisy) bearing, as wide
    as a ~0.8 m thing at its distance; a hallucination's box is anywhere."""
    boxes = []
    for detection in detections:
        if detection.bearing is None or detection.distance is None:
            centre, width = float(rng.uniform(0.1, 0.9)), 0.1
        else:
            bearing = detection.bearing + float(rng.normal(0.0, sensor.box_bearing_sigma_rad))
            half_fov = min(sensor.fov_rad / 2 - 1e-3, math.pi / 2 - 1e-3)
            centre = image_x_of(max(-half_fov, min(half_fov, bearing)), sensor.fov_rad)
            width = min(0.5, 0.8 / max(detection.distance, 1.0))
        x0, x1 = max(0.0, centre - width / 2), min(1.0, centre + width / 2)
        boxes.append([round(x0, 4), 0.35, round(x1, 4), 0.75])
    return boxes


class PoseNoise:
    """Correlated localisation error: what the robot *reports* is not where it is."""

    def __init__(self, sensor: SensorModel, rng: np.random.Generator) -> None:
        self.sensor, self.rng = sensor, rng
        self._error = np.zeros(3)

    def report(self, frame: TrueFrame) -> dict[str, float]:
        rho = self.sensor.pose_noise_correlation
        sigma = np.array(
            [self.sensor.pose_sigma_m, self.sensor.pose_sigma_m, self.sensor.yaw_sigma_rad]
        )
        fresh = self.rng.normal(0.0, 1.0, 3) * sigma
        self._error = rho * self._error + math.sqrt(1 - rho * rho) * fresh
        return {
            "x": round(frame.x + float(self._error[0]), 3),
            "y": round(frame.y + float(self._error[1]), 3),
            "z": 0.0,
            "yaw": round(wrap_angle(frame.yaw + float(self._error[2])), 4),
        }
