"""What the camera sees: visibility, detector labels and boxes, and caption plans."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np

from .model import Family
from .sim import Instance, wrap

HFOV_DEG = 70.0
HFOV_RAD = math.radians(HFOV_DEG)
ASPECT = 4.0 / 3.0
CAMERA_HEIGHT_M = 1.0
TAN_H = math.tan(HFOV_RAD / 2)
TAN_V = TAN_H / ASPECT

REGIONS_IN = [
    "vinyl flooring",
    "carpet tiles",
    "ceiling panels",
    "painted wall",
    "glazed partition",
]
REGIONS_OUT = ["paving", "tarmac", "lawn", "gravel path", "open sky", "kerb"]
REGIONS_TRANSIT = ["brushed steel wall", "handrail", "concrete steps"]
PALETTE = [
    "red",
    "blue",
    "green",
    "yellow",
    "white",
    "black",
    "grey",
    "orange",
    "silver",
    "brown",
    "purple",
    "pink",
    "beige",
]
NEAR = {
    "grey": {"silver", "black", "white"},
    "silver": {"grey", "white"},
    "white": {"beige", "silver", "grey"},
    "beige": {"white", "brown"},
    "brown": {"beige", "orange"},
    "orange": {"yellow", "brown", "red"},
    "yellow": {"orange"},
    "red": {"pink", "orange"},
    "pink": {"red", "purple"},
    "purple": {"pink", "blue"},
    "blue": {"purple"},
    "black": {"grey"},
    "green": set(),
}


def image_x(bearing: float) -> float:
    return 0.5 - math.tan(bearing) / (2 * TAN_H)


@dataclass
class Seen:
    inst: Instance
    bearing: float
    range: float
    box: list[float]


def view(
    fam: Family,
    insts: dict[str, Instance],
    t: float,
    x: float,
    y: float,
    yaw: float,
    place: str,
    level: int | None,
) -> list[Seen]:
    """Every instance in the field of view, nearest first (nothing from a lift or stairwell)."""
    here = fam.places[place]
    if here.transit is not None or level is None:
        return []
    out: list[Seen] = []
    for key in sorted(insts):
        inst = insts[key]
        ip, pos = inst.stay_at(t)
        there = fam.places[ip]
        if there.group != here.group or there.levels[0] != level:
            continue
        spec = fam.classes[inst.cls]
        reach = (30.0 if here.outdoor else 12.0) * max(0.35, min(1.0, spec.size / 0.8))
        r = math.hypot(pos[0] - x, pos[1] - y)
        if r < 0.6 or r > reach:
            continue
        b = wrap(math.atan2(pos[1] - y, pos[0] - x) - yaw)
        if abs(b) > HFOV_RAD / 2 - 0.01:
            continue
        f = r * math.cos(b)
        top = 0.5 - (spec.base + spec.size - CAMERA_HEIGHT_M) / (2 * f * TAN_V)
        bottom = 0.5 - (spec.base - CAMERA_HEIGHT_M) / (2 * f * TAN_V)
        if bottom <= 0.0 or top >= 1.0:
            continue
        half = math.atan(spec.width / 2 / r)
        centre = image_x(b)
        left = image_x(min(b + half, 1.45))
        right = image_x(max(b - half, -1.45))
        hw = max(0.002, min((right - left) / 2, centre, 1.0 - centre))
        box = [
            round(centre - hw, 6),
            round(max(0.0, top), 6),
            round(centre + hw, 6),
            round(min(1.0, bottom), 6),
        ]
        box[0] = max(0.0, box[0])
        box[2] = min(1.0, box[2])
        out.append(Seen(inst, b, r, box))
    out.sort(key=lambda s: (s.range, s.inst.key))
    return out


def detect(
    fam: Family,
    insts: dict[str, Instance],
    seen: list[Seen],
    t: float,
    outdoor: bool,
    transit: bool,
    rng: np.random.Generator,
) -> list[dict[str, Any]]:
    """Detector output: object labels (nearest first, at most 8) then/before region labels."""
    dets: list[dict[str, Any]] = []
    for s in seen:
        spec = fam.classes[s.inst.cls]
        reach = (30.0 if outdoor else 12.0) * max(0.35, min(1.0, spec.size / 0.8))
        p = 0.9 * (1.0 - (s.range / reach) ** 2) * (0.8 if spec.size < 0.3 else 1.0)
        if rng.random() >= p:
            continue
        if spec.generic and rng.random() < 0.1:
            word, ident = spec.generic, False
        elif rng.random() < 0.55:
            word, ident = spec.noun, True
        else:
            word, ident = spec.labels[1 + int(rng.integers(len(spec.labels) - 1))], True
        colour = s.inst.colour if (s.inst.colour and rng.random() < 0.35) else None
        state = s.inst.state_at(t) if (spec.states and rng.random() < 0.4) else None
        label = f"{colour} {word}" if colour else word
        if state:
            label = f"{label} ({state})"
        dets.append(
            {
                "label": label,
                "instance": s.inst.key if ident else None,
                "class": spec.key,
                "role": "object",
                "identifying": ident,
                "colour": colour if ident else None,
                "state": state if ident else None,
                "bearing": round(s.bearing, 6),
                "range": round(s.range, 3),
                "box": s.box,
            }
        )
        if ident and rng.random() < 0.03:
            other = [w for w in spec.labels if w != word]
            dup = other[int(rng.integers(len(other)))]
            dets.append(
                {
                    "label": dup,
                    "instance": s.inst.key,
                    "class": spec.key,
                    "role": "duplicate",
                    "identifying": True,
                    "colour": None,
                    "state": None,
                    "bearing": round(s.bearing, 6),
                    "range": round(s.range, 3),
                    "box": s.box,
                }
            )
    dets = dets[:8]
    if not transit and rng.random() < 0.04:
        commons = sorted(k for k, c in fam.classes.items() if c.common)
        spec = fam.classes[commons[int(rng.integers(len(commons)))]]
        b = float(rng.uniform(-HFOV_RAD / 2 + 0.05, HFOV_RAD / 2 - 0.05))
        c = image_x(b)
        hw = min(float(rng.uniform(0.02, 0.08)), c, 1 - c)
        y0 = float(rng.uniform(0.3, 0.6))
        box = [round(c - hw, 6), round(y0, 6), round(c + hw, 6), round(y0 + 0.2, 6)]
        word = spec.labels[int(rng.integers(len(spec.labels)))]
        dets.insert(
            int(rng.integers(len(dets) + 1)),
            {
                "label": word,
                "instance": None,
                "class": spec.key,
                "role": "false_positive",
                "identifying": False,
                "colour": None,
                "state": None,
                "bearing": round(b, 6),
                "range": None,
                "box": box,
            },
        )
        dets = dets[:8]
    if rng.random() < 0.8:
        pool = REGIONS_TRANSIT if transit else (REGIONS_OUT if outdoor else REGIONS_IN)
        n = int(rng.integers(1, 3))
        picks = [pool[int(i)] for i in rng.permutation(len(pool))[:n]]
        regions = [
            {
                "label": w,
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
            for w in picks
        ]
        dets = dets + regions if rng.random() < 0.65 else regions + dets
    return dets


def plan_caption(
    fam: Family,
    seen: list[Seen],
    t: float,
    place: str,
    level: int | None,
    params: dict[str, float],
    rng: np.random.Generator,
) -> dict[str, Any]:
    """What the captioner will say: things, a quote, the place, the floor, a person."""
    plan: dict[str, Any] = {
        "empty": False,
        "mentions": [],
        "quote": None,
        "place": None,
        "floor": None,
        "vague": False,
        "person": None,
    }
    if rng.random() < params["empty"]:
        plan["empty"] = True
        return plan
    here = fam.places[place]
    for s in seen[:5]:
        if len(plan["mentions"]) >= int(params["max_things"]) or rng.random() > 0.7:
            continue
        plan["mentions"].append(_mention(fam, s, t, rng))
    for s in seen:
        spec = fam.classes[s.inst.cls]
        if (
            spec.kind in ("text", "screen")
            and s.range <= 4.0
            and abs(s.bearing) < 0.35 * (HFOV_RAD / 2)
            and rng.random() < 0.8
        ):
            text = s.inst.text_at(t)
            plan["quote"] = {"instance": s.inst.key, "text": text}
            if all(m["instance"] != s.inst.key for m in plan["mentions"]):
                plan["mentions"].append(_mention(fam, s, t, rng))
            break
    if rng.random() < params["name"]:
        plan["place"] = _place_naming(fam, place, params, rng)
    if level is not None and here.transit is None and rng.random() < params["floor"]:
        lv = level
        correct = True
        if rng.random() < 0.05:
            others = sorted(k for k in fam.floors if k != level)
            lv = others[int(rng.integers(len(others)))]
            correct = False
        forms = fam.floors[lv].forms
        plan["floor"] = {
            "words": forms[int(rng.integers(len(forms)))],
            "level": lv,
            "correct": correct,
        }
    if not plan["mentions"] and plan["place"] is None:
        plan["vague"] = True
    if rng.random() < 0.12 and not here.transit:
        plan["person"] = fam.bystanders[int(rng.integers(len(fam.bystanders)))]
    return plan


def _mention(fam: Family, s: Seen, t: float, rng: np.random.Generator) -> dict[str, Any]:
    spec = fam.classes[s.inst.cls]
    word = (
        spec.noun
        if rng.random() < 0.7
        else spec.labels[1 + int(rng.integers(len(spec.labels) - 1))]
    )
    colour = s.inst.colour if (s.inst.colour and rng.random() < 0.4) else None
    state = s.inst.state_at(t) if (spec.states and rng.random() < 0.5) else None
    side = "left" if s.bearing > 0.2 else ("right" if s.bearing < -0.2 else "ahead")
    return {
        "instance": s.inst.key,
        "class": spec.key,
        "word": word,
        "colour": colour,
        "state": state,
        "side": side,
        "range": round(s.range, 3),
        "box": s.box,
    }


def _misspell(word: str, rng: np.random.Generator) -> str:
    letters = [i for i, ch in enumerate(word) if ch.isalpha() and i > 0]
    i = letters[int(rng.integers(len(letters)))]
    if rng.random() < 0.5 and i + 1 < len(word) and word[i + 1].isalpha():
        return word[:i] + word[i + 1] + word[i] + word[i + 2 :]
    return word[:i] + word[i + 1 :]


def _place_naming(
    fam: Family, place: str, params: dict[str, float], rng: np.random.Generator
) -> dict[str, Any]:
    here = fam.places[place]
    roll = rng.random()
    hedge = bool(rng.random() < params["hedge"])
    wrong_p, miss_p, kind_p = params["wrong"], params["misspelt"], params["kind"]
    if roll < wrong_p:
        same = sorted(
            k
            for k, p in fam.places.items()
            if k != place and p.kind_word == here.kind_word and p.transit is None
        )
        pool = same or sorted(
            k
            for k, p in fam.places.items()
            if k != place and p.transit is None and p.outdoor == here.outdoor
        )
        other = fam.places[pool[int(rng.integers(len(pool)))]]
        words = other.forms[int(rng.integers(len(other.forms)))]
        return {
            "words": words,
            "place": other.key,
            "style": "wrong",
            "correct": False,
            "hedge": hedge,
        }
    if roll < wrong_p + miss_p:
        form = here.forms[int(rng.integers(len(here.forms)))]
        words = _misspell(form, rng)
        return {
            "words": words,
            "place": place,
            "style": "misspelt",
            "correct": False,
            "hedge": hedge,
        }
    if roll < wrong_p + miss_p + kind_p:
        function = params["function"] > 0 and rng.random() < params["function"]
        words = here.function if function else here.kind_word
        return {
            "words": words,
            "place": place,
            "style": "function" if function else "kind",
            "correct": False,
            "hedge": hedge,
        }
    form = here.forms[int(rng.integers(len(here.forms)))]
    sign = params["sign"] > 0 and rng.random() < params["sign"] and not here.outdoor
    return {
        "words": form.upper() if sign else form,
        "place": place,
        "style": "sign" if sign else "proper",
        "correct": True,
        "hedge": hedge,
        "form": form,
    }
