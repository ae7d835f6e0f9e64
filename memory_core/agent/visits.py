"""Questions about the order of the robot's visits, read for the place and what is asked.

"How many times did you go into the kitchen?", "where were you just before you went into
the lab?", "where did you go after you left the lobby?", "when you were last in the
hall, was the trolley still there?": each is about the stays on the room track around
one place, not about a thing or a moment. They are told by their constructions (a count
of going in, "before" or "after" a visit, "still there" at the last visit), over classes
of verbs of going and being, never one sentence; the planner answers them from the room
track's stays in order.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from memory_core.agent.reader import plain_clauses
from memory_core.agent.text_repair import plain_request
from memory_core.floor_changes import ride_mode
from memory_core.place_names import PlaceKind
from memory_core.place_track import Stay, Track


class Asked(StrEnum):
    """What a question about the order of visits wants."""

    COUNT = "count"  # how many times the robot went in
    AGAIN = "again"  # whether it went in more than once
    BEFORE = "before"  # the place it was in just before going in
    AFTER = "after"  # the place it went to after leaving
    STILL_THERE = "still_there"  # whether a thing was seen at the latest visit


@dataclass(frozen=True)
class VisitQuestion:
    asked: Asked
    place: str
    # For STILL_THERE: the thing looked for.
    thing: str = ""


# Verbs of going into, being in or visiting a place ("go into", "been to", "visit",
# "enter", "stop by"), in any tense.
_GOING_IN = (
    r"(?:go|goes|went|gone|going|come|came|coming|get|got|getting|head|headed|heading|walk"
    r"|walked|walking|drive|drove|driving|roll|rolled|rolling|pop|popped|step|stepped"
    r"|stepping)(?: back)? (?:into|inside|in|to|through)"
    r"|(?:be|been|was|were|are|am|is) (?:into|inside|in|to|at)"
    r"|visit|visits|visited|visiting|enter|enters|entered|entering|stop by|stopped by"
    r"|pass through|passed through|pass into|passed into"
)
_LEAVING = (
    r"(?:leave|left|leaving|exit|exited|exiting|come out of|came out of|got out of|get out of"
    r"|go out of|went out of|walk out of|walked out of)"
)
_PLACE = r"(?:the )?(?P<place>[^\W_][\w' .-]*?)"
_END = r"(?: (?:the )?(?:last|latest|most recent|final) time| last| most recently)?\s*[?.!]*$"
# (the times counted perhaps said to be apart: "how many separate times", "the number of
# distinct visits")
_APART = r"(?:(?:separate|different|distinct|individual) )?"
_COUNT = re.compile(
    rf"^(?:how (?:many {_APART}times|often|many {_APART}visits)|(?:what is |give me )?"
    rf"the (?:number|count) of {_APART}(?:times|visits))\b.*?"
    rf"\b(?:{_GOING_IN}|(?:were|was) (?:you|we|i) (?:in|inside|at)|(?:made|paid) (?:to|into))"
    rf"\s+{_PLACE}"
    rf"(?: (?:so far|today|altogether|in total|in all))?\s*[?.!]*$"
)
# "did you go back into the grain store", "have you returned to the lab", "did we visit the
# pool a second time", "did you go to P again after the first time"
_AGAIN_SAID = (
    r"(?:a second time|again|twice|more than once|another time|on a second occasion"
    r"|after (?:the|your|our|teh) (?:first|1st) (?:time|visit)(?: there)?)"
)
_AGAIN = re.compile(
    r"^(?:did|have|has|had|whether|if) (?:you|we|i|u|the robot) (?:ever |already )?(?:"
    r"(?:go|gone|went|come|came|get|got|head|headed|walk|walked|drive|drove|roll|rolled)"
    r" back (?:in|into|to|inside)|returned to|return to|revisit|revisited|re[- ]?enter(?:ed)?"
    rf"|(?:{_GOING_IN})(?= .*\b{_AGAIN_SAID}))"
    rf"\s+{_PLACE}(?: {_AGAIN_SAID})?(?: (?:so far|today|later))?\s*[?.!]*$"
)
# Where the robot was, not where it saw a thing ("where did you see the mop before ...").
_NOT_SEEING = (
    r"(?!.*\b(?:see|saw|seen|spot|spotted|notice|noticed|find|found|observe|observed"
    r"|(?:leave|left|put) (?:my|your|our))\b)"
)
_WHICH_PLACE = (
    r"(?:where|(?:which|what)(?: (?:was|is|were))?(?: the)?(?: (?:last|previous|next|first))?"
    r" (?:room|place|area|way|part))\b"
)
# "before you last went into", "after you first left": which visit, said before the verb
_WHICH_TIME = r"(?:(?:last|first|most recently) )?"
_BEFORE = re.compile(
    rf"^{_NOT_SEEING}(?:in )?{_WHICH_PLACE}.*?\b"
    rf"(?:just |right |immediately )?before (?:you |we |i )?{_WHICH_TIME}"
    rf"(?:{_GOING_IN}|reaching|reached|arriving (?:in|at)|arrived (?:in|at)|got to|getting to)?\b"
    rf"\s*{_PLACE}{_END}"
)
_AFTER = re.compile(
    rf"^{_NOT_SEEING}(?:in )?{_WHICH_PLACE}.*?\b(?:just |right |straight |immediately )?after "
    rf"(?:you |we |i )?{_WHICH_TIME}(?:{_LEAVING}|being in|visiting|you were in)?\s*{_PLACE}{_END}"
)
# "after leaving the pool hall the last time, where did you head?"
_AFTER_FIRST = re.compile(
    rf"^after (?:you |we |i )?{_WHICH_TIME}(?:{_LEAVING}) {_PLACE}"
    r"(?: (?:the )?(?:last|latest|most recent|final) time| last| most recently)?,? "
    rf"{_WHICH_PLACE}.*$"
)
# "before you last went into the kitchen, where were you?", "before you entered hallway
# last time, in which room you were?"
_BEFORE_FIRST = re.compile(
    rf"^{_NOT_SEEING}(?:just |right |immediately )?before (?:you |we |i )?{_WHICH_TIME}"
    rf"(?:{_GOING_IN}|reaching|reached|arriving (?:in|at)|arrived (?:in|at)|got to|getting to)\b"
    rf"\s*{_PLACE}(?: (?:the )?(?:last|latest|most recent|final) time| last| most recently)?,? "
    rf"(?:in )?{_WHICH_PLACE}.*$"
)
# "when you were last in P, was X still there", "on your last pass through P, ...", "was
# X still in P when you were last there"; in statement order, as learners and tags put a
# yes/no question ("last time you are in P, the X is still there, yes or no?", "true or
# false: on your latest trip to P, the X was still there"), and as a terse register
# does ("P, last pass: the X still there?").
_LAST_IN = (
    r"(?:(?:when|the last time|last time) (?:you|we|i) (?:were|was|are|went|go|got) (?:last "
    r"|most recently )?(?:in|into|to|through|at)|on (?:your|the|our) (?:last|latest|most recent"
    r"|previous) (?:pass|visit|trip|walk|round|time|stay|stint|patrol) (?:through|to|into|in))"
)
_THING = r"(?P<thing>(?:the|a|an|your|my|our) [\w' -]+?)"
_BE = r"(?:was|were|is|are)"
# "was the X still there", "the X was still there", "the X still there"
_STILL_SAID = (
    rf"(?:{_BE} )?{_THING} (?:{_BE} )?still"
    r"(?: there| in it| around| in place| (?:in|at|on) (?:the )?[a-z0-9' .-]+?)?"
)
_TAG = r"(?:,? (?:yes or no|yes no|y n|true or false|right|correct))?"
_STILL_THERE = re.compile(rf"(?:^|\b){_LAST_IN} {_PLACE}(?: last)?,? {_STILL_SAID}{_TAG}\s*[?.!]*$")
_STILL_IN = re.compile(
    rf"^{_BE} {_THING} still (?:in|at|on) {_PLACE}"
    r" (?:when|the last time|last time) (?:you|we|i) (?:were|was|went) (?:last )?(?:there|in)"
    rf"(?: last)?{_TAG}\s*[?.!]*$"
)
_STILL_TERSE = re.compile(
    rf"^{_PLACE},? (?:last|latest|most recent) (?:pass|visit|trip|stay|time):? {_STILL_SAID}"
    rf"{_TAG}\s*[?.!]*$"
)
# A place named by pointing at it: other readers know where "here" is.
_HERE = re.compile(r"\b(?:here|there|this (?:room|place|area|floor)|where i am)\s*[?.!]*$")
# A second language's "before 10 minutes": a time ago, no place gone into.
_SPAN = re.compile(r"^(?:\d+|an?|[a-z]+) (?:seconds?|secs?|minutes?|mins?|hours?)\b")
# Said to be polite inside the question: "how many times, may I ask, did you ...".
_ASIDE = re.compile(r"\b(?:if i may ask|may i ask|might i ask|if you do not mind|i wonder)\b")


def read_visit_question(text: str, vocabulary: Iterable[str] = ()) -> VisitQuestion | None:
    """The visit question one of the question's clauses (as the reader reads them, a
    report's register put plainly) is."""
    # ("again" is read as a filler and dropped: said, it may ask for another visit)
    again = re.search(r"\bagain\b", text, re.I) is not None
    clauses = plain_clauses(plain_request(text), vocabulary)
    # (a thing still there read in the clauses whole: "P, last pass: the X still there? y/n")
    still = _still_there(" ".join(_ASIDE.sub(" ", " ".join(clauses)).split()))
    if still is not None:
        return still
    for clause in reversed(clauses):
        said = " ".join(_ASIDE.sub(" ", clause).split())
        found = _read_clause(said)
        if found is None and again and (revisit := _AGAIN.match(f"{said} again")):
            found = VisitQuestion(Asked.AGAIN, _named(revisit["place"]))
        if found is not None:
            return found
    return None


