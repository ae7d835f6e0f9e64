"""The room track: which place the robot was in at every frame.

"How long were you in the kitchen?", "when did you first go into the dining
room?", "what room is the bed in?" are about stretches of time in places, which
caption retrieval answers badly (the best-matching caption is one moment, and
MiniLM rates a kitchen caption 0.65 like a dining room). So every frame gets a
place, decided from three signals the memory holds anyway:

1. the places its caption names (place_names.py), the scene's first one most;
2. what frames taken within a metre or two of it name: rooms are regions,
   and a captioner that names a room once, at its sign, still names it for the
   frames around;
3. its labels: a frame full of things seen where a place is named (a fridge,
   a stove) is probably in such a place, learnt from this memory's own frames.

The places are the states of a path that best explains those scores with a
cost per change of place (Viterbi), so one odd caption does not make a visit
and two agreeing ones do. The track is decoded from the frames up to the
asker's ``now`` (nothing later leaks in) and cached until the memory grows.
"""

from __future__ import annotations

import itertools
import math
import re
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace

import numpy as np

from memory_core.caption_forms import as_prose
from memory_core.floor_changes import RIDE_MODES, between_floors, ride_mode
from memory_core.floors import (
    NUMBER_WORDS,
    floor_in_caption,
    floor_names_in_caption,
    floor_numbers,
    floor_said,
    said_with_floor,
    without_floors,
)
from memory_core.growable import GrowableArray
from memory_core.lexicon import BUILDING_HEADS, VAGUE_PLACE_HEADS, describing, word_set
from memory_core.place_aliases import aliases, coded, described, fits, learned_named, normal_name
from memory_core.place_names import (
    ELSEWHERE_WEIGHT,
    HEDGED_WEIGHT,
    LATER_WEIGHT,
    SCENE_WEIGHT,
    SENTENCE_END,
    WHOLE_FLOOR,
    Mention,
    PlaceKind,
    mentions,
    place_named,
    respelt,
)
from memory_core.scene_phrase import (
    arrived_in,
    generic,
    guessed,
    head,
    placed_things,
    said_to_be,
    scene_phrase,
    scene_words,
    written_as_name,
)
from memory_core.scene_regions import clause_holding, description_clauses, linked
from memory_core.signs import signed_names
from memory_core.spatial_index import cell_keys

# One change of place costs what 1.5 frames of the clearest evidence pay: one odd
# caption in a room does not end the visit, two agreeing ones start another.
SWITCH_COST = 1.5
# The score of "somewhere no caption named" per frame: a silent stretch continues the
# current place, unless it is long (SWITCH_COST * 2 / UNNAMED = 30 frames, a minute).
UNNAMED_SCORE = 0.1
# A run of frames in a place that none of their captions names is a visit only when
# it is at least this long (its labels say so, frame after frame).
UNNAMED_RUN_FRAMES = 6
# The score for "somewhere unnamed" of a frame whose caption says only "a room".
GENERIC_SCORE = 0.5
# Frames this close share what their captions name (pose noise is ~0.3 m, rooms > 3 m):
# the same or a neighbouring cell of this side. What is shared is the mean of the frames
# there whose captions name a place, so a captioner that names the room once in five
# frames places the other four as well as one that names it every time (per-frame track
# accuracy on generators K, L, M and N: 0.742/0.837/0.855/0.574 with the mean over every
# frame, 1 m cells and weight 0.5; 0.785/0.860/0.869/0.643 so).
POOL_CELL_M = 1.5
POOL_WEIGHT = 0.7
# Labels: a label's log-odds for a place, learnt from frames placed by their captions,
# count with this weight, each capped; labels seen fewer times say nothing.
LABEL_WEIGHT = 0.15
LABEL_CAP = 2.0
LABEL_MIN_COUNT = 3
# How many frames' worth of the label's overall rate each place's estimate starts from
# (add-one smoothing instead made every label of a place seen twice its typical thing).
LABEL_PRIOR_FRAMES = 8.0
# A learnt scene name the labeller gave things in this many frames names a thing, however
# often captions open with it ("In this image, we can see a name plate.").
THING_MIN_FRAMES = 2
# A learnt name is a thing's when captions said it was somewhere ("a parrot in the
# shops") at least this share as often as they said it as the scene ("An image of a
# parrot."); a place inside another ("the servery in the union") is said so seldom.
PLACED_SHARE = 0.5
# A sign holding a place's name places the frames that read it, less surely than a
# caption saying the robot is there (it may be read from the corridor) and more than a
# place seen elsewhere.
SIGN_WEIGHT = LATER_WEIGHT
# Words of a building's name: its sign hangs outside it.
_BUILDING_WORDS = BUILDING_HEADS | word_set("building tower block annex annexe pavilion")
# A name on a sign that no lexicon holds is a place's when it is a word or two and a code
# ("platform 3", "gate d57", "exit b", "clinic room 2.34"); not a notice's words, nor a
# machine's acronym and number ("TVM 04": a word has a vowel).
_SIGN_WORD = r"[a-z]*[aeiouy][a-z'-]*"
_CODED_NAME = re.compile(
    rf"(?=[a-z]{{3}}){_SIGN_WORD}(?: {_SIGN_WORD})? (?:[a-z]?\d+(?:\.\d+)*[a-z]?|[a-z])"
)
# Frames taken this close to a thing tell the room it stands in (closer than a wall's
# other side usually is).
NEAR_M = 1.5
# Frames taken this close to a point tell the room it is in (a room's half-width).
HERE_M = 3.0
# Frames whose heights differ by more than half a storey are on different floors: rooms
# stacked above each other share no spot (a robot's map frame keeps z per floor).
STOREY_M = 2.5
# Stays in one place closer than this in time, with every frame between them this close
# to one of theirs, are one visit: a few frames the captioner names otherwise ("a
# corridor" in a long gallery) do not take the robot out of the room.
VISIT_GAP_S = 30.0
VISIT_SPREAD_M = 3.0
# Frames after a caption says the robot went into a place ("[T+16:20] entered Guest Wing
# D"), up to the next that names one or a change of floor, are in it with this score per
# frame: a log says where the robot is when that changes and then only what it does.
# Just over UNNAMED_SCORE: silence after an arrival keeps the place, a name ends it.
CARRIED_SCORE = 0.15
# A frame stands for the time since the one before, at most this many periods.
FRAME_PERIOD_S = 2.0
MAX_WEIGHT = 10.0
# Places named in fewer frames' worth of scene weight than this are not states; a name
# learnt from captions (scene_phrase.py) must be used a few times to be one.
MIN_PLACE_WEIGHT = 1.0
LEARNED_MIN_WEIGHT = 3.0
# A place is on the floors that hold at least this share of the frames in it.
FLOOR_SHARE = 0.2
# A place's name written as a proper name ("Service Road") counts as this many of the
# words a caption describes it with ("a narrow back road") when naming it in answers.
PROPER_NAME_COUNT = 5
# A floor's own name ("the concourse level") is learnt once this many captions gave it,
# this share of them on one floor (a captioner that misplaces the robot now and then).
FLOOR_NAME_FRAMES = 2
FLOOR_NAME_SHARE = 0.6
# A learnt name said as the scene in more than this share of the CAPTION_CELL_M cells the
# robot went through names no place: it is the captioner's own words ("Q: ... A: ...",
# "Alt text: ..."). Real places, a car park or a long concourse, stay under a quarter.
CAPTION_CELL_M = 4.0
EVERYWHERE_SHARE = 0.35
EVERYWHERE_MIN_CELLS = 20
# ... or one said in the cells of more than this share of the other names said as the
# scene (of at least SHARED_NAMES_MIN): real places share cells with their neighbours and
# their own other names, at most about half of the names (a vague "room with low furniture").
SHARED_NAMES_SHARE = 0.6
SHARED_NAMES_MIN = 5
# ... unless it is the name said most in more than this share of its own cells: a place
# rules its own ground (a long platform the robot patrols: 0.82-0.96), a captioner's
# filler is said beside the real names of each spot (0.25-0.56 on generators L and M).
OWN_GROUND_SHARE = 0.75
# ... and a description a captioner opens with, then names this many different places
# after it in the same captions ("The image shows a busy indoor concourse. ... This is
# Gate D57.", at every gate, check-in zone and security lane), is its word for the whole
# site, however seldom the names are said. (A hub the robot passes named shops in is
# not: no caption names a shop after opening with the hub.)
NAMED_AFTER_OPENER = 6


