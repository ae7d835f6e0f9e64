"""How people of different kinds word the same question (only `question` differs)."""

from __future__ import annotations

import time
from typing import Any

import numpy as np

PHRASINGS = (
    "plain",
    "second_language",
    "touch_fragments",
    "supervisor_formal",
    "household_we",
)
HELD_OUT = "heldout_radio_dispatch"
ALL_PHRASINGS = (*PHRASINGS, HELD_OUT)
_COL = {name: i for i, name in enumerate(ALL_PHRASINGS)}

# One template per phrasing, in ALL_PHRASINGS order.
# {T}/{T2} thing, {P}/{Q} place, {F} floor, {onF} "on the first floor"/"upstairs",
# {W} asked time, {n}/{n2} bare noun, {N} plural noun, {S} state, {B} building,
# {be} is/are, {was} was/were, {it} it/them.
TEMPLATES: dict[str, tuple[str, str, str, str, str, str]] = {
    "where_is": (
        "Where is {T}?",
        "Where is {T} now, you know?",
        "{T} where?",
        "Please state the current location of {T}.",
        "Any idea where {T} {be}?",
        "Rover, this is base. Request location of {T}. Over.",
    ),
    "where_is_class": (
        "Where can I find {T}?",
        "Where I can find {T}?",
        "{T} location",
        "Please indicate where {T} may be found.",
        "Where would we find {T} around here?",
        "Base to rover: any known position of {T}? Over.",
    ),
    "last_seen_where": (
        "Where did you last see {T}?",
        "Where you have seen {T} last time?",
        "last seen {T} where",
        "Report the location at which {T} was most recently observed.",
        "Where did we last spot {T}?",
        "Base to rover: last sighting position of {T}? Over.",
    ),
    "last_seen_where_class": (
        "Where did you last see {T}?",
        "Where was the last place you saw {T}?",
        "last {n} seen where",
        "State the location of the most recent sighting of {T}.",
        "Where did we last come across {T}?",
        "Rover, position of your latest {n} sighting? Over.",
    ),
    "first_seen_where": (
        "Where did you first see {T}?",
        "Where you saw {T} the first time?",
        "{T} first seen where",
        "Report the location at which {T} was first observed.",
        "Where did we first spot {T}?",
        "Base to rover: position of first contact with {T}? Over.",
    ),
    "where_place": (
        "Where is {P}?",
        "In which place is {P}, please?",
        "{P} location?",
        "Provide the map position of {P}.",
        "Where's {P} again?",
        "Rover, give me a fix on {P}. Over.",
    ),
    "where_was_i": (
        "Where were you {W}?",
        "Where you were {W}?",
        "pos {W}?",
        "State the robot's position {W}.",
        "Where were we {W}?",
        "Base to rover: your position {W}? Over.",
    ),
    "nearest_to_me": (
        "Where is the nearest {n} to me?",
        "Where is closest {n} from here?",
        "nearest {n}?",
        "Indicate the location of the {n} closest to my current position.",
        "Where's the closest {n} to us right now?",
        "Rover, nearest {n} to your position? Over.",
    ),
    "seen_before_entering": (
        "Before you last went into {P}, where had you last seen {T}?",
        "Before you go in {P} last time, where you see {T}?",
        "{n} seen where, before {P}",
        "Report where {T} was last observed prior to the robot's most recent entry into {P}.",
        "Where did we see {T} just before we last went into {P}?",
        "Base to rover: last {n} position before your latest entry to {P}? Over.",
    ),
    "nearest_x_to_place": (
        "Where is the {n} nearest to {P}?",
        "Which {n} is most close to {P}, where is it?",
        "{n} nearest {P}",
        "Give the location of the {n} closest to {P}.",
        "Where's the closest {n} to {P}?",
        "Rover, position of the {n} closest to {P}? Over.",
    ),
    "last_seen": (
        "When did you last see {T}?",
        "When was last time you see {T}?",
        "{T} last seen time",
        "At what time was {T} most recently observed?",
        "When did we last see {T}?",
        "Base to rover: time of last sighting, {T}? Over.",
    ),
    "first_seen": (
        "When did you first see {T}?",
        "When you saw {T} for first time?",
        "{T} first seen when",
        "At what time was {T} first observed?",
        "When did we first spot {T}?",
        "Base to rover: time of first contact with {T}? Over.",
    ),
    "entered_place": (
        "When did you last go into {P}?",
        "When you entered in {P} last time?",
        "time entered {P}",
        "Please report the time at which the robot most recently entered {P}.",
        "When did we last go into {P}?",
        "Rover, time of your latest entry to {P}? Over.",
    ),
    "left_place": (
        "When did you last leave {P}?",
        "What time you leaved {P} the last time?",
        "time left {P}",
        "Please report the time at which the robot most recently exited {P}.",
        "When did we last come out of {P}?",
        "Rover, time you last cleared {P}? Over.",
    ),
    "first_outside": (
        "When did you first go outside?",
        "When you went outside for first time?",
        "first time outside when",
        "At what time did the robot first go outdoors?",
        "When did we first pop outside?",
        "Base to rover: time of your first move outdoors? Over.",
    ),
    "second_pass": (
        "When did you pass {T} for the second time?",
        "When you passed {T} second time?",
        "{T} 2nd pass time",
        "At what time did the robot pass {T} for the second time?",
        "When did we go past {T} the second time?",
        "Rover, time of second pass by {T}? Over.",
    ),
    "arrived_floor": (
        "When did you last arrive {onF}?",
        "When you came {onF} the last time?",
        "time arrived {F}",
        "State the time at which the robot most recently arrived {onF}.",
        "When did we last get {onF}?",
        "Rover, time of latest arrival {onF}? Over.",
    ),
    "entered_building": (
        "When did you last go into {B}?",
        "When you went inside {B} last time?",
        "time entered {B}",
        "State the time of the robot's most recent entry into {B}.",
        "When did we last head into {B}?",
        "Rover, time of your latest entry to {B}? Over.",
    ),
    "seen_any": (
        "Have you seen {T}?",
        "You have seen {T} somewhere?",
        "{n} seen? y/n",
        "Please confirm whether {T} has been observed.",
        "Have we come across {T} at all?",
        "Base to rover: any sighting of {T}? Over.",
    ),
    "seen_colour": (
        "Did you see {T}?",
        "You saw {T} anywhere?",
        "{n} seen?",
        "Please confirm whether {T} was observed.",
        "Did we see {T} anywhere?",
        "Rover, any {n} sighted? Over.",
    ),
    "seen_in_place": (
        "Did you see {T} in {P}?",
        "In {P} you saw {T}?",
        "{n} in {P}?",
        "Please confirm whether {T} was observed in {P}.",
        "Did we see {T} in {P}?",
        "Rover, any {n} in {P}? Over.",
    ),
    "state_last": (
        "Was {T} {S} when you last saw {it}?",
        "{T} was {S} when you saw {it} last time?",
        "{T} {S}?",
        "Confirm whether {T} was {S} at the most recent observation.",
        "Was {T} {S} the last time we looked?",
        "Rover, was {T} {S} at last sighting? Over.",
    ),
    "same_room": (
        "Did you see {T} and {T2} in the same room?",
        "{T} and {T2}, you saw them in same room?",
        "{n} + {n2} same room?",
        "Please confirm whether {T} and {T2} were observed in the same room.",
        "Did we see {T} in the same room as {T2}?",
        "Rover, {n} and {n2} seen in one room? Over.",
    ),
    "seen_on_floor": (
        "Did you see {T} {onF}?",
        "You saw {T} {onF}?",
        "{n} on {F}?",
        "Please confirm whether {T} was observed {onF}.",
        "Did we see {T} {onF}?",
        "Rover, any {n} {onF}? Over.",
    ),
    "last_visit": (
        "How long were you in {P} the last time?",
        "How long you stayed in {P} last time?",
        "time spent {P} last visit",
        "State the duration of the robot's most recent visit to {P}.",
        "How long were we in {P} the last time?",
        "Rover, duration of your last stay in {P}? Over.",
    ),
    "total_in_place": (
        "How long have you spent in {P} altogether?",
        "How much time in total you was in {P}?",
        "total time {P}",
        "Report the total time the robot has spent in {P}.",
        "How much time have we spent in {P} in total?",
        "Base to rover: total time logged in {P}? Over.",
    ),
    "outside_total": (
        "How long have you been outdoors in total?",
        "How much time you was outside, all together?",
        "total time outside",
        "Report the cumulative time the robot has spent outdoors.",
        "How long have we been outside altogether?",
        "Rover, total time outdoors? Over.",
    ),
    "ago_seen": (
        "How long ago did you last see {T}?",
        "How long before you saw {T} last time?",
        "{T} last seen how long ago",
        "How much time has elapsed since {T} was last observed?",
        "How long ago did we last see {T}?",
        "Rover, time since last sighting of {T}? Over.",
    ),
    "first_visit": (
        "How long were you in {P} the first time?",
        "First time in {P}, how long you stayed?",
        "{P} first visit duration",
        "State the duration of the robot's first visit to {P}.",
        "How long did we stay in {P} the first time?",
        "Rover, duration of first stay in {P}? Over.",
    ),
    "since_last_in": (
        "How long has it been since you were last in {P}?",
        "How long time since you was in {P}?",
        "time since {P}",
        "How much time has elapsed since the robot last left {P}?",
        "How long since we were last in {P}?",
        "Rover, time since you last cleared {P}? Over.",
    ),
    "travel_time": (
        "The last time you went from {P} to {Q}, how long did it take?",
        "From {P} to {Q}, how long it took you last time?",
        "{P} -> {Q} travel time",
        "State the time the robot took to travel from {P} to {Q} on its most recent trip.",
        "How long did it take us to get from {P} to {Q} last time?",
        "Rover, transit time {P} to {Q}, latest run? Over.",
    ),
    "sign_text": (
        "What was written on {T}?",
        "What is written on {T}?",
        "{T} text?",
        "Please transcribe the text most recently read on {T}.",
        "What did {T} say?",
        "Rover, read back the text on {T}. Over.",
    ),
    "colour_of": (
        "What colour {be} {T}?",
        "Which colour has {T}?",
        "{T} colour?",
        "State the colour of {T}.",
        "What colour {be} {T} again?",
        "Rover, colour of {T}? Over.",
    ),
    "which_room_here": (
        "What is the name of the place you are in right now?",
        "What is name of this place where we are?",
        "room name here?",
        "State the name of the robot's current location.",
        "Which room are we in?",
        "Rover, name your current location. Over.",
    ),
    "which_floor_here": (
        "Which floor are you on right now?",
        "On which floor we are now?",
        "floor?",
        "State the floor the robot is currently on.",
        "What floor are we on?",
        "Rover, confirm your current floor. Over.",
    ),
    "room_at_time": (
        "Which room were you in {W}?",
        "In what room you were {W}?",
        "room {W}?",
        "State the name of the place the robot occupied {W}.",
        "Which room were we in {W}?",
        "Rover, your location name {W}? Over.",
    ),
    "count_seen": (
        "How many {N} have you seen?",
        "How many {N} you have seen?",
        "# {N} seen",
        "Report the number of distinct {N} observed so far.",
        "How many {N} have we come across?",
        "Rover, count of {N} sighted? Over.",
    ),
    "which_building": (
        "Which building is {T} in?",
        "In which building is {T}?",
        "{T} building?",
        "State which building houses {T}.",
        "Which building did we see {T} in?",
        "Rover, building containing {T}? Over.",
    ),
    "which_room_thing": (
        "In which room did you last see {T}?",
        "In what room you saw {T} last time?",
        "{T} room?",
        "State the room in which {T} was most recently observed.",
        "Which room did we last see {T} in?",
        "Rover, room of last sighting of {T}? Over.",
    ),
    "room_before": (
        "Which room were you in just before you last went into {P}?",
        "Before you entered {P} last time, in which room you were?",
        "room before {P}",
        "State the location the robot occupied immediately before its latest entry into {P}.",
        "Which room were we in just before we last came into {P}?",
        "Rover, previous room before latest entry to {P}? Over.",
    ),
}

