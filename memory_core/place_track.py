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

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

import numpy as np

from memory_core.place_names import Mention, PlaceKind, mentions

# One change of place costs what 1.5 frames of the clearest evidence pay: one odd
# caption in a room does not end the visit, two agreeing ones start another.
SWITCH_COST = 1.5
# The score of "somewhere no caption named" per frame: a silent stretch continues the
# current place, unless it is long (SWITCH_COST * 2 / UNNAMED = 30 frames, a minute).
UNNAMED_SCORE = 0.1
# Frames this close share what their captions name (pose noise is ~0.3 m, rooms > 3 m):
# the same or a neighbouring cell of this side.
POOL_CELL_M = 1.0
POOL_WEIGHT = 0.5
# Labels: a label's log-odds for a place, learnt from frames placed by their captions,
# count with this weight, each capped; labels seen fewer times say nothing.
LABEL_WEIGHT = 0.15
LABEL_CAP = 2.0
LABEL_MIN_COUNT = 3
# A frame stands for the time since the one before, at most this many periods.
FRAME_PERIOD_S = 2.0
MAX_WEIGHT = 10.0
# Places named in fewer frames' worth of scene weight than this are not states.
MIN_PLACE_WEIGHT = 1.0


@dataclass(frozen=True)
class Stay:
    """Consecutive frames in one place: the first frame's time, the time it ended (the
    next frame, elsewhere, or a frame period after the last; ``now`` if it lasts), and the
    frames' indices in the track."""

    place: PlaceKind
    start: float
    end: float
    ongoing: bool
    first: int
    last: int

    @property
    def duration_s(self) -> float:
        return self.end - self.start


@dataclass
class _Frames:
    """What the track reads of each frame, appended as the memory grows."""

    t: list[float] = field(default_factory=list)
    x: list[float] = field(default_factory=list)
    y: list[float] = field(default_factory=list)
    mentions: list[list[Mention]] = field(default_factory=list)
    labels: list[tuple[int, ...]] = field(default_factory=list)


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

    def name(self, place: PlaceKind) -> str:
        """What captions called the place (its own name if they never did)."""
        if place in self.places and self.names:
            return self.names[self.places.index(place)]
        return str(place)

    def stays(self, place: PlaceKind | None = None) -> list[Stay]:
        """The stays in ``place`` (every place it includes), or in every named place."""
        if not len(self.t):
            return []
        if place is None:
            inside = self.state >= 0
            keys = self.state
        else:
            wanted = [i for i, known in enumerate(self.places) if place.includes(known)]
            inside = np.isin(self.state, wanted)
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
            # It ended by the next frame, elsewhere; when frames are sparse, a frame period
            # after the last one seen there is all the memory can vouch for.
            finish = (
                self.until
                if ongoing
                else min(float(self.t[end + 1]), float(self.t[end]) + FRAME_PERIOD_S)
            )
            named = place or self.places[int(self.state[index])]
            stays.append(Stay(named, float(self.t[index]), finish, ongoing, index, end))
            index = end + 1
        return stays

    def place_at(self, index: int) -> PlaceKind | None:
        state = int(self.state[index])
        return self.places[state] if state >= 0 else None

    def place_near(self, xy: Sequence[float], radius: float) -> PlaceKind | None:
        """The place most frames taken within ``radius`` of a point were in."""
        if not len(self.t):
            return None
        gaps = np.hypot(self.xy[:, 0] - xy[0], self.xy[:, 1] - xy[1])
        close = (gaps <= radius) & (self.state >= 0)
        if not close.any():
            return None
        votes = np.bincount(self.state[close], weights=1.0 / (1.0 + gaps[close]))
        return self.places[int(np.argmax(votes))]

    def frames_at(self, times: Iterable[float]) -> np.ndarray:
        """Indices of the frames taken at ``times`` (the nearest frame at or before each)."""
        stamps = np.asarray(list(times), dtype=np.float64)
        return np.clip(np.searchsorted(self.t, stamps, side="right") - 1, 0, len(self.t) - 1)


