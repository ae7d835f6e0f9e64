"""Serialise a generated world: run.jsonl, questions.jsonl and truth.json."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

from .events import Events, Stay
from .memory import Perceived
from .model import FOREVER, World
from .naming import askable
from .questions.base import Spec
from .route import Route
from .sensing import Frame


def _r(v: float, nd: int = 3) -> float:
    return round(float(v), nd)


def _yaw(yaw: float) -> float:
    """Yaw in [-pi, pi] after rounding to 4 decimals."""
    return max(-3.1415, min(3.1415, round(math.remainder(float(yaw), 2 * math.pi), 4)))


def frame_record(world: World, f: Frame) -> dict:
    """One run.jsonl line."""
    x, y, z, yaw = f.pose
    return {
        "t": _r(world.t_start + f.t),
        "pose": {"x": _r(x), "y": _r(y), "z": _r(z), "yaw": _yaw(yaw)},
        "caption": f.caption.text,
        "labels": list(f.labels),
        "boxes": [list(b) if b is not None else None for b in f.boxes],
    }


def question_record(world: World, n: int, spec: Spec, text: str) -> dict:
    """One questions.jsonl line."""
    return {
        "id": f"q{n:03d}",
        "type": spec.type,
        "question": text,
        "now": _r(world.t_start + spec.now),
        "at": [float(v) for v in spec.at],
        "truth": spec.truth,
    }


def write_jsonl(path: Path, rows: list[dict]) -> None:
    """Write rows as JSON lines."""
    with path.open("w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


def _t(world: World, t: float) -> float | None:
    return None if abs(t) >= FOREVER else _r(world.t_start + t)


def _stays(world: World, stays: list[Stay], with_kind: bool = True) -> list[dict]:
    out = []
    for s in stays:
        row: dict[str, Any] = {
            "t0": _r(world.t_start + s.t0),
            "t1": _r(world.t_start + s.t1),
            "duration_s": _r(s.length, 1),
        }
        if s.region >= 0 and with_kind:
            row.update(region=s.region, kind=world.regions[s.region].kind)
        out.append(row)
    return out


def truth_record(world: World, route: Route, events: Events, seen: Perceived) -> dict:
    """The hidden world for debugging and validation."""
    cam = world.camera
    assert cam is not None
    counts: dict[str, int] = {}
    for i in world.instances:
        counts[i.cat] = counts.get(i.cat, 0) + 1
    objects = []
    for i in world.instances:
        sight = seen.sightings.get(i.id)
        objects.append(
            {
                "id": i.id,
                "category": i.cat,
                "colour": i.colour,
                "material": i.material,
                "text": i.text,
                "keywords": list(i.keywords),
                "mount": i.mount,
                "about": i.about,
                "placements": [
                    {
                        "t0": _t(world, p.t0),
                        "t1": _t(world, p.t1),
                        "pos": [_r(p.x, 2), _r(p.y, 2), _r(p.z, 2)],
                        "region": p.region,
                    }
                    for p in i.placements
                ],
                "sightings": [_r(world.t_start + t, 3) for t in sight] if sight is not None else [],
            }
        )
    kf = [
        [_r(t, 2), _r(x, 2), _r(y, 2), _r(z, 2), _r(math.remainder(w, 2 * math.pi), 3)]
        for t, x, y, z, w in zip(route.t, route.x, route.y, route.z, route.yaw, strict=True)
    ]
    return {
        "family": world.family,
        "seed": world.seed,
        "t_start": world.t_start,
        "t_end": _r(world.t_start + route.duration),
        "duration_s": _r(route.duration, 1),
        "floors": world.floors,
        "floor_height": world.floor_height,
        "names": world.names,
        "camera": {
            **{k: v for k, v in vars(cam).items() if k != "style_mix"},
            "hfov_deg": round(math.degrees(cam.hfov), 1),
            "style_mix": {k: round(v, 3) for k, v in cam.style_mix.items()},
        },
        "regions": [
            {
                "id": r.id,
                "kind": r.kind,
                "names": list(world.kinds[r.kind].names),
                "floor": r.floor,
                "z": r.z,
                "indoor": r.indoor,
                "building": r.building,
                "label": r.label,
                "box": [r.x0, r.y0, r.x1, r.y1],
            }
            for r in world.regions
        ],
        "doors": [
            {
                "id": d.id,
                "a": d.a,
                "b": d.b,
                "x": d.x,
                "y": d.y,
                "floor": d.floor,
                "width": d.width,
                "kind": d.kind,
            }
            for d in world.doors
        ],
        "categories": {
            k: {
                "names": list(c.names),
                "everyday": list(c.everyday),
                "instances": counts.get(k, 0),
                "askable": askable(world, k),
            }
            for k, c in sorted(world.categories.items())
        },
        "missing_categories": sorted(set(world.catalog) - set(world.categories)),
        "absent_objects": [list(a) for a in world.absent_objects],
        "absent_places": [list(a) for a in world.absent_places],
        "objects": objects,
        "trajectory": {
            "keyframes": kf,
            "stays": _stays(world, events.stays),
            "outdoor_trips": _stays(world, events.trips, with_kind=False),
            "street_crossings": _stays(world, events.crossings),
            "stops": _stays(world, events.stops),
            "elevator_rides": [
                {"t0": _r(world.t_start + a.t0), "t1": _r(world.t_start + a.t1)}
                for a in events.rides
            ],
            "goals": [
                {
                    "region": g,
                    "kind": world.regions[g].kind,
                    "reached": _r(world.t_start + t0),
                    "left": _r(world.t_start + t1),
                }
                for g, t0, t1 in route.goals
            ],
            "never_entered_on_purpose": route.reserved,
            "time_outside_s": _r(sum(s.length for s in events.trips), 1),
        },
        "frames": {
            "count": len(seen.frames),
            "true_pose": [[_r(v, 3) for v in f.true] for f in seen.frames],
            "region": [f.region for f in seen.frames],
            "detections": [list(f.insts) for f in seen.frames],
            "recognisable": [bool(f.recog) for f in seen.frames],
        },
    }
