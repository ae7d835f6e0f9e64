"""Question makers: each picks what to ask and the exact truth from the run up to ``now``."""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .evidence import Evidence, Visit
from .rng import chance, pick
from .sim import Instance
from .spec import Family

NUMBER_WORDS = (
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
)
NEAR_SHADES = {
    "grey": {"silver", "grey"},
    "silver": {"grey", "silver"},
    "navy": {"blue", "navy"},
    "blue": {"navy", "blue"},
    "brown": {"bronze", "brass", "brown", "terracotta"},
    "bronze": {"brown", "brass", "gold", "bronze"},
    "brass": {"gold", "bronze", "brass"},
    "gold": {"brass", "yellow", "bronze", "gold"},
    "white": {"cream", "beige", "white"},
    "cream": {"white", "beige", "cream"},
    "beige": {"white", "cream", "brown", "beige"},
    "yellow": {"gold", "orange", "yellow"},
    "orange": {"yellow", "terracotta", "orange"},
    "red": {"pink", "terracotta", "red"},
    "pink": {"red", "purple", "pink"},
    "purple": {"pink", "purple"},
    "terracotta": {"red", "orange", "brown", "terracotta"},
}
PALETTE = (
    "red",
    "blue",
    "green",
    "yellow",
    "orange",
    "purple",
    "pink",
    "white",
    "black",
    "grey",
    "brown",
)


@dataclass
class Q:
    type: str
    subkind: str
    now: float
    truth: dict[str, Any]
    slots: dict[str, Any]
    at: list[float] | None = None
    key: tuple[Any, ...] = field(default_factory=tuple)


def hhmm(t: float) -> str:
    return time.strftime("%H:%M", time.gmtime(t))


