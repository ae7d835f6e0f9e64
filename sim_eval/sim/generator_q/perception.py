"""What the camera sees: visibility, boxes (pinhole, 100 degrees), the detector, and each
frame's caption plan (what a captioner will say, before it is worded)."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from .captioners import PROFILES, CaptionerProfile, misspell
from .families import FamilySpec
from .model import (
    CAMERA_HEIGHT_M,
    FOV_MARGIN_RAD,
    HFOV_RAD,
    TAN_H,
    TAN_V,
    Box,
    CaptionPlan,
    Detection,
    FloorNaming,
    Frame,
    Instance,
    Mention,
    PlaceNaming,
    wrap,
)
from .rng import chance, pick, stream
from .sim import stay_at, value_at

MAX_OBJECT_LABELS = 6
QUOTE_RANGE_M = 7.0
QUOTE_BEARING_RAD = 0.5


@dataclass
class Seen:
    inst: Instance
    bearing: float
    range: float
    box: Box
    sight: float  # the range limit it was seen within


def image_x(bearing: float) -> float:
    """Image column (fraction of the width) of a bearing (radians left of the axis)."""
    return 0.5 - math.tan(bearing) / (2 * TAN_H)


def box_for(bearing: float, rng_m: float, width: float, base: float, height: float) -> Box | None:
    """The thing's box, or None when it is wholly above or below the image."""
    forward = rng_m * math.cos(bearing)
    if forward < 0.3:
        return None
    centre = image_x(bearing)
    half = (width / 2) / forward / (2 * TAN_H)
    half = max(0.0, min(half, centre, 1.0 - centre))
    top_rel = base + height - CAMERA_HEIGHT_M
    bottom_rel = base - CAMERA_HEIGHT_M
    y_top = 0.5 - top_rel / (2 * forward * TAN_V)
    y_bottom = 0.5 - bottom_rel / (2 * forward * TAN_V)
    if y_bottom <= 0.0 or y_top >= 1.0:
        return None
    y0 = round(min(max(y_top, 0.0), 1.0), 6)
    y1 = round(min(max(y_bottom, 0.0), 1.0), 6)
    x0 = round(centre - half, 6)
    x1 = round(centre + half, 6)
    x0, x1 = max(0.0, x0), min(1.0, x1)
    return (x0, y0, x1, y1)


def visible(fam: FamilySpec, frame: Frame, instances: list[Instance]) -> list[Seen]:
    """Things in view from the frame's true pose: same visibility group and level, inside
    the field of view, within range, and not wholly above or below the image."""
    if frame.level is None:
        return []
    here = fam.place(frame.place)
    if here.transit:
        return []
    out = []
    for inst in instances:
        stay = stay_at(inst, frame.t)
        where = fam.place(stay.place)
        if where.group != here.group or frame.level not in where.levels:
            continue
        spec = fam.cls(inst.cls)
        dx, dy = stay.x - frame.tx, stay.y - frame.ty
        dist = math.hypot(dx, dy)
        if dist < 0.5:
            continue
        bearing = wrap(math.atan2(dy, dx) - frame.tyaw)
        if abs(bearing) > HFOV_RAD / 2 - FOV_MARGIN_RAD:
            continue
        sight = here.sight * min(1.8, max(0.4, spec.size[1] / 1.0)) * spec.reach
        if dist > sight:
            continue
        box = box_for(bearing, dist, spec.size[0], spec.base, spec.size[1])
        if box is None:
            continue
        out.append(Seen(inst, bearing, dist, box, sight))
    out.sort(key=lambda s: (s.range, s.inst.key))
    return out


def detect(
    fam: FamilySpec, seed: int, frame: Frame, seen: list[Seen]
) -> tuple[list[Detection], list[str]]:
    """Detector output: object labels (nearest first) and region labels (no box).

    Returns the detections and the keys of the instances detected with an identifying label.
    """
    rng = stream(fam.key, seed, "detector", frame.index)
    dets: list[Detection] = []
    ident: list[str] = []
    for s in seen:
        if len(dets) >= MAX_OBJECT_LABELS:
            break
        spec = fam.cls(s.inst.cls)
        p = 0.9 * spec.detect * (1.0 - (s.range / s.sight) ** 2)
        if abs((s.box[0] + s.box[2]) / 2 - 0.5) > 0.42:
            p *= 0.75
        if not chance(rng, p):
            continue
        if chance(rng, 0.08):
            dets.append(
                Detection(
                    label=spec.generic,
                    role="generic",
                    instance=s.inst.key,
                    cls=spec.key,
                    bearing=s.bearing,
                    range=s.range,
                    box=s.box,
                )
            )
            continue
        word = spec.labels[0] if chance(rng, 0.55) else pick(rng, spec.labels[1:])
        colour = s.inst.colour if (s.inst.colour and chance(rng, 0.35)) else None
        state = value_at(s.inst.states, frame.t) if (s.inst.states and chance(rng, 0.5)) else None
        label = f"{colour} {word}" if colour else word
        if state:
            label = f"{label}: {state}"
        dets.append(
            Detection(
                label=label,
                role="object",
                instance=s.inst.key,
                cls=spec.key,
                identifying=True,
                colour=colour,
                state=state,
                bearing=s.bearing,
                range=s.range,
                box=s.box,
            )
        )
        ident.append(s.inst.key)
    if chance(rng, 0.78):
        surface = fam.place(frame.place).surface
        pool = list(fam.regions.get(surface, ()))
        for _ in range(int(rng.integers(1, 3))):
            if not pool:
                break
            label = pick(rng, pool)
            pool.remove(label)
            dets.append(Detection(label=label, role="region"))
    return dets, ident


