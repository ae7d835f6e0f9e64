"""Builds a world (run, truth frames) and writes run.jsonl, questions.jsonl and truth.json."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from .captioners import CAPTIONERS, RENDERERS, FrameView
from .families import FAMILIES, FamilySpec, build_family
from .model import (
    CAMERA_HEIGHT_M,
    GENERATOR,
    HFOV_DEG,
    HFOV_RAD,
    IMAGE_ASPECT,
    Frame,
    Instance,
    wrap,
)
from .perception import caption_plan, detect, visible
from .rng import stream, uniform
from .sim import frame_times, jitter_series, make_instances, plan_drive, sample, stay_at

PHRASINGS = ("plain", "asr_transcript", "crew_jargon", "visitor_polite", "heldout_relayed")
DEV_PHRASINGS = PHRASINGS[:4]
HELD_OUT = "heldout_relayed"


@dataclass
class World:
    fam: FamilySpec
    seed: int
    captioner: str
    t0: float
    t_end: float
    instances: list[Instance]
    frames: list[Frame]
    gaps: list[tuple[float, float]]


def default_captioner(family: str, seed: int) -> str:
    return CAPTIONERS[(3 * FAMILIES.index(family) + seed) % len(CAPTIONERS)]


def build_world(family: str, seed: int, captioner: str | None = None) -> World:
    fam = build_family(family, seed)
    captioner = captioner or default_captioner(family, seed)
    if captioner not in CAPTIONERS:
        raise ValueError(f"unknown captioner {captioner!r}; known: {', '.join(CAPTIONERS)}")
    rng = stream(family, seed, "time")
    day = int(rng.integers(0, 365))
    hour = int(rng.integers(6, 20))
    minute = int(rng.integers(0, 60))
    second = int(rng.integers(0, 60))
    epoch_2026 = datetime(2026, 1, 1, tzinfo=UTC).timestamp()
    t0 = round(epoch_2026 + day * 86400 + hour * 3600 + minute * 60 + second + 0.25, 3)
    duration = uniform(rng, 30 * 60, 45 * 60)
    instances = make_instances(fam, seed, t0, t0 + duration)
    segments = plan_drive(fam, seed, t0, duration)
    starts = [s.t0 for s in segments]
    ft = frame_times(fam, seed, t0, duration, segments, starts)
    jitter = jitter_series(fam, seed, len(ft.times))
    clip_rng = stream(family, seed, "clips")
    clip_start = ft.times[0] - uniform(clip_rng, 0, 40)
    clip_len = uniform(clip_rng, 90, 300)
    by_key = {inst.key: inst for inst in instances}
    labels = {c.key: c.labels for c in fam.classes}
    frames: list[Frame] = []
    for i, t in enumerate(ft.times):
        s = sample(segments, starts, t)
        tx, ty, tz, tyaw = round(s.x, 6), round(s.y, 6), round(s.z, 4), round(s.yaw, 6)
        jx, jy, jyaw = jitter[i]
        frame = Frame(
            index=i,
            t=t,
            x=round(tx + jx, 3),
            y=round(ty + jy, 3),
            z=round(tz, 3),
            yaw=round(wrap(tyaw + jyaw), 4),
            tx=tx,
            ty=ty,
            tz=tz,
            tyaw=tyaw,
            place=s.place,
            level=s.level,
            motion=s.motion,
        )
        if i > 0 and (t - ft.times[i - 1] > 10 or t - clip_start > clip_len):
            clip_start = t - uniform(clip_rng, 0, 3)
            clip_len = uniform(clip_rng, 90, 300)
        seen = visible(fam, frame, instances)
        frame.detections, _ = detect(fam, seed, frame, seen)
        frame.plan = caption_plan(fam, seed, captioner, frame, seen, round(t - clip_start, 3))
        view = FrameView(
            frame=frame,
            instances=by_key,
            labels=labels,
            boxes={x.inst.key: x.box for x in seen},
            bearings={x.inst.key: x.bearing for x in seen},
            positions={x.inst.key: (stay_at(x.inst, t).x, stay_at(x.inst, t).y) for x in seen},
            surface=fam.place(frame.place).surface,
            seed_key=f"{family}|{seed}|{captioner}",
        )
        frame.caption = RENDERERS[captioner](frame.plan, view)
        frames.append(frame)
    return World(fam, seed, captioner, t0, ft.times[-1], instances, frames, ft.gaps)


# ----------------------------------------------------------------------------- output


def run_line(frame: Frame) -> str:
    objects = [d for d in frame.detections]
    record = {
        "t": frame.t,
        "pose": {"x": frame.x, "y": frame.y, "z": frame.z, "yaw": frame.yaw},
        "caption": frame.caption,
        "labels": [d.label for d in objects],
        "boxes": [list(d.box) if d.box is not None else None for d in objects],
    }
    return json.dumps(record, ensure_ascii=False)


def _r(x: float | None, nd: int = 4) -> float | None:
    return None if x is None else round(x, nd)


def truth_document(world: World, phrasing: str, new_subkinds: tuple[str, ...]) -> dict[str, Any]:
    fam = world.fam
    frames_out = []
    for f in world.frames:
        plan = f.plan
        frames_out.append(
            {
                "t": f.t,
                "x": f.x,
                "y": f.y,
                "z": f.z,
                "yaw": f.yaw,
                "true": {"x": f.tx, "y": f.ty, "z": f.tz, "yaw": f.tyaw},
                "place": f.place,
                "level": f.level,
                "motion": f.motion,
                "detections": [
                    {
                        "label": d.label,
                        "role": d.role,
                        "instance": d.instance,
                        "class": d.cls,
                        "identifying": d.identifying,
                        "colour": d.colour,
                        "state": d.state,
                        "bearing": _r(d.bearing, 6),
                        "range": _r(d.range, 3),
                        "box": list(d.box) if d.box is not None else None,
                    }
                    for d in f.detections
                ],
                "plan": {
                    "empty": plan.empty,
                    "things": [
                        {
                            "instance": m.instance,
                            "word": m.word,
                            "colour": m.colour,
                            "state": m.state,
                        }
                        for m in plan.things
                    ],
                    "quote": list(plan.quote) if plan.quote else None,
                    "place": None
                    if plan.place is None
                    else {
                        "mode": plan.place.mode,
                        "place": plan.place.place,
                        "form": plan.place.form,
                        "hedged": plan.place.hedged,
                    },
                    "floor": None
                    if plan.floor is None
                    else {
                        "level": plan.floor.level,
                        "form": plan.floor.form,
                        "correct": plan.floor.correct,
                    },
                    "bystander": plan.bystander,
                    "hallucination": plan.hallucination,
                    "clip_s": _r(plan.clip_s, 3),
                },
                "caption": f.caption,
            }
        )
    return {
        "generator": GENERATOR,
        "family": fam.key,
        "site": fam.site,
        "seed": world.seed,
        "phrasing": phrasing,
        "held_out": phrasing == HELD_OUT,
        "captioner": world.captioner,
        "hfov_deg": HFOV_DEG,
        "hfov_rad": HFOV_RAD,
        "image_aspect": IMAGE_ASPECT,
        "camera_height_m": CAMERA_HEIGHT_M,
        "t_start": world.frames[0].t,
        "t_end": world.t_end,
        "time_zone": "UTC",
        "recording_gaps": [list(g) for g in world.gaps],
        "new_subkinds": list(new_subkinds),
        "floors": [{"level": lv.key, "z": lv.z, "forms": list(lv.forms)} for lv in fam.levels],
        "floor_word": fam.floor_word,
        "places": [
            {
                "key": p.key,
                "name": p.name,
                "forms": list(p.forms),
                "kind_word": p.kind_word,
                "rect": list(p.rect),
                "levels": list(p.levels),
                "outdoor": p.outdoor,
                "transit": p.transit,
                "group": p.group,
                "hub": p.hub,
                "surface": p.surface,
                "sight_m": p.sight,
                "building": p.building,
            }
            for p in fam.places
        ],
        "doors": [{"a": d.a, "b": d.b, "level": d.level, "x": d.x, "y": d.y} for d in fam.doors],
        "classes": [
            {
                "key": c.key,
                "labels": list(c.labels),
                "plural": c.plural,
                "generic": c.generic,
                "size": list(c.size),
                "base": c.base,
                "colours": list(c.colours),
                "mobility": c.mobility,
                "places": list(c.places),
                "states": list(c.states),
                "texts": list(c.texts),
                "text_mode": c.text_mode,
                "asked": c.asked,
                "reach": c.reach,
            }
            for c in fam.classes
        ],
        "never_present": list(fam.never_present),
        "hallucinations": list(fam.hallucinations),
        "bystanders": list(fam.bystanders),
        "regions": {k: list(v) for k, v in fam.regions.items()},
        "instances": [
            {
                "key": inst.key,
                "class": inst.cls,
                "colour": inst.colour,
                "name": inst.name,
                "stays": [
                    {"t": s.t, "place": s.place, "x": round(s.x, 6), "y": round(s.y, 6)}
                    for s in inst.stays
                ],
                "states": [list(s) for s in inst.states],
                "texts": [list(s) for s in inst.texts],
            }
            for inst in world.instances
        ],
        "frames": frames_out,
    }


def write_world(
    world: World,
    phrasing: str,
    questions: list[dict[str, Any]],
    out_dir: Path,
    new_subkinds: tuple[str, ...],
) -> Path:
    folder = out_dir / f"{world.fam.key}-s{world.seed}-{phrasing}"
    folder.mkdir(parents=True, exist_ok=True)
    with (folder / "run.jsonl").open("w", encoding="utf-8", newline="\n") as handle:
        for frame in world.frames:
            handle.write(run_line(frame) + "\n")
    with (folder / "questions.jsonl").open("w", encoding="utf-8", newline="\n") as handle:
        for q in questions:
            handle.write(json.dumps(q, ensure_ascii=False) + "\n")
    doc = truth_document(world, phrasing, new_subkinds)
    doc["questions"] = len(questions)
    with (folder / "truth.json").open("w", encoding="utf-8", newline="\n") as handle:
        json.dump(doc, handle, ensure_ascii=False, indent=1)
        handle.write("\n")
    return folder
