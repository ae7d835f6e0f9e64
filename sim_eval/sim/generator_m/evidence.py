"""What the run itself says, frame by frame: sightings, colours, states, quotes, place and
floor namings, visits. Ground truth asks only about what this says by ``now``."""

from __future__ import annotations

import bisect
from dataclasses import dataclass
from typing import Any

from .familyspec import FamilySpec
from .model import Frame, Instance


@dataclass(frozen=True)
class Visit:
    """Frames i0..i1 (inclusive) in one place (or, for floor runs, on one floor index or
    None between floors); t_in / t_out are midpoints to the frames around."""

    place: Any
    i0: int
    i1: int
    t_in: float | None  # None: the run started here
    t_out: float | None  # None: still here (at the run's end or at ``now``)


class Evidence:
    def __init__(self, spec: FamilySpec, frames: list[Frame], insts: dict[str, Instance]) -> None:
        self.spec = spec
        self.frames = frames
        self.insts = insts
        self.times = [f.t for f in frames]
        self.sight: dict[str, list[int]] = {}
        self.colour_t: dict[str, float] = {}
        self.state_said: dict[tuple[str, int], str] = {}
        self.quotes: dict[str, list[tuple[int, str]]] = {}
        self.class_first: dict[str, float] = {}
        self.fp_first: dict[str, float] = {}
        self.place_forms: dict[str, dict[str, float]] = {}
        self.floor_forms: dict[int, dict[str, float]] = {}
        for f in frames:
            self._read(f)
        self.visits = self._runs([f.place for f in frames])
        self.floor_runs = self._runs([f.floor for f in frames])

    def _read(self, f: Frame) -> None:
        for d in f.detections:
            if d.cls is not None and d.identifying:
                self.class_first.setdefault(d.cls, f.t)
            if d.flag == "false_positive" and d.cls is not None:
                self.fp_first.setdefault(d.cls, f.t)
            if d.inst is not None and d.identifying and d.flag in ("object", "duplicate"):
                self._sighted(d.inst, f.i)
                if d.colour:
                    self.colour_t.setdefault(d.inst, f.t)
                if d.state:
                    self.state_said[(d.inst, f.i)] = d.state
        plan = f.plan
        if plan is None:
            return
        for m in plan.mentions:
            self.class_first.setdefault(m.cls, f.t)
            self._sighted(m.inst, f.i)
            if m.colour:
                self.colour_t.setdefault(m.inst, f.t)
            if m.state:
                self.state_said[(m.inst, f.i)] = m.state
        if plan.quote:
            inst_id, _noun, text = plan.quote
            self.quotes.setdefault(inst_id, []).append((f.i, text))
            plate = self.insts[inst_id].plate_for
            if plate is not None:
                place = self.spec.place(plate)
                for form in (place.name, place.code):
                    if form and form.lower() in text.lower():
                        self.place_forms.setdefault(plate, {}).setdefault(form, f.t)
        if plan.place and plan.place[2]:
            for form in plan.place_forms:
                self.place_forms.setdefault(plan.place[0], {}).setdefault(form, f.t)
        if plan.floor and plan.floor[2]:
            self.floor_forms.setdefault(plan.floor[0], {}).setdefault(plan.floor[1], f.t)

    def _sighted(self, inst: str, i: int) -> None:
        seen = self.sight.setdefault(inst, [])
        if not seen or seen[-1] != i:
            seen.append(i)

    def _runs(self, values: list[Any]) -> list[Visit]:
        runs: list[Visit] = []
        start = 0
        for i in range(1, len(values) + 1):
            if i == len(values) or values[i] != values[start]:
                t_in = None if start == 0 else (self.times[start - 1] + self.times[start]) / 2
                t_out = None if i == len(values) else (self.times[i - 1] + self.times[i]) / 2
                runs.append(Visit(values[start], start, i - 1, t_in, t_out))
                start = i
        return runs

    # ---- queries at a moment ``now`` (seconds since the run's start) ----

    def n(self, now: float) -> int:
        """How many frames have t <= now."""
        return bisect.bisect_right(self.times, now)

    def sightings(self, inst: str, now: float) -> list[int]:
        seen = self.sight.get(inst, [])
        return seen[: bisect.bisect_left(seen, self.n(now))]

    def colour_known(self, inst: str, now: float) -> bool:
        return self.colour_t.get(inst, float("inf")) <= now

    def quotes_by(self, inst: str, now: float) -> list[tuple[int, str]]:
        n = self.n(now)
        return [q for q in self.quotes.get(inst, []) if q[0] < n]

    def place_forms_by(self, place: str, now: float) -> list[str]:
        forms = self.place_forms.get(place, {})
        return [f for f, t in sorted(forms.items(), key=lambda kv: (kv[1], kv[0])) if t <= now]

    def floor_forms_by(self, floor: int, now: float) -> list[str]:
        forms = self.floor_forms.get(floor, {})
        return [f for f, t in sorted(forms.items(), key=lambda kv: (kv[1], kv[0])) if t <= now]

    def _cut(self, runs: list[Visit], now: float) -> list[Visit]:
        n = self.n(now)
        out: list[Visit] = []
        for v in runs:
            if v.i0 >= n:
                break
            if v.i1 >= n - 1:
                out.append(Visit(v.place, v.i0, n - 1, v.t_in, None))
                break
            out.append(v)
        return out

    def visits_by(self, now: float) -> list[Visit]:
        return self._cut(self.visits, now)

    def floor_runs_by(self, now: float) -> list[Visit]:
        return self._cut(self.floor_runs, now)

    def length(self, v: Visit, now: float) -> float:
        """Seconds in a visit (to ``now`` if it is still going on)."""
        t_in = self.times[0] if v.t_in is None else v.t_in
        return (now if v.t_out is None else v.t_out) - t_in
