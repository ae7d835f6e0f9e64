"""Floors as people count them: the ground floor is the one that opens onto the street.

A robot's map frame keeps each storey at its own height, but the heights say
nothing about which one people call "the ground floor": a hotel's pool may be a
storey below the lobby, and a robot may be switched on upstairs. The ground is
the storey the captions say is ("room 0.04 on the ground floor", "the level 1
concourse": a mall's top-floor walkway, a basement car park and a rooftop terrace
all look outdoors), when at least three frames say a floor; else the storey the
robot was on when the room track put it outdoors; without any outdoor frame, the
storey at the map's zero height (where maps are usually started); without that,
the lowest. Floors above it count up as British English
does ("the first floor" is one up), floors below it down (-1: the basement), in
storeys: a lift ride straight from the ground to the second floor is two up.
"""

from __future__ import annotations

import re

import numpy as np

# Storeys are this tall (metres): a step between floors' heights outside the range is
# several storeys, counted in the usual height. Museums, halls and atriums have storeys
# of 5-6 m; two 3 m storeys skipped in one ride are 6 m, read as one.
MIN_STOREY_M = 2.5
# Sightings from heights further apart than this are on different floors: never one node
# nor one object, however close in 3-D (a lift door 3 m above another is another door).
SAME_FLOOR_M = MIN_STOREY_M / 2
# A floor's frames are taken within this height of each other (half of them: pose noise).
LEVEL_SPREAD_M = 0.3
MAX_STOREY_M = 5.8
USUAL_STOREY_M = 3.5
# A height the robot was at for fewer frames than this was passed (in the lift, on the
# stairs), not a floor it was on: it says nothing of how tall a storey is.
LEVEL_FRAMES = 5
# Frames of a storey whose captions say which floor it is that it takes to number the
# floors by them (else by where the robot was outdoors).
SAID_FLOOR_FRAMES = 3
# A caption that says no floor.
NOT_SAID = -999
# Words before a floor's name that make it one the robot was heading for, not on.
_TOWARDS = frozenset(
    ["to", "towards", "toward", "into", "onto", "from", "up", "down", "above", "below"]
)
# Ordinals of floors above the ground, as said ("the second floor": two up).
ORDINALS = (
    "ground",
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
)
_NUMBERS = (
    *("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"),
    *("eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen"),
    *("eighteen", "nineteen", "twenty"),  # a ship's "deck eleven", a tower's "level twelve"
)
# The nouns a floor is named with ("the first floor", "level 2", "the subway level", a
# ship's "deck 5").
FLOOR_NOUN = r"(?:floor|level|storey|story|deck)"
_ORDINAL = r"(?P<ordinal>" + "|".join(ORDINALS) + r"|\d{1,2}(?:st|nd|rd|th)|basement|lower ground)"
_NUMBER = r"(?P<number>(?:-|minus )?(?:\d{1,2}|" + "|".join(_NUMBERS) + r"))"
# "the second floor", "on the 3rd level", "floor 2", "level one", "the basement level",
# "the ground-floor hallway".
_FLOOR_PHRASE = re.compile(
    rf"\b(?:(?:on|at|in) )?(?:the )?(?:{_ORDINAL}[ -]{FLOOR_NOUN}|{FLOOR_NOUN} {_NUMBER})\b"
)


# "on the concourse level", "on level minus one", "at street level", "floor is upper
# floor", "Platform 1 (street level)": a floor's name after "on" or "at", a form's "floor
# is" or an opening bracket, up to two words before its noun or a number after it.
_NAMED_FLOOR = re.compile(
    r"(?:\b(?:on|at|(?:floor|level|storey) is) |\()(?:the )?"
    rf"(?P<name>(?:[a-z]+ ){{0,2}}{FLOOR_NOUN}"
    rf"(?: (?:minus [a-z]+|[a-z]?\d{{1,2}}|{'|'.join(_NUMBERS)})\b)?)"
)
# A floor said in a caption, with the "on the" before it ("the Level 1 Kitchen" keeps its
# "the"; "we are on the ground floor" loses "on the ground floor").
_FLOOR_CORE = rf"(?:{_ORDINAL}[ -]{FLOOR_NOUN}|{FLOOR_NOUN} {_NUMBER}|lower ground)"
_FLOOR_SAID = re.compile(rf"(?:\b(?:on|at|in) (?:the )?)?\b{_FLOOR_CORE}\b")
# A floor's name as a pattern to put in others (no groups of its own).
_ANY_FLOOR = re.sub(r"\(\?P<\w+>", "(?:", _FLOOR_CORE)
_WORD_HYPHEN = re.compile(r"(?<=[a-z])-(?=[a-z])")
_SPACES = re.compile(r"[ \t]+")
_BRACKETS = re.compile(r"[()\[\]]")
_EMPTY_BRACKETS = re.compile(r"[(\[]\s*[)\]]")
# A number said as a word, as its digits ("gallery six" is gallery 6).
NUMBER_WORDS = {word: str(number) for number, word in enumerate(_NUMBERS)}
_NAME_DROPPED = frozenset(("the", "a", "this", "that", "our", "my", "your", "its"))


