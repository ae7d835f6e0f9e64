"""World construction (zones, objects) and the robot's route through it."""

from __future__ import annotations

import heapq
import itertools
import math
import zlib
from typing import Any

import numpy as np

from .families import FAMILIES, FLOOR_WORDS

FAMILY_CODES = {"hospital": 11, "museum": 23, "neighbourhood": 37}
BASE_EPOCH = {"hospital": 1773736200.0, "museum": 1776420000.0, "neighbourhood": 1779789600.0}


def sub_rng(seed: int, family: str, purpose: str) -> np.random.Generator:
    return np.random.default_rng([seed, FAMILY_CODES[family], zlib.crc32(purpose.encode())])


def r3(v: Any) -> list[float]:
    return [round(float(a), 3) for a in v]


# ------------------------------------------------------------------ geometry


class Geometry:
    def __init__(self, zones: list[dict], floors: list[float]) -> None:
        self.zones = zones
        self.by_id = {z["id"]: z for z in zones}
        self.floors = floors
        self.vertical = [z for z in zones if z["floor"] is None]
        self.flat = [z for z in zones if z["floor"] is not None]

    def floor_of(self, z: float) -> int:
        return int(np.argmin([abs(z - h) for h in self.floors]))

    def zone_at(self, x: float, y: float, z: float) -> str | None:
        for zone in self.vertical:
            x0, y0, x1, y1 = zone["rect"]
            if x0 < x < x1 and y0 < y < y1:
                return zone["id"]
        f = self.floor_of(z)
        for zone in self.flat:
            if zone["floor"] != f:
                continue
            x0, y0, x1, y1 = zone["rect"]
            if x0 - 1e-6 <= x <= x1 + 1e-6 and y0 - 1e-6 <= y <= y1 + 1e-6:
                return zone["id"]
        return None


def shared_door(a: dict, b: dict) -> tuple[float, float]:
    ax0, ay0, ax1, ay1 = a["rect"]
    bx0, by0, bx1, by1 = b["rect"]
    if abs(ax1 - bx0) < 1e-6 or abs(bx1 - ax0) < 1e-6:
        x = ax1 if abs(ax1 - bx0) < 1e-6 else ax0
        lo, hi = max(ay0, by0), min(ay1, by1)
        if hi > lo:
            return (x, (lo + hi) / 2)
    if abs(ay1 - by0) < 1e-6 or abs(by1 - ay0) < 1e-6:
        y = ay1 if abs(ay1 - by0) < 1e-6 else ay0
        lo, hi = max(ax0, bx0), min(ax1, bx1)
        if hi > lo:
            return ((lo + hi) / 2, y)
    raise ValueError(f"zones {a['id']} and {b['id']} do not touch")


def random_point(
    rng: np.random.Generator, rect: list[float], inset: float = 1.5
) -> tuple[float, float]:
    x0, y0, x1, y1 = rect
    return (float(rng.uniform(x0 + inset, x1 - inset)), float(rng.uniform(y0 + inset, y1 - inset)))


# ------------------------------------------------------------------ world


