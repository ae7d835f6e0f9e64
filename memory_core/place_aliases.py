"""One place, many names: which of the names captions use are the same room.

Captioners name one gym "the gym", "a fitness centre", "the weight room" from
frame to frame. As separate places, each would hold a few seconds of every
visit. The names are the same place when they are used in the same spot: most
frames naming one of them were taken within a few metres of frames naming the
other, and most frames naming the other near frames naming it. Only a name no
lexicon holds (learnt from captions) or a generic head with a describing word
("weight room") is folded into another; two names the lexicon tells apart (a
kitchen and a dining room, open-plan) never are.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np

from memory_core.lexicon import GENERIC_PLACE_HEADS, PLACE_POSITIONS, word_set
from memory_core.place_names import PlaceKind
from memory_core.scene_phrase import head
from memory_core.spatial_index import cell_keys

# Frames in the same or a neighbouring cell of this side were taken in the same spot.
ALIAS_CELL_M = 3.0
# A name is another's alias when at least this share of the frames naming either were
# taken in the same spot as frames naming the other.
ALIAS_SHARE = 0.5
# A name is used on a floor when at least this share of the frames naming it are there.
USED_FLOOR_SHARE = 0.2
# ... and another name is a place on those floors when it has at least this share as many
# frames there.
FLOOR_PARTNER_SHARE = 0.5
FLOOR_PARTNER_FRAMES = 3
# A name is folded only into one captions used at least this share as often.
PARTNER_WEIGHT_SHARE = 0.5
# ... or, for a name that describes or codes the place, this share.
DESCRIBED_PARTNER_SHARE = 0.2
# A name the lexicon holds is preferred as the partner only when it shares nearly as much
# as the best partner: a code said only inside the linen room is the linen room's, not the
# corridor's outside it that shares half its spots.
HELD_PARTNER_MARGIN = 0.25
_DROPPED = word_set("a an the this that my our your its some")
_DESCRIBING = re.compile(r"\b(?:with|for|where)\b")
_BRITISH = {"center": "centre", "theater": "theatre", "color": "colour"}


def coded(place: PlaceKind) -> bool:
    """Whether a name carries a room code ("room 2.01", "ward 3", a learnt "unit g13")."""
    words = (*place.words, *place.kind.split()) if place.learned else place.words
    return any(char.isdigit() for word in words for char in word)


def foldable(place: PlaceKind) -> bool:
    """Whether a name may be folded into another: a learnt one, a code ("room 2.01" is the
    server room captions also call it, never another coded room), or one a noun in front
    names ("weight room", "fossil hall"; not "the upper hallway", whose words pick one of
    several)."""
    if place.learned or coded(place):
        return True
    return bool(place.words) and all(
        word not in PLACE_POSITIONS and len(word) > 1 for word in place.words
    )


def aliases(
    places: Sequence[PlaceKind],
    positions: Sequence[np.ndarray],
    weights: np.ndarray,
    storeys: Sequence[np.ndarray] | None = None,
    proper: Sequence[bool] | None = None,
) -> list[list[int]]:
    """Groups of indices into ``places`` that name one place, each led by its main name
    (one the lexicon holds, else the most used); ``positions[i]``: (n, 2) positions of
    the frames whose captions name place i as the scene, ``storeys[i]`` their floors;
    ``proper[i]``: whether captions mostly write place i as a proper name ("the Microfilm
    Room"): what the place is called, so it leads its group before a description used
    there ("a dim viewing room")."""
    together, on_their_floors = _shared_spots(positions, storeys)
    proper = proper if proper is not None else [False] * len(places)
    parent = list(range(len(places)))
    for index, place in enumerate(places):
        if not foldable(place):
            continue
        # both ways: a name used all over ("hall") is not the alias of every room; a code
        # or a description names one room on one floor, so the other name is counted on
        # the floors it is used on ("area G-HALL" is the ground floor's corridor, every
        # floor's corridor being "the corridor")
        theirs = on_their_floors if coded(place) or described(place) else together
        shares = np.minimum(together[index], theirs[:, index])
        shares[index] = 0.0
        for other, known in enumerate(places):
            if not _compatible(place, known) or _one_of_several(index, other, places, together):
                shares[other] = 0.0
        # a name used there far less often is no name of the place (two stray "lecture
        # hall"s in the book stacks)
        # (a description or a code is used by one captioner on every frame; the place's
        # name, by others now and then)
        partner = (
            DESCRIBED_PARTNER_SHARE if described(place) or coded(place) else PARTNER_WEIGHT_SHARE
        )
        shares[weights < partner * weights[index]] = 0.0
        # a name the lexicon holds is what the place is ("weight room" is the gym's, not
        # the "sports hall" it is also called); else the most shared name
        held = np.array([not foldable(known) for known in places]) & (
            shares >= max(ALIAS_SHARE, float(shares.max()) - HELD_PARTNER_MARGIN)
        )
        best = (
            int(np.argmax(np.where(held, shares, -1.0))) if held.any() else int(np.argmax(shares))
        )
        if shares[best] >= ALIAS_SHARE:
            parent[index] = best
    groups: dict[int, list[int]] = {}
    for index in range(len(places)):
        groups.setdefault(_root(parent, index), []).append(index)
    return [
        sorted(
            group,
            key=lambda i: (
                foldable(places[i]),
                described(places[i]),
                not proper[i],
                -float(weights[i]),
                i,
            ),
        )
        for group in groups.values()
    ]


def described(place: PlaceKind) -> bool:
    """Whether a learnt name describes or codes a place rather than names it ("area with
    chargers", a log's "ext-yard"): it leads its group only when nothing names the place."""
    return place.learned and (
        bool(_DESCRIBING.search(place.kind)) or any(c.isdigit() or c == "-" for c in place.kind)
    )


def fits(place: PlaceKind, names: Sequence[PlaceKind]) -> bool:
    """Whether ``place`` (a caption's or a question's) names the group ``names`` (led by
    its main name): one of its names, or a broader name of the group's kind ("garden"
    for a "back garden"). A name folded in from another kind is reached only by itself:
    "hall" does not name the gym a caption once called a "sports hall". A coded name is
    one room of its kind: "seminar room 2.05" is a seminar room, whatever it is led by."""
    leader = names[0]
    return place in names or any(
        place.includes(name)
        for name in names
        if name.kind == leader.kind or foldable(leader) or coded(name)
    )


def _one_of_several(
    index: int, broader: int, places: Sequence[PlaceKind], together: np.ndarray
) -> bool:
    """Whether ``places[broader]`` is the bare kind ("the yard") of ``places[index]`` (the
    Rose Yard) and also used where another of that kind is named, in other spots (the
    Olive Yard): then it may mean either, and is the alias of neither. (The "club shop"
    and "team store" said in one spot are one shop; "the shop" may join them.)"""
    place, known = places[index], places[broader]
    if place.learned or known.kind != place.kind or not known.words < place.words:
        return False
    return any(
        other.kind == place.kind
        and not other.learned
        and other.words
        and other.words != place.words
        and together[sibling, broader] >= ALIAS_SHARE
        and min(together[index, sibling], together[sibling, index]) < ALIAS_SHARE
        for sibling, other in enumerate(places)
    )


def _root(parent: list[int], index: int) -> int:
    """The group a name ends in; two names pointing at each other end in the lower one."""
    seen: list[int] = []
    while parent[index] != index and index not in seen:
        seen.append(index)
        index = parent[index]
    return min(seen[seen.index(index) :]) if index in seen else index


def _compatible(place: PlaceKind, other: PlaceKind) -> bool:
    if coded(place) and coded(other):
        return False  # room 104 and room 105 side by side stay two rooms
    if place.kind != other.kind and (
        (_kind_said(place) and _kind_said(other)) or _one_room(place) or _one_room(other)
    ):
        return False  # the Flat 1B Living Room is neither its kitchen nor the landing outside
    return place.indoor is None or other.indoor is None or place.indoor == other.indoor


def _kind_said(place: PlaceKind) -> bool:
    """Whether a name says what kind of room it is ("Flat 1B Living Room", "kitchen"; not
    "room 2.01", "unit g13" or a learnt name)."""
    return not place.learned and place.kind not in GENERIC_PLACE_HEADS


def _one_room(place: PlaceKind) -> bool:
    """Whether a name says both the kind of room and which one ("Flat 1B Living Room")."""
    return coded(place) and _kind_said(place)


def _shared_spots(
    positions: Sequence[np.ndarray], storeys: Sequence[np.ndarray] | None = None
) -> tuple[np.ndarray, np.ndarray]:
    """(names, names) twice: the share of the frames naming place i taken on the same
    floor in the same or a neighbouring ALIAS_CELL_M cell as a frame naming place j; and
    that share counting only i's frames on the floors j is named on (USED_FLOOR_SHARE)."""
    if storeys is None:
        shared = _shared_on_floor(positions)
        return shared, shared
    floors = np.unique(np.concatenate([np.zeros(0, dtype=np.int64), *storeys]))
    if len(floors) <= 1:
        shared = _shared_on_floor(positions)
        return shared, shared
    count = len(positions)
    shared = np.zeros((count, count))
    on_used = np.zeros((count, count))
    counted = np.zeros((count, count))
    totals = np.array([max(len(s), 1) for s in storeys], dtype=np.float64)
    for floor in floors:
        on = [
            np.asarray(p).reshape(-1, 2)[s == floor]
            for p, s in zip(positions, storeys, strict=True)
        ]
        counts = np.array([len(p) for p in on], dtype=np.float64)
        here = _shared_on_floor(on) * counts[:, None]
        used = counts >= USED_FLOOR_SHARE * totals  # the names used on this floor
        shared += here
        on_used += here * used[None, :]
        counted += counts[:, None] * used[None, :]
    together = shared / totals[:, None]
    # a name's few frames on a floor (the lobby seen from the ramp's foot) are no place
    # there: without enough of them, the share over all its floors
    enough = counted >= np.maximum(FLOOR_PARTNER_SHARE * totals[None, :], FLOOR_PARTNER_FRAMES)
    return together, np.where(enough, on_used / np.maximum(counted, 1.0), together)


def _shared_on_floor(positions: Sequence[np.ndarray]) -> np.ndarray:
    """``_shared_spots`` of positions on one floor: one matrix product."""
    grids = [
        np.floor(np.asarray(p, dtype=np.float64).reshape(-1, 2) / ALIAS_CELL_M) for p in positions
    ]
    shifts = [np.array([dx, dy]) for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
    own = [cell_keys(grid) for grid in grids]
    around = [np.unique(cell_keys(np.vstack([grid + s for s in shifts]))) for grid in grids]
    keys = np.unique(np.concatenate([np.zeros(0, dtype=np.int64), *own, *around]))
    counts = np.zeros((len(grids), len(keys)))
    near = np.zeros((len(grids), len(keys)))
    for index, (cells, spots) in enumerate(zip(own, around, strict=True)):
        np.add.at(counts[index], np.searchsorted(keys, cells), 1.0)
        near[index, np.searchsorted(keys, spots)] = 1.0
    frames = counts.sum(axis=1, keepdims=True)
    result: np.ndarray = (counts @ near.T) / np.maximum(frames, 1.0)
    return result


def normal_name(phrase: str) -> str:
    """A learnt name's key: lower case, no article, one spelling ('the Fitness Center' ->
    'fitness centre'); a code one way however said ("gate D-53", "gate d fifty-three",
    "gate d 53": "gate d53"), its codes last ("Pier B", "B pier")."""
    text = _SPOKEN_NUMBER.sub(_digits, phrase.lower())
    text = _LETTER_CODE.sub(lambda code: "".join(part for part in code.groups() if part), text)
    words = re.findall(r"[a-z]?\d+(?:\.\d+)+[a-z]?|[a-z0-9][a-z0-9'-]*", text)
    words = [
        _BRITISH.get(word, word)
        for index, word in enumerate(words)
        if word not in _DROPPED or (word == "a" and 0 < index == len(words) - 1)  # "exit a"
    ]
    codes = [word for word in words if _code(word)]
    if codes and len(codes) < len(words):
        words = [word for word in words if not _code(word)] + codes
    return " ".join(words)


def name_codes(phrase: str) -> frozenset[str]:
    """The codes a place's name carries ("exit a": "a"; "gate D-53": "d53")."""
    words = normal_name(phrase).split()
    return frozenset(word for word in words if _code(word)) if len(words) > 1 else frozenset()


def _code(word: str) -> bool:
    """A name's code: a single letter or a word with a digit ("b", "d53", "2.34")."""
    return len(word) == 1 or any(char.isdigit() for char in word)


_UNITS = (
    *("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"),
    *("eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen"),
    *("eighteen", "nineteen"),
)
_TENS = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
# A number said in words ("fifty-three", "forty two", "seven"), or half in words as a
# transcript may write it ("fifty 3").
_SPOKEN_NUMBER = re.compile(
    rf"\b(?:(?P<tens>{'|'.join(_TENS)})"
    rf"(?:[- ](?:(?P<unit>{'|'.join(_UNITS[1:10])})|(?P<digit>[1-9])\b))?"
    rf"|(?P<alone>{'|'.join(_UNITS)}))\b(?![-'][a-z])"
)
# A single letter and a number, joined or not ("d-53", "d 53"): one code.
_LETTER_CODE = re.compile(r"\b([a-z])-(\d)|\b(?!a )([b-z]) (\d)")


def _digits(number: re.Match[str]) -> str:
    if number["alone"]:
        return str(_UNITS.index(number["alone"]))
    unit = _UNITS.index(number["unit"]) if number["unit"] else int(number["digit"] or 0)
    return str(10 * (2 + _TENS.index(number["tens"])) + unit)


def learned_named(phrase: str, learned: Sequence[PlaceKind]) -> PlaceKind | None:
    """The learnt place a phrase names: the same name, else one with the phrase's room
    code ("meeting room 3.03 aspen": "3.03"), else one with the same head whose words
    include the phrase's or are included in them ("stacks" and "book stacks")."""
    asked = normal_name(phrase)
    if not asked:
        return None
    for place in learned:
        if place.kind == asked:
            return place
    codes = {word for word in asked.split() if any(char.isdigit() for char in word)}
    for place in learned:
        if codes & set(place.kind.split()):
            return place
    words = {head(word) for word in asked.split()}
    for place in learned:  # "book stack" (a question's thing is singular): "book stacks"
        if {head(word) for word in place.kind.split()} == words:
            return place
    near = [
        place
        for place in learned
        if head(place.kind) == head(asked)
        and (words <= (known := {head(word) for word in place.kind.split()}) or known <= words)
    ]
    return near[0] if near else None