@dataclass(frozen=True)
class Stay:
    """Consecutive frames in one place: when it began and ended (half-way to the frames
    taken elsewhere before and after it; ``now`` if it lasts), and the frames' indices in
    the track."""

    place: PlaceKind
    start: float
    end: float
    ongoing: bool
    first: int
    last: int

    @property
    def duration_s(self) -> float:
        return self.end - self.start


class _Frames:
    """What the track reads of each frame, appended as the memory grows: per frame its
    time and position; per mention of a place its frame's time, the place (an id into
    ``places``) and weight; per label its frame's time and id. Flat, so a decode is a
    few numpy calls however long the memory."""

    def __init__(self) -> None:
        self.t = GrowableArray(np.float64)
        self.xy = GrowableArray(np.float64, (2,))
        self.storey = GrowableArray(np.int64)
        self.z = GrowableArray(np.float64)
        self.said_floor = GrowableArray(np.int64)  # floors.floor_in_caption, per frame
        self.ride_mode = GrowableArray(np.int64)  # index in floor_changes.RIDE_MODES
        # per floor name a caption gave (floors.floor_names_in_caption): its frame's time
        # and the name's id in floor_name_ids
        self.floor_name_t = GrowableArray(np.float64)
        self.floor_name_id = GrowableArray(np.int64)
        self.floor_name_ids: dict[str, int] = {}
        self.mention_t = GrowableArray(np.float64)
        self.mention_place = GrowableArray(np.int64)
        self.mention_weight = GrowableArray(np.float64)
        # per mention, the id of the caption clause its words are in (-1: none); per
        # clause said, its frame's time, its id in clause_keys, and whether it named a
        # particular place there (scene_regions.py)
        self.mention_clause = GrowableArray(np.int64)
        self.mention_particular = GrowableArray(np.bool_)  # _particular, per mention
        # per caption saying the robot went into a place (arrived_in): its time, the place
        self.arrival_t = GrowableArray(np.float64)
        self.arrival_place = GrowableArray(np.int64)
        self.clause_t = GrowableArray(np.float64)
        self.clause_id = GrowableArray(np.int64)
        self.clause_names = GrowableArray(np.bool_)
        self.clause_keys: dict[str, int] = {}
        self.label_t = GrowableArray(np.float64)
        self.label_id = GrowableArray(np.int64)
        self.places: list[PlaceKind] = []
        self.place_ids: dict[PlaceKind, int] = {}
        self.words: list[dict[str, int]] = []  # per place: the words captions used, counted
        # per place: how many captions named it, and how many wrote it as a proper name
        self.named: list[int] = []
        self.named_properly: list[int] = []
        # per place: the names captions gave it with a floor beside it ("level 2 kitchen"),
        # counted per storey the robot was on when they did
        self.floor_words: list[dict[tuple[int, str], int]] = []
        self.label_keys: dict[str, int] = {}  # a label's head noun -> its id in label_id
        # When the labeller used each whole label (by its learnt-name key): a scene phrase
        # the labeller also gives things ("a name plate", "a ceiling light") is a thing.
        self.thing_t = GrowableArray(np.float64)
        self.thing_id = GrowableArray(np.int64)
        self.thing_keys: dict[str, int] = {}
        # When a caption said a thing was somewhere (scene_phrase.placed_things), by its
        # learnt-name key in thing_keys: "a parrot in the shops" makes "parrot" no place.
        self.placed_t = GrowableArray(np.float64)
        self.placed_id = GrowableArray(np.int64)
        # Per learnt-name key a caption opened with, the names a later sentence of the
        # same caption said the place was ("A busy indoor concourse. ... This is Gate
        # D57."): with many, the opening words are the captioner's for the whole site.
        self.opened_before: dict[str, set[str]] = {}
        # Every pair of words in a row the labeller has used so far ("quad bike"): a place's
        # word before the second is that thing's, not a place ("a green quad bike").
        self.label_pairs: set[str] = set()
        self.in_order = True

    def add(
        self,
        t: float,
        x: float,
        y: float,
        caption: str,
        labels: Sequence[int],
        label_texts: Sequence[str] = (),
        z: float = 0.0,
    ) -> None:
        self.in_order = self.in_order and (not len(self.t) or t >= self.t.view[-1])
        caption = as_prose(caption)
        self.t.append(t)
        self.xy.append((x, y))
        self.storey.append(storey_of(z))
        self.z.append(z)
        self.said_floor.append(floor_in_caption(caption))
        self.ride_mode.append(RIDE_MODES.index(ride_mode(caption)))
        for name in dict.fromkeys(floor_names_in_caption(caption)):
            self.floor_name_t.append(t)
            known = self.floor_name_ids
            self.floor_name_id.append(known.setdefault(name, len(known)))
        prose = respelt(without_floors(caption))  # misspelt places as spelt, no floors
        said = said_to_be(prose)
        self._opened(prose, said)
        for text in label_texts:
            said_words = text.lower().split()
            self.label_pairs.update(map(" ".join, itertools.pairwise(said_words)))
        clauses = description_clauses(prose)
        naming = [said is not None and clause_holding([clause], said) == 0 for clause in clauses]
        found = _mentions(prose, label_texts, said, self.label_pairs)
        held = [clause_holding(clauses, mention.text) for mention in found]
        definite = [
            index >= 0 and _definite(clauses[index], mention)
            for mention, index in zip(found, held, strict=True)
        ]
        for index, names in zip(held, definite, strict=True):
            if names:  # (never for a mention in no clause)
                naming[index] = True
        ids = [self.clause_keys.setdefault(clause, len(self.clause_keys)) for clause in clauses]
        for clause, names in zip(ids, naming, strict=True):
            self.clause_t.append(t)
            self.clause_id.append(clause)
            self.clause_names.append(names)
        arrived = arrived_in(prose)
        for mention, index, names in zip(found, held, definite, strict=True):
            self.mention_clause.append(ids[index] if index >= 0 else -1)
            self.mention_particular.append(_particular(mention) if index < 0 else names)
            place = self.place_ids.setdefault(mention.place, len(self.places))
            if place == len(self.places):
                self.places.append(mention.place)
                self.words.append({})
                self.named.append(0)
                self.named_properly.append(0)
                self.floor_words.append({})
            with_floor = said_with_floor(caption, mention.text)
            if with_floor is not None:
                said_on = (int(self.storey.view[-1]), with_floor)
                self.floor_words[place][said_on] = self.floor_words[place].get(said_on, 0) + 1
            self.named[place] += 1
            self.named_properly[place] += mention.proper
            count = PROPER_NAME_COUNT if mention.proper else 1
            self.words[place][mention.text] = self.words[place].get(mention.text, 0) + count
            self.mention_t.append(t)
            self.mention_place.append(place)
            self.mention_weight.append(mention.weight)
            if arrived and mention.weight > ELSEWHERE_WEIGHT and _said_in(mention.text, arrived):
                self.arrival_t.append(t)
                self.arrival_place.append(place)
                arrived = None
        # An open-vocabulary labeller names one thing many ways ("sun lounger", "blue pool
        # lounger"): what a label says of the place is what its head noun does.
        if len(label_texts) == len(labels):
            keys = [head(text) for text in label_texts]
        else:
            keys = [f"#{label}" for label in labels]
        for key in dict.fromkeys(keys):
            self.label_t.append(t)
            self.label_id.append(self.label_keys.setdefault(key, len(self.label_keys)))
        for name in dict.fromkeys(_thing_name(text) for text in label_texts):
            self.thing_t.append(t)
            self.thing_id.append(self.thing_keys.setdefault(name, len(self.thing_keys)))
        for name in dict.fromkeys(_thing_name(text) for text in placed_things(caption)):
            self.placed_t.append(t)
            self.placed_id.append(self.thing_keys.setdefault(name, len(self.thing_keys)))

    def _opened(self, caption: str, said: str | None) -> None:
        """Record the scene a caption opens with when a later sentence (``said``) names
        the place."""
        if said is None:
            return
        opener = scene_phrase(SENTENCE_END.split(caption, maxsplit=1)[0])
        if opener is not None and normal_name(opener) != normal_name(said):
            self.opened_before.setdefault(normal_name(opener), set()).add(normal_name(said))

    def labelled_things(self, until: float) -> set[str]:
        """The whole labels (learnt-name keys) given in THING_MIN_FRAMES frames by ``until``."""
        ids = self.thing_id.view[self.thing_t.view <= until]
        counts = np.bincount(ids, minlength=len(self.thing_keys))
        keys = self.thing_keys.items()
        return {name for name, index in keys if counts[index] >= THING_MIN_FRAMES}

    def placed_things(self, until: float) -> dict[str, int]:
        """Per learnt-name key, how many captions by ``until`` said it was somewhere."""
        ids = self.placed_id.view[self.placed_t.view <= until]
        counts = np.bincount(ids, minlength=len(self.thing_keys))
        return {name: int(counts[index]) for name, index in self.thing_keys.items()}


