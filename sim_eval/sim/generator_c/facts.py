"""Indexed ground truth over a generated run: sightings, visits, texts, recognisability."""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass

import numpy as np

from .catalog import Category
from .trajectory import Trajectory, Visit
from .util import mentions
from .world import Instance, Layout, Place

OUTDOOR_CUES = ("outdoor", "weather", "sky", "wx:", "outside")


@dataclass
class Frame:
    """One written frame with its hidden truth."""

    t: float
    true: tuple[float, float, float, float]
    pid: str | None
    labels: list[str]
    iids: list[int | None]
    caption: str

    @property
    def text(self) -> str:
        return (self.caption + " | " + " | ".join(self.labels)).lower()


class Facts:
    """Answers the questions' truth functions, always restricted to t <= now."""

    def __init__(self, layout: Layout, traj: Trajectory, frames: list[Frame]) -> None:
        self.layout = layout
        self.traj = traj
        self.frames = frames
        self.times = [f.t for f in frames]
        self.t0, self.t_end = frames[0].t, frames[-1].t
        self.sightings: dict[int, list[int]] = {}
        for index, frame in enumerate(frames):
            for iid in frame.iids:
                if iid is not None:
                    self.sightings.setdefault(iid, []).append(index)
        self.cats = {c.key: c for c in layout.family.categories}
        self.present = sorted({i.cat.key for i in layout.instances})
        self._texts = [f.text for f in frames]
        self._term_hits: dict[str, list[int]] = {}
        self._typical = {pid: {c.key for c in self.typical(p)} for pid, p in layout.places.items()}
        self.mark = [self._names_place(f) for f in frames]
        self._by_pid: dict[str, list[int]] = {}
        for index, frame in enumerate(frames):
            if frame.pid:
                self._by_pid.setdefault(frame.pid, []).append(index)
        self._cum = {
            pid: np.cumsum([self.mark[i] for i in idx]) for pid, idx in self._by_pid.items()
        }
        self.cache: dict[object, object] = {}

    def upto(self, now: float) -> int:
        """Number of frames with t <= now."""
        return bisect_right(self.times, now)

    def instances(self, key: str) -> list[Instance]:
        if ("inst", key) not in self.cache:
            self.cache[("inst", key)] = [i for i in self.layout.instances if i.cat.key == key]
        return self.cache[("inst", key)]  # type: ignore[return-value]

    def seen(self, key: str, now: float) -> list[tuple[Instance, float, list[float]]]:
        """Seen instances of a category: (instance, last sighting t, position then)."""
        n = self.upto(now)
        memo = ("seen", key, n)
        if memo not in self.cache:
            out = []
            for inst in self.instances(key):
                idx = self.sightings.get(inst.iid, [])
                k = bisect_right(idx, n - 1)
                if k:
                    t = self.frames[idx[k - 1]].t
                    out.append((inst, t, list(inst.at(t)[1])))
            self.cache[memo] = out
        return self.cache[memo]  # type: ignore[return-value]

    def sighting_times(self, key: str, now: float) -> list[float]:
        n = self.upto(now)
        return sorted(
            self.frames[i].t
            for inst in self.instances(key)
            for i in self.sightings.get(inst.iid, [])
            if i < n
        )

    def hits(self, term: str) -> list[int]:
        """Indices of frames whose caption or labels mention ``term`` (cached)."""
        if term not in self._term_hits:
            self._term_hits[term] = [
                i for i, text in enumerate(self._texts) if mentions(text, term)
            ]
        return self._term_hits[term]

    def absent(self, terms: list[str] | tuple[str, ...], now: float, since: float = 0.0) -> bool:
        """True when no term (any variant) is in a label or caption in [since, now]."""
        start = bisect_right(self.times, since - 1e-9) if since else 0
        stop = self.upto(now)
        for term in terms:
            idx = self.hits(term)
            k = bisect_right(idx, start - 1)
            if k < len(idx) and idx[k] < stop:
                return False
        return True

    def visits(self, now: float) -> list[Visit]:
        """Visits begun by ``now``, the current one clipped at ``now``."""
        return [Visit(v.pid, v.t_in, min(v.t_out, now)) for v in self.traj.visits if v.t_in <= now]

    def typical(self, place: Place) -> list[Category]:
        """Categories all of whose instances stand in this place's kind."""
        out = []
        for key in self.present:
            homes = self.cats[key].homes
            if homes and all(h == place.kind.kind for h, _ in homes) and not self.cats[key].roam:
                out.append(self.cats[key])
        return out

    def _names_place(self, frame: Frame) -> bool:
        if not frame.pid:
            return False
        place = self.layout.places[frame.pid]
        if any(mentions(frame.caption, name) for name in place.kind.names):
            return True
        typical = self._typical[frame.pid]
        return any(
            i is not None and self.layout.instances[i].cat.key in typical for i in frame.iids
        )

    def frame_names_place(self, frame: Frame, place: Place) -> bool:
        """The frame shows it is in ``place``: caption names it or a typical object is labelled."""
        return frame.pid == place.pid and self._names_place(frame)

    def recognisable(self, pid: str, now: float) -> bool:
        """Most of the place's frames so far show where the robot is."""
        if not self.layout.places[pid].kind.askable or pid not in self._by_pid:
            return False
        count = bisect_right(self._by_pid[pid], self.upto(now) - 1)
        return count >= 4 and self._cum[pid][count - 1] >= 0.5 * count

    def marked(self, pid: str, a: float, b: float) -> bool:
        """A recognisable frame of ``pid`` with t in [a, b]."""
        lo, hi = bisect_right(self.times, a - 1e-9), bisect_right(self.times, b)
        return any(self.mark[i] and self.frames[i].pid == pid for i in range(lo, hi))

    def outdoor_marked(self, a: float, b: float) -> bool:
        """A frame in [a, b] taken outside the building that looks outdoors."""
        lo, hi = bisect_right(self.times, a - 1e-9), bisect_right(self.times, b)
        for frame in self.frames[lo:hi]:
            if frame.pid and self.layout.places[frame.pid].outside:
                if any(cue in frame.caption.lower() for cue in OUTDOOR_CUES):
                    return True
                if self.frame_names_place(frame, self.layout.places[frame.pid]):
                    return True
        return False

    def outside_spans(self, now: float) -> list[tuple[float, float]]:
        """Merged intervals spent outside the building, clipped at ``now``."""
        spans: list[tuple[float, float]] = []
        for v in self.visits(now):
            if not self.layout.places[v.pid].outside:
                continue
            if spans and v.t_in - spans[-1][1] < 3.0:
                spans[-1] = (spans[-1][0], v.t_out)
            else:
                spans.append((v.t_in, v.t_out))
        return spans

    def position(self, t: float) -> list[float]:
        _, x, y, z, _ = self.traj.pose_at(t)
        return [round(x, 3), round(y, 3), round(z, 3)]

    def place_at_time(self, t: float) -> str | None:
        _, x, y, z, _ = self.traj.pose_at(t)
        place = self.layout.place_at(x, y, z)
        return place.pid if place else None
