"""Builds one world: time, things, the drive, frames, detections, captions and questions."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .captioners import CAPTIONERS, captioner_for
from .evidence import Evidence
from .families import FAMILIES, FAMILY_NAMES
from .familyspec import FamilySpec
from .layout import Layout
from .model import Frame, Instance
from .objects import build_instances
from .perception import detect, sights
from .phrasings import HELD_OUT, PHRASINGS
from .planner import plan_caption
from .qcontext import Ctx
from .questions import pick_questions, records
from .route import Tour, frame_times, sample
from .streams import stream, uniform

EPOCH_2026 = 1767225600  # 2026-01-01 00:00:00 UTC
MIN_RUN_S = 25.5 * 60
MAX_RUN_S = 44.0 * 60


@dataclass
class World:
    family: str
    seed: int
    phrasing: str
    captioner: str
    spec: FamilySpec
    layout: Layout
    t0: float
    duration: float
    insts: list[Instance]
    frames: list[Frame]
    questions: list[dict[str, Any]]

    @property
    def name(self) -> str:
        return f"{self.family}-s{self.seed}-{self.phrasing}"

    @property
    def held_out(self) -> bool:
        return self.phrasing == HELD_OUT


def build_world(family: str, seed: int, phrasing: str, captioner: str | None = None) -> World:
    if family not in FAMILIES:
        raise ValueError(f"unknown family {family!r}; known: {', '.join(FAMILY_NAMES)}")
    if phrasing not in PHRASINGS:
        raise ValueError(f"unknown phrasing {phrasing!r}; known: {', '.join(PHRASINGS)}")
    name = captioner or captioner_for(FAMILY_NAMES.index(family), seed)
    if name not in CAPTIONERS:
        raise ValueError(f"unknown captioner {name!r}; known: {', '.join(CAPTIONERS)}")
    spec = FAMILIES[family]
    layout = Layout.of(spec)
    clock = stream(family, seed, "time")
    day = int(clock.integers(0, 364))
    start = int(uniform(clock, *spec.start_hours) * 3600)
    t0 = float(EPOCH_2026 + day * 86400 + start)
    duration = uniform(clock, MIN_RUN_S, MAX_RUN_S)
    insts = build_instances(spec, layout, stream(family, seed, "objects"), duration, t0)
    segs = Tour(spec, layout, stream(family, seed, "route"), duration).run()
    frames = sample(spec, segs, frame_times(stream(family, seed, "frames"), duration))
    det_rng = stream(family, seed, "detector")
    plan_rng = stream(family, seed, "caption_plan")
    cap_rng = stream(family, seed, f"captioner:{name}")
    words = CAPTIONERS[name]
    for f in frames:
        seen = sights(spec, f, insts)
        f.detections = detect(spec, f, seen, det_rng)
        f.plan = plan_caption(spec, f, seen, t0 + f.t, plan_rng)
        f.caption = words(f.plan, cap_rng)
    ev = Evidence(spec, frames, {i.id: i for i in insts})
    ctx = Ctx(spec, frames, insts, ev, stream(family, seed, "questions"), t0)
    qs = records(ctx, pick_questions(ctx), family, seed, phrasing)
    return World(family, seed, phrasing, name, spec, layout, t0, duration, insts, frames, qs)
