"""Frames from the true route: timing blocks and gaps, noisy poses, labels, boxes, captions.

Every frame also keeps what produced it (true pose, the instances behind its labels,
the signs its caption read, people and weather it reported) so questions and the
validator can be derived from what the robot actually perceived.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from sim_eval.sim.generator_e.captions import STYLES, Scene, Seen, heading
from sim_eval.sim.generator_e.route import Route
from sim_eval.sim.generator_e.world import World

HALF_FOV = math.pi / 4
MAX_OBJECT_LABELS = 7
MAX_LABELS = 10


@dataclass
class Frame:
    offset: int  # seconds since the run started
    t: float  # POSIX seconds
    pose: tuple[float, float, float, float]  # reported x, y, z, yaw
    true: tuple[float, float, float, float]
    place: str
    captioner: str
    caption: str
    labels: list[str]
    boxes: list[list[float] | None]
    seen: list[tuple[str, str, float, float, float, float]] = field(default_factory=list)
    # (instance id, label, distance, bearing, object x, object y)
    signs_read: list[str] = field(default_factory=list)
    people: int = 0
    weather: str | None = None  # the weather the caption reported, if any

    def line(self) -> dict[str, object]:
        x, y, z, yaw = self.pose
        return {
            "t": self.t,
            "pose": {"x": x, "y": y, "z": z, "yaw": yaw},
            "caption": self.caption,
            "labels": self.labels,
            "boxes": self.boxes,
        }


def frame_offsets(duration: int, rng: random.Random) -> tuple[list[int], list[tuple[int, int]]]:
    """Frame times in blocks of 1-4 s periods, minus 1-3 recording gaps."""
    offsets: list[int] = []
    t = 0
    while t < duration:
        period = rng.choice([1, 2, 2, 3, 3, 4])
        end = min(duration, t + rng.randint(30, 150))
        while t < end:
            offsets.append(t)
            t += period
    gaps: list[tuple[int, int]] = []
    for _ in range(rng.randint(1, 3)):
        for _attempt in range(20):
            start = rng.randint(150, max(151, duration - 260))
            gap = (start, start + rng.randint(25, 140))
            if all(gap[1] + 60 < g[0] or gap[0] > g[1] + 60 for g in gaps):
                gaps.append(gap)
                break
    gaps.sort()
    kept = [o for o in offsets if not any(g[0] <= o < g[1] for g in gaps)]
    return kept, gaps


def weather_at(world: World, offset: float) -> str:
    state = world.weather[0][1]
    for start, value in world.weather:
        if start <= offset:
            state = value
    return state


def perceive(
    world: World, route: Route, key: str, t0: int, styles: list[str]
) -> tuple[list[Frame], list[tuple[int, int]]]:
    """All frames of the run, and the recording gaps (offsets)."""
    rng = random.Random(f"frames-{key}")
    crng = random.Random(f"captions-{key}-{','.join(styles)}")
    duration = len(route.samples)
    offsets, gaps = frame_offsets(duration, rng)
    phase = [rng.uniform(0, 2 * math.pi) for _ in range(6)]
    freq = [rng.uniform(1 / 900, 1 / 200) for _ in range(6)]
    index_of = {inst.id: i for i, inst in enumerate(world.instances)}
    by_place: dict[str, list[int]] = {}
    for index, inst in enumerate(world.instances):
        for _, moved_to, _, _ in inst.moves:
            if moved_to is not None and index not in by_place.setdefault(moved_to, []):
                by_place[moved_to].append(index)
    style_of: list[str] = []
    while len(style_of) < len(offsets):
        style_of.extend([crng.choice(styles)] * crng.randint(5, 40))
    frames: list[Frame] = []
    prev_place = None
    visit_start = 0
    for n, off in enumerate(offsets):
        s = route.samples[off]
        if s.place != prev_place:
            visit_start = off
            prev_place = s.place
        drift_x = 0.3 * math.sin(freq[0] * off + phase[0]) + 0.25 * math.sin(
            freq[1] * off + phase[1]
        )
        drift_y = 0.3 * math.sin(freq[2] * off + phase[2]) + 0.25 * math.sin(
            freq[3] * off + phase[3]
        )
        yaw_drift = 0.03 * math.sin(freq[4] * off + phase[4])
        pose = (
            round(s.x + drift_x + rng.gauss(0, 0.07), 3),
            round(s.y + drift_y + rng.gauss(0, 0.07), 3),
            round(s.z, 3),
            round(_wrap(s.yaw + yaw_drift + rng.gauss(0, 0.02)), 4),
        )
        place = world.places[s.place]
        visible = [s.place] + [p for p in place.sees if world.places[p].level == s.level]
        candidates: list[int] = []
        for pid in visible:
            candidates.extend(by_place.get(pid, []))
        seen: list[tuple[float, Seen, str, list[float]]] = []
        for index in sorted(set(candidates)):
            inst = world.instances[index]
            where, ox, oy = inst.at(off)
            if where not in visible:
                continue
            cat = world.categories[inst.cat]
            dx, dy = ox - s.x, oy - s.y
            d = math.hypot(dx, dy)
            if d < 0.3:
                continue
            bearing = _wrap(math.atan2(dy, dx) - s.yaw)
            if abs(bearing) > HALF_FOV:
                continue
            home = world.places[where]
            reach = min(home.range_m if where != s.place else place.range_m, 6.0 + 7.0 * cat.size)
            if d > reach:
                continue
            p_detect = max(0.05, 0.97 - 0.75 * (d / reach) ** 1.5)
            if rng.random() > p_detect:
                continue
            label = _label(cat.names, inst.colour, inst.material, rng)
            box = _box(bearing, d, cat.size, rng)
            look = Seen(
                inst.id,
                cat.names[0] if rng.random() < 0.6 else rng.choice(cat.names),
                inst.colour,
                inst.material,
                d,
                bearing,
                inst.text,
            )
            seen.append((cat.size / max(d, 0.5), look, label, box))
        seen.sort(key=lambda item: -item[0])
        seen = seen[:MAX_OBJECT_LABELS]
        labels: list[str] = [item[2] for item in seen]
        boxes: list[list[float] | None] = [item[3] for item in seen]
        occ = world.occupancy.get(s.place, [0])
        crowd = occ[min(len(occ) - 1, off // 120)]
        people = sum(1 for _ in range(min(crowd, 4)) if rng.random() < 0.55)
        people = min(people, MAX_LABELS - len(labels) - 1)
        word = rng.choice(world.people_words)
        for _ in range(max(0, people)):
            labels.append(word if rng.random() < 0.7 else rng.choice(world.people_words))
            cx = rng.uniform(0.1, 0.9)
            boxes.append(
                [
                    round(cx - 0.05, 3),
                    round(rng.uniform(0.25, 0.4), 3),
                    round(cx + 0.05, 3),
                    round(rng.uniform(0.8, 0.98), 3),
                ]
            )
        weather = weather_at(world, off) if place.outdoor else None
        background = list(place.background)
        if weather in ("rain", "drizzle"):
            background.append(rng.choice(["wet ground", "puddle", "wet asphalt"]))
        for bg in rng.sample(background, k=min(len(background), rng.randint(1, 3))):
            if len(labels) < MAX_LABELS:
                labels.append(bg)
                boxes.append(None if rng.random() < 0.7 else [0.0, 0.6, 1.0, 1.0])
        if rng.random() < 0.03 and len(labels) < MAX_LABELS:
            labels.append(rng.choice(world.hallucinations))
            cx = rng.uniform(0.2, 0.8)
            boxes.append([round(cx - 0.04, 3), 0.5, round(cx + 0.04, 3), 0.6])
        order = list(range(len(labels)))
        rng.shuffle(order)
        style = style_of[n]
        going_up = s.z < _future_z(route, off)
        scene = Scene(
            clock=t0 + off,
            place=place,
            level=s.level,
            level_name=world.level_names[s.level][0],
            activity=s.activity,
            entering=off - visit_start < 6,
            objects=[item[1] for item in seen],
            people=max(0, people),
            people_word=word,
            lights_on=None if place.outdoor else place.id not in world.lights_off,
            weather=weather,
            heading_deg=heading(s.yaw),
            site=world.site_word,
            going_up=going_up,
        )
        caption = STYLES[style](scene, crng)
        reported = weather if scene.weather_said else None
        frames.append(
            Frame(
                offset=off,
                t=float(t0 + off),
                pose=pose,
                true=(s.x, s.y, s.z, s.yaw),
                place=s.place,
                captioner=style,
                caption=caption,
                labels=[labels[i] for i in order],
                boxes=[boxes[i] for i in order],
                seen=[
                    (
                        item[1].inst_id,
                        item[2],
                        round(item[1].distance, 2),
                        round(item[1].bearing, 4),
                        *world.instances[index_of[item[1].inst_id]].at(off)[1:],
                    )
                    for item in seen
                ],
                signs_read=list(scene.signs_read),
                people=max(0, people),
                weather=reported,
            )
        )
    return frames, gaps


def _future_z(route: Route, off: int) -> float:
    return route.samples[min(len(route.samples) - 1, off + 3)].z


def _label(names: list[str], colour: str | None, material: str | None, rng: random.Random) -> str:
    name = names[0] if rng.random() < 0.55 else rng.choice(names)
    roll = rng.random()
    if colour and roll < 0.3:
        return f"{colour} {name}"
    if material and roll > 0.9:
        return f"{material} {name}"
    return name


def _box(bearing: float, d: float, size: float, rng: random.Random) -> list[float]:
    """[x0, y0, x1, y1]: centred at 0.5 - bearing/(pi/2), as wide as the object looks."""
    cx = 0.5 - bearing / (math.pi / 2)
    w = min(0.9, 2 * math.atan(size / 2 / max(d, 0.3)) / (math.pi / 2))
    w = max(w, 0.02)
    h = min(0.9, w * rng.uniform(0.8, 1.6))
    cy = 0.5 + min(0.3, 0.6 / max(d, 1.0))
    x0, x1 = max(0.0, cx - w / 2), min(1.0, cx + w / 2)
    if x1 - x0 < 0.01:
        x0, x1 = (x1 - 0.01, x1) if x1 >= 0.01 else (0.0, 0.01)
    y0, y1 = max(0.0, cy - h / 2), min(1.0, cy + h / 2)
    return [round(x0, 4), round(y0, 4), round(x1, 4), round(y1, 4)]


def _wrap(angle: float) -> float:
    return (angle + math.pi) % (2 * math.pi) - math.pi
