"""Question specs and their ground truth, computed from what had been perceived by ``now``.

A spec is wording-free: type, subkind, slots and truth. ``phrasing`` turns it into a
sentence. Quotas per subkind; a subkind that cannot be filled passes its share to the
others of the same type.
"""

from __future__ import annotations

import itertools
import math
import random
import re
from dataclasses import dataclass, field
from typing import Any

from sim_eval.sim.generator_e.perception import Frame
from sim_eval.sim.generator_e.route import Route
from sim_eval.sim.generator_e.world import Place, World

QUOTAS: dict[str, list[tuple[str, int]]] = {
    "spatial": [
        ("where_is", 6),
        ("where_first", 3),
        ("nearest", 4),
        ("where_was_i_clock", 3),
        ("where_was_i_ago", 2),
        ("where_room", 3),
        ("where_sign", 2),
    ],
    "temporal": [
        ("last_seen", 4),
        ("first_seen", 3),
        ("enter_first", 2),
        ("enter_last", 2),
        ("leave_last", 2),
        ("went_out", 1),
        ("came_in", 1),
        ("lift_first", 1),
        ("lift_last", 1),
        ("cross_first", 1),
        ("cross_last", 1),
        ("sign_read", 1),
    ],
    "binary": [
        ("seen_yes", 2),
        ("seen_no", 3),
        ("seen_not_yet", 1),
        ("floor_yes", 2),
        ("floor_no", 2),
        ("room_yes", 2),
        ("room_no", 2),
        ("raining", 1),
        ("people_yes", 1),
        ("people_no", 1),
        ("visited_yes", 1),
        ("visited_no", 1),
        ("colour_yes", 1),
        ("colour_no", 1),
        ("crossed", 1),
        ("lift_used", 1),
    ],
    "duration": [
        ("stay_last", 3),
        ("total_in", 3),
        ("ago_seen", 3),
        ("trip", 2),
        ("outside_total", 1),
        ("outside_last", 1),
        ("lift_wait", 1),
        ("kerb_wait", 1),
        ("running", 1),
    ],
    "text": [
        ("colour", 3),
        ("room_of", 3),
        ("floor_of", 2),
        ("sign_near", 2),
        ("sign_in_room", 2),
        ("room_at_time", 3),
        ("last_room", 2),
        ("first_room", 1),
    ],
}
TYPE_ORDER = ["spatial", "temporal", "binary", "duration", "text"]
COLOUR_WORDS = [
    "red",
    "blue",
    "green",
    "yellow",
    "orange",
    "black",
    "white",
    "grey",
    "brown",
    "purple",
    "silver",
]
COLOUR_KEYS = {"grey": ["grey", "gray"], "silver": ["silver"]}


@dataclass
class Spec:
    type: str
    subkind: str
    now: int  # offset
    slots: dict[str, Any]
    truth: dict[str, Any]
    key: str = ""
    extra: dict[str, Any] = field(default_factory=dict)


class Know:
    """What had been perceived by ``now``: sightings, signs read, visits, weather, people."""

    def __init__(self, world: World, route: Route, frames: list[Frame], now: int) -> None:
        self.world = world
        self.now = now
        self.frames = [f for f in frames if f.offset <= now]
        self.sight: dict[str, list[tuple[int, float, float, float, str]]] = {}
        self.read: dict[str, int] = {}
        self.frames_in: dict[str, list[Frame]] = {}
        self.weather: tuple[int, str] | None = None
        inst = {i.id: i for i in world.instances}
        for f in self.frames:
            self.frames_in.setdefault(f.place, []).append(f)
            for inst_id, label, _d, _b, ox, oy in f.seen:
                where = inst[inst_id].at(f.offset)[0]
                z = world.z_of(world.places[where].level) if where else 0.0
                self.sight.setdefault(inst_id, []).append((f.offset, ox, oy, z, label))
            for sign in f.signs_read:
                self.read.setdefault(sign, f.offset)
            if f.weather:
                self.weather = (f.offset, f.weather)
        self.by_cat: dict[str, list[str]] = {}
        for inst_id in sorted(self.sight):
            self.by_cat.setdefault(inst[inst_id].cat, []).append(inst_id)
        self.visits = [(p, a, min(b, now + 1)) for p, a, b in route.visits if a <= now]
        self.samples = route.samples[: now + 1]

    def place_of_sighting(self, inst_id: str, offset: int) -> str | None:
        inst = next(i for i in self.world.instances if i.id == inst_id)
        return inst.at(offset)[0]


def _room_like(place: Place) -> bool:
    return place.kind in ("room", "outdoor") and place.stayable


