"""The retrieval tools of EmbodiedLGR-Agent, over one Memory.

Graph tools (semantic, closest, positional, temporal, near) are tried first;
the ReMEmbR-style caption tools are the fallback. Every tool returns typed hits.
A graph tool returns at most one hit per object (objects.py): a thing the VLM
named three ways is one answer, with the object's position and sightings.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from memory_core.caption_index import CaptionSearch
from memory_core.clock import resolve_time, timezone_from_name
from memory_core.floor_changes import FloorChange, floor_changes
from memory_core.journal import JournalFrame
from memory_core.labels import normalize_label
from memory_core.lexicon import other_names
from memory_core.memory import Memory
from memory_core.place_aliases import coded, name_codes
from memory_core.place_names import WHOLE_FLOOR, PlaceKind, place_named
from memory_core.place_track import Stay, Track
from memory_core.places import Stretch
from memory_core.stops import Stop, stops
from memory_core.types import CaptionHit, Entity, EntityHit, MemoryKind

# "What colour was it?", "what did the sign say?": the captions of this many sightings.
CAPTIONS_PER_OBJECT = 20
# The frames that saw a thing vote for the room it is in, the nearer the more (a kitchen's
# fridge seen through the door from the hall): weight 1 / (PLACE_VOTE_NEAR_M + metres)^2.
PLACE_VOTE_NEAR_M = 0.5
# A question's name for a place that no caption used is the place whose names mean the
# same at least this much under MiniLM ("boat gallery" / "maritime gallery" 0.81, "milk
# aisle" / "dairy aisle" 0.90; "photo gallery" / "boat gallery" 0.66, "dairy aisle" /
# "drinks aisle" 0.54), and this much more than any other place's.
PLACE_MEANING_SIMILARITY = 0.72
PLACE_MEANING_MARGIN = 0.05


@dataclass(frozen=True)
class PlacedHit:
    """A graph hit and the place it is in ("the bed": the bedroom), as captions name it."""

    hit: EntityHit
    place: PlaceKind | None
    name: str


class MemoryTools:
    """Text-in, hits-out tools; questions and labels are embedded with the memory's model."""

    def __init__(self, memory: Memory) -> None:
        self.memory = memory
        self.graph = memory.graph
        self.retrieval = memory.config.retrieval
        self.zone = timezone_from_name(memory.config.time.timezone)
        self._words: frozenset[str] = frozenset()
        self._label_count = -1

    def _k(self, k: int | None) -> int:
        return self.retrieval.k if k is None else k

    def _embed(self, text: str) -> np.ndarray:
        return self.memory.embedder.encode_one(text)

    @staticmethod
    def _names(text: str) -> tuple[str, ...]:
        """The query and its everyday synonyms ("telly": "television", "tv"): labels naming
        any of them match (objects.KindTable.naming) where MiniLM rates such pairs below
        any useful threshold. Only the query itself is compared by embedding: "soda
        machine" is a vending machine, and a "coffee machine" alike to it is not."""
        return other_names(normalize_label(text))

    def resolve_time(self, t: float | str) -> float:
        """POSIX seconds for a number, ISO date-time or clock time (relative to the latest
        frame, the asker's default now: the journal serves only frames with readable times,
        where the graph may hold a millisecond sighting an older version stored)."""
        last = self.memory.last_frame()
        return resolve_time(t, self.zone, last.t if last else 0.0)

    # ------------------------------------------------ what the memory holds, read under its lock

    def last_frame(self, by: float | None = None) -> JournalFrame | None:
        """The robot's latest frame (by ``by``, when given): where and when it last was."""
        return self.memory.last_frame() if by is None else self.memory.last_frame_by(by)

    def frame_labels(self, t: float) -> list[str]:
        """The labels of the frame taken at ``t``."""
        return self.memory.frame_labels(t)

    def frames_between(self, start: float, end: float) -> list[JournalFrame]:
        """The frames taken from ``start`` to ``end``: poses, labels and their bearings."""
        return self.memory.frames_between(start, end)

    def labels_between(self, start: float, end: float) -> list[tuple[float, list[str]]]:
        """The frames taken from ``start`` to ``end``: each one's time and labels."""
        return self.memory.labels_between(start, end)

    def time_span(self) -> tuple[float, float] | None:
        """The first and last moment the graph holds, or None when it holds nothing."""
        with self.memory.lock:
            return self.graph.time_span()

    def label_words(self) -> frozenset[str]:
        """Every word of every label in memory (kept until a label is added): a typo in a
        question's thing is repaired to one of them."""
        labels = self.graph.labels
        if self._label_count != len(labels):
            with self.memory.lock:
                self._words = frozenset(word for text in labels.texts for word in text.split())
                self._label_count = len(labels)
        return self._words

    def place_track(self, until: float) -> Track:
        """The room track (places, floors, stays) as the captions up to ``until`` tell it."""
        return self.memory.place_track(until)

    # ---------------------------------------------- facts about one object a hit stands for

    def sighting_times(self, hit: EntityHit, until: float) -> list[float]:
        """When the hit's object was seen (by any of its names) up to ``until``, oldest first."""
        with self.memory.lock:
            return self.graph.object_sighting_times(self.graph.object_of(hit.entity.id), until)

    def first_seen(self, hit: EntityHit) -> float:
        """When the hit's object was first seen, by any of its names."""
        with self.memory.lock:
            return self.graph.object_first_seen(self.graph.object_of(hit.entity.id))

    def last_seen(self, hit: EntityHit, until: float) -> float | None:
        """The hit's object's latest sighting not after ``until``, by any of its names."""
        with self.memory.lock:
            graph = self.graph
            return graph.object_last_seen_at_or_before(graph.object_of(hit.entity.id), until)

    def object_position(self, entity: Entity) -> tuple[float, float, float]:
        """Where the entity's object is, from all its sightings (a first sighting from afar
        put its node where the robot stood, tens of metres off)."""
        with self.memory.lock:
            return self.graph.object_position(self.graph.object_of(entity.id))

    def sighting(self, hit: EntityHit, first: bool, until: float) -> tuple[Entity, float]:
        """The node of the hit's object seen first (or last, by ``until``), and when."""
        with self.memory.lock:
            graph = self.graph
            members = [
                graph.entity(member)
                for member in graph.object_members(graph.object_of(hit.entity.id))
            ]
            if first:
                earliest = min(members, key=lambda entity: entity.first_seen)
                return earliest, earliest.first_seen
            seen = [(graph.last_seen_at_or_before(e.id, until) or -math.inf, e) for e in members]
            latest, entity = max(seen, key=lambda pair: pair[0])
            return entity, latest

    # ----------------------------------------------------------------- graph

    def semantic_search(
        self,
        query: str,
        k: int | None = None,
        min_score: float | None = None,
        before: float | None = None,
    ) -> list[EntityHit]:
        """Objects whose label means the most like ``query`` (score: cosine similarity);
        optionally only labels scoring >= ``min_score`` and nodes first seen by ``before``."""
        vector = self._embed(query)
        with self.memory.lock:
            return self.graph.semantic_search(
                vector, self._k(k), min_score, before, per_object=True, names=self._names(query)
            )

    def closest(
        self,
        query: str,
        xyz: Sequence[float],
        k: int | None = None,
        min_score: float | None = None,
        before: float | None = None,
    ) -> list[EntityHit]:
        """Objects matching ``query`` nearest to ``xyz`` (score: distance in metres), among
        those matching about as well as the best match (retrieval.closest_margin)."""
        vector = self._embed(query)
        threshold = self.retrieval.min_similarity if min_score is None else min_score
        x, y, z = (float(v) for v in xyz)
        margin = self.retrieval.closest_margin
        with self.memory.lock:
            return self.graph.closest_matching(
                vector,
                (x, y, z),
                self._k(k),
                threshold,
                before,
                margin,
                per_object=True,
                names=self._names(query),
            )

    def positional_search(
        self, x: float, y: float, z: float = 0.0, k: int | None = None
    ) -> list[EntityHit]:
        """Objects seen from nearest a point in the map frame (score: distance in metres)."""
        with self.memory.lock:
            return self.graph.positional_search(x, y, z, self._k(k), per_object=True)

    def temporal_search(self, t: float | str, k: int | None = None) -> list[EntityHit]:
        """Objects seen closest to a time: POSIX seconds or 'HH:MM[:SS]' (score: |Δt| s)."""
        with self.memory.lock:
            return self.graph.temporal_search(self.resolve_time(t), self._k(k), per_object=True)

    def confirmed_sightings(self, hit: EntityHit, until: float) -> int:
        """How many frames had shown the hit's object by ``until``."""
        with self.memory.lock:
            return self.graph.object_sightings_until(self.graph.object_of(hit.entity.id), until)

    def confirmed(
        self, hits: Sequence[EntityHit], sightings: int, until: float | None = None
    ) -> list[EntityHit]:
        """The hits whose object had been seen in at least ``sightings`` frames by ``until``
        (default: now), or all of them when none had: a VLM names absent things in a few %
        of frames, so a thing seen more often is the safer answer when there is one."""
        moment = math.inf if until is None else until
        with self.memory.lock:
            graph = self.graph
            sure = [
                hit
                for hit in hits
                if graph.object_sightings_until(graph.object_of(hit.entity.id), moment) >= sightings
            ]
        return sure or list(hits)

    def object_labels(self, entity_id: int, until: float = math.inf) -> list[tuple[str, int]]:
        """Every label the entity's object was named by, with that node's sightings by
        ``until``: "a white cupboard" three times, "a cupboard" five."""
        with self.memory.lock:
            graph = self.graph
            members = graph.object_members(graph.object_of(entity_id))
            labels = graph.labels
            ids = graph.label_ids()
            return [
                (labels.text(int(ids[m])), graph.sightings_until(m, until))
                for m in members
                if graph.sightings_until(m, until)
            ]

    def least_count(self, hits: Sequence[EntityHit], windows: Sequence[tuple[float, float]]) -> int:
        """How many things of the hits' objects there are at least, by the frames taken
        within ``windows`` ((start, end) times), read once: the most seen at once in one
        frame, or the number of spots their boxed sightings put them in, whichever is more.
        The object layer joins things nearer than the object radius (two benches a metre
        apart) and the write rule look-alikes within 5 m; their frames still tell them
        apart.

        In one frame, labels of those objects whose lines of sight differ by less than
        SAME_THING_RAD are one thing named twice ("green park bench" and "bench" on one
        box); without bearings, only a label repeated in a frame counts twice. A boxed
        sighting is a point on its line of sight at the range its box height says (the
        kind's scale, ranging.py); points closer than a share of their range are one
        thing, counted once two sightings put it there."""
        with self.memory.lock:
            graph = self.graph
            ids = graph.label_ids()
            wanted = {
                int(ids[member])
                for hit in hits
                for member in graph.object_members(graph.object_of(hit.entity.id))
            }
            scales = {label: graph.range_scale(label) for label in wanted}
        most = 0
        points: list[tuple[float, float, float]] = []
        for start, end in windows:
            for frame in self.memory.frames_between(start, end):
                most = max(most, _things_in_view(frame, wanted))
                points += _placed_sightings(frame, scales)
        return max(most, _apart(points))

    def near(
        self,
        query: str,
        anchor_query: str,
        radius: float | None = None,
        k: int | None = None,
        min_score: float | None = None,
        before: float | None = None,
        confirmed: int = 1,
    ) -> list[EntityHit]:
        """Objects matching ``query`` within ``radius`` m of an entity matching
        ``anchor_query`` (score: distance to that anchor in metres); both must match at
        ``min_score``. What counts as near: ``MemoryGraph.near``."""
        radius = self.retrieval.near_radius_m if radius is None else radius
        threshold = self.retrieval.min_similarity if min_score is None else min_score
        query_vector, anchor_vector = self._embed(query), self._embed(anchor_query)
        with self.memory.lock:
            return self.graph.near(
                (query_vector, self._names(query)),
                (anchor_vector, self._names(anchor_query)),
                radius,
                self._k(k),
                threshold,
                before,
                confirmed,
            )

    # ---------------------------------------------------------------- places

    def place_stays(self, place: str, until: float) -> list[Stay]:
        """The robot's stays in the place a phrase names ("the backyard", "a ward") up to
        ``until``, oldest first (place_track.py); none if the phrase names no place."""
        track = self.memory.place_track(until)
        kind = self._place_kind(place, track)
        return [] if kind is None else track.stays(kind)

    def place_naming_times(self, place: str, until: float) -> list[float]:
        """When captions by ``until`` said the robot was in the place a phrase names, even
        if too briefly for the room track to hold a stay there ("3.03: nothing close by")."""
        track = self.memory.place_track(until)
        kind = self._place_kind(place, track)
        return [] if kind is None else self.memory.place_naming_times(kind, until)

    def floor_named(self, phrase: str, until: float) -> int | None:
        """The floor (floors.py's count) a phrase names: by this memory's captions' own
        name for it ("the promenade deck"), else by its number ("deck 4", "the second
        floor"); None for no one floor ("upstairs")."""
        track = self.memory.place_track(until)
        kind = _floors_named(phrase, track) or place_named(phrase)
        return None if kind is None or kind.above else kind.floor

    def _place_kind(self, phrase: str, track: Track) -> PlaceKind | None:
        """The place a phrase names: by the lexicon's names or this memory's learnt ones;
        when those name no place the robot was in, the place whose captions' names mean
        the same ("the boat gallery" for a "maritime gallery", "the milk aisle" for the
        "dairy aisle"), if one stands out."""
        kind = _floors_named(phrase, track) or place_named(phrase) or track.learned(phrase)
        if kind is None or (kind.learned and coded(kind)):  # a bare code: its plate's name
            plated = self._on_door_plate(phrase, track)
            if plated is not None:
                return plated
        whole_floor = kind is not None and kind.kind == WHOLE_FLOOR
        if kind is not None and not whole_floor:
            kind = track.said_with(kind, phrase)
        if (kind is not None and (whole_floor or track.matching(kind))) or not track.places:
            return kind
        if (learned := track.learned(phrase)) is not None:  # "room 2.05": the learnt "2.05"
            return learned
        codes = name_codes(phrase)  # "exit a" means no "exit b", however alike they read
        every_name = track.all_names()
        other_codes = {
            state
            for state, name in every_name
            if codes and (other := name_codes(name)) and not codes & other
        }
        names = [(state, name) for state, name in every_name if state not in other_codes]
        if not names:
            return kind
        vectors = self.memory.embedder.encode_cached([phrase, *(name for _, name in names)])
        similarity = vectors[1:] @ vectors[0]
        best = np.full(len(track.places), -1.0)
        np.maximum.at(best, [state for state, _ in names], similarity)
        ranked = np.argsort(-best)
        first = int(ranked[0])
        second = float(best[ranked[1]]) if len(ranked) > 1 else -1.0
        if best[first] >= PLACE_MEANING_SIMILARITY and best[first] - second >= PLACE_MEANING_MARGIN:
            meant = track.places[first]  # on the floor the phrase named, if it named one
            return meant if kind is None or kind.floor is None else replace(meant, floor=kind.floor)
        return kind

    def _on_door_plate(self, phrase: str, track: Track) -> PlaceKind | None:
        """The place a room code in the phrase ("room L1-12") is, by a sign captions quoted
        with that code and a place's name ("L1-12 MICROFILM ROOM"): rooms carry their code
        and name on one plate, where captions rarely say both. None when no quoted sign
        holds the code beside a name the robot was in."""
        for code in _ROOM_CODE.findall(phrase.lower()):
            for hit in self.captions_saying(code, track.until, PLATE_CAPTIONS):
                for quoted in _QUOTED.findall(hit.caption):
                    words = quoted.lower().split()
                    if code not in words:
                        continue
                    named = " ".join(word for word in words if word != code)
                    kind = place_named(named) or track.learned(named) if named else None
                    if kind is not None and track.matching(kind):
                        return kind
        return None

    def place_mentions(self, place: str, until: float) -> list[PlaceKind]:
        """The place, if any caption by ``until`` named it or a narrower one (the robot
        was there or looked into it), else nothing. A name no lexicon holds is a place
        when this memory's captions made it one ("the book stacks")."""
        track = self.memory.place_track(until)  # brings the track up to date
        kind = self._place_kind(place, track)
        if kind is None:
            return []
        return [kind] if self.memory.place_named(kind, until) else []

    def places_of(self, hits: Sequence[EntityHit], until: float) -> list[PlacedHit]:
        """The place each hit's object is in: where the robot was when it saw it, and when
        it passed close to it, the frames nearest the thing counting most (a kitchen's
        fridge seen from the hall through the door is still in the kitchen)."""
        track = self.memory.place_track(until)
        placed = []
        with self.memory.lock:
            graph = self.graph
            for hit in hits:
                entity = hit.entity
                members = graph.object_members(graph.object_of(entity.id))
                times = [t for m in members for t in graph.sightings(m) if t <= until]
                place = None
                if len(track.t):
                    # the frames it was seen from, and every frame taken close to it
                    seen_from = track.frames_at(times) if times else np.zeros(0, np.int64)
                    frames = np.concatenate(
                        [seen_from, track.frames_within(entity.x, entity.y, entity.z)]
                    )
                    gaps = np.hypot(*(track.xy[frames] - (entity.x, entity.y)).T)
                    known = track.state[frames] >= 0
                    if known.any():
                        weights = 1.0 / (PLACE_VOTE_NEAR_M + gaps[known]) ** 2
                        votes = np.bincount(track.state[frames][known], weights=weights)
                        place = track.places[int(np.argmax(votes))]
                spoken = track.spoken(place, entity.z) if place else ""
                placed.append(PlacedHit(hit, place, spoken))
        return placed

    def place_name(self, place: PlaceKind, until: float, at: float | None = None) -> str:
        """What captions called the place, and its other names (Track.spoken); on the floor
        the robot was on at time ``at``, if given."""
        track = self.memory.place_track(until)
        if at is None or not len(track.t):
            return track.spoken(place)
        return track.spoken(place, track.height(int(track.frames_at([at])[0])))

    def place_at(self, t: float, until: float) -> list[PlaceKind]:
        """The place the robot was in at ``t`` (the room track up to ``until``): none, or
        one."""
        track = self.memory.place_track(until)
        if not len(track.t) or t < track.t[0]:
            return []
        place = track.place_at(int(track.frames_at([t])[0]))
        return [] if place is None else [place]

    def stops(self, until: float, place: str | None = None) -> list[Stop]:
        """Times the robot stood still up to ``until`` (stops.py), optionally only those
        mostly in the place a phrase names."""
        track = self.memory.place_track(until)
        found = stops(track.t, track.xy)
        if place is None:
            return found
        kind = self._place_kind(place, track)
        if kind is None:
            return []
        wanted = np.isin(np.arange(len(track.places) + 1), track.matching(kind))
        return [
            stop for stop in found if wanted[track.state[stop.first : stop.last + 1]].mean() >= 0.5
        ]

    def floor_changes(self, until: float) -> list[FloorChange]:
        """The robot's rides between floors up to ``until`` (floor_changes.py), oldest
        first: from the heights of the poses the frames were taken at; floors numbered as
        people count them (floors.py: 0 is the ground floor) where the track knows them."""
        track = self.memory.place_track(until)
        if track.storey is None:
            return []
        rides = floor_changes(track.t, track.storey, track.ride_mode, track.z, track.xy)
        if track.floor is None or not len(track.floor):
            return rides
        floor = track.floor
        last = len(floor) - 1
        return [
            replace(
                ride,
                before=int(floor[min(last, int(np.searchsorted(track.t, ride.start)))]),
                after=int(floor[min(last, int(np.searchsorted(track.t, ride.end)))]),
            )
            for ride in rides
        ]

    # -------------------------------------------------------------- captions

    def captions_of(
        self, hits: Sequence[EntityHit], until: float, per_object: int = CAPTIONS_PER_OBJECT
    ) -> list[CaptionHit]:
        """The captions of the frames the hits' objects were seen in by ``until`` (the
        latest ``per_object`` of each): what the captioner said while it was in view."""
        with self.memory.lock:
            graph = self.graph
            times: set[float] = set()
            for hit in hits:
                members = graph.object_members(graph.object_of(hit.entity.id))
                seen = sorted({t for m in members for t in graph.sightings(m) if t <= until})
                times.update(seen[-per_object:])
        found: dict[int, CaptionHit] = {}
        for t in sorted(times):
            for caption in self.memory.captions_near_time(t, 1):
                if caption.t == t:
                    found[caption.id] = replace(caption, score=0.0, measure="none")
        return list(found.values())

    def indoor_stretches(self, until: float, mentioning: str | None = None) -> list[Stretch]:
        """Times spent inside buildings (from the captions' place track), oldest first."""
        return self.memory.indoor_stretches(until, mentioning)

    def _captions(self) -> CaptionSearch:
        if self.memory.caption_search is None:
            raise RuntimeError(
                "caption tools need a memory opened for writing or following "
                "(Memory.open(dir, readonly=True, follow=True))"
            )
        return self.memory.caption_search

    def captions_by_text(
        self, query: str, k: int | None = None, before: float | None = None
    ) -> list[CaptionHit]:
        """Captions most similar in meaning to ``query`` (score: cosine similarity),
        optionally only those taken at or before ``before``."""
        with self.memory.lock:
            return self._captions().by_text(query, self._k(k), before)

    def captions_by_position(
        self, xyz: Sequence[float], k: int | None = None, before: float | None = None
    ) -> list[CaptionHit]:
        """Captions taken nearest a point (score: distance in metres)."""
        with self.memory.lock:
            return self._captions().by_position(xyz, self._k(k), before)

    def captions_saying(
        self, words: str, until: float, k: int | None = None, earliest: bool = False
    ) -> list[CaptionHit]:
        """The latest (or ``earliest``) captions by ``until`` that contain ``words``, letter
        for letter (case ignored): what a sign read, where meaning would match any sign."""
        return self.memory.captions_saying(words, until, self._k(k), earliest)

    def captions_by_time(
        self, t: float | str, k: int | None = None, before: float | None = None
    ) -> list[CaptionHit]:
        """Captions taken closest to a time (score: |Δt| in seconds); with ``before``, only
        those of the k taken by then."""
        hits = self.memory.captions_near_time(self.resolve_time(t), self._k(k))
        return hits if before is None else [hit for hit in hits if hit.t <= before]


