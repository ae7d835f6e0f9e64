"""One world end to end: world, route, frames, detections, captions, evidence, questions."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sim_eval.sim.generator_l.captions import caption_frames, default_captioner
from sim_eval.sim.generator_l.evidence import Evidence
from sim_eval.sim.generator_l.families import family as family_def
from sim_eval.sim.generator_l.perception import Frame, perceive
from sim_eval.sim.generator_l.questions import choose_questions
from sim_eval.sim.generator_l.questions.context import Draft
from sim_eval.sim.generator_l.route import plan_route
from sim_eval.sim.generator_l.world import World, build_world


@dataclass
class Generated:
    world: World
    captioner: str
    frames: list[Frame]
    evidence: Evidence
    chosen: list[tuple[str, Draft]]


_CACHE: dict[tuple[str, int, str], Generated] = {}


def generate(family: str, seed: int, captioner: str | None = None) -> Generated:
    """Everything but the wording; cached, since the phrasings share it."""
    captioner = captioner or default_captioner(family, seed)
    key = (family, seed, captioner)
    if key not in _CACHE:
        world = build_world(family_def(family), seed)
        trajectory = plan_route(world)
        frames = perceive(world, trajectory)
        caption_frames(world, frames, captioner)
        evidence = Evidence(world, frames)
        chosen = choose_questions(world, frames, evidence)
        _CACHE[key] = Generated(world, captioner, frames, evidence, chosen)
    return _CACHE[key]


def summary(gen: Generated) -> dict[str, Any]:
    return {
        "frames": len(gen.frames),
        "minutes": round((gen.frames[-1].t - gen.frames[0].t) / 60, 1),
        "captioner": gen.captioner,
    }
