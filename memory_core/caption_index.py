"""Caption search inside a reader process: the journal's captions in numpy arrays.

Milvus Lite lets one process open its file, and that process is the writer. A
reader (``Memory.open(readonly=True)``) indexes the captions itself instead: the
embeddings the writer stored in the journal, and its own for the newest captions
the writer has not embedded yet. Exact search over a few hundred thousand rows
is a matrix product; no second store, no lock shared with the writer.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import numpy as np

from memory_core.embedding import TextEmbedder
from memory_core.growable import GrowableArray
from memory_core.types import CaptionHit, Pose


class CaptionSearch(Protocol):
    """What the caption tools ask of a caption store (CaptionMemory, CaptionIndex)."""

    def by_text(self, query: str, k: int, before: float | None = None) -> list[CaptionHit]: ...

    def by_position(
        self, xyz: Sequence[float], k: int, before: float | None = None
    ) -> list[CaptionHit]: ...

    def count(self) -> int: ...


class CaptionIndex:
    """Captions with embedding, pose and time, searched exactly by meaning or position."""

    def __init__(self, embedder: TextEmbedder, dim: int) -> None:
        self._embedder = embedder
        self._vectors = GrowableArray(np.float32, (dim,))
        self._poses = GrowableArray(np.float64, (4,))  # x, y, z, yaw
        self._times = GrowableArray(np.float64)
        self._seqs = GrowableArray(np.int64)
        self._texts: list[str] = []

    def add(
        self,
        seqs: Sequence[int],
        texts: Sequence[str],
        poses: Sequence[Pose],
        times: Sequence[float],
        vectors: np.ndarray,
    ) -> None:
        """Index captions (their embeddings in ``vectors``, one row each)."""
        if not seqs:
            return
        norms = np.linalg.norm(vectors, axis=1, keepdims=True)
        self._vectors.extend(vectors / np.where(norms > 0, norms, 1.0))
        self._poses.extend(np.array([[p.x, p.y, p.z, p.yaw] for p in poses], np.float64))
        self._times.extend(np.asarray(times, np.float64))
        self._seqs.extend(np.asarray(seqs, np.int64))
        self._texts.extend(texts)

    def count(self) -> int:
        return len(self._texts)

    def by_text(self, query: str, k: int, before: float | None = None) -> list[CaptionHit]:
        """The k captions most similar in meaning to ``query``; score is cosine similarity."""
        vector = self._embedder.encode_one(query).astype(np.float32)
        vector /= max(float(np.linalg.norm(vector)), 1e-12)
        similarity = self._vectors.view @ vector
        return self._best(similarity, k, before, largest=True)

    def by_position(
        self, xyz: Sequence[float], k: int, before: float | None = None
    ) -> list[CaptionHit]:
        """The k captions taken nearest ``xyz``; score is the distance in metres."""
        offsets = self._poses.view[:, :3] - np.asarray(xyz, np.float64)
        return self._best(np.linalg.norm(offsets, axis=1), k, before, largest=False)

    def _best(
        self, scores: np.ndarray, k: int, before: float | None, *, largest: bool
    ) -> list[CaptionHit]:
        rows = np.arange(len(scores))
        if before is not None:
            rows = rows[self._times.view <= before]
        if k <= 0 or not len(rows):
            return []
        ranked = -scores[rows] if largest else scores[rows]
        if len(rows) > k:
            keep = np.argpartition(ranked, k - 1)[:k]
            rows, ranked = rows[keep], ranked[keep]
        order = np.lexsort((self._seqs.view[rows], ranked))
        return [self._hit(int(row), float(scores[row])) for row in rows[order]]

    def _hit(self, row: int, score: float) -> CaptionHit:
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
        )