@dataclass(frozen=True)
class Track:
    """A decoded track: per frame its place (index into ``places``, -1 where unnamed)."""

    places: tuple[PlaceKind, ...]
    t: np.ndarray
    state: np.ndarray
    xy: np.ndarray
    until: float
    # Per place, the words captions named it with most ("car park"), to answer in them.
    names: tuple[str, ...] = ()
    # Per frame, whether its own caption puts it indoors (1), outdoors (-1) or says not (0):
    # its strongest mention of a place known to be one or the other.
    said_indoor: np.ndarray | None = None
    # Per state, every name captions gave that place ("gym", "fitness centre", "weight
    # room": place_aliases.py); the first is ``places``' entry.
    members: tuple[tuple[PlaceKind, ...], ...] = ()
    # Per frame, its floor (storey_of its height).
    storey: np.ndarray | None = None
    # Per frame, whether the place the track put it in is indoors (1), outdoors (-1) or
    # either (0); and the log-odds of indoors its labels give, learnt from the frames
    # whose captions said a side (a parked car, a street lamp: outdoors).
    placed_indoor: np.ndarray | None = None
    labels_indoor: np.ndarray | None = None
    # Per frame, its floor as people count them (floors.py: 0 is the ground floor).
    floor: np.ndarray | None = None
    # Per state, what captions called each of its names ("hall", "station concourse").
    called: tuple[tuple[str, ...], ...] = ()
    # Per frame, the way of changing floors its caption names (floor_changes.RIDE_MODES).
    ride_mode: np.ndarray | None = None
    # Per frame, the height of its pose (a ride's length: floor_changes.py).
    z: np.ndarray | None = None
    # The floors captions named in their own words ("concourse level": 0, "level minus
    # one": -1), each the floor most of the frames saying it were on.
    floor_names: Mapping[str, int] = field(default_factory=dict)
    # Per (state, storey): the name captions gave the place with the floor beside it, most
    # often, on that storey ("level 2 kitchen"): a kitchen on every floor is one state.
    on_floor_names: Mapping[tuple[int, int], str] = field(default_factory=dict)

    def _names_of(self, state: int) -> tuple[PlaceKind, ...]:
        return self.members[state] if self.members else (self.places[state],)

    def matching(self, place: PlaceKind) -> list[int]:
        """The states ``place`` names: one of their names is it or a narrower one."""
        return [state for state in range(len(self.places)) if fits(place, self._names_of(state))]

    def said_with(self, place: PlaceKind, phrase: str) -> PlaceKind:
        """The place a phrase names (``place``, as the lexicon reads it), narrowed to a name
        captions gave a state whose picking words the phrase says too: "the polar trail"
        and "queens road" are the path captions called Polar Trail and the road they called
        Queen's Road, though the lexicon reads only "trail" and "road" in them."""
        said = re.findall(r"[a-z0-9][a-z0-9-]*", phrase.lower().replace("'s", ""))
        words = {*said, *(word.removesuffix("s") for word in said)}
        narrower = [
            name
            for state in range(len(self.places))
            for name in self._names_of(state)
            if place.includes(name) and name.words > place.words and name.words <= words
        ]
        return max(narrower, key=lambda name: len(name.words), default=place)

    def within(self, place: PlaceKind, asked: PlaceKind) -> bool:
        """Whether ``place`` (a state's main name) is one of the places ``asked`` names
        (whatever its floor: see ``floor_at``)."""
        if asked.kind == WHOLE_FLOOR and asked.floor is not None:
            return True
        return asked.includes(place) or any(self.places[s] == place for s in self.matching(asked))

    def floor_at(self, z: float) -> int | None:
        """The floor (floors.py) of the storey nearest a height the robot was on."""
        if self.storey is None or self.floor is None or not len(self.storey):
            return None
        levels = np.unique(self.storey)
        nearest = levels[int(np.argmin(np.abs(levels - storey_of(z))))]
        return int(self.floor[self.storey == nearest][0])

    def all_names(self) -> list[tuple[int, str]]:
        """(state, name) for every name of every state: its members as the lexicon or the
        captions spell them, and the words captions used most."""
        found = [
            (state, str(name))
            for state in range(len(self.places))
            for name in self._names_of(state)
        ]
        return found + list(enumerate(self.names))

    def _state_of(self, place: PlaceKind) -> int | None:
        """The state one of whose names ``place`` is."""
        return next((s for s in range(len(self.places)) if place in self._names_of(s)), None)

    def name(self, place: PlaceKind, z: float | None = None) -> str:
        """What captions called the place (its own name if they never did); at height
        ``z``, what they called it on that floor ("level 2 kitchen"), if they said one."""
        state = self._state_of(place)
        if state is None or not self.names:
            return str(place)
        if z is not None and (state, storey_of(z)) in self.on_floor_names:
            return self.on_floor_names[state, storey_of(z)]
        return self.names[state]

    def spoken(self, place: PlaceKind, z: float | None = None) -> str:
        """The place's name for an answer (on the floor of height ``z``: ``name``), with up
        to two other names captions gave it ("hall (also called the station concourse)"):
        the asker may know it by either."""
        name = self.name(place, z)
        state = self._state_of(place)
        if state is None or not self.called:
            return name
        # a name that says more than the main one leads: "caretaker office" for "office"
        fuller = [other for other in self.called[state] if name in other and other != name]
        if fuller:
            name = fuller[0]
        others = [other for other in self.called[state] if other not in name and name not in other]
        return f"{name} (also called the {' or the '.join(others[:2])})" if others else name

    def learned(self, phrase: str) -> PlaceKind | None:
        """The learnt place a question's phrase names: the same words ("the book stacks"),
        or fewer or more of them around the same head ("the stacks"); on the floor it
        names, if any ("the level 1 nurses' station": the nurses' station, on floor 1)."""
        floor, rest = floor_said(phrase)
        known = [kind for names in self.members for kind in names if kind.learned]
        place = learned_named(rest, known)
        return place if place is None or floor is None else replace(place, floor=floor)

    def stays(self, place: PlaceKind | None = None) -> list[Stay]:
        """The stays in ``place`` (every place it includes), or in every named place."""
        if not len(self.t):
            return []
        if place is None:
            inside = self.state >= 0
            keys = self.state
        else:
            inside = self._inside(place)
            keys = np.where(inside, 0, -1)
        stays = []
        index = 0
        count = len(self.t)
        while index < count:
            if not inside[index]:
                index += 1
                continue
            end = index
            while end + 1 < count and inside[end + 1] and keys[end + 1] == keys[index]:
                end += 1
            ongoing = end == count - 1
            # The robot came in and went out somewhere between a frame elsewhere and one
            # there: half-way is the best guess, however long the frames were apart.
            begin = float(self.t[index]) if not index else _between(self.t, index - 1)
            finish = self.until if ongoing else _between(self.t, end)
            named = place or self.places[int(self.state[index])]
            stays.append(Stay(named, begin, finish, ongoing, index, end))
            index = end + 1
        return stays if place is None else self._visits(stays)

    def _inside(self, place: PlaceKind) -> np.ndarray:
        """Per frame, whether it is in ``place`` (on its floor, if the place has one)."""
        if place.kind == WHOLE_FLOOR and place.floor is not None:
            inside = np.ones(len(self.t), dtype=bool)
        else:
            inside = np.isin(self.state, self.matching(place))
        if place.floor is not None and self.floor is not None:
            inside &= self.floor >= place.floor if place.above else self.floor == place.floor
        elif self.floor is not None and inside.any():
            # a room is on one floor (or a few, an atrium's): frames naming it on a floor
            # that holds few of them are a caption's slip, not a visit upstairs
            floors, counts = np.unique(self.floor[inside], return_counts=True)
            rare = floors[counts < FLOOR_SHARE * counts.sum()]
            inside &= ~np.isin(self.floor, rare)
        return inside

    def _visits(self, stays: list[Stay]) -> list[Stay]:
        """Stays in one place joined into one visit where the robot stayed among the
        place's own frames in between, for less than VISIT_GAP_S: a captioner that
        calls a stretch of a gallery "a corridor" has not taken the robot out of it."""
        visits: list[Stay] = []
        for stay in stays:
            last = visits[-1] if visits else None
            if last is not None and self._stayed_among(last, stay):
                visits[-1] = Stay(
                    last.place, last.start, stay.end, stay.ongoing, last.first, stay.last
                )
            else:
                visits.append(stay)
        return visits

    def _stayed_among(self, before: Stay, after: Stay) -> bool:
        if after.start - before.end > VISIT_GAP_S:
            return False
        inside = np.r_[before.first : before.last + 1, after.first : after.last + 1]
        between = np.arange(before.last + 1, after.first)
        if self.storey is not None and np.any(self.storey[between] != self.storey[before.last]):
            return False
        gaps = np.hypot(*(self.xy[between, None, :] - self.xy[None, inside, :]).transpose(2, 0, 1))
        return bool(np.all(gaps.min(axis=1) <= VISIT_SPREAD_M))

    def height(self, index: int) -> float | None:
        """The height of frame ``index``'s pose (None for a track built without heights)."""
        return None if self.z is None else float(self.z[index])

    def place_at(self, index: int) -> PlaceKind | None:
        state = int(self.state[index])
        return self.places[state] if state >= 0 else None

    def frames_within(
        self, x: float, y: float, z: float | None = 0.0, radius: float = NEAR_M
    ) -> np.ndarray:
        """Indices of the frames taken within ``radius`` of a point, on its floor (any
        floor for a point with no height)."""
        gaps = np.hypot(self.xy[:, 0] - x, self.xy[:, 1] - y)
        near = gaps <= radius
        if z is not None and self.storey is not None:
            near &= self.storey == storey_of(z)
        return np.flatnonzero(near)

    def place_around(self, x: float, y: float, z: float | None) -> int | None:
        """The place (a state) most frames taken close to a point were in: within HERE_M,
        else twice that; on its floor (any, for no height). A room's own name (a code, a
        name learnt from captions: "room 12") wins over a kind every such room shares
        ("bedroom")."""
        for radius in (HERE_M, 2 * HERE_M):
            near = self.frames_within(x, y, z, radius)
            near = near[self.state[near] >= 0]
            if len(near):
                states, counts = np.unique(self.state[near], return_counts=True)
                own = [coded(self.places[s]) or self.places[s].learned for s in states.tolist()]
                counts = np.where(own, counts, 0) if any(own) else counts
                return int(states[np.argmax(counts)])
        return None

    def frames_at(self, times: Iterable[float]) -> np.ndarray:
        """Indices of the frames taken at ``times`` (the nearest frame at or before each)."""
        stamps = np.asarray(list(times), dtype=np.float64)
        return np.clip(np.searchsorted(self.t, stamps, side="right") - 1, 0, len(self.t) - 1)


