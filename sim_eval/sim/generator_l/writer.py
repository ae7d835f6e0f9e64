"""The three output files: run.jsonl, questions.jsonl, truth.json."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

from sim_eval.sim.generator_l import HFOV_DEG, HFOV_RAD
from sim_eval.sim.generator_l.generate import Generated
from sim_eval.sim.generator_l.questions import question_rows


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=False)


def run_line(frame: Any) -> dict[str, Any]:
    pose = frame.pose
    return {
        "t": frame.t,
        "pose": {
            "x": round(pose.x, 3),
            "y": round(pose.y, 3),
            "z": round(pose.z, 3),
            "yaw": round(pose.yaw, 4),
        },
        "caption": frame.caption,
        "labels": [d.label for d in frame.detections],
        "boxes": [d.box for d in frame.detections],
    }


def write_world(gen: Generated, phrasing: str, out_dir: Path) -> Path:
    world = gen.world
    folder = out_dir / f"{world.family.key}-s{world.seed}-{phrasing}"
    folder.mkdir(parents=True, exist_ok=True)
    with (folder / "run.jsonl").open("w", encoding="utf-8", newline="\n") as handle:
        for frame in gen.frames:
            handle.write(dumps(run_line(frame)) + "\n")
    with (folder / "questions.jsonl").open("w", encoding="utf-8", newline="\n") as handle:
        for row in question_rows(world, gen.chosen, phrasing):
            handle.write(dumps(row) + "\n")
    truth = truth_record(gen, phrasing)
    (folder / "truth.json").write_text(dumps(truth) + "\n", encoding="utf-8")
    return folder


def _finite(value: float) -> float | None:
    return None if math.isinf(value) else value


def truth_record(gen: Generated, phrasing: str) -> dict[str, Any]:
    world = gen.world
    fam = world.family
    return {
        "generator": "generator_l",
        "family": fam.key,
        "title": fam.title,
        "seed": world.seed,
        "phrasing": phrasing,
        "held_out": phrasing.startswith("heldout_"),
        "captioner": gen.captioner,
        "hfov_deg": HFOV_DEG,
        "hfov_rad": HFOV_RAD,
        "t_start": gen.frames[0].t,
        "t_end": gen.frames[-1].t,
        "floors": [
            {"index": f.index, "name": f.name, "z": f.z, "forms": list(f.forms)} for f in fam.floors
        ],
        "places": [
            {
                "key": p.key,
                "name": p.name,
                "code": p.code,
                "kind": p.kind,
                "floors": list(p.floors),
                "rect": list(p.rect),
                "group": p.vis_group,
            }
            for p in fam.places
        ],
        "links": [
            {"a": link.a, "b": link.b, "x": link.x, "y": link.y, "floor": link.floor}
            for link in fam.links
        ],
        "classes": [
            {
                "key": s.key,
                "noun": s.noun,
                "labels": list(s.labels),
                "generic": list(s.generic),
                "kind": s.kind,
                "colours": list(s.colours),
                "states": list(s.states) if s.states else None,
            }
            for s in (*fam.classes, *fam.never)
        ],
        "never_present": [s.key for s in fam.never],
        "instances": [
            {
                "id": inst.iid,
                "class": inst.cls,
                "colour": inst.colour,
                "stays": [
                    {"from": _finite(t), "place": place, "position": list(pos)}
                    for t, place, pos in inst.stays
                ],
                "states": [{"from": _finite(t), "state": s} for t, s in inst.states],
                "texts": [{"from": _finite(t), "text": s} for t, s in inst.texts],
                "track": [list(p) for p in inst.track],
            }
            for inst in world.instances
        ],
        "frames": [
            {
                "i": f.index,
                "t": f.t,
                "place": f.pose.place,
                "floor": f.pose.floor,
                "detections": [d.record() for d in f.detections],
                "caption_plan": f.plan,
            }
            for f in gen.frames
        ],
    }
