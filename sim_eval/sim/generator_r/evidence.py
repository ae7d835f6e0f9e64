"""What the run has shown by a given time: sightings, colours and names said, places and floors
named, quotes, visits and floor runs. Truth is computed from this, never from hidden state."""

from __future__ import annotations

import bisect
import math
from collections.abc import Callable
from dataclasses import dataclass

from .model import HFOV_RAD, SURE_BOUNDARY_S, FamilySpec, Instance
from .world import FrameRec, World

NEAR_SHADES: dict[str, tuple[str, ...]] = {
    "grey": ("silver",),
    "silver": ("grey", "white"),
    "navy": ("blue", "black"),
    "blue": ("navy",),
    "white": ("silver",),
    "black": ("navy",),
    "maroon": ("red", "brown"),
    "red": ("maroon", "pink", "orange"),
    "pink": ("red",),
    "brown": ("maroon",),
    "orange": ("red", "yellow"),
    "yellow": ("orange",),
}


@dataclass
class Visit:
    place: str
    i0: int
    i1: int
    entry: float
    exit: float | None
    entry_sure: bool
    exit_sure: bool
    start: bool
    has_break: bool
    has_gap: bool

    def length(self) -> float:
        assert self.exit is not None
        return self.exit - self.entry


@dataclass
class LevelRun:
    level: str | None
    i0: int
    i1: int
    entry: float
    exit: float | None
    entry_sure: bool
    exit_sure: bool


