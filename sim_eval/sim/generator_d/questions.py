"""Question specifications with their truths: a type, a subkind, slots (what the question
is about) and the truth, computed from a Knowledge of what had been seen by ``now``.
Wording is phrasing.py's job; the same specs are worded in every phrasing style."""

from __future__ import annotations

import itertools
import math

import numpy as np

from .catalog import ABSENT, CATEGORIES, colour_keywords
from .knowledge import Knowledge, matches, nearest, room_targets

QUOTA = {
    "spatial": {
        "where_is": 5,
        "where_seen": 4,
        "where_first_seen": 2,
        "closest": 4,
        "where_was_i": 4,
        "where_room": 3,
        "where_sign": 1,
    },
    "temporal": {
        "last_seen": 5,
        "first_seen": 3,
        "enter_room": 4,
        "leave_room": 3,
        "lift": 2,
        "outside": 2,
        "crossing": 1,
    },
    "binary": {
        "seen_yes": 4,
        "seen_no": 4,
        "seen_not_yet": 2,
        "in_room_yes": 2,
        "in_room_no": 2,
        "near": 3,
        "visited_yes": 1,
        "visited_no": 2,
        "colour_is": 3,
    },
    "duration": {
        "last_stay": 4,
        "total_in": 2,
        "outside": 2,
        "trip": 3,
        "ago_seen": 4,
        "running": 1,
    },
    "text": {"colour": 5, "sign_text": 4, "room_of": 4, "floor_of": 3, "room_at_time": 2},
}
GENERIC_ALIASES = (
    "corridor",
    "hallway",
    "lift lobby",
    "lifts",
    "stairs",
    "staircase",
    "entrance",
    "shop",
    "tunnel",
    "bridge",
    "spa",
    "lounge",
    "stores",
)
NO_ROOM_KINDS = ("lift", "stairs")


MASS = ("luggage", "seating", "shelving", "paving", "flowers")


def plural_or_mass(name: str) -> bool:
    """Names a question cannot use with "a" / "the ... is" ("towels", "luggage")."""
    head = name.split(" of ")[0].split()[-1]
    return head in MASS or (head.endswith("s") and not head.endswith(("ss", "us")))


def _r(x):
    return [round(float(v), 2) for v in x]


