"""One run: timing, drive, things, frames, perception, captions and localisation error."""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import numpy as np

from .captioners import Captioner, FrameContext
from .drive import Driver, Trip
from .families import FAMILY_SPECS
from .layout import LIFT, STAIRS, Layout
from .model import CAMERA_HEIGHT_M, HFOV_DEG, HFOV_RAD, IMAGE_ASPECT, FamilySpec
from .objects import Instance, Populator
from .perception import detect, visible, wrap
from .rng import stream


@dataclass
class World:
    family: str
    seed: int
    captioner: str
    spec: FamilySpec
    layout: Layout
    trip: Trip
    things: list[Instance]
    frames: list[dict[str, Any]]
    gaps: list[list[float]]
    dropouts: list[list[float]]
    relocalisations: list[dict[str, float]]
    t_start: float
    t_end: float
    dock: str

    @property
    def by_id(self) -> dict[str, Instance]:
        return {t.id: t for t in self.things}


def _times(
    rng: np.random.Generator, t0: float, t1: float, charge: tuple[float, float]
) -> list[float]:
    out: list[float] = []
    t = t0
    while t <= t1:
        if charge[0] < t < charge[1]:
            t = charge[1] + float(rng.uniform(0.3, 1.5))
            continue
        out.append(round(t, 3))
        step = float(rng.uniform(2.5, 3.5)) if rng.random() < 0.7 else float(rng.uniform(2.0, 4.0))
        t += step
    return out


def build_world(family: str, seed: int, captioner: str) -> World:
    spec = FAMILY_SPECS[family]
    layout = Layout(spec)
    rng_time = stream(family, seed, "time")
    day = int(rng_time.integers(0, 365))
    base = datetime(2030, 1, 1, tzinfo=UTC).timestamp()
    t_start = round(base + day * 86400 + float(rng_time.uniform(8 * 3600, 15 * 3600)), 3)
    dock = next(k for k, p in layout.places.items() if p.dock)
    dock_level = layout.places[dock].level
    assert dock_level is not None

    # -- the drive -------------------------------------------------------------------------
    rng_route = stream(family, seed, "route")
    drv = Driver(layout, rng_route, t_start, dock, dock_level)
    drv.still(float(rng_route.uniform(8, 15)))
    s1 = t_start + float(rng_route.uniform(16, 20)) * 60
    while drv.t < s1:
        target, level = drv.pick_target()
        drv.go(target, level)
        drv.visit_activity(spec.big_kinds)
    drv.go(dock, dock_level)
    cx, cy = layout.places[dock].centre
    drv.move_to(cx, cy, 0.6)
    drv.still(float(rng_route.uniform(15, 30)))
    c0 = drv.t
    drv.still(float(rng_route.uniform(11, 16)) * 60, "charging")
    c1 = drv.t
    drv.still(float(rng_route.uniform(15, 30)))
    s2 = drv.t + float(rng_route.uniform(12, 16)) * 60
    while drv.t < s2:
        target, level = drv.pick_target()
        drv.go(target, level)
        drv.visit_activity(spec.big_kinds)
    trip = drv.trip
    trip.charge = (c0, c1)
    t_end_drive = drv.t

    # -- frame times, with the break and one dropout ----------------------------------------
    rng_frames = stream(family, seed, "frames")
    times = _times(rng_frames, t_start, t_end_drive - 0.5, (c0, c1))
    long_lingers = [
        ln
        for ln in trip.lingers
        if ln[1] - ln[0] >= 75 and ln[2] != dock and not (c0 - 60 < ln[0] < c1 + 60)
    ]
    dropouts: list[list[float]] = []
    if long_lingers:
        ln = long_lingers[int(rng_frames.integers(0, len(long_lingers)))]
        d = float(rng_frames.uniform(20, 40))
        a = float(rng_frames.uniform(ln[0] + 10, ln[1] - 10 - d))
        times = [t for t in times if not (a < t < a + d)]
    t_end = times[-1]

    # -- things ----------------------------------------------------------------------------
    pop = Populator(spec, layout, stream(family, seed, "objects"), t_start, t_end, (c0, c1))
    things = pop.things() + pop.signs()
    by_id = {t.id: t for t in things}

    # -- localisation error ----------------------------------------------------------------
    rng_loc = stream(family, seed, "jitter")
    n = len(times)
    ex = np.zeros(n)
    ey = np.zeros(n)
    eyaw = np.zeros(n)
    rho = 0.95
    k = math.sqrt(1 - rho * rho)
    for i in range(n):
        prev = (ex[i - 1], ey[i - 1], eyaw[i - 1]) if i else (0.0, 0.0, 0.0)
        ex[i] = rho * prev[0] + k * 0.2 * rng_loc.standard_normal()
        ey[i] = rho * prev[1] + k * 0.2 * rng_loc.standard_normal()
        eyaw[i] = rho * prev[2] + k * 0.025 * rng_loc.standard_normal()
    session1 = [i for i, t in enumerate(times) if t < c0]
    d0 = session1[int(len(session1) * float(rng_loc.uniform(0.25, 0.6)))]
    d_len = float(rng_loc.uniform(120, 240))
    d_mag = float(rng_loc.uniform(1.5, 2.5))
    d_dir = float(rng_loc.uniform(-math.pi, math.pi))
    d_end = times[d0] + d_len
    for i in range(d0, n):
        if times[i] >= d_end or times[i] >= c0:
            break
        f = (times[i] - times[d0]) / d_len
        ex[i] += d_mag * f * math.cos(d_dir)
        ey[i] += d_mag * f * math.sin(d_dir)
    snap = next((t for t in times if t >= d_end), times[-1])
    relocalisations = [{"t": snap, "drift_m": round(d_mag, 3), "from": times[d0]}]

    # -- frames ----------------------------------------------------------------------------
    cap = Captioner(captioner, spec, layout, by_id)
    frames: list[dict[str, Any]] = []
    prev_place = ""
    run_len = 0
    last_level: str | None = None
    for i, t in enumerate(times):
        seg, (x, y, z, yaw) = trip.pose(t)
        true = (round(x, 4), round(y, 4), round(z, 4), round(wrap(yaw), 6))
        place, lvl = seg.place, seg.level
        if place == prev_place and (i == 0 or t - times[i - 1] <= 6.0):
            run_len += 1
        else:
            run_len = 1
        prev_place = place
        arrived = lvl is not None and last_level is not None and lvl != last_level
        if lvl is not None:
            last_level = lvl
        seen = visible(layout, place, lvl, true, things, t)
        dets = detect(spec, layout, place, seen, by_id, stream(family, seed, "detector", i))
        ctx = FrameContext(i, place, lvl, seg.motion, seg.goal, seen, run_len <= 2, arrived)
        plan, caption = cap.caption(ctx, stream(family, seed, "caption", captioner, i))
        wx = round(true[0] + float(ex[i]), 4)
        wy = round(true[1] + float(ey[i]), 4)
        wyaw = round(wrap(true[3] + float(eyaw[i])), 6)
        frames.append(
            {
                "t": t,
                "pose": {"x": wx, "y": wy, "z": true[2], "yaw": wyaw},
                "true": list(true),
                "place": place,
                "level": lvl,
                "goal": seg.goal,
                "motion": seg.motion,
                "loc_error_m": round(math.hypot(wx - true[0], wy - true[1]), 4),
                "visible": seen,
                "detections": dets,
                "plan": plan,
                "caption": caption,
            }
        )
    gaps = [[times[i - 1], times[i]] for i in range(1, n) if times[i] - times[i - 1] > 6.0]
    dropouts = [g for g in gaps if not (g[0] <= c0 and g[1] >= c1)]
    return World(
        family,
        seed,
        captioner,
        spec,
        layout,
        trip,
        things,
        frames,
        gaps,
        dropouts,
        relocalisations,
        t_start,
        t_end,
        dock,
    )


