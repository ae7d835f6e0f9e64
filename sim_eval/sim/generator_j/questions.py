"""Questions with truths computed only from what was perceived by the question's ``now``."""

from __future__ import annotations

from typing import Any

import numpy as np

from .facts import Facts, FrameLog, Sighting, dist3
from .layout import Zone
from .world import Instance

Q = dict[str, Any]
WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
FLOOR_WORDS = {
    0: ["ground floor", "ground level", "level 0", "floor 0"],
    1: ["first floor", "1st floor", "level 1", "floor 1"],
    2: ["second floor", "2nd floor", "level 2", "floor 2"],
}
MOVABLE = ("static", "lost", "mover", "door", "light", "screen", "sign")


def xy(p: tuple[float, ...]) -> list[float]:
    return [round(p[0], 2), round(p[1], 2)]


class Asker:
    def __init__(self, facts: Facts, rng: np.random.Generator, multi_floor: bool) -> None:
        self.f, self.rng, self.multi = facts, rng, multi_floor
        self.t0, self.t1 = facts.frames[0].t, facts.frames[-1].t
        self.places = [
            z for z in facts.zones.values() if z.d.kind != "corridor" and z.d.side != "v"
        ]

    # -- helpers ---------------------------------------------------------------------------
    def pick(self, items: list[Any]) -> Any:
        return items[int(self.rng.integers(len(items)))] if items else None

    def known_places(self, now: float) -> list[Zone]:
        return [
            z
            for z in self.places
            if self.f.named(z.id, now) and self.f.time_where(self.f.in_zone(z.id), now) > 0
        ]

    def zone_keys(self, zone: Zone) -> list[str]:
        others = [n.lower() for z in self.f.zones.values() if z.id != zone.id for n in z.names()]
        keep = [n for n in zone.names() if not any(n.lower() in o for o in others)]
        return keep or [zone.name]

    def say(self, zone: Zone) -> str:
        name = str(self.pick(zone.names()))
        if (
            name[0].isupper()
            or "'s " in name
            or name.startswith("the ")
            or any(ch.isdigit() for ch in name)
        ):
            return name
        return f"the {name}"

    def seen_classes(
        self, now: float, kinds: tuple[str, ...] = (*MOVABLE, "person"), no_fp: bool = True
    ) -> list[str]:
        return sorted(
            k
            for k, s in self.f.by_class.items()
            if any(x.t <= now for x in s)
            and s[0].inst.c.kind in kinds
            and not (no_fp and self.f.fp_before(k, now))
        )

    def at_of(self, frame: FrameLog) -> list[float]:
        pos = [round(frame.x, 2), round(frame.y, 2)]
        if frame.z > 0 or (self.multi and self.rng.random() < 0.5):
            pos.append(round(frame.z, 2))
        return pos

    def inner_frame(self, now: float, need_named: bool = False) -> FrameLog | None:
        cands = [
            f
            for f in self.f.upto(now)
            if f.zone in {z.id for z in self.places}
            and self.f.zones[f.zone].contains(f.x, f.y, 1.0)
            and (not need_named or self.f.named(f.zone, now))
        ]
        return self.pick(cands)

    def last_per_instance(self, key: str, now: float) -> dict[str, Sighting]:
        out: dict[str, Sighting] = {}
        for s in self.f.seen(key, now):
            out[s.inst.id] = s
        return out

    def unique_in_zone(self, key: str, zid: str, now: float) -> Instance | None:
        insts = {s.inst.id: s.inst for s in self.f.seen(key, now) if s.zone == zid}
        return next(iter(insts.values())) if len(insts) == 1 else None

    # -- spatial ---------------------------------------------------------------------------
    def last_seen(self, now: float, first: bool = False) -> Q | None:
        key = self.pick(self.seen_classes(now))
        if key is None:
            return None
        seen = self.f.seen(key, now)
        t = seen[0].t if first else seen[-1].t
        pos = [xy(s.pos) for s in seen if s.t == t]
        return {"type": "spatial", "slots": {"x": key}, "truth": {"positions": pos}}

    def first_seen(self, now: float) -> Q | None:
        return self.last_seen(now, first=True)

    def _closest(self, now: float, ref: tuple[float, float, float]) -> tuple[str, list] | None:
        key = self.pick(self.seen_classes(now, ("static", "lost", "mover"), no_fp=False))
        if key is None:
            return None
        last = sorted(self.last_per_instance(key, now).values(), key=lambda s: dist3(s.pos, ref))
        if len(last) > 1 and dist3(last[1].pos, ref) - dist3(last[0].pos, ref) < 4.0:
            return None
        return key, [xy(last[0].pos)]

    def closest_to_me(self, now: float) -> Q | None:
        frame = self.inner_frame(now)
        if frame is None:
            return None
        got = self._closest(now, (frame.x, frame.y, frame.z))
        if got is None:
            return None
        return {
            "type": "spatial",
            "slots": {"x": got[0], "ref": "asker"},
            "truth": {"positions": got[1]},
            "at": self.at_of(frame),
        }

    def closest_to_robot(self, now: float) -> Q | None:
        r = self.f.robot_at(now)
        got = self._closest(now, (r.x, r.y, r.z))
        if got is None:
            return None
        return {
            "type": "spatial",
            "slots": {"x": got[0], "ref": "robot"},
            "truth": {"positions": got[1]},
        }

    def where_ago(self, now: float) -> Q | None:
        n = int(self.pick([2, 3, 5, 10, 15, 20]))
        if now - n * 60 < self.t0:
            return None
        f = self.f.frame_at(now - n * 60)
        return {
            "type": "spatial",
            "slots": {"n": n},
            "truth": {"positions": [[round(f.x, 2), round(f.y, 2)]]},
        }

    def place_pos(self, now: float) -> Q | None:
        zone = self.pick(self.known_places(now))
        if zone is None:
            return None
        poses = [xy((f.x, f.y)) for f in self.f.upto(now) if f.zone == zone.id]
        step = max(1, len(poses) // 20)
        return {
            "type": "spatial",
            "slots": {"p": self.say(zone)},
            "truth": {"positions": [xy(zone.centre), *poses[::step]]},
        }

    # -- temporal --------------------------------------------------------------------------
    def when_seen(self, now: float, first: bool = False) -> Q | None:
        key = self.pick(self.seen_classes(now))
        if key is None:
            return None
        seen = self.f.seen(key, now)
        return {
            "type": "temporal",
            "slots": {"x": key},
            "truth": {"time": seen[0].t if first else seen[-1].t},
        }

    def when_first_seen(self, now: float) -> Q | None:
        return self.when_seen(now, first=True)

    def _visit_time(self, now: float, which: str) -> Q | None:
        zone = self.pick(self.known_places(now))
        if zone is None:
            return None
        runs = self.f.runs(self.f.in_zone(zone.id), now)
        if which == "leave_last":
            runs = [r for r in runs if r[2]]
        if not runs:
            return None
        t = {"arrive_first": runs[0][0], "arrive_last": runs[-1][0], "leave_last": runs[-1][1]}[
            which
        ]
        return {"type": "temporal", "slots": {"p": self.say(zone)}, "truth": {"time": t}}

    def arrive_first(self, now: float) -> Q | None:
        return self._visit_time(now, "arrive_first")

    def arrive_last(self, now: float) -> Q | None:
        return self._visit_time(now, "arrive_last")

    def leave_last(self, now: float) -> Q | None:
        return self._visit_time(now, "leave_last")

    def lift_last(self, now: float) -> Q | None:
        kind = str(self.pick(["lift", "stairs", "escalator", "ramp"]))
        ids = {z.id for z in self.f.zones.values() if z.d.kind == kind}
        runs = [r for r in self.f.runs(lambda f: f.zone in ids, now) if r[2]]
        if not runs:
            return None
        return {"type": "temporal", "slots": {"v": kind}, "truth": {"time": runs[-1][0]}}

    def outside_first(self, now: float) -> Q | None:
        runs = self.f.runs(self.f.outdoors(), now)
        if not runs:
            return None
        return {
            "type": "temporal",
            "slots": {"o": self.f.family.outdoor_word},
            "truth": {"time": runs[0][0]},
        }

    def when_here(self, now: float) -> Q | None:
        frame = self.inner_frame(now)
        if frame is None:
            return None
        near = [
            f.t
            for f in self.f.upto(now)
            if dist3((f.x, f.y, f.z), (frame.x, frame.y, frame.z)) < 2.5
        ]
        return {
            "type": "temporal",
            "slots": {"ref": "asker"},
            "truth": {"time": near[-1]},
            "at": self.at_of(frame),
        }
