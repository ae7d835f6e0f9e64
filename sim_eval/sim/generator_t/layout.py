"""Places as rectangles along spines, doorways between them, and the route graph."""

from __future__ import annotations

import heapq
import math
from dataclasses import dataclass, field

from .model import Door, FamilySpec, Place

LIFT_W = 4.0


@dataclass
class Layout:
    places: dict[str, Place]
    doors: list[Door]
    level_z: dict[str, float]
    level_forms: dict[str, tuple[str, ...]]
    dock: str
    lift: str
    neighbours: dict[tuple[str, str], list[tuple[str, str, float, float]]] = field(
        default_factory=dict
    )

    def node_of(self, place: str, level: str) -> tuple[str, str]:
        return (place, level)


def build(spec: FamilySpec) -> Layout:
    ox, oy = spec.origin
    places: dict[str, Place] = {}
    doors: list[Door] = []
    level_z = {lv.key: lv.z for lv in spec.levels}
    level_forms = {lv.key: lv.forms for lv in spec.levels}
    has_lift = len(spec.levels) > 1
    dock = ""
    for lv in spec.levels:
        x = ox
        seg_x: list[float] = []
        spine_group = f"spine|{lv.key}"
        for i, seg in enumerate(lv.spine):
            rect = (x, oy - seg.width / 2, x + seg.length, oy + seg.width / 2)
            places[seg.key] = Place(
                seg.key,
                seg.forms,
                seg.kind,
                seg.kind_word,
                rect,
                (lv.key,),
                spine_group,
                seg.sight,
                spine=True,
            )
            if i > 0:
                doors.append(Door(lv.spine[i - 1].key, seg.key, lv.key, x, oy))
            seg_x.append(x)
            x += seg.length
        cursor = {("n", i): seg_x[i] for i in range(len(lv.spine))}
        cursor.update({("s", i): seg_x[i] for i in range(len(lv.spine))})
        if has_lift:  # west of the first spine segment, the same shaft on every level
            rect = (ox - LIFT_W, oy - LIFT_W / 2, ox, oy + LIFT_W / 2)
            if "lift" not in places:
                places["lift"] = Place(
                    "lift",
                    spec.lift,
                    "lift",
                    "a small steel lift car",
                    rect,
                    (),
                    "lift",
                    3.0,
                    lift=True,
                )
            places["lift"].levels = (*places["lift"].levels, lv.key)
            doors.append(Door(lv.spine[0].key, "lift", lv.key, ox, oy))
        for room in lv.rooms:
            seg = lv.spine[room.segment]
            half = seg.width / 2
            x0 = cursor[(room.side, room.segment)]
            x1 = x0 + room.width
            end = seg_x[room.segment] + seg.length
            if x1 > end + 1e-9:
                raise ValueError(f"{spec.key}: {room.key} does not fit beside {seg.key}")
            cursor[(room.side, room.segment)] = x1
            if room.side == "n":
                rect = (x0, oy + half, x1, oy + half + room.depth)
                dy = oy + half
            else:
                rect = (x0, oy - half - room.depth, x1, oy - half)
                dy = oy - half
            group = spine_group if room.open else room.key
            places[room.key] = Place(
                room.key,
                room.forms,
                room.kind,
                room.kind_word,
                rect,
                (lv.key,),
                group,
                room.sight,
                dock=room.dock,
            )
            doors.append(Door(seg.key, room.key, lv.key, (x0 + x1) / 2, dy))
            if room.dock:
                dock = room.key
    layout = Layout(places, doors, level_z, level_forms, dock, "lift" if has_lift else "")
    _graph(layout)
    return layout


def _graph(layout: Layout) -> None:
    nb: dict[tuple[str, str], list[tuple[str, str, float, float]]] = {}
    for d in layout.doors:
        nb.setdefault((d.a, d.level), []).append((d.b, d.level, d.x, d.y))
        nb.setdefault((d.b, d.level), []).append((d.a, d.level, d.x, d.y))
    if layout.lift:
        lift = layout.places["lift"]
        cx, cy = lift.centre()
        for a in lift.levels:
            for b in lift.levels:
                if a != b:
                    nb.setdefault(("lift", a), []).append(("lift", b, cx, cy))
    for key in nb:
        nb[key].sort()
    layout.neighbours = nb


def route(
    layout: Layout, start: tuple[str, str], goal: tuple[str, str]
) -> list[tuple[str, str, float, float]]:
    """Steps (place, level, door x, door y) from start to goal, Dijkstra over (place, level)."""
    dist = {start: 0.0}
    prev: dict[tuple[str, str], tuple[tuple[str, str], float, float]] = {}
    heap: list[tuple[float, tuple[str, str]]] = [(0.0, start)]
    while heap:
        d, node = heapq.heappop(heap)
        if node == goal:
            break
        if d > dist.get(node, math.inf):
            continue
        cx, cy = layout.places[node[0]].centre()
        for p, lv, x, y in layout.neighbours.get(node, []):
            step = math.dist((cx, cy), (x, y)) + 1.0
            if p == node[0]:  # a lift ride
                step = abs(layout.level_z[lv] - layout.level_z[node[1]]) * 2 + 15
            nd = d + step
            if nd < dist.get((p, lv), math.inf) - 1e-9:
                dist[(p, lv)] = nd
                prev[(p, lv)] = (node, x, y)
                heapq.heappush(heap, (nd, (p, lv)))
    steps: list[tuple[str, str, float, float]] = []
    node = goal
    while node != start:
        before, x, y = prev[node]
        steps.append((node[0], node[1], x, y))
        node = before
    steps.reverse()
    return steps


def level_of_z(layout: Layout, z: float) -> str | None:
    for key, value in layout.level_z.items():
        if abs(value - z) < 1e-6:
            return key
    return None