class PlaceTrack:
    """Frames in, a decoded track out; decoding is cached per (frames, until)."""

    def __init__(self) -> None:
        self._frames = _Frames()
        self._cache: tuple[tuple[int, float], Track] | None = None

    def __len__(self) -> int:
        return len(self._frames.t)

    def add(self, t: float, x: float, y: float, caption: str, labels: Sequence[int]) -> None:
        """One frame, in time order (a frame out of order is placed by time)."""
        frames = self._frames
        at = len(frames.t)
        if frames.t and t < frames.t[-1]:
            at = int(np.searchsorted(np.asarray(frames.t), t, side="right"))
        frames.t.insert(at, float(t))
        frames.x.insert(at, float(x))
        frames.y.insert(at, float(y))
        frames.mentions.insert(at, mentions(caption))
        frames.labels.insert(at, tuple(labels))

    def track(self, until: float = math.inf) -> Track:
        """The decoded track of the frames taken at or before ``until``."""
        count = int(np.searchsorted(np.asarray(self._frames.t), until, side="right"))
        key = (count, until if count < len(self._frames.t) else math.inf)
        if self._cache is not None and self._cache[0] == key:
            return self._cache[1]
        track = _decode(self._frames, count, until)
        self._cache = (key, track)
        return track

    def named(self, place: PlaceKind, until: float = math.inf) -> bool:
        """Whether any caption by ``until`` named ``place`` (or a narrower one)."""
        frames = self._frames
        for t, found in zip(frames.t, frames.mentions, strict=True):
            if t > until:
                break
            if any(place.includes(m.place) for m in found):
                return True
        return False


def _decode(frames: _Frames, count: int, until: float) -> Track:
    t = np.asarray(frames.t[:count], dtype=np.float64)
    if not math.isfinite(until):  # a stay that lasts, lasts until the latest frame
        until = float(t[-1]) if count else 0.0
    xy = np.column_stack([frames.x[:count], frames.y[:count]]).astype(np.float64).reshape(-1, 2)
    places = _states(frames.mentions[:count])
    names = _names(frames.mentions[:count], places)
    if not count or not places:
        return Track(tuple(places), t, np.full(count, -1, dtype=np.int64), xy, until, names)
    named = _mention_scores(frames.mentions[:count], places)
    scores = named + POOL_WEIGHT * _pooled(named, xy)
    scores += LABEL_WEIGHT * _label_scores(frames.labels[:count], named, len(places))
    gaps = np.diff(t, prepend=t[0] - FRAME_PERIOD_S)
    weights = np.clip(gaps / FRAME_PERIOD_S, 1.0, MAX_WEIGHT)
    unnamed = np.full((count, 1), UNNAMED_SCORE)
    path = _viterbi(np.hstack([scores, unnamed]) * weights[:, None], SWITCH_COST)
    state = np.where(path == len(places), -1, path)
    return Track(tuple(places), t, state.astype(np.int64), xy, until, names)


def _names(found: Sequence[list[Mention]], places: list[PlaceKind]) -> tuple[str, ...]:
    """Per place, the commonest words its mentions used, with the place's own words."""
    used: dict[PlaceKind, dict[str, int]] = {place: {} for place in places}
    for frame in found:
        for mention in frame:
            if mention.place in used and mention.text:
                counts = used[mention.place]
                counts[mention.text] = counts.get(mention.text, 0) + 1
    names = []
    for place in places:
        counts = used[place]
        words = max(counts, key=counts.__getitem__) if counts else place.kind
        picked = " ".join(w for w in sorted(place.words) if w not in words.split())
        names.append(f"{picked} {words}".strip())
    return tuple(names)


def _states(found: Sequence[list[Mention]]) -> list[PlaceKind]:
    """The places named with at least MIN_PLACE_WEIGHT in all, in order of first mention."""
    weight: dict[PlaceKind, float] = {}
    for frame in found:
        for mention in frame:
            weight[mention.place] = weight.get(mention.place, 0.0) + mention.weight
    return [place for place, total in weight.items() if total >= MIN_PLACE_WEIGHT]


def _mention_scores(found: Sequence[list[Mention]], places: list[PlaceKind]) -> np.ndarray:
    """Per frame and place: the weight of the mentions that fit it (a mention of "garden"
    fits every garden; of "back garden", only that one), the best mention per place."""
    index = {place: i for i, place in enumerate(places)}
    fits: dict[PlaceKind, list[int]] = {}
    scores = np.zeros((len(found), len(places)))
    for row, frame in enumerate(found):
        for mention in frame:
            columns = fits.get(mention.place)
            if columns is None:
                columns = [i for i, p in enumerate(places) if mention.place.includes(p)]
                if mention.place in index and index[mention.place] not in columns:
                    columns.append(index[mention.place])
                fits[mention.place] = columns
            for column in columns:
                scores[row, column] = max(scores[row, column], mention.weight)
    return scores


