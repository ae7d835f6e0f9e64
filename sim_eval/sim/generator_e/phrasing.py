"""Wording: the same spec said four ways (plain, teacher, learner, radio).

Only the words change between phrasings; slots and truth come from the spec. Clock
times are UTC wall-clock times of the run, said in several styles.
"""

from __future__ import annotations

import random
import time
from typing import Any

from sim_eval.sim.generator_e.questions import Spec
from sim_eval.sim.generator_e.world import World, article

PHRASINGS = ["plain", "teacher", "learner", "radio"]
HOURS = [
    "twelve",
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
]
SMALL = [
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
]
TENS = {2: "twenty", 3: "thirty", 4: "forty", 5: "fifty"}

T = dict[str, list[str]]
TEMPLATES: dict[str, T] = {
    "where_is": {
        "plain": ["Where is {o}?", "Where did you last see {o}?", "Where can I find {o}?"],
        "teacher": [
            "We seem to have mislaid {o}. Any idea where {it} ended up?",
            "I'm looking for {o}; could you tell me where you last spotted {it}?",
            "Do you happen to know where {o} {be} at the moment?",
        ],
        "learner": [
            "Where is {on}?",
            "Where you have seen {on} last time?",
            "{On}, where it is now?",
        ],
        "radio": ["{cs}, request location of {on}, over.", "{cs}, last known position {on}, over."],
    },
    "where_first": {
        "plain": ["Where did you first see {oa}?", "Where was the first place you saw {oa}?"],
        "teacher": [
            "Out of interest, where was it that you first came across {oa} today?",
            "Can you remember where you first noticed {oa}?",
        ],
        "learner": ["Where you see {on} first time?", "{On} you see first where?"],
        "radio": ["{cs}, position of first sighting, {on}, over."],
    },
    "nearest": {
        "plain": ["Where is the nearest {on}?", "Which {on} {be} closest to me, and where?"],
        "teacher": [
            "If I needed {oa} in a hurry, where's the closest one from here?",
            "Sorry, silly question, but where's the nearest {on} to where we're standing?",
        ],
        "learner": ["Where is nearest {on} from here?", "Which {on} is more near to me?"],
        "radio": ["{cs}, nearest {on} to your position, over."],
    },
    "where_was_i_clock": {
        "plain": ["Where were you {tm}?", "What was your position {tm}?"],
        "teacher": [
            "Somebody was asking after you earlier. Where were you {tm}?",
            "Could you tell me where you were {tm}, please?",
        ],
        "learner": ["Where you was {tm}?", "{Tm} where you are?"],
        "radio": ["{cs}, report your position {tm}, over.", "{cs}, your location {tm}, over."],
    },
    "where_was_i_ago": {
        "plain": ["Where were you {ag}?"],
        "teacher": [
            "Where had you got to {ag}, roughly?",
            "I think I saw you go past {ag}; where were you then?",
        ],
        "learner": ["Where you are {ag}?", "Where you was {ag}?"],
        "radio": ["{cs}, your location {ag}, over."],
    },
    "where_room": {
        "plain": ["Where is {r}?", "Can you show me where {r} is?"],
        "teacher": [
            "I can never find {r}. Where is it, please?",
            "Sorry, I'm new here; which way is {r}?",
        ],
        "learner": ["Where is {rn}?", "{Rn} is where?"],
        "radio": ["{cs}, give location of {rn}, over."],
    },
    "where_sign": {
        "plain": [
            'Where is the sign that says "{tx}"?',
            'Where did you see a sign reading "{tx}"?',
        ],
        "teacher": [
            'There\'s meant to be a sign saying "{tx}" somewhere. Do you remember where you saw it?'
        ],
        "learner": ['Where is sign with "{tx}"?', 'Sign "{tx}", where you see it?'],
        "radio": ['{cs}, locate sign reading "{tx}", over.'],
    },
    "last_seen": {
        "plain": ["When did you last see {oa}?", "What time did you last see {oa}?"],
        "teacher": [
            "When was the last time you noticed {oa}? I'm trying to track one down.",
            "Do you remember when you last saw {oa}?",
        ],
        "learner": ["When is last time you see {on}?", "When you saw {on} last?"],
        "radio": ["{cs}, time of last sighting, {on}, over."],
    },
    "first_seen": {
        "plain": ["When did you first see {oa}?", "At what time did you first spot {oa}?"],
        "teacher": ["Roughly when did you first come across {oa} today?"],
        "learner": ["What time you see {on} first?", "When you see first time {on}?"],
        "radio": ["{cs}, time of first contact, {on}, over."],
    },
    "enter_first": {
        "plain": ["When did you first go into {r}?", "When did you first enter {r}?"],
        "teacher": ["What time did you first pop into {r}?"],
        "learner": ["When you go in {rn} first time?"],
        "radio": ["{cs}, time of first entry, {rn}, over."],
    },
    "enter_last": {
        "plain": ["When did you last enter {r}?", "When did you most recently go into {r}?"],
        "teacher": ["When did you last go into {r}, do you know?"],
        "learner": ["When you are entering {rn} last time?"],
        "radio": ["{cs}, time of last entry to {rn}, over."],
    },
    "leave_last": {
        "plain": ["When did you leave {r}?", "What time did you last leave {r}?"],
        "teacher": ["Do you remember what time you left {r}?"],
        "learner": ["What time you leave from {rn}?"],
        "radio": ["{cs}, time you exited {rn}, over."],
    },
    "went_out": {
        "plain": ["When did you last go outside?", "When did you last leave the building?"],
        "teacher": ["When did you last head outdoors, out of interest?"],
        "learner": ["When you go outside last time?"],
        "radio": ["{cs}, time of last exit from the building, over."],
    },
    "came_in": {
        "plain": [
            "When did you last come back into the building?",
            "What time did you last re-enter the building?",
        ],
        "teacher": ["And what time did you last come back into the building?"],
        "learner": ["When you come back in building last time?"],
        "radio": ["{cs}, time you last re-entered the building, over."],
    },
    "lift_first": {
        "plain": ["When did you first take the lift?", "When did you first use the elevator?"],
        "teacher": ["When did you first use the lift today?"],
        "learner": ["When you take lift first time?"],
        "radio": ["{cs}, time of first lift ride, over."],
    },
    "lift_last": {
        "plain": ["When did you last take the lift?", "When did you last ride the elevator?"],
        "teacher": ["When were you last in the lift?"],
        "learner": ["When you use the lift last time?"],
        "radio": ["{cs}, time of last lift use, over."],
    },
    "cross_first": {
        "plain": ["When did you first cross the street?"],
        "teacher": ["At what time did you first cross over the road?"],
        "learner": ["When you cross the road first time?"],
        "radio": ["{cs}, time of first road crossing, over."],
    },
    "cross_last": {
        "plain": ["When did you last cross the road?", "When did you last cross the street?"],
        "teacher": ["What time did you last cross the street?"],
        "learner": ["When you are crossing street last time?"],
        "radio": ["{cs}, time of last street crossing, over."],
    },
    "sign_read": {
        "plain": ['When did you first see the sign that says "{tx}"?'],
        "teacher": ['When did you first go past that "{tx}" sign?'],
        "learner": ['When you read sign "{tx}" first time?'],
        "radio": ['{cs}, time sign "{tx}" first read, over.'],
    },
    "seen": {
        "plain": ["Have you seen {oa}?", "Did you see {oa} anywhere?"],
        "teacher": [
            "Have you come across {oa} on your rounds at all?",
            "Is there any chance you've seen {oa} today?",
        ],
        "learner": ["You saw {on} somewhere?", "Did you saw {oa}?"],
        "radio": ["{cs}, any sighting of {on}? Yes or no, over."],
    },
    "floor": {
        "plain": ["Is there {oa} on {f}?", "Did you see {oa} on {f}?"],
        "teacher": ["Would there be {oa} on {f}, do you know?"],
        "learner": ["There is {on} on {fn}?", "On {fn} have {on}?"],
        "radio": ["{cs}, confirm {on} on {fn}, over."],
    },
    "room": {
        "plain": ["Was there {oa} in {r}?", "Did you see {oa} in {r}?"],
        "teacher": ["When you were in {r}, did you notice {oa} there?"],
        "learner": ["In {rn} there was {on}?", "You see {on} in {rn}?"],
        "radio": ["{cs}, {on} present in {rn}? Over."],
    },
    "raining": {
        "plain": ["Is it raining outside?"],
        "teacher": ["Before I pop out: is it raining out there, do you know?"],
        "learner": ["Outside is raining now?"],
        "radio": ["{cs}, weather check, is it raining outside, over."],
    },
    "people": {
        "plain": ["Were there any people in {r}?", "Did you see anyone in {r}?"],
        "teacher": ["Was anyone about in {r} when you went through?"],
        "learner": ["There was people in {rn}?"],
        "radio": ["{cs}, personnel present in {rn}? Over."],
    },
    "visited": {
        "plain": ["Have you been in {r}?", "Did you go into {r}?"],
        "teacher": ["Have you been into {r} at all today?"],
        "learner": ["You have been in {rn}?", "You was inside {rn}?"],
        "radio": ["{cs}, have you entered {rn}, over."],
    },
    "colourq": {
        "plain": ["Was the {on} {col}?", "Is the {on} {col}?"],
        "teacher": ["Am I right in thinking the {on} was {col}?"],
        "learner": ["{On} was {col} colour?"],
        "radio": ["{cs}, confirm {on} colour {col}, over."],
    },
    "crossed": {
        "plain": ["Have you crossed the street yet?"],
        "teacher": ["Have you been across the road yet?"],
        "learner": ["You crossed the street already?"],
        "radio": ["{cs}, have you crossed the road yet, over."],
    },
    "lift_used": {
        "plain": ["Have you used the lift?", "Have you taken the elevator yet?"],
        "teacher": ["Have you taken the lift at any point?"],
        "learner": ["You used lift already?"],
        "radio": ["{cs}, any lift use so far, over."],
    },
    "stay_last": {
        "plain": [
            "How long were you in {r} last time?",
            "How long did you stay in {r} the last time you were there?",
        ],
        "teacher": ["How long did you spend in {r} the last time you were there?"],
        "learner": ["How much time you stay in {rn} last time?"],
        "radio": ["{cs}, duration of last stay in {rn}, over."],
    },
    "total_in": {
        "plain": ["How much time have you spent in {r} in total?"],
        "teacher": ["All told, how long have you spent in {r}?"],
        "learner": ["How long time together you was in {rn}?"],
        "radio": ["{cs}, total time in {rn}, over."],
    },
    "ago_seen": {
        "plain": ["How long ago did you last see {oa}?"],
        "teacher": ["How long has it been since you last saw {oa}?"],
        "learner": ["How long before you see {on} last time?"],
        "radio": ["{cs}, time since last sighting of {on}, over."],
    },
    "trip": {
        "plain": ["How long did it take you to get from {r1} to {r2}?"],
        "teacher": ["How long was the trip from {r1} over to {r2}?"],
        "learner": ["How long take the way from {r1n} to {r2n}?"],
        "radio": ["{cs}, transit time {r1n} to {r2n}, over."],
    },
    "outside_total": {
        "plain": ["How long have you spent outside in total?"],
        "teacher": ["Roughly how much time have you spent outdoors altogether?"],
        "learner": ["How much time you was outside?"],
        "radio": ["{cs}, total time outdoors, over."],
    },
    "outside_last": {
        "plain": ["How long was your last trip outside?"],
        "teacher": ["The last time you went outside, how long were you out for?"],
        "learner": ["Last time outside, how long you stay?"],
        "radio": ["{cs}, duration of last outdoor excursion, over."],
    },
    "lift_wait": {
        "plain": ["How long did you wait for the lift last time?"],
        "teacher": ["How long were you kept waiting for the lift, the last time?"],
        "learner": ["How long you wait the lift last time?"],
        "radio": ["{cs}, last lift wait duration, over."],
    },
    "kerb_wait": {
        "plain": ["How long did you wait at the kerb before you last crossed the road?"],
        "teacher": ["How long did you have to wait to cross the road, the last time?"],
        "learner": ["How long you wait for cross the street last time?"],
        "radio": ["{cs}, wait time at the crossing, last one, over."],
    },
    "running": {
        "plain": ["How long have you been running?", "How long has this run lasted so far?"],
        "teacher": ["How long have you been going now?"],
        "learner": ["How long you are working today?"],
        "radio": ["{cs}, mission elapsed time, over."],
    },
    "colour": {
        "plain": ["What colour was the {on}?", "What color is the {on}?"],
        "teacher": ["What colour was the {on}, can you remember?"],
        "learner": ["Which colour have {on}?", "{On} is what colour?"],
        "radio": ["{cs}, colour of {on}, over."],
    },
    "room_of": {
        "plain": ["Which room is the {on} in?", "In which room did you see the {on}?"],
        "teacher": ["Which room is the {on} in? I need {it} for later."],
        "learner": ["In what room is {on}?"],
        "radio": ["{cs}, which zone is {on} in, over."],
    },
    "floor_of": {
        "plain": ["What floor is the {on} on?", "Which floor did you see the {on} on?"],
        "teacher": ["Which storey is the {on} on, do you know?"],
        "learner": ["{On} is on which floor?"],
        "radio": ["{cs}, what level is {on} on, over."],
    },
    "sign_near": {
        "plain": ["What does the sign near the {on} say?"],
        "teacher": ["There's a sign near the {on}. What does it say?"],
        "learner": ["What is written on sign near {on}?"],
        "radio": ["{cs}, read back sign text near {on}, over."],
    },
    "sign_in_room": {
        "plain": ["What does the sign in {r} say?"],
        "teacher": ["What does the sign in {r} say? I can never remember."],
        "learner": ["What say the sign in {rn}?"],
        "radio": ["{cs}, read back the sign in {rn}, over."],
    },
    "room_at_time": {
        "plain": ["Which room were you in {tm}?", "Where were you {tm}? Which room?"],
        "teacher": ["Which room were you in {tm}, if you don't mind me asking?"],
        "learner": ["In which room you was {tm}?"],
        "radio": ["{cs}, your zone {tm}, over."],
    },
    "last_room": {
        "plain": ["What was the last room you visited before this one?"],
        "teacher": ["Which room were you in before you came here?"],
        "learner": ["Which room you was before this?"],
        "radio": ["{cs}, previous zone visited, over."],
    },
    "last_room_out": {
        "plain": ["What was the last room you visited?"],
        "teacher": ["Which room did you visit last, out of interest?"],
        "learner": ["Which room you visit last?"],
        "radio": ["{cs}, last zone visited, over."],
    },
    "first_room": {
        "plain": ["Which room did you start in?"],
        "teacher": ["Where did you start off today? Which room, I mean."],
        "learner": ["In which room you start?"],
        "radio": ["{cs}, starting zone, over."],
    },
}
TEMPLATE_OF = {
    "seen_yes": "seen",
    "seen_no": "seen",
    "seen_not_yet": "seen",
    "floor_yes": "floor",
    "floor_no": "floor",
    "room_yes": "room",
    "room_no": "room",
    "people_yes": "people",
    "people_no": "people",
    "visited_yes": "visited",
    "visited_no": "visited",
    "colour_yes": "colourq",
    "colour_no": "colourq",
}
OPENERS = {
    "school": [
        "Sorry to bother you, ",
        "Hello there! Quick one: ",
        "If you don't mind me asking, ",
        "The year 9 lot have been in and out all morning. ",
        "I've got a class in five minutes, so: ",
        "Sorry, I'm covering for a colleague. ",
    ],
    "warehouse": [
        "Sorry to bother you, ",
        "Morning! Quick one: ",
        "If you don't mind me asking, ",
        "The night shift left things all over the place. ",
        "We've got a delivery due in shortly, so: ",
        "I'm covering the shift today. ",
    ],
}
LOST = {
    "school": [
        "One of the year 9 lot was asking after {o} earlier. Any idea where {it} ended up?",
        "Sorry to bother you, but {o} seems to have wandered off. Where did you last see {it}?",
    ],
    "warehouse": [
        "The day shift can't find {o}. Any idea where {it} ended up?",
        "Somebody's moved {o} again. Where did you last see {it}, please?",
    ],
}
CALLSIGNS = [
    "Base to Rover one",
    "Rover one, this is control",
    "Unit two",
    "Control to Unit two",
    "Echo three",
    "Base to Echo three",
]