def _as_thing(mention: Mention, label_texts: Sequence[str]) -> Mention:
    """A place's name that ends a longer name the labeller gave a thing in the frame is
    that thing ("a bottle filling station" is no petrol station): seen, not a place."""
    tail = f" {mention.text}"
    if mention.text and any(label.endswith(tail) for label in label_texts):
        return Mention(mention.place, ELSEWHERE_WEIGHT, mention.text)
    return mention


def _names_a_thing(caption: str, text: str, label_pairs: Collection[str]) -> bool:
    """Whether the caption says a place's word only in front of a thing's, as the
    labeller names that thing ("a green quad bike": a bike, no quad)."""
    if not text or not label_pairs:
        return False
    last = text.split()[-1]
    after = re.findall(rf"\b{re.escape(text)} ([a-z]+)", caption.lower())
    return bool(after) and all(f"{last} {word}" in label_pairs for word in after)


def _mentions(
    caption: str,
    label_texts: Sequence[str],
    said: str | None,
    label_pairs: Collection[str] = frozenset(),
) -> list[Mention]:
    """The places a caption (respelt: a place's name misspelt is read as spelt) names;
    when none is named as its scene, the phrase that introduces the scene: a known
    place's name, or a learnt one ("a fitness centre with ...") unless the labeller
    names that very thing in the frame ("the image shows a wooden bench" with the label
    "bench"). ``said``: the place a sentence of it says the scene is (said_to_be)."""
    found = [
        _as_thing(mention, label_texts)
        for mention in mentions(caption)
        if not _names_a_thing(caption, mention.text, label_pairs)
    ]
    found += _signed(caption, label_texts)
    if said and normal_name(said) and place_named(said) is None and scene_phrase(caption) == said:
        # "The image shows a hallway. This appears to be the Orchid House.": the place
        # the caption says it is, though no lexicon knows it, over the word it opened with
        found = [replace(m, weight=LATER_WEIGHT) if m.weight == SCENE_WEIGHT else m for m in found]
    known_said = place_named(said) if said else None
    if said and known_said is not None:
        # "Later I kept moving. I had just come into Quay Road.": the place a sentence says
        # the robot is in, though it was not the first thing said, as the caption names it
        # (the lexicon reads only "road" in "quay road"); a mention missing words of the
        # name ("walkway" of "pier D walkway") is not it
        modifiers = set(normal_name(said).split()[:-1])
        found = [
            replace(m, weight=max(m.weight, SCENE_WEIGHT))
            if m.place.kind == known_said.kind and modifiers <= m.place.words
            else m
            for m in found
        ]
    if any(mention.weight == SCENE_WEIGHT for mention in found):
        return found
    if said and known_said is None and normal_name(said):
        # "[T+63:50] entered Indoor Pool": a place no lexicon holds, said to be the scene
        kind = PlaceKind(normal_name(said), learned=True)
        return [Mention(kind, SCENE_WEIGHT, said, proper=written_as_name(caption, said)), *found]
    words = scene_words(caption)
    known = place_named(words) if words else None
    if words and known is not None:
        # "the camera is looking into the pavement outside": in the scene slot whatever
        # word of direction the intro used, though a view may be into it from elsewhere;
        # "the photo looks like a road" guesses at it
        weight = HEDGED_WEIGHT if guessed(caption) else LATER_WEIGHT
        return [Mention(known, weight, words), *found]
    phrase = scene_phrase(caption)
    if phrase is None:
        return found
    thing = head(phrase)
    # (a region's label, "floor" or "wall", is no thing: "building b ground floor")
    if any(head(label) == thing and not generic(label) for label in label_texts):
        return found
    kind = PlaceKind(normal_name(phrase), learned=True)
    if not kind.kind:
        return found  # "This is the ground floor." with the floor taken out: "the"
    weight = HEDGED_WEIGHT if guessed(caption) else SCENE_WEIGHT  # "appears to be an area ..."
    return [Mention(kind, weight, phrase, proper=written_as_name(caption, phrase)), *found]