class Evidence:
    def __init__(self, world: World) -> None:
        self.world = world
        self.spec: FamilySpec = world.spec
        self.frames: list[FrameRec] = world.frames
        self.times = [f.t for f in self.frames]
        self.insts: dict[str, Instance] = {i.key: i for i in world.instances}
        self.classes = {c.key: c for c in self.spec.classes}
        self.places = {p.key: p for p in self.spec.places}
        self.levels = {lv.key: lv for lv in self.spec.levels}
        self.gaps = world.gaps
        self.break_window = world.gaps[
            [b - a for a, b in world.gaps].index(max(b - a for a, b in world.gaps))
        ]
        self._sightings()
        self._said()
        self._visits()

    # -- indexing ---------------------------------------------------------------------
    def k_at(self, now: float) -> int:
        """Index of the last frame at or before ``now`` (-1 if none)."""
        return bisect.bisect_right(self.times, now) - 1

    def _sightings(self) -> None:
        self.seen_idx: dict[str, list[int]] = {k: [] for k in self.insts}
        # Any hint of a thing at all: also generic labels, confusions and misspellings. A "no"
        # about a class is only asked when not even a hint of it was given.
        self.trace_idx: dict[str, list[int]] = {k: [] for k in self.insts}
        self.colour_t: dict[str, float] = {}
        self.name_t: dict[str, float] = {}
        self.quote_first: dict[str, float] = {}
        self.quotes: list[tuple[int, str, str]] = []  # (frame, inst, text) correct quotes
        for f in self.frames:
            seen: list[str] = []
            for d in f.dets:
                if d.identifying and d.inst is not None:
                    seen.append(d.inst)
                    if d.colour is not None and d.inst not in self.colour_t:
                        self.colour_t[d.inst] = f.t
            for m in f.plan.mentions:
                if m.identifying:
                    seen.append(m.inst)
                    if m.colour is not None and m.inst not in self.colour_t:
                        self.colour_t[m.inst] = f.t
            uniq = sorted(set(seen))
            for key in uniq:
                self.seen_idx[key].append(f.i)
            hints = {d.inst for d in f.dets if d.inst is not None}
            hints |= {m.inst for m in f.plan.mentions}
            for key in sorted(hints):
                self.trace_idx[key].append(f.i)
            for q in f.plan.quotes:
                if not q.correct:
                    continue
                self.quotes.append((f.i, q.inst, q.true_text))
                self.quote_first.setdefault(q.true_text, f.t)
                inst = self.insts[q.inst]
                if inst.name and q.true_text == inst.name and q.inst in uniq:
                    self.name_t.setdefault(q.inst, f.t)
        self.seen_t = {k: [self.times[i] for i in v] for k, v in self.seen_idx.items()}
        self.by_class: dict[str, list[str]] = {}
        for inst in self.insts.values():
            self.by_class.setdefault(inst.cls, []).append(inst.key)

    def _said(self) -> None:
        self.named_t: dict[str, float] = {}
        self.level_t: dict[str, float] = {}
        for f in self.frames:
            here = self.places[f.place]
            n = f.plan.naming
            if n is not None and n.correct_for == f.place:
                self.named_t.setdefault(f.place, f.t)
            for q in f.plan.quotes:
                if q.correct and any(form.lower() in q.true_text.lower() for form in here.forms):
                    self.named_t.setdefault(f.place, f.t)
            if f.level is not None:
                lm = f.plan.level
                if lm is not None and lm.correct:
                    self.level_t.setdefault(f.level, f.t)
                forms = self.levels[f.level].forms
                for q in f.plan.quotes:
                    if q.correct and any(x.lower() in q.true_text.lower() for x in forms):
                        self.level_t.setdefault(f.level, f.t)

    def _visits(self) -> None:
        self.visits: list[Visit] = []
        self.level_runs: list[LevelRun] = []
        n = len(self.frames)
        b0, b1 = self.break_window
        for i, j, entry, es, ex, xs in self._runs(lambda f: f.place):
            t0, t1 = self.times[i], self.times[j]
            has_gap = any(t0 <= a and b <= t1 for a, b in self.gaps)
            self.visits.append(
                Visit(
                    self.frames[i].place,
                    i,
                    j,
                    entry,
                    ex,
                    es,
                    xs,
                    i == 0,
                    t0 <= b0 and b1 <= t1,
                    has_gap,
                )
            )
        for i, j, entry, es, ex, xs in self._runs(lambda f: f.level):
            self.level_runs.append(LevelRun(self.frames[i].level, i, j, entry, ex, es, xs))
        self.visit_of_frame = [0] * n
        for vi, v in enumerate(self.visits):
            for k in range(v.i0, v.i1 + 1):
                self.visit_of_frame[k] = vi

    def _runs(
        self, value: Callable[[FrameRec], str | None]
    ) -> list[tuple[int, int, float, bool, float | None, bool]]:
        """Maximal runs of equal ``value``: (first, last, entry, sure, exit, sure)."""
        out: list[tuple[int, int, float, bool, float | None, bool]] = []
        n = len(self.frames)
        i = 0
        while i < n:
            j = i
            while j + 1 < n and value(self.frames[j + 1]) == value(self.frames[i]):
                j += 1
            if i == 0:
                entry, es = self.times[0], False
            else:
                entry = (self.times[i - 1] + self.times[i]) / 2
                es = self.times[i] - self.times[i - 1] <= SURE_BOUNDARY_S
            ex: float | None = None
            xs = False
            if j < n - 1:
                ex = (self.times[j] + self.times[j + 1]) / 2
                xs = self.times[j + 1] - self.times[j] <= SURE_BOUNDARY_S
            out.append((i, j, entry, es, ex, xs))
            i = j + 1
        return out

    # -- queries by now -----------------------------------------------------------------
    def sightings(self, inst: str, now: float) -> list[float]:
        ts = self.seen_t[inst]
        return ts[: bisect.bisect_right(ts, now)]

    def sight_frames(self, inst: str, now: float) -> list[int]:
        ts = self.seen_t[inst]
        return self.seen_idx[inst][: bisect.bisect_right(ts, now)]

    def class_sightings(self, cls: str, now: float) -> list[tuple[float, int, str]]:
        out: list[tuple[float, int, str]] = []
        for key in self.by_class.get(cls, []):
            ts = self.seen_t[key]
            for t, i in zip(ts, self.seen_idx[key], strict=True):
                if t > now:
                    break
                out.append((t, i, key))
        out.sort()
        return out

    def looked_at(self, spot: tuple[float, float, float], place: str, i0: int, i1: int) -> bool:
        """Whether any frame i0..i1 had ``spot`` (in ``place``) well inside its view."""
        group = self.places[place].group
        level = self.places[place].levels[0]
        for f in self.frames[i0 : i1 + 1]:
            if f.level != level or self.places[f.place].group != group:
                continue
            tp = f.true
            r = math.hypot(spot[0] - tp.x, spot[1] - tp.y)
            bearing = (math.atan2(spot[1] - tp.y, spot[0] - tp.x) - tp.yaw + math.pi) % (
                2 * math.pi
            ) - math.pi
            if abs(bearing) < HFOV_RAD / 2 and r < 0.6 * self.places[f.place].sight_m:
                return True
        return False

    def class_traces(self, cls: str, now: float) -> list[tuple[float, int]]:
        """(time, frame) of every hint of the class by now, identifying or not."""
        k = self.k_at(now)
        rows = {
            (self.times[i], i)
            for key in self.by_class.get(cls, [])
            for i in self.trace_idx[key]
            if i <= k
        }
        return sorted(rows)

    def seen_by(self, inst: str, now: float) -> bool:
        ts = self.seen_t[inst]
        return bool(ts) and ts[0] <= now

    def named(self, place: str, now: float) -> bool:
        return self.named_t.get(place, float("inf")) <= now

    def level_said(self, level: str, now: float) -> bool:
        return self.level_t.get(level, float("inf")) <= now

    def pos(self, inst: str, t: float) -> tuple[float, float, float]:
        stay = self.insts[inst].stay_at(t)
        assert stay is not None, (inst, t)
        level = self.places[stay.place].levels[0]
        return (stay.x, stay.y, self.levels[level].z)

    def place_at(self, inst: str, t: float) -> str:
        stay = self.insts[inst].stay_at(t)
        assert stay is not None
        return stay.place

    def visits_by(self, now: float) -> list[Visit]:
        k = self.k_at(now)
        return [v for v in self.visits if v.i0 <= k]

    def completed(self, v: Visit | LevelRun, now: float) -> bool:
        return v.i1 + 1 < len(self.frames) and self.times[v.i1 + 1] <= now

    def current_visit(self, now: float) -> Visit:
        return self.visits[self.visit_of_frame[self.k_at(now)]]

    def in_gap(self, t: float) -> bool:
        return any(a < t < b for a, b in self.gaps)

    def episodes(self, times: list[float], split: float) -> list[list[float]]:
        """Sighting times split where consecutive sightings are more than ``split`` apart."""
        out: list[list[float]] = []
        for t in times:
            if out and t - out[-1][-1] <= split:
                out[-1].append(t)
            else:
                out.append([t])
        return out
