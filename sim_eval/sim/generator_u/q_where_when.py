"""Spatial and temporal question makers."""

from __future__ import annotations

import math

from .evidence import Evidence, sighting_pos
from .qcommon import Candidate, choose_ref, place_name, refs, things
from .rng import stream
from .world import World


def _rng(world: World, *parts: object):
    return stream(world.family, world.seed, "ref", *parts)


def where_is(world: World, ev: Evidence) -> list[Candidate]:
    out: list[Candidate] = []
    by_class: dict[str, list[str]] = {}
    for inst in things(world):
        seen = ev.sightings.get(inst.id)
        if not seen:
            continue
        by_class.setdefault(inst.cls, []).append(inst.id)
        options = refs(world, ev, inst)
        if not options:
            continue
        kind, phrase = choose_ref(_rng(world, "where_is", inst.id, ev.now), options)
        pos = sighting_pos(world, inst.id, seen[-1])
        out.append(
            Candidate(
                "spatial",
                "where_is",
                f"thing:{inst.id}",
                ev.now,
                {"positions": [pos]},
                {"X": phrase, "ref": kind, "things": [inst.id]},
            )
        )
    for cls, ids in sorted(by_class.items()):
        if len(ids) > 4:
            continue
        poss = [sighting_pos(world, i, ev.sightings[i][-1]) for i in ids]
        noun = world.classes[cls].labels[0]
        out.append(
            Candidate(
                "spatial",
                "where_is",
                f"class:{cls}",
                ev.now,
                {"positions": poss},
                {
                    "X": f"a {noun}" if noun[0] not in "aeiou" else f"an {noun}",
                    "ref": "class",
                    "class": cls,
                    "things": ids,
                },
            )
        )
    return out


def first_seen_where(world: World, ev: Evidence) -> list[Candidate]:
    out: list[Candidate] = []
    for inst in things(world):
        seen = ev.sightings.get(inst.id)
        if not seen or world.classes[inst.cls].mobility == "fixed":
            continue
        first = sighting_pos(world, inst.id, seen[0])
        last = sighting_pos(world, inst.id, seen[-1])
        if math.dist(first, last) < 10.0:
            continue
        options = refs(world, ev, inst)
        if not options:
            continue
        kind, phrase = choose_ref(_rng(world, "first_seen_where", inst.id, ev.now), options)
        out.append(
            Candidate(
                "spatial",
                "first_seen_where",
                f"thing:{inst.id}",
                ev.now,
                {"positions": [first]},
                {"X": phrase, "ref": kind, "things": [inst.id]},
            )
        )
    return out


def grid(world: World, key: str) -> list[list[float]]:
    place = world.layout.places[key]
    x0, y0, x1, y1 = place.rect
    nx = max(1, math.ceil((x1 - x0) / 20.0))
    ny = max(1, math.ceil((y1 - y0) / 20.0))
    return [
        [
            round(x0 + (x1 - x0) * (i + 0.5) / nx, 3),
            round(y0 + (y1 - y0) * (j + 0.5) / ny, 3),
            place.z,
        ]
        for i in range(nx)
        for j in range(ny)
    ]


def where_place(world: World, ev: Evidence) -> list[Candidate]:
    out: list[Candidate] = []
    for key in sorted(ev.named):
        if world.layout.places[key].spec.side == "lift":
            continue
        out.append(
            Candidate(
                "spatial",
                "where_place",
                f"place:{key}",
                ev.now,
                {"positions": grid(world, key)},
                {"P": place_name(world, key), "place": key},
            )
        )
    return out


