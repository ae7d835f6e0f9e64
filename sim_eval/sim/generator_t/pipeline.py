"""One world end to end: run.jsonl, questions.jsonl, truth.json."""

from __future__ import annotations

import json
import math
from pathlib import Path

from . import world as world_mod
from .model import (
    CAMERA_HEIGHT_M,
    HELD_OUT,
    HFOV_DEG,
    HFOV_RAD,
    IMAGE_ASPECT,
    ClassSpec,
)
from .phrasings import word
from .selection import select
from .world import World

CORE = (
    "where_is",
    "first_seen_where",
    "where_place",
    "last_seen",
    "first_seen",
    "entered_place",
    "left_place",
    "seen_yes",
    "seen_never",
    "last_visit",
    "ago_seen",
    "total_in_place",
    "which_room_here",
    "colour_of",
)
NEW = (
    "exit_point",
    "robot_at_first_sighting",
    "longest_stay_where",
    "arrived_after_clock",
    "break_resume",
    "last_on_floor",
    "seen_in_place",
    "longer_than_minutes",
    "revisited",
    "on_floor_now",
    "between_events",
    "first_arrival_ago",
    "floor_total",
    "pre_break_work",
    "which_floor_now",
    "count_in_place",
    "first_place_after_break",
    "most_time_place",
)

_CACHE: dict[tuple[str, int, str | None], tuple[World, list[dict]]] = {}


def run_and_questions(family: str, seed: int, captioner: str | None) -> tuple[World, list[dict]]:
    key = (family, seed, captioner)
    if key not in _CACHE:
        w = world_mod.build_world(family, seed, captioner)
        _CACHE.clear()
        _CACHE[key] = (w, select(w))
    return _CACHE[key]


def dumps(obj: object) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(", ", ": "))


def _cls(c: ClassSpec) -> dict:
    return {
        "labels": list(c.labels),
        "plural": c.plural,
        "generic": c.generic,
        "colours": list(c.colours),
        "size": list(c.size),
        "kinds": list(c.kinds),
        "mobility": c.mobility,
        "plate": c.plate,
        "british": c.british,
    }


def truth_doc(w: World, phrasing: str) -> dict:
    lay = w.lay
    return {
        "generator": "generator_t",
        "family": w.family,
        "site": w.spec.site,
        "seed": w.seed,
        "phrasing": phrasing,
        "held_out": phrasing in HELD_OUT,
        "captioner": w.captioner,
        "camera": {
            "hfov_deg": HFOV_DEG,
            "hfov_rad": HFOV_RAD,
            "image_aspect": IMAGE_ASPECT,
            "camera_height_m": CAMERA_HEIGHT_M,
        },
        "t_start": w.t_start,
        "t_end": w.t_end,
        "time_zone": "UTC",
        "recording_gaps": w.gaps,
        "docking_break": w.docking_break,
        "dropouts": w.dropouts,
        "relocalisations": w.relocs,
        "dock": lay.dock,
        "lift": lay.lift,
        "levels": {k: {"z": z, "forms": list(lay.level_forms[k])} for k, z in lay.level_z.items()},
        "places": {
            k: {
                "forms": list(p.forms),
                "kind": p.kind,
                "kind_word": p.kind_word,
                "rect": [round(v, 3) for v in p.rect],
                "levels": list(p.levels),
                "group": p.group,
                "sight": p.sight,
                "spine": p.spine,
                "dock": p.dock,
                "lift": p.lift,
            }
            for k, p in sorted(lay.places.items())
        },
        "doors": [[d.a, d.b, d.level, round(d.x, 3), round(d.y, 3)] for d in lay.doors],
        "classes": {k: _cls(c) for k, c in sorted(w.classes.items())},
        "never_present": list(w.spec.never_present),
        "hallucinations": list(w.spec.hallucinations),
        "scene_words": list(w.spec.scene_words),
        "instances": {
            i.key: {
                "class": i.cls,
                "colour": i.colour,
                "text": i.text,
                "plate": i.plate,
                "sign_of": i.sign_of,
                "stays": i.stays,
            }
            for i in w.insts
        },
        "subkinds": list(NEW),
        "core_subkinds": list(CORE),
        "frames": w.frames,
    }


def question_lines(w: World, qs: list[dict], phrasing: str) -> list[dict]:
    out = []
    for k, c in enumerate(qs):
        truth = c["truth"]
        if "time" in truth:
            truth = {"time": round(truth["time"], 3)}
        out.append(
            {
                "id": f"{w.family}-s{w.seed}-q{k:03d}",
                "type": c["type"],
                "question": word(phrasing, c),
                "now": c["now"],
                "at": c["at"],
                "truth": truth,
                "subkind": c["subkind"],
                "slots": c["slots"],
            }
        )
    return out


def write_world(
    out_dir: Path, family: str, seed: int, phrasing: str, captioner: str | None = None
) -> Path:
    w, qs = run_and_questions(family, seed, captioner)
    folder = Path(out_dir) / f"{family}-s{seed}-{phrasing}"
    folder.mkdir(parents=True, exist_ok=True)
    with (folder / "run.jsonl").open("w", encoding="utf-8") as fh:
        for f in w.frames:
            fh.write(dumps(world_mod.run_line(f)) + "\n")
    with (folder / "questions.jsonl").open("w", encoding="utf-8") as fh:
        for q in question_lines(w, qs, phrasing):
            fh.write(dumps(q) + "\n")
    doc = truth_doc(w, phrasing)
    assert all(math.isfinite(f["t"]) for f in w.frames)
    (folder / "truth.json").write_text(dumps(doc) + "\n", encoding="utf-8")
    return folder
