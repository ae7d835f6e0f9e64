"""Floor plans: rectangular regions, doors, walls and navigation.

A layout is a set of axis-aligned rectangles ("regions").  Indoor regions
are bounded by walls on all four sides except where a door opening is cut
into them; outdoor regions have no walls of their own.  Regions are convex,
so a straight line between two points of one region never crosses a wall,
which makes path planning a small graph search over door openings.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass, field

import numpy as np

Point = tuple[float, float]
Rect = tuple[float, float, float, float]

EPS = 1e-6


@dataclass(frozen=True)
class RegionSpec:
    """A region as written in a family definition (nominal coordinates)."""

    name: str
    kind: str
    rect: Rect
    indoor: bool


@dataclass(frozen=True)
class DoorSpec:
    """An opening between two touching regions.

    ``frac`` places the centre along the shared edge, ``width`` is the gap.
    """

    a: str
    b: str
    frac: float = 0.5
    width: float = 1.0


@dataclass(frozen=True)
class Region:
    """A placed region in map coordinates."""

    name: str
    kind: str
    x0: float
    y0: float
    x1: float
    y1: float
    indoor: bool

    def contains(self, p: Point, margin: float = 0.0) -> bool:
        """Whether ``p`` lies inside the rectangle shrunk by ``margin``."""
        return (
            self.x0 + margin - EPS <= p[0] <= self.x1 - margin + EPS
            and self.y0 + margin - EPS <= p[1] <= self.y1 - margin + EPS
        )

    @property
    def centre(self) -> Point:
        """Centre of the rectangle."""
        return ((self.x0 + self.x1) / 2.0, (self.y0 + self.y1) / 2.0)

    @property
    def area(self) -> float:
        """Area in square metres."""
        return (self.x1 - self.x0) * (self.y1 - self.y0)


@dataclass(frozen=True)
class Door:
    """A placed opening with its centre and the unit normal from ``a`` to ``b``."""

    a: str
    b: str
    centre: Point
    normal: Point
    width: float
    vertical: bool  # True when the opening lies on a vertical (x = const) edge


@dataclass
class Layout:
    """Placed regions, doors and the wall segments derived from them."""

    regions: list[Region]
    doors: list[Door]
    walls: np.ndarray = field(default_factory=lambda: np.zeros((0, 4)))

    def region(self, name: str) -> Region:
        """Region by name."""
        for r in self.regions:
            if r.name == name:
                return r
        raise KeyError(name)

    def region_at(self, p: Point) -> Region | None:
        """The region containing ``p`` (ties go to the first listed)."""
        for r in self.regions:
            if r.contains(p):
                return r
        return None

    def doors_of(self, name: str) -> list[Door]:
        """Doors touching region ``name``."""
        return [d for d in self.doors if name in (d.a, d.b)]


def _transform_rect(rect: Rect, mirror: bool, scale: float, offset: Point) -> Rect:
    x0, y0, x1, y1 = rect
    if mirror:
        x0, x1 = -x1, -x0
    return (
        x0 * scale + offset[0],
        y0 * scale + offset[1],
        x1 * scale + offset[0],
        y1 * scale + offset[1],
    )


def _shared_edge(a: Region, b: Region) -> tuple[bool, float, float, float]:
    """Return (vertical, line coordinate, lo, hi) of the edge shared by a and b."""
    for xa, xb in ((a.x1, b.x0), (a.x0, b.x1)):
        if abs(xa - xb) < 1e-3:
            lo, hi = max(a.y0, b.y0), min(a.y1, b.y1)
            if hi - lo > 0.5:
                return True, xa, lo, hi
    for ya, yb in ((a.y1, b.y0), (a.y0, b.y1)):
        if abs(ya - yb) < 1e-3:
            lo, hi = max(a.x0, b.x0), min(a.x1, b.x1)
            if hi - lo > 0.5:
                return False, ya, lo, hi
    raise ValueError(f"regions {a.name} and {b.name} do not touch")


def _place_door(spec: DoorSpec, ra: Region, rb: Region) -> Door:
    vertical, line, lo, hi = _shared_edge(ra, rb)
    width = min(spec.width, hi - lo - 0.2)
    c = lo + width / 2 + 0.1 + spec.frac * (hi - lo - width - 0.2)
    if vertical:
        centre = (line, c)
        normal = (1.0, 0.0) if rb.centre[0] > line else (-1.0, 0.0)
    else:
        centre = (c, line)
        normal = (0.0, 1.0) if rb.centre[1] > line else (0.0, -1.0)
    return Door(spec.a, spec.b, centre, normal, width, vertical)


def _subtract(lo: float, hi: float, gaps: list[tuple[float, float]]) -> list[tuple[float, float]]:
    pieces = [(lo, hi)]
    for g0, g1 in gaps:
        nxt: list[tuple[float, float]] = []
        for p0, p1 in pieces:
            if g1 <= p0 or g0 >= p1:
                nxt.append((p0, p1))
                continue
            if g0 > p0:
                nxt.append((p0, g0))
            if g1 < p1:
                nxt.append((g1, p1))
        pieces = nxt
    return [(p0, p1) for p0, p1 in pieces if p1 - p0 > 0.05]


def _walls(regions: list[Region], doors: list[Door]) -> np.ndarray:
    segs: list[tuple[float, float, float, float]] = []
    for r in regions:
        if not r.indoor:
            continue
        edges = [
            (True, r.x0, r.y0, r.y1),
            (True, r.x1, r.y0, r.y1),
            (False, r.y0, r.x0, r.x1),
            (False, r.y1, r.x0, r.x1),
        ]
        for vertical, line, lo, hi in edges:
            gaps = []
            for d in doors:
                if d.vertical != vertical:
                    continue
                dl, dc = (d.centre[0], d.centre[1]) if vertical else (d.centre[1], d.centre[0])
                if abs(dl - line) < 1e-3 and lo - EPS <= dc <= hi + EPS:
                    gaps.append((dc - d.width / 2, dc + d.width / 2))
            for p0, p1 in _subtract(lo, hi, gaps):
                segs.append((line, p0, line, p1) if vertical else (p0, line, p1, line))
    return np.asarray(segs, dtype=float).reshape(-1, 4)


def build_layout(
    regions: list[RegionSpec], doors: list[DoorSpec], mirror: bool, scale: float, offset: Point
) -> Layout:
    """Place a family's nominal plan in the map frame and derive its walls."""
    placed = [
        Region(r.name, r.kind, *_transform_rect(r.rect, mirror, scale, offset), r.indoor)
        for r in regions
    ]
    by_name = {r.name: r for r in placed}
    placed_doors = [_place_door(d, by_name[d.a], by_name[d.b]) for d in doors]
    return Layout(placed, placed_doors, _walls(placed, placed_doors))


