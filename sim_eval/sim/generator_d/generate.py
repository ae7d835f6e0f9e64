"""One world: layout, route, objects, frames, captions, questions; written as run.jsonl,
questions.jsonl and truth.json."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from . import captions as cap
from .layout import FAMILIES, Layout
from .perception import Frame, perceive
from .phrasing import PHRASINGS, Phraser
from .questions import build_specs
from .route import Trajectory, frame_times, noisy_poses, simulate, visits
from .seeding import rng_for
from .world import build_objects, to_json

EPOCH_2026 = 1767225600  # 2026-01-01T00:00:00Z; clock times in questions are UTC


@dataclass
class World:
    family: str
    seed: int
    layout: Layout
    objects: list
    obj: dict
    traj: Trajectory
    frames: list[Frame]
    visits: list
    gaps: list
    styles: list[str]


def build_world(family: str, seed: int, captioner: str | None = None) -> World:
    if family not in FAMILIES:
        raise ValueError(f"unknown family {family!r}; one of {', '.join(FAMILIES)}")
    if captioner is not None and captioner not in cap.STYLES:
        raise ValueError(f"unknown captioner {captioner!r}; one of {', '.join(cap.STYLES)}")
    layout = FAMILIES[family](rng_for(family, seed, "layout"))
    r = rng_for(family, seed, "start")
    t0 = (
        EPOCH_2026
        + int(r.integers(60, 330)) * 86400
        + int(r.integers(7 * 3600, 19 * 3600))
        + round(float(r.uniform(0, 1)), 3)
    )
    traj = simulate(layout, rng_for(family, seed, "route"), float(t0))
    objects = build_objects(
        layout, rng_for(family, seed, "objects"), float(traj.t[0]), float(traj.t[-1])
    )
    times, gaps = frame_times(traj, rng_for(family, seed, "frames"))
    idx, true, reported = noisy_poses(traj, times, rng_for(family, seed, "pose-noise"))
    frames = perceive(
        layout, objects, traj, idx, true, reported, times, rng_for(family, seed, "perception")
    )
    crng = rng_for(family, seed, "captions", captioner or "mix")
    styles = [captioner] if captioner else cap.pick_styles(crng)
    per_frame = cap.assign_styles(len(frames), styles, crng)
    captioner_obj = cap.Captioner(layout, objects, crng)
    for fr, style in zip(frames, per_frame, strict=True):
        fr.caption = captioner_obj.caption(fr, style)
        fr.style = style
    return World(
        family,
        seed,
        layout,
        objects,
        {o.id: o for o in objects},
        traj,
        frames,
        visits(traj),
        gaps,
        styles,
    )


def questions_for(world: World, phrasing: str) -> list[dict]:
    if phrasing not in PHRASINGS:
        raise ValueError(f"unknown phrasing {phrasing!r}; one of {', '.join(PHRASINGS)}")
    specs = build_specs(world, rng_for(world.family, world.seed, "questions"))
    phraser = Phraser(
        world.layout, phrasing, rng_for(world.family, world.seed, "phrasing", phrasing)
    )
    out = []
    for n, spec in enumerate(specs):
        truth = dict(spec["truth"])
        truth["subkind"] = spec["subkind"]
        truth["slots"] = spec["slots"]
        out.append(
            {
                "id": f"{world.family}-{world.seed}-{n:03d}",
                "type": spec["type"],
                "question": phraser.render(spec),
                "now": spec["now"],
                "at": spec["at"],
                "truth": truth,
            }
        )
    return out


def run_lines(world: World) -> list[str]:
    lines = []
    for fr in world.frames:
        x, y, z, yaw = fr.pose
        lines.append(
            json.dumps(
                {
                    "t": round(fr.t, 3),
                    "pose": {
                        "x": round(x, 3),
                        "y": round(y, 3),
                        "z": round(z, 3),
                        "yaw": round(yaw, 4),
                    },
                    "caption": fr.caption,
                    "labels": fr.labels,
                    "boxes": fr.boxes,
                },
                ensure_ascii=False,
            )
        )
    return lines


def truth_record(world: World, phrasing: str, captioner: str | None) -> dict:
    lay = world.layout
    tr = world.traj
    step = max(1, round(1.0 / 0.5))
    return {
        "generator": "generator_d",
        "family": world.family,
        "seed": world.seed,
        "phrasing": phrasing,
        "captioner_option": captioner,
        "captioners": world.styles,
        "variant": lay.variant,
        "clock": "UTC",
        "start": float(tr.t[0]),
        "end": float(tr.t[-1]),
        "places": [
            {
                "key": p.key,
                "name": p.name,
                "aliases": list(p.aliases),
                "rect": list(p.rect),
                "z": p.z,
                "level": p.level,
                "outdoor": p.outdoor,
                "kind": p.kind,
            }
            for p in lay.places.values()
        ],
        "lifts": {k: list(v) for k, v in lay.lifts.items()},
        "objects": to_json(world.objects),
        "visits": [{"place": p, "t_in": a, "t_out": b} for p, a, b in world.visits],
        "stays": [{"place": p, "t_start": a, "t_end": b} for p, a, b in tr.stays],
        "lift_rides": [
            {"t_start": a, "t_end": b, "z_from": za, "z_to": zb, "lift": k}
            for a, b, za, zb, k in tr.rides
        ],
        "street_crossings": [{"t_start": a, "t_end": b} for a, b in tr.crossings],
        "recording_gaps": [{"t_start": a, "t_end": b} for a, b in world.gaps],
        "trajectory": [
            [
                round(float(tr.t[i]), 2),
                round(float(tr.x[i]), 3),
                round(float(tr.y[i]), 3),
                round(float(tr.z[i]), 3),
                round(float(tr.yaw[i]), 4),
                tr.place[i],
            ]
            for i in range(0, len(tr.t), step)
        ],
        "frames": [
            {
                "t": round(fr.t, 3),
                "true_pose": [round(v, 3) for v in fr.true_pose],
                "place": fr.place,
                "captioner": fr.style,
                "seen": [list(s) for s in fr.seen],
                "signs_read": fr.signs_read,
            }
            for fr in world.frames
        ],
    }


def generate(
    out_dir: str | Path,
    family: str,
    seed: int,
    phrasing: str = "plain",
    captioner: str | None = None,
) -> dict:
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    world = build_world(family, seed, captioner)
    qs = questions_for(world, phrasing)
    (out / "run.jsonl").write_text("\n".join(run_lines(world)) + "\n", encoding="utf-8")
    (out / "questions.jsonl").write_text(
        "\n".join(json.dumps(q, ensure_ascii=False) for q in qs) + "\n", encoding="utf-8"
    )
    (out / "truth.json").write_text(
        json.dumps(truth_record(world, phrasing, captioner), ensure_ascii=False) + "\n",
        encoding="utf-8",
    )
    counts: dict[str, int] = {}
    for q in qs:
        counts[q["type"]] = counts.get(q["type"], 0) + 1
    return {
        "frames": len(world.frames),
        "questions": len(qs),
        "by_type": counts,
        "minutes": round((world.traj.t[-1] - world.traj.t[0]) / 60, 1),
        "captioners": world.styles,
    }
