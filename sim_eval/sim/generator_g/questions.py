"""Question specs with ground truth computed only from what was perceived up to `now`.

Specs depend on (family, seed) only; wording (phrasings.py) depends on the phrasing too."""

from __future__ import annotations

import itertools
import math
import re
from dataclasses import dataclass
from typing import Any

import numpy as np

from .memory import Index, dist_walk
from .rng import choice, shuffled, stream
from .world import World

TYPE_QUOTA = {"spatial": 24, "temporal": 20, "binary": 26, "duration": 14, "text": 16}
SUBKINDS = {
    "spatial": [
        ("where_is", 0.35),
        ("where_seen", 0.2),
        ("last_seen_where", 0.2),
        ("closest", 0.25),
    ],
    "temporal": [
        ("first_seen", 0.25),
        ("last_seen", 0.25),
        ("enter_place", 0.2),
        ("leave_place", 0.15),
        ("ride", 0.15),
    ],
    "binary": [("seen", 0.3), ("seen_attr", 0.2), ("in_place", 0.25), ("still_there", 0.25)],
    "duration": [
        ("dur_in_place", 0.35),
        ("travel", 0.25),
        ("total_state", 0.2),
        ("since_seen", 0.2),
    ],
    "text": [
        ("sign", 0.3),
        ("colour", 0.25),
        ("which_place", 0.2),
        ("which_floor", 0.1),
        ("next_to", 0.15),
    ],
}
COLOUR_WORDS = {
    "grey": ["grey", "gray"],
    "gray": ["gray", "grey"],
    "silver": ["silver"],
    "black and white": ["black and white", "black-and-white", "black & white"],
    "ginger": ["ginger", "orange"],
    "golden": ["golden", "gold"],
    "tabby": ["tabby"],
    "cream": ["cream"],
    "bronze": ["bronze"],
    "terracotta": ["terracotta", "terra cotta"],
    "camouflage": ["camouflage", "camo"],
}
STOP = {
    "the",
    "and",
    "for",
    "with",
    "your",
    "this",
    "that",
    "from",
    "please",
    "only",
    "keep",
    "must",
    "before",
    "after",
    "room",
    "floor",
    "level",
    "open",
    "today",
    "next",
    "beyond",
    "point",
    "used",
}


@dataclass
class Ctx:
    world: World
    idx: Index
    now: float
    n: int
    at: tuple
    rng: np.random.Generator

    @property
    def cls(self):
        return self.world.classes


def _r(v):
    return [round(float(v[0]), 2), round(float(v[1]), 2), round(float(v[2]), 2)]


def _names(world, cls):
    return list(world.classes[cls].names)


def _ev_sight(ctx, iid, i):
    return dict(
        kind="sight",
        frame=i,
        t=ctx.idx.t(i),
        iid=iid,
        names=_names(ctx.world, ctx.world.inst(iid).cls),
        pos=_r(ctx.idx.pos(iid, i)),
    )


def _askable(ctx, cls, allow_sign=False):
    c = ctx.cls[cls]
    return c.ask and (allow_sign or c.kind != "sign")


# ------------------------------------------------------------------ referring expressions
def make_ref(ctx: Ctx, iid: str, allow_colour=True, allow_place=True, prefer=None):
    w, idx, n = ctx.world, ctx.idx, ctx.n
    inst = w.inst(iid)
    peers = idx.perceived(n).get(inst.cls, [])
    if iid not in peers:
        return None
    others = [p for p in peers if p != iid]
    options: list[dict[str, Any]] = []
    if not others:
        options.append(dict(colour=None, place=None))
    colour_ok = (
        bool(inst.colour)
        and allow_colour
        and bool(idx.sightings(iid, n, True))
        and not idx.is_tainted(inst.cls, n)
    )
    if colour_ok and all(w.inst(o).colour != inst.colour for o in others):
        options.append(dict(colour=inst.colour, place=None))
    place_ok = allow_place and inst.mover is None and idx.named_before(inst.zone, n)
    if place_ok:
        pz = w.pidx[inst.zone]
        clash = [
            o
            for o in others
            if (w.inst(o).mover is None and w.inst(o).zone == inst.zone)
            or (
                w.inst(o).mover is not None
                and any(idx.place_at(o, i) == pz for i in idx.sightings(o, n))
            )
        ]
        if not clash:
            options.append(dict(colour=None, place=inst.zone))
        elif colour_ok and all(w.inst(o).colour != inst.colour for o in clash):
            options.append(dict(colour=inst.colour, place=inst.zone))
    if not options:
        return None
    if prefer == "plain" and options[0]["colour"] is None and options[0]["place"] is None:
        ref = options[0]
    else:
        ref = options[0] if ctx.rng.random() < 0.6 else choice(ctx.rng, options)
    # sometimes add a redundant colour for a unique thing
    if (
        ref["colour"] is None
        and ref["place"] is None
        and colour_ok
        and ctx.rng.random() < 0.25
        and allow_colour
    ):
        ref = dict(colour=inst.colour, place=None)
    ref = dict(ref)
    ref.update(cls=inst.cls, det="the", iid=iid, colour_needed=bool(ref["colour"]) and bool(others))
    return ref


