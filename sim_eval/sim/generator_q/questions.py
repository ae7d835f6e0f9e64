"""Question makers (40 subkinds, 15 of them new) and the per-world selection of 100 questions.

Every truth uses only frames with ``t <= now`` through :class:`Evidence`. A maker makes one
random attempt and returns None when the attempt cannot give an answerable question.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from .evidence import SURE_GAP_S, Evidence, Visit
from .model import COLOUR_KEYWORDS, SHADES, number_words, with_article
from .rng import chance, pick, shuffled, stream, uniform
from .world import PHRASINGS, World

TYPES = ("spatial", "temporal", "binary", "duration", "text")
PER_TYPE = 20
SUBKINDS: dict[str, tuple[str, ...]] = {
    "spatial": (
        "where_is",
        "last_seen_where",
        "first_seen_where",
        "where_place",
        "where_was_i",
        "nearest_to_me",
        "robot_at_first_sight",
        "near_reference",
        "previous_spot",
    ),
    "temporal": (
        "last_seen",
        "first_seen",
        "entered_place",
        "left_place",
        "last_seen_in_state",
        "last_seen_together",
        "level_change",
    ),
    "binary": (
        "seen_yes",
        "seen_never",
        "colour_yes",
        "colour_no",
        "in_place_yes",
        "in_place_no",
        "state_last",
        "seen_after_leaving",
        "was_moved",
    ),
    "duration": (
        "last_visit",
        "total_in_place",
        "ago_seen",
        "sighting_span",
        "since_state_change",
        "level_total",
    ),
    "text": (
        "sign_text",
        "colour_of",
        "which_room_here",
        "which_floor_here",
        "room_at_time",
        "which_first",
        "places_count_recent",
        "level_of_thing",
        "longest_stay",
    ),
}
NEW_SUBKINDS = (
    "robot_at_first_sight",
    "near_reference",
    "previous_spot",
    "last_seen_in_state",
    "last_seen_together",
    "level_change",
    "seen_after_leaving",
    "was_moved",
    "sighting_span",
    "since_state_change",
    "level_total",
    "which_first",
    "places_count_recent",
    "level_of_thing",
    "longest_stay",
)
YES_ONLY = ("seen_yes", "colour_yes", "in_place_yes")
NO_ONLY = ("seen_never", "colour_no", "in_place_no")
MIXED = ("state_last", "seen_after_leaving", "was_moved")
ATTEMPTS = 40


@dataclass
class Made:
    type: str
    subkind: str
    now: float
    truth: dict[str, Any]
    slots: dict[str, Any]
    target: str
    at: list[float] | None = None
    texts: dict[str, str] = field(default_factory=dict)


def _floor2(x: float) -> float:
    return math.floor(x * 100) / 100


class Ctx:
    """A world, its evidence and the question stream."""

    def __init__(self, world: World, ev: Evidence) -> None:
        self.w = world
        self.ev = ev
        self.fam = world.fam
        self.frames = world.frames
        self.rng = stream(world.fam.key, world.seed, "questions")
        self.t_first = self.frames[0].t
        self.t_last = self.frames[-1].t
        self.span = self.t_last - self.t_first
        self.asked = {c.key for c in self.fam.classes if c.asked}
        self.by_class: dict[str, list[str]] = {}
        for inst in world.instances:
            self.by_class.setdefault(inst.cls, []).append(inst.key)

    # ------------------------------------------------------------------ times

    def now_any(self) -> float:
        """Half just after the run's end, the rest 30-100 % into it (never inside a gap)."""
        if chance(self.rng, 0.5):
            return _floor2(self.t_last + uniform(self.rng, 1, 15))
        lo = self.ev.last_index(self.t_first + 0.3 * self.span)
        i = int(self.rng.integers(max(lo, 1), len(self.frames) - 1))
        f, nxt = self.frames[i], self.frames[i + 1]
        room = min(4.0, nxt.t - f.t - 0.02)
        return _floor2(f.t + uniform(self.rng, min(0.5, room), room))

    def here_frame(self) -> int | None:
        lo = self.ev.last_index(self.t_first + 0.25 * self.span)
        i = int(self.rng.integers(max(lo, 1), len(self.frames) - 1))
        f = self.frames[i]
        if f.level is None or self.fam.place(f.place).transit:
            return None
        return i

    def now_after(self, i: int) -> float:
        f, nxt = self.frames[i], self.frames[i + 1]
        room = min(0.9, nxt.t - f.t - 0.02)
        return _floor2(f.t + uniform(self.rng, min(0.2, room), room))

    def pose(self, i: int) -> list[float]:
        f = self.frames[i]
        return [f.x, f.y, f.z]

    def not_in_gap(self, now: float) -> bool:
        i = self.ev.last_index(now)
        return i >= 0 and now - self.frames[i].t <= SURE_GAP_S and now <= self.t_last + 15

    # ------------------------------------------------------------------ references

    def inst_refs(
        self,
        key: str,
        now: float,
        kinds: tuple[str, ...] = ("unique", "colour", "in_place", "named"),
    ) -> list[dict[str, Any]]:
        ev = self.ev
        inst = ev.instances[key]
        spec = self.fam.cls(inst.cls)
        noun = spec.noun
        siblings = [ev.instances[k] for k in self.by_class[inst.cls]]
        base = {"noun": noun, "plural": spec.plural, "key": key, "class": inst.cls}
        out: list[dict[str, Any]] = []
        if "unique" in kinds and len(siblings) == 1:
            out.append({**base, "kind": "unique", "text": f"the {noun}", "bare": noun})
        if (
            "colour" in kinds
            and inst.colour
            and sum(1 for s in siblings if s.colour == inst.colour) == 1
            and len(siblings) > 1
            and ev.colour_known(key, now)
        ):
            bare = f"{inst.colour} {noun}"
            out.append(
                {
                    **base,
                    "kind": "colour",
                    "text": f"the {bare}",
                    "bare": bare,
                    "colour": inst.colour,
                }
            )
        if "in_place" in kinds and spec.mobility == "fixed" and len(siblings) > 1:
            place = inst.stays[0].place
            alone = all(s.key == key or all(st.place != place for st in s.stays) for s in siblings)
            forms = ev.forms_said(place, now)
            if alone and forms:
                form = pick(self.rng, forms)
                bare = f"{noun} in {with_article(form)}"
                out.append(
                    {
                        **base,
                        "kind": "in_place",
                        "text": f"the {bare}",
                        "bare": bare,
                        "place_form": form,
                        "place": place,
                    }
                )
        if "named" in kinds and inst.name and ev.quotes_by(key, now):
            out.append({**base, "kind": "named", "text": inst.name, "bare": inst.name})
        return out

    def class_ref(self, cls: str) -> dict[str, Any]:
        spec = self.fam.cls(cls)
        art = "an" if spec.noun[0].lower() in "aeiou" else "a"
        return {
            "kind": "class",
            "noun": spec.noun,
            "plural": spec.plural,
            "text": f"{art} {spec.noun}",
            "bare": spec.noun,
            "class": cls,
        }

    def pick_inst(
        self,
        now: float,
        kinds: tuple[str, ...] = ("unique", "colour", "in_place", "named"),
        keep: Callable[[str], bool] | None = None,
    ) -> tuple[str, dict[str, Any]] | None:
        options = []
        for inst in self.w.instances:
            if inst.cls not in self.asked or not self.ev.sightings(inst.key, now):
                continue
            if keep is not None and not keep(inst.key):
                continue
            refs = self.inst_refs(inst.key, now, kinds)
            if refs:
                options.append((inst.key, refs))
        if not options:
            return None
        key, refs = pick(self.rng, options)
        return key, pick(self.rng, refs)

    def sighted_classes(self, now: float, min_instances: int = 1) -> list[str]:
        return [
            c.key
            for c in self.fam.classes
            if c.key in self.asked
            and len(self.by_class.get(c.key, [])) >= min_instances
            and self.ev.cls_sightings(c.key, now)
        ]

    def said_places(self, now: float, transit: bool = False) -> list[tuple[str, str]]:
        out = []
        for p in self.fam.places:
            if p.transit and not transit:
                continue
            forms = self.ev.forms_said(p.key, now)
            if forms:
                out.append((p.key, pick(self.rng, forms)))
        return out

    def here_word(self, place: str) -> str:
        p = self.fam.place(place)
        for word in ("aisle", "corridor", "walkway", "field", "terrace", "yard", "track"):
            if word in p.kind_word:
                return word
        if p.outdoor:
            return "area"
        return "room"

    def time_slot(self, m: float, k: int) -> dict[str, Any]:
        mode = "clock" if chance(self.rng, 0.5) else "relative"
        clock = datetime.fromtimestamp(m, tz=UTC).strftime("%H:%M")
        return {"mode": mode, "clock": clock, "minutes": k, "t": m}

    def minute(self, room: bool) -> tuple[float, float, list[int]] | None:
        """A whole UTC minute ``m`` and a ``now`` exactly 2-20 whole minutes later, with the
        frames the answer relies on."""
        t = self.t_first + uniform(self.rng, 0.1, 0.85) * self.span
        m = math.floor(t / 60) * 60.0
        lo, hi = (m - 20, m + 80) if room else (m - 5, m + 65)
        i0 = self.ev.last_index(lo) + 1
        i1 = self.ev.last_index(hi)
        if i0 <= 0 or i1 >= len(self.frames) - 1 or i1 - i0 < 5:
            return None
        for i in range(i0 - 1, i1 + 1):
            if self.frames[i + 1].t - self.frames[i].t > SURE_GAP_S:
                return None
        idxs = list(range(i0, i1 + 1))
        k = int(self.rng.integers(2, 21))
        now = m + 60 * k
        if not self.not_in_gap(now):
            return None
        return m, now, idxs