# Leaving said as a noun or a participle: "following your latest departure from the hall",
# "having left the hall", "once you left the hall": after leaving it.
_LEFT_SAID_OTHERWISE = re.compile(
    r"\b(?:(?:following|after) (?:your|the|our) (?:(?:latest|last|most recent|final) )?"
    r"(?:departure|exit) from|having (?:left|exited)|once (?:you|we|i) (?:had )?(?:left|exited))"
    r"(?= )"
)


def _still_there(said: str) -> VisitQuestion | None:
    for pattern in (_STILL_THERE, _STILL_IN, _STILL_TERSE):
        if found := pattern.search(said):
            place = _named(found["place"])
            thing = re.sub(r"^(?:the|a|an|your|my|our) ", "", found["thing"])
            # ("the rack in hall c" of hall c: the rack)
            thing = re.sub(rf" (?:in|at|on) (?:the )?{re.escape(place)}$", "", thing)
            return VisitQuestion(Asked.STILL_THERE, place, thing)
    return None


def _read_clause(said: str) -> VisitQuestion | None:
    said = _LEFT_SAID_OTHERWISE.sub("after you left", said)
    if (still := _still_there(said)) is not None:
        return still
    if found := _AGAIN.match(said):
        return VisitQuestion(Asked.AGAIN, _named(found["place"]))
    if _HERE.search(said):
        return None  # "before you came here": the place around the asker (occasions.py)
    patterns = (
        (_COUNT, Asked.COUNT),
        (_BEFORE, Asked.BEFORE),
        (_BEFORE_FIRST, Asked.BEFORE),
        (_AFTER, Asked.AFTER),
        (_AFTER_FIRST, Asked.AFTER),
    )
    for pattern, asked in patterns:
        found = pattern.match(said)
        if found and not _SPAN.match(found["place"]):
            return VisitQuestion(asked, _named(found["place"]))
    return None


