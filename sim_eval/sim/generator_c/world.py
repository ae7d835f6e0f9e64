"""The hidden world: places laid out from a family's floor plan, and object instances."""

from __future__ import annotations

import math
from bisect import bisect_right
from dataclasses import dataclass, field

import numpy as np

from .catalog import Category, Family, PlaceKind
from .catalog_museum import FAMILY as MUSEUM
from .catalog_store import FAMILY as STORE
from .util import pick, rng_for

FAMILY_DEFS: dict[str, Family] = {"museum": MUSEUM, "store": STORE}


@dataclass
class Place:
    """One rectangle of floor with its kind; ``z`` is the floor height."""

    pid: str
    kind: PlaceKind
    rect: tuple[float, float, float, float]
    z: float

    @property
    def centre(self) -> tuple[float, float, float]:
        x0, y0, x1, y1 = self.rect
        return ((x0 + x1) / 2, (y0 + y1) / 2, self.z)

    @property
    def area(self) -> float:
        x0, y0, x1, y1 = self.rect
        return (x1 - x0) * (y1 - y0)

    @property
    def outside(self) -> bool:
        return "outside" in self.kind.tags

    def contains(self, x: float, y: float, z: float) -> bool:
        x0, y0, x1, y1 = self.rect
        return abs(z - self.z) < 1.0 and x0 <= x <= x1 and y0 <= y <= y1

    def sample(self, rng: np.random.Generator, margin: float = 1.0) -> tuple[float, float]:
        x0, y0, x1, y1 = self.rect
        m = min(margin, (x1 - x0) / 3, (y1 - y0) / 3)
        return (float(rng.uniform(x0 + m, x1 - m)), float(rng.uniform(y0 + m, y1 - m)))

    def grid(self, step: float = 10.0) -> list[list[float]]:
        """Points covering the place, for spatial truths about the place itself."""
        x0, y0, x1, y1 = self.rect
        nx, ny = max(1, math.ceil((x1 - x0) / step)), max(1, math.ceil((y1 - y0) / step))
        return [
            [
                round(x0 + (i + 0.5) * (x1 - x0) / nx, 2),
                round(y0 + (j + 0.5) * (y1 - y0) / ny, 2),
                self.z,
            ]
            for i in range(nx)
            for j in range(ny)
        ]


@dataclass
class Instance:
    """An object instance; ``moves`` is (from time, place id, position), time-sorted."""

    iid: int
    cat: Category
    colour: str | None
    material: str | None
    moves: list[tuple[float, str, tuple[float, float, float]]]
    text: str | None = None
    keywords: tuple[str, ...] = ()

    def at(self, t: float) -> tuple[str, tuple[float, float, float]]:
        index = max(0, bisect_right([m[0] for m in self.moves], t) - 1)
        return self.moves[index][1], self.moves[index][2]


@dataclass
class Layout:
    """Places and their connections (doors, and the lift if the family has one)."""

    family: Family
    places: dict[str, Place]
    links: dict[str, list[tuple[str, tuple[float, float]]]]
    absent_kinds: list[str]
    instances: list[Instance] = field(default_factory=list)

    def place_at(self, x: float, y: float, z: float) -> Place | None:
        found = [p for p in self.places.values() if p.contains(x, y, z)]
        return min(found, key=lambda p: p.area) if found else None

    def with_tag(self, tag: str) -> list[Place]:
        return [p for p in self.places.values() if tag in p.kind.tags]

    def by_kind(self, key: str) -> Place | None:
        for place in self.places.values():
            if place.kind.kind == key:
                return place
        return None

    def route(self, start: str, goal: str) -> list[str]:
        """Place ids from ``start`` to ``goal`` (breadth-first, deterministic order)."""
        previous: dict[str, str | None] = {start: None}
        queue = [start]
        while queue:
            here = queue.pop(0)
            if here == goal:
                break
            for other, _ in self.links[here]:
                if other not in previous:
                    previous[other] = here
                    queue.append(other)
        path = [goal]
        while previous[path[-1]] is not None:
            path.append(previous[path[-1]])  # type: ignore[arg-type]
        return path[::-1]

    def door(self, a: str, b: str) -> tuple[float, float]:
        for other, point in self.links[a]:
            if other == b:
                return point
        raise KeyError((a, b))


def build_layout(family_name: str, seed: int) -> Layout:
    """Assign kinds to the family's pooled slots and connect the places."""
    family = FAMILY_DEFS[family_name]
    rng = rng_for(family_name, seed, "layout")
    pooled = [s for s in family.slots if not s.kind]
    drawn = [family.pool[i] for i in rng.permutation(len(family.pool))[: len(pooled)]]
    places: dict[str, Place] = {}
    for slot in family.slots:
        key = slot.kind or drawn[pooled.index(slot)]
        places[slot.sid] = Place(slot.sid, family.kind_of(key), slot.rect, slot.z)
    links: dict[str, list[tuple[str, tuple[float, float]]]] = {pid: [] for pid in places}
    for a, b, x, y in family.doors:
        links[a].append((b, (float(x), float(y))))
        links[b].append((a, (float(x), float(y))))
    absent = [k for k in family.pool if k not in drawn]
    return Layout(family, places, links, absent)


def _places_for(layout: Layout, key: str) -> list[Place]:
    if key.startswith("@"):
        return layout.with_tag(key[1:])
    return [p for p in layout.places.values() if p.kind.kind == key]


def populate(layout: Layout, seed: int, t0: float, t1: float) -> None:
    """Create object instances (fixtures, portables that move, signs) in ``layout``."""
    family = layout.family
    rng = rng_for(family.name, seed, "objects")
    present_kinds = {p.kind.kind for p in layout.places.values()}
    instances: list[Instance] = []
    for category in family.categories:
        for home, count in category.homes:
            for place in _places_for(layout, home):
                if place.kind.kind not in present_kinds:
                    continue
                for _ in range(count):
                    instances.append(
                        _instance(len(instances), category, place, layout, rng, t0, t1)
                    )
    sign_cat = next(c for c in family.categories if c.key == "sign")
    for place in layout.places.values():
        if place.kind.sign:
            item = _instance(len(instances), sign_cat, place, layout, rng, t0, t1)
            item.text, item.keywords = place.kind.sign
            item.colour = None
            instances.append(item)
    layout.instances = instances


def _instance(
    iid: int,
    category: Category,
    place: Place,
    layout: Layout,
    rng: np.random.Generator,
    t0: float,
    t1: float,
) -> Instance:
    colour = pick(rng, category.colours) if category.colours else None
    material = pick(rng, category.materials) if category.materials else None
    x, y = place.sample(rng, 0.8)
    moves = [(t0 - 1.0, place.pid, (round(x, 2), round(y, 2), place.z))]
    if category.portable:
        targets = [p for key in category.roam for p in _places_for(layout, key)]
        count = int(rng.poisson(2.0))
        for t in sorted(float(v) for v in rng.uniform(t0 + 60, t1, size=count)):
            dest = pick(rng, targets)
            x, y = dest.sample(rng, 0.8)
            moves.append((round(t, 2), dest.pid, (round(x, 2), round(y, 2), dest.z)))
    return Instance(iid, category, colour, material, moves)