def nearest_from_here(world: World, ev: Evidence, at: list[float]) -> list[Candidate]:
    out: list[Candidate] = []
    by_class: dict[str, list[tuple[float, str, list[float]]]] = {}
    for inst in things(world):
        seen = ev.sightings.get(inst.id)
        if seen:
            pos = sighting_pos(world, inst.id, seen[-1])
            by_class.setdefault(inst.cls, []).append((math.dist(pos, at), inst.id, pos))
    for cls, items in sorted(by_class.items()):
        if len(items) < 2:
            continue
        items.sort()
        if items[1][0] - items[0][0] < 15.0:
            continue
        noun = world.classes[cls].labels[0]
        out.append(
            Candidate(
                "spatial",
                "nearest_from_here",
                f"class:{cls}",
                ev.now,
                {"positions": [items[0][2]]},
                {"X": noun, "class": cls, "things": [items[0][1]]},
                at=at,
            )
        )
    return out


def seen_time(world: World, ev: Evidence, last: bool) -> list[Candidate]:
    sub = "last_seen" if last else "first_seen"
    out: list[Candidate] = []
    by_class: dict[str, list[float]] = {}
    for inst in things(world):
        seen = ev.sightings.get(inst.id)
        if not seen:
            continue
        times = [world.frames[i].t for i in seen]
        by_class.setdefault(inst.cls, []).extend(times)
        options = refs(world, ev, inst)
        if not options:
            continue
        kind, phrase = choose_ref(_rng(world, sub, inst.id, ev.now), options)
        t = times[-1] if last else times[0]
        out.append(
            Candidate(
                "temporal",
                sub,
                f"thing:{inst.id}",
                ev.now,
                {"time": t},
                {"X": phrase, "ref": kind, "things": [inst.id]},
            )
        )
    for cls, times in sorted(by_class.items()):
        noun = world.classes[cls].labels[0]
        t = max(times) if last else min(times)
        out.append(
            Candidate(
                "temporal",
                sub,
                f"class:{cls}",
                ev.now,
                {"time": t},
                {
                    "X": f"an {noun}" if noun[0] in "aeiou" else f"a {noun}",
                    "ref": "class",
                    "class": cls,
                },
            )
        )
    return out


def entered_left(world: World, ev: Evidence) -> list[Candidate]:
    out: list[Candidate] = []
    current = ev.frames[-1].place
    for key in sorted(ev.named):
        if world.layout.places[key].spec.side == "lift":
            continue
        visits = [v for v in ev.visits if v.place == key]
        if not visits:
            continue
        v = visits[-1]
        end = v.exit if v.exit is not None else ev.now
        if not v.starting and v.frames >= 3 and end - v.entry >= 10.0:
            out.append(
                Candidate(
                    "temporal",
                    "entered_place",
                    f"place:{key}",
                    ev.now,
                    {"time": round(v.entry, 3)},
                    {"P": place_name(world, key), "place": key},
                )
            )
        done = [w for w in visits if w.exit is not None and w.length() >= 15.0]
        if done and current != key:
            w = done[-1]
            assert w.exit is not None
            out.append(
                Candidate(
                    "temporal",
                    "left_place",
                    f"place:{key}",
                    ev.now,
                    {"time": round(w.exit, 3)},
                    {"P": place_name(world, key), "place": key},
                )
            )
    return out


def last_charge(world: World, ev: Evidence) -> list[Candidate]:
    brk = world.docking_break
    if ev.now < brk[1] + 60:
        return []
    dock = world.layout.dock
    for v in ev.visits:
        if v.place == dock and world.frames[v.i0].t <= brk[0] and world.frames[v.i1].t >= brk[1]:
            return [
                Candidate(
                    "temporal",
                    "last_charge",
                    "dock",
                    ev.now,
                    {"time": round(v.entry, 3)},
                    {"place": dock},
                )
            ]
    return []


def first_outdoors(world: World, ev: Evidence) -> list[Candidate]:
    runs = [r for r in ev.outdoor_runs if not r.starting]
    if not runs:
        return []
    return [
        Candidate(
            "temporal", "first_outdoors", "outdoors", ev.now, {"time": round(runs[0].entry, 3)}, {}
        )
    ]
