"""Text questions: the answer must contain one of the truth keywords."""

from __future__ import annotations

import math
import re

from .familyspec import COLOUR_WORDS
from .qcontext import Ctx, Q
from .streams import pick
from .textutil import clock, count_keywords, plural

_STOP = {
    "the", "and", "for", "from", "this", "that", "with", "your", "you", "our", "all", "out",
    "way", "not", "are", "then", "own", "here", "only", "any", "has", "was", "who", "its",
    "please", "time", "plat", "due", "room", "class", "floor", "level", "what", "where",
    "when", "which", "how", "did", "does", "say", "said", "see", "saw", "tell", "read",
    "back", "last", "robot", "control", "over", "hey", "were", "there", "written",
}  # fmt: skip


def _words(text: str) -> list[str]:
    return [w.lower() for w in re.findall(r"[A-Za-z][A-Za-z'-]*[A-Za-z]", text)]


def sign_text(c: Ctx) -> Q | None:
    now = c.pick_now()
    options = [i for i in c.inst_list if c.ev.quotes_by(i.id, now)]
    if not options:
        return None
    inst = pick(c.rng, options)
    ref = c.thing_ref(inst, now)
    if ref is None:
        return None
    text = c.ev.quotes_by(inst.id, now)[-1][1]
    asked = set(_words(ref.text)) | set(_words(" ".join(ref.forms)))
    others: set[str] = set()
    for o in c.inst_list:
        for _, t in o.texts:
            if t != text:
                others.update(_words(t))
    words = [w for w in dict.fromkeys(_words(text)) if len(w) >= 3 and w not in _STOP]
    words = [w for w in words if w not in asked]
    rare = [w for w in words if w not in others]
    keywords = (rare or words)[:3]
    if not keywords:
        return None
    return Q("text", "sign_text", now, {"keywords": keywords},
             {"sign": ref.text, "noun": inst.cls, "forms": ref.forms}, ("sign_text", inst.id))  # fmt: skip  # noqa: E501


def colour_of(c: Ctx) -> Q | None:
    now = c.pick_now()
    options = [i for i in c.sighted(now) if i.colour and c.ev.colour_known(i.id, now)]
    if not options:
        return None
    inst = pick(c.rng, options)
    assert inst.colour is not None
    ref = c.thing_ref(inst, now, allow_colour=False)
    if ref is None:
        return None
    keywords = list(COLOUR_WORDS.get(inst.colour, (inst.colour,)))
    slots = {"thing": ref.text, "forms": ref.forms, "colour_said": inst.colour}
    return Q("text", "colour_of", now, {"keywords": keywords}, slots, ("colour_of", inst.id))


def count(c: Ctx) -> Q | None:
    now = c.pick_now()
    options = []
    for cls in sorted(c.by_class):
        kind = c.spec.cls(cls).kind
        if kind == "moving":
            continue
        places = sorted({s.place for i in c.by_class[cls] for s in i.stays})
        for place in places:
            there = [i for i in c.by_class[cls] if any(s.place == place for s in i.stays)]
            if not 2 <= len(there) <= 9 or not all(i.fixed for i in there):
                continue
            if all(c.ev.sightings(i.id, now) for i in there):
                options.append((cls, place, len(there)))
    if not options:
        return None
    cls, place, n = pick(c.rng, options)
    ref = c.place_ref(place, now)
    if ref is None:
        return None
    slots = {"noun_pl": plural(cls), "noun": cls, "place": ref.text, "forms": ref.forms}
    return Q(
        "text",
        "count",
        now,
        {"keywords": count_keywords(n)},
        slots,
        ("count", cls, place),
    )


def which_room_here(c: Ctx) -> Q | None:
    i, now = c.pick_frame_now()
    place = c.frames[i].place
    if c.spec.place(place).kind not in ("room", "corridor"):
        return None
    forms = c.ev.place_forms_by(place, now)
    if not forms:
        return None
    return Q("text", "which_room_here", now, {"keywords": forms}, {"forms": forms},
             ("which_room_here", place), at=c.robot_point(i))  # fmt: skip


def which_floor(c: Ctx) -> Q | None:
    i, now = c.pick_frame_now()
    floor = c.frames[i].floor
    if floor is None:
        return None
    forms = c.ev.floor_forms_by(floor, now)
    if not forms:
        return None
    return Q("text", "which_floor", now, {"keywords": forms}, {"forms": forms},
             ("which_floor", floor), at=c.robot_point(i))  # fmt: skip


def room_at_time(c: Ctx) -> Q | None:
    now = c.pick_now()
    stays = [
        v for v in c.ev.visits_by(now)
        if c.spec.place(v.place).kind in ("room", "corridor")
        and c.frames[v.i1].t - c.frames[v.i0].t >= 75.0
    ]  # fmt: skip
    if not stays:
        return None
    v = pick(c.rng, stays)
    lo, hi = c.frames[v.i0].t + 30.0, min(c.frames[v.i1].t - 30.0, now - 30.0)
    first = math.ceil((c.t0 + lo) / 60.0) * 60.0 - c.t0
    if first > hi:
        return None
    minute = first + 60.0 * int(c.rng.integers(0, int((hi - first) // 60.0) + 1))
    forms = c.ev.place_forms_by(v.place, now)
    if not forms:
        return None
    hhmm = clock(c.t0 + minute)
    return Q("text", "room_at_time", now, {"keywords": forms}, {"time": hhmm, "forms": forms},
             ("room_at_time", hhmm))  # fmt: skip


def times_entered(c: Ctx) -> Q | None:
    now = c.pick_now()
    options = []
    for name in c.nontransit_places():
        if c.spec.place(name).kind == "corridor":
            continue
        vs = c.visits_of(name, now)
        if vs and len(vs) <= 9 and all(c.ev.length(v, now) >= 4.0 for v in vs):
            options.append((name, len(vs)))
    if not options:
        return None
    name, n = pick(c.rng, options)
    ref = c.place_ref(name, now)
    if ref is None:
        return None
    return Q("text", "times_entered", now, {"keywords": count_keywords(n, times=True)},
             {"place": ref.text, "forms": ref.forms}, ("times_entered", name))  # fmt: skip


def room_before(c: Ctx) -> Q | None:
    now = c.pick_now()
    visits = c.ev.visits_by(now)
    options = []
    for name in c.nontransit_places():
        ks = [k for k, v in enumerate(visits) if v.place == name]
        if not ks:
            continue
        prev = next(
            (v for v in visits[ks[-1] - 1 :: -1] if not c.spec.place(v.place).transit), None
        ) if ks[-1] > 0 else None  # fmt: skip
        if prev is None or prev.place == name or c.ev.length(prev, now) < 5.0:
            continue
        forms = c.ev.place_forms_by(prev.place, now)
        if forms:
            options.append((name, forms))
    if not options:
        return None
    name, forms = pick(c.rng, options)
    ref = c.place_ref(name, now)
    if ref is None:
        return None
    return Q("text", "room_before", now, {"keywords": forms},
             {"place": ref.text, "forms": ref.forms + forms}, ("room_before", name))  # fmt: skip


MAKERS = {
    "sign_text": sign_text,
    "colour_of": colour_of,
    "count": count,
    "which_room_here": which_room_here,
    "which_floor": which_floor,
    "room_at_time": room_at_time,
    "times_entered": times_entered,
    "room_before": room_before,
}
