"""Questions that name a place by where the asker is: "in here", "this room", "near
me", "at this spot", "which room am I in?".

People standing somewhere point at it rather than name it. The words say which of
three things is meant: the room or area around the asker (its name, or everything
about it: "how long were you in here"), things close to the asker ("did you see a
hoist near here"), or the asker's very spot ("when were you last here"). The planner
resolves them against the room track at the asker's position (``Question.at``, else
the robot's), so the rest of the reading is the usual one: "how many chairs did you
see in this room" is read as "... in the day room".
"""

from __future__ import annotations

import re

from memory_core.agent.text_repair import normalise, repair, without_disfluencies
from memory_core.floors import floor_words
from memory_core.lexicon import PLACE_NOUN_PATTERN

# "which room am I in", "what is this place called", "what's the name of this area",
# (a second language's "what is name of this place")
# "could you tell me which room I'm in right now"
# (on the reader's plain text: lower case, contractions expanded, slips repaired)
_THIS = r"(?:this|dis|the current)"
# ("time in current room": a room said so is the asker's; "current floor" is asked of
# the telegraphic reader, which floor, and left to it)
_THIS_ROOM = r"(?:this|dis|(?:the )?current)"
_WHERE_I_AM = r"(?: where (?:i am|we are))?"
_WHAT = r"(?:what|wat|which)"
# (any noun people call a place by: "which corridor are you in?", "what is this yard
# called?")
_PLACE_NOUN = rf"(?:{PLACE_NOUN_PATTERN}|sector)"
_NAME_ASKED = re.compile(
    rf"\b(?:{_WHAT} (?:{_PLACE_NOUN}|part(?: of (?:the |this )?\w+)?)"
    rf"(?: or area)? (?:am i|are we|are you|i am|we are|you are)(?: in| at| on)?"
    # (asked, or told: "i'd like to know which room this is")
    rf"|{_WHAT} {_PLACE_NOUN} (?:is this|this is)"
    # a request for the place as a noun phrase: "identify the room you are presently in"
    rf"|(?:identify|name|state|report|tell me|give me|say|confirm|provide)\b[^?.]{{0,30}}?"
    rf"\bthe {_PLACE_NOUN}"
    r" (?:that |which |where )?(?:you are|you're|we are|i am|the robot is)"
    r"(?: \w+ly| now| right now)? (?:in|at)\b"
    rf"|(?:what|wat) is (?:{_THIS} {_PLACE_NOUN}(?: called)?"
    rf"|(?:the )?name of (?:{_THIS}|the) (?:room|place|area){_WHERE_I_AM})"
    # a supervisor's "the name of the robot's current location": where it is now
    r"|(?:the )?name of (?:your|the robot|robot) (?:current |present )?(?:location|position|place"
    r"|room|area))\b"
    # the bare noun phrase: "my current room? asap", "current room - name?"
    rf"|^(?:(?:my|our|your|the) )?(?:current|present) {_PLACE_NOUN}(?: \.)?(?: name)?(?: \.)?"
    r"(?: (?:asap|please|pls|now|thanks))?(?: \.)?$"
)
# "in here", "in this room (or area)", "this place where I am": the room or area around
# the asker
_STANDING = r"(?: now| standing| right now)?"
_THIS_PLACE = re.compile(
    rf"\b(?:(?P<into>into|to) |(?:in|inside|within|at|of) )?(?:"
    rf"{_THIS_ROOM} (?:room or area|room|place|area|space){_WHERE_I_AM}{_STANDING}(?: with me)?"
    rf"|the (?:room|place|area) where (?:i am|we are){_STANDING}"
    rf"|my (?:location|position|current location))\b"
    rf"|\bin here\b|\bhere(?: \.)? where (?:i am|we are){_STANDING}\b"
)
# "how long have you been here", "how long did you stay here": in this place (but "when
# have you been here last" is the asker's spot)
_HOW_LONG = re.compile(r"^how (?:long|much time)\b")
_BEEN_HERE = re.compile(r"(?<=\bbeen )here\b|(?<=\bstayed )here\b|(?<=\bstay )here\b")
# "when were you last here, arriving?", "when did you get here": arriving at or leaving
# the asker's spot is entering or leaving the room or area around it
_HERE_ENTERED = re.compile(
    # (not "which room were you in before you came here": the place before this one)
    r"(?<!before you )(?<!before we )(?<!before i )"
    r"\b(?:(?:arrive|arrived|come|came|get|got) here|here(?: \.)? (?:arriving|entering|leaving))\b"
)
# "were you last here, arriving": "did you last arrive in"
_WERE_HERE_DOING = re.compile(
    r"\b(?:were|was) (?P<who>you|we|i) (?P<which>(?:last|first) )?here(?: \.)? "
    r"(?P<doing>arriving|entering|leaving)\b"
)
_DONE = {"arriving": "arrive in", "entering": "enter", "leaving": "leave"}
# "this floor", "the floor I am on": the floor the asker is on
_THIS_FLOOR = re.compile(
    rf"\b(?:(?:on|of|at) )?(?:{_THIS}|my|our) (?:floor|level|storey|story)"
    r"(?: (?:that |which |where )?(?:i am|we are)(?: on| at)?)?\b"  # "this floor i am on"
    r"|\b(?:on )?the (?:floor|level) (?:i am|we are) on\b"
)
# "near here", "next to me", "near of here": close to the asker
_NEAR_ASKER = re.compile(
    r"\b(?:near|around|by|beside|next to|close to|close by)(?: of| to)? "
    r"(?:here|me|us|my (?:pos|posn|position|location|spot))\b"
)
# "at this spot", "(right) here": the asker's very spot
_SPOT = re.compile(rf"\b(?:at )?{_THIS} spot\b|\b(?:right )?here\b")


