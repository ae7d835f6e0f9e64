"""Objects: the entities that are one real thing, however the VLM named it.

A VLM names one thing differently from frame to frame ("stop sign", "red stop
sign"), and the paper's write rule (δE on label embeddings, δP on robot poses)
keeps such sightings apart as nodes of one or two sightings each. An object is
a connected group of entities, linked when

- their labels name the same kind of thing (``KindTable``): cosine at or above
  ``graph.object_similarity``, or the same head noun with nested modifiers
  ("stop sign" / "red stop sign" / "octagonal stop sign", but not "stop sign" /
  "exit sign" nor "bicycle" / "bicycle rack"), and
- their believed positions (``MemoryGraph.positions()``) are within
  ``graph.object_radius_m`` of each other.

Objects are derived, never stored: a pure function of the entities' labels and
positions, kept up to date frame by frame and rebuilt from a snapshot alike.
An object's id is its smallest entity id, so both paths give the same ids.
Numbers and choices: docs/objects.md.
"""

from __future__ import annotations

import bisect
import functools
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

import numpy as np

from memory_core.floors import SAME_FLOOR_M
from memory_core.growable import GrowableArray
from memory_core.labels import LabelTable, thing_named
from memory_core.lexicon import COLLECTIVES, COLOURS, THINGS
from memory_core.spatial_index import GridIndex, cell_keys

# Words that describe a thing without changing what kind of thing it is: a "red
# octagonal stop sign" is a stop sign. Generic English, not the simulator's words.
ATTRIBUTES = frozenset(
    {
        *COLOURS,
        *("dark", "bright"),
        *("small", "large", "big", "tall", "short", "little", "tiny", "huge", "long", "wide"),
        *("round", "square", "rectangular", "octagonal", "circular", "oval", "flat"),
        *("wooden", "wood", "metal", "metallic", "plastic", "glass", "steel", "concrete"),
        *("stone", "brick", "leather", "fabric", "paper", "cardboard"),
        *("old", "new", "modern", "open", "closed", "empty", "full", "clean", "dirty"),
        *("broken", "shiny", "parked", "standing", "hanging", "electric", "digital"),
    }
)
# A label's noun phrase ends before these: "cup of coffee" is a cup, "shelf with books" a shelf.
PREPOSITIONS = frozenset({"of", "with", "for", "on", "in", "at", "near", "by", "under", "from"})
# Label pairs compared per block: bounds the gathered embeddings at 2 x 4096 x dim floats.
PAIR_BLOCK = 4096
# float32 cosines of unit vectors are off by far less than this; closer calls are exact.
COSINE_ROUNDING = 1e-4
# Grid cells of two radii: a frame's lookup visits ~16 cells rather than ~49.
GRID_CELLS_PER_RADIUS = 2
# A frame's entities spread over at most this many radii are looked up in the grid at once.
CLUSTERED = 6
# Cells of at least this side keep a cell's (x, y) in one int64 for positions within
# 1e8 m of the origin (what validation.py admits): 1e8 / 0.5 < 2**31.
MIN_RADIUS_M = 0.5


# Every everyday name of a thing -> its group's first name (lexicon.THINGS), as words.
_CANONICAL = {tuple(name.split()): tuple(group[0].split()) for group in THINGS for name in group}
_LONGEST_NAME = max(len(name) for name in _CANONICAL)


@dataclass(frozen=True)
class Kind:
    """What a label names: its head noun and the words that narrow it (attributes dropped)."""

    head: str
    modifiers: frozenset[str]


@functools.lru_cache(maxsize=65536)
def kind_of(label: str) -> Kind:
    """The kind a (normalised) label names: "red stop sign" -> sign, {stop}; an everyday
    name stands for its group's first (lexicon.THINGS): "lamp post" -> lamp, {street}."""
    words = _canonical(_noun_phrase(thing_named(label).split() or [label]))
    return Kind(words[-1], frozenset(w for w in words[:-1] if w not in ATTRIBUTES))


def _noun_phrase(words: list[str]) -> list[str]:
    """The words before the first preposition: "cup of coffee" -> "cup"; after a word that
    only counts them ("a bunch of keys", "a pair of glasses"), the things counted."""
    if len(words) > 2 and words[0] in COLLECTIVES and words[1] == "of":
        words = words[2:]
    end = next((i for i, word in enumerate(words) if i and word in PREPOSITIONS), len(words))
    return words[:end]


