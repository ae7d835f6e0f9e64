"""The semantic memory graph of EmbodiedLGR-Agent (Sec. III-A).

Nodes are entities (label, label embedding, pose, first/last seen, observation
count); edges link entities seen in the same frame, weighted by how often.
When sightings carry bearings (boxes in the image), a node also gets an object
position where its lines of sight meet (rays.py); merging still uses the pose.
Beside the NetworkX graph the entity fields are kept in numpy arrays — the
indexes that search uses instead of walking Python objects: the label
embedding matrix (semantic), a hash grid (positional) and time-sorted
sighting arrays (temporal).
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import chain, combinations, product

import networkx as nx
import numpy as np

from memory_core.config import GraphConfig
from memory_core.growable import GrowableArray
from memory_core.labels import LabelTable
from memory_core.rays import RAY_TERMS, ray_terms, solve
from memory_core.spatial_index import GridIndex
from memory_core.types import Entity, EntityHit, FrameResult, Pose

# Distinct labels of one frame compared at once when grouping: bounds that step's
# memory at GROUPING_BLOCK x (distinct labels) similarities.
GROUPING_BLOCK = 256


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


class MemoryGraph:
    """Entities merged by the paper's rule, searchable by meaning, place and time."""

    def __init__(self, labels: LabelTable, config: GraphConfig | None = None) -> None:
        self.config = config or GraphConfig()
        self.labels = labels
        self.graph = nx.Graph()
        self._label = GrowableArray(np.int32)
        # The mean robot pose at detection (the paper's node position, used for merging)
        # and where the object is believed to be (the pose, or where its rays meet).
        self._xyz = GrowableArray(np.float64, (3,))
        self._rays = GrowableArray(np.float64, (RAY_TERMS,))
        self._located = GrowableArray(np.float64, (3,))
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

    def __len__(self) -> int:
        return len(self._label)

    # ----------------------------------------------------------------- update

    def observe(
        self,
        t: float,
        pose: Pose,
        label_ids: Sequence[int],
        bearings: Sequence[float | None] | None = None,
    ) -> FrameResult:
        """Merge one frame's labels (ids into ``self.labels``; repeats = instances).

        Labels are grouped by cosine > δE. For a group of k instances, the h
        existing equivalent entities within δP of the pose are found; the
        min(k, h) nearest are updated and k - h new entities are created.
        ``bearings`` (radians left of the robot's heading, None where unknown)
        give each instance's line of sight; a re-seen entity takes the
        instance whose line of sight passes nearest to it.
        """
        result = FrameResult(seq=-1)
        if not label_ids:
            return result
        if bearings is None:
            bearings = [None] * len(label_ids)
        elif len(bearings) != len(label_ids):
            raise ValueError(f"{len(bearings)} bearings for {len(label_ids)} labels")
        nearby = self._nearby_by_distance(pose)
        free = np.ones(len(nearby), dtype=bool)  # not yet updated by a group of this frame
        groups = self._group_equivalent(label_ids)
        leaders = [label_ids[group[0]] for group in groups]
        for group, similarity in zip(groups, self._similarities(leaders, nearby), strict=True):
            remaining = list(group)
            equivalent = similarity > self.config.merge_similarity
            for position in np.flatnonzero(equivalent & free)[: len(group)]:
                entity = int(nearby[position])
                instance = remaining.pop(self._best_instance(entity, pose, bearings, remaining))
                self._update(entity, t, pose, bearings[instance])
                result.updated.append(entity)
                free[position] = False
            for instance in remaining:
                created = self._create(label_ids[instance], t, pose, bearings[instance])
                result.created.append(created)
        self._link_co_observed(result.updated, result.created)
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
        if self._rays.view[entity, -1] == 0:
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
        return [entity for entity, ok in zip(candidates, inside, strict=True) if ok]

    def _update(self, entity: int, t: float, pose: Pose, bearing: float | None) -> None:
        count = int(self._observations.view[entity])
        xyz = (self._xyz.view[entity] * count + np.array(pose.xyz)) / (count + 1)
        self._xyz.view[entity] = xyz
        self._observations.view[entity] = count + 1
        self._last_seen.view[entity] = max(t, self._last_seen.view[entity])
        self._first_seen.view[entity] = min(t, self._first_seen.view[entity])
        self._grid.put(entity, float(xyz[0]), float(xyz[1]))
        if bearing is not None:
            self._rays.view[entity] += self._ray(pose, bearing)
        self._located.view[entity] = self._locate(entity)
        self._refresh_node(entity)

    def _ray(self, pose: Pose, bearing: float) -> np.ndarray:
        return ray_terms(pose.x, pose.y, pose.yaw + bearing, self.config.assumed_range_m)

    def _locate(self, entity: int) -> np.ndarray:
        """Where the entity is believed to be: where its rays meet, else the mean pose."""
        pose_xyz = self._xyz.view[entity]
        if not self._by_rays(entity):
            return pose_xyz.copy()
        x, y = solve(self._rays.view[entity])
        return np.array([x, y, pose_xyz[2]])

    def _create(self, label_id: int, t: float, pose: Pose, bearing: float | None) -> int:
        entity = self._label.append(label_id)
        self._xyz.append(pose.xyz)
        self._rays.append(self._ray(pose, bearing) if bearing is not None else 0.0)
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
        return bool(self.config.locate_objects and self._rays.view[entity, -1] > 0)

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
        )

    def entities(self) -> list[Entity]:
        return [self.entity(entity) for entity in range(len(self))]

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

    def positions(self) -> np.ndarray:
        """(entities, 3) believed object positions indexed by entity id (a view; valid
        until the next frame)."""
        return self._located.view

    def robot_positions(self) -> np.ndarray:
        """(entities, 3) mean robot poses at detection (``seen_from``; a view)."""
        return self._xyz.view

    def located(self) -> np.ndarray:
        """Per entity, whether ``positions()`` comes from its lines of sight."""
        return (self._rays.view[:, -1] > 0) & self.config.locate_objects

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
    ) -> list[EntityHit]:
        """The k entities whose label embedding is most similar to ``query`` (unit vector).

        Similarity is computed once per distinct label, then spread to entities;
        ties (same label) go to the most recently seen. ``min_score`` drops weak
        matches; ``before`` keeps entities first seen at or before that time.
        """
        if len(self) == 0 or k <= 0:
            return []
        scores = self.similarity_to(query)
        candidates = self._candidates(scores, min_score, before)
        if len(candidates) > k:
            kth_best = np.partition(scores[candidates], len(candidates) - k)[len(candidates) - k]
            candidates = candidates[scores[candidates] >= kth_best]
        order = candidates[np.lexsort((-self._last_seen.view[candidates], -scores[candidates]))[:k]]
        return [EntityHit(self.entity(i), float(scores[i]), "semantic") for i in order]

    def closest_matching(
        self,
        query: np.ndarray,
        xyz: tuple[float, float, float],
        k: int,
        min_score: float,
        before: float | None = None,
        margin: float | None = None,
    ) -> list[EntityHit]:
        """The k entities nearest ``xyz`` among those matching ``query`` above ``min_score``
        (and, with ``margin``, within it of the best match); score is the distance in metres."""
        if len(self) == 0 or k <= 0:
            return []
        scores = self.similarity_to(query)
        candidates = self._candidates(scores, min_score, before)
        if margin is not None and len(candidates):
            best = float(scores[candidates].max())
            candidates = candidates[scores[candidates] >= best - margin]
        offsets = self._located.view[candidates] - np.asarray(xyz, dtype=np.float64)
        distances = np.sqrt(np.einsum("ij,ij->i", offsets, offsets))
        order = np.argsort(distances, kind="stable")[:k]
        return [
            EntityHit(self.entity(int(candidates[i])), float(distances[i]), "closest")
            for i in order
        ]

    def _candidates(
        self, scores: np.ndarray, min_score: float | None, before: float | None
    ) -> np.ndarray:
        mask = np.ones(len(scores), dtype=bool)
        if min_score is not None:
            mask &= scores >= min_score
        if before is not None:
            mask &= self._first_seen.view <= before
        return np.flatnonzero(mask)

    def similarity_to(self, query: np.ndarray) -> np.ndarray:
        """Cosine similarity of every entity's label to ``query``, indexed by entity id."""
        return (self.labels.matrix @ query.astype(np.float32))[self._label.view]

    def positional_search(self, x: float, y: float, z: float, k: int) -> list[EntityHit]:
        """The k entities nearest (x, y, z), nearest first; score is the distance (m)."""
        target = np.array([x, y, z])
        xyz = self._xyz.view

        def distance(entity: int) -> float:
            offset = xyz[entity] - target
            return float(np.sqrt(offset @ offset))

        found = self._grid.nearest(x, y, k, distance)
        if found is None:  # far from everything: one vectorised pass instead
            offsets = xyz - target
            squared = np.einsum("ij,ij->i", offsets, offsets)
            nearest = (
                np.argpartition(squared, k - 1)[:k] if k < len(squared) else np.arange(len(squared))
            )
            nearest = nearest[np.argsort(squared[nearest], kind="stable")]
            found = [(float(np.sqrt(squared[i])), int(i)) for i in nearest]
        return [EntityHit(self.entity(entity), d, "positional") for d, entity in found]

    def temporal_search(self, t: float, k: int) -> list[EntityHit]:
        """The k distinct entities sighted closest in time to ``t``; score is |Δt| (s)."""
        times = self._sighting_t.view
        owners = self._sighting_entity.view
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
            if entity in seen:
                continue
            seen.add(entity)
            hits.append(EntityHit(self.entity(entity), float(abs(times[index] - t)), "temporal"))
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
        located = state.entity_xyz.copy()
        if graph.config.locate_objects:
            fitted = state.entity_rays[:, -1] > 0
            located[fitted, :2] = solve(state.entity_rays[fitted])
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
        for entity, (x, y, _) in enumerate(state.entity_xyz):
            graph.graph.add_node(entity)
            graph._grid.put(entity, float(x), float(y))
            graph._describe_node(entity)
        graph.graph.add_edges_from((int(u), int(v), {"count": int(c)}) for u, v, c in state.edges)
        return graph