def say_number(n: int) -> str:
    if n < 20:
        return SMALL[n]
    tens, ones = divmod(n, 10)
    return TENS[tens] + ("" if ones == 0 else "-" + SMALL[ones])


def spoken_clock(hour: int, minute: int) -> str:
    """British spoken time: 'twenty to eleven', 'quarter past two', 'ten forty-two'."""
    h12 = HOURS[hour % 12]
    nxt = HOURS[(hour + 1) % 12]
    if minute == 0:
        return f"{h12} o'clock"
    if minute == 15:
        return f"quarter past {h12}"
    if minute == 30:
        return f"half past {h12}"
    if minute == 45:
        return f"quarter to {nxt}"
    if minute % 5 == 0:
        return (
            f"{say_number(minute)} past {h12}"
            if minute < 30
            else f"{say_number(60 - minute)} to {nxt}"
        )
    return f"{h12} {'oh ' + SMALL[minute] if minute < 10 else say_number(minute)}"


def clock_phrase(posix: float, phrasing: str, rng: random.Random) -> tuple[str, str]:
    """('at 10:42', '10:42') in the phrasing's style; the second lacks the preposition."""
    tm = time.gmtime(posix)
    hh, mm = tm.tm_hour, tm.tm_min
    h12 = hh % 12 or 12
    ampm = "am" if hh < 12 else "pm"
    if phrasing == "plain":
        bare = rng.choice([f"{hh:02d}:{mm:02d}", f"{h12}:{mm:02d} {ampm}"])
        return f"at {bare}", bare
    if phrasing == "teacher":
        options = [f"{h12}.{mm:02d}"]
        if mm % 5 == 0:
            options += [spoken_clock(hh, mm)] * 2
        bare = rng.choice(options)
        prep = rng.choice(["at", "at about", "around"])
        return f"{prep} {bare}", bare
    if phrasing == "learner":
        bare = rng.choice([f"{hh}:{mm:02d}", f"{hh}.{mm:02d}", f"{h12}:{mm:02d}"])
        return f"{rng.choice(['at', 'on', 'in'])} {bare}", bare
    digits = "-".join(SMALL[int(c)] for c in f"{hh:02d}{mm:02d}")
    bare = rng.choice([f"{hh:02d}{mm:02d} hours", digits, f"{hh:02d}{mm:02d}"])
    return f"{rng.choice(['at', 'time'])} {bare}", bare


