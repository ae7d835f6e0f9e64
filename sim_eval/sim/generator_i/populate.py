"""Places object instances in a world and gives moving/stateful ones a timeline."""

from __future__ import annotations

from typing import cast

import numpy as np

from .model import Instance, ObjClass, Point, World, Zone

ROOM_SIGN = ObjClass(
    "room sign", ["sign", "name plate", "door sign"], "sign", [], height=2.0, width=0.8
)


def _matches(z: Zone, where: list[str]) -> bool:
    return z.kind in where or z.id in where


def _rand_point(rng: np.random.Generator, z: Zone, f: int, margin: float = 1.0) -> Point:
    x0, y0, x1, y1 = z.rects[f]
    m = min(margin, (x1 - x0) / 3, (y1 - y0) / 3)
    return (float(rng.uniform(x0 + m, x1 - m)), float(rng.uniform(y0 + m, y1 - m)), 0.0)


def _with_z(p: Point, f: int, storey: float) -> Point:
    return (round(p[0], 2), round(p[1], 2), round(f * storey, 2))


def _door_point(world: World, z: Zone, f: int, inset: float) -> Point:
    sp = world.zones[z.spine[f]]
    edge = sp.yc + z.side * sp.width / 2
    return _with_z((z.door_x[f], edge + z.side * inset, 0.0), f, world.storey)


