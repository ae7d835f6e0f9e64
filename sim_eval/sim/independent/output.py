"""Write run.jsonl, questions.jsonl and truth.json for one world."""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path

from .facts import Facts
from .phrasing import render
from .questions import QSpec
from .rng import stream
from .route import path_length
from .simulate import Simulation


def question_records(sim: Simulation, specs: list[QSpec], seed: int, phrasing: str) -> list[dict]:
    """Worded question records in the questions.jsonl format."""
    rng = stream(seed, sim.world.family.name, "phrasing", phrasing)
    out = []
    for n, spec in enumerate(specs, start=1):
        truth = dict(spec.truth)
        truth["subkind"] = spec.kind
        if "words" in spec.slots:
            truth["asked_as"] = list(dict.fromkeys(spec.slots["words"]))
        out.append(
            {
                "id": f"q{n:03d}",
                "type": spec.qtype,
                "question": render(spec, phrasing, rng),
                "now": spec.now,
                "at": [spec.at[0], spec.at[1], 0.0],
                "truth": truth,
            }
        )
    return out


def truth_record(sim: Simulation, facts: Facts, seed: int, phrasing: str) -> dict:
    """The hidden world and run summary."""
    w = sim.world
    frames = sim.frames
    return {
        "family": w.family.name,
        "seed": seed,
        "phrasing": phrasing,
        "start_time": frames[0].t,
        "end_time": frames[-1].t,
        "camera": asdict(sim.camera),
        "captioner": asdict(sim.style),
        "regions": [
            {
                "name": r.name,
                "kind": r.kind,
                "indoor": r.indoor,
                "rect": [round(r.x0, 2), round(r.y0, 2), round(r.x1, 2), round(r.y1, 2)],
            }
            for r in w.layout.regions
        ],
        "doors": [
            {
                "between": [d.a, d.b],
                "centre": [round(d.centre[0], 2), round(d.centre[1], 2)],
                "width": round(d.width, 2),
            }
            for d in w.layout.doors
        ],
        "n_wall_segments": len(w.layout.walls),
        "objects": [
            {
                "id": o.id,
                "category": o.category,
                "position": [o.x, o.y, 0.0],
                "region": o.region,
                "place": o.kind,
                "colour": o.colour,
                "material": o.material,
                "text": o.text,
                "first_seen": facts.seen[o.id][0] if o.id in facts.seen else None,
                "times_labelled": len(facts.seen.get(o.id, [])),
            }
            for o in w.objects
        ],
        "absent_categories": sorted({c.name for c in w.absent}),
        "path": {
            "n_frames": len(frames),
            "duration_s": round(frames[-1].t - frames[0].t, 1),
            "distance_m": round(path_length(sim.traj), 1),
            "pauses": [{"start": p.t0, "end": p.t1, "place": p.kind} for p in facts.pauses],
            "stays": [{"place": v.key, "start": v.start, "end": v.end} for v in facts.kind_seq],
            "outside": [{"start": v.start, "end": v.end} for v in facts.visits.get("outside", [])],
        },
    }


def write_jsonl(path: Path, rows: list[dict]) -> None:
    """Write one JSON object per line."""
    with path.open("w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
