"""What the robot could know at a given moment: every labelled sighting of every instance
up to ``now`` (with the instance's true position then), the signs whose text a caption
read, the places it has been to (from the true trajectory) and its lift rides and trips
outside. Question truths are computed from this and from nothing the robot had not seen.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

import numpy as np

from .catalog import CATEGORIES


@cache
def matches(cat: str, query: str) -> bool:
    """A category answers to a name if one of its names is the name or ends with it as the
    head noun ("lounge chair" is a chair)."""
    return any(n == query or n.endswith(" " + query) for n in CATEGORIES[cat].names)


@dataclass
class Sighting:
    t: float
    iid: str
    cat: str
    label: str
    pos: tuple
    place: str


class Knowledge:
    def __init__(self, world, now: float) -> None:
        self.world = world
        self.now = now
        self.sightings: dict[str, list[Sighting]] = {}
        self._inst: dict[str, list[str]] = {}
        self.text = []  # every label and caption up to now, lowercased
        self.signs_read: dict[str, float] = {}
        for fr in world.frames:
            if fr.t > now:
                break
            self.text.append(" | ".join(fr.labels).lower())
            self.text.append(fr.caption.lower())
            for iid, label, _d, _b in fr.seen:
                o = world.obj[iid]
                place, pos = o.at(fr.t)
                self.sightings.setdefault(iid, []).append(
                    Sighting(fr.t, iid, o.cat, label, pos, place)
                )
            for iid in fr.signs_read:
                self.signs_read.setdefault(iid, fr.t)
        self.alltext = "\n".join(self.text)
        self.visits = [(p, a, min(b, now)) for p, a, b in world.visits if a <= now]
        self.last_frame_t = max((fr.t for fr in world.frames if fr.t <= now), default=None)

    # ------------------------------------------------------------ objects
    def seen_cats(self) -> list[str]:
        out = []
        for sl in self.sightings.values():
            if sl[0].cat not in out:
                out.append(sl[0].cat)
        return out

    def instances(self, query: str) -> list[str]:
        if query not in self._inst:
            self._inst[query] = [
                iid for iid, sl in self.sightings.items() if matches(sl[0].cat, query)
            ]
        return self._inst[query]

    def last_positions(self, query: str) -> list[tuple]:
        return [self.sightings[i][-1].pos for i in self.instances(query)]

    def all_positions(self, query: str) -> list[tuple]:
        out: list[tuple] = []
        for i in self.instances(query):
            for s in self.sightings[i]:
                if not any(math.dist(s.pos, p) < 0.5 for p in out):
                    out.append(s.pos)
        return out

    def last_seen(self, query: str) -> float | None:
        ts = [self.sightings[i][-1].t for i in self.instances(query)]
        return max(ts) if ts else None

    def first_seen(self, query: str) -> float | None:
        ts = [self.sightings[i][0].t for i in self.instances(query)]
        return min(ts) if ts else None

    def places_of(self, query: str) -> list[str]:
        out = []
        for i in self.instances(query):
            for s in self.sightings[i]:
                if s.place not in out:
                    out.append(s.place)
        return out

    def colours_of(self, query: str) -> list[str | None]:
        return [self.world.obj[i].colour for i in self.instances(query)]

    def colour_was_emitted(self, iid: str) -> bool:
        o = self.world.obj[iid]
        return bool(o.colour) and any(
            s.label.startswith(o.colour + " ") for s in self.sightings.get(iid, [])
        )

    def mentioned(self, words) -> bool:
        return any(w.lower() in self.alltext for w in words)

    # ------------------------------------------------------------ places and times
    def visited(self, place: str) -> bool:
        return any(p == place for p, _a, _b in self.visits)

    def place_visits(self, place: str, completed=False):
        out = [(a, b) for p, a, b in self.visits if p == place]
        if completed and out and out[-1][1] >= self.now - 1e-6:
            out = out[:-1]
        return out

    def current_place(self) -> str:
        return self.visits[-1][0]

    def outside_intervals(self):
        """Maximal intervals spent in kind == 'outdoor' places (the street side)."""
        places = self.world.layout.places
        out = []
        for p, a, b in self.visits:
            if places[p].kind == "outdoor":
                if out and abs(out[-1][1] - a) < 1e-6:
                    out[-1] = (out[-1][0], b)
                else:
                    out.append((a, b))
        return out

    def rides(self):
        return [r for r in self.world.traj.rides if r[1] <= self.now]


def nearest(at, positions, tolerance=5.0, z_weight=3.0):
    """Positions within ``tolerance`` metres of the nearest (z counted ``z_weight`` times)."""

    def d(p):
        return math.sqrt(
            (p[0] - at[0]) ** 2 + (p[1] - at[1]) ** 2 + (z_weight * (p[2] - at[2])) ** 2
        )

    if not positions:
        return []
    best = min(d(p) for p in positions)
    return [p for p in positions if d(p) <= best + tolerance]


def room_targets(place, step=8.0):
    x0, y0, x1, y1 = place.rect
    xs = np.arange(x0 + min(step / 2, (x1 - x0) / 2), x1, step)
    ys = np.arange(y0 + min(step / 2, (y1 - y0) / 2), y1, step)
    pts = [[round(float(x), 2), round(float(y), 2), float(place.z)] for x in xs for y in ys]
    cx, cy = place.centre
    return [[round(cx, 2), round(cy, 2), float(place.z)], *pts]
