"""Rectangles along spines, doorways, the lift and stairs, and shortest routes between places."""

from __future__ import annotations

import heapq
import itertools
import math
from dataclasses import dataclass

from .model import FamilySpec, PlaceSpec

LIFT = "lift"
STAIRS = "stairs"
STAIRS_W = 5.0
STAIRS_H = 6.0
LIFT_W = 4.0


@dataclass(frozen=True)
class Place:
    key: str
    forms: tuple[str, ...]
    kind: str
    level: str | None  # None: the lift and the stairs (every level)
    side: str
    rect: tuple[float, float, float, float]  # x0, y0, x1, y1 (map metres)
    z: float | None
    group: str
    sight: float
    outdoor: bool
    open: bool
    dock: bool
    sign: str
    door: tuple[float, float] | None  # a room's doorway onto its spine segment
    inward: tuple[float, float]  # unit vector from the doorway into the room

    def contains(self, x: float, y: float, tol: float = 1e-3) -> bool:
        x0, y0, x1, y1 = self.rect
        return x0 - tol <= x <= x1 + tol and y0 - tol <= y <= y1 + tol

    @property
    def centre(self) -> tuple[float, float]:
        x0, y0, x1, y1 = self.rect
        return ((x0 + x1) / 2, (y0 + y1) / 2)

    @property
    def area(self) -> float:
        x0, y0, x1, y1 = self.rect
        return (x1 - x0) * (y1 - y0)


@dataclass(frozen=True)
class Edge:
    a: tuple[str, str]  # (place, level)
    b: tuple[str, str]
    point: tuple[float, float]  # the doorway (or the shaft centre for a ride)
    kind: str  # door | ride | climb
    cost: float


