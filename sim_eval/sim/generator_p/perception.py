"""What the camera sees, what the detector labels and what a captioner is told to say."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np

from .model import (
    CAMERA_HEIGHT_M,
    HFOV_RAD,
    IMAGE_ASPECT,
    Family,
    Frame,
    Instance,
    Place,
    angle_diff,
)
from .rng import stream

TAN_H = math.tan(HFOV_RAD / 2)
TAN_V = TAN_H / IMAGE_ASPECT
MAX_OBJECTS = 8


def image_x(bearing: float) -> float:
    """Same formula as memory_core.camera.image_x_of (validate checks it against that)."""
    return 0.5 - math.tan(bearing) / (2 * TAN_H)


def base_range(fam: Family, place: Place) -> float:
    home = fam.key == "family_home"
    if place.outdoor:
        return 22.0 if home else 35.0
    if place.big:
        return 45.0
    return 7.0 if home else 10.0


@dataclass
class View:
    inst: str
    bearing: float
    range: float
    r_max: float
    box: tuple[float, float, float, float]


def views(fam: Family, insts: dict[str, Instance], frame: Frame) -> list[View]:
    """Every instance in the field of view and in range, nearest first."""
    if frame.level is None:
        return []
    here = fam.places[frame.place]
    if here.transit:
        return []
    out = []
    for inst in insts.values():
        stay = inst.stay_at(frame.t)
        if stay is None:
            continue
        place = fam.places[stay.place]
        if place.group != here.group or place.level != frame.level:
            continue
        dx, dy = stay.x - frame.x, stay.y - frame.y
        r = math.hypot(dx, dy)
        if r < 0.3:
            continue
        bearing = angle_diff(math.atan2(dy, dx), frame.yaw)
        if abs(bearing) > HFOV_RAD / 2 - 0.01:
            continue
        cls = fam.classes[inst.cls]
        width, height, base = cls.size
        r_max = base_range(fam, place) * min(1.6, max(0.45, height / 0.8))
        if r > r_max:
            continue
        fwd = r * math.cos(bearing)
        y_top = 0.5 - (base + height - CAMERA_HEIGHT_M) / fwd * (0.5 / TAN_V)
        y_bot = 0.5 - (base - CAMERA_HEIGHT_M) / fwd * (0.5 / TAN_V)
        if y_bot <= 0.0 or y_top >= 1.0:
            continue
        cx = image_x(bearing)
        half_angle = math.atan(width / 2 / r)
        x_left = image_x(min(bearing + half_angle, HFOV_RAD / 2 + 0.3))
        x_right = image_x(max(bearing - half_angle, -HFOV_RAD / 2 - 0.3))
        half = min((x_right - x_left) / 2, cx, 1.0 - cx)
        box = (
            round(cx - half, 6),
            round(max(0.0, y_top), 6),
            round(cx + half, 6),
            round(min(1.0, y_bot), 6),
        )
        out.append(View(inst.key, bearing, r, r_max, box))
    out.sort(key=lambda v: (v.range, v.inst))
    return out


REGIONS = {
    "shopping_centre": ("shop front", "glass balustrade", "ceiling lights", "signage"),
    "university_campus": ("brick wall", "window", "doorway", "ceiling lights"),
    "family_home": ("wall", "window", "doorway", "curtains"),
}
OUTDOOR_REGIONS = ("sky", "trees", "kerb")


def detect(fam: Family, insts: dict[str, Instance], frame: Frame, seed: int) -> None:
    """Fills frame.visible and frame.detections (objects with boxes, then region labels)."""
    rng = stream(fam.key, seed, "detector", frame.index)
    seen = views(fam, insts, frame)
    frame.visible = [v.inst for v in seen]
    dets: list[dict[str, Any]] = []
    for v in seen:
        p = 0.9 * (1 - (v.range / v.r_max) ** 2)
        if abs(v.bearing) > 0.8 * HFOV_RAD / 2:
            p *= 0.8
        if rng.random() >= p:
            continue
        inst = insts[v.inst]
        cls = fam.classes[inst.cls]
        colour = None
        state = None
        if rng.random() < 0.1:
            label = cls.generic
            identifying = False
        else:
            identifying = True
            label = cls.labels[0] if rng.random() < 0.55 else cls.labels[1 + int(rng.integers(2))]
            if inst.colour and rng.random() < 0.35:
                colour = inst.colour
                label = f"{colour} {label}"
            if cls.kind == "state" and rng.random() < 0.4:
                state = inst.state_at(frame.t)
                label = f"{label} ({state})"
        dets.append(
            {
                "label": label,
                "instance": inst.key,
                "class": cls.key,
                "role": "object",
                "identifying": identifying,
                "colour": colour,
                "state": state,
                "bearing": round(v.bearing, 6),
                "range": round(v.range, 3),
                "box": list(v.box),
            }
        )
        if len(dets) >= MAX_OBJECTS:
            break
    if frame.level is not None and rng.random() < 0.8:
        place = fam.places[frame.place]
        pool = [place.surface, *REGIONS[fam.key]]
        if place.outdoor:
            pool += list(OUTDOOR_REGIONS)
        for i in rng.permutation(len(pool))[: int(rng.integers(1, 3))]:
            dets.append(
                {
                    "label": pool[int(i)],
                    "instance": None,
                    "class": None,
                    "role": "region",
                    "identifying": False,
                    "colour": None,
                    "state": None,
                    "bearing": None,
                    "range": None,
                    "box": None,
                }
            )
    frame.detections = dets


# Per captioner: how often a place is named, and how: proper / wrong / misspelt / kind.
@dataclass(frozen=True)
class Rates:
    name: float
    proper: float
    wrong: float
    misspelt: float
    hedged: float
    floor: float
    colour: float
    state: float
    max_mentions: int
    quote: float
    hallucinate: float


RATES = {
    "tag_list": Rates(0.22, 0.55, 0.12, 0.0, 0.2, 0.1, 0.5, 0.5, 5, 0.6, 0.0),
    "vqa_pairs": Rates(0.45, 0.62, 0.1, 0.0, 0.4, 0.25, 0.35, 0.45, 3, 0.8, 0.0),
    "llava_verbose": Rates(0.32, 0.5, 0.15, 0.06, 0.3, 0.08, 0.55, 0.4, 4, 0.7, 0.18),
    "robot_diary": Rates(0.38, 0.55, 0.08, 0.08, 0.5, 0.2, 0.3, 0.5, 2, 0.75, 0.0),
}


def misspell(form: str, rng: np.random.Generator) -> str:
    words = form.split(" ")
    idx = [i for i, w in enumerate(words) if len(w) >= 5 and w.isalpha()]
    if not idx:
        return form + "e"
    i = idx[int(rng.integers(len(idx)))]
    w = words[i]
    j = int(rng.integers(1, len(w) - 2))
    swapped = w[:j] + w[j + 1] + w[j] + w[j + 2 :]
    if swapped.lower() == w.lower():
        swapped = w[:j] + w[j + 1 :]
    words[i] = swapped
    return " ".join(words)


def plan_caption(
    fam: Family, insts: dict[str, Instance], frame: Frame, seed: int, captioner: str
) -> None:
    """Decides what this frame's caption says; captioners.py words it."""
    rng = stream(fam.key, seed, "caption_plan", captioner, frame.index)
    rates = RATES[captioner]
    plan: dict[str, Any] = {"empty": bool(rng.random() < 0.02)}
    seen = views(fam, insts, frame)
    mentions = []
    if seen and not plan["empty"]:
        k = int(rng.integers(0, rates.max_mentions + 1))
        weights = np.array([1.0 / (1.0 + v.range) for v in seen])
        order = rng.choice(
            len(seen), size=min(k, len(seen)), replace=False, p=weights / weights.sum()
        )
        for i in sorted(int(j) for j in order):
            v = seen[i]
            inst = insts[v.inst]
            cls = fam.classes[inst.cls]
            label = cls.labels[0] if rng.random() < 0.7 else cls.labels[1 + int(rng.integers(2))]
            colour = inst.colour if inst.colour and rng.random() < rates.colour else None
            state = None
            if cls.kind == "state" and rng.random() < rates.state:
                state = inst.state_at(frame.t)
            side = "ahead" if abs(v.bearing) < 0.2 else ("left" if v.bearing > 0 else "right")
            mentions.append(
                {
                    "instance": inst.key,
                    "label": label,
                    "colour": colour,
                    "state": state,
                    "side": side,
                    "range": round(v.range, 2),
                }
            )
    plan["mentions"] = mentions
    place = fam.places[frame.place]
    naming = None
    if not plan["empty"] and rng.random() < rates.name:
        u = rng.random()
        hedged = bool(rng.random() < rates.hedged)
        if u < rates.proper:
            form = place.forms[int(rng.integers(len(place.forms)))]
            naming = {"mode": "proper", "place": place.key, "form": form, "correct": True}
        elif u < rates.proper + rates.wrong:
            others = [p for p in fam.places.values() if p.key != place.key and not p.transit]
            same = [p for p in others if p.kind_word == place.kind_word]
            if not same and place.building:
                same = [p for p in others if p.building == place.building]
            if not same:
                same = [
                    p
                    for p in others
                    if p.outdoor == place.outdoor and p.level == place.level and p.building is None
                ]
            pool = same or others
            wrong = pool[int(rng.integers(len(pool)))]
            form = wrong.forms[int(rng.integers(len(wrong.forms)))]
            naming = {"mode": "wrong", "place": wrong.key, "form": form, "correct": False}
        elif u < rates.proper + rates.wrong + rates.misspelt:
            form = misspell(place.forms[int(rng.integers(len(place.forms)))], rng)
            naming = {"mode": "misspelt", "place": place.key, "form": form, "correct": False}
        else:
            naming = {"mode": "kind", "place": place.key, "form": place.kind_word, "correct": False}
        naming["hedged"] = hedged
        naming["article"] = fam.places[str(naming["place"])].article
    plan["place"] = naming
    floor = None
    if frame.level is not None and not plan["empty"] and rng.random() < rates.floor:
        level = frame.level
        correct = True
        if rng.random() < 0.06 and len(fam.floors) > 1:
            level = next(lv for lv in sorted(fam.floors) if lv != frame.level)
            correct = False
        forms = fam.floors[level][1]
        floor = {"level": level, "form": forms[int(rng.integers(len(forms)))], "correct": correct}
    plan["floor"] = floor
    quote = None
    if not plan["empty"]:
        for v in seen:
            inst = insts[v.inst]
            if fam.classes[inst.cls].kind in ("text", "screen") and v.range <= 6.0:
                if abs(v.bearing) < 0.5 and rng.random() < rates.quote:
                    quote = {"instance": inst.key, "text": inst.text_at(frame.t)}
                break
    plan["quote"] = quote
    plan["hallucination"] = None
    if rates.hallucinate and not plan["empty"] and rng.random() < rates.hallucinate:
        plan["hallucination"] = fam.hallucinations[int(rng.integers(len(fam.hallucinations)))]
    plan["bystander"] = None
    if not plan["empty"] and rng.random() < 0.08:
        plan["bystander"] = fam.bystanders[int(rng.integers(len(fam.bystanders)))]
    plan["outdoor"] = place.outdoor
    plan["motion"] = frame.motion
    frame.plan = plan
