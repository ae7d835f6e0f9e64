"""One run: layout, drive, things, frames with detections, plans and captions."""

from __future__ import annotations

import bisect
import math
from dataclasses import dataclass

from . import captioners, drive, layout, objects, perception, plans
from .families import family
from .layout import Layout, level_of_z
from .model import CAPTIONERS, FAMILIES, ClassSpec, FamilySpec, Instance
from .rng import stream


@dataclass
class World:
    family: str
    seed: int
    captioner: str
    spec: FamilySpec
    lay: Layout
    drive: drive.Drive
    insts: list[Instance]
    classes: dict[str, ClassSpec]
    frames: list[dict]
    dropouts: list[list[float]]
    relocs: list[dict]
    t_start: float
    t_end: float
    docking_break: list[float]
    gaps: list[list[float]]


def default_captioner(fam: str, seed: int) -> str:
    return CAPTIONERS[(FAMILIES.index(fam) * 3 + seed) % 4]


def build_world(fam: str, seed: int, captioner: str | None = None) -> World:
    cap = captioner or default_captioner(fam, seed)
    spec = family(fam, seed)
    lay = layout.build(spec)
    drv, t0 = drive.simulate(lay, fam, seed)
    times, dropouts = drive.frame_times(drv, fam, seed)
    errors, relocs = drive.loc_errors(times, drv, fam, seed)
    (_a1, b1), (a2, b2) = drv.sessions
    classes = {c.key: c for c in spec.classes}
    classes.update({c.key: c for c in objects.SIGN_CLASSES})
    insts = objects.place_things(spec, lay, fam, seed, t0, b2, (b1, a2))
    by_key = {i.key: i for i in insts}
    goal_times = [g[0] for g in drv.goals]
    frames: list[dict] = []
    prev_place: str | None = None
    prev_level: str | None = None
    prev_xy: tuple[float, float] | None = None
    for i, t in enumerate(times):
        x, y, z, yaw, place = drive.sample(drv, t, lay)
        level = level_of_z(lay, z)
        here = lay.places[place]
        seen = perception.visible(lay, classes, insts, (x, y, z, yaw), place, t)
        dets = perception.detect(
            stream(fam, seed, "detector", i), fam, classes, by_key, seen, here.sight
        )
        gi = bisect.bisect_right(goal_times, t) - 1
        goal = drv.goals[max(gi, 0)][1]
        _xn, _yn, zn, _, _ = drive.sample(drv, t + 1.0, lay)
        moving = prev_xy is not None and math.dist(prev_xy, (x, y)) > 0.3
        ctx = plans.FrameCtx(i, t, t0, place, level, prev_place, prev_level, goal, moving, zn - z)
        plan = plans.make_plan(
            stream(fam, seed, "caption", cap, i), cap, spec, lay, classes, by_key, seen, ctx
        )
        caption = captioners.render(
            stream(fam, seed, "words", cap, i), cap, plan, ctx, spec, classes, by_key
        )
        ex, ey, eyaw = errors[i]
        written = {
            "x": round(x + ex, 3),
            "y": round(y + ey, 3),
            "z": round(z, 3),
            "yaw": round(drive._wrap(yaw + eyaw), 4),
        }
        true = {"x": round(x, 3), "y": round(y, 3), "z": round(z, 3), "yaw": round(yaw, 4)}
        frames.append(
            {
                "i": i,
                "t": t,
                "pose": written,
                "true": true,
                "place": place,
                "level": level,
                "loc_error_m": round(
                    math.hypot(written["x"] - true["x"], written["y"] - true["y"]), 3
                ),
                "visible": seen,
                "detections": dets,
                "plan": plan,
                "caption": caption,
            }
        )
        prev_place, prev_level, prev_xy = place, level, (x, y)
    gaps = [[times[j - 1], times[j]] for j in range(1, len(times)) if times[j] - times[j - 1] > 6.0]
    brk = next(g for g in gaps if g[0] <= b1 + 0.01 and g[1] >= a2 - 0.01)
    return World(
        fam,
        seed,
        cap,
        spec,
        lay,
        drv,
        insts,
        classes,
        frames,
        dropouts,
        relocs,
        times[0],
        times[-1],
        brk,
        gaps,
    )


def run_line(frame: dict) -> dict:
    dets = frame["detections"]
    return {
        "t": frame["t"],
        "pose": frame["pose"],
        "caption": frame["caption"],
        "labels": [d["label"] for d in dets],
        "boxes": [d["box"] for d in dets],
    }