def ago_phrase(minutes: int, phrasing: str, rng: random.Random) -> str:
    if phrasing == "plain":
        return f"{minutes} minutes ago"
    if phrasing == "teacher":
        if minutes == 15:
            return "a quarter of an hour ago"
        if minutes == 30:
            return "half an hour ago"
        return f"{rng.choice(['about ', '', 'roughly '])}{say_number(minutes)} minutes ago"
    if phrasing == "learner":
        return rng.choice(
            [f"before {minutes} minutes", f"{minutes} minutes before", f"{minutes} minute ago"]
        )
    return rng.choice([f"{say_number(minutes)} mikes ago", f"{minutes} minutes back"])


def _room(world: World, place_id: str) -> tuple[str, str]:
    place = world.places[place_id]
    name = place.name
    if any(ch.isdigit() for ch in name) or name.startswith(("aisle", "classroom", "room")):
        return name, name
    return f"the {name}", name


def _floor(world: World, level: int, rng: random.Random) -> tuple[str, str]:
    if world.family == "warehouse":
        options = (
            ["the mezzanine", "the upper floor", "level 1"]
            if level
            else ["the ground floor", "the warehouse floor", "level 0"]
        )
    else:
        options = {
            0: ["the ground floor", "level 0"],
            1: ["the first floor", "floor 1"],
            2: ["the second floor", "floor 2"],
        }[level]
    text = rng.choice(options)
    return text, text.removeprefix("the ")


