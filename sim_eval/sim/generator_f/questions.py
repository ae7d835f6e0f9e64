"""Question specs with ground truth from what had been perceived by each question's ``now``.

A spec names its subkind, a template key (which never depends on the answer: "did you see
X" is worded the same whether the truth is yes or no) and slots; the phrasing module words
it. About half the questions are asked just after the run ends, the rest at six moments in
its second half.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from sim_eval.sim.generator_f.memory import Memory
from sim_eval.sim.generator_f.seeding import rng
from sim_eval.sim.generator_f.words import contains_word

NOT_SEEN_KEYWORDS = (
    "not seen",
    "haven't seen",
    "have not seen",
    "hasn't been seen",
    "has not been seen",
    "didn't see",
    "did not see",
    "never seen",
    "never saw",
    "not observed",
    "no record",
    "no sighting",
    "haven't spotted",
    "not spotted",
    "did not observe",
    "not found",
    "don't know",
    "do not know",
    "unknown",
    "no information",
)
LEVEL_KEYWORDS = {
    "departures": ("departures", "upper", "upstairs", "top level", "level 0", "street level"),
    "arrivals": ("arrivals", "lower", "basement", "level -1", "downstairs", "underground"),
}
INDOOR_KEYWORDS = {
    True: ("outside", "outdoors", "open air"),
    False: ("inside", "indoors", "in a building", "under a roof"),
}
COLOUR_VARIANTS = {"grey": ("grey", "gray"), "navy": ("navy", "dark blue")}
EXTRA_COLOURS = ("red", "blue", "green", "yellow", "purple", "orange", "pink", "white", "black")

QUOTAS: dict[str, dict[str, int]] = {
    "spatial": {
        "where_is": 6,
        "where_last_seen": 4,
        "where_first_seen": 2,
        "where_robot_first_saw": 2,
        "where_was_i": 4,
        "where_place": 2,
        "nearest": 2,
    },
    "temporal": {
        "last_seen": 5,
        "first_seen": 3,
        "enter_place": 4,
        "leave_place": 3,
        "ride": 2,
        "crossing": 1,
        "outside": 2,
    },
    "binary": {
        "seen_yes": 4,
        "seen_no": 3,
        "seen_not_yet": 2,
        "in_place_yes": 3,
        "in_place_no": 3,
        "attr_yes": 2,
        "attr_no": 2,
        "visited_yes": 1,
        "visited_no": 1,
        "outside_now": 1,
    },
    "duration": {
        "total_in": 4,
        "last_stay": 3,
        "since_seen": 3,
        "outdoors_total": 1,
        "outdoors_current": 1,
        "running": 1,
        "trip": 2,
        "level_total": 1,
    },
    "text": {
        "room_of": 6,
        "room_of_unseen": 2,
        "colour_of": 3,
        "place_at_time": 3,
        "first_place": 1,
        "seen_in_place": 3,
        "level_at_time": 2,
    },
}
TYPE_OF = {sub: kind for kind, subs in QUOTAS.items() for sub in subs}


@dataclass
class Spec:
    subkind: str
    template: str  # the phrasing key
    now: float
    slots: dict[str, Any]
    truth: dict[str, Any]
    key: tuple[Any, ...] = field(default=())

    @property
    def type(self) -> str:
        return TYPE_OF[self.subkind]


def _r3(point: tuple[float, float, float]) -> list[float]:
    return [round(point[0], 2), round(point[1], 2), round(point[2], 2)]


def _dedupe(points: list[list[float]]) -> list[list[float]]:
    out: list[list[float]] = []
    for p in points:
        if p not in out:
            out.append(p)
    return out


class Asker:
    """Candidate specs for every subkind at every moment."""

    def __init__(self, memory: Memory, seed: int, phrasing: str) -> None:
        self.m = memory
        self.phrasing = phrasing
        self.world = memory.world
        self.family = memory.world.family
        self.r = rng(self.family.key, seed, "questions")
        route = self.world.route
        t0, t_end = route.t0, route.t_end
        span = t_end - t0
        end = round(memory.frame_times[-1] + 4.0, 1)
        mids: list[float] = []
        while len(mids) < 6:
            t = round(self.r.uniform(t0 + 0.5 * span, t0 + 0.95 * span), 1)
            if memory.frame_near(t, 4.0) and all(abs(t - m) > 60 for m in mids):
                mids.append(t)
        self.end = end
        self.moments = [*sorted(mids), end]
        present = set(self.world.present())
        self.categories = [c.key for c in self.family.categories if c.key in present]
        self.visitable = [p.key for p in self.family.places if p.visitable]
        self._clash_cache: dict[tuple[Any, ...], bool] = {}

    # helpers ---------------------------------------------------------------------------

    def spec(
        self, subkind: str, template: str, now: float, slots: dict[str, Any], **truth: Any
    ) -> Spec:
        # Specs that would read the same share a key: the wording depends on the template
        # and the slots ("N minutes ago" on N, not on the moment it names).
        shown = {k: v for k, v in slots.items() if not (k == "time" and "ago_min" in slots)}
        key = (template, *(f"{k}={shown[k]}" for k in sorted(shown)))
        if "duration_s" in truth:
            truth["duration_s"] = round(float(truth["duration_s"]), 1)
        if "time" in truth:
            truth["time"] = round(float(truth["time"]), 3)
        truth = {**truth, "subkind": subkind, "slots": slots}
        return Spec(subkind, template, now, slots, truth, key)

    def _askable(self, category: str) -> bool:
        """Not a crowd of near-identical things (trees, parked cars)."""
        return self.family.category(category).count[1] <= 8 or category in ("trolley", "bench")

    def _minute_time(self, lo: float, hi: float) -> float | None:
        """A whole UTC minute in [lo, hi] with a frame within 5 s, or None."""
        for _ in range(20):
            if hi - lo < 60:
                return None
            t = math.ceil(self.r.uniform(lo, hi - 60) / 60.0) * 60.0
            if self.m.frame_near(t, 5.0):
                return t
        return None

    def _time_slot(self, now: float, stable: Callable[[float], bool]) -> dict[str, Any] | None:
        """A moment before ``now``, as a clock time or as "N minutes ago"."""
        t0 = self.world.route.t0
        for _ in range(20):
            clock = self.r.random() < 0.5 and self.phrasing != "child"
            if clock:
                t = self._minute_time(t0 + 90, now - 90)
                if t is not None and stable(t):
                    return {"time": t, "clock": True}
            else:
                n = self.r.randint(2, 20)
                t = now - 60.0 * n
                if t > t0 + 30 and self.m.frame_near(t, 5.0) and stable(t):
                    return {"time": round(t, 1), "ago_min": n, "clock": False}
        return None

    # spatial ---------------------------------------------------------------------------

    def where_is(self, now: float) -> list[Spec]:
        out = []
        for c in self.m.seen_categories(now):
            last = self.m.last_per_instance(c, now)
            if not self._askable(c) or len(last) > 6:
                continue
            points = _dedupe([_r3(s.position) for s in last.values()])
            out.append(self.spec("where_is", "where_is", now, {"object": c}, positions=points))
        return out

    def where_last_seen(self, now: float) -> list[Spec]:
        out = []
        for c in self.m.seen_categories(now):
            seen = self.m.seen(c, now)
            if not self._askable(c):
                continue
            t = seen[-1].t
            points = _dedupe([_r3(s.position) for s in seen if s.t == t])
            out.append(
                self.spec(
                    "where_last_seen", "where_last_seen", now, {"object": c}, positions=points
                )
            )
        return out

    def where_first_seen(self, now: float) -> list[Spec]:
        out = []
        for c in self.m.seen_categories(now):
            seen = self.m.seen(c, now)
            first = [s for s in seen if s.t == seen[0].t]
            last = self.m.last_per_instance(c, now).values()
            far = min(math.dist(first[0].position, s.position) for s in last)
            if not self._askable(c) or far < 15:
                continue  # would be the same as "where is it"
            points = _dedupe([_r3(s.position) for s in first])
            out.append(
                self.spec(
                    "where_first_seen", "where_first_seen", now, {"object": c}, positions=points
                )
            )
        return out

    def where_robot_first_saw(self, now: float) -> list[Spec]:
        out = []
        for c in self.m.seen_categories(now):
            if not self._askable(c):
                continue
            first = self.m.seen(c, now)[0]
            out.append(
                self.spec(
                    "where_robot_first_saw",
                    "where_robot_first_saw",
                    now,
                    {"object": c},
                    positions=[_r3(first.robot)],
                    time=first.t,
                )
            )
        return out

    def where_was_i(self, now: float) -> list[Spec]:
        out = []
        for _ in range(3):
            slot = self._time_slot(now, lambda t: True)
            if slot is None:
                continue
            t = slot["time"]
            points = _dedupe([_r3(self.m.position(t + dt)) for dt in (-10, -6, -2, 0, 2, 6, 10)])
            template = "where_was_i:clock" if slot["clock"] else "where_was_i:ago"
            out.append(self.spec("where_was_i", template, now, slot, positions=points))
        return out

    def where_place(self, now: float) -> list[Spec]:
        out = []
        visited = {v.place for v in self.m.visits_until(now)}
        for key in self.visitable:
            if key not in visited:
                continue
            place = self.world.place(key)
            x0, y0, x1, y1 = place.rect  # the whole place (the pond's water too)
            nx, ny = max(1, round((x1 - x0) / 8)), max(1, round((y1 - y0) / 8))
            points = [
                [
                    round(x0 + (i + 0.5) * (x1 - x0) / nx, 2),
                    round(y0 + (j + 0.5) * (y1 - y0) / ny, 2),
                    place.z,
                ]
                for i in range(nx)
                for j in range(ny)
            ]
            out.append(
                self.spec("where_place", "where_place", now, {"place": key}, positions=points)
            )
        return out

    def nearest(self, now: float) -> list[Spec]:
        out = []
        here = self.m.position(now)

        def dist(p: tuple[float, float, float]) -> float:
            return math.hypot(p[0] - here[0], p[1] - here[1], 3.0 * (p[2] - here[2]))

        for c in self.m.seen_categories(now):
            last = list(self.m.last_per_instance(c, now).values())
            if len(last) < 2 or not self._askable(c):
                continue
            last.sort(key=lambda s: dist(s.position))
            best = last[0].position
            if all(math.dist(best, s.position) < 15 for s in last[1:]):
                continue
            points = _dedupe([_r3(s.position) for s in last if math.dist(best, s.position) <= 5.0])
            out.append(self.spec("nearest", "nearest", now, {"object": c}, positions=points))
        return out

    # temporal --------------------------------------------------------------------------

    def last_seen(self, now: float) -> list[Spec]:
        return [
            self.spec("last_seen", "last_seen", now, {"object": c}, time=self.m.seen(c, now)[-1].t)
            for c in self.m.seen_categories(now)
            if self._askable(c)
        ]

    def first_seen(self, now: float) -> list[Spec]:
        out = []
        for c in self.m.seen_categories(now):
            seen = self.m.seen(c, now)
            if self._askable(c) and seen[-1].t - seen[0].t > 180:
                out.append(
                    self.spec("first_seen", "first_seen", now, {"object": c}, time=seen[0].t)
                )
        return out

    def enter_place(self, now: float) -> list[Spec]:
        out = []
        t0 = self.world.route.t0
        for key in self.visitable:
            entries = [v.start for v in self.m.visits_until(now) if v.place == key and v.start > t0]
            if not entries:
                continue
            if len(entries) == 1:
                which, t = "only", entries[0]
            else:
                which = self.r.choice(("first", "last"))
                t = entries[0] if which == "first" else entries[-1]
            out.append(
                self.spec("enter_place", f"enter_place:{which}", now, {"place": key}, time=t)
            )
        return out

    def leave_place(self, now: float) -> list[Spec]:
        out = []
        for key in self.visitable:
            leaves = [v.end for v in self.m.visits_until(now) if v.place == key and v.end < now - 1]
            leaves = [t for t in leaves if t <= self.world.route.t_end]
            if not leaves:
                continue
            which = "only" if len(leaves) == 1 else "last"
            out.append(
                self.spec(
                    "leave_place", f"leave_place:{which}", now, {"place": key}, time=leaves[-1]
                )
            )
        return out

    def ride(self, now: float) -> list[Spec]:
        out = []
        rides = [r for r in self.world.route.rides if r.start <= now]
        for kind in ("lift", "escalator"):
            mine = [r for r in rides if r.kind == kind]
            if mine:
                out.append(
                    self.spec("ride", f"ride:{kind}", now, {"kind": kind}, time=mine[-1].start)
                )
        for direction in ("down", "up"):
            mine = [r for r in rides if r.direction == direction]
            if mine:
                out.append(
                    self.spec(
                        "ride",
                        f"ride:{direction}",
                        now,
                        {"direction": direction},
                        time=mine[-1].start,
                    )
                )
        return out

    def crossing(self, now: float) -> list[Spec]:
        crossings = [c for c in self.world.route.crossings if c.t <= now]
        if not crossings:
            return []
        which = "only" if len(crossings) == 1 else "last"
        return [self.spec("crossing", f"crossing:{which}", now, {}, time=crossings[-1].t)]

    def outside(self, now: float) -> list[Spec]:
        out = []
        changes = self.m.transitions(now)
        for outdoors, name in ((True, "out"), (False, "in")):
            times = [t for t, o in changes if o == outdoors]
            if times:
                out.append(
                    self.spec(
                        "outside", f"outside:{name}", now, {"direction": name}, time=times[-1]
                    )
                )
        return out

    # binary ----------------------------------------------------------------------------

    def seen_yes(self, now: float) -> list[Spec]:
        return [
            self.spec("seen_yes", "seen", now, {"object": c}, binary=True)
            for c in self.m.seen_categories(now)
        ]

    def _never_named(self, names: tuple[str, ...], now: float) -> bool:
        return not any(self.m.named_before(n, now) for n in names)

    def seen_no(self, now: float) -> list[Spec]:
        out = []
        for names in self.world.absent:
            everything = (*names, *self._all_names(names))
            if self._never_named(everything, math.inf) and not self._clashes(everything):
                out.append(self.spec("seen_no", "seen", now, {"absent": names[0]}, binary=False))
        return out

    def _all_names(self, names: tuple[str, ...]) -> tuple[str, ...]:
        for category in self.family.categories:
            if category.names_for("plain") == names:
                return (
                    tuple(
                        n
                        for p in ("plain", "child", "texting", "supervisor")
                        for n in category.names_for(p)
                    )
                    + category.labels
                )
        return names

    def _clashes(self, names: tuple[str, ...]) -> bool:
        """An absent thing's name overlaps a present category's words."""
        if names not in self._clash_cache:
            self._clash_cache[names] = self._clashes_uncached(names)
        return self._clash_cache[names]

    def _clashes_uncached(self, names: tuple[str, ...]) -> bool:
        for c in self.categories:
            category = self.family.category(c)
            for label in (*category.labels, *category.names_for("plain")):
                if any(contains_word(label, n) or contains_word(n, label) for n in names):
                    return True
        return False

    def seen_not_yet(self, now: float) -> list[Spec]:
        out = []
        seen = set(self.m.seen_categories(now))
        for c in self.categories:
            if c in seen:
                continue
            category = self.family.category(c)
            names = self._all_names(category.names_for("plain"))
            if self._never_named(names, now) and not self._clashes_other(c, names):
                out.append(self.spec("seen_not_yet", "seen", now, {"object": c}, binary=False))
        return out

    def _clashes_other(self, key: str, names: tuple[str, ...]) -> bool:
        """A name of one category overlaps another present category's labels."""
        if (key, names) not in self._clash_cache:
            self._clash_cache[(key, names)] = self._clashes_other_uncached(key, names)
        return self._clash_cache[(key, names)]

    def _clashes_other_uncached(self, key: str, names: tuple[str, ...]) -> bool:
        for c in self.categories:
            if c == key:
                continue
            category = self.family.category(c)
            for label in category.labels:
                if any(contains_word(label, n) or contains_word(n, label) for n in names):
                    return True
        return False

    def in_place_yes(self, now: float) -> list[Spec]:
        out = []
        for c in self.m.seen_categories(now):
            places = sorted({s.place for s in self.m.last_per_instance(c, now).values()})
            for key in places:
                if key in self.visitable:
                    out.append(
                        self.spec(
                            "in_place_yes",
                            "in_place",
                            now,
                            {"object": c, "place": key},
                            binary=True,
                        )
                    )
        return out

    def in_place_no(self, now: float) -> list[Spec]:
        out = []
        visited = {v.place for v in self.m.visits_until(now)}
        for c in self.m.seen_categories(now):
            if not self._askable(c):
                continue
            sighted = {s.place for s in self.m.seen(c, now)}
            really = {
                e[1]
                for i in self.world.instances
                if i.category == c
                for e in i.schedule
                if e[0] <= now
            }
            for key in self.visitable:
                if key in visited and key not in sighted and key not in really:
                    out.append(
                        self.spec(
                            "in_place_no",
                            "in_place",
                            now,
                            {"object": c, "place": key},
                            binary=False,
                        )
                    )
        return out

    def attr_yes(self, now: float) -> list[Spec]:
        out = []
        for c in self.m.seen_categories(now):
            colours = sorted(
                {i.colour for i in self.world.instances if i.category == c and i.colour}
            )
            for colour in colours:
                if self.m.colour_said(c, colour, now):
                    out.append(
                        self.spec(
                            "attr_yes", "attr", now, {"object": c, "colour": colour}, binary=True
                        )
                    )
        return out

    def attr_no(self, now: float) -> list[Spec]:
        out = []
        for c in self.m.seen_categories(now):
            category = self.family.category(c)
            if not category.colours:
                continue
            real = {i.colour for i in self.world.instances if i.category == c}
            options = [k for k in (*category.colours, *EXTRA_COLOURS) if k not in real]
            options = [k for k in dict.fromkeys(options)]
            if options:
                colour = self.r.choice(options)
                out.append(
                    self.spec("attr_no", "attr", now, {"object": c, "colour": colour}, binary=False)
                )
        return out

    def visited_yes(self, now: float) -> list[Spec]:
        visited = {v.place for v in self.m.visits_until(now)}
        return [
            self.spec("visited_yes", "visited", now, {"place": k}, binary=True)
            for k in self.visitable
            if k in visited
        ]

    def visited_no(self, now: float) -> list[Spec]:
        visited = {v.place for v in self.m.visits_until(now)}
        return [
            self.spec("visited_no", "visited", now, {"place": k}, binary=False)
            for k in self.visitable
            if k not in visited
        ]

    def outside_now(self, now: float) -> list[Spec]:
        place = self.m.place_at(now)
        return [self.spec("outside_now", "outside_now", now, {}, binary=self.m.outdoor(place))]

    # duration --------------------------------------------------------------------------

    def total_in(self, now: float) -> list[Spec]:
        out = []
        for key in self.visitable:
            seconds = self.m.seconds_in({key}, now)
            if seconds >= 40:
                out.append(
                    self.spec("total_in", "total_in", now, {"place": key}, duration_s=seconds)
                )
        return out

    def last_stay(self, now: float) -> list[Spec]:
        out = []
        for key in self.visitable:
            done = [v for v in self.m.visits_until(now) if v.place == key and v.end < now - 1]
            if done and done[-1].end - done[-1].start >= 25:
                out.append(
                    self.spec(
                        "last_stay",
                        "last_stay",
                        now,
                        {"place": key},
                        duration_s=done[-1].end - done[-1].start,
                    )
                )
        return out

    def since_seen(self, now: float) -> list[Spec]:
        out = []
        for c in self.m.seen_categories(now):
            last = self.m.seen(c, now)[-1].t
            if now - last >= 60 and self._askable(c):
                out.append(
                    self.spec(
                        "since_seen",
                        "since_seen",
                        now,
                        {"object": c},
                        duration_s=round(now - last, 1),
                    )
                )
        return out

    def outdoors_total(self, now: float) -> list[Spec]:
        outdoors = {p.key for p in self.family.places if p.outdoor}
        seconds = self.m.seconds_in(outdoors, now)
        return (
            [self.spec("outdoors_total", "outdoors_total", now, {}, duration_s=seconds)]
            if seconds >= 60
            else []
        )

    def outdoors_current(self, now: float) -> list[Spec]:
        if not self.m.outdoor(self.m.place_at(now)):
            return []
        changes = [t for t, o in self.m.transitions(now) if o]
        start = changes[-1] if changes else self.world.route.t0
        seconds = round(min(now, self.world.route.t_end + 1) - start, 1)
        return (
            [self.spec("outdoors_current", "outdoors_current", now, {}, duration_s=seconds)]
            if seconds >= 60
            else []
        )

    def running(self, now: float) -> list[Spec]:
        return [
            self.spec(
                "running", "running", now, {}, duration_s=round(now - self.m.frame_times[0], 1)
            )
        ]

    def trip(self, now: float) -> list[Spec]:
        out = []
        legs = [leg for leg in self.world.route.legs if leg.arrive <= now]
        for leg in legs:
            same = [g for g in legs if (g.origin, g.dest) == (leg.origin, leg.dest)]
            if len(same) > 1:
                continue  # "from A to B" would not say which trip
            if leg.arrive - leg.leave >= 20 and leg.origin != leg.dest:
                out.append(
                    self.spec(
                        "trip",
                        "trip",
                        now,
                        {"place": leg.origin, "place2": leg.dest},
                        duration_s=leg.arrive - leg.leave,
                    )
                )
        return out

    def level_total(self, now: float) -> list[Spec]:
        if self.family.key == "airport":
            places = {p.key for p in self.family.places if p.level == "arrivals"}
            template = "level_total:arrivals"
        else:
            places = {p.key for p in self.family.places if not p.outdoor}
            template = "level_total:indoors"
        seconds = self.m.seconds_in(places, now)
        return (
            [self.spec("level_total", template, now, {}, duration_s=seconds)]
            if seconds >= 30
            else []
        )

    # text ------------------------------------------------------------------------------

    def room_of(self, now: float) -> list[Spec]:
        out = []
        for c in self.m.seen_categories(now):
            places = sorted({s.place for s in self.m.last_per_instance(c, now).values()})
            if len(places) > 2 or not self._askable(c):
                continue
            keywords = [k for p in places for k in self.world.place(p).keywords]
            if not all(self.world.place(p).visitable for p in places):
                # Out where the robot cannot go: naming where it was seen from also counts.
                for s in self.m.seen(c, now):
                    if s.robot_place not in ("lift", "escalator"):
                        keywords += self.world.place(s.robot_place).keywords
            out.append(
                self.spec(
                    "room_of", "room_of", now, {"object": c}, keywords=list(dict.fromkeys(keywords))
                )
            )
        return out

    def room_of_unseen(self, now: float) -> list[Spec]:
        out = []
        for spec in self.seen_no(now) + self.seen_not_yet(now):
            slots = dict(spec.slots)
            out.append(
                self.spec("room_of_unseen", "room_of", now, slots, keywords=list(NOT_SEEN_KEYWORDS))
            )
        return out

    def colour_of(self, now: float) -> list[Spec]:
        out = []
        instances = {i.id: i for i in self.world.instances}
        for c in self.m.seen_categories(now):
            colours = {instances[i].colour for i in self.m.last_per_instance(c, now)}
            if len(colours) != 1:
                continue
            colour = colours.pop()
            if colour and self.m.colour_said(c, colour, now):
                keywords = COLOUR_VARIANTS.get(colour, (colour,))
                out.append(
                    self.spec("colour_of", "colour_of", now, {"object": c}, keywords=list(keywords))
                )
        return out

    def _stable(self, t: float) -> bool:
        place = self.m.place_at(t)
        return place not in ("lift", "escalator") and all(
            self.m.place_at(t + dt) == place for dt in (-60, -30, 30, 60)
        )

    def place_at_time(self, now: float) -> list[Spec]:
        out = []
        for _ in range(3):
            slot = self._time_slot(now, self._stable)
            if slot is None:
                continue
            place = self.world.place(self.m.place_at(slot["time"]))
            template = "place_at_time:clock" if slot["clock"] else "place_at_time:ago"
            out.append(
                self.spec("place_at_time", template, now, slot, keywords=list(place.keywords))
            )
        return out

    def first_place(self, now: float) -> list[Spec]:
        place = self.world.place(self.world.route.samples[0].place)
        return [self.spec("first_place", "first_place", now, {}, keywords=list(place.keywords))]

    def seen_in_place(self, now: float) -> list[Spec]:
        out = []
        for key in self.visitable:
            # Things in the place, and things seen from it (planes through the windows).
            cats = sorted(
                {
                    s.category
                    for s in self.m.sightings
                    if s.t <= now and key in (s.place, s.robot_place)
                }
            )
            if len(cats) < 2:
                continue
            keywords: list[str] = []
            for c in cats:
                category = self.family.category(c)
                keywords += [n.lower() for n in (*category.labels, *category.names_for("plain"))]
            out.append(
                self.spec(
                    "seen_in_place",
                    "seen_in_place",
                    now,
                    {"place": key},
                    keywords=list(dict.fromkeys(keywords)),
                )
            )
        return out

    def level_at_time(self, now: float) -> list[Spec]:
        out = []
        airport = self.family.key == "airport"
        for _ in range(2):
            slot = self._time_slot(now, self._stable)
            if slot is None:
                continue
            place = self.world.place(self.m.place_at(slot["time"]))
            keywords = LEVEL_KEYWORDS[place.level] if airport else INDOOR_KEYWORDS[place.outdoor]
            form = "clock" if slot["clock"] else "ago"
            template = f"level_at_time:{form}" if airport else f"indoors_at_time:{form}"
            out.append(self.spec("level_at_time", template, now, slot, keywords=list(keywords)))
        return out


