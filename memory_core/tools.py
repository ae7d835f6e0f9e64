"""The retrieval tools of EmbodiedLGR-Agent, over one Memory.

Graph tools (semantic, positional, temporal, near) are tried first; the
ReMEmbR-style caption tools are the fallback. Every tool returns typed hits.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from memory_core.caption_memory import CaptionMemory
from memory_core.clock import resolve_time, timezone_from_name
from memory_core.memory import Memory
from memory_core.places import Stretch
from memory_core.types import CaptionHit, EntityHit

# At most this many anchor entities are considered by ``near`` (the best matches).
MAX_ANCHORS = 64


class MemoryTools:
    """Text-in, hits-out tools; questions and labels are embedded with the memory's model."""

    def __init__(self, memory: Memory) -> None:
        self.memory = memory
        self.graph = memory.graph
        self.retrieval = memory.config.retrieval
        self.zone = timezone_from_name(memory.config.time.timezone)

    def _k(self, k: int | None) -> int:
        return self.retrieval.k if k is None else k

    def _embed(self, text: str) -> np.ndarray:
        return self.memory.embedder.encode_one(text)

    def resolve_time(self, t: float | str) -> float:
        """POSIX seconds for a number, ISO date-time or clock time (relative to the latest
        frame, the asker's default now: the journal serves only frames with readable times,
        where the graph may hold a millisecond sighting an older version stored)."""
        last = self.memory.last_frame()
        return resolve_time(t, self.zone, last.t if last else 0.0)

    # ----------------------------------------------------------------- graph

    def semantic_search(
        self,
        query: str,
        k: int | None = None,
        min_score: float | None = None,
        before: float | None = None,
    ) -> list[EntityHit]:
        """Entities whose label means the most like ``query`` (score: cosine similarity);
        optionally only scores >= ``min_score`` and entities first seen by ``before``."""
        vector = self._embed(query)
        with self.memory.lock:
            return self.graph.semantic_search(vector, self._k(k), min_score, before)

    def closest(
        self,
        query: str,
        xyz: Sequence[float],
        k: int | None = None,
        min_score: float | None = None,
        before: float | None = None,
    ) -> list[EntityHit]:
        """Entities matching ``query`` nearest to ``xyz`` (score: distance in metres), among
        those matching about as well as the best match (retrieval.closest_margin)."""
        vector = self._embed(query)
        threshold = self.retrieval.min_similarity if min_score is None else min_score
        x, y, z = (float(v) for v in xyz)
        with self.memory.lock:
            return self.graph.closest_matching(
                vector, (x, y, z), self._k(k), threshold, before, self.retrieval.closest_margin
            )

    def positional_search(
        self, x: float, y: float, z: float = 0.0, k: int | None = None
    ) -> list[EntityHit]:
        """Entities nearest a point in the map frame (score: distance in metres)."""
        with self.memory.lock:
            return self.graph.positional_search(x, y, z, self._k(k))

    def temporal_search(self, t: float | str, k: int | None = None) -> list[EntityHit]:
        """Entities seen closest to a time: POSIX seconds or 'HH:MM[:SS]' (score: |Δt| s)."""
        with self.memory.lock:
            return self.graph.temporal_search(self.resolve_time(t), self._k(k))

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
        """Entities matching ``query`` within ``radius`` m of an entity matching
        ``anchor_query`` (score: distance to that anchor in metres).

        Two things both located by their lines of sight are near when their
        positions are; otherwise (no boxes) the poses they were seen from are
        compared and things seen in the same frame count as near. Both must
        match above ``min_score`` and, with ``before``, have been seen by then.
        Anchors seen in at least ``confirmed`` frames are used when there are any
        (a landmark seen once may be a misdetection).
        """
        radius = self.retrieval.near_radius_m if radius is None else radius
        threshold = self.retrieval.min_similarity if min_score is None else min_score
        query_vector, anchor_vector = self._embed(query), self._embed(anchor_query)
        with self.memory.lock:
            graph = self.graph
            target_scores = graph.similarity_to(query_vector)
            anchor_scores = graph.similarity_to(anchor_vector)
            if before is not None:
                unseen = graph.first_seen_times() > before
                target_scores = np.where(unseen, -1.0, target_scores)
                anchor_scores = np.where(unseen, -1.0, anchor_scores)
            anchors = np.flatnonzero(anchor_scores >= threshold)
            anchors = anchors[np.argsort(-anchor_scores[anchors], kind="stable")[:MAX_ANCHORS]]
            if confirmed > 1:
                until = np.inf if before is None else before
                sure = [a for a in anchors.tolist() if graph.sightings_until(a, until) >= confirmed]
                anchors = np.asarray(sure, dtype=np.int64) if sure else anchors
            targets = np.flatnonzero(target_scores >= threshold)
            located, objects, poses = graph.located(), graph.positions(), graph.robot_positions()
            best_gap = np.full(len(targets), np.inf)
            best_anchor = np.full(len(targets), -1)
            for anchor in anchors.tolist():
                by_objects = located[targets] & located[anchor]
                gap = np.where(
                    by_objects,
                    np.linalg.norm(objects[targets] - objects[anchor], axis=1),
                    np.linalg.norm(poses[targets] - poses[anchor], axis=1),
                )
                linked = np.isin(targets, list(graph.graph.neighbors(anchor)))
                close = ((gap <= radius) | (linked & ~by_objects)) & (targets != anchor)
                better = close & (gap < best_gap)
                best_gap[better], best_anchor[better] = gap[better], anchor
            found = np.flatnonzero(best_anchor >= 0)
            order = found[np.lexsort((-target_scores[targets[found]], best_gap[found]))]
            return [
                EntityHit(graph.entity(int(targets[i])), float(gap), f"near:{best_anchor[i]}")
                for i, gap in zip(order[: self._k(k)], best_gap[order[: self._k(k)]], strict=True)
            ]

    # -------------------------------------------------------------- captions

    def indoor_stretches(self, until: float, mentioning: str | None = None) -> list[Stretch]:
        """Times spent inside buildings (from the captions' place track), oldest first."""
        return self.memory.indoor_stretches(until, mentioning)

    def _captions(self) -> CaptionMemory:
        if self.memory.captions is None:
            raise RuntimeError("caption tools need a memory opened for writing (not read-only)")
        return self.memory.captions

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

    def captions_by_time(self, t: float | str, k: int | None = None) -> list[CaptionHit]:
        """Captions taken closest to a time (score: |Δt| in seconds)."""
        return self.memory.captions_near_time(self.resolve_time(t), self._k(k))
