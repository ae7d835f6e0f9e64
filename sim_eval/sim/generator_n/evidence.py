"""What the run says by a moment: sightings, said colours/states/texts, named places, visits."""

from __future__ import annotations

import bisect
from dataclasses import dataclass
from typing import Any

from .sim import Instance, Pose
from .spec import Family


@dataclass(frozen=True)
class Visit:
    place: str
    i0: int  # first frame
    i1: int  # last frame
    enter: float
    exit: float  # exit midpoint; for an ongoing visit the last frame's time
    ongoing: bool

    @property
    def duration(self) -> float:
        return self.exit - self.enter


class Evidence:
    def __init__(
        self,
        fam: Family,
        poses: list[Pose],
        frames: list[dict[str, Any]],
        instances: list[Instance],
    ) -> None:
        self.fam = fam
        self.poses = poses
        self.ts = [p.t for p in poses]
        self.instances = {i.key: i for i in instances}
        self.by_class: dict[str, list[Instance]] = {}
        for inst in instances:
            self.by_class.setdefault(inst.cls, []).append(inst)
        self.sight: dict[str, list[int]] = {}
        self.colour_said: dict[str, int] = {}
        self.states: dict[str, list[tuple[int, str]]] = {}
        self.quotes: dict[str, list[tuple[int, str]]] = {}
        self.place_forms: dict[str, dict[str, int]] = {}
        self.floor_forms: dict[int, dict[str, int]] = {}
        for i, frame in enumerate(frames):
            seen_here: dict[str, tuple[str | None, str | None]] = {}
            for det in frame["detections"]:
                if det["flag"] in ("object", "duplicate") and det["identifying"]:
                    key = det["instance"]
                    colour, state = seen_here.get(key, (None, None))
                    seen_here[key] = (colour or det["colour"], state or det["state"])
            plan = frame["plan"]
            for m in plan["mentions"]:
                key = m["instance"]
                colour, state = seen_here.get(key, (None, None))
                seen_here[key] = (colour or m["colour"], state or m["state"])
            for key in sorted(seen_here):
                colour, state = seen_here[key]
                self.sight.setdefault(key, []).append(i)
                if colour and key not in self.colour_said:
                    self.colour_said[key] = i
                if state:
                    self.states.setdefault(key, []).append((i, state))
            if plan["quote"]:
                self.quotes.setdefault(plan["quote"]["instance"], []).append(
                    (i, plan["quote"]["text"])
                )
            place = plan["place"]
            if place and place["correct"] and place["style"] == "name":
                forms = self.place_forms.setdefault(place["place"], {})
                forms.setdefault(_canonical(fam, place["place"], place["words"]), i)
            floor = plan["floor"]
            if floor and floor["correct"]:
                self.floor_forms.setdefault(floor["level"], {}).setdefault(floor["words"], i)

    # frames by a moment -------------------------------------------------
    def n(self, now: float) -> int:
        """Frames with t <= now."""
        return bisect.bisect_right(self.ts, now)

    def sightings(self, inst: str, now: float) -> list[int]:
        frames = self.sight.get(inst, [])
        return frames[: bisect.bisect_right(frames, self.n(now) - 1)]

    def class_sightings(self, cls: str, now: float) -> list[tuple[int, str]]:
        out = [
            (i, inst.key)
            for inst in self.by_class.get(cls, [])
            for i in self.sightings(inst.key, now)
        ]
        return sorted(out)

    def colour_known(self, inst: str, now: float) -> bool:
        return inst in self.colour_said and self.colour_said[inst] < self.n(now)

    def place_form(self, place: str, now: float) -> str | None:
        """The first (in the family's order) correct form a caption used by now."""
        known = self.place_forms.get(place, {})
        n = self.n(now)
        for form in self.fam.place_index[place].forms:
            if form in known and known[form] < n:
                return form
        return None

    def place_forms_known(self, place: str, now: float) -> list[str]:
        known = self.place_forms.get(place, {})
        n = self.n(now)
        return [f for f in self.fam.place_index[place].forms if f in known and known[f] < n]

    def floor_form(self, level: int, now: float) -> str | None:
        known = self.floor_forms.get(level, {})
        n = self.n(now)
        for form in self.fam.floor_names(level):
            if form in known and known[form] < n:
                return form
        return None

    # visits ---------------------------------------------------------------
    def runs(self, now: float, key: Any) -> list[Visit]:
        """Maximal runs of frames (t <= now) with equal ``key(pose)``; the run's value is
        stored as ``place`` (a string form of it)."""
        n = self.n(now)
        out: list[Visit] = []
        i = 0
        while i < n:
            value = key(self.poses[i])
            j = i
            while j + 1 < n and key(self.poses[j + 1]) == value:
                j += 1
            enter = self.ts[0] if i == 0 else (self.ts[i - 1] + self.ts[i]) / 2
            ongoing = j + 1 >= n
            leave = self.ts[j] if ongoing else (self.ts[j] + self.ts[j + 1]) / 2
            out.append(Visit(str(value), i, j, enter, leave, ongoing))
            i = j + 1
        return out

    def visits(self, now: float) -> list[Visit]:
        return self.runs(now, lambda p: p.place)

    def place_visits(self, place: str, now: float) -> list[Visit]:
        return [v for v in self.visits(now) if v.place == place]

    def outdoor(self, i: int) -> bool:
        return self.fam.place_index[self.poses[i].place].outdoor

    def pose_at(self, t: float) -> tuple[float, float, float]:
        """The robot's position at ``t`` by linear interpolation between frames."""
        i = bisect.bisect_right(self.ts, t)
        if i <= 0:
            p = self.poses[0]
            return (p.x, p.y, p.z)
        if i >= len(self.ts):
            p = self.poses[-1]
            return (p.x, p.y, p.z)
        a, b = self.poses[i - 1], self.poses[i]
        f = (t - a.t) / (b.t - a.t)
        return (a.x + f * (b.x - a.x), a.y + f * (b.y - a.y), a.z + f * (b.z - a.z))


def _canonical(fam: Family, place: str, words: str) -> str:
    for form in fam.place_index[place].forms:
        if form.lower() == words.lower():
            return form
    return words
