"""What the robot's frames show, as the truth rules read them (frames with t <= now)."""

from __future__ import annotations

import bisect
from dataclasses import dataclass
from typing import Any

from .model import GAP_S

LIFT_LIKE = ("lift", "stairs")


@dataclass(frozen=True)
class Visit:
    place: str
    i0: int
    i1: int
    entry: float
    exit: float | None  # None: the run's last frame is the visit's last
    done_at: float | None  # the next frame's time: the visit is completed once now >= this
    gap: bool
    starting: bool

    def duration(self) -> float:
        assert self.exit is not None
        return self.exit - self.entry


class Evidence:
    def __init__(self, truth: dict[str, Any]) -> None:
        self.truth = truth
        self.frames: list[dict[str, Any]] = truth["frames"]
        self.times = [f["t"] for f in self.frames]
        self.inst = {i["id"]: i for i in truth["instances"]}
        self.classes = {c["key"]: c for c in truth["classes"]}
        self.places = truth["places"]
        self.levels = {lv["key"]: lv for lv in truth["levels"]}
        self.sight: dict[str, list[tuple[float, int]]] = {}
        self.hint: dict[str, list[float]] = {}
        self.confused: dict[str, list[float]] = {}
        self.named: dict[str, list[float]] = {}
        self.floor_said: dict[str, list[float]] = {}
        self.colour: dict[str, list[tuple[float, bool]]] = {}
        self.plate: dict[str, list[float]] = {}
        for i, f in enumerate(self.frames):
            t = f["t"]
            seen_here: set[str] = set()
            for d in f["detections"]:
                if d["role"] == "region":
                    continue
                cls = self.inst[d["id"]]["class"]
                if d["role"] == "confused":
                    self.confused.setdefault(d["as"], []).append(t)
                    self.hint.setdefault(d["as"], []).append(t)
                    continue
                self.hint.setdefault(cls, []).append(t)
                if d["role"] == "id":
                    seen_here.add(d["id"])
                    if d["colour"]:
                        self.colour.setdefault(d["id"], []).append((t, True))
            plan = f["plan"]
            for m in plan["mentions"]:
                self.hint.setdefault(m["class"], []).append(t)
                if m["kind"] == "noun":
                    seen_here.update(m["things"])
                    if m["colour"]:
                        for thing in m["things"]:
                            self.colour.setdefault(thing, []).append((t, m["colour_ok"]))
            for thing in sorted(seen_here):
                self.sight.setdefault(thing, []).append((t, i))
            naming = plan["naming"]
            if naming and naming["kind"] == "proper" and naming["place"] == f["place"]:
                self.named.setdefault(f["place"], []).append(t)
            for q in plan["quotes"]:
                if not q["correct"]:
                    continue
                sign_of = self.inst[q["thing"]]["sign_of"]
                if sign_of == f["place"]:
                    self.named.setdefault(f["place"], []).append(t)
                elif sign_of.startswith("level:") and sign_of[6:] == f["level"]:
                    self.floor_said.setdefault(f["level"], []).append(t)
                elif not sign_of and q["thing"] in seen_here:
                    self.plate.setdefault(q["thing"], []).append(t)
            fl = plan["floor"]
            if fl and fl["correct"] and fl["level"] == f["level"]:
                self.floor_said.setdefault(f["level"], []).append(t)
        self.visits = self._runs(lambda f: f["place"])
        self.floor_runs = self._runs(lambda f: f["level"])

    def _runs(self, key: Any) -> list[Visit]:
        out: list[Visit] = []
        frames = self.frames
        n = len(frames)
        i = 0
        while i < n:
            k = key(frames[i])
            j = i
            while j + 1 < n and key(frames[j + 1]) == k:
                j += 1
            if k is not None:
                entry = frames[0]["t"] if i == 0 else (frames[i - 1]["t"] + frames[i]["t"]) / 2
                exit_ = None if j == n - 1 else (frames[j]["t"] + frames[j + 1]["t"]) / 2
                done = None if j == n - 1 else frames[j + 1]["t"]
                gap = any(frames[m + 1]["t"] - frames[m]["t"] > GAP_S for m in range(i, j))
                edge_gap = (i > 0 and frames[i]["t"] - frames[i - 1]["t"] > GAP_S) or (
                    j < n - 1 and frames[j + 1]["t"] - frames[j]["t"] > GAP_S
                )
                out.append(Visit(k, i, j, entry, exit_, done, gap or edge_gap, i == 0))
            i = j + 1
        return out

    # -- at a given now -----------------------------------------------------------------

    def cur(self, now: float) -> int:
        return bisect.bisect_right(self.times, now) - 1

    @staticmethod
    def upto(values: list[float], now: float) -> list[float]:
        return values[: bisect.bisect_right(values, now)]

    def sightings(self, thing: str, now: float) -> list[tuple[float, int]]:
        s = self.sight.get(thing, [])
        return s[: bisect.bisect_right([v[0] for v in s], now)]

    def is_named(self, place: str, now: float) -> bool:
        return bool(self.upto(self.named.get(place, []), now))

    def floor_known(self, level: str, now: float) -> bool:
        return bool(self.upto(self.floor_said.get(level, []), now))

    def hinted(self, cls: str, now: float) -> bool:
        return bool(self.upto(self.hint.get(cls, []), now))

    def confused_by(self, cls: str, now: float) -> bool:
        return bool(self.upto(self.confused.get(cls, []), now))

    def colour_known(self, thing: str, now: float) -> bool:
        said = [ok for t, ok in self.colour.get(thing, []) if t <= now]
        good = sum(1 for ok in said if ok)
        return good >= 1 and good >= 2 * (len(said) - good)

    def plate_read(self, thing: str, now: float) -> bool:
        return bool(self.upto(self.plate.get(thing, []), now))

    def stay_at(self, thing: str, t: float) -> list[Any]:
        for stay in self.inst[thing]["stays"]:
            if stay[0] <= t < stay[1]:
                return list(stay)
        raise ValueError(f"{thing} has no stay at {t}")

    def position(self, thing: str, t: float) -> list[float]:
        stay = self.stay_at(thing, t)
        return [stay[3], stay[4], stay[5]]

    def visits_of(self, place: str, now: float) -> list[Visit]:
        return [v for v in self.visits if v.place == place and self.times[v.i0] <= now]

    def completed(self, v: Visit, now: float) -> bool:
        return v.done_at is not None and v.done_at <= now

    def things_of(self, cls: str) -> list[str]:
        return sorted(k for k, v in self.inst.items() if v["class"] == cls)
