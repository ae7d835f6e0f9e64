"""The robot's run: an itinerary of stays, the walks, stairs and lift rides between them
(shortest paths over the portals), sampled every 0.5 s; then the camera's frame times
(1-4 s periods, recording gaps) and the noisy poses it reports."""

from __future__ import annotations

import heapq
import math
from dataclasses import dataclass
from typing import Any

import numpy as np

from .layout import Layout

DT = 0.5


@dataclass
class Trajectory:
    t: np.ndarray
    x: np.ndarray
    y: np.ndarray
    z: np.ndarray
    yaw: np.ndarray
    place: list  # place key per sample
    mode: list  # walk | pause | ride
    rides: list  # (t_start, t_end, z_from, z_to, lift key)
    stays: list  # (place key, t_start, t_end) planned stays (destinations)
    crossings: list  # (t_start, t_end) street crossings

    def index(self, t: float) -> int:
        return int(np.clip(np.searchsorted(self.t, t, side="right") - 1, 0, len(self.t) - 1))

    def pose(self, t: float):
        i = self.index(t)
        return float(self.x[i]), float(self.y[i]), float(self.z[i]), float(self.yaw[i])


class _Sim:
    def __init__(self, t0: float, rng: np.random.Generator) -> None:
        self.rng = rng
        self.t = t0
        self.rows: list[tuple] = []  # t, x, y, z, yaw, place, mode
        self.pos = (0.0, 0.0, 0.0)
        self.yaw = 0.0
        self.rides: list = []
        self.crossings: list = []

    def _emit(self, x, y, z, yaw, place, mode):
        self.rows.append((self.t, x, y, z, yaw, place, mode))
        self.t += DT

    def walk(self, p1, place, speed):
        x0, y0, z0 = self.pos
        x1, y1, z1 = p1
        dist = math.hypot(x1 - x0, y1 - y0)
        if dist > 0.05:
            heading = math.atan2(y1 - y0, x1 - x0)
            turn = abs(math.remainder(heading - self.yaw, 2 * math.pi))
            for _ in range(int(turn / 0.8)):  # turning on the spot, ~1.6 rad/s
                self.yaw = self.yaw + math.copysign(
                    0.8, math.remainder(heading - self.yaw, 2 * math.pi)
                )
                self._emit(x0, y0, z0, self.yaw, place, "walk")
            self.yaw = heading
        n = max(1, math.ceil(dist / speed / DT))
        for i in range(1, n + 1):
            f = i / n
            self._emit(
                x0 + f * (x1 - x0), y0 + f * (y1 - y0), z0 + f * (z1 - z0), self.yaw, place, "walk"
            )
        self.pos = p1

    def pause(self, seconds, place, scan=True):
        x, y, z = self.pos
        base = self.yaw
        amp = float(self.rng.uniform(0.4, 1.4)) if scan else 0.0
        period = float(self.rng.uniform(10, 25))
        phase = float(self.rng.uniform(0, 2 * math.pi))
        for i in range(max(1, int(seconds / DT))):
            yaw = (
                base + amp * math.sin(phase + 2 * math.pi * i * DT / period) - amp * math.sin(phase)
            )
            self._emit(x, y, z, yaw, place, "pause")
        self.yaw = self.rows[-1][4]

    def ride(self, z1, place, lift_key):
        x, y, z0 = self.pos
        start = self.t
        self.pause(float(self.rng.uniform(3, 5)), place, scan=False)
        n = max(2, int(abs(z1 - z0) / 1.2 / DT) + int(4 / DT))
        for i in range(1, n + 1):
            self._emit(x, y, z0 + (z1 - z0) * i / n, self.yaw, place, "ride")
        self.pos = (x, y, z1)
        self.pause(float(self.rng.uniform(2, 4)), place, scan=False)
        self.rides.append((start, self.t, z0, z1, lift_key))