def build_world(family: str, seed: int) -> dict:
    spec = FAMILIES[family]
    layout = spec["layout"]()
    rng = sub_rng(seed, family, "world")
    zones = []
    for z in layout["zones"]:
        z = dict(z)
        name = None
        if z["names"]:
            name = z["names"][int(rng.integers(len(z["names"])))]
        z["name"] = name
        terms = list(z["terms"])
        if name:
            terms = [name] + [t for t in terms if t.lower() not in name.lower()]
            if z["ref"] is None:
                bare = "'s " in name or name.split()[-1] in (
                    "Ward",
                    "Street",
                    "Road",
                    "Lane",
                    "Park",
                    "Gardens",
                    "Square",
                )
                z["ref"] = name if bare else "the " + name
        z["terms"] = terms
        z["askable"] = bool(z["askable"] and terms)
        zones.append(z)
    floors = layout["floors"]
    geo = Geometry(zones, floors)
    doors = {}
    for a, b in layout["edges"]:
        p = layout.get("doors", {}).get((a, b)) or shared_door(geo.by_id[a], geo.by_id[b])
        doors[(a, b)] = p
        doors[(b, a)] = p
    classes = {c["name"]: c for c in spec["classes"]}

    # classes left out of this world (they make "did you see ...?" false)
    candidates = sorted(
        n
        for n, c in classes.items()
        if not c["person"] and not c["state"] and c["where"] and n not in ("car", "bench", "door")
    )
    absent = [candidates[i] for i in rng.choice(len(candidates), size=4, replace=False)]

    objects: list[dict[str, Any]] = []

    def add(cls: str, zone: str, pos: tuple[float, float] | None = None, **extra: Any) -> dict:
        zr = geo.by_id[zone]
        if pos is None:
            pos = random_point(rng, zr["rect"])
        zf = floors[zr["floor"]]
        c = classes.get(cls)
        colour = None
        if c and c["colours"]:
            colour = c["colours"][int(rng.integers(len(c["colours"])))]
        obj = {
            "id": f"o{len(objects):03d}",
            "cls": cls,
            "zone": zone,
            "pos": r3([pos[0], pos[1], zf]),
            "colour": colour,
            "moving": bool(c and c["moving"]),
            "size": c["size"] if c else "m",
        }
        if c and c["state"] and "state" not in extra:
            obj["state"] = c["state"][int(rng.integers(len(c["state"])))]
        obj.update(extra)
        objects.append(obj)
        return obj

    for cname in sorted(classes):
        c = classes[cname]
        if cname in absent:
            continue
        for z in zones:
            if z["floor"] is None:
                continue
            rng_lo_hi = c["where"].get(z["tag"])
            if not rng_lo_hi:
                continue
            lo, hi = rng_lo_hi
            extra = 0 if (c["lost"] or c["person"] or c["moving"]) else int(rng.integers(0, 2))
            for _ in range(int(rng.integers(lo, hi + 1)) + extra):
                add(cname, z["id"])

    def fmt(text: str) -> str:
        for z in zones:
            text = text.replace("{" + z["id"] + "}", z["ref"] or z["id"])
        return text

    for zone, text, keywords, what in spec["signs"]:
        add("sign", zone, text=text, keywords=keywords, what=fmt(what))
    for zone, name in spec["doors"]:
        add("door", zone, name=name, state=["open", "closed"][int(rng.integers(2))])
    for zone, name in spec["shops"]:
        zr = geo.by_id[zone]
        x0, y0, x1, _y1 = zr["rect"]
        pos = (float(rng.uniform(x0 + 3, x1 - 3)), y0 + 0.8)
        add("shopfront", zone, pos=pos, name=name, state=["open", "closed"][int(rng.integers(2))])
    for zone, cls, sells, keywords in spec["sellers"]:
        add(cls, zone, sells=sells, keywords=keywords)

    return {
        "family": family,
        "seed": seed,
        "floors": floors,
        "zones": zones,
        "doors": doors,
        "vertical": layout["vertical"],
        "start": layout["start"],
        "classes": classes,
        "absent": absent + list(spec["absent"]),
        "objects": objects,
        "geo": geo,
        "floor_words": FLOOR_WORDS[: len(floors)],
    }


# ------------------------------------------------------------------ route plans