def ref_sightings(ctx, ref):
    return ctx.idx.sightings(ref["iid"], ctx.n, colour_only=ref.get("colour_needed", False))


def _class_ref(cls, det="a", colour=None, place=None):
    return dict(cls=cls, det=det, colour=colour, place=place, iid=None)


def _pick_instance(ctx, pred=lambda iid: True, allow_sign=False):
    per = ctx.idx.perceived(ctx.n)
    cands = [
        iid
        for cls in sorted(per)
        if _askable(ctx, cls, allow_sign)
        for iid in per[cls]
        if pred(iid)
    ]
    return shuffled(ctx.rng, cands)


def _cluster(points, radius=4.0, limit=10):
    out = []
    for p in points:
        if all(
            math.hypot(p[0] - q[0], p[1] - q[1]) > radius or abs(p[2] - q[2]) > 1.5 for q in out
        ):
            out.append(p)
    return out[:limit]


# ------------------------------------------------------------------ spatial
def g_where_is(ctx: Ctx):
    rng, idx = ctx.rng, ctx.idx
    if rng.random() < 0.3:
        per = idx.perceived(ctx.n)
        classes = [c for c in sorted(per) if _askable(ctx, c) and 2 <= len(per[c]) <= 6]
        if classes:
            cls = choice(rng, classes)
            pos, ev = [], []
            for iid in per[cls]:
                i = idx.sightings(iid, ctx.n)[-1]
                pos.append(_r(idx.pos(iid, i)))
                ev.append(_ev_sight(ctx, iid, i))
            return dict(
                type="spatial",
                subkind="where_is",
                obj=_class_ref(cls, choice(rng, ["a", "the"])),
                truth=dict(positions=pos),
                evidence=ev,
                key=("class", cls),
            )
    for iid in _pick_instance(ctx)[:20]:
        ref = make_ref(ctx, iid)
        if not ref:
            continue
        s = ref_sightings(ctx, ref)
        if not s:
            continue
        i = s[-1]
        return dict(
            type="spatial",
            subkind="where_is",
            obj=ref,
            truth=dict(positions=[_r(idx.pos(iid, i))]),
            evidence=[_ev_sight(ctx, iid, i)],
            key=("inst", iid),
        )
    return None


def g_where_seen(ctx: Ctx):
    rng, idx, w = ctx.rng, ctx.idx, ctx.world
    movers_first = sorted(
        _pick_instance(ctx), key=lambda i: (w.inst(i).mover is None, rng.random())
    )
    for iid in movers_first[:20]:
        ref = make_ref(ctx, iid)
        if not ref:
            continue
        s = ref_sightings(ctx, ref)
        if not s:
            continue
        positions: list[list[float]] = []
        ev: list[dict[str, Any]] = []
        for i in s:
            p = _r(idx.pos(iid, i))
            if all(
                math.hypot(p[0] - q[0], p[1] - q[1]) > 4.0 or abs(p[2] - q[2]) > 1.5
                for q in positions
            ):
                positions.append(p)
                ev.append(_ev_sight(ctx, iid, i))
        positions, ev = positions[:12], ev[:12]
        return dict(
            type="spatial",
            subkind="where_seen",
            obj=ref,
            truth=dict(positions=positions),
            evidence=ev,
            key=("inst", iid),
        )
    return None


def g_last_seen_where(ctx: Ctx):
    idx, w = ctx.idx, ctx.world
    for iid in _pick_instance(ctx, lambda i: w.inst(i).mover is not None)[:25]:
        ref = make_ref(ctx, iid, allow_place=False)
        if not ref:
            continue
        s = ref_sightings(ctx, ref)
        if len(s) < 2:
            continue
        pts = [_r(idx.pos(iid, i)) for i in s]
        if max(math.hypot(p[0] - pts[-1][0], p[1] - pts[-1][1]) for p in pts) < 6.0:
            continue
        return dict(
            type="spatial",
            subkind="last_seen_where",
            obj=ref,
            truth=dict(positions=[pts[-1]]),
            evidence=[_ev_sight(ctx, iid, s[-1])],
            key=("inst", iid),
        )
    return None


