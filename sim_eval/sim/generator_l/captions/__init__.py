"""Five caption styles over one caption plan per frame."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from sim_eval.sim.generator_l import CAPTIONERS, FAMILIES
from sim_eval.sim.generator_l.captions import (
    alt_text,
    estate_agent,
    inventory_auditor,
    qa_pair,
    scene_graph,
)
from sim_eval.sim.generator_l.captions.plan import plan_caption
from sim_eval.sim.generator_l.model import Family
from sim_eval.sim.generator_l.perception import Frame
from sim_eval.sim.generator_l.seeding import stream
from sim_eval.sim.generator_l.world import World

Renderer = Callable[[Family, dict[str, Any], np.random.Generator], str]

RENDERERS: dict[str, Renderer] = {
    "qa_pair": qa_pair.render,
    "alt_text": alt_text.render,
    "inventory_auditor": inventory_auditor.render,
    "estate_agent": estate_agent.render,
    "scene_graph": scene_graph.render,
}


def default_captioner(family: str, seed: int) -> str:
    return CAPTIONERS[(FAMILIES.index(family) * 3 + seed) % len(CAPTIONERS)]


def caption_frames(world: World, frames: list[Frame], captioner: str) -> None:
    plan_rng = stream(world.family.key, world.seed, "caption_plan")
    style_rng = stream(world.family.key, world.seed, f"captioner:{captioner}")
    render = RENDERERS[captioner]
    for frame in frames:
        frame.plan = plan_caption(world, frame, plan_rng)
        frame.caption = render(world.family, frame.plan, style_rng)