def plan_route(world: dict, seed: int) -> list:
    fam = world["family"]
    rng = sub_rng(seed, fam, "plan")

    def ch(*opts: Any) -> Any:
        return opts[int(rng.integers(len(opts)))]

    def vert(mode: str, a: int, b: int) -> tuple[Any, ...]:
        return ("vertical", mode, a, b)

    def visit(z: str, scale: float = 1.0) -> tuple[Any, ...]:
        return ("visit", z, scale)

    if fam == "hospital":
        first_extra = ch(["cafe"], [], ["radiology"])
        plan = [
            visit("carpark", 0.7),
            visit("forecourt", 0.4),
            visit("lobby", 0.6),
            visit("waiting"),
            visit("pharmacy"),
        ]
        plan += [visit(z) for z in first_extra]
        plan += [vert("lift", 0, 1), visit("wardA", 1.3), visit("wardB")]
        plan += [visit(ch("dayroom", "clinic", "physio"))]
        up = ch("stairs", "lift")
        plan += [vert(up, 1, 2), visit("wardC", 1.2), visit("family")]
        if rng.random() < 0.5:
            plan += [visit("wardD", 0.8)]
        if up == "stairs":
            plan += [vert("lift", 2, 0)]
        else:
            plan += [vert("stairs", 2, 1), visit(ch("dayroom", "clinic")), vert("lift", 1, 0)]
        plan += [visit(ch("ed", "radiology") if "radiology" not in first_extra else "ed")]
        if "cafe" not in first_extra:
            plan += [visit("cafe", 1.2)]
        plan += [visit("lobby", 0.5), visit("forecourt", 0.5), visit("carpark", 0.8)]
    elif fam == "museum":
        plan = [
            visit("forecourt", 0.6),
            visit("lobby", 0.8),
            visit("cloak", 0.4),
            visit("gEgypt", 1.2),
            visit("gNature", 1.3),
            visit("gTreasury"),
        ]
        plan += [vert("escalator", 0, 1), visit("landing", 0.4), visit("gTemp", 1.3)]
        plan += [
            visit(z)
            for z in ch(
                ["gArmour", "gPortrait"],
                ["gMaritime", "gArmour"],
                ["gPortrait", "gCeramics", "gMaritime"],
            )
        ]
        up = ch("stairs", "lift")
        plan += [vert(up, 1, 2)]
        plan += [
            visit(z)
            for z in ch(["gPaint", "gMinerals"], ["gModern", "gPaint"], ["gPhoto", "gPaint"])
        ]
        if rng.random() < 0.5:
            plan += [visit("terrace", 0.7)]
        plan += [vert("stairs" if up == "lift" else "lift", 2, 0)]
        if rng.random() < 0.5:
            plan += [
                visit("shop"),
                visit("cafe", 1.2),
                visit("garden", 1.4),
                visit("cafe", 0.5),
                visit("lobby", 0.5),
            ]
        else:
            plan += [
                visit("cafe", 1.0),
                visit("garden", 1.4),
                visit("cafe", 0.4),
                visit("shop"),
                visit("lobby", 0.5),
                visit("forecourt", 0.5),
            ]
    else:
        plan = [visit("highst", 0.8)]
        if rng.random() < 0.5:
            plan += [visit("market", 1.3), visit("highst", 0.4), visit("shop", 0.9)]
        else:
            plan += [visit("shop", 0.9), visit("highst", 0.4), visit("market", 1.3)]
        plan += [visit("crossing", 0.3)]
        if rng.random() < 0.6:
            plan += [visit("station", 1.0), visit("crossing", 0.3)]
        plan += [
            visit("mill", 0.6),
            visit("park", 2.5),
            visit("mill", 0.4),
            visit("crossing", 0.2),
            visit("highst", 0.5),
            visit("libg", 0.9),
        ]
        up = ch("stairs", "lift")
        plan += [
            vert(up, 0, 1),
            visit("kids", 0.8),
            visit("reading", 1.0),
            vert("lift" if up == "stairs" else "stairs", 1, 0),
            visit("libg", 0.4),
            visit("highst", 0.7),
        ]
    return plan


