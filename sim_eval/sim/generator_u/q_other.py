"""Binary, duration and text question makers."""

from __future__ import annotations

import itertools
import math

from . import perception
from .evidence import Evidence, Visit, sighting_place
from .model import GAP_S, Instance
from .qcommon import (
    Candidate,
    choose_ref,
    clock,
    number_keywords,
    place_keywords,
    place_name,
    refs,
    things,
)
from .rng import stream
from .world import World


def _rng(world: World, *parts: object):
    return stream(world.family, world.seed, "ref", *parts)


def _article(noun: str) -> str:
    return f"an {noun}" if noun[0] in "aeiou" else f"a {noun}"


def seen_yes_never(world: World, ev: Evidence) -> list[Candidate]:
    out: list[Candidate] = []
    sighted = {world.by_id[i].cls for i in ev.sightings}
    for cls in sorted(world.classes):
        noun = world.classes[cls].labels[0]
        if cls in sighted:
            out.append(
                Candidate(
                    "binary",
                    "seen_yes",
                    f"class:{cls}",
                    ev.now,
                    {"binary": True},
                    {"X": _article(noun), "class": cls},
                    answer=True,
                )
            )
        elif cls not in ev.hints:
            out.append(
                Candidate(
                    "binary",
                    "seen_never",
                    f"class:{cls}",
                    ev.now,
                    {"binary": False},
                    {"X": _article(noun), "class": cls},
                    answer=False,
                )
            )
    for inst in things(world):
        options = refs(world, ev, inst)
        if ev.sightings.get(inst.id) and options:
            kind, phrase = choose_ref(_rng(world, "seen_yes", inst.id, ev.now), options)
            out.append(
                Candidate(
                    "binary",
                    "seen_yes",
                    f"thing:{inst.id}",
                    ev.now,
                    {"binary": True},
                    {"X": phrase, "ref": kind, "things": [inst.id]},
                    answer=True,
                )
            )
    for noun in world.layout.family.never:
        out.append(
            Candidate(
                "binary",
                "seen_never",
                f"never:{noun}",
                ev.now,
                {"binary": False},
                {"X": _article(noun), "noun": noun},
                answer=False,
            )
        )
    return out


def _completed(v: Visit, min_s: float) -> bool:
    return v.exit is not None and not v.gap and not v.starting and v.length() >= min_s


def still_there(world: World, ev: Evidence) -> list[Candidate]:
    out: list[Candidate] = []
    current = ev.frames[-1].place
    for key in sorted(ev.named):
        if key == current or world.layout.places[key].spec.side == "lift":
            continue
        visits = [v for v in ev.visits if v.place == key]
        done = [v for v in visits if _completed(v, 20.0) and v.frames >= 5]
        if not done:
            continue
        v2 = done[-1]
        for inst in things(world):
            seen = ev.sightings.get(inst.id, [])
            before = [
                i
                for i in seen
                if i < v2.i0
                and world.frames[i].place == key
                and sighting_place(world, inst.id, i) == key
            ]
            if not before:
                continue
            options = refs(world, ev, inst)
            if not options:
                continue
            answer = _still(world, inst, key, before[-1], seen, v2)
            if answer is None:
                continue
            kind, phrase = choose_ref(_rng(world, "still_there", inst.id, key, ev.now), options)
            out.append(
                Candidate(
                    "binary",
                    "still_there",
                    f"{inst.id}@{key}",
                    ev.now,
                    {"binary": answer},
                    {
                        "X": phrase,
                        "ref": kind,
                        "P": place_name(world, key),
                        "place": key,
                        "things": [inst.id],
                    },
                    answer=answer,
                )
            )
    return out


def _still(
    world: World, inst: Instance, key: str, earlier: int, seen: list[int], v2: Visit
) -> bool | None:
    if any(v2.i0 <= i <= v2.i1 and sighting_place(world, inst.id, i) == key for i in seen):
        return True
    if any(v2.i0 <= i <= v2.i1 for i in seen):
        return None
    spot = inst.stay_at(world.frames[earlier].t)
    assert spot is not None
    ghost = Instance(
        "ghost",
        inst.cls,
        inst.colour,
        None,
        None,
        [(spot[0] - 1e9, spot[1] + 1e9, spot[2], spot[3], spot[4], spot[5])],
    )
    in_view = 0
    for i in range(v2.i0, v2.i1 + 1):
        f = world.frames[i]
        now_stay = inst.stay_at(f.t)
        if now_stay is not None and now_stay[2] == key and math.dist(now_stay[3:5], spot[3:5]) < 3:
            return None
        if perception.visible(world.layout, [ghost], world.classes, f.true, f.level, f.place, f.t):
            in_view += 1
    return False if in_view >= 3 else None


