"""Run the robot through a world and record observations."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .captioner import Caption, Captioner, CaptionStyle
from .catalog import Family
from .perception import Camera, Detection, Perceiver
from .rng import stream
from .route import Trajectory, plan_route, wrap
from .world import World, build_world


@dataclass
class Frame:
    """One observation with both the true and the recorded (noisy) pose."""

    t: float
    x: float
    y: float
    yaw: float
    nx: float
    ny: float
    nyaw: float
    region: str
    kind: str
    indoor: bool
    dets: list[Detection]
    caption: Caption

    def record(self) -> dict:
        """The run-file line for this frame."""
        return {
            "t": round(self.t, 2),
            "pose": {
                "x": round(self.nx, 3),
                "y": round(self.ny, 3),
                "z": 0.0,
                "yaw": round(self.nyaw, 4),
            },
            "caption": self.caption.text,
            "labels": [d.label for d in self.dets],
            "boxes": [d.box for d in self.dets],
        }


@dataclass
class Simulation:
    """Everything produced for one world."""

    world: World
    traj: Trajectory
    frames: list[Frame]
    t0: float
    camera: Camera
    style: CaptionStyle


def simulate(family: Family, seed: int) -> Simulation:
    """Build the world, plan the route and record every observation."""
    world = build_world(family, seed)
    traj = plan_route(world, seed)
    rng = stream(seed, family.name, "sensing")
    camera = Camera.sample(rng)
    style = CaptionStyle.sample(rng, family)
    perceiver = Perceiver(world, camera)
    captioner = Captioner(family, world.categories, style)
    t0 = 1780000000.0 + float(rng.integers(0, 200)) * 86400.0 + float(rng.uniform(8, 17)) * 3600.0
    t0 = round(t0, 1)

    sigma = float(rng.uniform(0.2, 0.4))
    noise = np.zeros(2)
    frames: list[Frame] = []
    t = 0.0
    end = traj.duration
    while t <= end:
        x, y, yaw = traj.pose(t)
        region = world.layout.region_at((x, y))
        assert region is not None, (x, y)
        noise = 0.9 * noise + rng.normal(0.0, sigma * np.sqrt(1 - 0.81), size=2)
        sightings = perceiver.visible(x, y, yaw)
        dets = perceiver.label(rng, sightings, region.indoor)
        by_id = {s.obj.id: s for s in sightings}
        cap = captioner.caption(rng, region.kind, region.indoor, dets, by_id)
        frames.append(
            Frame(
                t0 + t,
                x,
                y,
                yaw,
                x + float(noise[0]),
                y + float(noise[1]),
                wrap(yaw + float(rng.normal(0, 0.03))),
                region.name,
                region.kind,
                region.indoor,
                dets,
                cap,
            )
        )
        step = float(np.clip(rng.normal(2.0, 0.15), 1.6, 2.6))
        if rng.random() < 0.015:
            step += float(rng.uniform(2, 5))
        t += step
    return Simulation(world, traj, frames, t0, camera, style)
