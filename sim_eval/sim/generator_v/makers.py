"""Candidate questions of every subkind at a given `now`, with truth from the evidence."""

from __future__ import annotations

import itertools
from typing import Any

import numpy as np

from .evidence import LIFT_LIKE, Evidence
from .qcommon import (
    Cand,
    article,
    clock,
    colour_keywords,
    floor_keywords,
    grid,
    minute_floor,
    pick,
    place_keywords,
    place_phrase,
)
from .rng import stream

BASIC = ("red", "blue", "green", "grey", "black", "white", "yellow", "orange", "brown")


class Makers:
    def __init__(self, ev: Evidence, family: str, seed: int) -> None:
        self.ev = ev
        self.family = family
        self.seed = seed
        truth = ev.truth
        self.never = list(truth["never_present"])
        self.rooms = sorted(k for k, p in ev.places.items() if p["level"] is not None)
        self.level_keys = [lv["key"] for lv in truth["levels"]]

    def rng(self, *purpose: object) -> np.random.Generator:
        return stream(self.family, self.seed, "ref", *purpose)

    # -- phrases ---------------------------------------------------------------------------

    def place_slot(self, place: str, rng: np.random.Generator) -> dict[str, Any]:
        forms = [f for f in self.ev.places[place]["forms"] if len(f) >= 4]
        form = forms[0] if rng.random() < 0.7 else pick(rng, forms)
        return {"place": place, "p": place_phrase(form)}

    def floor_slot(self, level: str, rng: np.random.Generator) -> dict[str, Any]:
        forms = self.ev.levels[level]["forms"]
        form = forms[0] if rng.random() < 0.7 else pick(rng, list(forms[:2]))
        return {"level": level, "floor": form}

    def label(self, cls: str, rng: np.random.Generator) -> str:
        labels = self.ev.classes[cls]["labels"]
        return str(labels[0] if rng.random() < 0.6 else pick(rng, labels[1:]))

    def thing_refs(
        self, thing: str, now: float, rng: np.random.Generator, colour: bool = True
    ) -> list[tuple[str, str, dict[str, Any]]]:
        ev = self.ev
        inst = ev.inst[thing]
        cls = inst["class"]
        if ev.confused_by(cls, now):
            return []
        siblings = ev.things_of(cls)
        label = self.label(cls, rng)
        out: list[tuple[str, str, dict[str, Any]]] = []
        if len(siblings) == 1:
            out.append((f"the {label}", "the", {}))
        if ev.classes[cls]["mobility"] == "fixed":
            place = inst["stays"][0][2]
            alone = all(s[2] != place for o in siblings if o != thing for s in ev.inst[o]["stays"])
            if alone and ev.is_named(place, now):
                slot = self.place_slot(place, rng)
                out.append((f"the {label} in {slot['p']}", "in_place", {"ref_place": place}))
        if colour and ev.colour_known(thing, now):
            same = [o for o in siblings if ev.inst[o]["colour"] == inst["colour"]]
            if len(same) == 1:
                out.append((f"the {inst['colour']} {label}", "colour", {}))
        if inst["text"] and ev.plate_read(thing, now):
            out.append((f'the {label} marked "{inst["text"]}"', "plate", {}))
        return out

    def one_ref(
        self, thing: str, now: float, sub: str, colour: bool = True, in_place: bool = True
    ) -> tuple[str, dict[str, Any]] | None:
        rng = self.rng(sub, thing, now)
        refs = [
            r for r in self.thing_refs(thing, now, rng, colour) if in_place or r[1] != "in_place"
        ]
        if not refs:
            return None
        phrase, kind, extra = pick(rng, refs)
        return phrase, {
            "x": phrase,
            "ref_kind": kind,
            "things": [thing],
            "class": self.ev.inst[thing]["class"],
            **extra,
        }

    def class_ref(self, cls: str, now: float, sub: str) -> dict[str, Any] | None:
        if self.ev.confused_by(cls, now):
            return None
        label = self.label(cls, self.rng(sub, cls, now))
        return {
            "x": f"{article(label)} {label}",
            "ref_kind": "class",
            "class": cls,
            "things": self.ev.things_of(cls),
        }

    def targets(
        self,
        now: float,
        sub: str,
        with_classes: bool = True,
        colour: bool = True,
        in_place: bool = True,
    ) -> list[tuple[str, dict[str, Any]]]:
        """(target, slots) for every referable sighted thing and every sighted class."""
        ev = self.ev
        out = []
        for thing in sorted(ev.sight):
            if ev.inst[thing]["class"] == "sign" or not ev.sightings(thing, now):
                continue
            ref = self.one_ref(thing, now, sub, colour, in_place)
            if ref:
                out.append((f"thing:{thing}", ref[1]))
        if with_classes:
            for cls in sorted(ev.classes):
                seen = [t for t in ev.things_of(cls) if ev.sightings(t, now)]
                if not seen:
                    continue
                slots = self.class_ref(cls, now, sub)
                if slots:
                    slots["things"] = seen
                    out.append((f"class:{cls}", slots))
        return out

    def sightings_of(self, slots: dict[str, Any], now: float) -> list[tuple[float, str]]:
        out: list[tuple[float, str]] = []
        for thing in slots["things"]:
            out.extend((t, thing) for t, _ in self.ev.sightings(thing, now))
        return sorted(out)

    # -- spatial ---------------------------------------------------------------------------

    def where_is(self, now: float) -> list[Cand]:
        out = []
        for target, slots in self.targets(now, "where_is"):
            positions = []
            for thing in slots["things"]:
                s = self.ev.sightings(thing, now)
                if s:
                    positions.append(self.ev.position(thing, s[-1][0]))
            if not 1 <= len(positions) <= 4:
                continue
            out.append(Cand("where_is", target, now, {"positions": positions}, slots))
        return out

    def first_seen_where(self, now: float) -> list[Cand]:
        out = []
        for target, slots in self.targets(now, "first_seen_where", with_classes=False):
            thing = slots["things"][0]
            if self.ev.classes[slots["class"]]["mobility"] == "fixed":
                continue
            s = self.ev.sightings(thing, now)
            first = self.ev.position(thing, s[0][0])
            last = self.ev.position(thing, s[-1][0])
            if np.hypot(first[0] - last[0], first[1] - last[1]) < 10.0 and first[2] == last[2]:
                continue
            out.append(Cand("first_seen_where", target, now, {"positions": [first]}, slots))
        return out

    def where_place(self, now: float) -> list[Cand]:
        out = []
        for place in self.rooms:
            if not self.ev.is_named(place, now):
                continue
            p = self.ev.places[place]
            slots = self.place_slot(place, self.rng("where_place", place, now))
            out.append(
                Cand(
                    "where_place",
                    f"place:{place}",
                    now,
                    {"positions": grid(p["rect"], p["z"])},
                    slots,
                )
            )
        return out

    def where_at_clock(self, now: float) -> list[Cand]:
        ev = self.ev
        out = []
        m = minute_floor(ev.times[0]) + 60
        while m + 60 <= now - 120:
            idx = [i for i, t in enumerate(ev.times) if m <= t < m + 60]
            ok = (
                len(idx) >= 12
                and all(
                    ev.times[i + 1] - ev.times[i] <= 6.0
                    for i in range(idx[0] - 1, idx[-1] + 1)
                    if 0 <= i < len(ev.times) - 1
                )
                if idx
                else False
            )
            if ok and all(ev.frames[i]["place"] not in LIFT_LIKE for i in idx):
                pts = [
                    [
                        ev.frames[i]["pose"]["x"],
                        ev.frames[i]["pose"]["y"],
                        ev.frames[i]["pose"]["z"],
                    ]
                    for i in idx
                ]
                out.append(
                    Cand(
                        "where_at_clock",
                        f"clock:{int(m)}",
                        now,
                        {"positions": pts},
                        {"clock": clock(m), "clock_t": m},
                    )
                )
            m += 60
        return out

    def where_on_floor(self, now: float) -> list[Cand]:
        ev = self.ev
        out = []
        for cls in sorted(ev.classes):
            slots0 = self.class_ref(cls, now, "where_on_floor")
            if slots0 is None:
                continue
            sights: list[tuple[float, int, str]] = []
            for thing in ev.things_of(cls):
                sights.extend((t, i, thing) for t, i in ev.sightings(thing, now))
            sights.sort()
            for level in self.level_keys:
                if not ev.floor_known(level, now):
                    continue
                on = [s for s in sights if ev.frames[s[1]]["level"] == level]
                off = [s for s in sights if ev.frames[s[1]]["level"] != level]
                if not on or not off:
                    continue
                t, _, thing = on[-1]
                slots = {
                    **slots0,
                    "things": [thing],
                    **self.floor_slot(level, self.rng("wof", cls, level, now)),
                }
                out.append(
                    Cand(
                        "where_on_floor",
                        f"class:{cls}@{level}",
                        now,
                        {"positions": [ev.position(thing, t)]},
                        slots,
                    )
                )
        return out

    # -- temporal --------------------------------------------------------------------------

    def last_first_seen(self, now: float) -> list[Cand]:
        out = []
        for sub in ("last_seen", "first_seen"):
            for target, slots in self.targets(now, sub):
                s = self.sightings_of(slots, now)
                t = s[-1][0] if sub == "last_seen" else s[0][0]
                out.append(Cand(sub, target, now, {"time": t}, slots))
        return out

    def entered_left(self, now: float) -> list[Cand]:
        ev = self.ev
        out = []
        cur = ev.cur(now)
        here = ev.frames[cur]["place"]
        for place in self.rooms:
            if not ev.is_named(place, now):
                continue
            visits = ev.visits_of(place, now)
            if not visits:
                continue
            v = visits[-1]
            i1 = min(v.i1, cur)
            if not v.starting and i1 - v.i0 >= 2 and ev.times[i1] - ev.times[v.i0] >= 10:
                slots = self.place_slot(place, self.rng("entered", place, now))
                out.append(Cand("entered_place", f"place:{place}", now, {"time": v.entry}, slots))
            done = [w for w in visits if ev.completed(w, now)]
            if done and here != place:
                w = done[-1]
                if w.duration() >= 15:
                    slots = self.place_slot(place, self.rng("left", place, now))
                    assert w.exit is not None
                    out.append(Cand("left_place", f"place:{place}", now, {"time": w.exit}, slots))
        return out

    def first_on_floor(self, now: float) -> list[Cand]:
        ev = self.ev
        out = []
        for level in self.level_keys:
            if not ev.floor_known(level, now):
                continue
            runs = [r for r in ev.floor_runs if r.place == level and ev.times[r.i0] <= now]
            if not runs or runs[0].starting:
                continue
            r = runs[0]
            if ev.times[r.i0] - ev.times[r.i0 - 1] > 6.0:
                continue
            slots = self.floor_slot(level, self.rng("first_on_floor", level, now))
            out.append(Cand("first_on_floor", f"level:{level}", now, {"time": r.entry}, slots))
        return out

    def last_seen_before_clock(self, now: float) -> list[Cand]:
        out = []
        for target, slots in self.targets(now, "last_seen_before_clock"):
            s = [t for t, _ in self.sightings_of(slots, now)]
            for a, b in itertools.pairwise(s):
                if b - a < 240:
                    continue
                m = minute_floor((a + b) / 2)
                if a <= m - 60 and b >= m + 120 and m <= now - 120:
                    before = [t for t in s if t < m]
                    out.append(
                        Cand(
                            "last_seen_before_clock",
                            target,
                            now,
                            {"time": before[-1]},
                            {**slots, "clock": clock(m), "clock_t": m},
                        )
                    )
                    break
        return out

    def first_seen_in_place(self, now: float) -> list[Cand]:
        ev = self.ev
        out = []
        for cls in sorted(ev.classes):
            slots0 = self.class_ref(cls, now, "first_seen_in_place")
            if slots0 is None:
                continue
            sights = []
            for thing in ev.things_of(cls):
                for t, i in ev.sightings(thing, now):
                    sights.append((t, i, thing, ev.stay_at(thing, t)[2]))
            sights.sort()
            for place in sorted({s[3] for s in sights}):
                if not ev.is_named(place, now):
                    continue
                inside = [s for s in sights if s[3] == place and ev.frames[s[1]]["place"] == place]
                elsewhere = [s for s in sights if s[3] != place]
                if not inside or not elsewhere:
                    continue
                slots = {**slots0, **self.place_slot(place, self.rng("fsip", cls, place, now))}
                out.append(
                    Cand(
                        "first_seen_in_place",
                        f"class:{cls}@{place}",
                        now,
                        {"time": inside[0][0]},
                        slots,
                    )
                )
        return out

    # -- binary ----------------------------------------------------------------------------

    def seen(self, now: float) -> list[Cand]:
        ev = self.ev
        out = []
        for target, slots in self.targets(now, "seen_yes"):
            out.append(Cand("seen_yes", target, now, {"binary": True}, slots, answer=True))
        for noun in self.never:
            out.append(
                Cand(
                    "seen_never",
                    f"never:{noun}",
                    now,
                    {"binary": False},
                    {"x": f"{article(noun)} {noun}", "ref_kind": "never", "things": []},
                    answer=False,
                )
            )
        for cls in sorted(ev.classes):
            if not ev.hinted(cls, now):
                cslots = self.class_ref(cls, now, "seen_never")
                if cslots:
                    out.append(
                        Cand(
                            "seen_never",
                            f"class:{cls}",
                            now,
                            {"binary": False},
                            cslots,
                            answer=False,
                        )
                    )
        return out

    def seen_on_floor(self, now: float) -> list[Cand]:
        ev = self.ev
        out = []
        cur = ev.cur(now)
        for cls in sorted(ev.classes):
            slots0 = self.class_ref(cls, now, "seen_on_floor")
            if slots0 is None:
                continue
            sights: list[tuple[float, int]] = []
            for thing in ev.things_of(cls):
                sights.extend((t, i) for t, i in ev.sightings(thing, now))
            if not sights:
                continue
            for level in self.level_keys:
                if not ev.floor_known(level, now):
                    continue
                on = [s for s in sights if ev.frames[s[1]]["level"] == level]
                slots = {**slots0, **self.floor_slot(level, self.rng("sof", cls, level, now))}
                if on:
                    out.append(
                        Cand(
                            "seen_on_floor",
                            f"class:{cls}@{level}",
                            now,
                            {"binary": True},
                            slots,
                            answer=True,
                        )
                    )
                    continue
                z = ev.levels[level]["z"]
                ever = any(
                    s[5] == z and ev.places[s[2]]["level"] == level and s[0] <= now
                    for thing in ev.things_of(cls)
                    for s in ev.inst[thing]["stays"]
                )
                frames_on = [f for f in ev.frames[: cur + 1] if f["level"] == level]
                hint_on = any(
                    (
                        d["role"] not in ("region", "confused")
                        and d["id"]
                        and ev.inst[d["id"]]["class"] == cls
                    )
                    or d.get("as") == cls
                    for f in frames_on
                    for d in f["detections"]
                ) or any(m["class"] == cls for f in frames_on for m in f["plan"]["mentions"])
                if ever or hint_on or len(frames_on) * 2.0 < 60 or len(sights) == 0:
                    continue
                out.append(
                    Cand(
                        "seen_on_floor",
                        f"class:{cls}@{level}",
                        now,
                        {"binary": False},
                        slots,
                        answer=False,
                    )
                )
        return out

    def seen_before_visit(self, now: float) -> list[Cand]:
        ev = self.ev
        out = []
        targets = self.targets(now, "seen_before_visit")
        for place in self.rooms:
            if not ev.is_named(place, now):
                continue
            visits = [v for v in ev.visits_of(place, now) if not v.starting]
            if not visits or any(v.starting for v in ev.visits_of(place, now)):
                continue
            entry = visits[0].entry
            for target, slots in targets:
                first = self.sightings_of(slots, now)[0][0]
                if first <= entry - 60:
                    ans = True
                elif first >= entry + 60:
                    ans = False
                else:
                    continue
                s2 = {**slots, **self.place_slot(place, self.rng("sbv", place, now))}
                out.append(
                    Cand(
                        "seen_before_visit",
                        f"{target}@{place}",
                        now,
                        {"binary": ans},
                        s2,
                        answer=ans,
                    )
                )
        return out

    def is_colour(self, now: float) -> list[Cand]:
        ev = self.ev
        out = []
        for target, slots in self.targets(now, "is_colour", with_classes=False, colour=False):
            thing = slots["things"][0]
            if not ev.colour_known(thing, now):
                continue
            true = ev.inst[thing]["colour"]
            rng = self.rng("is_colour", thing, now)
            if rng.random() < 0.5:
                out.append(
                    Cand(
                        "is_colour",
                        target,
                        now,
                        {"binary": True},
                        {**slots, "colour": true},
                        answer=True,
                    )
                )
            else:
                pool = [c for c in ev.classes[slots["class"]]["colours"] if c != true] or [
                    c for c in BASIC if c != true
                ]
                out.append(
                    Cand(
                        "is_colour",
                        target,
                        now,
                        {"binary": False},
                        {**slots, "colour": pick(rng, pool)},
                        answer=False,
                    )
                )
        return out

    # -- duration --------------------------------------------------------------------------

    def visit_durations(self, now: float) -> list[Cand]:
        ev = self.ev
        out = []
        for place in self.rooms:
            if not ev.is_named(place, now) or place == ev.truth["dock"]:
                continue
            visits = ev.visits_of(place, now)
            done = [v for v in visits if ev.completed(v, now)]
            if done:
                v = done[-1]
                if not v.starting and not v.gap and v.duration() >= 20:
                    slots = self.place_slot(place, self.rng("last_visit", place, now))
                    out.append(
                        Cand(
                            "last_visit",
                            f"place:{place}",
                            now,
                            {"duration_s": round(v.duration(), 3)},
                            slots,
                        )
                    )
            if (
                len(visits) >= 2
                and len(done) == len(visits)
                and not any(v.gap or v.starting for v in visits)
            ):
                durs = sorted((v.duration() for v in visits), reverse=True)
                slots = self.place_slot(place, self.rng("total", place, now))
                out.append(
                    Cand(
                        "total_in_place",
                        f"place:{place}",
                        now,
                        {"duration_s": round(sum(durs), 3)},
                        slots,
                    )
                )
                if durs[0] >= 20 and durs[0] >= 1.3 * durs[1]:
                    slots = self.place_slot(place, self.rng("longest", place, now))
                    out.append(
                        Cand(
                            "longest_visit_in",
                            f"place:{place}",
                            now,
                            {"duration_s": round(durs[0], 3)},
                            slots,
                        )
                    )
        return out

    def ago_span(self, now: float) -> list[Cand]:
        out = []
        for target, slots in self.targets(now, "ago_seen"):
            s = self.sightings_of(slots, now)
            if now - s[-1][0] >= 60:
                out.append(
                    Cand("ago_seen", target, now, {"duration_s": round(now - s[-1][0], 3)}, slots)
                )
        for target, slots in self.targets(now, "seen_span", with_classes=False):
            s = self.sightings_of(slots, now)
            if s[-1][0] - s[0][0] >= 120:
                out.append(
                    Cand(
                        "seen_span",
                        target,
                        now,
                        {"duration_s": round(s[-1][0] - s[0][0], 3)},
                        slots,
                    )
                )
        return out

    # -- text ------------------------------------------------------------------------------

    def which_room_here(self, now: float) -> list[Cand]:
        ev = self.ev
        cur = ev.cur(now)
        f = ev.frames[cur]
        if f["place"] in LIFT_LIKE or not ev.is_named(f["place"], now):
            return []
        at = [f["pose"]["x"], f["pose"]["y"], f["pose"]["z"]]
        return [
            Cand(
                "which_room_here",
                f"here:{cur}",
                now,
                {"keywords": place_keywords(ev, f["place"])},
                {"place": f["place"], "frame": cur},
                at=at,
            )
        ]

    def colour_of(self, now: float) -> list[Cand]:
        ev = self.ev
        out = []
        for target, slots in self.targets(now, "colour_of", with_classes=False, colour=False):
            thing = slots["things"][0]
            if ev.colour_known(thing, now):
                out.append(
                    Cand(
                        "colour_of",
                        target,
                        now,
                        {"keywords": colour_keywords(ev.inst[thing]["colour"])},
                        slots,
                    )
                )
        return out

    def floor_of_thing(self, now: float) -> list[Cand]:
        ev = self.ev
        out = []
        for target, slots in self.targets(
            now, "floor_of_thing", with_classes=False, in_place=False
        ):
            thing = slots["things"][0]
            s = ev.sightings(thing, now)
            place = ev.stay_at(thing, s[-1][0])[2]
            level = ev.places[place]["level"]
            if not ev.floor_known(level, now):
                continue
            out.append(
                Cand(
                    "floor_of_thing",
                    target,
                    now,
                    {"keywords": floor_keywords(ev, level)},
                    {**slots, "level": level},
                )
            )
        return out

    def came_from(self, now: float) -> list[Cand]:
        ev = self.ev
        out = []
        for place in self.rooms:
            if not ev.is_named(place, now):
                continue
            visits = [v for v in ev.visits_of(place, now)]
            if not visits or visits[-1].starting:
                continue
            v = visits[-1]
            prev = ev.frames[v.i0 - 1]
            if prev["place"] in LIFT_LIKE or ev.times[v.i0] - ev.times[v.i0 - 1] > 6.0:
                continue
            if not ev.is_named(prev["place"], now):
                continue
            slots = {
                **self.place_slot(place, self.rng("came_from", place, now)),
                "from": prev["place"],
            }
            out.append(
                Cand(
                    "came_from",
                    f"place:{place}",
                    now,
                    {"keywords": place_keywords(ev, prev["place"])},
                    slots,
                )
            )
        return out

    def all(self, now: float) -> list[Cand]:
        out: list[Cand] = []
        for fn in (
            self.where_is,
            self.first_seen_where,
            self.where_place,
            self.where_at_clock,
            self.where_on_floor,
            self.last_first_seen,
            self.entered_left,
            self.first_on_floor,
            self.last_seen_before_clock,
            self.first_seen_in_place,
            self.seen,
            self.seen_on_floor,
            self.seen_before_visit,
            self.is_colour,
            self.visit_durations,
            self.ago_span,
            self.colour_of,
            self.floor_of_thing,
            self.came_from,
        ):
            out.extend(fn(now))
        return out