def _canonical(words: list[str]) -> list[str]:
    """The phrase with the longest everyday name it ends with replaced by its group's
    first name: "red lamp post" -> "red street lamp"."""
    for start in range(max(0, len(words) - _LONGEST_NAME), len(words)):
        canonical = _CANONICAL.get(tuple(words[start:]))
        if canonical is not None:
            return [*words[:start], *canonical]
    return words


def nested(a: Kind, b: Kind) -> bool:
    """Same head noun, and one label's modifiers include the other's: "sign" / "stop sign"
    / "emergency stop sign" are one kind named more or less precisely, while "stop sign" /
    "exit sign" (MiniLM: 0.71, above "red stop sign" / "octagonal stop sign" at 0.59)
    are two kinds."""
    return a.head == b.head and (a.modifiers <= b.modifiers or b.modifiers <= a.modifiers)


class KindTable:
    """Which label ids name the same kind of thing: cosine at or above ``similarity``, or
    nested kinds. Kinds are parsed once per label, as labels appear."""

    def __init__(self, labels: LabelTable, similarity: float) -> None:
        self.labels = labels
        self.similarity = similarity
        self._kinds: list[Kind] = []
        self._head_ids: dict[str, int] = {}
        self._heads = GrowableArray(np.int64)

    def same(self, a: np.ndarray, b: np.ndarray) -> np.ndarray:
        """Per aligned pair of label ids, whether they name the same kind of thing."""
        self._extend()
        same = np.zeros(len(a), dtype=bool)
        for start in range(0, len(a), PAIR_BLOCK):
            block = slice(start, start + PAIR_BLOCK)
            same[block] = self._similar(a[block], b[block])
        heads = self._heads.view
        for i in np.flatnonzero(~same & (heads[a] == heads[b])).tolist():
            same[i] = nested(self._kinds[a[i]], self._kinds[b[i]])
        return same

    def head(self, label_id: int) -> str:
        """The head noun of a label's kind ("green park bench": "bench")."""
        self._extend()
        return self._kinds[label_id].head

    def naming(self, name: str) -> np.ndarray:
        """Ids of the labels that name what ``name`` names, or a narrower thing: its kind
        (the same head noun, its modifiers among theirs) and its attribute words ("sink" is
        named by "single sink with a faucet" and "steel sink", a "stop sign" by "small metal
        stop sign on a pole": MiniLM rates both pairs below 0.6; a "telly" by "black flat
        screen tv"), neither by "exit sign" nor by "sign", a "black table" by no plain one."""
        self._extend()
        kind = kind_of(name)
        head = self._head_ids.get(kind.head)
        if head is None:
            return np.zeros(0, dtype=np.int64)
        attributes = {w for w in _noun_phrase(name.split()) if w in ATTRIBUTES}
        same_head = np.flatnonzero(self._heads.view == head)
        texts = self.labels.texts
        return np.asarray(
            [
                i
                for i in same_head.tolist()
                if kind.modifiers <= self._kinds[i].modifiers
                and attributes <= set(texts[i].split())
            ],
            dtype=np.int64,
        )

    def _similar(self, a: np.ndarray, b: np.ndarray) -> np.ndarray:
        """Cosine >= similarity. float32 sums may round either way near the threshold, so
        pairs that close are decided exactly: every path then agrees on every pair."""
        matrix = self.labels.matrix
        cosine = np.einsum("ij,ij->i", matrix[a], matrix[b])
        similar: np.ndarray = cosine >= self.similarity
        unsure = np.flatnonzero(np.abs(cosine - self.similarity) < COSINE_ROUNDING)
        for i in unsure.tolist():
            products = matrix[a[i]].astype(np.float64) * matrix[b[i]]  # exact in float64
            similar[i] = math.fsum(products.tolist()) >= self.similarity
        return similar

    def _extend(self) -> None:
        texts = self.labels.texts
        for text in texts[len(self._kinds) :]:
            kind = kind_of(text)
            self._kinds.append(kind)
            self._heads.append(self._head_ids.setdefault(kind.head, len(self._head_ids)))


