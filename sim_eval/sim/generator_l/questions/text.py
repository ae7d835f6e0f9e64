"""Text questions: truth is a list of keywords, any one of which in the answer is right."""

from __future__ import annotations

import re

from sim_eval.sim.generator_l.questions.context import NUMBER_WORDS, Context, Draft, clock, plural
from sim_eval.sim.generator_l.questions.spatial import stationary_minute

STOP = {
    "the",
    "and",
    "for",
    "with",
    "this",
    "that",
    "your",
    "from",
    "all",
    "now",
    "per",
    "are",
    "you",
    "our",
    "not",
    "has",
    "its",
    "one",
    "use",
    "ask",
    "here",
    "way",
    "ahead",
    "each",
    "please",
    "only",
    "today",
    "off",
    "pounds",
    "percent",
    "every",
    "then",
    "more",
    "room",
    "place",
    "time",
}
COLOUR_SYNONYMS = {"grey": ("grey", "gray"), "tortoiseshell": ("tortoiseshell", "brown")}


def tokens(text: str) -> list[str]:
    """Lower-case words; a clock time such as "14:10" stays one token."""
    return re.findall(r"[a-z0-9]+(?::[0-9]+)?(?:'[a-z]+)?", text.lower())


def sign_keywords(ctx: Context, iid: str, text: str, question_words: set[str]) -> list[str]:
    """Words of ``text`` that no other text of that class (any instance, any time) holds and
    the question lacks: quoting another sign of the kind, or an older screen, fails."""
    cls = ctx.world.instance(iid).cls
    elsewhere: set[str] = set()
    for inst in ctx.world.by_class(cls):
        for _start, other in inst.texts:
            if other != text:
                elsewhere.update(tokens(other))
    out = []
    for word in tokens(text):
        has_digit = any(c.isdigit() for c in word)
        keep = (len(word) >= 3 and not word.isdigit()) if has_digit else len(word) >= 3
        fresh = word not in STOP and word not in elsewhere and word not in question_words
        if keep and fresh and word not in out:
            out.append(word)
    return out[:4]


def sign_text(ctx: Context, now: float) -> list[Draft]:
    n = ctx.ev.n_at(now)
    out = []
    for inst in ctx.instances():
        if inst.cls == "door_plate":
            continue
        text = ctx.ev.last_read(inst.iid, n)
        ref = ctx.the_obj(inst, n) if text else None
        if not ref or not text:
            continue
        keywords = sign_keywords(ctx, inst.iid, text, set(tokens(ref)))
        if keywords:
            out.append(
                Draft(
                    "sign_text",
                    {"the_obj": ref},
                    {"keywords": keywords},
                    now,
                    key=f"sign:{inst.iid}",
                )
            )
    return out


def colour_of(ctx: Context, now: float) -> list[Draft]:
    n = ctx.ev.n_at(now)
    out = []
    for inst in ctx.instances():
        if not inst.colour or not ctx.ev.colour_known(inst.iid, n):
            continue
        ref = ctx.the_obj(inst, n)
        if ref and inst.colour not in tokens(ref):
            keywords = list(COLOUR_SYNONYMS.get(inst.colour, (inst.colour,)))
            out.append(
                Draft(
                    "colour_of",
                    {"the_obj": ref},
                    {"keywords": keywords},
                    now,
                    key=f"colour_of:{inst.iid}",
                )
            )
    return out


def count(ctx: Context, now: float) -> list[Draft]:
    n = ctx.ev.n_at(now)
    out = []
    for spec in ctx.family.classes:
        if not spec.fixed or spec.key == "door_plate":
            continue
        by_place: dict[str, list] = {}
        for inst in ctx.world.by_class(spec.key):
            by_place.setdefault(inst.home, []).append(inst)
        for place, insts in by_place.items():
            ref = ctx.place_ref(place, n)
            if not ref or not 2 <= len(insts) <= 9 or not all(ctx.ev.seen(i.iid, n) for i in insts):
                continue
            k = len(insts)
            out.append(
                Draft(
                    "count",
                    {"objs": plural(spec.noun), "place": ref},
                    {"keywords": [str(k), NUMBER_WORDS[k]]},
                    now,
                    key=f"count:{spec.key}:{place}",
                )
            )
    return out


def _place_keywords(ctx: Context, place: str) -> list[str]:
    p = ctx.family.place(place)
    return [p.name.lower(), *([p.code.lower()] if p.code else [])]


def which_room_here(ctx: Context, now: float) -> list[Draft]:
    n = ctx.ev.n_at(now)
    pose = ctx.frames[n - 1].pose
    place = ctx.family.place(pose.place)
    if place.transit or not ctx.ev.place_forms(place.key, n):
        return []
    return [
        Draft(
            "which_room_here",
            {},
            {"keywords": _place_keywords(ctx, place.key)},
            now,
            at=ctx.pose_at(n),
            key=f"here:{place.key}",
        )
    ]


def which_floor(ctx: Context, now: float) -> list[Draft]:
    if not ctx.family.multi_floor:
        return []
    n = ctx.ev.n_at(now)
    out = []
    for inst in ctx.instances():
        spec = ctx.family.cls(inst.cls)
        if not spec.fixed or len(ctx.world.by_class(inst.cls)) != 1:
            continue
        floor = ctx.family.floor(ctx.family.place(inst.home).floors[0])
        if ctx.ev.seen(inst.iid, n) and ctx.ev.floor_known(floor.index, n):
            out.append(
                Draft(
                    "which_floor",
                    {"the_obj": f"the {spec.noun}"},
                    {"keywords": list(floor.keywords)},
                    now,
                    key=f"which_floor:{inst.iid}",
                )
            )
    return out


def room_at_time(ctx: Context, now: float) -> list[Draft]:
    n = ctx.ev.n_at(now)
    out = []
    for i in stationary_minute(ctx, now, 40.0, same_place=True):
        frame = ctx.frames[i]
        place = ctx.family.place(frame.pose.place)
        if place.transit or not ctx.ev.place_forms(place.key, n):
            continue
        mark = round(frame.t / 60) * 60
        out.append(
            Draft(
                "room_at_time",
                {"time": clock(mark)},
                {"keywords": _place_keywords(ctx, place.key)},
                now,
                key=f"room_at:{mark}",
            )
        )
    return out


MAKERS = {
    "sign_text": sign_text,
    "colour_of": colour_of,
    "count": count,
    "which_room_here": which_room_here,
    "which_floor": which_floor,
    "room_at_time": room_at_time,
}
