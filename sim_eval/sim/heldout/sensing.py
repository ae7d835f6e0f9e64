"""Camera simulation: frame times, noisy poses, visibility, detections, labels and captions."""

from __future__ import annotations

import math
from bisect import bisect_right
from dataclasses import dataclass

import numpy as np

from .captions import CAPTIONERS, CaptionOut, Scene, Seen
from .events import Events
from .labels import box_for, label_for
from .model import World
from .rng import pick
from .route import Route
from .vocab import mentions

MAX_LABELS = 22
HALLUCINATIONS_IN = (
    "poster",
    "cable",
    "light switch",
    "power outlet",
    "ceiling tile",
    "shadow",
    "reflection",
    "wall socket",
    "air vent",
)
HALLUCINATIONS_OUT = (
    "pole",
    "shadow",
    "cloud",
    "puddle",
    "manhole cover",
    "leaves",
    "road marking",
    "kerb",
)
OUTDOOR_WORDS = (
    "outdoor",
    "outside",
    "street",
    "road",
    "sky",
    "sidewalk",
    "pavement",
    "parking lot",
    "car park",
    "plaza",
    "lawn",
    "quad",
    "field",
    "crosswalk",
    "grass",
    "tree",
    "curb",
    "kerb",
    "daytime",
)


@dataclass
class Frame:
    """One camera frame with its hidden ground truth."""

    t: float
    true: tuple[float, float, float, float]
    pose: tuple[float, float, float, float]
    region: int
    labels: list[str]
    boxes: list[list[float] | None]
    insts: list[int]
    colour_said: set[int]
    material_said: set[int]
    caption: CaptionOut
    recog: bool
    outdoor_cue: bool


class _Objects:
    """Placement rows of all instances as numpy arrays for fast visibility tests."""

    def __init__(self, world: World) -> None:
        rows = [(i.id, p) for i in world.instances for p in i.placements]
        cat = world.catalog
        self.inst = np.array([r[0] for r in rows], dtype=int)
        ps = [r[1] for r in rows]
        self.x = np.array([p.x for p in ps])
        self.y = np.array([p.y for p in ps])
        self.z = np.array([p.z for p in ps])
        self.t0 = np.array([p.t0 for p in ps])
        self.t1 = np.array([p.t1 for p in ps])
        self.floor = np.array([world.regions[p.region].floor for p in ps], dtype=int)
        size = np.array([cat[world.instances[i].cat].size for i in self.inst])
        self.range_factor = np.clip(0.3 + size / 1.5, 0.3, 1.6)


def frame_times(horizon: float, world: World, rng: np.random.Generator) -> np.ndarray:
    """Jittered frame times with a few recording gaps."""
    cam = world.camera
    assert cam is not None
    gaps = []
    for _ in range(int(rng.integers(0, 4))):
        g0 = float(rng.uniform(0.05, 0.95)) * horizon
        gaps.append((g0, g0 + float(rng.uniform(15.0, 90.0))))
    out, t = [], 0.0
    while t <= horizon:
        if not any(a <= t < b for a, b in gaps):
            out.append(t)
        t += cam.dt * (1.0 + float(rng.uniform(-cam.jitter, cam.jitter)))
    return np.array(out)