def g_closest(ctx: Ctx):
    rng, idx = ctx.rng, ctx.idx
    per = idx.perceived(ctx.n)
    classes = shuffled(rng, [c for c in sorted(per) if _askable(ctx, c) and len(per[c]) >= 2])
    for cls in classes[:10]:
        items = []
        for iid in per[cls]:
            i = idx.sightings(iid, ctx.n)[-1]
            p = _r(idx.pos(iid, i))
            items.append((dist_walk(ctx.at, p), p, iid, i))
        items.sort(key=lambda r: (r[0], r[2]))
        d0 = items[0][0]
        keep = [r for r in items if r[0] <= d0 + 3.0]
        if len(keep) > 3 or d0 > 120:
            continue
        return dict(
            type="spatial",
            subkind="closest",
            obj=_class_ref(cls, "the"),
            truth=dict(positions=[r[1] for r in keep]),
            evidence=[_ev_sight(ctx, r[2], r[3]) for r in keep],
            key=("class", cls),
            extra=dict(distances=[round(r[0], 2) for r in items[:4]]),
        )
    return None


# ------------------------------------------------------------------ temporal
def _subject_times(ctx, want):
    """A subject with a well-defined first/last sighting: (obj, frame, evidence, key)."""
    rng, idx, w = ctx.rng, ctx.idx, ctx.world
    if rng.random() < 0.35:
        per = idx.perceived(ctx.n)
        for cls in shuffled(rng, [c for c in sorted(per) if _askable(ctx, c)])[:10]:
            strict = sorted(i for iid in per[cls] for i in idx.sightings(iid, ctx.n))
            loose = sorted(
                i
                for iid in idx.loose
                if w.inst(iid).cls == cls
                for i in idx.loose_sightings(iid, ctx.n)
            )
            i = strict[0] if want == "first" else strict[-1]
            j = loose[0] if want == "first" else loose[-1]
            if abs(idx.t(i) - idx.t(j)) > 30:
                continue
            iid = next(iid for iid in per[cls] if i in idx.sightings(iid, ctx.n))
            return _class_ref(cls, "a"), i, [_ev_sight(ctx, iid, i)], ("class", cls)
    for iid in _pick_instance(ctx)[:25]:
        ref = make_ref(ctx, iid)
        if not ref:
            continue
        s = ref_sightings(ctx, ref)
        lo = idx.loose_sightings(iid, ctx.n)
        if not s:
            continue
        i = s[0] if want == "first" else s[-1]
        j = lo[0] if want == "first" else lo[-1]
        if abs(idx.t(i) - idx.t(j)) > 30:
            continue
        return ref, i, [_ev_sight(ctx, iid, i)], ("inst", iid)
    return None


def g_first_seen(ctx):
    got = _subject_times(ctx, "first")
    if not got:
        return None
    obj, i, ev, key = got
    return dict(
        type="temporal",
        subkind="first_seen",
        obj=obj,
        truth=dict(time=round(ctx.idx.t(i), 2)),
        evidence=ev,
        key=key,
    )


def g_last_seen(ctx):
    got = _subject_times(ctx, "last")
    if not got:
        return None
    obj, i, ev, key = got
    if ctx.now - ctx.idx.t(i) < 20 and ctx.rng.random() < 0.7:
        return None
    return dict(
        type="temporal",
        subkind="last_seen",
        obj=obj,
        truth=dict(time=round(ctx.idx.t(i), 2)),
        evidence=ev,
        key=key,
    )


def _place_candidates(ctx, complete):
    """Zones (not hubs/stairwells) whose every visit before now was named, with their visits."""
    w, idx = ctx.world, ctx.idx
    out = []
    for z in w.zones:
        if z.kind in ("stairwell",) or (z.kind == "hub" and ctx.rng.random() < 0.7):
            continue
        vs = idx.visits_of(w.pidx[z.id], ctx.n)
        if not vs:
            continue
        if any(not [i for i in v.named if i < ctx.n] for v in vs):
            continue
        if complete:
            vs = [v for v in vs if v.i1 < ctx.n - 1]
            if not vs:
                continue
        out.append((z, vs))
    return shuffled(ctx.rng, out)


def _place_ev(ctx, zone, v):
    i = next(k for k in v.named if k < ctx.n)
    return dict(kind="place", frame=i, t=ctx.idx.t(i), names=zone.bare_names)


def g_enter_place(ctx):
    for z, vs in _place_candidates(ctx, False)[:10]:
        nth = "" if len(vs) == 1 else choice(ctx.rng, ["first", "last"])
        v = vs[-1] if nth == "last" else vs[0]
        ev = [_place_ev(ctx, z, v), dict(kind="frame", frame=v.i0, t=ctx.idx.t(v.i0))]
        return dict(
            type="temporal",
            subkind="enter_place",
            place=z.id,
            nth=nth,
            truth=dict(time=round(ctx.idx.t(v.i0), 2)),
            evidence=ev,
            key=("place", z.id, nth),
            extra=dict(visits=len(vs)),
        )
    return None