# --------------------------------------------------------------------------- helpers


def _q(
    c: Ctx,
    qtype: str,
    subkind: str,
    now: float,
    truth: dict[str, Any],
    slots: dict[str, Any],
    target: str,
    at: list[float] | None = None,
) -> Made:
    slots.setdefault("forms", [])
    slots.setdefault("things", [])
    return Made(qtype, subkind, now, truth, slots, target, at)


def _ref_forms(ref: dict[str, Any]) -> list[str]:
    return [ref["place_form"]] if ref.get("place_form") else []


def _thing_slots(ref: dict[str, Any]) -> dict[str, Any]:
    return {
        "thing": ref,
        "things": [ref["key"]] if "key" in ref else [],
        "forms": _ref_forms(ref),
    }


def _target_thing(
    c: Ctx,
    now: float,
    kinds: tuple[str, ...] = ("unique", "colour", "in_place", "named"),
    class_p: float = 0.4,
    min_inst: int = 1,
    keep: Callable[[str], bool] | None = None,
) -> tuple[dict[str, Any], list[int], str] | None:
    """An instance (with a reference) or a class, sighted by now, and its sighting frames."""
    if chance(c.rng, class_p):
        classes = c.sighted_classes(now, min_inst)
        if keep is not None:
            classes = [k for k in classes if keep("cls:" + k)]
        if not classes:
            return None
        cls = pick(c.rng, classes)
        return c.class_ref(cls), c.ev.cls_sightings(cls, now), "cls:" + cls
    got = c.pick_inst(now, kinds, keep)
    if got is None:
        return None
    key, ref = got
    return ref, c.ev.sightings(key, now), key


def _instances_in_frame(c: Ctx, cls: str, idx: int) -> list[str]:
    return [k for k in c.ev.frame_sighted[idx] if c.ev.instances[k].cls == cls]


def _grid(c: Ctx, place: str) -> list[list[float]]:
    p = c.fam.place(place)
    x0, y0, x1, y1 = p.rect
    nx = max(1, math.ceil((x1 - x0) / 20.0))
    ny = max(1, math.ceil((y1 - y0) / 20.0))
    z = c.fam.level(p.levels[0]).z
    return [
        [round(x0 + (i + 0.5) * (x1 - x0) / nx, 3), round(y0 + (j + 0.5) * (y1 - y0) / ny, 3), z]
        for i in range(nx)
        for j in range(ny)
    ]


def _latest_completed(c: Ctx, place: str, now: float) -> Visit | None:
    done = [v for v in c.ev.visits_to(place, now) if v.completed(c.frames, now)]
    return done[-1] if done else None


# --------------------------------------------------------------------------- spatial


