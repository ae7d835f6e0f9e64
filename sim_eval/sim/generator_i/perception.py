"""Frame sampling, pose, a noisy detector (misses, false positives, duplicates) and boxes."""

from __future__ import annotations

import bisect
import math
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .model import Instance, World
from .route import Key

CAM_H = 1.2  # camera height above the floor (m)


@dataclass
class Det:
    inst: str | None
    cls: str
    label: str
    colour: str | None
    bearing: float
    dist: float
    pos: tuple[float, float, float]
    state: str | None = None
    text: str | None = None  # readable text at this distance
    box: list[float] | None = None
    fp: bool = False
    dup: bool = False


@dataclass
class View:
    t: float
    x: float
    y: float
    z: float
    yaw: float
    zone: str
    floor: int
    outdoor: bool
    dets: list[Det] = field(default_factory=list)
    regions: list[str] = field(default_factory=list)


def _wrap(a: float) -> float:
    return (a + math.pi) % (2 * math.pi) - math.pi


def image_x(bearing: float, hfov: float) -> float:
    return 0.5 - math.tan(bearing) / (2 * math.tan(hfov / 2))


def frame_times(rng: np.random.Generator, horizon: float) -> list[float]:
    out = [0.0]
    base = float(rng.uniform(1.2, 3.6))
    nxt_change = float(rng.uniform(300, 900))
    while True:
        t = out[-1]
        if t > nxt_change:
            base = float(np.clip(base * rng.uniform(0.6, 1.6), 1.0, 4.0))
            nxt_change = t + float(rng.uniform(300, 900))
        dt = float(np.clip(base * rng.uniform(0.75, 1.25), 1.0, 4.0))
        if t + dt > horizon:
            break
        out.append(round(t + dt, 3))
    return out


class Poser:
    def __init__(self, keys: list[Key]) -> None:
        self.keys = keys
        self.ts = [k.t for k in keys]
        heads = []
        last = 0.0
        for i, k in enumerate(keys):
            if i > 0:
                p = keys[i - 1]
                if math.hypot(k.x - p.x, k.y - p.y) > 0.05:
                    last = math.atan2(k.y - p.y, k.x - p.x)
            heads.append(last)
        self.heads = heads

    def at(self, t: float) -> tuple[float, float, float, float, str, str]:
        i = bisect.bisect_left(self.ts, t)
        i = max(1, min(i, len(self.keys) - 1))
        a, b = self.keys[i - 1], self.keys[i]
        u = 0.0 if b.t - a.t < 1e-9 else min(1.0, max(0.0, (t - a.t) / (b.t - a.t)))
        x, y, z = a.x + u * (b.x - a.x), a.y + u * (b.y - a.y), a.z + u * (b.z - a.z)
        if math.hypot(b.x - a.x, b.y - a.y) > 0.05:
            yaw = math.atan2(b.y - a.y, b.x - a.x)
        else:
            amp = 0.35 if b.mode == "ride" else 1.4
            yaw = self.heads[i - 1] + amp * math.sin(2 * math.pi * (t - a.t) / 32.0)
        return x, y, z, _wrap(yaw), b.zone, b.mode


