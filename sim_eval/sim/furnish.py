"""Fill the plan's regions with objects whose membership is plausible.

Couches go in atriums, oscilloscopes in the electronics lab, hydrants along
the kerb, cars in parking lanes and lot bays. Colours match within a room
(a set of chairs) unless the catalog says each instance differs (cars).
"""

from __future__ import annotations

import math

import numpy as np

from sim_eval.sim.catalog import CATEGORIES, FOODS, FURNISHINGS, NOTICES
from sim_eval.sim.geometry import Point, distance
from sim_eval.sim.layout import STREET, Layout
from sim_eval.sim.model import Fixture, Region

# At most one of these on the whole campus.
ONE_PER_CAMPUS = frozenset({"food truck", "sculpture", "bus stop"})
PARKING_LANES = (STREET[1] - 1.3, STREET[0] + 1.3)
BAY_WIDTH = 2.7
MIN_SPACING = 0.9


def furnish(layout: Layout, rng: np.random.Generator) -> list[Fixture]:
    """Objects for every region, in a deterministic order (regions, then catalog order)."""
    placed: list[Fixture] = list(layout.fixtures)
    present: dict[tuple[str, str], bool] = {}
    unique_done: set[str] = set()
    notices = list(rng.permutation(len(NOTICES)))
    crosswalks = [f.at[0] for f in layout.fixtures if f.category == "crosswalk"]
    for region in layout.regions:
        for furnishing in FURNISHINGS.get(region.kind, ()):
            key = (region.kind, furnishing.category)
            if key not in present:
                present[key] = bool(rng.random() < furnishing.presence)
            units = 1
            if furnishing.per_m > 0:
                units = max(1, round(max(region.box.width, region.box.depth) / furnishing.per_m))
            count = int(rng.integers(furnishing.low, furnishing.high + 1, size=units).sum())
            if not present[key] or count == 0:
                continue
            if furnishing.category in ONE_PER_CAMPUS:
                if furnishing.category in unique_done:
                    continue
                unique_done.add(furnishing.category)
                count = 1
            category = CATEGORIES[furnishing.category]
            shared = str(rng.choice(category.colours)) if category.colours else None
            for _ in range(count):
                colour = shared
                if category.colours and not furnishing.matching:
                    colour = str(rng.choice(category.colours))
                at = _position(region, furnishing.category, placed, crosswalks, rng)
                if at is None:
                    break
                text, keywords = _writing(furnishing.category, notices, rng)
                placed.append(
                    Fixture(
                        furnishing.category,
                        at,
                        region.id,
                        colour=colour,
                        text=text,
                        keywords=keywords,
                        place=_place(furnishing.category, region),
                    )
                )
    return placed


def _writing(
    category: str, notices: list[int], rng: np.random.Generator
) -> tuple[str | None, tuple[str, ...]]:
    """Text some objects carry: notices on boards, the food on a truck, a bus route."""
    if category == "notice board":
        text, keywords = NOTICES[
            int(notices.pop(0)) if notices else int(rng.integers(len(NOTICES)))
        ]
        return f"Notice: {text}", keywords
    if category == "food truck":
        text, keywords = FOODS[int(rng.integers(len(FOODS)))]
        return text, keywords
    if category == "bus stop":
        route = int(rng.integers(2, 40))
        return f"Route {route}", (f"route {route}",)
    return None, ()


def _place(category: str, region: Region) -> str | None:
    """How a person would refer to where an object with writing is."""
    if category == "notice board":
        return f"in the {region.name}"
    return None


def _position(
    region: Region,
    category: str,
    placed: list[Fixture],
    crosswalks: list[float],
    rng: np.random.Generator,
) -> Point | None:
    """A spot not crowding what is already in the region; None when the region is full."""
    neighbours = [f.at for f in placed if f.region == region.id]
    for _ in range(30):
        at = _candidate(region, category, crosswalks, rng)
        spacing = 2.4 if category in ("car", "food truck") else MIN_SPACING
        if all(distance(at, other) >= spacing for other in neighbours):
            return (round(at[0], 2), round(at[1], 2))
    return None


def _candidate(
    region: Region, category: str, crosswalks: list[float], rng: np.random.Generator
) -> Point:
    box = region.box
    if region.kind == "street":
        lane = PARKING_LANES[int(rng.integers(2))]
        x = float(rng.uniform(box.x0 + 3, box.x1 - 3))
        while any(abs(x - crossing) < 5 for crossing in crosswalks):
            x = float(rng.uniform(box.x0 + 3, box.x1 - 3))
        return (x, lane)
    if region.kind == "parking lot" and category == "car":
        rows = np.arange(box.y0 + 4.0, box.y1 - 3.0, 10.0)
        bays = np.arange(box.x0 + 2.0, box.x1 - 1.5, BAY_WIDTH)
        row = float(rows[int(rng.integers(len(rows)))]) + float(rng.choice([-1.3, 1.3]))
        return (float(bays[int(rng.integers(len(bays)))]), row)
    if region.kerb is not None and (CATEGORIES[category].edge or category == "tree"):
        inward = math.copysign(0.45, box.center[1] - region.kerb)
        return (float(rng.uniform(box.x0 + 1, box.x1 - 1)), region.kerb + inward)
    if CATEGORIES[category].edge:
        return _against_wall(region, rng)
    margin = 0.8 if region.indoor else 1.2
    return box.sample(rng, margin)


def _against_wall(region: Region, rng: np.random.Generator) -> Point:
    """A point 0.35 m from a wall, the wall chosen in proportion to its length."""
    box = region.box
    lengths = np.array([box.width, box.width, box.depth, box.depth])
    wall = int(rng.choice(4, p=lengths / lengths.sum()))
    along_x = float(rng.uniform(box.x0 + 0.8, box.x1 - 0.8))
    along_y = float(rng.uniform(box.y0 + 0.8, box.y1 - 0.8))
    return [
        (along_x, box.y0 + 0.35),
        (along_x, box.y1 - 0.35),
        (box.x0 + 0.35, along_y),
        (box.x1 - 0.35, along_y),
    ][wall]
