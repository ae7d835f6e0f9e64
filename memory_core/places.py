"""The place track: was the robot inside a building at each frame?

"How long were you inside?" and "when did you leave the building?" are about
stretches of time, which retrieval answers badly (MiniLM ranks any atrium
caption above the caption of the actual doorway). So each frame's caption
embedding — computed anyway for the caption store — is compared once, at
ingest, with an indoor and an outdoor description; the sign of the difference
is a per-frame indoor flag, kept in the journal as a time series.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from memory_core.embedding import TextEmbedder

INDOOR = "inside a building: a hallway, an atrium, a lobby, an office, a lab, a room"
OUTDOOR = "outside on a street: a sidewalk, a plaza, a parking lot, trees, the road"
# A flag that flips for a single frame is noise: smooth over this many frames.
SMOOTHING_FRAMES = 3


@dataclass(frozen=True)
class Stretch:
    """Consecutive indoor frames: first and last frame time, and whether it lasts until now."""

    start: float
    end: float
    ongoing: bool
    seqs: tuple[int, ...]


class IndoorScorer:
    """Indoor-ness of caption embeddings: cos(indoor) - cos(outdoor)."""

    def __init__(self, embedder: TextEmbedder) -> None:
        self._embedder = embedder
        self._prototypes: np.ndarray | None = None

    def scores(self, vectors: np.ndarray) -> np.ndarray:
        if self._prototypes is None:
            self._prototypes = self._embedder.encode([INDOOR, OUTDOOR])
        similarity = np.asarray(vectors, dtype=np.float32) @ self._prototypes.T
        return similarity[:, 0] - similarity[:, 1]


def indoor_stretches(
    seqs: Sequence[int], times: Sequence[float], scores: Sequence[float]
) -> list[Stretch]:
    """Stretches of indoor frames, oldest first; the frames must be in time order."""
    if not len(times):
        return []
    flags = np.asarray(scores) > 0
    if len(flags) >= SMOOTHING_FRAMES:
        padded = np.concatenate([flags[:1], flags, flags[-1:]]).astype(int)
        flags = (padded[:-2] + padded[1:-1] + padded[2:]) >= 2
    stretches: list[Stretch] = []
    start = None
    for index, inside in enumerate(flags):
        if inside and start is None:
            start = index
        if start is not None and (not inside or index == len(flags) - 1):
            last = index if inside else index - 1
            ongoing = bool(inside and index == len(flags) - 1)
            stretches.append(
                Stretch(
                    float(times[start]),
                    float(times[last]),
                    ongoing,
                    tuple(int(s) for s in seqs[start : last + 1]),
                )
            )
            start = None
    return stretches
