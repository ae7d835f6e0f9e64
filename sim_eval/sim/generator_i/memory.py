"""What the robot perceived up to a time: queries over the per-frame perception log."""

from __future__ import annotations

import bisect
from dataclasses import dataclass
from typing import Any

from .model import World


@dataclass
class Visit:
    zone: str
    t_in: float
    t_out: float | None  # first frame outside; None while still inside at `now`
    floor_in: int
    floor_out: int


class Memory:
    def __init__(self, world: World, log: list[dict[str, Any]]) -> None:
        self.w = world
        self.log = log
        self.ts = [f["t"] for f in log]
        self._inst: dict[str, list[tuple[float, dict[str, Any], dict[str, Any]]]] = {}
        self._texts: dict[str, list[tuple[float, str]]] = {}
        self._states: dict[str, list[tuple[float, str]]] = {}
        for f in log:
            for d in f["dets"]:
                if not d["fp"]:
                    self._inst.setdefault(d["inst"], []).append((f["t"], d, f))
            for i, tx in f["texts"]:
                self._texts.setdefault(i, []).append((f["t"], tx))
            for i, st in f["states"]:
                self._states.setdefault(i, []).append((f["t"], st))
        self._all_visits = self._visits_full()
        self._cache: dict[tuple[str, float], Any] = {}

    def upto(self, now: float) -> list[dict[str, Any]]:
        return self.log[: bisect.bisect_right(self.ts, now)]

    def frame_at(self, t: float) -> dict[str, Any]:
        i = max(0, bisect.bisect_right(self.ts, t) - 1)
        return self.log[i]

    # -- objects -------------------------------------------------------------
    def dets(
        self, now: float, inst: str | None = None, cls: str | None = None
    ) -> list[tuple[float, dict[str, Any], dict[str, Any]]]:
        if inst is not None:
            return [e for e in self._inst.get(inst, []) if e[0] <= now]
        out: list[tuple[float, dict[str, Any], dict[str, Any]]] = []
        for lst in self._inst.values():
            if lst[0][1]["cls"] == cls:
                out.extend(e for e in lst if e[0] <= now)
        return sorted(out, key=lambda e: e[0])

    def seen_insts(
        self, now: float
    ) -> dict[str, list[tuple[float, dict[str, Any], dict[str, Any]]]]:
        key = ("seen", now)
        if key not in self._cache:
            out = {}
            for i, lst in self._inst.items():
                sel = [e for e in lst if e[0] <= now]
                if sel:
                    out[i] = sel
            self._cache[key] = out
        return self._cache[key]

    def seen_classes(self, now: float) -> set[str]:
        return {lst[0][1]["cls"] for lst in self.seen_insts(now).values()}

    def fp_classes(self, now: float) -> set[str]:
        return {d["cls"] for f in self.upto(now) for d in f["dets"] if d["fp"]}

    def texts(self, now: float, inst: str) -> list[tuple[float, str]]:
        return [e for e in self._texts.get(inst, []) if e[0] <= now]

    def states(self, now: float, inst: str) -> list[tuple[float, str]]:
        return [e for e in self._states.get(inst, []) if e[0] <= now]

    # -- places --------------------------------------------------------------
    def _visits_full(self) -> list[Visit]:
        out: list[Visit] = []
        for f in self.log:
            if out and out[-1].zone == f["zone"]:
                out[-1].floor_out = f["floor"]
                continue
            if out:
                out[-1].t_out = f["t"]
            out.append(Visit(f["zone"], f["t"], None, f["floor"], f["floor"]))
        return out

    def visits(self, now: float) -> list[Visit]:
        out = []
        for v in self._all_visits:
            if v.t_in > now:
                break
            if v.t_out is not None and v.t_out <= now:
                out.append(v)
            else:
                out.append(Visit(v.zone, v.t_in, None, v.floor_in, v.floor_in))
        return out

    def known_names(self, now: float) -> set[str]:
        key = ("names", now)
        if key in self._cache:
            return self._cache[key]
        named = {f["named"] for f in self.upto(now) if f["named"]}
        signs = {i.id: i.schedule[0][1] for i in self.w.instances if i.cls == "room sign"}
        for f in self.upto(now):
            for inst, _ in f["texts"]:
                if inst in signs:
                    named.add(str(signs[inst]))
        self._cache[key] = named
        return named

    def outdoor_spans(self, now: float) -> list[tuple[float, float | None]]:
        spans: list[tuple[float, float | None]] = []
        cur: float | None = None
        for f in self.upto(now):
            if f["outdoor"] and cur is None:
                cur = f["t"]
            elif not f["outdoor"] and cur is not None:
                spans.append((cur, f["t"]))
                cur = None
        if cur is not None:
            spans.append((cur, None))
        return spans

    def transitions(self, now: float) -> list[tuple[float, str]]:
        """(time, 'out'|'in') at each indoor/outdoor change (first frame on the new side)."""
        out = []
        prev = None
        for f in self.upto(now):
            if prev is not None and f["outdoor"] != prev:
                out.append((f["t"], "out" if f["outdoor"] else "in"))
            prev = f["outdoor"]
        return out

    def rides(self, now: float) -> list[Visit]:
        res = []
        for v in self.visits(now):
            z = self.w.zones[v.zone]
            if not z.connector or v.t_out is None:
                continue
            if z.connector == "travelator" or v.floor_in != v.floor_out:
                res.append(v)
        return res

    def waits(self, now: float, min_s: float = 40.0) -> list[tuple[str, float, float]]:
        out = []
        frames = self.upto(now)
        i = 0
        while i < len(frames):
            j = i
            while (
                j + 1 < len(frames)
                and frames[j + 1]["zone"] == frames[i]["zone"]
                and abs(frames[j + 1]["x"] - frames[i]["x"]) < 0.05
                and abs(frames[j + 1]["y"] - frames[i]["y"]) < 0.05
                and abs(frames[j + 1]["z"] - frames[i]["z"]) < 0.05
            ):
                j += 1
            dur = frames[j]["t"] - frames[i]["t"]
            if (
                dur >= min_s
                and not self.w.zones[frames[i]["zone"]].connector
                and j + 1 < len(frames)
            ):
                out.append((frames[i]["zone"], frames[i]["t"], frames[j + 1]["t"]))
            i = j + 1
        return out
