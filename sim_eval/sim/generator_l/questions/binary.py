"""Yes/no questions: truth is a bool."""

from __future__ import annotations

from sim_eval.sim.generator_l.questions.context import PALETTE, Context, Draft, article
from sim_eval.sim.generator_l.seeding import pick

CLOSE_COLOURS = {
    "grey": ("silver",),
    "silver": ("grey", "white"),
    "brown": ("beige", "gold", "tortoiseshell"),
    "blue": ("navy", "teal"),
    "green": ("teal",),
    "orange": ("ginger",),
    "pink": ("purple", "red"),
    "purple": ("pink",),
    "red": ("pink",),
    "yellow": ("gold",),
    "white": ("silver", "beige"),
    "black": ("navy",),
}


def _seen_draft(noun: str, truth: bool, now: float, cls: str, sub: str) -> Draft:
    return Draft(
        sub,
        {"obj": noun, "a_obj": f"{article(noun)} {noun}"},
        {"binary": truth},
        now,
        key=f"seen:{cls}",
    )


def seen_yes(ctx: Context, now: float) -> list[Draft]:
    n = ctx.ev.n_at(now)
    return [
        _seen_draft(s.noun, True, now, s.key, "seen_yes")
        for s in ctx.family.classes
        if s.key != "door_plate" and any(ctx.ev.seen(i.iid, n) for i in ctx.world.by_class(s.key))
    ]


def seen_never(ctx: Context, now: float) -> list[Draft]:
    return [_seen_draft(s.noun, False, now, s.key, "seen_never") for s in ctx.family.never]


def seen_not_yet(ctx: Context, now: float) -> list[Draft]:
    n = ctx.ev.n_at(now)
    return [
        _seen_draft(s.noun, False, now, s.key, "seen_not_yet")
        for s in ctx.family.classes
        if s.key != "door_plate" and ctx.world.by_class(s.key) and not ctx.ev.named_class(s.key, n)
    ]


def _colour_draft(sub: str, colour: str, noun: str, truth: bool, now: float, cls: str) -> Draft:
    phrase = f"{colour} {noun}"
    slots = {"obj": noun, "colour": colour, "a_colour_obj": f"{article(phrase)} {phrase}"}
    return Draft(sub, slots, {"binary": truth}, now, key=f"colour:{cls}:{colour}")


def colour_yes(ctx: Context, now: float) -> list[Draft]:
    n = ctx.ev.n_at(now)
    out = []
    for inst in ctx.instances():
        if inst.colour and ctx.ev.colour_known(inst.iid, n):
            noun = ctx.family.cls(inst.cls).noun
            out.append(_colour_draft("colour_yes", inst.colour, noun, True, now, inst.cls))
    return out


def colour_no(ctx: Context, now: float) -> list[Draft]:
    n = ctx.ev.n_at(now)
    out = []
    for spec in ctx.family.classes:
        insts = ctx.world.by_class(spec.key)
        if spec.key == "door_plate" or not any(ctx.ev.seen(i.iid, n) for i in insts):
            continue
        taken = set(spec.colours) | {i.colour for i in insts if i.colour}
        near = {c for colour in taken for c in CLOSE_COLOURS.get(colour, ())}
        options = [c for c in PALETTE if c not in taken and c not in near]
        if options:
            out.append(
                _colour_draft("colour_no", pick(ctx.rng, options), spec.noun, False, now, spec.key)
            )
    return out


def in_place_yes(ctx: Context, now: float) -> list[Draft]:
    n = ctx.ev.n_at(now)
    out = []
    for inst in ctx.instances():
        spec = ctx.family.cls(inst.cls)
        place = ctx.family.place(inst.home)
        if not spec.fixed or spec.key == "door_plate" or place.transit:
            continue
        ref = ctx.place_ref(place.key, n)
        if ref and ctx.ev.seen(inst.iid, n):
            out.append(
                Draft(
                    "in_place_yes",
                    {"obj": spec.noun, "a_obj": ctx.a_obj(spec.noun), "place": ref},
                    {"binary": True},
                    now,
                    key=f"in:{spec.key}:{place.key}",
                )
            )
    return out


def in_place_no(ctx: Context, now: float) -> list[Draft]:
    n = ctx.ev.n_at(now)
    out = []
    places = ctx.named_places(n)
    for spec in ctx.family.classes:
        insts = ctx.world.by_class(spec.key)
        if not spec.fixed or spec.key == "door_plate":
            continue
        if not any(ctx.ev.seen(i.iid, n) for i in insts):
            continue
        homes = {p for i in insts for p in i.places_ever}
        options = [p for p in places if p.key not in homes]
        if not options:
            continue
        place = pick(ctx.rng, options)
        ref = ctx.place_ref(place.key, n)
        if ref:
            out.append(
                Draft(
                    "in_place_no",
                    {"obj": spec.noun, "a_obj": ctx.a_obj(spec.noun), "place": ref},
                    {"binary": False},
                    now,
                    key=f"in:{spec.key}:{place.key}",
                )
            )
    return out


def state_last(ctx: Context, now: float) -> list[Draft]:
    n = ctx.ev.n_at(now)
    out = []
    for inst in ctx.instances():
        spec = ctx.family.cls(inst.cls)
        if not spec.states:
            continue
        seen = ctx.ev.seen(inst.iid, n)
        ref = ctx.the_obj(inst, n) if seen else None
        said = ctx.ev.state_said.get(inst.iid, {}).get(seen[-1]) if seen else None
        if ref and said:
            asked = pick(ctx.rng, spec.states)
            out.append(
                Draft(
                    "state_last",
                    {"the_obj": ref, "state": asked},
                    {"binary": asked == said},
                    now,
                    key=f"state:{inst.iid}",
                )
            )
    return out


MAKERS = {
    "seen_yes": seen_yes,
    "seen_never": seen_never,
    "seen_not_yet": seen_not_yet,
    "colour_yes": colour_yes,
    "colour_no": colour_no,
    "in_place_yes": in_place_yes,
    "in_place_no": in_place_no,
    "state_last": state_last,
}
