"""Simulated robot explorations with ground truth and NaVQA-style questions.

NaVQA's campus recordings cannot be downloaded here, so evaluation runs on
seeded simulations instead: a campus (buildings, rooms, streets, objects), a
walking route in and out of buildings, a noisy VLM-like sensor, and questions
whose truth is computed as of the moment they are asked.

    from memory_core.sim import generate
    output = generate(seed=1, out_dir=Path("sim/campus"))   # run.jsonl, truth.json, questions.jsonl

or ``python -m memory_core.sim sim/campus --world campus``.
"""

from memory_core.sim.generate import (
    DEFAULT_WORLDS,
    PRESETS,
    Preset,
    SimOutput,
    generate,
    generate_preset,
)
from memory_core.sim.perception import SensorModel
from memory_core.sim.simulation import Simulation, simulate

__all__ = [
    "DEFAULT_WORLDS",
    "PRESETS",
    "Preset",
    "SensorModel",
    "SimOutput",
    "Simulation",
    "generate",
    "generate_preset",
    "simulate",
]
