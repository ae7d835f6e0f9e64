"""Scene descriptions that stand for a named place, learnt where the robot heard both.

Many captioners describe a room far more often than they name it: "a vast hushed hall
of long oak tables under green lamps" in frame after frame, "the location appears to
be the Main Reading Room" once or twice, and sometimes wrongly. Read word by word, the
description says only "hall", which every landing and corridor also is. But a
description that recurs is the captioner's own word for one sort of room, and where it
is said, the names said around it tell which room: the one named most there. So each
recurring clause of a caption that names no particular place is a *description*; the
frames that say it, taken together where they lie close (on one floor), are a region;
and when one name is said in most of the naming done in that region's cells, the
description's frames there count as naming it, and the bare kind their words gave
("hallway") no longer pulls them elsewhere.

Four guest wings described alike are four regions if apart and one if they touch: one
region with two wings' names said in it has no name said most, and stays unnamed. A
filler ("a quiet indoor space") is said all over, beside every name: its regions hold
many names and none of them most.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

# A clause names a sort of place only with this many words ("a room" does not).
DESCRIPTION_MIN_WORDS = 3
# ... and is the captioner's recurring word for it when said in this many frames.
DESCRIPTION_MIN_FRAMES = 3
# Frames of one description in cells this wide, touching, are one region (rooms are wider
# than a metre or two, and a captioner may describe a room from its doorway).
REGION_CELL_M = 4.0
# A region takes the name said in at least this share of the captions naming a place in
# its cells (a caption counts once per place, however surely it says so).
NAME_SHARE = 0.5
# How surely a described frame is in the place its region is named after: a later
# sentence saying so, not the scene's own first words.
LINKED_WEIGHT = 0.5
# The name said in this many captions in the region outweighs the kind the description's
# own words give ("hall" of "a hall of long oak tables"); said once, it may be the
# captioner's slip ("a kitchen with a stove" once called "a dining room"), and both stand.
REPLACING_CAPTIONS = 2
# Words that open a spoken clause without saying anything ("er, looks like ...").
_FILLERS = frozenset(["er", "erm", "um", "uh", "so", "okay", "ok", "right", "and", "hmm", "well"])
_CLAUSE_END = re.compile(r"[.!?;|:\n]|,\s|--|—")
_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")


def description_clauses(prose: str) -> list[str]:
    """A caption's clauses long enough to describe a scene, normalised (lower case, no
    punctuation, spoken fillers in front dropped), in order."""
    clauses = []
    for part in _CLAUSE_END.split(prose.lower()):
        words = _WORD.findall(part)
        while words and words[0] in _FILLERS:
            words.pop(0)
        if len(words) >= DESCRIPTION_MIN_WORDS:
            clauses.append(" ".join(words))
    return list(dict.fromkeys(clauses))


def clause_holding(clauses: Sequence[str], text: str) -> int:
    """The index of the first clause holding ``text`` as whole words, or -1."""
    words = " ".join(_WORD.findall(text.lower()))
    if not words:
        return -1
    pattern = re.compile(rf"(?:^| ){re.escape(words)}(?: |$)")
    return next((index for index, clause in enumerate(clauses) if pattern.search(clause)), -1)


@dataclass(frozen=True)
class Links:
    """What the descriptions add to the mentions: a mention per described frame of the
    place its region was named after, and which mentions they replace (the bare kinds
    the description's own words gave)."""

    frame: np.ndarray
    place: np.ndarray
    weight: np.ndarray
    replaced: np.ndarray  # bool per mention


def linked(
    clause_frame: np.ndarray,
    clause_id: np.ndarray,
    naming: np.ndarray,
    xy: np.ndarray,
    storey: np.ndarray,
    mention_frame: np.ndarray,
    mention_place: np.ndarray,
    mention_clause: np.ndarray,
    voting: np.ndarray,
) -> Links:
    """The links of every description said in at least DESCRIPTION_MIN_FRAMES frames.

    ``clause_frame``/``clause_id``: per clause said, its frame and its id; ``naming[id]``:
    whether that clause names a particular place (then it is no description);
    ``mention_clause``: per mention, the id of the clause its words are in (-1: none);
    ``voting``: per mention, whether it says where the robot is, by a place's name."""
    empty = Links(
        np.zeros(0, np.int64),
        np.zeros(0, np.int64),
        np.zeros(0),
        np.zeros(len(mention_frame), dtype=bool),
    )
    if not len(clause_frame):
        return empty
    counts = np.bincount(clause_id, minlength=len(naming))
    described = (counts >= DESCRIPTION_MIN_FRAMES) & ~naming
    keep = described[clause_id]
    clause_frame, clause_id = clause_frame[keep], clause_id[keep]
    if not len(clause_frame):
        return empty
    cells = np.column_stack(
        [np.floor(xy[clause_frame] / REGION_CELL_M).astype(np.int64), storey[clause_frame]]
    )
    region, region_clause, region_cells = _regions(clause_id, cells)
    frame_cells = np.column_stack([np.floor(xy / REGION_CELL_M).astype(np.int64), storey])
    votes = _votes(
        region_cells,
        frame_cells,
        mention_frame,
        mention_place,
        voting & ~np.isin(mention_clause, np.flatnonzero(described)),
    )
    named = {
        index: max(tally, key=tally.__getitem__)
        for index, tally in votes.items()
        if max(tally.values()) >= NAME_SHARE * sum(tally.values())
    }
    # A description said in places named differently is no one place's: a filler ("you
    # pause for a moment") or a sort of room several share (guest wings described alike).
    names_of: dict[int, set[int]] = {}
    for index, place in named.items():
        names_of.setdefault(int(region_clause[index]), set()).add(place)
    named = {
        index: place for index, place in named.items() if len(names_of[region_clause[index]]) == 1
    }
    if not named:
        return empty
    place_of = np.full(len(region_clause), -1, dtype=np.int64)
    place_of[list(named)] = list(named.values())
    sure = [index for index in named if max(votes[index].values()) >= REPLACING_CAPTIONS]
    linked_place = place_of[region]
    hit = linked_place >= 0
    frames, places = clause_frame[hit], linked_place[hit]
    replacing = hit & np.isin(region, sure)
    width = int(max(clause_id.max(initial=0), mention_clause.max(initial=0))) + 1
    replaced = np.isin(
        mention_frame.astype(np.int64) * width + mention_clause,
        clause_frame[replacing].astype(np.int64) * width + clause_id[replacing],
    ) & (mention_clause >= 0)
    return Links(frames, places, np.full(len(frames), LINKED_WEIGHT), replaced)


def _regions(
    clause_id: np.ndarray, cells: np.ndarray
) -> tuple[np.ndarray, np.ndarray, list[list[tuple[int, int, int]]]]:
    """Per described frame, its region: the touching cells (8 around, same storey) where
    its description was said, joined; per region, its description and its cells."""
    keys, inverse = np.unique(np.column_stack([clause_id, cells]), axis=0, return_inverse=True)
    at = {tuple(key): index for index, key in enumerate(keys.tolist())}
    parent = list(range(len(keys)))

    def root(index: int) -> int:
        while parent[index] != index:
            parent[index] = parent[parent[index]]
            index = parent[index]
        return index

    for (clause, x, y, s), index in at.items():
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                other = at.get((clause, x + dx, y + dy, s))
                if other is not None:
                    parent[root(other)] = root(index)
    roots = [root(index) for index in range(len(keys))]
    numbers = {value: number for number, value in enumerate(dict.fromkeys(roots))}
    of_key = np.array([numbers[value] for value in roots], dtype=np.int64)
    region_clause = np.zeros(len(numbers), dtype=np.int64)
    region_clause[of_key] = keys[:, 0]
    region_cells: list[list[tuple[int, int, int]]] = [[] for _ in numbers]
    for number, (_, x, y, s) in zip(of_key.tolist(), keys.tolist(), strict=True):
        region_cells[number].append((x, y, s))
    return of_key[inverse.reshape(-1)], region_clause, region_cells


def _votes(
    region_cells: list[list[tuple[int, int, int]]],
    frame_cells: np.ndarray,
    mention_frame: np.ndarray,
    mention_place: np.ndarray,
    voting: np.ndarray,
) -> dict[int, dict[int, int]]:
    """Per region, how many captions in its cells named each place."""
    regions_at: dict[tuple[int, int, int], list[int]] = {}
    for index, spots in enumerate(region_cells):
        for spot in spots:
            regions_at.setdefault(spot, []).append(index)
    votes: dict[int, dict[int, int]] = {}
    said = dict.fromkeys(
        zip(mention_frame[voting].tolist(), mention_place[voting].tolist(), strict=True)
    )
    for frame, place in said:
        x, y, s = frame_cells[frame].tolist()
        for index in regions_at.get((x, y, s), ()):
            tally = votes.setdefault(index, {})
            tally[place] = tally.get(place, 0) + 1
    return votes