class Entities(Protocol):
    """What the object layer reads of the graph (all arrays indexed by entity id)."""

    labels: LabelTable

    def __len__(self) -> int: ...

    def positions(self) -> np.ndarray: ...

    def label_ids(self) -> np.ndarray: ...

    def observation_counts(self) -> np.ndarray: ...

    def first_seen_times(self) -> np.ndarray: ...

    def sightings(self, entity: int) -> list[float]: ...


class ObjectIndex:
    """Connected groups of same-kind entities within a radius, maintained frame by frame."""

    def __init__(self, entities: Entities, radius: float, similarity: float) -> None:
        if not radius >= MIN_RADIUS_M:
            raise ValueError(f"object radius must be at least {MIN_RADIUS_M} m, got {radius}")
        self.entities = entities
        self.radius = radius
        self._object = GrowableArray(np.int64)  # per entity: its object's id
        self._position = GrowableArray(np.float64, (3,))  # per object id: its position
        self._members: dict[int, list[int]] = {}  # only objects of more than one entity
        self._grid = GridIndex(GRID_CELLS_PER_RADIUS * radius)
        self.kinds = KindTable(entities.labels, similarity)
        self._count = 0

    def __len__(self) -> int:
        return self._count

    # ----------------------------------------------------------------- update

    def observed(self, created: Sequence[int], moved: Mapping[int, np.ndarray]) -> None:
        """Bring objects up to date after a frame: ``created`` entities are new, ``moved``
        maps each updated entity to its position before the frame."""
        positions = self.entities.positions()
        for entity in created:
            self._object.append(entity)
            self._position.append(positions[entity])
            self._count += 1
        touched = np.array([*created, *moved], dtype=np.int64)
        for entity, (x, y) in zip(touched.tolist(), positions[touched, :2].tolist(), strict=True):
            self._grid.put(entity, x, y)
        for object_id in sorted({int(self._object.view[e]) for e in self._links_changed(moved)}):
            self._split(object_id)
        for a, b in zip(*self._links(touched), strict=True):
            self._join(int(self._object.view[a]), int(self._object.view[b]))
        self._refresh_all(np.unique(self._object.view[touched]))

    def _links_changed(self, moved: Mapping[int, np.ndarray]) -> list[int]:
        """The moved entities that lost a link to a fellow member (only these can split
        their object; links gained, to anyone, are all found by ``_links``)."""
        positions = self.entities.positions()
        labels = self.entities.label_ids()
        changed = []
        for entity, before in moved.items():
            fellows = self.members(int(self._object.view[entity]))
            if len(fellows) == 1:
                continue
            then = np.array([moved.get(m, positions[m]) for m in fellows])
            was = _within(then, before, self.radius)
            lost = np.asarray(fellows)[
                was & ~_within(positions[fellows], positions[entity], self.radius)
            ]
            if (
                len(lost)
                and self.kinds.same(np.full(len(lost), labels[entity]), labels[lost]).any()
            ):
                changed.append(entity)
        return changed

    def _links(self, entities: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Every link (a, b) of the given entities a: b within the radius, of the same kind.
        All of a frame's entities at once, so numpy is called a few times per frame."""
        if not len(entities):
            return entities, entities
        positions = self.entities.positions()
        a, b = self._neighbour_pairs(entities, positions)
        keep = (a != b) & _within(positions[b], positions[a], self.radius)
        a, b = a[keep], b[keep]
        apart = self._object.view[a] != self._object.view[b]  # a link within adds nothing
        a, b = a[apart], b[apart]
        labels = self.entities.label_ids()
        same = self.kinds.same(labels[a], labels[b])
        return a[same], b[same]

    def _neighbour_pairs(
        self, entities: np.ndarray, positions: np.ndarray
    ) -> tuple[np.ndarray, np.ndarray]:
        """(entity, candidate) pairs to test: a frame's entities close together share one
        grid lookup (every pair of entity and what is around them all); spread out (a kind
        placed again over the whole map) each is paired only with its own grid cells, so the
        work grows with the entities given, not with the map."""
        points = positions[entities]
        low, high = points[:, :2].min(axis=0), points[:, :2].max(axis=0)
        extent = float((high - low).max())
        if extent <= CLUSTERED * self.radius:
            x, y = (low + high) / 2
            around = np.asarray(self._grid.within(x, y, extent / 2 + self.radius), dtype=np.int64)
            return np.repeat(entities, len(around)), np.tile(around, len(entities))
        found = [self._grid.within(x, y, self.radius) for x, y in points[:, :2].tolist()]
        counts = np.array([len(f) for f in found], dtype=np.int64)
        flat = np.fromiter((c for f in found for c in f), dtype=np.int64, count=int(counts.sum()))
        return np.repeat(entities, counts), flat

    def _join(self, a: int, b: int) -> None:
        if a == b:
            return
        keep, drop = min(a, b), max(a, b)
        dropped = self.members(drop)
        self._members[keep] = sorted(self.members(keep) + dropped)
        self._members.pop(drop, None)
        self._object.view[dropped] = keep
        self._count -= 1

    def _split(self, object_id: int) -> None:
        """Re-form an object from its members' links (a moved member may have left it)."""
        parts = self._components(self.members(object_id))
        if len(parts) == 1:
            return
        self._members.pop(object_id, None)
        for part in parts:
            self._object.view[part] = part[0]
            if len(part) > 1:
                self._members[part[0]] = part
            self._refresh(part[0])
        self._count += len(parts) - 1

    def _components(self, members: list[int]) -> list[list[int]]:
        """Connected parts of ``members`` under the link rule, each sorted by entity id."""
        ids = np.asarray(members, dtype=np.int64)
        positions = self.entities.positions()[ids]
        distinct, label_index = np.unique(self.entities.label_ids()[ids], return_inverse=True)
        upper = np.triu_indices(len(distinct))
        kinds = np.zeros((len(distinct), len(distinct)), dtype=bool)
        kinds[upper] = self.kinds.same(distinct[upper[0]], distinct[upper[1]])
        kinds |= kinds.T
        linked = _within(positions[None], positions[:, None], self.radius)
        linked &= kinds[label_index][:, label_index]
        first, second = np.nonzero(np.triu(linked, 1))
        roots = smallest_in_component(len(ids), first, second)
        return [ids[roots == root].tolist() for root in np.unique(roots).tolist()]

    def _refresh_all(self, object_ids: np.ndarray) -> None:
        """``_refresh`` for each object; single-entity objects in one step."""
        single = np.array([o not in self._members for o in object_ids.tolist()], dtype=bool)
        self._position.view[object_ids[single]] = self.entities.positions()[object_ids[single]]
        for object_id in object_ids[~single].tolist():
            self._refresh(object_id)

    def _refresh(self, object_id: int) -> None:
        """The object's position: its members' positions weighted by their observations."""
        members = self.members(object_id)
        positions = self.entities.positions()
        if len(members) == 1:
            self._position.view[object_id] = positions[object_id]
            return
        weights = self.entities.observation_counts()[members].astype(np.float64)
        self._position.view[object_id] = weights @ positions[members] / weights.sum()

    def rebuild(self) -> None:
        """Every object from scratch (a graph loaded from a snapshot): all pairs within the
        radius at once, the same-kind ones kept, then their connected components."""
        positions = self.entities.positions()
        count = len(self.entities)
        first, second = pairs_within(positions, self.radius)
        labels = self.entities.label_ids()
        same = np.zeros(len(first), dtype=bool)
        if len(first):
            span = len(self.entities.labels)  # one int64 per label pair: a fast 1-D unique
            distinct, inverse = np.unique(
                labels[first].astype(np.int64) * span + labels[second], return_inverse=True
            )
            same = self.kinds.same(distinct // span, distinct % span)[inverse]
        objects = smallest_in_component(count, first[same], second[same])
        self._object = GrowableArray.from_array(objects)
        self._members = _groups(objects)
        self._count = int(np.count_nonzero(objects == np.arange(count)))
        self._grid = GridIndex(GRID_CELLS_PER_RADIUS * self.radius)
        for entity, (x, y) in enumerate(positions[:, :2].tolist()):
            self._grid.put(entity, x, y)
        self._position = GrowableArray.from_array(positions.copy())
        for object_id in self._members:  # the frame update's formula, to the last bit
            self._refresh(object_id)

    # ------------------------------------------------------------------ reads

    def object_of(self, entity: int) -> int:
        return int(self._object.view[entity])

    def ids(self) -> np.ndarray:
        """Per entity, its object's id (a view)."""
        return self._object.view

    def members(self, object_id: int) -> list[int]:
        """The object's entities, by id (do not modify)."""
        return self._members.get(object_id) or [object_id]

    def position(self, object_id: int) -> np.ndarray:
        result: np.ndarray = self._position.view[object_id]
        return result

    def name(self, object_id: int) -> str:
        """Its most-observed member's label (the lowest id among equals)."""
        members = self.members(object_id)
        counts = self.entities.observation_counts()[members]
        best = members[int(np.argmax(counts))]
        return self.entities.labels.text(int(self.entities.label_ids()[best]))

    def sightings_until(self, object_id: int, t: float) -> int:
        """Distinct times any member was seen by ``t`` (members seen in one frame count once)."""
        members = self.members(object_id)
        if len(members) == 1:
            return bisect.bisect_right(self.entities.sightings(members[0]), t)
        return len(self.sighting_times(object_id, t))

    def sighting_times(self, object_id: int, t: float) -> list[float]:
        """The distinct times any member was seen by ``t``, oldest first."""
        times: set[float] = set()
        for member in self.members(object_id):
            seen = self.entities.sightings(member)
            times.update(seen[: bisect.bisect_right(seen, t)])
        return sorted(times)

    def last_seen_at_or_before(self, object_id: int, t: float) -> float | None:
        latest = None
        for member in self.members(object_id):
            seen = self.entities.sightings(member)
            index = bisect.bisect_right(seen, t)
            if index and (latest is None or seen[index - 1] > latest):
                latest = seen[index - 1]
        return latest

    def first_seen(self, object_id: int) -> float:
        return float(self.entities.first_seen_times()[self.members(object_id)].min())


def _within(points: np.ndarray, centre: np.ndarray, radius: float) -> np.ndarray:
    """Whether each point is within ``radius`` of ``centre`` (3-D; both broadcast) and on
    its floor. One formula for the frame update and the rebuild, so both decide a
    borderline pair alike."""
    offsets = points - centre
    dx, dy, dz = offsets[..., 0], offsets[..., 1], offsets[..., 2]
    result: np.ndarray = (dx * dx + dy * dy + dz * dz <= radius * radius) & (
        np.abs(dz) <= SAME_FLOOR_M
    )
    return result


def pairs_within(points: np.ndarray, radius: float) -> tuple[np.ndarray, np.ndarray]:
    """All index pairs (i < j) of ``points`` (n, 3) within ``radius``: points are hashed into
    square cells of side ``radius`` and each cell is compared with itself and 4 neighbours."""
    count = len(points)
    cells = np.floor(points[:, :2] / radius).astype(np.int64)
    keys = cell_keys(cells)
    order = np.argsort(keys, kind="stable")
    sorted_keys = keys[order]
    firsts, seconds = [], []
    for offset in ((0, 0), (0, 1), (1, -1), (1, 0), (1, 1)):
        target = cell_keys(cells + np.array(offset))
        start = np.searchsorted(sorted_keys, target, side="left")
        counts = np.searchsorted(sorted_keys, target, side="right") - start
        first = np.repeat(np.arange(count), counts)
        offsets = np.arange(len(first)) - np.repeat(np.cumsum(counts) - counts, counts)
        second = order[np.repeat(start, counts) + offsets]
        if offset == (0, 0):
            keep = first < second
            first, second = first[keep], second[keep]
        close = _within(points[first], points[second], radius)
        low, high = np.minimum(first, second), np.maximum(first, second)
        firsts.append(low[close])
        seconds.append(high[close])
    return np.concatenate(firsts), np.concatenate(seconds)


def smallest_in_component(count: int, first: np.ndarray, second: np.ndarray) -> np.ndarray:
    """Per node 0..count-1, the smallest node connected to it through the edges (first, second)."""
    parent = np.arange(count, dtype=np.int64)
    while True:
        a, b = parent[first], parent[second]
        if np.array_equal(a, b):
            return parent
        low = np.minimum(a, b)
        np.minimum.at(parent, a, low)
        np.minimum.at(parent, b, low)
        while True:  # pointer jumping: everyone points at its root
            grand = parent[parent]
            if np.array_equal(grand, parent):
                break
            parent = grand


def _groups(objects: np.ndarray) -> dict[int, list[int]]:
    """Object id -> sorted members, for the objects of more than one entity."""
    order = np.argsort(objects, kind="stable")
    ids, starts, counts = np.unique(objects[order], return_index=True, return_counts=True)
    return {
        int(object_id): order[start : start + size].tolist()
        for object_id, start, size in zip(ids, starts, counts, strict=True)
        if size > 1
    }
