"""What the run has said by a given time: sightings, colours, states, quotes, correct place and
floor namings, and visits (to places and to levels).

Visits are maximal runs of consecutive frames in one place (or on one level). Entry and exit
are the midpoints between the neighbouring frames (the run's first frame time for the starting
visit). A boundary is *sure* when those two frames are at most ``SURE_GAP_S`` apart; a visit
whose frames straddle a recording gap with the same place on both sides is one visit and the
gap counts as time spent there; a place change across a gap has an unsure boundary, and no
question relies on an unsure boundary. A visit is completed by ``now`` only if the frame after
it is at or before ``now``.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass

from .families import FamilySpec
from .model import Frame, Instance
from .sim import stay_at, value_at

SURE_GAP_S = 6.0


@dataclass(frozen=True)
class Visit:
    key: str  # place key (or level key for level visits)
    i0: int
    i1: int
    t_in: float
    t_out: float  # the last frame's time when the run ends inside this visit
    in_sure: bool
    out_sure: bool
    start: bool
    last: bool  # the run ends inside it

    def completed(self, frames: list[Frame], now: float) -> bool:
        return not self.last and frames[self.i1 + 1].t <= now

    @property
    def duration(self) -> float:
        return self.t_out - self.t_in


def _runs(frames: list[Frame], keys: list[str | None]) -> list[Visit]:
    out = []
    n = len(frames)
    i = 0
    while i < n:
        j = i
        while j + 1 < n and keys[j + 1] == keys[i]:
            j += 1
        key = keys[i]
        if key is not None:
            t_in = frames[0].t if i == 0 else (frames[i - 1].t + frames[i].t) / 2
            t_out = frames[j].t if j == n - 1 else (frames[j].t + frames[j + 1].t) / 2
            out.append(
                Visit(
                    key=key,
                    i0=i,
                    i1=j,
                    t_in=t_in,
                    t_out=t_out,
                    in_sure=i == 0 or frames[i].t - frames[i - 1].t <= SURE_GAP_S,
                    out_sure=j < n - 1 and frames[j + 1].t - frames[j].t <= SURE_GAP_S,
                    start=i == 0,
                    last=j == n - 1,
                )
            )
        i = j + 1
    return out


class Evidence:
    """Everything a question's truth may rely on, indexed by frame."""

    def __init__(self, fam: FamilySpec, frames: list[Frame], instances: list[Instance]) -> None:
        self.fam = fam
        self.frames = frames
        self.instances = {inst.key: inst for inst in instances}
        self.times = [f.t for f in frames]
        self.sight: dict[str, list[int]] = {k: [] for k in self.instances}
        self.cls_sight: dict[str, list[int]] = {c.key: [] for c in fam.classes}
        self.frame_sighted: list[list[str]] = []
        self.colour_said: dict[str, float] = {}
        self.state_reports: dict[str, list[tuple[int, str]]] = {k: [] for k in self.instances}
        self.quotes: dict[str, list[tuple[int, str]]] = {k: [] for k in self.instances}
        self.place_said: dict[str, list[tuple[float, str]]] = {p.key: [] for p in fam.places}
        self.level_said: dict[str, list[tuple[float, str]]] = {lv.key: [] for lv in fam.levels}
        for frame in frames:
            sighted: dict[str, None] = {}
            colours: set[str] = set()
            states: dict[str, str] = {}
            for det in frame.detections:
                if det.role == "object" and det.identifying and det.instance:
                    sighted[det.instance] = None
                    if det.colour:
                        colours.add(det.instance)
                    if det.state:
                        states[det.instance] = det.state
            plan = frame.plan
            if not plan.empty:
                for m in plan.things:
                    sighted[m.instance] = None
                    if m.colour and self.instances[m.instance].colour:
                        colours.add(m.instance)
                    if m.state:
                        states[m.instance] = m.state
                if plan.quote and plan.quote[0] in sighted:
                    self.quotes[plan.quote[0]].append((frame.index, plan.quote[1]))
                if plan.place and plan.place.mode == "proper" and plan.place.place == frame.place:
                    self.place_said[frame.place].append((frame.t, plan.place.form))
                if plan.floor and plan.floor.correct:
                    self.level_said[plan.floor.level].append((frame.t, plan.floor.form))
            keys = sorted(sighted)
            self.frame_sighted.append(keys)
            classes_here: set[str] = set()
            for key in keys:
                self.sight[key].append(frame.index)
                classes_here.add(self.instances[key].cls)
            for cls in sorted(classes_here):
                self.cls_sight[cls].append(frame.index)
            for key in sorted(colours):
                self.colour_said.setdefault(key, frame.t)
            for key in sorted(states):
                self.state_reports[key].append((frame.index, states[key]))
        self.visits = _runs(frames, [f.place for f in frames])
        self.level_visits = _runs(frames, [f.level for f in frames])

    # ------------------------------------------------------------------ time helpers

    def last_index(self, now: float) -> int:
        """Index of the last frame at or before ``now`` (-1 if none)."""
        return bisect.bisect_right(self.times, now) - 1

    def upto(self, idxs: list[int], now: float) -> list[int]:
        return idxs[: bisect.bisect_right(idxs, self.last_index(now))]

    # ------------------------------------------------------------------ things

    def sightings(self, inst: str, now: float) -> list[int]:
        return self.upto(self.sight[inst], now)

    def cls_sightings(self, cls: str, now: float) -> list[int]:
        return self.upto(self.cls_sight[cls], now)

    def colour_known(self, inst: str, now: float) -> bool:
        t = self.colour_said.get(inst)
        return t is not None and t <= now

    def reports(self, inst: str, now: float) -> list[tuple[int, str]]:
        last = self.last_index(now)
        return [r for r in self.state_reports[inst] if r[0] <= last]

    def quotes_by(self, inst: str, now: float) -> list[tuple[int, str]]:
        last = self.last_index(now)
        return [q for q in self.quotes[inst] if q[0] <= last]

    def position(self, inst: str, t: float) -> list[float]:
        stay = stay_at(self.instances[inst], t)
        place = self.fam.place(stay.place)
        z = self.fam.level(place.levels[0]).z
        return [round(stay.x, 3), round(stay.y, 3), z]

    def stay_index(self, inst: str, t: float) -> int:
        stays = self.instances[inst].stays
        return max(0, bisect.bisect_right([s.t for s in stays], t) - 1)

    def state_at(self, inst: str, t: float) -> str | None:
        return value_at(self.instances[inst].states, t)

    # ------------------------------------------------------------------ places

    def forms_said(self, place: str, now: float) -> list[str]:
        out: list[str] = []
        for t, form in self.place_said[place]:
            if t <= now and form not in out:
                out.append(form)
        return out

    def level_forms_said(self, level: str, now: float) -> list[str]:
        out: list[str] = []
        for t, form in self.level_said[level]:
            if t <= now and form not in out:
                out.append(form)
        return out

    def visits_to(self, place: str, now: float) -> list[Visit]:
        last = self.last_index(now)
        return [v for v in self.visits if v.key == place and v.i0 <= last]

    def level_visits_to(self, level: str, now: float) -> list[Visit]:
        last = self.last_index(now)
        return [v for v in self.level_visits if v.key == level and v.i0 <= last]

    def place_now(self, now: float) -> str:
        return self.frames[self.last_index(now)].place

    def level_now(self, now: float) -> str | None:
        return self.frames[self.last_index(now)].level

    def time_in(self, place: str, now: float) -> float:
        """Seconds spent in ``place`` by ``now`` (an ongoing visit counts up to ``now``)."""
        total = 0.0
        for v in self.visits_to(place, now):
            end = v.t_out if v.completed(self.frames, now) else now
            total += max(0.0, min(end, now) - v.t_in)
        return total
