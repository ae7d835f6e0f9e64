"""Camera frames: timing with recording gaps, noisy poses, detector labels, captions."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from sim_eval.sim.generator_f.captioners import CAPTIONERS, STYLES, Scene, Seen, notices
from sim_eval.sim.generator_f.families import Category
from sim_eval.sim.generator_f.route import TRANSIT
from sim_eval.sim.generator_f.seeding import rng, wrap
from sim_eval.sim.generator_f.world import Instance, World

FOV = math.pi / 2  # horizontal field of view
MAX_OBJECT_LABELS = 9


@dataclass
class Frame:
    t: float
    pose: tuple[float, float, float, float]  # as recorded: x, y, z, yaw with noise
    true: tuple[float, float, float, float]
    place: str
    captioner: str
    labels: list[str] = field(default_factory=list)
    boxes: list[list[float] | None] = field(default_factory=list)
    caption: str = ""
    # (instance id, label, distance, bearing) for each object label
    seen: list[tuple[str, str, float, float]] = field(default_factory=list)
    mentioned: list[tuple[str, str]] = field(default_factory=list)  # (instance id, phrase)
    caption_place: str | None = None
    caption_wrong: bool = False

    def record(self) -> dict[str, object]:
        """The run-file line."""
        x, y, z, yaw = self.pose
        return {
            "t": round(self.t, 3),
            "pose": {"x": round(x, 3), "y": round(y, 3), "z": round(z, 3), "yaw": round(yaw, 4)},
            "caption": self.caption,
            "labels": self.labels,
            "boxes": self.boxes,
        }

    def texts(self) -> list[str]:
        return [*self.labels, self.caption]


@dataclass(frozen=True)
class Timing:
    times: list[float]
    gaps: list[tuple[float, float]]


def frame_times(world: World, r: random.Random) -> Timing:
    t0, t_end = world.route.t0, world.route.t_end
    gaps: list[tuple[float, float]] = []
    for _ in range(r.randint(1, 3)):
        for _attempt in range(20):
            start = r.uniform(t0 + 150, t_end - 150)
            end = start + r.uniform(20, 90)
            if all(end + 60 < a or start > b + 60 for a, b in gaps):
                gaps.append((round(start, 2), round(end, 2)))
                break
    gaps.sort()
    times: list[float] = []
    t = t0 + r.uniform(0.0, 0.5)
    block_end = t
    period = 2.0
    while t <= t_end:
        if t >= block_end:
            period = r.choice((1.0, 1.5, 2.0, 2.0, 2.5, 3.0))
            block_end = t + r.uniform(30, 150)
        if not any(a <= t <= b for a, b in gaps):
            times.append(round(t, 3))
        t += period + r.uniform(-0.08, 0.08)
    return Timing(times, gaps)


def _visible_places(world: World, place: str) -> tuple[str, ...]:
    family = world.family
    if place == "lift":
        return ()
    if place == "escalator":
        return tuple(
            key for link in family.links if link.kind == "escalator" for key in (link.a, link.b)
        )
    here = family.place(place)
    extra = family.windows.get(place, ())
    if here.outdoor:
        return tuple(p.key for p in family.places if p.outdoor and abs(p.z - here.z) < 1.0) + tuple(
            extra
        )
    return (place, *extra)


Catalogue = list[tuple[Instance, Category, float]]


def _catalogue(world: World) -> Catalogue:
    """Each instance with its category and detection range."""
    return [
        (i, world.category(i.category), world.category(i.category).range_m) for i in world.instances
    ]


def _views(
    world: World,
    catalogue: Catalogue,
    t: float,
    true: tuple[float, float, float, float],
    place: str,
) -> list[tuple[Instance, Seen, str]]:
    x, y, z, yaw = true
    places = _visible_places(world, place)
    out: list[tuple[Instance, Seen, str]] = []
    for instance, category, reach in catalogue:
        where = instance.at(t)
        if where is None or where[0] not in places:
            continue
        ox, oy, oz = where[1]
        if abs(oz - z) > 3.5:
            continue
        distance = math.hypot(ox - x, oy - y)
        if distance > reach or distance < 0.3:
            continue
        bearing = wrap(math.atan2(oy - y, ox - x) - yaw)
        if abs(bearing) > FOV / 2:
            continue
        seen = Seen(instance.id, category, instance.colour, round(distance, 2), round(bearing, 4))
        out.append((instance, seen, where[0]))
    out.sort(key=lambda item: item[1].distance)
    return out


def _box(seen: Seen, r: random.Random) -> list[float]:
    cx = 0.5 - seen.bearing / FOV
    half = math.atan2(seen.category.size / 2, seen.distance) / FOV
    half = max(0.01, min(0.45, half))
    height = max(0.02, min(0.9, 2 * half * r.uniform(0.6, 1.2)))
    cy = 0.62 - 0.1 * min(seen.distance / 30, 1.0)
    x0, x1 = max(0.0, cx - half), min(1.0, cx + half)
    y0, y1 = max(0.0, cy - height / 2), min(1.0, cy + height / 2)
    return [round(x0, 4), round(y0, 4), round(x1, 4), round(y1, 4)]


def _label(instance: Instance, seen: Seen, r: random.Random) -> str:
    labels = seen.category.labels
    name = labels[instance.preferred] if r.random() < 0.6 else r.choice(labels)
    if instance.colour and instance.colour not in name and r.random() < 0.3:
        name = f"{instance.colour} {name}"
    return name


def _people(crowd: float, r: random.Random) -> int:
    # A Poisson draw by inversion.
    limit, k, p = math.exp(-crowd), 0, 1.0
    while True:
        p *= r.random()
        if p < limit or k >= 12:
            return k
        k += 1


def perceive(
    world: World, seed: int, captioner: str | None = None
) -> tuple[list[Frame], Timing, list[str]]:
    """The frames; captioners switch in blocks of 40-200 frames (or one is forced)."""
    family = world.family
    r = rng(family.key, seed, "frames")
    timing = frame_times(world, r)
    styles = list(STYLES)
    r.shuffle(styles)
    styles = styles[: r.randint(3, 4)]
    if captioner is not None:
        styles = [captioner]
    frames: list[Frame] = []
    catalogue = _catalogue(world)
    drift = [0.0, 0.0, 0.0]
    style = styles[0]
    block_left = 0
    for t in timing.times:
        true = world.route.pose(t)
        place = world.route.at(t).place
        drift = [
            max(-0.5, min(0.5, drift[0] + r.gauss(0, 0.04))),
            max(-0.5, min(0.5, drift[1] + r.gauss(0, 0.04))),
            max(-0.06, min(0.06, drift[2] + r.gauss(0, 0.005))),
        ]
        pose = (
            true[0] + drift[0] + r.gauss(0, 0.08),
            true[1] + drift[1] + r.gauss(0, 0.08),
            true[2],
            wrap(true[3] + drift[2] + r.gauss(0, 0.02)),
        )
        if block_left <= 0:
            style = r.choice(styles)
            block_left = r.randint(40, 200)
        block_left -= 1
        frame = Frame(t, pose, true, place, style)
        views = _views(world, catalogue, t, true, place)
        outdoor = place not in TRANSIT and family.place(place).outdoor
        # Detector labels: objects, people, background, a rare hallucination.
        detected = []
        for instance, seen, _ in views:
            p = 0.95 - 0.75 * math.pow(seen.distance / seen.category.range_m, 1.5)
            if r.random() < p:
                detected.append((instance, seen))
        for instance, seen in detected[:MAX_OBJECT_LABELS]:
            label = _label(instance, seen, r)
            frame.labels.append(label)
            frame.boxes.append(_box(seen, r))
            frame.seen.append((instance.id, label, seen.distance, seen.bearing))
        crowd = (
            0.0 if place == "lift" else (family.place(place).crowd if place not in TRANSIT else 1.0)
        )
        people = _people(crowd, r)
        for _ in range(min(people, 3)):
            frame.labels.append(r.choice(family.people))
            cx, w = r.uniform(0.1, 0.9), r.uniform(0.04, 0.15)
            frame.boxes.append(
                [round(cx - w / 2, 4), round(r.uniform(0.2, 0.4), 4), round(cx + w / 2, 4), 0.95]
            )
        background = family.background_out if outdoor else family.background_in
        if place == "lift":
            background = ("metal wall", "lift doors", "handrail")
        for name in r.sample(background, r.randint(1, 2)):
            frame.labels.append(name)
            frame.boxes.append(None if r.random() < 0.6 else [0.0, 0.6, 1.0, 1.0])
        if r.random() < 0.015:
            frame.labels.append(r.choice(family.hallucinations))
            x0 = r.uniform(0.0, 0.8)
            frame.boxes.append([round(x0, 4), 0.3, round(x0 + 0.1, 4), 0.5])
        # Caption: the captioner notices things on its own.
        noticed = tuple(
            seen for _, seen, _ in views if notices(style, seen.distance, seen.category.range_m, r)
        )
        scene = Scene(family, place, outdoor, noticed, people)
        caption = CAPTIONERS[style](scene, r)
        frame.caption = caption.text
        frame.mentioned = caption.mentions
        frame.caption_place = caption.place
        frame.caption_wrong = caption.wrong
        frames.append(frame)
    return frames, timing, styles
