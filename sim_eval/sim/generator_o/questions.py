"""Question makers (41 subkinds over five types) and the selection of 100 per world."""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .evidence import Evidence, article, floor_phrase, place_phrase
from .model import Family
from .perception import NEAR, PALETTE
from .sim import Instance

NEW_SUBKINDS = (
    "where_before_lift",
    "where_on_floor",
    "first_reached_floor",
    "seen_outdoors",
    "seen_after_lift",
    "floor_total",
    "last_outdoor_stint",
    "which_floor_seen",
    "place_after_outside",
)


@dataclass
class Draft:
    type: str
    subkind: str
    now: float
    truth: dict[str, Any]
    plain: str
    terse: str
    fills: dict[str, str]
    at: list[float] | None = None
    forms: list[str] = field(default_factory=list)
    things: list[str] = field(default_factory=list)


class Ctx:
    def __init__(
        self, fam: Family, insts: dict[str, Instance], frames: list[dict[str, Any]], ev: Evidence
    ) -> None:
        self.fam = fam
        self.insts = insts
        self.frames = frames
        self.ev = ev
        self.t0 = frames[0]["t"]
        self.t_end = frames[-1]["t"]

    def now(self, rng: np.random.Generator) -> float:
        if rng.random() < 0.5:
            return round(self.t_end + float(rng.uniform(1.0, 15.0)), 3)
        return round(self.t0 + float(rng.uniform(0.3, 1.0)) * (self.t_end - self.t0), 3)

    def here(self, rng: np.random.Generator) -> tuple[int, float]:
        n = len(self.frames)
        i = int(rng.integers(n // 4, n))
        return i, round(self.frames[i]["t"] + float(rng.uniform(0.2, 0.9)), 3)

    def pose(self, i: int) -> list[float]:
        f = self.frames[i]
        return [f["x"], f["y"], f["z"]]

    def asked(self) -> list[str]:
        return sorted(k for k, c in self.fam.classes.items() if not c.common)


def clock(t: float) -> str:
    return time.strftime("%H:%M", time.gmtime(t))


def _pick(rng: np.random.Generator, items: list[Any]) -> Any:
    return items[int(rng.integers(len(items)))] if items else None


def _ref(
    c: Ctx, rng: np.random.Generator, k: int, insts: list[str], via_place: bool = True
) -> tuple[str, str, list[str]] | None:
    options = [(i, r) for i in insts for r in c.ev.refs(i, k, via_place)]
    if not options:
        return None
    inst, (text, forms) = _pick(rng, options)
    return inst, text, forms


def _named_places(c: Ctx, k: int, indoor_only: bool = False) -> list[str]:
    return [
        p
        for p in sorted(c.fam.places)
        if c.fam.places[p].transit is None
        and c.ev.forms(p, k)
        and not (indoor_only and c.fam.places[p].outdoor)
    ]


# ---------------------------------------------------------------- spatial
def where_is(c: Ctx, rng: np.random.Generator) -> Draft | None:
    now = c.now(rng)
    k = c.ev.k(now)
    seen = c.ev.seen_insts(k)
    if rng.random() < 0.5:
        got = _ref(c, rng, k, seen)
        if not got:
            return None
        inst, text, forms = got
        last = c.ev.sightings(inst, k)[-1]
        return Draft(
            "spatial",
            "where_is",
            now,
            {"positions": [c.ev.pos(inst, last)]},
            "where is {thing}?",
            "loc {thing}",
            {"thing": text},
            forms=forms,
            things=[inst],
        )
    cls = _pick(rng, sorted({c.insts[i].cls for i in seen}))
    if cls is None:
        return None
    pos = [c.ev.pos(i, c.ev.sightings(i, k)[-1]) for i in c.ev.class_seen(cls, k)]
    noun = c.fam.classes[cls].noun
    return Draft(
        "spatial",
        "where_is",
        now,
        {"positions": pos},
        "where can I find {a_noun}?",
        "loc any {noun}",
        {"a_noun": article(noun), "noun": noun},
    )


def _seen_where(c: Ctx, rng: np.random.Generator, last: bool) -> Draft | None:
    now = c.now(rng)
    k = c.ev.k(now)
    seen = c.ev.seen_insts(k)
    mobile = [i for i in seen if not c.insts[i].fixed]
    got = _ref(c, rng, k, mobile if mobile and rng.random() < 0.7 else seen)
    if not got:
        return None
    inst, text, forms = got
    s = c.ev.sightings(inst, k)
    i = s[-1] if last else s[0]
    word = "last" if last else "first"
    return Draft(
        "spatial",
        f"{word}_seen_where",
        now,
        {"positions": [c.ev.pos(inst, i)]},
        f"where did you {word} see {{thing}}?",
        f"pos at {word} sighting: {{thing}}",
        {"thing": text},
        forms=forms,
        things=[inst],
    )


def last_seen_where(c: Ctx, rng: np.random.Generator) -> Draft | None:
    return _seen_where(c, rng, True)


def first_seen_where(c: Ctx, rng: np.random.Generator) -> Draft | None:
    return _seen_where(c, rng, False)


def where_place(c: Ctx, rng: np.random.Generator) -> Draft | None:
    now = c.now(rng)
    k = c.ev.k(now)
    p = _pick(rng, _named_places(c, k))
    if p is None:
        return None
    place = c.fam.places[p]
    form = _pick(rng, c.ev.forms(p, k))
    z = c.fam.floor_z(place.levels[0])
    cx, cy = place.centre()
    pos = [[round(cx, 3), round(cy, 3), z]]
    if place.area > 100:
        x0, y0, x1, y1 = place.rect
        for fx in (0.25, 0.75):
            for fy in (0.25, 0.75):
                pos.append([round(x0 + fx * (x1 - x0), 3), round(y0 + fy * (y1 - y0), 3), z])
    return Draft(
        "spatial",
        "where_place",
        now,
        {"positions": pos},
        "where is {place}?",
        "loc {place}",
        {"place": place_phrase(form)},
        forms=[form],
    )


def _minute_time(c: Ctx, rng: np.random.Generator) -> tuple[float, float] | None:
    first = math.ceil((c.t0 + 90) / 60) * 60
    last = math.floor((c.t_end - 120) / 60) * 60
    if last < first:
        return None
    t = float(first + 60 * int(rng.integers((last - first) // 60 + 1)))
    most = int((c.t_end + 10 - t) // 60)
    if most < 2:
        return None
    return t, t + 60.0 * int(rng.integers(2, most + 1))


def where_was_i(c: Ctx, rng: np.random.Generator) -> Draft | None:
    got = _minute_time(c, rng)
    if not got:
        return None
    t, now = got
    i = min(range(len(c.frames)), key=lambda j: abs(c.frames[j]["t"] - t))
    if abs(c.frames[i]["t"] - t) > 2.5 or c.frames[i]["level"] is None:
        return None
    here = c.pose(i)
    for f in c.frames:
        if abs(f["t"] - t) <= 30 and (
            math.dist([f["x"], f["y"], f["z"]], here) > 10 or f["level"] is None
        ):
            return None
    ago = round((now - t) / 60)
    return Draft(
        "spatial",
        "where_was_i",
        now,
        {"positions": [here]},
        "where were you at {clock}?",
        "robot pos @ {clock} utc",
        {"clock": clock(t), "ago": f"{ago} minutes ago"},
    )


def nearest_to_me(c: Ctx, rng: np.random.Generator) -> Draft | None:
    i, now = c.here(rng)
    f = c.frames[i]
    here = c.fam.places[f["place"]]
    if f["level"] is None or here.transit:
        return None
    k = c.ev.k(now)
    me = c.pose(i)
    by_cls: dict[str, list[tuple[float, str]]] = {}
    for inst in c.ev.seen_insts(k):
        obj = c.insts[inst]
        if not obj.fixed:
            continue
        pl = c.fam.places[obj.stays[0][1]]
        if pl.levels[0] != f["level"] or pl.outdoor != here.outdoor:
            continue
        by_cls.setdefault(obj.cls, []).append((math.dist(me[:2], obj.stays[0][2][:2]), inst))
    good = []
    for cls, items in sorted(by_cls.items()):
        items.sort()
        if len(items) == 1 or items[1][0] >= 1.5 * items[0][0] + 5:
            good.append((cls, items[0][1]))
    got = _pick(rng, good)
    if not got:
        return None
    cls, inst = got
    noun = c.fam.classes[cls].noun
    p = c.insts[inst].stays[0][2]
    return Draft(
        "spatial",
        "nearest_to_me",
        now,
        {"positions": [[p[0], p[1], p[2]]]},
        "where is the nearest {noun} to me?",
        "nearest {noun} to my pos: loc",
        {"noun": noun},
        at=me,
        things=[inst],
    )


def where_text(c: Ctx, rng: np.random.Generator) -> Draft | None:
    now = c.now(rng)
    k = c.ev.k(now)
    texts: dict[str, list[list[float]]] = {}
    for inst, qs in sorted(c.ev.quotes.items()):
        for i, text in qs:
            pos = c.ev.pos(inst, i)
            if i <= k and pos not in texts.get(text, []):
                texts.setdefault(text, []).append(pos)
    text = _pick(rng, sorted(texts))
    if text is None:
        return None
    return Draft(
        "spatial",
        "where_text",
        now,
        {"positions": texts[text]},
        'where did you see the words "{text}"?',
        'loc of text "{text}"',
        {"text": text},
    )


def where_before_lift(c: Ctx, rng: np.random.Generator) -> Draft | None:
    now = c.now(rng)
    k = c.ev.k(now)
    rides = c.ev.rides(k)
    if not rides:
        return None
    i = rides[-1].i0 - 1
    if c.frames[i]["level"] is None or c.frames[i]["place"] == "lift":
        return None
    return Draft(
        "spatial",
        "where_before_lift",
        now,
        {"positions": [c.pose(i)]},
        "where were you just before you last got into the lift?",
        "pos immediately before last lift entry",
        {},
    )


def where_on_floor(c: Ctx, rng: np.random.Generator) -> Draft | None:
    now = c.now(rng)
    k = c.ev.k(now)
    levels = [lv for lv in sorted(c.fam.floors) if c.ev.floor_forms(lv, k)]
    lv = _pick(rng, levels)
    if lv is None:
        return None
    by_cls: dict[str, dict[str, int]] = {}
    for inst in c.ev.seen_insts(k):
        for i in c.ev.sightings(inst, k):
            if c.frames[i]["level"] == lv:
                by_cls.setdefault(c.insts[inst].cls, {})[inst] = i
    cls = _pick(rng, sorted(by_cls))
    if cls is None:
        return None
    form = _pick(rng, c.ev.floor_forms(lv, k))
    pos = [c.ev.pos(inst, i) for inst, i in sorted(by_cls[cls].items())]
    noun = c.fam.classes[cls].noun
    return Draft(
        "spatial",
        "where_on_floor",
        now,
        {"positions": pos},
        "where did you see {a_noun} on {floor}?",
        "loc {noun} on {floor}",
        {"a_noun": article(noun), "noun": noun, "floor": floor_phrase(form)},
        forms=[form],
    )


# ---------------------------------------------------------------- temporal
def _seen_when(c: Ctx, rng: np.random.Generator, last: bool) -> Draft | None:
    now = c.now(rng)
    k = c.ev.k(now)
    got = _ref(c, rng, k, c.ev.seen_insts(k))
    if not got:
        return None
    inst, text, forms = got
    s = c.ev.sightings(inst, k)
    word = "last" if last else "first"
    return Draft(
        "temporal",
        f"{word}_seen",
        now,
        {"time": c.ev.times[s[-1] if last else s[0]]},
        f"when did you {word} see {{thing}}?",
        f"{word} sighting time: {{thing}}",
        {"thing": text},
        forms=forms,
        things=[inst],
    )


def last_seen(c: Ctx, rng: np.random.Generator) -> Draft | None:
    return _seen_when(c, rng, True)


def first_seen(c: Ctx, rng: np.random.Generator) -> Draft | None:
    return _seen_when(c, rng, False)


def entered_place(c: Ctx, rng: np.random.Generator) -> Draft | None:
    now = c.now(rng)
    k = c.ev.k(now)
    p = _pick(rng, _named_places(c, k))
    if p is None:
        return None
    v = c.ev.visits(k, p)[-1]
    if v.i0 == 0 or (v.duration is not None and v.duration < 15):
        return None
    form = _pick(rng, c.ev.forms(p, k))
    return Draft(
        "temporal",
        "entered_place",
        now,
        {"time": round(v.entry, 3)},
        "when did you last go into {place}?",
        "last entry time {place}",
        {"place": place_phrase(form)},
        forms=[form],
    )


def left_place(c: Ctx, rng: np.random.Generator) -> Draft | None:
    now = c.now(rng)
    k = c.ev.k(now)
    p = _pick(rng, _named_places(c, k))
    if p is None:
        return None
    v = c.ev.visits(k, p)[-1]
    if v.exit is None or (v.duration or 0) < 15:
        return None
    form = _pick(rng, c.ev.forms(p, k))
    return Draft(
        "temporal",
        "left_place",
        now,
        {"time": round(v.exit, 3)},
        "when did you last leave {place}?",
        "last exit time {place}",
        {"place": place_phrase(form)},
        forms=[form],
    )


def took_lift(c: Ctx, rng: np.random.Generator) -> Draft | None:
    now = c.now(rng)
    rides = c.ev.rides(c.ev.k(now))
    if not rides:
        return None
    return Draft(
        "temporal",
        "took_lift",
        now,
        {"time": round(rides[-1].entry, 3)},
        "when did you last take the lift?",
        "last lift use: time",
        {},
    )


def first_outside(c: Ctx, rng: np.random.Generator) -> Draft | None:
    now = c.now(rng)
    stays = c.ev.outdoor_stays(c.ev.k(now))
    if not stays:
        return None
    return Draft(
        "temporal",
        "first_outside",
        now,
        {"time": round(stays[0].entry, 3)},
        "when did you first go outside?",
        "first exit to outdoors: time",
        {},
    )


def first_reached_floor(c: Ctx, rng: np.random.Generator) -> Draft | None:
    now = c.now(rng)
    k = c.ev.k(now)
    start = c.frames[0]["level"]
    lv = _pick(rng, [lv for lv in sorted(c.fam.floors) if lv != start and c.ev.floor_forms(lv, k)])
    if lv is None:
        return None
    stays = [s for s in c.ev.level_stays(k, lv) if s.duration is None or s.duration >= 15]
    if not stays:
        return None
    form = _pick(rng, c.ev.floor_forms(lv, k))
    return Draft(
        "temporal",
        "first_reached_floor",
        now,
        {"time": round(stays[0].entry, 3)},
        "when did you first get to {floor}?",
        "first arrival time {floor}",
        {"floor": floor_phrase(form)},
        forms=[form],
    )


# ---------------------------------------------------------------- binary
def _binary(
    sub: str,
    now: float,
    yes: bool,
    plain: str,
    terse: str,
    fills: dict[str, str],
    forms: list[str] | None = None,
    things: list[str] | None = None,
) -> Draft:
    return Draft(
        "binary",
        sub,
        now,
        {"binary": yes},
        plain,
        terse,
        fills,
        forms=forms or [],
        things=things or [],
    )


def seen_yes(c: Ctx, rng: np.random.Generator) -> Draft | None:
    now = c.now(rng)
    k = c.ev.k(now)
    cls = _pick(rng, sorted({c.insts[i].cls for i in c.ev.seen_insts(k)}))
    if cls is None:
        return None
    noun = c.fam.classes[cls].noun
    return _binary(
        "seen_yes",
        now,
        True,
        "have you seen {a_noun}?",
        "{noun} sighted? y/n",
        {"a_noun": article(noun), "noun": noun},
    )


def seen_never(c: Ctx, rng: np.random.Generator) -> Draft | None:
    noun = _pick(rng, c.fam.never_present)
    return _binary(
        "seen_never",
        c.now(rng),
        False,
        "have you seen {a_noun}?",
        "{noun} sighted? y/n",
        {"a_noun": article(noun), "noun": noun},
    )


def colour_yes(c: Ctx, rng: np.random.Generator) -> Draft | None:
    now = c.now(rng)
    k = c.ev.k(now)
    inst = _pick(rng, [i for i in c.ev.seen_insts(k) if c.ev.colour_said(i, k)])
    if inst is None:
        return None
    noun = c.fam.classes[c.insts[inst].cls].noun
    colour = str(c.insts[inst].colour)
    return _binary(
        "colour_yes",
        now,
        True,
        "did you see {a_thing}?",
        "{thing} sighted? y/n",
        {"a_thing": article(f"{colour} {noun}"), "thing": f"{colour} {noun}"},
        things=[inst],
    )


def colour_no(c: Ctx, rng: np.random.Generator) -> Draft | None:
    now = c.now(rng)
    k = c.ev.k(now)
    cls = _pick(
        rng,
        sorted(
            {c.insts[i].cls for i in c.ev.seen_insts(k) if c.fam.classes[c.insts[i].cls].colours}
        ),
    )
    if cls is None:
        return None
    have = set(c.fam.classes[cls].colours)
    near = set().union(*(NEAR[h] for h in sorted(have)))
    colour = _pick(rng, [p for p in PALETTE if p not in have and p not in near])
    if colour is None:
        return None
    noun = c.fam.classes[cls].noun
    return _binary(
        "colour_no",
        now,
        False,
        "did you see {a_thing}?",
        "{thing} sighted? y/n",
        {"a_thing": article(f"{colour} {noun}"), "thing": f"{colour} {noun}"},
    )


def in_place_yes(c: Ctx, rng: np.random.Generator) -> Draft | None:
    now = c.now(rng)
    k = c.ev.k(now)
    options = []
    for inst in c.ev.seen_insts(k):
        for i in c.ev.sightings(inst, k):
            p, _ = c.insts[inst].stay_at(c.ev.times[i])
            if c.ev.forms(p, k):
                options.append((c.insts[inst].cls, p))
    got = _pick(rng, sorted(set(options)))
    if not got:
        return None
    cls, p = got
    form = _pick(rng, c.ev.forms(p, k))
    noun = c.fam.classes[cls].noun
    return _binary(
        "in_place_yes",
        now,
        True,
        "did you see {a_noun} in {place}?",
        "{noun} in {place}? y/n",
        {"a_noun": article(noun), "noun": noun, "place": place_phrase(form)},
        forms=[form],
    )


def in_place_no(c: Ctx, rng: np.random.Generator) -> Draft | None:
    now = c.now(rng)
    k = c.ev.k(now)
    places = [
        p
        for p in _named_places(c, k)
        if sum((v.duration or (c.ev.times[k] - v.entry)) for v in c.ev.visits(k, p)) >= 30
    ]
    p = _pick(rng, places)
    if p is None:
        return None
    group = c.fam.places[p].group
    ok = []
    for cls in sorted({c.insts[i].cls for i in c.ev.seen_insts(k)}):
        if all(
            c.fam.places[s[1]].group != group
            for i in c.ev.class_insts(cls)
            for s in c.insts[i].stays
        ):
            ok.append(cls)
    cls = _pick(rng, ok)
    if cls is None:
        return None
    form = _pick(rng, c.ev.forms(p, k))
    noun = c.fam.classes[cls].noun
    return _binary(
        "in_place_no",
        now,
        False,
        "did you see {a_noun} in {place}?",
        "{noun} in {place}? y/n",
        {"a_noun": article(noun), "noun": noun, "place": place_phrase(form)},
        forms=[form],
    )


def state_last(c: Ctx, rng: np.random.Generator) -> Draft | None:
    now = c.now(rng)
    k = c.ev.k(now)
    options = []
    for inst in c.ev.seen_insts(k):
        last = c.ev.sightings(inst, k)[-1]
        said = [s for i, s in c.ev.states.get(inst, []) if i == last]
        if said:
            options.append((inst, said[-1]))
    got = _pick(rng, options)
    if not got:
        return None
    inst, state = got
    ref = _pick(rng, c.ev.refs(inst, k))
    if not ref:
        return None
    states = c.fam.classes[c.insts[inst].cls].states
    yes = bool(rng.random() < 0.5)
    asked = state if yes else next(s for s in states if s != state)
    return _binary(
        "state_last",
        now,
        yes,
        "was {thing} {state} when you last saw it?",
        "{thing} state={state} at last sighting? y/n",
        {"thing": ref[0], "state": asked},
        forms=ref[1],
        things=[inst],
    )


def seen_outdoors(c: Ctx, rng: np.random.Generator) -> Draft | None:
    now = c.now(rng)
    k = c.ev.k(now)
    outdoor_time = sum((v.duration or (c.ev.times[k] - v.entry)) for v in c.ev.outdoor_stays(k))
    classes = sorted({c.insts[i].cls for i in c.ev.seen_insts(k)})
    yes_cls: list[str] = []
    no_cls: list[str] = []
    for cls in classes:
        outs = [
            i
            for i in c.ev.class_seen(cls, k)
            for j in c.ev.sightings(i, k)
            if c.fam.places[c.frames[j]["place"]].outdoor
        ]
        if outs:
            yes_cls.append(cls)
        elif outdoor_time >= 60 and all(
            not c.fam.places[s[1]].outdoor for i in c.ev.class_insts(cls) for s in c.insts[i].stays
        ):
            no_cls.append(cls)
    yes = bool(rng.random() < 0.5)
    cls = _pick(rng, yes_cls if yes else no_cls)
    if cls is None:
        return None
    noun = c.fam.classes[cls].noun
    return _binary(
        "seen_outdoors",
        now,
        yes,
        "did you see {a_noun} while you were outside?",
        "{noun} sighted outdoors? y/n",
        {"a_noun": article(noun), "noun": noun},
    )


def seen_after_lift(c: Ctx, rng: np.random.Generator) -> Draft | None:
    now = c.now(rng)
    k = c.ev.k(now)
    rides = c.ev.rides(k)
    if not rides or rides[-1].exit is None or c.ev.times[k] - rides[-1].exit < 60:
        return None
    end = rides[-1].exit
    yes_cls: list[str] = []
    no_cls: list[str] = []
    for cls in sorted({c.insts[i].cls for i in c.ev.seen_insts(k)}):
        after = any(
            c.ev.times[j] > end for i in c.ev.class_seen(cls, k) for j in c.ev.sightings(i, k)
        )
        (yes_cls if after else no_cls).append(cls)
    yes = bool(rng.random() < 0.5)
    cls = _pick(rng, yes_cls if yes else no_cls)
    if cls is None:
        return None
    noun = c.fam.classes[cls].noun
    return _binary(
        "seen_after_lift",
        now,
        yes,
        "since you last got out of the lift, have you seen {a_noun}?",
        "{noun} sighted after last lift exit? y/n",
        {"a_noun": article(noun), "noun": noun},
    )


# ---------------------------------------------------------------- duration
def _dur(
    sub: str,
    now: float,
    d: float,
    plain: str,
    terse: str,
    fills: dict[str, str],
    forms: list[str] | None = None,
    things: list[str] | None = None,
) -> Draft:
    return Draft(
        "duration",
        sub,
        now,
        {"duration_s": round(d, 3)},
        plain,
        terse,
        fills,
        forms=forms or [],
        things=things or [],
    )


def last_visit(c: Ctx, rng: np.random.Generator) -> Draft | None:
    now = c.now(rng)
    k = c.ev.k(now)
    p = _pick(rng, _named_places(c, k))
    if p is None:
        return None
    done = [v for v in c.ev.visits(k, p) if v.exit is not None]
    if not done or (done[-1].duration or 0) < 20 or c.frames[k]["place"] == p:
        return None
    form = _pick(rng, c.ev.forms(p, k))
    return _dur(
        "last_visit",
        now,
        done[-1].duration or 0.0,
        "how long were you in {place} the last time you went there?",
        "dwell {place} last visit",
        {"place": place_phrase(form)},
        forms=[form],
    )


def total_in_place(c: Ctx, rng: np.random.Generator) -> Draft | None:
    now = c.now(rng)
    k = c.ev.k(now)
    p = _pick(rng, _named_places(c, k))
    if p is None:
        return None
    vs = c.ev.visits(k, p)
    if len(vs) < 2 or vs[-1].exit is None:
        return None
    total = sum(v.duration or 0.0 for v in vs)
    form = _pick(rng, c.ev.forms(p, k))
    return _dur(
        "total_in_place",
        now,
        total,
        "how much time have you spent in {place} in total?",
        "total dwell {place}",
        {"place": place_phrase(form)},
        forms=[form],
    )


def outside_total(c: Ctx, rng: np.random.Generator) -> Draft | None:
    now = c.now(rng)
    stays = c.ev.outdoor_stays(c.ev.k(now))
    if not stays or stays[-1].exit is None:
        return None
    total = sum(v.duration or 0.0 for v in stays)
    if total < 30:
        return None
    return _dur(
        "outside_total",
        now,
        total,
        "how long have you been outdoors altogether?",
        "total time outdoors",
        {},
    )


def lift_ride(c: Ctx, rng: np.random.Generator) -> Draft | None:
    now = c.now(rng)
    rides = c.ev.rides(c.ev.k(now))
    if not rides:
        return None
    return _dur(
        "lift_ride",
        now,
        rides[-1].duration or 0.0,
        "how long did your last lift ride take?",
        "last lift ride duration",
        {},
    )


def ago_seen(c: Ctx, rng: np.random.Generator) -> Draft | None:
    now = c.now(rng)
    k = c.ev.k(now)
    got = _ref(c, rng, k, c.ev.seen_insts(k))
    if not got:
        return None
    inst, text, forms = got
    d = now - c.ev.times[c.ev.sightings(inst, k)[-1]]
    if d < 60:
        return None
    return _dur(
        "ago_seen",
        now,
        d,
        "how long ago did you last see {thing}?",
        "time since last sighting: {thing}",
        {"thing": text},
        forms=forms,
        things=[inst],
    )


def first_visit(c: Ctx, rng: np.random.Generator) -> Draft | None:
    now = c.now(rng)
    k = c.ev.k(now)
    p = _pick(rng, _named_places(c, k))
    if p is None:
        return None
    v = c.ev.visits(k, p)[0]
    if v.i0 == 0 or v.exit is None or (v.duration or 0) < 20:
        return None
    form = _pick(rng, c.ev.forms(p, k))
    return _dur(
        "first_visit",
        now,
        v.duration or 0.0,
        "how long did you stay in {place} the first time you went in?",
        "dwell {place} first visit",
        {"place": place_phrase(form)},
        forms=[form],
    )


def floor_total(c: Ctx, rng: np.random.Generator) -> Draft | None:
    now = c.now(rng)
    k = c.ev.k(now)
    lv = _pick(
        rng,
        [
            lv
            for lv in sorted(c.fam.floors)
            if c.ev.floor_forms(lv, k) and c.frames[k]["level"] != lv
        ],
    )
    if lv is None:
        return None
    stays = c.ev.level_stays(k, lv)
    total = sum(v.duration or 0.0 for v in stays)
    if total < 30 or any(v.exit is None for v in stays):
        return None
    form = _pick(rng, c.ev.floor_forms(lv, k))
    return _dur(
        "floor_total",
        now,
        total,
        "how long did you spend on {floor} in total?",
        "total time on {floor}",
        {"floor": floor_phrase(form)},
        forms=[form],
    )


def last_outdoor_stint(c: Ctx, rng: np.random.Generator) -> Draft | None:
    now = c.now(rng)
    stays = c.ev.outdoor_stays(c.ev.k(now))
    if not stays or stays[-1].exit is None or (stays[-1].duration or 0) < 30:
        return None
    return _dur(
        "last_outdoor_stint",
        now,
        stays[-1].duration or 0.0,
        "how long were you outside the last time you went out?",
        "duration of last outdoor trip",
        {},
    )


# ---------------------------------------------------------------- text
def _text(
    sub: str,
    now: float,
    keywords: list[str],
    plain: str,
    terse: str,
    fills: dict[str, str],
    forms: list[str] | None = None,
    things: list[str] | None = None,
    at: list[float] | None = None,
) -> Draft:
    return Draft(
        "text",
        sub,
        now,
        {"keywords": keywords},
        plain,
        terse,
        fills,
        at=at,
        forms=forms or [],
        things=things or [],
    )


def sign_text(c: Ctx, rng: np.random.Generator) -> Draft | None:
    now = c.now(rng)
    k = c.ev.k(now)
    quoted = [i for i, qs in sorted(c.ev.quotes.items()) if qs[0][0] <= k]
    got = _ref(c, rng, k, quoted)
    if not got:
        return None
    inst, text, forms = got
    said = [t for i, t in c.ev.quotes[inst] if i <= k][-1]
    from .phrasings import fixed_text  # late: phrasings imports this module

    question = text.lower() + " " + fixed_text()
    words = [w.strip(".,?!:;\"'()%") for w in said.split()]
    keys = [
        w
        for w in words
        if (len(w) >= 4 or any(ch.isdigit() for ch in w)) and w.lower() not in question
    ]
    if not keys:
        return None
    return _text(
        "sign_text",
        now,
        keys,
        "what did {thing} say when you last read it?",
        "text on {thing} (last read)",
        {"thing": text},
        forms=forms,
        things=[inst],
    )


def colour_of(c: Ctx, rng: np.random.Generator) -> Draft | None:
    now = c.now(rng)
    k = c.ev.k(now)
    options = [
        (i, r)
        for i in c.ev.seen_insts(k)
        if c.ev.colour_said(i, k)
        for r in c.ev.refs(i, k)
        if c.insts[i].colour not in r[0].split()
    ]
    got = _pick(rng, options)
    if not got:
        return None
    inst, (text, forms) = got
    colour = str(c.insts[inst].colour)
    keys = [colour, "gray"] if colour == "grey" else [colour]
    return _text(
        "colour_of",
        now,
        keys,
        "what colour is {thing}?",
        "colour of {thing}",
        {"thing": text},
        forms=forms,
        things=[inst],
    )


def which_room_here(c: Ctx, rng: np.random.Generator) -> Draft | None:
    i, now = c.here(rng)
    k = c.ev.k(now)
    p = c.frames[i]["place"]
    place = c.fam.places[p]
    if place.transit or place.outdoor or not c.ev.forms(p, k):
        return None
    return _text(
        "which_room_here",
        now,
        c.ev.forms(p, k),
        "which room am I in right now?",
        "current room at my pos",
        {},
        at=c.pose(i),
    )


def which_floor_here(c: Ctx, rng: np.random.Generator) -> Draft | None:
    i, now = c.here(rng)
    k = c.ev.k(now)
    lv = c.frames[i]["level"]
    if lv is None or c.fam.places[c.frames[i]["place"]].transit or not c.ev.floor_forms(lv, k):
        return None
    return _text(
        "which_floor_here",
        now,
        list(c.fam.floors[lv].forms),
        "which floor am I on?",
        "current floor at my pos",
        {},
        at=c.pose(i),
    )


def room_at_time(c: Ctx, rng: np.random.Generator) -> Draft | None:
    got = _minute_time(c, rng)
    if not got:
        return None
    t, now = got
    k = c.ev.k(now)
    for v in c.ev.visits(k):
        if v.entry + 30 <= t <= (v.exit or -1) - 30 and (v.duration or 0) >= 75:
            place = c.fam.places[v.place]
            forms = c.ev.forms(v.place, k)
            if place.transit or place.outdoor or not forms:
                return None
            ago = round((now - t) / 60)
            return _text(
                "room_at_time",
                now,
                forms,
                "which room were you in at {clock}?",
                "room @ {clock} utc",
                {"clock": clock(t), "ago": f"{ago} minutes ago"},
            )
    return None


NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


def times_entered(c: Ctx, rng: np.random.Generator) -> Draft | None:
    now = c.now(rng)
    k = c.ev.k(now)
    p = _pick(rng, _named_places(c, k))
    if p is None:
        return None
    vs = [
        v
        for v in c.ev.visits(k, p)
        if (v.exit if v.exit is not None else c.ev.times[k]) - v.entry >= 4
    ]
    n = len(vs)
    if not 1 <= n <= 6:
        return None
    keys = [str(n), NUMBER_WORDS[n]] + (["once"] if n == 1 else ["twice"] if n == 2 else [])
    form = _pick(rng, c.ev.forms(p, k))
    return _text(
        "times_entered",
        now,
        keys,
        "how many times have you gone into {place}?",
        "entry count {place}",
        {"place": place_phrase(form)},
        forms=[form],
    )


def which_floor_seen(c: Ctx, rng: np.random.Generator) -> Draft | None:
    now = c.now(rng)
    k = c.ev.k(now)
    fixed = [i for i in c.ev.seen_insts(k) if c.insts[i].fixed]
    got = _ref(c, rng, k, fixed, via_place=False)
    if not got:
        return None
    inst, text, forms = got
    lv = c.fam.places[c.insts[inst].stays[0][1]].levels[0]
    if not c.ev.floor_forms(lv, k):
        return None
    return _text(
        "which_floor_seen",
        now,
        list(c.fam.floors[lv].forms),
        "which floor did you see {thing} on?",
        "floor of {thing}",
        {"thing": text},
        forms=forms,
        things=[inst],
    )


def place_after_outside(c: Ctx, rng: np.random.Generator) -> Draft | None:
    now = c.now(rng)
    k = c.ev.k(now)
    stays = [v for v in c.ev.outdoor_stays(k) if v.exit is not None]
    if not stays:
        return None
    i = stays[-1].i1 + 1
    p = c.frames[i]["place"]
    forms = c.ev.forms(p, k)
    if not forms or c.fam.places[p].transit:
        return None
    return _text(
        "place_after_outside",
        now,
        forms,
        "when you last came back in from outside, which place did you come into?",
        "first indoor place after last return from outdoors",
        {},
    )


MAKERS: dict[str, list[Callable[[Ctx, np.random.Generator], Draft | None]]] = {
    "spatial": [
        where_is,
        last_seen_where,
        first_seen_where,
        where_place,
        where_was_i,
        nearest_to_me,
        where_text,
        where_before_lift,
        where_on_floor,
    ],
    "temporal": [
        last_seen,
        first_seen,
        entered_place,
        left_place,
        took_lift,
        first_outside,
        first_reached_floor,
    ],
    "binary": [
        seen_yes,
        seen_never,
        colour_yes,
        colour_no,
        in_place_yes,
        in_place_no,
        state_last,
        seen_outdoors,
        seen_after_lift,
    ],
    "duration": [
        last_visit,
        total_in_place,
        outside_total,
        lift_ride,
        ago_seen,
        first_visit,
        floor_total,
        last_outdoor_stint,
    ],
    "text": [
        sign_text,
        colour_of,
        which_room_here,
        which_floor_here,
        room_at_time,
        times_entered,
        which_floor_seen,
        place_after_outside,
    ],
}
TYPES = ("spatial", "temporal", "binary", "duration", "text")


def select(c: Ctx, rng: np.random.Generator, per_type: int = 20) -> list[Draft]:
    out: list[Draft] = []
    for kind in TYPES:
        got: list[Draft] = []
        seen_text: set[str] = set()
        rounds = 0
        while len(got) < per_type and rounds < 40:
            rounds += 1
            makers = [MAKERS[kind][int(i)] for i in rng.permutation(len(MAKERS[kind]))]
            for maker in makers:
                if len(got) >= per_type:
                    break
                for _ in range(6):
                    d = maker(c, rng)
                    if d is None:
                        continue
                    key = d.plain.format(**d.fills) + "|" + repr(d.at)
                    if key in seen_text:
                        continue
                    seen_text.add(key)
                    got.append(d)
                    break
        if len(got) < per_type:
            raise RuntimeError(f"only {len(got)} {kind} questions")
        out.extend(got)
    return out
