"""A simulated dense-region labeller: which instances are labelled in a frame, and boxes."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from .util import HFOV, MAX_RANGE, bearing, pick, rng_for
from .world import Instance, Layout

VFOV = 2 * math.atan(math.tan(HFOV / 2) * 0.75)
CAMERA_HEIGHT = 1.1
MAX_LABELS = 12


@dataclass
class Seen:
    """One instance visible in one frame (labelled or not)."""

    iid: int
    distance: float
    bearing: float
    label: str | None  # None: in view but missed by the labeller


@dataclass
class FrameView:
    """What the simulated perception produced for one frame."""

    labels: list[str] = field(default_factory=list)
    boxes: list[list[float] | None] = field(default_factory=list)
    iids: list[int | None] = field(default_factory=list)  # instance behind each label
    visible: list[Seen] = field(default_factory=list)
    people: int = 0


def label_text(rng: np.random.Generator, inst: Instance) -> str:
    """A labeller's name for ``inst``: a weighted synonym, sometimes with colour/material."""
    names = inst.cat.names
    weights = np.array([2.0] + [1.0] * (len(names) - 1))
    name = names[int(rng.choice(len(names), p=weights / weights.sum()))]
    if inst.colour and inst.colour not in name and rng.random() < 0.3:
        name = f"{inst.colour} {name}"
    elif inst.material and inst.material not in name and rng.random() < 0.2:
        name = f"{inst.material} {name}"
    return name


def make_box(rng: np.random.Generator, b: float, d: float, size: float) -> list[float]:
    """Image-fraction box whose horizontal centre is exactly 0.5 - bearing / HFOV."""
    cx = 0.5 - b / HFOV
    half = math.atan(size / 2 / max(d, 0.3)) / HFOV
    half = max(0.004, min(half, cx, 1 - cx))
    height = min(max(size, 0.3), 3.0)
    top = 0.5 - math.atan((height - CAMERA_HEIGHT) / max(d, 0.3)) / VFOV
    bottom = 0.5 + math.atan(CAMERA_HEIGHT / max(d, 0.3)) / VFOV
    top = min(max(top + float(rng.normal(0, 0.01)), 0.0), 0.95)
    bottom = min(max(bottom + float(rng.normal(0, 0.01)), top + 0.02), 1.0)
    return [round(cx - half, 5), round(top, 4), round(cx + half, 5), round(bottom, 4)]


def _group(layout: Layout, pid: str) -> str:
    return "outside" if layout.places[pid].outside else pid


def perceive(
    layout: Layout, seed: int, poses: list[tuple[float, float, float, float, float]]
) -> list[FrameView]:
    """Labels and boxes for each true pose (t, x, y, z, yaw)."""
    fam = layout.family
    rng = rng_for(fam.name, seed, "perception")
    views: list[FrameView] = []
    for t, x, y, z, yaw in poses:
        here = layout.place_at(x, y, z)
        view = FrameView()
        if here is not None:
            group = _group(layout, here.pid)
            for inst in layout.instances:
                pid, (ox, oy, oz) = inst.at(t)
                if abs(oz - z) > 1.0 or _group(layout, pid) != group:
                    continue
                d = math.hypot(ox - x, oy - y)
                b = bearing(x, y, yaw, ox, oy)
                if d > MAX_RANGE or abs(b) > HFOV / 2 - 0.02:
                    continue
                p = 0.98 - 0.4 * d / MAX_RANGE - 0.15 * abs(b) / (HFOV / 2)
                p *= inst.cat.salience * min(1.0, 0.45 + 2.0 * inst.cat.size / max(d, 1.0))
                label = label_text(rng, inst) if rng.random() < p else None
                view.visible.append(Seen(inst.iid, d, b, label))
            busy = here.kind.busy
            view.people = int(rng.poisson(busy * 2.5)) if rng.random() < 0.8 else 0
        seen = sorted((s for s in view.visible if s.label), key=lambda s: s.distance)
        for s in seen[: MAX_LABELS - 2]:
            inst = layout.instances[s.iid]
            box = make_box(rng, s.bearing, s.distance, inst.cat.size)
            view.labels.append(s.label)  # type: ignore[arg-type]
            view.boxes.append(None if rng.random() < 0.07 else box)
            view.iids.append(s.iid)
        for _ in range(min(view.people, 2)):
            if rng.random() < 0.35:
                _extra(rng, view, pick(rng, fam.people))
        if rng.random() < 0.06:
            _extra(rng, view, pick(rng, fam.hallucinations))
        views.append(view)
    return views


def _extra(rng: np.random.Generator, view: FrameView, label: str) -> None:
    """A label with no catalogue instance behind it (a person or a hallucination)."""
    b = float(rng.uniform(-0.7, 0.7))
    box = make_box(rng, b, float(rng.uniform(1.5, 7.0)), 0.6)
    view.labels.append(label)
    view.boxes.append(box if rng.random() < 0.8 else None)
    view.iids.append(None)