def populate(world: World, rng: np.random.Generator, horizon: float) -> None:
    zones = [z for z in world.zones.values()]
    insts: list[Instance] = []
    counter: dict[str, int] = {}

    def new_id(cls: str) -> str:
        counter[cls] = counter.get(cls, 0) + 1
        return f"{cls.replace(' ', '_')}_{counter[cls]}"

    def colour(c: ObjClass) -> str | None:
        return str(rng.choice(c.colours)) if c.colours else None

    def fill(text: str) -> str:
        for key, val in world.tokens.items():
            token = "{" + key + "}"
            if token in text:
                text = text.replace(
                    token, str(rng.choice(val)) if isinstance(val, list) else str(val)
                )
        return text

    def wander(
        z: Zone, t0: float, lo: float, hi: float, absent: float = 0.0
    ) -> list[tuple[float, str | None, Point]]:
        sched: list[tuple[float, str | None, Point]] = []
        t = t0
        f = z.floor
        while t < horizon:
            if absent and rng.random() < absent:
                sched.append((t, None, (0.0, 0.0, 0.0)))
            else:
                sched.append((t, z.id, _with_z(_rand_point(rng, z, f), f, world.storey)))
            t += float(rng.uniform(lo, hi))
        return sched

    def roam(cands: list[Zone], lo: float, hi: float) -> list[tuple[float, str | None, Point]]:
        sched: list[tuple[float, str | None, Point]] = []
        t = 0.0
        while t < horizon:
            z = cands[int(rng.integers(len(cands)))]
            sched.append((t, z.id, _with_z(_rand_point(rng, z, z.floor), z.floor, world.storey)))
            t += float(rng.uniform(lo, hi))
        return sched

    for c in world.classes.values():
        if c.where and c.where[0].startswith("@links:"):
            spines = {w.split(":", 1)[1] for w in c.where}
            for link in world.links:
                if link.a in spines and link.via is None:
                    za, zb = world.zones[link.a], world.zones[link.b]
                    side = 1 if zb.yc > za.yc else -1
                    p = (link.ax, za.yc + side * (za.width / 2), 0.0)
                    insts.append(
                        Instance(
                            new_id(c.name),
                            c.name,
                            colour(c),
                            [(0.0, za.id, _with_z(p, za.floor, world.storey))],
                            visible_from=[zb.id],
                            states=_states(rng, c, horizon),
                        )
                    )
            continue
        cands = [z for z in zones if _matches(z, c.where)]
        if not cands:
            continue
        if c.kind == "lost":
            z = cands[int(rng.integers(len(cands)))]
            f = z.floor
            sched: list[tuple[float, str | None, Point]] = [
                (0.0, z.id, _with_z(_rand_point(rng, z, f), f, world.storey))
            ]
            keep = [k for k in ("lostprop", "reception", "tickets") if k in world.zones]
            if keep and rng.random() < 0.45:
                dest = world.zones[keep[0]]
                sched.append(
                    (
                        float(rng.uniform(0.35, 0.7)) * horizon,
                        dest.id,
                        _with_z(_rand_point(rng, dest, dest.floor), dest.floor, world.storey),
                    )
                )
            insts.append(Instance(new_id(c.name), c.name, colour(c), sched))
            continue
        if c.kind in ("person", "roamer"):
            insts.append(
                Instance(new_id(c.name), c.name, colour(c), roam(cands, 150, 420), desc=c.desc)
            )
            continue
        if c.kind == "moving" and c.name in (
            "luggage trolley",
            "pushchair",
            "keeper buggy",
            "electric buggy",
            "land train",
        ):
            n = int(rng.integers(c.count[0], c.count[1] + 1))
            for _ in range(n + (1 if len(cands) > 2 else 0)):
                insts.append(Instance(new_id(c.name), c.name, colour(c), roam(cands, 120, 360)))
            continue
        for z in cands:
            if rng.random() > c.prob:
                continue
            n = int(rng.integers(c.count[0], c.count[1] + 1))
            if z.is_spine and c.kind in ("static", "crowd", "sign"):
                x0, _, x1, _ = z.rects[z.floor]
                n = max(n, 1) * max(1, round((x1 - x0) / 30))
            elif c.kind == "crowd":
                n += 1
            for _ in range(n):
                col = colour(c)
                if c.kind == "fixture":
                    insts.append(
                        Instance(
                            new_id(c.name),
                            c.name,
                            col,
                            [(0.0, z.id, (0.0, 0.0, 0.0))],
                            carried=True,
                        )
                    )
                    continue
                if c.kind == "crowd":
                    insts.append(
                        Instance(new_id(c.name), c.name, col, wander(z, 0.0, 60, 200, 0.3))
                    )
                    continue
                if c.kind == "animal":
                    insts.append(Instance(new_id(c.name), c.name, col, wander(z, 0.0, 40, 140)))
                    continue
                if c.kind == "moving":
                    absent = 0.45 if c.name in ("shuttle bus", "food truck", "taxi") else 0.1
                    insts.append(
                        Instance(new_id(c.name), c.name, col, wander(z, 0.0, 150, 400, absent))
                    )
                    continue
                f = z.floor
                vis: list[str] = []
                if c.kind == "stateful":
                    p = (
                        _door_point(world, z, f, 0.4)
                        if z.spine.get(f)
                        else _with_z(_rand_point(rng, z, f), f, world.storey)
                    )
                    if z.spine.get(f) and c.name != "fountain":
                        vis = [z.spine[f]]
                    else:
                        p = _with_z(_rand_point(rng, z, f), f, world.storey)
                else:
                    p = _with_z(_rand_point(rng, z, f), f, world.storey)
                inst = Instance(
                    new_id(c.name),
                    c.name,
                    col,
                    [(0.0, z.id, p)],
                    visible_from=vis,
                    states=_states(rng, c, horizon),
                )
                if c.kind == "sign" and c.texts:
                    inst.text = fill(str(rng.choice(c.texts)))
                if c.kind == "screen" and c.texts and c.states:
                    base = str(rng.choice(c.texts))
                    head = fill(base.split("{state}")[0]) if "{state}" in base else ""
                    states = cast(  # c.states is not empty here
                        list[tuple[float, str]], _states(rng, c, horizon, ordered=True)
                    )
                    inst.texts = [(t, (head + s).strip()) for t, s in states]
                insts.append(inst)
    # a name plate at each named room's door, readable from the corridor
    world.classes.setdefault(ROOM_SIGN.name, ROOM_SIGN)
    for z in zones:
        if z.sign_text and z.spine.get(z.floor):
            p = _door_point(world, z, z.floor, 0.2)
            x0, _, x1, _ = z.rects[z.floor]
            p = (min(max(p[0] + 1.5, x0), x1), p[1], p[2])
            insts.append(
                Instance(
                    new_id("room sign"),
                    "room sign",
                    None,
                    [(0.0, z.id, p)],
                    visible_from=[z.spine[z.floor]],
                    text=z.sign_text,
                )
            )
    _unique_texts(insts)
    world.instances = insts


def _states(
    rng: np.random.Generator, c: ObjClass, horizon: float, ordered: bool = False
) -> list[tuple[float, str]] | None:
    if not c.states:
        return None
    out: list[tuple[float, str]] = []
    t = 0.0
    if ordered:
        k = int(rng.integers(len(c.states)))
        while t < horizon:
            out.append((t, c.states[k % len(c.states)]))
            k += 1
            t += float(rng.uniform(360, 900))
        return out
    while t < horizon:
        out.append((t, str(rng.choice(c.states))))
        t += float(rng.uniform(180, 700))
    return out


def _unique_texts(insts: list[Instance]) -> None:
    seen: dict[str, int] = {}
    for inst in insts:
        if inst.text and inst.cls != "room sign":
            if inst.text in seen:
                seen[inst.text] += 1
                inst.text = None  # duplicate texts are blanked, the sign stays a sign
            else:
                seen[inst.text] = 1
