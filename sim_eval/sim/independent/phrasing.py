"""Turn question specs into sentences, in a ``plain`` or a ``people`` register.

``plain`` questions are complete and explicit.  ``people`` questions imitate
how people talk to a robot: the robot is "I", "we" or "you", requests are
indirect, everyday words replace the labeller's vocabulary, and text is often
lower case, without a question mark, with fillers and the odd typo.
"""

from __future__ import annotations

import numpy as np

from .captioner import article
from .questions import QSpec
from .rng import pick
from .vocab import is_plural

ON_WORDS = {
    "street",
    "road",
    "sidewalk",
    "pavement",
    "driveway",
    "side path",
    "path",
    "service road",
    "back road",
}
AT_WORDS = {
    "loading dock",
    "loading bay",
    "entrance",
    "front entrance",
    "plaza",
    "reception",
    "elevators",
    "lifts",
    "entrance plaza",
}
FILLERS = ("hey, ", "ok so ", "robot, ", "quick question: ", "hmm ", "um, ", "so ", "hey robot ")

PLAIN: dict[str, list[str]] = {
    "spatial/where": [
        "Where did you see {a_w}?",
        "Where {is} the {w}?",
        "Can you show me where the {w} {is}?",
    ],
    "spatial/nearest": [
        "Where is the nearest {w}?",
        "Which {w} is closest to me right now, and where is it?",
    ],
    "spatial/leave": ["Where is the {w}?", "Where did you see the {w}?"],
    "spatial/around": ["Is there {a_w} near here? Where?"],
    "temporal/first_seen": [
        "When did you first see {a_w}?",
        "At what time did you see {a_w} for the first time?",
    ],
    "temporal/last_seen": ["When did you last see {a_w}?", "When was the last time you saw {a_w}?"],
    "temporal/first_enter": [
        "When did you first enter {the_place}?",
        "When did you go into {the_place} for the first time?",
    ],
    "temporal/last_leave": [
        "When did you last leave {the_place}?",
        "When did you most recently leave {the_place}?",
    ],
    "temporal/first_outside": [
        "When did you first go outside?",
        "At what time did you first leave the building?",
    ],
    "temporal/back_inside": ["When did you come back inside after your first trip outside?"],
    "temporal/first_arrive": [
        "When did you first reach {the_place}?",
        "When did you first arrive {in_place}?",
    ],
    "binary/seen": ["Did you see {a_w}?", "Have you seen {a_w}?"],
    "binary/colour": ["Was there {a_cw}?", "Did you see {a_cw}?"],
    "binary/inplace": ["Is there {a_w} {in_place}?", "Did you see {a_w} {in_place}?"],
    "binary/visited": ["Have you been {in_place}?", "Did you visit {the_place}?"],
    "binary/recent": ["Did you see {a_w} in the last {minutes} minutes?"],
    "duration/running": [
        "How long have you been running?",
        "How long have you been driving around so far?",
    ],
    "duration/total_in": [
        "How much time did you spend {in_place} in total?",
        "How long were you {in_place} altogether?",
    ],
    "duration/first_visit": ["How long did you stay {in_place} the first time you were there?"],
    "duration/outside_total": [
        "How long have you been outside in total?",
        "How much time have you spent outdoors altogether?",
    ],
    "duration/outside_first": ["How long were you outside the first time you went out?"],
    "duration/a_to_b": [
        "The first time you went from {the_src} to {the_dst}, how long did it take?",
        "How long did it take you to get from {the_src} to {the_dst} the first time?",
    ],
    "duration/pause": [
        "How long did you stand still {in_place}?",
        "For how long were you stopped {in_place}?",
    ],
    "text/colour": ["What colour {was} the {w}?", "What colour {is} the {w}?"],
    "text/room": ["In which room did you see the {w}?"],
    "text/room_out": ["In which area did you see the {w}?"],
    "text/sign": ["What was written on the {w}?", "What did the {w} say?"],
    "text/sign_place": [
        "What did the {w} {in_place} say?",
        "What was written on the {w} {in_place}?",
    ],
    "text/material": ["What {was} the {w} made of?", "What material {was} the {w}?"],
}