def _pooled(scores: np.ndarray, xy: np.ndarray) -> np.ndarray:
    """Per frame, the mean score of the other frames in its POOL_CELL_M grid cell and the
    eight around it (frames within 1-3 cells: close enough to share a room)."""
    cells = np.floor(xy / POOL_CELL_M).astype(np.int64)
    keys, inverse = np.unique(cells, axis=0, return_inverse=True)
    inverse = inverse.reshape(-1)
    sums = np.zeros((len(keys), scores.shape[1]))
    np.add.at(sums, inverse, scores)
    counts = np.bincount(inverse, minlength=len(keys)).astype(np.float64)
    lookup = {(int(cx), int(cy)): i for i, (cx, cy) in enumerate(keys.tolist())}
    around_sums = np.zeros_like(sums)
    around_counts = np.zeros_like(counts)
    for i, (cx, cy) in enumerate(keys.tolist()):
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                j = lookup.get((cx + dx, cy + dy))
                if j is not None:
                    around_sums[i] += sums[j]
                    around_counts[i] += counts[j]
    others = around_counts[inverse] - 1.0
    pooled = (around_sums[inverse] - scores) / np.maximum(others, 1.0)[:, None]
    return np.where(others[:, None] > 0, pooled, 0.0)


def _label_scores(labels: Sequence[tuple[int, ...]], named: np.ndarray, states: int) -> np.ndarray:
    """Per frame and place, the capped log-odds of its labels for the place, learnt from
    the frames whose captions name one place (naive Bayes, add-one smoothing)."""
    count = len(labels)
    placed = np.full(count, -1)
    strongest = named.max(axis=1)
    clear = (strongest > 0) & ((named == strongest[:, None]).sum(axis=1) == 1)
    placed[clear] = named[clear].argmax(axis=1)
    rows = [(row, label) for row, frame in enumerate(labels) for label in set(frame)]
    if not rows or not clear.any():
        return np.zeros((count, states))
    frame_of = np.array([row for row, _ in rows])
    label_of = np.array([label for _, label in rows])
    vocabulary = int(label_of.max()) + 1
    in_place = placed[frame_of]
    known = in_place >= 0
    together = np.zeros((states, vocabulary))
    np.add.at(together, (in_place[known], label_of[known]), 1.0)
    per_label = together.sum(axis=0)
    frames_in = np.bincount(placed[clear], minlength=states).astype(np.float64)
    frames_out = frames_in.sum() - frames_in
    inside = (together + 1.0) / (frames_in[:, None] + 2.0)
    outside = (per_label[None, :] - together + 1.0) / (frames_out[:, None] + 2.0)
    odds = np.clip(np.log(inside / outside), -LABEL_CAP, LABEL_CAP)
    odds[:, per_label < LABEL_MIN_COUNT] = 0.0
    scores = np.zeros((count, states))
    np.add.at(scores, frame_of, odds[:, label_of].T)
    return scores


def _viterbi(scores: np.ndarray, switch: float) -> np.ndarray:
    """The state path maximising the summed scores minus ``switch`` per change. The only
    way into a state is from itself or from the best state, so a step is O(states); plain
    floats, as numpy's per-call cost dominates at a few dozen states (3x slower)."""
    rows = scores.tolist()
    total = list(rows[0])
    came_from_best: list[tuple[int, list[bool]]] = []
    for row in rows[1:]:
        best = max(range(len(total)), key=total.__getitem__)
        moved = total[best] - switch
        switched = [value < moved for value in total]
        total = [
            (moved if jump else value) + gain
            for value, jump, gain in zip(total, switched, row, strict=True)
        ]
        came_from_best.append((best, switched))
    state = max(range(len(total)), key=total.__getitem__)
    path = [state]
    for best, switched in reversed(came_from_best):
        if switched[state]:
            state = best
        path.append(state)
    return np.asarray(path[::-1], dtype=np.int64)