# Words quoted from a sign ("the sign reading 'please keep this room tidy'") point nowhere.
_QUOTED = re.compile(r"\"[^\"]*\"|“[^”]*”|(?<!\w)'[^']*'(?!\w)")


def plain(text: str, vocabulary: frozenset[str] = frozenset()) -> str:
    """The question as the reader sees it ("wat is dis place called?" -> "what is dis
    place called ."), without what it quotes, where the words pointing at the asker's
    place are found."""
    words = repair(normalise(_QUOTED.sub(" ", text)).split(), vocabulary)
    return " ".join(without_disfluencies(words))  # "which uh room are you you know in"


def quotes(text: str) -> bool:
    """Whether the question quotes words (which its plain form leaves out)."""
    return _QUOTED.search(text) is not None


def asks_place_name(text: str) -> bool:
    """Whether the question asks what the place around the asker is called."""
    return _NAME_ASKED.search(text) is not None


def names_this_place(text: str) -> bool:
    """Whether the question is about the room or area around the asker ("in here", "the
    area where I am now", "when did you get here")."""
    return (
        _THIS_PLACE.search(text) is not None
        or _HERE_ENTERED.search(text) is not None
        or _been_here(text)
    )


def _been_here(text: str) -> bool:
    return _HOW_LONG.match(text) is not None and _BEEN_HERE.search(text) is not None


def with_place(text: str, name: str) -> str:
    """The question with the room or area around the asker named: "how long were you in
    here" -> "how long were you in the day room"; "come into this area" -> "come into the
    day room"; "when did you get here" -> "when did you get to the day room"."""
    if _THIS_PLACE.search(text) is None and _been_here(text):
        return _BEEN_HERE.sub(f"in the {name}", text, count=1)
    if _THIS_PLACE.search(text) is None:
        text = _WERE_HERE_DOING.sub(
            lambda found: (
                f"did {found['who']} {found['which'] or ''}{_DONE[found['doing']]} the {name}"
            ),
            text,
            count=1,
        )
        return re.sub(r"\b(arrive|arrived|come|came|get|got) here\b", rf"\1 to the {name}", text)
    return _THIS_PLACE.sub(lambda found: f"{found['into'] or 'in'} the {name}", text, count=1)


def names_this_floor(text: str) -> bool:
    """Whether the question is about the floor the asker is on ("on this floor")."""
    return _THIS_FLOOR.search(text) is not None


def with_floor(text: str, floor: int) -> str:
    """The question with the asker's floor named, wherever it is pointed at: "how long
    were you on this floor" -> "how long were you on the second floor"; one below the
    ground is "the basement floor" (a question's "the basement" is a room)."""
    named = "the basement floor" if floor == -1 else floor_words(floor)
    return _THIS_FLOOR.sub(f"on {named}", text)


def near_asker(text: str) -> bool:
    """Whether the question is about things close to the asker ("near me")."""
    return _NEAR_ASKER.search(text) is not None


def at_asker_spot(text: str) -> bool:
    """Whether the question is about the asker's spot ("when were you last here")."""
    return _SPOT.search(text) is not None and not near_asker(text)