def g_leave_place(ctx):
    for z, vs in _place_candidates(ctx, True)[:10]:
        allv = ctx.idx.visits_of(ctx.world.pidx[z.id], ctx.n)
        nth = "" if len(allv) == 1 else choice(ctx.rng, ["first", "last"])
        if nth == "last" and allv[-1].i1 >= ctx.n - 1:
            continue  # still inside: "the last time you left" would be ambiguous
        v = vs[-1] if nth == "last" else vs[0]
        if nth == "" and v is not allv[0]:
            continue
        ev = [_place_ev(ctx, z, v), dict(kind="frame", frame=v.i1, t=ctx.idx.t(v.i1))]
        return dict(
            type="temporal",
            subkind="leave_place",
            place=z.id,
            nth=nth,
            truth=dict(time=round(ctx.idx.t(v.i1), 2)),
            evidence=ev,
            key=("place", z.id, nth),
            extra=dict(visits=len(allv)),
        )
    return None


def _rides(ctx):
    w, idx = ctx.world, ctx.idx
    out = []
    for v in idx.visits:
        pid = w.place_ids[v.place]
        if pid not in w.trans_by_id or v.i0 >= ctx.n or v.i1 >= ctx.n - 1 or v.i0 == 0:
            continue
        tr = w.trans_by_id[pid]
        f0 = w.floor_of_z(idx.frames[v.i0 - 1].true[2])
        f1 = w.floor_of_z(idx.frames[v.i1 + 1].true[2])
        if f0 == f1:
            continue
        out.append(dict(v=v, kind=tr.kind, dir="up" if f1 > f0 else "down", dest=f1, tid=tr.id))
    return out


def g_ride(ctx):
    rides = _rides(ctx)
    if not rides:
        return None
    rng = ctx.rng
    kinds = sorted({r["kind"] for r in rides})
    kind = choice(rng, kinds)
    sel = [r for r in rides if r["kind"] == kind]
    r0 = choice(rng, sel)
    direction = r0["dir"] if rng.random() < 0.55 else None
    dest = r0["dest"] if direction and len(ctx.world.floors) > 2 and rng.random() < 0.5 else None
    sel = [
        r
        for r in sel
        if (direction is None or r["dir"] == direction) and (dest is None or r["dest"] == dest)
    ]
    nth = "" if len(sel) == 1 else choice(rng, ["first", "last"])
    r = sel[-1] if nth == "last" else sel[0]
    v = r["v"]
    tr = ctx.world.trans_by_id[r["tid"]]
    ev = [
        dict(
            kind="ride",
            frame=v.i0,
            t=ctx.idx.t(v.i0),
            names=[n.replace("the ", "") for n in tr.names],
        )
    ]
    return dict(
        type="temporal",
        subkind="ride",
        ride=dict(kind=kind, tid=r["tid"], direction=direction, dest=dest),
        nth=nth,
        truth=dict(time=round(ctx.idx.t(v.i0), 2)),
        evidence=ev,
        key=("ride", kind, direction, dest, nth),
        extra=dict(matching_rides=len(sel)),
    )


# ------------------------------------------------------------------ binary
def _absent(ctx, names):
    return ctx.idx.text_mentions(names, ctx.n) is None


def g_seen(ctx):
    rng, idx, w = ctx.rng, ctx.idx, ctx.world
    per = idx.perceived(ctx.n)
    want_yes = rng.random() < 0.5
    for attempt in (want_yes, not want_yes):
        if attempt:
            classes = [c for c in sorted(per) if _askable(ctx, c)]
            if not classes:
                continue
            cls = choice(rng, classes)
            i = min(idx.sightings(iid, ctx.n)[0] for iid in per[cls])
            iid = next(iid for iid in per[cls] if idx.sightings(iid, ctx.n)[0] == i)
            return dict(
                type="binary",
                subkind="seen",
                obj=_class_ref(cls, "a"),
                truth=dict(binary=True),
                evidence=[_ev_sight(ctx, iid, i)],
                key=("class", cls),
            )
        # never perceived: a thing of this world not yet seen, or something absent from the world
        unseen = [
            c
            for c in sorted(w.classes)
            if _askable(ctx, c)
            and c not in per
            and not any(
                w.inst(iid).cls == c for iid in idx.loose if idx.loose_sightings(iid, ctx.n)
            )
        ]
        pool = [("class", c, w.classes[c].names) for c in unseen] if rng.random() < 0.45 else []
        pool += [("distractor", d[0], d) for d in w.spec.distractors]
        for kind, key, names in shuffled(rng, pool):
            if _absent(ctx, names):
                obj = (
                    _class_ref(key, "a")
                    if kind == "class"
                    else dict(
                        cls=None, names=list(names), det="a", colour=None, place=None, iid=None
                    )
                )
                return dict(
                    type="binary",
                    subkind="seen",
                    obj=obj,
                    truth=dict(binary=False),
                    evidence=[dict(kind="absent", names=list(names))],
                    key=(kind, key),
                    extra=dict(
                        absent_kind="in_world_unseen" if kind == "class" else "not_in_world"
                    ),
                )
    return None


