"""One world: a family and seed give the run and the truth; a phrasing words the questions."""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path
from typing import Any

from . import GENERATOR, fam_apartment, fam_campus, fam_supermarket
from .captioners import CAPTIONERS, PROFILES, caption
from .evidence import Evidence
from .perception import ASPECT, CAMERA_HEIGHT_M, HFOV_DEG, HFOV_RAD
from .phrasings import HELDOUT_PHRASINGS, PHRASINGS, phrase
from .questions import NEW_SUBKINDS, choose_questions
from .rng import stream
from .sim import drive, make_instances, sample_poses
from .spec import Family

FAMILIES: dict[str, Callable[[], Family]] = {
    "apartment_block": fam_apartment.family,
    "university_campus": fam_campus.family,
    "supermarket_with_car_park": fam_supermarket.family,
}


def default_captioner(family: str, seed: int) -> str:
    return CAPTIONERS[(3 * list(FAMILIES).index(family) + seed) % len(CAPTIONERS)]


def build(family: str, seed: int, phrasing: str, captioner: str | None = None) -> dict[str, Any]:
    """The world's files as text: ``run.jsonl``, ``questions.jsonl``, ``truth.json``."""
    if family not in FAMILIES:
        raise ValueError(f"unknown family {family!r}; one of {', '.join(FAMILIES)}")
    if phrasing not in PHRASINGS:
        raise ValueError(f"unknown phrasing {phrasing!r}; one of {', '.join(PHRASINGS)}")
    captioner = captioner or default_captioner(family, seed)
    if captioner not in PROFILES:
        raise ValueError(f"unknown captioner {captioner!r}; one of {', '.join(CAPTIONERS)}")
    fam = FAMILIES[family]()
    segs, t0, t_end = drive(fam, seed)
    poses = sample_poses(fam, seed, segs, t0, t_end)
    instances = make_instances(fam, seed, t0, t_end, poses)
    frames = perceive_all(fam, seed, poses, instances, captioner)
    ev = Evidence(fam, poses, frames, instances)
    questions = choose_questions(fam, ev, stream(family, seed, "questions"))
    words = stream(family, seed, f"phrasing:{phrasing}")
    run_lines = []
    for pose, frame in zip(poses, frames, strict=True):
        dets = frame["detections"]
        run_lines.append(
            json.dumps(
                {
                    "t": pose.t,
                    "pose": {"x": pose.x, "y": pose.y, "z": pose.z, "yaw": pose.yaw},
                    "caption": frame["caption"],
                    "labels": [d["label"] for d in dets],
                    "boxes": [d["box"] for d in dets],
                }
            )
        )
    q_lines = []
    for k, q in enumerate(questions):
        forms = [q.slots[key] for key in ("place", "place2", "floor") if key in q.slots]
        if "thing" in q.slots and q.slots["thing"]["place"]:
            forms.append(q.slots["thing"]["place"])
        q_lines.append(
            json.dumps(
                {
                    "id": f"{family}-s{seed}-q{k:03d}",
                    "type": q.type,
                    "question": phrase(q.subkind, q.slots, phrasing, words),
                    "now": q.now,
                    "at": q.at,
                    "truth": q.truth,
                    "subkind": q.subkind,
                    "slots": {**q.slots, "forms": forms},
                }
            )
        )
    truth = {
        "generator": GENERATOR,
        "family": family,
        "site": fam.site,
        "seed": seed,
        "phrasing": phrasing,
        "held_out": phrasing in HELDOUT_PHRASINGS,
        "captioner": captioner,
        "hfov_deg": HFOV_DEG,
        "hfov_rad": HFOV_RAD,
        "image_aspect": ASPECT,
        "camera_height_m": CAMERA_HEIGHT_M,
        "t_start": t0,
        "t_end": t_end,
        "time_zone": "UTC",
        "new_subkinds": list(NEW_SUBKINDS),
        "floors": [
            {"level": lv, "z": z, "forms": list(fam.floor_names(lv))} for lv, z in fam.level_z
        ],
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
                "building": p.building,
            }
            for p in fam.places
        ],
        "links": [asdict(link) for link in fam.links],
        "classes": [
            {
                "key": c.key,
                "labels": list(c.labels),
                "generic": c.generic,
                "kind": c.kind,
                "size": list(c.size),
                "colours": list(c.colours),
                "states": list(c.states),
                "common": c.common,
            }
            for c in fam.classes
        ],
        "never_present": list(fam.never),
        "instances": [
            {
                "key": i.key,
                "class": i.cls,
                "colour": i.colour,
                "stays": [asdict(s) for s in i.stays],
                "track": [list(p) for p in i.track] if i.track else None,
                "states": [list(s) for s in i.states],
                "texts": [list(s) for s in i.texts],
            }
            for i in instances
        ],
        "frames": [
            {
                "t": pose.t,
                "place": pose.place,
                "level": pose.level,
                "detections": frame["detections"],
                "plan": frame["plan"],
            }
            for pose, frame in zip(poses, frames, strict=True)
        ],
    }
    return {
        "run.jsonl": "\n".join(run_lines) + "\n",
        "questions.jsonl": "\n".join(q_lines) + "\n",
        "truth.json": json.dumps(truth, indent=1) + "\n",
    }


def perceive_all(
    fam: Family, seed: int, poses: list[Any], instances: list[Any], captioner: str
) -> list[dict[str, Any]]:
    from .perception import perceive

    frames = perceive(fam, seed, poses, instances, PROFILES[captioner])
    rng = stream(fam.name, seed, f"captioner:{captioner}")
    for pose, frame in zip(poses, frames, strict=True):
        outdoor = fam.place_index[pose.place].outdoor
        frame["caption"] = caption(captioner, frame["plan"], rng, outdoor, pose.t)
    return frames


def write(
    out_dir: str | Path,
    family: str,
    seed: int,
    phrasing: str,
    captioner: str | None = None,
) -> Path:
    target = Path(out_dir) / f"{family}-s{seed}-{phrasing}"
    target.mkdir(parents=True, exist_ok=True)
    for name, text in build(family, seed, phrasing, captioner).items():
        (target / name).write_text(text, encoding="utf-8")
    return target


assert math.isclose(HFOV_RAD, math.radians(90.0))