def visible_mask(origin: Point, targets: np.ndarray, walls: np.ndarray) -> np.ndarray:
    """For each target point (N, 2), whether the segment from ``origin`` is wall-free."""
    if len(targets) == 0 or len(walls) == 0:
        return np.ones(len(targets), dtype=bool)
    px, py = origin
    rx = targets[:, 0:1] - px  # (N, 1)
    ry = targets[:, 1:2] - py
    qx, qy = walls[None, :, 0], walls[None, :, 1]
    sx, sy = walls[None, :, 2] - walls[None, :, 0], walls[None, :, 3] - walls[None, :, 1]
    denom = rx * sy - ry * sx
    with np.errstate(divide="ignore", invalid="ignore"):
        t = ((qx - px) * sy - (qy - py) * sx) / denom
        u = ((qx - px) * ry - (qy - py) * rx) / denom
    hit = (np.abs(denom) > 1e-9) & (t > 1e-4) & (t < 1 - 1e-4) & (u >= -1e-4) & (u <= 1 + 1e-4)
    return ~hit.any(axis=1)


def plan_path(layout: Layout, start: Point, goal: Point) -> list[Point]:
    """Waypoints from ``start`` to ``goal`` passing through door openings."""
    ra, rb = layout.region_at(start), layout.region_at(goal)
    if ra is None or rb is None:
        raise ValueError("start or goal outside the map")
    if ra.name == rb.name:
        return [start, goal]
    # Dijkstra over door nodes; node -1 is the start, node -2 the goal.
    doors = layout.doors

    def dist(p: Point, q: Point) -> float:
        return float(np.hypot(p[0] - q[0], p[1] - q[1]))

    best: dict[int, float] = {-1: 0.0}
    prev: dict[int, int] = {}
    heap: list[tuple[float, int]] = [(0.0, -1)]
    done: set[int] = set()
    while heap:
        cost, node = heapq.heappop(heap)
        if node in done:
            continue
        done.add(node)
        if node == -2:
            break
        if node == -1:
            here, regions = start, {ra.name}
        else:
            here, regions = doors[node].centre, {doors[node].a, doors[node].b}
        nbrs: list[tuple[int, Point]] = [
            (i, d.centre)
            for i, d in enumerate(doors)
            if i != node and (d.a in regions or d.b in regions)
        ]
        if rb.name in regions:
            nbrs.append((-2, goal))
        for nid, pos in nbrs:
            c = cost + dist(here, pos) + 0.01
            if c < best.get(nid, float("inf")):
                best[nid] = c
                prev[nid] = node
                heapq.heappush(heap, (c, nid))
    if -2 not in prev:
        raise ValueError(f"no path from {ra.name} to {rb.name}")
    chain: list[int] = []
    node = prev[-2]
    while node != -1:
        chain.append(node)
        node = prev[node]
    chain.reverse()
    pts: list[Point] = [start]
    current = ra.name
    for i in chain:
        d = doors[i]
        sign = 1.0 if d.a == current else -1.0
        nx, ny = d.normal[0] * sign, d.normal[1] * sign
        cx, cy = d.centre
        pts += [(cx - 0.7 * nx, cy - 0.7 * ny), (cx, cy), (cx + 0.7 * nx, cy + 0.7 * ny)]
        current = d.b if d.a == current else d.a
    pts.append(goal)
    return pts


def random_point(rng: np.random.Generator, region: Region, margin: float = 0.9) -> Point:
    """A uniform point inside ``region`` at least ``margin`` from its edges."""
    mx = min(margin, (region.x1 - region.x0) / 2 - 0.1)
    my = min(margin, (region.y1 - region.y0) / 2 - 0.1)
    return (
        float(rng.uniform(region.x0 + mx, region.x1 - mx)),
        float(rng.uniform(region.y0 + my, region.y1 - my)),
    )
