"""Question specifications with truths computed from what was seen by ``now``.

A :class:`QSpec` fixes the type, the sub-kind, the time of asking, the
robot position and the truth, plus the slots the phrasing needs.  Specs are
drawn from their own random stream, so they are identical for the ``plain``
and ``people`` phrasings; only :mod:`.phrasing` differs.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from .catalog import COLOUR_SYNONYMS, colour_words
from .facts import Facts, Visit
from .rng import pick, pick_weighted, stream
from .simulate import Simulation
from .vocab import Vocabulary
from .world import Obj

PALETTE = (
    "red",
    "blue",
    "green",
    "yellow",
    "white",
    "black",
    "grey",
    "brown",
    "orange",
    "purple",
    "pink",
)
MATERIAL_WORDS = {
    "wooden": ["wood", "wooden", "timber"],
    "metal": ["metal", "steel", "metallic", "iron"],
    "glass": ["glass"],
    "marble": ["marble", "stone"],
    "fabric": ["fabric", "cloth", "textile", "upholstered"],
    "leather": ["leather"],
    "brick": ["brick", "bricks"],
    "stone": ["stone"],
    "plastic": ["plastic"],
}

#: how many questions of each sub-kind to ask, per type (the first sub-kind is the fallback)
PLAN: dict[str, list[tuple[str, int]]] = {
    "spatial": [("where", 8), ("nearest", 5), ("leave", 4), ("around", 3)],
    "temporal": [
        ("first_seen", 5),
        ("last_seen", 5),
        ("first_enter", 3),
        ("last_leave", 2),
        ("first_outside", 2),
        ("back_inside", 1),
        ("first_arrive", 2),
    ],
    "binary": [
        ("seen_yes", 3),
        ("absent_no", 3),
        ("later_no", 2),
        ("colour_yes", 2),
        ("colour_no", 2),
        ("inplace_yes", 2),
        ("inplace_no", 2),
        ("visited_yes", 1),
        ("visited_no", 2),
        ("recent", 1),
    ],
    "duration": [
        ("total_in", 5),
        ("running", 2),
        ("first_visit", 3),
        ("outside_total", 2),
        ("outside_first", 2),
        ("a_to_b", 3),
        ("pause", 3),
    ],
    "text": [("colour", 4), ("room", 3), ("sign", 2), ("material", 1)],
}


@dataclass
class QSpec:
    """One question before wording."""

    qtype: str
    kind: str
    now: float
    at: tuple[float, float]
    truth: dict
    slots: dict = field(default_factory=dict)
    subject: str = ""


class Asker:
    """Generates question specs for one simulation."""

    def __init__(self, sim: Simulation, facts: Facts, seed: int) -> None:
        self.sim = sim
        self.facts = facts
        self.world = sim.world
        self.rng = stream(seed, sim.world.family.name, "questions")
        self.vocab = Vocabulary(sim.world)
        self.frames = sim.frames
        self.t_first = self.frames[0].t
        self.by_cat: dict[str, list[Obj]] = {}
        for o in self.world.objects:
            self.by_cat.setdefault(o.category, []).append(o)
        self.words: dict[str, tuple[str, list[str]]] = {}
        for name, c in self.world.categories.items():
            w = self.vocab.words(c)
            if w is not None and any(o.id in facts.seen for o in self.by_cat[name]):
                self.words[name] = w
        self.cat_times: dict[str, list[float]] = {
            name: sorted(t for o in self.by_cat[name] for t in facts.seen.get(o.id, []))
            for name in self.words
        }
        self.multi = self._multi_kinds()

    # ----------------------------------------------------------------- helpers
    def _multi_kinds(self) -> set[str]:
        """Kinds made of several rooms that are not connected to each other."""
        layout = self.world.layout
        out = set()
        for kind in {r.kind for r in layout.regions}:
            names = [r.name for r in layout.regions if r.kind == kind]
            if len(names) < 2:
                continue
            reach = {names[0]}
            grew = True
            while grew:
                grew = False
                for d in layout.doors:
                    if d.a in names and d.b in names and (d.a in reach) != (d.b in reach):
                        reach |= {d.a, d.b}
                        grew = True
            if len(reach) < len(names):
                out.add(kind)
        return out

    def now_index(self) -> int:
        """A frame index in the second half of the run (often the last one)."""
        n = len(self.frames)
        if self.rng.random() < 0.3:
            return n - 1
        return int(self.rng.integers(n // 2, n))

    def _spec(
        self, qtype: str, kind: str, idx: int, truth: dict, subject: str, **slots: object
    ) -> QSpec:
        f = self.frames[idx]
        truth = {k: (round(v, 2) if isinstance(v, float) else v) for k, v in truth.items()}
        return QSpec(
            qtype, kind, round(f.t, 2), (round(f.x, 2), round(f.y, 2)), truth, dict(slots), subject
        )

    def seen_objs(self, cat: str, now: float) -> list[Obj]:
        """Instances of ``cat`` labelled at or before ``now``."""
        return [o for o in self.by_cat.get(cat, []) if self.facts.seen_by(o.id, now)]

    def seen_cats(self, now: float) -> list[str]:
        """Nameable categories with at least one instance seen by ``now``."""
        return [c for c, ts in self.cat_times.items() if ts and ts[0] <= now]

    def thing(self, cat: str) -> dict:
        """Slots naming a category."""
        plain, people = self.words[cat]
        return {
            "thing": cat,
            "w": plain,
            "wp": pick(self.rng, people),
            "words": [plain, *people],
            "portable": self.world.categories[cat].portable,
        }

    def place(self, kind: str) -> dict:
        """Slots naming a kind of place."""
        pw = self.world.family.places[kind]
        return {
            "place": kind,
            "pp": pick(self.rng, pw.spoken),
            "multi": kind in self.multi,
            "outdoor": not any(r.indoor for r in self.world.layout.regions if r.kind == kind),
        }

    @staticmethod
    def pos(o: Obj) -> list[float]:
        """Truth position of an object."""
        return [o.x, o.y, 0.0]

    # ----------------------------------------------------------------- spatial
    def q_where(self) -> QSpec | None:
        i = self.now_index()
        now = self.frames[i].t
        cats = self.seen_cats(now)
        if not cats:
            return None
        w = [1.0 / len(self.seen_objs(c, now)) ** 1.5 for c in cats]
        c = pick_weighted(self.rng, cats, w)
        objs = self.seen_objs(c, now)
        return self._spec(
            "spatial",
            "where",
            i,
            {
                "positions": [self.pos(o) for o in objs],
                "category": c,
                "scope": "all instances seen by now",
            },
            c,
            **self.thing(c),
        )

    def _nearest(self, i: int, c: str) -> tuple[list[Obj], float, float]:
        f = self.frames[i]
        objs = self.seen_objs(c, f.t)
        d = np.array([np.hypot(o.x - f.x, o.y - f.y) for o in objs])
        near = [o for o, di in zip(objs, d, strict=True) if di <= d.min() + 3.0]
        return near, float(d.min()), float(d.max())

    def q_nearest(self) -> QSpec | None:
        i = self.now_index()
        now = self.frames[i].t
        cats = [c for c in self.seen_cats(now) if len(self.seen_objs(c, now)) >= 2]
        self.rng.shuffle(cats)
        for c in cats:
            near, dmin, dmax = self._nearest(i, c)
            if dmax - dmin > 15:
                return self._spec(
                    "spatial",
                    "nearest",
                    i,
                    {
                        "positions": [self.pos(o) for o in near],
                        "category": c,
                        "which": "nearest",
                        "nearest_distance": round(dmin, 2),
                    },
                    c,
                    **self.thing(c),
                )
        return None

    def q_leave(self) -> QSpec | None:
        i = self.now_index()
        now = self.frames[i].t
        cats = [c for c in self.seen_cats(now) if self.world.categories[c].portable]
        if not cats:
            return None
        c = pick(self.rng, cats)
        objs = self.seen_objs(c, now)
        return self._spec(
            "spatial",
            "leave",
            i,
            {"positions": [self.pos(o) for o in objs], "category": c},
            c,
            **self.thing(c),
        )

    def q_around(self) -> QSpec | None:
        i = self.now_index()
        now = self.frames[i].t
        cats = self.seen_cats(now)
        self.rng.shuffle(cats)
        for c in cats:
            near, dmin, _ = self._nearest(i, c)
            if dmin <= 12:
                return self._spec(
                    "spatial",
                    "around",
                    i,
                    {
                        "positions": [self.pos(o) for o in near],
                        "category": c,
                        "which": "nearest",
                        "nearest_distance": round(dmin, 2),
                    },
                    c,
                    **self.thing(c),
                )
        return None

    # ----------------------------------------------------------------- temporal
    def q_first_seen(self) -> QSpec | None:
        i = self.now_index()
        now = self.frames[i].t
        cats = [c for c in self.seen_cats(now) if sum(t <= now for t in self.cat_times[c]) >= 3]
        if not cats:
            return None
        c = pick(self.rng, cats)
        return self._spec(
            "temporal",
            "first_seen",
            i,
            {"time": self.cat_times[c][0], "category": c, "which": "first"},
            c,
            **self.thing(c),
        )

    def q_last_seen(self) -> QSpec | None:
        i = self.now_index()
        now = self.frames[i].t
        cats = [
            c
            for c in self.seen_cats(now)
            if max(t for t in self.cat_times[c] if t <= now) < now - 60
        ]
        if not cats:
            return None
        c = pick(self.rng, cats)
        last = max(t for t in self.cat_times[c] if t <= now)
        return self._spec(
            "temporal",
            "last_seen",
            i,
            {"time": last, "category": c, "which": "last"},
            c,
            **self.thing(c),
        )

    def _kinds(self, outdoor: bool | None = None, single: bool = False) -> list[str]:
        kinds = sorted(self.world.present_kinds())
        if outdoor is not None:
            kinds = [k for k in kinds if self.place(k)["outdoor"] == outdoor]
        if single:
            kinds = [k for k in kinds if k not in self.multi]
        return kinds

    def q_first_enter(self) -> QSpec | None:
        i = self.now_index()
        now = self.frames[i].t
        opts = [
            k
            for k in self._kinds(outdoor=False)
            if (vs := self.facts.visits_by(k, now))
            and vs[0].duration >= 10
            and vs[0].start > self.t_first
        ]
        if not opts:
            return None
        k = pick(self.rng, opts)
        v = self.facts.visits_by(k, now)[0]
        return self._spec(
            "temporal",
            "first_enter",
            i,
            {"time": v.start, "place": k, "which": "first"},
            k,
            **self.place(k),
        )

    def q_last_leave(self) -> QSpec | None:
        i = self.now_index()
        now = self.frames[i].t
        opts = []
        for k in self._kinds(single=True):
            vs = self.facts.visits_by(k, now)
            if vs and vs[-1].end < now - 10 and vs[-1].duration >= 10:
                opts.append(k)
        if not opts:
            return None
        k = pick(self.rng, opts)
        v = self.facts.visits_by(k, now)[-1]
        return self._spec(
            "temporal",
            "last_leave",
            i,
            {"time": v.end, "place": k, "which": "last"},
            k,
            **self.place(k),
        )

    def q_first_outside(self) -> QSpec | None:
        i = self.now_index()
        vs = self.facts.visits_by("outside", self.frames[i].t)
        if not vs or vs[0].start <= self.t_first:
            return None
        return self._spec(
            "temporal", "first_outside", i, {"time": vs[0].start, "which": "first"}, "outside"
        )

    def q_back_inside(self) -> QSpec | None:
        i = self.now_index()
        now = self.frames[i].t
        vs = self.facts.visits_by("outside", now)
        if not vs or vs[0].end >= now - 10 or vs[0].start <= self.t_first:
            return None
        return self._spec(
            "temporal", "back_inside", i, {"time": vs[0].end, "which": "first"}, "inside"
        )

    def q_first_arrive(self) -> QSpec | None:
        i = self.now_index()
        now = self.frames[i].t
        opts = [
            k for k in self._kinds(outdoor=True, single=True) if self.facts.visits_by(k, now, 10.0)
        ]
        opts = [k for k in opts if self.facts.visits_by(k, now)[0].duration >= 10]
        if not opts:
            return None
        k = pick(self.rng, opts)
        v = self.facts.visits_by(k, now)[0]
        return self._spec(
            "temporal",
            "first_arrive",
            i,
            {"time": v.start, "place": k, "which": "first"},
            k,
            **self.place(k),
        )

    # ----------------------------------------------------------------- binary
    def q_seen_yes(self) -> QSpec | None:
        i = self.now_index()
        cats = self.seen_cats(self.frames[i].t)
        if not cats:
            return None
        c = pick(self.rng, cats)
        return self._spec("binary", "seen", i, {"binary": True, "category": c}, c, **self.thing(c))

    def q_absent_no(self) -> QSpec | None:
        i = self.now_index()
        opts = [(c, w) for c in self.world.absent if (w := self.vocab.absent_words(c)) is not None]
        if not opts:
            return None
        c, (plain, people) = pick(self.rng, opts)
        return self._spec(
            "binary",
            "seen",
            i,
            {"binary": False, "category": c.name, "reason": "not in world"},
            c.name,
            thing=c.name,
            w=plain,
            wp=pick(self.rng, people),
            words=[plain, *people],
            portable=False,
        )

    def q_later_no(self) -> QSpec | None:
        n = len(self.frames)
        mid = self.frames[n // 2].t
        cats = [c for c, ts in self.cat_times.items() if ts and ts[0] > mid + 90]
        if not cats:
            return None
        c = pick(self.rng, cats)
        idxs = [j for j in range(n // 2, n) if self.frames[j].t < self.cat_times[c][0] - 60]
        if not idxs:
            return None
        i = pick(self.rng, idxs)
        return self._spec(
            "binary",
            "seen",
            i,
            {
                "binary": False,
                "category": c,
                "reason": "first seen only after now",
                "first_seen": self.cat_times[c][0],
            },
            c,
            **self.thing(c),
        )

    def _colour_known(self, o: Obj, now: float) -> bool:
        ts = self.facts.colour_said.get(o.id, [])
        return bool(ts) and ts[0] <= now

    def q_colour_yes(self) -> QSpec | None:
        i = self.now_index()
        now = self.frames[i].t
        opts = [
            (c, o)
            for c in self.seen_cats(now)
            for o in self.seen_objs(c, now)
            if o.colour and self._colour_known(o, now) and len(self.world.categories[c].colours) > 1
        ]
        if not opts:
            return None
        c, o = pick(self.rng, opts)
        return self._spec(
            "binary",
            "colour",
            i,
            {"binary": True, "category": c, "colour": o.colour},
            c + ":" + str(o.colour),
            colour=o.colour,
            **self.thing(c),
        )

    def q_colour_no(self) -> QSpec | None:
        i = self.now_index()
        now = self.frames[i].t
        cats = [c for c in self.seen_cats(now) if self.world.categories[c].colours]
        self.rng.shuffle(cats)
        for c in cats:
            used = {w for o in self.by_cat[c] if o.colour for w in colour_words(o.colour)}
            palette = list(self.world.categories[c].colours) or list(PALETTE)
            free = [k for k in palette if not set(colour_words(k)) & used]
            if not free:
                free = [
                    k for k in PALETTE if not set(colour_words(k)) & used and k in COLOUR_SYNONYMS
                ]
            if free:
                k = pick(self.rng, free)
                return self._spec(
                    "binary",
                    "colour",
                    i,
                    {
                        "binary": False,
                        "category": c,
                        "colour": k,
                        "reason": "no instance has this colour",
                    },
                    c + ":" + k,
                    colour=k,
                    **self.thing(c),
                )
        return None

    def q_inplace_yes(self) -> QSpec | None:
        i = self.now_index()
        now = self.frames[i].t
        opts = [(c, o.kind) for c in self.seen_cats(now) for o in self.seen_objs(c, now)]
        if not opts:
            return None
        c, k = pick(self.rng, opts)
        return self._spec(
            "binary",
            "inplace",
            i,
            {"binary": True, "category": c, "place": k},
            c + "@" + k,
            **self.thing(c),
            **self.place(k),
        )

    def q_inplace_no(self) -> QSpec | None:
        i = self.now_index()
        now = self.frames[i].t
        visited = [k for k in self._kinds() if self.facts.visits_by(k, now, 10.0)]
        cats = self.seen_cats(now)
        self.rng.shuffle(cats)
        for c in cats:
            kinds_with = {o.kind for o in self.by_cat[c]}
            free = [k for k in visited if k not in kinds_with]
            if free:
                k = pick(self.rng, free)
                return self._spec(
                    "binary",
                    "inplace",
                    i,
                    {
                        "binary": False,
                        "category": c,
                        "place": k,
                        "reason": "no instance in that place",
                    },
                    c + "@" + k,
                    **self.thing(c),
                    **self.place(k),
                )
        return None

    def q_visited_yes(self) -> QSpec | None:
        i = self.now_index()
        now = self.frames[i].t
        opts = [k for k in self._kinds() if self.facts.visits_by(k, now, 10.0)]
        if not opts:
            return None
        k = pick(self.rng, opts)
        return self._spec("binary", "visited", i, {"binary": True, "place": k}, k, **self.place(k))

    def q_visited_no(self) -> QSpec | None:
        n = len(self.frames)
        opts: list[tuple[int, str]] = []
        for k in self._kinds(outdoor=False):
            vs = self.facts.visits.get(k, [])
            first = vs[0].start if vs else float("inf")
            glimpsed = min(
                (
                    self.facts.seen[o.id][0]
                    for o in self.world.objects
                    if o.kind == k and o.id in self.facts.seen
                ),
                default=float("inf"),
            )
            named = min(
                (
                    f.t
                    for f in self.frames
                    if any(w in f.caption.text.lower() for w in self.world.family.places[k].caption)
                ),
                default=float("inf"),
            )
            limit = min(first, glimpsed, named) - 30
            idxs = [j for j in range(n // 2, n) if self.frames[j].t < limit]
            if idxs:
                opts.append((pick(self.rng, idxs), k))
        if opts and self.rng.random() < 0.6:
            i, k = pick(self.rng, opts)
            return self._spec(
                "binary",
                "visited",
                i,
                {"binary": False, "place": k, "reason": "not visited (nor looked into) by now"},
                k,
                **self.place(k),
            )
        i = self.now_index()
        k = pick(self.rng, list(self.world.family.absent_places))
        return self._spec(
            "binary",
            "visited",
            i,
            {"binary": False, "place": k, "reason": "no such place"},
            k,
            place=k,
            pp=k,
            multi=False,
            outdoor=False,
        )

    def q_recent(self) -> QSpec | None:
        i = self.now_index()
        now = self.frames[i].t
        minutes = int(pick(self.rng, [5, 10]))
        win = minutes * 60
        want = self.rng.random() < 0.5
        opts = []
        for c in self.seen_cats(now):
            ts = [t for t in self.cat_times[c] if t <= now]
            if want and any(now - win + 60 <= t for t in ts):
                opts.append(c)
            if not want and ts[0] < now - win - 120 and not any(t >= now - win - 120 for t in ts):
                opts.append(c)
        if not opts:
            return None
        c = pick(self.rng, opts)
        return self._spec(
            "binary",
            "recent",
            i,
            {"binary": want, "category": c, "window_s": win},
            c,
            minutes=minutes,
            **self.thing(c),
        )

    # ----------------------------------------------------------------- duration
    def q_running(self) -> QSpec | None:
        i = self.now_index()
        return self._spec(
            "duration",
            "running",
            i,
            {"duration_s": round(self.frames[i].t - self.t_first, 1), "scope": "whole run"},
            f"running{i}",
        )

    def q_total_in(self) -> QSpec | None:
        i = self.now_index()
        now = self.frames[i].t
        opts = []
        for k in self._kinds():
            tot = sum(v.duration for v in self.facts.visits_by(k, now))
            if tot >= 30:
                opts.append((k, tot))
        if not opts:
            return None
        w = [0.3 if k in self.world.family.transit_kinds else 1.0 for k, _ in opts]
        k, tot = pick_weighted(self.rng, opts, w)
        return self._spec(
            "duration",
            "total_in",
            i,
            {"duration_s": round(tot, 1), "place": k, "scope": "total"},
            k,
            **self.place(k),
        )

    def q_first_visit(self) -> QSpec | None:
        i = self.now_index()
        now = self.frames[i].t
        opts = []
        for k in self._kinds(single=True):
            vs = self.facts.visits_by(k, now)
            if (
                len(vs) >= 1
                and vs[0].end < now - 5
                and vs[0].duration >= 20
                and vs[0].start > self.t_first
            ):
                opts.append((k, vs[0]))
        if not opts:
            return None
        k, v = pick(self.rng, opts)
        return self._spec(
            "duration",
            "first_visit",
            i,
            {
                "duration_s": round(v.duration, 1),
                "place": k,
                "scope": "first visit",
                "start": v.start,
            },
            k,
            **self.place(k),
        )

    def q_outside_total(self) -> QSpec | None:
        i = self.now_index()
        tot = sum(v.duration for v in self.facts.visits_by("outside", self.frames[i].t))
        if tot < 30:
            return None
        return self._spec(
            "duration",
            "outside_total",
            i,
            {"duration_s": round(tot, 1), "scope": "total"},
            f"outside{i}",
        )

    def q_outside_first(self) -> QSpec | None:
        i = self.now_index()
        now = self.frames[i].t
        vs = self.facts.visits_by("outside", now)
        if not vs or vs[0].end >= now - 5 or vs[0].duration < 30:
            return None
        return self._spec(
            "duration",
            "outside_first",
            i,
            {
                "duration_s": round(vs[0].duration, 1),
                "scope": "first time outside",
                "start": vs[0].start,
            },
            "outside_first",
        )

    def q_a_to_b(self) -> QSpec | None:
        i = self.now_index()
        now = self.frames[i].t
        transit = set(self.world.family.transit_kinds)
        stays: list[Visit] = [
            v
            for v in self.facts.kind_seq
            if v.key not in transit and v.duration >= 8 and v.key not in self.multi
        ]
        seen_pairs: set[tuple[str, str]] = set()
        opts = []
        for a, b in itertools.pairwise(stays):
            if a.key == b.key or b.start > now:
                continue
            pair = (a.key, b.key)
            if pair in seen_pairs:
                continue
            seen_pairs.add(pair)
            gap = b.start - a.end
            if 20 <= gap <= 600:
                opts.append((a, b, gap))
        if not opts:
            return None
        a, b, gap = pick(self.rng, opts)
        return self._spec(
            "duration",
            "a_to_b",
            i,
            {
                "duration_s": round(gap, 1),
                "from": a.key,
                "to": b.key,
                "left": a.end,
                "arrived": b.start,
                "which": "first",
            },
            a.key + ">" + b.key,
            src=self.place(a.key),
            dst=self.place(b.key),
        )

    def q_pause(self) -> QSpec | None:
        i = self.now_index()
        now = self.frames[i].t
        by_kind: dict[str, list] = {}
        for p in self.facts.pauses:
            if p.t0 <= now:
                by_kind.setdefault(p.kind, []).append(p)
        opts = [
            (k, ps[0])
            for k, ps in by_kind.items()
            if len(ps) == 1
            and ps[0].t1 <= now
            and ps[0].t1 - ps[0].t0 >= 25
            and k not in self.multi
        ]
        if not opts:
            return None
        k, p = pick(self.rng, opts)
        return self._spec(
            "duration",
            "pause",
            i,
            {"duration_s": round(p.t1 - p.t0, 1), "place": k, "start": p.t0, "end": p.t1},
            k,
            **self.place(k),
        )

    # ----------------------------------------------------------------- text
    def q_colour(self) -> QSpec | None:
        i = self.now_index()
        now = self.frames[i].t
        opts = []
        for c in self.seen_cats(now):
            objs = self.seen_objs(c, now)
            cols = {o.colour for o in objs}
            if (
                len(cols) == 1
                and None not in cols
                and any(self._colour_known(o, now) for o in objs)
            ):
                opts.append((c, objs[0].colour))
        if not opts:
            return None
        c, col = pick(self.rng, opts)
        return self._spec(
            "text",
            "colour",
            i,
            {"keywords": colour_words(str(col)), "category": c},
            c,
            **self.thing(c),
        )

    def q_room(self) -> QSpec | None:
        i = self.now_index()
        now = self.frames[i].t
        opts = [c for c in self.seen_cats(now) if len({o.kind for o in self.by_cat[c]}) == 1]
        if not opts:
            return None
        c = pick(self.rng, opts)
        k = self.by_cat[c][0].kind
        kw = self.world.family.places[k].keywords()
        return self._spec(
            "text",
            "room",
            i,
            {"keywords": kw, "category": c, "place": k},
            c,
            **self.thing(c),
            **self.place(k),
        )

    def q_sign(self) -> QSpec | None:
        i = self.now_index()
        now = self.frames[i].t
        opts: list[tuple[Obj, str | None]] = []
        for o in self.world.objects:
            ts = self.facts.text_read.get(o.id, [])
            if not ts or ts[0] > now or o.category not in self.words or not o.text:
                continue
            others = [x for x in self.by_cat[o.category] if x.text != o.text]
            if not others:
                opts.append((o, None))
            elif not [x for x in others if x.kind == o.kind] and o.kind not in self.multi:
                opts.append((o, o.kind))
        if not opts:
            return None
        o, k = pick(self.rng, opts)
        text = str(o.text)
        toks = [t for t in text.lower().replace("-", " ").split() if t not in ("a", "b")]
        key = max(toks, key=len) if toks else text.lower()
        slots = self.thing(o.category)
        if k is not None:
            slots.update(self.place(k))
        return self._spec(
            "text",
            "sign",
            i,
            {
                "keywords": list(dict.fromkeys([text.lower(), key])),
                "category": o.category,
                "text": text,
            },
            o.category if k is None else f"{o.category}@{k}",
            **slots,
        )

    def q_material(self) -> QSpec | None:
        i = self.now_index()
        now = self.frames[i].t
        opts = []
        for c in self.seen_cats(now):
            objs = self.seen_objs(c, now)
            mats = {o.material for o in self.by_cat[c]}
            said = any(self.facts.material_said.get(o.id, [now + 1])[0] <= now for o in objs)
            if len(mats) == 1 and None not in mats and said:
                opts.append((c, objs[0].material))
        if not opts:
            return None
        c, m = pick(self.rng, opts)
        return self._spec(
            "text",
            "material",
            i,
            {"keywords": MATERIAL_WORDS.get(str(m), [str(m)]), "category": c},
            c,
            **self.thing(c),
        )

    # ----------------------------------------------------------------- driver
    def generate(self) -> list[QSpec]:
        """All question specs, type by type, in plan order."""
        out: list[QSpec] = []
        for plan in PLAN.values():
            target = sum(n for _, n in plan)
            got: list[QSpec] = []
            used: set[str] = set()
            for kind, n in plan:
                got += self._fill(getattr(self, "q_" + kind), n, used)
            fallbacks = [k for k, _ in plan]
            j = 0
            while len(got) < target and j < 120:
                got += self._fill(getattr(self, "q_" + fallbacks[j % len(fallbacks)]), 1, used)
                j += 1
            out += got[:target]
        return out

    def _fill(self, fn: Callable[[], QSpec | None], n: int, used: set[str]) -> list[QSpec]:
        got: list[QSpec] = []
        for _ in range(60):
            if len(got) >= n:
                break
            spec = fn()
            if spec is None:
                continue
            key = f"{spec.kind}|{spec.subject}"
            if key in used:
                continue
            used.add(key)
            got.append(spec)
        return got


def make_specs(sim: Simulation, facts: Facts, seed: int) -> list[QSpec]:
    """Question specs for a simulation (independent of the phrasing style)."""
    return Asker(sim, facts, seed).generate()
