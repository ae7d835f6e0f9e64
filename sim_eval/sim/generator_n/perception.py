"""What the camera shows: visibility, the detector's labels and boxes, the caption plan."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np

from .rng import chance, pick, stream
from .sim import Instance, Pose, wrap
from .spec import ClassSpec, Family, Place

HFOV_DEG = 90.0
HFOV_RAD = math.radians(HFOV_DEG)
ASPECT = 4.0 / 3.0  # width / height
CAMERA_HEIGHT_M = 1.0
RANGE_INDOOR_M = 12.0
RANGE_OUTDOOR_M = 30.0
MAX_OBJECT_LABELS = 8
_FX = 0.5 / math.tan(HFOV_RAD / 2)  # focal length in image widths
_FY = _FX * ASPECT  # focal length in image heights


def image_x(bearing: float) -> float:
    """The image column (fraction of the width) of a bearing (radians left of the axis)."""
    return 0.5 - math.tan(bearing) / (2 * math.tan(HFOV_RAD / 2))


@dataclass(frozen=True)
class Profile:
    """How often a captioner says what (its wording is in captioners.py)."""

    name: str
    p_place: float  # a frame names the place in some way
    p_wrong: float  # of namings: a wrong place, by one of its proper forms
    p_misspelt: float  # of correct namings: a misspelt form (not a usable form)
    p_generic: float  # of correct namings: only a kind word ("a kitchen")
    p_hedge: float  # a naming is hedged ("possibly")
    p_floor: float
    max_mentions: int
    p_quote: float
    p_empty: float
    p_person: float


@dataclass(frozen=True)
class View:
    inst: Instance
    spec: ClassSpec
    place: str
    x: float
    y: float
    bearing: float
    range: float
    box: tuple[float, float, float, float]


def _box(spec: ClassSpec, bearing: float, rng_m: float) -> tuple[float, float, float, float] | None:
    width, height, base = spec.size
    d = rng_m * math.cos(bearing)
    if d <= 0.05:
        return None
    top = 0.5 - (base + height - CAMERA_HEIGHT_M) / d * _FY
    bottom = 0.5 - (base - CAMERA_HEIGHT_M) / d * _FY
    if bottom <= 0.0 or top >= 1.0:
        return None
    top, bottom = max(0.0, top), min(1.0, bottom)
    cx = image_x(bearing)
    hw = min(max((width / 2) / d * _FX, 0.002), cx, 1.0 - cx)
    x0, x1 = round(cx - hw, 6), round(cx + hw, 6)
    y0, y1 = round(top, 6), round(bottom, 6)
    if x1 - x0 <= 0 or y1 - y0 <= 0:
        return None
    return (max(0.0, x0), y0, min(1.0, x1), y1)


def views(fam: Family, pose: Pose, instances: list[Instance]) -> list[View]:
    """Instances in the field of view and in range, nearest first."""
    here = fam.place_index[pose.place]
    if here.transit or pose.level is None:
        return []
    reach = RANGE_OUTDOOR_M if here.outdoor else RANGE_INDOOR_M
    out: list[View] = []
    for inst in instances:
        key, x, y = inst.where(pose.t)
        place = fam.place_index[key]
        if place.group != here.group or place.levels[0] != pose.level:
            continue
        spec = fam.class_index[inst.cls]
        dx, dy = x - pose.x, y - pose.y
        r = math.hypot(dx, dy)
        bearing = wrap(math.atan2(dy, dx) - pose.yaw)
        limit = reach * max(0.35, min(1.0, max(spec.size[0], spec.size[1]) / 0.8))
        if r < 0.4 or r > limit or abs(bearing) > HFOV_RAD / 2 - 0.02:
            continue
        box = _box(spec, bearing, r)
        if box is None:
            continue
        out.append(View(inst, spec, key, x, y, bearing, r, box))
    out.sort(key=lambda v: (v.range, v.inst.key))
    return out


def _side(bearing: float) -> str:
    if bearing > 0.3:
        return "left"
    if bearing < -0.3:
        return "right"
    return "ahead"


def detect(
    fam: Family,
    rng: np.random.Generator,
    pose: Pose,
    seen: list[View],
    commons: list[ClassSpec],
) -> list[dict[str, Any]]:
    """The detector's labels for one frame (objects nearest first, then region labels)."""
    here = fam.place_index[pose.place]
    reach = RANGE_OUTDOOR_M if here.outdoor else RANGE_INDOOR_M
    objects: list[dict[str, Any]] = []
    for v in seen:
        limit = reach * max(0.35, min(1.0, max(v.spec.size[0], v.spec.size[1]) / 0.8))
        p = 0.92 * (1 - (v.range / limit) ** 2) * (0.8 if max(v.spec.size[:2]) < 0.3 else 1.0)
        if not chance(rng, p):
            continue
        state = v.inst.state_at(pose.t)
        if v.spec.generic and chance(rng, 0.1):
            label, identifying = v.spec.generic, False
        else:
            label = v.spec.noun if chance(rng, 0.55) else str(pick(rng, v.spec.labels[1:]))
            identifying = True
        colour_said = None
        if v.inst.colour and chance(rng, 0.35):
            label = f"{v.inst.colour} {label}"
            colour_said = v.inst.colour
        state_said = None
        if state and chance(rng, 0.4):
            label = f"{label} ({state})"
            state_said = state
        record = {
            "label": label,
            "instance": v.inst.key,
            "class": v.spec.key,
            "identifying": identifying,
            "flag": "object",
            "colour": colour_said if identifying else None,
            "state": state_said if identifying else None,
            "bearing": round(v.bearing, 6),
            "range": round(v.range, 3),
            "box": list(v.box),
        }
        objects.append(record)
        if identifying and chance(rng, 0.03):
            other = [lb for lb in v.spec.labels if lb not in label]
            if other:
                objects.append(
                    {
                        **record,
                        "label": str(pick(rng, other)),
                        "flag": "duplicate",
                        "colour": None,
                        "state": None,
                    }
                )
    fitting = [
        c for c in commons if any(fam.place_index[p].outdoor == here.outdoor for p, _ in c.where)
    ]
    if fitting and chance(rng, 0.04) and pose.level is not None and not here.transit:
        spec = fitting[int(rng.integers(len(fitting)))]
        bearing = float(rng.uniform(-0.7, 0.7))
        fake_range = float(rng.uniform(2.0, 9.0))
        box = _box(spec, bearing, fake_range)
        if box is not None:
            objects.append(
                {
                    "label": spec.noun,
                    "instance": None,
                    "class": spec.key,
                    "identifying": True,
                    "flag": "false_positive",
                    "colour": None,
                    "state": None,
                    "bearing": round(bearing, 6),
                    "range": round(fake_range, 3),
                    "box": list(box),
                }
            )
    objects = objects[:MAX_OBJECT_LABELS]
    regions: list[dict[str, Any]] = []
    if chance(rng, 0.8):
        pool = list(fam.regions_out if here.outdoor else fam.regions_in)
        rng.shuffle(pool)
        for label in pool[: int(rng.integers(1, 3))]:
            regions.append(
                {
                    "label": label,
                    "instance": None,
                    "class": None,
                    "identifying": False,
                    "flag": "region",
                    "colour": None,
                    "state": None,
                    "bearing": None,
                    "range": None,
                    "box": None,
                }
            )
    return objects + regions if chance(rng, 0.65) else regions + objects


