"""What the robot perceived: sightings, attribute mentions, sign readings, text search."""

from __future__ import annotations

import numpy as np

from .model import World
from .sensing import Frame
from .vocab import tokens


class Perceived:
    """Indexes over the simulated frames, restricted to what was emitted in the run file."""

    def __init__(self, world: World, frames: list[Frame]) -> None:
        self.world = world
        self.frames = frames
        self.t = np.array([f.t for f in frames])
        self.recog = np.array([f.recog for f in frames])
        self.outdoor_cue = np.array([f.outdoor_cue for f in frames])
        self.region = np.array([f.region for f in frames])
        sight: dict[int, list[float]] = {}
        colour: dict[int, list[float]] = {}
        material: dict[int, list[float]] = {}
        signs: dict[int, list[float]] = {}
        for f in frames:
            for i in set(f.insts):
                if i >= 0:
                    sight.setdefault(i, []).append(f.t)
            for i in f.colour_said:
                colour.setdefault(i, []).append(f.t)
            for i in f.material_said:
                material.setdefault(i, []).append(f.t)
            for i in f.caption.signs_read:
                signs.setdefault(i, []).append(f.t)
        self.sightings = {k: np.array(v) for k, v in sight.items()}
        self.colour_said = {k: np.array(v) for k, v in colour.items()}
        self.material_said = {k: np.array(v) for k, v in material.items()}
        self.signs_read = {k: np.array(v) for k, v in signs.items()}
        self._index(frames)
        self._first: dict[str, float] = {}

    def seen_before(self, inst: int, now: float) -> np.ndarray:
        """Sighting times of an instance up to ``now``."""
        s = self.sightings.get(inst)
        return s[s <= now] if s is not None else np.empty(0)

    def said_before(self, table: dict[int, np.ndarray], inst: int, now: float) -> bool:
        """True if the instance is in ``table`` (colour/material/sign) before ``now``."""
        s = table.get(inst)
        return s is not None and bool((s <= now).any())

    def _index(self, frames: list[Frame]) -> None:
        """Token index of all labels and captions (frame of every token)."""
        ids: dict[str, int] = {}
        toks: list[int] = []
        owner: list[int] = []
        for k, f in enumerate(frames):
            for part in [*f.labels, f.caption.text]:
                for tok in tokens(part):
                    toks.append(ids.setdefault(tok, len(ids)))
                    owner.append(k)
                toks.append(-1)
                owner.append(k)
        self._ids = ids
        self._toks = np.array(toks + [-1] * 8, dtype=int)
        self._owner = np.array(owner + [len(frames) - 1] * 8, dtype=int)
        order = np.argsort(self._toks, kind="stable")
        sorted_toks = self._toks[order]
        cuts = np.flatnonzero(np.diff(sorted_toks)) + 1
        self._pos = {
            int(sorted_toks[a]): order[a:b]
            for a, b in zip(np.r_[0, cuts], np.r_[cuts, len(order)], strict=True)
        }

    def _first_phrase(self, seq: list[str]) -> float:
        ids = [self._ids.get(t, -2) for t in seq]
        if ids[0] < 0:
            return np.inf
        cand = self._pos.get(ids[0], np.empty(0, dtype=int))
        for k, tid in enumerate(ids[1:], start=1):
            if tid < 0:
                return np.inf
            cand = cand[self._toks[cand + k] == tid]
        return float(self.t[self._owner[cand].min()]) if len(cand) else np.inf

    def first_mention(self, terms: tuple[str, ...] | list[str]) -> float:
        """Earliest frame whose labels or caption contain any term (inf if never).

        Conservative: phrases match across label boundaries and plural/joined spellings.
        """
        best = np.inf
        for term in terms:
            if term not in self._first:
                toks = list(tokens(term))
                first = np.inf
                if toks:
                    last = toks[-1]
                    ends = {last, last + "s", last + "es"}
                    if last.endswith("f"):
                        ends.add(last[:-1] + "ves")
                    for end in ends:
                        first = min(first, self._first_phrase([*toks[:-1], end]))
                        if len(toks) > 1:
                            first = min(first, self._first_phrase(["".join(toks[:-1]) + end]))
                self._first[term] = first
            best = min(best, self._first[term])
        return best

    def frames_in(self, t0: float, t1: float) -> np.ndarray:
        """Indices of frames with t0 <= t < t1."""
        return np.flatnonzero((self.t >= t0) & (self.t < t1))

    def recog_share(self, t0: float, t1: float) -> float:
        """Share of frames in [t0, t1) that make the true place recognisable."""
        idx = self.frames_in(t0, t1)
        return float(self.recog[idx].mean()) if len(idx) else 0.0

    def outdoor_share(self, t0: float, t1: float) -> float:
        """Share of frames in [t0, t1) with an outdoor cue."""
        idx = self.frames_in(t0, t1)
        return float(self.outdoor_cue[idx].mean()) if len(idx) else 0.0