def _route(layout: Layout, start_node: str, start_pt, goal_node: str, goal_pt, weights):
    """Shortest path over portals: list of (node, point, portal kind) to pass through."""
    # vertices: ('s'), ('g'), (i, 'a'), (i, 'b')
    verts: dict = {"s": (start_node, start_pt), "g": (goal_node, goal_pt)}
    for i, p in enumerate(layout.portals):
        verts[(i, "a")] = (p.a, p.pa)
        verts[(i, "b")] = (p.b, p.pb)
    by_node: dict[str, list] = {}
    for key, (node, _pt) in verts.items():
        by_node.setdefault(node, []).append(key)
    order = {k: n for n, k in enumerate(verts)}
    dist = {"s": 0.0}
    prev: dict = {}
    heap: list[tuple[float, int, Any]] = [(0.0, 0, "s")]  # vertex: "s", "g" or (i, side)
    done = set()
    while heap:
        d, _o, v = heapq.heappop(heap)
        if v in done:
            continue
        done.add(v)
        if v == "g":
            break
        node, pt = verts[v]
        nbrs = []
        for w in by_node[node]:
            if w != v:
                wpt = verts[w][1]
                nbrs.append((w, math.dist(pt, wpt)))
        if v not in ("s", "g"):
            i, side = v
            portal = layout.portals[i]
            other = (i, "b" if side == "a" else "a")
            cost = 0.0
            if portal.kind == "ride":
                cost = weights["ride"] + 4 * abs(portal.pa[2] - portal.pb[2])
            nbrs.append((other, cost))
        for w, c in nbrs:
            wnode = verts[w][0]
            if (
                layout.places[layout.nodes[wnode]].kind == "stairs"
                and layout.places[layout.nodes[node]].kind != "stairs"
            ):
                c += weights["stairs"]
            nd = d + c
            if nd < dist.get(w, math.inf) - 1e-9:
                dist[w] = nd
                prev[w] = v
                heapq.heappush(heap, (nd, order[w], w))
    path: list[Any] = ["g"]
    while path[-1] != "s":
        path.append(prev[path[-1]])
    path.reverse()
    steps = []
    for v in path[1:]:
        node, pt = verts[v]
        kind = "goal" if v == "g" else layout.portals[v[0]].kind
        steps.append((node, pt, kind, v))
    return steps


def simulate(layout: Layout, rng: np.random.Generator, t0: float) -> Trajectory:
    places = layout.places
    duration = float(rng.uniform(15, 41)) * 60  # the last leg and stay add up to ~4 min
    sim = _Sim(t0, rng)
    node = layout.start
    here = places[node]
    sim.pos = (*here.centre, here.z)
    sim.yaw = float(rng.uniform(-math.pi, math.pi))
    stays: list = []
    must = [m for m in layout.must_visit if m in places]
    rng.shuffle(must)
    dests = [p for p in places.values() if p.stay > 0]
    visited = [node]
    speed = float(rng.uniform(0.8, 1.15))

    def stay(place_key, seconds):
        p = places[place_key]
        x0, y0, x1, y1 = p.rect
        m = min(1.5, (x1 - x0) / 4, (y1 - y0) / 4)
        start = sim.t
        while sim.t - start < seconds:
            if rng.random() < 0.6:
                sim.pause(float(rng.uniform(4, 35)), place_key)
            tx = float(rng.uniform(x0 + m, x1 - m))
            ty = float(rng.uniform(y0 + m, y1 - m))
            if math.hypot(tx - sim.pos[0], ty - sim.pos[1]) > 25:  # long rooms: shorter hops
                f = 25 / math.hypot(tx - sim.pos[0], ty - sim.pos[1])
                tx = sim.pos[0] + f * (tx - sim.pos[0])
                ty = sim.pos[1] + f * (ty - sim.pos[1])
            sim.walk((tx, ty, sim.pos[2]), place_key, speed)
        stays.append((place_key, start, sim.t))

    stay(node, float(rng.uniform(40, 150)))
    while sim.t - t0 < duration:
        if must and rng.random() < 0.55:
            goal = must.pop(0)
        elif len(visited) > 2 and rng.random() < 0.25:
            goal = visited[int(rng.integers(len(visited)))]
        else:
            w = np.array([p.stay for p in dests])
            goal = dests[int(rng.choice(len(dests), p=w / w.sum()))].key
        if goal == node:
            continue
        gp = places[goal]
        x0, y0, x1, y1 = gp.rect
        m = min(1.5, (x1 - x0) / 4, (y1 - y0) / 4)
        goal_pt = (float(rng.uniform(x0 + m, x1 - m)), float(rng.uniform(y0 + m, y1 - m)), gp.z)
        weights = {"ride": float(rng.uniform(5, 60)), "stairs": float(rng.uniform(0, 40))}
        steps = _route(layout, node, sim.pos, goal, goal_pt, weights)
        cur = node
        start_cross = sim.t
        for k, (nxt, pt, kind, _v) in enumerate(steps):
            cur_place = layout.nodes[cur]
            nplace = layout.nodes[nxt]
            if nxt != cur:  # through a portal (doors: same point on both sides)
                if kind == "ride":
                    sim.ride(pt[2], cur_place, cur_place)
                elif nplace != cur_place and places[nplace].kind == "lift":
                    sim.pause(float(rng.uniform(2, 4)), cur_place, scan=False)  # doors open
                elif nplace == "crossing" and cur_place != "crossing":
                    sim.pause(float(rng.uniform(5, 30)), cur_place)  # at the kerb, lights
                    start_cross = sim.t
                elif cur_place == "crossing" and nplace != "crossing":
                    sim.crossings.append((start_cross, sim.t))
                cur = nxt
                continue
            slow = 0.55 if places[cur_place].kind == "stairs" else 1.0
            after = steps[k + 1][0] if k + 1 < len(steps) else nxt
            if places[layout.nodes[after]].kind == "lift" and places[cur_place].kind != "lift":
                # wait for the lift a couple of metres in front of its doors, facing them
                dx, dy = pt[0] - sim.pos[0], pt[1] - sim.pos[1]
                dist = math.hypot(dx, dy)
                if dist > 2.5:
                    f = (dist - 2.0) / dist
                    sim.walk((sim.pos[0] + f * dx, sim.pos[1] + f * dy, pt[2]), cur_place, speed)
                sim.pause(float(rng.uniform(5, 35)), cur_place, scan=False)
            sim.walk(pt, cur_place, speed * slow)
            if rng.random() < 0.06:
                sim.pause(float(rng.uniform(3, 12)), cur_place)  # someone in the way
        node = goal
        if goal not in visited:
            visited.append(goal)
        left = 44.5 * 60 - (sim.t - t0)
        upper = max(30.0, min(330.0, left))
        stay(goal, float(np.clip(rng.lognormal(math.log(110), 0.55), 30, upper)))
    rows = sim.rows
    arr = np.array([r[:5] for r in rows], dtype=float)
    return Trajectory(
        arr[:, 0],
        arr[:, 1],
        arr[:, 2],
        arr[:, 3],
        arr[:, 4],
        [r[5] for r in rows],
        [r[6] for r in rows],
        sim.rides,
        stays,
        sim.crossings,
    )