def g_seen_attr(ctx):
    rng, idx, w = ctx.rng, ctx.idx, ctx.world
    per = idx.perceived(ctx.n)
    want_yes = rng.random() < 0.5
    for attempt in (want_yes, not want_yes):
        if attempt:
            cands = [
                iid
                for c in sorted(per)
                if _askable(ctx, c) and not idx.is_tainted(c, ctx.n)
                for iid in per[c]
                if w.inst(iid).colour and idx.sightings(iid, ctx.n, True)
            ]
            if not cands:
                continue
            iid = choice(rng, cands)
            inst = w.inst(iid)
            i = idx.sightings(iid, ctx.n, True)[0]
            ev = [dict(_ev_sight(ctx, iid, i), kind="colour", colour=inst.colour)]
            return dict(
                type="binary",
                subkind="seen_attr",
                obj=_class_ref(inst.cls, "a", inst.colour),
                truth=dict(binary=True),
                evidence=ev,
                key=("attr", inst.cls, inst.colour),
            )
        classes = [
            c
            for c in sorted(per)
            if _askable(ctx, c) and w.classes[c].colours and not idx.is_tainted(c, ctx.n)
        ]
        for cls in shuffled(rng, classes)[:8]:
            world_cols = {i.colour for i in w.instances if i.cls == cls}
            cols = [c for c in w.spec.attr_colours if c not in world_cols]
            if not cols:
                continue
            col = choice(rng, cols)
            phrases = [f"{col} {n}" for n in w.classes[cls].names]
            if not _absent(ctx, phrases):
                continue
            return dict(
                type="binary",
                subkind="seen_attr",
                obj=_class_ref(cls, "a", col),
                truth=dict(binary=False),
                evidence=[dict(kind="absent", names=phrases)],
                key=("attr", cls, col),
                extra=dict(class_seen=True, world_colours=sorted(c for c in world_cols if c)),
            )
    return None


def _ever_in_zone(ctx, cls, zone_id):
    w = ctx.world
    zi = w.pidx[zone_id]
    k1 = int(ctx.now - (ctx.idx.start)) + 1
    for inst in w.instances:
        if inst.cls != cls:
            continue
        if inst.mover is None:
            if inst.zone == zone_id:
                return True
        else:
            tr = w.tracks[inst.mover]
            off = int(ctx.idx.start - tr.t0)
            seg = range(max(off, 0), min(off + k1, len(tr.zone)))
            if any(tr.zone[j] == zi and tr.present[j] for j in seg):
                return True
    return False


def g_in_place(ctx):
    rng, idx, w = ctx.rng, ctx.idx, ctx.world
    per = idx.perceived(ctx.n)
    named = [z for z in w.zones if z.kind != "stairwell" and idx.named_before(z.id, ctx.n)]
    if not named:
        return None
    want_yes = rng.random() < 0.5
    for attempt in (want_yes, not want_yes):
        if attempt:
            hits = []
            for cls in sorted(per):
                if not _askable(ctx, cls):
                    continue
                for iid in per[cls]:
                    for i in idx.sightings(iid, ctx.n):
                        pz = w.place_ids[idx.place_at(iid, i)]
                        if (
                            pz in w.zone_by_id
                            and idx.named_before(pz, ctx.n)
                            and w.zone_by_id[pz].kind != "stairwell"
                        ):
                            hits.append((cls, pz, iid, i))
                            break
            if not hits:
                continue
            cls, pz, iid, i = choice(rng, hits)
            return dict(
                type="binary",
                subkind="in_place",
                obj=_class_ref(cls, "a"),
                place=pz,
                truth=dict(binary=True),
                evidence=[_ev_sight(ctx, iid, i), dict(kind="inside", frame=i, iid=iid, zone=pz)],
                key=("in", cls, pz),
            )
        for _ in range(12):
            classes = [c for c in sorted(per) if _askable(ctx, c)]
            if not classes:
                break
            cls = choice(rng, classes)
            z = choice(rng, named)
            if _ever_in_zone(ctx, cls, z.id):
                continue
            return dict(
                type="binary",
                subkind="in_place",
                obj=_class_ref(cls, "a"),
                place=z.id,
                truth=dict(binary=False),
                evidence=[dict(kind="not_inside", cls=cls, zone=z.id)],
                key=("in", cls, z.id),
            )
    return None