def where_is(c: Ctx, want: bool | None) -> Made | None:
    now = c.now_any()
    if chance(c.rng, 0.4):
        classes = c.sighted_classes(now, 2)
        if not classes:
            return None
        cls = pick(c.rng, classes)
        keys = [k for k in c.by_class[cls] if c.ev.sightings(k, now)]
        if len(keys) < 2:
            return None
        positions = [c.ev.position(k, c.frames[c.ev.sightings(k, now)[-1]].t) for k in keys]
        slots = {"thing": c.class_ref(cls), "things": keys, "variant": "class"}
        return _q(c, "spatial", "where_is", now, {"positions": positions}, slots, "cls:" + cls)
    got = c.pick_inst(now)
    if got is None:
        return None
    key, ref = got
    last = c.ev.sightings(key, now)[-1]
    pos = c.ev.position(key, c.frames[last].t)
    return _q(c, "spatial", "where_is", now, {"positions": [pos]}, _thing_slots(ref), key)


def _seen_where(c: Ctx, subkind: str, first: bool) -> Made | None:
    now = c.now_any()
    got = _target_thing(c, now)
    if got is None:
        return None
    ref, idxs, target = got
    idx = idxs[0] if first else idxs[-1]
    keys = _instances_in_frame(c, ref["class"], idx) if ref["kind"] == "class" else [ref["key"]]
    positions = [c.ev.position(k, c.frames[idx].t) for k in keys]
    slots = _thing_slots(ref)
    slots["things"] = keys
    return _q(c, "spatial", subkind, now, {"positions": positions}, slots, target)


def last_seen_where(c: Ctx, want: bool | None) -> Made | None:
    return _seen_where(c, "last_seen_where", first=False)


def first_seen_where(c: Ctx, want: bool | None) -> Made | None:
    return _seen_where(c, "first_seen_where", first=True)


def where_place(c: Ctx, want: bool | None) -> Made | None:
    now = c.now_any()
    places = c.said_places(now)
    if not places:
        return None
    key, form = pick(c.rng, places)
    slots = {"place": {"key": key, "form": form}, "forms": [form]}
    return _q(c, "spatial", "where_place", now, {"positions": _grid(c, key)}, slots, key)


def where_was_i(c: Ctx, want: bool | None) -> Made | None:
    got = c.minute(room=False)
    if got is None:
        return None
    m, now, idxs = got
    inside = [i for i in idxs if m <= c.frames[i].t < m + 60]
    if len(inside) < 4:
        return None
    xs = [c.frames[i].x for i in idxs]
    ys = [c.frames[i].y for i in idxs]
    if math.hypot(max(xs) - min(xs), max(ys) - min(ys)) > 12.0:
        return None
    if len({c.frames[i].level for i in idxs}) != 1:
        return None
    k = round((now - m) / 60)
    slots = {"time": c.time_slot(m, k)}
    positions = [c.pose(i) for i in inside]
    return _q(c, "spatial", "where_was_i", now, {"positions": positions}, slots, f"min:{m}")


def nearest_to_me(c: Ctx, want: bool | None) -> Made | None:
    i = c.here_frame()
    if i is None:
        return None
    now = c.now_after(i)
    f = c.frames[i]
    here = c.fam.place(f.place)
    options = []
    for cls in c.sighted_classes(now, 2):
        cands = []
        for k in c.by_class[cls]:
            s = c.ev.sightings(k, now)
            if not s:
                continue
            t = c.frames[s[-1]].t
            p = c.fam.place(c.ev.instances[k].stays[c.ev.stay_index(k, t)].place)
            if p.levels[0] != f.level or p.outdoor != here.outdoor:
                continue
            pos = c.ev.position(k, t)
            cands.append((math.hypot(pos[0] - f.x, pos[1] - f.y), k, pos))
        if len(cands) < 2:
            continue
        cands.sort()
        if cands[1][0] >= 1.5 * cands[0][0] + 5:
            options.append((cls, cands[0]))
    if not options:
        return None
    cls, (_, key, pos) = pick(c.rng, options)
    slots = {"thing": c.class_ref(cls), "things": [key], "variant": "here"}
    return _q(
        c, "spatial", "nearest_to_me", now, {"positions": [pos]}, slots, "cls:" + cls, c.pose(i)
    )


def robot_at_first_sight(c: Ctx, want: bool | None) -> Made | None:
    now = c.now_any()
    got = _target_thing(c, now, class_p=0.35)
    if got is None:
        return None
    ref, idxs, target = got
    idx = idxs[0]
    f = c.frames[idx]
    keys = [ref["key"]] if ref["kind"] != "class" else _instances_in_frame(c, ref["class"], idx)
    far = max(
        math.hypot(c.ev.position(k, f.t)[0] - f.x, c.ev.position(k, f.t)[1] - f.y) for k in keys
    )
    if far < 8.0 and chance(c.rng, 0.7):
        return None  # prefer sightings from afar, where the robot's and the thing's place differ
    slots = _thing_slots(ref)
    slots["things"] = keys
    return _q(
        c, "spatial", "robot_at_first_sight", now, {"positions": [c.pose(idx)]}, slots, target
    )


def _references(c: Ctx, now: float) -> list[tuple[str, str]]:
    """Fixed things that can anchor a relative reference: a unique class or a sign-named one."""
    out = []
    for inst in c.w.instances:
        if len(inst.stays) != 1 or not c.ev.sightings(inst.key, now):
            continue
        if len(c.by_class[inst.cls]) == 1:
            out.append((inst.key, f"the {c.fam.cls(inst.cls).noun}"))
        elif inst.name and c.ev.quotes_by(inst.key, now):
            out.append((inst.key, inst.name))
    return out