# A floor as a question names it ("the first floor", "level 2", "floor 3", "the
# basement"), and a way between two ("from the second floor to the ground floor").
_FLOOR_NAME = (
    rf"(?:the )?(?:(?:[\w-]+ )?{FLOOR_NOUN}(?: (?:\d{{1,2}}|{'|'.join(_NUMBERS)}|[a-z]\b))?"
    r"|basement|ground|downstairs|upstairs)"
)
FLOORS_FROM_TO = re.compile(
    rf"\b(?:from )?(?P<origin>{_FLOOR_NAME}) (?:up |down |up or down |down or up )?to "
    rf"(?P<destination>{_FLOOR_NAME})\b"
)
TO_FLOOR = re.compile(rf"\b(?:to|up to|down to|onto) (?P<floor>{_FLOOR_NAME})\b")


def floor_numbers(
    storey: np.ndarray, z: np.ndarray, outdoors: np.ndarray, said: np.ndarray | None = None
) -> np.ndarray:
    """Per frame, its floor counted from the ground floor (0), given each frame's storey
    (place_track.storey_of), height, whether the room track put it outdoors and the floor
    its caption said it was on (``said``, NOT_SAID where none: floor_in_caption)."""
    if not len(storey):
        return np.zeros(0, dtype=np.int64)
    levels, rank = np.unique(storey, return_inverse=True)
    rank = rank.reshape(-1)
    heights = np.array([np.median(z[rank == index]) for index in range(len(levels))])
    stayed = np.bincount(rank, minlength=len(levels)) >= LEVEL_FRAMES
    # a storey whose heights keep changing is the way between floors (a slow escalator,
    # stairs, a ramp), however many frames were taken on it
    stayed &= np.array([_flat(z[rank == index]) for index in range(len(levels))])
    told = _floors_said(heights, rank, said)
    if told is not None:
        ground, height = told
    else:
        ground = heights[_ground_rank(levels, rank, outdoors)]
        height = _storey_height(heights[stayed])
    floors = np.rint((heights - ground) / height).astype(np.int64)
    return floors[rank]


def _floors_said(
    heights: np.ndarray, rank: np.ndarray, said: np.ndarray | None
) -> tuple[float, float] | None:
    """The ground's height and a storey's, by the floors captions said the robot was on
    ("room 0.04 on the ground floor", "the level 1 concourse"): per storey the floor most
    of its frames said (SAID_FLOOR_FRAMES of them at least); the storey height from two
    such storeys (a stop half-way up an escalator is no storey), else the usual one. None
    when no storey was said."""
    if said is None:
        return None
    known: list[tuple[float, int]] = []
    for index, level_height in enumerate(heights):
        told = said[(rank == index) & (said != NOT_SAID)]
        if len(told) >= SAID_FLOOR_FRAMES:
            floors, counts = np.unique(told, return_counts=True)
            known.append((float(level_height), int(floors[np.argmax(counts)])))
    if not known:
        return None
    steps = [
        (high - low) / (upper - lower)
        for low, lower in known
        for high, upper in known
        if upper > lower
    ]
    usual = [step for step in steps if MIN_STOREY_M * 0.8 <= step <= MAX_STOREY_M]
    height = float(np.median(usual)) if usual else USUAL_STOREY_M
    ground = float(np.median([level - floor * height for level, floor in known]))
    return ground, height


def floor_in_caption(caption: str) -> int:
    """The floor a caption says the robot is on ("on the ground floor", "the first-floor
    walkway"), else NOT_SAID: none said, two different ones, or only one the robot was
    heading for ("the escalator going down to level 1")."""
    text = _hyphens_as_spaces(caption.lower())
    found = NOT_SAID
    for match in _FLOOR_PHRASE.finditer(text):
        if _TOWARDS & set(text[: match.start()].split()[-2:]):
            continue
        floor = _floor_number(match["ordinal"], match["number"])
        if found not in (NOT_SAID, floor):
            return NOT_SAID
        found = floor
    return found


