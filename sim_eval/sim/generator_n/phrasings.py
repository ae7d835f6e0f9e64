"""Five ways people ask: four development styles and one held out. Only wording changes."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from .rng import chance, pick

DEV_PHRASINGS = (
    "busy_parent",
    "non_native_speaker",
    "polite_indirect",
    "shorthand_operator",
)
HELDOUT_PHRASINGS = ("heldout_think_aloud",)
PHRASINGS = DEV_PHRASINGS + HELDOUT_PHRASINGS

# subkind -> (plain core, non-native speaker, shorthand operator)
TEMPLATES: dict[str, tuple[str, str, str]] = {
    "where_is": (
        "where can I find {a_noun}",
        "where I can find {a_noun}",
        "loc of any {noun}?",
    ),
    "nearest_to_me": (
        "where is the nearest {noun} to me",
        "where is {noun} most close to me",
        "nearest {noun} to my pos - loc?",
    ),
    "last_seen_where": (
        "where did you last see {thing}",
        "where you have seen {thing} the last time",
        "last sighting loc: {thing}",
    ),
    "first_seen_where": (
        "where did you first see {thing}",
        "where was the first time you see {thing}",
        "first sighting loc: {thing}",
    ),
    "which_room": (
        "where is {thing} kept",
        "{thing} is kept where",
        "loc {thing}?",
    ),
    "where_was_i": (
        "where were you at {time}",
        "at {time} where you were",
        "your pos at {time} utc?",
    ),
    "where_place": (
        "where is {the_place}",
        "where is {the_place} located",
        "loc of {place}?",
    ),
    "where_text": (
        'where did you see the words "{text}"',
        'where you saw the writing "{text}"',
        'loc of sign reading "{text}"?',
    ),
    "went_after": (
        "where did you go after you left {the_place}",
        "after you leave {the_place}, where you went",
        "next loc after leaving {place}?",
    ),
    "where_went_out": (
        "where were you when you last went outside",
        "last time you go to outside, where you were",
        "loc at last exit to outdoors?",
    ),
    "last_seen": (
        "when did you last see {thing}",
        "what time you see {thing} last",
        "last sighting time: {thing}",
    ),
    "first_seen": (
        "when did you first see {thing}",
        "when is first time you saw {thing}",
        "first sighting time: {thing}",
    ),
    "entered_place": (
        "when did you last go into {the_place}",
        "what time you go in {the_place} the last time",
        "time of last entry to {place}?",
    ),
    "left_place": (
        "when did you last leave {the_place}",
        "when you went out from {the_place} last time",
        "time of last exit from {place}?",
    ),
    "took_lift": (
        "when did you last take the lift",
        "what time you are taking lift the last time",
        "last lift ride - time?",
    ),
    "arrived_floor": (
        "when did you last arrive on {the_floor}",
        "when you came on {the_floor} last time",
        "last arrival on {floor} - time?",
    ),
    "passed": (
        "when did you last go past {thing}",
        "when you go past {thing} last time",
        "last pass of {thing} - time?",
    ),
    "first_outside": (
        "when did you first go outside",
        "what time you first went to outside",
        "time first outdoors?",
    ),
    "last_came_inside": (
        "when did you last come back inside",
        "when you came back to inside the last time",
        "time of last re-entry indoors?",
    ),
    "seen_yes": (
        "have you seen {a_noun} anywhere",
        "you have seen {a_noun} somewhere, yes or no",
        "any {noun} sighted? y/n",
    ),
    "colour_yes": (
        "did you see {a_colour_noun}",
        "you saw {a_colour_noun} or not",
        "{colour} {noun} sighted? y/n",
    ),
    "in_place_yes": (
        "did you see {a_noun} in {the_place}",
        "in {the_place} is there {a_noun}, did you saw",
        "{noun} in {place}? y/n",
    ),
    "state_last": (
        "was {thing} {state} when you last saw it",
        "{thing} was {state} when you see it the last time?",
        "{thing} {state} at last sighting? y/n",
    ),
    "still_there": (
        "when you were last in {the_place}, was {thing} still there",
        "last time in {the_place}, {thing} was still there?",
        "{thing} still in {place} on last visit? y/n",
    ),
    "seen_before_place": (
        "did you see {a_noun} before you first went into {the_place}",
        "you saw {a_noun} before the first time you enter {the_place}?",
        "{noun} sighted before first entry to {place}? y/n",
    ),
    "seen_on_floor": (
        "did you see {a_noun} on {the_floor}",
        "on {the_floor} you saw {a_noun}?",
        "{noun} sighted on {floor}? y/n",
    ),
    "last_visit": (
        "how long were you in {the_place} the last time",
        "how much time you stayed in {the_place} last time",
        "dwell time {place}, last visit?",
    ),
    "total_in_place": (
        "how long did you spend in {the_place} altogether",
        "all together how long you was in {the_place}",
        "total dwell {place}?",
    ),
    "outside_total": (
        "how long were you outside in total",
        "in total how much time you are outside",
        "total time outdoors?",
    ),
    "on_floor": (
        "how long were you on {the_floor} the last time you were there",
        "last time on {the_floor}, how long you stayed",
        "dwell on {floor}, last stint?",
    ),
    "a_to_b": (
        "how long did it take you to get from {the_place} to {the_place2} the last time",
        "from {the_place} to {the_place2} how long it took you, last time",
        "transit time {place} -> {place2}, latest?",
    ),
    "ago_seen": (
        "how long ago did you last see {thing}",
        "how much time ago you saw {thing} the last time",
        "time since last sighting: {thing}?",
    ),
    "ago_place": (
        "how long ago were you last in {the_place}",
        "how much time before you were in {the_place}",
        "time since last in {place}?",
    ),
    "lift_ride": (
        "how long did your last lift ride take",
        "your last time in the lift, how long it take",
        "last lift ride duration?",
    ),
    "first_visit": (
        "how long did you stay in {the_place} the first time",
        "first time in {the_place}, how long you stay",
        "dwell {place}, first visit?",
    ),
    "upstairs_total": (
        "how long have you spent above the ground floor in total",
        "all the time you are up over the ground floor, how long is it",
        "total time above ground floor?",
    ),
    "since_inside": (
        "how long have you been back inside",
        "since you come back to inside, how long it is",
        "time since re-entry indoors?",
    ),
    "sign_text": (
        "what did {thing} say the last time you read it",
        "what is written on {thing}, the last time you read",
        "text on {thing}, last read?",
    ),
    "colour_of": (
        "what colour is {thing}",
        "{thing} has which colour",
        "colour of {thing}?",
    ),
    "count": (
        "how many {nouns} are there in {the_place}",
        "how many {nouns} in {the_place} there is",
        "count of {nouns} in {place}?",
    ),
    "which_room_here": (
        "which room am I in right now",
        "in which room I am now",
        "my current room?",
    ),
    "which_floor": (
        "which floor am I on",
        "on which floor I am standing now",
        "current floor at my pos?",
    ),
    "room_at_time": (
        "which room were you in at {time}",
        "at {time} you were in what room",
        "room at {time} utc?",
    ),
    "times_entered": (
        "how many times did you go into {the_place}",
        "how many time you entered in {the_place}",
        "entry count {place}?",
    ),
    "room_before": (
        "which room were you in just before you last went into {the_place}",
        "before you go in {the_place} the last time, you were in which room",
        "room prior to last entry to {place}?",
    ),
    "which_first": (
        "which did you see first, {a_noun} or {a_noun2}",
        "which one you saw first: {a_noun} or {a_noun2}",
        "first sighted: {noun} vs {noun2}?",
    ),
    "room_last_seen": (
        "in which room did you last see {thing}",
        "{thing}, you saw it last in which room",
        "room of last sighting: {thing}?",
    ),
}
for _same, _as in (
    ("seen_never", "seen_yes"),
    ("seen_not_yet", "seen_yes"),
    ("colour_no", "colour_yes"),
    ("in_place_no", "in_place_yes"),
):
    TEMPLATES[_same] = TEMPLATES[_as]


def plural(noun: str) -> str:
    head, _, last = noun.rpartition(" ")
    if last.endswith("shelf"):
        word = last[:-1] + "ves"
    elif last.endswith(("s", "x", "ch", "sh")):
        word = last + "es"
    elif last.endswith("y") and last[-2:-1] not in "aeiou":
        word = last[:-1] + "ies"
    else:
        word = last + "s"
    return f"{head} {word}" if head else word


def _an(phrase: str) -> str:
    return ("an " if phrase[:1].lower() in "aeiou" else "a ") + phrase


_NO_ARTICLE = re.compile(r"(\d|\b[A-Z]{2,}\d*$)")


def the_place(form: str) -> str:
    """``form`` with "the" unless it is a code or numbered name ("Aisle 1", "LT1",
    "Flat 1A ...")."""
    if _NO_ARTICLE.search(form) or form.startswith("Flat "):
        return form
    return f"the {form}"


def the_floor(form: str) -> str:
    return form if form.startswith("level") else f"the {form}"


def _thing(ref: dict[str, Any], style: str, rng: np.random.Generator) -> str:
    noun = f"{ref['colour']} {ref['noun']}" if ref["colour"] else ref["noun"]
    if style == "operator":
        return noun + (f" in {ref['place']}" if ref["place"] else "")
    article = "the " if style == "plain" or not chance(rng, 0.5) else ""
    where = ""
    if ref["place"]:
        prep = "in" if style == "plain" or chance(rng, 0.6) else "at"
        where = f" {prep} {the_place(ref['place'])}"
    return f"{article}{noun}{where}"


def _fill(template: str, slots: dict[str, Any], style: str, rng: np.random.Generator) -> str:
    values: dict[str, str] = {}
    if "thing" in slots:
        values["thing"] = _thing(slots["thing"], style, rng)
    if "noun" in slots:
        values["noun"] = slots["noun"]
        values["a_noun"] = _an(slots["noun"])
        values["nouns"] = plural(slots["noun"])
    if "noun2" in slots:
        values["noun2"] = slots["noun2"]
        values["a_noun2"] = _an(slots["noun2"])
    if "colour" in slots:
        values["colour"] = slots["colour"]
        values["a_colour_noun"] = _an(f"{slots['colour']} {slots.get('noun', '')}")
    for key in ("place", "place2"):
        if key in slots:
            values[key] = slots[key]
            values[f"the_{key}"] = the_place(slots[key])
    if "floor" in slots:
        values["floor"] = slots["floor"]
        values["the_floor"] = the_floor(slots["floor"])
    for key in ("time", "text", "state"):
        if key in slots:
            values[key] = slots[key]
    return template.format(**values)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def busy_parent(core: str, rng: np.random.Generator) -> str:
    lead = str(
        pick(
            rng,
            [
                "ok quick one",
                "sorry the kids are shouting so quick question",
                "right so",
                "hang on the baby's crying but",
                "the kids want to know",
                "quick before the school run",
                "um ok",
            ],
        )
    )
    tail = str(
        pick(
            rng,
            [
                " - the kids keep asking me",
                " cos the kids keep asking",
                " i'm already late",
                " thanks",
                "",
                " sorry it's chaos here",
                " and then i have to do lunches",
                " need to know before we head out",
            ],
        )
    )
    text = f"{lead} {core}{tail}"
    return text.lower().replace("?", "")


def non_native(core: str, rng: np.random.Generator) -> str:
    text = _cap(core.rstrip("?"))
    if chance(rng, 0.35):
        text = "Please, " + core.rstrip("?")
    return text + str(pick(rng, ["?", " ?", "? Thank you.", "?"]))


def polite(core: str, rng: np.random.Generator) -> str:
    lead = str(
        pick(
            rng,
            [
                "I was wondering if you could help me with something: ",
                "Sorry to bother you, but ",
                "If it isn't too much trouble, ",
                "Would you mind telling me this: ",
                "Excuse me, could I ask you something? ",
            ],
        )
    )
    body = _cap(core) if lead.endswith(("? ", ": ")) else core
    tail = str(
        pick(
            rng,
            [
                " Thank you so much.",
                " Many thanks in advance.",
                "",
                " I'd really appreciate it.",
            ],
        )
    )
    return f"{lead}{body}?{tail}"


def operator(core: str, rng: np.random.Generator) -> str:
    lead = str(pick(rng, ["ops q:", "req:", "query -", "robot,", "unit 1:", ""]))
    tail = str(pick(rng, ["", " pls", " asap", " over", " ta"]))
    return f"{lead} {core}{tail}".strip()


FALSE_STARTS = (
    "where was the",
    "how long did you",
    "did you ever",
    "what time was it when you",
    "which room had the",
    "so when you were in the, um,",
    "was there a",
)


def think_aloud(core: str, rng: np.random.Generator) -> str:
    start = str(pick(rng, FALSE_STARTS))
    fix = str(
        pick(
            rng,
            [
                "no, wait,",
                "no, sorry, let me start again:",
                "hang on, no -",
                "actually, no,",
                "ugh, no -",
            ],
        )
    )
    end = str(
        pick(
            rng,
            [
                "",
                " Yeah, that's what I mean.",
                " I think that's the question.",
                " Sorry, long day.",
            ],
        )
    )
    filler = str(pick(rng, ["", "um, ", "okay, "]))
    return f"{_cap(filler + start)} - {fix} {core}?{end}"


def phrase(subkind: str, slots: dict[str, Any], phrasing: str, rng: np.random.Generator) -> str:
    plain, nn, ops = TEMPLATES[subkind]
    if phrasing == "non_native_speaker":
        return non_native(_fill(nn, slots, "non_native", rng), rng)
    if phrasing == "shorthand_operator":
        return operator(_fill(ops, slots, "operator", rng), rng)
    core = _fill(plain, slots, "plain", rng)
    if phrasing == "busy_parent":
        return busy_parent(core, rng)
    if phrasing == "polite_indirect":
        return polite(core, rng)
    if phrasing == "heldout_think_aloud":
        return think_aloud(core, rng)
    raise ValueError(f"unknown phrasing {phrasing!r}")
