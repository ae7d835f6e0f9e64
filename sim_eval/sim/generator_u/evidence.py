"""What the run has shown by a time ``now``: sightings, hints, namings, colours, plates, visits."""

from __future__ import annotations

from dataclasses import dataclass, field

from .model import GAP_S, SIGN_CLASS, Frame
from .world import World


@dataclass
class Visit:
    place: str
    i0: int
    i1: int
    entry: float
    exit: float | None  # None while the visit goes on at ``now``
    gap: bool
    starting: bool

    @property
    def frames(self) -> int:
        return self.i1 - self.i0 + 1

    def length(self) -> float:
        assert self.exit is not None
        return self.exit - self.entry


@dataclass
class Evidence:
    now: float
    frames: list[Frame]
    sightings: dict[str, list[int]] = field(default_factory=dict)
    hints: dict[str, float] = field(default_factory=dict)
    colour_said: set[str] = field(default_factory=set)
    plate_read: set[str] = field(default_factory=set)
    named: set[str] = field(default_factory=set)
    visits: list[Visit] = field(default_factory=list)
    outdoor_runs: list[Visit] = field(default_factory=list)


def runs(frames: list[Frame], key_of: list[str]) -> list[Visit]:
    """Maximal runs of equal keys; entry/exit at midpoints between neighbouring frames."""
    out: list[Visit] = []
    n = len(frames)
    start = 0
    for i in range(1, n + 1):
        if i < n and key_of[i] == key_of[start]:
            continue
        entry = frames[start].t if start == 0 else (frames[start - 1].t + frames[start].t) / 2
        exit_ = (frames[i - 1].t + frames[i].t) / 2 if i < n else None
        gap = any(frames[k + 1].t - frames[k].t > GAP_S for k in range(start, i - 1))
        out.append(Visit(key_of[start], start, i - 1, entry, exit_, gap, start == 0))
        start = i
    return out


def gather(world: World, now: float) -> Evidence:
    frames = [f for f in world.frames if f.t <= now]
    ev = Evidence(now, frames)
    by_id = world.by_id
    for f in frames:
        seen_here: set[str] = set()
        for d in f.detections:
            cls = by_id[d["inst"]].cls
            ev.hints.setdefault(cls, f.t)
            if d["role"] == "id":
                seen_here.add(d["inst"])
                if d["colour_said"]:
                    ev.colour_said.add(d["inst"])
        for m in f.plan["mentions"]:
            ev.hints.setdefault(by_id[m["inst"]].cls, f.t)
            if m["kind"] == "noun":
                seen_here.add(m["inst"])
                if m["colour"]:
                    ev.colour_said.add(m["inst"])
        for inst in sorted(seen_here):
            ev.sightings.setdefault(inst, []).append(f.i)
        quote = f.plan["quote"]
        if quote and quote["correct"]:
            quoted = by_id[quote["inst"]]
            if quoted.cls == SIGN_CLASS and quoted.sign_of == f.place:
                ev.named.add(f.place)
            elif quoted.cls != SIGN_CLASS and quoted.id in seen_here:
                ev.plate_read.add(quoted.id)
        naming = f.plan["naming"]
        if naming and naming["kind"] == "proper":
            ev.named.add(naming["place"])
    ev.visits = runs(frames, [f.place for f in frames])
    outdoor = ["out" if world.layout.places[f.place].spec.outdoor else "in" for f in frames]
    ev.outdoor_runs = [v for v in runs(frames, outdoor) if v.place == "out"]
    return ev


def sighting_pos(world: World, inst: str, frame_i: int) -> list[float]:
    stay = world.by_id[inst].stay_at(world.frames[frame_i].t)
    assert stay is not None
    return [round(stay[3], 3), round(stay[4], 3), round(stay[5], 3)]


def sighting_place(world: World, inst: str, frame_i: int) -> str:
    stay = world.by_id[inst].stay_at(world.frames[frame_i].t)
    assert stay is not None
    return stay[2]
