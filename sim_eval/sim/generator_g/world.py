"""A concrete world: places, a route graph, static object instances and moving ones."""

from __future__ import annotations

import heapq
import math
import re
from dataclasses import dataclass, field

import numpy as np

from .families import BUILDERS
from .rng import choice, stream
from .spec import FamilySpec, Transition, Zone

DEFAULT_TEXT = {
    "exitsign": ["EXIT", "FIRE EXIT", "EMERGENCY EXIT"],
    "wetfloor": ["CAUTION WET FLOOR", "WET FLOOR"],
}


@dataclass
class Instance:
    id: str
    cls: str
    zone: str  # zone it is placed in (static) or started in (mover)
    pos: tuple[float, float, float] | None  # static position (None for movers)
    colour: str | None = None
    material: str | None = None
    text: str | None = None  # signs only
    mover: int | None = None  # index into World.tracks
    name_w: list[float] = field(default_factory=list)  # this instance's synonym preferences


@dataclass
class Track:
    """A moving instance sampled every second from t0."""

    inst: str
    t0: float
    xyz: np.ndarray  # (n, 3)
    zone: list[int]  # place index per sample (-1 when absent)
    present: np.ndarray  # (n,) bool
    moving: np.ndarray  # (n,) bool

    def at(self, t: float):
        i = round(t - self.t0)
        i = min(max(i, 0), len(self.zone) - 1)
        return self.xyz[i], self.zone[i], bool(self.present[i]), bool(self.moving[i])


def words_re(phrase: str) -> str:
    """A regex matching the phrase as whole words, singular or plural on the last word."""
    from .text import plural

    sing = re.escape(phrase.lower())
    pl = re.escape(plural(phrase.lower()))
    return r"(?<![\w-])(?:" + sing + "|" + pl + r")(?![\w-])"