@dataclass(frozen=True)
class Tool:
    """One retrieval tool, declared once: the planner calls it, the trace records it, and
    the LLM is offered it (its schema from the signature, ``doc`` as its description and
    in the prompt's list) when it has a ``doc``."""

    function: Callable[..., list[Any]]  # the MemoryTools method
    memory: MemoryKind  # which memory answers it; switched off, it finds nothing
    doc: str | None = None  # what the LLM is told it is for; None: the planner's only

    @property
    def name(self) -> str:
        return self.function.__name__


TOOLS: tuple[Tool, ...] = (
    Tool(
        MemoryTools.semantic_search,
        "graph",
        "Objects in memory whose name means most like `query`, with position and times.",
    ),
    Tool(
        MemoryTools.closest, "graph", "Objects matching `query`, nearest to the point `xyz` first."
    ),
    Tool(
        MemoryTools.positional_search, "graph", "Objects nearest to the point (x, y, z) in metres."
    ),
    Tool(
        MemoryTools.temporal_search,
        "graph",
        "Objects seen closest to a time `t`: POSIX seconds or clock time 'HH:MM[:SS]'.",
    ),
    Tool(
        MemoryTools.near,
        "graph",
        "Objects matching `query` within `radius` metres of an object matching `anchor_query`.",
    ),
    Tool(
        MemoryTools.captions_by_text,
        "vector",
        "Scene descriptions most similar to `query`: colours, signs, events, whole scenes.",
    ),
    Tool(
        MemoryTools.captions_by_position,
        "vector",
        "Scene descriptions recorded nearest to the point `xyz`.",
    ),
    Tool(
        MemoryTools.captions_by_time,
        "vector",
        "Scene descriptions recorded closest to a time `t`: POSIX seconds or 'HH:MM[:SS]'.",
    ),
    Tool(
        MemoryTools.place_stays,
        "vector",
        "The robot's stays in a kind of place ('kitchen', 'back garden', 'car park'), oldest "
        "first: start and end (POSIX seconds) and seconds spent, from the room track.",
    ),
    Tool(
        MemoryTools.stops,
        "vector",
        "Times the robot stood still (optionally only in a kind of `place`), oldest first.",
    ),
    Tool(
        MemoryTools.floor_changes,
        "vector",
        "The robot's rides between floors (lift or stairs), oldest first: when, and the "
        "floors left and reached, counted among those visited (0: the lowest).",
    ),
    Tool(MemoryTools.indoor_stretches, "vector"),
    Tool(MemoryTools.place_mentions, "vector"),
    Tool(MemoryTools.place_naming_times, "vector"),
    Tool(MemoryTools.place_at, "vector"),
    Tool(MemoryTools.places_of, "vector"),
    Tool(MemoryTools.captions_of, "vector"),
    Tool(MemoryTools.captions_saying, "vector"),
)


