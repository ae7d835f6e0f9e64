"""Binary, duration and text questions (the Asker's second half)."""

from __future__ import annotations

import itertools

from .facts import dist3
from .questions import FLOOR_WORDS, WORDS, Asker, Q
from .spec import COLOUR_SYNONYMS
from .world import keywords


class Asker2(Asker):
    # -- binary ----------------------------------------------------------------------------
    def seen_yes(self, now: float) -> Q | None:
        keys = [k for k in self.seen_classes(now, no_fp=False) if len(self.f.seen(k, now)) >= 2]
        key = self.pick(keys)
        return (
            None
            if key is None
            else {"type": "binary", "slots": {"x": key}, "truth": {"binary": True}}
        )

    def seen_never(self, now: float) -> Q | None:
        key, _labels = self.pick(list(self.f.family.never))
        return {"type": "binary", "slots": {"x": key}, "truth": {"binary": False}}

    def seen_later(self, now: float) -> Q | None:
        keys = [k for k, ts in self.f.any_det.items() if min(ts) > now + 30]
        key = self.pick(sorted(keys))
        return (
            None
            if key is None
            else {"type": "binary", "slots": {"x": key}, "truth": {"binary": False}}
        )

    def state_last(self, now: float) -> Q | None:
        perceived: dict[str, str] = {}
        for f in self.f.upto(now):
            perceived.update(f.states)
            for d in f.dets:
                if d.state:
                    perceived[d.inst.id] = d.state
        iid = self.pick(sorted(perceived))
        if iid is None:
            return None
        inst = self.f.insts[iid]
        if self.unique_in_zone(inst.c.key, inst.zone, now) is None:
            return None
        state = str(self.pick(list(inst.c.states)))
        return {
            "type": "binary",
            "slots": {"x": inst.c.key, "p": self.say(self.f.zones[inst.zone]), "s": state},
            "truth": {"binary": perceived[iid] == state},
        }

    def in_room(self, now: float) -> Q | None:
        keys = [
            k
            for k in self.seen_classes(now, ("static", "lost", "mover"))
            if len({s.inst.id for s in self.f.seen(k, now)}) == 1
        ]
        key = self.pick(keys)
        places = self.known_places(now)
        if key is None or not places:
            return None
        last = self.f.seen(key, now)[-1]
        zone = self.f.zones[last.zone]
        if self.rng.random() < 0.5 or zone not in places:
            zone = self.pick(places)
        return {
            "type": "binary",
            "slots": {"x": key, "p": self.say(zone)},
            "truth": {"binary": zone.id == last.zone},
        }

    def near_here(self, now: float) -> Q | None:
        frame = self.inner_frame(now)
        key = self.pick(self.seen_classes(now, no_fp=False))
        if frame is None or key is None:
            return None
        here = (frame.x, frame.y, frame.z)
        near = min(dist3(s.pos, here) for s in self.f.seen(key, now))
        if 6.0 < near < 20.0:
            return None
        return {
            "type": "binary",
            "slots": {"x": key, "ref": "asker"},
            "truth": {"binary": near <= 6.0},
            "at": self.at_of(frame),
        }

    # -- duration --------------------------------------------------------------------------
    def in_place_total(self, now: float) -> Q | None:
        zone = self.pick(self.known_places(now))
        if zone is None:
            return None
        total = self.f.time_where(self.f.in_zone(zone.id), now)
        return (
            None
            if total < 30
            else {
                "type": "duration",
                "slots": {"p": self.say(zone)},
                "truth": {"duration_s": round(total, 1)},
            }
        )

    def last_stay(self, now: float) -> Q | None:
        zone = self.pick(self.known_places(now))
        if zone is None:
            return None
        runs = [r for r in self.f.runs(self.f.in_zone(zone.id), now) if r[2]]
        if not runs:
            return None
        after = [f.t for f in self.f.frames if f.t > runs[-1][1]]
        stay = (after[0] if after else runs[-1][1]) - runs[-1][0]
        return (
            None
            if stay < 30
            else {
                "type": "duration",
                "slots": {"p": self.say(zone)},
                "truth": {"duration_s": round(stay, 1)},
            }
        )

    def a_to_b(self, now: float) -> Q | None:
        stops = []
        for zone in self.known_places(now):
            for a, b, done in self.f.runs(self.f.in_zone(zone.id), now):
                if done and b - a >= 20:
                    stops.append((a, b, zone))
        stops.sort(key=lambda s: s[0])
        trips: dict[tuple[str, str], list[float]] = {}
        for (_a0, a1, za), (b0, _b1, zb) in itertools.pairwise(stops):
            if za.id != zb.id:
                trips.setdefault((za.id, zb.id), []).append(b0 - a1)
        once = [(k, v[0]) for k, v in sorted(trips.items()) if len(v) == 1 and v[0] >= 15]
        got = self.pick(once)
        if got is None:
            return None
        (za, zb), took = got
        return {
            "type": "duration",
            "slots": {"a": self.say(self.f.zones[za]), "b": self.say(self.f.zones[zb])},
            "truth": {"duration_s": round(took, 1)},
        }

    def outside_total(self, now: float) -> Q | None:
        total = self.f.time_where(self.f.outdoors(), now)
        return (
            None
            if total < 60
            else {
                "type": "duration",
                "slots": {"o": self.f.family.outdoor_word},
                "truth": {"duration_s": round(total, 1)},
            }
        )

    def here_duration(self, now: float) -> Q | None:
        frame = self.inner_frame(now, need_named=False)
        if frame is None:
            return None
        total = self.f.time_where(self.f.in_zone(frame.zone), now)
        return (
            None
            if total < 30
            else {
                "type": "duration",
                "slots": {"ref": "asker"},
                "truth": {"duration_s": round(total, 1)},
                "at": self.at_of(frame),
            }
        )

    # -- text ------------------------------------------------------------------------------
    def room_of(self, now: float) -> Q | None:
        key = self.pick(self.seen_classes(now))
        if key is None:
            return None
        zone = self.f.zones[self.f.seen(key, now)[-1].zone]
        if not self.f.named(zone.id, now):
            return None
        return {"type": "text", "slots": {"x": key}, "truth": {"keywords": self.zone_keys(zone)}}

    def floor_of(self, now: float) -> Q | None:
        key = self.pick(self.seen_classes(now, no_fp=False))
        if not self.multi or key is None:
            return None
        floors = {self.f.floor_of(s.pos[2]) for s in self.f.seen(key, now)}
        if len(floors) != 1:
            return None
        return {
            "type": "text",
            "slots": {"x": key},
            "truth": {"keywords": FLOOR_WORDS[floors.pop()]},
        }

    def _read(self, now: float, iid: str) -> str | None:
        texts = [text for f in self.f.upto(now) for i, text in f.texts if i == iid]
        return texts[-1] if texts else None

    def _text_keys(self, iid: str, text: str) -> list[str]:
        for _t, raw in self.f.insts[iid].texts:
            if raw.replace("{", "").replace("}", "") == text:
                return keywords(raw) or [text]
        return [text]

    def sign_text(self, now: float) -> Q | None:
        read = sorted({i for f in self.f.upto(now) for i, _ in f.texts})
        iid = self.pick(read)
        if iid is None:
            return None
        inst = self.f.insts[iid]
        if self.unique_in_zone(inst.c.key, inst.zone, now) is None:
            return None
        text = self._read(now, iid) or ""
        return {
            "type": "text",
            "slots": {"x": inst.c.key, "p": self.say(self.f.zones[inst.zone])},
            "truth": {"keywords": self._text_keys(iid, text)},
        }

    def sign_here(self, now: float) -> Q | None:
        spots = [
            (f, i)
            for f in self.f.upto(now)
            for i, _ in f.texts
            if any(d.inst.id == i and d.dist < 3.0 for d in f.dets)
        ]
        got = self.pick(spots)
        if got is None:
            return None
        frame, iid = got
        here = (frame.x, frame.y, frame.z)
        close = {
            i
            for f in self.f.upto(now)
            for i, _ in f.texts
            if dist3(self.f.insts[i].pos, here) < 6.0
        }
        if close != {iid}:
            return None
        return {
            "type": "text",
            "slots": {"x": self.f.insts[iid].c.key, "ref": "asker"},
            "truth": {"keywords": self._text_keys(iid, self._read(now, iid) or "")},
            "at": self.at_of(frame),
        }

    def _colour(self, now: float, zid: str | None) -> Q | None:
        seen_colour = {i for f in self.f.upto(now) for i in f.colours} | {
            d.inst.id for f in self.f.upto(now) for d in f.dets if d.colour_shown
        }
        cands = sorted(
            i for i in seen_colour if self.f.insts[i].c.kind in ("static", "lost", "mover", "door")
        )
        if zid is not None:
            cands = [i for i in cands if self.f.insts[i].zone == zid]
        iid = self.pick(cands)
        if iid is None:
            return None
        inst = self.f.insts[iid]
        zone = (
            self.f.zones[[s for s in self.f.seen(inst.c.key, now) if s.inst.id == iid][-1].zone]
            if any(s.inst.id == iid for s in self.f.seen(inst.c.key, now))
            else self.f.zones[inst.zone]
        )
        if self.unique_in_zone(inst.c.key, zone.id, now) is None or not inst.colour:
            return None
        return {
            "type": "text",
            "slots": {"x": inst.c.key, "p": self.say(zone)},
            "truth": {"keywords": [inst.colour, *COLOUR_SYNONYMS.get(inst.colour, ())]},
        }

    def colour(self, now: float) -> Q | None:
        return self._colour(now, None)

    def colour_here(self, now: float) -> Q | None:
        frame = self.inner_frame(now)
        q = None if frame is None else self._colour(now, frame.zone)
        if q is None or frame is None:
            return None
        q["slots"]["ref"] = "asker"
        return {**q, "at": self.at_of(frame)}

    def _count(self, now: float, zid: str) -> Q | None:
        keys = self.seen_classes(now, ("static",), no_fp=False)
        key = self.pick([k for k in keys if any(s.zone == zid for s in self.f.seen(k, now))])
        if key is None:
            return None
        n = len({s.inst.id for s in self.f.seen(key, now) if s.zone == zid})
        if n > 5:
            return None
        return {
            "type": "text",
            "slots": {"x": key, "p": self.say(self.f.zones[zid]), "n": n},
            "truth": {"keywords": [str(n), WORDS[n]]},
        }

    def count_in(self, now: float) -> Q | None:
        zone = self.pick(self.known_places(now))
        return None if zone is None else self._count(now, zone.id)

    def count_here(self, now: float) -> Q | None:
        frame = self.inner_frame(now)
        q = None if frame is None else self._count(now, frame.zone)
        if q is None or frame is None:
            return None
        q["slots"]["ref"] = "asker"
        return {**q, "at": self.at_of(frame)}

    def here_room(self, now: float) -> Q | None:
        frame = self.inner_frame(now, need_named=True)
        if frame is None:
            return None
        return {
            "type": "text",
            "slots": {"ref": "asker"},
            "truth": {"keywords": self.zone_keys(self.f.zones[frame.zone])},
            "at": self.at_of(frame),
        }
