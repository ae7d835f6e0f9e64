"""Writes a world's three files: run.jsonl, questions.jsonl and truth.json."""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path
from typing import Any

from .model import Detection, Frame
from .optics import HFOV_DEG, HFOV_RAD
from .world import World

GENERATOR = "generator_m"


def run_line(world: World, f: Frame) -> dict[str, Any]:
    return {
        "t": round(world.t0 + f.t, 3),
        "pose": {"x": f.x, "y": f.y, "z": f.z, "yaw": f.yaw},
        "caption": f.caption,
        "labels": [d.label for d in f.detections],
        "boxes": [list(d.box) if d.box is not None else None for d in f.detections],
    }


def _detection(d: Detection) -> dict[str, Any]:
    return {
        "label": d.label,
        "inst": d.inst,
        "cls": d.cls,
        "identifying": d.identifying,
        "flag": d.flag,
        "colour": d.colour,
        "state": d.state,
        "bearing": None if d.bearing is None else round(d.bearing, 6),
        "range": None if d.range is None else round(d.range, 3),
    }


def truth(world: World) -> dict[str, Any]:
    spec = world.spec
    frames = []
    for f in world.frames:
        plan = f.plan
        assert plan is not None
        frames.append(
            {
                "t": round(world.t0 + f.t, 3),
                "place": f.place,
                "floor": f.floor,
                "detections": [_detection(d) for d in f.detections],
                "plan": {
                    "mentions": [asdict(m) for m in plan.mentions],
                    "quote": list(plan.quote) if plan.quote else None,
                    "place": list(plan.place) if plan.place else None,
                    "place_forms": list(plan.place_forms),
                    "floor": list(plan.floor) if plan.floor else None,
                    "vague": plan.vague,
                    "bystander": plan.bystander,
                },
            }
        )
    return {
        "generator": GENERATOR,
        "family": world.family,
        "seed": world.seed,
        "phrasing": world.phrasing,
        "held_out": world.held_out,
        "captioner": world.captioner,
        "hfov_deg": HFOV_DEG,
        "hfov_rad": HFOV_RAD,
        "t_start": round(world.t0 + world.frames[0].t, 3),
        "t_end": round(world.t0 + world.frames[-1].t, 3),
        "floors": [asdict(fl) for fl in spec.floors],
        "places": [asdict(p) for p in spec.places],
        "links": [asdict(lk) for lk in world.layout.links],
        "classes": [asdict(c) for c in spec.classes],
        "never_present": [{"key": k, "labels": list(v)} for k, v in spec.never],
        "instances": [
            {
                "id": i.id,
                "cls": i.cls,
                "colour": i.colour,
                "stays": [{**asdict(s), "t": round(world.t0 + s.t, 3)} for s in i.stays],
                "states": [[round(world.t0 + t, 3), s] for t, s in i.states],
                "texts": [[round(world.t0 + t, 3), s] for t, s in i.texts],
                "track": None
                if i.track is None
                else [[round(world.t0 + t, 3), x, y] for t, x, y in i.track],
                "plate_for": i.plate_for,
            }
            for i in world.insts
        ],
        "frames": frames,
    }


def _dump(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def write_world(world: World, out_dir: str | Path) -> Path:
    folder = Path(out_dir) / world.name
    folder.mkdir(parents=True, exist_ok=True)
    with (folder / "run.jsonl").open("w", encoding="utf-8", newline="\n") as fh:
        for f in world.frames:
            fh.write(_dump(run_line(world, f)) + "\n")
    with (folder / "questions.jsonl").open("w", encoding="utf-8", newline="\n") as fh:
        for q in world.questions:
            fh.write(_dump(q) + "\n")
    with (folder / "truth.json").open("w", encoding="utf-8", newline="\n") as fh:
        fh.write(json.dumps(truth(world), ensure_ascii=False, indent=1) + "\n")
    return folder