def caption_plan(
    fam: FamilySpec,
    seed: int,
    captioner: str,
    frame: Frame,
    seen: list[Seen],
    clip_s: float | None,
) -> CaptionPlan:
    """What the captioner will say about this frame (its errors included)."""
    prof: CaptionerProfile = PROFILES[captioner]
    rng = stream(fam.key, seed, "caption_plan", captioner, frame.index)
    plan = CaptionPlan(clip_s=clip_s)
    if chance(rng, prof.empty):
        plan.empty = True
        return plan
    # things, most salient first
    ranked = sorted(
        seen,
        key=lambda s: (-fam.cls(s.inst.cls).size[1] / max(s.range, 1.0), s.inst.key),
    )
    for k, s in enumerate(ranked):
        if len(plan.things) >= prof.max_things:
            break
        if not chance(rng, prof.thing_p * (0.8**k)):
            continue
        plan.things.append(_mention(fam, rng, s, frame.t))
    # a quote of a sign or screen near the image centre
    if chance(rng, prof.quote_p):
        readable = [
            s
            for s in seen
            if s.inst.texts
            and s.range <= QUOTE_RANGE_M * max(1.0, fam.cls(s.inst.cls).reach)
            and abs(s.bearing) <= QUOTE_BEARING_RAD
        ]
        if readable:
            s = readable[0]
            text = value_at(s.inst.texts, frame.t)
            assert text is not None
            plan.quote = (s.inst.key, text)
            if all(m.instance != s.inst.key for m in plan.things):
                plan.things.insert(0, _mention(fam, rng, s, frame.t))
                del plan.things[prof.max_things :]
    # place
    place = fam.place(frame.place)
    if chance(rng, prof.place_p):
        mode = _pick_mode(rng, prof.place_modes)
        hedged = chance(rng, prof.hedge_p)
        if mode == "proper":
            plan.place = PlaceNaming("proper", place.key, pick(rng, place.forms), hedged)
        elif mode == "wrong":
            other = _wrong_place(fam, rng, frame.place)
            if other is not None:
                plan.place = PlaceNaming("wrong", other, pick(rng, fam.place(other).forms), hedged)
        elif mode == "misspelt":
            typo = _typo(fam, rng, place.forms)
            if typo is not None:
                plan.place = PlaceNaming("misspelt", place.key, typo, hedged)
        else:
            plan.place = PlaceNaming("kind", None, place.kind_word, hedged)
    if frame.level is not None and frame.place in fam.level_places and chance(rng, prof.floor_p):
        level = frame.level
        correct = True
        if chance(rng, 0.06) and len(fam.levels) > 1:
            level = pick(rng, [lv.key for lv in fam.levels if lv.key != frame.level])
            correct = False
        plan.floor = FloorNaming(level, pick(rng, fam.level(level).forms), correct)
    if chance(rng, prof.bystander_p):
        plan.bystander = pick(rng, fam.bystanders)
    if chance(rng, prof.halluc_p):
        plan.hallucination = pick(rng, fam.hallucinations)
    return plan


def _typo(fam: FamilySpec, rng: np.random.Generator, forms: tuple[str, ...]) -> str | None:
    """A misspelt form that no longer contains any correct place or floor form."""
    correct = [f.lower() for p in fam.places for f in p.forms]
    correct += [f.lower() for lv in fam.levels for f in lv.forms]
    for _ in range(12):
        typo = misspell(rng, pick(rng, forms))
        low = typo.lower()
        if not any(form in low for form in correct):
            return typo
    return None


def _mention(fam: FamilySpec, rng: np.random.Generator, s: Seen, t: float) -> Mention:
    spec = fam.cls(s.inst.cls)
    word = spec.labels[0] if chance(rng, 0.7) else pick(rng, spec.labels[1:])
    colour = bool(s.inst.colour) and chance(rng, 0.35)
    state = value_at(s.inst.states, t) if (s.inst.states and chance(rng, 0.45)) else None
    return Mention(s.inst.key, word, colour, state)


def _pick_mode(rng: np.random.Generator, modes: tuple[tuple[str, float], ...]) -> str:
    total = sum(w for _, w in modes)
    mark = float(rng.random()) * total
    run = 0.0
    for name, w in modes:
        run += w
        if mark < run:
            return name
    return modes[-1][0]


def _wrong_place(fam: FamilySpec, rng: np.random.Generator, key: str) -> str | None:
    """Another place a captioner could mistake this one for: the same kind of place first
    (another aisle, another cabin, another field), then one on the same level and of the
    same indoor/outdoor kind."""
    here = fam.place(key)
    same_kind = [
        p.key
        for p in fam.places
        if p.key != key and p.kind_word == here.kind_word and not p.transit
    ]
    if same_kind and chance(rng, 0.75):
        return pick(rng, same_kind)
    near = [
        p.key
        for p in fam.places
        if p.key != key
        and not p.transit
        and p.levels[0] == here.levels[0]
        and p.outdoor == here.outdoor
    ]
    if near:
        return pick(rng, near)
    return None
