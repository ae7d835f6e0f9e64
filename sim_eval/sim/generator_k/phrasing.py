"""Question text from slots, in five styles (one held out), so a reader is tested on wording
it was not tuned on; only the wording changes between phrasings."""

from __future__ import annotations

import hashlib
import re
from typing import Any

from .captioners import plural

ONES = [
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
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def number_words(n: int) -> str:
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else " " + ONES[n % 10])
    return " ".join(ONES[int(d)] for d in str(n))  # fleet numbers are read digit by digit


def floor_name(family: str, f: int) -> str:
    if family == "apartment_block":
        return {-1: "the basement level", 0: "the ground floor", 4: "the roof level"}.get(
            f, f"floor {f}"
        )
    if family == "vehicle_workshop":
        return {0: "the ground floor", 1: "the mezzanine"}.get(f, f"floor {f}")
    return {0: "the ground level", 1: "the aquarium's upper floor"}.get(f, f"floor {f}")


def _the(place: str | None) -> str:
    if place is None:
        return ""
    if place[:1].isupper() or " " not in place:
        return place
    return "the " + place


def _an(x: str) -> str:
    return ("an " if x[:1].lower() in "aeiou" else "a ") + x


def fields(q: dict[str, Any], family: str) -> dict[str, str]:
    """The values the templates' {fields} are filled with."""
    s = q["slots"]
    f = {}
    cls = s.get("cls")
    if cls:
        f["cls"] = cls
        f["obj"] = "the " + cls
        f["a_obj"] = _an(cls)
        f["objs"] = plural(cls)
    f["loc"] = f" in {_the(s['place'])}" if s.get("place") else ""
    f["place"] = _the(s.get("place")) if s.get("place") else ""
    f["place_raw"] = s.get("place") or ""
    f["colour"] = s.get("colour", "")
    f["a_col_obj"] = _an(f"{f['colour']} {cls}") if (cls and f["colour"]) else ""
    f["state"] = s.get("state", "")
    if "floor" in s:
        f["floor"] = floor_name(family, s["floor"])
    f["a"] = _the(s.get("a")) if s.get("a") else ""
    f["b"] = _the(s.get("b")) if s.get("b") else ""
    f["flat"] = s.get("flat", "")
    f["out"] = "inside buildings" if s.get("inside") else s.get("word", "outside")
    return f


PLAIN = {
    "where_is": ["Where is {obj}?", "Where can I find {a_obj}?"],
    "where_is_this_floor": [
        "Where is {a_obj} on this floor?",
        "Is there {a_obj} on this floor I'm on, and where?",
    ],
    "nearest_to_me": [
        "Where is the nearest {cls} to me?",
        "Which {cls} is closest to where I am standing?",
    ],
    "last_seen_where": [
        "Where did you last see {a_obj}?",
        "Where was {obj} when you saw it most recently?",
    ],
    "which_room": [
        "Which room or area is {obj} in?",
        "In which part of the site is {obj}?",
        "Which floor is {obj} on, and whereabouts?",
    ],
    "where_place": ["Where is {place}?", "Can you show me the way to {place}?"],
    "where_lost_item": ["Someone lost {a_obj}. Where is it now?", "Where did the {cls} end up?"],
    "last_seen": ["When did you last see {a_obj}?", "What time did you most recently see {a_obj}?"],
    "first_seen": [
        "When did you first see {a_obj}?",
        "At what time did you spot {a_obj} for the first time?",
    ],
    "entered_place": [
        "When did you last go into {place}?",
        "When did you most recently enter {place}?",
    ],
    "entered_here": [
        "When did you last come into the area where I am now?",
        "When were you last here, arriving?",
    ],
    "left_place": ["When did you leave {place}?", "What time did you last come out of {place}?"],
    "passed": ["When did you last go past {obj}?", "When did you most recently drive by {obj}?"],
    "last_seen_near_me": [
        "When did you last see {a_obj} near me?",
        "When did you last see {a_obj} around here?",
    ],
    "seen_yes": ["Did you see {a_obj}?", "Have you come across {a_obj}?"],
    "seen_never": ["Did you see {a_obj}?", "Have you come across {a_obj}?"],
    "seen_not_yet": ["Did you see {a_obj}?", "Have you come across {a_obj}?"],
    "colour_yes": ["Did you see {a_col_obj}?", "Was there {a_col_obj} anywhere?"],
    "colour_no": ["Did you see {a_col_obj}?", "Was there {a_col_obj} anywhere?"],
    "in_place_yes": ["Did you see {a_obj}{loc}?", "Was there {a_obj}{loc}?"],
    "in_place_no": ["Did you see {a_obj}{loc}?", "Was there {a_obj}{loc}?"],
    "here_yes": ["Did you see {a_obj} here where I am?", "Is there {a_obj} in this spot near me?"],
    "state": [
        "Was {obj}{loc} {state} the last time you saw it?",
        "When you last saw {obj}{loc}, was it {state}?",
    ],
    "last_visit": [
        "How long were you in {place} last time?",
        "How long did your last visit to {place} take?",
    ],
    "here_visit": [
        "How long were you here, where I'm standing, the last time?",
        "Last time you were in this area with me, how long did you stay?",
    ],
    "total_in_place": [
        "How much time have you spent in {place} in total?",
        "Over all your visits, how long were you in {place}?",
    ],
    "on_floor": [
        "How long have you spent on {floor}?",
        "How much time did you spend on {floor} altogether?",
    ],
    "on_floor_here": [
        "How long have you spent on this floor?",
        "How much time were you on this floor I'm on?",
    ],
    "outside": ["How long have you been {out} in total?", "What is your total time {out} so far?"],
    "a_to_b": [
        "How long did it take you to get from {a} to {b}?",
        "How long was the trip from {a} to {b}?",
    ],
    "sign_text": ["What did {obj}{loc} say?", "What was written on {obj}{loc}?"],
    "sign_flat": ["Whose name was on the door of {flat}?", "What name did the {flat} door show?"],
    "sign_here": ["What does {obj} here say?", "What was written on {obj} near me?"],
    "last_read": [
        "What did the last {cls} you read say?",
        "The most recent {cls} you managed to read: what was on it?",
    ],
    "colour_of": ["What colour was {obj}{loc}?", "What colour is {obj}{loc}?"],
    "count": ["How many {objs} did you see{loc}?", "How many {objs} were there{loc}?"],
}

