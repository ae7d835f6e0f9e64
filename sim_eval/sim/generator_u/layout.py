"""Rectangles along spines, doorways, the lift, and shortest paths between places."""

from __future__ import annotations

import heapq
import math
from dataclasses import dataclass

from .model import Door, FamilySpec, Place

Node = tuple[str, str]  # (place key, level key)
LIFT_W = 4.0


@dataclass
class Layout:
    family: FamilySpec
    places: dict[str, Place]
    doors: list[Door]
    levels: dict[str, float]
    lift: str | None
    dock: str

    def place_at(self, x: float, y: float, level: str | None) -> str:
        """The place holding a point on a level (rooms before spines before the lift)."""
        if level is None:
            assert self.lift is not None
            return self.lift
        order = ("N", "S", "spine", "lift")
        for side in order:
            for place in self.places.values():
                if place.spec.side != side:
                    continue
                if side != "lift" and place.spec.level != level:
                    continue
                if place.contains(x, y):
                    return place.key
        raise ValueError(f"no place at ({x:.2f}, {y:.2f}) on {level}")

    def door(self, a: str, b: str, level: str) -> Door:
        for door in self.doors:
            if door.level == level and {door.a, door.b} == {a, b}:
                return door
        raise KeyError((a, b, level))

    def neighbours(self, node: Node) -> list[tuple[Node, float]]:
        key, level = node
        out: list[tuple[Node, float]] = []
        here = self.centre(key, level)
        for door in self.doors:
            if door.level != level or key not in (door.a, door.b):
                continue
            other = door.b if door.a == key else door.a
            there = self.centre(other, level)
            cost = math.dist(here, (door.x, door.y)) + math.dist((door.x, door.y), there)
            out.append(((other, level), cost))
        if key == self.lift:
            for other_level, z in self.levels.items():
                if other_level != level:
                    out.append(((key, other_level), 15.0 + abs(z - self.levels[level])))
        return out

    def centre(self, key: str, level: str) -> tuple[float, float]:
        x0, y0, x1, y1 = self.places[key].rect
        return ((x0 + x1) / 2, (y0 + y1) / 2)

    def path(self, start: Node, goal: Node) -> list[Node]:
        """Dijkstra over (place, level) nodes; ties broken by node name."""
        best: dict[Node, float] = {start: 0.0}
        prev: dict[Node, Node] = {}
        heap: list[tuple[float, Node]] = [(0.0, start)]
        while heap:
            cost, node = heapq.heappop(heap)
            if node == goal:
                break
            if cost > best.get(node, math.inf):
                continue
            for other, step in self.neighbours(node):
                new = cost + step
                if new < best.get(other, math.inf) - 1e-9:
                    best[other] = new
                    prev[other] = node
                    heapq.heappush(heap, (new, other))
        out = [goal]
        while out[-1] != start:
            out.append(prev[out[-1]])
        return out[::-1]


def build(family: FamilySpec) -> Layout:
    """Each level: spine segments west to east, rooms north and south of their segment."""
    ox, oy = family.origin
    levels = {lv.key: lv.z for lv in family.levels}
    places: dict[str, Place] = {}
    doors: list[Door] = []
    lift_key: str | None = None
    dock = ""
    for lv in family.levels:
        spines = sorted(
            (p for p in family.places if p.level == lv.key and p.side == "spine"),
            key=lambda p: p.seg,
        )
        x = ox
        previous: Place | None = None
        for seg in spines:
            rooms_n = [
                p for p in family.places if p.level == lv.key and p.side == "N" and p.seg == seg.seg
            ]
            rooms_s = [
                p for p in family.places if p.level == lv.key and p.side == "S" and p.seg == seg.seg
            ]
            length = max(sum(r.w for r in rooms_n), sum(r.w for r in rooms_s), 12.0) + 4.0
            half = seg.d / 2
            group_kind = "out" if seg.outdoor else "in"
            group = f"spine-{lv.key}-{group_kind}"
            spine = Place(seg, (x, oy - half, x + length, oy + half), lv.z, group)
            places[seg.key] = spine
            if previous is not None:
                doors.append(Door(previous.key, seg.key, lv.key, x, oy))
            for side, rooms in (("N", rooms_n), ("S", rooms_s)):
                rx = x + 2.0
                for room in rooms:
                    if side == "N":
                        rect = (rx, oy + half, rx + room.w, oy + half + room.d)
                        dy = oy + half
                    else:
                        rect = (rx, oy - half - room.d, rx + room.w, oy - half)
                        dy = oy - half
                    rgroup = group if room.open else f"room-{room.key}"
                    places[room.key] = Place(room, rect, lv.z, rgroup)
                    doors.append(Door(seg.key, room.key, lv.key, rx + room.w / 2, dy))
                    if room.dock:
                        dock = room.key
                    rx += room.w
            previous = spine
            x += length
    for spec in family.places:
        if spec.side == "lift":
            lift_key = spec.key
            places[spec.key] = Place(spec, (ox - LIFT_W, oy - 2.0, ox, oy + 2.0), 0.0, "lift")
            for lv in family.levels:
                first = min(
                    (p for p in family.places if p.level == lv.key and p.side == "spine"),
                    key=lambda p: p.seg,
                )
                doors.append(Door(spec.key, first.key, lv.key, ox, oy))
    return Layout(family, places, doors, levels, lift_key, dock)