# Two labels of one frame whose lines of sight are closer than this name one thing.
SAME_THING_RAD = math.radians(3.0)


def _things_in_view(frame: JournalFrame, wanted: set[int]) -> int:
    """How many distinct things the frame's labels among ``wanted`` show (see least_count)."""
    shown = [i for i, label in enumerate(frame.label_ids) if label in wanted]
    if frame.bearings is None or any(frame.bearings[i] is None for i in shown):
        repeats: dict[int, int] = {}
        for i in shown:
            repeats[frame.label_ids[i]] = repeats.get(frame.label_ids[i], 0) + 1
        return max(repeats.values(), default=0)
    bearings = sorted(float(frame.bearings[i]) for i in shown)  # type: ignore[arg-type]
    return sum(1 for i, b in enumerate(bearings) if not i or b - bearings[i - 1] >= SAME_THING_RAD)


# A room code as signs write it ("L1-12", "G-14", "B1-05", "2.17"), and quoted text; how
# many captions saying a code are read for its plate.
_ROOM_CODE = re.compile(r"\b[a-z]{0,2}\d{0,2}[-.]\d{1,3}[a-z]?\b|\b[a-z]{1,2}\d{1,3}\b")
_QUOTED = re.compile(r"[\"\u201c]([^\"\u201d]{3,80})[\"\u201d]")
PLATE_CAPTIONS = 8
# Sightings placed closer than this share of their range (or PLACED_APART_M) are one
# thing: a kind's range scale is right to about a quarter.
PLACED_APART_SHARE = 0.25
PLACED_APART_M = 1.5
# A thing is counted once this many sightings put it in one spot.
PLACED_SIGHTINGS = 2