class Builder:
    def __init__(self, world, rng: np.random.Generator) -> None:
        self.w = world
        self.rng = rng
        cats = []
        for o in world.objects:
            if o.cat not in cats:
                cats.append(o.cat)
        self.cats = cats
        self.distinct: dict[str, list[str]] = {}
        for c in cats:
            names = [
                n
                for n in CATEGORIES[c].names
                if not any(matches(c2, n) for c2 in cats if c2 != c)
                and len(n) > 3
                and not plural_or_mass(n)
            ]
            if names and c != "sign":
                self.distinct[c] = names
        t_end = world.frames[-1].t
        t_start = world.frames[0].t
        span = t_end - t_start
        self.end_now = round(t_end + float(rng.uniform(10, 90)), 1)
        mids = sorted(float(x) for x in rng.uniform(t_start + 0.3 * span, t_end - 60, 6))
        self.moments = [self.end_now] + [round(m, 1) for m in mids]
        self.know: dict[float, Knowledge] = {}
        self.final = Knowledge(world, self.end_now)

    def know_at(self, now):
        if now not in self.know:
            self.know[now] = Knowledge(self.w, now)
        return self.know[now]

    def moment(self):
        if self.rng.random() < 0.5:
            return self.end_now
        return self.moments[1 + int(self.rng.integers(len(self.moments) - 1))]

    def at(self, now):
        x, y, z, _yaw = self.w.traj.pose(now)
        return [round(x, 2), round(y, 2), round(z, 2)]

    def pick(self, items):
        if not items:
            return None
        return items[int(self.rng.integers(len(items)))]

    def seen_cat(self, kn, cond=None):
        options = [c for c in kn.seen_cats() if c in self.distinct and (cond is None or cond(c))]
        c = self.pick(options)
        if c is None:
            return None, None
        return c, self.pick(self.distinct[c])

    def rooms(self, kn=None, visited=True):
        out = []
        for p in self.w.layout.places.values():
            if (
                p.kind in NO_ROOM_KINDS
                or p.key.startswith("lift_lobby")
                or p.key in ("crossing", "corridor_0", "corridor_-1")
            ):
                continue
            if kn is not None and visited is not None and kn.visited(p.key) != visited:
                continue
            out.append(p)
        return out

    def room_keywords(self, place):
        kws = [a for a in place.aliases if a not in GENERIC_ALIASES]
        return kws or list(place.aliases)

    def time_slot(self, now, moment):
        """A moment people can name: a whole clock minute, or a whole number of minutes ago."""
        tm, mode = moment
        return {"t": round(tm, 2), "mode": mode, "minutes_ago": round((now - tm) / 60)}

    def pick_time(self, now):
        t0 = self.w.frames[0].t
        for _ in range(20):
            if self.rng.random() < 0.5:
                n = int(self.rng.integers(2, max(3, int((now - t0) / 60))))
                tm, mode = now - 60 * n, "ago"
            else:
                tm = 60.0 * math.ceil((t0 + float(self.rng.uniform(30, now - t0 - 30))) / 60)
                mode = "clock"
            if t0 + 20 >= tm or now - 60 <= tm:
                continue
            near = [fr.t for fr in self.w.frames if abs(fr.t - tm) < 8]
            if near:
                return tm, mode
        return None

    # ================================================================ spatial
    def where_is(self):
        now = self.moment()
        kn = self.know_at(now)
        c, name = self.seen_cat(kn, lambda c: len(kn.instances(self.distinct[c][0])) <= 4)
        if not c:
            return None
        return dict(
            now=now,
            slots={"obj": name},
            truth={"positions": [_r(p) for p in kn.last_positions(name)]},
        )

    def where_seen(self):
        now = self.moment()
        kn = self.know_at(now)
        c, name = self.seen_cat(kn, lambda c: not CATEGORIES[c].portable)
        if not c:
            return None
        return dict(
            now=now,
            slots={"obj": name},
            truth={"positions": [_r(p) for p in kn.all_positions(name)]},
        )

    def where_first_seen(self):
        now = self.moment()
        kn = self.know_at(now)

        def moved(c):
            name = self.distinct[c][0]
            inst = kn.instances(name)
            if len(inst) != 1:
                return False
            sl = kn.sightings[inst[0]]
            return math.dist(sl[0].pos, sl[-1].pos) > 15

        c, name = self.seen_cat(kn, moved)
        if not c:
            return None
        inst = kn.instances(name)[0]
        s = kn.sightings[inst]
        return dict(
            now=now, slots={"obj": name, "moved": True}, truth={"positions": [_r(s[0].pos)]}
        )

    def closest(self):
        now = self.moment()
        kn = self.know_at(now)
        c, name = self.seen_cat(kn, lambda c: len(kn.instances(self.distinct[c][0])) >= 2)
        if not c:
            return None
        at = self.at(now)
        return dict(
            now=now,
            slots={"obj": name},
            truth={"positions": [_r(p) for p in nearest(at, kn.last_positions(name))]},
        )

    def where_was_i(self):
        now = self.moment()
        tm = self.pick_time(now)
        if tm is None:
            return None
        x, y, z, _ = self.w.traj.pose(tm[0])
        return dict(
            now=now,
            slots={"time": self.time_slot(now, tm)},
            truth={"positions": [[round(x, 2), round(y, 2), round(z, 2)]]},
        )

    def where_room(self):
        now = self.moment()
        kn = self.know_at(now)
        p = self.pick(self.rooms(kn, visited=True))
        if p is None:
            return None
        return dict(now=now, slots={"room": p.key}, truth={"positions": room_targets(p)})

    def where_sign(self):
        now = self.moment()
        kn = self.know_at(now)
        iid = self.pick(
            [
                i
                for i in kn.signs_read
                if self.w.layout.places[self.w.obj[i].schedule[0][1]].kind != "lift"
            ]
        )
        if iid is None:
            return None
        o = self.w.obj[iid]
        same = [i for i in kn.signs_read if self.w.obj[i].text == o.text]
        return dict(
            now=now,
            slots={"sign_text": o.text},
            truth={"positions": [_r(self.w.obj[i].schedule[0][2]) for i in same]},
        )

    # ================================================================ temporal
    def last_seen(self):
        now = self.moment()
        kn = self.know_at(now)
        c, name = self.seen_cat(kn)
        if not c:
            return None
        return dict(now=now, slots={"obj": name}, truth={"time": kn.last_seen(name)})

    def first_seen(self):
        now = self.moment()
        kn = self.know_at(now)
        c, name = self.seen_cat(kn)
        if not c:
            return None
        return dict(now=now, slots={"obj": name}, truth={"time": kn.first_seen(name)})

    def enter_room(self):
        now = self.moment()
        kn = self.know_at(now)
        p = self.pick([r for r in self.rooms(kn, visited=True) if r.key != self.w.layout.start])
        if p is None:
            return None
        vs = kn.place_visits(p.key)
        which = "only" if len(vs) == 1 else str(self.rng.choice(["first", "last"]))
        t = vs[0][0] if which in ("only", "first") else vs[-1][0]
        return dict(now=now, slots={"room": p.key, "which": which}, truth={"time": t})

    def leave_room(self):
        now = self.moment()
        kn = self.know_at(now)
        rooms = [r for r in self.rooms(kn, visited=True) if kn.place_visits(r.key, completed=True)]
        p = self.pick(rooms)
        if p is None:
            return None
        vs = kn.place_visits(p.key, completed=True)
        which = "only" if len(kn.place_visits(p.key)) == 1 else "last"
        return dict(now=now, slots={"room": p.key, "which": which}, truth={"time": vs[-1][1]})

    def lift(self):
        now = self.moment()
        kn = self.know_at(now)
        rides = kn.rides()
        if not rides:
            return None
        which = "only" if len(rides) == 1 else str(self.rng.choice(["first", "last"]))
        r = rides[-1] if which == "last" else rides[0]
        up = r[3] > r[2]
        return dict(
            now=now,
            slots={"which": which, "direction": "up" if up else "down"},
            truth={"time": round(r[0], 2)},
        )

    def outside(self):
        now = self.moment()
        kn = self.know_at(now)
        iv = [(a, b) for a, b in kn.outside_intervals() if a > kn.visits[0][1] + 1]
        if not iv:
            return None
        if self.rng.random() < 0.5 and iv[-1][1] < now - 1:
            return dict(now=now, slots={"event": "back_in"}, truth={"time": iv[-1][1]})
        which = "only" if len(iv) == 1 else "last"
        return dict(now=now, slots={"event": "out", "which": which}, truth={"time": iv[-1][0]})

    def crossing(self):
        now = self.moment()
        cr = [c for c in self.w.traj.crossings if c[1] <= now]
        if not cr:
            return None
        which = "only" if len(cr) == 1 else "last"
        return dict(now=now, slots={"which": which}, truth={"time": round(cr[-1][0], 2)})

    # ================================================================ binary
    def seen_yes(self):
        now = self.moment()
        kn = self.know_at(now)
        c, name = self.seen_cat(kn)
        if not c:
            return None
        return dict(now=now, slots={"obj": name}, truth={"binary": True})

    def seen_no(self):
        now = self.moment()
        kn = self.final
        key, names = ABSENT[self.w.layout.family][
            int(self.rng.integers(len(ABSENT[self.w.layout.family])))
        ]
        if kn.mentioned(names) or any(matches(c, n) for c in self.cats for n in names):
            return None
        return dict(now=now, slots={"obj": names[0], "absent": key}, truth={"binary": False})

    def seen_not_yet(self):
        mids = self.moments[1:]
        now = self.pick(mids[:3])
        kn = self.know_at(now)
        later = [
            c
            for c in self.final.seen_cats()
            if c in self.distinct
            and c not in kn.seen_cats()
            and not kn.mentioned(CATEGORIES[c].names)
        ]
        c = self.pick(later)
        if c is None:
            return None
        return dict(
            now=now,
            slots={"obj": self.pick(self.distinct[c]), "not_yet": True},
            truth={"binary": False},
        )

    def in_room_yes(self):
        now = self.moment()
        kn = self.know_at(now)
        c, name = self.seen_cat(
            kn,
            lambda c: all(
                self.w.layout.places[p].kind not in NO_ROOM_KINDS
                for p in kn.places_of(self.distinct[c][0])
            ),
        )
        if not c:
            return None
        room = self.pick([p for p in kn.places_of(name) if p in [r.key for r in self.rooms()]])
        if room is None:
            return None
        return dict(now=now, slots={"obj": name, "room": room}, truth={"binary": True})

    def in_room_no(self):
        now = self.moment()
        kn = self.know_at(now)
        c, name = self.seen_cat(kn)
        if not c:
            return None
        everywhere = set()
        for o in self.w.objects:
            if matches(o.cat, name):
                for _t, p, _pos in o.schedule:
                    everywhere.add(p)
        rooms = [r for r in self.rooms(kn, visited=True) if r.key not in everywhere]
        p = self.pick(rooms)
        if p is None:
            return None
        return dict(now=now, slots={"obj": name, "room": p.key}, truth={"binary": False})

    def near(self):
        now = self.moment()
        kn = self.know_at(now)
        for _ in range(15):
            c1, n1 = self.seen_cat(kn)
            c2, n2 = self.seen_cat(kn)
            if not c1 or c1 == c2 or matches(c1, n2) or matches(c2, n1):
                continue
            if CATEGORIES[c1].size > 5 or CATEGORIES[c2].size > 5:
                continue
            d = min(math.dist(a, b) for a in kn.last_positions(n1) for b in kn.last_positions(n2))
            if d < 4:
                return dict(
                    now=now,
                    slots={"obj": n1, "obj2": n2, "dist_m": round(d, 1)},
                    truth={"binary": True},
                )
            if d > 25 and self.rng.random() < 0.5:
                return dict(
                    now=now,
                    slots={"obj": n1, "obj2": n2, "dist_m": round(d, 1)},
                    truth={"binary": False},
                )
        return None

    def visited_yes(self):
        now = self.moment()
        kn = self.know_at(now)
        p = self.pick([r for r in self.rooms(kn, visited=True) if r.key != kn.current_place()])
        if p is None:
            return None
        return dict(now=now, slots={"room": p.key}, truth={"binary": True})

    def visited_no(self):
        now = self.moment()
        kn = self.know_at(now)
        places = self.w.layout.places
        looked_into = {s for p, _a, _b in kn.visits for s in places[p].sees}
        p = self.pick([r for r in self.rooms(kn, visited=False) if r.key not in looked_into])
        if p is None:
            return None
        return dict(now=now, slots={"room": p.key}, truth={"binary": False})

    def _one_colour(self, kn):
        def ok(c):
            name = self.distinct[c][0]
            inst = kn.instances(name)
            cols = {self.w.obj[i].colour for i in inst}
            return (
                len(cols) == 1
                and None not in cols
                and any(kn.colour_was_emitted(i) for i in inst)
                and c
                not in (
                    "fire_extinguisher",
                    "wet_floor_sign",
                    "crosswalk",
                    "platform_edge",
                    "hedge",
                    "tree",
                    "potted_plant",
                    "swimming_pool",
                )
            )

        c, name = self.seen_cat(kn, ok)
        if not c:
            return None, None, None
        return c, name, self.w.obj[kn.instances(name)[0]].colour

    def colour_is(self):
        now = self.moment()
        kn = self.know_at(now)
        c, name, colour = self._one_colour(kn)
        if not c:
            return None
        if self.rng.random() < 0.5:
            return dict(now=now, slots={"obj": name, "colour": colour}, truth={"binary": True})
        palette = [
            x
            for x in (*CATEGORIES[c].colours, "red", "blue", "green", "white", "black")
            if x != colour and x not in colour_keywords(colour)
        ]
        return dict(
            now=now, slots={"obj": name, "colour": self.pick(palette)}, truth={"binary": False}
        )

    # ================================================================ duration
    def last_stay(self):
        now = self.moment()
        kn = self.know_at(now)

        def long_enough(key):
            done = kn.place_visits(key, completed=True)
            return bool(done) and done[-1][1] - done[-1][0] >= 30

        rooms = [
            r
            for r in self.rooms(kn, visited=True)
            if r.key != kn.current_place() and long_enough(r.key)
        ]
        p = self.pick(rooms)
        if p is None:
            return None
        a, b = kn.place_visits(p.key, completed=True)[-1]
        which = "only" if len(kn.place_visits(p.key)) == 1 else "last"
        return dict(
            now=now, slots={"room": p.key, "which": which}, truth={"duration_s": round(b - a, 1)}
        )

    def total_in(self):
        now = self.moment()
        kn = self.know_at(now)
        rooms = [r for r in self.rooms(kn, visited=True) if len(kn.place_visits(r.key)) >= 2]
        p = self.pick(rooms)
        if p is None:
            return None
        total = sum(b - a for a, b in kn.place_visits(p.key))
        if total < 30:
            return None
        return dict(
            now=now, slots={"room": p.key, "which": "total"}, truth={"duration_s": round(total, 1)}
        )

    def outside_duration(self):
        now = self.moment()
        kn = self.know_at(now)
        iv = kn.outside_intervals()
        if not iv:
            return None
        if self.rng.random() < 0.5 or len(iv) == 1:
            total = sum(b - a for a, b in iv)
            return dict(now=now, slots={"which": "total"}, truth={"duration_s": round(total, 1)})
        done = [x for x in iv if x[1] < now - 1]
        if not done:
            return None
        a, b = done[-1]
        return dict(now=now, slots={"which": "last"}, truth={"duration_s": round(b - a, 1)})

    def trip(self):
        now = self.moment()
        kn = self.know_at(now)
        stays = [s for s in self.w.traj.stays if s[1] <= now]
        pairs = [(a, b) for a, b in itertools.pairwise(stays) if a[0] != b[0]]
        if not pairs:
            return None
        a, b = pairs[int(self.rng.integers(len(pairs)))]
        # leave a's place for the last time before b's visit starts; enter b's place
        outs = [v_out for p, _v_in, v_out in kn.visits if p == a[0] and v_out <= b[1] + 1e-6]
        if not outs:
            return None
        t_leave = max(outs)
        ins = [v_in for p, v_in, _v in kn.visits if p == b[0] and v_in >= t_leave - 1e-6]
        if not ins:
            return None
        t_arrive = min(ins)
        if t_arrive - t_leave < 15:
            return None
        # the same trip must be unambiguous: a's place -> b's place only once before now
        n = sum(1 for x, y in pairs if x[0] == a[0] and y[0] == b[0])
        if n != 1:
            return None
        return dict(
            now=now,
            slots={"room": a[0], "room2": b[0]},
            truth={"duration_s": round(t_arrive - t_leave, 1)},
        )

    def ago_seen(self):
        now = self.moment()
        kn = self.know_at(now)
        c, name = self.seen_cat(kn, lambda c: now - kn.last_seen(self.distinct[c][0]) > 90)
        if not c:
            return None
        return dict(
            now=now, slots={"obj": name}, truth={"duration_s": round(now - kn.last_seen(name), 1)}
        )

    def running(self):
        now = self.moment()
        return dict(now=now, slots={}, truth={"duration_s": round(now - self.w.frames[0].t, 1)})

    # ================================================================ text
    def colour(self):
        now = self.moment()
        kn = self.know_at(now)
        c, name, colour = self._one_colour(kn)
        if not c:
            return None
        return dict(now=now, slots={"obj": name}, truth={"keywords": colour_keywords(colour)})

    def sign_text(self):
        now = self.moment()
        kn = self.know_at(now)
        by_room: dict[str, list[str]] = {}
        for iid in kn.signs_read:
            o = self.w.obj[iid]
            room = self.w.layout.places[o.schedule[0][1]]
            said = " ".join((room.name, *room.aliases)).lower()
            if any(k in said for k in o.keywords):
                continue  # the question would give the answer away ("Left Luggage")
            by_room.setdefault(room.key, []).append(iid)
        room = self.pick(
            [
                r
                for r in by_room
                if self.w.layout.places[r].kind not in NO_ROOM_KINDS
                and not r.startswith("lift_lobby")
            ]
        )
        if room is None:
            return None
        kws = []
        for iid in by_room[room]:
            for k in self.w.obj[iid].keywords:
                if k not in kws:
                    kws.append(k)
        texts = [self.w.obj[i].text for i in by_room[room]]
        return dict(now=now, slots={"room": room, "texts": texts}, truth={"keywords": kws})

    def room_of(self):
        now = self.moment()
        kn = self.know_at(now)
        good = {r.key for r in self.rooms()} - {"crossing"}
        c, name = self.seen_cat(
            kn,
            lambda c: (
                len(kn.places_of(self.distinct[c][0])) == 1
                and kn.places_of(self.distinct[c][0])[0] in good
            ),
        )
        if not c:
            return None
        p = self.w.layout.places[kn.places_of(name)[0]]
        return dict(
            now=now,
            slots={"obj": name, "room_truth": p.key},
            truth={"keywords": self.room_keywords(p)},
        )

    def floor_of(self):
        now = self.moment()
        kn = self.know_at(now)
        places = self.w.layout.places
        if self.w.layout.family == "station":
            plat_kw = {
                "platform_1": ["platform 1", "platform one"],
                "platform_23": [
                    "platform 2",
                    "platform 3",
                    "2 and 3",
                    "2 & 3",
                    "platform two",
                    "platform three",
                ],
                "platform_4": ["platform 4", "platform four"],
            }
            c, name = self.seen_cat(
                kn,
                lambda c: (
                    len(kn.places_of(self.distinct[c][0])) == 1
                    and kn.places_of(self.distinct[c][0])[0] in plat_kw
                    and c != "platform_edge"
                ),
            )
            if not c:
                return None
            p = kn.places_of(name)[0]
            return dict(
                now=now, slots={"obj": name, "ask": "platform"}, truth={"keywords": plat_kw[p]}
            )
        c, name = self.seen_cat(
            kn,
            lambda c: (
                len({places[p].level for p in kn.places_of(self.distinct[c][0])}) == 1
                and all(
                    places[p].kind != "lift" and not places[p].outdoor
                    for p in kn.places_of(self.distinct[c][0])
                )
            ),
        )
        if not c:
            return None
        level = places[kn.places_of(name)[0]].level
        return dict(
            now=now,
            slots={"obj": name, "ask": "floor"},
            truth={"keywords": list(self.w.layout.level_names[level])},
        )

    def room_at_time(self):
        now = self.moment()
        self.know_at(now)
        for _ in range(10):
            tm = self.pick_time(now)
            if tm is None:
                return None
            i = self.w.traj.index(tm[0])
            p = self.w.layout.places[self.w.traj.place[i]]
            # inside a real stay, well away from its ends
            ok = any(s[0] == p.key and s[1] + 20 <= tm[0] <= s[2] - 20 for s in self.w.traj.stays)
            if ok and p in self.rooms():
                return dict(
                    now=now,
                    slots={"time": self.time_slot(now, tm), "room_truth": p.key},
                    truth={"keywords": self.room_keywords(p)},
                )
        return None


