"""How people ask: one template set per phrasing; only the `question` string differs."""

from __future__ import annotations

import re
from typing import Any

import numpy as np

from .streams import chance, pick
from .textutil import clock_words

DEV_PHRASINGS = ("plain", "voice_assistant", "texting_teen", "elderly_formal")
HELD_OUT = "heldout_walkie_talkie"
PHRASINGS = (*DEV_PHRASINGS, HELD_OUT)

# Subkinds that share wording.
_SHARED = {
    "seen_yes": "seen", "seen_never": "seen", "seen_not_yet": "seen",
    "colour_yes": "colour", "colour_no": "colour",
    "in_place_yes": "in_place", "in_place_no": "in_place",
}  # fmt: skip

T = dict[str, tuple[str, ...]]

PLAIN: T = {
    "where_is": ("Where is {thing_any}?", "Where can I find {thing_any}?"),
    "nearest_to_me": ("Where is the nearest {noun} to me?",
                      "Which {noun} is closest to me, and where is it?"),
    "last_seen_where": ("Where did you last see {thing}?",
                        "Where was {thing} the last time you saw it?"),
    "first_seen_where": ("Where did you first see {thing}?",
                         "Where was {thing} when you first spotted it?"),
    "which_room": ("Which room is {thing} in?", "What room would I find {thing} in?"),
    "where_was_i": ("Where were you at {time}?", "Where were you at {time} exactly?"),
    "where_place": ("Where is {place}?", "Can you show me where {place} is?"),
    "where_text": ('Where is the {noun} that said "{text}"?',
                   'Where did you see the {noun} saying "{text}"?'),
    "went_after": ("Where did you go after you left {place}?",
                   "After leaving {place} the last time, where did you head?"),
    "last_seen": ("When did you last see {thing}?", "What time did you last see {thing}?"),
    "first_seen": ("When did you first see {thing}?",
                   "At what time did you first notice {thing}?"),
    "entered_place": ("When did you last go into {place}?", "What time did you last enter "
        "{place}?"),
    "left_place": ("When did you leave {place}?", "What time did you last leave {place}?"),
    "took_lift": ("When did you last take the lift?", "What time did you last ride the lift?"),
    "arrived_floor": ("When did you get to {floor}?", "What time did you last arrive on {floor}?"),
    "passed": ("When did you last go past {thing}?", "What time did you last pass {thing}?"),
    "first_outside": ("When did you first go outside?", "What time did you first step outdoors?"),
    "seen": ("Have you seen {a_noun}?", "Did you come across {a_noun} anywhere?"),
    "colour": ("Did you see {a_colour_noun}?", "Have you seen {a_colour_noun} anywhere?"),
    "in_place": ("Is there {a_noun} in {place}?", "Did you see {a_noun} in {place}?"),
    "state_last": ("Was {thing} {state} the last time you saw it?",),
    "still_there": ("When you were last in {place}, was {thing} still there?",
                    "Was {thing} still in {place} when you were last there?"),
    "last_visit": ("How long were you in {place} the last time?",
                   "How long did your last visit to {place} last?"),
    "total_in_place": ("How long have you spent in {place} altogether?",
                       "In total, how much time did you spend in {place}?"),
    "outside_total": ("How long have you been outside in total?",
                      "How much time have you spent outdoors altogether?"),
    "on_floor": ("How long were you on {floor} in total?",
                 "How much time did you spend on {floor} altogether?"),
    "a_to_b": ("How long did it take you to get from {place_a} to {place_b}?",
               "How long was the trip from {place_a} to {place_b}?"),
    "ago_seen": ("How long ago did you last see {thing}?",
                 "How long has it been since you saw {thing}?"),
    "ago_place": ("How long ago were you in {place}?", "How long has it been since you left "
                                                       "{place}?"),
    "lift_ride": ("How long was your last lift ride?", "How long were you in the lift the last "
                                                       "time?"),
    "first_visit": ("How long did you stay in {place} the first time?",
                    "How long was your first visit to {place}?"),
    "sign_text": ("What did {sign} say?", "What was written on {sign}?"),
    "colour_of": ("What colour is {thing}?", "What colour was {thing}?"),
    "count": ("How many {noun_pl} are there in {place}?", "How many {noun_pl} did you count in "
                                                          "{place}?"),
    "which_room_here": ("Which room am I in?", "What room am I standing in right now?"),
    "which_floor": ("Which floor am I on?", "What floor am I on right now?"),
    "room_at_time": ("What room were you in at {time}?", "Which room were you in at {time}?"),
    "times_entered": ("How many times did you go into {place}?",
                      "How often have you been into {place}?"),
    "room_before": ("What was the last room you were in before {place}?",
                    "Where were you just before you went into {place}?"),
}  # fmt: skip