TEMPLATE_OF = {
    "seen_yes": "seen_any",
    "seen_never": "seen_any",
    "colour_yes": "seen_colour",
    "colour_no": "seen_colour",
    "in_place_yes": "seen_in_place",
    "in_place_no": "seen_in_place",
}


def _a(text: str) -> str:
    return ("an " if text[:1].lower() in "aeiou" else "a ") + text


def render_place(ps: dict[str, Any], style: str) -> str:
    form = ps["form"]
    if style == "touch_fragments":
        return form.lower()
    if style == "second_language":
        return form
    return ("the " if ps["article"] else "") + form


def render_floor(form: str, style: str, on: bool) -> str:
    bare = form.startswith("level") or form == "upstairs"
    if style == "touch_fragments":
        return form
    if not on:
        return form if bare else "the " + form
    if form == "upstairs":
        return "upstairs"
    if style == "second_language":
        return "to " + form
    return "on " + (form if bare else "the " + form)


def render_thing(ref: dict[str, Any], style: str) -> str:
    noun = ref["noun"]
    mode = ref["mode"]
    colour = ref.get("colour")
    core = f"{colour} {noun}" if colour else noun
    if mode == "class":
        if style in ("touch_fragments", "second_language"):
            return core
        if ref.get("is_plural"):
            return "some " + core if style != "supervisor_formal" else "any " + core
        return _a(core)
    tail = f" in {render_place(ref['place'], style)}" if mode == "in_place" else ""
    if style in ("touch_fragments", "second_language"):
        return core + tail
    if style == "household_we" and ref.get("home"):
        return ("my " if ref.get("ownable") else "our ") + core + tail
    return "the " + core + tail