def misspell(form: str, rng: np.random.Generator, avoid: set[str]) -> str:
    """A plausible misspelling of ``form`` that is none of ``avoid`` (lower case)."""
    for _ in range(12):
        how = int(rng.integers(5))
        letters = list(form)
        spots = [i for i, c in enumerate(letters) if c.isalpha()]
        if how == 0 and len(spots) > 4:  # drop a letter
            i = spots[int(rng.integers(1, len(spots) - 1))]
            text = form[:i] + form[i + 1 :]
        elif how == 1 and len(spots) > 4:  # swap two letters
            i = spots[int(rng.integers(1, len(spots) - 2))]
            if i + 1 < len(form) and form[i + 1].isalpha():
                text = form[:i] + form[i + 1] + form[i] + form[i + 2 :]
            else:
                continue
        elif how == 2:  # run together
            text = form.replace(" ", "").lower()
        elif how == 3:  # double a letter
            i = spots[int(rng.integers(len(spots)))]
            text = form[:i] + form[i] + form[i:]
        else:  # abbreviate a word
            text = (
                form.replace("Room", "Rm")
                .replace("Floor", "Flr")
                .replace("Corridor", "Corr.")
                .replace("Lecture Theatre", "Lect Th")
                .replace("Aisle", "Ailse")
            )
        if text.lower() not in avoid and text != form:
            return text
    return form.lower().replace(" ", "_") + "?"


