"""Floors as people count them: the ground floor is the one that opens onto the street.

A robot's map frame keeps each storey at its own height, but the heights say
nothing about which one people call "the ground floor": a hotel's pool may be a
storey below the lobby, and a robot may be switched on upstairs. The ground is
the storey the robot was on when the room track put it outdoors; without any
outdoor frame, the storey at the map's zero height (where maps are usually
started); without that, the lowest. Floors above it count up as British English
does ("the first floor" is one up), floors below it down (-1: the basement), in
storeys: a lift ride straight from the ground to the second floor is two up.
"""

from __future__ import annotations

import re

import numpy as np

# Storeys are this tall (metres): a step between floors' heights outside the range is
# several storeys, counted in the usual height.
MIN_STOREY_M = 2.5
MAX_STOREY_M = 5.0
USUAL_STOREY_M = 3.5
# A height the robot was at for fewer frames than this was passed (in the lift, on the
# stairs), not a floor it was on: it says nothing of how tall a storey is.
LEVEL_FRAMES = 5
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
_NUMBERS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
_FLOOR_NOUN = r"(?:floor|level|storey|story)"
_ORDINAL = r"(?P<ordinal>" + "|".join(ORDINALS) + r"|\d{1,2}(?:st|nd|rd|th)|basement|lower ground)"
_NUMBER = r"(?P<number>\d{1,2}|" + "|".join(_NUMBERS) + r")"
# "the second floor", "on the 3rd level", "floor 2", "level one", "the basement level".
_FLOOR_PHRASE = re.compile(
    rf"\b(?:(?:on|at|in) )?(?:the )?(?:{_ORDINAL} {_FLOOR_NOUN}|{_FLOOR_NOUN} {_NUMBER})\b"
)


def floor_numbers(storey: np.ndarray, z: np.ndarray, outdoors: np.ndarray) -> np.ndarray:
    """Per frame, its floor counted from the ground floor (0), given each frame's storey
    (place_track.storey_of), height and whether the room track put it outdoors."""
    if not len(storey):
        return np.zeros(0, dtype=np.int64)
    levels, rank = np.unique(storey, return_inverse=True)
    rank = rank.reshape(-1)
    heights = np.array([np.median(z[rank == index]) for index in range(len(levels))])
    ground = heights[_ground_rank(levels, rank, outdoors)]
    stayed = np.bincount(rank, minlength=len(levels)) >= LEVEL_FRAMES
    floors = np.rint((heights - ground) / _storey_height(heights[stayed])).astype(np.int64)
    return floors[rank]


def _ground_rank(levels: np.ndarray, rank: np.ndarray, outdoors: np.ndarray) -> int:
    if outdoors.any():
        return int(np.bincount(rank[outdoors]).argmax())
    zero = np.flatnonzero(levels == 0)
    return int(zero[0]) if len(zero) else 0


def _storey_height(heights: np.ndarray) -> float:
    """The height of one storey: the smallest step between floors the robot was on, when
    it is one storey's (a robot riding the lift past a floor sees a step of two)."""
    steps = np.diff(np.sort(heights))
    usual = steps[(steps >= MIN_STOREY_M) & (steps <= MAX_STOREY_M)]
    return float(usual.min()) if len(usual) else USUAL_STOREY_M


def floor_said(text: str) -> tuple[int | None, str]:
    """The floor a phrase names and the phrase without it: "the second floor corridor"
    -> (2, "the corridor"), "the lobby on level 1" -> (1, "the lobby"); (None, text)
    when it names none."""
    match = _FLOOR_PHRASE.search(text)
    if match is None:
        return None, text
    rest = f"{text[: match.start()]} {text[match.end() :]}"
    return _floor_number(match["ordinal"], match["number"]), " ".join(rest.split())


def _floor_number(ordinal: str | None, number: str | None) -> int:
    if ordinal is None:
        assert number is not None
        return int(number) if number.isdigit() else _NUMBERS.index(number)
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