METHODS = {"outside": {"temporal": "outside", "duration": "outside_duration"}}


def build_specs(world, rng: np.random.Generator) -> list[dict]:
    b = Builder(world, rng)
    specs = []
    seen_keys = []

    def attempt(qtype, sub) -> bool:
        method = METHODS.get(sub, {}).get(qtype, sub)
        spec = getattr(b, method)()
        if spec is None:
            return False
        # the same question asked twice (even at another moment) would read as a
        # repeat: one per wording-relevant slot set
        key = (
            qtype,
            sub,
            repr(sorted((k, str(v)) for k, v in spec["slots"].items() if k != "dist_m")),
        )
        if key in seen_keys:
            return False
        seen_keys.append(key)
        spec["type"] = qtype
        spec["subkind"] = sub
        spec["at"] = b.at(spec["now"])
        specs.append(spec)
        return True

    for qtype, subs in QUOTA.items():
        made = {sub: 0 for sub in subs}
        for sub, n in subs.items():
            for _ in range(n * 6):
                if made[sub] >= n:
                    break
                made[sub] += attempt(qtype, sub)
        # a subkind this world cannot fill gives its share to the type's other subkinds
        names = list(subs)
        for _ in range(40):
            if sum(made.values()) >= sum(subs.values()):
                break
            sub = names[int(rng.integers(len(names)))]
            if made[sub] < subs[sub] + 2:
                made[sub] += attempt(qtype, sub)
    order = rng.permutation(len(specs))
    return [specs[int(i)] for i in order]
