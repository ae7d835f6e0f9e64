"""Question makers: each picks a target valid at `now` and computes its exact truth."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .evidence import Evidence
from .model import NEAR_SHADES, Family, Frame, Instance

TYPES = ("spatial", "temporal", "binary", "duration", "text")
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
    "ten",
    "eleven",
    "twelve",
)
FIXED_KINDS = ("static", "state", "text", "screen")

Q = dict[str, Any]


@dataclass
class Ctx:
    fam: Family
    insts: dict[str, Instance]
    frames: list[Frame]
    ev: Evidence
    by_class: dict[str, list[str]] = field(default_factory=dict)
    answers: dict[tuple[str, bool], int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for key, inst in self.insts.items():
            self.by_class.setdefault(inst.cls, []).append(key)

    @property
    def t0(self) -> float:
        return self.frames[0].t

    @property
    def t1(self) -> float:
        return self.frames[-1].t

    def asked(self, inst: str) -> bool:
        return self.fam.classes[self.insts[inst].cls].asked

    def rooms(self) -> list[str]:
        return [k for k, p in self.fam.places.items() if not p.transit]


def _pick(rng: np.random.Generator, items: list[Any]) -> Any:
    return items[int(rng.integers(len(items)))] if items else None


def _r(v: float) -> float:
    return round(float(v), 3)


def place_slot(c: Ctx, place: str, form: str) -> dict[str, Any]:
    return {"key": place, "form": form, "article": c.fam.places[place].article}


def thing_ref(
    c: Ctx,
    inst: str,
    now: float,
    rng: np.random.Generator,
    colour_ok: bool = True,
    place_ok: bool = True,
) -> dict[str, Any] | None:
    """How the question may name this instance, or None if no unambiguous name is known."""
    ev, fam = c.ev, c.fam
    obj = c.insts[inst]
    cls = fam.classes[obj.cls]
    same = c.by_class[obj.cls]
    options: list[dict[str, Any]] = []
    if len(same) == 1:
        options.append({"mode": "unique"})
    if (
        colour_ok
        and obj.colour
        and ev.colour_said(inst, now)
        and sum(1 for k in same if c.insts[k].colour == obj.colour) == 1
    ):
        options.append({"mode": "colour", "colour": obj.colour})
    if place_ok and cls.kind != "moved":
        home = obj.stays[0].place
        if sum(1 for k in same if any(s.place == home for s in c.insts[k].stays)) == 1:
            forms = ev.place_forms(home, now)
            if forms:
                options.append(
                    {"mode": "in_place", "place": place_slot(c, home, _pick(rng, forms))}
                )
    if not options:
        return None
    ref = class_ref(c, obj.cls)
    ref.update(_pick(rng, options))
    ref["instance"] = inst
    return ref


def class_ref(c: Ctx, cls_key: str, colour: str | None = None) -> dict[str, Any]:
    cls = c.fam.classes[cls_key]
    ref = {
        "mode": "class",
        "class": cls.key,
        "noun": cls.noun,
        "plural": cls.plural,
        "is_plural": cls.is_plural,
        "ownable": cls.ownable,
        "home": c.fam.key == "family_home",
    }
    if colour:
        ref["colour"] = colour
    return ref


def _forms_of(ref: dict[str, Any]) -> list[str]:
    return [ref["place"]["form"]] if ref.get("mode") == "in_place" else []


def _seen_instances(c: Ctx, now: float, kinds: tuple[str, ...] | None = None) -> list[str]:
    out = []
    for key, inst in c.insts.items():
        cls = c.fam.classes[inst.cls]
        if cls.asked and (kinds is None or cls.kind in kinds) and c.ev.seen_idx(key, now):
            out.append(key)
    return out


def _seen_classes(c: Ctx, now: float) -> list[str]:
    return sorted({c.insts[k].cls for k in _seen_instances(c, now)})


def _ref_instance(
    c: Ctx,
    rng: np.random.Generator,
    now: float,
    kinds: tuple[str, ...] | None = None,
    prefer_moved: bool = False,
    **kw: bool,
) -> tuple[str, dict[str, Any]] | None:
    cands = _seen_instances(c, now, kinds)
    if prefer_moved and rng.random() < 0.6:
        moved = [k for k in cands if c.fam.classes[c.insts[k].cls].kind == "moved"]
        cands = moved or cands
    for i in rng.permutation(len(cands)):
        key = cands[int(i)]
        ref = thing_ref(c, key, now, rng, **kw)
        if ref:
            return key, ref
    return None


def _named_place(
    c: Ctx, rng: np.random.Generator, now: float, keys: list[str] | None = None
) -> tuple[str, str] | None:
    pool = [k for k in (keys if keys is not None else c.rooms()) if c.ev.place_forms(k, now)]
    if not pool:
        return None
    key = _pick(rng, pool)
    return key, _pick(rng, c.ev.place_forms(key, now))


def _q(kind: str, sub: str, truth: dict[str, Any], target: str, **slots: Any) -> Q:
    slots.setdefault("forms", [])
    slots.setdefault("things", [])
    slots["target"] = target
    return {"type": kind, "subkind": sub, "truth": truth, "slots": slots}


def _positions(pos: list[list[float]]) -> dict[str, Any]:
    uniq = []
    for p in pos:
        rp = [_r(v) for v in p]
        if rp not in uniq:
            uniq.append(rp)
    return {"positions": uniq}


# ---------------------------------------------------------------- spatial
def where_is(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    ev = c.ev
    if rng.random() < 0.6:
        got = _ref_instance(c, rng, now)
        if not got:
            return None
        key, ref = got
        t = ev.seen_times(key, now)[-1]
        return _q(
            "spatial",
            "where_is",
            _positions([ev.position(key, t)]),
            key,
            thing=ref,
            forms=_forms_of(ref),
            things=[key],
        )
    cls = _pick(rng, _seen_classes(c, now))
    if cls is None:
        return None
    pos, things = [], []
    for key in c.by_class[cls]:
        ts = ev.seen_times(key, now)
        if ts:
            pos.append(ev.position(key, ts[-1]))
            things.append(key)
    return _q(
        "spatial",
        "where_is",
        _positions(pos),
        "class:" + cls,
        thing=class_ref(c, cls),
        things=things,
    )


def last_seen_where(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    ev = c.ev
    if rng.random() < 0.6:
        got = _ref_instance(c, rng, now, prefer_moved=True)
        if not got:
            return None
        key, ref = got
        t = ev.seen_times(key, now)[-1]
        return _q(
            "spatial",
            "last_seen_where",
            _positions([ev.position(key, t)]),
            key,
            thing=ref,
            forms=_forms_of(ref),
            things=[key],
        )
    cls = _pick(rng, _seen_classes(c, now))
    if cls is None:
        return None
    sights = ev.class_sightings(cls, now)
    t_last = sights[-1][0]
    keys = sorted({k for t, k in sights if t == t_last})
    return _q(
        "spatial",
        "last_seen_where",
        _positions([ev.position(k, t_last) for k in keys]),
        "class:" + cls,
        thing=class_ref(c, cls),
        things=keys,
    )


def first_seen_where(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    got = _ref_instance(c, rng, now, prefer_moved=True)
    if not got:
        return None
    key, ref = got
    t = c.ev.seen_times(key, now)[0]
    return _q(
        "spatial",
        "first_seen_where",
        _positions([c.ev.position(key, t)]),
        key,
        thing=ref,
        forms=_forms_of(ref),
        things=[key],
    )


def where_place(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    got = _named_place(c, rng, now)
    if not got:
        return None
    key, form = got
    place = c.fam.places[key]
    z = c.fam.z_of(place.level)
    cx, cy = place.centre
    pos = [[cx, cy, z]]
    if place.area > 100:
        x0, y0, x1, y1 = place.rect
        w, h = x1 - x0, y1 - y0
        for fx in (0.25, 0.75):
            for fy in (0.25, 0.75):
                pos.append([x0 + fx * w, y0 + fy * h, z])
    return _q(
        "spatial", "where_place", _positions(pos), key, place=place_slot(c, key, form), forms=[form]
    )


def _pose_at(c: Ctx, t: float) -> tuple[float, float, float] | None:
    i = c.ev.last_index(t)
    if i < 0 or i + 1 >= len(c.frames):
        return None
    a, b = c.frames[i], c.frames[i + 1]
    f = (t - a.t) / (b.t - a.t)
    return (a.x + f * (b.x - a.x), a.y + f * (b.y - a.y), a.z + f * (b.z - a.z))


def where_was_i(c: Ctx, rng: np.random.Generator, now: float, asked: float) -> Q | None:
    pose = _pose_at(c, asked)
    if pose is None:
        return None
    near = [f for f in c.frames if abs(f.t - asked) <= 30]
    if not near or any(math.dist((f.x, f.y, f.z), pose) > 10 for f in near):
        return None
    return _q("spatial", "where_was_i", _positions([list(pose)]), f"t:{asked}")


def nearest_to_me(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    fr = c.frames[c.ev.last_index(now)]
    if fr.level is None:
        return None
    outdoor = c.fam.places[fr.place].outdoor
    cands = [
        k
        for k in c.by_class
        if c.fam.classes[k].asked
        and c.fam.classes[k].kind in FIXED_KINDS
        and len(c.by_class[k]) >= 2
    ]
    for i in rng.permutation(len(cands)):
        cls = cands[int(i)]
        dists = []
        for key in c.by_class[cls]:
            stay = c.insts[key].stays[0]
            place = c.fam.places[stay.place]
            if place.level != fr.level or place.outdoor != outdoor:
                continue
            dists.append((math.hypot(stay.x - fr.x, stay.y - fr.y), key))
        dists.sort()
        if not dists or not c.ev.seen_idx(dists[0][1], now):
            continue
        if len(dists) > 1 and dists[1][0] < 1.5 * dists[0][0] + 5:
            continue
        key = dists[0][1]
        return _q(
            "spatial",
            "nearest_to_me",
            _positions([c.ev.position(key, now)]),
            f"{cls}@{fr.place}",
            thing=class_ref(c, cls),
            things=[key],
        )
    return None


def seen_before_entering(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    got = _named_place(c, rng, now)
    if not got:
        return None
    key, form = got
    entries = [v for v in c.ev.visits("place", now) if v.key == key and not v.starting]
    if not entries:
        return None
    te = entries[-1].entry
    cls = _pick(rng, _seen_classes(c, te - 1e-6))
    if cls is None:
        return None
    sights = c.ev.class_sightings(cls, te - 1e-6)
    t_last = sights[-1][0]
    keys = sorted({k for t, k in sights if t == t_last})
    return _q(
        "spatial",
        "seen_before_entering",
        _positions([c.ev.position(k, t_last) for k in keys]),
        f"{cls}<{key}",
        thing=class_ref(c, cls),
        place=place_slot(c, key, form),
        forms=[form],
        things=keys,
    )


def nearest_x_to_place(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    got = _named_place(c, rng, now)
    if not got:
        return None
    key, form = got
    place = c.fam.places[key]
    pz = c.fam.z_of(place.level)
    cands = [
        k
        for k in c.by_class
        if c.fam.classes[k].asked
        and c.fam.classes[k].kind in FIXED_KINDS
        and len(c.by_class[k]) >= 2
    ]
    for i in rng.permutation(len(cands)):
        cls = cands[int(i)]
        dists = sorted(
            (math.dist((*place.centre, pz), c.ev.position(k, now)), k) for k in c.by_class[cls]
        )
        if not c.ev.seen_idx(dists[0][1], now) or dists[1][0] < 1.5 * dists[0][0] + 5:
            continue
        k = dists[0][1]
        return _q(
            "spatial",
            "nearest_x_to_place",
            _positions([c.ev.position(k, now)]),
            f"{cls}~{key}",
            thing=class_ref(c, cls),
            place=place_slot(c, key, form),
            forms=[form],
            things=[k],
        )
    return None


# ---------------------------------------------------------------- temporal
def last_seen(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    if rng.random() < 0.65:
        got = _ref_instance(c, rng, now)
        if not got:
            return None
        key, ref = got
        t = c.ev.seen_times(key, now)[-1]
        return _q(
            "temporal",
            "last_seen",
            {"time": _r(t)},
            key,
            thing=ref,
            forms=_forms_of(ref),
            things=[key],
        )
    cls = _pick(rng, _seen_classes(c, now))
    if cls is None:
        return None
    t, key = c.ev.class_sightings(cls, now)[-1]
    return _q(
        "temporal",
        "last_seen",
        {"time": _r(t)},
        "class:" + cls,
        thing=class_ref(c, cls),
        things=[key],
    )


def first_seen(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    got = _ref_instance(c, rng, now)
    if not got:
        return None
    key, ref = got
    t = c.ev.seen_times(key, now)[0]
    return _q(
        "temporal",
        "first_seen",
        {"time": _r(t)},
        key,
        thing=ref,
        forms=_forms_of(ref),
        things=[key],
    )


def entered_place(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    got = _named_place(c, rng, now)
    if not got:
        return None
    key, form = got
    vs = [v for v in c.ev.visits("place", now) if v.key == key and not v.starting]
    if not vs:
        return None
    return _q(
        "temporal",
        "entered_place",
        {"time": _r(vs[-1].entry)},
        key,
        place=place_slot(c, key, form),
        forms=[form],
    )


def left_place(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    got = _named_place(c, rng, now)
    if not got:
        return None
    key, form = got
    vs = [v for v in c.ev.visits("place", now) if v.key == key and v.exit is not None]
    if not vs or (vs[-1].duration or 0) < 15:
        return None
    return _q(
        "temporal",
        "left_place",
        {"time": _r(vs[-1].exit or 0)},
        key,
        place=place_slot(c, key, form),
        forms=[form],
    )


def first_outside(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    if c.fam.places[c.frames[0].place].outdoor:
        return None
    vs = [v for v in c.ev.visits("outdoor", now) if v.key is True and not v.starting]
    if not vs:
        return None
    return _q("temporal", "first_outside", {"time": _r(vs[0].entry)}, "outside")


def _episodes(times: list[float], gap: float = 90.0) -> list[list[float]]:
    eps: list[list[float]] = []
    for t in times:
        if eps and t - eps[-1][-1] <= gap:
            eps[-1].append(t)
        else:
            eps.append([t])
    return eps


def second_pass(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    cands = [k for k in _seen_instances(c, now) if len(_episodes(c.ev.seen_times(k, now))) >= 2]
    for i in rng.permutation(len(cands)):
        key = cands[int(i)]
        ref = thing_ref(c, key, now, rng)
        if ref:
            t = _episodes(c.ev.seen_times(key, now))[1][0]
            return _q(
                "temporal",
                "second_pass",
                {"time": _r(t)},
                key,
                thing=ref,
                forms=_forms_of(ref),
                things=[key],
            )
    return None


def _floor_form(c: Ctx, rng: np.random.Generator, now: float) -> tuple[int, str] | None:
    if len(c.fam.floors) < 2:
        return None
    pool = [lv for lv in c.fam.floors if c.ev.floor_forms(lv, now)]
    if not pool:
        return None
    lv = _pick(rng, pool)
    return lv, _pick(rng, c.ev.floor_forms(lv, now))


def arrived_floor(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    got = _floor_form(c, rng, now)
    if not got:
        return None
    lv, form = got
    prev: Any = None
    arrival = None
    for v in c.ev.visits("level", now):
        if v.key is None:
            continue
        if v.key == lv and prev is not None and prev != lv:
            arrival = v.entry
        prev = v.key
    if arrival is None:
        return None
    return _q(
        "temporal",
        "arrived_floor",
        {"time": _r(arrival)},
        f"floor:{lv}",
        floor={"level": lv, "form": form},
        forms=[form],
    )


def entered_building(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    pool = [b for b in c.fam.buildings if c.ev.building_said(b, now)]
    b = _pick(rng, pool)
    if b is None:
        return None
    vs = [v for v in c.ev.visits("building", now) if v.key == b and not v.starting]
    if not vs:
        return None
    name = c.fam.buildings[b][0]
    return _q(
        "temporal", "entered_building", {"time": _r(vs[-1].entry)}, b, building=name, forms=[name]
    )


# ---------------------------------------------------------------- binary
def seen_yes(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    cls = _pick(rng, _seen_classes(c, now))
    if cls is None:
        return None
    return _q("binary", "seen_yes", {"binary": True}, "class:" + cls, thing=class_ref(c, cls))


def seen_never(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    unseen = [
        k
        for k, cl in c.fam.classes.items()
        if cl.asked and k in c.by_class and not any(c.ev.sightings[i] for i in c.by_class[k])
    ]
    nouns = [("never", n) for n in c.fam.never_present] + [("unseen", k) for k in unseen]
    kind, item = _pick(rng, nouns)
    if kind == "unseen":
        return _q(
            "binary", "seen_never", {"binary": False}, "class:" + item, thing=class_ref(c, item)
        )
    ref = {
        "mode": "class",
        "class": None,
        "noun": item,
        "plural": item + "s",
        "is_plural": False,
        "ownable": False,
        "home": c.fam.key == "family_home",
    }
    return _q("binary", "seen_never", {"binary": False}, "noun:" + item, thing=ref)


def colour_yes(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    cands = [k for k in _seen_instances(c, now) if c.insts[k].colour and c.ev.colour_said(k, now)]
    key = _pick(rng, cands)
    if key is None:
        return None
    inst = c.insts[key]
    return _q(
        "binary",
        "colour_yes",
        {"binary": True},
        f"{inst.cls}:{inst.colour}",
        thing=class_ref(c, inst.cls, inst.colour),
        things=[key],
    )


def colour_no(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    cls = _pick(rng, _seen_classes(c, now))
    if cls is None:
        return None
    have = {c.insts[k].colour for k in c.by_class[cls]} - {None}
    banned = set(have)
    for h in have:
        banned |= set(NEAR_SHADES[str(h)])
    pool = [col for col in NEAR_SHADES if col not in banned]
    col = _pick(rng, pool)
    if col is None:
        return None
    return _q(
        "binary", "colour_no", {"binary": False}, f"{cls}:{col}", thing=class_ref(c, cls, col)
    )


def in_place_yes(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    pairs = set()
    for key in _seen_instances(c, now):
        for t in c.ev.seen_times(key, now):
            place = c.ev.place_at(key, t)
            if c.ev.place_forms(place, now):
                pairs.add((c.insts[key].cls, place))
    if not pairs:
        return None
    cls, place = _pick(rng, sorted(pairs))
    form = _pick(rng, c.ev.place_forms(place, now))
    return _q(
        "binary",
        "in_place_yes",
        {"binary": True},
        f"{cls}@{place}",
        thing=class_ref(c, cls),
        place=place_slot(c, place, form),
        forms=[form],
    )


def _time_in(c: Ctx, name: str, key: Any, now: float) -> float:
    total = 0.0
    for v in c.ev.visits(name, now):
        if v.key == key:
            total += (v.exit if v.exit is not None else now) - v.entry
    return total


def in_place_no(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    got = _named_place(c, rng, now)
    if not got:
        return None
    key, form = got
    if _time_in(c, "place", key, now) < 30:
        return None
    group = c.fam.places[key].group
    classes = [
        cl
        for cl in _seen_classes(c, now)
        if not any(
            c.fam.places[s.place].group == group for k in c.by_class[cl] for s in c.insts[k].stays
        )
    ]
    cls = _pick(rng, classes)
    if cls is None:
        return None
    return _q(
        "binary",
        "in_place_no",
        {"binary": False},
        f"{cls}@{key}",
        thing=class_ref(c, cls),
        place=place_slot(c, key, form),
        forms=[form],
    )


def state_last(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    cands = []
    for key in _seen_instances(c, now, ("state",)):
        reports = [r for r in c.ev.state_reports[key] if r[0] <= now]
        if not reports:
            continue
        t_r, s = reports[-1]
        t_s = c.ev.seen_times(key, now)[-1]
        inst = c.insts[key]
        if any(t_r < t0 <= t_s for t0, _ in inst.states) or inst.state_at(t_s) != s:
            continue
        cands.append((key, s))
    for i in rng.permutation(len(cands)):
        key, s = cands[int(i)]
        ref = thing_ref(c, key, now, rng)
        if ref:
            states = c.fam.classes[c.insts[key].cls].states
            asked = states[int(rng.integers(2))]
            return _q(
                "binary",
                "state_last",
                {"binary": asked == s},
                key,
                thing=ref,
                state=asked,
                forms=_forms_of(ref),
                things=[key],
            )
    return None


def _want(c: Ctx, sub: str, rng: np.random.Generator) -> bool:
    yes, no = c.answers.get((sub, True), 0), c.answers.get((sub, False), 0)
    return yes < no if yes != no else bool(rng.random() < 0.5)


def same_room(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    seen_in: dict[str, set[str]] = {}
    for key in _seen_instances(c, now):
        for t in c.ev.seen_times(key, now):
            place = c.ev.place_at(key, t)
            if not c.fam.places[place].outdoor:
                seen_in.setdefault(c.insts[key].cls, set()).add(place)
    ever_in: dict[str, set[str]] = {}
    for inst in c.insts.values():
        ever_in.setdefault(inst.cls, set()).update(s.place for s in inst.stays)
    classes = _seen_classes(c, now)
    pools: dict[bool, list[tuple[str, str]]] = {True: [], False: []}
    for a in classes:
        for b in classes:
            if a >= b:
                continue
            if seen_in.get(a, set()) & seen_in.get(b, set()):
                pools[True].append((a, b))
            if not ever_in[a] & ever_in[b]:
                pools[False].append((a, b))
    want = _want(c, "same_room", rng)
    pairs = pools[want] or pools[not want]
    want = want if pools[want] else not want
    if not pairs:
        return None
    a, b = _pick(rng, pairs)
    if rng.random() < 0.5:
        a, b = b, a
    return _q(
        "binary",
        "same_room",
        {"binary": want},
        f"{min(a, b)}+{max(a, b)}",
        thing=class_ref(c, a),
        thing2=class_ref(c, b),
    )


def seen_on_floor(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    got = _floor_form(c, rng, now)
    if not got:
        return None
    lv, form = got
    pools: dict[bool, list[str]] = {True: [], False: []}
    for cls in _seen_classes(c, now):
        if any(c.frames[i].level == lv for k in c.by_class[cls] for i in c.ev.seen_idx(k, now)):
            pools[True].append(cls)
        elif not any(
            c.fam.places[s.place].level == lv for k in c.by_class[cls] for s in c.insts[k].stays
        ):
            pools[False].append(cls)
    if _time_in(c, "level", lv, now) < 60:
        pools[False] = []
    want = _want(c, "seen_on_floor", rng)
    want = want if pools[want] else not want
    cls = _pick(rng, pools[want])
    if cls is None:
        return None
    return _q(
        "binary",
        "seen_on_floor",
        {"binary": want},
        f"{cls}@floor{lv}",
        thing=class_ref(c, cls),
        floor={"level": lv, "form": form},
        forms=[form],
    )


# ---------------------------------------------------------------- duration
def _not_here(c: Ctx, key: str, now: float) -> bool:
    return c.frames[c.ev.last_index(now)].place != key


def last_visit(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    got = _named_place(c, rng, now)
    if not got or not _not_here(c, got[0], now):
        return None
    key, form = got
    vs = [v for v in c.ev.visits("place", now) if v.key == key and v.exit is not None]
    if not vs or (vs[-1].duration or 0) < 15:
        return None
    return _q(
        "duration",
        "last_visit",
        {"duration_s": _r(vs[-1].duration or 0)},
        key,
        place=place_slot(c, key, form),
        forms=[form],
    )


def total_in_place(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    got = _named_place(c, rng, now)
    if not got or not _not_here(c, got[0], now):
        return None
    key, form = got
    vs = [v for v in c.ev.visits("place", now) if v.key == key and v.exit is not None]
    total = sum(v.duration or 0 for v in vs)
    if len(vs) < 2 or total < 30:
        return None
    return _q(
        "duration",
        "total_in_place",
        {"duration_s": _r(total)},
        key,
        place=place_slot(c, key, form),
        forms=[form],
        visits=len(vs),
    )


def outside_total(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    if c.fam.places[c.frames[c.ev.last_index(now)].place].outdoor:
        return None
    total = sum(v.duration or 0 for v in c.ev.visits("outdoor", now) if v.key is True)
    if total < 30:
        return None
    return _q("duration", "outside_total", {"duration_s": _r(total)}, "outside")


def ago_seen(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    if rng.random() < 0.7:
        got = _ref_instance(c, rng, now)
        if not got:
            return None
        key, ref = got
        t = c.ev.seen_times(key, now)[-1]
        target, things = key, [key]
    else:
        cls = _pick(rng, _seen_classes(c, now))
        if cls is None:
            return None
        t, k = c.ev.class_sightings(cls, now)[-1]
        ref, target, things = class_ref(c, cls), "class:" + cls, [k]
    if now - t < 60:
        return None
    return _q(
        "duration",
        "ago_seen",
        {"duration_s": _r(now - t)},
        target,
        thing=ref,
        forms=_forms_of(ref),
        things=things,
    )


def first_visit(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    got = _named_place(c, rng, now)
    if not got:
        return None
    key, form = got
    vs = [v for v in c.ev.visits("place", now) if v.key == key]
    if not vs or vs[0].exit is None or (vs[0].duration or 0) < 15:
        return None
    return _q(
        "duration",
        "first_visit",
        {"duration_s": _r(vs[0].duration or 0)},
        key,
        place=place_slot(c, key, form),
        forms=[form],
    )


def since_last_in(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    got = _named_place(c, rng, now)
    if not got or not _not_here(c, got[0], now):
        return None
    key, form = got
    vs = [v for v in c.ev.visits("place", now) if v.key == key and v.exit is not None]
    if not vs or now - (vs[-1].exit or 0) < 30:
        return None
    return _q(
        "duration",
        "since_last_in",
        {"duration_s": _r(now - (vs[-1].exit or 0))},
        key,
        place=place_slot(c, key, form),
        forms=[form],
    )


def travel_time(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    vs = [v for v in c.ev.visits("place", now) if not c.fam.places[str(v.key)].transit]
    trips: dict[tuple[str, str], float] = {}
    for j, vq in enumerate(vs):
        for i in range(j - 1, max(-1, j - 7), -1):
            vp = vs[i]
            if vp.key == vq.key:
                break
            if vp.exit is None:
                continue
            if any(vs[m].key == vp.key for m in range(i + 1, j)):
                continue
            trips[(str(vp.key), str(vq.key))] = vq.entry - vp.exit
    pool = sorted(
        (p, q)
        for (p, q), d in trips.items()
        if 20 <= d <= 900 and c.ev.place_forms(p, now) and c.ev.place_forms(q, now)
    )
    pair = _pick(rng, pool)
    if pair is None:
        return None
    p, q = pair
    fp, fq = _pick(rng, c.ev.place_forms(p, now)), _pick(rng, c.ev.place_forms(q, now))
    return _q(
        "duration",
        "travel_time",
        {"duration_s": _r(trips[pair])},
        f"{p}->{q}",
        place=place_slot(c, p, fp),
        place2=place_slot(c, q, fq),
        forms=[fp, fq],
    )


# ---------------------------------------------------------------- text
def sign_text(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    # only quotes from frames that also show the thing itself, so the text can be tied to it
    quoted: dict[str, list[str]] = {}
    for key in c.insts:
        seen = set(c.ev.seen_times(key, now))
        said = [(t, q) for t, q in c.ev.quotes[key] if t <= now]
        if said and said[-1][0] in seen:
            quoted[key] = [q for _, q in said]
    cands = sorted(quoted)
    for i in rng.permutation(len(cands)):
        key = cands[int(i)]
        ref = thing_ref(c, key, now, rng)
        if not ref:
            continue
        text = quoted[key][-1]
        words = [w for w in text.split() if len(w) >= 4 or any(ch.isdigit() for ch in w)]
        if words:
            return _q(
                "text",
                "sign_text",
                {"keywords": words},
                key,
                thing=ref,
                forms=_forms_of(ref),
                things=[key],
                quote=text,
            )
    return None


def colour_of(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    cands = [k for k in _seen_instances(c, now) if c.insts[k].colour and c.ev.colour_said(k, now)]
    for i in rng.permutation(len(cands)):
        key = cands[int(i)]
        ref = thing_ref(c, key, now, rng, colour_ok=False)
        if ref:
            col = str(c.insts[key].colour)
            kws = [col, "gray"] if col == "grey" else [col]
            return _q(
                "text",
                "colour_of",
                {"keywords": kws},
                key,
                thing=ref,
                forms=_forms_of(ref),
                things=[key],
            )
    return None


def which_room_here(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    fr = c.frames[c.ev.last_index(now)]
    if c.fam.places[fr.place].transit or not c.ev.place_forms(fr.place, now):
        return None
    return _q(
        "text",
        "which_room_here",
        {"keywords": list(c.fam.places[fr.place].forms)},
        f"{fr.place}@{fr.index}",
        forms=c.ev.place_forms(fr.place, now),
    )


def which_floor_here(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    fr = c.frames[c.ev.last_index(now)]
    if fr.level is None or c.fam.places[fr.place].transit or len(c.fam.floors) < 2:
        return None
    said = c.ev.floor_forms(fr.level, now)
    if not said:
        return None
    return _q(
        "text",
        "which_floor_here",
        {"keywords": list(c.fam.floors[fr.level][1])},
        f"floor{fr.level}@{fr.index}",
        forms=said,
    )


def room_at_time(c: Ctx, rng: np.random.Generator, now: float, asked: float) -> Q | None:
    i = c.ev.last_index(asked)
    if i < 0:
        return None
    place = c.frames[i].place
    if c.fam.places[place].transit or not c.ev.place_forms(place, now):
        return None
    if any(f.place != place for f in c.frames if abs(f.t - asked) <= 20):
        return None
    return _q(
        "text",
        "room_at_time",
        {"keywords": list(c.fam.places[place].forms)},
        f"t:{asked}",
        forms=c.ev.place_forms(place, now),
    )


def count_seen(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    cands = [
        k
        for k, cl in c.fam.classes.items()
        if cl.asked and cl.kind in FIXED_KINDS and 2 <= len(c.by_class.get(k, [])) <= 9
    ]
    for i in rng.permutation(len(cands)):
        cls = cands[int(i)]
        seen = [k for k in c.by_class[cls] if c.ev.seen_idx(k, now)]
        if seen:
            n = len(seen)
            return _q(
                "text",
                "count_seen",
                {"keywords": [NUMBER_WORDS[n], str(n)]},
                "class:" + cls,
                thing=class_ref(c, cls),
                things=seen,
            )
    return None


def which_building(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    if not c.fam.buildings:
        return None
    cands = [
        k
        for k in _seen_instances(c, now, FIXED_KINDS)
        if c.fam.places[c.insts[k].stays[0].place].building
    ]
    for i in rng.permutation(len(cands)):
        key = cands[int(i)]
        b = str(c.fam.places[c.insts[key].stays[0].place].building)
        if not c.ev.building_said(b, now):
            continue
        ref = thing_ref(c, key, now, rng, place_ok=False)
        if ref:
            return _q(
                "text",
                "which_building",
                {"keywords": list(c.fam.buildings[b])},
                key,
                thing=ref,
                things=[key],
            )
    return None


def which_room_thing(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    cands = _seen_instances(c, now)
    for i in rng.permutation(len(cands)):
        key = cands[int(i)]
        place = c.ev.place_at(key, c.ev.seen_times(key, now)[-1])
        if not c.ev.place_forms(place, now):
            continue
        ref = thing_ref(c, key, now, rng, place_ok=False)
        if ref:
            return _q(
                "text",
                "which_room_thing",
                {"keywords": list(c.fam.places[place].forms)},
                key,
                thing=ref,
                things=[key],
                forms=c.ev.place_forms(place, now),
            )
    return None


def room_before(c: Ctx, rng: np.random.Generator, now: float) -> Q | None:
    got = _named_place(c, rng, now)
    if not got:
        return None
    key, form = got
    vs = c.ev.visits("place", now)
    idx = [i for i, v in enumerate(vs) if v.key == key and not v.starting]
    if not idx:
        return None
    j = idx[-1] - 1
    while j >= 0 and c.fam.places[str(vs[j].key)].transit:
        j -= 1
    if j < 0 or vs[j].key == key:
        return None
    prev = str(vs[j].key)
    said = c.ev.place_forms(prev, now)
    if not said:
        return None
    return _q(
        "text",
        "room_before",
        {"keywords": list(c.fam.places[prev].forms)},
        f"before:{key}",
        place=place_slot(c, key, form),
        forms=[form, *said],
    )


Maker = Callable[..., Q | None]
# (type, subkind, how `now` is chosen, maker, new?)
MAKERS: list[tuple[str, str, str, Maker, bool]] = [
    ("spatial", "where_is", "any", where_is, False),
    ("spatial", "last_seen_where", "any", last_seen_where, False),
    ("spatial", "first_seen_where", "any", first_seen_where, False),
    ("spatial", "where_place", "any", where_place, False),
    ("spatial", "where_was_i", "clock", where_was_i, False),
    ("spatial", "nearest_to_me", "here", nearest_to_me, False),
    ("spatial", "seen_before_entering", "any", seen_before_entering, True),
    ("spatial", "nearest_x_to_place", "any", nearest_x_to_place, True),
    ("temporal", "last_seen", "any", last_seen, False),
    ("temporal", "first_seen", "any", first_seen, False),
    ("temporal", "entered_place", "any", entered_place, False),
    ("temporal", "left_place", "any", left_place, False),
    ("temporal", "first_outside", "any", first_outside, False),
    ("temporal", "second_pass", "any", second_pass, True),
    ("temporal", "arrived_floor", "any", arrived_floor, True),
    ("temporal", "entered_building", "any", entered_building, True),
    ("binary", "seen_yes", "any", seen_yes, False),
    ("binary", "seen_never", "any", seen_never, False),
    ("binary", "colour_yes", "any", colour_yes, False),
    ("binary", "colour_no", "any", colour_no, False),
    ("binary", "in_place_yes", "any", in_place_yes, False),
    ("binary", "in_place_no", "any", in_place_no, False),
    ("binary", "state_last", "any", state_last, False),
    ("binary", "same_room", "any", same_room, True),
    ("binary", "seen_on_floor", "any", seen_on_floor, True),
    ("duration", "last_visit", "any", last_visit, False),
    ("duration", "total_in_place", "any", total_in_place, False),
    ("duration", "outside_total", "any", outside_total, False),
    ("duration", "ago_seen", "any", ago_seen, False),
    ("duration", "first_visit", "any", first_visit, False),
    ("duration", "since_last_in", "any", since_last_in, True),
    ("duration", "travel_time", "any", travel_time, True),
    ("text", "sign_text", "any", sign_text, False),
    ("text", "colour_of", "any", colour_of, False),
    ("text", "which_room_here", "here", which_room_here, False),
    ("text", "which_floor_here", "here", which_floor_here, False),
    ("text", "room_at_time", "clock", room_at_time, False),
    ("text", "count_seen", "any", count_seen, True),
    ("text", "which_building", "any", which_building, True),
    ("text", "which_room_thing", "any", which_room_thing, True),
    ("text", "room_before", "any", room_before, True),
]
NEW_SUBKINDS = [m[1] for m in MAKERS if m[4]]
HERE = {m[1] for m in MAKERS if m[2] == "here"}


def _now_any(c: Ctx, rng: np.random.Generator) -> float:
    if rng.random() < 0.5:
        return c.t1 + float(rng.uniform(1, 15))
    return c.t0 + float(rng.uniform(0.3, 1.0)) * (c.t1 - c.t0)


def _now_here(c: Ctx, rng: np.random.Generator) -> float:
    n = len(c.frames)
    i = int(rng.integers(n // 4, n))
    nxt = c.frames[i + 1].t if i + 1 < n else c.frames[i].t + 10
    return min(c.frames[i].t + float(rng.uniform(0.2, 0.9)), nxt - 0.05)


def _clock(c: Ctx, rng: np.random.Generator) -> tuple[float, float, int] | None:
    lo = math.ceil((c.t0 + 60) / 60)
    hi = math.floor((c.t1 - 120) / 60)
    if hi <= lo:
        return None
    asked = 60.0 * int(rng.integers(lo, hi + 1))
    k = int(rng.integers(2, 21))
    now = asked + 60 * k
    if now > c.t1 + 15:
        return None
    return asked, now, k


def make_questions(c: Ctx, rng: np.random.Generator) -> list[Q]:
    out: list[Q] = []
    for kind in TYPES:
        makers = [m for m in MAKERS if m[0] == kind]
        used: set[tuple[str, str]] = set()
        counts = dict.fromkeys((m[1] for m in makers), 0)
        got: list[Q] = []
        order = [makers[int(i)] for i in rng.permutation(len(makers))]
        attempts = 0
        dead: set[str] = set()
        while len(got) < 20:
            attempts += 1
            if attempts > 4000:
                raise RuntimeError(f"could not make 20 {kind} questions ({len(got)})")
            live = [m for m in order if m[1] not in dead] or order
            least = min(counts[m[1]] for m in live)
            pool = [m for m in live if counts[m[1]] == least]
            _, sub, now_kind, fn, _ = pool[int(rng.integers(len(pool)))]
            q = None
            for _try in range(10):
                if now_kind == "clock":
                    clock = _clock(c, rng)
                    if clock is None:
                        continue
                    asked, now, k = clock
                    q = fn(c, rng, now, asked)
                    if q:
                        q["slots"]["time_mode"] = "clock" if rng.random() < 0.5 else "relative"
                        q["slots"]["asked_t"] = asked
                        q["slots"]["minutes_ago"] = k
                else:
                    now = _now_here(c, rng) if now_kind == "here" else _now_any(c, rng)
                    q = fn(c, rng, now)
                if q and (q["subkind"], q["slots"]["target"]) not in used:
                    break
                q = None
            if q is None:
                dead.add(sub)
                continue
            used.add((q["subkind"], q["slots"]["target"]))
            if q["type"] == "binary":
                answer = (q["subkind"], bool(q["truth"]["binary"]))
                c.answers[answer] = c.answers.get(answer, 0) + 1
            counts[sub] += 1
            q["now"] = round(now, 3)
            if sub in HERE:
                fr = c.frames[c.ev.last_index(now)]
                q["at"] = [fr.x, fr.y, fr.z]
            else:
                q["at"] = None
            got.append(q)
        out += sorted(got, key=lambda q: (q["subkind"], q["now"]))
    return out