class Ctx:
    def __init__(self, fam: Family, ev: Evidence, rng: np.random.Generator) -> None:
        self.fam = fam
        self.ev = ev
        self.rng = rng
        self.t0 = ev.ts[0]
        self.t_last = ev.ts[-1]
        self.rooms = [p for p in fam.places if not p.transit]
        self.classes = [c for c in fam.classes if not c.common]
        self.upper = [lv for lv in fam.levels if lv >= 1]

    # moments ---------------------------------------------------------------
    def now(self) -> float:
        if chance(self.rng, 0.5):
            return round(self.t_last + float(self.rng.uniform(1.0, 15.0)), 3)
        span = self.t_last - self.t0
        return round(self.t0 + float(self.rng.uniform(0.3, 1.0)) * span, 3)

    def here(self) -> tuple[float, int]:
        n = len(self.ev.ts)
        i = int(self.rng.integers(n // 4, n))
        return round(self.ev.ts[i] + float(self.rng.uniform(0.2, 0.9)), 3), i

    # things ------------------------------------------------------------------
    def pos(self, inst: Instance, t: float) -> list[float]:
        key, x, y = inst.where(t)
        return [
            round(x, 3),
            round(y, 3),
            self.fam.z(self.fam.place_index[key].levels[0]),
        ]

    def home(self, inst: Instance) -> str | None:
        """The place of a fixed thing (None for things that move)."""
        spec = self.fam.class_index[inst.cls]
        return inst.stays[0].place if spec.fixed else None

    def ref(self, inst: Instance, now: float, allow_place: bool = True) -> dict[str, Any] | None:
        spec = self.fam.class_index[inst.cls]
        same = self.ev.by_class[inst.cls]
        base = {"noun": spec.noun, "colour": None, "place": None, "inst": inst.key}
        if len(same) == 1:
            return base
        if (
            inst.colour
            and self.ev.colour_known(inst.key, now)
            and sum(1 for o in same if o.colour == inst.colour) == 1
        ):
            return {**base, "colour": inst.colour}
        home = self.home(inst)
        if (allow_place and home and sum(1 for o in same if o.stays[0].place == home) == 1) and all(
            len(o.stays) == 1 or o.stays[-1].place != home for o in same
        ):
            form = self.ev.place_form(home, now)
            if form:
                return {**base, "place": form}
        return None

    def seen_instances(self, now: float, mobile_first: bool = False) -> list[Instance]:
        out = [
            inst
            for inst in self.ev.instances.values()
            if not self.fam.class_index[inst.cls].common and self.ev.sightings(inst.key, now)
        ]
        if mobile_first and chance(self.rng, 0.7):
            mobile = [i for i in out if not self.fam.class_index[i.cls].fixed]
            if mobile:
                return mobile
        return out

    def choose(self, items: list[Any]) -> Any:
        return items[int(self.rng.integers(len(items)))] if items else None

    def known_place(self, now: float, visited: bool = True) -> tuple[str, str] | None:
        options = []
        for p in self.rooms:
            form = self.ev.place_form(p.key, now)
            if form and (not visited or self.ev.place_visits(p.key, now)):
                options.append((p.key, form))
        return self.choose(options)

    def room_visits(self, now: float, min_s: float = 4.0) -> list[Visit]:
        return [
            v
            for v in self.ev.visits(now)
            if self.fam.place_index[v.place].transit is None and (v.duration >= min_s or v.ongoing)
        ]

    def centre_points(self, place: str) -> list[list[float]]:
        p = self.fam.place_index[place]
        z = self.fam.z(p.levels[0])
        cx, cy = p.centre
        pts = [[round(cx, 3), round(cy, 3), z]]
        if p.area > 100:
            x0, y0, x1, y1 = p.rect
            for fx in (0.25, 0.75):
                for fy in (0.25, 0.75):
                    pts.append(
                        [
                            round(x0 + fx * (x1 - x0), 3),
                            round(y0 + fy * (y1 - y0), 3),
                            z,
                        ]
                    )
        return pts

    def robot(self, i: int) -> list[float]:
        p = self.ev.poses[i]
        return [p.x, p.y, p.z]

    def transitions(self, now: float) -> list[tuple[float, int, bool]]:
        """(midpoint time, index of the first frame after, went outside?) by now."""
        n = self.ev.n(now)
        out = []
        for i in range(1, n):
            a, b = self.ev.outdoor(i - 1), self.ev.outdoor(i)
            if a != b:
                out.append(((self.ev.ts[i - 1] + self.ev.ts[i]) / 2, i, b))
        return out


def _words(n: int) -> list[str]:
    out = [str(n)]
    if n < len(NUMBER_WORDS):
        out.append(NUMBER_WORDS[n])
    if n == 1:
        out.append("once")
    if n == 2:
        out.append("twice")
    return out


Maker = Callable[[Ctx], Q | None]


# ---------------------------------------------------------------------- spatial
def where_is(c: Ctx) -> Q | None:
    now = c.now()
    spec = c.choose(
        [
            s
            for s in c.classes
            if any(c.ev.sightings(i.key, now) for i in c.ev.by_class.get(s.key, []))
        ]
    )
    if spec is None:
        return None
    positions = []
    for inst in c.ev.by_class[spec.key]:
        seen = c.ev.sightings(inst.key, now)
        if seen:
            positions.append(c.pos(inst, c.ev.ts[seen[-1]]))
    return Q(
        "spatial",
        "where_is",
        now,
        {"positions": positions},
        {"noun": spec.noun},
        key=(spec.key,),
    )


def nearest_to_me(c: Ctx) -> Q | None:
    now, i = c.here()
    pose = c.ev.poses[i]
    if pose.level is None:
        return None
    options = []
    for spec in c.classes:
        if not spec.fixed:
            continue
        near = []
        for inst in c.ev.by_class.get(spec.key, []):
            home = c.fam.place_index[inst.stays[0].place]
            building = c.fam.place_index[pose.place].building
            if (
                home.levels[0] == pose.level
                and home.building == building
                and c.ev.sightings(inst.key, now)
            ):
                _, x, y = inst.where(now)
                near.append((math.hypot(x - pose.x, y - pose.y), inst.key, inst))
        if not near:
            continue
        near.sort(key=lambda item: (item[0], item[1]))
        if near[0][0] > 40 or (len(near) > 1 and near[1][0] < 1.5 * near[0][0] + 5):
            continue
        options.append((spec, near[0][2]))
    choice = c.choose(options)
    if choice is None:
        return None
    spec, inst = choice
    return Q(
        "spatial",
        "nearest_to_me",
        now,
        {"positions": [c.pos(inst, now)]},
        {"noun": spec.noun},
        at=[pose.x, pose.y, pose.z],
        key=(spec.key, i // 30),
    )


def _seen_where(c: Ctx, first: bool) -> Q | None:
    now = c.now()
    options = []
    for inst in c.seen_instances(now, mobile_first=True):
        ref = c.ref(inst, now, allow_place=c.fam.class_index[inst.cls].fixed)
        if ref:
            options.append((inst, ref))
    choice = c.choose(options)
    if choice is None:
        return None
    inst, ref = choice
    seen = c.ev.sightings(inst.key, now)
    i = seen[0] if first else seen[-1]
    name = "first_seen_where" if first else "last_seen_where"
    return Q(
        "spatial",
        name,
        now,
        {"positions": [c.pos(inst, c.ev.ts[i])]},
        {"thing": ref},
        key=(inst.key,),
    )


def last_seen_where(c: Ctx) -> Q | None:
    return _seen_where(c, False)


def first_seen_where(c: Ctx) -> Q | None:
    return _seen_where(c, True)


def which_room(c: Ctx) -> Q | None:
    now = c.now()
    options = []
    for inst in c.seen_instances(now):
        home = c.home(inst)
        if home and not c.fam.place_index[home].outdoor:
            ref = c.ref(inst, now, allow_place=False)
            if ref:
                options.append((inst, ref, home))
    choice = c.choose(options)
    if choice is None:
        return None
    inst, ref, home = choice
    positions = [c.pos(inst, now), *c.centre_points(home)[:1]]
    return Q(
        "spatial",
        "which_room",
        now,
        {"positions": positions},
        {"thing": ref},
        key=(inst.key,),
    )


def where_was_i(c: Ctx) -> Q | None:
    now = c.now()
    start = math.ceil((c.t0 + 60) / 60) * 60
    end = math.floor((now - 60) / 60) * 60
    if end < start:
        return None
    minute = float(start + 60 * int(c.rng.integers(0, int((end - start) // 60) + 1)))
    x, y, z = c.ev.pose_at(minute)
    lo, hi = c.ev.n(minute - 30), c.ev.n(minute + 30)
    for pose in c.ev.poses[lo:hi]:
        if pose.level is None or math.hypot(pose.x - x, pose.y - y) > 10:
            return None
    return Q(
        "spatial",
        "where_was_i",
        now,
        {"positions": [[round(x, 3), round(y, 3), round(z, 3)]]},
        {"time": hhmm(minute)},
        key=(minute,),
    )


def where_place(c: Ctx) -> Q | None:
    now = c.now()
    choice = c.known_place(now)
    if choice is None:
        return None
    place, form = choice
    return Q(
        "spatial",
        "where_place",
        now,
        {"positions": c.centre_points(place)},
        {"place": form},
        key=(place,),
    )


def where_text(c: Ctx) -> Q | None:
    now = c.now()
    n = c.ev.n(now)
    said: dict[str, list[str]] = {}
    for inst, quotes in sorted(c.ev.quotes.items()):
        for i, text in quotes:
            if i < n and inst not in said.get(text, []):
                said.setdefault(text, []).append(inst)
    text = c.choose(sorted(said))
    if text is None:
        return None
    positions = [c.pos(c.ev.instances[k], now) for k in said[text]]
    return Q(
        "spatial",
        "where_text",
        now,
        {"positions": positions},
        {"text": text},
        key=(text,),
    )


def went_after(c: Ctx) -> Q | None:
    now = c.now()
    visits = c.room_visits(now, 0.0)
    options = []
    for k, v in enumerate(visits[:-1]):
        form = c.ev.place_form(v.place, now)
        if (
            form
            and not v.ongoing
            and v.duration >= 10
            and all(w.place != v.place for w in visits[k + 1 :])
        ):
            options.append((v, visits[k + 1], form))
    choice = c.choose(options)
    if choice is None:
        return None
    v, nxt, form = choice
    positions = [*c.centre_points(nxt.place), c.robot(nxt.i0)]
    return Q(
        "spatial",
        "went_after",
        now,
        {"positions": positions},
        {"place": form},
        key=(v.place,),
    )


def where_went_out(c: Ctx) -> Q | None:
    now = c.now()
    outs = [tr for tr in c.transitions(now) if tr[2]]
    if not outs:
        return None
    _, i, _ = outs[-1]
    positions = [c.robot(i - 1), c.robot(i)]
    return Q("spatial", "where_went_out", now, {"positions": positions}, {}, key=(i,))


# --------------------------------------------------------------------- temporal
def _seen_when(c: Ctx, first: bool) -> Q | None:
    now = c.now()
    options = []
    for inst in c.seen_instances(now):
        ref = c.ref(inst, now)
        if ref:
            options.append((inst, ref))
    choice = c.choose(options)
    if choice is None:
        return None
    inst, ref = choice
    seen = c.ev.sightings(inst.key, now)
    t = c.ev.ts[seen[0] if first else seen[-1]]
    return Q(
        "temporal",
        "first_seen" if first else "last_seen",
        now,
        {"time": t},
        {"thing": ref},
        key=(inst.key,),
    )


def last_seen(c: Ctx) -> Q | None:
    return _seen_when(c, False)


def first_seen(c: Ctx) -> Q | None:
    return _seen_when(c, True)


def entered_place(c: Ctx) -> Q | None:
    now = c.now()
    choice = c.known_place(now)
    if choice is None:
        return None
    place, form = choice
    v = c.ev.place_visits(place, now)[-1]
    if v.duration < 15 or v.i0 == 0:
        return None
    return Q(
        "temporal",
        "entered_place",
        now,
        {"time": round(v.enter, 3)},
        {"place": form},
        key=(place,),
    )


def left_place(c: Ctx) -> Q | None:
    now = c.now()
    choice = c.known_place(now)
    if choice is None:
        return None
    place, form = choice
    v = c.ev.place_visits(place, now)[-1]
    if v.ongoing or v.duration < 15:
        return None
    return Q(
        "temporal",
        "left_place",
        now,
        {"time": round(v.exit, 3)},
        {"place": form},
        key=(place,),
    )


def _lift_rides(c: Ctx, now: float) -> list[Visit]:
    out = []
    for v in c.ev.visits(now):
        if c.fam.place_index[v.place].transit == "lift" and not v.ongoing:
            a = c.ev.poses[v.i0].z
            b = c.ev.poses[v.i1].z
            if abs(a - b) > 1.0:
                out.append(v)
    return out


def took_lift(c: Ctx) -> Q | None:
    now = c.now()
    rides = _lift_rides(c, now)
    if not rides:
        return None
    return Q(
        "temporal",
        "took_lift",
        now,
        {"time": round(rides[-1].enter, 3)},
        {},
        key=(rides[-1].i0,),
    )


def _floor_runs(c: Ctx, now: float) -> list[Visit]:
    return [v for v in c.ev.runs(now, lambda p: p.level) if v.place != "None"]


def arrived_floor(c: Ctx) -> Q | None:
    now = c.now()
    runs = [v for v in _floor_runs(c, now) if v.i0 > 0]
    level = c.choose(sorted({int(v.place) for v in runs}))
    if level is None:
        return None
    form = c.ev.floor_form(level, now)
    last = [v for v in runs if int(v.place) == level][-1]
    if form is None or last.duration < 15:
        return None
    return Q(
        "temporal",
        "arrived_floor",
        now,
        {"time": round(last.enter, 3)},
        {"floor": form},
        key=(level,),
    )


def passed(c: Ctx) -> Q | None:
    now = c.now()
    options = []
    n = c.ev.n(now)
    for inst in c.seen_instances(now):
        if not c.home(inst):
            continue
        ref = c.ref(inst, now)
        if not ref:
            continue
        home = c.fam.place_index[inst.stays[0].place]
        _, x, y = inst.where(now)
        for i in range(n - 1, -1, -1):
            pose = c.ev.poses[i]
            here = c.fam.place_index[pose.place]
            if (
                here.group == home.group
                and pose.level == home.levels[0]
                and math.hypot(pose.x - x, pose.y - y) <= 3.0
            ):
                if pose.t <= now - 30:
                    options.append((inst, ref, i))
                break
    choice = c.choose(options)
    if choice is None:
        return None
    inst, ref, i = choice
    return Q("temporal", "passed", now, {"time": c.ev.ts[i]}, {"thing": ref}, key=(inst.key,))


def first_outside(c: Ctx) -> Q | None:
    now = c.now()
    outs = [tr for tr in c.transitions(now) if tr[2]]
    if not outs:
        return None
    return Q("temporal", "first_outside", now, {"time": round(outs[0][0], 3)}, {}, key=())


def last_came_inside(c: Ctx) -> Q | None:
    now = c.now()
    ins = [tr for tr in c.transitions(now) if not tr[2]]
    if not ins:
        return None
    return Q(
        "temporal",
        "last_came_inside",
        now,
        {"time": round(ins[-1][0], 3)},
        {},
        key=(ins[-1][1],),
    )


# ----------------------------------------------------------------------- binary
def _class_seen(c: Ctx, key: str, now: float) -> bool:
    return any(c.ev.sightings(i.key, now) for i in c.ev.by_class.get(key, []))


def seen_yes(c: Ctx) -> Q | None:
    now = c.now()
    spec = c.choose([s for s in c.classes if _class_seen(c, s.key, now)])
    if spec is None:
        return None
    return Q(
        "binary",
        "seen_yes",
        now,
        {"binary": True},
        {"noun": spec.noun},
        key=(spec.key,),
    )


def seen_never(c: Ctx) -> Q | None:
    noun = str(pick(c.rng, list(c.fam.never)))
    return Q("binary", "seen_never", c.now(), {"binary": False}, {"noun": noun}, key=(noun,))


def seen_not_yet(c: Ctx) -> Q | None:
    now = c.now()
    spec = c.choose(
        [s for s in c.classes if s.key in c.ev.by_class and not _class_seen(c, s.key, now)]
    )
    if spec is None:
        return None
    return Q(
        "binary",
        "seen_not_yet",
        now,
        {"binary": False},
        {"noun": spec.noun},
        key=(spec.key,),
    )


def colour_yes(c: Ctx) -> Q | None:
    now = c.now()
    options = [i for i in c.seen_instances(now) if i.colour and c.ev.colour_known(i.key, now)]
    inst = c.choose(options)
    if inst is None:
        return None
    spec = c.fam.class_index[inst.cls]
    return Q(
        "binary",
        "colour_yes",
        now,
        {"binary": True},
        {"noun": spec.noun, "colour": inst.colour},
        key=(spec.key, inst.colour),
    )


def colour_no(c: Ctx) -> Q | None:
    now = c.now()
    spec = c.choose([s for s in c.classes if s.colours and _class_seen(c, s.key, now)])
    if spec is None:
        return None
    have: set[str] = set()
    for inst in c.ev.by_class[spec.key]:
        if inst.colour:
            have |= NEAR_SHADES.get(inst.colour, {inst.colour}) | {inst.colour}
    colours = [col for col in PALETTE if col not in have and col not in spec.colours]
    colour = c.choose(colours)
    if colour is None:
        return None
    return Q(
        "binary",
        "colour_no",
        now,
        {"binary": False},
        {"noun": spec.noun, "colour": colour},
        key=(spec.key, colour),
    )


def _ever_in(c: Ctx, key: str, place: str) -> bool:
    """Was a thing of the class ever in ``place`` or a place seen together with it?"""
    group = c.fam.place_index[place].group
    return any(
        c.fam.place_index[s.place].group == group
        for inst in c.ev.by_class.get(key, [])
        for s in inst.stays
    )


def in_place_yes(c: Ctx) -> Q | None:
    now = c.now()
    options = []
    for spec in c.classes:
        for inst in c.ev.by_class.get(spec.key, []):
            for i in c.ev.sightings(inst.key, now)[-1:]:
                place = inst.where(c.ev.ts[i])[0]
                form = c.ev.place_form(place, now)
                if form:
                    options.append((spec, place, form))
    choice = c.choose(options)
    if choice is None:
        return None
    spec, place, form = choice
    return Q(
        "binary",
        "in_place_yes",
        now,
        {"binary": True},
        {"noun": spec.noun, "place": form},
        key=(spec.key, place),
    )


def in_place_no(c: Ctx) -> Q | None:
    now = c.now()
    choice = c.known_place(now)
    if choice is None:
        return None
    place, form = choice
    if sum(v.duration for v in c.ev.place_visits(place, now)) < 30:
        return None
    spec = c.choose(
        [s for s in c.classes if _class_seen(c, s.key, now) and not _ever_in(c, s.key, place)]
    )
    if spec is None:
        return None
    return Q(
        "binary",
        "in_place_no",
        now,
        {"binary": False},
        {"noun": spec.noun, "place": form},
        key=(spec.key, place),
    )


def state_last(c: Ctx) -> Q | None:
    now = c.now()
    options = []
    for inst in c.seen_instances(now):
        spec = c.fam.class_index[inst.cls]
        if not spec.states:
            continue
        seen = c.ev.sightings(inst.key, now)
        said = [s for i, s in c.ev.states.get(inst.key, []) if i == seen[-1]]
        ref = c.ref(inst, now)
        if said and ref:
            options.append((inst, ref, said[0], spec))
    choice = c.choose(options)
    if choice is None:
        return None
    inst, ref, state, spec = choice
    asked = str(pick(c.rng, list(spec.states)))
    return Q(
        "binary",
        "state_last",
        now,
        {"binary": asked == state},
        {"thing": ref, "state": asked},
        key=(inst.key,),
    )


def still_there(c: Ctx) -> Q | None:
    now = c.now()
    options = []
    for place in c.rooms:
        visits = [v for v in c.ev.place_visits(place.key, now)]
        if len(visits) < 2:
            continue
        form = c.ev.place_form(place.key, now)
        if not form:
            continue
        last = visits[-1]
        for inst in c.seen_instances(now):
            if c.fam.class_index[inst.cls].kind == "moving":
                continue
            if all(s.place != place.key for s in inst.stays):
                continue
            earlier = [
                i
                for v in visits[:-1]
                for i in c.ev.sightings(inst.key, now)
                if v.i0 <= i <= v.i1 and inst.where(c.ev.ts[i])[0] == place.key
            ]
            if not earlier:
                continue
            in_last = [i for i in c.ev.sightings(inst.key, now) if last.i0 <= i <= last.i1]
            gone = all(inst.where(c.ev.ts[i])[0] != place.key for i in range(last.i0, last.i1 + 1))
            ref = c.ref(inst, now, allow_place=False)
            if not ref:
                continue
            if in_last and not gone:
                options.append((inst, ref, form, True, place.key))
            elif gone and last.duration >= 20:
                options.append((inst, ref, form, False, place.key))
    if not options:
        return None
    no = [o for o in options if not o[3]]
    choice = c.choose(no) if no and chance(c.rng, 0.5) else c.choose(options)
    inst, ref, form, answer, place = choice
    return Q(
        "binary",
        "still_there",
        now,
        {"binary": answer},
        {"thing": ref, "place": form},
        key=(inst.key, place),
    )


def seen_before_place(c: Ctx) -> Q | None:
    now = c.now()
    choice = c.known_place(now)
    if choice is None:
        return None
    place, form = choice
    entered = c.ev.place_visits(place, now)[0].enter
    options = []
    for spec in c.classes:
        seen = c.ev.class_sightings(spec.key, now)
        if seen and abs(c.ev.ts[seen[0][0]] - entered) >= 30:
            options.append((spec, c.ev.ts[seen[0][0]] < entered))
    choice2 = c.choose(options)
    if choice2 is None or c.ev.place_visits(place, now)[0].i0 == 0:
        return None
    spec, answer = choice2
    return Q(
        "binary",
        "seen_before_place",
        now,
        {"binary": answer},
        {"noun": spec.noun, "place": form},
        key=(spec.key, place),
    )


def seen_on_floor(c: Ctx) -> Q | None:
    now = c.now()
    runs = _floor_runs(c, now)
    level = c.choose(sorted({int(v.place) for v in runs}))
    if level is None:
        return None
    form = c.ev.floor_form(level, now)
    if form is None:
        return None
    time_there = sum(v.duration for v in runs if int(v.place) == level)
    options = []
    for spec in c.classes:
        seen = [i for i, _ in c.ev.class_sightings(spec.key, now) if c.ev.poses[i].level == level]
        if seen:
            options.append((spec, True))
        elif _class_seen(c, spec.key, now) and time_there >= 60:
            on_level = any(
                c.fam.place_index[s.place].levels[0] == level
                for inst in c.ev.by_class[spec.key]
                for s in inst.stays
            )
            if not on_level:
                options.append((spec, False))
    choice = c.choose(options)
    if choice is None:
        return None
    spec, answer = choice
    return Q(
        "binary",
        "seen_on_floor",
        now,
        {"binary": answer},
        {"noun": spec.noun, "floor": form},
        key=(spec.key, level),
    )


# --------------------------------------------------------------------- duration
def _dur(sub: str, now: float, seconds: float, slots: dict[str, Any], key: tuple[Any, ...]) -> Q:
    return Q("duration", sub, now, {"duration_s": round(seconds, 3)}, slots, key=key)


def last_visit(c: Ctx) -> Q | None:
    now = c.now()
    choice = c.known_place(now)
    if choice is None:
        return None
    place, form = choice
    done = [v for v in c.ev.place_visits(place, now) if not v.ongoing]
    if not done or done[-1].duration < 15:
        return None
    return _dur("last_visit", now, done[-1].duration, {"place": form}, (place,))


def total_in_place(c: Ctx) -> Q | None:
    now = c.now()
    choice = c.known_place(now)
    if choice is None:
        return None
    place, form = choice
    visits = c.ev.place_visits(place, now)
    if len(visits) < 2 or visits[-1].ongoing:
        return None
    total = sum(v.duration for v in visits)
    if total < 15:
        return None
    return _dur("total_in_place", now, total, {"place": form}, (place,))


def outside_total(c: Ctx) -> Q | None:
    now = c.now()
    n = c.ev.n(now)
    if n == 0 or c.ev.outdoor(n - 1):
        return None
    total = sum(
        v.duration
        for v in c.ev.runs(now, lambda p: c.fam.place_index[p.place].outdoor)
        if v.place == "True"
    )
    if total < 20:
        return None
    return _dur("outside_total", now, total, {}, ())


def on_floor(c: Ctx) -> Q | None:
    now = c.now()
    runs = [v for v in _floor_runs(c, now) if not v.ongoing and v.duration >= 30]
    if not runs:
        return None
    level = int(c.choose(sorted({v.place for v in runs})))
    form = c.ev.floor_form(level, now)
    if form is None:
        return None
    last = [v for v in _floor_runs(c, now) if v.place == str(level)][-1]
    if last.ongoing or last.duration < 30:
        return None
    return _dur("on_floor", now, last.duration, {"floor": form}, (level,))


def a_to_b(c: Ctx) -> Q | None:
    now = c.now()
    visits = c.room_visits(now, 4.0)
    options = []
    for k, va in enumerate(visits):
        for vb in visits[k + 2 : k + 7]:
            if vb.place == va.place:
                break
            between = visits[k + 1 : visits.index(vb)]
            if any(v.place in (va.place, vb.place) for v in between):
                continue
            later = visits[visits.index(vb) + 1 :]
            if any(v.place in (va.place, vb.place) for v in later):
                continue
            fa, fb = c.ev.place_form(va.place, now), c.ev.place_form(vb.place, now)
            gap = vb.enter - va.exit
            if fa and fb and 15 <= gap <= 400 and not va.ongoing:
                options.append((va, vb, fa, fb, gap))
    choice = c.choose(options)
    if choice is None:
        return None
    va, vb, fa, fb, gap = choice
    return _dur("a_to_b", now, gap, {"place": fa, "place2": fb}, (va.place, vb.place))


def ago_seen(c: Ctx) -> Q | None:
    now = c.now()
    options = []
    for inst in c.seen_instances(now):
        ref = c.ref(inst, now)
        t = c.ev.ts[c.ev.sightings(inst.key, now)[-1]]
        if ref and now - t >= 30:
            options.append((inst, ref, t))
    choice = c.choose(options)
    if choice is None:
        return None
    inst, ref, t = choice
    return _dur("ago_seen", now, now - t, {"thing": ref}, (inst.key,))


def ago_place(c: Ctx) -> Q | None:
    now = c.now()
    choice = c.known_place(now)
    if choice is None:
        return None
    place, form = choice
    last = c.ev.place_visits(place, now)[-1]
    if last.ongoing or now - last.exit < 30:
        return None
    return _dur("ago_place", now, now - last.exit, {"place": form}, (place,))


def lift_ride(c: Ctx) -> Q | None:
    now = c.now()
    rides = _lift_rides(c, now)
    if not rides:
        return None
    return _dur("lift_ride", now, rides[-1].duration, {}, (rides[-1].i0,))


def first_visit(c: Ctx) -> Q | None:
    now = c.now()
    choice = c.known_place(now)
    if choice is None:
        return None
    place, form = choice
    v = c.ev.place_visits(place, now)[0]
    if v.ongoing or v.duration < 15:
        return None
    return _dur("first_visit", now, v.duration, {"place": form}, (place,))


def upstairs_total(c: Ctx) -> Q | None:
    now = c.now()
    n = c.ev.n(now)
    last = c.ev.poses[n - 1].level if n else None
    if last is None or last >= 1:
        return None
    total = sum(v.duration for v in _floor_runs(c, now) if int(v.place) >= 1)
    if total < 30:
        return None
    return _dur("upstairs_total", now, total, {}, ())


def since_inside(c: Ctx) -> Q | None:
    now = c.now()
    n = c.ev.n(now)
    if n == 0 or c.ev.outdoor(n - 1):
        return None
    ins = [tr for tr in c.transitions(now) if not tr[2]]
    if not ins or now - ins[-1][0] < 30:
        return None
    return _dur("since_inside", now, now - ins[-1][0], {}, (ins[-1][1],))


# ------------------------------------------------------------------------- text
def _keywords(text: str, question_words: set[str]) -> list[str]:
    stop = {
        "THE",
        "AND",
        "FOR",
        "YOUR",
        "THIS",
        "THEN",
        "WITH",
        "FROM",
        "PLEASE",
        "ARE",
        "YOU",
    }
    words = []
    for word in text.split():
        clean = word.strip(".,:;!?'\"")
        if clean.upper() in stop or clean.lower() in question_words:
            continue
        if len(clean) >= 4 or (any(ch.isdigit() for ch in clean) and len(clean) >= 2):
            words.append(clean.lower())
    return words


def sign_text(c: Ctx) -> Q | None:
    now = c.now()
    n = c.ev.n(now)
    options = []
    for key, quotes in sorted(c.ev.quotes.items()):
        said = [text for i, text in quotes if i < n]
        if said:
            inst = c.ev.instances[key]
            ref = c.ref(inst, now)
            if ref:
                options.append((inst, ref, said[-1]))
    choice = c.choose(options)
    if choice is None:
        return None
    inst, ref, text = choice
    asked = {
        w.lower()
        for part in (ref["noun"], ref["colour"] or "", ref["place"] or "")
        for w in part.split()
    }
    words = _keywords(text, asked)
    if not words:
        return None
    return Q(
        "text",
        "sign_text",
        now,
        {"keywords": words[:3]},
        {"thing": ref},
        key=(inst.key,),
    )


def colour_of(c: Ctx) -> Q | None:
    now = c.now()
    options = []
    for inst in c.seen_instances(now):
        if inst.colour and c.ev.colour_known(inst.key, now):
            ref = c.ref(inst, now)
            if ref and not ref["colour"]:
                options.append((inst, ref))
    choice = c.choose(options)
    if choice is None:
        return None
    inst, ref = choice
    keywords = [inst.colour] + (["gray"] if inst.colour == "grey" else [])
    return Q(
        "text",
        "colour_of",
        now,
        {"keywords": keywords},
        {"thing": ref},
        key=(inst.key,),
    )


def count(c: Ctx) -> Q | None:
    now = c.now()
    options = []
    for spec in c.classes:
        if spec.kind != "static":
            continue
        by_place: dict[str, list[Instance]] = {}
        for inst in c.ev.by_class.get(spec.key, []):
            by_place.setdefault(inst.stays[0].place, []).append(inst)
        for place, items in sorted(by_place.items()):
            if 2 <= len(items) <= 9 and all(c.ev.sightings(i.key, now) for i in items):
                form = c.ev.place_form(place, now)
                if form:
                    options.append((spec, place, form, len(items)))
    choice = c.choose(options)
    if choice is None:
        return None
    spec, place, form, number = choice
    return Q(
        "text",
        "count",
        now,
        {"keywords": _words(number)},
        {"noun": spec.noun, "place": form},
        key=(spec.key, place),
    )


def which_room_here(c: Ctx) -> Q | None:
    now, i = c.here()
    pose = c.ev.poses[i]
    place = c.fam.place_index[pose.place]
    if place.transit or place.outdoor:
        return None
    forms = c.ev.place_forms_known(place.key, now)
    if not forms:
        return None
    return Q(
        "text",
        "which_room_here",
        now,
        {"keywords": forms},
        {},
        at=[pose.x, pose.y, pose.z],
        key=(place.key,),
    )


def which_floor(c: Ctx) -> Q | None:
    now, i = c.here()
    pose = c.ev.poses[i]
    if pose.level is None or c.ev.floor_form(pose.level, now) is None:
        return None
    forms = list(c.fam.floor_names(pose.level))
    return Q(
        "text",
        "which_floor",
        now,
        {"keywords": forms},
        {},
        at=[pose.x, pose.y, pose.z],
        key=(pose.level,),
    )


def room_at_time(c: Ctx) -> Q | None:
    now = c.now()
    options = []
    for v in c.room_visits(now, 75.0):
        if v.ongoing or c.fam.place_index[v.place].outdoor:
            continue
        lo = math.ceil((v.enter + 20) / 60) * 60
        if lo <= v.exit - 20:
            forms = c.ev.place_forms_known(v.place, now)
            if forms:
                options.append((v, float(lo), forms))
    choice = c.choose(options)
    if choice is None:
        return None
    v, minute, forms = choice
    return Q(
        "text",
        "room_at_time",
        now,
        {"keywords": forms},
        {"time": hhmm(minute)},
        key=(minute,),
    )


def times_entered(c: Ctx) -> Q | None:
    now = c.now()
    choice = c.known_place(now)
    if choice is None:
        return None
    place, form = choice
    number = len([v for v in c.room_visits(now, 4.0) if v.place == place])
    if not 1 <= number <= 6:
        return None
    return Q(
        "text",
        "times_entered",
        now,
        {"keywords": _words(number)},
        {"place": form},
        key=(place,),
    )


def room_before(c: Ctx) -> Q | None:
    now = c.now()
    visits = c.room_visits(now, 4.0)
    options = []
    seen_places: set[str] = set()
    for k in range(len(visits) - 1, 0, -1):
        v = visits[k]
        if v.place in seen_places:
            continue
        seen_places.add(v.place)
        form = c.ev.place_form(v.place, now)
        before = c.ev.place_forms_known(visits[k - 1].place, now)
        indoor = not c.fam.place_index[visits[k - 1].place].outdoor
        if form and before and indoor and visits[k - 1].place != v.place:
            options.append((v, form, before))
    choice = c.choose(options)
    if choice is None:
        return None
    v, form, before = choice
    return Q(
        "text",
        "room_before",
        now,
        {"keywords": before},
        {"place": form},
        key=(v.place,),
    )


def which_first(c: Ctx) -> Q | None:
    now = c.now()
    firsts = []
    for spec in c.classes:
        seen = c.ev.class_sightings(spec.key, now)
        if seen:
            firsts.append((c.ev.ts[seen[0][0]], spec))
    if len(firsts) < 2:
        return None
    for _ in range(10):
        a = firsts[int(c.rng.integers(len(firsts)))]
        b = firsts[int(c.rng.integers(len(firsts)))]
        na, nb = a[1].noun, b[1].noun
        if abs(a[0] - b[0]) >= 30 and na not in nb and nb not in na:
            first = a if a[0] < b[0] else b
            return Q(
                "text",
                "which_first",
                now,
                {"keywords": [first[1].noun]},
                {"noun": na, "noun2": nb},
                key=tuple(sorted((a[1].key, b[1].key))),
            )
    return None


def room_last_seen(c: Ctx) -> Q | None:
    now = c.now()
    options = []
    for inst in c.seen_instances(now, mobile_first=True):
        i = c.ev.sightings(inst.key, now)[-1]
        place = inst.where(c.ev.ts[i])[0]
        if c.ev.poses[i].place != place or c.fam.place_index[place].outdoor:
            continue
        forms = c.ev.place_forms_known(place, now)
        ref = c.ref(inst, now, allow_place=False)
        if forms and ref:
            options.append((inst, ref, forms))
    choice = c.choose(options)
    if choice is None:
        return None
    inst, ref, forms = choice
    return Q(
        "text",
        "room_last_seen",
        now,
        {"keywords": forms},
        {"thing": ref},
        key=(inst.key,),
    )


MAKERS: dict[str, dict[str, Maker]] = {
    "spatial": {
        "where_is": where_is,
        "nearest_to_me": nearest_to_me,
        "last_seen_where": last_seen_where,
        "first_seen_where": first_seen_where,
        "which_room": which_room,
        "where_was_i": where_was_i,
        "where_place": where_place,
        "where_text": where_text,
        "went_after": went_after,
        "where_went_out": where_went_out,
    },
    "temporal": {
        "last_seen": last_seen,
        "first_seen": first_seen,
        "entered_place": entered_place,
        "left_place": left_place,
        "took_lift": took_lift,
        "arrived_floor": arrived_floor,
        "passed": passed,
        "first_outside": first_outside,
        "last_came_inside": last_came_inside,
    },
    "binary": {
        "seen_yes": seen_yes,
        "seen_never": seen_never,
        "seen_not_yet": seen_not_yet,
        "colour_yes": colour_yes,
        "colour_no": colour_no,
        "in_place_yes": in_place_yes,
        "in_place_no": in_place_no,
        "state_last": state_last,
        "still_there": still_there,
        "seen_before_place": seen_before_place,
        "seen_on_floor": seen_on_floor,
    },
    "duration": {
        "last_visit": last_visit,
        "total_in_place": total_in_place,
        "outside_total": outside_total,
        "on_floor": on_floor,
        "a_to_b": a_to_b,
        "ago_seen": ago_seen,
        "ago_place": ago_place,
        "lift_ride": lift_ride,
        "first_visit": first_visit,
        "upstairs_total": upstairs_total,
        "since_inside": since_inside,
    },
    "text": {
        "sign_text": sign_text,
        "colour_of": colour_of,
        "count": count,
        "which_room_here": which_room_here,
        "which_floor": which_floor,
        "room_at_time": room_at_time,
        "times_entered": times_entered,
        "room_before": room_before,
        "which_first": which_first,
        "room_last_seen": room_last_seen,
    },
}
NEW_SUBKINDS = (
    "where_went_out",
    "last_came_inside",
    "seen_before_place",
    "seen_on_floor",
    "upstairs_total",
    "since_inside",
    "which_first",
    "room_last_seen",
)
PER_TYPE = 20


def choose_questions(fam: Family, ev: Evidence, rng: np.random.Generator) -> list[Q]:
    """20 questions of each type; every round tries each subkind of a type once."""
    ctx = Ctx(fam, ev, rng)
    out: list[Q] = []
    for makers in MAKERS.values():
        chosen: list[Q] = []
        used: set[tuple[Any, ...]] = set()
        names = list(makers)
        for _round in range(40):
            if len(chosen) >= PER_TYPE:
                break
            order = [names[int(k)] for k in rng.permutation(len(names))]
            for name in order:
                if len(chosen) >= PER_TYPE:
                    break
                for _attempt in range(6):
                    q = makers[name](ctx)
                    if q is not None and (q.subkind, *q.key) not in used:
                        used.add((q.subkind, *q.key))
                        chosen.append(q)
                        break
        out.extend(chosen)
    return out