def shortest_path(world: dict, a: str, b: str) -> list[str]:
    """Zones from a to b (same floor, horizontal edges only)."""
    geo = world["geo"]
    adj: dict[str, list[tuple[str, tuple[float, float]]]] = {}
    for (u, v), p in world["doors"].items():
        adj.setdefault(u, []).append((v, p))
    dist = {a: 0.0}
    prev = {}
    heap = [(0.0, a)]
    while heap:
        d, u = heapq.heappop(heap)
        if u == b:
            break
        if d > dist[u]:
            continue
        for v, p in adj.get(u, []):
            ru, rv = geo.by_id[u]["rect"], geo.by_id[v]["rect"]
            cu = ((ru[0] + ru[2]) / 2, (ru[1] + ru[3]) / 2)
            cv = ((rv[0] + rv[2]) / 2, (rv[1] + rv[3]) / 2)
            nd = d + math.dist(cu, p) + math.dist(p, cv)
            if nd < dist.get(v, math.inf):
                dist[v] = nd
                prev[v] = u
                heapq.heappush(heap, (nd, v))
    if b not in dist:
        raise ValueError(f"no path {a} -> {b}")
    path = [b]
    while path[-1] != a:
        path.append(prev[path[-1]])
    return path[::-1]


class Timeline:
    """Piecewise-linear robot trajectory: segments (t0, t1, p0, p1, yaw0, yaw1)."""

    def __init__(self, t0: float, p: Any, yaw: float) -> None:
        self.t = t0
        self.p = tuple(p)
        self.yaw = yaw
        self.segs: list[tuple[Any, ...]] = []

    def move(self, q: Any, speed: float) -> None:
        q = tuple(q)
        d = math.dist(self.p[:2], q[:2]) + abs(q[2] - self.p[2])
        if d < 1e-6:
            return
        yaw = (
            math.atan2(q[1] - self.p[1], q[0] - self.p[0])
            if math.dist(self.p[:2], q[:2]) > 1e-6
            else self.yaw
        )
        dt = d / speed
        self.segs.append((self.t, self.t + dt, self.p, q, yaw, yaw))
        self.t += dt
        self.p = q
        self.yaw = yaw

    def dwell(self, dt: float, yaw_to: float | None = None) -> None:
        y1 = self.yaw if yaw_to is None else yaw_to
        self.segs.append((self.t, self.t + dt, self.p, self.p, self.yaw, y1))
        self.t += dt
        self.yaw = y1

    def at(self, t: float) -> tuple[list[float], float]:
        lo, hi = 0, len(self.segs) - 1
        while lo < hi:
            mid = (lo + hi) // 2
            if self.segs[mid][1] < t:
                lo = mid + 1
            else:
                hi = mid
        t0, t1, p0, p1, y0, y1 = self.segs[lo]
        a = 0.0 if t1 <= t0 else min(1.0, max(0.0, (t - t0) / (t1 - t0)))
        p = [p0[i] + a * (p1[i] - p0[i]) for i in range(3)]
        dy = (y1 - y0 + math.pi) % (2 * math.pi) - math.pi
        return p, (y0 + a * dy + math.pi) % (2 * math.pi) - math.pi


