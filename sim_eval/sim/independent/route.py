"""Robot route: a timed, piecewise trajectory through the world.

The planner alternates indoor tours with at least two outdoor excursions,
holds back one or two rooms until late in the run (so that early questions
can have "not yet" answers), and sprinkles stops, long waits and in-place
look-arounds.  The result is a list of segments that can be sampled at any
time.
"""

from __future__ import annotations

import bisect
import math
from dataclasses import dataclass, field

import numpy as np

from .layout import Point, Region, plan_path, random_point
from .rng import pick_weighted, stream
from .world import World

TURN_RATE = 1.0  # rad/s


def wrap(a: float) -> float:
    """Wrap an angle to (-pi, pi]."""
    return (a + math.pi) % (2 * math.pi) - math.pi


@dataclass(frozen=True)
class Segment:
    """Linear motion in x, y and (unwrapped) yaw between ``t0`` and ``t1``."""

    t0: float
    t1: float
    p0: Point
    p1: Point
    yaw0: float
    yaw1: float
    mode: str  # move | turn | pause | scan


@dataclass
class Pause:
    """A stop of the robot (the robot stands still)."""

    t0: float
    t1: float
    region: str
    kind: str


@dataclass
class Trajectory:
    """The robot's true motion."""

    segments: list[Segment] = field(default_factory=list)
    pauses: list[Pause] = field(default_factory=list)
    speed_indoor: float = 0.7
    speed_outdoor: float = 1.1

    @property
    def duration(self) -> float:
        """Total duration in seconds."""
        return self.segments[-1].t1 if self.segments else 0.0

    def pose(self, t: float) -> tuple[float, float, float]:
        """True (x, y, yaw) at time ``t`` seconds after the start."""
        starts = [s.t0 for s in self.segments]
        i = max(0, bisect.bisect_right(starts, t) - 1)
        s = self.segments[i]
        f = 0.0 if s.t1 <= s.t0 else min(1.0, max(0.0, (t - s.t0) / (s.t1 - s.t0)))
        x = s.p0[0] + f * (s.p1[0] - s.p0[0])
        y = s.p0[1] + f * (s.p1[1] - s.p0[1])
        return x, y, wrap(s.yaw0 + f * (s.yaw1 - s.yaw0))


class _Builder:
    """Accumulates segments while tracking the current pose and time."""

    def __init__(
        self,
        world: World,
        rng: np.random.Generator,
        start: Point,
        yaw: float,
        v_in: float,
        v_out: float,
    ) -> None:
        self.world = world
        self.rng = rng
        self.pos = start
        self.yaw = yaw
        self.t = 0.0
        self.traj = Trajectory(speed_indoor=v_in, speed_outdoor=v_out)

    def _add(self, dt: float, p1: Point, yaw1: float, mode: str) -> None:
        self.traj.segments.append(Segment(self.t, self.t + dt, self.pos, p1, self.yaw, yaw1, mode))
        self.t += dt
        self.pos = p1
        self.yaw = wrap(yaw1)

    def turn_to(self, heading: float) -> None:
        d = wrap(heading - self.yaw)
        if abs(d) > 0.05:
            self._add(abs(d) / TURN_RATE, self.pos, self.yaw + d, "turn")

    def move_to(self, p: Point) -> None:
        dx, dy = p[0] - self.pos[0], p[1] - self.pos[1]
        dist = math.hypot(dx, dy)
        if dist < 0.05:
            return
        self.turn_to(math.atan2(dy, dx))
        mid = ((p[0] + self.pos[0]) / 2, (p[1] + self.pos[1]) / 2)
        region = self.world.layout.region_at(mid)
        v = self.traj.speed_indoor if (region is None or region.indoor) else self.traj.speed_outdoor
        v *= float(self.rng.uniform(0.9, 1.1))
        self._add(dist / v, p, math.atan2(dy, dx), "move")

    def pause(self, dt: float) -> None:
        region = self.world.layout.region_at(self.pos)
        assert region is not None
        self.traj.pauses.append(Pause(self.t, self.t + dt, region.name, region.kind))
        self._add(dt, self.pos, self.yaw, "pause")

    def scan(self) -> None:
        direction = 1.0 if self.rng.random() < 0.5 else -1.0
        self._add(2 * math.pi / 0.6, self.pos, self.yaw + direction * 2 * math.pi, "scan")

    def go(self, goal: Point) -> None:
        for p in plan_path(self.world.layout, self.pos, goal)[1:]:
            self.move_to(p)


