"""The building as a graph: doorway points between places and shortest routes between them."""

from __future__ import annotations

import heapq
import math
from dataclasses import dataclass

from .familyspec import FamilySpec
from .model import Link, Place

Node = tuple[str, int]  # (place, floor)


def door_point(a: Place, b: Place) -> tuple[float, float] | None:
    """Middle of the boundary two rectangles share (None when they share less than 0.8 m)."""
    ax0, ay0, ax1, ay1 = a.rect
    bx0, by0, bx1, by1 = b.rect
    for ea, eb in ((ax1, bx0), (ax0, bx1)):
        if abs(ea - eb) < 1e-9:
            lo, hi = max(ay0, by0), min(ay1, by1)
            if hi - lo >= 0.8:
                return (ea, (lo + hi) / 2)
    for ea, eb in ((ay1, by0), (ay0, by1)):
        if abs(ea - eb) < 1e-9:
            lo, hi = max(ax0, bx0), min(ax1, bx1)
            if hi - lo >= 0.8:
                return ((lo + hi) / 2, ea)
    return None


@dataclass
class Layout:
    spec: FamilySpec
    links: list[Link]

    @classmethod
    def of(cls, spec: FamilySpec) -> Layout:
        links: list[Link] = []
        for a_name, b_name in spec.links:
            a, b = spec.place(a_name), spec.place(b_name)
            common = [f for f in a.floors if f in b.floors]
            if len(common) != 1:
                raise ValueError(f"{spec.name}: link {a_name}-{b_name} needs one shared floor")
            point = door_point(a, b)
            if point is None:
                raise ValueError(f"{spec.name}: {a_name} and {b_name} share no boundary")
            links.append(Link(a_name, b_name, common[0], point))
        return cls(spec, links)

    def link(self, a: str, b: str, floor: int) -> Link:
        for lk in self.links:
            if lk.floor == floor and {lk.a, lk.b} == {a, b}:
                return lk
        raise KeyError((a, b, floor))

    def neighbours(self, node: Node, banned: str | None) -> list[tuple[Node, float]]:
        """Adjacent nodes with a cost in seconds; ``banned`` is a vertical kind to avoid."""
        place, floor = node
        out: list[tuple[Node, float]] = []
        here = self.spec.place(place)
        for lk in self.links:
            if lk.floor != floor or place not in (lk.a, lk.b):
                continue
            other = lk.b if lk.a == place else lk.a
            there = self.spec.place(other)
            cost = (
                math.dist(here.centre, lk.point) + math.dist(lk.point, there.centre)
            ) / 1.0 + 2.0
            out.append(((other, floor), cost))
        if here.transit and here.kind != banned:
            floors = list(here.floors)
            k = floors.index(floor)
            if here.kind == "lift":
                for g in floors:
                    if g != floor:
                        out.append(((place, g), 18.0 + 4.0 * abs(g - floor)))
            else:
                for j in (k - 1, k + 1):
                    if 0 <= j < len(floors):
                        out.append(((place, floors[j]), 26.0))
        return out

    def route(self, start: Node, goal: Node, banned: str | None) -> list[Node] | None:
        """Cheapest node path (Dijkstra, ties broken by node order), or None."""
        best: dict[Node, float] = {start: 0.0}
        back: dict[Node, Node] = {}
        heap: list[tuple[float, Node]] = [(0.0, start)]
        while heap:
            cost, node = heapq.heappop(heap)
            if node == goal:
                path = [node]
                while node in back:
                    node = back[node]
                    path.append(node)
                return path[::-1]
            if cost > best.get(node, math.inf):
                continue
            for nxt, step in self.neighbours(node, banned):
                c = cost + step
                if c < best.get(nxt, math.inf) - 1e-9:
                    best[nxt] = c
                    back[nxt] = node
                    heapq.heappush(heap, (c, nxt))
        return None
