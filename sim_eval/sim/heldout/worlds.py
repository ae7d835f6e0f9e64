"""Assemble a world of one family: geometry and furniture, camera and start time."""

from __future__ import annotations

import calendar
import math

import numpy as np

from . import catalog_campus, catalog_office
from .captions import STYLES
from .family_campus import build_campus
from .family_office import build_office
from .model import Camera, World
from .rng import make_rng

FAMILIES = {
    "office": (catalog_office, build_office),
    "campus": (catalog_campus, build_campus),
}


def make_camera(rng: np.random.Generator) -> Camera:
    """Per-world sensing parameters and captioner mix."""
    style = str(rng.choice(STYLES, p=[0.35, 0.35, 0.2, 0.1]))
    share = float(rng.uniform(0.6, 0.8))
    rest = rng.dirichlet(np.ones(len(STYLES) - 1)) * (1 - share)
    others = [s for s in STYLES if s != style]
    mix = {style: share, **{s: float(w) for s, w in zip(others, rest, strict=True)}}
    return Camera(
        hfov=math.radians(float(rng.choice([60.0, 70.0, 80.0, 90.0]))),
        range_in=float(rng.uniform(8.0, 13.0)),
        range_out=float(rng.uniform(22.0, 38.0)),
        p_detect=float(rng.uniform(0.6, 0.9)),
        attr_rate=float(rng.uniform(0.15, 0.45)),
        halluc_rate=float(rng.uniform(0.02, 0.07)),
        box_null=float(rng.choice([0.0, 0.05, 0.15, 0.3])),
        dt=float(rng.choice([1.0, 1.5, 2.0, 3.0])),
        jitter=float(rng.uniform(0.05, 0.2)),
        pose_sigma=float(rng.uniform(0.02, 0.15)),
        yaw_sigma=float(rng.uniform(0.005, 0.03)),
        drift=float(rng.uniform(0.0, 0.6)),
        style=style,
        style_mix=mix,
    )


def start_time(rng: np.random.Generator) -> float:
    """A weekday-ish daytime moment in 2026-2027 (POSIX seconds)."""
    lo = calendar.timegm((2026, 1, 5, 0, 0, 0))
    hi = calendar.timegm((2027, 12, 15, 0, 0, 0))
    day = lo + int(rng.integers(0, (hi - lo) // 86400)) * 86400
    return float(day + int(rng.integers(7 * 3600, 16 * 3600)) + round(float(rng.random()), 3))


def build_world(family: str, seed: int) -> World:
    """The hidden world of (family, seed)."""
    catalog_mod, build = FAMILIES[family]
    rng = make_rng(family, seed, "world")
    world = World(
        family=family,
        seed=seed,
        kinds={k.key: k for k in catalog_mod.KINDS},
        catalog={c.key: c for c in catalog_mod.CATEGORIES},
        absent_objects=catalog_mod.ABSENT_OBJECTS,
        absent_places=catalog_mod.ABSENT_PLACES,
    )
    build(world, rng)
    world.camera = make_camera(make_rng(family, seed, "camera"))
    world.t_start = start_time(make_rng(family, seed, "clock"))
    return world