def g_still_there(ctx):
    rng, idx, w = ctx.rng, ctx.idx, ctx.world
    want_yes = rng.random() < 0.5
    cands = _pick_instance(ctx)
    movers = [c for c in cands if w.inst(c).mover is not None]
    for attempt in (want_yes, not want_yes):
        pool = (movers + [c for c in cands if c not in movers]) if attempt else movers
        for iid in pool[:30]:
            ref = make_ref(ctx, iid, allow_place=False)
            if not ref:
                continue
            s = ref_sightings(ctx, ref)
            if not s:
                continue
            zones = [w.place_ids[idx.place_at(iid, i)] for i in s]
            last = zones[-1]
            if attempt:
                if (
                    last not in w.zone_by_id
                    or not idx.named_before(last, ctx.n)
                    or w.zone_by_id[last].kind == "stairwell"
                ):
                    continue
                return dict(
                    type="binary",
                    subkind="still_there",
                    obj=ref,
                    place=last,
                    truth=dict(binary=True),
                    evidence=[
                        _ev_sight(ctx, iid, s[-1]),
                        dict(kind="inside", frame=s[-1], iid=iid, zone=last),
                    ],
                    key=("still", iid),
                )
            earlier = [
                (z, i)
                for z, i in zip(zones, s, strict=True)
                if z != last
                and z in w.zone_by_id
                and idx.named_before(z, ctx.n)
                and w.zone_by_id[z].kind != "stairwell"
            ]
            if not earlier:
                continue
            z, i = choice(rng, earlier)
            return dict(
                type="binary",
                subkind="still_there",
                obj=ref,
                place=z,
                truth=dict(binary=False),
                evidence=[
                    _ev_sight(ctx, iid, i),
                    dict(kind="inside", frame=i, iid=iid, zone=z),
                    _ev_sight(ctx, iid, s[-1]),
                    dict(kind="inside", frame=s[-1], iid=iid, zone=last),
                ],
                key=("still", iid),
            )
    return None


# ------------------------------------------------------------------ duration
def g_dur_in_place(ctx):
    idx = ctx.idx
    for z, _vs in _place_candidates(ctx, True)[:12]:
        allv = idx.visits_of(ctx.world.pidx[z.id], ctx.n)
        if allv[-1].i1 >= ctx.n - 1:
            continue  # still there at `now`
        if len(allv) == 1:
            scope, use = "", allv
        else:
            scope = choice(ctx.rng, ["total", "last"])
            use = [allv[-1]] if scope == "last" else list(allv)
        d = sum(idx.t(v.i1) - idx.t(v.i0) for v in use)
        if d < 30:
            continue
        ev = [_place_ev(ctx, z, use[-1])] + [
            dict(kind="span", frames=[v.i0, v.i1], t=[idx.t(v.i0), idx.t(v.i1)]) for v in use
        ]
        return dict(
            type="duration",
            subkind="dur_in_place",
            place=z.id,
            scope=scope,
            truth=dict(duration_s=round(d, 1)),
            evidence=ev,
            key=("dur", z.id, scope),
            extra=dict(visits=len(allv)),
        )
    return None


def g_travel(ctx):
    w, idx = ctx.world, ctx.idx
    stops = []
    for v in idx.visits:
        if v.i0 >= ctx.n or v.i1 >= ctx.n - 1:
            continue
        pid = w.place_ids[v.place]
        z = w.zone_by_id.get(pid)
        if z is None or z.kind not in ("room", "outdoor") or not [i for i in v.named if i < ctx.n]:
            continue
        stops.append((z, v))
    pairs = {}
    for (za, va), (zb, vb) in itertools.pairwise(stops):
        if za.id == zb.id:
            continue
        between = [
            v for v in idx.visits if va.i1 < v.i0 < vb.i0 and v.place in (va.place, vb.place)
        ]
        if between:
            continue
        pairs.setdefault((za.id, zb.id), []).append((va, vb))
    cands = [(k, v[0]) for k, v in sorted(pairs.items()) if len(v) == 1]
    for (a_, b_), (va, vb) in shuffled(ctx.rng, cands):
        d = idx.t(vb.i0) - idx.t(va.i1)
        if d < 20:
            continue
        za, zb = w.zone_by_id[a_], w.zone_by_id[b_]
        ev = [
            _place_ev(ctx, za, va),
            _place_ev(ctx, zb, vb),
            dict(kind="span", frames=[va.i1, vb.i0], t=[idx.t(va.i1), idx.t(vb.i0)]),
        ]
        return dict(
            type="duration",
            subkind="travel",
            place=a_,
            place2=b_,
            truth=dict(duration_s=round(d, 1)),
            evidence=ev,
            key=("travel", a_, b_),
        )
    return None


def g_total_state(ctx):
    w, idx = ctx.world, ctx.idx
    elapsed = ctx.now - idx.start
    for st in shuffled(ctx.rng, w.spec.states):
        occ = idx.occupancy(st.test, ctx.n)
        if occ < 60 or occ > elapsed - 60:
            continue
        return dict(
            type="duration",
            subkind="total_state",
            state=st.id,
            truth=dict(duration_s=round(occ, 1)),
            evidence=[dict(kind="occupancy", test=st.test, frames=ctx.n)],
            key=("state", st.id),
        )
    return None


