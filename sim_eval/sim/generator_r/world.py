"""One run end to end: site, motion, frames, things, perception, captions."""

from __future__ import annotations

from dataclasses import dataclass

from .captioners import render
from .drive import Timeline, build_timeline
from .families import build_family
from .frames import PoseLookup, Reloc, TruePose, frame_times, written_poses
from .model import FamilySpec, Instance
from .objects import build_instances
from .perception import Camera, Det, Visible
from .plans import FrameContext, Plan, Planner
from .rng import stream


@dataclass
class FrameRec:
    i: int
    t: float
    true: TruePose
    written: tuple[float, float, float, float]
    loc_error_m: float
    visible: list[Visible]
    dets: list[Det]
    plan: Plan
    caption: str

    @property
    def place(self) -> str:
        return self.true.place

    @property
    def level(self) -> str | None:
        return self.true.level


@dataclass
class World:
    family: str
    seed: int
    captioner: str
    spec: FamilySpec
    timeline: Timeline
    instances: list[Instance]
    frames: list[FrameRec]
    gaps: list[tuple[float, float]]
    relocs: list[Reloc]

    @property
    def t_first(self) -> float:
        return self.frames[0].t

    @property
    def t_last(self) -> float:
        return self.frames[-1].t


def build_world(family: str, seed: int, captioner: str) -> World:
    spec = build_family(family, seed)
    tl = build_timeline(spec, seed)
    look = PoseLookup(tl.legs)
    times, gaps = frame_times(family, seed, tl, look)
    instances = build_instances(spec, seed, tl.t_start - 1.0, tl.t_end + 60.0, tl.break_window)
    poses = [look.at(t) for t in times]
    written, relocs, errors = written_poses(family, seed, tl, poses)
    camera = Camera(spec, instances)
    planner = Planner(spec, instances, captioner)
    frames: list[FrameRec] = []
    prev_place: str | None = None
    left_at = -1e18
    current = poses[0].place
    for i, pose in enumerate(poses):
        if pose.place != current:
            prev_place = current
            left_at = (times[i - 1] + pose.t) / 2
            current = pose.place
        seen = camera.visible(pose)
        dets = camera.detect(stream(family, seed, "detector", i), pose, seen, spec.regions)
        ctx = FrameContext(pose.t, pose.place, pose.level, prev_place, pose.t - left_at)
        plan = planner.plan(stream(family, seed, "caption_plan", captioner, i), ctx, seen)
        surface = spec.place(pose.place).surface
        caption = render(
            captioner, stream(family, seed, "caption_text", captioner, i), plan, spec, surface
        )
        frames.append(FrameRec(i, pose.t, pose, written[i], errors[i], seen, dets, plan, caption))
    return World(family, seed, captioner, spec, tl, instances, frames, gaps, relocs)