CHATTY_PRE = [
    "Hiya, hope your day's going well! ",
    "Oh hello again, lovely to bump into you. ",
    "Morning! I was just chatting to the neighbours and it reminded me, ",
    "Hi love, sorry to bother you, ",
    "Ah there you are, I've been meaning to ask you something. ",
]
CHATTY = {
    **PLAIN,
    "where_is": ["I've been looking everywhere, could you tell me where {obj} is?"],
    "nearest_to_me": [
        "I'm standing right here and I need {a_obj} quickly, where's the nearest one to me?"
    ],
    "seen_never": ["My grandson swears there's {a_obj} somewhere around, did you ever see one?"],
    "seen_yes": ["my friend asked me earlier, did you happen to see {a_obj} on your rounds?"],
    "last_visit": [
        "I know you do your rounds, so how long were you in {place} the last time you popped in?"
    ],
    "sign_text": ["I couldn't read it without my glasses, what did {obj}{loc} say?"],
    "colour_of": ["I'm trying to describe it to someone, what colour was {obj}{loc}?"],
    "where_lost_item": [
        "Someone's lost {a_obj} and they're ever so worried, where is it now, do you know?"
    ],
    "state": ["I'm a bit worried about it, was {obj}{loc} {state} when you last saw it?"],
}

TICKET = {
    "where_is": ["LOC? {cls}"],
    "where_is_this_floor": ["LOC? {cls} - this floor (my pos)"],
    "nearest_to_me": ["LOC nearest {cls} to my pos?"],
    "last_seen_where": ["LOC last sighting: {cls}"],
    "which_room": ["ROOM? {cls}"],
    "where_place": ["LOC? {place_raw}"],
    "where_lost_item": ["LOST ITEM {cls} - current LOC?"],
    "last_seen": ["TIME last seen: {cls}"],
    "first_seen": ["TIME first seen: {cls}"],
    "entered_place": ["TIME last entry: {place_raw}"],
    "entered_here": ["TIME last entry: my location"],
    "left_place": ["TIME exit: {place_raw}"],
    "passed": ["TIME last pass: {cls}"],
    "last_seen_near_me": ["TIME last seen near my pos: {cls}"],
    "seen_yes": ["confirm: {cls} sighted y/n"],
    "seen_never": ["confirm: {cls} sighted y/n"],
    "seen_not_yet": ["confirm: {cls} sighted y/n"],
    "colour_yes": ["confirm: {colour} {cls} sighted y/n"],
    "colour_no": ["confirm: {colour} {cls} sighted y/n"],
    "in_place_yes": ["confirm: {cls} in {place_raw} y/n"],
    "in_place_no": ["confirm: {cls} in {place_raw} y/n"],
    "here_yes": ["confirm: {cls} at my location y/n"],
    "state": ["confirm: {cls}{loc} {state} at last sighting y/n"],
    "last_visit": ["DUR last visit: {place_raw}"],
    "here_visit": ["DUR last visit: my location"],
    "total_in_place": ["DUR total: {place_raw}"],
    "on_floor": ["DUR total on {floor}"],
    "on_floor_here": ["DUR total: this floor"],
    "outside": ["DUR total {out}"],
    "a_to_b": ["DUR transit {place_a} -> {place_b}"],
    "sign_text": ["TEXT? {cls}{loc}"],
    "sign_flat": ["TEXT? nameplate {flat}"],
    "last_read": ["TEXT? last {cls} read"],
    "sign_here": ["TEXT? {cls} at my location"],
    "colour_of": ["COLOUR? {cls}{loc}"],
    "count": ["QTY {objs}{loc}?"],
}