def phrase(spec: Spec, phrasing: str, world: World, rng: random.Random) -> str:
    """The question text for one spec in one phrasing."""
    slots = spec.slots
    ctx: dict[str, Any] = {"cs": rng.choice(CALLSIGNS)}
    if "object" in slots:
        on = slots["object"]
        plural = on.endswith("s") and not on.endswith(("ss", "us"))
        ctx.update(
            on=on,
            o=f"the {on}",
            oa=on if plural else f"{article(on)} {on}",
            On=on[:1].upper() + on[1:],
            be="are" if plural else "is",
            it="them" if plural else "it",
        )
    if "place" in slots and slots["place"] in world.places:
        r, rn = _room(world, slots["place"])
        ctx.update(r=r, rn=rn, Rn=rn[:1].upper() + rn[1:])
    if "from_place" in slots:
        ctx["r1"], ctx["r1n"] = _room(world, slots["from_place"])
        ctx["r2"], ctx["r2n"] = _room(world, slots["to_place"])
    if "level" in slots:
        ctx["f"], ctx["fn"] = _floor(world, slots["level"], rng)
    if "time" in slots and spec.subkind in ("where_was_i_clock", "room_at_time"):
        ctx["tm"], ctx["tm_bare"] = clock_phrase(slots["time"], phrasing, rng)
        ctx["Tm"] = ctx["tm"][:1].upper() + ctx["tm"][1:]
    if "minutes" in slots:
        ctx["ag"] = ago_phrase(slots["minutes"], phrasing, rng)
    if "text" in slots:
        ctx["tx"] = slots["text"]
    if "colour" in slots:
        ctx["col"] = slots["colour"]
    key = TEMPLATE_OF.get(spec.subkind, spec.subkind)
    if key == "last_room" and slots.get("current") is None:
        key = "last_room_out"
    templates = TEMPLATES[key][phrasing]
    if key == "where_is" and phrasing == "teacher" and slots.get("portable"):
        templates = LOST[world.family]
    text = rng.choice(templates).format(**ctx)
    has_context = text.startswith(("Sorry", "One of", "The ", "Somebody", "Someone", "I "))
    if phrasing == "teacher" and not has_context and rng.random() < 0.45:
        opener = rng.choice(OPENERS[world.family])
        if opener.endswith((", ", ": ")) and not text.startswith(("I ", "I'")):
            text = text[:1].lower() + text[1:]
        text = opener + text
    if phrasing == "learner":
        text = text.replace("the the ", "the ")
        if rng.random() < 0.3:
            text = text.rstrip("?") + (" please?" if rng.random() < 0.5 else "?")
    if phrasing == "radio" and rng.random() < 0.3:
        text = text.replace(", over.", ". Over.")
    return text
