"""Build a world: place a family's plan in the map frame and furnish it."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from .catalog import Category, Family
from .layout import Layout, Region, build_layout, random_point
from .rng import pick, stream


@dataclass(frozen=True)
class Obj:
    """One physical object instance."""

    id: str
    category: str
    x: float
    y: float
    region: str
    kind: str
    indoor: bool
    size: float
    colour: str | None = None
    material: str | None = None
    text: str | None = None


@dataclass
class World:
    """A furnished world."""

    family: Family
    seed: int
    layout: Layout
    objects: list[Obj]
    categories: dict[str, Category]
    absent: list[Category] = field(default_factory=list)

    def kind_of(self, region_name: str) -> str:
        """Region kind of a region name."""
        return self.layout.region(region_name).kind

    def present_kinds(self) -> set[str]:
        """Region kinds that exist in this world."""
        return {r.kind for r in self.layout.regions}


def _wall_point(rng: np.random.Generator, region: Region, layout: Layout) -> tuple[float, float]:
    """A point 0.35 m inside one of the region's edges, away from door openings."""
    w, h = region.x1 - region.x0, region.y1 - region.y0
    for _ in range(40):
        edge = int(rng.choice(4, p=np.array([w, w, h, h]) / (2 * (w + h))))
        if edge < 2:
            x = float(rng.uniform(region.x0 + 0.6, region.x1 - 0.6))
            y = region.y0 + 0.35 if edge == 0 else region.y1 - 0.35
        else:
            y = float(rng.uniform(region.y0 + 0.6, region.y1 - 0.6))
            x = region.x0 + 0.35 if edge == 2 else region.x1 - 0.35
        if all(
            np.hypot(x - d.centre[0], y - d.centre[1]) > d.width / 2 + 0.7 for d in layout.doors
        ):
            return x, y
    return random_point(rng, region, 0.6)


def _allocate(rng: np.random.Generator, c: Category, regions: list[Region]) -> list[Region]:
    """Decide which regions receive the instances of ``c``."""
    if c.per_region:
        out: list[Region] = []
        for r in regions:
            out += [r] * int(rng.integers(c.count[0], c.count[1] + 1))
        return out
    n = int(rng.integers(c.count[0], c.count[1] + 1))
    if n >= len(regions):
        extra = [pick(rng, regions) for _ in range(n - len(regions))]
        return list(regions) + extra
    idx = rng.choice(len(regions), size=n, replace=False)
    return [regions[int(i)] for i in idx]


def build_world(family: Family, seed: int) -> World:
    """Place the family's plan with a seeded mirror/scale/offset and furnish it."""
    rng = stream(seed, family.name, "layout")
    mirror = bool(rng.random() < 0.5)
    scale = float(rng.uniform(0.95, 1.15))
    offset = (float(rng.uniform(-30, 30)), float(rng.uniform(-30, 30)))
    layout = build_layout(family.regions, family.doors, mirror, scale, offset)

    rng = stream(seed, family.name, "furnish")
    objects: list[Obj] = []
    present: dict[str, Category] = {}
    absent: list[Category] = list(family.absent_things)
    taken: list[tuple[float, float]] = []
    for c in family.categories:
        if c.keep < 1.0 and rng.random() > c.keep:
            absent.append(c)
            continue
        placed: list[tuple[tuple[float, float], Region]] = []
        if c.name == "door":
            for d in layout.doors:
                ra, rb = layout.region(d.a), layout.region(d.b)
                if ra.indoor or rb.indoor:
                    placed.append((d.centre, ra if ra.indoor else rb))
        else:
            regions = [r for r in layout.regions if r.kind in c.rooms]
            if not regions:
                continue
            for r in _allocate(rng, c, regions):
                for _ in range(25):
                    p = (
                        _wall_point(rng, r, layout)
                        if (c.wall and r.indoor)
                        else random_point(rng, r, 0.6)
                    )
                    if all(np.hypot(p[0] - q[0], p[1] - q[1]) > 0.6 for q in taken):
                        break
                placed.append((p, r))
        texts = list(c.texts)
        rng.shuffle(texts)
        colours = list(c.colours)
        for k, (p, r) in enumerate(placed):
            taken.append(p)
            objects.append(
                Obj(
                    id=f"{c.name.replace(' ', '_').replace('-', '')}_{k + 1:02d}",
                    category=c.name,
                    x=round(float(p[0]), 2),
                    y=round(float(p[1]), 2),
                    region=r.name,
                    kind=r.kind,
                    indoor=r.indoor,
                    size=c.size * float(rng.uniform(0.85, 1.15)),
                    colour=pick(rng, colours) if colours else None,
                    material=pick(rng, c.materials) if c.materials else None,
                    text=texts[k % len(texts)] if texts else None,
                )
            )
        if placed:
            present[c.name] = c
    return World(family, seed, layout, objects, present, absent)
