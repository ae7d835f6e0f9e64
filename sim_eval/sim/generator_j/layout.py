"""Zones with rectangles: a corridor per floor, rooms north and south of it, vertical
connectors at its west end, and an annex chain (outdoor areas, gangway) at its east end."""

from __future__ import annotations

from dataclasses import dataclass

from .spec import FLOOR_H, ZoneDef

CORRIDOR_Y = (10.0, 14.0)  # corridor spans y in [10, 14] on every floor


@dataclass
class Zone:
    id: str
    d: ZoneDef
    floors: tuple[int, ...]
    rect: tuple[float, float, float, float]
    parent: str | None = None
    door: tuple[float, float] = (0.0, 0.0)  # on the shared boundary with the parent

    @property
    def name(self) -> str:
        return self.d.name

    @property
    def floor(self) -> int:
        return self.floors[0]

    @property
    def outdoor(self) -> bool:
        return self.d.outdoor

    @property
    def centre(self) -> tuple[float, float]:
        x0, y0, x1, y1 = self.rect
        return ((x0 + x1) / 2, (y0 + y1) / 2)

    def contains(self, x: float, y: float, margin: float = 0.0) -> bool:
        x0, y0, x1, y1 = self.rect
        return x0 + margin <= x <= x1 - margin and y0 + margin <= y <= y1 - margin

    def names(self) -> list[str]:
        return [self.d.name, *self.d.aliases]

    def to_json(self) -> dict[str, object]:
        return {
            "id": self.id,
            "name": self.d.name,
            "aliases": list(self.d.aliases),
            "kind": self.d.kind,
            "floors": list(self.floors),
            "z": [f * FLOOR_H for f in self.floors],
            "rect": [round(v, 2) for v in self.rect],
            "outdoor": self.d.outdoor,
            "parent": self.parent,
            "door": [round(v, 2) for v in self.door],
            "plate": self.d.plate,
        }


def build(defs: tuple[ZoneDef, ...]) -> list[Zone]:
    zones: list[Zone] = []
    floors = sorted({d.floor for d in defs if d.side != "v"})
    corridors = {d.floor: d for d in defs if d.kind == "corridor"}
    x = 0.0
    vertical = [d for d in defs if d.side == "v"]
    for i, d in enumerate(vertical):  # west end, alternating south/north
        south = i % 2 == 0
        y0, y1 = (
            (CORRIDOR_Y[0] - d.depth, CORRIDOR_Y[0])
            if south
            else (CORRIDOR_Y[1], CORRIDOR_Y[1] + d.depth)
        )
        xs = x
        zones.append(Zone(f"z{len(zones):02d}", d, d.floors, (xs, y0, xs + d.width, y1)))
        zones[-1].door = (xs + d.width / 2, CORRIDOR_Y[0] if south else CORRIDOR_Y[1])
        if not south:
            x += max(d.width, vertical[i - 1].width) + 0.5
    if len(vertical) % 2:
        x += vertical[-1].width + 0.5
    start = x
    length = start
    room_ids: dict[int, list[Zone]] = {}
    for floor in floors:
        cursor = {"n": start, "s": start}
        for d in defs:
            if d.floor != floor or d.side not in ("n", "s") or d.kind == "corridor":
                continue
            x0 = cursor[d.side]
            y0, y1 = (
                (CORRIDOR_Y[1], CORRIDOR_Y[1] + d.depth)
                if d.side == "n"
                else (CORRIDOR_Y[0] - d.depth, CORRIDOR_Y[0])
            )
            zone = Zone(f"z{len(zones):02d}", d, (floor,), (x0, y0, x0 + d.width, y1))
            zone.door = (x0 + d.width / 2, CORRIDOR_Y[1] if d.side == "n" else CORRIDOR_Y[0])
            zones.append(zone)
            room_ids.setdefault(floor, []).append(zone)
            cursor[d.side] = x0 + d.width
        length = max(length, *cursor.values())
    length += 3.0
    corridor_zone: dict[int, Zone] = {}
    for floor in floors:
        zone = Zone(
            f"z{len(zones):02d}",
            corridors[floor],
            (floor,),
            (0.0, CORRIDOR_Y[0], length, CORRIDOR_Y[1]),
        )
        zones.append(zone)
        corridor_zone[floor] = zone
    for zone in zones:
        if zone.d.kind != "corridor":
            zone.parent = corridor_zone[zone.floors[0]].id
    for floor in floors:
        chain = [d for d in defs if d.floor == floor and d.side == "east"]
        if not chain:
            continue
        root_d = chain[0]
        mid = sum(CORRIDOR_Y) / 2
        root = Zone(
            f"z{len(zones):02d}",
            root_d,
            (floor,),
            (length, mid - root_d.depth / 2, length + root_d.width, mid + root_d.depth / 2),
        )
        root.parent, root.door = corridor_zone[floor].id, (length, mid)
        zones.append(root)
        total = sum(d.depth for d in chain[1:]) + 2.0 * max(len(chain) - 2, 0)
        y = mid - total / 2
        x0 = length + root_d.width
        for d in chain[1:]:
            child = Zone(f"z{len(zones):02d}", d, (floor,), (x0, y, x0 + d.width, y + d.depth))
            child.parent, child.door = root.id, (x0, y + d.depth / 2)
            zones.append(child)
            y += d.depth + 2.0
    return zones


def by_id(zones: list[Zone]) -> dict[str, Zone]:
    return {z.id: z for z in zones}