def near_reference(c: Ctx, want: bool | None) -> Made | None:
    now = c.now_any()
    refs = _references(c, now)
    if not refs:
        return None
    options = []
    for rkey, rtext in refs:
        rstay = c.ev.instances[rkey].stays[0]
        rgroup = c.fam.place(rstay.place).group
        for cls in c.sighted_classes(now, 2):
            if cls == c.ev.instances[rkey].cls:
                continue
            near, crowd = [], False
            for k in c.by_class[cls]:
                s = c.ev.sightings(k, now)
                close = []
                for idx in s:
                    st = c.ev.instances[k].stays[c.ev.stay_index(k, c.frames[idx].t)]
                    d = math.hypot(st.x - rstay.x, st.y - rstay.y)
                    if d <= 12.0 and c.fam.place(st.place).group == rgroup:
                        close.append((idx, d))
                if not close:
                    continue
                last_idx = s[-1]
                last_stay = c.ev.stay_index(k, c.frames[last_idx].t)
                ok = close[-1][0] == last_idx and close[-1][1] <= 6.0
                ok = ok and all(c.ev.stay_index(k, c.frames[i].t) == last_stay for i, _ in close)
                if ok:
                    near.append(k)
                else:
                    crowd = True
            if len(near) == 1 and not crowd:
                options.append((rkey, rtext, cls, near[0]))
    if not options:
        return None
    rkey, rtext, cls, key = pick(c.rng, options)
    spec = c.fam.cls(cls)
    word = pick(c.rng, ["next to", "by", "near"])
    ref = {
        "kind": "near",
        "noun": spec.noun,
        "plural": spec.plural,
        "key": key,
        "class": cls,
        "text": f"the {spec.noun} {word} {rtext}",
        "bare": f"{spec.noun} {word} {rtext}",
        "anchor": rtext,
        "anchor_key": rkey,
    }
    last = c.ev.sightings(key, now)[-1]
    slots = {"thing": ref, "things": [key, rkey], "ref": {"text": rtext, "key": rkey}}
    pos = c.ev.position(key, c.frames[last].t)
    return _q(c, "spatial", "near_reference", now, {"positions": [pos]}, slots, key)


def previous_spot(c: Ctx, want: bool | None) -> Made | None:
    now = c.now_any()

    def movable(key: str) -> bool:
        return c.fam.cls(c.ev.instances[key].cls).mobility != "fixed"

    got = c.pick_inst(now, ("unique", "colour"), movable)
    if got is None:
        return None
    key, ref = got
    s = c.ev.sightings(key, now)
    stays = [c.ev.stay_index(key, c.frames[i].t) for i in s]
    last = stays[-1]
    prev = [(i, st) for i, st in zip(s, stays, strict=True) if st != last]
    if not prev:
        return None
    idx, _ = prev[-1]
    a = c.ev.position(key, c.frames[idx].t)
    b = c.ev.position(key, c.frames[s[-1]].t)
    if math.hypot(a[0] - b[0], a[1] - b[1]) < 10.0:
        return None
    return _q(c, "spatial", "previous_spot", now, {"positions": [a]}, _thing_slots(ref), key)


# --------------------------------------------------------------------------- temporal


def _seen_time(c: Ctx, subkind: str, first: bool) -> Made | None:
    now = c.now_any()
    got = _target_thing(c, now)
    if got is None:
        return None
    ref, idxs, target = got
    idx = idxs[0] if first else idxs[-1]
    return _q(c, "temporal", subkind, now, {"time": c.frames[idx].t}, _thing_slots(ref), target)


def last_seen(c: Ctx, want: bool | None) -> Made | None:
    return _seen_time(c, "last_seen", first=False)


def first_seen(c: Ctx, want: bool | None) -> Made | None:
    return _seen_time(c, "first_seen", first=True)


def entered_place(c: Ctx, want: bool | None) -> Made | None:
    if chance(c.rng, 1 / 3):
        i = c.here_frame()
        if i is None:
            return None
        now = c.now_after(i)
        visit = next(v for v in c.ev.visits if v.i0 <= i <= v.i1)
        if visit.start or not visit.in_sure or c.frames[i].t - visit.t_in < 10:
            return None
        place = c.frames[i].place
        slots: dict[str, Any] = {"variant": "here", "here_word": c.here_word(place)}
        return _q(
            c,
            "temporal",
            "entered_place",
            now,
            {"time": round(visit.t_in, 3)},
            slots,
            f"here:{place}",
            c.pose(i),
        )
    now = c.now_any()
    places = c.said_places(now)
    if not places:
        return None
    key, form = pick(c.rng, places)
    visits = [v for v in c.ev.visits_to(key, now) if not v.start]
    if not visits or not visits[-1].in_sure:
        return None
    slots = {"place": {"key": key, "form": form}, "forms": [form]}
    return _q(c, "temporal", "entered_place", now, {"time": round(visits[-1].t_in, 3)}, slots, key)


def left_place(c: Ctx, want: bool | None) -> Made | None:
    now = c.now_any()
    places = c.said_places(now)
    if not places:
        return None
    key, form = pick(c.rng, places)
    if c.ev.place_now(now) == key:
        return None
    v = _latest_completed(c, key, now)
    if v is None or not v.out_sure or v.duration < 15:
        return None
    slots = {"place": {"key": key, "form": form}, "forms": [form]}
    return _q(c, "temporal", "left_place", now, {"time": round(v.t_out, 3)}, slots, key)


def last_seen_in_state(c: Ctx, want: bool | None) -> Made | None:
    now = c.now_any()

    def stateful(key: str) -> bool:
        return bool(c.ev.instances[key].states) and bool(c.ev.reports(key, now))

    got = c.pick_inst(now, keep=stateful)
    if got is None:
        return None
    key, ref = got
    spec = c.fam.cls(c.ev.instances[key].cls)
    state = pick(c.rng, spec.states)
    s = [i for i in c.ev.sightings(key, now) if c.ev.state_at(key, c.frames[i].t) == state]
    if not s:
        return None
    reported = {i for i, st in c.ev.reports(key, now) if st == state}
    if s[-1] not in reported:
        return None
    slots = {**_thing_slots(ref), "state": state}
    return _q(
        c,
        "temporal",
        "last_seen_in_state",
        now,
        {"time": c.frames[s[-1]].t},
        slots,
        f"{key}:{state}",
    )


def last_seen_together(c: Ctx, want: bool | None) -> Made | None:
    now = c.now_any()
    last = c.ev.last_index(now)
    pairs: dict[tuple[str, str], int] = {}
    for idx in range(last + 1):
        classes = sorted({c.ev.instances[k].cls for k in c.ev.frame_sighted[idx]} & c.asked)
        for a in range(len(classes)):
            for b in range(a + 1, len(classes)):
                pairs[(classes[a], classes[b])] = idx
    if not pairs:
        return None
    (ca, cb), idx = pick(c.rng, sorted(pairs.items()))
    if chance(c.rng, 0.5):
        ca, cb = cb, ca
    slots = {
        "thing": c.class_ref(ca),
        "other": c.class_ref(cb),
        "things": sorted(c.ev.frame_sighted[idx]),
    }
    return _q(
        c,
        "temporal",
        "last_seen_together",
        now,
        {"time": c.frames[idx].t},
        slots,
        "|".join(sorted((ca, cb))),
    )


