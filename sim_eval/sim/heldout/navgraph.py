"""Navigation graph over door nodes; straight lines are safe inside a (convex) region."""

from __future__ import annotations

import heapq
import math
from dataclasses import dataclass

from .model import Door, World

SIDE_OFFSET = 0.6
LIFT_COST = 40.0


@dataclass(frozen=True)
class Node:
    """A waypoint just inside one region next to a door (or at an elevator car's centre)."""

    x: float
    y: float
    floor: int
    region: int
    door: int
    kind: str


class NavGraph:
    """Door-to-door graph with Dijkstra path queries."""

    def __init__(self, world: World, blocked: set[int] | None = None) -> None:
        self.world = world
        self.nodes: list[Node] = []
        self.adj: dict[int, list[tuple[int, float]]] = {}
        self.by_region: dict[int, list[int]] = {}
        blocked = blocked or set()
        for d in world.doors:
            if d.a in blocked or d.b in blocked:
                continue
            if d.kind == "lift":
                ia = self._add(
                    Node(*world.regions[d.a].centre, world.regions[d.a].floor, d.a, d.id, "lift")
                )
                ib = self._add(
                    Node(*world.regions[d.b].centre, world.regions[d.b].floor, d.b, d.id, "lift")
                )
                self._link(ia, ib, LIFT_COST)
                continue
            ia = self._add(self._side(d, d.a))
            ib = self._add(self._side(d, d.b))
            self._link(ia, ib, 2 * SIDE_OFFSET)
        for ids in self.by_region.values():
            for i in ids:
                for j in ids:
                    if i < j:
                        self._link(i, j, self._dist(self.nodes[i], self.nodes[j]))

    def _add(self, node: Node) -> int:
        self.nodes.append(node)
        idx = len(self.nodes) - 1
        self.adj[idx] = []
        self.by_region.setdefault(node.region, []).append(idx)
        return idx

    def _link(self, i: int, j: int, cost: float) -> None:
        self.adj[i].append((j, cost))
        self.adj[j].append((i, cost))

    @staticmethod
    def _dist(a: Node, b: Node) -> float:
        return math.hypot(a.x - b.x, a.y - b.y)

    def _side(self, d: Door, region: int) -> Node:
        r = self.world.regions[region]
        cx, cy = r.centre
        if d.axis == "h":
            y = d.y + math.copysign(min(SIDE_OFFSET, 0.45 * (r.y1 - r.y0)), cy - d.y)
            return Node(d.x, y, r.floor, region, d.id, d.kind)
        x = d.x + math.copysign(min(SIDE_OFFSET, 0.45 * (r.x1 - r.x0)), cx - d.x)
        return Node(x, d.y, r.floor, region, d.id, d.kind)

    def path(
        self,
        start: tuple[float, float],
        start_region: int,
        goal: tuple[float, float],
        goal_region: int,
    ) -> list[Node] | None:
        """Node sequence from start to goal (excluding both endpoints), or None."""
        if start_region == goal_region:
            return []
        src = Node(
            start[0], start[1], self.world.regions[start_region].floor, start_region, -1, "start"
        )
        dst = Node(goal[0], goal[1], self.world.regions[goal_region].floor, goal_region, -1, "goal")
        n = len(self.nodes)
        best = {n: 0.0}
        prev: dict[int, int] = {}
        heap = [(0.0, n)]
        goal_ids = set(self.by_region.get(goal_region, []))
        done: set[int] = set()
        while heap:
            cost, i = heapq.heappop(heap)
            if i in done:
                continue
            done.add(i)
            if i == n + 1:
                break
            if i == n:
                edges = [
                    (j, self._dist(src, self.nodes[j]))
                    for j in self.by_region.get(start_region, [])
                ]
            else:
                edges = list(self.adj[i])
                if i in goal_ids:
                    edges.append((n + 1, self._dist(self.nodes[i], dst)))
            for j, c in edges:
                nc = cost + c
                if nc < best.get(j, math.inf):
                    best[j] = nc
                    prev[j] = i
                    heapq.heappush(heap, (nc, j))
        if n + 1 not in prev:
            return None
        out, i = [], prev[n + 1]
        while i != n:
            out.append(self.nodes[i])
            i = prev[i]
        return out[::-1]
