"""One world: build, populate, drive, perceive, caption; write run.jsonl, questions.jsonl,
truth.json.

Usage: python -m sim_eval.sim.generator_i OUT_DIR --family F --seed N --phrasing P
"""

from __future__ import annotations

import json
import zlib
from pathlib import Path
from typing import Any

import numpy as np

from . import captioners
from .families import airport, garden, office
from .memory import Memory
from .model import World
from .perception import Detector, Poser, frame_times, run_line
from .populate import populate
from .questions import make_questions
from .route import drive

FAMILIES = {
    "airport_terminal": airport.build,
    "office_campus": office.build,
    "zoo_botanical_garden": garden.build,
}
ALIASES = {
    "airport": "airport_terminal",
    "office": "office_campus",
    "zoo": "zoo_botanical_garden",
    "garden": "zoo_botanical_garden",
    "zoo_or_botanical_garden": "zoo_botanical_garden",
}


def rng_for(*parts: object) -> np.random.Generator:
    return np.random.default_rng(zlib.crc32("|".join(map(str, parts)).encode()))


def simulate(
    family: str, seed: int, captioner: str
) -> tuple[World, list[dict[str, Any]], list[dict[str, Any]], str]:
    family = ALIASES.get(family, family)
    if family not in FAMILIES:
        raise SystemExit(f"unknown family {family}; one of {', '.join(FAMILIES)}")
    cap_name = captioners.choose(captioner, family, seed)
    world = FAMILIES[family](rng_for(family, seed, "layout"), seed)
    horizon = float(rng_for(family, seed, "horizon").uniform(25.5 * 60, 44.5 * 60))
    populate(world, rng_for(family, seed, "objects"), horizon + 60)
    keys = drive(world, rng_for(family, seed, "route"), horizon)
    horizon = min(horizon, keys[-1].t)
    day = {"airport_terminal": 0, "office_campus": 1, "zoo_botanical_garden": 2}[family]
    world.epoch = float(
        1_744_012_800
        + (seed * 7 + day) * 86_400
        + int(rng_for(family, seed, "clock").integers(0, 6 * 3600))
    )
    poser = Poser(keys)
    det = Detector(world, rng_for(family, seed, "detector"))
    ctx = captioners.Ctx(world, rng_for(family, seed, "caption", cap_name))
    cap = captioners.CAPTIONERS[cap_name]
    lines: list[dict[str, Any]] = []
    log: list[dict[str, Any]] = []
    shuffle = rng_for(family, seed, "order")
    for rt in frame_times(rng_for(family, seed, "clock2"), horizon):
        pose = poser.at(rt)
        view = det.perceive(rt, pose)
        caption, meta = cap(ctx, view)
        order = list(shuffle.permutation(len(view.dets)))
        view.dets = [view.dets[i] for i in order]
        t = round(world.epoch + rt, 3)
        line = run_line(view, caption)
        line["t"] = t
        lines.append(line)
        states = list(meta.get("states", []))
        for d in view.dets:
            if d.state and d.inst and d.label.startswith(d.state):
                states.append([d.inst, d.state])
        log.append(
            {
                "t": t,
                "rt": round(rt, 3),
                "x": round(view.x, 3),
                "y": round(view.y, 3),
                "z": round(view.z, 3),
                "yaw": round(view.yaw, 4),
                "zone": view.zone,
                "floor": view.floor,
                "outdoor": view.outdoor,
                "mode": pose[5],
                "dets": [
                    {
                        "inst": d.inst,
                        "cls": d.cls,
                        "label": d.label,
                        "pos": [round(p, 2) for p in d.pos],
                        "state": d.state,
                        "fp": d.fp,
                        "dup": d.dup,
                    }
                    for d in view.dets
                ],
                "named": meta.get("named"),
                "misnamed": meta.get("misnamed"),
                "texts": meta.get("texts", []),
                "states": states,
            }
        )
    return world, lines, log, cap_name


def write_world(
    out: str | Path, family: str, seed: int, phrasing: str, captioner: str = "auto"
) -> dict[str, Any]:
    out = Path(out)
    world, lines, log, cap_name = simulate(family, seed, captioner)
    mem = Memory(world, log)
    questions = make_questions(world, mem, seed, phrasing)
    out.mkdir(parents=True, exist_ok=True)
    with (out / "run.jsonl").open("w") as fh:
        for line in lines:
            fh.write(json.dumps(line, ensure_ascii=False) + "\n")
    with (out / "questions.jsonl").open("w") as fh:
        for q in questions:
            # default json.dumps (ASCII escapes) to match the published worlds byte for byte
            fh.write(json.dumps(q) + "\n")
    truth = {
        "family": world.family,
        "seed": seed,
        "captioner": cap_name,
        "phrasing": phrasing,
        "storey_m": world.storey,
        "hfov_rad": world.hfov,
        "epoch": world.epoch,
        "zones": [
            {
                "id": z.id,
                "name": z.name,
                "aliases": z.aliases,
                "kind": z.kind,
                "code": z.code,
                "indoor": z.indoor,
                "building": z.building,
                "floors": z.floors,
                "rects": {str(f): r for f, r in z.rects.items()},
                "connector": z.connector,
                "spine": z.is_spine,
            }
            for z in world.zones.values()
        ],
        "links": [vars(lk) for lk in world.links],
        "absent_classes": world.absent,
        "classes": {
            c.name: {"labels": c.syns, "kind": c.kind, "colours": c.colours}
            for c in world.classes.values()
        },
        "objects": [
            {
                "id": i.id,
                "class": i.cls,
                "colour": i.colour,
                "desc": i.desc,
                "schedule": [[round(world.epoch + t, 3), zn, list(p)] for t, zn, p in i.schedule],
                "states": [[round(world.epoch + t, 3), s] for t, s in (i.states or [])],
                "text": i.text,
                "texts": [[round(world.epoch + t, 3), s] for t, s in (i.texts or [])],
            }
            for i in world.instances
        ],
        "route": [
            {
                "t": round(world.epoch + k.t, 3),
                "x": round(k.x, 3),
                "y": round(k.y, 3),
                "z": round(k.z, 3),
                "zone": k.zone,
                "mode": k.mode,
            }
            for k in _route_keys(world, log)
        ],
        "perception": log,
    }
    (out / "truth.json").write_text(json.dumps(truth, ensure_ascii=False))
    return {"world": out.name, "frames": len(lines), "captioner": cap_name, "questions": questions}


def _route_keys(world: World, log: list[dict[str, Any]]) -> list[Any]:
    # the route is the per-frame pose in the log; keep a thin summary of zone changes
    from .route import Key

    keys: list[Key] = []
    for f in log:
        if not keys or keys[-1].zone != f["zone"]:
            keys.append(Key(f["t"] - world.epoch, f["x"], f["y"], f["z"], f["zone"], f["mode"]))
    return keys