def _goal_in(rng: np.random.Generator, world: World, region: Region) -> tuple[Point, float | None]:
    """A goal point in ``region``; sometimes right in front of an object (then face it)."""
    objs = [
        o for o in world.objects if o.region == region.name and o.category not in ("door", "window")
    ]
    if objs and rng.random() < 0.4:
        o = objs[int(rng.integers(len(objs)))]
        cx, cy = region.centre
        d = math.hypot(cx - o.x, cy - o.y) or 1.0
        p = (o.x + 1.3 * (cx - o.x) / d, o.y + 1.3 * (cy - o.y) / d)
        if region.contains(p, 0.5):
            return p, math.atan2(o.y - p[1], o.x - p[0])
    return random_point(rng, region), None


def plan_route(world: World, seed: int) -> Trajectory:
    """Plan the robot's whole run for ``world``."""
    rng = stream(seed, world.family.name, "route")
    fam = world.family
    layout = world.layout
    total = float(rng.uniform(20, 40)) * 60.0
    indoor = [r for r in layout.regions if r.indoor]
    outdoor = [r for r in layout.regions if not r.indoor]
    candidates = [
        r for r in indoor if r.kind not in fam.transit_kinds and r.name != fam.start_region
    ]
    late_idx = rng.choice(len(candidates), size=int(rng.integers(1, 3)), replace=False)
    late = {candidates[int(i)].name for i in late_idx}
    exc = [rng.uniform(0.15, 0.3), rng.uniform(0.48, 0.62)]
    if rng.random() < 0.5:
        exc.append(rng.uniform(0.78, 0.88))
    exc_times = sorted(float(e) * total for e in exc)

    start = layout.region(fam.start_region)
    b = _Builder(
        world,
        rng,
        random_point(rng, start),
        float(rng.uniform(-math.pi, math.pi)),
        float(rng.uniform(0.55, 0.85)),
        float(rng.uniform(0.9, 1.3)),
    )
    visits: dict[str, int] = {r.name: 0 for r in layout.regions}
    visits[start.name] = 1
    long_pause_done = False

    def visit(region: Region) -> None:
        nonlocal long_pause_done
        goal, face = _goal_in(rng, world, region)
        b.go(goal)
        visits[region.name] += 1
        if face is not None:
            b.turn_to(face)
        u = rng.random()
        if (not long_pause_done and b.t > 0.4 * total) or u < 0.07:
            b.pause(float(rng.uniform(90, 200)))
            long_pause_done = True
        elif u < 0.27:
            b.pause(float(rng.uniform(20, 80)))
        elif u < 0.5:
            b.scan()
        if rng.random() < 0.3 and region.area > 20:
            b.go(random_point(rng, region))

    while b.t < total:
        here = layout.region_at(b.pos)
        if exc_times and b.t >= exc_times[0] and here is not None and here.indoor:
            exc_times.pop(0)
            last = here
            for _ in range(int(rng.integers(2, 5))):
                opts = [r for r in outdoor if r.name != last.name]
                weights = [1.0 / (1 + visits[r.name]) ** 1.5 for r in opts]
                last = pick_weighted(rng, opts, weights)
                visit(last)
            continue
        opts = [
            r
            for r in indoor
            if (here is None or r.name != here.name) and (r.name not in late or b.t > 0.7 * total)
        ]
        weights = [
            (0.3 if r.kind in fam.transit_kinds else 1.0) / (1 + visits[r.name]) ** 1.5
            for r in opts
        ]
        visit(pick_weighted(rng, opts, weights))
    return b.traj


def path_length(traj: Trajectory) -> float:
    """Distance travelled in metres."""
    return float(sum(math.hypot(s.p1[0] - s.p0[0], s.p1[1] - s.p0[1]) for s in traj.segments))
