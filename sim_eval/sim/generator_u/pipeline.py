"""Writing one world: run.jsonl, questions.jsonl and truth.json."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .families import FAMILY_SPECS
from .model import (
    CAMERA_HEIGHT_M,
    HELDOUT_PHRASING,
    HFOV_DEG,
    HFOV_RAD,
    IMAGE_ASPECT,
    SIGN_CLASS,
)
from .phrasings import render
from .selection import CORE, NEW, candidates, select
from .world import World, make_world, run_line


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def questions(world: World, phrasing: str) -> list[dict[str, Any]]:
    chosen = select(world, candidates(world))
    out = []
    for n, c in enumerate(chosen):
        qid = f"U-{world.family}-s{world.seed}-q{n:03d}"
        out.append(
            {
                "id": qid,
                "type": c.type,
                "question": render(phrasing, c.subkind, c.slots, qid),
                "now": c.now,
                "at": c.at,
                "truth": c.truth,
                "subkind": c.subkind,
                "slots": {**c.slots, "target": c.target},
            }
        )
    return out


def truth_doc(world: World, phrasing: str) -> dict[str, Any]:
    spec = FAMILY_SPECS[world.family]
    lay = world.layout
    return {
        "generator": "generator_u",
        "family": world.family,
        "site": spec.site,
        "seed": world.seed,
        "phrasing": phrasing,
        "held_out": phrasing == HELDOUT_PHRASING,
        "captioner": world.captioner,
        "camera": {
            "hfov_deg": HFOV_DEG,
            "hfov_rad": HFOV_RAD,
            "image_aspect": IMAGE_ASPECT,
            "camera_height_m": CAMERA_HEIGHT_M,
        },
        "t_start": world.frames[0].t,
        "t_end": world.frames[-1].t,
        "time_zone": "UTC",
        "recording_gaps": [list(g) for g in world.gaps],
        "docking_break": list(world.docking_break),
        "dropouts": [list(g) for g in world.dropouts],
        "relocalisations": world.relocalisations,
        "dock": lay.dock,
        "lift": lay.lift,
        "levels": [{"key": lv.key, "z": lv.z, "forms": list(lv.forms)} for lv in spec.levels],
        "places": {
            k: {
                "forms": list(p.spec.forms),
                "kind": p.spec.kind,
                "kind_word": p.spec.kind_word,
                "level": p.spec.level,
                "side": p.spec.side,
                "rect": [round(v, 3) for v in p.rect],
                "z": p.z,
                "group": p.group,
                "sight": p.spec.sight,
                "outdoor": p.spec.outdoor,
                "dock": p.spec.dock,
            }
            for k, p in lay.places.items()
        },
        "doors": [{"a": d.a, "b": d.b, "level": d.level, "x": d.x, "y": d.y} for d in lay.doors],
        "classes": {
            c.key: {
                "labels": list(c.labels),
                "plural": c.plural,
                "generic": c.generic,
                "colours": list(c.colours),
                "size": list(c.size),
                "mobility": c.mobility,
                "plate": c.plate,
            }
            for c in spec.classes
        },
        "sign": {"class": SIGN_CLASS, "labels": list(spec.sign_labels), "generic": "sign"},
        "never_present": list(spec.never),
        "hallucinations": list(spec.halluc),
        "regions": list(spec.regions_in) + list(spec.regions_out),
        "instances": [
            {
                "id": i.id,
                "class": i.cls,
                "colour": i.colour,
                "text": i.text,
                "sign_of": i.sign_of,
                "stays": [
                    [round(s[0], 3), round(s[1], 3), s[2], round(s[3], 3), round(s[4], 3), s[5]]
                    for s in i.stays
                ],
            }
            for i in world.instances
        ],
        "core_subkinds": list(CORE),
        "subkinds": list(NEW),
        "frames": [
            {
                "i": f.i,
                "t": f.t,
                "pose": list(f.pose),
                "true": list(f.true),
                "place": f.place,
                "level": f.level,
                "goal": f.goal,
                "motion": f.motion,
                "loc_error_m": f.loc_error_m,
                "visible": f.visible,
                "detections": f.detections,
                "plan": f.plan,
                "caption": f.caption,
            }
            for f in world.frames
        ],
    }


def write_world(
    out_dir: Path,
    family: str,
    seed: int,
    phrasing: str,
    captioner: str | None = None,
    world: World | None = None,
) -> Path:
    world = world or make_world(family, seed, captioner)
    folder = out_dir / f"{family}-s{seed}-{phrasing}"
    folder.mkdir(parents=True, exist_ok=True)
    with (folder / "run.jsonl").open("w", encoding="utf-8") as fh:
        for frame in world.frames:
            fh.write(dumps(run_line(frame)) + "\n")
    with (folder / "questions.jsonl").open("w", encoding="utf-8") as fh:
        for q in questions(world, phrasing):
            fh.write(dumps(q) + "\n")
    (folder / "truth.json").write_text(dumps(truth_doc(world, phrasing)) + "\n", encoding="utf-8")
    return folder
