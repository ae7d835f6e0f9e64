"""What the run has said by a moment `now`: sightings, namings, visits."""

from __future__ import annotations

import bisect
from collections.abc import Callable, Hashable
from dataclasses import dataclass

from .model import Family, Frame, Instance


@dataclass(frozen=True)
class Visit:
    key: Hashable
    entry: float
    exit: float | None  # None while ongoing at `now`
    i0: int
    i1: int  # last frame index of the visit that is <= now
    starting: bool  # the run's first frame belongs to it

    @property
    def duration(self) -> float | None:
        return None if self.exit is None else self.exit - self.entry


class Evidence:
    def __init__(self, fam: Family, insts: dict[str, Instance], frames: list[Frame]) -> None:
        self.fam = fam
        self.insts = insts
        self.frames = frames
        self.times = [f.t for f in frames]
        self.sightings: dict[str, list[int]] = {k: [] for k in insts}
        self.colour_t: dict[str, float] = {}
        self.state_reports: dict[str, list[tuple[float, str]]] = {k: [] for k in insts}
        self.quotes: dict[str, list[tuple[float, str]]] = {k: [] for k in insts}
        self.place_form_t: dict[str, dict[str, float]] = {k: {} for k in fam.places}
        self.floor_form_t: dict[int, dict[str, float]] = {lv: {} for lv in fam.floors}
        for f in frames:
            seen: set[str] = set()
            for d in f.detections:
                if d["instance"] and d["identifying"]:
                    seen.add(d["instance"])
                    if d["colour"]:
                        self.colour_t.setdefault(d["instance"], f.t)
                    if d["state"]:
                        self.state_reports[d["instance"]].append((f.t, d["state"]))
            plan = f.plan
            for m in plan.get("mentions", []):
                seen.add(m["instance"])
                if m["colour"]:
                    self.colour_t.setdefault(m["instance"], f.t)
                if m["state"]:
                    self.state_reports[m["instance"]].append((f.t, m["state"]))
            for key in sorted(seen):
                self.sightings[key].append(f.index)
            naming = plan.get("place")
            if naming and naming["correct"]:
                self.place_form_t[naming["place"]].setdefault(naming["form"], f.t)
            floor = plan.get("floor")
            if floor and floor["correct"]:
                self.floor_form_t[floor["level"]].setdefault(floor["form"], f.t)
            quote = plan.get("quote")
            if quote:
                self.quotes[quote["instance"]].append((f.t, quote["text"]))
        self.building_t: dict[str, float] = {}
        for b, bforms in fam.buildings.items():
            for pk, forms in self.place_form_t.items():
                if fam.places[pk].building != b:
                    continue
                for form, t in forms.items():
                    if any(bf.lower() in form.lower() for bf in bforms):
                        self.building_t[b] = min(self.building_t.get(b, t), t)
        self._runs: dict[str, list[tuple[Hashable, int, int]]] = {}

    # frames
    def last_index(self, now: float) -> int:
        return bisect.bisect_right(self.times, now) - 1

    # sightings
    def seen_idx(self, inst: str, now: float) -> list[int]:
        idx = self.sightings[inst]
        return idx[: bisect.bisect_right([self.times[i] for i in idx], now)]

    def seen_times(self, inst: str, now: float) -> list[float]:
        return [self.times[i] for i in self.seen_idx(inst, now)]

    def class_sightings(self, cls: str, now: float) -> list[tuple[float, str]]:
        out = []
        for key, inst in self.insts.items():
            if inst.cls == cls:
                out += [(t, key) for t in self.seen_times(key, now)]
        return sorted(out)

    def position(self, inst: str, t: float) -> list[float]:
        stay = self.insts[inst].stay_at(t)
        assert stay is not None
        place = self.fam.places[stay.place]
        return [stay.x, stay.y, self.fam.z_of(place.level)]

    def place_at(self, inst: str, t: float) -> str:
        stay = self.insts[inst].stay_at(t)
        assert stay is not None
        return stay.place

    def colour_said(self, inst: str, now: float) -> bool:
        return inst in self.colour_t and self.colour_t[inst] <= now

    # namings
    def place_forms(self, place: str, now: float) -> list[str]:
        return sorted(f for f, t in self.place_form_t[place].items() if t <= now)

    def floor_forms(self, level: int, now: float) -> list[str]:
        return sorted(f for f, t in self.floor_form_t[level].items() if t <= now)

    def building_said(self, building: str, now: float) -> bool:
        return building in self.building_t and self.building_t[building] <= now

    # visits
    def runs(self, name: str, key: Callable[[Frame], Hashable]) -> list[tuple[Hashable, int, int]]:
        if name not in self._runs:
            out: list[tuple[Hashable, int, int]] = []
            for f in self.frames:
                k = key(f)
                if out and out[-1][0] == k:
                    out[-1] = (k, out[-1][1], f.index)
                else:
                    out.append((k, f.index, f.index))
            self._runs[name] = out
        return self._runs[name]

    def visits(self, name: str, now: float) -> list[Visit]:
        key = {
            "place": lambda f: f.place,
            "outdoor": lambda f: self.fam.places[f.place].outdoor,
            "level": lambda f: f.level,
            "building": lambda f: self.fam.places[f.place].building,
        }[name]
        last = self.last_index(now)
        out = []
        for k, i0, i1 in self.runs(name, key):
            if i0 > last:
                break
            entry = self.times[0] if i0 == 0 else (self.times[i0 - 1] + self.times[i0]) / 2
            if i1 < last:
                out.append(Visit(k, entry, (self.times[i1] + self.times[i1 + 1]) / 2, i0, i1,
                                 i0 == 0))  # fmt: skip
            else:
                out.append(Visit(k, entry, None, i0, last, i0 == 0))
        return out