def g_since_seen(ctx):
    got = _subject_times(ctx, "last")
    if not got:
        return None
    obj, i, ev, key = got
    d = ctx.now - ctx.idx.t(i)
    if d < 45:
        return None
    return dict(
        type="duration",
        subkind="since_seen",
        obj=obj,
        truth=dict(duration_s=round(d, 1)),
        evidence=ev,
        key=key,
    )


# ------------------------------------------------------------------ text
def _keywords_from_text(text, avoid=()):
    avoid_words = {x.lower() for a_ in avoid for x in re.findall(r"[A-Za-z']+", a_)}
    words = [
        w_
        for w_ in re.findall(r"[A-Za-z][A-Za-z']+", text)
        if len(w_) >= 4 and w_.lower() not in STOP and w_.lower() not in avoid_words
    ]
    words = sorted(set(words), key=lambda s: (-len(s), s))[:3]
    nums = [m for m in re.findall(r"\d+(?:\.\d+)?(?:AM|PM)?", text) if len(m) >= 3]
    kws = [text, *words, *nums]
    return list(dict.fromkeys(k for k in kws if k))


def g_sign(ctx):
    w, idx = ctx.world, ctx.idx
    read = [iid for iid in sorted(idx.sign) if idx.before(idx.sign[iid], ctx.n)]
    groups = {}
    for iid in read:
        inst = w.inst(iid)
        if inst.cls in ("exitsign", "wetfloor"):
            continue
        groups.setdefault((inst.cls, inst.zone), []).append(iid)
    cands = [
        (k, v[0])
        for k, v in sorted(groups.items())
        if len(v) == 1 and idx.named_before(k[1], ctx.n)
    ]
    if not cands:
        return None
    (cls, zone), iid = choice(ctx.rng, cands)
    inst = w.inst(iid)
    i = idx.before(idx.sign[iid], ctx.n)[-1]
    return dict(
        type="text",
        subkind="sign",
        sign=dict(cls=cls, place=zone, iid=iid),
        truth=dict(
            keywords=_keywords_from_text(inst.text, w.classes[cls].names + w.zone_by_id[zone].names)
        ),
        evidence=[dict(kind="sign", frame=i, t=idx.t(i), text=inst.text)],
        key=("sign", iid),
    )


def colour_keywords(c):
    return COLOUR_WORDS.get(c, [c])


def g_colour(ctx):
    w, idx = ctx.world, ctx.idx
    for iid in _pick_instance(
        ctx, lambda i: bool(w.inst(i).colour) and bool(idx.sightings(i, ctx.n, True))
    )[:20]:
        inst = w.inst(iid)
        if idx.is_tainted(inst.cls, ctx.n):
            continue
        ref = make_ref(ctx, iid, allow_colour=False)
        if not ref:
            continue
        i = idx.sightings(iid, ctx.n, True)[-1]
        return dict(
            type="text",
            subkind="colour",
            obj=ref,
            truth=dict(keywords=colour_keywords(inst.colour)),
            evidence=[dict(_ev_sight(ctx, iid, i), kind="colour", colour=inst.colour)],
            key=("colour", iid),
        )
    return None


def g_which_place(ctx):
    w, idx = ctx.world, ctx.idx
    for iid in _pick_instance(ctx)[:25]:
        ref = make_ref(ctx, iid, allow_place=False)
        if not ref:
            continue
        s = ref_sightings(ctx, ref)
        if not s:
            continue
        pid = w.place_ids[idx.place_at(iid, s[-1])]
        z = w.zone_by_id.get(pid)
        if z is None or z.kind == "stairwell" or not idx.named_before(pid, ctx.n):
            continue
        i = idx.explicit[pid][0]
        return dict(
            type="text",
            subkind="which_place",
            obj=ref,
            truth=dict(keywords=list(z.bare_names)),
            evidence=[
                _ev_sight(ctx, iid, s[-1]),
                dict(kind="inside", frame=s[-1], iid=iid, zone=pid),
                dict(kind="place", frame=i, t=idx.t(i), names=z.bare_names),
            ],
            key=("where", iid),
            extra=dict(zone=pid),
        )
    return None


def g_which_floor(ctx):
    w, idx = ctx.world, ctx.idx
    if len(w.floors) < 2:
        return None
    for iid in _pick_instance(ctx)[:25]:
        ref = make_ref(ctx, iid, allow_place=False)
        if not ref:
            continue
        s = ref_sightings(ctx, ref)
        if not s:
            continue
        pid = w.place_ids[idx.place_at(iid, s[-1])]
        z = w.zone_by_id.get(pid)
        if z is None or (z.outdoor and w.family == "farm"):
            continue
        if w.family == "farm" and z.building not in ("farmhouse", "barn"):
            continue
        return dict(
            type="text",
            subkind="which_floor",
            obj=ref,
            truth=dict(keywords=list(w.floors[z.floor]["keywords"])),
            evidence=[_ev_sight(ctx, iid, s[-1])],
            key=("floor", iid),
            extra=dict(floor=z.floor),
        )
    return None


