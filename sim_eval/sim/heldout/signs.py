"""Signs with readable text: door plates, wall notices, street and building name signs."""

from __future__ import annotations

import numpy as np

from .model import Door, Instance, Region, World
from .populate import add_instance


def add_sign(
    world: World,
    rng: np.random.Generator,
    text: str,
    keywords: tuple[str, ...],
    x: float,
    y: float,
    region: Region,
    *,
    about: Region | None = None,
    mount: str = "wall",
    base: float = 1.5,
) -> Instance:
    """Place a sign; empty ``keywords`` marks a sign not used for text questions."""
    inst = add_instance(
        world,
        "sign",
        x,
        y,
        region,
        rng,
        base=base,
        text=text,
        about=about.id if about else region.id,
    )
    inst.keywords = keywords
    inst.mount = mount
    return inst


def door_sign(
    world: World, rng: np.random.Generator, room: Region, text: str, keywords: tuple[str, ...] = ()
) -> Instance | None:
    """A plate beside the room's corridor door, on the corridor side."""
    door = _corridor_door(world, room)
    if door is None:
        return None
    other = world.regions[door.b if door.a == room.id else door.a]
    x, y = door.x, door.y
    if door.axis == "h":
        y += 0.15 if other.y0 >= room.y1 - 1e-3 else -0.15
        x += 0.8 if x + 0.8 < room.x1 else -0.8
    else:
        x += 0.15 if other.x0 >= room.x1 - 1e-3 else -0.15
        y += 0.8
    return add_sign(world, rng, text, keywords, x, y, other, about=room, mount="door")


def _corridor_door(world: World, room: Region) -> Door | None:
    for d in world.doors:
        if room.id in (d.a, d.b) and d.kind == "door":
            return d
    return None