def floor_names_in_caption(caption: str) -> list[str]:
    """The names a caption gives the floor the robot is on, as written ("on the concourse
    level" -> "concourse level", "on level minus one" -> "level minus one"): learnt per
    memory (place_track.Track.floor_names), because buildings name their floors in their
    own words and people ask in those. A bare "on the floor" (a bag on it) names none."""
    text = _hyphens_as_spaces(caption.lower())
    names = []
    for match in _NAMED_FLOOR.finditer(text):
        words = match["name"].split()
        while words and words[0] in _NAME_DROPPED:
            words.pop(0)
        if len(words) > 1:  # "level one" as a question reads it: "level 1"
            names.append(" ".join(NUMBER_WORDS.get(word, word) for word in words))
    return names


def _hyphens_as_spaces(text: str) -> str:
    """ "the ground-floor hallway" as "the ground floor hallway"; a minus sign stays
    ("level -1")."""
    return _WORD_HYPHEN.sub(" ", text)


def without_floors(text: str) -> str:
    """A caption with the floors it names taken out ("the Level 1 Nurses' Station" -> "the
    Nurses' Station", "the Kitchen (Floor 2)" -> "the Kitchen"): a room's name is the same
    on every floor it repeats on, and the robot's height tells the floors apart, so a
    floor said in one caption and not in the next must not make two places of one."""
    lowered = _hyphens_as_spaces(text.lower())
    spans = [match.span() for match in _FLOOR_SAID.finditer(lowered)]
    if not spans:
        return text
    kept, start = [], 0
    for begin, end in spans:
        kept.append(text[start:begin])
        start = end
    kept.append(text[start:])
    return _SPACES.sub(" ", _EMPTY_BRACKETS.sub(" ", "".join(kept))).strip()


def said_with_floor(text: str, name: str) -> str | None:
    """A place's name as a caption wrote it with the floor beside it ("the Level 2 Kitchen"
    and "kitchen" -> "level 2 kitchen", "the Kitchen (Floor 2)" -> "kitchen (floor 2)"),
    else None: people know a room that repeats on every floor by that whole name."""
    lowered = text.lower()
    spaced = _hyphens_as_spaces(lowered)  # as long as ``lowered``: its spans hold there
    said = re.escape(_hyphens_as_spaces(name.lower()))
    found = re.search(rf"\b{_ANY_FLOOR} {said}\b|\b{said},? \(?{_ANY_FLOOR}\)?", spaced)
    return None if found is None else lowered[found.start() : found.end()]


def _ground_rank(levels: np.ndarray, rank: np.ndarray, outdoors: np.ndarray) -> int:
    if outdoors.any():
        return int(np.bincount(rank[outdoors]).argmax())
    zero = np.flatnonzero(levels == 0)
    return int(zero[0]) if len(zero) else 0


def _flat(heights: np.ndarray) -> bool:
    """Whether most of a storey's frames were taken at one height (a floor)."""
    low, high = np.percentile(heights, [25, 75])
    return bool(high - low <= LEVEL_SPREAD_M)


def _storey_height(heights: np.ndarray) -> float:
    """The height of one storey: the smallest step between floors the robot was on, when
    it is one storey's (a robot riding the lift past a floor sees a step of two)."""
    steps = np.diff(np.sort(heights))
    usual = steps[(steps >= MIN_STOREY_M) & (steps <= MAX_STOREY_M)]
    return float(usual.min()) if len(usual) else USUAL_STOREY_M


def floor_said(text: str) -> tuple[int | None, str]:
    """The floor a phrase names and the phrase without it, lower case and brackets gone:
    "the second floor corridor" -> (2, "the corridor"), "the lobby on level 1" -> (1, "the
    lobby"), "the Kitchen (Floor 2)" -> (2, "the kitchen"); (None, text) when it names
    none."""
    text = _BRACKETS.sub(" ", text.lower())
    match = _FLOOR_PHRASE.search(text)
    if match is None:
        return None, text
    rest = f"{text[: match.start()]} {text[match.end() :]}"
    return _floor_number(match["ordinal"], match["number"]), " ".join(rest.split())


def _floor_number(ordinal: str | None, number: str | None) -> int:
    if ordinal is None:
        assert number is not None
        below = number.startswith(("-", "minus "))  # "level -1", "level minus one"
        number = number.removeprefix("-").removeprefix("minus ")
        count = int(number) if number.isdigit() else _NUMBERS.index(number)
        return -count if below else count
    if ordinal in ("basement", "lower ground"):
        return -1
    if ordinal[0].isdigit():
        return int(ordinal[:-2])
    return ORDINALS.index(ordinal)


def floor_words(floor: int) -> str:
    """How a floor is said: "the ground floor", "the second floor", "the basement"."""
    if floor < 0:
        return "the basement" if floor == -1 else f"{-floor} floors below the ground floor"
    if floor < len(ORDINALS):
        return f"the {ORDINALS[floor]} floor"
    return f"floor {floor}"
