"""Trajectories of moving things: people, vehicles, carts, animals."""

from __future__ import annotations

import math

import numpy as np

from .rng import choice, stream
from .world import Instance, Track, World


def build_tracks(world: World, t0: float, t1: float):
    """Adds mover instances and their 1 Hz tracks to the world, covering [t0, t1]."""
    spec = world.spec
    counters: dict[str, int] = {}
    for inst in world.instances:
        n = int(inst.id.rsplit("_", 1)[1])
        counters[inst.cls] = max(counters.get(inst.cls, 0), n)
    leaders: dict[str, Track] = {}
    used_colours: dict[str, list[str]] = {}
    for si, ms in enumerate(spec.movers):
        rng = stream(world.family, world.seed, "mover", si)
        count = int(rng.integers(ms.count[0], ms.count[1] + 1))
        for _k in range(count):
            c = world.classes[ms.cls]
            counters[ms.cls] = counters.get(ms.cls, 0) + 1
            iid = f"{ms.cls}_{counters[ms.cls]:03d}"
            colour = None
            if c.colours:
                fresh = [col for col in c.colours if col not in used_colours.get(ms.cls, [])]
                colour = choice(rng, fresh or c.colours)
                used_colours.setdefault(ms.cls, []).append(colour)
            material = choice(rng, c.materials) if c.materials and rng.random() < 0.5 else None
            w = rng.dirichlet(np.ones(len(c.names)) * 0.8)
            w[0] += 0.6
            inst = Instance(
                iid,
                ms.cls,
                ms.zones[0],
                None,
                colour,
                material,
                None,
                len(world.tracks),
                list(w / w.sum()),
            )
            if ms.follow:
                track = _follow(world, leaders[ms.follow], iid, rng)
            else:
                track = _wander(world, ms, iid, t0, t1, rng)
            inst.zone = world.place_ids[
                next((z for z in track.zone if z >= 0), world.pidx[ms.zones[0]])
            ]
            world.instances.append(inst)
            world.tracks.append(track)
            if ms.tag:
                leaders[ms.tag] = track
    world.index_instances()


def _wander(world: World, ms, iid, t0, t1, rng) -> Track:
    n = math.ceil(t1 - t0) + 1
    xyz = np.zeros((n, 3))
    zone = [-1] * n
    present = np.zeros(n, dtype=bool)
    moving = np.zeros(n, dtype=bool)
    allowed = set(ms.zones)
    zones = [world.zone_by_id[z] for z in ms.zones]
    floor = zones[0].floor
    zf = world.floor_z(floor)
    span = t1 - t0
    if ms.presence == "leave":
        t_a, t_b = 0.0, float(rng.uniform(0.15, 0.85) * span)
    elif ms.presence == "arrive":
        t_a, t_b = float(rng.uniform(0.1, 0.8) * span), span + 1
    elif ms.presence == "visit":
        t_a = float(rng.uniform(0.05, 0.6) * span)
        t_b = min(span + 1, t_a + float(rng.uniform(0.25, 0.6) * span))
    else:
        t_a, t_b = 0.0, span + 1
    cur = choice(rng, zones)
    p = world.random_point(rng, cur, 1.0)
    if ms.speed[1] <= 0:  # parked the whole time it is present
        for i in range(n):
            xyz[i] = (p[0], p[1], zf)
            zone[i] = world.pidx[cur.id]
            present[i] = t_a <= i < t_b
        return Track(iid, t0, xyz, zone, present, moving)
    t = 0.0
    samples = []  # (t, x, y, zone index, moving)
    samples.append((0.0, p[0], p[1], world.pidx[cur.id], False))
    while t < span + 2:
        # dwell
        d = float(rng.uniform(*ms.dwell))
        t += d
        samples.append((t, p[0], p[1], world.pidx[cur.id], False))
        # pick next goal: mostly stay in the same zone for animals
        stay = 0.7 if world.classes[ms.cls].kind == "animal" else 0.35
        nxt = (
            cur
            if (len(zones) == 1 or rng.random() < stay)
            else choice(rng, [z for z in zones if z.id != cur.id])
        )
        q = world.random_point(rng, nxt, 1.0)
        try:
            legs = world.route(cur.id, p, nxt.id, q, allowed=allowed)
        except ValueError:
            nxt, q, legs = (
                cur,
                world.random_point(rng, cur, 1.0),
                [(cur.id, (p[0], p[1], zf), None)],
            )
            legs = world.route(cur.id, p, cur.id, q)
        v = float(rng.uniform(*ms.speed))
        for pl, a, b in legs:
            dist = math.hypot(b[0] - a[0], b[1] - a[1])
            t += max(dist / v, 0.5)
            samples.append((t, b[0], b[1], world.pidx[pl], True))
        cur, p = nxt, q
    ts = np.array([s[0] for s in samples])
    xs = np.array([s[1] for s in samples])
    ys = np.array([s[2] for s in samples])
    grid = np.arange(n, dtype=float)
    xyz[:, 0] = np.interp(grid, ts, xs)
    xyz[:, 1] = np.interp(grid, ts, ys)
    xyz[:, 2] = zf
    idx = np.searchsorted(ts, grid, side="right")
    for i in range(n):
        j = min(idx[i], len(samples) - 1)
        # sample j is the end of the leg containing time i; its zone is the leg's zone
        zone[i] = samples[j][3] if samples[j][4] else samples[max(j - 1, 0)][3]
        moving[i] = bool(samples[j][4]) and idx[i] < len(samples)
        present[i] = t_a <= i < t_b
    # re-derive zone from geometry for robustness (legs end at portals)
    for i in range(n):
        zi = world.zone_at(xyz[i, 0], xyz[i, 1], floor)
        if zi >= 0 and world.zones[zi].id in allowed:
            zone[i] = zi
    return Track(iid, t0, xyz, zone, present, moving)


def _follow(world: World, leader: Track, iid, rng) -> Track:
    n = len(leader.zone)
    xyz = np.zeros((n, 3))
    lag = int(rng.integers(2, 5))
    for i in range(n):
        j = max(0, i - lag)
        xyz[i] = leader.xyz[j]
        xyz[i, 0] += 0.8
    zone = []
    for i in range(n):
        f = world.floor_of_z(xyz[i, 2])
        zi = world.zone_at(xyz[i, 0], xyz[i, 1], f)
        zone.append(zi if zi >= 0 else leader.zone[max(0, i - lag)])
    moving = np.array([leader.moving[max(0, i - lag)] for i in range(n)])
    return Track(iid, leader.t0, xyz, zone, leader.present.copy(), moving)
