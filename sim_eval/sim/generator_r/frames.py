"""Frame times (a slow logger), short dropouts, and the localisation error of written poses."""

from __future__ import annotations

import bisect
import math
from dataclasses import dataclass

from .drive import Leg, Timeline
from .model import FRAME_MAX_S, FRAME_MIN_S
from .rng import chance, stream, uniform


@dataclass(frozen=True)
class TruePose:
    t: float
    x: float
    y: float
    z: float
    yaw: float
    place: str
    level: str | None
    motion: str


@dataclass(frozen=True)
class Reloc:
    t: float  # time of the first frame after the correction
    kind: str  # "drift" or "restart"
    magnitude_m: float


def wrap(angle: float) -> float:
    return (angle + math.pi) % (2 * math.pi) - math.pi


class PoseLookup:
    def __init__(self, legs: list[Leg]) -> None:
        self.legs = legs
        self.starts = [leg.t0 for leg in legs]

    def leg_at(self, t: float) -> Leg:
        i = bisect.bisect_right(self.starts, t) - 1
        i = max(0, min(i, len(self.legs) - 1))
        return self.legs[i]

    def at(self, t: float) -> TruePose:
        leg = self.leg_at(t)
        x, y, z, yaw = leg.pose(t)
        return TruePose(t, x, y, z, wrap(yaw), leg.place, leg.level, leg.motion)


def _interval(rng_draw: float, rng_u: float) -> float:
    if rng_draw < 0.7:
        return 3.0 + 1.5 * rng_u
    if rng_draw < 0.9:
        return FRAME_MIN_S + 0.5 * rng_u
    return 4.5 + (FRAME_MAX_S - 4.5) * rng_u


def frame_times(
    family: str, seed: int, tl: Timeline, look: PoseLookup
) -> tuple[list[float], list[tuple[float, float]]]:
    """Frame times and the recording gaps (the docking break and 1-2 dropouts)."""
    rng = stream(family, seed, "frames")
    b0, b1 = tl.break_window
    times: list[float] = []
    t = tl.t_start
    while t <= tl.t_end:
        if b0 - 0.5 < t < b1:
            t = b1 + uniform(rng, 0.3, 1.5)
            continue
        times.append(round(t, 3))
        t += _interval(float(rng.random()), float(rng.random()))
    last_before = max(x for x in times if x < b0)
    gaps: list[tuple[float, float]] = [(last_before, min(x for x in times if x > b1))]
    # Short dropouts inside one place's stay, well away from the ends and the break.
    n_drop = int(rng.integers(1, 3))
    for _ in range(60):
        if len(gaps) - 1 >= n_drop:
            break
        i = int(rng.integers(20, len(times) - 20))
        length = uniform(rng, 15, 45)
        g0 = times[i]
        g1 = g0 + length
        if any(abs(g0 - a) < 300 or abs(g1 - b) < 300 for a, b in gaps):
            continue
        places = {look.at(g0 + k * (g1 - g0) / 20).place for k in range(-2, 23)}
        levels = {look.at(g0 + k * (g1 - g0) / 20).level for k in range(-2, 23)}
        if len(places) != 1 or None in levels:
            continue
        inside = [x for x in times if g0 < x < g1]
        after = [x for x in times if x >= g1]
        if not inside or not after:
            continue
        nxt = min(after)
        span = [look.at(g0 + k * (nxt - g0) / 20) for k in range(21)]
        if len({p.place for p in span}) != 1 or any(p.level is None for p in span):
            continue
        times = [x for x in times if not g0 < x < g1]
        gaps.append((g0, nxt))
    gaps.sort()
    return times, gaps


def written_poses(
    family: str, seed: int, tl: Timeline, poses: list[TruePose]
) -> tuple[list[tuple[float, float, float, float]], list[Reloc], list[float]]:
    """The localised pose of every frame: AR(1) noise, one slow drift per session that ends
    in a relocalisation jump, and a wrong initial pose after the docking break."""
    rng = stream(family, seed, "jitter")
    sigma = uniform(rng, 0.08, 0.2)
    ysig = math.radians(uniform(rng, 0.6, 1.4))
    rho = 0.95
    ex = ey = eyaw = 0.0
    b0, b1 = tl.break_window
    episodes: list[tuple[float, float, float, float, float]] = []  # t0, t1, dx, dy, dyaw
    for s0, s1 in ((tl.t_start, b0), (b1, tl.t_end)):
        length = uniform(rng, 120, 300)
        start = uniform(rng, s0 + 0.25 * (s1 - s0), s0 + 0.7 * (s1 - s0) - length)
        mag = uniform(rng, 1.2, 2.5)
        ang = uniform(rng, -math.pi, math.pi)
        episodes.append(
            (
                start,
                start + length,
                mag * math.cos(ang),
                mag * math.sin(ang),
                math.radians(uniform(rng, -4, 4)),
            )
        )
    rmag = uniform(rng, 2.5, 4.5)
    rang = uniform(rng, -math.pi, math.pi)
    restart = (
        b1 - 1.0,
        b1 + uniform(rng, 15, 45),
        rmag * math.cos(rang),
        rmag * math.sin(rang),
        math.radians(uniform(rng, 6, 15)) * (1 if chance(rng, 0.5) else -1),
    )
    out: list[tuple[float, float, float, float]] = []
    errors: list[float] = []
    relocs: list[Reloc] = []
    prev_in: dict[int, bool] = {}
    for pose in poses:
        ex = rho * ex + sigma * math.sqrt(1 - rho * rho) * float(rng.standard_normal())
        ey = rho * ey + sigma * math.sqrt(1 - rho * rho) * float(rng.standard_normal())
        eyaw = rho * eyaw + ysig * math.sqrt(1 - rho * rho) * float(rng.standard_normal())
        ex = max(-0.3, min(0.3, ex))
        ey = max(-0.3, min(0.3, ey))
        eyaw = max(-math.radians(2.5), min(math.radians(2.5), eyaw))
        dx, dy, dyaw = ex, ey, eyaw
        for k, (e0, e1, ddx, ddy, ddyaw) in enumerate([*episodes, restart]):
            active = e0 <= pose.t < e1
            if active:
                f = 1.0 if k == 2 else (pose.t - e0) / (e1 - e0)
                dx += f * ddx
                dy += f * ddy
                dyaw += f * ddyaw
            elif prev_in.get(k) and pose.t >= e1:
                relocs.append(
                    Reloc(pose.t, "restart" if k == 2 else "drift", round(math.hypot(ddx, ddy), 3))
                )
            prev_in[k] = active
        out.append(
            (
                round(pose.x + dx, 3),
                round(pose.y + dy, 3),
                round(pose.z, 3),
                round(wrap(pose.yaw + dyaw), 4),
            )
        )
        errors.append(math.hypot(dx, dy))
    return out, relocs, errors
