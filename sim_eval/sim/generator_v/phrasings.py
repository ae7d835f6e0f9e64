"""How people ask: one template per subkind and phrasing (seen_yes/seen_never share one).

plain             neutral, well-formed English (the development phrasing)
child             a young child talking to the robot
asr_voice         a voice assistant's transcript: lower case, fillers, homophone slips
wondering         indirect, tentative questions ("I was wondering whether ...")
heldout_voicemail (held out, seed 2 only) a rambling voicemail with the question buried in it
"""

from __future__ import annotations

import re
from typing import Any

from .model import NUMBER_WORDS
from .rng import digest_int

T: dict[str, dict[str, str]] = {
    "where_is": {
        "plain": "Where did you last see {x}?",
        "child": "Robot, robot! Where did you see {x} last?",
        "asr_voice": "um where did you last see {x}",
        "wondering": "{I} where you last saw {x}.",
        "heldout_voicemail": "can you tell me where {x} was the last time you spotted it?",
    },
    "first_seen_where": {
        "plain": "Where was {x} when you first saw it?",
        "child": "Where was {x} the very very first time you saw it?",
        "asr_voice": "uh where was {x} when you first like saw it",
        "wondering": "{I} where {x} was when you first came across it.",
        "heldout_voicemail": "where exactly was {x} the first time it turned up on your cameras?",
    },
    "where_place": {
        "plain": "Where is {p}?",
        "child": "Where's {p}? I wanna go there!",
        "asr_voice": "where is uh {p}",
        "wondering": "{I} where {p} is, if you know.",
        "heldout_voicemail": "where would I find {p}?",
    },
    "where_at_clock": {
        "plain": "Where were you at {clock}?",
        "child": "Where were you at {clock}? My mum said to ask you.",
        "asr_voice": "where were you at um {clock}",
        "wondering": "{I} where you were at {clock}.",
        "heldout_voicemail": "where had you got to at {clock}?",
    },
    "where_on_floor": {
        "plain": "On {floor}, where did you last see {x}?",
        "child": "Where was {x} on {floor}? The last one you saw!",
        "asr_voice": "on {floor} uh where did you last see {x}",
        "wondering": "{I} where on {floor} you last saw {x}.",
        "heldout_voicemail": "where on {floor} did {x} last turn up for you?",
    },
    "last_seen": {
        "plain": "When did you last see {x}?",
        "child": "When did you see {x} the last time?",
        "asr_voice": "when did you last uh see {x}",
        "wondering": "{I} when you last saw {x}.",
        "heldout_voicemail": "what time did {x} last turn up on your cameras?",
    },
    "first_seen": {
        "plain": "When did you first see {x}?",
        "child": "When was the first time ever that you saw {x}?",
        "asr_voice": "um when was the first time you saw {x}",
        "wondering": "{I} when you first noticed {x}.",
        "heldout_voicemail": "what time did {x} first turn up on your cameras?",
    },
    "entered_place": {
        "plain": "When did you last go into {p}?",
        "child": "When did you go in {p} the last time?",
        "asr_voice": "when did you last go in two {p}",
        "wondering": "{I} when you last went into {p}.",
        "heldout_voicemail": "what time did you most recently head into {p}?",
    },
    "left_place": {
        "plain": "When did you last leave {p}?",
        "child": "When did you come out of {p} last time?",
        "asr_voice": "uh when did you last leave {p}",
        "wondering": "{I} when you last came out of {p}.",
        "heldout_voicemail": "what time did you most recently head out of {p}?",
    },
    "first_on_floor": {
        "plain": "When did you first arrive on {floor}?",
        "child": "When did you get to {floor} the first time?",
        "asr_voice": "when did you first get to uh {floor}",
        "wondering": "{I} when you first got to {floor}.",
        "heldout_voicemail": "what time did you first make it onto {floor}?",
    },
    "last_seen_before_clock": {
        "plain": "Before {clock}, when was the last time you saw {x}?",
        "child": "Before {clock}, when did you see {x} the last time?",
        "asr_voice": "so before {clock} when did you last see {x}",
        "wondering": "{I} when you last saw {x} before {clock}.",
        "heldout_voicemail": "going back to before {clock}, what time had {x} last turned up "
        "on your cameras?",
    },
    "first_seen_in_place": {
        "plain": "When did you first see {x} in {p}?",
        "child": "When did you find {x} in {p} the first time?",
        "asr_voice": "when did you first see {x} in uh {p}",
        "wondering": "{I} when you first saw {x} in {p}.",
        "heldout_voicemail": "what time did {x} first turn up on your cameras inside {p}?",
    },
    "seen": {
        "plain": "Have you seen {x}?",
        "child": "Did you ever ever see {x}?",
        "asr_voice": "have you scene {x} at all",
        "wondering": "{I} whether you have come across {x} at all.",
        "heldout_voicemail": "has {x} turned up on your cameras at any point?",
    },
    "seen_on_floor": {
        "plain": "Did you see {x} on {floor}?",
        "child": "Was there {x} on {floor}? Did you see it?",
        "asr_voice": "did you uh see {x} on {floor}",
        "wondering": "{I} whether you saw {x} on {floor}.",
        "heldout_voicemail": "did {x} turn up on your cameras at any point while you were on "
        "{floor}?",
    },
    "seen_before_visit": {
        "plain": "Had you already seen {x} before you first went into {p}?",
        "child": "Did you see {x} before you went in {p} the first time?",
        "asr_voice": "had you already scene {x} before you first went in two {p}",
        "wondering": "{I} whether you had already seen {x} before your first visit to {p}.",
        "heldout_voicemail": "had {x} already turned up on your cameras before your first trip "
        "into {p}?",
    },
    "is_colour": {
        "plain": "Is {x} {colour}?",
        "child": "Is {x} {colour}? Is it?",
        "asr_voice": "is {x} um {colour}",
        "wondering": "{I} whether {x} is {colour}.",
        "heldout_voicemail": "would you say {x} is {colour}?",
    },
    "last_visit": {
        "plain": "How long were you in {p} the last time you went in?",
        "child": "How long were you in {p} last time?",
        "asr_voice": "how long were you in {p} um last time you went",
        "wondering": "{I} how long you stayed in {p} the last time.",
        "heldout_voicemail": "how long did your most recent trip into {p} last?",
    },
    "ago_seen": {
        "plain": "How long ago did you last see {x}?",
        "child": "How long ago did you see {x}?",
        "asr_voice": "how long ago did you last see uh {x}",
        "wondering": "{I} how long it has been since you last saw {x}.",
        "heldout_voicemail": "how long has it been since {x} last turned up on your cameras?",
    },
    "total_in_place": {
        "plain": "How much time have you spent in {p} altogether?",
        "child": "How long were you in {p} all together, all the times?",
        "asr_voice": "how much time have you bin in {p} like in total",
        "wondering": "{I} how much time you have spent in {p} in total.",
        "heldout_voicemail": "how long have you spent in {p}, adding up every trip?",
    },
    "seen_span": {
        "plain": "How much time passed between the first and the last time you saw {x}?",
        "child": "How long from the first time you saw {x} to the last time?",
        "asr_voice": "how long between the first and last time you saw {x} um",
        "wondering": "{I} how much time passed between your first and last sightings of {x}.",
        "heldout_voicemail": "how long was it from the first to the last time {x} turned up on "
        "your cameras?",
    },
    "longest_visit_in": {
        "plain": "How long was your longest single stay in {p}?",
        "child": "What's the longest you ever stayed in {p}, one time?",
        "asr_voice": "what was your longest uh single stay in {p}",
        "wondering": "{I} how long your longest single stay in {p} lasted.",
        "heldout_voicemail": "how long was your longest single trip into {p}?",
    },
    "which_room_here": {
        "plain": "Which room are you in right now?",
        "child": "What room is this? I forgot!",
        "asr_voice": "um which room are you in right now",
        "wondering": "{I} which room you are in at the moment.",
        "heldout_voicemail": "which room have you got to right now?",
    },
    "colour_of": {
        "plain": "What colour is {x}?",
        "child": "What colour is {x}? I like colours.",
        "asr_voice": "what colour is uh {x}",
        "wondering": "{I} what colour {x} is.",
        "heldout_voicemail": "what colour would you say {x} is?",
    },
    "floor_of_thing": {
        "plain": "Which floor was {x} on when you last saw it?",
        "child": "What floor was {x} on when you saw it last?",
        "asr_voice": "which floor was {x} on when you last saw it",
        "wondering": "{I} which floor {x} was on when you last saw it.",
        "heldout_voicemail": "which floor was {x} on the last time it turned up on your cameras?",
    },
    "came_from": {
        "plain": "Which place were you in just before you last went into {p}?",
        "child": "What room were you in right before you went in {p} last time?",
        "asr_voice": "which room were you in just before you last went in two {p}",
        "wondering": "{I} which room you were in just before you last went into {p}.",
        "heldout_voicemail": "which room had you just come from the last time you headed into {p}?",
    },
}

