"""A seeded campus: the plan, its objects with ids, and the lookups later stages need.

``build_world(seed)`` is a pure function of the seed: the same seed gives the
same buildings, rooms, objects and colours on every machine.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass
from typing import Any

from sim_eval.sim.catalog import ABSENT, CATEGORIES
from sim_eval.sim.furnish import furnish
from sim_eval.sim.geometry import Point
from sim_eval.sim.layout import NOT_WALKABLE, lay_out
from sim_eval.sim.model import Building, Door, Fixture, Portal, Region, WorldObject
from sim_eval.sim.navigation import NavGraph
from sim_eval.sim.seeding import stream

DOOR_HALF_WIDTH = 0.8


@dataclass
class World:
    seed: int
    regions: dict[str, Region]
    buildings: dict[str, Building]
    doors: dict[str, Door]
    objects: list[WorldObject]
    nav: NavGraph
    portals: list[Portal]

    def __post_init__(self) -> None:
        self._by_id = {obj.id: obj for obj in self.objects}
        self._ordered = list(self.regions.values())
        self._covisible = {region_id: self._open_to(region_id) for region_id in self.regions}
        self.footprints = [building.box for building in self.buildings.values()]
        # Indoor doorways between closed rooms and the hallway: one can look through them.
        self._doorways: dict[tuple[str, str], list[Point]] = defaultdict(list)
        for portal in self.portals:
            a, b = (self.regions[r] for r in portal.regions)
            if a.indoor and b.indoor and b.id not in self._covisible[a.id]:
                self._doorways[(a.id, b.id)].append(portal.at)
                self._doorways[(b.id, a.id)].append(portal.at)

    def object(self, object_id: str) -> WorldObject:
        return self._by_id[object_id]

    def through_doorway(self, eye: Point, eye_region: str, target: Point, region: str) -> bool:
        """Whether the sight line passes through a doorway (on an east-west wall) between them."""
        for near in self._covisible[eye_region]:
            for far in self._covisible[region]:
                for door in self._doorways.get((near, far), ()):
                    if (eye[1] - door[1]) * (target[1] - door[1]) >= 0:
                        continue
                    t = (door[1] - eye[1]) / (target[1] - eye[1])
                    if abs(eye[0] + t * (target[0] - eye[0]) - door[0]) <= DOOR_HALF_WIDTH:
                        return True
        return False

    @property
    def categories(self) -> list[str]:
        """Categories present somewhere in this world, in catalog order."""
        present = {obj.category for obj in self.objects}
        return [name for name in CATEGORIES if name in present]

    @property
    def missing_categories(self) -> list[str]:
        """Catalog categories this world happens not to contain: plausible negatives."""
        present = {obj.category for obj in self.objects}
        return [name for name, cat in CATEGORIES.items() if name not in present and cat.askable]

    def region_at(self, point: Point, prefer: str | None = None) -> Region:
        """The region containing a point; on a shared edge, ``prefer`` (the last region) wins."""
        if prefer is not None and self.regions[prefer].box.contains(point):
            return self.regions[prefer]
        for region in self._ordered:
            if region.box.contains(point):
                return region
        raise ValueError(f"{point} is outside every region")

    def covisible(self, region_id: str) -> frozenset[str]:
        return self._covisible[region_id]

    def _open_to(self, region_id: str) -> frozenset[str]:
        """Regions whose objects can be seen from inside ``region_id`` (indoors: no walls between).

        An atrium and its hallway are open to each other; rooms are closed.
        Outdoors every outdoor region is candidate, buildings occlude (see perception).
        """
        region = self.regions[region_id]
        if not region.indoor:
            return frozenset(r.id for r in self._ordered if not r.indoor)
        if region.kind in ("atrium", "hallway"):
            return frozenset(
                r.id
                for r in self._ordered
                if r.building == region.building and r.kind in ("atrium", "hallway")
            )
        return frozenset({region_id})

    def to_json(self) -> dict[str, Any]:
        return {
            "buildings": [building.to_json() for building in self.buildings.values()],
            "doors": [door.to_json() for door in self.doors.values()],
            "regions": [region.to_json() for region in self.regions.values()],
            "objects": [obj.to_json() for obj in self.objects],
            "categories": self.categories,
            "missing_categories": self.missing_categories,
            "absent_categories": list(ABSENT),
        }


def build_world(seed: int, buildings: int | None = None) -> World:
    """The campus for a seed: 3 buildings for odd seeds, 2 for even ones, unless given."""
    layout = lay_out(stream(seed, "layout"), seed % 2, buildings)
    fixtures = furnish(layout, stream(seed, "furnish"))
    regions = {region.id: region for region in layout.regions}
    objects = _number(fixtures, regions)
    nav = NavGraph(
        layout.portals, layout.links, {r.id: r.box for r in layout.regions}, NOT_WALKABLE
    )
    return World(
        seed=seed,
        regions=regions,
        buildings={building.id: building for building in layout.buildings},
        doors={door.id: door for door in layout.doors},
        objects=objects,
        nav=nav,
        portals=layout.portals,
    )


def _number(fixtures: list[Fixture], regions: dict[str, Region]) -> list[WorldObject]:
    """Ids like "fire-hydrant-3", numbered per category in placement order."""
    counts: Counter[str] = Counter()
    objects = []
    for fixture in fixtures:
        counts[fixture.category] += 1
        region = regions[fixture.region]
        name = f"{fixture.colour} {fixture.category}" if fixture.colour else fixture.category
        objects.append(
            WorldObject(
                id=f"{fixture.category.replace(' ', '-')}-{counts[fixture.category]}",
                category=fixture.category,
                name=name,
                x=round(fixture.at[0], 2),
                y=round(fixture.at[1], 2),
                z=0.0,
                region=region.id,
                building=region.building,
                indoor=region.indoor,
                colour=fixture.colour,
                text=fixture.text,
                keywords=fixture.keywords,
                place=fixture.place,
            )
        )
    return objects
