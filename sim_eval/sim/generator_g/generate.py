"""End-to-end generation of one run directory."""

from __future__ import annotations

import functools
import json
from pathlib import Path

from . import auto_captioner
from .captioners import caption
from .memory import Index
from .movers import build_tracks
from .perception import perceive
from .questions import make_specs
from .robot import build_run, frame_times
from .wording import word
from .world import World

SLOT_KEYS = ("obj", "place", "place2", "nth", "scope", "ride", "state", "sign")


@functools.lru_cache(maxsize=4)
def build_core(family: str, seed: int, n_questions: int = 100):
    """World, run, perception and question specs: everything that depends on (family, seed) only."""
    world = World(family, seed)
    start, tl = build_run(world)
    duration = float(tl.t[-1])
    build_tracks(world, start, start + duration + 900)
    times, gaps = frame_times(world, duration)
    frames = perceive(world, start, tl, times)
    idx = Index(world, frames, start, tl)
    specs = make_specs(world, idx, start + duration, n_questions)
    return world, start, tl, frames, idx, specs, gaps


def generate(out_dir, family, seed, phrasing="plain", captioner="auto", n_questions=100):
    if captioner == "auto":
        captioner = auto_captioner(family, seed)
    world, start, tl, frames, _idx, specs, gaps = build_core(family, seed, n_questions)
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    with (out / "run.jsonl").open("w", encoding="utf-8") as fh:
        for f in frames:
            rec = {
                "t": round(f.t, 3),
                "pose": f.pose,
                "caption": caption(captioner, family, seed, f.i, f.plan),
                "labels": f.labels,
                "boxes": f.boxes,
            }
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    qrecs, evid = [], []
    for spec in specs:
        qid = f"G-{family}-{seed}-{spec['id_num']:03d}"
        slots = {k: spec[k] for k in SLOT_KEYS if k in spec}
        if "extra" in spec:
            slots["extra"] = spec["extra"]
        truth = dict(spec["truth"])
        truth["subkind"] = spec["subkind"]
        truth["slots"] = slots
        qrecs.append(
            {
                "id": qid,
                "type": spec["type"],
                "question": word(world, spec, phrasing, family, seed),
                "now": spec["now"],
                "at": spec["at"],
                "truth": truth,
            }
        )
        evid.append(
            {
                "id": qid,
                "subkind": spec["subkind"],
                "evidence": spec["evidence"],
                "key": list(map(str, spec["key"])),
            }
        )
    with (out / "questions.jsonl").open("w", encoding="utf-8") as fh:
        for q in qrecs:
            fh.write(json.dumps(q, ensure_ascii=False) + "\n")
    truth = _truth(world, start, tl, frames, gaps, evid, family, seed, phrasing, captioner)
    with (out / "truth.json").open("w", encoding="utf-8") as fh:
        json.dump(truth, fh, ensure_ascii=False, indent=1)
    counts = {}
    for q in qrecs:
        counts[q["type"]] = counts.get(q["type"], 0) + 1
    return dict(
        out=out_dir,
        family=family,
        seed=seed,
        phrasing=phrasing,
        captioner=captioner,
        frames=len(frames),
        minutes=round((frames[-1].t - frames[0].t) / 60, 1),
        questions=len(qrecs),
        by_type=counts,
    )


def _truth(world, start, tl, frames, gaps, evid, family, seed, phrasing, captioner):
    w = world
    tracks = {}
    for inst in w.instances:
        if inst.mover is None:
            continue
        tr = w.tracks[inst.mover]
        rows = []
        end = int(frames[-1].t - tr.t0) + 1
        for j in range(0, min(end, len(tr.zone)), 10):
            rows.append(
                [
                    round(tr.t0 + j, 1),
                    round(float(tr.xyz[j, 0]), 2),
                    round(float(tr.xyz[j, 1]), 2),
                    round(float(tr.xyz[j, 2]), 2),
                    w.place_ids[tr.zone[j]] if tr.zone[j] >= 0 else None,
                    bool(tr.present[j]),
                ]
            )
        tracks[inst.id] = rows
    return {
        "generator": "generator_g",
        "family": family,
        "seed": seed,
        "phrasing": phrasing,
        "captioner": captioner,
        "start": start,
        "end": frames[-1].t,
        "duration_s": round(frames[-1].t - start, 1),
        "recording_gaps": [[round(start + a, 2), round(start + b, 2)] for a, b in gaps],
        "floors": {str(k): v for k, v in w.floors.items()},
        "zones": [
            dict(
                id=z.id,
                names=z.names,
                floor=z.floor,
                rect=list(z.rect),
                kind=z.kind,
                outdoor=z.outdoor,
                prep=z.prep,
                building=z.building,
            )
            for z in w.zones
        ],
        "transitions": [
            dict(
                id=t.id,
                names=t.names,
                kind=t.kind,
                floors=list(t.floors),
                path=[list(p) for p in t.path],
                rect=list(t.rect),
            )
            for t in w.transitions
        ],
        "portals": [[*p[:3], list(p[3])] for p in w.spec.portals],
        "classes": {
            cid: dict(names=c.names, kind=c.kind, colours=c.colours, ask=c.ask)
            for cid, c in sorted(w.classes.items())
        },
        "distractors": w.spec.distractors,
        "states": [dict(id=s.id, phrases=s.phrases, test=s.test) for s in w.spec.states],
        "instances": [
            dict(
                id=i.id,
                cls=i.cls,
                zone=i.zone,
                pos=[round(v, 2) for v in i.pos] if i.pos else None,
                colour=i.colour,
                material=i.material,
                text=i.text,
                moving=i.mover is not None,
            )
            for i in w.instances
        ],
        "tracks_10s": tracks,
        "robot_frames": [
            dict(
                i=f.i,
                t=round(f.t, 3),
                x=round(f.true[0], 3),
                y=round(f.true[1], 3),
                z=round(f.true[2], 3),
                yaw=round(f.true[3], 4),
                place=w.place_ids[f.place],
                mode=f.mode,
                perceived=sorted(f.strict),
                colour_seen=sorted(k for k, v in f.strict.items() if v["colour"]),
                explicit=f.plan.explicit,
                sign=f.plan.sign["iid"] if f.plan.sign else None,
                caption_errors=[g.error for g in f.plan.groups if g.error],
            )
            for f in frames
        ],
        "question_evidence": evid,
    }
