"""One run: layout, drive, frame times, localisation error, things, perception, captions."""

from __future__ import annotations

import datetime as dt
import itertools
import math
from dataclasses import dataclass
from typing import Any

from . import captioners, perception, plans
from .drive import Drive, plan_drive
from .families import FAMILY_SPECS
from .layout import Layout, build
from .model import CAPTIONERS, FAMILIES, ClassSpec, Frame, Instance
from .rng import stream


@dataclass
class World:
    family: str
    seed: int
    captioner: str
    layout: Layout
    drive: Drive
    frames: list[Frame]
    instances: list[Instance]
    classes: dict[str, ClassSpec]
    gaps: list[tuple[float, float]]
    dropouts: list[tuple[float, float]]
    docking_break: tuple[float, float]
    relocalisations: list[dict[str, Any]]

    @property
    def by_id(self) -> dict[str, Instance]:
        return {i.id: i for i in self.instances}


def default_captioner(family: str, seed: int) -> str:
    return CAPTIONERS[(FAMILIES.index(family) + seed) % len(CAPTIONERS)]


def _level_of(layout: Layout, z: float) -> str | None:
    for key, lz in layout.levels.items():
        if abs(z - lz) < 1e-6:
            return key
    return None


def _frame_times(drive: Drive, rng_seed: Any, gaps: list[tuple[float, float]]) -> list[float]:
    rng = rng_seed
    t = drive.keys[0].t + 0.5
    end = drive.keys[-1].t - 0.5
    out: list[float] = []
    while t <= end:
        inside = next((g for g in gaps if g[0] < t < g[1]), None)
        if inside is not None:
            t = inside[1] + float(rng.uniform(0.2, 1.5))
            continue
        out.append(round(t, 3))
        step = float(rng.uniform(2.5, 3.5)) if rng.random() < 0.7 else float(rng.uniform(2.0, 4.0))
        t += step
    return out


def make_world(family: str, seed: int, captioner: str | None = None) -> World:
    spec = FAMILY_SPECS[family]
    cap = captioner or default_captioner(family, seed)
    layout = build(spec)
    trng = stream(family, seed, "time")
    day = dt.datetime(2029, 1, 1, tzinfo=dt.UTC) + dt.timedelta(days=int(trng.integers(0, 365)))
    t0 = day.timestamp() + float(trng.uniform(8.0, 15.0)) * 3600
    t0 = round(t0, 3)
    drive = plan_drive(layout, stream(family, seed, "route"), t0)
    docking = drive.gaps[0]
    jrng = stream(family, seed, "frames")
    lingers = [w for w in drive.lingers if w[1] - w[0] >= 75 and w[2] != layout.dock]
    dropouts: list[tuple[float, float]] = []
    if lingers:
        w = lingers[int(jrng.integers(len(lingers)))]
        length = float(jrng.uniform(20, min(40, w[1] - w[0] - 30)))
        a = float(jrng.uniform(w[0] + 12, w[1] - 12 - length))
        dropouts.append((a, a + length))
    gaps = sorted([docking, *dropouts])
    times = _frame_times(drive, jrng, gaps)
    classes = {c.key: c for c in spec.classes}
    instances = _instances(layout, family, seed, times[0], times[-1], docking)
    by_id = {i.id: i for i in instances}
    nrng = stream(family, seed, "jitter")
    drng = stream(family, seed, "detector")
    crng = stream(family, seed, "caption", cap)
    s1 = [k.t for k in drive.keys if k.t <= drive.session1_end]
    drift_t0 = float(nrng.uniform(s1[0] + 240, drive.session1_end - 420))
    drift_len = float(nrng.uniform(120, 240))
    drift_mag = float(nrng.uniform(1.5, 2.5))
    drift_dir = float(nrng.uniform(-math.pi, math.pi))
    ex = ey = eyaw = 0.0
    frames: list[Frame] = []
    prev_place: str | None = None
    prev_level: str | None = None
    for i, t in enumerate(times):
        x, y, z, yaw, motion = drive.sample(t)
        level = _level_of(layout, z)
        place = layout.place_at(x, y, level)
        ex = max(-0.3, min(0.3, 0.95 * ex + float(nrng.normal(0, 0.06))))
        ey = max(-0.3, min(0.3, 0.95 * ey + float(nrng.normal(0, 0.06))))
        eyaw = max(-0.04, min(0.04, 0.9 * eyaw + float(nrng.normal(0, 0.01))))
        dx, dy = ex, ey
        if drift_t0 <= t < drift_t0 + drift_len:
            grow = drift_mag * (t - drift_t0) / drift_len
            dx += grow * math.cos(drift_dir)
            dy += grow * math.sin(drift_dir)
        wyaw = (yaw + eyaw + math.pi) % (2 * math.pi) - math.pi
        pose = (round(x + dx, 3), round(y + dy, 3), round(z, 3), round(wyaw, 4))
        true = (round(x, 4), round(y, 4), round(z, 4), round(yaw, 6))
        err = round(math.hypot(pose[0] - x, pose[1] - y), 4)
        goal = drive.goal_at(t)
        frame = Frame(i, t, true, pose, place, level, goal, motion, err)
        seen = perception.visible(layout, instances, classes, true, level, place, t)
        frame.visible = seen
        frame.detections = perception.detect(drng, seen, by_id, classes, spec.sign_labels)
        entered = prev_place is not None and prev_place != place
        arrived = prev_level is None and level is not None and i > 0 and len(layout.levels) > 1
        frame.plan = plans.make_plan(
            crng, cap, layout, by_id, classes, seen, place, level, goal, motion, entered, arrived
        )
        frame.caption = captioners.render(crng, cap, frame.plan, layout, by_id, classes)
        if drng.random() < 0.4:
            regions = spec.regions_out if layout.places[place].spec.outdoor else spec.regions_in
            frame.plan["region"] = regions[int(drng.integers(len(regions)))]
        else:
            frame.plan["region"] = None
        frames.append(frame)
        prev_place, prev_level = place, level
    seen_gaps = [(a.t, b.t) for a, b in itertools.pairwise(frames) if b.t - a.t > 6.0]
    docking = next(g for g in seen_gaps if g[0] <= docking[0] + 1e-6 and g[1] >= docking[1] - 1e-6)
    dropouts = [g for g in seen_gaps if g != docking]
    gaps = seen_gaps
    relocs = [
        {"t": round(drift_t0 + drift_len, 3), "kind": "drift snap", "error_m": round(drift_mag, 3)}
    ]
    return World(
        family,
        seed,
        cap,
        layout,
        drive,
        frames,
        instances,
        classes,
        gaps,
        dropouts,
        docking,
        relocs,
    )


def _instances(
    layout: Layout, family: str, seed: int, t0: float, t1: float, brk: tuple[float, float]
) -> list[Instance]:
    from .objects import make_instances

    return make_instances(layout, stream(family, seed, "objects"), t0, t1, brk)


def run_line(frame: Frame) -> dict[str, Any]:
    """The run.jsonl record of a frame (five fields)."""
    labels = [d["label"] for d in frame.detections]
    boxes: list[list[float] | None] = [d["box"] for d in frame.detections]
    if frame.plan.get("region"):
        labels.append(frame.plan["region"])
        boxes.append(None)
    return {
        "t": frame.t,
        "pose": {"x": frame.pose[0], "y": frame.pose[1], "z": frame.pose[2], "yaw": frame.pose[3]},
        "caption": frame.caption,
        "labels": labels,
        "boxes": boxes,
    }
