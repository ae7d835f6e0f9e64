"""What happened along the true trajectory: stays in regions, trips outside, stops, rides."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from .model import World
from .route import Activity, Route

STEP = 0.25


@dataclass
class Stay:
    """The robot was in ``region`` during [t0, t1)."""

    region: int
    t0: float
    t1: float

    @property
    def length(self) -> float:
        """Duration in seconds."""
        return self.t1 - self.t0


@dataclass
class Events:
    """Derived trajectory facts used by perception, questions and truth.json."""

    stays: list[Stay]
    trips: list[Stay]
    crossings: list[Stay]
    stops: list[Stay]
    rides: list[Activity]
    goal_stays: list[int]
    dense_t: np.ndarray
    dense_region: np.ndarray
    duration: float = 0.0
    by_region: dict[int, list[Stay]] = field(default_factory=dict)

    def region_at(self, t: float) -> int:
        """Region id at time t."""
        i = int(
            np.clip(np.searchsorted(self.dense_t, t, side="right") - 1, 0, len(self.dense_t) - 1)
        )
        return int(self.dense_region[i])

    def stay_at(self, t: float) -> Stay:
        """The stay containing t."""
        for s in self.stays:
            if s.t0 <= t < s.t1:
                return s
        return self.stays[-1]


def region_lookup(world: World, x: np.ndarray, y: np.ndarray, floor: np.ndarray) -> np.ndarray:
    """Region id per point (-1 if none); smaller regions win on shared edges."""
    out = np.full(x.shape, -1, dtype=int)
    for r in sorted(world.regions, key=lambda r: -r.area):
        m = (floor == r.floor) & (x >= r.x0) & (x <= r.x1) & (y >= r.y0) & (y <= r.y1)
        out[m] = r.id
    return out


def derive_events(world: World, route: Route) -> Events:
    """Segment the trajectory into stays, trips outdoors, street crossings and stops."""
    ts = np.arange(0.0, route.duration, STEP)
    x, y, z, _ = route.at(ts)
    floor = np.rint(z / world.floor_height).astype(int)
    reg = region_lookup(world, x, y, floor)
    for i in range(len(reg)):
        if reg[i] < 0:
            reg[i] = reg[i - 1] if i else _nearest(world, x[i], y[i], int(floor[i]))
    stays = _runs(ts, reg, route.duration)
    indoor = np.array([world.regions[s.region].indoor for s in stays])
    trips: list[Stay] = []
    for s, ins in zip(stays, indoor, strict=True):
        if ins:
            continue
        if trips and abs(trips[-1].t1 - s.t0) < 1e-6:
            trips[-1].t1 = s.t1
        else:
            trips.append(Stay(-1, s.t0, s.t1))
    crossings = [s for s in stays if world.regions[s.region].kind == "street"]
    ev = Events(
        stays,
        trips,
        crossings,
        _stops(world, route, ts, reg),
        [a for a in route.activities if a.kind == "ride"],
        _goal_stays(stays, route),
        ts,
        reg,
        route.duration,
    )
    for s in stays:
        ev.by_region.setdefault(s.region, []).append(s)
    return ev


def _nearest(world: World, x: float, y: float, floor: int) -> int:
    best = min(
        (r for r in world.regions if r.floor == floor),
        key=lambda r: max(r.x0 - x, 0, x - r.x1) + max(r.y0 - y, 0, y - r.y1),
    )
    return best.id


def _runs(ts: np.ndarray, reg: np.ndarray, end: float) -> list[Stay]:
    cut = np.flatnonzero(np.diff(reg)) + 1
    starts = np.concatenate([[0], cut])
    raw = [Stay(int(reg[s]), float(ts[s]), 0.0) for s in starts]
    for a, b in zip(raw, [*raw[1:], None], strict=True):
        a.t1 = b.t0 if b else end
    merged: list[Stay] = []
    for s in raw:
        if merged and (s.region == merged[-1].region or s.length < 1.0):
            merged[-1].t1 = s.t1
        else:
            merged.append(s)
    return merged


def _stops(world: World, route: Route, ts: np.ndarray, reg: np.ndarray) -> list[Stay]:
    still = (
        (np.abs(np.diff(route.x)) < 1e-6)
        & (np.abs(np.diff(route.y)) < 1e-6)
        & (np.abs(np.diff(route.z)) < 1e-6)
    )
    out: list[Stay] = []
    for k in np.flatnonzero(still):
        t0, t1 = float(route.t[k]), float(route.t[k + 1])
        if out and abs(out[-1].t1 - t0) < 1e-6:
            out[-1].t1 = t1
        else:
            out.append(Stay(-1, t0, t1))
    out = [s for s in out if s.length >= 8.0]
    for s in out:
        i = int(np.clip(np.searchsorted(ts, 0.5 * (s.t0 + s.t1)), 0, len(reg) - 1))
        s.region = int(reg[i])
    return out


def _goal_stays(stays: list[Stay], route: Route) -> list[int]:
    out = []
    for region, t0, _ in route.goals:
        for k, s in enumerate(stays):
            if s.region == region and s.t0 <= t0 + 0.5 and t0 <= s.t1:
                out.append(k)
                break
    return sorted(set(out))