def _level_crossings(c: Ctx) -> list[tuple[str, str, float, float, bool]]:
    """(from, to, last frame on from, first frame on to, sure) for every level change."""
    out = []
    runs = c.ev.level_visits
    for r1, r2 in itertools.pairwise(runs):
        if r1.key == r2.key:
            continue
        sure = all(c.frames[i + 1].t - c.frames[i].t <= SURE_GAP_S for i in range(r1.i1, r2.i0))
        t_a, t_b = c.frames[r1.i1].t, c.frames[r2.i0].t
        out.append((r1.key, r2.key, t_a, t_b, sure and t_b - t_a <= 150))
    return out


def level_change(c: Ctx, want: bool | None) -> Made | None:
    now = c.now_any()
    latest: dict[tuple[str, str], tuple[float, float, bool]] = {}
    for a, b, t_a, t_b, sure in _level_crossings(c):
        if t_b <= now:
            latest[(a, b)] = (t_a, t_b, sure)
    options = []
    for (a, b), (t_a, t_b, sure) in sorted(latest.items()):
        fa, fb = c.ev.level_forms_said(a, now), c.ev.level_forms_said(b, now)
        if sure and fa and fb:
            options.append((a, b, t_a, t_b, pick(c.rng, fa), pick(c.rng, fb)))
    if not options:
        return None
    a, b, t_a, t_b, form_a, form_b = pick(c.rng, options)
    slots = {
        "level": {"key": a, "form": form_a},
        "level2": {"key": b, "form": form_b},
        "forms": [form_a, form_b],
    }
    return _q(
        c, "temporal", "level_change", now, {"time": round((t_a + t_b) / 2, 3)}, slots, f"{a}>{b}"
    )


# --------------------------------------------------------------------------- binary


def _yes(
    c: Ctx,
    subkind: str,
    now: float,
    answer: bool,
    slots: dict[str, Any],
    target: str,
    at: list[float] | None = None,
) -> Made:
    return _q(c, "binary", subkind, now, {"binary": answer}, slots, target, at)


def seen_yes(c: Ctx, want: bool | None) -> Made | None:
    now = c.now_any()
    got = _target_thing(c, now, class_p=0.7)
    if got is None:
        return None
    ref, _, target = got
    return _yes(c, "seen_yes", now, True, _thing_slots(ref), target)


def seen_never(c: Ctx, want: bool | None) -> Made | None:
    now = c.now_any()
    if chance(c.rng, 0.5):
        noun = pick(c.rng, c.fam.never_present)
        art = "an" if noun[0] in "aeiou" else "a"
        ref = {
            "kind": "absent",
            "noun": noun,
            "plural": noun + "s",
            "text": f"{art} {noun}",
            "bare": noun,
        }
        return _yes(c, "seen_never", now, False, {"thing": ref}, "absent:" + noun)
    unseen = [k for k in sorted(c.asked) if not c.ev.cls_sightings(k, now)]
    if not unseen:
        return None
    cls = pick(c.rng, unseen)
    return _yes(c, "seen_never", now, False, {"thing": c.class_ref(cls)}, "cls:" + cls)


def colour_yes(c: Ctx, want: bool | None) -> Made | None:
    now = c.now_any()
    options = [
        inst
        for inst in c.w.instances
        if inst.cls in c.asked and inst.colour and c.ev.colour_known(inst.key, now)
    ]
    if not options:
        return None
    inst = pick(c.rng, options)
    ref = c.class_ref(inst.cls)
    slots = {"thing": ref, "colour": inst.colour, "things": [inst.key]}
    return _yes(c, "colour_yes", now, True, slots, f"{inst.cls}:{inst.colour}")


def colour_no(c: Ctx, want: bool | None) -> Made | None:
    now = c.now_any()
    classes = [k for k in c.sighted_classes(now) if c.fam.cls(k).colours]
    if not classes:
        return None
    cls = pick(c.rng, classes)
    have = {c.ev.instances[k].colour for k in c.by_class[cls]} - {None}
    banned: set[str] = set()
    for col in have:
        assert col is not None
        banned |= set(SHADES[col])
    free = [col for col in SHADES if col not in banned and not (set(SHADES[col]) & have)]
    if not free:
        return None
    colour = pick(c.rng, free)
    slots = {"thing": c.class_ref(cls), "colour": colour}
    return _yes(c, "colour_no", now, False, slots, f"{cls}:{colour}")


def _here_or_place(c: Ctx) -> tuple[float, str, dict[str, Any], list[float] | None] | None:
    if chance(c.rng, 1 / 3):
        i = c.here_frame()
        if i is None:
            return None
        now = c.now_after(i)
        place = c.frames[i].place
        return now, place, {"variant": "here", "here_word": c.here_word(place)}, c.pose(i)
    now = c.now_any()
    places = c.said_places(now)
    if not places:
        return None
    key, form = pick(c.rng, places)
    return now, key, {"place": {"key": key, "form": form}, "forms": [form]}, None


def in_place_yes(c: Ctx, want: bool | None) -> Made | None:
    got = _here_or_place(c)
    if got is None:
        return None
    now, place, slots, at = got
    options: dict[str, str] = {}
    for k, idxs in c.ev.sight.items():
        inst = c.ev.instances[k]
        if inst.cls not in c.asked:
            continue
        for idx in c.ev.upto(idxs, now):
            if inst.stays[c.ev.stay_index(k, c.frames[idx].t)].place == place:
                options.setdefault(inst.cls, k)
                break
    if not options:
        return None
    cls = pick(c.rng, sorted(options))
    slots.update({"thing": c.class_ref(cls), "things": [options[cls]]})
    return _yes(c, "in_place_yes", now, True, slots, f"{cls}@{place}", at)


def in_place_no(c: Ctx, want: bool | None) -> Made | None:
    got = _here_or_place(c)
    if got is None:
        return None
    now, place, slots, at = got
    if c.ev.time_in(place, now) < 30:
        return None
    group = c.fam.place(place).group
    options = []
    for cls in c.sighted_classes(now):
        ever = {st.place for k in c.by_class[cls] for st in c.ev.instances[k].stays}
        if all(c.fam.place(p).group != group for p in ever):
            options.append(cls)
    if not options:
        return None
    # prefer things that do occur in places like this one (indoors or outdoors): harder "no"s
    outdoor = c.fam.place(place).outdoor
    alike = [
        cls
        for cls in options
        if any(c.fam.place(p).outdoor == outdoor for p in c.fam.cls(cls).places)
    ]
    cls = pick(c.rng, alike if alike and chance(c.rng, 0.75) else options)
    slots.update({"thing": c.class_ref(cls)})
    return _yes(c, "in_place_no", now, False, slots, f"{cls}@{place}", at)


