"""What each caption will say (the plan); the captioners only word it."""

from __future__ import annotations

import numpy as np

from .familyspec import FamilySpec
from .model import Frame, Mention, Plan
from .perception import Sight
from .streams import chance, pick, weighted
from .textutil import clock

QUOTE_RANGE_M = 4.0
P_NOTHING = 0.06
P_PLACE = 0.3
P_PLACE_WRONG = 0.06
P_FLOOR = 0.14
P_FLOOR_WRONG = 0.05
P_VAGUE = 0.15
P_BYSTANDER = 0.15
P_COLOUR = 0.4
P_STATE = 0.5
P_QUOTE = 0.7
MENTION_COUNTS = (0, 1, 2, 3, 4)
MENTION_WEIGHTS = (0.07, 0.25, 0.3, 0.24, 0.14)


def plan_caption(
    spec: FamilySpec,
    frame: Frame,
    seen: list[Sight],
    t_abs: float,
    rng: np.random.Generator,
) -> Plan:
    here = spec.place(frame.place)
    stamp = clock(t_abs, seconds=True)
    if chance(rng, P_NOTHING):
        return Plan([], None, None, (), None, None, None, here.outdoor, stamp)
    mentions: list[Mention] = []
    want = weighted(rng, MENTION_COUNTS, MENTION_WEIGHTS)
    for s in seen:
        if len(mentions) >= want:
            break
        if s.range > 0.85 * s.reach or not chance(rng, 0.85):
            continue
        mentions.append(_mention(s, frame, rng))
    quote = None
    for s in seen:
        if s.cls.kind in ("text", "screen") and s.range <= QUOTE_RANGE_M and abs(s.bearing) < 0.55:
            if chance(rng, P_QUOTE):
                text = s.inst.text_at(frame.t)
                assert text is not None
                noun = s.cls.key if chance(rng, 0.7) else pick(rng, s.cls.labels)
                noun = next((m.noun for m in mentions if m.inst == s.inst.id), noun)
                quote = (s.inst.id, noun, text)
                if all(m.inst != s.inst.id for m in mentions):
                    mention = _mention(s, frame, rng)
                    mention.noun = noun
                    mentions.append(mention)
            break
    place = None
    forms: tuple[str, ...] = ()
    if chance(rng, P_PLACE * (0.4 if here.transit else 1.0)):
        named = here
        correct = True
        if chance(rng, P_PLACE_WRONG):
            named = pick(rng, [p for p in spec.places if p.name != here.name and not p.transit])
            correct = False
        u = rng.random()
        if named.code is None or u < 0.6:
            words, forms = named.name, (named.name,)
        elif u < 0.85:
            words, forms = named.code, (named.code,)
        else:
            words, forms = f"{named.name} ({named.code})", (named.name, named.code)
        place = (named.name, words, correct)
    floor = None
    if spec.multi_floor and frame.floor is not None and chance(rng, P_FLOOR):
        index = frame.floor
        correct = True
        if chance(rng, P_FLOOR_WRONG):
            index = pick(rng, [f.index for f in spec.floors if f.index != frame.floor])
            correct = False
        floor = (index, pick(rng, spec.floor(index).forms), correct)
    vague = None
    if place is None and chance(rng, P_VAGUE if mentions else 3 * P_VAGUE):
        vague = pick(rng, spec.vague[here.kind])
    bystander = None
    if not here.transit and chance(rng, P_BYSTANDER):
        bystander = pick(rng, spec.bystanders)
    return Plan(mentions, quote, place, forms, floor, vague, bystander, here.outdoor, stamp)


def _mention(s: Sight, frame: Frame, rng: np.random.Generator) -> Mention:
    noun = s.cls.key if chance(rng, 0.75) else pick(rng, s.cls.labels)
    colour = s.inst.colour if s.inst.colour and chance(rng, P_COLOUR) else None
    state = s.inst.state_at(frame.t)
    said = state if state is not None and chance(rng, P_STATE) else None
    side = "left" if s.bearing > 0.3 else "right" if s.bearing < -0.3 else "ahead"
    return Mention(s.inst.id, s.cls.key, noun, colour, said, side, round(s.range, 2))
