"""Caption search inside a reader process: the journal's captions in numpy arrays.

Milvus Lite lets one process open its file, and that process is the writer. A
reader (``Memory.open(readonly=True, follow=True)``) indexes the captions itself
instead, from the embeddings the writer stored in the journal. The writer embeds
in batches, so the newest captions have none yet: they wait here as pending and
are embedded when a search needs them (as the writer's own store does), or take
the writer's embedding once it is journaled. A reader that is not asked anything
embeds nothing. Exact search over a few hundred thousand rows is a matrix product.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

import numpy as np

from memory_core.embedding import TextEmbedder
from memory_core.growable import GrowableArray
from memory_core.types import CaptionHit, Measure, Pose


class CaptionSearch(Protocol):
    """What the caption tools ask of a caption store (CaptionMemory, CaptionIndex)."""

    def by_text(self, query: str, k: int, before: float | None = None) -> list[CaptionHit]: ...

    def by_position(
        self, xyz: Sequence[float], k: int, before: float | None = None
    ) -> list[CaptionHit]: ...

    def count(self) -> int: ...


@dataclass(frozen=True)
class IndexedCaption:
    seq: int
    text: str
    pose: Pose
    t: float


# seqs -> the embeddings the writer journaled for those of them it has embedded.
StoredVectors = Callable[[Sequence[int]], dict[int, np.ndarray]]


class CaptionIndex:
    """Captions with embedding, pose and time, searched exactly by meaning or position."""

    def __init__(self, embedder: TextEmbedder, stored_vectors: StoredVectors) -> None:
        self._embedder = embedder
        self._stored_vectors = stored_vectors
        self._vectors = GrowableArray(np.float32, (embedder.dim,))
        self._poses = GrowableArray(np.float64, (4,))  # x, y, z, yaw
        self._times = GrowableArray(np.float64)
        self._seqs = GrowableArray(np.int64)
        self._texts: list[str] = []
        self._pending: list[IndexedCaption] = []

    def add(self, captions: Sequence[IndexedCaption]) -> None:
        """Index ``captions``: at once where the writer journaled their embedding, else when
        a search needs them."""
        self._pending.extend(captions)
        self.absorb(embed=False)

    def absorb(self, *, embed: bool) -> None:
        """Index the pending captions the writer has embedded meanwhile (with ``embed``, all
        of them, embedding the rest here)."""
        if not self._pending:
            return
        stored = self._stored_vectors([caption.seq for caption in self._pending])
        if embed:
            missing = [caption for caption in self._pending if caption.seq not in stored]
            if missing:
                vectors = self._embedder.encode([caption.text for caption in missing])
                stored.update(zip((caption.seq for caption in missing), vectors, strict=True))
        # In journal order: a caption the writer has not embedded holds back the later ones.
        ready = 0
        while ready < len(self._pending) and self._pending[ready].seq in stored:
            ready += 1
        if ready:
            self._index(self._pending[:ready], stored)
            del self._pending[:ready]

    def _index(self, captions: Sequence[IndexedCaption], vectors: dict[int, np.ndarray]) -> None:
        rows = np.array([vectors[caption.seq] for caption in captions], np.float32)
        norms = np.linalg.norm(rows, axis=1, keepdims=True)
        self._vectors.extend(rows / np.where(norms > 0, norms, 1.0))
        self._poses.extend(np.array([[*c.pose.xyz, c.pose.yaw] for c in captions], np.float64))
        self._times.extend(np.array([caption.t for caption in captions], np.float64))
        self._seqs.extend(np.array([caption.seq for caption in captions], np.int64))
        self._texts.extend(caption.text for caption in captions)

    def count(self) -> int:
        return len(self._texts) + len(self._pending)

    def by_text(self, query: str, k: int, before: float | None = None) -> list[CaptionHit]:
        """The k captions most similar in meaning to ``query``; score is cosine similarity."""
        self.absorb(embed=True)
        vector = self._embedder.encode_one(query).astype(np.float32)
        vector /= max(float(np.linalg.norm(vector)), 1e-12)
        similarity = self._vectors.view @ vector
        return self._best(similarity, k, before, "similarity")

    def by_position(
        self, xyz: Sequence[float], k: int, before: float | None = None
    ) -> list[CaptionHit]:
        """The k captions taken nearest ``xyz``; score is the distance in metres."""
        self.absorb(embed=True)
        offsets = self._poses.view[:, :3] - np.asarray(xyz, np.float64)
        return self._best(np.linalg.norm(offsets, axis=1), k, before, "metres")

    def _best(
        self, scores: np.ndarray, k: int, before: float | None, measure: Measure
    ) -> list[CaptionHit]:
        rows = np.arange(len(scores))
        if before is not None:
            rows = rows[self._times.view <= before]
        if k <= 0 or not len(rows):
            return []
        ranked = -scores[rows] if measure == "similarity" else scores[rows]
        if len(rows) > k:
            keep = np.argpartition(ranked, k - 1)[:k]
            rows, ranked = rows[keep], ranked[keep]
        order = np.lexsort((self._seqs.view[rows], ranked))
        return [self._hit(int(row), float(scores[row]), measure) for row in rows[order]]

    def _hit(self, row: int, score: float, measure: Measure) -> CaptionHit:
        x, y, z, yaw = self._poses.view[row]
        return CaptionHit(
            id=int(self._seqs.view[row]),
            caption=self._texts[row],
            x=float(x),
            y=float(y),
            z=float(z),
            yaw=float(yaw),
            t=float(self._times.view[row]),
            score=score,
            measure=measure,
        )