def _named(place: str) -> str:
    """The place's words without a closing courtesy or a trailing comma."""
    return re.sub(r"[,;:]+$|\s+(?:please|then|now)$", "", place.strip()).strip()


# A stay shorter than this between two places is passing through a doorway, not a place
# the robot was in before or went to after.
BRIEF_STAY_S = 4.0


def latest_visit(track: Track, place: PlaceKind, finished: bool = False) -> Stay | None:
    """The robot's latest visit to ``place`` on the track (``finished``: one it left)."""
    visits = [v for v in track.stays(place) if not (finished and v.ongoing)]
    return visits[-1] if visits else None


# Where people wait by a lift or stairs: rooms, though their names say the way.
_WAITING_PLACES = frozenset({"lobby", "hall", "landing", "foyer", "area", "bank"})


def way_between_floors(place: PlaceKind) -> bool:
    """A stairwell, a lift car, an escalator: passed through, no room one was in before or
    after another (a lift lobby or a landing is one)."""
    words = place.kind.split()
    return bool(ride_mode(place.kind)) and words[-1] not in _WAITING_PLACES


def adjacent_stay(track: Track, place: PlaceKind, asked: Asked) -> Stay | None:
    """The stay in another place just before the latest visit to ``place`` (BEFORE), or
    just after the latest one the robot left (AFTER); passing-through stays skipped."""
    visit = latest_visit(track, place, finished=asked is Asked.AFTER)
    if visit is None:
        return None
    others = [
        stay
        for stay in track.stays()
        if not track.within(stay.place, place)
        and stay.duration_s >= BRIEF_STAY_S
        and not way_between_floors(stay.place)
    ]
    if asked is Asked.BEFORE:
        return next((s for s in reversed(others) if s.last < visit.first), None)
    return next((s for s in others if s.first > visit.last), None)
