"""The place track: was the robot inside a building at each frame?

"How long were you inside?" and "when did you leave the building?" are about
stretches of time, which retrieval answers badly (MiniLM ranks any atrium
caption above the caption of the actual doorway). So each frame's caption
embedding — computed anyway for the caption store — is compared once, at
ingest, with an indoor and an outdoor description; the difference is a
per-frame indoor score, kept in the journal as a time series. The stretches
are the two-state path (inside / outside) that best fits the scores with a
cost per switch (Viterbi): one odd caption in a hallway does not end a visit,
a sustained change does.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from memory_core.embedding import TextEmbedder

INDOOR = "inside a building: a hallway, an atrium, a lobby, an office, a lab, a room"
OUTDOOR = "outside on a street: a sidewalk, a plaza, a parking lot, trees, the road"
# The indoor score of a frame the room track places in a place known to be indoors (its
# negative: outdoors): as sure as the clearest caption.
PLACED_INDOOR_SCORE = 0.3
# The indoor score of a frame whose caption names no place but which the room track put in
# a place known to be indoors (or outdoors), at least: less sure than its own caption.
TRACKED_INDOOR_SCORE = 0.15
# A frame the room track could not place: its caption's reading plus this much per unit
# of its labels' log-odds of indoors (a parked car and a street lamp: outdoors).
LABEL_INDOOR_WEIGHT = 0.05
# Cost of one switch between inside and outside, in units of indoor score. Caption
# scores are about ±0.1-0.3, so a switch needs several frames agreeing. A 3-frame
# majority vote (the previous rule) split visits on the eval worlds: per-frame
# accuracy 0.97-0.98 with up to twice the true number of visits; this gives
# 0.993-0.998 with the right count (docs/evaluation.md).
SWITCH_COST = 1.0
# A frame's score counts once per FRAME_PERIOD_S it stands for (the time since the
# frame before, at most MAX_WEIGHT periods): a memory of sparse frames (one a
# minute) switches on fewer frames than a 2 s stream, for the same time outside.
FRAME_PERIOD_S = 2.0
MAX_WEIGHT = 10.0


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
        result: np.ndarray = similarity[:, 0] - similarity[:, 1]
        return result


def indoor_scores(
    embedded: np.ndarray,
    said: np.ndarray,
    placed: np.ndarray,
    labels: np.ndarray,
    underground: np.ndarray | None = None,
) -> np.ndarray:
    """Per frame, how surely it is indoors (negative: outdoors), from every signal: the side
    of the place its own caption names (as sure as PLACED_INDOOR_SCORE at least); else of
    the place the room track put it in (TRACKED_INDOOR_SCORE at least); else its
    caption's embedding and its labels (``labels``: their log-odds of indoors). A frame on
    a floor below the ground (``underground``) is indoors whatever it looks like: a car
    park or a loading bay down there is under the building."""
    tracked = np.where(
        said != 0, PLACED_INDOOR_SCORE * np.sign(said), TRACKED_INDOOR_SCORE * placed
    )
    scores: np.ndarray = embedded + tracked + LABEL_INDOOR_WEIGHT * labels
    if underground is not None:
        scores = np.where(underground, np.maximum(scores, PLACED_INDOOR_SCORE), scores)
    return scores


def indoor_stretches(
    seqs: Sequence[int], times: Sequence[float], scores: Sequence[float]
) -> list[Stretch]:
    """Stretches of indoor frames, oldest first; the frames must be in time order."""
    if not len(times):
        return []
    flags = inside_path(scores, times)
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


def inside_path(scores: Sequence[float], times: Sequence[float]) -> np.ndarray:
    """Per frame, inside or not: the path minimising the summed cost of being inside
    (-score) or outside (+score), weighted by the time each frame stands for, plus
    SWITCH_COST per change (Viterbi, two states)."""
    gaps = np.diff(np.asarray(times, dtype=np.float64), prepend=times[0] - FRAME_PERIOD_S)
    weights = np.clip(gaps / FRAME_PERIOD_S, 1.0, MAX_WEIGHT)
    outside_cost, inside_cost = 0.0, 0.0
    # Per frame, (previous state was inside) for the outside and the inside state.
    # Plain floats and lists: this runs per event/duration question over the whole
    # track, and numpy scalars made it 3x slower.
    came_from: list[tuple[bool, bool]] = []
    for score in (np.asarray(scores, dtype=np.float64) * weights).tolist():
        out_after_out, out_after_in = outside_cost, inside_cost + SWITCH_COST
        in_after_in, in_after_out = inside_cost, outside_cost + SWITCH_COST
        came_from.append((out_after_in < out_after_out, in_after_in <= in_after_out))
        outside_cost = min(out_after_out, out_after_in) + score
        inside_cost = min(in_after_in, in_after_out) - score
    path = [False] * len(came_from)
    state = inside_cost < outside_cost
    for index in range(len(came_from) - 1, -1, -1):
        path[index] = state
        state = came_from[index][state]
    return np.array(path, dtype=bool)