def went_outside_since(world: World, ev: Evidence) -> list[Candidate]:
    out: list[Candidate] = []
    if world.layout.places[ev.frames[-1].place].spec.outdoor:
        return out
    rng = _rng(world, "went_outside_since", ev.now)
    first = math.floor(ev.frames[0].t / 60) + 3
    last = math.floor((ev.now - 300) / 60)
    outside = [f.t for f in ev.frames if world.layout.places[f.place].spec.outdoor]
    yes: list[int] = []
    no: list[int] = []
    for m in range(first, last + 1):
        t = m * 60.0
        if any(s >= t + 60 for s in outside):
            yes.append(m)
        elif not any(s >= t - 60 for s in outside):
            no.append(m)
    for group, answer in ((yes, True), (no, False)):
        if not group:
            continue
        for k in rng.choice(len(group), size=min(2, len(group)), replace=False):
            m = group[int(k)]
            out.append(
                Candidate(
                    "binary",
                    "went_outside_since",
                    f"m{m}",
                    ev.now,
                    {"binary": answer},
                    {"T": clock(m * 60.0), "minute": m * 60},
                    answer=answer,
                )
            )
    return out


def _last_done(ev: Evidence, key: str) -> Visit | None:
    done = [v for v in ev.visits if v.place == key and v.exit is not None]
    if not done:
        return None
    v = done[-1]
    return v if _completed(v, 20.0) else None


def longer_in_than(world: World, ev: Evidence) -> list[Candidate]:
    current = ev.frames[-1].place
    lasts: list[tuple[str, float]] = []
    for key in sorted(ev.named):
        if key == current or world.layout.places[key].spec.side == "lift":
            continue
        v = _last_done(ev, key)
        if v is not None:
            lasts.append((key, v.length()))
    out: list[Candidate] = []
    for a, da in lasts:
        for b, db in lasts:
            if a >= b:
                continue
            if da >= 1.5 * db or db >= 1.5 * da:
                answer = da > db
                rng = _rng(world, "longer", a, b, ev.now)
                p, q = (a, b) if rng.random() < 0.5 else (b, a)
                answer = (da > db) if p == a else (db > da)
                out.append(
                    Candidate(
                        "binary",
                        "longer_in_than",
                        f"{a}|{b}",
                        ev.now,
                        {"binary": answer},
                        {
                            "P": place_name(world, p),
                            "Q": place_name(world, q),
                            "place": p,
                            "place2": q,
                        },
                        answer=answer,
                    )
                )
    return out


def visit_durations(world: World, ev: Evidence) -> list[Candidate]:
    out: list[Candidate] = []
    current = ev.frames[-1].place
    for key in sorted(ev.named):
        if key == current or world.layout.places[key].spec.side == "lift":
            continue
        slots = {"P": place_name(world, key), "place": key}
        v = _last_done(ev, key)
        if v is not None:
            out.append(
                Candidate(
                    "duration",
                    "last_visit",
                    f"place:{key}",
                    ev.now,
                    {"duration_s": round(v.length(), 3)},
                    dict(slots),
                )
            )
        visits = [w for w in ev.visits if w.place == key]
        if len(visits) >= 2 and all(_completed(w, 0.0) for w in visits):
            total = sum(w.length() for w in visits)
            out.append(
                Candidate(
                    "duration",
                    "total_in_place",
                    f"place:{key}",
                    ev.now,
                    {"duration_s": round(total, 3)},
                    {**slots, "visits": len(visits)},
                )
            )
        done = [w for w in visits if w.exit is not None and w.length() >= 15.0]
        if done:
            ago = ev.now - (done[-1].exit or 0.0)
            if ago >= 60.0:
                out.append(
                    Candidate(
                        "duration",
                        "ago_left",
                        f"place:{key}",
                        ev.now,
                        {"duration_s": round(ago, 3)},
                        dict(slots),
                    )
                )
    return out


def ago_seen(world: World, ev: Evidence) -> list[Candidate]:
    out: list[Candidate] = []
    for inst in things(world):
        seen = ev.sightings.get(inst.id)
        if not seen:
            continue
        ago = ev.now - world.frames[seen[-1]].t
        options = refs(world, ev, inst)
        if ago < 60.0 or not options:
            continue
        kind, phrase = choose_ref(_rng(world, "ago_seen", inst.id, ev.now), options)
        out.append(
            Candidate(
                "duration",
                "ago_seen",
                f"thing:{inst.id}",
                ev.now,
                {"duration_s": round(ago, 3)},
                {"X": phrase, "ref": kind, "things": [inst.id]},
            )
        )
    return out


def outdoor_total(world: World, ev: Evidence) -> list[Candidate]:
    if world.layout.places[ev.frames[-1].place].spec.outdoor or not ev.outdoor_runs:
        return []
    if any(r.exit is None or r.gap or r.starting for r in ev.outdoor_runs):
        return []
    total = sum(r.length() for r in ev.outdoor_runs)
    if total < 60.0:
        return []
    return [
        Candidate(
            "duration",
            "outdoor_total",
            "outdoors",
            ev.now,
            {"duration_s": round(total, 3)},
            {"runs": len(ev.outdoor_runs)},
        )
    ]


