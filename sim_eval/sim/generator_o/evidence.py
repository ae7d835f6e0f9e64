"""What the run itself says by a moment: sightings, said colours/states/texts, named places
and floors, visits, level stays, outdoor stays and lift rides."""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass
from typing import Any

from .model import Family
from .sim import Instance

Run = tuple[Any, int, int]  # (value, first frame index, last frame index)


def runs(values: list[Any]) -> list[Run]:
    """Maximal runs of equal values (None values make no run)."""
    out: list[Run] = []
    start = 0
    for i in range(1, len(values) + 1):
        if i == len(values) or values[i] != values[start]:
            if values[start] is not None:
                out.append((values[start], start, i - 1))
            start = i
    return out


def article(words: str) -> str:
    return ("an " if words[:1].lower() in "aeiou" else "a ") + words


_NO_ARTICLE = re.compile(
    r"^(the |Gallery \w+$|Ward \d$|Cedar Ward$|Rowan Ward$|Outpatients$"
    r"|Minor Injuries$)"
)


def place_phrase(form: str) -> str:
    return form if _NO_ARTICLE.match(form) else f"the {form}"


def floor_phrase(form: str) -> str:
    return f"the {form}" if form.endswith("floor") else form


@dataclass
class Visit:
    place: str
    i0: int
    i1: int
    entry: float
    exit: float | None  # None while the visit is still going on at now

    @property
    def duration(self) -> float | None:
        return None if self.exit is None else self.exit - self.entry


class Evidence:
    def __init__(
        self, fam: Family, insts: dict[str, Instance], frames: list[dict[str, Any]]
    ) -> None:
        self.fam = fam
        self.insts = insts
        self.frames = frames
        self.times: list[float] = [f["t"] for f in frames]
        self.sight: dict[str, list[int]] = {}
        self.colour_idx: dict[str, int] = {}
        self.states: dict[str, list[tuple[int, str]]] = {}
        self.quotes: dict[str, list[tuple[int, str]]] = {}
        self.form_idx: dict[tuple[str, str], int] = {}
        self.floor_idx: dict[tuple[int, str], int] = {}
        for i, f in enumerate(frames):
            said: set[str] = set()
            for d in f["dets"]:
                if d["identifying"] and d["instance"]:
                    said.add(d["instance"])
                    if d["colour"]:
                        self.colour_idx.setdefault(d["instance"], i)
                    if d["state"]:
                        self.states.setdefault(d["instance"], []).append((i, d["state"]))
            plan = f["plan"]
            for m in plan["mentions"]:
                said.add(m["instance"])
                if m["colour"]:
                    self.colour_idx.setdefault(m["instance"], i)
                if m["state"]:
                    self.states.setdefault(m["instance"], []).append((i, m["state"]))
            for key in sorted(said):
                self.sight.setdefault(key, []).append(i)
            if plan["quote"]:
                q = plan["quote"]
                self.quotes.setdefault(q["instance"], []).append((i, q["text"]))
            pn = plan["place"]
            if pn and pn["correct"]:
                self.form_idx.setdefault((pn["place"], pn["form"]), i)
            fl = plan["floor"]
            if fl and fl["correct"]:
                self.floor_idx.setdefault((fl["level"], fl["words"]), i)
        self.place_runs = runs([f["place"] for f in frames])
        self.level_runs = runs([f["level"] for f in frames])
        self.outdoor_runs = runs([True if fam.places[f["place"]].outdoor else None for f in frames])

    # -- time -------------------------------------------------------------------------
    def k(self, now: float) -> int:
        return bisect_right(self.times, now) - 1

    def entry(self, i0: int) -> float:
        return self.times[0] if i0 == 0 else (self.times[i0 - 1] + self.times[i0]) / 2

    def exit(self, i1: int, k: int) -> float | None:
        return (self.times[i1] + self.times[i1 + 1]) / 2 if i1 + 1 <= k else None

    def stays(self, rs: list[Run], k: int, value: Any = None) -> list[Visit]:
        out = []
        for v, i0, i1 in rs:
            if i0 > k or (value is not None and v != value):
                continue
            end = min(i1, k)
            out.append(Visit(str(v), i0, end, self.entry(i0), self.exit(i1, k) if i1 < k else None))
        return out

    def visits(self, k: int, place: str | None = None) -> list[Visit]:
        return self.stays(self.place_runs, k, place)

    def level_stays(self, k: int, level: int) -> list[Visit]:
        return [v for v in self.stays(self.level_runs, k) if v.place == str(level)]

    def outdoor_stays(self, k: int) -> list[Visit]:
        return self.stays(self.outdoor_runs, k)

    def rides(self, k: int) -> list[Visit]:
        """Completed lift rides that changed level."""
        out = []
        for v in self.visits(k, "lift"):
            if v.exit is None or v.i0 == 0:
                continue
            before = self.frames[v.i0 - 1]["level"]
            after = self.frames[v.i1 + 1]["level"]
            if before is not None and after is not None and before != after:
                out.append(v)
        return out

    # -- sightings --------------------------------------------------------------------
    def sightings(self, inst: str, k: int) -> list[int]:
        s = self.sight.get(inst, [])
        return s[: bisect_right(s, k)]

    def seen_insts(self, k: int) -> list[str]:
        return [
            key
            for key in sorted(self.sight)
            if self.sight[key][0] <= k and not self.fam.classes[self.insts[key].cls].common
        ]

    def class_insts(self, cls: str) -> list[str]:
        return sorted(k for k, i in self.insts.items() if i.cls == cls)

    def class_seen(self, cls: str, k: int) -> list[str]:
        return [i for i in self.class_insts(cls) if self.sightings(i, k)]

    def pos(self, inst: str, i: int) -> list[float]:
        _, p = self.insts[inst].stay_at(self.times[i])
        return [p[0], p[1], p[2]]

    def colour_said(self, inst: str, k: int) -> bool:
        return self.colour_idx.get(inst, 10**9) <= k

    # -- names ------------------------------------------------------------------------
    def forms(self, place: str, k: int) -> list[str]:
        return [
            f for f in self.fam.places[place].forms if self.form_idx.get((place, f), 10**9) <= k
        ]

    def floor_forms(self, level: int, k: int) -> list[str]:
        return [
            f for f in self.fam.floors[level].forms if self.floor_idx.get((level, f), 10**9) <= k
        ]

    def refs(self, inst: str, k: int, via_place: bool = True) -> list[tuple[str, list[str]]]:
        """Ways to call the thing that pick it out uniquely with what the run said by k."""
        obj = self.insts[inst]
        spec = self.fam.classes[obj.cls]
        same = self.class_insts(obj.cls)
        out: list[tuple[str, list[str]]] = []
        if len(same) == 1:
            out.append((f"the {spec.noun}", []))
        if (
            obj.colour
            and self.colour_said(inst, k)
            and sum(1 for o in same if self.insts[o].colour == obj.colour) == 1
            and len(same) > 1
        ):
            out.append((f"the {obj.colour} {spec.noun}", []))
        if via_place and obj.fixed and len(same) > 1:
            place = obj.stays[0][1]
            if sum(1 for o in same if any(s[1] == place for s in self.insts[o].stays)) == 1:
                for form in self.forms(place, k):
                    out.append((f"the {spec.noun} in {place_phrase(form)}", [form]))
        return out
