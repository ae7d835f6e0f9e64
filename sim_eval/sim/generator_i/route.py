"""The robot's drive: an itinerary of places, shortest paths between them, timed keyframes."""

from __future__ import annotations

import heapq
import math
from dataclasses import dataclass
from typing import cast

import numpy as np

from .model import Link, World, Zone

Node = tuple[str, int]


@dataclass
class Key:
    t: float
    x: float
    y: float
    z: float
    zone: str  # zone occupied on the leg that ends here
    mode: str  # walk / wait / ride


class Router:
    def __init__(self, world: World, rng: np.random.Generator) -> None:
        self.w = world
        self.rng = rng
        self.adj: dict[Node, list[tuple[Node, float, object]]] = {}
        self.via_zones = {lk.via for lk in world.links if lk.via}
        for z in world.zones.values():
            if z.is_spine or z.id in self.via_zones:
                continue
            for f in z.floors:
                sp = z.spine.get(f)
                if sp:
                    cost = abs(z.door_x[f] - self._mid(world.zones[sp])) * 0.5 + 8
                    self._edge((z.id, f), (sp, f), cost, None)
            if z.connector in ("lift", "escalator", "stairs"):
                fl = z.floors
                for a in fl:
                    for b in fl:
                        if a != b:
                            self._edge((z.id, a), (z.id, b), 30.0 * abs(a - b), "ride")
        for lk in world.links:
            za, zb = world.zones[lk.a], world.zones[lk.b]
            cost = math.dist((lk.ax, za.yc), (lk.bx, zb.yc)) + 10
            self._edge((lk.a, lk.floor), (lk.b, lk.floor), cost, lk)

    @staticmethod
    def _mid(z: Zone) -> float:
        x0, _, x1, _ = z.rects[z.floor]
        return (x0 + x1) / 2

    def _edge(self, a: Node, b: Node, cost: float, data: object) -> None:
        self.adj.setdefault(a, []).append((b, cost, data))
        self.adj.setdefault(b, []).append((a, cost, data))

    def path(self, a: Node, b: Node) -> list[tuple[Node, object]]:
        dist = {a: 0.0}
        prev: dict[Node, tuple[Node, object]] = {}
        heap = [(0.0, a)]
        while heap:
            d, n = heapq.heappop(heap)
            if n == b:
                break
            if d > dist.get(n, math.inf):
                continue
            for m, c, data in self.adj.get(n, []):
                c2 = c * (self.rng.uniform(0.3, 3.5) if data == "ride" else 1.0)
                nd = d + c2
                if nd < dist.get(m, math.inf):
                    dist[m] = nd
                    prev[m] = (n, data)
                    heapq.heappush(heap, (nd, m))
        out: list[tuple[Node, object]] = []
        n = b
        while n != a:
            p, data = prev[n]
            out.append((n, data))
            n = p
        return out[::-1]