def _signed(caption: str, label_texts: Sequence[str]) -> list[Mention]:
    """The places the signs a caption reads name (signs.py): a known place ("RADIOLOGY"),
    or a name with a code no lexicon holds ("PLATFORM 3", "GATE D57", "EXIT B"), learnt;
    a sign with a word no place has ("QUIET PLEASE", "TVM 04" on a machine) names none
    unless captions keep reading it as a place (LEARNED_MIN_WEIGHT)."""
    found = []
    things = {head(label) for label in label_texts}
    for name in signed_names(caption):
        if name.split()[0] in things:
            continue  # a plate on a thing in view ("BED 14" on a hospital bed)
        # (a building's name is signed on its outside: "Building A - Maxwell Building")
        outside = bool(_BUILDING_WORDS & set(name.split()))
        weight = ELSEWHERE_WEIGHT if outside else SIGN_WEIGHT
        known = place_named(name)
        if known is not None:
            found.append(Mention(known, weight, name))
        elif _CODED_NAME.fullmatch(name) and weight == SIGN_WEIGHT:
            found.append(Mention(PlaceKind(normal_name(name), learned=True), weight, name))
    return found


class PlaceTrack:
    """Frames in, a decoded track out; decoding is cached per (frames, until)."""

    def __init__(self) -> None:
        self._frames = _Frames()
        self._cache: tuple[tuple[int, float], Track] | None = None

    def __len__(self) -> int:
        return len(self._frames.t)

    def add(
        self,
        t: float,
        x: float,
        y: float,
        caption: str,
        labels: Sequence[int],
        label_texts: Sequence[str] = (),
        z: float = 0.0,
    ) -> None:
        """One frame (frames out of time order are placed by time when decoded); the
        labels' texts keep a thing the caption dwells on from becoming a place."""
        self._frames.add(float(t), float(x), float(y), caption, labels, label_texts, float(z))

    def track(self, until: float = math.inf) -> Track:
        """The decoded track of the frames taken at or before ``until``."""
        count = int(np.count_nonzero(self._frames.t.view <= until))
        key = (len(self._frames.t), until if count < len(self._frames.t) else math.inf)
        if self._cache is not None and self._cache[0] == key:
            return self._cache[1]
        track = _decode(self._frames, until)
        self._cache = (key, track)
        return track

    def naming_times(
        self, place: PlaceKind, until: float = math.inf, scene_only: bool = False
    ) -> np.ndarray:
        """When captions by ``until`` named ``place`` (or a narrower one); ``scene_only``:
        as where the robot was, not as a place seen elsewhere or guessed at."""
        frames = self._frames
        ids = [i for i, known in enumerate(frames.places) if place.includes(known)]
        said = frames.mention_t.view <= until
        if scene_only:
            said &= frames.mention_weight.view > ELSEWHERE_WEIGHT
        return frames.mention_t.view[said & np.isin(frames.mention_place.view, ids)]


def _decode(frames: _Frames, until: float) -> Track:
    keep = frames.t.view <= until
    order = np.argsort(frames.t.view[keep], kind="stable") if not frames.in_order else None
    t = frames.t.view[keep] if order is None else frames.t.view[keep][order]
    xy = frames.xy.view[keep] if order is None else frames.xy.view[keep][order]
    storey = frames.storey.view[keep] if order is None else frames.storey.view[keep][order]
    z = frames.z.view[keep] if order is None else frames.z.view[keep][order]
    said_floor = frames.said_floor.view[keep]
    said_floor = said_floor if order is None else said_floor[order]
    ride_modes = frames.ride_mode.view[keep]
    ride_modes = ride_modes if order is None else ride_modes[order]
    count = len(t)
    if not math.isfinite(until):  # a stay that lasts, lasts until the latest frame
        until = float(t[-1]) if count else 0.0
    said = frames.mention_t.view <= until
    # (what captions said in so many words: a place's floors are judged by it alone)
    said_frame = np.searchsorted(t, frames.mention_t.view[said])
    said_place = frames.mention_place.view[said]
    said_weight = frames.mention_weight.view[said]
    mention_frame, mention_place, mention_weight = _described_as_named(
        frames,
        t,
        xy,
        storey,
        until,
        said_frame,
        said_place,
        said_weight,
        frames.mention_clause.view[said],
        frames.mention_particular.view[said],
    )
    said_indoor = _said_indoor(frames.places, mention_frame, mention_place, mention_weight, count)
    scene = mention_weight > ELSEWHERE_WEIGHT
    totals = np.bincount(mention_place, weights=mention_weight, minlength=len(frames.places))
    things = frames.labelled_things(until)
    named_after = {key: len(names) for key, names in frames.opened_before.items()}
    everywhere = _said_everywhere(
        frames.places, mention_frame[scene], mention_place[scene], xy, storey, totals, named_after
    )
    placed = frames.placed_things(until)
    scene_said = np.bincount(mention_place[scene], minlength=len(frames.places))
    needed = [
        math.inf
        if place.learned
        and (
            place.kind in things
            or index in everywhere
            or placed.get(place.kind, 0) >= max(THING_MIN_FRAMES, PLACED_SHARE * scene_said[index])
        )
        else _needed_weight(place, frames.named_properly[index] * 2 >= frames.named[index] > 0)
        for index, place in enumerate(frames.places)
    ]
    states = np.flatnonzero(totals >= np.array(needed, dtype=np.float64))
    spots = [mention_frame[scene & (mention_place == i)] for i in states.tolist()]
    groups = aliases(
        [frames.places[i] for i in states.tolist()],
        [xy[frames_of] for frames_of in spots],
        totals[states],
        [storey[frames_of] for frames_of in spots],
        [frames.named_properly[i] * 2 >= frames.named[i] > 0 for i in states.tolist()],
    )
    members = tuple(tuple(frames.places[states[i]] for i in group) for group in groups)
    leaders = [int(states[group[0]]) for group in groups]
    places = tuple(frames.places[i] for i in leaders)
    names = tuple(_name(frames.places[i], frames.words[i]) for i in leaders)
    called = tuple(  # the names people may know it by: no code or description in them
        tuple(
            dict.fromkeys(
                _name(frames.places[states[i]], frames.words[states[i]])
                for index, i in enumerate(group)
                if not index or not described(frames.places[states[i]])
            )
        )
        for group in groups
    )
    if not count or not places:
        unplaced = np.full(count, -1, dtype=np.int64)
        floor = floor_numbers(storey, z, np.zeros(count, dtype=bool), said_floor)
        return Track(
            places,
            t,
            unplaced,
            xy,
            until,
            names,
            said_indoor,
            members,
            storey,
            floor=floor,
            floor_names=_floor_names(frames, t, floor, until),
            ride_mode=ride_modes,
            z=z,
        )
    named = _mention_scores(
        frames.places, members, mention_frame, mention_place, mention_weight, count
    )
    scores = named + POOL_WEIGHT * _pooled(named, xy, storey)
    carried_frame, carried_place = _carried(frames, t, storey, until, mention_frame[scene])
    scores = np.maximum(
        scores,
        _mention_scores(
            frames.places,
            members,
            carried_frame,
            carried_place,
            np.full(len(carried_frame), CARRIED_SCORE),
            count,
            own=True,
        ),
    )
    seen = frames.label_t.view <= until
    label_frame = np.searchsorted(t, frames.label_t.view[seen])
    scores += LABEL_WEIGHT * _label_scores(
        label_frame, frames.label_id.view[seen], named, _numbered_kinds(places)
    )
    gaps = np.diff(t, prepend=t[0] - FRAME_PERIOD_S)
    weights = np.clip(gaps / FRAME_PERIOD_S, 1.0, MAX_WEIGHT)
    unnamed = np.full((count, 1), UNNAMED_SCORE)
    # "I am in a large room": somewhere, but no place the track knows of; it holds the
    # frame against being pulled into the next room by its neighbours' names and labels.
    generic = [i for i, place in enumerate(frames.places) if _vague(place)]
    vague = np.isin(mention_place, generic) & scene
    np.maximum.at(unnamed[:, 0], mention_frame[vague], GENERIC_SCORE * mention_weight[vague])
    path = _viterbi(np.hstack([scores, unnamed]) * weights[:, None], SWITCH_COST)
    state = _named_runs(np.where(path == len(places), -1, path), named)
    own = _mention_scores(
        frames.places, members, said_frame, said_place, said_weight, count, own=True
    )
    state = _on_named_storeys(state, own, storey)
    state = _off_the_floors(state, named, between_floors(t, storey, z, xy))
    side = np.array([_indoor_sign(p.indoor) for p in places] + [0], dtype=np.int8)
    said = np.stack([said_indoor > 0, said_indoor < 0], axis=1).astype(np.float64)
    by_labels = _label_scores(label_frame, frames.label_id.view[seen], said)
    placed_indoor = side[state]
    floor = floor_numbers(storey, z, placed_indoor < 0, said_floor)
    return Track(
        places,
        t,
        state.astype(np.int64),
        xy,
        until,
        names,
        said_indoor,
        members,
        storey,
        placed_indoor=placed_indoor,
        labels_indoor=by_labels[:, 0] - by_labels[:, 1],
        floor=floor,
        floor_names=_floor_names(frames, t, floor, until),
        called=called,
        ride_mode=ride_modes,
        z=z,
        on_floor_names=_on_floor_names(groups, states, frames.floor_words),
    )