def plan_caption(
    fam: Family,
    rng: np.random.Generator,
    profile: Profile,
    pose: Pose,
    seen: list[View],
    rooms: list[Place],
    all_forms: set[str],
) -> dict[str, Any]:
    """What one frame's caption says (captioners.py words it)."""
    plan: dict[str, Any] = {
        "empty": False,
        "mentions": [],
        "quote": None,
        "place": None,
        "floor": None,
        "vague": False,
        "person": None,
    }
    if chance(rng, profile.p_empty):
        plan["empty"] = True
        return plan
    mentions: list[dict[str, Any]] = []
    for k, v in enumerate(seen[:6]):
        if len(mentions) >= profile.max_mentions:
            break
        if not chance(rng, 0.75 - 0.08 * k):
            continue
        mentions.append(_mention(rng, v, pose.t))
    for v in seen:
        if v.spec.kind in ("text", "screen") and v.range <= 4.0 and abs(v.bearing) < 0.35:
            if chance(rng, profile.p_quote):
                text = v.inst.text_at(pose.t)
                plan["quote"] = {
                    "instance": v.inst.key,
                    "text": text,
                    "noun": v.spec.noun,
                }
                if all(m["instance"] != v.inst.key for m in mentions):
                    mentions.append(_mention(rng, v, pose.t))
            break
    plan["mentions"] = mentions
    here = fam.place_index[pose.place]
    if chance(rng, profile.p_place):
        hedged = chance(rng, profile.p_hedge)
        if not here.transit and chance(rng, profile.p_wrong):
            similar = [p for p in rooms if p.key != here.key and p.kind_word == here.kind_word]
            others = similar or [p for p in rooms if p.key != here.key]
            wrong = others[int(rng.integers(len(others)))]
            plan["place"] = {
                "place": wrong.key,
                "words": str(pick(rng, wrong.forms)),
                "style": "name",
                "correct": False,
                "hedged": hedged,
            }
        elif chance(rng, profile.p_generic):
            plan["place"] = {
                "place": here.key,
                "words": here.kind_word,
                "style": "kind",
                "correct": True,
                "hedged": hedged,
            }
        else:
            form = str(pick(rng, here.forms))
            style = "name"
            if chance(rng, profile.p_misspelt):
                form = misspell(form, rng, all_forms)
                style = "misspelt"
            plan["place"] = {
                "place": here.key,
                "words": form,
                "style": style,
                "correct": True,
                "hedged": hedged,
            }
    if pose.level is not None and chance(rng, profile.p_floor):
        level = pose.level
        correct = True
        if chance(rng, 0.05):
            level = int(pick(rng, [lv for lv in fam.levels if lv != pose.level]))
            correct = False
        plan["floor"] = {
            "level": level,
            "words": str(pick(rng, fam.floor_names(level))),
            "correct": correct,
        }
    if not mentions and chance(rng, 0.5):
        plan["vague"] = True
    if fam.people and chance(rng, profile.p_person):
        plan["person"] = str(pick(rng, fam.people))
    return plan


def _mention(rng: np.random.Generator, v: View, t: float) -> dict[str, Any]:
    state = v.inst.state_at(t)
    return {
        "instance": v.inst.key,
        "class": v.spec.key,
        "noun": v.spec.noun if chance(rng, 0.7) else str(pick(rng, v.spec.labels[1:])),
        "colour": v.inst.colour if v.inst.colour and chance(rng, 0.4) else None,
        "state": state if state and chance(rng, 0.5) else None,
        "side": _side(v.bearing),
        "range": round(v.range, 2),
    }


def perceive(
    fam: Family,
    seed: int,
    poses: list[Pose],
    instances: list[Instance],
    profile: Profile,
) -> list[dict[str, Any]]:
    """Per frame: detections and the caption plan."""
    det_rng = stream(fam.name, seed, "detector")
    plan_rng = stream(fam.name, seed, f"caption_plan:{profile.name}")
    commons = [c for c in fam.classes if c.common]
    rooms = [p for p in fam.places if not p.transit]
    all_forms = {f.lower() for p in fam.places for f in p.forms}
    frames = []
    for pose in poses:
        seen = views(fam, pose, instances)
        frames.append(
            {
                "detections": detect(fam, det_rng, pose, seen, commons),
                "plan": plan_caption(fam, plan_rng, profile, pose, seen, rooms, all_forms),
            }
        )
    return frames