def run_line(frame: dict[str, Any]) -> dict[str, Any]:
    return {
        "t": frame["t"],
        "pose": frame["pose"],
        "caption": frame["caption"],
        "labels": [d["label"] for d in frame["detections"]],
        "boxes": [d["box"] for d in frame["detections"]],
    }


def world_json(w: World) -> dict[str, Any]:
    """The world part of truth.json (the pipeline adds questions' metadata)."""
    spec = w.spec
    places = {}
    for key, p in sorted(w.layout.places.items()):
        places[key] = {
            "forms": list(p.forms),
            "kind": p.kind,
            "kind_word": spec.kind_words.get(p.kind, ""),
            "level": p.level,
            "side": p.side,
            "rect": list(p.rect),
            "z": p.z,
            "group": p.group,
            "sight": p.sight,
            "outdoor": p.outdoor,
            "open": p.open,
            "dock": p.dock,
            "sign": p.sign,
            "door": list(p.door) if p.door else None,
        }
    return {
        "site": spec.site,
        "camera": {
            "hfov_deg": HFOV_DEG,
            "hfov_rad": HFOV_RAD,
            "image_aspect": IMAGE_ASPECT,
            "camera_height_m": CAMERA_HEIGHT_M,
        },
        "t_start": w.t_start,
        "t_end": w.t_end,
        "time_zone": "UTC",
        "recording_gaps": w.gaps,
        "docking_break": next(g for g in w.gaps if g not in w.dropouts),
        "dropouts": w.dropouts,
        "relocalisations": w.relocalisations,
        "dock": w.dock,
        "lift": LIFT,
        "stairs": STAIRS if spec.stairs else None,
        "levels": [{"key": lv.key, "z": lv.z, "forms": list(lv.forms)} for lv in spec.levels],
        "places": places,
        "doors": w.layout.doors_json(),
        "classes": [
            {
                "key": c.key,
                "labels": list(c.labels),
                "plural": c.plural,
                "generic": c.generic,
                "colours": list(c.colours),
                "size": list(c.size),
                "kinds": list(c.kinds),
                "mobility": c.mobility,
                "plate": c.plate,
                "confuse": c.confuse,
            }
            for c in spec.classes
        ],
        "never_present": list(spec.never_present),
        "hallucinations": list(spec.hallucinations),
        "activities": dict(sorted(spec.activities.items())),
        "regions": dict(sorted(spec.regions.items())),
        "instances": [t.to_json() for t in w.things],
        "frames": w.frames,
    }
