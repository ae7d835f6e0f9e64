"""Corridor-spine building floors: a row of rooms on each side of a central corridor."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from .builder import Builder
from .model import Region

ELEVATOR_W = 4.5
STAIR_W = 3.5
BIG_DOOR = {
    "lobby": 2.4,
    "open_plan": 1.6,
    "elevator_lobby": 2.2,
    "library_lobby": 2.2,
    "dining_hall": 1.8,
    "lecture_hall": 1.6,
    "lounge": 1.6,
    "gym": 1.8,
}


@dataclass
class Floor:
    """The regions of one building floor."""

    corridor: Region
    rooms: list[Region] = field(default_factory=list)
    cab: Region | None = None
    box: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0)

    def first(self, kind: str) -> Region | None:
        """First room of a kind on this floor."""
        return next((r for r in self.rooms if r.kind == kind), None)


def fill_row(
    xa: float, xb: float, items: list[tuple[str, float]]
) -> list[tuple[str, float, float]]:
    """Scale nominal widths so the items exactly fill [xa, xb]."""
    if not items:
        return []
    total = sum(w for _, w in items)
    scale = (xb - xa) / total
    out, x = [], xa
    for k, w in items:
        out.append((k, x, x + w * scale))
        x += w * scale
    out[-1] = (out[-1][0], out[-1][1], xb)
    return out


def build_floor(
    b: Builder,
    rng: np.random.Generator,
    *,
    building: str,
    origin: tuple[float, float],
    width: float,
    bottom: list[tuple[str, float, float]],
    top: list[tuple[str, float, float]],
    depths: tuple[float, float, float],
    floor: int = 0,
    z: float = 0.0,
    labels: dict[str, list[str]] | None = None,
) -> Floor:
    """Create corridor and rooms; rows are (kind, xa, xb); depths = (bottom, corridor, top)."""
    x0, y0 = origin
    db, dc, dt = depths
    yc0, yc1, yt1 = y0 + db, y0 + db + dc, y0 + db + dc + dt
    corridor = b.region("corridor", (x0, yc0, x0 + width, yc1), floor=floor, z=z, building=building)
    fl = Floor(corridor, box=(x0, y0, x0 + width, yt1))
    pools = {k: list(v) for k, v in (labels or {}).items()}
    for kind, xa, xb in bottom:
        room = b.region(
            kind, (xa, y0, xb, yc0), floor=floor, z=z, building=building, label=_label(pools, kind)
        )
        fl.rooms.append(room)
        _doors_to_corridor(b, rng, room, corridor, xa, xb, yc0)
    for kind, xa, xb in top:
        if kind == "elevator_block":
            lob = b.region(
                "elevator_lobby", (xa, yc1, xb, yt1 - 2.3), floor=floor, z=z, building=building
            )
            cab = b.region(
                "elevator",
                (xa + 1.0, yt1 - 2.3, xa + 3.5, yt1),
                floor=floor,
                z=z,
                building=building,
            )
            b.door(lob, corridor, 0.5 * (xa + xb), yc1, BIG_DOOR["elevator_lobby"])
            b.door(lob, cab, xa + 2.25, yt1 - 2.3, 1.1, "lift_door")
            fl.rooms += [lob, cab]
            fl.cab = cab
            continue
        room = b.region(
            kind, (xa, yc1, xb, yt1), floor=floor, z=z, building=building, label=_label(pools, kind)
        )
        fl.rooms.append(room)
        _doors_to_corridor(b, rng, room, corridor, xa, xb, yc1)
    return fl


def _label(pools: dict[str, list[str]], kind: str) -> str:
    pool = pools.get(kind)
    return pool.pop(0) if pool else ""


def _doors_to_corridor(
    b: Builder,
    rng: np.random.Generator,
    room: Region,
    corridor: Region,
    xa: float,
    xb: float,
    y: float,
) -> None:
    width = BIG_DOOR.get(room.kind, float(rng.uniform(0.9, 1.1)))
    n = 2 if xb - xa >= 12.0 else 1
    for k in range(n):
        lo = xa + (xb - xa) * k / n + 0.6 + width / 2
        hi = xa + (xb - xa) * (k + 1) / n - 0.6 - width / 2
        x = float(rng.uniform(lo, hi)) if hi > lo else 0.5 * (xa + xb)
        b.door(room, corridor, x, y, width)