class Driver:
    """Turns a node path into timed keyframes."""

    def __init__(self, world: World, rng: np.random.Generator, start: Node) -> None:
        self.w = world
        self.rng = rng
        self.speed = float(rng.uniform(0.75, 1.1))
        z = world.zones[start[0]]
        x, y = z.centre(start[1])
        self.keys = [Key(0.0, x, y, start[1] * world.storey, z.id, "wait")]
        self.node = start

    @property
    def pos(self) -> tuple[float, float, float]:
        k = self.keys[-1]
        return (k.x, k.y, k.z)

    def go(
        self,
        x: float,
        y: float,
        z: float,
        zone: str,
        speed: float | None = None,
        mode: str = "walk",
    ) -> None:
        px, py, pz = self.pos
        d = math.dist((px, py, pz), (x, y, z))
        if d < 0.05:
            return
        dt = d / (speed or self.speed)
        self.keys.append(Key(self.keys[-1].t + dt, x, y, z, zone, mode))

    def wait(self, secs: float, zone: str | None = None) -> None:
        k = self.keys[-1]
        self.keys.append(Key(k.t + secs, k.x, k.y, k.z, zone or k.zone, "wait"))

    def _edge(self, z: Zone, f: int) -> float:
        sp = self.w.zones[z.spine[f]]
        return sp.yc + z.side * sp.width / 2

    def step(self, nxt: Node, data: object) -> None:
        w = self.w
        cur_id, f = self.node
        cur = w.zones[cur_id]
        nz = w.zones[nxt[0]]
        h = f * w.storey
        if data == "ride":
            g = nxt[1]
            hz = g * w.storey
            if cur.connector == "lift":
                self.wait(float(self.rng.uniform(8, 16)), cur.id)
                self.go(self.pos[0], self.pos[1], hz, cur.id, speed=w.storey / 4.0, mode="ride")
                self.wait(float(self.rng.uniform(4, 8)), cur.id)
            else:
                x0, y0, x1, y1 = cur.rects[f]
                e = self._edge(cur, f)
                far = e + cur.side * (abs(y1 - y0) - 0.8)
                near = e + cur.side * 0.8
                xx = (x0 + x1) / 2
                self.go(xx, near, h, cur.id)
                v = 0.5 if cur.connector == "escalator" else 0.16
                dz = abs(hz - h)
                run = math.dist((xx, near), (xx, far))
                dt = max(run / 0.5, dz / v) if cur.connector == "stairs" else run / v
                self.keys.append(Key(self.keys[-1].t + dt, xx, far, hz, cur.id, "ride"))
            self.node = nxt
            return
        if data is not None and hasattr(data, "via"):
            lk = cast(Link, data)  # an edge with a "via" carries one of world.links
            a, b = (lk.a, lk.b) if cur_id == lk.a else (lk.b, lk.a)
            ax, bx = (lk.ax, lk.bx) if cur_id == lk.a else (lk.bx, lk.ax)
            za, zb = w.zones[a], w.zones[b]
            self.go(ax, za.yc, h, a)
            if lk.via:
                vz = w.zones[lk.via]
                x0, y0, x1, y1 = vz.rects[f]
                ex, ey = min(max(ax, x0), x1), min(max(za.yc, y0), y1)
                xx, xy = min(max(bx, x0), x1), min(max(zb.yc, y0), y1)
                self.go(ex, ey, h, a)
                ride = vz.connector == "travelator"
                self.go(
                    xx, xy, h, vz.id, speed=1.25 if ride else None, mode="ride" if ride else "walk"
                )
                if not ride:
                    self.wait(float(self.rng.uniform(15, 60)), vz.id)
            else:
                my = (za.yc + zb.yc) / 2
                self.go((ax + bx) / 2, my, h, a)
            self.go(bx, zb.yc, h, b)
            self.node = nxt
            return
        # room <-> spine, connector <-> spine
        if cur.is_spine:
            e = self._edge(nz, f)
            dx = nz.door_x[f]
            self.go(self.pos[0], cur.yc, h, cur.id)
            self.go(dx, cur.yc, h, cur.id)
            self.go(dx, e, h, cur.id)
            if nz.connector:
                cx, _ = nz.centre(f)
                self.go(cx, e + nz.side * 1.2, h, nz.id)
            else:
                self.go(dx, e + nz.side * 1.2, h, nz.id)
        else:
            e = self._edge(cur, f)
            dx = cur.door_x[f]
            self.go(dx, e + cur.side * 1.2, h, cur.id)
            self.go(dx, e, h, cur.id)
            self.go(dx, nz.yc, h, nz.id)
        self.node = nxt

    def explore(self, z: Zone, f: int, dwell: float) -> None:
        """Wander to a few points inside the target and maybe wait a while."""
        x0, y0, x1, y1 = z.rects[f]
        h = f * self.w.storey
        n = int(self.rng.integers(1, 4))
        for _ in range(n):
            if z.is_spine:
                x = float(self.rng.uniform(x0 + 2, x1 - 2))
                self.go(self.pos[0], z.yc, h, z.id)
                self.go(x, z.yc, h, z.id)
            else:
                m = min(1.2, (x1 - x0) / 3, (y1 - y0) / 3)
                self.go(
                    float(self.rng.uniform(x0 + m, x1 - m)),
                    float(self.rng.uniform(y0 + m, y1 - m)),
                    h,
                    z.id,
                )
            if self.rng.random() < 0.5:
                self.wait(float(self.rng.uniform(3, 12)))
        if dwell > 0:
            self.wait(dwell)
        if not z.is_spine:  # back to the door side
            e = self._edge(z, f)
            self.go(z.door_x[f], e + z.side * 1.2, h, z.id)


def drive(world: World, rng: np.random.Generator, horizon: float) -> list[Key]:
    router = Router(world, rng)
    start = world.zones[world.start_zone]
    drv = Driver(world, rng, (start.id, start.floor))
    targets = [z for z in world.zones.values() if not z.connector and z.id not in router.via_zones]
    rooms = [z for z in targets if not z.is_spine]
    visited: list[str] = []
    drv.explore(start, start.floor, float(rng.uniform(20, 60)))
    unvisited = [z.id for z in rooms]
    rng.shuffle(unvisited)
    while drv.keys[-1].t < horizon:
        cur = drv.node[0]
        r = rng.random()
        if visited and r < 0.22:
            options = [v for v in visited if v != cur]
            tid = options[int(rng.integers(len(options)))] if options else unvisited[0]
        elif r < 0.30:
            spines = [z.id for z in targets if z.is_spine and z.id != cur]
            tid = spines[int(rng.integers(len(spines)))]
        elif unvisited:
            tid = unvisited.pop()
        else:
            tid = rooms[int(rng.integers(len(rooms)))].id
        if tid == cur:
            continue
        tz = world.zones[tid]
        for nxt, data in router.path(drv.node, (tid, tz.floor)):
            drv.step(nxt, data)
        dwell = 0.0
        roll = rng.random()
        if roll < 0.3:
            dwell = float(rng.uniform(40, 150))
        elif roll < 0.38:
            dwell = float(rng.uniform(150, 320))
        drv.explore(tz, tz.floor, dwell)
        if tid not in visited and not tz.is_spine:
            visited.append(tid)
    keys = [k for k in drv.keys if k.t <= horizon + 1e-6]
    return keys
