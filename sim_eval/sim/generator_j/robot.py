"""The robot's drive: an itinerary of places, walked along doors and corridors, sampled at
0.5 s, then thinned to camera frames 1-4 s apart."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from .layout import Zone
from .spec import FLOOR_H

DT = 0.5


@dataclass
class Sample:
    t: float
    x: float
    y: float
    z: float
    yaw: float
    zone: str


class Driver:
    def __init__(self, rng: np.random.Generator, zones: list[Zone], t0: float) -> None:
        self.rng = rng
        self.zones = {z.id: z for z in zones}
        self.corridor = {z.floor: z for z in zones if z.d.kind == "corridor"}
        self.vertical = [z for z in zones if z.d.side == "v"]
        self.samples: list[Sample] = []
        self.t = t0
        self.x, self.y, self.z, self.yaw = 0.0, 0.0, 0.0, 0.0
        self.speed = float(rng.uniform(0.9, 1.25))

    def _emit(self, zone: str) -> None:
        self.samples.append(Sample(round(self.t, 2), self.x, self.y, self.z, self.yaw, zone))
        self.t += DT

    def place(self, zone: Zone, x: float, y: float) -> None:
        self.x, self.y, self.z = x, y, zone.floor * FLOOR_H
        self._emit(zone.id)

    def walk(self, x: float, y: float, zone: str, dz: float = 0.0) -> None:
        d = math.hypot(x - self.x, y - self.y)
        steps = max(1, int(d / (self.speed * DT)))
        if d > 0.05:
            self.yaw = math.atan2(y - self.y, x - self.x)
        x0, y0, z0 = self.x, self.y, self.z
        for i in range(1, steps + 1):
            f = i / steps
            self.x, self.y, self.z = x0 + f * (x - x0), y0 + f * (y - y0), z0 + f * dz
            self.yaw += float(self.rng.normal(0, 0.03))
            self._emit(zone)

    def look_around(self, zone: str, seconds: float) -> None:
        turn = float(self.rng.choice([-1.0, 1.0])) * float(self.rng.uniform(0.15, 0.35))
        for _ in range(int(seconds / DT)):
            self.yaw += turn * DT
            self._emit(zone)

    def dwell(self, zone: Zone, seconds: float) -> None:
        end = self.t + seconds
        x0, y0, x1, y1 = zone.rect
        m = min(1.0, (x1 - x0) / 3, (y1 - y0) / 3)
        while self.t < end:
            self.walk(
                float(self.rng.uniform(x0 + m, x1 - m)),
                float(self.rng.uniform(y0 + m, y1 - m)),
                zone.id,
            )
            if self.rng.random() < 0.6:
                self.look_around(zone.id, float(self.rng.uniform(4, 16)))

    def _chain(self, zone: Zone) -> list[Zone]:
        """The zone, its parent, ... up to its floor's corridor (excluded)."""
        out = []
        while zone.d.kind != "corridor":
            out.append(zone)
            zone = self.zones[zone.parent or ""]
        return out

    def _ride(self, conn: Zone, a: int, b: int) -> None:
        self.walk(*conn.door, self.corridor[a].id)
        x0, y0, x1, y1 = conn.rect
        if conn.d.kind == "lift":
            self.walk(*conn.centre, conn.id)
            self.look_around(conn.id, float(self.rng.uniform(4, 20)))
            per = abs(b - a) * float(self.rng.uniform(8, 14))
            for i in range(1, int(per / DT) + 1):
                self.z = (a + (b - a) * i / int(per / DT)) * FLOOR_H
                self._emit(conn.id)
        else:
            for _ in range(abs(b - a)):
                near_y = y1 - 0.5 if self.y > (y0 + y1) / 2 else y0 + 0.5
                far_y = y0 + 0.5 if near_y > (y0 + y1) / 2 else y1 - 0.5
                self.walk((x0 + x1) / 2, near_y, conn.id)
                speed = self.speed
                self.speed *= 0.6 if conn.d.kind == "stairs" else 0.9
                self.walk((x0 + x1) / 2, far_y, conn.id, dz=FLOOR_H * (1 if b > a else -1))
                self.speed = speed
            self.z = b * FLOOR_H
        self.walk(*conn.door, conn.id)

    def go(self, src: Zone, dst: Zone) -> None:
        up, down = self._chain(src), self._chain(dst)
        common: Zone | None = None
        while up and down and up[-1].id == down[-1].id:  # shared ancestors (annex chains)
            common = up.pop()
            down.pop()
        for zone in up:
            self.walk(*zone.door, zone.id)
        if common is None:
            if src.floor != dst.floor:
                conns = [
                    c for c in self.vertical if src.floor in c.floors and dst.floor in c.floors
                ]
                self._ride(conns[int(self.rng.integers(len(conns)))], src.floor, dst.floor)
            parent = self.corridor[dst.floor].id
        else:
            parent = common.id
        for zone in reversed(down):
            self.walk(*zone.door, parent)
            parent = zone.id
        x0, y0, x1, y1 = dst.rect
        m = min(1.0, (x1 - x0) / 3, (y1 - y0) / 3)
        self.walk(
            float(self.rng.uniform(x0 + m, x1 - m)), float(self.rng.uniform(y0 + m, y1 - m)), dst.id
        )


def drive(rng: np.random.Generator, zones: list[Zone], t0: float, minutes: float) -> list[Sample]:
    d = Driver(rng, zones, t0)
    places = [z for z in zones if z.d.kind != "corridor" and z.d.side != "v"]
    start = next(z for z in places if z.floor == 0 and not z.outdoor)
    d.place(start, *start.centre)
    here, seen = start, {start.id}
    end = t0 + minutes * 60
    outdoor = [z for z in places if z.outdoor and z.floor == 0]
    while d.t < end:
        unseen = [z for z in places if z.id not in seen]
        if d.t > t0 + 0.4 * (end - t0) and outdoor and not any(o.id in seen for o in outdoor):
            nxt = outdoor[int(rng.integers(len(outdoor)))]
        elif unseen and rng.random() < 0.75:
            nxt = unseen[int(rng.integers(len(unseen)))]
        else:
            nxt = places[int(rng.integers(len(places)))]
        if nxt.id == here.id:
            continue
        d.go(here, nxt)
        area = (nxt.rect[2] - nxt.rect[0]) * (nxt.rect[3] - nxt.rect[1])
        d.dwell(nxt, float(rng.uniform(15, 50)) + min(area, 600) / 6)
        here = nxt
        seen.add(nxt.id)
    return d.samples


def frames(rng: np.random.Generator, samples: list[Sample]) -> list[Sample]:
    out: list[Sample] = []
    t = samples[0].t
    t0 = samples[0].t
    while True:
        i = round((t - t0) / DT)
        if i >= len(samples):
            return out
        s = samples[i]
        out.append(Sample(round(t, 2), s.x, s.y, s.z, s.yaw, s.zone))
        t += float(rng.choice([1.0, 1.5, 2.0, 2.5, 3.0, 4.0], p=[0.1, 0.2, 0.25, 0.2, 0.15, 0.1]))
