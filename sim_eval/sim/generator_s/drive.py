"""The robot's true motion, frame times, recording gaps and localisation error."""

from __future__ import annotations

import bisect
import itertools
import math
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .layout import centre, route
from .model import T_2027, wrap
from .rng import stream

# A segment: t0, t1, x0, y0, x1, y1, yaw0, yaw1, z0, z1, place, level
Seg = tuple[float, float, float, float, float, float, float, float, float, float, str, str | None]


@dataclass
class Driver:
    site: dict[str, Any]
    rng: np.random.Generator
    t: float
    x: float
    y: float
    yaw: float
    place: str
    level: str
    segs: list[Seg] = field(default_factory=list)
    waits: list[tuple[float, float, str]] = field(default_factory=list)
    targets: list[str] = field(default_factory=list)

    def z(self, level: str | None) -> float:
        return float(next(lv["z"] for lv in self.site["levels"] if lv["key"] == level))

    def _seg(
        self,
        dur: float,
        x1: float,
        y1: float,
        yaw1: float,
        place: str,
        level: str | None,
        z0: float,
        z1: float,
    ) -> None:
        if dur <= 0:
            return
        self.segs.append(
            (self.t, self.t + dur, self.x, self.y, x1, y1, self.yaw, yaw1, z0, z1, place, level)
        )
        self.t += dur
        self.x, self.y, self.yaw = x1, y1, yaw1

    def turn_to(self, yaw: float, rate: float = math.radians(60)) -> None:
        delta = wrap(yaw - self.yaw)
        z = self.z(self.level)
        self._seg(abs(delta) / rate, self.x, self.y, self.yaw + delta, self.place, self.level, z, z)

    def drive_to(self, x: float, y: float, place: str) -> None:
        dist = math.hypot(x - self.x, y - self.y)
        if dist < 0.05:
            return
        self.turn_to(math.atan2(y - self.y, x - self.x))
        big = self.site["places"][place]["sight"] >= 40
        speed = float(self.rng.uniform(1.3, 1.6) if big else self.rng.uniform(0.8, 1.2))
        z = self.z(self.level)
        self._seg(dist / speed, x, y, self.yaw, place, self.level, z, z)

    def wait(self, dur: float, sweep: float = 0.0) -> None:
        z = self.z(self.level)
        t0 = self.t
        self._seg(dur, self.x, self.y, self.yaw + sweep, self.place, self.level, z, z)
        self.waits.append((t0, self.t, self.place))

    def go(self, goal: tuple[str, str]) -> None:
        path = route(self.site, (self.place, self.level), goal)
        adj_doors = {(d["a"], d["b"], d["level"]): d["point"] for d in self.site["doors"]}
        for (pa, la), (pb, lb) in itertools.pairwise(path):
            if pa == pb:  # lift ride
                za, zb = self.z(la), self.z(lb)
                self.wait(float(self.rng.uniform(3, 6)))
                dur = abs(zb - za) / float(self.rng.uniform(0.8, 1.2)) + 2.0
                self._seg(dur, self.x, self.y, self.yaw, pa, None, za, zb)
                self.level = lb
                self.wait(float(self.rng.uniform(3, 6)))
                continue
            point = adj_doors.get((pa, pb, la)) or adj_doors[(pb, pa, la)]
            self.drive_to(point[0], point[1], pa)
            self.place = pb
            if pb == "lift":
                cx, cy = centre(self.site["places"]["lift"]["rect"])
                self.drive_to(cx, cy, pb)

    def interior(self, place: str) -> tuple[float, float]:
        r = self.site["places"][place]["rect"]
        mx = min(1.5, (r[2] - r[0]) / 4)
        my = min(1.5, (r[3] - r[1]) / 4)
        return (
            float(self.rng.uniform(r[0] + mx, r[2] - mx)),
            float(self.rng.uniform(r[1] + my, r[3] - my)),
        )

    def explore(self, place: str) -> None:
        level = self.site["places"][place]["level"]
        self.go((place, level))
        for _ in range(int(self.rng.integers(1, 3))):
            x, y = self.interior(place)
            self.drive_to(x, y, place)
            sweep = math.radians(float(self.rng.uniform(90, 270))) * float(self.rng.choice([-1, 1]))
            self.wait(abs(sweep) / math.radians(float(self.rng.uniform(25, 40))), sweep)
        if self.rng.random() < 0.3:
            self.wait(
                float(self.rng.uniform(40, 120)), math.radians(float(self.rng.uniform(-60, 60)))
            )
        self.targets.append(place)

    def choose(self) -> str:
        places = self.site["places"]
        keys = sorted(k for k, p in places.items() if not p["lift"] and not p["dock"])
        weights = []
        for k in keys:
            w = 2.5 if k not in self.targets else 1.0
            if places[k]["spine"]:
                w *= 0.5
            if k in self.targets[-3:]:
                w *= 0.1
            if places[k]["level"] != self.level:
                w *= 0.7
            weights.append(w)
        wa = np.asarray(weights)
        return keys[int(self.rng.choice(len(keys), p=wa / wa.sum()))]