PEOPLE: dict[str, list[str]] = {
    "spatial/where": [
        "where's the {w}",
        "can you take me back to the {w}?",
        "i forgot where the {w} {is}",
        "where did we see {a_w}",
        "take me to the {w} please",
        "do you remember where the {w} {is}?",
        "i need to find {a_w}. where did you see one?",
    ],
    "spatial/nearest": [
        "whats the closest {w} from here",
        "take me to the nearest {w}",
        "i need {a_w}, which one is closest?",
        "where's the nearest {w} to where we are now",
    ],
    "spatial/leave": [
        "where did i leave my {w}",
        "i lost my {w}, have you seen where {it} {is}?",
        "i forgot where i put my {w}. where {is} {it}",
        "can you help me find my {w}",
    ],
    "spatial/around": [
        "is there {a_w} around here? where",
        "any {w} nearby? where would i find {it}",
        "is there {a_w} close by? where?",
    ],
    "temporal/first_seen": [
        "when did we first come across {a_w}",
        "what time did i first see {a_w}?",
        "when was the first time you spotted {a_w}",
    ],
    "temporal/last_seen": [
        "when was the last time we saw {a_w}",
        "how long ago did you last see {a_w}?",
        "whens the last time you saw the {w}",
    ],
    "temporal/first_enter": [
        "when did we first go into {the_place}",
        "what time did i get to {the_place} the first time",
        "at what time were we first in {the_place}?",
    ],
    "temporal/last_leave": [
        "when did we leave {the_place} most recently",
        "what time did you last come out of {the_place}?",
    ],
    "temporal/first_outside": [
        "when did we first head outside",
        "what time did i first go out of the building?",
        "when did you first go out",
    ],
    "temporal/back_inside": [
        "after we first went out, when did we get back in?",
        "the first time i went outside, when did i come back inside",
    ],
    "temporal/first_arrive": [
        "when did we first get to {the_place}",
        "what time did i first reach {the_place}?",
    ],
    "binary/seen": [
        "did we pass {a_w}?",
        "have you seen {a_w} anywhere",
        "did i see {a_w} at some point",
        "did you come across {a_w} so far?",
    ],
    "binary/colour": ["did we see {a_cw}", "was there {a_cw} anywhere?", "did you spot {a_cw}"],
    "binary/inplace": [
        "is there {a_w} {in_place}",
        "did you see {a_w} {in_place}?",
        "do we have {a_w} {in_place}",
    ],
    "binary/visited": [
        "have we been to {the_place}?",
        "did you go into {the_place} yet",
        "were you {in_place} at all",
    ],
    "binary/recent": [
        "did we pass {a_w} in the last {minutes} minutes or so",
        "seen {a_w} in the past {minutes} min?",
    ],
    "duration/running": [
        "how long have we been at this",
        "for how long have you been going around?",
        "how much time since you started",
    ],
    "duration/total_in": [
        "how long was i in {the_place} altogether",
        "for how long were we in {the_place} in total?",
        "how much time did you spend in {the_place} overall",
    ],
    "duration/first_visit": [
        "the first time we were in {the_place}, how long did we stay",
        "how much time did you spend in {the_place} on the first visit?",
    ],
    "duration/outside_total": [
        "how much time did we spend outdoors altogether",
        "how long were you outside all together?",
    ],
    "duration/outside_first": [
        "the first time we went outside, how long were we out",
        "how long was i outside the first time?",
    ],
    "duration/a_to_b": [
        "how long did it take to get from the {src} to the {dst} the first time",
        "first time we went from the {src} to the {dst}, how long did it take us?",
    ],
    "duration/pause": [
        "how long were you just standing in {the_place}",
        "for how long did we stop in {the_place}?",
        "how much time did you wait in {the_place} without moving",
    ],
    "text/colour": [
        "what color {was} the {w}",
        "the {w} - what colour {was} {it}?",
        "do you remember the colour of the {w}",
    ],
    "text/room": ["which room {was} the {w} in", "what room did we see the {w} in?"],
    "text/room_out": [
        "where outside {was} the {w}, what area",
        "what part of the grounds {was} the {w} in?",
    ],
    "text/sign": ["what did the {w} say", "can you read me what the {w} said?"],
    "text/sign_place": ["what did the {w} {in_place} say", "what was on the {w} {in_place}?"],
    "text/material": ["what material {was} the {w}", "the {w}, what {was} {it} made of?"],
}