VOICE: T = {
    "where_is": ("hey robot um where is {thing_any}", "ok robot where can i find {thing_any}"),
    "nearest_to_me": ("hey robot whats the nearest {noun} to me",
                      "robot uh which {noun} is closest to me"),
    "last_seen_where": ("hey robot where did you last see {thing}",
                        "robot um where was {thing} last time you saw it"),
    "first_seen_where": ("hey robot where did you first see {thing}",),
    "which_room": ("hey robot which room is {thing} in", "robot what room has {thing} in it"),
    "where_was_i": ("hey robot where were you at {time}", "robot um where were you at like {time}"),
    "where_place": ("hey robot where is {place}", "ok robot wheres {place} again"),
    "where_text": ("hey robot wheres the {noun} that said {text}",),
    "went_after": ("hey robot where did you go after you left {place}",),
    "last_seen": ("hey robot when did you last see {thing}",
                  "robot uh what time did you last see {thing}"),
    "first_seen": ("hey robot when did you first see {thing}",),
    "entered_place": ("hey robot when did you last go into {place}",
                      "robot um what time did you go in to {place}"),
    "left_place": ("hey robot when did you leave {place}",),
    "took_lift": ("hey robot when did you last take the lift",),
    "arrived_floor": ("hey robot when did you get to {floor}",),
    "passed": ("hey robot when did you last go past {thing}",),
    "first_outside": ("hey robot when did you first go outside",),
    "seen": ("hey robot have you seen {a_noun}", "robot um did you see {a_noun} anywhere"),
    "colour": ("hey robot did you see {a_colour_noun}",),
    "in_place": ("hey robot is there {a_noun} in {place}",),
    "state_last": ("hey robot was {thing} {state} last time you saw it",),
    "still_there": ("hey robot when you were last in {place} was {thing} still there",),
    "last_visit": ("hey robot how long were you in {place} last time",),
    "total_in_place": ("hey robot how long have you been in {place} altogether",),
    "outside_total": ("hey robot how long have you been outside in total",),
    "on_floor": ("hey robot how long were you on {floor} in total",),
    "a_to_b": ("hey robot how long did it take you to get from {place_a} to {place_b}",),
    "ago_seen": ("hey robot how long ago did you see {thing}",),
    "ago_place": ("hey robot how long ago were you in {place}",),
    "lift_ride": ("hey robot how long was your last lift ride",),
    "first_visit": ("hey robot how long did you stay in {place} the first time",),
    "sign_text": ("hey robot what did {sign} say",),
    "colour_of": ("hey robot what colour is {thing}",),
    "count": ("hey robot how many {noun_pl} are in {place}",),
    "which_room_here": ("hey robot what room am i in",),
    "which_floor": ("hey robot what floor am i on",),
    "room_at_time": ("hey robot what room were you in at {time}",),
    "times_entered": ("hey robot how many times did you go into {place}",),
    "room_before": ("hey robot where were you right before you went into {place}",),
}  # fmt: skip

TEEN: T = {
    "where_is": ("yo where is {thing_any}", "wheres {thing_any} at??"),
    "nearest_to_me": ("whats the closest {noun} to me rn", "nearest {noun} to me?? pls"),
    "last_seen_where": ("where did u last see {thing}",
                        "u saw {thing} somewhere, where was it last"),
    "first_seen_where": ("where did u first see {thing} tho",),
    "which_room": ("which room is {thing} in", "what room's {thing} in lol"),
    "where_was_i": ("where were u at {time}", "at {time} where were u"),
    "where_place": ("where's {place} again", "where even is {place}"),
    "where_text": ('where was the {noun} that said "{text}"',),
    "went_after": ("after u left {place} where did u go",),
    "last_seen": ("when did u last see {thing}", "wat time did u last see {thing}"),
    "first_seen": ("when did u first see {thing}",),
    "entered_place": ("when did u last go in {place}",),
    "left_place": ("when did u leave {place}",),
    "took_lift": ("when did u last take the lift",),
    "arrived_floor": ("when did u get to {floor}",),
    "passed": ("when did u last go past {thing}",),
    "first_outside": ("when did u first go outside",),
    "seen": ("have u seen {a_noun}??", "u seen {a_noun} anywhere"),
    "colour": ("did u see {a_colour_noun}",),
    "in_place": ("is there {a_noun} in {place} or nah",),
    "state_last": ("was {thing} {state} last time u saw it",),
    "still_there": ("last time u were in {place} was {thing} still there",),
    "last_visit": ("how long were u in {place} last time",),
    "total_in_place": ("how long have u been in {place} altogether",),
    "outside_total": ("how long were u outside in total",),
    "on_floor": ("how long were u on {floor} in total",),
    "a_to_b": ("how long did it take u to get from {place_a} to {place_b}",),
    "ago_seen": ("how long ago did u see {thing}",),
    "ago_place": ("how long ago were u in {place}",),
    "lift_ride": ("how long was ur last lift ride",),
    "first_visit": ("how long were u in {place} the first time",),
    "sign_text": ("wat did {sign} say",),
    "colour_of": ("what colour is {thing}",),
    "count": ("how many {noun_pl} r in {place}",),
    "which_room_here": ("wat room am i in rn",),
    "which_floor": ("wat floor am i on rn",),
    "room_at_time": ("what room were u in at {time}",),
    "times_entered": ("how many times did u go in {place}",),
    "room_before": ("where were u right before u went in {place}",),
}  # fmt: skip

