"""What the camera sees in each frame: the instances in view (same level, a place visible
from here, inside the 90 degree field of view, in range), the open-vocabulary labels a
dense-region detector gives them (synonyms, colours, materials, misses), people,
background regions and the odd hallucination, with boxes whose horizontal centre is
0.5 - bearing / (pi / 2) from the true pose."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from .catalog import BACKGROUND, CATEGORIES, HALLUCINATIONS, PEOPLE
from .layout import Layout

HALF_FOV = math.pi / 4
MAX_LABELS = 10
BUSY = {
    "concourse": 3,
    "ticket_hall": 2,
    "platform_1": 2,
    "platform_23": 2,
    "platform_4": 1,
    "forecourt": 2,
    "bus_stops": 2,
    "cafe": 2,
    "lobby": 2,
    "restaurant": 2,
    "bar": 1,
    "reception": 1,
    "entrance": 1,
    "street": 2,
    "pool": 1,
    "gym": 1,
    "cedar": 2,
    "birch": 2,
    "terrace": 1,
    "taxi_rank": 1,
    "waiting_room": 1,
    "shop": 1,
}


@dataclass
class Frame:
    t: float
    true_pose: tuple
    pose: tuple
    place: str
    labels: list = field(default_factory=list)
    boxes: list = field(default_factory=list)
    seen: list = field(default_factory=list)  # (instance id, label, distance, bearing)
    people: int = 0
    caption: str = ""
    signs_read: list = field(default_factory=list)  # instance ids whose text is in the caption
    style: str = ""  # the frame's captioner, set by generate.py with the caption


def label_for(inst, rng: np.random.Generator) -> str:
    c = CATEGORIES[inst.cat]
    w = np.array([2.5] + [1.0] * (len(c.names) - 1))
    name = c.names[int(rng.choice(len(c.names), p=w / w.sum()))]
    r = rng.random()
    if inst.colour and r < 0.33 and inst.colour not in name:
        return f"{inst.colour} {name}"
    if (
        inst.material
        and r > 0.88
        and inst.material not in name
        and not name.startswith(("wooden", "metal"))
    ):
        return f"{inst.material} {name}"
    return name


def perceive(layout: Layout, objects, traj, idx, true, reported, times, rng) -> list[Frame]:
    places = layout.places
    keys = list(places)
    # visible places from each place
    sees = {k: {k, *places[k].sees} for k in keys}
    frames = []
    static = [o for o in objects if not o.moves]
    moving = [o for o in objects if o.moves]
    st_place = np.array([keys.index(o.schedule[0][1]) for o in static])
    st_pos = np.array([o.schedule[0][2] for o in static], dtype=float)
    st_size = np.array([CATEGORIES[o.cat].size for o in static])
    family = layout.family
    for n, t in enumerate(times):
        tx, ty, tz, tyaw = (float(v) for v in true[n])
        place = traj.place[int(idx[n])]
        p = places[place]
        fr = Frame(float(t), (tx, ty, tz, tyaw), tuple(float(v) for v in reported[n]), place)
        vis_idx = [keys.index(k) for k in sees[place]]
        same_level = np.abs(st_pos[:, 2] - tz) < 2.0
        if p.kind == "lift":  # the car's fittings travel with it
            same_level |= st_place == keys.index(place)
        mask = np.isin(st_place, vis_idx) & same_level
        cand = [static[i] for i in np.nonzero(mask)[0]]
        cpos = [tuple(st_pos[i]) for i in np.nonzero(mask)[0]]
        csize = list(st_size[mask])
        for o in moving:
            op, opos = o.at(t)
            if op is not None and op in sees[place] and abs(opos[2] - tz) < 2.0:
                cand.append(o)
                cpos.append(opos)
                csize.append(CATEGORIES[o.cat].size)
        hits = []
        for o, (ox, oy, _oz), size in zip(cand, cpos, csize, strict=True):
            dx, dy = ox - tx, oy - ty
            d = math.hypot(dx, dy)
            bearing = math.remainder(math.atan2(dy, dx) - tyaw, 2 * math.pi)
            if p.kind == "lift" and o.schedule[0][1] == place:
                # inside the car everything is an arm's length in front of the camera
                d, bearing = 1.0, float(rng.uniform(-0.6, 0.6))
            if abs(bearing) > HALF_FOV * 0.97:
                continue
            rng_max = min(50.0, 8.0 + 8.0 * size) * (1.25 if p.outdoor else 1.0)
            if d > rng_max or d < 0.3:
                continue
            if o.at(t)[0] != place and d > 0.7 * rng_max:
                continue  # other rooms: only their nearer part
            pdet = 0.35 + 0.6 * (1 - (d / rng_max) ** 2)
            if rng.random() < pdet:
                hits.append((d, bearing, o, size))
        hits.sort(key=lambda h: h[0])
        hits = hits[:7]
        for d, bearing, o, size in hits:
            label = label_for(o, rng)
            cx = 0.5 - bearing / (math.pi / 2)
            w = float(np.clip(size / max(d, 0.5) * 0.6, 0.03, 0.9))
            w = min(w, 2 * cx, 2 * (1 - cx))
            cy = CATEGORIES[o.cat].height + float(rng.normal(0, 0.03))
            h = float(np.clip(w * rng.uniform(0.6, 1.6), 0.04, 0.8))
            box = [
                round(cx - w / 2, 4),
                round(float(np.clip(cy - h / 2, 0, 1)), 4),
                round(cx + w / 2, 4),
                round(float(np.clip(cy + h / 2, 0, 1)), 4),
            ]
            fr.labels.append(label)
            fr.boxes.append(box)
            fr.seen.append((o.id, label, round(d, 2), round(bearing, 3)))
        # people
        busy = BUSY.get(place, 0)
        fr.people = int(rng.poisson(busy * 1.2)) if busy else int(rng.random() < 0.15)
        for _ in range(min(fr.people, 2)):
            if len(fr.labels) >= MAX_LABELS - 1 or rng.random() < 0.45:
                break
            fr.labels.append(str(rng.choice(PEOPLE[family])))
            cx = float(rng.uniform(0.1, 0.9))
            fr.boxes.append([round(cx - 0.06, 4), 0.25, round(cx + 0.06, 4), 0.9])
        # background regions (no box, or a wide one)
        bg = BACKGROUND["outdoor" if p.outdoor else "indoor"]
        for _ in range(int(rng.integers(0, 3))):
            if len(fr.labels) >= MAX_LABELS:
                break
            fr.labels.append(str(rng.choice(bg)))
            fr.boxes.append(
                None
                if rng.random() < 0.5
                else [0.0, 0.0, 1.0, round(float(rng.uniform(0.2, 0.4)), 4)]
            )
        if rng.random() < 0.04 and len(fr.labels) < MAX_LABELS:
            fr.labels.append(str(rng.choice(HALLUCINATIONS)))
            cx = float(rng.uniform(0.15, 0.85))
            fr.boxes.append([round(cx - 0.05, 4), 0.5, round(cx + 0.05, 4), 0.62])
        frames.append(fr)
    return frames
