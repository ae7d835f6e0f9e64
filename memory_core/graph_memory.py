"""The semantic memory graph of EmbodiedLGR-Agent (Sec. III-A).

Nodes are entities (label, label embedding, pose, first/last seen, observation
count); edges link entities seen in the same frame, weighted by how often.
When sightings carry bearings (boxes in the image), a node also gets an object
position where its lines of sight meet (rays.py), or, along one line of sight,
as far as its boxes' heights say (ranging.py); merging still uses the pose.
Beside the NetworkX graph the entity fields are kept in numpy arrays — the
indexes that search uses instead of walking Python objects: the label
embedding matrix (semantic), a hash grid (positional) and time-sorted
sighting arrays (temporal). Nodes that are one thing named differently are
consolidated into objects (objects.py), which searches can return instead.
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from itertools import chain, combinations, product

import networkx as nx
import numpy as np

from memory_core.config import GraphConfig
from memory_core.floors import SAME_FLOOR_M, USUAL_STOREY_M
from memory_core.growable import GrowableArray
from memory_core.labels import LabelTable
from memory_core.objects import ObjectIndex
from memory_core.ranging import RangeScales, ranges_by_looming
from memory_core.rays import (
    RAY_COUNT,
    RAY_TERMS,
    boxed,
    ranges_where_crossing,
    ray_terms,
    solve,
)
from memory_core.spatial_index import GridIndex
from memory_core.types import Entity, EntityHit, FrameResult, Measure, Pose

# Distinct labels of one frame compared at once when grouping: bounds that step's
# memory at GROUPING_BLOCK x (distinct labels) similarities.
GROUPING_BLOCK = 256
# At most this many anchor nodes are considered by ``near`` (the best matches).
MAX_ANCHORS = 64
# What a floor between the asker and a thing adds to how far it is to go: about a flight
# of stairs' walk. A bench 3 m below is not closer than one 10 m across; one 2 m below is
# closer than one 40 m away on the asker's floor (the generators of the eval worlds count
# straight-line metres, and people go by a building's stairs).
FLOOR_DETOUR_M = 10.0


@dataclass(frozen=True)
class GraphState:
    """Everything needed to rebuild a MemoryGraph over its LabelTable (what a snapshot stores)."""

    entity_label: np.ndarray
    entity_xyz: np.ndarray
    entity_yaw: np.ndarray
    entity_first_seen: np.ndarray
    entity_last_seen: np.ndarray
    entity_observations: np.ndarray
    edges: np.ndarray  # (E, 3) int64: u, v, co-observation count
    sighting_t: np.ndarray
    sighting_entity: np.ndarray
    entity_rays: np.ndarray  # (N, RAY_TERMS): each node's sighting-ray fit (rays.py)
    entity_range_scale: np.ndarray  # (N,): the range scale it was placed with (NaN: none)
    entity_last_box: np.ndarray  # (N, 4): its last boxed sighting: x, y, direction, height
    range_scales: np.ndarray  # RangeScales.state()


class MemoryGraph:
    """Entities merged by the paper's rule, searchable by meaning, place and time."""

    def __init__(self, labels: LabelTable, config: GraphConfig | None = None) -> None:
        self.config = config or GraphConfig()
        self.labels = labels
        self.graph: nx.Graph[int] = nx.Graph()
        self._label = GrowableArray(np.int32)
        # The mean robot pose at detection (the paper's node position, used for merging)
        # and where the object is believed to be (the pose, or where its rays meet).
        self._xyz = GrowableArray(np.float64, (3,))
        self._rays = GrowableArray(np.float64, (RAY_TERMS,))
        self._located = GrowableArray(np.float64, (3,))
        # What box heights say of range, per kind; the scale each node was placed with, and
        # the nodes with boxed sightings per kind (placed again when its scale moves).
        self._scales = RangeScales()
        self._range_scale = GrowableArray(np.float64)
        self._last_box = GrowableArray(np.float64, (4,))  # x, y, direction, height
        self._boxed: dict[str, dict[int, None]] = {}  # (an ordered set)
        self._taught: set[str] = set()  # the kinds the frame being merged taught
        self._yaw = GrowableArray(np.float64)
        self._first_seen = GrowableArray(np.float64)
        self._last_seen = GrowableArray(np.float64)
        self._observations = GrowableArray(np.int64)
        self._grid = GridIndex(self.config.grid_cell_m)
        self._sighting_t = GrowableArray(np.float64)
        self._sighting_entity = GrowableArray(np.int64)
        # Per entity, its sighting times in order: "when did you last see X"
        # must be answerable as of any past moment, not only as of the latest frame.
        self._entity_times: list[list[float]] = []
        self._objects = ObjectIndex(
            self, self.config.object_radius_m, self.config.object_similarity
        )

    def __len__(self) -> int:
        return len(self._label)

    # ----------------------------------------------------------------- update

    def observe(
        self,
        t: float,
        pose: Pose,
        label_ids: Sequence[int],
        bearings: Sequence[float | None] | None = None,
        box_heights: Sequence[float | None] | None = None,
    ) -> FrameResult:
        """Merge one frame's labels (ids into ``self.labels``; repeats = instances).

        Labels are grouped by cosine > δE. For a group of k instances, the h
        existing equivalent entities within δP of the pose are found; the
        min(k, h) nearest are updated and k - h new entities are created.
        ``bearings`` (radians left of the robot's heading, None where unknown)
        give each instance's line of sight; a re-seen entity takes the
        instance whose line of sight passes nearest to it. ``box_heights``
        (fractions of the image height, None where unknown) say how far along it.
        """
        result = FrameResult(seq=-1, entities=[-1] * len(label_ids))
        if not label_ids:
            return result
        if bearings is None:
            bearings = [None] * len(label_ids)
        elif len(bearings) != len(label_ids):
            raise ValueError(f"{len(bearings)} bearings for {len(label_ids)} labels")
        heights = list(box_heights) if box_heights is not None else [None] * len(label_ids)
        if len(heights) != len(label_ids):
            raise ValueError(f"{len(heights)} box heights for {len(label_ids)} labels")
        nearby = self._nearby_by_distance(pose)
        free = np.ones(len(nearby), dtype=bool)  # not yet updated by a group of this frame
        moved: dict[int, np.ndarray] = {}  # updated entity -> its position before
        groups = self._group_equivalent(label_ids)
        leaders = [label_ids[group[0]] for group in groups]
        for group, similarity in zip(groups, self._similarities(leaders, nearby), strict=True):
            remaining = list(group)
            equivalent = similarity > self.config.merge_similarity
            for position in np.flatnonzero(equivalent & free)[: len(group)]:
                entity = int(nearby[position])
                instance = remaining.pop(self._best_instance(entity, pose, bearings, remaining))
                moved[entity] = self._located.view[entity].copy()
                self._update(entity, t, pose, bearings[instance], heights[instance])
                result.updated.append(entity)
                result.entities[instance] = entity
                free[position] = False
            for instance in remaining:
                created = self._create(
                    label_ids[instance], t, pose, bearings[instance], heights[instance]
                )
                result.created.append(created)
                result.entities[instance] = created
        self._link_co_observed(result.updated, result.created)
        self._place_again(moved)
        self._taught.clear()
        self._objects.observed(result.created, moved)
        touched = result.updated + result.created
        for entity in touched:
            self._record_sighting(t, entity)
        return result

    def _nearby_by_distance(self, pose: Pose) -> np.ndarray:
        """Entities within δP of the pose, nearest first."""
        nearby = np.asarray(self._entities_within(pose, self.config.merge_distance_m), np.int64)
        distances = np.linalg.norm(self._xyz.view[nearby] - np.array(pose.xyz), axis=1)
        return nearby[np.argsort(distances, kind="stable")]

    def _similarities(self, label_ids: list[int], entities: np.ndarray) -> Iterator[np.ndarray]:
        """Per label id, the cosine of every one of ``entities``' labels to it.

        Computed per distinct label among the entities and GROUPING_BLOCK label ids
        per matrix product, so memory stays (block x distinct labels).
        """
        distinct, entity_to_distinct = np.unique(self._label.view[entities], return_inverse=True)
        matrix = self.labels.matrix
        vectors = matrix[distinct]
        for start in range(0, len(label_ids), GROUPING_BLOCK):
            for row in matrix[label_ids[start : start + GROUPING_BLOCK]] @ vectors.T:
                yield row[entity_to_distinct]

    def _group_equivalent(self, label_ids: Sequence[int]) -> list[list[int]]:
        """Greedy grouping of instance indexes: a label joins the first group whose
        first label is > δE similar.

        Repeats of a label are grouped by id, so 10,000 "chair"s cost one comparison;
        distinct labels are compared in blocks of GROUPING_BLOCK rows (matrix products),
        so memory stays (block x distinct labels), never (labels x labels).
        """
        distinct = list(dict.fromkeys(label_ids))  # in order of first appearance
        vectors = self.labels.matrix[distinct]
        group_of: dict[int, int] = {}
        leaders: list[int] = []  # positions in ``distinct`` of each group's first label
        for start in range(0, len(distinct), GROUPING_BLOCK):
            similarity = vectors[start : start + GROUPING_BLOCK] @ vectors.T
            for position in range(start, min(start + GROUPING_BLOCK, len(distinct))):
                above = np.flatnonzero(
                    similarity[position - start, leaders] > self.config.merge_similarity
                )
                if len(above):
                    group_of[distinct[position]] = int(above[0])
                else:
                    group_of[distinct[position]] = len(leaders)
                    leaders.append(position)
        groups: list[list[int]] = [[] for _ in leaders]
        for index, label_id in enumerate(label_ids):
            groups[group_of[label_id]].append(index)
        return groups

    def _best_instance(
        self,
        entity: int,
        pose: Pose,
        bearings: Sequence[float | None],
        instances: list[int],
    ) -> int:
        """Position in ``instances`` of the line of sight passing nearest to where the entity
        is believed to be; a missing bearing counts as a perfect match, the first wins ties,
        so instances pair in order when there are no bearings."""
        if self._rays.view[entity, RAY_COUNT] == 0:
            return 0
        dx, dy, _ = self._located.view[entity] - np.array(pose.xyz)
        known = np.array(
            [np.nan if bearings[i] is None else bearings[i] for i in instances], dtype=np.float64
        )
        offset = math.atan2(dy, dx) - (pose.yaw + known)
        miss = np.abs(np.arctan2(np.sin(offset), np.cos(offset)))
        return int(np.argmin(np.nan_to_num(miss, nan=0.0)))

    def _entities_within(self, pose: Pose, radius: float) -> list[int]:
        candidates = self._grid.within(pose.x, pose.y, radius)
        if not candidates:
            return []
        offsets = self._xyz.view[candidates] - np.array(pose.xyz)
        inside = np.einsum("ij,ij->i", offsets, offsets) <= radius * radius
        inside &= np.abs(offsets[:, 2]) <= SAME_FLOOR_M  # a floor above is elsewhere
        return [entity for entity, ok in zip(candidates, inside, strict=True) if ok]

    def _update(
        self, entity: int, t: float, pose: Pose, bearing: float | None, height: float | None
    ) -> None:
        count = int(self._observations.view[entity])
        xyz = (self._xyz.view[entity] * count + np.array(pose.xyz)) / (count + 1)
        self._xyz.view[entity] = xyz
        self._observations.view[entity] = count + 1
        self._last_seen.view[entity] = max(t, self._last_seen.view[entity])
        self._first_seen.view[entity] = min(t, self._first_seen.view[entity])
        self._grid.put(entity, float(xyz[0]), float(xyz[1]))
        if bearing is not None:
            self._rays.view[entity] += self._ray(entity, pose, bearing, height)
        self._located.view[entity] = self._locate(entity)
        self._refresh_node(entity)

    def _ray(self, entity: int, pose: Pose, bearing: float, height: float | None) -> np.ndarray:
        """One sighting's ray terms; a boxed one also teaches and marks its kind."""
        direction = pose.yaw + bearing
        if height is not None:
            self._boxed.setdefault(self._kind(entity), {})[entity] = None
            self._learn_range(entity, pose, direction, height)
        return ray_terms(pose.x, pose.y, direction, self.config.assumed_range_m, height)

    def _kind(self, entity: int) -> str:
        """The head noun of the entity's label: things that look alike in size."""
        return self._objects.kinds.head(int(self._label.view[entity]))

    def _learn_range(self, entity: int, pose: Pose, direction: float, height: float) -> None:
        """Teach the entity's kind how tall a box it shows at what range, from this boxed
        sighting and its last one: where their lines of sight cross, else how the box
        grew along one line of sight."""
        last_x, last_y, last_direction, last_height = self._last_box.view[entity]
        self._last_box.view[entity] = (pose.x, pose.y, direction, height)
        if math.isnan(last_height):
            return
        ranges = ranges_where_crossing(
            (last_x, last_y, last_direction), (pose.x, pose.y, direction)
        ) or ranges_by_looming(
            (last_x, last_y, last_direction, last_height), (pose.x, pose.y, direction, height)
        )
        kind = self._kind(entity)
        if ranges is not None and self._scales.learn(
            kind, (float(last_height), ranges[0]), (height, ranges[1])
        ):
            self._taught.add(kind)

    def _place_again(self, moved: dict[int, np.ndarray]) -> None:
        """Place again the boxed nodes of every kind taught this frame whose range scale has
        moved (adding them to ``moved``, each with its position before)."""
        for kind in sorted(self._taught):
            if not self._scales.rescaled(kind):
                continue
            for entity in sorted(self._boxed[kind]):
                moved.setdefault(entity, self._located.view[entity].copy())
                self._located.view[entity] = self._locate(entity)
                self._refresh_node(entity)

    def _locate(self, entity: int) -> np.ndarray:
        """Where the entity is believed to be: where its rays meet (along one line of sight,
        as far as its kind's range scale says), else the mean pose."""
        pose_xyz = self._xyz.view[entity]
        scale = self._scales.scale(self._kind(entity))
        self._range_scale.view[entity] = scale
        if not self._by_rays(entity):
            result: np.ndarray = pose_xyz.copy()
            return result
        x, y = solve(self._rays.view[entity], self.config.assumed_range_m, scale)
        return np.array([x, y, pose_xyz[2]])

    def _create(
        self, label_id: int, t: float, pose: Pose, bearing: float | None, height: float | None
    ) -> int:
        entity = self._label.append(label_id)
        self._xyz.append(pose.xyz)
        self._rays.append(0.0)
        self._range_scale.append(math.nan)
        self._last_box.append(math.nan)
        if bearing is not None:
            self._rays.view[entity] += self._ray(entity, pose, bearing, height)
        self._located.append(self._locate(entity))
        self._yaw.append(pose.yaw)
        self._first_seen.append(t)
        self._last_seen.append(t)
        self._observations.append(1)
        self._grid.put(entity, pose.x, pose.y)
        self._entity_times.append([])
        self.graph.add_node(entity)
        self._describe_node(entity)
        return entity

    def _by_rays(self, entity: int) -> bool:
        """Whether the entity's position is where its rays meet (else its mean pose)."""
        return bool(self.config.locate_objects and self._rays.view[entity, RAY_COUNT] > 0)

    def _describe_node(self, entity: int) -> None:
        """Copy the entity's fields into its NetworkX node attributes."""
        label_id = int(self._label.view[entity])
        self.graph.nodes[entity].update(
            label=self.labels.text(label_id),
            embedding=self.labels.vector(label_id),
            yaw=float(self._yaw.view[entity]),
        )
        self._refresh_node(entity)

    def _refresh_node(self, entity: int) -> None:
        """Copy what a sighting changes into the node attributes (the label stays)."""
        x, y, z = self._located.view[entity]
        self.graph.nodes[entity].update(
            x=float(x),
            y=float(y),
            z=float(z),
            first_seen=float(self._first_seen.view[entity]),
            last_seen=float(self._last_seen.view[entity]),
            observations=int(self._observations.view[entity]),
            located="bearings" if self._by_rays(entity) else "robot pose",
        )

    def _link_co_observed(self, updated: list[int], created: list[int]) -> None:
        """Count one co-observation for every pair of the frame's (distinct) entities.

        A frame of n entities touches n(n-1)/2 edges (the paper's graph); the label cap
        (builder.max_labels_per_frame) bounds n. Only pairs of re-seen entities can have
        an edge already; every pair with a new entity is added without a lookup.
        """
        adjacency = self.graph.adj
        new_pairs = []
        for i, u in enumerate(updated):
            neighbours = adjacency[u]
            for v in updated[i + 1 :]:
                if v in neighbours:
                    neighbours[v]["count"] += 1
                else:
                    new_pairs.append((u, v))
        self.graph.add_edges_from(
            chain(new_pairs, combinations(created, 2), product(updated, created)), count=1
        )

    def _record_sighting(self, t: float, entity: int) -> None:
        bisect.insort(self._entity_times[entity], t)
        times = self._sighting_t
        if len(times) == 0 or t >= times.view[-1]:
            times.append(t)
            self._sighting_entity.append(entity)
            return
        index = bisect.bisect_right(times.view, t)
        times.insert(index, t)
        self._sighting_entity.insert(index, entity)

    # ------------------------------------------------------------------ reads

    def entity(self, entity: int) -> Entity:
        x, y, z = self._located.view[entity]
        seen_x, seen_y, seen_z = self._xyz.view[entity]
        return Entity(
            id=int(entity),
            label=self.labels.text(int(self._label.view[entity])),
            x=float(x),
            y=float(y),
            z=float(z),
            yaw=float(self._yaw.view[entity]),
            first_seen=float(self._first_seen.view[entity]),
            last_seen=float(self._last_seen.view[entity]),
            observations=int(self._observations.view[entity]),
            seen_from=(float(seen_x), float(seen_y), float(seen_z)),
            located="bearings" if self._by_rays(entity) else "robot pose",
            object=self._objects.object_of(entity),
        )

    def object_entity(self, entity: int) -> Entity:
        """The entity as its object's representative: its own label and id, the object's
        position, sighting count (distinct frames), first and last sighting."""
        object_id = self._objects.object_of(entity)
        x, y, z = self._objects.position(object_id)
        members = self._objects.members(object_id)
        return replace(
            self.entity(entity),
            x=float(x),
            y=float(y),
            z=float(z),
            first_seen=float(self._first_seen.view[members].min()),
            last_seen=float(self._last_seen.view[members].max()),
            observations=self._objects.sightings_until(object_id, math.inf),
        )

    def entities(self) -> list[Entity]:
        return [self.entity(entity) for entity in range(len(self))]

    # ---------------------------------------------------------------- objects

    def object_of(self, entity: int) -> int:
        """The object the entity belongs to (its id: the object's smallest entity id)."""
        return self._objects.object_of(entity)

    def object_members(self, object_id: int) -> list[int]:
        """The object's entities by id (do not modify)."""
        return self._objects.members(object_id)

    def object_count(self) -> int:
        return len(self._objects)

    def object_ids(self) -> np.ndarray:
        """Per entity, its object's id (a view; valid until the next frame)."""
        return self._objects.ids()

    def object_sightings_until(self, object_id: int, t: float) -> int:
        """How many frames had shown the object by time ``t`` (members seen together count
        once): "seen at least twice" for a thing the VLM named differently each time."""
        return self._objects.sightings_until(object_id, t)

    def object_sighting_times(self, object_id: int, t: float) -> list[float]:
        """When any of the object's names was seen by ``t``, oldest first."""
        return self._objects.sighting_times(object_id, t)

    def object_last_seen_at_or_before(self, object_id: int, t: float) -> float | None:
        return self._objects.last_seen_at_or_before(object_id, t)

    def object_first_seen(self, object_id: int) -> float:
        return self._objects.first_seen(object_id)

    def object_position(self, object_id: int) -> tuple[float, float, float]:
        """Its members' positions weighted by their observations."""
        x, y, z = self._objects.position(object_id)
        return (float(x), float(y), float(z))

    def object_name(self, object_id: int) -> str:
        """Its most-observed member's label."""
        return self._objects.name(object_id)

    def sightings(self, entity: int) -> list[float]:
        """Times the entity was seen, oldest first (do not modify)."""
        return self._entity_times[entity]

    def sightings_until(self, entity: int, t: float) -> int:
        """How many times the entity had been seen by time ``t``."""
        return bisect.bisect_right(self._entity_times[entity], t)

    def last_seen_at_or_before(self, entity: int, t: float) -> float | None:
        """The latest sighting not after ``t``: memory as it was at time ``t``."""
        times = self._entity_times[entity]
        index = bisect.bisect_right(times, t)
        return times[index - 1] if index else None

    def first_seen_times(self) -> np.ndarray:
        """First-sighting time of every entity, indexed by entity id (a view)."""
        return self._first_seen.view

    def range_scale(self, label_id: int) -> float:
        """Box height times range for things labelled ``label_id`` (its kind's, ranging.py);
        NaN until the memory has learnt it."""
        return self._scales.scale(self._objects.kinds.head(label_id))

    def label_ids(self) -> np.ndarray:
        """Label id of every entity, indexed by entity id (a view)."""
        return self._label.view

    def observation_counts(self) -> np.ndarray:
        """Sightings of every entity, indexed by entity id (a view)."""
        return self._observations.view

    def positions(self) -> np.ndarray:
        """(entities, 3) believed object positions indexed by entity id (a view; valid
        until the next frame)."""
        return self._located.view

    def robot_positions(self) -> np.ndarray:
        """(entities, 3) mean robot poses at detection (``seen_from``; a view)."""
        return self._xyz.view

    def located(self) -> np.ndarray:
        """Per entity, whether ``positions()`` comes from its lines of sight."""
        return (self._rays.view[:, RAY_COUNT] > 0) & self.config.locate_objects

    def time_span(self) -> tuple[float, float] | None:
        """(first, last) sighting time in memory, or None when empty."""
        times = self._sighting_t.view
        return (float(times[0]), float(times[-1])) if len(times) else None

    def semantic_search(
        self,
        query: np.ndarray,
        k: int,
        min_score: float | None = None,
        before: float | None = None,
        per_object: bool = False,
        names: Sequence[str] = (),
    ) -> list[EntityHit]:
        """The k entities whose label embedding is most similar to ``query`` (unit vector).

        Similarity is computed once per distinct label, then spread to entities;
        ties (same label) go to the most recently seen. ``min_score`` drops weak
        matches; ``before`` keeps entities first seen at or before that time.
        ``per_object``: the k best objects instead, each as its best-matching entity.
        ``names``: the query's names (``similarity_to``).
        """
        if len(self) == 0 or k <= 0:
            return []
        scores = self.similarity_to(query, names)
        candidates = self._candidates(scores, min_score, before)
        take = k
        while True:
            ranked = self._best_scored(candidates, scores, take)
            chosen = ranked[self._pick(ranked, k, per_object)]
            if len(chosen) == k or len(ranked) == len(candidates):
                break
            take *= 4  # some objects had several of the best: look further down
        return [
            self._hit(int(i), float(scores[i]), "similarity", "semantic", per_object)
            for i in chosen
        ]

    def _best_scored(self, candidates: np.ndarray, scores: np.ndarray, k: int) -> np.ndarray:
        """The top k of ``candidates`` by score, then by most recent sighting (and any tied
        with the k-th), best first: always a prefix of the full ranking."""
        if len(candidates) > k:
            kth_best = np.partition(scores[candidates], len(candidates) - k)[len(candidates) - k]
            candidates = candidates[scores[candidates] >= kth_best]
        return candidates[np.lexsort((-self._last_seen.view[candidates], -scores[candidates]))]

    def _pick(self, ranked: np.ndarray, k: int, per_object: bool) -> np.ndarray:
        """Positions in ``ranked`` (entity ids, best first) of the first k, or with
        ``per_object`` of the first entity of each of the first k objects."""
        if not per_object:
            return np.arange(min(k, len(ranked)))
        _, first = np.unique(self._objects.ids()[ranked], return_index=True)
        return np.sort(first)[:k]

    def _hit(
        self, entity: int, score: float, measure: Measure, via: str, per_object: bool
    ) -> EntityHit:
        found = self.object_entity(entity) if per_object else self.entity(entity)
        return EntityHit(found, score, measure, via)

    def closest_matching(
        self,
        query: np.ndarray,
        xyz: tuple[float, float, float],
        k: int,
        min_score: float,
        before: float | None = None,
        margin: float | None = None,
        per_object: bool = False,
        names: Sequence[str] = (),
    ) -> list[EntityHit]:
        """The k entities nearest ``xyz`` among those matching ``query`` above ``min_score``
        (and, with ``margin``, within it of the best match); score is the distance in metres
        (on another floor, with FLOOR_DETOUR_M per floor: how far it is to go).
        ``per_object``: the k nearest objects, each as its nearest matching entity at that
        entity's own position (where to go: an object's mean position can lie between
        neighbouring instances it joined), with the object's sightings. ``names``: the
        query's names (``similarity_to``)."""
        if len(self) == 0 or k <= 0:
            return []
        scores = self.similarity_to(query, names)
        candidates = self._candidates(scores, min_score, before)
        if margin is not None and len(candidates):
            best = float(scores[candidates].max())
            candidates = candidates[scores[candidates] >= best - margin]
        distances = _walking_distances(self._located.view[candidates], xyz)
        order = np.lexsort((-scores[candidates], distances))
        order = order[self._pick(candidates[order], k, per_object)]
        hits = []
        for i in order:
            hit = self._hit(
                int(candidates[i]), float(distances[i]), "metres", "closest", per_object
            )
            if per_object:
                x, y, z = self._located.view[int(candidates[i])]
                hit = replace(hit, entity=replace(hit.entity, x=float(x), y=float(y), z=float(z)))
            hits.append(hit)
        return hits

    def _candidates(
        self, scores: np.ndarray, min_score: float | None, before: float | None
    ) -> np.ndarray:
        mask = np.ones(len(scores), dtype=bool)
        if min_score is not None:
            mask &= scores >= min_score
        if before is not None:
            mask &= self._first_seen.view <= before
        return np.flatnonzero(mask)

    def near(
        self,
        target: tuple[np.ndarray, Sequence[str]],
        anchor: tuple[np.ndarray, Sequence[str]],
        radius: float,
        k: int,
        threshold: float,
        before: float | None = None,
        confirmed: int = 1,
    ) -> list[EntityHit]:
        """Objects matching ``target`` (a query vector and its everyday names) within
        ``radius`` m of a node matching ``anchor`` (score: distance to that anchor in metres),
        the best pair of each object first, at most ``k``.

        Two things both located by their lines of sight are near when their positions
        are; otherwise the poses they were seen from are compared, and things seen in the
        same frame (linked nodes) count as near. Both must match at ``threshold`` and, with
        ``before``, have been seen by then. Anchors whose object was seen in at least
        ``confirmed`` frames are used when there are any (a landmark seen once may be a
        misdetection); at most MAX_ANCHORS of the best matches.
        """
        target_vector, target_names = target
        anchor_vector, anchor_names = anchor
        target_scores = self.similarity_to(target_vector, target_names)
        anchor_scores = self.similarity_to(anchor_vector, anchor_names)
        if before is not None:
            unseen = self.first_seen_times() > before
            target_scores = np.where(unseen, -1.0, target_scores)
            anchor_scores = np.where(unseen, -1.0, anchor_scores)
        anchors = np.flatnonzero(anchor_scores >= threshold)
        anchors = anchors[np.argsort(-anchor_scores[anchors], kind="stable")[:MAX_ANCHORS]]
        objects = self.object_ids()
        if confirmed > 1:
            until = math.inf if before is None else before
            sure = [
                a
                for a in anchors.tolist()
                if self.object_sightings_until(int(objects[a]), until) >= confirmed
            ]
            anchors = np.asarray(sure, dtype=np.int64) if sure else anchors
        targets = np.flatnonzero(target_scores >= threshold)
        located, positions, poses = self.located(), self.positions(), self.robot_positions()
        best_gap = np.full(len(targets), np.inf)
        best_anchor = np.full(len(targets), -1)
        for node in anchors.tolist():
            by_objects = located[targets] & located[node]
            gap = np.where(
                by_objects,
                np.linalg.norm(positions[targets] - positions[node], axis=1),
                np.linalg.norm(poses[targets] - poses[node], axis=1),
            )
            linked = np.isin(targets, list(self.graph.neighbors(node)))
            apart = objects[targets] != objects[node]  # nothing is near itself
            close = ((gap <= radius) | (linked & ~by_objects)) & apart
            better = close & (gap < best_gap)
            best_gap[better], best_anchor[better] = gap[better], node
        found = np.flatnonzero(best_anchor >= 0)
        order = found[np.lexsort((-target_scores[targets[found]], best_gap[found]))]
        _, first = np.unique(objects[targets[order]], return_index=True)
        order = order[np.sort(first)[:k]]  # the best pair of each object
        return [
            EntityHit(self.object_entity(int(t)), float(gap), "metres", f"near:{node}")
            for t, gap, node in zip(
                targets[order], best_gap[order], best_anchor[order], strict=True
            )
        ]

    def similarity_to(self, query: np.ndarray, names: Sequence[str] = ()) -> np.ndarray:
        """Cosine similarity of every entity's label to ``query`` (a unit vector), indexed by
        entity id; a label naming what one of ``names`` (the query's words and synonyms)
        names scores 1 however long its description ("sink" / "ceramic sink with a faucet":
        cosine 0.59; "telly" / "black flat screen tv": objects.KindTable.naming)."""
        by_label = self.labels.matrix @ query.astype(np.float32)
        for name in names:
            by_label[self._objects.kinds.naming(name)] = 1.0
        result: np.ndarray = by_label[self._label.view]
        return result

    def positional_search(
        self, x: float, y: float, z: float, k: int, per_object: bool = False
    ) -> list[EntityHit]:
        """The k entities seen from nearest (x, y, z), nearest first; score is the distance
        (m). ``per_object``: the k nearest objects, each as its nearest entity."""
        take = k
        while True:
            found = self._nearest_seen_from(np.array([x, y, z]), take)
            ranked = np.array([entity for _, entity in found], dtype=np.int64)
            chosen = self._pick(ranked, k, per_object)
            if len(chosen) == k or len(found) == len(self):
                break
            take *= 4
        return [
            self._hit(found[i][1], found[i][0], "metres", "positional", per_object)
            for i in chosen.tolist()
        ]

    def _nearest_seen_from(self, target: np.ndarray, k: int) -> list[tuple[float, int]]:
        """(distance, entity) of the k entities whose robot pose is nearest ``target``."""
        xyz = self._xyz.view

        def distance(entity: int) -> float:
            offset = xyz[entity] - target
            return float(np.sqrt(offset @ offset))

        found = self._grid.nearest(float(target[0]), float(target[1]), k, distance)
        if found is None:  # far from everything: one vectorised pass instead
            offsets = xyz - target
            squared = np.einsum("ij,ij->i", offsets, offsets)
            nearest = (
                np.argpartition(squared, k - 1)[:k] if k < len(squared) else np.arange(len(squared))
            )
            nearest = nearest[np.argsort(squared[nearest], kind="stable")]
            found = [(float(np.sqrt(squared[i])), int(i)) for i in nearest]
        return found

    def temporal_search(self, t: float, k: int, per_object: bool = False) -> list[EntityHit]:
        """The k distinct entities sighted closest in time to ``t``; score is |Δt| (s).
        ``per_object``: k distinct objects, each as the entity sighted closest in time."""
        times = self._sighting_t.view
        owners = self._sighting_entity.view
        objects = self._objects.ids()
        after = int(np.searchsorted(times, t))
        before = after - 1
        hits: list[EntityHit] = []
        seen: set[int] = set()
        while len(hits) < k and (before >= 0 or after < len(times)):
            take_before = after >= len(times) or (
                before >= 0 and t - times[before] <= times[after] - t
            )
            index = before if take_before else after
            if take_before:
                before -= 1
            else:
                after += 1
            entity = int(owners[index])
            key = int(objects[entity]) if per_object else entity
            if key in seen:
                continue
            seen.add(key)
            gap = float(abs(times[index] - t))
            hits.append(self._hit(entity, gap, "seconds", "temporal", per_object))
        return hits

    # -------------------------------------------------------------- snapshots

    def state(self) -> GraphState:
        edges = np.array(
            [(u, v, data["count"]) for u, v, data in self.graph.edges(data=True)],
            dtype=np.int64,
        ).reshape(-1, 3)
        return GraphState(
            entity_label=self._label.view.copy(),
            entity_xyz=self._xyz.view.copy(),
            entity_yaw=self._yaw.view.copy(),
            entity_first_seen=self._first_seen.view.copy(),
            entity_last_seen=self._last_seen.view.copy(),
            entity_observations=self._observations.view.copy(),
            edges=edges,
            sighting_t=self._sighting_t.view.copy(),
            sighting_entity=self._sighting_entity.view.copy(),
            entity_rays=self._rays.view.copy(),
            entity_range_scale=self._range_scale.view.copy(),
            entity_last_box=self._last_box.view.copy(),
            range_scales=self._scales.state(),
        )

    @classmethod
    def from_state(
        cls, state: GraphState, labels: LabelTable, config: GraphConfig | None = None
    ) -> MemoryGraph:
        """Rebuild a graph; ``labels`` must hold every label id the state refers to."""
        if len(state.entity_label) and int(state.entity_label.max()) >= len(labels):
            raise ValueError("graph state refers to labels missing from the label table")
        graph = cls(labels, config)
        graph._label = GrowableArray.from_array(state.entity_label)
        graph._xyz = GrowableArray.from_array(state.entity_xyz)
        graph._rays = GrowableArray.from_array(state.entity_rays)
        graph._range_scale = GrowableArray.from_array(state.entity_range_scale)
        graph._last_box = GrowableArray.from_array(state.entity_last_box)
        graph._scales = RangeScales.from_state(state.range_scales)
        located = state.entity_xyz.copy()
        if graph.config.locate_objects:
            fitted = state.entity_rays[:, RAY_COUNT] > 0
            located[fitted, :2] = solve(
                state.entity_rays[fitted],
                graph.config.assumed_range_m,
                state.entity_range_scale[fitted],
            )
        graph._located = GrowableArray.from_array(located)
        graph._yaw = GrowableArray.from_array(state.entity_yaw)
        graph._first_seen = GrowableArray.from_array(state.entity_first_seen)
        graph._last_seen = GrowableArray.from_array(state.entity_last_seen)
        graph._observations = GrowableArray.from_array(state.entity_observations)
        graph._sighting_t = GrowableArray.from_array(state.sighting_t)
        graph._sighting_entity = GrowableArray.from_array(state.sighting_entity)
        graph._entity_times = [[] for _ in range(len(state.entity_label))]
        for t, entity in zip(
            state.sighting_t.tolist(), state.sighting_entity.tolist(), strict=True
        ):
            graph._entity_times[entity].append(t)
        for entity in np.flatnonzero(boxed(state.entity_rays)).tolist():
            graph._boxed.setdefault(graph._kind(entity), {})[entity] = None
        for entity, (x, y, _) in enumerate(state.entity_xyz):
            graph.graph.add_node(entity)
            graph._grid.put(entity, float(x), float(y))
            graph._describe_node(entity)
        graph.graph.add_edges_from((int(u), int(v), {"count": int(c)}) for u, v, c in state.edges)
        graph._objects.rebuild()
        return graph


def _walking_distances(points: np.ndarray, xyz: tuple[float, float, float]) -> np.ndarray:
    """How far each point is to go to from ``xyz``: straight across on one floor; across
    plus FLOOR_DETOUR_M per floor between, for a point on another floor."""
    offsets = points - np.asarray(xyz, dtype=np.float64)
    across = np.hypot(offsets[:, 0], offsets[:, 1])
    rise = np.abs(offsets[:, 2])
    floors = np.where(rise > SAME_FLOOR_M, np.maximum(1.0, np.round(rise / USUAL_STOREY_M)), 0.0)
    result: np.ndarray = np.where(
        floors > 0, across + FLOOR_DETOUR_M * floors, np.hypot(across, rise)
    )
    return result