def perceive(world: World, route: Route, events: Events, rng: np.random.Generator) -> list[Frame]:
    """Simulate every frame of the run."""
    cam = world.camera
    assert cam is not None
    objs = _Objects(world)
    times = frame_times(route.duration, world, rng)
    xs, ys, zs, yaws = route.at(times)
    acts = sorted(route.activities, key=lambda a: a.t0)
    starts = [a.t0 for a in acts]
    stay_starts = [s.t0 for s in events.stays]
    styles = list(cam.style_mix)
    weights = np.array([cam.style_mix[s] for s in styles])
    bias = np.zeros(3)
    frames: list[Frame] = []
    for k, t in enumerate(times):
        true = (float(xs[k]), float(ys[k]), float(zs[k]), float(yaws[k]))
        region = world.regions[events.region_at(float(t))]
        floor = round(true[2] / world.floor_height)
        seen = _detect(world, objs, true, floor, float(t), region.indoor, rng)
        labels, boxes, insts, seen_list, cs, ms = _label(world, seen, true, rng)
        if rng.random() < cam.halluc_rate:
            word = str(pick(rng, HALLUCINATIONS_IN if region.indoor else HALLUCINATIONS_OUT))
            u = float(rng.uniform(0.1, 0.9))
            labels.append(word)
            boxes.append([round(u - 0.05, 4), 0.3, round(u + 0.05, 4), 0.6])
            insts.append(-1)
        motion, event = _motion(
            world, route, events, (acts, starts, stay_starts), float(t), region.kind
        )
        scene = Scene(
            world,
            region,
            world.kinds[region.kind],
            motion,
            event,
            seen_list,
            [s for s in seen_list if s.cat.key == "sign" and s.dist < 6.0],
        )
        style = styles[int(rng.choice(len(styles), p=weights))]
        cap = CAPTIONERS[style](scene, rng)
        kind = world.kinds[region.kind]
        recog = cap.names_place or any(
            world.instances[i].cat in kind.signature for i in insts if i >= 0
        )
        outdoor = mentions(cap.text, OUTDOOR_WORDS) or any(
            i >= 0 and world.instances[i].cat in _outdoor_cats(world) for i in insts
        )
        bias = 0.99 * bias + rng.normal(0, 1, 3) * np.array(
            [cam.drift, cam.drift, 0.3 * cam.yaw_sigma]
        ) * math.sqrt(1 - 0.99**2)
        noise = rng.normal(0, 1, 3) * np.array([cam.pose_sigma, cam.pose_sigma, cam.yaw_sigma])
        yaw = (true[3] + bias[2] + noise[2] + math.pi) % (2 * math.pi) - math.pi
        pose = (true[0] + bias[0] + noise[0], true[1] + bias[1] + noise[1], true[2], yaw)
        for j in range(len(boxes)):
            if rng.random() < cam.box_null:
                boxes[j] = None
        frames.append(
            Frame(
                float(t),
                true,
                pose,
                region.id,
                labels,
                boxes,
                insts,
                cs | cap.colour_said,
                ms | cap.material_said,
                cap,
                recog,
                outdoor,
            )
        )
    return frames


_OUTDOOR_CACHE: dict[int, frozenset[str]] = {}


def _outdoor_cats(world: World) -> frozenset[str]:
    key = id(world)
    if key not in _OUTDOOR_CACHE:
        _OUTDOOR_CACHE.clear()
        indoor_kinds = {k for k, v in world.kinds.items() if v.indoor}
        _OUTDOOR_CACHE[key] = frozenset(
            c.key
            for c in world.catalog.values()
            if c.key in ("crosswalk", "traffic_light", "bus", "truck")
            or (c.where and not any(w[0] in indoor_kinds for w in c.where))
        )
    return _OUTDOOR_CACHE[key]


Detection = tuple[int, float, float, float]


def _detect(
    world: World,
    o: _Objects,
    pose: tuple[float, float, float, float],
    floor: int,
    t: float,
    indoor: bool,
    rng: np.random.Generator,
) -> list[Detection]:
    cam = world.camera
    assert cam is not None
    x, y, _, yaw = pose
    live = np.flatnonzero((o.floor == floor) & (o.t0 <= t) & (t < o.t1))
    dx, dy = o.x[live] - x, o.y[live] - y
    dist = np.hypot(dx, dy)
    bearing = (np.arctan2(dy, dx) - yaw + np.pi) % (2 * np.pi) - np.pi
    lim = (cam.range_in if indoor else cam.range_out) * o.range_factor[live]
    ok = (dist > 0.3) & (dist < lim) & (np.abs(bearing) < 0.49 * cam.hfov)
    idx, dist, bearing, lim = live[ok], dist[ok], bearing[ok], lim[ok]
    if len(idx) == 0:
        return []
    walls = world.walls.get(floor)
    if walls is not None and len(walls):
        vis = ~_blocked(x, y, o.x[idx], o.y[idx], walls)
        idx, dist, bearing, lim = idx[vis], dist[vis], bearing[vis], lim[vis]
    p = (
        cam.p_detect
        * (1 - 0.55 * (dist / lim) ** 2)
        * (1 - 0.25 * (np.abs(bearing) / (0.5 * cam.hfov)) ** 2)
    )
    hit = rng.random(len(idx)) < p
    return [
        (int(o.inst[i]), float(d), float(b), float(o.z[i]))
        for i, d, b in zip(idx[hit], dist[hit], bearing[hit], strict=True)
    ]