def _placed_sightings(
    frame: JournalFrame, scales: dict[int, float]
) -> list[tuple[float, float, float]]:
    """(x, y, range) of each boxed sighting in the frame of a label in ``scales`` whose
    kind's range scale is known."""
    if frame.bearings is None or frame.box_heights is None:
        return []
    placed = []
    for label, bearing, height in zip(
        frame.label_ids, frame.bearings, frame.box_heights, strict=True
    ):
        scale = scales.get(label, math.nan)
        if bearing is None or not height or not math.isfinite(scale):
            continue
        distance = scale / height
        direction = frame.pose.yaw + bearing
        placed.append(
            (
                frame.pose.x + distance * math.cos(direction),
                frame.pose.y + distance * math.sin(direction),
                distance,
            )
        )
    return placed


def _apart(points: list[tuple[float, float, float]]) -> int:
    """How many spots the points make, each joined to the nearest spot within its reach
    (see PLACED_APART_SHARE), a spot counted once PLACED_SIGHTINGS points are in it."""
    spots: list[list[float]] = []  # x sum, y sum, count
    for x, y, distance in points:
        reach = max(PLACED_APART_M, PLACED_APART_SHARE * distance)
        best, nearest = -1, reach
        for index, (sx, sy, n) in enumerate(spots):
            gap = math.hypot(sx / n - x, sy / n - y)
            if gap <= nearest:
                best, nearest = index, gap
        if best < 0:
            spots.append([x, y, 1.0])
        else:
            spots[best][0] += x
            spots[best][1] += y
            spots[best][2] += 1.0
    return sum(1 for spot in spots if spot[2] >= PLACED_SIGHTINGS)