def _pool(asker: Asker, subkind: str) -> list[Spec]:
    """Every candidate of a subkind, alternating end-of-run and mid-run moments."""
    r = asker.r
    method: Callable[[float], list[Spec]] = getattr(asker, subkind)
    pool: list[Spec] = []
    for now in asker.moments:
        pool += method(now)
    r.shuffle(pool)
    ends = [s for s in pool if s.now == asker.end]
    mids = [s for s in pool if s.now != asker.end]
    mixed: list[Spec] = []
    for i in range(max(len(ends), len(mids))):
        pair = (ends[i : i + 1], mids[i : i + 1])
        for part in pair if r.random() < 0.5 else reversed(pair):
            mixed += part
    return mixed


def _take(
    pool: list[Spec], limit: int, picked: list[Spec], want: int, taken: set[tuple[Any, ...]]
) -> None:
    """Moves up to ``limit`` specs not read before from ``pool`` to ``picked``."""
    count = 0
    while pool and count < limit and len(picked) < want:
        spec = pool.pop(0)
        if spec.key in taken:
            continue
        taken.add(spec.key)
        picked.append(spec)
        count += 1


def choose(asker: Asker) -> list[Spec]:
    """Fills each type's quota: half the questions at the end, no question twice."""
    chosen: list[Spec] = []
    taken: set[tuple[Any, ...]] = set()
    for quotas in QUOTAS.values():
        pools = {subkind: _pool(asker, subkind) for subkind in quotas}
        want = sum(quotas.values())
        picked: list[Spec] = []
        for subkind, quota in quotas.items():
            _take(pools[subkind], quota, picked, want, taken)
        # Subkinds that fell short give their share to the others of the type.
        while len(picked) < want and any(pools.values()):
            for subkind in quotas:
                _take(pools[subkind], 1, picked, want, taken)
        chosen += picked
    return chosen
