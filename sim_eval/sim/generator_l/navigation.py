"""The walkable graph: a centre node per place and floor, a node per doorway, straight
edges inside each (convex) place, and lift / stair edges between floors."""

from __future__ import annotations

import heapq
import itertools
import math
from dataclasses import dataclass

from sim_eval.sim.generator_l.model import Family, Place

LIFT_SPEED = 0.5  # m/s vertical
LIFT_DOOR_S = 6.0
STAIR_SPEED = 0.45  # m/s along the flight
WALK_SPEED = 0.9


@dataclass(frozen=True)
class Node:
    key: str
    x: float
    y: float
    floor: int


@dataclass(frozen=True)
class Edge:
    a: str
    b: str
    mode: str  # walk | lift | stairs
    place: str
    cost: float


class NavGraph:
    def __init__(self, family: Family) -> None:
        self.family = family
        self.nodes: dict[str, Node] = {}
        self.edges: dict[str, list[Edge]] = {}
        self._build()

    def centre(self, place: str, floor: int) -> str:
        return f"c:{place}@{floor}"

    def _add_node(self, key: str, x: float, y: float, floor: int) -> None:
        self.nodes[key] = Node(key, x, y, floor)
        self.edges.setdefault(key, [])

    def _add_edge(self, a: str, b: str, mode: str, place: str, cost: float) -> None:
        self.edges[a].append(Edge(a, b, mode, place, cost))
        self.edges[b].append(Edge(b, a, mode, place, cost))

    def _build(self) -> None:
        members: dict[tuple[str, int], list[str]] = {}
        for place in self.family.places:
            for floor in place.floors:
                x, y = self.anchor(place)
                key = self.centre(place.key, floor)
                self._add_node(key, x, y, floor)
                members.setdefault((place.key, floor), []).append(key)
        for link in self.family.links:
            key = f"d:{link.a}|{link.b}@{link.floor}"
            self._add_node(key, link.x, link.y, link.floor)
            members[(link.a, link.floor)].append(key)
            members[(link.b, link.floor)].append(key)
        for (place_key, _floor), keys in members.items():
            for i, a in enumerate(keys):
                for b in keys[i + 1 :]:
                    na, nb = self.nodes[a], self.nodes[b]
                    cost = math.hypot(na.x - nb.x, na.y - nb.y) / WALK_SPEED
                    self._add_edge(a, b, "walk", place_key, cost)
        for place in self.family.places:
            floors = sorted(place.floors)
            if place.kind == "lift":
                for i, fa in enumerate(floors):
                    for fb in floors[i + 1 :]:
                        dz = abs(self.family.floor(fa).z - self.family.floor(fb).z)
                        cost = 2 * LIFT_DOOR_S + 10.0 + dz / LIFT_SPEED
                        self._add_edge(
                            self.centre(place.key, fa),
                            self.centre(place.key, fb),
                            "lift",
                            place.key,
                            cost,
                        )
            if place.kind == "stairs":
                for fa, fb in itertools.pairwise(floors):
                    cost = 2 * self.flight_length(place) / STAIR_SPEED
                    self._add_edge(
                        self.centre(place.key, fa),
                        self.centre(place.key, fb),
                        "stairs",
                        place.key,
                        cost,
                    )

    def anchor(self, place: Place) -> tuple[float, float]:
        """The centre node's position: the rect centre, or for stairs the landing by the
        door (the flight runs away from it and back)."""
        if place.kind != "stairs":
            return place.centre
        door = self._door_of(place)
        _, y0, _, y1 = place.rect
        cx, cy = place.centre
        if door[1] in (y0, y1):
            return (door[0], door[1] + (1.0 if cy > door[1] else -1.0))
        return (door[0] + (1.0 if cx > door[0] else -1.0), door[1])

    def stair_far_point(self, place: Place) -> tuple[float, float]:
        lx, ly = self.anchor(place)
        cx, cy = place.centre
        return (lx + 2 * (cx - lx), ly + 2 * (cy - ly)) if (lx, ly) != (cx, cy) else (cx, cy)

    def flight_length(self, place: Place) -> float:
        lx, ly = self.anchor(place)
        fx, fy = self.stair_far_point(place)
        return max(3.0, math.hypot(fx - lx, fy - ly))

    def _door_of(self, place: Place) -> tuple[float, float]:
        for link in self.family.links:
            if place.key in (link.a, link.b):
                return (link.x, link.y)
        return place.centre

    def shortest(
        self, start: str, goal: str, weights: dict[str, float] | None = None
    ) -> list[Edge]:
        """Dijkstra by time; ``weights`` multiply lift / stairs costs (a trip's preference)."""
        weights = weights or {}
        best: dict[str, float] = {start: 0.0}
        back: dict[str, Edge] = {}
        heap: list[tuple[float, str]] = [(0.0, start)]
        done: set[str] = set()
        while heap:
            cost, node = heapq.heappop(heap)
            if node in done:
                continue
            done.add(node)
            if node == goal:
                break
            for edge in self.edges[node]:
                step = edge.cost * weights.get(edge.mode, 1.0)
                total = cost + step
                if total < best.get(edge.b, math.inf) - 1e-9:
                    best[edge.b] = total
                    back[edge.b] = edge
                    heapq.heappush(heap, (total, edge.b))
        if goal not in back and goal != start:
            raise ValueError(f"no path from {start} to {goal}")
        path = []
        node = goal
        while node != start:
            edge = back[node]
            path.append(edge)
            node = edge.a
        return path[::-1]