def _prep(place: str) -> str:
    if place in ON_WORDS:
        return "on"
    if place in AT_WORDS:
        return "at"
    return "in"


def _pieces(spec: QSpec, people: bool) -> dict[str, str]:
    s = spec.slots
    w = str(s.get("wp" if people else "w", ""))
    place = str(s.get("pp" if people else "place", ""))
    plural = is_plural(w) if w else False
    out = {
        "w": w,
        "a_w": (w if plural else article(w)) if w else "",
        "is": "are" if plural else "is",
        "it": "they" if plural else "it",
        "was": "were" if plural else "was",
        "place": place,
        "minutes": str(s.get("minutes", "")),
    }
    if s.get("colour"):
        out["a_cw"] = article(f"{s['colour']} {w}") if not plural else f"{s['colour']} {w}"
    if place:
        if s.get("multi") and spec.qtype == "duration":
            out["the_place"] = f"the {place}s"
            out["in_place"] = f"in the {place}s"
        elif s.get("multi"):
            out["the_place"] = article(place)
            out["in_place"] = (
                f"in any of the {place}s" if spec.kind == "inplace" else f"in {article(place)}"
            )
        else:
            out["the_place"] = f"the {place}"
            out["in_place"] = f"{_prep(place)} the {place}"
    for key in ("src", "dst"):
        if key in s:
            sub = s[key]
            assert isinstance(sub, dict)
            name = str(sub["pp" if people else "place"])
            out[key] = name
            out["the_" + key] = f"the {name}"
    return out


def _key(spec: QSpec) -> str:
    if spec.qtype == "text" and spec.kind == "room":
        return "text/room_out" if spec.slots.get("outdoor") else "text/room"
    if spec.qtype == "text" and spec.kind == "sign" and "place" in spec.slots:
        return "text/sign_place"
    return f"{spec.qtype}/{spec.kind}"


def _typo(rng: np.random.Generator, text: str, protected: set[str]) -> str:
    words = text.split(" ")
    idx = [
        i for i, w in enumerate(words) if len(w) >= 4 and w.isalpha() and w.lower() not in protected
    ]
    if not idx:
        return text
    i = pick(rng, idx)
    w = words[i]
    j = int(rng.integers(1, len(w) - 1))
    op = rng.random()
    if op < 0.4:
        w = w[:j] + w[j + 1] + w[j] + w[j + 2 :]
    elif op < 0.7:
        w = w[:j] + w[j + 1 :]
    else:
        w = w[:j] + w[j] + w[j:]
    words[i] = w
    return " ".join(words)


def render(spec: QSpec, style: str, rng: np.random.Generator) -> str:
    """Word one question spec in ``style`` ('plain' or 'people')."""
    people = style == "people"
    table = PEOPLE if people else PLAIN
    text = pick(rng, table[_key(spec)]).format(**_pieces(spec, people))
    if not people:
        return text[:1].upper() + text[1:]
    protected = {
        t
        for v in (spec.slots.get("wp"), spec.slots.get("pp"), spec.slots.get("colour"))
        if v
        for t in str(v).lower().split()
    }
    if rng.random() < 0.15:
        text = pick(rng, FILLERS) + text
    if rng.random() < 0.12:
        text = _typo(rng, text, protected)
    if rng.random() < 0.25:
        text = text[:1].upper() + text[1:]
    if text.endswith("?") and rng.random() < 0.45:
        text = text[:-1]
    elif not text.endswith("?") and rng.random() < 0.25:
        text += "?"
    return text
