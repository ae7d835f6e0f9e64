"""Incremental construction of regions, doors, outdoor portals and wall segments."""

from __future__ import annotations

import numpy as np

from .model import Door, Region

EPS = 1e-6


class Builder:
    """Collects regions and doors and derives walls from indoor room outlines."""

    def __init__(self) -> None:
        self.regions: list[Region] = []
        self.doors: list[Door] = []

    def region(
        self,
        kind: str,
        box: tuple[float, float, float, float],
        *,
        floor: int = 0,
        z: float = 0.0,
        indoor: bool = True,
        building: str = "",
        label: str = "",
    ) -> Region:
        """Add a rectangular region (x0, y0, x1, y1)."""
        x0, y0, x1, y1 = (round(float(v), 3) for v in box)
        reg = Region(len(self.regions), kind, x0, y0, x1, y1, floor, z, indoor, building, label)
        self.regions.append(reg)
        return reg

    def door(
        self, a: Region, b: Region, x: float, y: float, width: float, kind: str = "door"
    ) -> Door:
        """Add an opening between regions a and b at (x, y) on their shared edge."""
        axis = "h" if abs(y - a.y0) < 1e-3 or abs(y - a.y1) < 1e-3 else "v"
        d = Door(
            len(self.doors),
            a.id,
            b.id,
            round(x, 3),
            round(y, 3),
            a.floor,
            round(width, 3),
            axis,
            kind,
        )
        self.doors.append(d)
        return d

    def lift(self, a: Region, b: Region) -> Door:
        """Connect two elevator cars on different floors."""
        x, y = a.centre
        d = Door(len(self.doors), a.id, b.id, x, y, a.floor, 1.0, "lift", "lift")
        self.doors.append(d)
        return d

    def portals(self, skip_kinds: set[str], spacing: float = 7.0) -> None:
        """Open passages along every shared edge of two outdoor regions (except skipped)."""
        outdoor = [r for r in self.regions if not r.indoor and r.kind not in skip_kinds]
        for i, a in enumerate(outdoor):
            for b in outdoor[i + 1 :]:
                for x, y in _shared_edge_points(a, b, spacing):
                    self.door(a, b, x, y, spacing, "portal")

    def walls(self) -> dict[int, np.ndarray]:
        """Wall segments per floor: indoor room outlines with door gaps cut out."""
        floors: dict[int, list[tuple[float, float, float, float]]] = {}
        for r in self.regions:
            if not r.indoor:
                continue
            segs = floors.setdefault(r.floor, [])
            segs += [
                (r.x0, r.y0, r.x1, r.y0),
                (r.x0, r.y1, r.x1, r.y1),
                (r.x0, r.y0, r.x0, r.y1),
                (r.x1, r.y0, r.x1, r.y1),
            ]
        out: dict[int, np.ndarray] = {}
        for floor, segs in floors.items():
            doors = [d for d in self.doors if d.floor == floor and d.kind != "lift"]
            for d in doors:
                segs = _cut(segs, d)
            uniq = sorted({tuple(round(v, 3) for v in s) for s in segs if _length(s) > 0.05})
            out[floor] = np.array(uniq, dtype=float).reshape(-1, 4)
        return out


def _length(s: tuple[float, float, float, float]) -> float:
    return abs(s[2] - s[0]) + abs(s[3] - s[1])


def _cut(segs: list[tuple[float, float, float, float]], d: Door) -> list:
    half = d.width / 2
    out = []
    for s in segs:
        x0, y0, x1, y1 = s
        if d.axis == "h" and abs(y0 - y1) < EPS and abs(y0 - d.y) < 1e-3:
            lo, hi = min(x0, x1), max(x0, x1)
            if lo < d.x + half and hi > d.x - half:
                if d.x - half > lo:
                    out.append((lo, y0, d.x - half, y0))
                if d.x + half < hi:
                    out.append((d.x + half, y0, hi, y0))
                continue
        if d.axis == "v" and abs(x0 - x1) < EPS and abs(x0 - d.x) < 1e-3:
            lo, hi = min(y0, y1), max(y0, y1)
            if lo < d.y + half and hi > d.y - half:
                if d.y - half > lo:
                    out.append((x0, lo, x0, d.y - half))
                if d.y + half < hi:
                    out.append((x0, d.y + half, x0, hi))
                continue
        out.append(s)
    return out


def _shared_edge_points(a: Region, b: Region, spacing: float) -> list[tuple[float, float]]:
    pts: list[tuple[float, float]] = []
    for ya, yb in ((a.y1, b.y0), (a.y0, b.y1)):
        if abs(ya - yb) < 1e-3:
            lo, hi = max(a.x0, b.x0), min(a.x1, b.x1)
            pts += [(x, ya) for x in _spread(lo, hi, spacing)]
    for xa, xb in ((a.x1, b.x0), (a.x0, b.x1)):
        if abs(xa - xb) < 1e-3:
            lo, hi = max(a.y0, b.y0), min(a.y1, b.y1)
            pts += [(xa, y) for y in _spread(lo, hi, spacing)]
    return pts


def _spread(lo: float, hi: float, spacing: float) -> list[float]:
    if hi - lo < 2.0:
        return []
    n = max(1, int((hi - lo) // spacing))
    step = (hi - lo) / n
    return [lo + step * (k + 0.5) for k in range(n)]
