"""What the run has shown by a time: sightings, hints, namings, floors, colours, plates, visits."""

from __future__ import annotations

import bisect
from dataclasses import dataclass

from .model import GAP_S
from .world import World


@dataclass
class Visit:
    place: str
    i0: int
    i1: int  # last frame index inside (within the prefix)
    entry: float
    exit: float | None  # None while not completed by now
    gap: bool  # a recording gap inside

    @property
    def frames(self) -> int:
        return self.i1 - self.i0 + 1


class Evidence:
    """Per-frame facts of a whole run; prefix views by `now`."""

    def __init__(self, world: World) -> None:
        self.w = world
        self.frames = world.frames
        self.times = [f["t"] for f in self.frames]
        self.insts = {i.key: i for i in world.insts}
        self.sighted: list[list[str]] = []
        self.hinted: list[list[str]] = []
        self.named: list[str | None] = []
        self.floor: list[str | None] = []
        self.colour: list[dict[str, str]] = []
        self.plates: list[list[str]] = []
        for f in self.frames:
            seen: set[str] = set()
            hints: set[str] = set()
            colours: dict[str, str] = {}
            for d in f["detections"]:
                if d["role"] == "id":
                    seen.add(d["inst"])
                    if d["colour_said"]:
                        colours[d["inst"]] = d["colour_said"]
                if d["inst"]:
                    hints.add(self.insts[d["inst"]].cls)
            plan = f["plan"]
            for m in plan["mentions"]:
                hints.add(self.insts[m["inst"]].cls)
                if m["kind"] == "noun":
                    seen.add(m["inst"])
                    if m["colour"]:
                        colours[m["inst"]] = m["colour"]
            named = None
            nm = plan["naming"]
            if nm and nm["mode"] == "proper" and nm["place"] == f["place"]:
                named = f["place"]
            read: list[str] = []
            for q in plan["quotes"]:
                if not q["correct"]:
                    continue
                inst = self.insts[q["inst"]]
                if inst.sign_of and inst.sign_of == f["place"]:
                    named = f["place"]
                if inst.plate and q["inst"] in seen:
                    read.append(q["inst"])
            fl = plan["floor"]
            self.floor.append(
                fl["level"] if fl and fl["correct"] and fl["level"] == f["level"] else None
            )
            self.sighted.append(sorted(seen))
            self.hinted.append(sorted(hints))
            self.named.append(named)
            self.colour.append(colours)
            self.plates.append(sorted(read))

    def count(self, now: float) -> int:
        """Frames at or before now."""
        return bisect.bisect_right(self.times, now)

    def visits(self, n: int, key: str = "place") -> list[Visit]:
        """Maximal runs of frames in one place (or level) among the first n frames."""
        out: list[Visit] = []
        t = self.times
        i = 0
        while i < n:
            value = self.frames[i][key]
            j = i
            while j + 1 < n and self.frames[j + 1][key] == value:
                j += 1
            entry = t[0] if i == 0 else (t[i - 1] + t[i]) / 2
            exit_ = (t[j] + t[j + 1]) / 2 if j + 1 < n else None
            gap = any(t[k + 1] - t[k] > GAP_S for k in range(i, j))
            if value is not None:
                out.append(Visit(value, i, j, entry, exit_, gap))
            i = j + 1
        return out


@dataclass
class State:
    """The evidence up to one `now`."""

    now: float
    n: int
    first: dict[str, int]
    last: dict[str, int]
    cls_first: dict[str, int]
    cls_last: dict[str, int]
    hints: dict[str, int]  # class -> last hint frame
    named: set[str]
    floors: set[str]
    colours: dict[str, str]
    plates: set[str]
    visits: list[Visit]
    floor_runs: list[Visit]


def state(ev: Evidence, now: float) -> State:
    n = ev.count(now)
    first: dict[str, int] = {}
    last: dict[str, int] = {}
    cf: dict[str, int] = {}
    cl: dict[str, int] = {}
    hints: dict[str, int] = {}
    named: set[str] = set()
    floors: set[str] = set()
    colours: dict[str, str] = {}
    plates: set[str] = set()
    for i in range(n):
        for k in ev.sighted[i]:
            first.setdefault(k, i)
            last[k] = i
            c = ev.insts[k].cls
            cf.setdefault(c, i)
            cl[c] = i
        for c in ev.hinted[i]:
            hints[c] = i
        if ev.named[i]:
            named.add(ev.named[i])  # type: ignore[arg-type]
        if ev.floor[i]:
            floors.add(ev.floor[i])  # type: ignore[arg-type]
        colours.update(ev.colour[i])
        plates.update(ev.plates[i])
    return State(
        now,
        n,
        first,
        last,
        cf,
        cl,
        hints,
        named,
        floors,
        colours,
        plates,
        ev.visits(n),
        ev.visits(n, "level"),
    )