class Detector:
    def __init__(self, world: World, rng: np.random.Generator) -> None:
        self.w = world
        self.rng = rng
        self.static: dict[str, list[Instance]] = {}
        self.moving: list[Instance] = []
        for inst in world.instances:
            if len(inst.schedule) == 1 and not inst.carried:
                for zid in [inst.schedule[0][1], *inst.visible_from]:
                    if zid:
                        self.static.setdefault(zid, []).append(inst)
            elif inst.carried:
                self.static.setdefault(str(inst.schedule[0][1]), []).append(inst)
            else:
                self.moving.append(inst)
        self.fp_classes = [c for c in world.classes.values() if c.fp]

    def label_for(self, inst: Instance, state: str | None) -> str:
        c = self.w.classes[inst.cls]
        r = self.rng.random()
        syns = c.syns
        if r < 0.55 or len(syns) == 1:
            lab = syns[0]
        else:
            lab = syns[1 + int(self.rng.integers(len(syns) - 1))]
        if inst.colour and self.rng.random() < 0.65:
            lab = f"{inst.colour} {lab}"
        if state in ("open", "closed") and self.rng.random() < 0.55:
            lab = f"{state} {lab}"
        return lab

    def box(self, bearing: float, dist: float, height: float, width: float) -> list[float]:
        hf = self.w.hfov
        vt = math.tan(hf / 2) * 0.75
        b = bearing + float(self.rng.normal(0, 0.02))
        half = math.atan2(width / 2, max(dist, 0.3))
        lim = hf / 2 - 1e-3
        xa = image_x(max(-lim, min(lim, b + half)), hf)
        xb = image_x(max(-lim, min(lim, b - half)), hf)
        top = 0.5 - ((height - CAM_H) / max(dist, 0.3)) / (2 * vt)
        bot = 0.5 - ((0.0 - CAM_H) / max(dist, 0.3)) / (2 * vt)
        v = [min(xa, xb), top, max(xa, xb), bot]
        v = [round(min(1.0, max(0.0, c)), 4) for c in v]
        if v[2] - v[0] < 0.004:
            v[2] = min(1.0, v[0] + 0.004)
            v[0] = min(v[0], v[2])
        if v[3] - v[1] < 0.004:
            v[1] = max(0.0, v[3] - 0.004)
        return v

    def perceive(self, t: float, pose: tuple[float, float, float, float, str, str]) -> View:
        x, y, z, yaw, zone_id, _mode = pose
        w = self.w
        zone = w.zones[zone_id]
        floor = round(z / w.storey)
        view = View(t, x, y, z, yaw, zone_id, floor, not zone.indoor)
        rng = self.rng
        cands: list[tuple[Instance, tuple[float, float, float]]] = []
        for inst in self.static.get(zone_id, []):
            if inst.carried:
                ang = yaw + float(rng.uniform(-0.6, 0.6))
                p = (x + 0.9 * math.cos(ang), y + 0.9 * math.sin(ang), z)
                cands.append((inst, (round(p[0], 2), round(p[1], 2), round(p[2], 2))))
            else:
                cands.append((inst, inst.schedule[0][2]))
        for inst in self.moving:
            zi, p = inst.at(t)
            if zi == zone_id:
                cands.append((inst, p))
        outdoor = not zone.indoor
        rng_m = 30.0 if outdoor else (20.0 if zone.is_spine else 14.0)
        hf = w.hfov / 2 * 0.96
        for inst, p in cands:
            c = w.classes[inst.cls]
            if abs(p[2] - z) > 1.2 and not inst.carried:
                continue
            d = math.hypot(p[0] - x, p[1] - y)
            bearing = _wrap(math.atan2(p[1] - y, p[0] - x) - yaw)
            if abs(bearing) > hf or d < 0.3:
                continue
            r = rng_m * (1.6 if c.height > 3 else 1.0)
            if d > r:
                continue
            pdet = c.det * (1 - 0.55 * (d / r) ** 2) * (0.6 if inst.carried else 1.0)
            if rng.random() > pdet:
                continue
            state = inst.state_at(t)
            text = inst.text_at(t) if (d < 9.0 and abs(bearing) < 0.7) else None
            det = Det(
                inst.id,
                inst.cls,
                self.label_for(inst, state),
                inst.colour,
                bearing,
                d,
                p,
                state,
                text,
                self.box(bearing, d, c.height, c.width),
            )
            view.dets.append(det)
            if rng.random() < 0.05 and len(c.syns) > 1:
                other = [s for s in c.syns if s not in det.label][:1] or c.syns[:1]
                bb = [min(1.0, max(0.0, v + float(rng.normal(0, 0.01)))) for v in det.box or []]
                bb = [min(bb[0], bb[2]), min(bb[1], bb[3]), max(bb[0], bb[2]), max(bb[1], bb[3])]
                view.dets.append(
                    Det(
                        inst.id,
                        inst.cls,
                        other[0],
                        inst.colour,
                        bearing,
                        d,
                        p,
                        state,
                        None,
                        [round(v, 4) for v in bb],
                        dup=True,
                    )
                )
        if self.fp_classes and rng.random() < 0.07:
            c = self.fp_classes[int(rng.integers(len(self.fp_classes)))]
            b = float(rng.uniform(-0.6, 0.6))
            dd = float(rng.uniform(2, 10))
            view.dets.append(
                Det(
                    None,
                    c.name,
                    c.syns[int(rng.integers(len(c.syns)))],
                    None,
                    b,
                    dd,
                    (x, y, z),
                    box=self.box(b, dd, c.height, c.width),
                    fp=True,
                )
            )
        regs = w.regions_out if outdoor else w.regions_in
        view.regions = [r for r in regs if rng.random() < 0.35]
        return view


def run_line(view: View, caption: str) -> dict[str, Any]:
    labels = [d.label for d in view.dets] + view.regions
    boxes: list[list[float] | None] = [d.box for d in view.dets] + [None] * len(view.regions)
    return {
        "t": 0.0,
        "pose": {
            "x": round(view.x, 3),
            "y": round(view.y, 3),
            "z": round(view.z, 3),
            "yaw": round(view.yaw, 4),
        },
        "caption": caption,
        "labels": labels,
        "boxes": boxes,
    }