class Layout:
    """Every place of a family, its doorways and a graph over (place, level) nodes."""

    def __init__(self, spec: FamilySpec) -> None:
        self.spec = spec
        self.levels = {lv.key: lv for lv in spec.levels}
        self.level_order = [lv.key for lv in spec.levels]
        self.places: dict[str, Place] = {}
        self.edges: list[Edge] = []
        self._build()
        self.adj: dict[tuple[str, str], list[Edge]] = {}
        for edge in self.edges:
            self.adj.setdefault(edge.a, []).append(edge)
            self.adj.setdefault(edge.b, []).append(edge)

    def _build(self) -> None:
        spec = self.spec
        ox, oy = spec.origin
        sw = spec.spine_width
        has_stairs = bool(spec.stairs)
        for level in spec.levels:
            spines = sorted(
                (p for p in spec.places if p.level == level.key and p.side == "spine"),
                key=lambda p: p.seg,
            )
            x = 0.0
            for seg in spines:
                rooms_n = [
                    p
                    for p in spec.places
                    if p.level == level.key and p.side == "N" and p.seg == seg.seg
                ]
                rooms_s = [
                    p
                    for p in spec.places
                    if p.level == level.key and p.side == "S" and p.seg == seg.seg
                ]
                offset_s = STAIRS_W if (has_stairs and seg.seg == 0) else 0.0
                width = max(seg.w, sum(r.w for r in rooms_n), offset_s + sum(r.w for r in rooms_s))
                group = f"{level.key}:{'out' if seg.outdoor else 'in'}"
                self._add(
                    seg, (ox + x, oy, ox + x + width, oy + sw), level.z, group, None, (0.0, 1.0)
                )
                if seg.seg > 0:
                    prev = spines[seg.seg - 1]
                    self.edges.append(
                        Edge(
                            (prev.key, level.key),
                            (seg.key, level.key),
                            (ox + x, oy + sw / 2),
                            "door",
                            0.0,
                        )
                    )
                rx = x
                for room in rooms_n:
                    self._room(room, level.key, level.z, ox + rx, oy + sw, seg, True)
                    rx += room.w
                rx = x + offset_s
                for room in rooms_s:
                    self._room(room, level.key, level.z, ox + rx, oy, seg, False)
                    rx += room.w
                x += width
            first = spines[0]
            self.edges.append(
                Edge((LIFT, level.key), (first.key, level.key), (ox, oy + sw / 2), "door", 0.0)
            )
            if has_stairs:
                self.edges.append(
                    Edge(
                        (STAIRS, level.key),
                        (first.key, level.key),
                        (ox + STAIRS_W / 2, oy),
                        "door",
                        0.0,
                    )
                )
        lift_rect = (ox - LIFT_W, oy, ox, oy + sw)
        self.places[LIFT] = Place(
            LIFT,
            spec.lift,
            "lift",
            None,
            "lift",
            lift_rect,
            None,
            LIFT,
            sight=0.0,
            outdoor=False,
            open=False,
            dock=False,
            sign="",
            door=None,
            inward=(-1.0, 0.0),
        )
        order = self.level_order
        for i, a in enumerate(order):
            for b in order[i + 1 :]:
                dz = abs(self.levels[a].z - self.levels[b].z)
                self.edges.append(
                    Edge(
                        (LIFT, a),
                        (LIFT, b),
                        (ox - LIFT_W / 2, oy + sw / 2),
                        "ride",
                        20.0 + dz * 2.0,
                    )
                )
        if has_stairs:
            rect = (ox, oy - STAIRS_H, ox + STAIRS_W, oy)
            self.places[STAIRS] = Place(
                STAIRS,
                spec.stairs,
                "stairs",
                None,
                "stairs",
                rect,
                None,
                STAIRS,
                sight=0.0,
                outdoor=False,
                open=False,
                dock=False,
                sign="",
                door=None,
                inward=(0.0, -1.0),
            )
            for a, b in itertools.pairwise(order):
                dz = abs(self.levels[a].z - self.levels[b].z)
                self.edges.append(
                    Edge((STAIRS, a), (STAIRS, b), (ox + STAIRS_W / 2, oy - 3.0), "climb", dz * 5.0)
                )

    def _add(
        self,
        spec: PlaceSpec,
        rect: tuple[float, float, float, float],
        z: float,
        group: str,
        door: tuple[float, float] | None,
        inward: tuple[float, float],
    ) -> None:
        sign = spec.sign or spec.forms[0].upper()
        self.places[spec.key] = Place(
            spec.key,
            spec.forms,
            spec.kind,
            spec.level,
            spec.side,
            tuple(round(v, 3) for v in rect),  # type: ignore[arg-type]
            z,
            group,
            spec.sight,
            spec.outdoor,
            spec.open,
            spec.dock,
            sign,
            door,
            inward,
        )

    def _room(
        self,
        room: PlaceSpec,
        level: str,
        z: float,
        x0: float,
        y_edge: float,
        seg: PlaceSpec,
        north: bool,
    ) -> None:
        if north:
            rect = (x0, y_edge, x0 + room.w, y_edge + room.h)
            inward = (0.0, 1.0)
        else:
            rect = (x0, y_edge - room.h, x0 + room.w, y_edge)
            inward = (0.0, -1.0)
        door = (round(x0 + room.w / 2, 3), round(y_edge, 3))
        group = f"{level}:out" if room.open and seg.outdoor else f"{level}:{room.key}"
        self._add(room, rect, z, group, door, inward)
        self.edges.append(Edge((room.key, level), (seg.key, level), door, "door", 0.0))

    # -- queries ---------------------------------------------------------------------------

    def node_places(self) -> list[tuple[str, str]]:
        return sorted(self.adj)

    def route(
        self, start: tuple[str, str], start_xy: tuple[float, float], goal: tuple[str, str]
    ) -> list[Edge]:
        """Edges of the cheapest route (door-to-door distances plus ride/climb costs)."""
        best: dict[tuple[str, str], float] = {start: 0.0}
        back: dict[tuple[str, str], tuple[Edge, tuple[float, float]]] = {}
        heap: list[tuple[float, int, tuple[str, str], tuple[float, float]]] = [
            (0.0, 0, start, start_xy)
        ]
        counter = 1
        while heap:
            cost, _, node, xy = heapq.heappop(heap)
            if node == goal:
                break
            if cost > best.get(node, math.inf) + 1e-9:
                continue
            for edge in self.adj.get(node, []):
                other = edge.b if edge.a == node else edge.a
                step = math.dist(xy, edge.point) + edge.cost
                new = cost + step
                if new < best.get(other, math.inf) - 1e-9:
                    best[other] = new
                    back[other] = (edge, edge.point)
                    heapq.heappush(heap, (new, counter, other, edge.point))
                    counter += 1
        path: list[Edge] = []
        node = goal
        while node != start:
            edge, _ = back[node]
            path.append(edge)
            node = edge.a if edge.b == node else edge.b
        path.reverse()
        return path

    def place_at(self, level: str, x: float, y: float) -> str | None:
        for place in self.places.values():
            if place.level == level and place.contains(x, y, 0.0):
                return place.key
        return None

    def doors_json(self) -> list[dict[str, object]]:
        return [
            {"a": list(e.a), "b": list(e.b), "point": [e.point[0], e.point[1]], "kind": e.kind}
            for e in self.edges
        ]