def drive(world: dict, plan: list, seed: int, dwell_factor: float, t0: float) -> Timeline:
    rng = sub_rng(seed, world["family"], "drive")
    geo = world["geo"]
    floors = world["floors"]
    start = geo.by_id[world["start"]]
    p = random_point(rng, start["rect"])
    tl = Timeline(t0, (p[0], p[1], floors[start["floor"]]), float(rng.uniform(-3, 3)))
    cur = world["start"]
    speed = float(rng.uniform(0.8, 1.05))
    if world["family"] == "neighbourhood":
        speed = float(rng.uniform(1.2, 1.4))

    def walk_to_zone(target: str) -> None:
        nonlocal cur
        path = shortest_path(world, cur, target)
        for a, b in itertools.pairwise(path):
            d = world["doors"][(a, b)]
            z = floors[geo.by_id[b]["floor"]]
            tl.move((d[0], d[1], z), speed)
            if rng.random() < 0.15:
                tl.dwell(float(rng.uniform(3, 10)))
        cur = target

    for step in plan:
        if step[0] == "visit":
            _, zid, scale = step
            if zid != cur:
                walk_to_zone(zid)
            zr = geo.by_id[zid]
            z = floors[zr["floor"]]
            n = int(rng.integers(2, 5))
            for _ in range(n):
                q = random_point(rng, zr["rect"])
                tl.move((q[0], q[1], z), speed)
                tl.dwell(
                    float(rng.uniform(6, 30)) * scale * dwell_factor,
                    float(rng.uniform(-math.pi, math.pi)),
                )
        else:
            _, mode, fa, fb = step
            vs = world["vertical"][mode]
            if mode == "escalator":
                (pa, za), (pb, zb) = vs["ends"][fa], vs["ends"][fb]
                walk_to_zone(za)
                tl.move((pa[0], pa[1], floors[fa]), speed)
                tl.move((pb[0], pb[1], floors[fb]), 0.45)
                cur = zb
                continue
            walk_to_zone(vs["floors"][fa])
            door = vs["door"]
            tl.move((door[0], door[1], floors[fa]), speed)
            if mode == "lift":
                ins = vs["inside"]
                tl.move((ins[0], ins[1], floors[fa]), 0.6)
                tl.dwell(float(rng.uniform(8, 20)))
                tl.move(
                    (ins[0], ins[1], floors[fb]),
                    abs(floors[fb] - floors[fa]) / (4.0 * abs(fb - fa) + 3.0),
                )
                tl.dwell(float(rng.uniform(3, 7)))
                tl.move((door[0], door[1], floors[fb]), 0.6)
            else:
                zr = geo.by_id[vs["zone"]]["rect"]
                x0, y0, x1, y1 = zr
                step_dir = 1 if fb > fa else -1
                for f in range(fa, fb, step_dir):
                    za, zb = floors[f], floors[f + step_dir]
                    mid = (za + zb) / 2
                    pts = [
                        (x0 + 2.5, y0 + 2.5, za),
                        (x1 - 1.5, y0 + 2.5, mid),
                        (x1 - 1.5, y1 - 2.5, mid),
                        (x0 + 2.5, y1 - 2.5, zb),
                    ]
                    if world["family"] == "neighbourhood":  # stairwell oriented along y
                        pts = [
                            (x0 + 2.0, y1 - 2.0, za),
                            (x0 + 2.0, y0 + 2.0, mid),
                            (x1 - 2.0, y0 + 2.0, mid),
                            (x1 - 2.0, y1 - 2.0, zb),
                        ]
                    for pt in pts:
                        tl.move(pt, 0.35)
                tl.move((door[0], door[1], floors[fb]), 0.5)
            cur = vs["floors"][fb]
    return tl


def schedule_movers(world: dict, seed: int, t0: float, t1: float) -> None:
    rng = sub_rng(seed, world["family"], "movers")
    geo = world["geo"]
    floors = world["floors"]
    for obj in world["objects"]:
        if not obj["moving"]:
            continue
        c = world["classes"][obj["cls"]]
        allowed = [
            z["id"] for z in world["zones"] if z["floor"] is not None and z["tag"] in c["where"]
        ]
        sched = [[t0, obj["zone"], obj["pos"]]]
        k = int(rng.integers(2, 6))
        times = sorted(float(rng.uniform(t0, t1)) for _ in range(k))
        for t in times:
            zid = allowed[int(rng.integers(len(allowed)))]
            zr = geo.by_id[zid]
            q = random_point(rng, zr["rect"])
            sched.append([round(t, 2), zid, r3([q[0], q[1], floors[zr["floor"]]])])
        obj["schedule"] = sched


def mover_state(obj: dict, t: float) -> tuple[str, list[float]]:
    if not obj.get("moving"):
        return obj["zone"], obj["pos"]
    cur = obj["schedule"][0]
    for s in obj["schedule"]:
        if s[0] <= t:
            cur = s
        else:
            break
    return cur[1], cur[2]
