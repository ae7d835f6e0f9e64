"""Shortest walkable routes between any two points of the campus.

Regions are convex, so two points of one region see each other. Each portal
(doorway, kerb gap, building door) becomes one node a little inside every
region it joins, so a route crosses a boundary head-on instead of walking
along it; crosswalks are explicit links. Dijkstra over that graph gives
routes that never cut through a wall.
"""

from __future__ import annotations

import heapq
import itertools
from collections import defaultdict
from collections.abc import Container, Iterable, Mapping

from sim_eval.sim.geometry import Box, Point, distance
from sim_eval.sim.model import Portal

# How far inside a region a portal's node sits (metres).
APPROACH = 0.6


class NoRouteError(RuntimeError):
    """Two regions are not connected (a layout bug, never expected at run time)."""


class NavGraph:
    """Nodes: (portal, region) pairs. Edges: same region, same portal, or a link."""

    def __init__(
        self,
        portals: Iterable[Portal],
        links: Iterable[tuple[Point, Point]],
        boxes: Mapping[str, Box],
        not_walkable: Iterable[str] = (),
    ) -> None:
        blocked = frozenset(not_walkable)
        self._nodes: list[Point] = []
        self._region_of: list[str] = []
        self._by_region: dict[str, list[int]] = defaultdict(list)
        by_portal: dict[Point, list[int]] = defaultdict(list)
        for portal in portals:
            for region in portal.regions:
                if region in blocked:
                    continue
                node = len(self._nodes)
                self._nodes.append(boxes[region].clamp(portal.at, APPROACH))
                self._region_of.append(region)
                self._by_region[region].append(node)
                by_portal[portal.at].append(node)
        self._edges: dict[int, dict[int, float]] = defaultdict(dict)
        groups = [*self._by_region.values(), *by_portal.values()]
        groups += [by_portal[a] + by_portal[b] for a, b in links]
        for group in groups:
            for a in group:
                for b in group:
                    if a != b:
                        self._edges[a][b] = distance(self._nodes[a], self._nodes[b])

    def route(
        self,
        start: Point,
        start_region: str,
        goal: Point,
        goal_region: str,
        through: Container[str] | None = None,
    ) -> list[Point]:
        """Waypoints from start to goal inclusive, over the fewest metres.

        ``through`` limits the regions a route may cross (a stroll does not cut
        through a building); start and goal regions are always allowed.
        """
        if start_region == goal_region:
            return [start, goal]
        to_goal = {node: distance(self._nodes[node], goal) for node in self._by_region[goal_region]}
        best: dict[int, float] = {}
        previous: dict[int, int] = {}
        queue: list[tuple[float, int]] = []
        for node in self._by_region[start_region]:
            best[node] = distance(start, self._nodes[node])
            heapq.heappush(queue, (best[node], node))
        finish, finish_cost = -1, float("inf")
        while queue:
            cost, node = heapq.heappop(queue)
            if cost > best[node] or cost >= finish_cost:
                continue
            if node in to_goal and cost + to_goal[node] < finish_cost:
                finish, finish_cost = node, cost + to_goal[node]
            for neighbour, step in self._edges[node].items():
                region = self._region_of[neighbour]
                if through is not None and region not in through and region != goal_region:
                    continue
                if cost + step < best.get(neighbour, float("inf")):
                    best[neighbour] = cost + step
                    previous[neighbour] = node
                    heapq.heappush(queue, (cost + step, neighbour))
        if finish < 0:
            raise NoRouteError(f"no route from {start_region} to {goal_region}")
        chain = [finish]
        while chain[-1] in previous:
            chain.append(previous[chain[-1]])
        return [start, *(self._nodes[node] for node in reversed(chain)), goal]

    def length(
        self,
        start: Point,
        start_region: str,
        goal: Point,
        goal_region: str,
        through: Container[str] | None = None,
    ) -> float:
        """Metres of the shortest route (for time budgets)."""
        points = self.route(start, start_region, goal, goal_region, through)
        return sum(distance(a, b) for a, b in itertools.pairwise(points))
