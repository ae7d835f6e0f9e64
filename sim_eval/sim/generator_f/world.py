"""One world: a family with seeded choices, its objects and the robot's route."""

from __future__ import annotations

import bisect
import dataclasses
import random
from dataclasses import dataclass, field

from sim_eval.sim.generator_f.families import (
    FAMILIES,
    STREET_NAMES,
    Category,
    Family,
    Place,
    Rect,
)
from sim_eval.sim.generator_f.route import Route, build_route
from sim_eval.sim.generator_f.seeding import rng

YEAR_2026 = 1767225600  # 2026-01-01 00:00:00 UTC
Point = tuple[float, float, float]


@dataclass
class Instance:
    id: str
    category: str
    colour: str  # "" when the category has no colours
    preferred: int  # index of the label the detector usually uses
    # (from time, place or None when gone, position): sorted by time
    schedule: list[tuple[float, str | None, Point]] = field(default_factory=list)
    _times: list[float] = field(default_factory=list, repr=False)

    def at(self, t: float) -> tuple[str, Point] | None:
        if len(self._times) != len(self.schedule):
            self._times = [entry[0] for entry in self.schedule]
        index = bisect.bisect_right(self._times, t) - 1
        if index < 0:
            return None
        _, place, position = self.schedule[index]
        return None if place is None else (place, position)

    def moved(self) -> bool:
        return len({(e[1], e[2]) for e in self.schedule}) > 1


@dataclass
class World:
    family: Family
    seed: int
    route: Route
    instances: list[Instance]
    absent: list[tuple[str, ...]]  # names of things that are in no world of the family
    skipped: tuple[str, ...]  # places the robot never enters
    site: str
    street: str

    def category(self, key: str) -> Category:
        return self.family.category(key)

    def place(self, key: str) -> Place:
        return self.family.place(key)

    def present(self) -> list[str]:
        seen: list[str] = []
        for instance in self.instances:
            if instance.category not in seen:
                seen.append(instance.category)
        return seen


def _named(family: Family, street: str) -> Family:
    """Fills the street name into the family's place names."""

    def fill(names: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(n.format(street=street, street_lc=street.lower()) for n in names)

    places = []
    for place in family.places:
        names = {k: fill(v) for k, v in place.names.items()}
        keywords = place.keywords
        if any("{street" in n for v in place.names.values() for n in v):
            keywords = (*keywords, street.lower())
        places.append(
            dataclasses.replace(
                place, names=names, keywords=keywords, caption_names=fill(place.caption_names)
            )
        )
    return dataclasses.replace(family, places=tuple(places))


def _point(rect: Rect, z: float, r: random.Random, margin: float = 1.0) -> Point:
    x0, y0, x1, y1 = rect
    mx = min(margin, (x1 - x0) / 3)
    my = min(margin, (y1 - y0) / 3)
    return (round(r.uniform(x0 + mx, x1 - mx), 2), round(r.uniform(y0 + my, y1 - my), 2), z)


def _spot(family: Family, category: Category, place_key: str, r: random.Random) -> Point:
    place = family.place(place_key)
    rect = category.zone or place.rect
    return _point(rect, place.z, r)


def build_world(family_key: str, seed: int) -> World:
    base = FAMILIES[family_key]
    choice = rng(family_key, seed, "world")
    street = choice.choice(STREET_NAMES)
    site = choice.choice(base.site_names)
    family = _named(base, street)
    skip_roll = choice.random()
    if family_key == "airport":
        skipped: tuple[str, ...] = (choice.choice(base.may_skip),) if skip_roll < 0.85 else ()
    else:
        options = [p for p in base.may_skip if choice.random() < 0.5]
        skipped = tuple(options[:2]) if options else (choice.choice(base.may_skip),)
    day = choice.randint(0, 360)
    hour = choice.randint(8, 16)
    t0 = float(YEAR_2026 + day * 86400 + hour * 3600 + choice.randint(0, 3599))
    route = build_route(family, rng(family_key, seed, "route"), t0, skipped)
    instances = _furnish(family, seed, route)
    present = {i.category for i in instances}
    absent = [names for names in family.absent_pool]
    absent += [c.names_for("plain") for c in family.categories if c.key not in present]
    return World(family, seed, route, instances, absent, skipped, site, street)


def _furnish(family: Family, seed: int, route: Route) -> list[Instance]:
    r = rng(family.key, seed, "objects")
    t0, t_end = route.t0, route.t_end
    instances: list[Instance] = []
    for category in family.categories:
        if r.random() >= category.optional:
            continue
        count = r.randint(*category.count)
        for n in range(count):
            place = r.choice(category.places)
            colour = r.choice(category.colours) if category.colours else ""
            instance = Instance(
                f"{category.key}-{n + 1}",
                category.key,
                colour,
                r.randrange(len(category.labels)),
            )
            instance.schedule.append((t0 - 3600.0, place, _spot(family, category, place, r)))
            if category.roams:
                _roam(family, category, instance, r, t0, t_end)
            elif category.movable:
                for _ in range(r.choice((0, 1, 1, 2))):
                    when = round(r.uniform(t0 + 120, t_end - 60), 1)
                    if when <= instance.schedule[-1][0]:
                        continue
                    place = place if r.random() < 0.4 else r.choice(category.places)
                    instance.schedule.append((when, place, _spot(family, category, place, r)))
            instances.append(instance)
    return instances


def _roam(
    family: Family,
    category: Category,
    instance: Instance,
    r: random.Random,
    t0: float,
    t_end: float,
) -> None:
    """Vehicles come and go; animals and boats wander every minute or so."""
    vehicle = category.key in {"aircraft", "taxi", "shuttle", "bus", "tug", "fuel_truck"}
    t = t0 - 3600.0
    place = instance.schedule[0][1]
    assert place is not None
    if vehicle:
        long = category.key == "aircraft"
        if r.random() < 0.3:
            instance.schedule[0] = (t, None, instance.schedule[0][2])
        t = t0 + r.uniform(30, 500 if long else 200)
        here = instance.schedule[0][1] is not None
        while t < t_end:
            here = not here
            if here:
                place = r.choice(category.places)
                instance.schedule.append((round(t, 1), place, _spot(family, category, place, r)))
            else:
                instance.schedule.append((round(t, 1), None, instance.schedule[-1][2]))
            t += r.uniform(400, 1100) if long else r.uniform(60, 320)
        return
    t = t0 + r.uniform(10, 90)
    while t < t_end:
        if r.random() < 0.25:
            place = r.choice(category.places)
        instance.schedule.append((round(t, 1), place, _spot(family, category, place, r)))
        t += r.uniform(30, 120)
