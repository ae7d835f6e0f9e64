"""One world: build, drive, perceive, ask; write run.jsonl, questions.jsonl, truth.json."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .families import FAMILIES
from .perceive import auto_captioner, make_frames
from .phrasing import render_question
from .questions import make_questions
from .world import BASE_EPOCH, build_world, drive, plan_route, schedule_movers, sub_rng


def simulate(
    family: str, seed: int, captioner: str = "auto"
) -> tuple[dict, list[dict], list[dict], str, list]:
    if captioner == "auto":
        captioner = auto_captioner(family, seed)
    world = build_world(family, seed)
    rng = sub_rng(seed, family, "timing")
    t0 = BASE_EPOCH[family] + seed * 3 * 86400 + float(rng.integers(0, 6 * 3600))
    t0 = round(t0, 2)
    plan = plan_route(world, seed)
    target = float(rng.uniform(24, 40)) * 60
    d1 = drive(world, plan, seed, 1.0, t0).t - t0
    d0 = drive(world, plan, seed, 0.0, t0).t - t0
    factor = min(4.0, max(0.3, (target - d0) / max(1.0, d1 - d0)))
    tl = drive(world, plan, seed, factor, t0)
    t_end = tl.t
    n_target = float(rng.uniform(620, 980))
    mean_dt = min(3.4, max(1.6, (t_end - t0) / n_target))
    world["dt_range"] = (max(1.0, mean_dt - 0.9), min(4.0, mean_dt + 0.9))
    schedule_movers(world, seed, t0, t_end)
    frames = make_frames(world, tl, seed, captioner, t0, t_end - 0.01, FAMILIES[family]["desc"])
    questions = make_questions(world, frames, seed)
    return world, frames, questions, captioner, plan


def _dump(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(", ", ": "))


def generate(
    out_dir: str | Path,
    family: str,
    seed: int,
    phrasing: str = "plain",
    captioner: str = "auto",
) -> dict[str, Any]:
    world, frames, questions, captioner, plan = simulate(family, seed, captioner)
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    with (out / "run.jsonl").open("w", encoding="utf-8") as fh:
        for f in frames:
            fh.write(
                _dump(
                    {
                        "t": f["t"],
                        "pose": {"x": f["x"], "y": f["y"], "z": f["z"], "yaw": f["yaw"]},
                        "caption": f["caption"],
                        "labels": f["labels"],
                        "boxes": f["boxes"],
                    }
                )
                + "\n"
            )
    with (out / "questions.jsonl").open("w", encoding="utf-8") as fh:
        for q in questions:
            rec = {
                "id": q["id"],
                "type": q["type"],
                "question": render_question(q, world, phrasing),
                "now": q["now"],
                "at": q["at"],
                "truth": q["truth"],
            }
            fh.write(_dump(rec) + "\n")
    truth = {
        "family": family,
        "seed": seed,
        "captioner": captioner,
        "phrasing": phrasing,
        "floors": world["floors"],
        "zones": [
            {
                k: z[k]
                for k in (
                    "id",
                    "tag",
                    "kind",
                    "floor",
                    "rect",
                    "ref",
                    "terms",
                    "name",
                    "outdoor",
                    "building",
                    "askable",
                )
            }
            for z in world["zones"]
        ],
        "classes": {
            n: {"terms": c["terms"], "moving": c["moving"], "lost": c["lost"]}
            for n, c in world["classes"].items()
        },
        "absent": world["absent"],
        "vertical_zones": {m: v["zone"] for m, v in world["vertical"].items()},
        "objects": world["objects"],
        "plan": [list(p) for p in plan],
        "perception": [
            {
                "t": f["t"],
                "zone": f["zone"],
                "floor": f["floor"],
                "outdoor": f["outdoor"],
                "named": f["named"],
                "seen": f["seen"],
            }
            for f in frames
        ],
    }
    with (out / "truth.json").open("w", encoding="utf-8") as fh:
        fh.write(json.dumps(truth, ensure_ascii=False, indent=1, sort_keys=True))
    return {
        "frames": len(frames),
        "questions": len(questions),
        "captioner": captioner,
        "minutes": (frames[-1]["t"] - frames[0]["t"]) / 60,
    }