def state_last(c: Ctx, want: bool | None) -> Made | None:
    now = c.now_any()

    def stateful(key: str) -> bool:
        return bool(c.ev.instances[key].states) and bool(c.ev.reports(key, now))

    got = c.pick_inst(now, keep=stateful)
    if got is None:
        return None
    key, ref = got
    last = c.ev.sightings(key, now)[-1]
    r_idx, r_state = c.ev.reports(key, now)[-1]
    t_r, t_l = c.frames[r_idx].t, c.frames[last].t
    changes = [t for t, _ in c.ev.instances[key].states if t_r < t <= t_l]
    if changes:
        return None
    states = c.fam.cls(c.ev.instances[key].cls).states
    answer = want if want is not None else chance(c.rng, 0.5)
    asked = r_state if answer else next(s for s in states if s != r_state)
    slots = {**_thing_slots(ref), "state": asked}
    return _yes(c, "state_last", now, answer, slots, key)


def seen_after_leaving(c: Ctx, want: bool | None) -> Made | None:
    now = c.now_any()
    places = c.said_places(now)
    if not places:
        return None
    key, form = pick(c.rng, places)
    if c.ev.place_now(now) == key:
        return None
    v = _latest_completed(c, key, now)
    if v is None or not v.out_sure or v.duration < 15 or now - v.t_out < 60:
        return None
    answer = want if want is not None else chance(c.rng, 0.5)
    options = []
    for cls in c.sighted_classes(now):
        times = [c.frames[i].t for i in c.ev.cls_sightings(cls, now)]
        after = [t for t in times if t > v.t_out]
        if answer and after and after[-1] >= v.t_out + 10:
            options.append(cls)
        if not answer and not after and times and times[0] < v.t_out:
            options.append(cls)
    if not options:
        return None
    cls = pick(c.rng, options)
    slots = {"thing": c.class_ref(cls), "place": {"key": key, "form": form}, "forms": [form]}
    return _yes(c, "seen_after_leaving", now, answer, slots, f"{cls}>{key}")


def was_moved(c: Ctx, want: bool | None) -> Made | None:
    now = c.now_any()
    answer = want if want is not None else chance(c.rng, 0.5)

    def moved(key: str) -> bool:
        inst = c.ev.instances[key]
        idxs = c.ev.sightings(key, now)
        stays = sorted({c.ev.stay_index(key, c.frames[i].t) for i in idxs})
        if answer:
            pts = [inst.stays[s] for s in stays]
            return any(math.hypot(a.x - b.x, a.y - b.y) >= 10.0 for a in pts for b in pts)
        if len(inst.stays) > 1 and inst.stays[1].t <= now:
            return False
        if len(idxs) < 2 or c.frames[idxs[-1]].t - c.frames[idxs[0]].t < 300:
            return False
        mobile = c.fam.cls(inst.cls).mobility != "fixed"
        return mobile or chance(c.rng, 0.4)

    got = c.pick_inst(now, ("unique", "colour", "in_place", "named"), moved)
    if got is None:
        return None
    key, ref = got
    return _yes(c, "was_moved", now, answer, _thing_slots(ref), key)


# --------------------------------------------------------------------------- duration


def _dur(
    c: Ctx,
    subkind: str,
    now: float,
    seconds: float,
    slots: dict[str, Any],
    target: str,
    at: list[float] | None = None,
) -> Made:
    return _q(c, "duration", subkind, now, {"duration_s": round(seconds, 1)}, slots, target, at)


def last_visit(c: Ctx, want: bool | None) -> Made | None:
    now = c.now_any()
    places = c.said_places(now)
    if not places:
        return None
    key, form = pick(c.rng, places)
    if c.ev.place_now(now) == key:
        return None
    v = _latest_completed(c, key, now)
    if v is None or not v.out_sure or not v.in_sure or v.duration < 15:
        return None
    slots = {"place": {"key": key, "form": form}, "forms": [form]}
    return _dur(c, "last_visit", now, v.duration, slots, key)


def total_in_place(c: Ctx, want: bool | None) -> Made | None:
    now = c.now_any()
    places = c.said_places(now)
    if not places:
        return None
    key, form = pick(c.rng, places)
    if c.ev.place_now(now) == key:
        return None
    visits = c.ev.visits_to(key, now)
    if len(visits) < 2 or not all(v.completed(c.frames, now) for v in visits):
        return None
    if not all(v.in_sure and v.out_sure for v in visits):
        return None
    total = sum(v.duration for v in visits)
    if total < 30:
        return None
    slots = {"place": {"key": key, "form": form}, "forms": [form]}
    return _dur(c, "total_in_place", now, total, slots, key)


def ago_seen(c: Ctx, want: bool | None) -> Made | None:
    now = c.now_any()
    got = _target_thing(c, now)
    if got is None:
        return None
    ref, idxs, target = got
    ago = now - c.frames[idxs[-1]].t
    if ago < 60:
        return None
    return _dur(c, "ago_seen", now, ago, _thing_slots(ref), target)


def sighting_span(c: Ctx, want: bool | None) -> Made | None:
    now = c.now_any()
    got = _target_thing(c, now)
    if got is None:
        return None
    ref, idxs, target = got
    span = c.frames[idxs[-1]].t - c.frames[idxs[0]].t
    if span < 120:
        return None
    return _dur(c, "sighting_span", now, span, _thing_slots(ref), target)


def since_state_change(c: Ctx, want: bool | None) -> Made | None:
    now = c.now_any()

    def stateful(key: str) -> bool:
        return bool(c.ev.instances[key].states) and len(c.ev.reports(key, now)) >= 2

    got = c.pick_inst(now, keep=stateful)
    if got is None:
        return None
    key, ref = got
    reports = c.ev.reports(key, now)
    b = max((j for j in range(1, len(reports)) if reports[j][1] != reports[j - 1][1]), default=None)
    if b is None:
        return None
    t_a, t_b = c.frames[reports[b - 1][0]].t, c.frames[reports[b][0]].t
    schedule = c.ev.instances[key].states
    inside = [t for t, _ in schedule if t_a < t <= t_b]
    later = [t for t, _ in schedule if t_b < t <= now]
    mid = (t_a + t_b) / 2
    seconds = now - mid
    if len(inside) != 1 or later or seconds < 60 or (t_b - t_a) / 2 > 0.15 * seconds:
        return None
    slots = {**_thing_slots(ref), "state": reports[b][1]}
    return _dur(c, "since_state_change", now, seconds, slots, key)