# "upstairs", "the upper floors": every floor above the ground; "the top floor": the
# highest the robot was on.
_UPPER_FLOORS = re.compile(
    r"^(?:the )?(?:upstairs?|(?:[a-z]+(?:'s)? ){0,2}upper (?:floors?|levels?|storeys?)"
    r"|(?:floors?|levels?) above"  # ("the aquarium's upper floor": that building's, above)
    r"(?: the ground(?: floor)?)?|above (?:the )?ground(?: floor| level)?)$"
)
_TOP_FLOOR = re.compile(r"^(?:the )?(?:top|highest|uppermost) (?:floor|level|storey)$")


def _floors_named(phrase: str, track: Track) -> PlaceKind | None:
    """The floors "upstairs", "the top floor" or a floor's own name in this memory's
    captions ("the concourse level") name, else None."""
    said = " ".join(phrase.lower().split())
    if track.floor is None or not len(track.floor):
        return None
    own = said.removeprefix("the ")
    if own in track.floor_names:
        return PlaceKind(WHOLE_FLOOR, floor=track.floor_names[own])
    if _TOP_FLOOR.match(said):
        return PlaceKind(WHOLE_FLOOR, floor=int(track.floor.max()))
    if _UPPER_FLOORS.match(said):
        return PlaceKind(WHOLE_FLOOR, floor=1, above=True)
    return None
