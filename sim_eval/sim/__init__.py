"""Simulated robot explorations with ground truth and NaVQA-style questions.

NaVQA's campus recordings cannot be downloaded here, so evaluation runs on
seeded simulations instead: a campus (buildings, rooms, streets, objects), a
walking route in and out of buildings, a noisy VLM-like sensor, and questions
whose truth is computed as of the moment they are asked.

    from sim_eval.sim import generate
    output = generate(seed=1, out_dir=Path("sim/campus"))   # run.jsonl, truth.json, questions.jsonl

or ``python -m sim_eval.sim sim/campus --world campus``.
"""

from sim_eval.sim.generate import (
    DEFAULT_WORLDS,
    PRESETS,
    Preset,
    SimOutput,
    generate,
    generate_preset,
)
from sim_eval.sim.perception import SensorModel
from sim_eval.sim.simulation import Simulation, simulate

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