def g_next_to(ctx):
    w, idx = ctx.world, ctx.idx
    per = idx.perceived(ctx.n)
    statics = [iid for c in sorted(per) for iid in per[c] if w.inst(iid).mover is None]
    for iid in shuffled(ctx.rng, [i for i in statics if _askable(ctx, w.inst(i).cls)])[:25]:
        inst = w.inst(iid)
        nb = []
        for o in statics:
            oi = w.inst(o)
            if oi.cls == inst.cls or not w.classes[oi.cls].ask:
                continue
            if (
                abs(oi.pos[2] - inst.pos[2]) < 1
                and math.hypot(oi.pos[0] - inst.pos[0], oi.pos[1] - inst.pos[1]) <= 3.0
            ):
                nb.append(o)
        classes = sorted({w.inst(o).cls for o in nb})
        if not nb or len(classes) > 4:
            continue
        ref = make_ref(ctx, iid)
        if not ref:
            continue
        kws = sorted({n for c in classes for n in w.classes[c].names})
        ev = [_ev_sight(ctx, iid, idx.sightings(iid, ctx.n)[-1])] + [
            _ev_sight(ctx, o, idx.sightings(o, ctx.n)[-1]) for o in nb
        ]
        return dict(
            type="text",
            subkind="next_to",
            obj=ref,
            truth=dict(keywords=kws),
            evidence=ev,
            key=("next", iid),
            extra=dict(neighbours=nb),
        )
    return None


GEN = {
    "where_is": g_where_is,
    "where_seen": g_where_seen,
    "last_seen_where": g_last_seen_where,
    "closest": g_closest,
    "first_seen": g_first_seen,
    "last_seen": g_last_seen,
    "enter_place": g_enter_place,
    "leave_place": g_leave_place,
    "ride": g_ride,
    "seen": g_seen,
    "seen_attr": g_seen_attr,
    "in_place": g_in_place,
    "still_there": g_still_there,
    "dur_in_place": g_dur_in_place,
    "travel": g_travel,
    "total_state": g_total_state,
    "since_seen": g_since_seen,
    "sign": g_sign,
    "colour": g_colour,
    "which_place": g_which_place,
    "which_floor": g_which_floor,
    "next_to": g_next_to,
}


def make_specs(world: World, idx: Index, t_end: float, total: int = 100):
    """Question specs (phrasing-independent) for one run."""
    rng = stream(world.family, world.seed, "questions")
    start = idx.start
    last_t = idx.times[-1]
    mid_n = int(rng.integers(8, 12))
    mids = sorted(
        float(rng.uniform(start + 0.5 * (last_t - start), last_t - 30)) for _ in range(mid_n)
    )
    end_now = last_t + float(rng.uniform(5, 60))
    n_end = total // 2
    per_mid = [0] * mid_n
    for k in range(total - n_end):
        per_mid[k % mid_n] += 1
    moments = [(m, c) for m, c in zip(mids, per_mid, strict=True)] + [(end_now, n_end)]
    types = []
    for t_, q in TYPE_QUOTA.items():
        types += [t_] * round(q * total / 100)
    types = (types + ["binary"] * total)[:total]
    types = shuffled(rng, types)
    specs: list[dict[str, Any]] = []
    seen_keys: dict = {}
    k = 0
    for now, count in moments:
        idx_n = idx.cut(now)
        at = idx.robot_at(now)
        for _ in range(count):
            want = types[k % len(types)]
            k += 1
            order = [want, *shuffled(rng, [t_ for t_ in TYPE_QUOTA if t_ != want])]
            spec = None
            for typ in order:
                subs, wts = zip(*SUBKINDS[typ], strict=True)
                tried = 0
                while tried < 8 and spec is None:
                    tried += 1
                    sub = choice(rng, subs, wts)
                    ctx = Ctx(
                        world,
                        idx,
                        now,
                        idx_n,
                        at,
                        stream(world.family, world.seed, "q", len(specs), typ, tried, sub),
                    )
                    cand = GEN[sub](ctx)
                    if cand is None:
                        continue
                    key = (sub, cand["key"])
                    if (
                        seen_keys.get(key, 0) >= (1 if now == end_now else 2)
                        or (key, now) in seen_keys
                    ):
                        continue
                    seen_keys[key] = seen_keys.get(key, 0) + 1
                    seen_keys[(key, now)] = 1
                    spec = cand
                if spec is not None:
                    break
            if spec is None:
                continue
            spec["now"] = round(now, 2)
            spec["at"] = dict(x=round(at[0], 2), y=round(at[1], 2), z=round(at[2], 2))
            spec["id_num"] = len(specs)
            specs.append(spec)
    return specs
