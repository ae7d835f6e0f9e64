"""One world end to end: build, choose questions, word them, and write the three files."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

from . import GENERATOR
from .evidence import Evidence
from .families import FAMILIES
from .layout import doors_of
from .model import CAMERA_HEIGHT_M, HFOV_DEG, HFOV_RAD, IMAGE_ASPECT, IMAGE_H_PX, IMAGE_W_PX
from .phrasings import ALL_STYLES, HELD_OUT, render
from .plans import CAPTIONERS
from .qcommon import place_phrase
from .rng import stream
from .selection import NEW_SUBKINDS, select
from .world import World, build_world
from .world_json import frame_json, instance_json, run_line, spec_json


def default_captioner(family: str, seed: int) -> str:
    return CAPTIONERS[(3 * FAMILIES.index(family) + seed + 1) % len(CAPTIONERS)]


def world_dir_name(family: str, seed: int, phrasing: str) -> str:
    return f"{family}-s{seed}-{phrasing}"


def build_questions(world: World, ev: Evidence, phrasing: str) -> list[dict[str, Any]]:
    chosen = select(ev, world.family, world.seed)
    pools = {
        "nouns": [c.labels[0] for c in world.spec.classes],
        "places": [place_phrase(p) for p in world.spec.places if not p.transit],
        "levels": [
            lv.forms[0] if lv.forms[0].lower().startswith("level") else f"the {lv.forms[0]}"
            for lv in world.spec.levels
        ],
    }
    out: list[dict[str, Any]] = []
    for idx, ch in enumerate(chosen):
        cand = ch.cand
        rng = stream(
            world.family,
            world.seed,
            "phrasing",
            phrasing,
            cand.subkind,
            cand.target,
            f"{ch.now:.3f}",
        )
        text = render(phrasing, cand.subkind, cand.slots, rng, pools)
        out.append(
            {
                "id": f"r-{world.family}-s{world.seed}-{idx:03d}",
                "type": ch.qtype,
                "question": text,
                "now": ch.now,
                "at": [round(v, 3) for v in ch.at] if ch.at is not None else None,
                "truth": cand.truth,
                "subkind": cand.subkind,
                "slots": {**cand.slots, "target": cand.target},
            }
        )
    return out


def truth_json(world: World, phrasing: str, captioner: str) -> dict[str, Any]:
    tl = world.timeline
    return {
        "generator": GENERATOR,
        "family": world.family,
        "site": world.spec.site,
        "seed": world.seed,
        "phrasing": phrasing,
        "held_out": phrasing == HELD_OUT,
        "captioner": captioner,
        "camera": {
            "hfov_deg": HFOV_DEG,
            "hfov_rad": round(HFOV_RAD, 9),
            "image_aspect": round(IMAGE_ASPECT, 6),
            "image_px": [IMAGE_W_PX, IMAGE_H_PX],
            "camera_height_m": CAMERA_HEIGHT_M,
        },
        "t_start": world.t_first,
        "t_end": world.t_last,
        "time_zone": "UTC",
        "recording_gaps": [[round(a, 3), round(b, 3)] for a, b in world.gaps],
        "docking_break": [round(tl.break_window[0], 3), round(tl.break_window[1], 3)],
        "relocalisations": [
            {"t": r.t, "kind": r.kind, "magnitude_m": r.magnitude_m} for r in world.relocs
        ],
        "new_subkinds": list(NEW_SUBKINDS),
        **spec_json(world.spec, doors_of(world.spec)),
        "instances": [instance_json(i) for i in world.instances],
        "frames": [frame_json(f) for f in world.frames],
    }


def write_world(
    out_dir: Path, family: str, seed: int, phrasing: str, captioner: str | None = None
) -> Path:
    if phrasing not in ALL_STYLES:
        raise ValueError(f"unknown phrasing {phrasing!r}; known: {', '.join(ALL_STYLES)}")
    cap = captioner or default_captioner(family, seed)
    world = build_world(family, seed, cap)
    ev = Evidence(world)
    questions = build_questions(world, ev, phrasing)
    target = out_dir / world_dir_name(family, seed, phrasing)
    target.mkdir(parents=True, exist_ok=True)
    with (target / "run.jsonl").open("w", encoding="utf-8", newline="\n") as fh:
        for f in world.frames:
            fh.write(json.dumps(run_line(f), ensure_ascii=False) + "\n")
    with (target / "questions.jsonl").open("w", encoding="utf-8", newline="\n") as fh:
        for q in questions:
            fh.write(json.dumps(q, ensure_ascii=False) + "\n")
    truth = truth_json(world, phrasing, cap)
    with (target / "truth.json").open("w", encoding="utf-8", newline="\n") as fh:
        json.dump(truth, fh, ensure_ascii=False, separators=(",", ":"))
        fh.write("\n")
    assert all(math.isfinite(f.t) for f in world.frames)
    return target
