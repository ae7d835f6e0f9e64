"""Binary questions: yes or no."""

from __future__ import annotations

import math

from .familyspec import COLOURS, SHADES, STATE_WORDS
from .qcontext import Ctx, Q
from .streams import chance, pick
from .textutil import a_or_an


def seen_yes(c: Ctx) -> Q | None:
    now = c.pick_now()
    classes = sorted({i.cls for i in c.sighted(now)})
    if not classes:
        return None
    cls = pick(c.rng, classes)
    return Q("binary", "seen_yes", now, {"binary": True}, {"noun": cls, "a_noun": a_or_an(cls)},
             ("seen_yes", cls))  # fmt: skip


def seen_never(c: Ctx) -> Q | None:
    now = c.pick_now()
    cls = pick(c.rng, [n for n, _ in c.spec.never])
    return Q("binary", "seen_never", now, {"binary": False}, {"noun": cls, "a_noun": a_or_an(cls)},
             ("seen_never", cls))  # fmt: skip


def seen_not_yet(c: Ctx) -> Q | None:
    now = c.pick_now()
    options = [
        cls for cls in sorted(c.by_class)
        if now < c.ev.class_first.get(cls, math.inf) < math.inf and cls not in c.ev.fp_first
    ]  # fmt: skip
    if not options:
        return None
    cls = pick(c.rng, options)
    return Q("binary", "seen_not_yet", now, {"binary": False},
             {"noun": cls, "a_noun": a_or_an(cls)}, ("seen_not_yet", cls))  # fmt: skip


def colour_yes(c: Ctx) -> Q | None:
    now = c.pick_now()
    options = [i for i in c.sighted(now) if i.colour and c.ev.colour_known(i.id, now)]
    if not options:
        return None
    inst = pick(c.rng, options)
    assert inst.colour is not None
    return Q("binary", "colour_yes", now, {"binary": True}, _colour_slots(inst.cls, inst.colour),
             ("colour", inst.cls, inst.colour))  # fmt: skip


def colour_no(c: Ctx) -> Q | None:
    now = c.pick_now()
    classes = sorted({i.cls for i in c.sighted(now) if c.spec.cls(i.cls).colours})
    if not classes:
        return None
    cls = pick(c.rng, classes)
    near: set[str] = set()
    for inst in c.by_class[cls]:
        if inst.colour:
            near.add(inst.colour)
            near.update(SHADES[inst.colour])
    options = [col for col in COLOURS if col not in near]
    if not options:
        return None
    colour = pick(c.rng, options)
    return Q("binary", "colour_no", now, {"binary": False}, _colour_slots(cls, colour),
             ("colour", cls, colour))  # fmt: skip


def _colour_slots(cls: str, colour: str) -> dict[str, object]:
    return {"noun": cls, "colour": colour, "a_colour_noun": a_or_an(f"{colour} {cls}")}


def in_place_yes(c: Ctx) -> Q | None:
    now = c.pick_now()
    options = [i for i in c.sighted(now) if i.fixed and not c.spec.place(i.stays[0].place).transit]
    if not options:
        return None
    inst = pick(c.rng, options)
    place = inst.stays[0].place
    ref = c.place_ref(place, now)
    if ref is None:
        return None
    slots = {
        "noun": inst.cls,
        "a_noun": a_or_an(inst.cls),
        "place": ref.text,
        "forms": ref.forms,
    }
    return Q("binary", "in_place_yes", now, {"binary": True}, slots,
             ("in_place", inst.cls, place))  # fmt: skip


def in_place_no(c: Ctx) -> Q | None:
    now = c.pick_now()
    classes = sorted({i.cls for i in c.sighted(now)})
    if not classes:
        return None
    cls = pick(c.rng, classes)
    options = []
    for name in c.nontransit_places():
        if any(s.place == name for i in c.by_class[cls] for s in i.stays):
            continue
        if sum(c.ev.length(v, now) for v in c.visits_of(name, now)) >= 30.0:
            options.append(name)
    if not options:
        return None
    place = pick(c.rng, options)
    ref = c.place_ref(place, now)
    if ref is None:
        return None
    slots = {"noun": cls, "a_noun": a_or_an(cls), "place": ref.text, "forms": ref.forms}
    return Q("binary", "in_place_no", now, {"binary": False}, slots, ("in_place", cls, place))


def state_last(c: Ctx) -> Q | None:
    now = c.pick_now()
    options = [i for i in c.sighted(now) if i.states]
    if not options:
        return None
    inst = pick(c.rng, options)
    last = c.ev.sightings(inst.id, now)[-1]
    said = c.ev.state_said.get((inst.id, last))
    if said is None:
        return None
    states = c.spec.cls(inst.cls).states
    asked = said if chance(c.rng, 0.5) else next(s for s in states if s != said)
    ref = c.thing_ref(inst, now)
    if ref is None:
        return None
    slots = {"thing": ref.text, "state": STATE_WORDS[asked], "forms": ref.forms}
    return Q("binary", "state_last", now, {"binary": asked == said}, slots,
             ("state_last", inst.id))  # fmt: skip


def still_there(c: Ctx) -> Q | None:
    now = c.pick_now()
    visits = c.ev.visits_by(now)
    options = []
    for inst in c.sighted(now):
        if c.spec.cls(inst.cls).kind == "moving":
            continue
        sights = c.ev.sightings(inst.id, now)
        for place in sorted({s.place for s in inst.stays}):
            mine = [v for v in visits if v.place == place]
            if len(mine) < 2 or c.ev.length(mine[-1], now) < 20.0:
                continue
            last = mine[-1]
            earlier = any(
                any(v.i0 <= k <= v.i1 and inst.stay_at(c.frames[k].t).place == place
                    for k in sights)
                for v in mine[:-1]
            )  # fmt: skip
            if not earlier:
                continue
            seen_now = any(
                last.i0 <= k <= last.i1 and inst.stay_at(c.frames[k].t).place == place
                for k in sights
            )
            t_a, t_b = c.frames[last.i0].t, c.frames[last.i1].t
            away = all(
                s.place != place for s in inst.stays
                if s.t <= t_b and (s is inst.stay_at(t_a) or s.t >= t_a)
            )  # fmt: skip
            if seen_now:
                options.append((inst, place, True))
            elif away:
                options.append((inst, place, False))
    if not options:
        return None
    falses = [o for o in options if not o[2]]
    inst, place, truth = pick(c.rng, falses if falses and chance(c.rng, 0.5) else options)
    ref = c.thing_ref(inst, now, allow_place=False)
    pref = c.place_ref(place, now)
    if ref is None or pref is None:
        return None
    slots = {"thing": ref.text, "place": pref.text, "forms": pref.forms}
    return Q("binary", "still_there", now, {"binary": truth}, slots,
             ("still_there", inst.id, place))  # fmt: skip


MAKERS = {
    "seen_yes": seen_yes,
    "seen_never": seen_never,
    "seen_not_yet": seen_not_yet,
    "colour_yes": colour_yes,
    "colour_no": colour_no,
    "in_place_yes": in_place_yes,
    "in_place_no": in_place_no,
    "state_last": state_last,
    "still_there": still_there,
}
