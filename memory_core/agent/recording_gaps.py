"""Questions about the robot's own breaks: "how long were you docked?", "when did you
last go to charge?", "what was the length of the interruption?".

A robot docks to charge and records nothing meanwhile, so its memory holds the break as
a gap between two frames, not as a place: asked as a place ("how long were you in the
charging break?") it has no stays. The questions are told by their words for being off
(docked, charging, offline, not recording, a break or an interruption), never a place's
("the break room"), and answered from the frames' times (``Planner._recording_gap``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum


class GapAsked(StrEnum):
    """What a question about a break wants."""

    LENGTH = "length"  # how long it lasted
    START = "start"  # when it began
    END = "end"  # when the robot was back


@dataclass(frozen=True)
class GapQuestion:
    asked: GapAsked
    # "the last time you charged": the latest break; else the longest (the docking break).
    latest: bool = False


# Being off, however said: docked, charging, offline, not recording; a break or a pause
# (not a "break room" or a "break area", which are places, nor a "dock door" or a
# "charging station", which are things).
_THING_AFTER = r"(?! (?:door|doors|leveller|leveler|plate|station|point|pad|bay|port|cable|socket))"
_OFF = (
    rf"(?:(?:dock(?:ed|ing)?|(?:re-?)?charg(?:e|ed|ing|er)){_THING_AFTER}|plugged in"
    r"|off-?line|powered (?:down|off)|switched off|asleep|sleeping|not recording"
    r"|stopped recording|(?:recording|charging|docking) (?:break|gap|pause|stop)"
    r"|break(?! room| area| out)|pause|interruption|gap in (?:the |your |its )?recording)"
)
_LENGTH = re.compile(
    rf"\b(?:how (?:long|much time)|(?:length|duration) of)\b.*\b{_OFF}\b"
    rf"|\b{_OFF}\b.*\b(?:how long|how much time|duration|length)\b"
)
# Back from it: "when were you back from charging", "when did you start moving again after
# your charge", "what time did you come off charge"
_END = re.compile(
    rf"\b(?:when|what time)\b.*\b(?:back|again|after|resume|resumed|finish(?:ed)?"
    rf"|end(?:ed)?|stop(?:ped)?|wake|woke)\b.*\b{_OFF}\b"
    rf"|\b(?:when|what time)\b.*\b{_OFF}\b.*\b(?:again|back)\b"
    rf"|\b(?:when|what time)\b.*\b(?:undock(?:ed)?|(?:left|leave) (?:the )?(?:dock|charger)"
    rf"|(?:come|came|get|got) off (?:the )?(?:charge|charger|dock))\b"
)
_START = re.compile(rf"\b(?:when|what time)\b.*\b{_OFF}\b")
_AGO = re.compile(r"\bhow long ago\b|\bhow long since\b|\bhow long has it been since\b")
_LATEST = re.compile(r"\b(?:last|latest|most recent(?:ly)?|recently)\b")
_SENTENCE = re.compile(r"[.?!;:]+")
# What makes a sentence a question of the kinds read here.
_ASKS = re.compile(r"\b(?:how|when|what|which|length|duration|tell me)\b")
# A thing or a place asked about: not a break of the robot's ("when did you see the dock").
# ("in view", "a sighting of the charging station": a thing seen, not the robot's break)
_SEEING = re.compile(
    r"\b(?:see|saw|seen|spot(?:ted)?|notice(?:d)?|where|view|visible|sight(?:ed|ing|ings)?)\b"
)


def read_gap_question(text: str) -> GapQuestion | None:
    """The break a question asks about, or None for any other question; read in its
    last sentence that asks one ("Are you charged up? Never mind. How long were you in
    the gallery?" asks about the gallery)."""
    for sentence in reversed(_SENTENCE.split(text.lower())):
        if _ASKS.search(sentence):
            return _read_sentence(" ".join(sentence.split()))
    return None


def _read_sentence(said: str) -> GapQuestion | None:
    if _SEEING.search(said):
        return None
    latest = _LATEST.search(said) is not None
    if _AGO.search(said) and _START.search(f"when {said}"):
        return GapQuestion(GapAsked.START, latest)  # "how long ago did you last charge?"
    if _LENGTH.search(said):
        return GapQuestion(GapAsked.LENGTH, latest)
    if _END.search(said):
        return GapQuestion(GapAsked.END, latest)
    if _START.search(said):
        return GapQuestion(GapAsked.START, latest)
    return None
