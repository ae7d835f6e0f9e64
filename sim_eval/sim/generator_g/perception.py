"""What the robot perceives in each frame: detector labels with boxes, and a caption plan.

The caption plan is shared by every captioner: they differ only in wording. Ground truth
uses the detector labels plus the plan's "core" content, which every captioner renders."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, cast

import numpy as np

from .rng import choice, stream
from .spec import Transition
from .text import with_attr
from .world import World

FOV_HALF = math.pi / 4
MAX_RANGE = 25.0
VFOV = 1.22
CAM_H = 0.9


@dataclass
class Group:
    cls: str
    iids: list[str]
    noun: str
    colour: str | None
    side: str
    dist: float
    core: bool
    activity: str | None = None
    error: str | None = None
    count: int = 1


@dataclass
class Plan:
    place_id: str
    place_kind: str  # zone kind, or "ride"
    explicit: str | None  # place noun phrase when named
    floor_name: str | None
    implicit: str | None
    scene_word: str
    outdoor: bool
    ride: dict | None
    motion: str
    groups: list[Group]
    sign: dict | None
    hour: int
    speed: float


@dataclass
class FrameRec:
    i: int
    t: float
    true: tuple  # x, y, z, yaw
    pose: dict  # noisy pose written to the run
    place: int  # robot's place index
    floor: int
    mode: str
    labels: list[str]
    boxes: list
    strict: dict  # iid -> {"colour": bool, "pos": [x,y,z], "place": int, "src": str}
    loose: set
    plan: Plan
    text: str = ""  # lower-case plan text (everything any captioner may say)
    tainted: set = field(default_factory=set)
    dets: list = field(default_factory=list)  # per label: (instance id, position) or None


def _wrap(a):
    return (a + math.pi) % (2 * math.pi) - math.pi


def _box(rng, bearing, d, size):
    w, h = size
    cx = 0.5 - bearing / (math.pi / 2) + float(rng.normal(0, 0.006))
    cx = min(max(cx, 0.0), 1.0)
    hw = math.atan2(w / 2, max(d, 0.3)) / (math.pi / 2)
    hw = max(0.004, min(hw, cx, 1 - cx))
    top = math.atan2(h - CAM_H, max(d, 0.3))
    bot = math.atan2(-CAM_H, max(d, 0.3))
    y0 = min(max(0.5 - top / VFOV, 0.0), 0.99)
    y1 = min(max(0.5 - bot / VFOV, y0 + 0.01), 1.0)
    x0, x1 = max(cx - hw, 0.0), min(cx + hw, 1.0)
    if x1 - x0 < 0.004:
        x0, x1 = max(cx - 0.002, 0.0), min(cx + 0.002, 1.0)
    return [round(x0, 4), round(y0, 4), round(x1, 4), round(y1, 4)]


XYZ = tuple[float, float, float]


def perceive(world: World, start: float, tl, times):
    fam, seed = world.family, world.seed
    statics = [inst for inst in world.instances if inst.mover is None]
    # a static instance always has a pos (only movers have None)
    s_xy = np.array([[cast(XYZ, i.pos)[0], cast(XYZ, i.pos)[1]] for i in statics])
    s_floor = np.array([world.zone_by_id[i.zone].floor for i in statics])
    s_zone = np.array([world.pidx[i.zone] for i in statics])
    movers = [inst for inst in world.instances if inst.mover is not None]
    multi_floor = len(world.floors) > 1

    # pass 1: where the robot is at each frame
    ks = [tl.index(ts) for ts in times]
    places = [int(tl.place[k]) for k in ks]
    first_in_visit = [
        i == 0 or places[i] != places[i - 1] or (times[i] - times[i - 1]) > 15
        for i in range(len(times))
    ]

    drift = np.zeros(2)
    yaw_drift = 0.0
    nrng = stream(fam, seed, "posenoise")
    frames: list[FrameRec] = []
    last_xy = None
    for fi, ts in enumerate(times):
        rng = stream(fam, seed, "perceive", fi)
        prng = stream(fam, seed, "plan", fi)
        k = ks[fi]
        x, y, z, yaw = tl.interp(ts)
        place = places[fi]
        mode = tl.mode[k]
        t_abs = start + ts
        f = world.floor_of_z(z)
        on_floor = abs(z - world.floor_z(f)) < 0.3
        pid = world.place_ids[place]
        in_lift = pid in world.trans_by_id and world.trans_by_id[pid].kind == "lift"
        robot_zone = world.zone_at(x, y, f)
        # ---- candidates
        cands = []  # (inst, pos, zone idx, moving)
        if not in_lift and robot_zone >= 0:
            rng_max = MAX_RANGE if on_floor else 12.0
            dx = s_xy[:, 0] - x
            dy = s_xy[:, 1] - y
            d = np.hypot(dx, dy)
            bear = np.arctan2(dy, dx) - yaw
            bear = (bear + np.pi) % (2 * np.pi) - np.pi
            ok = (s_floor == f) & (d <= rng_max) & (np.abs(bear) <= FOV_HALF * 0.97) & (d > 0.3)
            for j in np.nonzero(ok)[0]:
                inst = statics[int(j)]
                xyz = cast(XYZ, inst.pos)
                cands.append(
                    (
                        inst,
                        (float(xyz[0]), float(xyz[1]), float(xyz[2])),
                        int(s_zone[j]),
                        False,
                    )
                )
            for inst in movers:
                pos, zi, present, moving = world.tracks[cast(int, inst.mover)].at(t_abs)
                if (
                    not present
                    or zi < 0
                    or world.floor_of_z(pos[2]) != f
                    or abs(pos[2] - world.floor_z(f)) > 0.3
                ):
                    continue
                ddx, ddy = pos[0] - x, pos[1] - y
                dd = math.hypot(ddx, ddy)
                bb = _wrap(math.atan2(ddy, ddx) - yaw)
                if dd <= rng_max and abs(bb) <= FOV_HALF * 0.97 and dd > 0.3:
                    cands.append(
                        (inst, (float(pos[0]), float(pos[1]), float(pos[2])), int(zi), moving)
                    )
        visible = []
        for inst, pos, zi, moving in cands:
            dd = math.hypot(pos[0] - x, pos[1] - y)
            if zi != robot_zone:
                pull = 0.3 / max(dd, 0.3)
                tx, ty = pos[0] + (x - pos[0]) * pull, pos[1] + (y - pos[1]) * pull
                if not world.line_of_sight((x, y), (tx, ty), f):
                    continue
            bb = _wrap(math.atan2(pos[1] - y, pos[0] - x) - yaw)
            visible.append(dict(inst=inst, pos=pos, zone=zi, moving=moving, d=dd, bearing=bb))
        visible.sort(key=lambda v: (v["d"], v["inst"].id))
        # ---- detector
        dets = []
        for v in visible:
            inst = v["inst"]
            c = world.classes[inst.cls]
            big = max(c.size)
            reach = MAX_RANGE if big >= 4 else min(MAX_RANGE, 5.0 + 6.0 * big)
            p = 0.95 * (1 - (v["d"] / reach) ** 2) if v["d"] < reach else 0.0
            if v["moving"]:
                p *= 0.9
            crowd = sum(
                1
                for w in visible
                if w is not v and w["d"] < v["d"] and abs(w["bearing"] - v["bearing"]) < 0.09
            )
            p *= 0.65**crowd
            if rng.random() >= p:
                continue
            generic = bool(c.generic) and rng.random() < 0.3
            if generic:
                noun = c.generic
            elif rng.random() < 0.75:
                noun = c.names[int(rng.choice(len(c.names), p=np.array(inst.name_w)))]
            else:
                noun = choice(rng, c.names)
            colour_in = False
            label = noun
            if not generic and inst.colour and rng.random() < 0.35:
                label = with_attr(inst.colour, noun)
                colour_in = label != noun
            elif not generic and inst.material and rng.random() < 0.12:
                label = with_attr(inst.material, noun)
            score = p * (0.5 + min(big, 5.0)) + float(rng.uniform(0, 0.3))
            dets.append(
                dict(
                    v=v,
                    label=label,
                    generic=generic,
                    colour=colour_in,
                    score=score,
                    box=_box(rng, v["bearing"], v["d"], c.size),
                )
            )
        labels: list[tuple[Any, Any, Any, dict[str, Any] | None]] = [
            (d_["score"], d_["label"], d_["box"], d_) for d_ in dets
        ]
        zone_obj = world.zone_by_id.get(pid)
        trans = world.trans_by_id.get(pid)
        scene_words = (
            list(zone_obj.scene)
            if zone_obj
            else {
                "escalator": ["escalator"],
                "stairs": ["staircase", "stairs"],
                "ramp": ["ramp"],
                "lift": ["elevator interior", "elevator"],
            }[cast(Transition, trans).kind]  # no zone: the frame is on a transition
        )
        if rng.random() < 0.35 or in_lift:
            labels.append((0.3, choice(rng, scene_words), None, None))
        if rng.random() < 0.04 and world.spec.confusers:
            fb = float(rng.uniform(0.1, 0.8))
            labels.append(
                (
                    0.2,
                    choice(rng, world.spec.confusers),
                    [round(fb, 4), 0.5, round(fb + 0.08, 4), 0.7],
                    None,
                )
            )
        labels.sort(key=lambda r: -r[0])
        labels = labels[:10]
        kept = [r[3] for r in labels if r[3] is not None]
        strict: dict[str, dict[str, Any]] = {}
        for d_ in kept:
            if d_["generic"]:
                continue
            v = d_["v"]
            rec = strict.setdefault(
                v["inst"].id, dict(colour=False, pos=list(v["pos"]), place=v["zone"], src="label")
            )
            rec["colour"] = rec["colour"] or d_["colour"]
        # ---- caption plan (independent of the captioner)
        detected_ids = {d_["v"]["inst"].id for d_ in kept if not d_["generic"]}
        by_id = {v["inst"].id: v for v in visible}
        sign = None
        signs = [
            v
            for v in visible
            if world.classes[v["inst"].cls].kind == "sign"
            and v["inst"].text
            and v["d"] <= 8.0
            and abs(v["bearing"]) < 0.6
        ]
        if signs and prng.random() < 0.8:
            sv = signs[0]
            sc = world.classes[sv["inst"].cls]
            sign = dict(
                iid=sv["inst"].id,
                noun=sc.names[int(prng.choice(len(sc.names), p=np.array(sv["inst"].name_w)))],
                text=sv["inst"].text,
                side=_side(sv["bearing"]),
            )
            strict.setdefault(
                sv["inst"].id, dict(colour=False, pos=list(sv["pos"]), place=sv["zone"], src="sign")
            )
        pool = [v for v in visible if not (sign and v["inst"].id == sign["iid"])]

        def sal(v):
            return (max(world.classes[v["inst"].cls].size) + 0.3) / (v["d"] + 1.0)

        det_pool = sorted(
            [v for v in pool if v["inst"].id in detected_ids], key=lambda v: (-sal(v), v["inst"].id)
        )
        core = det_pool[: (1 if prng.random() < 0.3 else 2)]
        undet = sorted(
            [v for v in pool if v["inst"].id not in detected_ids and v["d"] <= 10],
            key=lambda v: (-sal(v), v["inst"].id),
        )
        if undet and prng.random() < 0.25:
            core.append(undet[0])
        core_ids = {v["inst"].id for v in core}
        rest = sorted(
            [v for v in pool if v["inst"].id not in core_ids and v["d"] <= 18],
            key=lambda v: (-sal(v), v["inst"].id),
        )
        extras = rest[: int(prng.integers(0, 5))]
        groups: dict[str, Group] = {}
        for v, is_core in [(v, True) for v in core] + [(v, False) for v in extras]:
            inst = v["inst"]
            c = world.classes[inst.cls]
            g = groups.get(inst.cls)
            if g is None:
                noun = c.names[int(prng.choice(len(c.names), p=np.array(inst.name_w)))]
                act = (
                    choice(prng, c.activity)
                    if c.activity and (v["moving"] or prng.random() < 0.5)
                    else None
                )
                if act and v["moving"] and c.kind == "person" and "walking" in c.activity:
                    act = "walking"
                groups[inst.cls] = Group(
                    inst.cls, [inst.id], noun, None, _side(v["bearing"]), v["d"], is_core, act
                )
            else:
                g.iids.append(inst.id)
                g.core = g.core or is_core
        glist = sorted(groups.values(), key=lambda g: (not g.core, g.dist, g.cls))
        for g in glist:
            g.count = len(g.iids)
            cols = {world.inst(i).colour for i in g.iids}
            if (
                len(cols) == 1
                and None not in cols
                and prng.random() < (0.45 if g.count == 1 else 0.25)
            ):
                g.colour = cols.pop()
        tainted = set()
        extra_groups = [g for g in glist if not g.core]
        if extra_groups and prng.random() < 0.07:
            g = choice(prng, extra_groups)
            kind = choice(prng, ["count", "misname", "colour"])
            if kind == "count":
                g.count += 1
                g.error = "count"
            elif kind == "misname" and world.spec.confusers:
                g.noun = choice(prng, world.spec.confusers)
                g.colour = None
                g.error = "misname"
            elif world.classes[g.cls].colours:
                wrong = [
                    c_
                    for c_ in world.spec.attr_colours
                    if c_ not in {world.inst(i).colour for i in g.iids}
                ]
                g.colour = choice(prng, wrong)
                g.error = "colour"
                tainted.add(g.cls)
        for g in glist:
            if not g.core:
                continue
            for iid in g.iids:
                v = by_id[iid]
                rec = strict.setdefault(
                    iid, dict(colour=False, pos=list(v["pos"]), place=v["zone"], src="caption")
                )
                if g.colour and g.colour == world.inst(iid).colour:
                    rec["colour"] = True
        loose = set(strict)
        for g in glist:
            if g.error != "misname":
                loose.update(g.iids)
        # ---- place wording
        explicit = floor_name = implicit = None
        ride = None
        if trans is not None:
            kind = "ride"
            zs = tl.xyz[max(k - 6, 0)][2]
            ze = tl.xyz[min(k + 6, len(tl.t) - 1)][2]
            direction = "up" if ze > zs + 0.05 else ("down" if ze < zs - 0.05 else "")
            dest = world.floor_of_z(ze if direction else z)
            ride = dict(
                id=trans.id,
                kind=trans.kind,
                name=choice(prng, trans.names),
                direction=direction,
                dest=choice(prng, world.floors[dest]["names"]) if multi_floor else None,
            )
        else:
            assert zone_obj is not None  # a frame is in a zone or on a transition
            kind = zone_obj.kind
            if zone_obj.kind != "stairwell" and (first_in_visit[fi] or prng.random() < 0.4):
                explicit = choice(prng, zone_obj.names)
                if multi_floor and prng.random() < 0.3 and not zone_obj.outdoor:
                    floor_name = choice(prng, world.floors[zone_obj.floor]["names"])
            elif zone_obj.implicit and prng.random() < 0.5:
                implicit = choice(prng, zone_obj.implicit)
        k1, k2 = max(k - 2, 0), min(k + 2, len(tl.t) - 1)
        speed = float(np.hypot(*(tl.xyz[k2][:2] - tl.xyz[k1][:2]))) / max((k2 - k1) * 0.5, 0.5)
        plan = Plan(
            pid,
            kind,
            explicit,
            floor_name,
            implicit,
            choice(prng, scene_words),
            bool(zone_obj.outdoor) if zone_obj else False,
            ride,
            mode,
            glist,
            sign,
            int((t_abs % 86400) // 3600),
            speed,
        )
        # ---- noisy pose
        if last_xy is not None:
            moved = math.hypot(x - last_xy[0], y - last_xy[1])
            drift += nrng.normal(0, 0.02 + 0.02 * moved, 2)
            nrm = float(np.hypot(*drift))
            if nrm > 0.42:
                drift *= 0.42 / nrm
            yaw_drift = float(np.clip(yaw_drift + nrng.normal(0, 0.004), -0.05, 0.05))
        last_xy = (x, y)
        jit = np.clip(nrng.normal(0, 0.03, 2), -0.1, 0.1)
        pose = dict(
            x=round(x + float(drift[0] + jit[0]), 3),
            y=round(y + float(drift[1] + jit[1]), 3),
            z=round(z + float(np.clip(nrng.normal(0, 0.01), -0.03, 0.03)), 3),
            yaw=round(
                _wrap(yaw + yaw_drift + float(np.clip(nrng.normal(0, 0.015), -0.04, 0.04))), 4
            ),
        )
        text_bits = [r[1] for r in labels] + [
            explicit or "",
            floor_name or "",
            implicit or "",
            plan.scene_word,
        ]
        text_bits += [with_attr(g.colour, g.noun) for g in glist]
        if sign:
            text_bits += [sign["noun"], sign["text"]]
        if ride:
            text_bits += [ride["name"], ride["dest"] or ""]
        frames.append(
            FrameRec(
                fi,
                t_abs,
                (x, y, z, yaw),
                pose,
                place,
                f,
                mode,
                [r[1] for r in labels],
                [r[2] for r in labels],
                strict,
                loose,
                plan,
                " | ".join(text_bits).lower(),
                tainted,
                [
                    (r[3]["v"]["inst"].id, r[3]["v"]["pos"]) if r[3] is not None else None
                    for r in labels
                ],
            )
        )
    return frames


def _side(bearing):
    if bearing > 0.3:
        return "left"
    if bearing < -0.3:
        return "right"
    return "centre"
