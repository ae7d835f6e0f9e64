"""Write a simulated exploration to disk: run.jsonl, truth.json, questions.jsonl.

``run.jsonl`` is an ordinary recorded run (noisy reported poses), ready for
``lgr ingest``; ``questions.jsonl`` is ready for ``lgr ask --batch`` (its
``truth`` and ``type`` fields are ignored there); ``truth.json`` holds the
world, the true route and every detection with the object it came from.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from sim_eval.sim.perception import SensorModel
from sim_eval.sim.questions import TYPES
from sim_eval.sim.simulation import DEFAULT_STYLE, Simulation, simulate
from sim_eval.sim.styles import Style
from sim_eval.sim.trajectory import FRAME_PERIOD_S, START_TIME

FORMAT = "embodied-lgr-sim/1"
RUN_FILE, TRUTH_FILE, QUESTIONS_FILE = "run.jsonl", "truth.json", "questions.jsonl"


@dataclass(frozen=True)
class Preset:
    """A named world: a seed and how long the robot explores."""

    name: str
    seed: int
    minutes: float
    questions: int


PRESETS: dict[str, Preset] = {
    preset.name: preset
    for preset in (
        # The default evaluation worlds: three buildings, then two, ~1000 frames each.
        # campus and campus-2 are what the planner's rules were developed on;
        # campus-3/-4 were held out for the first rules and then looked at.
        Preset("campus", seed=1, minutes=35.0, questions=100),
        Preset("campus-2", seed=2, minutes=35.0, questions=100),
        Preset("campus-3", seed=3, minutes=35.0, questions=100),
        Preset("campus-4", seed=4, minutes=35.0, questions=100),
        # Checked once, then looked at (docs/evaluation.md says which rule came after).
        Preset("campus-5", seed=5, minutes=35.0, questions=100),
        Preset("campus-6", seed=6, minutes=35.0, questions=100),
        # Fresh: evaluated once, after every rule and threshold was fixed.
        Preset("campus-7", seed=7, minutes=35.0, questions=100),
        Preset("campus-8", seed=8, minutes=35.0, questions=100),
        # For tests: one building visit, a handful of questions.
        Preset("tiny", seed=1, minutes=3.0, questions=10),
    )
}


# `lgr eval` by default (the fresh worlds are for checking, not for choosing).
DEFAULT_WORLDS = ("campus", "campus-2", "campus-3", "campus-4")


@dataclass(frozen=True)
class SimOutput:
    run_path: Path
    truth_path: Path
    questions_path: Path
    frames: int
    objects: int
    categories: int
    regions: int
    buildings: int
    events: int
    labels: int
    hallucinations: int
    questions: int
    questions_by_type: dict[str, int]

    def to_json(self) -> dict[str, Any]:
        record = asdict(self)
        for key in ("run_path", "truth_path", "questions_path"):
            record[key] = str(record[key])
        return record


def generate(
    seed: int,
    out_dir: Path,
    minutes: float = 35.0,
    questions: int = 100,
    sensor: SensorModel | None = None,
    name: str | None = None,
    style: Style = DEFAULT_STYLE,
) -> SimOutput:
    """Simulate ``seed`` and write the three files into ``out_dir`` (created if needed)."""
    simulation = simulate(seed, minutes, questions, sensor, style)
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    run_path, truth_path, questions_path = (
        out_dir / RUN_FILE,
        out_dir / TRUTH_FILE,
        out_dir / QUESTIONS_FILE,
    )
    _write_lines(run_path, simulation.run_lines())
    _write_lines(questions_path, simulation.questions)
    truth = json.dumps(truth_record(simulation, name), ensure_ascii=False, separators=(",", ":"))
    truth_path.write_text(truth + "\n", encoding="utf-8")
    detections = [d for seen in simulation.detections for d in seen]
    by_type = Counter(question["type"] for question in simulation.questions)
    return SimOutput(
        run_path=run_path,
        truth_path=truth_path,
        questions_path=questions_path,
        frames=len(simulation.frames),
        objects=len(simulation.world.objects),
        categories=len(simulation.world.categories),
        regions=len(simulation.world.regions),
        buildings=len(simulation.world.buildings),
        events=sum(len(frame.events) for frame in simulation.frames),
        labels=len(detections),
        hallucinations=sum(d.hallucination for d in detections),
        questions=len(simulation.questions),
        questions_by_type={kind: by_type.get(kind, 0) for kind in TYPES},
    )


def generate_preset(name: str, out_dir: Path, style: Style = DEFAULT_STYLE) -> SimOutput:
    """One of PRESETS by name ("campus", "campus-2", "tiny"), in a phrasing/caption style."""
    try:
        preset = PRESETS[name]
    except KeyError:
        known = ", ".join(PRESETS)
        raise ValueError(f"unknown simulated world {name!r}; known: {known}") from None
    return generate(
        preset.seed, out_dir, preset.minutes, preset.questions, name=preset.name, style=style
    )


def truth_record(simulation: Simulation, name: str | None = None) -> dict[str, Any]:
    """Everything a scorer or a curious engineer needs, keyed by ids used in questions."""
    return {
        "format": FORMAT,
        "name": name,
        "seed": simulation.seed,
        "minutes": simulation.minutes,
        "start_time": START_TIME,
        "frame_period_s": FRAME_PERIOD_S,
        "sensor": simulation.sensor.to_json(),
        "world": simulation.world.to_json(),
        "events": [event.to_json() for frame in simulation.frames for event in frame.events],
        "frames": [
            {
                "i": frame.index,
                "t": frame.t,
                "pose": {"x": frame.x, "y": frame.y, "z": 0.0, "yaw": frame.yaw},
                "reported_pose": pose,
                "region": frame.region,
                "indoor": frame.indoor,
                "building": frame.building,
                "moving": frame.moving,
                "events": [event.to_json() for event in frame.events],
                "detections": [detection.to_json() for detection in seen],
                "caption_facts": [list(fact) for fact in caption.mentions if fact[1] != "seen"],
            }
            for frame, pose, seen, caption in zip(
                simulation.frames,
                simulation.reported,
                simulation.detections,
                simulation.captions,
                strict=True,
            )
        ],
    }


def _write_lines(path: Path, records: list[dict[str, Any]]) -> None:
    with path.open("w", encoding="utf-8") as handle:
        for record in records:
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")