ELDERLY: T = {
    "where_is": ("Excuse me, would you be so kind as to tell me where I might find {thing_any}?",
                 "Good day. Could you possibly tell me where {thing_any} is to be found?"),
    "nearest_to_me": ("Would you be so kind as to tell me where the nearest {noun} to me might "
                      "be?",),
    "last_seen_where": ("Might I ask where you last saw {thing}?",),
    "first_seen_where": ("Could you kindly tell me where you first saw {thing}?",),
    "which_room": ("Would you be good enough to tell me which room {thing} is in?",),
    "where_was_i": ("I wonder, could you tell me where you were at {time}?",),
    "where_place": ("Forgive me, but where exactly is {place}?",
                    "Could you kindly show me where {place} is?"),
    "where_text": ('I recall a {noun} that said "{text}". Would you tell me where it is?',),
    "went_after": ("Might I ask where you went after you left {place}?",),
    "last_seen": ("Would you be so kind as to tell me when you last saw {thing}?",),
    "first_seen": ("Could you tell me, please, at what time you first saw {thing}?",),
    "entered_place": ("At what time, may I ask, did you last enter {place}?",),
    "left_place": ("Could you tell me when you left {place}?",),
    "took_lift": ("May I ask when you last took the lift?",),
    "arrived_floor": ("Would you kindly tell me when you arrived on {floor}?",),
    "passed": ("Might you tell me when you last went past {thing}?",),
    "first_outside": ("Could you tell me, please, when you first went outside?",),
    "seen": ("Forgive me for asking, but have you seen {a_noun}?",
             "Would you happen to have seen {a_noun}?"),
    "colour": ("Would you happen to have seen {a_colour_noun}?",),
    "in_place": ("Is there, by any chance, {a_noun} in {place}?",),
    "state_last": ("When you last saw {thing}, was it {state}, if you please?",),
    "still_there": ("When you were last in {place}, was {thing} still there, might I ask?",),
    "last_visit": ("How long, may I ask, were you in {place} on your last visit?",),
    "total_in_place": (("Would you be so kind as to tell me how long you have spent in {place} "
                        "altogether?"),),
    "outside_total": ("How long, in all, have you spent outside, if I may ask?",),
    "on_floor": ("Could you tell me how long in total you spent on {floor}?",),
    "a_to_b": ("How long did it take you, may I ask, to get from {place_a} to {place_b}?",),
    "ago_seen": ("How long ago was it that you last saw {thing}?",),
    "ago_place": ("How long ago, may I ask, were you in {place}?",),
    "lift_ride": ("How long did your last journey in the lift take, if you please?",),
    "first_visit": ("On your first visit to {place}, how long did you stay, may I ask?",),
    "sign_text": ("Would you be so kind as to tell me what {sign} said?",),
    "colour_of": ("Could you tell me what colour {thing} is, please?",),
    "count": ("How many {noun_pl} are there in {place}, might I ask?",),
    "which_room_here": ("Forgive an old fool, but which room am I in just now?",),
    "which_floor": ("Would you kindly tell me which floor I am on?",),
    "room_at_time": ("Could you tell me which room you were in at {time}?",),
    "times_entered": ("How many times, may I ask, did you go into {place}?",),
    "room_before": ("Which room were you in just before you went into {place}, if I may ask?",),
}  # fmt: skip

