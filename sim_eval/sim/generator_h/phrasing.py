"""How people word the questions. Only the question text depends on the phrasing style."""

from __future__ import annotations

import zlib

import numpy as np

from .families import FLOOR_WORDS
from .questions import plural

PHRASINGS = ["plain", "elderly", "security_guard"]
HELDOUT = "heldout_detective"
ALL_PHRASINGS = [*PHRASINGS, HELDOUT]

# {a_cls} {cls} {clss} {place} {in_place} {mode} {ffrom} {fto} {floor} {which} {n} {obj} {state}
# {what} {excerpt} {ev1} {ev2} {minutes} {kind} {bw} {io}
T = {
    "last_seen": {
        "plain": [
            "Where did you last see {a_cls}?",
            "Where was the last place you saw {a_cls}?",
            "Where was {a_cls} the most recent time you spotted one?",
        ],
        "elderly": [
            "Oh dear, I'm looking for {a_cls}. Where did you see one last, love?",
            "Could you tell me where you last noticed {a_cls}, dear? My memory isn't what it was.",
        ],
        "security_guard": [
            "Last known location of {a_cls}?",
            "Report last visual on {a_cls}. Location.",
        ],
        "heldout_detective": [
            "Think carefully: where was the very last place you laid eyes on {a_cls}?",
            "For the record, where did you last observe {a_cls}?",
        ],
    },
    "last_seen_two": {
        "plain": [
            "Where and when did you last see {a_cls}?",
            "Where did you last see {a_cls}, and roughly what time was that?",
        ],
        "elderly": [
            "When you last saw {a_cls}, where was it, and when would that have been, dear?"
        ],
        "security_guard": ["Last visual on {a_cls}: location and time."],
        "heldout_detective": [
            "Give me the place first, then the time: your last sighting of {a_cls}."
        ],
    },
    "first_seen": {
        "plain": ["Where did you first see {a_cls}?", "Where was the first {cls} you came across?"],
        "elderly": ["Where was it you first came upon {a_cls}, do you remember?"],
        "security_guard": [
            "Location of first contact with {a_cls}?",
            "First sighting of {a_cls}: where?",
        ],
        "heldout_detective": ["Take me back to the beginning. Where did {a_cls} first turn up?"],
    },
    "where_any": {
        "plain": ["Where can I find {a_cls}?", "Did you see {a_cls} anywhere? Where?"],
        "elderly": [
            "I could really use {a_cls}. Would you know where there's one, dear?",
            "Is there {a_cls} about anywhere? Where would I go?",
        ],
        "security_guard": ["Locate {a_cls}.", "Where's the nearest logged {cls}? Any one will do."],
        "heldout_detective": ["Where, anywhere on your route, was there {a_cls}?"],
    },
    "in_place": {
        "plain": [
            "Where exactly was the {cls} {in_place}?",
            "Where in {place} did you see the {cls}?",
        ],
        "elderly": ["You saw {a_cls} {in_place}, didn't you? Whereabouts was it?"],
        "security_guard": ["{place_cap}: position of the {cls}?", "Pinpoint the {cls} {in_place}."],
        "heldout_detective": ["There was {a_cls} {in_place}. Where precisely was it standing?"],
    },
    "nearest": {
        "plain": [
            "Where is the nearest {cls} to you right now?",
            "Which {cls} is closest to where we are, and where is it?",
        ],
        "elderly": ["What's the closest {cls} from here, dear? My legs aren't what they were."],
        "security_guard": [
            "Nearest {cls} to current position?",
            "Closest {cls} from here, location.",
        ],
        "heldout_detective": [
            "From where you're standing now, where's the closest {cls} you know of?"
        ],
    },
    "place": {
        "plain": ["Where is {place}?", "Can you show me where {place} is?"],
        "elderly": [
            "Now where was {place} again? I always get turned around.",
            "Could you point me towards {place}, love?",
        ],
        "security_guard": ["Location of {place}?", "Give me a fix on {place}."],
        "heldout_detective": ["You've been to {place}. Where is it, exactly?"],
    },
    "lost_item": {
        "plain": [
            "I think I left my {cls} somewhere. Any idea where it might be?",
            "I've lost my {cls}. Did you see one anywhere?",
        ],
        "elderly": [
            "Oh, I've gone and mislaid my {cls} again. "
            "Did you happen to see it on your rounds, dear?",
            "I can't find my {cls} anywhere. Would you have spotted it?",
        ],
        "security_guard": [
            "Lost property report: one {cls}. Any sighting? Location.",
            "Member of the public missing a {cls}. Where did you log one?",
        ],
        "heldout_detective": ["Someone's {cls} has gone missing. Where did you see it?"],
    },
    "vertical_where": {
        "plain": ["Where did you take the {mode}?", "Where were you when you got on the {mode}?"],
        "elderly": ["Where was it we got on that {mode}, dear?"],
        "security_guard": ["Location where unit boarded the {mode}?"],
        "heldout_detective": ["Where did you step onto the {mode}?"],
    },
    "sign_where": {
        "plain": [
            'Where did you see the sign that said "{excerpt}"?',
            'Where was the sign reading "{excerpt}"?',
        ],
        "elderly": [
            'There was a sign saying something like "{excerpt}". Where was that, do you recall?'
        ],
        "security_guard": ['Location of signage reading "{excerpt}"?'],
        "heldout_detective": ['A notice: "{excerpt}". Where was it posted?'],
    },
    "last_seen_time": {
        "plain": ["When did you last see {a_cls}?", "What time did you last see {a_cls}?"],
        "elderly": ["When was it you last saw {a_cls}, dear? Was it long ago?"],
        "security_guard": ["Timestamp of last visual on {a_cls}?", "Last {cls} sighting: time?"],
        "heldout_detective": ["What time was it, exactly, when {a_cls} was last in view?"],
    },
    "first_seen_time": {
        "plain": [
            "When did you first see {a_cls}?",
            "At what time did you first come across {a_cls}?",
        ],
        "elderly": ["What time was it when you first saw {a_cls}, love?"],
        "security_guard": ["Time of first {cls} sighting?"],
        "heldout_detective": ["Let's establish a timeline. When did you first spot {a_cls}?"],
    },
    "enter_place": {
        "plain": [
            "When did you {which}{enter_inf} {place}?",
            "What time did we {which}{enter_inf} {place}?",
        ],
        "elderly": ["When was it we {which}{enter_past} {place}, dear?"],
        "security_guard": [
            "Time unit {which}{enter_past} {place}?",
            "{place_cap}: time of {which}arrival?",
        ],
        "heldout_detective": ["At what moment did you {which}{enter_inf} {place}?"],
    },
    "leave_place": {
        "plain": [
            "When did you {which}leave {place}?",
            "What time did we {which}come out of {place}?",
        ],
        "elderly": ["And when did we {which}leave {place}? I lose track of time."],
        "security_guard": ["Time unit {which}exited {place}?"],
        "heldout_detective": ["Tell me when you {which}left {place}."],
    },
    "in_out": {
        "plain": ["When did we {which}go {io}?", "What time did you {which}head {io}?"],
        "elderly": ["When was it we {which}went {io}, dear?"],
        "security_guard": ["Time unit {which}moved {io}?"],
        "heldout_detective": ["Pin down the moment you {which}went {io}."],
    },
    "vertical_time": {
        "plain": [
            "When did you take the {mode} from the {ffrom} to the {fto}?",
            "What time did we go {updown} {via} to the {fto}?",
        ],
        "elderly": ["When did we use the {mode} to get {updown} to the {fto}, love?"],
        "security_guard": ["Time of {mode} transit {ffrom} to {fto}?"],
        "heldout_detective": ["When exactly did you go {updown} {via} to the {fto}?"],
    },
    "pass_by": {
        "plain": ["When did we pass the {cls}?", "What time did you go past the {cls}?"],
        "elderly": ["We went by {a_cls} at some point. When was that, dear?"],
        "security_guard": ["Time unit passed the {cls}?"],
        "heldout_detective": ["You went past the {cls}. What time was it?"],
    },
    "sign_time": {
        "plain": ['When did you see the sign saying "{excerpt}"?'],
        "elderly": ['When did we pass that sign, the one that said "{excerpt}"?'],
        "security_guard": ['Time signage "{excerpt}" was observed?'],
        "heldout_detective": ['The sign reading "{excerpt}": when did you read it?'],
    },
    "seen_any": {
        "plain": ["Did you see {a_cls}?", "Have you come across {a_cls} at all?"],
        "elderly": ["Did you happen to see {a_cls} on your travels, dear?"],
        "security_guard": ["Any {cls} logged? Yes or no.", "Confirm: {cls} observed?"],
        "heldout_detective": ["Did you, at any point, see {a_cls}? Yes or no."],
    },
    "in_place_yn": {
        "plain": ["Was there {a_cls} {in_place}?", "Did you see {a_cls} {in_place}?"],
        "elderly": ["When we were {in_place}, was there {a_cls} there, dear?"],
        "security_guard": ["{place_cap}: {cls} present? Affirmative or negative."],
        "heldout_detective": ["While you were {in_place}, did you see {a_cls}?"],
    },
    "count_more": {
        "plain": [
            "Did you see more than {n_word} {clss}?",
            "Were there more than {n_word} {clss} on your route?",
        ],
        "elderly": ["Would you say you saw more than {n_word} {clss} altogether, dear?"],
        "security_guard": ["{cls_cap} count greater than {n}? Yes or no."],
        "heldout_detective": ["How many {clss_pl} did you see: more than {n_word}, yes or no?"],
    },
    "attribute": {
        "plain": ["Was {obj} {state}?", "When you saw it, was {obj} {state}?"],
        "elderly": ["I was wondering, was {obj} {state} when you went by?"],
        "security_guard": ["Status check: {obj} {state}? Yes or no."],
        "heldout_detective": ["One detail: was {obj} {state}?"],
    },
    "used_vertical": {
        "plain": ["Did you take the {mode} at any point?", "Did we use the {mode}?"],
        "elderly": ["Did we go on the {mode} at all, dear? I don't remember."],
        "security_guard": ["Unit used the {mode}? Yes or no."],
        "heldout_detective": ["Did you or did you not use the {mode}?"],
    },
    "visited": {
        "plain": ["Did you go into {place}?", "Have we been to {place}?"],
        "elderly": ["Did we pop into {place} at all, love?"],
        "security_guard": ["Unit entered {place}? Yes or no."],
        "heldout_detective": ["Were you ever inside {place}?"],
    },
    "floor_visited": {
        "plain": ["Did you go up to the {floor}?", "Have you been on the {floor}?"],
        "elderly": ["Did we get as far up as the {floor}, dear?"],
        "security_guard": ["{floor_cap} patrolled? Yes or no."],
        "heldout_detective": ["Did you ever set foot on the {floor}?"],
    },
    "outdoor_condition": {
        "plain": ["Were you outside for more than {minutes} minutes in total?"],
        "elderly": ["Did we spend more than {minutes} minutes out in the fresh air, all told?"],
        "security_guard": ["Total time outside exceeds {minutes} min? Yes or no."],
        "heldout_detective": [
            "Add it up: were you outdoors for more than {minutes} minutes altogether?"
        ],
    },
    "time_in_place": {
        "plain": [
            "How long did you spend {in_place}{total}?",
            "How much time were we {in_place}{total}?",
        ],
        "elderly": ["How long were we {in_place}{total}, dear? It felt like ages."],
        "security_guard": ["Time on station {in_place}{total}?"],
        "heldout_detective": ["How long were you {in_place}{total}? Be precise."],
    },
    "between_events": {
        "plain": [
            "How much time passed between when {ev1} and when {ev2}?",
            "How long was it from when {ev1} until {ev2}?",
        ],
        "elderly": ["How long was it, dear, between when {ev1} and when {ev2}?"],
        "security_guard": ["Elapsed time: {ev1} to {ev2}?"],
        "heldout_detective": ["Timeline check: how long between when {ev1} and when {ev2}?"],
    },
    "outdoor_total": {
        "plain": [
            "How long were you {which} in total?",
            "How much time did we spend {which} altogether?",
        ],
        "elderly": ["Altogether, how long were we {which}, would you say?"],
        "security_guard": ["Total time {which}?"],
        "heldout_detective": ["Add it all up: how long were you {which}?"],
    },
    "ride_time": {
        "plain": [
            "How long did it take to go from the {ffrom} to the {fto} by the {mode}?",
            "How long did it take to go {updown} {via} to the {fto}?",
        ],
        "elderly": ["Going {updown} {via} to the {fto}, how long did that take us, dear?"],
        "security_guard": ["Duration of {mode} transit {ffrom} to {fto}?"],
        "heldout_detective": [
            "From the moment you got on to the moment you got off, "
            "how long did going {updown} {via} to the {fto} take?"
        ],
    },
    "ago": {
        "plain": [
            "How long ago did you last see {a_cls}?",
            "How long has it been since you saw {a_cls}?",
        ],
        "elderly": ["How long ago was it that you last saw {a_cls}, love?"],
        "security_guard": ["Time since last {cls} visual?"],
        "heldout_detective": ["How long ago did you last have {a_cls} in sight?"],
    },
    "colour": {
        "plain": [
            "What colour was the {cls}{in_place_sp}?",
            "What color was the {cls} you saw{in_place_sp}?",
        ],
        "elderly": ["What colour was that {cls}{in_place_sp}, dear? I need to know if it's mine."],
        "security_guard": ["Colour of the {cls}{in_place_sp}?"],
        "heldout_detective": ["Describe the {cls}{in_place_sp}: what colour was it?"],
    },
    "sign_text": {
        "plain": ["What did {what} say?", "What was written on {what}?"],
        "elderly": ["Could you read me what {what} said? My eyes aren't good enough."],
        "security_guard": ["Text on {what}?"],
        "heldout_detective": ["Word for word, what did {what} say?"],
    },
    "floor_of_cls": {
        "plain": ["What floor was the {cls} on?", "Which floor did you see the {cls} on?"],
        "elderly": ["Which floor was that {cls} on, dear? I'll need the lift."],
        "security_guard": ["Floor of the {cls}?"],
        "heldout_detective": ["Which floor did the {cls} turn up on?"],
    },
    "floor_of_zone": {
        "plain": ["What floor is {place} on?", "Which floor is {place} on?"],
        "elderly": ["Which floor would {place} be on, love?"],
        "security_guard": ["{place_cap}: which floor?"],
        "heldout_detective": ["Tell me which floor {place} is on."],
    },
    "name_of_place": {
        "plain": [
            "What was the name of the {kind} where you saw the {cls}?",
            "In which {kind} did you see the {cls}?",
        ],
        "elderly": ["That {kind} with the {cls} in it, what was it called again?"],
        "security_guard": ["Name of the {kind} with the {cls}?"],
        "heldout_detective": ["The {cls} you saw: name the {kind} it was in."],
    },
    "sold": {
        "plain": [
            "What was being sold at the {cls} {in_place}?",
            "What was the {cls} {in_place} selling?",
        ],
        "elderly": ["What were they selling at that {cls} {in_place}, dear? I might pop over."],
        "security_guard": ["Merchandise at the {cls} {in_place}?"],
        "heldout_detective": ["The {cls} {in_place}: what was it selling?"],
    },
}