def drive(site: dict[str, Any], family: str, seed: int) -> dict[str, Any]:
    """True motion of a two-session run with a docking break between."""
    rng = stream(family, seed, "route")
    trng = stream(family, seed, "time")
    day = int(trng.integers(0, 365))
    t_start = T_2027 + day * 86400 + float(trng.integers(8 * 3600, 15 * 3600)) + 0.25
    dock = next(k for k, p in sorted(site["places"].items()) if p["dock"])
    dp = site["places"][dock]
    cx, cy = centre(dp["rect"])
    d = Driver(site, rng, t_start, cx, cy, float(rng.uniform(-3, 3)), dock, dp["level"])
    d.wait(float(rng.uniform(15, 40)))
    s1_end = t_start + float(trng.uniform(20, 26)) * 60
    while d.t < s1_end:
        d.explore(d.choose())
    d.go((dock, dp["level"]))
    d.drive_to(cx, cy, dock)
    d.wait(float(rng.uniform(15, 30)))
    brk0 = d.t
    brk_len = float(trng.uniform(15, 30)) * 60
    d.wait(brk_len)
    brk1 = d.t
    d.wait(float(rng.uniform(8, 20)))
    s2_end = d.t + float(trng.uniform(14, 20)) * 60
    while d.t < s2_end:
        d.explore(d.choose())
    return {
        "segs": d.segs,
        "waits": d.waits,
        "t_start": t_start,
        "t_end": d.t,
        "break": (brk0, brk1),
        "dock": dock,
    }


def pose_at(
    segs: list[Seg], starts: list[float], t: float
) -> tuple[float, float, float, float, str, str | None]:
    """True (x, y, z, yaw, place, level) at time t."""
    i = max(0, bisect.bisect_right(starts, t) - 1)
    s = segs[i]
    f = 0.0 if s[1] <= s[0] else min(1.0, max(0.0, (t - s[0]) / (s[1] - s[0])))
    return (
        s[2] + f * (s[4] - s[2]),
        s[3] + f * (s[5] - s[3]),
        s[8] + f * (s[9] - s[8]),
        wrap(s[6] + f * (s[7] - s[6])),
        s[10],
        s[11],
    )