def visits(traj: Trajectory) -> list[tuple[str, float, float]]:
    """Maximal runs of samples in one place: (place, t_in, t_out); the last one ends at
    the last sample."""
    out = []
    start = 0
    for i in range(1, len(traj.place) + 1):
        if i == len(traj.place) or traj.place[i] != traj.place[start]:
            t_out = float(traj.t[i]) if i < len(traj.place) else float(traj.t[-1])
            out.append((traj.place[start], float(traj.t[start]), t_out))
            start = i
    return out


def frame_times(traj: Trajectory, rng: np.random.Generator) -> tuple[np.ndarray, list]:
    t0, t1 = float(traj.t[0]), float(traj.t[-1])
    gaps = []
    for _ in range(int(rng.integers(1, 4))):
        g0 = float(rng.uniform(t0 + 180, t1 - 240))
        gaps.append((g0, g0 + float(rng.uniform(25, 140))))
    gaps.sort()
    times = []
    t = t0 + float(rng.uniform(0.0, 1.0))
    period = float(rng.uniform(1, 4))
    block_end = t + float(rng.uniform(30, 150))
    while t <= t1:
        if not any(a <= t < b for a, b in gaps):
            times.append(round(t, 3))
        if t > block_end:
            period = float(rng.uniform(1, 4))
            block_end = t + float(rng.uniform(30, 150))
        t += period * float(rng.uniform(0.9, 1.1))
    return np.array(times), gaps


def noisy_poses(traj: Trajectory, times: np.ndarray, rng: np.random.Generator):
    """True and reported poses at the frame times."""
    idx = np.clip(np.searchsorted(traj.t, times, side="right") - 1, 0, len(traj.t) - 1)
    true = np.stack([traj.x[idx], traj.y[idx], traj.z[idx], traj.yaw[idx]], axis=1)
    n = len(times)
    drift = np.clip(np.cumsum(rng.normal(0, 0.03, (n, 2)), axis=0), -0.6, 0.6)
    xy = true[:, :2] + drift + rng.normal(0, 0.1, (n, 2))
    yaw = (
        true[:, 3]
        + np.clip(np.cumsum(rng.normal(0, 0.004, n)), -0.05, 0.05)
        + rng.normal(0, 0.025, n)
    )
    yaw = (yaw + np.pi) % (2 * np.pi) - np.pi
    reported = np.stack([xy[:, 0], xy[:, 1], true[:, 2], yaw], axis=1)
    return idx, true, reported
