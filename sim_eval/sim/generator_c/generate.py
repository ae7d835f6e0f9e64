"""Builds one world end to end and writes run.jsonl, questions.jsonl and truth.json."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any, cast

from .captions import STYLES, WEATHER, build_scene, caption
from .facts import Facts, Frame
from .perception import perceive
from .trajectory import Trajectory, simulate
from .util import pick, r3, rng_for, wrap
from .world import Layout, build_layout, populate

EPOCH_2026 = 1767225600.0  # 2026-01-01T00:00:00Z


def start_time(family: str, seed: int) -> float:
    """A daytime start between 2026-01-01 and late 2027 (UTC)."""
    rng = rng_for(family, seed, "clock")
    day = int(rng.integers(0, 690))
    return EPOCH_2026 + day * 86400 + float(rng.uniform(9 * 3600, 15 * 3600))


def build(family: str, seed: int) -> tuple[Layout, Trajectory, Facts, list[dict[str, Any]]]:
    """The world, its run lines and the indexed truth."""
    layout = build_layout(family, seed)
    t0 = round(start_time(family, seed), 3)
    traj = simulate(layout, seed, t0)
    populate(layout, seed, t0, traj.knots[-1][0])
    views = perceive(layout, seed, traj.true_poses)
    rng = rng_for(family, seed, "captions")
    styles = [STYLES[i] for i in rng.permutation(len(STYLES))[: int(rng.integers(3, 5))]]
    weather = pick(rng, WEATHER)
    style, switch = styles[0], t0 + float(rng.uniform(120, 420))
    lines: list[dict[str, Any]] = []
    frames: list[Frame] = []
    prev = traj.true_poses[0]
    for pose, noisy, view in zip(traj.true_poses, traj.noisy_poses, views, strict=True):
        t = pose[0]
        if t >= switch:
            style = pick(rng, [s for s in styles if s != style])
            switch = t + float(rng.uniform(120, 420))
        dt = max(t - prev[0], 1e-6)
        moved = math.hypot(pose[1] - prev[1], pose[2] - prev[2]) / dt
        turned = abs(wrap(pose[4] - prev[4])) / dt
        motion = "moving" if moved > 0.2 else "turning" if turned > 0.15 else "stopped"
        prev = pose
        place = layout.place_at(pose[1], pose[2], pose[3])
        scene = build_scene(rng, layout, t, place, view, motion, weather)
        text = caption(rng, style, scene, family)
        lines.append(
            {
                "t": round(t, 3),
                "pose": {
                    "x": round(noisy[1], 3),
                    "y": round(noisy[2], 3),
                    "z": round(noisy[3], 3),
                    "yaw": round(noisy[4], 4),
                },
                "caption": text,
                "labels": list(view.labels),
                "boxes": list(view.boxes),
            }
        )
        frames.append(
            Frame(
                t,
                cast(tuple[float, float, float, float], tuple(pose[1:])),  # x, y, z, yaw
                place.pid if place else None,
                list(view.labels),
                list(view.iids),
                text,
            )
        )
    return layout, traj, Facts(layout, traj, frames), lines


def truth_record(layout: Layout, traj: Trajectory, facts: Facts) -> dict[str, Any]:
    """The hidden world, for debugging and for the validator."""
    return {
        "family": layout.family.name,
        "t0": facts.t0,
        "t_end": facts.t_end,
        "absent_place_kinds": layout.absent_kinds,
        "places": [
            {
                "pid": p.pid,
                "kind": p.kind.kind,
                "names": list(p.kind.names),
                "rect": list(p.rect),
                "z": p.z,
                "outside": p.outside,
            }
            for p in layout.places.values()
        ],
        "objects": [
            {
                "iid": i.iid,
                "category": i.cat.key,
                "colour": i.colour,
                "material": i.material,
                "text": i.text,
                "moves": [[m[0], m[1], r3(m[2])] for m in i.moves],
            }
            for i in layout.instances
        ],
        "visits": [[v.pid, round(v.t_in, 2), round(v.t_out, 2)] for v in traj.visits],
        "crossings": [[round(a, 2), round(b, 2)] for a, b in traj.crossings],
        "lift_rides": [[round(t, 2), a, b] for t, a, b in traj.lift_rides],
        "gaps": [[round(a, 2), round(b, 2)] for a, b in traj.gaps],
        "true_poses": [[round(v, 4) for v in p] for p in traj.true_poses],
        "frame_instances": [f.iids for f in facts.frames],
    }


def write_world(out_dir: str | Path, family: str, seed: int, phrasing: str) -> dict[str, int]:
    """Generate and write one world; returns counts of questions per subkind."""
    from .phrasing import render
    from .questions import make_specs

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    layout, traj, facts, lines = build(family, seed)
    specs = make_specs(facts, seed)
    with (out / "run.jsonl").open("w", encoding="utf-8") as handle:
        for line in lines:
            handle.write(json.dumps(line, ensure_ascii=False) + "\n")
    counts: dict[str, int] = {}
    with (out / "questions.jsonl").open("w", encoding="utf-8") as handle:
        for spec in specs:
            record = {
                "id": spec.qid,
                "type": spec.type,
                "question": render(spec, facts, seed, phrasing),
                "now": spec.now,
                "at": spec.at,
                "truth": {**spec.truth, "subkind": spec.subkind, "slots": spec.slots},
            }
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")
            counts[spec.subkind] = counts.get(spec.subkind, 0) + 1
    with (out / "truth.json").open("w", encoding="utf-8") as handle:
        json.dump(truth_record(layout, traj, facts), handle, ensure_ascii=False)
    return counts