def _particular(mention: Mention) -> bool:
    """Whether a mention names one place (by its words, a code or a proper name), not a
    kind of place."""
    return mention.weight > ELSEWHERE_WEIGHT and bool(mention.place.words or mention.proper)


def _carried(
    frames: _Frames, t: np.ndarray, storey: np.ndarray, until: float, scene_frames: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """The frames after each arrival a caption told of, up to the next frame that names
    where the robot is or is on another floor, and the place arrived in (CARRIED_SCORE)."""
    said = frames.arrival_t.view <= until
    arrival_frame = np.searchsorted(t, frames.arrival_t.view[said])
    places = frames.arrival_place.view[said]
    stops = np.union1d(scene_frames, np.flatnonzero(np.diff(storey) != 0) + 1)
    carried_frames, carried_places = [], []
    for frame, place in zip(arrival_frame.tolist(), places.tolist(), strict=True):
        after = int(np.searchsorted(stops, frame, side="right"))
        end = int(stops[after]) if after < len(stops) else len(t)
        carried_frames.append(np.arange(frame + 1, end))
        carried_places.append(np.full(max(0, end - frame - 1), place))
    if not carried_frames:
        return np.zeros(0, np.int64), np.zeros(0, np.int64)
    return np.concatenate(carried_frames), np.concatenate(carried_places).astype(np.int64)


def _said_in(text: str, phrase: str) -> bool:
    """Whether a mention's words are all in a phrase ("guest wing d" in "guest wing d")."""
    words = set(normal_name(text).split())
    return bool(words) and words <= set(normal_name(phrase).split())


def _definite(clause: str, mention: Mention) -> bool:
    """Whether a clause says a place as the one it is ("in the hallway", "Emma's room",
    "Room 224", the Main Reading Room), not as a sort of place ("a hall of long oak
    tables", "a concrete room"): then the clause names it."""
    if mention.weight <= ELSEWHERE_WEIGHT:
        return False
    words = " ".join(re.findall(r"[a-z0-9']+", mention.text.lower()))
    if not words:
        return False
    if re.search(rf"\b(?:a|an|some|another) (?:[a-z-]+ ){{0,3}}{re.escape(words)}\b", clause):
        return False
    return (
        mention.proper
        or coded(mention.place)
        or re.search(
            rf"\b(?:the|this|our|my|your|[a-z]+'s) (?:[a-z-]+ ){{0,2}}{re.escape(words)}\b", clause
        )
        is not None
    )


def _described_as_named(
    frames: _Frames,
    t: np.ndarray,
    xy: np.ndarray,
    storey: np.ndarray,
    until: float,
    mention_frame: np.ndarray,
    mention_place: np.ndarray,
    mention_weight: np.ndarray,
    mention_clause: np.ndarray,
    particular: np.ndarray,
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The mentions with each recurring description of a named region read as its name
    (scene_regions.py)."""
    said = frames.clause_t.view <= until
    clause_id = frames.clause_id.view[said]
    naming = np.zeros(len(frames.clause_keys), dtype=bool)
    np.logical_or.at(naming, clause_id, frames.clause_names.view[said])
    vague = np.array([_vague(place) for place in frames.places] + [False], dtype=bool)
    links = linked(
        np.searchsorted(t, frames.clause_t.view[said]),
        clause_id,
        naming,
        xy,
        storey,
        mention_frame,
        mention_place,
        mention_clause,
        particular
        & ~vague[mention_place]
        & _on_its_floors(mention_frame, mention_place, mention_weight, storey),
    )
    kept = ~links.replaced
    return (
        np.concatenate([mention_frame[kept], links.frame]),
        np.concatenate([mention_place[kept], links.place]),
        np.concatenate([mention_weight[kept], links.weight]),
    )


def _on_its_floors(
    mention_frame: np.ndarray, mention_place: np.ndarray, weight: np.ndarray, storey: np.ndarray
) -> np.ndarray:
    """Per mention, whether it was said on a floor that holds at least FLOOR_SHARE of the
    scene weight its place was said with on its floor said most (a lounge downstairs,
    named now and then upstairs, names nothing upstairs; _on_named_storeys)."""
    scene = weight > ELSEWHERE_WEIGHT
    spots, inverse = np.unique(
        np.column_stack([mention_place, storey[mention_frame]]), axis=0, return_inverse=True
    )
    inverse = inverse.reshape(-1)
    per_spot = np.bincount(inverse, weights=np.where(scene, weight, 0.0), minlength=len(spots))
    most = np.zeros(int(mention_place.max(initial=0)) + 1)
    np.maximum.at(most, spots[:, 0], per_spot)
    on_floor: np.ndarray = per_spot[inverse] >= FLOOR_SHARE * most[mention_place]
    return on_floor


def _on_floor_names(
    groups: Sequence[Sequence[int]],
    states: np.ndarray,
    floor_words: Sequence[Mapping[tuple[int, str], int]],
) -> dict[tuple[int, int], str]:
    """Per (state, storey), the name with a floor beside it its members were given most on
    that storey."""
    named: dict[tuple[int, int], str] = {}
    for state, group in enumerate(groups):
        counts: dict[tuple[int, str], int] = {}
        for member in group:
            for key, count in floor_words[int(states[member])].items():
                counts[key] = counts.get(key, 0) + count
        for storey, text in sorted(counts, key=lambda key: (-counts[key], key[1])):
            named.setdefault((state, storey), text)
    return named


def _floor_names(frames: _Frames, t: np.ndarray, floor: np.ndarray, until: float) -> dict[str, int]:
    """Each floor name captions gave by ``until`` (at least FLOOR_NAME_FRAMES times) and
    the floor most of its frames were on, if FLOOR_NAME_SHARE of them were."""
    said = frames.floor_name_t.view <= until
    if not len(t) or not said.any():
        return {}
    on = floor[np.clip(np.searchsorted(t, frames.floor_name_t.view[said]), 0, len(t) - 1)]
    ids = frames.floor_name_id.view[said]
    named = {}
    for name, index in frames.floor_name_ids.items():
        floors, counts = np.unique(on[ids == index], return_counts=True)
        if counts.sum() >= FLOOR_NAME_FRAMES and counts.max() >= FLOOR_NAME_SHARE * counts.sum():
            named[name] = int(floors[np.argmax(counts)])
    return named


def _said_everywhere(
    places: Sequence[PlaceKind],
    mention_frame: np.ndarray,
    mention_place: np.ndarray,
    xy: np.ndarray,
    storey: np.ndarray,
    totals: np.ndarray,
    named_after: Mapping[str, int],
) -> set[int]:
    """The learnt names said as the scene all over the route: in EVERYWHERE_SHARE of its
    cells, or in the cells of most other places' names (SHARED_NAMES_SHARE; "a lull in
    play", said wherever nothing was in view): a caption template's words, not a place."""
    spots = np.column_stack([np.floor(xy / CAPTION_CELL_M), storey]).astype(np.int64)
    cells = np.unique(spots, axis=0, return_inverse=True)[1].reshape(-1)
    visited = int(cells.max()) + 1 if len(cells) else 0
    if visited < EVERYWHERE_MIN_CELLS:
        return set()  # a short run in a few rooms: one name may rightly cover it
    named = [i for i in np.unique(mention_place).tolist() if totals[i] >= LEARNED_MIN_WEIGHT]
    cells_of = {i: set(cells[mention_frame[mention_place == i]].tolist()) for i in named}
    ruling = _most_said(cells[mention_frame], mention_place, named)
    everywhere = set()
    for index in named:
        if not places[index].learned:
            continue
        own = cells_of[index]
        shared = sum(1 for other in named if other != index and cells_of[other] & own)
        rules = sum(1 for cell in own if ruling[cell] == index)
        opener = named_after.get(places[index].kind, 0) >= NAMED_AFTER_OPENER
        own_ground = rules > OWN_GROUND_SHARE * len(own) and not opener
        if not own_ground and (
            len(own) > EVERYWHERE_SHARE * visited
            or (len(named) > SHARED_NAMES_MIN and shared > SHARED_NAMES_SHARE * (len(named) - 1))
        ):
            everywhere.add(index)
    return everywhere


def _most_said(cell: np.ndarray, place: np.ndarray, named: Sequence[int]) -> dict[int, int]:
    """Per cell, the name (of ``named``) said as the scene in most of its frames."""
    counts: dict[int, dict[int, int]] = {}
    wanted = set(named)
    for spot, said in zip(cell.tolist(), place.tolist(), strict=True):
        if said in wanted:
            tally = counts.setdefault(spot, {})
            tally[said] = tally.get(said, 0) + 1
    return {spot: max(tally, key=tally.__getitem__) for spot, tally in counts.items()}


def _between(t: np.ndarray, index: int) -> float:
    """Half-way between frame ``index`` and the next."""
    return (float(t[index]) + float(t[index + 1])) / 2.0


def _named_runs(state: np.ndarray, named: np.ndarray) -> np.ndarray:
    """The path with short runs that no frame's own caption names taken out: a few
    frames pulled into the next room by its labels and its frames' names are not a
    visit (a long run of a place's typical things is)."""
    state = state.copy()
    start = 0
    while start < len(state):
        end = start
        while end + 1 < len(state) and state[end + 1] == state[start]:
            end += 1
        place = int(state[start])
        short = end - start + 1 < UNNAMED_RUN_FRAMES
        if place >= 0 and short and not (named[start : end + 1, place] > ELSEWHERE_WEIGHT).any():
            state[start : end + 1] = -1
        start = end + 1
    return state


def _on_named_storeys(state: np.ndarray, named: np.ndarray, storey: np.ndarray) -> np.ndarray:
    """The path with frames taken out of places on floors where captions never say the
    robot is in them and hardly mention them (less than FLOOR_SHARE of the weight of the
    floor they are mentioned on most; by their own names): a silent ride in the lift and
    a walk along the hallway upstairs do not continue the garage the robot left
    downstairs, nor does a sign upstairs pointing to it; a ward on every floor stays on
    every floor. A frame taken out whose caption names another place as the scene is in
    that one (a "corridor" fits the "pool hall" too, but says the corridor)."""
    state = state.copy()
    said = np.where(named.max(axis=1, initial=0.0) > ELSEWHERE_WEIGHT, named.argmax(axis=1), -1)
    for place in np.unique(state[state >= 0]).tolist():
        mentioned = named[:, place] > 0
        floors, inverse = np.unique(storey[mentioned], return_inverse=True)
        weights = np.bincount(inverse, weights=named[mentioned, place], minlength=len(floors))
        scene = np.unique(storey[named[:, place] > ELSEWHERE_WEIGHT])
        shared = floors[weights >= FLOOR_SHARE * weights.max()] if len(floors) else floors
        dropped = (state == place) & ~np.isin(storey, np.union1d(scene, shared))
        state[dropped] = said[dropped]
    return state


def _off_the_floors(state: np.ndarray, named: np.ndarray, riding: np.ndarray) -> np.ndarray:
    """The path with the frames taken riding between floors in no place, unless their own
    caption names the place they are in: a silent lift car is not the corridor the robot
    stepped out of, nor the corridor of each floor it passes."""
    silent = named.max(axis=1, initial=0.0) <= ELSEWHERE_WEIGHT
    return np.where(riding & silent, -1, state)


def _thing_name(label: str) -> str:
    """A label's learnt-name key without the colours and states in front ("green
    nightstand" -> "nightstand")."""
    words = normal_name(label).split()
    while len(words) > 1 and describing(words[0]):
        words.pop(0)
    return " ".join(words)


def _vague(place: PlaceKind) -> bool:
    """A bare "room" or "area": no particular place, however often said."""
    return place.kind in VAGUE_PLACE_HEADS and not place.words and not place.learned


def _needed_weight(place: PlaceKind, proper: bool) -> float:
    """The scene weight that makes a name a place (a learnt name must be used a few
    times, unless it carries a room code: "3.03" names no thing, or is written as a
    proper name: "entered Indoor Pool"; a vague one never is)."""
    if place.learned and not coded(place) and not proper:
        return LEARNED_MIN_WEIGHT
    return math.inf if _vague(place) else MIN_PLACE_WEIGHT


def _indoor_sign(indoor: bool | None) -> int:
    """1 for a place indoors, -1 outdoors, 0 for one that may be either (a walkway)."""
    return 0 if indoor is None else (1 if indoor else -1)


def _said_indoor(
    known: Sequence[PlaceKind], frame: np.ndarray, place: np.ndarray, weight: np.ndarray, count: int
) -> np.ndarray:
    """Per frame: 1 if its strongest mention (a scene's or a later one, not a place seen
    elsewhere) names an indoor place, -1 an outdoor one, else 0."""
    sign = np.array([_indoor_sign(p.indoor) for p in known] + [0], dtype=np.int8)
    strongest = np.zeros(count)
    said = np.zeros(count, dtype=np.int8)
    for row, kind, value in zip(frame.tolist(), place.tolist(), weight.tolist(), strict=True):
        if value > ELSEWHERE_WEIGHT and value > strongest[row]:
            strongest[row], said[row] = value, sign[kind]
    return said


def _name(place: PlaceKind, words: dict[str, int]) -> str:
    """The commonest words captions named the place with, and its own picking words."""
    said = max(words, key=words.__getitem__) if words else place.kind
    if said.startswith("where "):  # "a place where vehicles come and go": said as such
        said = f"place {said}"
    # (a number said in words is said: "hall four" is hall 4, not "4 hall four")
    numbers = {NUMBER_WORDS.get(word, word) for word in said.split()}
    picked = " ".join(w for w in sorted(place.words) if w not in said and w not in numbers)
    return f"{picked} {said}".strip()


def _mention_scores(
    known: Sequence[PlaceKind],
    members: Sequence[Sequence[PlaceKind]],
    frame: np.ndarray,
    place: np.ndarray,
    weight: np.ndarray,
    count: int,
    own: bool = False,
) -> np.ndarray:
    """Per frame and state: the weight of the best mention that fits it (a mention of
    "garden" fits every garden; of "back garden", only that one; of any of a state's
    names, that state; of a bare "room", none); ``own``: of one of the state's own names
    only (not a broader one: "a ward" is said of every ward, on every floor)."""
    fitting = np.array(
        [
            [(m in names) if own else (not _vague(m) and fits(m, names)) for names in members]
            for m in known
        ],
        dtype=bool,
    )
    rows, columns = np.nonzero(fitting[place])
    scores = np.zeros((count, len(members)))
    np.maximum.at(scores, (frame[rows], columns), weight[rows])
    return scores


def storey_of(z: float) -> int:
    """The floor a height is on, counted in STOREY_M from the map's zero."""
    return round(z / STOREY_M) if math.isfinite(z) else 0


def _pooled(scores: np.ndarray, xy: np.ndarray, storey: np.ndarray) -> np.ndarray:
    """Per frame, the mean score of the other frames on its floor in its POOL_CELL_M grid
    cell and the eight around it (frames within 1-3 cells: close enough to share a room)
    whose captions name a place."""
    floors = np.unique(storey)
    if len(floors) == 1:
        return _pooled_on_floor(scores, xy)
    pooled = np.zeros_like(scores)
    for floor in floors:
        on = storey == floor
        pooled[on] = _pooled_on_floor(scores[on], xy[on])
    return pooled


def _pooled_on_floor(scores: np.ndarray, xy: np.ndarray) -> np.ndarray:
    cells = np.floor(xy / POOL_CELL_M).astype(np.int64)
    keys, inverse = np.unique(cell_keys(cells), return_inverse=True)
    inverse = inverse.reshape(-1)
    order = np.argsort(inverse, kind="stable")
    sums = np.zeros((len(keys) + 1, scores.shape[1]))  # the last row: no such cell
    sums[:-1] = np.add.reduceat(
        scores[order], np.searchsorted(inverse[order], np.arange(len(keys))), axis=0
    )
    named_here = (scores.max(axis=1) > 0).astype(np.float64)  # frames whose captions name
    counts = np.append(np.bincount(inverse, weights=named_here, minlength=len(keys)), 0.0)
    firsts = np.zeros(len(keys), dtype=np.int64)
    firsts[inverse] = np.arange(len(inverse))
    key_cells = cells[firsts]
    around_sums = np.zeros((len(keys), scores.shape[1]))
    around_counts = np.zeros(len(keys))
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            wanted = cell_keys(key_cells + np.array([dx, dy]))
            at = np.clip(np.searchsorted(keys, wanted), 0, len(keys) - 1)
            at = np.where(keys[at] == wanted, at, len(keys))
            around_sums += sums[at]
            around_counts += counts[at]
    others = around_counts[inverse] - named_here
    pooled = (around_sums[inverse] - scores) / np.maximum(others, 1.0)[:, None]
    return np.where(others[:, None] > 0, pooled, 0.0)


def _numbered_kinds(places: Sequence[PlaceKind]) -> np.ndarray:
    """Per place, an id shared by the places whose names differ only by a number or a code
    ("class 1a", "class 5c"; "room 104", "room 312"): rooms of one kind, which hold the
    same kinds of things however seldom captions named each."""
    keys: dict[str, int] = {}
    ids: list[int] = []
    for place in places:
        words = (*place.kind.split(), *sorted(place.words))
        key = " ".join(w for w in words if not any(c.isdigit() for c in w)) if coded(place) else ""
        ids.append(keys.setdefault(key or f"#{len(ids)}", len(keys)))
    return np.array(ids, dtype=np.int64)


def _label_scores(
    frame_of: np.ndarray, label_of: np.ndarray, named: np.ndarray, kinds: np.ndarray | None = None
) -> np.ndarray:
    """Per frame and place, the capped log-odds of its labels for the place, learnt from
    the frames whose captions name one place (naive Bayes, add-one smoothing); a place's
    rates start from those of its ``kinds`` (numbered rooms of one kind, _numbered_kinds),
    so a classroom named once still holds what classrooms hold."""
    count, states = named.shape
    placed = np.full(count, -1)
    strongest = named.max(axis=1)
    clear = (strongest > 0) & ((named == strongest[:, None]).sum(axis=1) == 1)
    placed[clear] = named[clear].argmax(axis=1)
    if not len(label_of) or not clear.any():
        return np.zeros((count, states))
    vocabulary = int(label_of.max()) + 1
    in_place = placed[frame_of]
    known = in_place >= 0
    pairs = in_place[known] * vocabulary + label_of[known]
    together = np.bincount(pairs, minlength=states * vocabulary).reshape(states, vocabulary)
    per_label = together.sum(axis=0)
    frames_in = np.bincount(placed[clear], minlength=states).astype(np.float64)
    placed_frames = frames_in.sum()
    frames_out = placed_frames - frames_in
    # smoothed towards the label's rate over all placed frames: a place with few placed
    # frames says little either way
    rate = (per_label + 1.0) / (placed_frames + 2.0)
    if kinds is not None:  # what the place's numbered siblings hold, as its prior
        kind_together = np.zeros((int(kinds.max()) + 1, vocabulary))
        np.add.at(kind_together, kinds, together)
        kind_frames = np.bincount(kinds, weights=frames_in)[:, None]
        rate = (kind_together + LABEL_PRIOR_FRAMES * rate) / (kind_frames + LABEL_PRIOR_FRAMES)
        rate = rate[kinds]
    inside = (together + LABEL_PRIOR_FRAMES * rate) / (frames_in[:, None] + LABEL_PRIOR_FRAMES)
    outside = (per_label[None, :] - together + LABEL_PRIOR_FRAMES * rate) / (
        frames_out[:, None] + LABEL_PRIOR_FRAMES
    )
    odds = np.clip(np.log(inside / outside), -LABEL_CAP, LABEL_CAP)
    odds[:, per_label < LABEL_MIN_COUNT] = 0.0
    order = np.argsort(frame_of, kind="stable")  # already in order unless frames came late
    frames, starts = np.unique(frame_of[order], return_index=True)
    scores = np.zeros((count, states))
    scores[frames] = np.add.reduceat(odds[:, label_of[order]].T, starts, axis=0)
    return scores


def _viterbi(scores: np.ndarray, switch: float) -> np.ndarray:
    """The state path maximising the summed scores minus ``switch`` per change. The only
    way into a state is from itself or from the best state, so a step is four in-place
    numpy calls on one row, whatever the number of states."""
    frames, states = scores.shape
    total = scores[0].copy()
    switched = np.zeros((frames, states), dtype=bool)
    best = np.zeros(frames, dtype=np.int64)
    for row in range(1, frames):
        leader = int(total.argmax())
        moved = total[leader] - switch
        np.less(total, moved, out=switched[row])
        np.maximum(total, moved, out=total)
        total += scores[row]
        best[row] = leader
    path = np.empty(frames, dtype=np.int64)
    state = int(total.argmax())
    for row in range(frames - 1, -1, -1):
        path[row] = state
        if switched[row, state]:
            state = int(best[row])
    return path
