"""One world, end to end: build, perceive, caption, ask; written as run.jsonl, questions.jsonl
and truth.json so the memory under test sees only the run and the questions."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from . import (
    CAPTIONERS,
    FAMILIES,
    HFOV_RAD,
    captioners,
    index,
    perceive,
    phrasing,
    questions,
    world,
)
from .rng import chance, pick, stream

QUESTION_KEYS = ("id", "type", "question", "now", "at", "truth", "subkind", "slots")
# What write() needs from simulate(): run lines, questions without text, truth.
Simulated = tuple[list[str], list[dict[str, Any]], dict[str, Any]]


def default_captioner(family: str, seed: int) -> str:
    return CAPTIONERS[(FAMILIES.index(family) * 3 + seed) % len(CAPTIONERS)]


def simulate(family: str, seed: int, captioner: str | None = None) -> Simulated:
    """Everything phrasing-independent: run lines, questions without text, truth."""
    captioner = captioner or default_captioner(family, seed)
    w = world.build(family, seed)
    plans = perceive.perceive(w)
    rng = stream(family, seed, "captioner:" + captioner)
    records, lines = [], []
    for fr, plan in zip(w.frames, plans, strict=True):
        plan["absent"] = pick(rng, w.never) if chance(rng, 0.3) else None
        hour = int((fr["t"] % 86400) // 3600)
        cap, rec = captioners.render(captioner, plan, rng, hour)
        records.append(rec)
        fr["caption"] = cap
        line = {
            "t": fr["t"],
            "pose": {"x": fr["x"], "y": fr["y"], "z": fr["z"], "yaw": fr["yaw"]},
            "caption": cap,
            "labels": fr["labels"],
            "boxes": fr["boxes"],
        }
        lines.append(json.dumps(line, ensure_ascii=False))
    ix = index.Index(w, records)
    qs = questions.generate(w, ix)
    truth = {
        "family": family,
        "seed": seed,
        "captioner": captioner,
        "hfov_rad": HFOV_RAD,
        "t_start": round(w.t_start, 2),
        "t_end": round(w.t_end, 2),
        "floor_height_m": w.fam.floor_h,
        "places": [
            dict(
                id=p.id,
                name=p.name,
                code=p.code,
                vague=p.vague,
                floor=p.floor,
                rect=list(p.rect),
                outdoor=p.outdoor,
                walkable=p.walk,
                group=p.group,
            )
            for p in w.fam.places
        ],
        "classes": [
            dict(
                name=c["name"],
                labels=c["labels"],
                generic=c["generic"],
                colours=c["colours"],
                kind=c["kind"],
            )
            for c in w.classes.values()
        ],
        "never_present": w.never,
        "instances": [
            dict(
                id=i.id,
                cls=i.cls,
                kind=i.kind,
                place=i.place,
                floor=i.floor,
                x=i.x,
                y=i.y,
                colour=i.colour,
                size=i.size,
                states=i.states,
                text=i.text,
                keywords=i.keywords,
                track=i.track,
                move=i.move,
            )
            for i in w.instances
        ],
        "place_first_named": dict(sorted(ix.named.items())),
        "frames": [
            dict(
                t=fr["t"],
                place=fr["place"],
                floor=fr["floor"],
                detections=fr["detections"],
                caption_record=rec,
            )
            for fr, rec in zip(w.frames, records, strict=True)
        ],
    }
    return lines, qs, truth


def write(
    out_dir: str | Path,
    family: str,
    seed: int,
    phrase: str,
    captioner: str | None = None,
    cache: dict[tuple[str, int, str | None], Simulated] | None = None,
) -> Path:
    """Write OUT_DIR/{family}-s{seed}-{phrase}/; `cache` shares a simulation between phrasings."""
    key = (family, seed, captioner)
    if cache is not None and key in cache:
        lines, qs, truth = cache[key]
    else:
        lines, qs, truth = simulate(family, seed, captioner)
        if cache is not None:
            cache[key] = (lines, qs, truth)
    d = Path(out_dir) / f"{family}-s{seed}-{phrase}"
    d.mkdir(parents=True, exist_ok=True)
    (d / "run.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    qlines = []
    for q in qs:
        line = {k: q[k] for k in QUESTION_KEYS}
        line["question"] = phrasing.render(q, family, phrase)
        qlines.append(json.dumps(line, ensure_ascii=False))
    (d / "questions.jsonl").write_text("\n".join(qlines) + "\n", encoding="utf-8")
    (d / "truth.json").write_text(json.dumps(truth, ensure_ascii=False) + "\n", encoding="utf-8")
    return d
