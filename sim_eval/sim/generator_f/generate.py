"""Writes one world: run.jsonl, questions.jsonl and truth.json."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from sim_eval.sim.generator_f.captioners import STYLES
from sim_eval.sim.generator_f.families import FAMILIES, PHRASINGS
from sim_eval.sim.generator_f.memory import Memory
from sim_eval.sim.generator_f.perceive import Frame, Timing, perceive
from sim_eval.sim.generator_f.phrasing import render
from sim_eval.sim.generator_f.questions import Asker, Spec, choose
from sim_eval.sim.generator_f.seeding import rng
from sim_eval.sim.generator_f.world import World, build_world

GENERATOR = "generator_f"


def generate(
    out_dir: str | Path,
    family: str,
    seed: int,
    phrasing: str,
    captioner: str | None = None,
) -> Path:
    """Generates the world and writes it under ``out_dir``; returns the directory."""
    if family not in FAMILIES:
        raise ValueError(f"unknown family {family!r}; known: {', '.join(FAMILIES)}")
    if phrasing not in PHRASINGS:
        raise ValueError(f"unknown phrasing {phrasing!r}; known: {', '.join(PHRASINGS)}")
    if captioner is not None and captioner not in STYLES:
        raise ValueError(f"unknown captioner {captioner!r}; known: {', '.join(STYLES)}")
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    world = build_world(family, seed)
    frames, timing, styles = perceive(world, seed, captioner)
    memory = Memory(world, frames)
    asker = Asker(memory, seed, phrasing)
    specs = choose(asker)
    order = rng(family, seed, "order")
    order.shuffle(specs)
    words = rng(family, seed, phrasing, "words")
    questions: list[dict[str, Any]] = []
    asked: set[str] = set()
    for spec in specs:
        for _ in range(8):  # another wording when two specs happen to read the same
            question = _question(world, spec, phrasing, words, len(questions), memory)
            if question["question"] not in asked:
                break
        asked.add(question["question"])
        questions.append(question)
    with (out / "run.jsonl").open("w", encoding="utf-8") as handle:
        for frame in frames:
            handle.write(json.dumps(frame.record(), ensure_ascii=False) + "\n")
    with (out / "questions.jsonl").open("w", encoding="utf-8") as handle:
        for question in questions:
            handle.write(json.dumps(question, ensure_ascii=False) + "\n")
    truth = _truth(world, frames, timing, styles, phrasing, captioner, memory)
    (out / "truth.json").write_text(json.dumps(truth, ensure_ascii=False) + "\n", encoding="utf-8")
    return out


def _question(
    world: World, spec: Spec, phrasing: str, words: Any, n: int, memory: Memory
) -> dict[str, Any]:
    at = memory.position(spec.now)
    return {
        "id": f"{world.family.key}-{world.seed}-{phrasing}-{n + 1:03d}",
        "type": spec.type,
        "question": render(spec, world, phrasing, words),
        "now": spec.now,
        "at": [round(at[0], 2), round(at[1], 2), round(at[2], 2)],
        "truth": {**spec.truth, "template": spec.template, "phrasing": phrasing},
    }


def _truth(
    world: World,
    frames: list[Frame],
    timing: Timing,
    styles: list[str],
    phrasing: str,
    captioner: str | None,
    memory: Memory,
) -> dict[str, Any]:
    family = world.family
    route = world.route
    return {
        "meta": {
            "generator": GENERATOR,
            "family": family.key,
            "seed": world.seed,
            "phrasing": phrasing,
            "captioner": captioner,
            "captioners": styles,
            "site": world.site,
            "street": world.street,
            "t0": route.t0,
            "t_end": route.t_end,
            "clock": "UTC",
            "skipped_places": list(world.skipped),
        },
        "places": [
            {
                "key": p.key,
                "rect": list(p.rect),
                "z": p.z,
                "outdoor": p.outdoor,
                "level": p.level,
                "visitable": p.visitable,
                "names": {k: list(v) for k, v in p.names.items()},
                "keywords": list(p.keywords),
            }
            for p in family.places
        ],
        "links": [{"a": k.a, "b": k.b, "kind": k.kind} for k in family.links],
        "instances": [
            {
                "id": i.id,
                "category": i.category,
                "colour": i.colour,
                "schedule": [[round(e[0], 1), e[1], list(e[2])] for e in i.schedule],
            }
            for i in world.instances
        ],
        "absent": [list(names) for names in world.absent],
        "categories": {c.key: list(c.labels) for c in family.categories},
        "samples": [
            [s.t, round(s.x, 3), round(s.y, 3), round(s.z, 3), round(s.yaw, 4), s.place]
            for s in route.samples
        ],
        "visits": [[v.place, v.start, v.end] for v in memory.visits],
        "stays": [[s.place, s.start, s.end] for s in route.stays],
        "legs": [[g.origin, g.dest, g.leave, g.arrive] for g in route.legs],
        "rides": [[r.kind, r.direction, r.origin, r.dest, r.start, r.end] for r in route.rides],
        "crossings": [[c.t, c.origin, c.dest] for c in route.crossings],
        "gaps": [list(g) for g in timing.gaps],
        "frames": [
            {
                "t": f.t,
                "true": [round(v, 3) for v in f.true],
                "place": f.place,
                "captioner": f.captioner,
                "seen": [[s[0], s[1], s[2], s[3]] for s in f.seen],
                "mentioned": [list(m) for m in f.mentioned],
                "caption_place": f.caption_place,
                "caption_wrong": f.caption_wrong,
            }
            for f in frames
        ],
    }