RADIO = {
    "where_is": ["Control to unit, request position of {obj}, over."],
    "where_is_this_floor": [
        "Control to unit, I am on this level with you, "
        "request position of {a_obj} on my level, over."
    ],
    "nearest_to_me": [
        "Control to unit, I'm at my marker, which {cls} is nearest my position, over."
    ],
    "last_seen_where": ["Control to unit, last known location of {a_obj}, over."],
    "which_room": ["Control to unit, confirm which sector holds {obj}, over."],
    "where_place": ["Control to unit, give me the location of {place}, over."],
    "where_lost_item": [
        "Control to unit, a member of the public reports {a_obj} missing, current location, over."
    ],
    "last_seen": ["Control to unit, time of last visual on {a_obj}, over."],
    "first_seen": ["Control to unit, time of first visual on {a_obj}, over."],
    "entered_place": ["Control to unit, what time did you last go into {place}, over."],
    "entered_here": ["Control to unit, when did you last arrive at my position, over."],
    "left_place": ["Control to unit, what time did you clear {place}, over."],
    "passed": ["Control to unit, when did you last roll past {obj}, over."],
    "last_seen_near_me": [
        "Control to unit, when did you last have eyes on {a_obj} close to my position, over."
    ],
    "seen_yes": ["Control to unit, any sighting of {a_obj}, over."],
    "seen_never": ["Control to unit, any sighting of {a_obj}, over."],
    "seen_not_yet": ["Control to unit, any sighting of {a_obj}, over."],
    "colour_yes": ["Control to unit, any sighting of {a_col_obj}, over."],
    "colour_no": ["Control to unit, any sighting of {a_col_obj}, over."],
    "in_place_yes": ["Control to unit, any {cls} sighted{loc}, over."],
    "in_place_no": ["Control to unit, any {cls} sighted{loc}, over."],
    "here_yes": ["Control to unit, any {cls} at my position, over."],
    "state": ["Control to unit, at your last visual was {obj}{loc} {state}, over."],
    "last_visit": ["Control to unit, duration of your last stay in {place}, over."],
    "here_visit": ["Control to unit, duration of your last stay at my position, over."],
    "total_in_place": ["Control to unit, total time logged in {place}, over."],
    "on_floor": ["Control to unit, total time logged on {floor}, over."],
    "on_floor_here": ["Control to unit, total time logged on my level, over."],
    "outside": ["Control to unit, total time logged {out}, over."],
    "a_to_b": ["Control to unit, transit time from {a} to {b}, over."],
    "sign_text": ["Control to unit, read back the text on {obj}{loc}, over."],
    "sign_flat": ["Control to unit, read back the name on the {flat} door, over."],
    "sign_here": ["Control to unit, read back the text on {obj} at my position, over."],
    "last_read": ["Control to unit, read back the last {cls} you read, over."],
    "colour_of": ["Control to unit, colour of {obj}{loc}, over."],
    "count": ["Control to unit, how many {objs} counted{loc}, over."],
}

FILLERS = ["um", "uh", "so", "like", "okay so", "erm"]


def _choose(key: str, n: int) -> int:
    """A choice fixed by the key (not hash(), which PYTHONHASHSEED changes)."""
    return int.from_bytes(hashlib.sha256(key.encode()).digest()[:4], "big") % n


def _voice(text: str, key: str) -> str:
    """As a speech recogniser writes it: lower case, no punctuation, numbers as words, a filler."""
    t = text.lower()
    t = re.sub(
        r"(\d+)([a-z]?)",
        lambda m: number_words(int(m.group(1))) + (" " + m.group(2) if m.group(2) else ""),
        t,
    )
    t = re.sub(r"[^\w\s']", " ", t)
    t = re.sub(r"\s+", " ", t).strip()
    filler = FILLERS[_choose(key + "f", len(FILLERS))]
    words = t.split()
    pos = _choose(key + "p", min(3, len(words)) + 1)
    words.insert(min(pos, len(words)), filler)
    return "hey robot " + " ".join(words)


def render(q: dict[str, Any], family: str, phrasing: str) -> str:
    sub = q["subkind"]
    s = q["slots"]
    if sub == "on_floor" and s.get("here"):
        sub = "on_floor_here"
    if sub == "sign_text" and s.get("cls") == "flat door":
        sub = "sign_flat"
    f = fields(q, family)
    f["place_a"], f["place_b"] = s.get("a") or "", s.get("b") or ""
    key = f"{family}|{q['id']}|{phrasing}"
    table = {
        "plain": PLAIN,
        "hey_robot_voice": PLAIN,
        "resident_chatty": CHATTY,
        "maintenance_ticket": TICKET,
        "heldout_radio_dispatch": RADIO,
    }[phrasing]
    options = table.get(sub) or PLAIN[sub]
    text = options[_choose(key, len(options))].format(**f)
    if phrasing == "hey_robot_voice":
        return _voice(text, key)
    if phrasing == "resident_chatty":
        pre = CHATTY_PRE[_choose(key + "pre", len(CHATTY_PRE))]
        if pre.rstrip().endswith(",") and not re.match(r"I\b", text):
            body = text[0].lower() + text[1:]
        else:
            body = text[0].upper() + text[1:]
        return pre + body + " Thanks ever so much."
    return text
