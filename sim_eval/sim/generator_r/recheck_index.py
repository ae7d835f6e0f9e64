"""An independent reading of truth.json for validate: sightings, names said, visits."""

from __future__ import annotations

import bisect
import math
from typing import Any

SURE = 7.0


class Index:
    def __init__(self, truth: dict[str, Any]) -> None:
        self.truth = truth
        self.frames = truth["frames"]
        self.times = [f["t"] for f in self.frames]
        self.places = {p["key"]: p for p in truth["places"]}
        self.zs = {lv["level"]: lv["z"] for lv in truth["floors"]}
        self.level_forms = {lv["level"]: lv["forms"] for lv in truth["floors"]}
        self.classes = {c["key"]: c for c in truth["classes"]}
        self.insts = {i["key"]: i for i in truth["instances"]}
        self.members: dict[str, list[str]] = {}
        for key, inst in self.insts.items():
            self.members.setdefault(inst["class"], []).append(key)
        self.gaps = truth["recording_gaps"]
        brk = truth["docking_break"]
        self.break_gap = next(
            g for g in self.gaps if g[0] <= brk[0] + 1e-6 and g[1] >= brk[1] - 1e-6
        )
        self.seen: list[set[str]] = []
        self.hint: list[set[str]] = []
        self.colour_first: dict[str, float] = {}
        self.name_first: dict[str, float] = {}
        self.named_first: dict[str, float] = {}
        self.level_first: dict[str, float] = {}
        self.quote_first: dict[str, float] = {}
        for f in self.frames:
            s: set[str] = set()
            for d in f["detections"]:
                if d["role"] in ("object", "duplicate"):
                    s.add(d["inst"])
                    if d["colour"]:
                        self.colour_first.setdefault(d["inst"], f["t"])
            for m in f["plan"]["mentions"]:
                if m["kind"] in ("noun", "synonym"):
                    s.add(m["inst"])
                    if m["colour"]:
                        self.colour_first.setdefault(m["inst"], f["t"])
            self.seen.append(s)
            self.hint.append(
                {d["inst"] for d in f["detections"] if d["inst"]}
                | {m["inst"] for m in f["plan"]["mentions"]}
            )
            forms = [x.lower() for x in self.places[f["place"]]["forms"]]
            nm = f["plan"]["naming"]
            if nm and nm["mode"] in ("proper", "abbrev") and nm["place"] == f["place"]:
                self.named_first.setdefault(f["place"], f["t"])
            for q in f["plan"]["quotes"]:
                if not q["correct"]:
                    continue
                self.quote_first.setdefault(q["true_text"], f["t"])
                if any(x in q["true_text"].lower() for x in forms):
                    self.named_first.setdefault(f["place"], f["t"])
                inst = self.insts[q["inst"]]
                if inst["name"] == q["true_text"] and q["inst"] in s:
                    self.name_first.setdefault(q["inst"], f["t"])
                if f["level"] is not None and any(
                    x.lower() in q["true_text"].lower() for x in self.level_forms[f["level"]]
                ):
                    self.level_first.setdefault(f["level"], f["t"])
            lv = f["plan"]["level"]
            if lv and lv["correct"] and f["level"] is not None:
                self.level_first.setdefault(f["level"], f["t"])
        self.visits = self._runs("place")
        self.level_runs = self._runs("level")

    def _runs(self, field: str) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        for i, f in enumerate(self.frames):
            if out and out[-1]["value"] == f[field]:
                out[-1]["i1"] = i
            else:
                out.append({"value": f[field], "i0": i, "i1": i})
        n = len(self.frames)
        for r in out:
            i0, i1 = r["i0"], r["i1"]
            r["start"] = i0 == 0
            r["entry"] = self.times[0] if i0 == 0 else (self.times[i0 - 1] + self.times[i0]) / 2
            r["entry_sure"] = i0 > 0 and self.times[i0] - self.times[i0 - 1] <= SURE
            r["exit"] = None if i1 == n - 1 else (self.times[i1] + self.times[i1 + 1]) / 2
            r["exit_sure"] = i1 < n - 1 and self.times[i1 + 1] - self.times[i1] <= SURE
            b0, b1 = self.break_gap
            r["break"] = self.times[i0] <= b0 and b1 <= self.times[i1]
        return out

    # by-now helpers
    def k(self, now: float) -> int:
        return bisect.bisect_right(self.times, now) - 1

    def sightings(self, inst: str, now: float) -> list[float]:
        return [self.times[i] for i in range(self.k(now) + 1) if inst in self.seen[i]]

    def sight_idx(self, inst: str, now: float) -> list[int]:
        return [i for i in range(self.k(now) + 1) if inst in self.seen[i]]

    def cls_rows(self, cls: str, now: float) -> list[tuple[float, int, str]]:
        mem = set(self.members.get(cls, []))
        return [
            (self.times[i], i, key)
            for i in range(self.k(now) + 1)
            for key in sorted(self.seen[i] & mem)
        ]

    def hint_times(self, cls: str, now: float) -> list[float]:
        mem = set(self.members.get(cls, []))
        return [self.times[i] for i in range(self.k(now) + 1) if self.hint[i] & mem]

    def stay(self, inst: str, t: float) -> list[Any] | None:
        return next((s for s in self.insts[inst]["stays"] if s[0] <= t < s[1]), None)

    def pos(self, inst: str, t: float) -> list[float]:
        s = self.stay(inst, t)
        assert s is not None
        return [s[3], s[4], self.zs[self.places[s[2]]["levels"][0]]]

    def place_of(self, inst: str, t: float) -> str:
        s = self.stay(inst, t)
        assert s is not None
        return str(s[2])

    def named(self, place: str, now: float) -> bool:
        return self.named_first.get(place, math.inf) <= now

    def level_said(self, level: str, now: float) -> bool:
        return self.level_first.get(level, math.inf) <= now

    def visits_by(self, now: float) -> list[dict[str, Any]]:
        k = self.k(now)
        return [v for v in self.visits if v["i0"] <= k]

    def done(self, v: dict[str, Any], now: float) -> bool:
        return v["i1"] + 1 < len(self.frames) and self.times[v["i1"] + 1] <= now

    def current(self, now: float) -> dict[str, Any]:
        k = self.k(now)
        return next(v for v in self.visits if v["i0"] <= k <= v["i1"])