class Builder:
    """Makes specs for one world; ``make(subkind, know)`` returns a Spec or None."""

    def __init__(
        self,
        world: World,
        route: Route,
        frames: list[Frame],
        gaps: list[tuple[int, int]],
        key: str,
        t0: int,
    ) -> None:
        self.world = world
        self.t0 = t0
        self.route = route
        self.frames = frames
        self.gaps = gaps
        self.rng = random.Random(f"questions-{key}")
        self.used: set[tuple[str, str]] = set()
        self.text = " ".join(
            [f.caption.lower() for f in frames] + [lb.lower() for f in frames for lb in f.labels]
        )
        self.inst = {i.id: i for i in world.instances}
        self.frame_offsets = [f.offset for f in frames]
        self.duration = len(route.samples)
        names: dict[str, list[str]] = {}
        for key_, cat in world.categories.items():
            for name in cat.names:
                names.setdefault(name.lower(), []).append(key_)
        self.name_owners = names

    # helpers -----------------------------------------------------------------------------
    def recorded(self, offset: int, slack: int = 5) -> bool:
        """Whether frames were being recorded around ``offset`` (not inside a gap)."""
        return not any(g[0] - slack <= offset < g[1] + slack for g in self.gaps)

    def ask_name(self, cat_key: str) -> str:
        """A name for the category that no other category answers to."""
        cat = self.world.categories[cat_key]
        options = []
        for name in cat.names:
            low = name.lower()
            clash = any(
                k != cat_key and (low == other or re.search(rf"\b{re.escape(low)}\b", other))
                for other, keys in self.name_owners.items()
                for k in keys
            )
            if not clash:
                options.append(name)
        if not options:
            return cat.names[0]
        return options[0] if self.rng.random() < 0.65 else self.rng.choice(options)

    def pos(self, sight: tuple[int, float, float, float, str]) -> list[float]:
        return [round(sight[1], 2), round(sight[2], 2), round(sight[3], 2)]

    def true_pos(self, offset: int) -> list[float]:
        s = self.route.samples[min(offset, self.duration - 1)]
        return [round(s.x, 2), round(s.y, 2), round(s.z, 2)]

    def cats_seen(self, know: Know, max_inst: int = 99, portable: bool | None = None) -> list[str]:
        out = []
        for cat, ids in know.by_cat.items():
            if cat == "sign" or len(ids) > max_inst:
                continue
            if portable is not None and self.world.categories[cat].portable != portable:
                continue
            out.append(cat)
        return sorted(out)

    def rooms_visited(self, know: Know, min_s: int = 15) -> list[str]:
        seen: list[str] = []
        for p, a, b in know.visits:
            if b - a >= min_s and _room_like(self.world.places[p]) and p not in seen:
                seen.append(p)
        return seen

    def fresh(self, subkind: str, ident: str) -> bool:
        return (subkind, ident) not in self.used

    def spec(
        self,
        type_: str,
        subkind: str,
        know: Know,
        ident: str,
        slots: dict[str, Any],
        truth: dict[str, Any],
    ) -> Spec:
        self.used.add((subkind, ident))
        return Spec(type_, subkind, know.now, slots, truth, key=ident)

    def pick(self, items: list[Any]) -> Any:
        return self.rng.choice(items) if items else None

    # spatial -----------------------------------------------------------------------------
    def make(self, subkind: str, know: Know) -> Spec | None:
        return getattr(self, "q_" + subkind)(know)

    def q_where_is(self, know: Know) -> Spec | None:
        cats = [c for c in self.cats_seen(know, 6) if self.fresh("where_is", c)]
        cat = self.pick(cats)
        if cat is None:
            return None
        targets = [self.pos(know.sight[i][-1]) for i in know.by_cat[cat]]
        return self.spec(
            "spatial",
            "where_is",
            know,
            cat,
            {
                "object": self.ask_name(cat),
                "category": cat,
                "portable": self.world.categories[cat].portable,
            },
            {"positions": targets},
        )

    def q_where_first(self, know: Know) -> Spec | None:
        cats = [c for c in self.cats_seen(know, 8) if self.fresh("where_first", c)]
        cat = self.pick(cats)
        if cat is None:
            return None
        first = min(know.sight[i][0][0] for i in know.by_cat[cat])
        targets = [self.pos(s) for i in know.by_cat[cat] for s in know.sight[i] if s[0] == first]
        return self.spec(
            "spatial",
            "where_first",
            know,
            cat,
            {"object": self.ask_name(cat), "category": cat, "time": self.t0 + first},
            {"positions": targets},
        )

    def q_nearest(self, know: Know) -> Spec | None:
        cats = [
            c for c in self.cats_seen(know) if len(know.by_cat[c]) >= 2 and self.fresh("nearest", c)
        ]
        cat = self.pick(cats)
        if cat is None:
            return None
        at = self.true_pos(know.now)
        last = [know.sight[i][-1] for i in know.by_cat[cat]]

        def d(s: tuple[int, float, float, float, str]) -> float:
            return math.sqrt((s[1] - at[0]) ** 2 + (s[2] - at[1]) ** 2 + (3 * (s[3] - at[2])) ** 2)

        best = min(d(s) for s in last)
        targets = [self.pos(s) for s in last if d(s) <= best + 5.0]
        return self.spec(
            "spatial",
            "nearest",
            know,
            cat,
            {"object": self.ask_name(cat), "category": cat},
            {"positions": targets},
        )

    def _clock_minute(self, know: Know, t0: int) -> int | None:
        for _ in range(20):
            off = self.rng.randint(90, max(91, know.now - 120))
            if off >= know.now - 60:
                continue
            step = 300 if self.rng.random() < 0.5 else 60
            minute = (t0 + off) // step * step - t0
            if minute < 60 or not self.recorded(minute, 30) or not self.recorded(minute + 60, 5):
                continue
            return minute
        return None

    def q_where_was_i_clock(self, know: Know) -> Spec | None:
        minute = self._clock_minute(know, self.t0)
        if minute is None or not self.fresh("where_was_i_clock", str(minute)):
            return None
        targets = [self.true_pos(o) for o in range(minute - 30, minute + 61, 10)]
        return self.spec(
            "spatial",
            "where_was_i_clock",
            know,
            str(minute),
            {"time": self.t0 + minute},
            {"positions": targets},
        )

    def q_where_was_i_ago(self, know: Know) -> Spec | None:
        choices = [
            n
            for n in (2, 3, 5, 10, 15, 20, 30)
            if n * 60 + 30 < know.now and self.recorded(know.now - n * 60, 20)
        ]
        n = self.pick([c for c in choices if self.fresh("where_was_i_ago", f"{c}@{know.now}")])
        if n is None:
            return None
        when = know.now - n * 60
        targets = [self.true_pos(o) for o in range(when - 30, when + 31, 10)]
        return self.spec(
            "spatial",
            "where_was_i_ago",
            know,
            f"{n}@{know.now}",
            {"minutes": n, "time": self.t0 + when},
            {"positions": targets},
        )

    def q_where_room(self, know: Know) -> Spec | None:
        rooms = [r for r in self.rooms_visited(know) if self.fresh("where_room", r)]
        room = self.pick(rooms)
        if room is None:
            return None
        place = self.world.places[room]
        x0, y0, x1, y1 = place.rect
        nx, ny = max(1, round((x1 - x0) / 8)), max(1, round((y1 - y0) / 8))
        z = self.world.z_of(place.level)
        targets = [
            [
                round(x0 + (x1 - x0) * (i + 0.5) / nx, 2),
                round(y0 + (y1 - y0) * (j + 0.5) / ny, 2),
                round(z, 2),
            ]
            for i in range(nx)
            for j in range(ny)
        ]
        return self.spec(
            "spatial",
            "where_room",
            know,
            room,
            {"room": place.name, "place": room},
            {"positions": targets},
        )

    def q_where_sign(self, know: Know) -> Spec | None:
        signs = [s for s in sorted(know.read) if self.fresh("where_sign", s)]
        sign = self.pick(signs)
        if sign is None:
            return None
        inst = self.inst[sign]
        where, x, y = inst.at(know.now)
        z = self.world.z_of(self.world.places[where].level) if where else 0.0
        return self.spec(
            "spatial",
            "where_sign",
            know,
            sign,
            {"text": inst.text, "sign": sign},
            {"positions": [[x, y, round(z, 2)]]},
        )

    # temporal ----------------------------------------------------------------------------
    def q_last_seen(self, know: Know, first: bool = False) -> Spec | None:
        sub = "first_seen" if first else "last_seen"
        cats = [c for c in self.cats_seen(know) if self.fresh(sub, c)]
        cat = self.pick(cats)
        if cat is None:
            return None
        times = [s[0] for i in know.by_cat[cat] for s in know.sight[i]]
        t = min(times) if first else max(times)
        return self.spec(
            "temporal",
            sub,
            know,
            cat,
            {"object": self.ask_name(cat), "category": cat},
            {"time": float(self.t0 + t)},
        )

    def q_first_seen(self, know: Know) -> Spec | None:
        return self.q_last_seen(know, first=True)

    def _enter(self, know: Know, which: str) -> Spec | None:
        sub = f"enter_{which}"
        rooms = [r for r in self.rooms_visited(know) if self.fresh(sub, r)]
        self.rng.shuffle(rooms)
        for room in rooms:
            visits = [v for v in know.visits if v[0] == room]
            v = visits[0] if which == "first" else visits[-1]
            if which == "last" and len(visits) < 2 and self.rng.random() < 0.5:
                continue
            if v[2] - v[1] < 15 or not self.recorded(v[1]):
                continue
            return self.spec(
                "temporal",
                sub,
                know,
                room,
                {"room": self.world.places[room].name, "place": room, "visits": len(visits)},
                {"time": float(self.t0 + v[1])},
            )
        return None

    def q_enter_first(self, know: Know) -> Spec | None:
        return self._enter(know, "first")

    def q_enter_last(self, know: Know) -> Spec | None:
        return self._enter(know, "last")

    def q_leave_last(self, know: Know) -> Spec | None:
        rooms = [r for r in self.rooms_visited(know) if self.fresh("leave_last", r)]
        self.rng.shuffle(rooms)
        for room in rooms:
            done = [v for v in know.visits if v[0] == room and v[2] <= know.now]
            if (
                done
                and done[-1][2] - done[-1][1] >= 15
                and self.recorded(done[-1][2])
                and not self._inside(room, know.now)
            ):
                return self.spec(
                    "temporal",
                    "leave_last",
                    know,
                    room,
                    {"room": self.world.places[room].name, "place": room},
                    {"time": float(self.t0 + done[-1][2])},
                )
        return None

    def _inside(self, room: str, offset: int) -> bool:
        return self.route.samples[min(offset, self.duration - 1)].place == room

    def _outdoor_runs(self, know: Know, open_air: bool = False) -> list[tuple[int, int]]:
        """Spells outside the main building (or, with ``open_air``, outdoors at all)."""
        runs: list[tuple[int, int]] = []
        start = None
        for i, s in enumerate(know.samples):
            building = self.world.places[s.place].building
            out = building is None if open_air else building != "main"
            if out and start is None:
                start = i
            elif not out and start is not None:
                runs.append((start, i))
                start = None
        if start is not None:  # still outside: the run has no end yet
            runs.append((start, 10**9))
        return runs

    def q_went_out(self, know: Know) -> Spec | None:
        runs = self._outdoor_runs(know)
        if (
            not runs
            or runs[-1][0] == 0
            or not self.recorded(runs[-1][0])
            or not self.fresh("went_out", str(runs[-1][0]))
        ):
            return None
        return self.spec(
            "temporal",
            "went_out",
            know,
            str(runs[-1][0]),
            {"site": self.world.site_word, "count": len(runs)},
            {"time": float(self.t0 + runs[-1][0])},
        )

    def q_came_in(self, know: Know) -> Spec | None:
        runs = [r for r in self._outdoor_runs(know) if r[1] <= know.now]
        if (
            not runs
            or not self.recorded(runs[-1][1])
            or not self.fresh("came_in", str(runs[-1][1]))
        ):
            return None
        return self.spec(
            "temporal",
            "came_in",
            know,
            str(runs[-1][1]),
            {"site": self.world.site_word},
            {"time": float(self.t0 + runs[-1][1])},
        )

    def _event(
        self, know: Know, sub: str, events: list[tuple[int, int]], which: str, extra: dict[str, Any]
    ) -> Spec | None:
        events = [e for e in events if e[0] <= know.now]
        if not events:
            return None
        e = events[0] if which == "first" else events[-1]
        if not self.recorded(e[0]) or not self.fresh(sub, str(e[0])):
            return None
        return self.spec(
            "temporal",
            sub,
            know,
            str(e[0]),
            {**extra, "count": len(events)},
            {"time": float(self.t0 + e[0])},
        )

    def q_lift_first(self, know: Know) -> Spec | None:
        return self._event(
            know, "lift_first", [(r[0], r[1]) for r in self.route.rides], "first", {}
        )

    def q_lift_last(self, know: Know) -> Spec | None:
        return self._event(know, "lift_last", [(r[0], r[1]) for r in self.route.rides], "last", {})

    def q_cross_first(self, know: Know) -> Spec | None:
        return self._event(know, "cross_first", self.route.crossings, "first", {})

    def q_cross_last(self, know: Know) -> Spec | None:
        return self._event(know, "cross_last", self.route.crossings, "last", {})

    def q_sign_read(self, know: Know) -> Spec | None:
        signs = [s for s in sorted(know.read) if self.fresh("sign_read", s)]
        sign = self.pick(signs)
        if sign is None:
            return None
        return self.spec(
            "temporal",
            "sign_read",
            know,
            sign,
            {"text": self.inst[sign].text, "sign": sign},
            {"time": float(self.t0 + know.read[sign])},
        )

    # binary ------------------------------------------------------------------------------
    def q_seen_yes(self, know: Know) -> Spec | None:
        cat = self.pick([c for c in self.cats_seen(know) if self.fresh("seen", c)])
        if cat is None:
            return None
        return self.spec(
            "binary",
            "seen_yes",
            know,
            cat,
            {"object": self.ask_name(cat), "category": cat},
            {"binary": True},
        )

    def absent_names(self) -> list[str]:
        """Plausible things nowhere on site and never named in any label or caption."""
        present = {
            n.lower()
            for k in {i.cat for i in self.world.instances}
            for n in self.world.categories[k].names
        }
        synonyms = {c.names[0]: c.names for c in self.world.categories.values()}
        return sorted(
            {
                n
                for n in self.world.absent_names
                if n.lower() not in present
                and not any(s.lower() in self.text for s in synonyms.get(n, [n]))
            }
        )

    def q_seen_no(self, know: Know) -> Spec | None:
        name = self.pick([n for n in self.absent_names() if self.fresh("seen", n)])
        if name is None:
            return None
        return self.spec(
            "binary", "seen_no", know, name, {"object": name, "category": None}, {"binary": False}
        )

    def q_seen_not_yet(self, know: Know) -> Spec | None:
        all_know = self._final()
        cats = [
            c
            for c in all_know.by_cat
            if c not in know.by_cat and c != "sign" and self.fresh("seen", c)
        ]
        cats = [
            c
            for c in sorted(cats)
            if not any(
                n.lower() in f.caption.lower() or any(n.lower() in lb.lower() for lb in f.labels)
                for f in know.frames
                for n in self.world.categories[c].names
            )
        ]
        cat = self.pick(cats)
        if cat is None:
            return None
        return self.spec(
            "binary",
            "seen_not_yet",
            know,
            cat,
            {"object": self.ask_name(cat), "category": cat},
            {"binary": False},
        )

    def _final(self) -> Know:
        if not hasattr(self, "_final_know"):
            self._final_know = Know(self.world, self.route, self.frames, self.duration + 600)
        return self._final_know

    def _levels_seen(self, know: Know, cat: str) -> list[int]:
        levels = []
        for i in know.by_cat.get(cat, []):
            for s in know.sight[i]:
                lv = round(s[3] / self.world.storey_h)
                if lv not in levels:
                    levels.append(lv)
        return sorted(levels)

    def _levels_ever(self, cat: str) -> set[int]:
        return {
            self.world.places[m[1]].level
            for i in self.world.instances
            if i.cat == cat
            for m in i.moves
            if m[1] is not None
        }

    def _levels_visited(self, know: Know) -> list[int]:
        return sorted({self.world.places[v[0]].level for v in know.visits})

    def q_floor_yes(self, know: Know) -> Spec | None:
        if len(self.world.level_names) < 2:
            return None
        cat = self.pick([c for c in self.cats_seen(know) if self.fresh("floor", c)])
        if cat is None:
            return None
        level = self.rng.choice(self._levels_seen(know, cat))
        return self.spec(
            "binary",
            "floor_yes",
            know,
            cat,
            {"object": self.ask_name(cat), "category": cat, "level": level},
            {"binary": True},
        )

    def q_floor_no(self, know: Know) -> Spec | None:
        visited = self._levels_visited(know)
        options = []
        for cat in self.cats_seen(know):
            for level in visited:
                if level not in self._levels_ever(cat) and self.fresh("floor", cat):
                    options.append((cat, level))
        choice = self.pick(options)
        if choice is None:
            return None
        cat, level = choice
        return self.spec(
            "binary",
            "floor_no",
            know,
            cat,
            {"object": self.ask_name(cat), "category": cat, "level": level},
            {"binary": False},
        )

    def _rooms_of(self, know: Know, cat: str) -> list[str]:
        rooms: list[str] = []
        for i in know.by_cat.get(cat, []):
            for s in know.sight[i]:
                where = self.inst[i].at(s[0])[0]
                if where and where not in rooms:
                    rooms.append(where)
        return rooms

    def q_room_yes(self, know: Know) -> Spec | None:
        options = [
            (c, r)
            for c in self.cats_seen(know)
            for r in self._rooms_of(know, c)
            if _room_like(self.world.places[r]) and self.fresh("room", c)
        ]
        choice = self.pick(options)
        if choice is None:
            return None
        cat, room = choice
        return self.spec(
            "binary",
            "room_yes",
            know,
            cat,
            {
                "object": self.ask_name(cat),
                "category": cat,
                "room": self.world.places[room].name,
                "place": room,
            },
            {"binary": True},
        )

    def q_room_no(self, know: Know) -> Spec | None:
        rooms = self.rooms_visited(know, 30)
        options: list[tuple[str, str]] = []
        for cat in self.cats_seen(know):
            ever = {m[1] for i in self.world.instances if i.cat == cat for m in i.moves}
            options.extend((cat, r) for r in rooms if r not in ever and self.fresh("room", cat))
        choice = self.pick(options)
        if choice is None:
            return None
        cat, room = choice
        return self.spec(
            "binary",
            "room_no",
            know,
            cat,
            {
                "object": self.ask_name(cat),
                "category": cat,
                "room": self.world.places[room].name,
                "place": room,
            },
            {"binary": False},
        )

    def q_raining(self, know: Know) -> Spec | None:
        if know.weather is None or not self.fresh("raining", str(know.now)):
            return None
        offset, state = know.weather
        return self.spec(
            "binary",
            "raining",
            know,
            str(know.now),
            {"reported_at": self.t0 + offset, "state": state},
            {"binary": state in ("rain", "drizzle")},
        )

    def _people(self, know: Know, want: bool) -> Spec | None:
        sub = "people_yes" if want else "people_no"
        options = []
        for room in self.rooms_visited(know, 30):
            frames = know.frames_in.get(room, [])
            if len(frames) < 5:
                continue
            has = any(f.people > 0 for f in frames)
            if has == want and self.fresh("people", room):
                options.append(room)
        room = self.pick(options)
        if room is None:
            return None
        return self.spec(
            "binary",
            sub,
            know,
            room,
            {"room": self.world.places[room].name, "place": room},
            {"binary": want},
        )

    def q_people_yes(self, know: Know) -> Spec | None:
        return self._people(know, True)

    def q_people_no(self, know: Know) -> Spec | None:
        return self._people(know, False)

    def q_visited_yes(self, know: Know) -> Spec | None:
        room = self.pick([r for r in self.rooms_visited(know, 20) if self.fresh("visited", r)])
        if room is None:
            return None
        return self.spec(
            "binary",
            "visited_yes",
            know,
            room,
            {"room": self.world.places[room].name, "place": room},
            {"binary": True},
        )

    def q_visited_no(self, know: Know) -> Spec | None:
        entered = {v[0] for v in know.visits}
        names_entered = {self.world.places[p].name for p in entered}
        options = [
            p.id
            for p in self.world.places.values()
            if _room_like(p)
            and p.id not in entered
            and p.name not in names_entered
            and self.fresh("visited", p.id)
        ]
        room = self.pick(sorted(options))
        if room is None:
            return None
        return self.spec(
            "binary",
            "visited_no",
            know,
            room,
            {"room": self.world.places[room].name, "place": room},
            {"binary": False},
        )

    def _colour(self, know: Know) -> list[tuple[str, str]]:
        """(category, colour) where every sighted instance has that colour and a label said so."""
        out = []
        for cat in self.cats_seen(know):
            colours = {self.inst[i].colour for i in know.by_cat[cat]}
            if len(colours) != 1 or None in colours:
                continue
            colour = colours.pop()
            assert colour is not None
            said = any(
                s[4].lower().startswith(colour + " ")
                for i in know.by_cat[cat]
                for s in know.sight[i]
            )
            if said:
                out.append((cat, colour))
        return out

    def q_colour_yes(self, know: Know) -> Spec | None:
        choice = self.pick([c for c in self._colour(know) if self.fresh("colourq", c[0])])
        if choice is None:
            return None
        return self.spec(
            "binary",
            "colour_yes",
            know,
            choice[0],
            {"object": self.ask_name(choice[0]), "category": choice[0], "colour": choice[1]},
            {"binary": True},
        )

    def q_colour_no(self, know: Know) -> Spec | None:
        choice = self.pick([c for c in self._colour(know) if self.fresh("colourq", c[0])])
        if choice is None:
            return None
        wrong = self.rng.choice(
            [c for c in COLOUR_WORDS if c != choice[1] and {c, choice[1]} != {"grey", "silver"}]
        )
        return self.spec(
            "binary",
            "colour_no",
            know,
            choice[0],
            {
                "object": self.ask_name(choice[0]),
                "category": choice[0],
                "colour": wrong,
                "true_colour": choice[1],
            },
            {"binary": False},
        )

    def q_crossed(self, know: Know) -> Spec | None:
        if not self.fresh("crossed", str(know.now)) or not self.route.crossings:
            return None
        done = [c for c in self.route.crossings if c[0] <= know.now]
        return self.spec(
            "binary", "crossed", know, str(know.now), {"count": len(done)}, {"binary": bool(done)}
        )

    def q_lift_used(self, know: Know) -> Spec | None:
        if not self.fresh("lift_used", str(know.now)):
            return None
        done = [r for r in self.route.rides if r[0] <= know.now]
        return self.spec(
            "binary", "lift_used", know, str(know.now), {"count": len(done)}, {"binary": bool(done)}
        )

    # duration ----------------------------------------------------------------------------
    def q_stay_last(self, know: Know) -> Spec | None:
        rooms = [r for r in self.rooms_visited(know, 30) if self.fresh("stay_last", r)]
        self.rng.shuffle(rooms)
        for room in rooms:
            done = [v for v in know.visits if v[0] == room and v[2] <= know.now]
            if not done or done[-1][2] - done[-1][1] < 30 or self._inside(room, know.now):
                continue
            v = done[-1]
            if self.recorded(v[1]) and self.recorded(v[2]):
                return self.spec(
                    "duration",
                    "stay_last",
                    know,
                    room,
                    {
                        "room": self.world.places[room].name,
                        "place": room,
                        "start": self.t0 + v[1],
                        "end": self.t0 + v[2],
                    },
                    {"duration_s": float(v[2] - v[1])},
                )
        return None

    def q_total_in(self, know: Know) -> Spec | None:
        rooms = [r for r in self.rooms_visited(know, 30) if self.fresh("total_in", r)]
        room = self.pick(rooms)
        if room is None:
            return None
        visits = [v for v in know.visits if v[0] == room]
        total = sum(v[2] - v[1] for v in visits)
        return self.spec(
            "duration",
            "total_in",
            know,
            room,
            {"room": self.world.places[room].name, "place": room, "visits": len(visits)},
            {"duration_s": float(total)},
        )

    def q_ago_seen(self, know: Know) -> Spec | None:
        cats = [c for c in self.cats_seen(know) if self.fresh("ago_seen", c)]
        self.rng.shuffle(cats)
        for cat in cats:
            last = max(s[0] for i in know.by_cat[cat] for s in know.sight[i])
            if know.now - last >= 60:
                return self.spec(
                    "duration",
                    "ago_seen",
                    know,
                    cat,
                    {"object": self.ask_name(cat), "category": cat, "time": self.t0 + last},
                    {"duration_s": float(know.now - last)},
                )
        return None

    def q_trip(self, know: Know) -> Spec | None:
        stays = [s for s in self.route.stays if s[2] <= know.now]
        pairs = []
        for a, b in itertools.pairwise(stays):
            pa, pb = self.world.places[a[0]], self.world.places[b[0]]
            if not (_room_like(pa) and _room_like(pb)) or pa.name == pb.name:
                continue
            out = max(v[2] for v in know.visits if v[0] == a[0] and v[2] <= b[1])
            into = min(v[1] for v in know.visits if v[0] == b[0] and v[1] >= out)
            if (
                into - out >= 15
                and self.recorded(out)
                and self.recorded(into)
                and self.fresh("trip", f"{a[0]}>{b[0]}")
            ):
                pairs.append((a[0], b[0], out, into))
        choice = self.pick(pairs)
        if choice is None:
            return None
        a, b, out, into = choice
        return self.spec(
            "duration",
            "trip",
            know,
            f"{a}>{b}",
            {
                "from": self.world.places[a].name,
                "to": self.world.places[b].name,
                "from_place": a,
                "to_place": b,
                "start": self.t0 + out,
                "end": self.t0 + into,
            },
            {"duration_s": float(into - out)},
        )

    def q_outside_total(self, know: Know) -> Spec | None:
        runs = self._outdoor_runs(know, open_air=True)
        total = sum(min(b, know.now + 1, self.duration) - a for a, b in runs)
        if total < 30 or not self.fresh("outside_total", str(know.now)):
            return None
        return self.spec(
            "duration",
            "outside_total",
            know,
            str(know.now),
            {"site": self.world.site_word, "trips": len(runs)},
            {"duration_s": float(total)},
        )

    def q_outside_last(self, know: Know) -> Spec | None:
        runs = [r for r in self._outdoor_runs(know, open_air=True) if r[1] <= know.now and r[0] > 0]
        if not runs or not self.fresh("outside_last", str(runs[-1])):
            return None
        a, b = runs[-1]
        if not (self.recorded(a) and self.recorded(b)):
            return None
        return self.spec(
            "duration",
            "outside_last",
            know,
            str(runs[-1]),
            {"site": self.world.site_word, "start": self.t0 + a, "end": self.t0 + b},
            {"duration_s": float(b - a)},
        )

    def _wait(self, know: Know, sub: str, waits: list[tuple[int, int]]) -> Spec | None:
        done = [w for w in waits if w[1] <= know.now]
        if not done or not self.fresh(sub, str(done[-1])):
            return None
        a, b = done[-1]
        if not (self.recorded(a, 2) and self.recorded(b, 2)):
            return None
        return self.spec(
            "duration",
            sub,
            know,
            str(done[-1]),
            {"start": self.t0 + a, "end": self.t0 + b, "count": len(done)},
            {"duration_s": float(b - a)},
        )

    def q_lift_wait(self, know: Know) -> Spec | None:
        return self._wait(know, "lift_wait", self.route.lift_waits)

    def q_kerb_wait(self, know: Know) -> Spec | None:
        return self._wait(know, "kerb_wait", self.route.kerb_waits)

    def q_running(self, know: Know) -> Spec | None:
        if not self.fresh("running", str(know.now)):
            return None
        return self.spec(
            "duration",
            "running",
            know,
            str(know.now),
            {},
            {"duration_s": float(know.now - self.frames[0].offset)},
        )

    # text --------------------------------------------------------------------------------
    def q_colour(self, know: Know) -> Spec | None:
        choice = self.pick([c for c in self._colour(know) if self.fresh("colourq", c[0])])
        if choice is None:
            return None
        cat, colour = choice
        return self.spec(
            "text",
            "colour",
            know,
            cat,
            {"object": self.ask_name(cat), "category": cat},
            {"keywords": COLOUR_KEYS.get(colour, [colour])},
        )

    def q_room_of(self, know: Know) -> Spec | None:
        options = []
        for cat in self.cats_seen(know):
            last_rooms = {self.inst[i].at(know.sight[i][-1][0])[0] for i in know.by_cat[cat]}
            if len(last_rooms) == 1:
                room = last_rooms.pop()
                if room and _room_like(self.world.places[room]) and self.fresh("room_of", cat):
                    options.append((cat, room))
        choice = self.pick(options)
        if choice is None:
            return None
        cat, room = choice
        return self.spec(
            "text",
            "room_of",
            know,
            cat,
            {"object": self.ask_name(cat), "category": cat, "place": room},
            {"keywords": list(self.world.places[room].keys)},
        )

    def q_floor_of(self, know: Know) -> Spec | None:
        if len(self.world.level_names) < 2:
            return None
        options = [
            c
            for c in self.cats_seen(know)
            if len(self._levels_seen(know, c)) == 1
            and self.fresh("floor_of", c)
            and not self.world.places[self._rooms_of(know, c)[0]].outdoor
        ]
        # things upstairs are the interesting ones; keep ground-floor ones rarer
        upper = [c for c in options if self._levels_seen(know, c)[0] > 0]
        cat = self.pick(upper if upper and self.rng.random() < 0.7 else options)
        if cat is None:
            return None
        level = self._levels_seen(know, cat)[0]
        return self.spec(
            "text",
            "floor_of",
            know,
            cat,
            {"object": self.ask_name(cat), "category": cat, "level": level},
            {"keywords": list(self.world.level_names[level])},
        )

    def q_sign_near(self, know: Know) -> Spec | None:
        options = []
        read = sorted(know.read)
        for cat in self.cats_seen(know):
            near: set[str] = set()
            for i in know.by_cat[cat]:
                s = know.sight[i][-1]
                where = self.inst[i].at(s[0])[0]
                for sign in [x for x in self.world.instances if x.cat == "sign"]:
                    sw, sx, sy = sign.at(0)
                    if sw == where and math.hypot(sx - s[1], sy - s[2]) <= 6.0:
                        near.add(sign.id)
            if len(near) == 1 and next(iter(near)) in read and self.fresh("sign_near", cat):
                options.append((cat, next(iter(near))))
        choice = self.pick(options)
        if choice is None:
            return None
        cat, sign = choice
        return self.spec(
            "text",
            "sign_near",
            know,
            cat,
            {
                "object": self.ask_name(cat),
                "category": cat,
                "sign": sign,
                "text": self.inst[sign].text,
            },
            {"keywords": list(self.inst[sign].keys)},
        )

    def q_sign_in_room(self, know: Know) -> Spec | None:
        options = []
        for room in self.rooms_visited(know, 1):
            signs = [s for s in self.world.instances if s.cat == "sign" and s.at(0)[0] == room]
            if len(signs) == 1 and signs[0].id in know.read and self.fresh("sign_in_room", room):
                options.append((room, signs[0].id))
        choice = self.pick(options)
        if choice is None:
            return None
        room, sign = choice
        return self.spec(
            "text",
            "sign_in_room",
            know,
            room,
            {
                "room": self.world.places[room].name,
                "place": room,
                "sign": sign,
                "text": self.inst[sign].text,
            },
            {"keywords": list(self.inst[sign].keys)},
        )

    def q_room_at_time(self, know: Know) -> Spec | None:
        for _ in range(10):
            minute = self._clock_minute(know, self.t0)
            if minute is None:
                return None
            places = {self.route.samples[o].place for o in range(minute - 30, minute + 61)}
            if len(places) != 1:
                continue
            room = places.pop()
            if _room_like(self.world.places[room]) and self.fresh("room_at_time", str(minute)):
                return self.spec(
                    "text",
                    "room_at_time",
                    know,
                    str(minute),
                    {"time": self.t0 + minute, "place": room},
                    {"keywords": list(self.world.places[room].keys)},
                )
        return None

    def q_last_room(self, know: Know) -> Spec | None:
        current = self.route.samples[min(know.now, self.duration - 1)].place
        done = [
            v
            for v in know.visits
            if v[2] <= know.now
            and v[2] - v[1] >= 30
            and _room_like(self.world.places[v[0]])
            and v[0] != current
        ]
        if not done or not self.fresh("last_room", str(know.now)):
            return None
        room = done[-1][0]
        in_room = _room_like(self.world.places[current])
        return self.spec(
            "text",
            "last_room",
            know,
            str(know.now),
            {
                "place": room,
                "current": current if in_room else None,
                "left_at": self.t0 + done[-1][2],
            },
            {"keywords": list(self.world.places[room].keys)},
        )

    def q_first_room(self, know: Know) -> Spec | None:
        first = self.route.visits[0][0]
        if not self.fresh("first_room", first):
            return None
        return self.spec(
            "text",
            "first_room",
            know,
            first,
            {"place": first},
            {"keywords": list(self.world.places[first].keys)},
        )