def which_room_here(world: World, ev: Evidence, at: list[float]) -> list[Candidate]:
    key = ev.frames[-1].place
    if key not in ev.named or world.layout.places[key].spec.side == "lift":
        return []
    return [
        Candidate(
            "text",
            "which_room_here",
            f"place:{key}",
            ev.now,
            {"keywords": place_keywords(world, key)},
            {"place": key},
            at=at,
        )
    ]


def colour_of(world: World, ev: Evidence) -> list[Candidate]:
    out: list[Candidate] = []
    for inst in things(world):
        if inst.id not in ev.colour_said or len(world.classes[inst.cls].colours) < 2:
            continue
        options = refs(world, ev, inst, colour=False)
        if not options:
            continue
        kind, phrase = choose_ref(_rng(world, "colour_of", inst.id, ev.now), options)
        out.append(
            Candidate(
                "text",
                "colour_of",
                f"thing:{inst.id}",
                ev.now,
                {"keywords": [inst.colour]},
                {"X": phrase, "ref": kind, "things": [inst.id]},
            )
        )
    return out


def room_of_thing(world: World, ev: Evidence) -> list[Candidate]:
    out: list[Candidate] = []
    for inst in things(world):
        seen = ev.sightings.get(inst.id)
        if not seen:
            continue
        key = sighting_place(world, inst.id, seen[-1])
        options = [o for o in refs(world, ev, inst) if o[0] != "in_place"]
        if key not in ev.named or not options:
            continue
        kind, phrase = choose_ref(_rng(world, "room_of_thing", inst.id, ev.now), options)
        out.append(
            Candidate(
                "text",
                "room_of_thing",
                f"thing:{inst.id}",
                ev.now,
                {"keywords": place_keywords(world, key)},
                {"X": phrase, "ref": kind, "place": key, "things": [inst.id]},
            )
        )
    return out


def seen_first_of_two(world: World, ev: Evidence) -> list[Candidate]:
    first: dict[str, float] = {}
    for inst_id, seen in ev.sightings.items():
        cls = world.by_id[inst_id].cls
        if cls not in world.classes:
            continue
        t = world.frames[seen[0]].t
        first[cls] = min(first.get(cls, t), t)
    out: list[Candidate] = []
    keys = sorted(first)
    for a in keys:
        for b in keys:
            if a >= b or abs(first[a] - first[b]) < 120.0:
                continue
            win = a if first[a] < first[b] else b
            lose = b if win == a else a
            wl = world.classes[win]
            ll = world.classes[lose]
            kws = [*wl.labels, wl.plural]
            if any(k.lower() in " ".join([*ll.labels, ll.plural]).lower() for k in kws):
                continue
            rng = _rng(world, "first_of_two", a, b, ev.now)
            p, q = (a, b) if rng.random() < 0.5 else (b, a)
            out.append(
                Candidate(
                    "text",
                    "seen_first_of_two",
                    f"{a}|{b}",
                    ev.now,
                    {"keywords": kws},
                    {
                        "A": _article(world.classes[p].labels[0]),
                        "B": _article(world.classes[q].labels[0]),
                        "class": win,
                        "class2": lose,
                    },
                )
            )
    return out


def count_total(world: World, ev: Evidence) -> list[Candidate]:
    out: list[Candidate] = []
    for cls, spec in sorted(world.classes.items()):
        if spec.mobility != "fixed":
            continue
        members = [i for i in world.instances if i.cls == cls]
        spots = [i.stays[0] for i in members]
        if any(
            math.dist(a[3:5], b[3:5]) < 3.0
            for k, a in enumerate(spots)
            for b in spots[k + 1 :]
            if a[2] == b[2]
        ):
            continue
        n = sum(1 for i in members if ev.sightings.get(i.id))
        if 1 <= n <= 6:
            out.append(
                Candidate(
                    "text",
                    "count_total",
                    f"class:{cls}",
                    ev.now,
                    {"keywords": number_keywords(n)},
                    {"X": spec.plural, "class": cls, "count": n},
                )
            )
    return out


def room_at_clock(world: World, ev: Evidence) -> list[Candidate]:
    out: list[Candidate] = []
    first = math.floor(ev.frames[0].t / 60) + 1
    last = math.floor((ev.now - 80) / 60)
    for m in range(first, last + 1):
        t = m * 60.0
        window = [f for f in ev.frames if t - 20 <= f.t <= t + 80]
        if len(window) < 24 or len({f.place for f in window}) != 1:
            continue
        if any(b.t - a.t > GAP_S for a, b in itertools.pairwise(window)):
            continue
        key = window[0].place
        if key not in ev.named or world.layout.places[key].spec.side == "lift":
            continue
        out.append(
            Candidate(
                "text",
                "room_at_clock",
                f"m{m}",
                ev.now,
                {"keywords": place_keywords(world, key)},
                {"T": clock(t), "minute": m * 60, "place": key},
            )
        )
    return out