def frames(site: dict[str, Any], motion: dict[str, Any], family: str, seed: int) -> dict[str, Any]:
    """Frame times (2-4 s apart) with the break and 1-2 dropouts removed; true and written poses."""
    rng = stream(family, seed, "frames")
    jr = stream(family, seed, "jitter")
    segs = motion["segs"]
    starts = [s[0] for s in segs]
    brk0, brk1 = motion["break"]
    times: list[float] = []
    t = motion["t_start"]
    while t <= motion["t_end"]:
        if not brk0 < t < brk1:
            times.append(round(t, 3))
        u = rng.random()
        t += float(
            rng.uniform(2.5, 3.5)
            if u < 0.7
            else rng.uniform(2.0, 2.5)
            if u < 0.85
            else rng.uniform(3.5, 4.0)
        )
        if brk0 < t < brk1:
            t = brk1 + float(rng.uniform(0.1, 1.5))
    late = [w for w in motion["waits"] if w[1] - w[0] >= 70 and w[0] > brk1 + 60]
    early = [w for w in motion["waits"] if w[1] - w[0] >= 70 and w[1] < brk0 - 30]
    chosen = []
    for pool in (late or early, early if rng.random() < 0.5 else []):
        rest = [w for w in pool if w not in chosen]
        if rest:
            chosen.append(rest[int(rng.integers(len(rest)))])
    dropouts = []
    for w in sorted(chosen):
        d0 = w[0] + 12.0
        d1 = d0 + min(float(rng.uniform(20, 45)), w[1] - w[0] - 30.0)
        times = [t for t in times if not d0 < t < d1]
        dropouts.append([round(d0, 3), round(d1, 3)])
    # localisation error
    s1 = [t for t in times if t < brk0]
    ep0 = s1[len(s1) // 3] + float(rng.uniform(0, 120))
    ep_len = float(rng.uniform(120, 240))
    ep_mag = float(rng.uniform(1.5, 2.5))
    ep_dir = float(rng.uniform(-math.pi, math.pi))
    wrong_len = float(rng.uniform(20, 40))
    wrong_off = (
        float(rng.uniform(2.0, 3.5)),
        float(rng.uniform(-math.pi, math.pi)),
        math.radians(float(rng.uniform(6, 12))) * float(rng.choice([-1, 1])),
    )
    ex = ey = eyaw = 0.0
    out: list[dict[str, Any]] = []
    relocs: list[dict[str, Any]] = []
    snapped = {"drift": False, "wrong": False}
    for t in times:
        x, y, z, yaw, place, level = pose_at(segs, starts, t)
        ex = max(-0.3, min(0.3, 0.95 * ex + float(jr.normal(0, 0.04))))
        ey = max(-0.3, min(0.3, 0.95 * ey + float(jr.normal(0, 0.04))))
        eyaw = max(-0.04, min(0.04, 0.95 * eyaw + float(jr.normal(0, 0.008))))
        dx, dy, dyaw = ex, ey, eyaw
        if ep0 <= t < ep0 + ep_len:
            g = (t - ep0) / ep_len * ep_mag
            dx += g * math.cos(ep_dir)
            dy += g * math.sin(ep_dir)
            dyaw += (t - ep0) / ep_len * 0.05
        elif t >= ep0 + ep_len and not snapped["drift"]:
            snapped["drift"] = True
            relocs.append({"t": t, "kind": "drift_snap", "size_m": round(ep_mag, 3)})
        if brk1 <= t < brk1 + wrong_len:
            dx += wrong_off[0] * math.cos(wrong_off[1])
            dy += wrong_off[0] * math.sin(wrong_off[1])
            dyaw += wrong_off[2]
        elif t >= brk1 + wrong_len and not snapped["wrong"]:
            snapped["wrong"] = True
            relocs.append({"t": t, "kind": "after_break_snap", "size_m": round(wrong_off[0], 3)})
        true = {"x": round(x, 3), "y": round(y, 3), "z": round(z, 3), "yaw": round(yaw, 4)}
        pose = {
            "x": round(x + dx, 3),
            "y": round(y + dy, 3),
            "z": round(z, 3),
            "yaw": round(wrap(yaw + dyaw), 4),
        }
        err = round(math.hypot(pose["x"] - true["x"], pose["y"] - true["y"]), 3)
        out.append(
            {"t": t, "pose": pose, "true": true, "place": place, "level": level, "loc_error_m": err}
        )
    gaps = [[a["t"], b["t"]] for a, b in itertools.pairwise(out) if b["t"] - a["t"] > 6.0]
    return {
        "frames": out,
        "gaps": gaps,
        "dropouts": dropouts,
        "relocalisations": relocs,
    }
