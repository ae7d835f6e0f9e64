"""Builds one world (family, seed, captioner) and writes it for one phrasing."""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from .captioners import CAPTIONERS, caption
from .evidence import Evidence
from .families import FAMILIES, make_family
from .model import CAMERA_HEIGHT_M, HFOV_DEG, HFOV_RAD, IMAGE_ASPECT, Family, Frame, Instance
from .perception import detect, plan_caption
from .phrasings import ALL_PHRASINGS, HELD_OUT, render
from .questions import NEW_SUBKINDS, Ctx, make_questions
from .rng import stream
from .sim import Driver, make_instances, sample_frames

GENERATOR = "generator_p"
DAY0 = 1767225600.0  # 2026-01-01T00:00:00Z


@dataclass
class World:
    fam: Family
    seed: int
    captioner: str
    insts: dict[str, Instance]
    frames: list[Frame]
    questions: list[dict[str, Any]]
    t_start: float
    t_end: float


def default_captioner(family: str, seed: int) -> str:
    return CAPTIONERS[(FAMILIES.index(family) + seed) % len(CAPTIONERS)]


def _words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z0-9][a-z0-9'.-]*", text.lower())}


def build(family: str, seed: int, captioner: str | None = None) -> World:
    fam = make_family(family)
    captioner = captioner or default_captioner(family, seed)
    if captioner not in CAPTIONERS:
        raise ValueError(f"unknown captioner {captioner!r}; known: {', '.join(CAPTIONERS)}")
    rng = stream(family, seed, "time")
    day = int(rng.integers(0, 365))
    start = DAY0 + day * 86400 + float(rng.uniform(8 * 3600, 19 * 3600))
    start = round(start, 3)
    duration = 60.0 * float(rng.uniform(*fam.minutes))
    segs = Driver(fam, seed, start, duration).run()
    t_end = segs[-1].t1
    insts = make_instances(fam, seed, start, t_end)
    frames = sample_frames(fam, seed, segs)
    for f in frames:
        detect(fam, insts, f, seed)
        plan_caption(fam, insts, f, seed, captioner)
        f.caption = caption(fam, f, seed, captioner)
    ev = Evidence(fam, insts, frames)
    qs = make_questions(Ctx(fam, insts, frames, ev), stream(family, seed, "questions"))
    for i, q in enumerate(qs):
        q["id"] = f"{family[:4]}-s{seed}-q{i:03d}"
        q["questions"] = {
            style: render(q, style, stream(family, seed, "phrasing", style, q["id"]))
            for style in ALL_PHRASINGS
        }
        if q["subkind"] == "sign_text":
            asked = set().union(*(_words(text) for text in q["questions"].values()))
            kws = [w for w in q["truth"]["keywords"] if w.lower() not in asked]
            if not kws:
                raise RuntimeError(f"{q['id']}: every sign keyword is in the question")
            q["truth"]["keywords"] = kws
    return World(fam, seed, captioner, insts, frames, qs, start, t_end)


def run_line(f: Frame) -> str:
    labels = [d["label"] for d in f.detections]
    record = {
        "t": f.t,
        "pose": {"x": f.x, "y": f.y, "z": f.z, "yaw": f.yaw},
        "caption": f.caption,
        "labels": labels,
        "boxes": [d["box"] for d in f.detections],
    }
    return json.dumps(record, ensure_ascii=False)


def _truth_json(w: World, phrasing: str) -> dict[str, Any]:
    fam = w.fam
    return {
        "generator": GENERATOR,
        "family": fam.key,
        "site": fam.site,
        "seed": w.seed,
        "phrasing": phrasing,
        "held_out": phrasing == HELD_OUT,
        "captioner": w.captioner,
        "hfov_deg": HFOV_DEG,
        "hfov_rad": HFOV_RAD,
        "image_aspect": IMAGE_ASPECT,
        "camera_height_m": CAMERA_HEIGHT_M,
        "t_start": w.frames[0].t,
        "t_end": w.frames[-1].t,
        "time_zone": "UTC",
        "new_subkinds": NEW_SUBKINDS,
        "floors": [
            {"level": lv, "z": z, "forms": list(forms)} for lv, (z, forms) in fam.floors.items()
        ],
        "buildings": {k: list(v) for k, v in fam.buildings.items()},
        "places": [
            {
                "key": p.key,
                "name": p.name,
                "forms": list(p.forms),
                "article": p.article,
                "kind_word": p.kind_word,
                "rect": list(p.rect),
                "levels": list(p.levels),
                "outdoor": p.outdoor,
                "transit": p.transit,
                "building": p.building,
                "group": p.group,
                "big": p.big,
                "surface": p.surface,
            }
            for p in fam.places.values()
        ],
        "links": [asdict(lk) for lk in fam.links],
        "classes": [
            {
                "key": c.key,
                "labels": list(c.labels),
                "plural": c.plural,
                "generic": c.generic,
                "kind": c.kind,
                "colours": list(c.colours),
                "size": list(c.size),
                "places": list(c.places),
                "states": list(c.states) if c.kind == "state" else [],
                "texts": list(c.texts),
                "ownable": c.ownable,
                "asked": c.asked,
            }
            for c in fam.classes.values()
        ],
        "never_present": list(fam.never_present),
        "hallucinations": list(fam.hallucinations),
        "instances": [
            {
                "key": i.key,
                "class": i.cls,
                "colour": i.colour,
                "stays": [asdict(s) for s in i.stays],
                "states": [list(s) for s in i.states],
                "texts": [list(t) for t in i.texts],
            }
            for i in w.insts.values()
        ],
        "frames": [
            {
                "t": f.t,
                "x": f.x,
                "y": f.y,
                "z": f.z,
                "yaw": f.yaw,
                "place": f.place,
                "level": f.level,
                "motion": f.motion,
                "detections": f.detections,
                "plan": f.plan,
                "caption": f.caption,
            }
            for f in w.frames
        ],
    }


def question_records(w: World, phrasing: str) -> list[dict[str, Any]]:
    out = []
    for q in w.questions:
        out.append(
            {
                "id": q["id"],
                "type": q["type"],
                "question": q["questions"][phrasing],
                "now": q["now"],
                "at": q["at"],
                "truth": q["truth"],
                "subkind": q["subkind"],
                "slots": q["slots"],
            }
        )
    return out


def write(w: World, out_dir: str | Path, phrasing: str) -> Path:
    if phrasing not in ALL_PHRASINGS:
        raise ValueError(f"unknown phrasing {phrasing!r}; known: {', '.join(ALL_PHRASINGS)}")
    d = Path(out_dir) / f"{w.fam.key}-s{w.seed}-{phrasing}"
    d.mkdir(parents=True, exist_ok=True)
    with (d / "run.jsonl").open("w", encoding="utf-8") as fh:
        for f in w.frames:
            fh.write(run_line(f) + "\n")
    with (d / "questions.jsonl").open("w", encoding="utf-8") as fh:
        for rec in question_records(w, phrasing):
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    (d / "truth.json").write_text(
        json.dumps(_truth_json(w, phrasing), ensure_ascii=False, indent=1) + "\n",
        encoding="utf-8",
    )
    return d
