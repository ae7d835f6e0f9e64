"""An index of what the robot perceived, frame by frame, for computing ground truth at any `now`."""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field

import numpy as np

from .world import World, words_re


@dataclass
class Visit:
    place: int
    i0: int
    i1: int
    named: list[int] = field(default_factory=list)  # frames that name the place explicitly


class Index:
    def __init__(self, world: World, frames, start: float, tl):
        self.world = world
        self.frames = frames
        self.start = start
        self.tl = tl
        self.times = [f.t for f in frames]
        self.strict: dict[str, list[int]] = {}
        self.colour: dict[str, list[int]] = {}
        self.loose: dict[str, list[int]] = {}
        self.sign: dict[str, list[int]] = {}
        self.explicit: dict[str, list[int]] = {}
        self.tainted: dict[str, int] = {}
        for f in frames:
            for iid, rec in sorted(f.strict.items()):
                self.strict.setdefault(iid, []).append(f.i)
                if rec["colour"]:
                    self.colour.setdefault(iid, []).append(f.i)
            for iid in sorted(f.loose):
                self.loose.setdefault(iid, []).append(f.i)
            if f.plan.sign:
                self.sign.setdefault(f.plan.sign["iid"], []).append(f.i)
            if f.plan.explicit:
                self.explicit.setdefault(f.plan.place_id, []).append(f.i)
            for c in sorted(f.tainted):
                self.tainted.setdefault(c, f.i)
        self.visits: list[Visit] = []
        for f in frames:
            if self.visits and self.visits[-1].place == f.place:
                self.visits[-1].i1 = f.i
            else:
                self.visits.append(Visit(f.place, f.i, f.i))
            if f.plan.explicit:
                self.visits[-1].named.append(f.i)
        self._re_cache: dict[str, re.Pattern] = {}

    # ------------------------------------------------------------------ basics
    def cut(self, now: float) -> int:
        return bisect.bisect_right(self.times, now)

    def t(self, i: int) -> float:
        return self.times[i]

    @staticmethod
    def before(lst, n):
        if not lst:
            return []
        return lst[: bisect.bisect_left(lst, n)]

    def sightings(self, iid, n, colour_only=False):
        return self.before((self.colour if colour_only else self.strict).get(iid, []), n)

    def loose_sightings(self, iid, n):
        return self.before(self.loose.get(iid, []), n)

    def pos(self, iid, i):
        return self.frames[i].strict[iid]["pos"]

    def place_at(self, iid, i):
        return self.frames[i].strict[iid]["place"]

    def perceived(self, n):
        """class -> sorted instance ids strictly perceived before frame n."""
        out: dict[str, list[str]] = {}
        for iid in sorted(self.strict):
            if self.strict[iid][0] < n:
                out.setdefault(self.world.inst(iid).cls, []).append(iid)
        return out

    def named_before(self, zone_id, n) -> bool:
        lst = self.explicit.get(zone_id, [])
        return bool(lst) and lst[0] < n

    def is_tainted(self, cls, n) -> bool:
        return cls in self.tainted and self.tainted[cls] < n

    def visits_of(self, place_idx, n, complete=False):
        out = []
        for v in self.visits:
            if v.place != place_idx or v.i0 >= n:
                continue
            if complete and v.i1 >= n - 1:
                continue
            out.append(v)
        return out

    def phrase_re(self, phrase):
        if phrase not in self._re_cache:
            self._re_cache[phrase] = re.compile(words_re(phrase))
        return self._re_cache[phrase]

    def text_mentions(self, phrases, n) -> int | None:
        """First frame before n whose plan text mentions any phrase (whole words), or None."""
        pats = [self.phrase_re(p.lower()) for p in phrases]
        for f in self.frames[:n]:
            if any(p.search(f.text) for p in pats):
                return f.i
        return None

    def state_of(self, i, test: str) -> bool:
        w = self.world
        f = self.frames[i]
        pid = w.place_ids[f.place]
        zone = w.zone_by_id.get(pid)
        z = f.true[2]
        floors = sorted(w.floors)
        ok = True
        for part in test.split("&"):
            if part == "outdoor":
                ok &= bool(zone and zone.outdoor)
            elif part == "indoor":
                ok &= not (zone and zone.outdoor)
            elif part.startswith("floor"):
                fl = w.floor_of_z(z)
                if part.startswith("floor>="):
                    k = int(part[7:])
                    thr = (w.floor_z(k) + w.floor_z(floors[floors.index(k) - 1])) / 2
                    ok &= z >= thr
                elif part.startswith("floor=="):
                    ok &= fl == int(part[7:])
            elif part.startswith("building="):
                b = part.split("=", 1)[1]
                if zone is not None:
                    ok &= zone.building == b
                else:
                    tr = w.trans_by_id[pid]
                    ok &= tr.kind == "stairs" and any(
                        w.zone_by_id[z_.id].building == b
                        for z_ in w.zones
                        if z_.kind != "outdoor" and _inside(tr.rect, z_.rect)
                    )
        return bool(ok)

    def occupancy(self, test: str, n: int):
        """Seconds spent in a state, from frames before n (half intervals at changes)."""
        total = 0.0
        for i in range(1, n):
            a, b = self.state_of(i - 1, test), self.state_of(i, test)
            dt = self.times[i] - self.times[i - 1]
            if a and b:
                total += dt
            elif a or b:
                total += dt / 2
        return total

    def robot_at(self, now: float):
        x, y, z, _ = self.tl.interp(now - self.start)
        return x, y, z


def _inside(r_small, r_big):
    return (
        r_big[0] <= r_small[0]
        and r_small[2] <= r_big[2]
        and r_big[1] <= r_small[1]
        and r_small[3] <= r_big[3]
    )


def dist_walk(a, b, floor_gap=4.0):
    """Straight-line distance with a penalty for changing floors (for "closest")."""
    return float(np.hypot(a[0] - b[0], a[1] - b[1]) + 2.5 * abs(a[2] - b[2]) / floor_gap * 4.0)