class World:
    def __init__(self, family: str, seed: int):
        self.family = family
        self.seed = seed
        rng = stream(family, seed, "layout")
        self.spec: FamilySpec = BUILDERS[family](rng)
        self.classes = self.spec.classes
        self.floors = self.spec.floors
        self.zones: list[Zone] = self.spec.zones
        self.transitions: list[Transition] = self.spec.transitions
        # place index: zones first, then transitions
        self.place_ids = [z.id for z in self.zones] + [t.id for t in self.transitions]
        self.pidx = {pid: i for i, pid in enumerate(self.place_ids)}
        self.zone_by_id = {z.id: z for z in self.zones}
        self.trans_by_id = {t.id: t for t in self.transitions}
        self._check_names()
        self._open_pairs = set()
        self._doors: dict[tuple[str, str], list[tuple[float, float]]] = {}
        for kind, a, b, pt in self.spec.portals:
            key = tuple(sorted((a, b)))
            if kind == "open":
                self._open_pairs.add(key)
            self._doors.setdefault(key, []).append(pt)
        for za in self.zones:
            for zb in self.zones:
                if za.id < zb.id and za.outdoor and zb.outdoor and za.floor == zb.floor:
                    self._open_pairs.add((za.id, zb.id))
        self._floor_rects = {}
        for f in self.floors:
            ids = [i for i, z in enumerate(self.zones) if z.floor == f]
            self._floor_rects[f] = (ids, np.array([self.zones[i].rect for i in ids], dtype=float))
        self._build_graph()
        self.instances: list[Instance] = []
        self.tracks: list[Track] = []
        self._place_statics(stream(family, seed, "statics"))

    # ------------------------------------------------------------------ checks
    def _check_names(self):
        syn = {}
        for cid, c in self.classes.items():
            for n in c.names:
                key = n.lower()
                if key in syn and syn[key] != cid:
                    raise ValueError(f"{self.family}: synonym {n!r} shared by {cid} and {syn[key]}")
                syn[key] = cid
        for a, ca in syn.items():
            for b, cb in syn.items():
                if ca != cb and re.search(words_re(a), b):
                    raise ValueError(
                        f"{self.family}: synonym {a!r} ({ca}) occurs inside {b!r} ({cb})"
                    )
        names = {}
        for z in self.zones:
            if z.kind == "stairwell":
                continue
            for n in z.bare_names:
                names.setdefault(n.lower(), set()).add(z.id)
        for a, za in names.items():
            if len(za) > 1:
                raise ValueError(f"{self.family}: place name {a!r} shared by {sorted(za)}")
            for b, zb in names.items():
                if za != zb and re.search(r"(?<![\w-])" + re.escape(a) + r"(?![\w-])", b):
                    raise ValueError(f"{self.family}: place name {a!r} occurs inside {b!r}")

    # ------------------------------------------------------------------ geometry
    def floor_z(self, f: int) -> float:
        return float(self.floors[f]["z"])

    def floor_of_z(self, z: float) -> int:
        return min(self.floors, key=lambda f: abs(self.floor_z(f) - z))

    def zone_at(self, x: float, y: float, f: int) -> int:
        """Index (in self.zones) of the zone containing (x, y) on floor f, or -1."""
        ids, rects = self._floor_rects[f]
        inside = (rects[:, 0] <= x) & (x <= rects[:, 2]) & (rects[:, 1] <= y) & (y <= rects[:, 3])
        hits = np.nonzero(inside)[0]
        if len(hits) == 0:
            return -1
        # prefer the smallest zone (stairwells, shops) over large ones
        areas = (rects[hits, 2] - rects[hits, 0]) * (rects[hits, 3] - rects[hits, 1])
        return ids[int(hits[int(np.argmin(areas))])]

    def line_of_sight(self, a, b, f: int) -> bool:
        """Whether the straight segment a->b on floor f stays in connected space."""
        ax, ay = a
        bx, by = b
        d = math.hypot(bx - ax, by - ay)
        n = max(2, int(d / 0.4) + 1)
        ts = np.linspace(0.0, 1.0, n)
        xs = ax + (bx - ax) * ts
        ys = ay + (by - ay) * ts
        ids, rects = self._floor_rects[f]
        inside = (
            (rects[None, :, 0] <= xs[:, None])
            & (xs[:, None] <= rects[None, :, 2])
            & (rects[None, :, 1] <= ys[:, None])
            & (ys[:, None] <= rects[None, :, 3])
        )
        if not inside.any(axis=1).all():
            return False
        areas = (rects[:, 2] - rects[:, 0]) * (rects[:, 3] - rects[:, 1])
        big = np.where(inside, areas[None, :], np.inf)
        which = np.argmin(big, axis=1)
        prev = which[0]
        for k in range(1, n):
            cur = which[k]
            if cur == prev:
                continue
            za, zb = self.zones[ids[prev]].id, self.zones[ids[cur]].id
            if inside[k, prev] or inside[k - 1, cur]:
                prev = cur
                continue
            key = tuple(sorted((za, zb)))
            if key not in self._open_pairs:
                mx, my = (xs[k] + xs[k - 1]) / 2, (ys[k] + ys[k - 1]) / 2
                if not any(
                    math.hypot(mx - px, my - py) < 1.3 for px, py in self._doors.get(key, [])
                ):
                    return False
            prev = cur
        return True

    def random_point(self, rng, zone: Zone, margin: float = 0.8):
        x0, y0, x1, y1 = zone.rect
        m = min(margin, (x1 - x0) / 3, (y1 - y0) / 3)
        return float(rng.uniform(x0 + m, x1 - m)), float(rng.uniform(y0 + m, y1 - m))

    # ------------------------------------------------------------------ statics
    def _doors_of(self, zid: str):
        return [pt for kind, a, b, pt in self.spec.portals if zid in (a, b)]

    def _place_statics(self, rng):
        counters: dict[str, int] = {}

        def new(cid, zone, pos, text=None):
            c = self.classes[cid]
            counters[cid] = counters.get(cid, 0) + 1
            colour = choice(rng, c.colours) if c.colours else None
            material = choice(rng, c.materials) if c.materials and rng.random() < 0.6 else None
            w = rng.dirichlet(np.ones(len(c.names)) * 0.8)
            w[0] += 0.6
            inst = Instance(
                f"{cid}_{counters[cid]:03d}",
                cid,
                zone.id,
                pos,
                colour,
                material,
                text,
                None,
                list(w / w.sum()),
            )
            self.instances.append(inst)
            return inst

        for zone in self.zones:
            z = self.floor_z(zone.floor)
            for cid, nmin, nmax, prob in zone.contents:
                if cid not in self.classes or rng.random() > prob:
                    continue
                for _ in range(int(rng.integers(nmin, nmax + 1))):
                    c = self.classes[cid]
                    if c.wall:
                        x, y = self._wall_point(rng, zone)
                    else:
                        x, y = self.random_point(rng, zone, max(0.8, min(c.size[0], 4.0) / 2))
                    new(
                        cid,
                        zone,
                        (x, y, z),
                        choice(rng, DEFAULT_TEXT[cid]) if cid in DEFAULT_TEXT else None,
                    )
            for cid, texts in zone.signs:
                text = choice(rng, texts)
                if cid in ("shopsign", "doorsign") and self._doors_of(zone.id):
                    px, py = self._doors_of(zone.id)[0]
                    x, y = self._inside_near(zone, px, py, rng)
                else:
                    x, y = self._wall_point(rng, zone)
                new(cid, zone, (x, y, z), text)

    def _wall_point(self, rng, zone):
        x0, y0, x1, y1 = zone.rect
        side = int(rng.integers(4))
        if side == 0:
            return float(rng.uniform(x0 + 1, x1 - 1)), y0 + 0.3
        if side == 1:
            return float(rng.uniform(x0 + 1, x1 - 1)), y1 - 0.3
        if side == 2:
            return x0 + 0.3, float(rng.uniform(y0 + 1, y1 - 1))
        return x1 - 0.3, float(rng.uniform(y0 + 1, y1 - 1))

    def _inside_near(self, zone, px, py, rng):
        x0, y0, x1, y1 = zone.rect
        x = min(max(px + float(rng.uniform(-1.0, 1.0)), x0 + 0.3), x1 - 0.3)
        y = min(max(py, y0 + 0.4), y1 - 0.4)
        return x, y

    # ------------------------------------------------------------------ route graph
    def _build_graph(self):
        nodes = []  # (x, y, z, frozenset(place ids), tag)
        for kind, a, b, (x, y) in self.spec.portals:
            f = self.zone_by_id[a].floor
            nodes.append((x, y, self.floor_z(f), frozenset((a, b)), kind))
        for t in self.transitions:
            if t.kind == "lift":
                for f, (zid, (x, y)) in sorted(t.doors.items()):
                    nodes.append((x, y, self.floor_z(f), frozenset((zid, t.id)), f"lift@{f}"))
            else:
                for end, f in ((t.path[0], t.floors[0]), (t.path[-1], t.floors[1])):
                    zi = self.zone_at(end[0], end[1], f)
                    if zi < 0:
                        raise ValueError(
                            f"transition {t.id} end {end} not inside a zone on floor {f}"
                        )
                    nodes.append(
                        (
                            end[0],
                            end[1],
                            self.floor_z(f),
                            frozenset((self.zones[zi].id, t.id)),
                            f"end@{f}",
                        )
                    )
        self.nodes = nodes
        self.node_places = {}
        for i, nd in enumerate(nodes):
            for p in nd[3]:
                self.node_places.setdefault(p, []).append(i)

    def transition_cost(self, t: Transition, za, zb) -> float:
        if t.kind == "lift":
            return 40.0 + abs(za - zb) / 1.0
        length = sum(
            math.hypot(b[0] - a[0], b[1] - a[1]) for a, b in zip(t.path, t.path[1:], strict=False)
        )
        speed = {"escalator": 0.5, "stairs": 0.4, "ramp": 0.8}[t.kind]
        return length / speed

    def route(self, start_zone: str, p, goal_zone: str, q, allowed=None, tfactor=None):
        """Cheapest chain of nodes from p (in start_zone) to q (in goal_zone).

        Returns a list of legs (place id, (x, y, z) from, (x, y, z) to)."""
        tfactor = tfactor or {}
        zs = self.floor_z(self.zone_by_id[start_zone].floor)
        zg = self.floor_z(self.zone_by_id[goal_zone].floor)
        src = (p[0], p[1], zs)
        dst = (q[0], q[1], zg)
        if start_zone == goal_zone:
            return [(start_zone, src, dst)]
        n = len(self.nodes)
        src_node, goal_node = n, n + 1
        pts = {src_node: src, goal_node: dst}
        for i, nd in enumerate(self.nodes):
            pts[i] = (nd[0], nd[1], nd[2])

        def ok(i):
            return allowed is None or all(pl in allowed for pl in self.nodes[i][3])

        def neighbours(u):
            places = (
                [start_zone]
                if u == src_node
                else ([goal_zone] if u == goal_node else list(self.nodes[u][3]))
            )
            for pl in places:
                cand = list(self.node_places.get(pl, []))
                if pl == goal_zone:
                    cand.append(goal_node)
                for v in cand:
                    if v == u or (v < n and not ok(v)):
                        continue
                    if v < n and u < n and pl in self.trans_by_id:
                        t = self.trans_by_id[pl]
                        c = self.transition_cost(t, pts[u][2], pts[v][2]) * tfactor.get(t.kind, 1.0)
                    elif pl in self.trans_by_id:
                        continue
                    else:
                        if abs(pts[u][2] - pts[v][2]) > 0.5:
                            continue
                        c = math.hypot(pts[u][0] - pts[v][0], pts[u][1] - pts[v][1])
                    yield v, pl, c

        best = {src_node: 0.0}
        prev = {}
        heap = [(0.0, src_node)]
        while heap:
            d, u = heapq.heappop(heap)
            if u == goal_node:
                break
            if d > best.get(u, math.inf):
                continue
            for v, pl, c in neighbours(u):
                nd = d + c
                if nd < best.get(v, math.inf) - 1e-9:
                    best[v] = nd
                    prev[v] = (u, pl)
                    heapq.heappush(heap, (nd, v))
        if goal_node not in prev:
            raise ValueError(f"no route {start_zone} -> {goal_zone}")
        legs = []
        v = goal_node
        while v != src_node:
            u, pl = prev[v]
            legs.append((pl, pts[u], pts[v]))
            v = u
        legs.reverse()
        return legs

    # ------------------------------------------------------------------ helpers
    def place_floor(self, pi: int) -> int | None:
        pid = self.place_ids[pi]
        if pid in self.zone_by_id:
            return self.zone_by_id[pid].floor
        return None

    def inst(self, iid: str) -> Instance:
        return self._inst_by_id[iid]

    def index_instances(self):
        self._inst_by_id = {i.id: i for i in self.instances}