WALKIE: T = {
    "where_is": ("Robot, Control. Request location of {thing_any}, over.",
                 "Control to robot, where is {thing_any}? Over."),
    "nearest_to_me": ("Robot, I'm standing by you. Nearest {noun} to my position, over.",),
    "last_seen_where": ("Control to robot, last known location of {thing}, over.",),
    "first_seen_where": ("Robot, Control. Where did you first get eyes on {thing}? Over.",),
    "which_room": ("Control to robot, confirm which room {thing} is in, over.",),
    "where_was_i": ("Robot, Control. Your position at {time}, over.",),
    "where_place": ("Control to robot, give me the location of {place}, over.",),
    "where_text": ('Robot, Control. Location of the {noun} reading "{text}", over.',),
    "went_after": ("Control to robot, after you cleared {place}, where did you go? Over.",),
    "last_seen": ("Robot, Control. Time of last sighting of {thing}, over.",),
    "first_seen": ("Control to robot, time of first sighting of {thing}, over.",),
    "entered_place": ("Robot, Control. What time did you last enter {place}? Over.",),
    "left_place": ("Control to robot, what time did you clear {place}? Over.",),
    "took_lift": ("Robot, Control. Time you last took the lift, over.",),
    "arrived_floor": ("Control to robot, what time did you arrive on {floor}? Over.",),
    "passed": ("Robot, Control. When did you last pass {thing}? Over.",),
    "first_outside": ("Control to robot, what time did you first go outside? Over.",),
    "seen": ("Robot, Control. Have you had eyes on {a_noun}? Over.",
             "Control to robot, any sighting of {a_noun}? Over."),
    "colour": ("Robot, Control. Any sighting of {a_colour_noun}? Over.",),
    "in_place": ("Control to robot, is there {a_noun} in {place}? Over.",),
    "state_last": ("Robot, Control. Was {thing} {state} at last sighting? Over.",),
    "still_there": (("Control to robot, on your last pass through {place}, was {thing} still "
                     "there? Over."),),
    "last_visit": ("Robot, Control. How long were you in {place} last time? Over.",),
    "total_in_place": ("Control to robot, total time spent in {place}, over.",),
    "outside_total": ("Robot, Control. Total time outside, over.",),
    "on_floor": ("Control to robot, total time on {floor}, over.",),
    "a_to_b": ("Robot, Control. Transit time from {place_a} to {place_b}, over.",),
    "ago_seen": ("Control to robot, how long since you last saw {thing}? Over.",),
    "ago_place": ("Robot, Control. How long since you were in {place}? Over.",),
    "lift_ride": ("Control to robot, duration of your last lift ride, over.",),
    "first_visit": ("Robot, Control. How long did you stay in {place} the first time? Over.",),
    "sign_text": ("Control to robot, read back what {sign} said, over.",),
    "colour_of": ("Robot, Control. Colour of {thing}, over.",),
    "count": ("Control to robot, how many {noun_pl} in {place}? Over.",),
    "which_room_here": ("Robot, I'm with you now. Which room am I in? Over.",),
    "which_floor": ("Robot, I'm next to you. Which floor am I on? Over.",),
    "room_at_time": ("Control to robot, which room were you in at {time}? Over.",),
    "times_entered": ("Robot, Control. How many times did you enter {place}? Over.",),
    "room_before": ("Control to robot, where were you just before you entered {place}? Over.",),
}  # fmt: skip

TEMPLATES: dict[str, T] = {
    "plain": PLAIN,
    "voice_assistant": VOICE,
    "texting_teen": TEEN,
    "elderly_formal": ELDERLY,
    HELD_OUT: WALKIE,
}

_WAKE = ("hey robot", "ok robot", "robot", "hey there robot")
_FILLERS = ("um", "uh", "like", "so")
_TEEN_OPEN = ("", "", "yo ", "ok so ", "quick q ", "hey ")
_TEEN_CLOSE = ("", "", " pls", " ty", " asap", " lol", " rn")
_POLITE_CLOSE = (
    "",
    " Thank you ever so much.",
    " Much obliged.",
    " I'd be most grateful.",
)


def render(phrasing: str, subkind: str, slots: dict[str, Any], rng: np.random.Generator) -> str:
    templates = TEMPLATES[phrasing][_SHARED.get(subkind, subkind)]
    values = {k: v for k, v in slots.items() if isinstance(v, str)}
    if phrasing == "voice_assistant" and "time" in values:
        values["time"] = clock_words(values["time"])
    text = pick(rng, templates).format(**values)
    if phrasing == "voice_assistant":
        return _spoken(text, rng)
    if phrasing == "texting_teen":
        text = text.lower()
        if not text.startswith(("yo ", "wheres ")):
            text = pick(rng, _TEEN_OPEN) + text
        close = pick(rng, _TEEN_CLOSE)
        return text if close.strip() and close.strip() in text.split() else text + close
    if phrasing == "elderly_formal":
        return text + pick(rng, _POLITE_CLOSE)
    return text


def _spoken(text: str, rng: np.random.Generator) -> str:
    """A speech-to-text transcript: lower case, no punctuation, a wake word, a filler."""
    text = text.lower()
    for wake in ("hey robot ", "ok robot ", "robot "):
        if text.startswith(wake):
            text = text[len(wake) :]
            break
    text = re.sub(r"[\"?!,;]|\.(?=\s|$)", "", text)
    for filler in _FILLERS:
        if text.startswith(filler + " "):
            text = text[len(filler) + 1 :]
    lead = pick(rng, _WAKE)
    if chance(rng, 0.45):
        lead += " " + pick(rng, _FILLERS)
    return f"{lead} {text}".strip()
