"""The robot's mission: goals, travel through doors and lifts, stops and look-arounds."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from .model import Region, World
from .navgraph import NavGraph, Node
from .rng import pick


@dataclass
class Activity:
    """A non-travel interval: stop, look, pause, door, wait_lift, ride, wait_cross."""

    kind: str
    t0: float
    t1: float
    region: int


@dataclass
class Route:
    """Key-framed true trajectory (yaw unwrapped) plus what the robot was doing."""

    t: np.ndarray
    x: np.ndarray
    y: np.ndarray
    z: np.ndarray
    yaw: np.ndarray
    activities: list[Activity] = field(default_factory=list)
    goals: list[tuple[int, float, float]] = field(default_factory=list)
    reserved: list[int] = field(default_factory=list)

    @property
    def duration(self) -> float:
        """Run length in seconds."""
        return float(self.t[-1])

    def at(self, ts: np.ndarray | float) -> tuple[np.ndarray, ...]:
        """Interpolated (x, y, z, yaw) at the given times."""
        ts = np.asarray(ts, dtype=float)
        return tuple(np.interp(ts, self.t, v) for v in (self.x, self.y, self.z, self.yaw))


class _Walker:
    """Appends key frames while the robot moves, turns and waits."""

    def __init__(
        self, world: World, rng: np.random.Generator, region: Region, x: float, y: float, yaw: float
    ) -> None:
        self.world, self.rng = world, rng
        self.kf: list[list[float]] = [[0.0, x, y, region.z, yaw]]
        self.region = region.id
        self.acts: list[Activity] = []
        self.v_in = float(rng.uniform(0.5, 0.9))
        self.v_out = float(rng.uniform(0.9, 1.35))
        self.omega = float(rng.uniform(0.6, 1.0))

    @property
    def t(self) -> float:
        return self.kf[-1][0]

    @property
    def pos(self) -> tuple[float, float]:
        return self.kf[-1][1], self.kf[-1][2]

    def _push(self, dt: float, x: float, y: float, z: float, yaw: float) -> None:
        self.kf.append([self.t + max(dt, 1e-3), x, y, z, yaw])

    def hold(self, dur: float, kind: str) -> None:
        t0 = self.t
        _, x, y, z, yaw = self.kf[-1]
        yaw += float(self.rng.normal(0, 0.05))
        self._push(dur, x, y, z, yaw)
        self.acts.append(Activity(kind, t0, self.t, self.region))

    def turn_to(self, target: float) -> None:
        _, x, y, z, yaw = self.kf[-1]
        delta = (target - yaw + math.pi) % (2 * math.pi) - math.pi
        if abs(delta) > 0.35:
            self._push(abs(delta) / self.omega, x, y, z, yaw + delta)

    def spin(self) -> None:
        t0 = self.t
        sign = 1.0 if self.rng.random() < 0.6 else -1.0
        omega = float(self.rng.uniform(0.3, 0.6))
        for _ in range(4):
            _, x, y, z, yaw = self.kf[-1]
            self._push(0.5 * math.pi / omega, x, y, z, yaw + sign * 0.5 * math.pi)
        self.acts.append(Activity("look", t0, self.t, self.region))

    def move_to(self, x: float, y: float) -> None:
        x0, y0 = self.pos
        dist = math.hypot(x - x0, y - y0)
        if dist < 0.05:
            return
        heading = math.atan2(y - y0, x - x0)
        self.turn_to(heading)
        _, _, _, z, yaw = self.kf[-1]
        delta = (heading - yaw + math.pi) % (2 * math.pi) - math.pi
        indoor = self.world.regions[self.region].indoor
        v = (self.v_in if indoor else self.v_out) * float(self.rng.uniform(0.85, 1.1))
        self._push(dist / v, x, y, z, yaw + delta)

    def ride(self, node: Node) -> None:
        self.hold(3.0, "pause")
        t0 = self.t
        _, x, y, _, yaw = self.kf[-1]
        z1 = self.world.regions[node.region].z
        dur = (
            abs(z1 - self.kf[-1][3]) / self.world.floor_height * float(self.rng.uniform(12.0, 20.0))
        )
        self._push(dur, x, y, z1, yaw)
        self.acts.append(Activity("ride", t0, self.t, self.region))
        self.region = node.region
        self.hold(3.0, "pause")


def plan_route(world: World, rng: np.random.Generator) -> Route:
    """Plan a 20-45 minute mission with indoor errands and several trips outdoors."""
    horizon = float(rng.uniform(20.0, 45.0)) * 60.0
    kinds = world.kinds
    indoor = [r for r in world.regions if r.indoor and kinds[r.kind].goal]
    outdoor = [r for r in world.regions if not r.indoor and kinds[r.kind].goal]
    reserved = _reserve(world, rng, indoor)
    indoor = [r for r in indoor if r.id not in reserved]
    nav = NavGraph(world, blocked=set(reserved))
    start = _start_region(world, rng, indoor)
    sx, sy = _point_in(start, rng)
    w = _Walker(world, rng, start, sx, sy, float(rng.uniform(-math.pi, math.pi)))
    w.hold(float(rng.uniform(5.0, 30.0)), "stop")
    buildings = len({r.building for r in indoor})
    n_trips = int(rng.integers(1, 3)) if buildings > 1 else int(rng.integers(2, 5))
    trips = sorted(float(v) for v in rng.uniform(0.08, 0.85, n_trips) * horizon)
    goals: list[tuple[int, float, float]] = []
    visited: list[int] = [start.id]
    inside_since_trip = True
    while w.t < horizon:
        if trips and w.t >= trips[0] and inside_since_trip:
            while trips and w.t >= trips[0]:
                trips.pop(0)
            k = 1 if rng.random() < 0.5 else int(rng.integers(2, 4))
            seq = [outdoor[i] for i in rng.permutation(len(outdoor))[:k]]
            for g in seq:
                _visit(w, nav, g, rng, goals)
            inside_since_trip = False
            continue
        g = _next_indoor(world, rng, indoor, visited, w.region)
        if _visit(w, nav, g, rng, goals):
            visited.append(g.id)
            inside_since_trip = True
        else:
            w.hold(5.0, "pause")
    kf = np.array(w.kf)
    keep = kf[:, 0] < horizon
    last = np.array(
        [horizon, *(float(np.interp(horizon, kf[:, 0], kf[:, c])) for c in range(1, 5))]
    )
    kf = np.vstack([kf[keep], last])
    acts = [a for a in w.acts if a.t0 < horizon]
    for a in acts:
        a.t1 = min(a.t1, horizon)
    goals = [(r, t0, min(t1, horizon)) for r, t0, t1 in goals if t0 < horizon]
    return Route(kf[:, 0], kf[:, 1], kf[:, 2], kf[:, 3], kf[:, 4], acts, goals, reserved)


def _reserve(world: World, rng: np.random.Generator, indoor: list[Region]) -> list[int]:
    exterior = {d.a for d in world.doors if d.kind == "entrance"}
    exterior |= {d.b for d in world.doors if d.kind == "entrance"}
    cands = [r for r in indoor if r.id not in exterior and "lobby" not in r.kind]
    n = min(len(cands) - 3, int(rng.integers(1, 3)))
    if n <= 0:
        return []
    return [cands[i].id for i in rng.permutation(len(cands))[:n]]


def _start_region(world: World, rng: np.random.Generator, indoor: list[Region]) -> Region:
    lobbies = [r for r in indoor if "lobby" in r.kind]
    if lobbies and rng.random() < 0.5:
        return pick(rng, lobbies)
    return pick(rng, indoor)


def _point_in(region: Region, rng: np.random.Generator, margin: float = 0.9) -> tuple[float, float]:
    mx = min(margin, 0.3 * (region.x1 - region.x0))
    my = min(margin, 0.3 * (region.y1 - region.y0))
    return (
        float(rng.uniform(region.x0 + mx, region.x1 - mx)),
        float(rng.uniform(region.y0 + my, region.y1 - my)),
    )


def _next_indoor(
    world: World, rng: np.random.Generator, indoor: list[Region], visited: list[int], current: int
) -> Region:
    """Prefer new places (same building first); every kind is as likely as any other."""
    cur = world.regions[current]
    fresh = [r for r in indoor if r.id not in visited]
    if fresh and rng.random() > 0.35:
        same = [r for r in fresh if r.building == cur.building]
        pool = same if same and rng.random() < 0.7 else fresh
    else:
        pool = [r for r in indoor if r.id in visited and r.id != current] or indoor
    kinds = sorted({r.kind for r in pool})
    weights = np.array([0.3 if k == "elevator_lobby" else 1.0 for k in kinds])
    kind = kinds[int(rng.choice(len(kinds), p=weights / weights.sum()))]
    return pick(rng, [r for r in pool if r.kind == kind])


def _stop_length(rng: np.random.Generator) -> float:
    u = rng.random()
    if u < 0.55:
        return float(rng.uniform(15.0, 75.0))
    if u < 0.88:
        return float(rng.uniform(75.0, 180.0))
    return float(rng.uniform(180.0, 400.0))


def _visit(
    w: _Walker,
    nav: NavGraph,
    goal: Region,
    rng: np.random.Generator,
    goals: list[tuple[int, float, float]],
) -> bool:
    point = _point_in(goal, rng, 1.5 if goal.indoor else 3.0)
    path = nav.path(w.pos, w.region, point, goal.id)
    if path is None:
        return False
    for node in path:
        _step(w, node, rng)
    w.move_to(*point)
    w.region = goal.id
    t_reach = w.t
    _activity(w, goal, rng)
    goals.append((goal.id, t_reach, w.t))
    return True


def _activity(w: _Walker, goal: Region, rng: np.random.Generator) -> None:
    """What the robot does once it reaches a goal."""
    u = rng.random()
    if u < 0.4:
        long_ok = goal.indoor or rng.random() < 0.15
        w.hold(_stop_length(rng) if long_ok else float(rng.uniform(5.0, 60.0)), "stop")
    elif u < 0.6:
        w.spin()
        w.hold(float(rng.uniform(5.0, 40.0)), "stop")
    elif u < 0.85:
        for _ in range(int(rng.integers(2, 4))):
            w.move_to(*_point_in(goal, rng, 1.0 if goal.indoor else 2.0))
            w.hold(float(rng.uniform(3.0, 25.0)), "stop")
        if rng.random() < 0.4:
            w.spin()
    else:
        w.hold(float(rng.uniform(3.0, 10.0)), "pause")


def _step(w: _Walker, node: Node, rng: np.random.Generator) -> None:
    world = w.world
    here = world.regions[w.region]
    if node.kind == "lift" and node.floor != here.floor:
        w.ride(node)
        return
    target = world.regions[node.region]
    if node.kind == "lift_door" and target.kind == "elevator" and here.kind != "elevator":
        w.hold(float(rng.uniform(8.0, 60.0)), "wait_lift")
    elif node.kind == "crossing" and target.kind == "street" and rng.random() < 0.75:
        w.hold(float(rng.uniform(3.0, 25.0)), "wait_cross")
    elif node.kind in ("door", "entrance") and node.region != w.region and rng.random() < 0.15:
        w.hold(float(rng.uniform(1.5, 5.0)), "door")
    w.move_to(node.x, node.y)
    w.region = node.region
