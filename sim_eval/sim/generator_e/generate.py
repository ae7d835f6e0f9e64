"""One world end to end: build, route, perceive, ask, and write the three files."""

from __future__ import annotations

import json
import random
import time
from pathlib import Path
from typing import Any

from sim_eval.sim.generator_e import school, warehouse
from sim_eval.sim.generator_e.captions import CAPTIONERS
from sim_eval.sim.generator_e.perception import perceive
from sim_eval.sim.generator_e.phrasing import PHRASINGS, phrase
from sim_eval.sim.generator_e.questions import build_specs
from sim_eval.sim.generator_e.route import simulate
from sim_eval.sim.generator_e.world import World, rng_for

FAMILIES = {"school": school.build, "warehouse": warehouse.build}
DAY0 = 1767225600  # 2026-01-01 00:00 UTC


def start_time(family: str, seed: int) -> int:
    """A weekday-ish 2026 date and a start hour that suits the site (UTC)."""
    rng = rng_for("start", family, seed)
    day = rng.randint(5, 330)
    hour = rng.uniform(8.0, 14.5) if family == "school" else rng.uniform(6.0, 18.0)
    return DAY0 + day * 86400 + int(hour * 3600)


def set_weather(world: World, duration: int) -> None:
    """Dry, overcast or wet; sometimes it starts or stops raining during the run."""
    rng = rng_for("weather", world.family, world.seed)
    first = rng.choice(["sunny", "overcast", "overcast", "rain", "drizzle"])
    world.weather = [(0, first)]
    if rng.random() < 0.5:
        wet = first in ("rain", "drizzle")
        then = rng.choice(["sunny", "overcast"] if wet else ["rain", "drizzle"])
        world.weather.append((int(rng.uniform(0.3, 0.8) * duration), then))


def generate(
    out_dir: str | Path,
    family: str,
    seed: int,
    phrasing: str,
    captioner: str | None = None,
    targets: str = "xyz",
) -> dict[str, Any]:
    """Write run.jsonl, questions.jsonl and truth.json; return a short summary."""
    if family not in FAMILIES:
        raise ValueError(f"unknown family {family!r}; known: {', '.join(FAMILIES)}")
    if phrasing not in PHRASINGS:
        raise ValueError(f"unknown phrasing {phrasing!r}; known: {', '.join(PHRASINGS)}")
    if captioner is not None and captioner not in CAPTIONERS:
        raise ValueError(f"unknown captioner {captioner!r}; known: {', '.join(CAPTIONERS)}")
    started = time.perf_counter()
    world = FAMILIES[family](seed)
    route = simulate(world, f"{family}-{seed}")
    set_weather(world, len(route.samples))
    t0 = start_time(family, seed)
    crng = rng_for("captioners", family, seed)
    styles = [captioner] if captioner else crng.sample(CAPTIONERS, crng.randint(3, 4))
    frames, gaps = perceive(world, route, f"{family}-{seed}", t0, styles)
    spec_key = f"{family}-{seed}-{captioner or 'mix'}"
    specs = build_specs(world, route, frames, gaps, spec_key, t0)
    order = list(range(len(specs)))
    random.Random(f"order-{spec_key}").shuffle(order)
    questions = []
    for n, index in enumerate(order, start=1):
        spec = specs[index]
        qid = f"{family}-{seed}-q{n:03d}"
        text = phrase(spec, phrasing, world, rng_for("phrase", spec_key, phrasing, qid))
        s = route.samples[min(spec.now, len(route.samples) - 1)]
        at = [round(s.x, 2), round(s.y, 2), round(s.z, 2)]
        truth = {**spec.truth, "subkind": spec.subkind, "slots": spec.slots}
        if targets == "xy":
            at = at[:2]
            if "positions" in truth:
                truth["positions"] = [p[:2] for p in truth["positions"]]
        questions.append(
            {
                "id": qid,
                "type": spec.type,
                "question": text,
                "now": float(t0 + spec.now),
                "at": at,
                "truth": truth,
            }
        )
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    with (out / "run.jsonl").open("w", encoding="utf-8") as handle:
        for frame in frames:
            handle.write(json.dumps(frame.line(), ensure_ascii=False) + "\n")
    with (out / "questions.jsonl").open("w", encoding="utf-8") as handle:
        for question in questions:
            handle.write(json.dumps(question, ensure_ascii=False) + "\n")
    truth = hidden_truth(world, route, frames, gaps, t0, styles, phrasing, captioner, targets)
    (out / "truth.json").write_text(json.dumps(truth, ensure_ascii=False), encoding="utf-8")
    return {
        "family": family,
        "seed": seed,
        "phrasing": phrasing,
        "captioners": styles,
        "frames": len(frames),
        "questions": len(questions),
        "minutes": round(len(route.samples) / 60, 1),
        "seconds": round(time.perf_counter() - started, 2),
    }


def hidden_truth(
    world: World,
    route: Any,
    frames: list[Any],
    gaps: list[tuple[int, int]],
    t0: int,
    styles: list[str],
    phrasing: str,
    captioner: str | None,
    targets: str,
) -> dict[str, Any]:
    """The hidden world and run, for debugging and the validator (times are POSIX)."""

    def ts(offset: float) -> float:
        return float(t0 + offset)

    return {
        "family": world.family,
        "seed": world.seed,
        "phrasing": phrasing,
        "captioner": captioner,
        "captioners": styles,
        "targets": targets,
        "t0": t0,
        "storey_height_m": world.storey_h,
        "levels": {str(k): v for k, v in world.level_names.items()},
        "places": [
            {
                "id": p.id,
                "name": p.name,
                "aliases": p.aliases,
                "keys": p.keys,
                "kind": p.kind,
                "level": p.level,
                "rect": list(p.rect),
                "building": p.building,
                "code": p.code,
            }
            for p in world.places.values()
        ],
        "instances": [
            {
                "id": i.id,
                "category": i.cat,
                "names": world.categories[i.cat].names,
                "colour": i.colour,
                "material": i.material,
                "text": i.text,
                "keys": i.keys,
                "moves": [[None if m[0] < 0 else ts(m[0]), m[1], m[2], m[3]] for m in i.moves],
            }
            for i in world.instances
        ],
        "absent_names": world.absent_names,
        "weather": [[ts(a), s] for a, s in world.weather],
        "lights_off": world.lights_off,
        "trajectory": [
            [ts(k), s.x, s.y, s.z, round(s.yaw, 4), s.place, s.activity]
            for k, s in enumerate(route.samples)
        ],
        "stays": [[p, ts(a), ts(b)] for p, a, b in route.stays],
        "visits": [[p, ts(a), ts(b)] for p, a, b in route.visits],
        "lift_rides": [[ts(a), ts(b), lf, lt] for a, b, lf, lt in route.rides],
        "lift_waits": [[ts(a), ts(b)] for a, b in route.lift_waits],
        "crossings": [[ts(a), ts(b)] for a, b in route.crossings],
        "kerb_waits": [[ts(a), ts(b)] for a, b in route.kerb_waits],
        "gaps": [[ts(a), ts(b)] for a, b in gaps],
        "frames": [
            {
                "t": f.t,
                "true": [round(v, 3) for v in f.true],
                "place": f.place,
                "captioner": f.captioner,
                "seen": [
                    {
                        "id": s[0],
                        "label": s[1],
                        "distance": s[2],
                        "bearing": s[3],
                        "x": s[4],
                        "y": s[5],
                    }
                    for s in f.seen
                ],
                "signs_read": f.signs_read,
                "people": f.people,
                "weather": f.weather,
            }
            for f in frames
        ],
    }
