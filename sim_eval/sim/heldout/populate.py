"""Furnishing: which catalog categories exist in a world and where their instances stand."""

from __future__ import annotations

import numpy as np

from .model import FOREVER, Category, Instance, Placement, Region, World
from .rng import pick

SPECIAL = {"door", "sign", "traffic_light", "crosswalk"}


def choose_present(world: World, rng: np.random.Generator) -> None:
    """Decide which catalog categories may occur in this world."""
    world.categories = {
        k: c for k, c in world.catalog.items() if k in SPECIAL or rng.random() < c.p_present
    }


def add_instance(
    world: World,
    cat: str,
    x: float,
    y: float,
    region: Region,
    rng: np.random.Generator,
    *,
    base: float | None = None,
    text: str = "",
    about: int = -1,
    t0: float = -FOREVER,
    t1: float = FOREVER,
) -> Instance:
    """Create one instance with random attributes at a fixed position."""
    c = world.catalog[cat]
    inst = Instance(
        id=len(world.instances),
        cat=cat,
        colour=str(pick(rng, c.colours)) if c.colours else "",
        material=str(pick(rng, c.materials)) if c.materials else "",
        text=text,
        about=about,
        pref=int(rng.integers(len(c.names))),
    )
    z = region.z + (c.base if base is None else base)
    inst.placements.append(Placement(t0, t1, round(x, 3), round(y, 3), round(z, 3), region.id))
    world.instances.append(inst)
    return inst


def populate(world: World, rng: np.random.Generator) -> None:
    """Place static instances of every present category according to its 'where' spec."""
    cats = sorted(world.categories.values(), key=lambda c: c.place.startswith("on:"))
    taken: dict[int, set] = {}
    for c in cats:
        if c.transient or c.key in SPECIAL:
            continue
        made: list[Instance] = []
        for region in world.regions:
            counts = [(lo, hi) for k, lo, hi in c.where if k == region.kind]
            if not counts:
                continue
            lo, hi = counts[0]
            n = int(rng.integers(lo, hi + 1))
            used = taken.setdefault(region.id, set())
            spots = (
                [s for s in _grid_spots(region, rng) if s not in used] if c.place == "grid" else []
            )
            for k in range(n):
                if c.place == "grid":
                    if k >= len(spots):
                        break
                    x, y = spots[k]
                    used.add(spots[k])
                    made.append(add_instance(world, c.key, x, y, region, rng))
                    continue
                x, y, base = _spot(world, region, c, k, rng)
                made.append(add_instance(world, c.key, x, y, region, rng, base=base))
        if c.max_total and len(made) > c.max_total:
            # numpy's stubs take only array-likes of numbers; choice picks from the list of objects
            keep = {i.id for i in rng.choice(made, c.max_total, replace=False)}  # type: ignore[arg-type]
            world.instances = [i for i in world.instances if i.cat != c.key or i.id in keep]
    _renumber(world)
    _add_doors(world, rng)


def prune_absent(world: World) -> None:
    """Drop categories that ended up with no instance at all."""
    used = {i.cat for i in world.instances}
    world.categories = {k: c for k, c in world.categories.items() if k in used}


def _renumber(world: World) -> None:
    for n, inst in enumerate(world.instances):
        inst.id = n


def _add_doors(world: World, rng: np.random.Generator) -> None:
    for d in world.doors:
        if d.kind in ("door", "entrance", "lift_door"):
            add_instance(world, "door", d.x, d.y, world.regions[d.a], rng, base=0.0)


def _spot(
    world: World, region: Region, c: Category, k: int, rng: np.random.Generator
) -> tuple[float, float, float | None]:
    place = c.place
    if place.startswith("on:"):
        hosts = [
            i
            for i in world.instances
            if i.cat in place[3:].split(",") and i.placements[0].region == region.id
        ]
        if hosts:
            h = pick(rng, hosts)
            hp = h.placements[0]
            hc = world.catalog[h.cat]
            r = 0.35 * hc.size
            x = hp.x + float(rng.uniform(-r, r))
            y = hp.y + float(rng.uniform(-r, r))
            return x, y, hc.base + hc.height
        place = "free"
    if place == "center":
        cx, cy = region.centre
        jx = 0.1 * (region.x1 - region.x0)
        jy = 0.1 * (region.y1 - region.y0)
        return cx + float(rng.uniform(-jx, jx)), cy + float(rng.uniform(-jy, jy)), None
    if place == "back":
        return (*_back_spot(world, region), None)
    if place == "ends":
        cx, cy = region.centre
        x = region.x0 + 2.0 if k % 2 == 0 else region.x1 - 2.0
        return x, cy, None
    if place in ("wall", "edge"):
        inset = 0.35 if region.indoor and place == "wall" else 1.0
        return (*_edge_spot(region, inset, rng), None)
    margin = min(0.8, 0.25 * (region.x1 - region.x0), 0.25 * (region.y1 - region.y0))
    x = float(rng.uniform(region.x0 + margin, region.x1 - margin))
    y = float(rng.uniform(region.y0 + margin, region.y1 - margin))
    return x, y, None


def _edge_spot(region: Region, inset: float, rng: np.random.Generator) -> tuple[float, float]:
    w, h = region.x1 - region.x0, region.y1 - region.y0
    inset = min(inset, 0.3 * w, 0.3 * h)
    u = float(rng.uniform(0, 2 * (w + h)))
    if u < w:
        return region.x0 + u, region.y0 + inset
    if u < 2 * w:
        return region.x0 + u - w, region.y1 - inset
    v = u - 2 * w
    if v < h:
        return region.x0 + inset, region.y0 + v
    return region.x1 - inset, region.y0 + v - h


def _back_spot(world: World, region: Region) -> tuple[float, float]:
    lift = [d for d in world.doors if d.kind == "lift_door" and d.a == region.id]
    if lift:
        return lift[0].x, lift[0].y - 0.25
    doors = [d for d in world.doors if region.id in (d.a, d.b)]
    cx, cy = region.centre
    if not doors:
        return cx, cy
    d = doors[0]
    inset = 0.5
    if d.axis == "h":
        y = region.y0 + inset if abs(d.y - region.y1) < 1e-3 else region.y1 - inset
        return cx, y
    x = region.x0 + inset if abs(d.x - region.x1) < 1e-3 else region.x1 - inset
    return x, cy


def _grid_spots(region: Region, rng: np.random.Generator) -> list:
    spots = []
    xs = np.arange(region.x0 + 2.0, region.x1 - 2.0, 2.7)
    ys = np.arange(region.y0 + 4.0, region.y1 - 3.0, 7.5)
    for y in ys:
        for x in xs:
            spots.append((float(x), float(y)))
    order: np.ndarray | list[int] = rng.permutation(len(spots)) if spots else []
    return [spots[i] for i in order]