_NUM = (
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
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
    "twenty",
)


def render_when(slots: dict[str, Any], style: str) -> str:
    hhmm = time.strftime("%H:%M", time.gmtime(slots["asked_t"]))
    k = int(slots["minutes_ago"])
    if slots["time_mode"] == "clock":
        return {
            "plain": f"at {hhmm}",
            "second_language": f"at {hhmm} o'clock",
            "touch_fragments": hhmm,
            "supervisor_formal": f"at {hhmm} UTC",
            "household_we": f"at {hhmm}",
            HELD_OUT: f"at time {hhmm} zulu",
        }[style]
    return {
        "plain": f"{k} minutes ago",
        "second_language": f"before {k} minutes",
        "touch_fragments": f"{k} min ago",
        "supervisor_formal": f"{_NUM[k]} minutes prior to this request",
        "household_we": f"about {k} minutes ago",
        HELD_OUT: f"{k} minutes back",
    }[style]


def render(q: dict[str, Any], style: str, rng: np.random.Generator) -> str:
    """The question text of ``q`` in ``style``."""
    slots = q["slots"]
    sub = q["subkind"]
    key = TEMPLATE_OF.get(sub, sub)
    thing = slots.get("thing")
    if sub in ("where_is", "last_seen_where") and thing and thing["mode"] == "class":
        key += "_class"
    template = TEMPLATES[key][_COL[style]]
    if (
        sub == "last_seen_where"
        and style == "household_we"
        and thing
        and thing["mode"] != "class"
        and thing.get("ownable")
        and thing.get("home")
    ):
        template = "Where did I leave {T}?"
    values: dict[str, str] = {}
    if thing:
        values["T"] = render_thing(thing, style)
        values["n"] = (f"{thing['colour']} " if thing.get("colour") else "") + thing["noun"]
        values["N"] = thing["plural"]
        plural = bool(thing.get("is_plural"))
        values["be"] = "are" if plural else "is"
        values["was"] = "were" if plural else "was"
        values["it"] = "them" if plural else "it"
    if slots.get("thing2"):
        values["T2"] = render_thing(slots["thing2"], style)
        values["n2"] = slots["thing2"]["noun"]
    if slots.get("place"):
        values["P"] = render_place(slots["place"], style)
    if slots.get("place2"):
        values["Q"] = render_place(slots["place2"], style)
    if slots.get("floor"):
        values["F"] = render_floor(slots["floor"]["form"], style, on=False)
        values["onF"] = render_floor(slots["floor"]["form"], style, on=True)
    if slots.get("building"):
        b = slots["building"]
        values["B"] = b if style in ("touch_fragments", "second_language") else "the " + b
    if slots.get("state"):
        values["S"] = slots["state"]
    if slots.get("time_mode"):
        values["W"] = render_when(slots, style)
    text = template.format(**values)
    if style == "touch_fragments":
        text = text[:1].lower() + text[1:]
    elif text[:1].islower():
        text = text[:1].upper() + text[1:]
    if style == HELD_OUT and rng.random() < 0.4:
        text = text.replace("Rover,", "Unit Echo,").replace("Base to rover:", "Control here:")
    return text
