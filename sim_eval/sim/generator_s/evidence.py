"""What the run has shown by a time: sightings, hints, namings, visits (generator side)."""

from __future__ import annotations

import bisect
from typing import Any

from .objects import stay_at


class Index:
    """Per-world evidence, queried with a ``now``."""

    def __init__(self, w: dict[str, Any]) -> None:
        self.w = w
        self.frames: list[dict[str, Any]] = w["frames"]
        self.ts = [f["t"] for f in self.frames]
        self.insts = {i["key"]: i for i in w["instances"]}
        self.places = w["places"]
        self.sight: dict[str, list[int]] = {}
        self.hint: dict[str, list[float]] = {}
        self.named: dict[str, float] = {}
        self.floor_said: dict[str, float] = {}
        self.colour_said: dict[str, float] = {}
        self.plate_read: dict[str, float] = {}
        self.text_read: dict[str, float] = {}
        for fi, f in enumerate(self.frames):
            seen = set()
            for d in f["dets"]:
                if d["cls"] is not None:
                    self.hint.setdefault(d["cls"], []).append(f["t"])
                if d["role"] == "id":
                    seen.add(d["inst"])
                    if d["colour_said"]:
                        self.colour_said.setdefault(d["inst"], f["t"])
            p = f["plan"]
            for m in p["mentions"]:
                self.hint.setdefault(m["cls"], []).append(f["t"])
                if m["kind"] == "noun":
                    seen.add(m["inst"])
                    if m["colour"]:
                        self.colour_said.setdefault(m["inst"], f["t"])
            for k in sorted(seen):
                self.sight.setdefault(k, []).append(fi)
            n = p["naming"]
            if n and n["mode"] == "proper" and n["place"] == f["place"]:
                self.named.setdefault(f["place"], f["t"])
            for q in p["quotes"]:
                if not q["correct"]:
                    continue
                self.text_read.setdefault(q["text"], f["t"])
                inst = self.insts[q["inst"]]
                if inst["cls"] == "sign" and inst["stays"][0][2] == f["place"]:
                    self.named.setdefault(f["place"], f["t"])
                if inst["plate"] == q["text"] and q["inst"] in seen:
                    self.plate_read.setdefault(q["inst"], f["t"])
            if p["floor"] and p["floor"]["correct"]:
                self.floor_said.setdefault(p["floor"]["level"], f["t"])
        for v in self.hint.values():
            v.sort()
        self.visits = self._runs("place")
        self.floor_runs = self._runs("level")

    def _runs(self, key: str) -> list[dict[str, Any]]:
        runs: list[dict[str, Any]] = []
        for i, f in enumerate(self.frames):
            if runs and runs[-1]["value"] == f[key] and runs[-1]["i1"] == i - 1:
                runs[-1]["i1"] = i
            else:
                runs.append({"value": f[key], "i0": i, "i1": i})
        for r in runs:
            i0, i1 = r["i0"], r["i1"]
            r["entry"] = self.ts[0] if i0 == 0 else (self.ts[i0 - 1] + self.ts[i0]) / 2
            r["exit"] = None if i1 + 1 >= len(self.ts) else (self.ts[i1] + self.ts[i1 + 1]) / 2
            r["next_t"] = None if i1 + 1 >= len(self.ts) else self.ts[i1 + 1]
            r["gap"] = any(self.ts[j + 1] - self.ts[j] > 6.0 for j in range(i0, i1))
        return [r for r in runs if r["value"] is not None]

    # --- queries by now -------------------------------------------------------------
    def upto(self, now: float) -> int:
        """Number of frames with t <= now."""
        return bisect.bisect_right(self.ts, now)

    def sightings(self, inst: str, now: float) -> list[float]:
        return [self.ts[i] for i in self.sight.get(inst, []) if self.ts[i] <= now]

    def class_sightings(self, cls: str, now: float) -> list[tuple[float, str]]:
        out = [
            (t, k) for k, i in self.insts.items() if i["cls"] == cls for t in self.sightings(k, now)
        ]
        return sorted(out)

    def hints(self, cls: str, now: float) -> list[float]:
        return [t for t in self.hint.get(cls, []) if t <= now]

    def said(self, table: dict[str, float], key: str, now: float) -> bool:
        return key in table and table[key] <= now

    def pos(self, inst: str, t: float) -> list[float]:
        s = stay_at(self.insts[inst], t)
        assert s is not None
        z = next(lv["z"] for lv in self.w["levels"] if lv["key"] == self.places[s[2]]["level"])
        return [s[3], s[4], z]

    def place_of(self, inst: str, t: float) -> str:
        s = stay_at(self.insts[inst], t)
        assert s is not None
        return str(s[2])

    def visits_by(self, place: str, now: float) -> list[dict[str, Any]]:
        """Visits to ``place`` begun by now; `done` when the next frame is at or before now."""
        out = []
        for v in self.visits:
            if v["value"] != place or self.ts[v["i0"]] > now:
                continue
            done = v["next_t"] is not None and v["next_t"] <= now
            last = min(v["i1"], self.upto(now) - 1)
            gap = any(self.ts[j + 1] - self.ts[j] > 6.0 for j in range(v["i0"], last))
            out.append({**v, "done": done, "gap": gap if not done else v["gap"]})
        return out

    def frame_at(self, now: float) -> dict[str, Any]:
        return self.frames[self.upto(now) - 1]

    def stays_seen(self, inst: str, now: float) -> list[tuple[list[Any], list[float]]]:
        """The thing's stays in time order with the sighting times in each (sighted ones only)."""
        out: list[tuple[list[Any], list[float]]] = []
        for t in self.sightings(inst, now):
            s = stay_at(self.insts[inst], t)
            assert s is not None
            if out and out[-1][0] is s:
                out[-1][1].append(t)
            else:
                out.append((s, [t]))
        return out
