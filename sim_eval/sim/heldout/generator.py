"""End-to-end generation of one held-out world for (family, seed, phrasing)."""

from __future__ import annotations

import json
import time
from pathlib import Path

from .events import derive_events
from .memory import Perceived
from .phrasing import PHRASINGS, render
from .populate import prune_absent
from .questions import make_questions
from .questions.base import Ctx
from .rng import make_rng
from .route import plan_route
from .sensing import perceive
from .transients import add_transients
from .worlds import FAMILIES, build_world
from .writer import frame_record, question_record, truth_record, write_jsonl


def simulate(family: str, seed: int) -> tuple:
    """World, route, events, perception and question specs (all phrasing-independent)."""
    if family not in FAMILIES:
        raise ValueError(f"unknown family {family!r}; choose from {sorted(FAMILIES)}")
    world = build_world(family, seed)
    route = plan_route(world, make_rng(family, seed, "route"))
    events = derive_events(world, route)
    add_transients(world, route, events, make_rng(family, seed, "transients"))
    prune_absent(world)
    frames = perceive(world, route, events, make_rng(family, seed, "sensing"))
    seen = Perceived(world, frames)
    ctx = Ctx(world, route, events, seen)
    specs = make_questions(ctx, make_rng(family, seed, "questions"))
    return world, route, events, seen, specs


def generate(out_dir: str | Path, family: str, seed: int, phrasing: str = "plain") -> dict:
    """Write run.jsonl, questions.jsonl and truth.json into ``out_dir``; return a summary."""
    if phrasing not in PHRASINGS:
        raise ValueError(f"unknown phrasing {phrasing!r}; choose from {PHRASINGS}")
    t0 = time.perf_counter()
    world, route, events, seen, specs = simulate(family, seed)
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    write_jsonl(out / "run.jsonl", [frame_record(world, f) for f in seen.frames])
    rows = []
    for n, spec in enumerate(specs, start=1):
        text = render(spec, world, phrasing, make_rng(family, seed, phrasing, n))
        rows.append(question_record(world, n, spec, text))
    write_jsonl(out / "questions.jsonl", rows)
    truth = truth_record(world, route, events, seen)
    (out / "truth.json").write_text(json.dumps(truth, ensure_ascii=False), encoding="utf-8")
    return {
        "out_dir": str(out),
        "family": family,
        "seed": seed,
        "phrasing": phrasing,
        "frames": len(seen.frames),
        "questions": len(rows),
        "duration_min": round(route.duration / 60.0, 1),
        "seconds": round(time.perf_counter() - t0, 2),
    }
