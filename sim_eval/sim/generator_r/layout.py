"""Doorways between linked places and the route graph over (place, level) nodes."""

from __future__ import annotations

import heapq
import math
from dataclasses import dataclass

from .model import FamilySpec, Place, Point


@dataclass(frozen=True)
class Door:
    a: str
    b: str
    level: str
    point: Point


def shared_edge_midpoint(
    r1: tuple[float, float, float, float], r2: tuple[float, float, float, float]
) -> Point | None:
    """Midpoint of the edge two rectangles share (None when they share none)."""
    ax0, ay0, ax1, ay1 = r1
    bx0, by0, bx1, by1 = r2
    eps = 1e-6
    for xa, xb in ((ax1, bx0), (ax0, bx1)):
        if abs(xa - xb) < eps:
            lo, hi = max(ay0, by0), min(ay1, by1)
            if hi - lo > 0.5:
                return (xa, (lo + hi) / 2)
    for ya, yb in ((ay1, by0), (ay0, by1)):
        if abs(ya - yb) < eps:
            lo, hi = max(ax0, bx0), min(ax1, bx1)
            if hi - lo > 0.5:
                return ((lo + hi) / 2, ya)
    return None


def doors_of(spec: FamilySpec) -> list[Door]:
    """One doorway per link, at the middle of the shared edge."""
    doors: list[Door] = []
    for link in spec.links:
        pa, pb = spec.place(link.a), spec.place(link.b)
        point = shared_edge_midpoint(pa.rect, pb.rect)
        if point is None:
            raise ValueError(f"{link.a} and {link.b} share no edge")
        doors.append(Door(link.a, link.b, link.level, (round(point[0], 3), round(point[1], 3))))
    return doors


def inside(place: Place, x: float, y: float, tol: float = 1e-6) -> bool:
    x0, y0, x1, y1 = place.rect
    return x0 - tol <= x <= x1 + tol and y0 - tol <= y <= y1 + tol


def centre(place: Place) -> Point:
    x0, y0, x1, y1 = place.rect
    return ((x0 + x1) / 2, (y0 + y1) / 2)


Node = tuple[str, str]  # (place, level)


class Graph:
    """Places as nodes per level; doors as edges; lifts join their levels."""

    def __init__(self, spec: FamilySpec, doors: list[Door]) -> None:
        self.spec = spec
        self.doors = doors
        self.edges: dict[Node, list[tuple[Node, float, Door | None]]] = {}
        for door in doors:
            na, nb = (door.a, door.level), (door.b, door.level)
            self.edges.setdefault(na, []).append((nb, 0.0, door))
            self.edges.setdefault(nb, []).append((na, 0.0, door))
        levels = {lv.key: lv for lv in spec.levels}
        for place in spec.places:
            if place.transit:
                for i, la in enumerate(place.levels):
                    for lb in place.levels[i + 1 :]:
                        cost = 12.0 + abs(levels[la].z - levels[lb].z) / 0.8
                        self.edges.setdefault((place.key, la), []).append(
                            ((place.key, lb), cost, None)
                        )
                        self.edges.setdefault((place.key, lb), []).append(
                            ((place.key, la), cost, None)
                        )

    def route(
        self, start: Node, start_xy: Point, goal_place: str, speed: float
    ) -> list[tuple[Node, Door | None]]:
        """Cheapest node sequence from ``start`` to any node of ``goal_place``.

        Each step is (node entered, door used or None for a lift ride)."""
        best: dict[Node, float] = {start: 0.0}
        prev: dict[Node, tuple[Node, Door | None]] = {}
        pos: dict[Node, Point] = {start: start_xy}
        heap: list[tuple[float, int, Node]] = [(0.0, 0, start)]
        counter = 1
        goal: Node | None = None
        while heap:
            cost, _, node = heapq.heappop(heap)
            if cost > best.get(node, math.inf) + 1e-9:
                continue
            if node[0] == goal_place:
                goal = node
                break
            here = pos[node]
            for nxt, extra, door in self.edges.get(node, []):
                if door is not None:
                    step = math.dist(here, door.point) / speed + 2.0
                    npos = door.point
                else:
                    step = extra
                    npos = here
                total = cost + step
                if total < best.get(nxt, math.inf) - 1e-9:
                    best[nxt] = total
                    prev[nxt] = (node, door)
                    pos[nxt] = npos
                    heapq.heappush(heap, (total, counter, nxt))
                    counter += 1
        if goal is None:
            raise ValueError(f"no route from {start} to {goal_place}")
        steps: list[tuple[Node, Door | None]] = []
        node = goal
        while node != start:
            back, door = prev[node]
            steps.append((node, door))
            node = back
        steps.reverse()
        return steps