def _askable_levels(c: Ctx) -> list[str]:
    if c.fam.floor_word == "deck":
        return [lv.key for lv in c.fam.levels]
    return [lv.key for lv in c.fam.levels[1:]]


def level_total(c: Ctx, want: bool | None) -> Made | None:
    now = c.now_any()
    options = [lv for lv in _askable_levels(c) if c.ev.level_forms_said(lv, now)]
    if not options:
        return None
    level = pick(c.rng, options)
    if c.ev.level_now(now) == level:
        return None
    runs = c.ev.level_visits_to(level, now)
    if not runs or not all(r.completed(c.frames, now) for r in runs):
        return None
    if not all(r.in_sure and r.out_sure for r in runs):
        return None
    total = sum(r.duration for r in runs)
    if total < 60:
        return None
    form = pick(c.rng, c.ev.level_forms_said(level, now))
    slots = {"level": {"key": level, "form": form}, "forms": [form]}
    return _dur(c, "level_total", now, total, slots, level)


# --------------------------------------------------------------------------- text


def _text(
    c: Ctx,
    subkind: str,
    now: float,
    keywords: list[str],
    slots: dict[str, Any],
    target: str,
    at: list[float] | None = None,
) -> Made:
    return _q(c, "text", subkind, now, {"keywords": keywords}, slots, target, at)


def sign_words(text: str) -> list[str]:
    out = []
    for raw in text.split():
        word = raw.strip(".,:;!?'\"()")
        if (len(word) >= 4 or any(ch.isdigit() for ch in word)) and word not in out:
            out.append(word)
    return out


def sign_text(c: Ctx, want: bool | None) -> Made | None:
    now = c.now_any()

    def quoted(key: str) -> bool:
        return bool(c.ev.quotes_by(key, now))

    got = c.pick_inst(now, ("unique", "colour", "in_place"), quoted)
    if got is None:
        return None
    key, ref = got
    idx, text = c.ev.quotes_by(key, now)[-1]
    words = sign_words(text)
    if not words:
        return None
    slots = {**_thing_slots(ref), "quote_frame": idx}
    return _text(c, "sign_text", now, words, slots, key)


def colour_of(c: Ctx, want: bool | None) -> Made | None:
    now = c.now_any()

    def coloured(key: str) -> bool:
        return c.ev.colour_known(key, now)

    got = c.pick_inst(now, ("unique", "in_place", "named"), coloured)
    if got is None:
        return None
    key, ref = got
    colour = c.ev.instances[key].colour
    assert colour is not None
    keywords = list(COLOUR_KEYWORDS.get(colour, (colour,)))
    return _text(c, "colour_of", now, keywords, _thing_slots(ref), key)


def which_room_here(c: Ctx, want: bool | None) -> Made | None:
    i = c.here_frame()
    if i is None:
        return None
    now = c.now_after(i)
    place = c.frames[i].place
    said = c.ev.forms_said(place, now)
    if not said:
        return None
    slots = {"variant": "here", "here_word": c.here_word(place), "forms": said}
    keywords = list(c.fam.place(place).forms)
    return _text(c, "which_room_here", now, keywords, slots, f"here:{place}", c.pose(i))


def which_floor_here(c: Ctx, want: bool | None) -> Made | None:
    i = c.here_frame()
    if i is None:
        return None
    f = c.frames[i]
    if f.place not in c.fam.level_places or f.level is None:
        return None
    now = c.now_after(i)
    said = c.ev.level_forms_said(f.level, now)
    if not said:
        return None
    slots = {"variant": "here", "forms": said}
    keywords = list(c.fam.level(f.level).forms)
    return _text(c, "which_floor_here", now, keywords, slots, f"here:{f.level}", c.pose(i))


def room_at_time(c: Ctx, want: bool | None) -> Made | None:
    got = c.minute(room=True)
    if got is None:
        return None
    m, now, idxs = got
    places = {c.frames[i].place for i in idxs}
    if len(places) != 1:
        return None
    place = places.pop()
    if c.fam.place(place).transit:
        return None
    said = c.ev.forms_said(place, now)
    if not said:
        return None
    k = round((now - m) / 60)
    slots = {"time": c.time_slot(m, k), "forms": said}
    return _text(c, "room_at_time", now, list(c.fam.place(place).forms), slots, f"min:{m}")


def which_first(c: Ctx, want: bool | None) -> Made | None:
    now = c.now_any()
    classes = c.sighted_classes(now)
    if len(classes) < 2:
        return None
    a, b = (pick(c.rng, classes) for _ in range(2))
    if a == b:
        return None
    ta = c.frames[c.ev.cls_sightings(a, now)[0]].t
    tb = c.frames[c.ev.cls_sightings(b, now)[0]].t
    if abs(ta - tb) < 60:
        return None
    winner = a if ta < tb else b
    spec = c.fam.cls(winner)
    keywords = list(dict.fromkeys([*spec.labels, spec.plural]))
    slots = {"thing": c.class_ref(a), "other": c.class_ref(b)}
    return _text(c, "which_first", now, keywords, slots, "|".join(sorted((a, b))))


def places_count_recent(c: Ctx, want: bool | None) -> Made | None:
    now = c.now_any()
    minutes = pick(c.rng, [5, 6, 8, 10, 12, 15])
    start = now - 60 * minutes
    if start < c.t_first + 30 or not c.not_in_gap(now):
        return None
    i0 = c.ev.last_index(start)
    i1 = c.ev.last_index(now)
    for i in range(i0, i1):
        if c.frames[i + 1].t - c.frames[i].t > SURE_GAP_S:
            return None
    for v in c.ev.visits:
        if abs(v.t_in - start) < 20:
            return None
    places = {
        c.frames[i].place for i in range(i0, i1 + 1) if not c.fam.place(c.frames[i].place).transit
    }
    if not 2 <= len(places) <= 9:
        return None
    n = len(places)
    slots = {"minutes": minutes, "count_places": sorted(places)}
    return _text(
        c, "places_count_recent", now, [number_words(n), str(n)], slots, f"count:{minutes}"
    )


