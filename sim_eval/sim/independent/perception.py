"""Camera model and the simulated dense-region labeller.

Visibility: an object is in view when it lies within the horizontal field
of view, within a range that depends on whether the robot is indoors or
outdoors and on the object's size, and when the straight line from the
camera to the object crosses no wall.

Labeller ("region captioner"): each visible object is reported with a
probability that falls with distance and near the image border.  The noun
is drawn from the category's label synonyms; a colour or material is
sometimes prepended.  Rarely a label is hallucinated.  At most 14 labels
are reported, most prominent first, each with an approximate box.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from .catalog import COLOUR_SYNONYMS, Category
from .layout import visible_mask
from .rng import pick
from .world import Obj, World

MAX_LABELS = 14
COLOUR_WORDS = {w for ws in COLOUR_SYNONYMS.values() for w in ws}


@dataclass(frozen=True)
class Camera:
    """Per-world camera and labeller parameters."""

    fov: float
    range_indoor: float
    range_outdoor: float
    detect_base: float
    hallucination_rate: float
    box_rate: float

    @staticmethod
    def sample(rng: np.random.Generator) -> Camera:
        """Draw plausible parameters for one world."""
        return Camera(
            fov=math.radians(float(rng.uniform(80, 100))),
            range_indoor=float(rng.uniform(6.5, 9.5)),
            range_outdoor=float(rng.uniform(13, 19)),
            detect_base=float(rng.uniform(0.82, 0.95)),
            hallucination_rate=float(rng.uniform(0.02, 0.06)),
            box_rate=float(rng.uniform(0.8, 0.97)),
        )


@dataclass(frozen=True)
class Sighting:
    """A visible object with its distance and bearing (left positive)."""

    obj: Obj
    dist: float
    bearing: float


@dataclass(frozen=True)
class Detection:
    """One emitted label; ``obj`` is None for hallucinations."""

    obj: Obj | None
    label: str
    box: list[float] | None
    said_colour: bool
    said_material: bool


class Perceiver:
    """Computes what is visible and what the labeller reports."""

    def __init__(self, world: World, camera: Camera) -> None:
        self.world = world
        self.cam = camera
        self.objs = list(world.objects)
        self.xy = np.array([[o.x, o.y] for o in self.objs], dtype=float)
        self.size = np.array([o.size for o in self.objs], dtype=float)
        self.salience = np.array(
            [world.categories[o.category].salience for o in self.objs], dtype=float
        )

    def max_range(self, indoor: bool) -> np.ndarray:
        """Per-object detection range for the current setting."""
        base = self.cam.range_indoor if indoor else self.cam.range_outdoor
        return base * np.clip((0.45 + 0.4 * self.size) * self.salience, 0.3, 1.0)

    def visible(self, x: float, y: float, yaw: float) -> list[Sighting]:
        """Objects in view from pose (x, y, yaw)."""
        region = self.world.layout.region_at((x, y))
        indoor = region.indoor if region is not None else True
        dx, dy = self.xy[:, 0] - x, self.xy[:, 1] - y
        dist = np.hypot(dx, dy)
        bearing = (np.arctan2(dy, dx) - yaw + np.pi) % (2 * np.pi) - np.pi
        half = self.cam.fov / 2 + np.arctan2(self.size / 2, np.maximum(dist, 0.3)) * 0.5
        cand = np.nonzero(
            (dist <= self.max_range(indoor)) & (np.abs(bearing) <= half) & (dist > 0.2)
        )[0]
        if len(cand) == 0:
            return []
        ok = visible_mask((x, y), self.xy[cand], self.world.layout.walls)
        return [
            Sighting(self.objs[i], float(dist[i]), float(bearing[i]))
            for i, v in zip(cand, ok, strict=True)
            if v
        ]

    def _box(self, s: Sighting) -> list[float]:
        fov = self.cam.fov
        xc = 0.5 - s.bearing / fov
        w = min(0.9, 2 * math.atan2(s.obj.size / 2, s.dist) / fov)
        h = min(0.9, w * 1.3 + 0.04)
        yc = 0.5 + 0.25 * min(1.0, 1.5 / max(s.dist, 0.5))
        box = [xc - w / 2, yc - h / 2, xc + w / 2, yc + h / 2]
        return [round(min(1.0, max(0.0, v)), 3) for v in box]

    def label(
        self, rng: np.random.Generator, sightings: list[Sighting], indoor: bool
    ) -> list[Detection]:
        """The labeller's output for one frame."""
        ranges = dict(zip([o.id for o in self.objs], self.max_range(indoor), strict=True))
        dets: list[tuple[float, Detection]] = []
        for s in sightings:
            c = self.world.categories[s.obj.category]
            edge = 0.7 if abs(s.bearing) > 0.4 * self.cam.fov else 1.0
            p = self.cam.detect_base * edge * (1 - 0.5 * (s.dist / ranges[s.obj.id]) ** 2)
            if rng.random() > p:
                continue
            text, said_c, said_m = label_phrase(rng, c, s.obj)
            box = self._box(s) if rng.random() < self.cam.box_rate else None
            dets.append(
                (
                    s.obj.size / max(s.dist, 0.5),
                    Detection(s.obj, text, box, bool(said_c), bool(said_m)),
                )
            )
        dets.sort(key=lambda d: -d[0])
        out = [d for _, d in dets][:MAX_LABELS]
        if rng.random() < self.cam.hallucination_rate:
            x0, y0 = float(rng.uniform(0, 0.8)), float(rng.uniform(0.1, 0.8))
            box = [round(x0, 3), round(y0, 3), round(x0 + 0.12, 3), round(min(1.0, y0 + 0.15), 3)]
            fake = Detection(None, pick(rng, self.world.family.hallucinations), box, False, False)
            out = [*out[: MAX_LABELS - 1], fake]
        return out


def label_phrase(rng: np.random.Generator, c: Category, o: Obj) -> tuple[str, str, str]:
    """A noun phrase for ``o``: (text, colour word or '', material word or '')."""
    weights = np.array([2.5] + [1.0] * (len(c.labels) - 1))
    noun = c.labels[int(rng.choice(len(c.labels), p=weights / weights.sum()))]
    has_colour = any(w in COLOUR_WORDS for w in noun.split())
    colour = material = ""
    if o.colour and not has_colour and rng.random() < 0.35:
        syn = COLOUR_SYNONYMS.get(o.colour, [o.colour])
        colour = o.colour if (rng.random() < 0.85 or len(syn) < 2) else syn[1]
    if o.material and o.material not in noun and rng.random() < (0.12 if colour else 0.2):
        material = o.material
    text = " ".join(w for w in (colour, material, noun) if w)
    return text, colour, material
