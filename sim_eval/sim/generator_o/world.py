"""Assembly of one world: the run, its truth and its questions, and writing the files."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import numpy as np

from . import captioners as cap
from .evidence import Evidence
from .families import FAMILIES, build
from .perception import ASPECT, CAMERA_HEIGHT_M, HFOV_DEG, HFOV_RAD, detect, plan_caption, view
from .phrasings import HELD_OUT, phrase
from .questions import NEW_SUBKINDS, Ctx, select
from .rng import stream
from .sim import Drive, Seg, make_instances, wrap

EPOCH_2026 = 1767225600.0


def captioner_for(family: str, seed: int) -> str:
    return cap.CAPTIONERS[(2 * FAMILIES.index(family) + seed) % len(cap.CAPTIONERS)]


def _sample(segs: list[Seg], t: float, idx: int) -> tuple[int, Seg, float]:
    while idx + 1 < len(segs) and segs[idx].t1 <= t:
        idx += 1
    s = segs[idx]
    u = min(1.0, max(0.0, (t - s.t0) / (s.t1 - s.t0)))
    return idx, s, u


def _motion(s: Seg) -> str:
    if s.level is None:
        return "riding the lift" if s.place == "lift" else "climbing the stairs"
    if math.hypot(s.b[0] - s.a[0], s.b[1] - s.a[1]) > 0.05:
        return "moving forward"
    if abs(s.b[3] - s.a[3]) > 0.03:
        return "turning on the spot"
    return "standing still"


def generate(family: str, seed: int, phrasing: str, captioner: str | None = None) -> dict[str, Any]:
    fam = build(family)
    captioner = captioner or captioner_for(family, seed)
    r_time = stream(family, seed, "time")
    day = int(r_time.integers(0, 365))
    t0 = round(EPOCH_2026 + day * 86400 + float(r_time.uniform(7 * 3600, 20 * 3600)), 3)
    duration = float(r_time.uniform(25 * 60, 36 * 60))
    insts = make_instances(fam, stream(family, seed, "objects"), t0, t0 + 45 * 60)
    drive = Drive(fam, stream(family, seed, "route"), t0)
    drive.run(t0 + duration)
    segs = drive.segs
    r_frames = stream(family, seed, "frames")
    r_det = stream(family, seed, "detector")
    r_plan = stream(family, seed, f"caption_plan:{captioner}")
    r_cap = stream(family, seed, f"captioner:{captioner}")
    params = cap.PARAMS[captioner]
    frames: list[dict[str, Any]] = []
    lines: list[str] = []
    t = t0
    idx = 0
    t_stop = min(segs[-1].t1, t0 + 40.5 * 60)
    while t <= t_stop:
        idx, s, u = _sample(segs, t, idx)
        x = round(s.a[0] + u * (s.b[0] - s.a[0]), 3)
        y = round(s.a[1] + u * (s.b[1] - s.a[1]), 3)
        z = round(s.a[2] + u * (s.b[2] - s.a[2]), 3)
        yaw = round(wrap(s.a[3] + u * (s.b[3] - s.a[3])), 4)
        place = fam.places[s.place]
        seen = view(fam, insts, t, x, y, yaw, s.place, s.level)
        dets = detect(fam, insts, seen, t, place.outdoor, place.transit is not None, r_det)
        plan = plan_caption(fam, seen, t, s.place, s.level, params, r_plan)
        ctx = {"t": t, "motion": _motion(s), "outdoor": place.outdoor}
        caption = cap.render(captioner, plan, ctx, r_cap)
        frame = {
            "t": t,
            "x": x,
            "y": y,
            "z": z,
            "yaw": yaw,
            "place": s.place,
            "level": s.level,
            "motion": ctx["motion"],
            "dets": dets,
            "plan": plan,
            "caption": caption,
        }
        frames.append(frame)
        record = {
            "t": t,
            "pose": {"x": x, "y": y, "z": z, "yaw": yaw},
            "caption": caption,
            "labels": [d["label"] for d in dets],
            "boxes": [d["box"] for d in dets],
        }
        lines.append(json.dumps(record, ensure_ascii=False))
        if r_frames.random() < 0.7:
            gap = float(np.clip(r_frames.normal(2.0, 0.15), 1.6, 2.4))
        else:
            gap = float(r_frames.uniform(1.0, 4.0))
        t = round(t + gap, 3)
    ev = Evidence(fam, insts, frames)
    ctxq = Ctx(fam, insts, frames, ev)
    drafts = select(ctxq, stream(family, seed, "questions"))
    r_phr = stream(family, seed, f"phrasing:{phrasing}")
    world = f"{family}-s{seed}-{phrasing}"
    questions = []
    counters: dict[str, int] = {}
    for d in drafts:
        counters[d.type] = counters.get(d.type, 0) + 1
        slots: dict[str, Any] = dict(d.fills)
        slots["forms"] = d.forms
        slots["things"] = d.things
        questions.append(
            {
                "id": f"{world}-{d.type}-{counters[d.type]:02d}",
                "type": d.type,
                "question": phrase(d, phrasing, r_phr),
                "now": d.now,
                "at": d.at,
                "truth": d.truth,
                "subkind": d.subkind,
                "slots": slots,
            }
        )
    truth = {
        "generator": "generator_o",
        "family": family,
        "site": fam.site,
        "seed": seed,
        "phrasing": phrasing,
        "held_out": phrasing == HELD_OUT,
        "captioner": captioner,
        "hfov_deg": HFOV_DEG,
        "hfov_rad": HFOV_RAD,
        "image_aspect": ASPECT,
        "camera_height_m": CAMERA_HEIGHT_M,
        "t_start": frames[0]["t"],
        "t_end": frames[-1]["t"],
        "time_zone": "UTC",
        "new_subkinds": list(NEW_SUBKINDS),
        "floors": [
            {"level": f.level, "z": f.z, "forms": f.forms} for _, f in sorted(fam.floors.items())
        ],
        "places": [
            {
                "key": p.key,
                "name": p.name,
                "forms": p.forms,
                "kind_word": p.kind_word,
                "function": p.function,
                "rect": list(p.rect),
                "levels": p.levels,
                "outdoor": p.outdoor,
                "transit": p.transit,
                "group": p.group,
                "tags": p.tags,
            }
            for p in fam.places.values()
        ],
        "links": [{"a": d.a, "b": d.b, "level": d.level, "x": d.x, "y": d.y} for d in fam.doors],
        "classes": [
            {
                "key": c.key,
                "labels": c.labels,
                "generic": c.generic,
                "kind": c.kind,
                "size": c.size,
                "width": c.width,
                "base": c.base,
                "colours": c.colours,
                "states": c.states,
                "common": c.common,
            }
            for _, c in sorted(fam.classes.items())
        ],
        "never_present": fam.never_present,
        "instances": [
            {
                "key": i.key,
                "class": i.cls,
                "colour": i.colour,
                "stays": [{"from": s[0], "place": s[1], "pos": list(s[2])} for s in i.stays],
                "track": [list(p) for p in i.track],
                "states": i.states,
                "texts": i.texts,
            }
            for _, i in sorted(insts.items())
        ],
        "frames": frames,
    }
    return {
        "name": world,
        "run": lines,
        "questions": questions,
        "truth": truth,
        "fam": fam,
        "insts": insts,
        "ev": ev,
    }


def write(out_dir: str | Path, world: dict[str, Any]) -> Path:
    path = Path(out_dir) / world["name"]
    path.mkdir(parents=True, exist_ok=True)
    (path / "run.jsonl").write_text("\n".join(world["run"]) + "\n", encoding="utf-8")
    (path / "questions.jsonl").write_text(
        "".join(json.dumps(q, ensure_ascii=False) + "\n" for q in world["questions"]),
        encoding="utf-8",
    )
    (path / "truth.json").write_text(
        json.dumps(world["truth"], ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    return path
