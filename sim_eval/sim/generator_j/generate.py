"""One world: place, objects, drive, perception, captions, questions; written to a folder."""

from __future__ import annotations

import json
import zlib
from pathlib import Path
from typing import Any

import numpy as np

from . import ask, fam_care, fam_ferry, fam_stadium, layout, perceive, robot, world
from .captioners import CAPTIONERS, Ctx, default_for
from .facts import Facts, FrameLog

FAMILIES = {
    "care_home": fam_care.family,
    "sports_stadium": fam_stadium.family,
    "ferry_port": fam_ferry.family,
}
T_BASE = 1_767_258_000.0  # 2026-01-01 09:00 UTC


def _seed(*parts: object) -> int:
    return zlib.crc32("|".join(map(str, parts)).encode())


def build(family: str, seed: int, captioner: str | None = None) -> dict[str, Any]:
    """Everything about a world except question wording (deterministic in its arguments)."""
    cap_name = captioner or default_for(family, seed)
    rng = np.random.default_rng(_seed(family, seed))
    fam = FAMILIES[family](rng)
    zones = layout.build(fam.zones)
    zmap = layout.by_id(zones)
    t0 = T_BASE + (seed * 3 + len(family)) * 86400 + float(rng.integers(0, 6 * 3600))
    minutes = float(rng.uniform(25, 45))
    samples = robot.drive(rng, zones, t0, minutes)
    frames = robot.frames(rng, samples)
    insts = world.populate(rng, fam.classes, zones, t0, frames[-1].t)
    present = [c for c in fam.classes if any(i.c.key == c.key for i in insts)]
    cap_rng = np.random.default_rng(_seed(family, seed, cap_name))
    caption_fn = CAPTIONERS[cap_name]
    lines: list[dict[str, Any]] = []
    logs: list[FrameLog] = []
    for i, fr in enumerate(frames):
        dets = perceive.detect(fr, insts, zmap, rng)
        labels, boxes, fps, _dups = perceive.frame_labels(dets, fr, zmap, fam.classes, present, rng)
        zone = zmap[fr.zone]
        others = [z for z in zones if z.id != zone.id and z.d.side != "v"]
        ctx = Ctx(cap_rng, zone, others, dets, fr.t, fam.place)
        caption = caption_fn(ctx)
        log = FrameLog(i, fr.t, fr.x, fr.y, fr.z, fr.yaw, fr.zone, dets, fps, caption)
        low = caption.lower()
        log.named = {zone.id} if zone.id in ctx.named else set()
        for d in dets:
            text = d.inst.text(fr.t)
            if text and world.plain(text).lower() in low:
                log.texts.append((d.inst.id, world.plain(text)))
                if d.inst.c.count[0] >= 99 and d.inst.c.kind == "sign":
                    log.named.add(d.inst.zone)
        log.colours = set(ctx.colours)
        log.states = dict(ctx.states)
        logs.append(log)
        lines.append(
            {
                "t": fr.t,
                "pose": {
                    "x": round(fr.x, 3),
                    "y": round(fr.y, 3),
                    "z": round(fr.z, 3),
                    "yaw": round(fr.yaw, 4),
                },
                "caption": caption,
                "labels": labels,
                "boxes": boxes,
            }
        )
    facts = Facts(fam, zones, insts, logs)
    floors = sorted({f for z in zones for f in z.floors})
    return {
        "family": fam,
        "zones": zones,
        "insts": insts,
        "facts": facts,
        "lines": lines,
        "captioner": cap_name,
        "t0": t0,
        "floors": floors,
        "logs": logs,
    }


def write(
    out: Path,
    family: str,
    seed: int,
    phrasing: str,
    captioner: str | None = None,
    built: dict[str, Any] | None = None,
) -> dict[str, Any]:
    w = built or build(family, seed, captioner)
    world_id = f"{family}-s{seed}"
    q_rng = np.random.default_rng(_seed(family, seed, w["captioner"], "questions"))
    questions = ask.make(w["facts"], q_rng, world_id, phrasing, len(w["floors"]) > 1)
    out.mkdir(parents=True, exist_ok=True)
    with (out / "run.jsonl").open("w", encoding="utf-8") as fh:
        for line in w["lines"]:
            fh.write(json.dumps(line, ensure_ascii=False) + "\n")
    with (out / "questions.jsonl").open("w", encoding="utf-8") as fh:
        for q in questions:
            fh.write(json.dumps(q, ensure_ascii=False) + "\n")
    fam = w["family"]
    truth = {
        "family": family,
        "seed": seed,
        "phrasing": phrasing,
        "captioner": w["captioner"],
        "place": fam.place,
        "t_start": w["lines"][0]["t"],
        "t_end": w["lines"][-1]["t"],
        "floors": w["floors"],
        "floor_height_m": 4.0,
        "camera": {"hfov_deg": 90.0},
        "zones": [z.to_json() for z in w["zones"]],
        "objects": [i.to_json() for i in w["insts"]],
        "never_present_classes": [{"class": k, "labels": list(v)} for k, v in fam.never],
        "perception": [log.to_json() for log in w["logs"]],
    }
    (out / "truth.json").write_text(json.dumps(truth, ensure_ascii=False), encoding="utf-8")
    return {"frames": len(w["lines"]), "questions": questions}
