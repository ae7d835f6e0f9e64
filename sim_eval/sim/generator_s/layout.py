"""Places as rectangles along spines, doorways, signs and the route graph."""

from __future__ import annotations

import heapq
import math
from typing import Any

from . import fam_convention, fam_port, fam_zoo
from .model import FAMILIES
from .rng import stream

SPECS = {"convention": fam_convention.spec, "port": fam_port.spec, "zoo": fam_zoo.spec}


def build_site(family: str, seed: int) -> dict[str, Any]:
    """The family's spec with every place laid out: rect, level, door, group, sign."""
    if family not in FAMILIES:
        raise ValueError(f"unknown family {family!r}; known: {', '.join(FAMILIES)}")
    spec = SPECS[family](stream(family, seed, "layout"))
    ox, oy = spec["origin"]
    places: dict[str, dict[str, Any]] = {}
    doors: list[dict[str, Any]] = []
    lift = spec["lift"]
    levels = [{"key": lv["key"], "z": lv["z"], "forms": lv["forms"]} for lv in spec["levels"]]
    if lift is not None:
        places["lift"] = {
            "key": "lift",
            "name": lift["name"],
            "forms": lift["forms"],
            "kind": "lift",
            "kind_word": lift["kind_word"],
            "rect": [ox + 2.0, oy - lift["d"], ox + 2.0 + lift["w"], oy],
            "level": None,
            "levels": [lv["key"] for lv in levels],
            "group": "lift",
            "sight": 3.0,
            "spine": False,
            "dock": False,
            "lift": True,
        }
    for lv in spec["levels"]:
        width = lv["spine_w"]
        x_n = ox + 2.0
        x_s = ox + 2.0 + (lift["w"] + 1.5 if lift is not None else 0.0)
        rooms: list[tuple[dict[str, Any], list[float], list[float]]] = []
        for room in lv["north"]:
            rect = [x_n, oy + width, x_n + room["w"], oy + width + room["d"]]
            rooms.append((room, rect, [x_n + room["w"] / 2, oy + width]))
            x_n += room["w"] + 1.5
        for room in lv["south"]:
            rect = [x_s, oy - room["d"], x_s + room["w"], oy]
            rooms.append((room, rect, [x_s + room["w"] / 2, oy]))
            x_s += room["w"] + 1.5
        length = max(x_n, x_s) + 2.0 - ox
        door_xs = [d[0] for _, _, d in rooms] + [ox + 2.0 + (lift["w"] / 2 if lift else 0.0)]
        bounds = [ox]
        acc = 0.0
        for seg in lv["spine"][:-1]:
            acc += seg["w"]
            xb = ox + acc * length
            while any(abs(xb - dx) < 2.0 for dx in door_xs):
                xb += 2.5
            bounds.append(round(xb, 3))
        bounds.append(ox + length)
        for i, seg in enumerate(lv["spine"]):
            places[seg["key"]] = _place(seg, [bounds[i], oy, bounds[i + 1], oy + width], lv, True)
            if i:
                prev = lv["spine"][i - 1]["key"]
                doors.append(
                    {
                        "a": prev,
                        "b": seg["key"],
                        "level": lv["key"],
                        "point": [bounds[i], oy + width / 2],
                    }
                )
        for room, rect, door in rooms:
            places[room["key"]] = _place(room, rect, lv, False)
            doors.append(
                {
                    "a": _segment(places, lv, door[0]),
                    "b": room["key"],
                    "level": lv["key"],
                    "point": door,
                }
            )
        if lift is not None:
            lift_door = [ox + 2.0 + lift["w"] / 2, oy]
            doors.append(
                {
                    "a": _segment(places, lv, lift_door[0]),
                    "b": "lift",
                    "level": lv["key"],
                    "point": lift_door,
                }
            )
    for key in sorted(places):
        p = places[key]
        p["area"] = (p["rect"][2] - p["rect"][0]) * (p["rect"][3] - p["rect"][1])
    return {
        "family": family,
        "seed": seed,
        "spec": spec,
        "levels": levels,
        "places": places,
        "doors": doors,
    }


def _place(
    room: dict[str, Any], rect: list[float], lv: dict[str, Any], spine: bool
) -> dict[str, Any]:
    return {
        "key": room["key"],
        "name": room["name"],
        "forms": room["forms"],
        "kind": room["kind"],
        "kind_word": room["kind_word"],
        "rect": [round(v, 3) for v in rect],
        "level": lv["key"],
        "levels": [lv["key"]],
        "group": room.get("group", f"{lv['key']}:spine" if spine else room["key"]),
        "sight": float(room["sight"]),
        "spine": spine,
        "dock": bool(room.get("dock", False)),
        "lift": False,
    }


def _segment(places: dict[str, dict[str, Any]], lv: dict[str, Any], x: float) -> str:
    for seg in lv["spine"]:
        r = places[seg["key"]]["rect"]
        if r[0] <= x <= r[2]:
            return str(seg["key"])
    raise ValueError(f"no spine segment at x={x}")


def graph(
    site: dict[str, Any],
) -> dict[tuple[str, str], list[tuple[tuple[str, str], list[float] | None]]]:
    """Route graph over (place, level) nodes; an edge holds its doorway (None: a lift ride)."""
    adj: dict[tuple[str, str], list[tuple[tuple[str, str], list[float] | None]]] = {}
    for d in site["doors"]:
        a, b = (d["a"], d["level"]), (d["b"], d["level"])
        adj.setdefault(a, []).append((b, d["point"]))
        adj.setdefault(b, []).append((a, d["point"]))
    lift = site["places"].get("lift")
    if lift is not None:
        for la in lift["levels"]:
            for lb in lift["levels"]:
                if la != lb:
                    adj.setdefault(("lift", la), []).append((("lift", lb), None))
    return adj


def centre(rect: list[float]) -> tuple[float, float]:
    return ((rect[0] + rect[2]) / 2, (rect[1] + rect[3]) / 2)


def route(
    site: dict[str, Any], start: tuple[str, str], goal: tuple[str, str]
) -> list[tuple[str, str]]:
    """Dijkstra over place centres (a lift ride costs 25 m)."""
    adj = graph(site)
    places = site["places"]
    dist = {start: 0.0}
    prev: dict[tuple[str, str], tuple[str, str]] = {}
    heap = [(0.0, start)]
    while heap:
        d, node = heapq.heappop(heap)
        if node == goal:
            break
        if d > dist.get(node, math.inf):
            continue
        for nxt, _ in sorted(adj.get(node, [])):
            ca, cb = centre(places[node[0]]["rect"]), centre(places[nxt[0]]["rect"])
            step = 25.0 if nxt[0] == node[0] else math.dist(ca, cb)
            if d + step < dist.get(nxt, math.inf):
                dist[nxt] = d + step
                prev[nxt] = node
                heapq.heappush(heap, (d + step, nxt))
    path = [goal]
    while path[-1] != start:
        path.append(prev[path[-1]])
    return path[::-1]