WONDER = ("I was wondering", "I've been wondering", "I'm just wondering")
OPENERS = (
    "Hi, it's Priya from facilities, hope you're keeping well. Sorry, I'm on the move so this "
    "is a bit rushed.",
    "Hello, this is Tom. I'm leaving a quick message because I couldn't get hold of anyone at "
    "the desk.",
    "Hey, it's Morgan again, sorry to bother you, the line's a bit crackly today.",
    "Hi there, Dana speaking. I've just come out of a long meeting and I'm catching up on "
    "everything.",
)
CLOSERS = (
    "No rush, just message me back when you get a chance. Thanks!",
    "That's all really. Speak soon, bye.",
    "Cheers, and sorry again for the long message.",
    "Okay, thanks a lot, bye for now.",
)


def template(subkind: str, phrasing: str) -> str:
    key = "seen" if subkind in ("seen_yes", "seen_never") else subkind
    return T[key][phrasing]


def _clock12(hhmm: str) -> str:
    h, m = (int(v) for v in hhmm.split(":"))
    suffix = "am" if h < 12 else "pm"
    h12 = h % 12 or 12
    return f"{h12}:{m:02d} {suffix}"


def floor_phrase(form: str) -> str:
    last = form.split()[-1]
    if form.startswith("Level") or last in NUMBER_WORDS or form.startswith("floor"):
        return form
    return f"the {form}"


def render(subkind: str, phrasing: str, slots: dict[str, Any], qid: str) -> str:
    values = {
        "x": slots.get("x", ""),
        "p": slots.get("p", ""),
        "floor": floor_phrase(slots["floor"]) if slots.get("floor") else "",
        "clock": slots.get("clock", ""),
        "colour": slots.get("colour", ""),
        "I": WONDER[digest_int(qid + "w", len(WONDER))],
    }
    if phrasing == "asr_voice":
        values["clock"] = _clock12(values["clock"]) if values["clock"] else ""
        values = {k: v.replace('"', "").lower() for k, v in values.items()}
    text = template(subkind, phrasing).format(**values)
    if phrasing in ("plain", "child") or phrasing == "wondering":
        text = text[0].upper() + text[1:]
    if phrasing == "heldout_voicemail":
        opener = OPENERS[digest_int(qid + "o", len(OPENERS))]
        closer = CLOSERS[digest_int(qid + "c", len(CLOSERS))]
        text = f"{opener} Anyway, {text} {closer}"
    return re.sub(r"\s+", " ", text).strip()