def build_specs(
    world: World, route: Route, frames: list[Frame], gaps: list[tuple[int, int]], key: str, t0: int
) -> list[Spec]:
    """About 100 specs: quotas per subkind, half asked at the end, half mid-run."""
    builder = Builder(world, route, frames, gaps, key, t0)
    rng = builder.rng
    end = frames[-1].offset + rng.randint(5, 60)
    duration = len(route.samples)
    mids = sorted({int(rng.uniform(0.5, 0.95) * duration) for _ in range(6)})
    knows: dict[int, Know] = {}

    def know_at(now: int) -> Know:
        if now not in knows:
            knows[now] = Know(world, route, frames, now)
        return knows[now]

    specs: list[Spec] = []
    for type_ in TYPE_ORDER:
        quotas = QUOTAS[type_]
        total = sum(n for _, n in quotas)
        made: list[Spec] = []
        for subkind, n in quotas:
            for _ in range(n):
                for _attempt in range(4):
                    now = end if rng.random() < 0.5 else rng.choice(mids)
                    spec = builder.make(subkind, know_at(now))
                    if spec is not None:
                        made.append(spec)
                        break
        tries = 0
        while len(made) < total and tries < 200:
            tries += 1
            if type_ == "binary":
                yes = sum(1 for s in made if s.truth["binary"])
                want_yes = yes < (len(made) + 1) / 2
                pool = [
                    s
                    for s, _ in quotas
                    if s.endswith("_yes") == want_yes and (s.endswith(("_yes", "_no", "_not_yet")))
                ]
            else:
                pool = [s for s, _ in quotas]
            subkind = rng.choice(pool)
            now = end if rng.random() < 0.5 else rng.choice(mids)
            spec = builder.make(subkind, know_at(now))
            if spec is not None:
                made.append(spec)
        specs.extend(made)
    return specs