ELDERLY_MODE = {"lift": "lift", "stairs": "stairs", "escalator": "moving staircase"}
GUARD_MODE = {"lift": "elevator", "stairs": "stairwell", "escalator": "escalator"}
DETECTIVE_MODE = {"lift": "elevator", "stairs": "stairs", "escalator": "escalator"}
VIA = {"lift": "in the {m}", "stairs": "by the {m}", "escalator": "on the {m}"}
OPEN_AIR = (
    "street",
    "crossing",
    "park",
    "market",
    "garden",
    "forecourt",
    "carpark",
    "terrace",
    "landing",
)
ON_TAGS = ("street", "terrace", "landing")
NUM = {
    1: "one",
    2: "two",
    3: "three",
    4: "four",
    5: "five",
    6: "six",
    7: "seven",
    8: "eight",
    9: "nine",
    10: "ten",
    11: "eleven",
    12: "twelve",
}


def _a(noun: str) -> str:
    first = noun.split()[0]
    if len(first) >= 2 and first.isupper():
        return ("an " if first[0] in "AEFHILMNORSX" else "a ") + noun
    return ("an " if noun[:1].lower() in "aeiou" else "a ") + noun


def _in(zone: dict) -> str:
    ref = zone["ref"]
    if zone["tag"] in ON_TAGS or ref.endswith("steps"):
        return "on " + ref
    if zone["tag"] == "crossing":
        return "at " + ref
    return "in " + ref


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def render_question(q: dict, world: dict, style: str) -> str:
    """The question text for ``q`` in ``style``: deterministic in (seed, id, style)."""
    rng = np.random.default_rng(
        [world["seed"], zlib.crc32(q["id"].encode()), zlib.crc32(style.encode())]
    )
    sub = q["truth"]["subkind"]
    slots = q["truth"]["slots"]
    zones = {z["id"]: z for z in world["zones"]}
    objs = {o["id"]: o for o in world["objects"]}
    mode_map = {"elderly": ELDERLY_MODE, "security_guard": GUARD_MODE, HELDOUT: DETECTIVE_MODE}.get(
        style, {}
    )
    fw = FLOOR_WORDS
    v = {"bw": {"hospital": "hospital", "museum": "museum"}.get(world["family"], "building")}
    if "cls" in slots:
        c = slots["cls"]
        pl = world["classes"].get(c, {}).get("plural", False)
        v.update(
            cls=c,
            a_cls=("some " + c) if pl else _a(c),
            clss=c if pl else plural(c),
            cls_cap=_cap(c),
        )
    if slots.get("zone"):
        z = zones[slots["zone"]]
        v.update(
            place=z["ref"], place_cap=_cap(z["ref"]), in_place=_in(z), in_place_sp=" " + _in(z)
        )
        open_air = z["tag"] in OPEN_AIR
        v.update(
            enter_inf="get to" if open_air else "go into",
            enter_past="got to" if open_air else "went into",
        )
    else:
        v["in_place_sp"] = ""
    if "mode" in slots:
        v["mode"] = mode_map.get(slots["mode"], slots["mode"])
        v["via"] = VIA[slots["mode"]].format(m=v["mode"])
    if "from" in slots:
        v.update(
            ffrom=fw[slots["from"]],
            fto=fw[slots["to"]],
            updown="up" if slots["to"] > slots["from"] else "down",
        )
    if "floor" in slots:
        v.update(floor=fw[slots["floor"]], floor_cap=_cap(fw[slots["floor"]]))
    if "which" in slots:
        w = slots["which"]
        if sub == "outdoor_total":
            v["which"] = (
                w if style != "elderly" else {"outdoors": "out of doors", "indoors": "indoors"}[w]
            )
        else:
            v["which"] = {"only": "", "first": "first ", "last": "last "}[w]
    if "direction" in slots:
        v["io"] = (
            "outside"
            if slots["direction"] == "out"
            else ("inside" if world["family"] != "neighbourhood" else "indoors")
        )
        if world["family"] != "neighbourhood" and slots["direction"] == "in":
            v["io"] = "inside the " + v["bw"]
    if "n" in slots:
        v.update(n=slots["n"], n_word=NUM.get(slots["n"], str(slots["n"])))
        v["clss_pl"] = v["clss"]
        if slots["n"] == 1:
            v["clss"] = v["cls"]
    if "obj" in slots:
        o = objs[slots["obj"]]
        v["obj"] = (
            "the door to " + o["name"]
            if o["cls"] == "door"
            else o["name"]
            if o["cls"] == "shopfront"
            else "the " + o["cls"]
        )
        v["state"] = slots["asked"]
    if "sign" in slots:
        o = objs[slots["sign"]]
        v["what"] = o["what"]
        words = o["text"].replace(" - ", " ").split()
        v["excerpt"] = " ".join(words[: min(4, len(words))]) + ("..." if len(words) > 4 else "")
    if "minutes" in slots:
        v["minutes"] = slots["minutes"]
    if "visits" in slots:
        v["total"] = " in total" if slots["visits"] > 1 else ""
    if "kind" in slots:
        k = slots["kind"]
        v["kind"] = (
            k
            if k in ("ward", "gallery", "street", "park", "square", "library", "corner shop")
            else "room"
        )
    if sub == "between_events":
        v["ev1"] = _event(slots["a"], zones, mode_map)
        v["ev2"] = _event(slots["b"], zones, mode_map)
    if sub == "sold":
        v["cls"] = slots["cls"]
        v["in_place"] = _in(zones[slots["zone"]])
    key = sub
    if sub == "last_seen" and slots.get("two_part"):
        key = "last_seen_two"
    if sub == "floor_of":
        key = "floor_of_cls" if "cls" in slots else "floor_of_zone"
    options = T[key][style]
    text = options[int(rng.integers(len(options)))].format(**v)
    if "cls" in slots and world["classes"].get(slots["cls"], {}).get("plural"):
        c = slots["cls"]
        text = text.replace(f"was the {c}", f"were the {c}").replace(
            "There was some", "There were some"
        )
        text = text.replace(f"{c} in it", f"{c} in it").replace(
            "Whereabouts was it?", "Whereabouts were they?"
        )
    return " ".join(text.split()).replace(" ?", "?")


def _event(ev: dict, zones: dict[str, dict], mode_map: dict[str, str]) -> str:
    if ev["kind"] == "enter":
        z = zones[ev["zone"]]
        verb = "got to " if z["tag"] in OPEN_AIR else "went into "
        return "we " + ("first " if ev["which"] == "first" else "") + verb + z["ref"]
    if ev["kind"] == "first_seen":
        return "you first saw " + (("some " + ev["cls"]) if ev.get("plural") else _a(ev["cls"]))
    return f"you took the {mode_map.get(ev['mode'], ev['mode'])} to the {FLOOR_WORDS[ev['to']]}"
