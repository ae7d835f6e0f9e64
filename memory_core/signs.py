"""Place signs read in a caption: the name a sign holds is where the sign stands.

Captioners that seldom say where the robot is still read the signs in view: an OCR
tagger's `ocr: "PLATFORM 3 · LINE 4 NORTHBOUND"`, a dense captioner's `bay sign reading
"BAY 5"`, a guide's `The sign on your right reads "GATE D57"`. A sign that holds one
place's name, perhaps with a line saying more of it, hangs in that place or at its door,
so it places the frames that read it, if less surely than a caption saying "you are in
Bay 5" (the robot may read a door's sign from the corridor). A sign that points
elsewhere (an arrow), lists a floor's rooms ("LEVEL 1 · WARD 8 · BAYS 1-6") or holds a
notice ("QUIET PLEASE") names no place the robot is in.
"""

from __future__ import annotations

import re

from memory_core.floors import floor_said
from memory_core.lexicon import plain_letters, word_set

# Quoted text, straight or curly quotes.
_QUOTED = re.compile(r"\"([^\"]{2,60})\"|\u201c([^\u201d]{2,60})\u201d")
# Separators between a sign's lines ("PLATFORM 3 · LINE 4", "EXIT B | MILNER ROAD").
_LINES = re.compile(r"\s*[\u00b7\u2022|/]\s*|\s+[-\u2013\u2014]\s+")
# A sign that points somewhere else.
_ARROWS = re.compile(r"[\u2190-\u21ff<>]|\b(?:to|this way|towards|follow)\b", re.IGNORECASE)
# What says a quote is written on something, and the nouns that make that a sign.
_READING = re.compile(
    r"\b(?:reading|reads|read|says|saying|labell?ed|marked|showing|shows|with (?:the )?text)"
    r"\s*:?\s*$",
    re.IGNORECASE,
)
_CLAUSE_END = re.compile(r"[;.|\n]|\"[^\"]*\"")
_SIGN_NOUNS = word_set(
    "sign signs signboard signage plaque placard banner panel board screen display notice "
    "ocr text lettering"
)
# A sign's lines: a name and a line or two more of it; a list of rooms has more.
MAX_LINES = 3
# A place's name on a sign: a few words, or a word and a code ("GATE D57", "BAY 5").
MAX_WORDS = 4
_WORD = re.compile(r"[A-Za-z]{1,2}\d+[A-Za-z]?\b|\d+(?:\.\d+)*[A-Za-z]?|[A-Za-z][A-Za-z'&.-]*")


def _on_a_thing(before: str) -> bool:
    """Whether the words before a quote say a thing, not a sign, bears it: "hospital bed
    reading "BED 19"", "a ticket machine labelled "TVM 04"" (a plate names the thing);
    not "bay sign reading", "the sign on your right reads", "ocr:"."""
    clause = _CLAUSE_END.split(before)[-1]
    reading = _READING.search(clause)
    if reading is None:
        return False
    return not _SIGN_NOUNS & set(clause[: reading.start()].lower().split())


def signed_names(caption: str) -> list[str]:
    """The first line of each sign the caption quotes that may hold a place's name, in
    lower case ("platform 3"); not a sign that points elsewhere, lists a floor's rooms or
    says what floor it is on."""
    found = []
    caption = plain_letters(caption)
    for match in _QUOTED.finditer(caption):
        text = match[1] or match[2]
        if _ARROWS.search(text) or _on_a_thing(caption[: match.start()]):
            continue
        lines = [line for line in _LINES.split(text.strip()) if line]
        if not lines or len(lines) > MAX_LINES:
            continue
        if len(lines) > 1 and lines[1].split()[0].lower() == lines[0].split()[0].lower():
            continue  # "LINE 2 · LINE 4": a list
        words = _WORD.findall(lines[0])
        if not words or len(words) > MAX_WORDS:
            continue
        name = " ".join(words).lower()
        if floor_said(name)[0] is not None:
            continue  # "LEVEL 0 · MAIN ENTRANCE"
        found.append(name)
    return found