def _blocked(x: float, y: float, qx: np.ndarray, qy: np.ndarray, walls: np.ndarray) -> np.ndarray:
    """True where the segment robot->object crosses a wall."""
    dx, dy = (qx - x)[:, None], (qy - y)[:, None]
    ax, ay, bx, by = (walls[:, i][None, :] for i in range(4))
    ex, ey = bx - ax, by - ay
    denom = dx * ey - dy * ex
    px, py = ax - x, ay - y
    with np.errstate(divide="ignore", invalid="ignore"):
        s = (px * ey - py * ex) / denom
        u = (px * dy - py * dx) / denom
    hit = (np.abs(denom) > 1e-9) & (s > 1e-4) & (s < 1 - 1e-4) & (u > -1e-6) & (u < 1 + 1e-6)
    return hit.any(axis=1)


def _label(world: World, seen: list[Detection], pose: tuple, rng: np.random.Generator) -> tuple:
    cam = world.camera
    assert cam is not None
    seen = sorted(seen, key=lambda s: s[1] + float(rng.uniform(0, 2)))[:MAX_LABELS]
    labels, boxes, insts, out = [], [], [], []
    cs: set[int] = set()
    ms: set[int] = set()
    for iid, dist, bearing, z in seen:
        inst = world.instances[iid]
        cat = world.catalog[inst.cat]
        label, colour, material = label_for(inst, cat, rng, cam.attr_rate)
        if colour:
            cs.add(iid)
        if material:
            ms.add(iid)
        z_base = z - pose[2]
        labels.append(label)
        boxes.append(box_for(bearing, dist, cat, z_base, cam.cam_height, cam.hfov))
        insts.append(iid)
        out.append(Seen(inst, cat, label, bearing, dist))
    return labels, boxes, insts, out, cs, ms


def _motion(
    world: World, route: Route, events: Events, index: tuple, t: float, kind: str
) -> tuple[str, str]:
    acts, starts, stay_starts = index
    i = bisect_right(starts, t) - 1
    act = acts[i] if i >= 0 and acts[i].t0 <= t < acts[i].t1 else None
    k = max(0, bisect_right(stay_starts, t) - 1)
    stay = events.stays[k]
    event = ""
    if t - stay.t0 < 4.0 and k > 0:
        prev = world.regions[events.stays[k - 1].region]
        here = world.regions[stay.region]
        if prev.indoor and not here.indoor:
            event = "going_out"
        elif here.indoor and not prev.indoor:
            event = "coming_in"
        else:
            event = "entering"
    elif stay.t1 - t < 3.0 and k + 1 < len(events.stays):
        event = "leaving"
    if act is not None:
        mapping = {
            "ride": "ride",
            "wait_lift": "wait_lift",
            "wait_cross": "wait_cross",
            "look": "looking",
        }
        return mapping.get(act.kind, "stopped"), "" if act.kind != "stop" else event
    if kind == "street":
        return "crossing", ""
    x0, y0, _, w0 = route.at(t - 0.5)
    x1, y1, _, w1 = route.at(t + 0.5)
    if math.hypot(float(x1 - x0), float(y1 - y0)) < 0.1 and abs(float(w1 - w0)) > 0.2:
        return "turning", event
    return "moving", event