def level_of_thing(c: Ctx, want: bool | None) -> Made | None:
    now = c.now_any()

    def on_levels(key: str) -> bool:
        t = c.frames[c.ev.sightings(key, now)[-1]].t
        place = c.ev.instances[key].stays[c.ev.stay_index(key, t)].place
        return place in c.fam.level_places

    got = c.pick_inst(now, ("unique", "colour", "named"), on_levels)
    if got is None:
        return None
    key, ref = got
    t = c.frames[c.ev.sightings(key, now)[-1]].t
    place = c.fam.place(c.ev.instances[key].stays[c.ev.stay_index(key, t)].place)
    level = place.levels[0]
    said = c.ev.level_forms_said(level, now)
    if not said:
        return None
    slots = {**_thing_slots(ref), "forms": said}
    return _text(c, "level_of_thing", now, list(c.fam.level(level).forms), slots, key)


def longest_stay(c: Ctx, want: bool | None) -> Made | None:
    now = c.now_any()
    last = c.ev.last_index(now)
    sure: list[tuple[float, str]] = []
    unsure_max = 0.0
    for v in c.ev.visits:
        if v.i0 > last or c.fam.place(v.key).transit:
            continue
        if v.completed(c.frames, now) and v.in_sure and v.out_sure:
            sure.append((v.duration, v.key))
        else:
            # an unsure or ongoing visit: its longest plausible length
            end = min(now, c.frames[v.i1 + 1].t if not v.last else now)
            start = c.frames[v.i0 - 1].t if v.i0 > 0 else c.frames[0].t
            unsure_max = max(unsure_max, end - start)
    if not sure:
        return None
    sure.sort(reverse=True)
    best, place = sure[0]
    second = max([d for d, p in sure if p != place] + [unsure_max])
    if best < 60 or best < 1.25 * second:
        return None
    said = c.ev.forms_said(place, now)
    if not said:
        return None
    slots = {"forms": said, "longest": place}
    return _text(c, "longest_stay", now, list(c.fam.place(place).forms), slots, "longest")


MAKERS: dict[str, Callable[[Ctx, bool | None], Made | None]] = {
    "where_is": where_is,
    "last_seen_where": last_seen_where,
    "first_seen_where": first_seen_where,
    "where_place": where_place,
    "where_was_i": where_was_i,
    "nearest_to_me": nearest_to_me,
    "robot_at_first_sight": robot_at_first_sight,
    "near_reference": near_reference,
    "previous_spot": previous_spot,
    "last_seen": last_seen,
    "first_seen": first_seen,
    "entered_place": entered_place,
    "left_place": left_place,
    "last_seen_in_state": last_seen_in_state,
    "last_seen_together": last_seen_together,
    "level_change": level_change,
    "seen_yes": seen_yes,
    "seen_never": seen_never,
    "colour_yes": colour_yes,
    "colour_no": colour_no,
    "in_place_yes": in_place_yes,
    "in_place_no": in_place_no,
    "state_last": state_last,
    "seen_after_leaving": seen_after_leaving,
    "was_moved": was_moved,
    "last_visit": last_visit,
    "total_in_place": total_in_place,
    "ago_seen": ago_seen,
    "sighting_span": sighting_span,
    "since_state_change": since_state_change,
    "level_total": level_total,
    "sign_text": sign_text,
    "colour_of": colour_of,
    "which_room_here": which_room_here,
    "which_floor_here": which_floor_here,
    "room_at_time": room_at_time,
    "which_first": which_first,
    "places_count_recent": places_count_recent,
    "level_of_thing": level_of_thing,
    "longest_stay": longest_stay,
}


# --------------------------------------------------------------------------- selection


def make_questions(
    world: World, ev: Evidence, render: Callable[[str, Made, int], str]
) -> list[Made]:
    """100 questions: 20 per type, subkinds least-used first (ties in a seeded order), each
    (subkind, target) once, binary answers balanced 10/10. ``render(phrasing, made, n)`` words
    a question; sign-text keywords that any phrasing's question contains are dropped."""
    c = Ctx(world, ev)
    used_targets: set[tuple[str, str]] = set()
    made: list[Made] = []
    for qtype in TYPES:
        kinds = list(SUBKINDS[qtype])
        tie = {k: i for i, k in enumerate(shuffled(c.rng, kinds))}
        count = dict.fromkeys(kinds, 0)
        failed: set[tuple[str, bool | None]] = set()
        yes = no = 0
        own = {k: [0, 0] for k in kinds}  # per binary subkind: yes, no

        for _ in range(PER_TYPE):
            want: bool | None = None
            if qtype == "binary":
                want = yes < no if yes != no else chance(c.rng, 0.5)
            order = sorted(
                kinds,
                key=lambda k: ((k, want) in failed, not _fits(k, want, own), count[k], tie[k]),
            )
            got = None
            for kind in order:
                for _attempt in range(ATTEMPTS):
                    q = MAKERS[kind](c, want)
                    if q is None or (kind, q.target) in used_targets:
                        continue
                    if not _finish(q, render, len(made) + 1):
                        continue
                    got = q
                    break
                if got is not None:
                    break
                failed.add((kind, want))
            if got is None:
                raise RuntimeError(f"{world.fam.key} s{world.seed}: no {qtype} question possible")
            used_targets.add((got.subkind, got.target))
            count[got.subkind] += 1
            if qtype == "binary":
                if got.truth["binary"]:
                    yes += 1
                    own[got.subkind][0] += 1
                else:
                    no += 1
                    own[got.subkind][1] += 1
            made.append(got)
    shuffled_order = shuffled(c.rng, list(range(len(made))))
    return [made[i] for i in shuffled_order]


def _fits(kind: str, want: bool | None, own: dict[str, list[int]]) -> bool:
    """Can this subkind give the wanted answer without skewing its own yes/no balance?"""
    if want is None:
        return True
    if kind in MIXED:
        y, n = own[kind]
        return y <= n if want else n <= y
    return kind in (YES_ONLY if want else NO_ONLY)


def _finish(q: Made, render: Callable[[str, Made, int], str], n: int) -> bool:
    q.texts = {p: render(p, q, n) for p in PHRASINGS}
    if q.subkind == "sign_text":
        words = [
            w
            for w in q.truth["keywords"]
            if all(w.lower() not in t.lower() for t in q.texts.values())
        ]
        if not words:
            return False
        q.truth["keywords"] = words
    return True
