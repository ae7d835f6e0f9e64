"""Per-frame perception: a noisy detector (labels, boxes, a log of what each label means) and a
plan of what the captioner may say, so truth can follow exactly what the run reported."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from . import HFOV_RAD
from .rng import chance, pick, stream
from .world import Instance, World, wrap

TAN_HALF = math.tan(HFOV_RAD / 2)


def image_x_of(bearing: float) -> float:
    """Horizontal image fraction of a bearing (left positive), as camera.image_x_of at HFOV_RAD."""
    return 0.5 - math.tan(bearing) / (2 * TAN_HALF)


def _box(rng: np.random.Generator, bearing: float, size: float, r: float) -> list[float]:
    """A box centred on the bearing, trimmed symmetrically at the image edge."""
    cx = image_x_of(bearing)
    w = min(0.9, max(0.02, size / max(r, 0.3) / (2 * TAN_HALF)))
    hw = min(w / 2, cx, 1 - cx)
    h = min(0.9, max(0.03, size * 0.9 / max(r, 0.3)))
    yc = float(rng.uniform(0.4, 0.65))
    y0, y1 = max(0.0, yc - h / 2), min(1.0, yc + h / 2)
    return [round(cx - hw, 6), round(y0, 4), round(cx + hw, 6), round(y1, 4)]


def visible(w: World, fr: dict[str, Any]) -> list[tuple[Instance, float, float, float]]:
    """[(inst, range, bearing, reach)] in the field of view and the robot's visibility group."""
    place = w.places[fr["place"]]
    out = []
    rmax = 32.0 if place.outdoor else 14.0
    for inst in w.instances:
        x, y, pid, floor = inst.at(fr["t"])
        ip = w.places[pid]
        if ip.group != place.group or floor != fr["floor"]:
            continue
        r = math.dist((x, y), (fr["x"], fr["y"]))
        reff = rmax * min(1.0, 0.35 + inst.size / 1.5)
        if r > reff or r < 0.3:
            continue
        b = wrap(math.atan2(y - fr["y"], x - fr["x"]) - fr["yaw"])
        if abs(b) > HFOV_RAD / 2 * 0.97:
            continue
        out.append((inst, r, b, reff))
    return out


def perceive(w: World) -> list[dict[str, Any]]:
    """Fill each frame with labels/boxes and the detection log; returns caption plans."""
    rng = stream(w.family, w.seed, "detector")
    rc = stream(w.family, w.seed, "caption_plan")
    present = sorted({i.cls for i in w.instances})
    places = list(w.places.values())
    plans = []
    for fr in w.frames:
        vis = visible(w, fr)
        place = w.places[fr["place"]]
        labels: list[str] = []
        boxes: list[list[float] | None] = []
        log: list[dict[str, Any]] = []
        for inst, r, b, reff in vis:
            p = 0.93 * max(0.0, 1 - (r / reff) ** 2)
            if not chance(rng, p):
                continue
            ident = True
            if inst.generic and chance(rng, 0.12):
                lab, ident = pick(rng, inst.generic), False
            else:
                lab = pick(rng, inst.labels)
            col = st = None
            if ident and inst.colour and chance(rng, 0.3):
                lab, col = f"{inst.colour} {lab}", inst.colour
            if ident and inst.states and chance(rng, 0.55):
                st = inst.state_at(fr["t"])
                lab = f"{lab} ({st})"
            box = _box(rng, b, inst.size, r)
            labels.append(lab)
            boxes.append(box)
            log.append(
                dict(
                    label=lab,
                    inst=inst.id,
                    identifying=ident,
                    colour=col,
                    state=st,
                    bearing=round(b, 6),
                    range=round(r, 2),
                )
            )
            if chance(rng, 0.04):
                lab2 = pick(rng, inst.labels)
                box2 = list(box)
                box2[1] = round(max(0.0, box[1] - 0.02), 4)
                labels.append(lab2)
                boxes.append(box2)
                log.append(
                    dict(
                        label=lab2,
                        inst=inst.id,
                        identifying=True,
                        colour=None,
                        state=None,
                        bearing=round(b, 6),
                        range=round(r, 2),
                        duplicate=True,
                    )
                )
        if chance(rng, 0.06):
            cls = w.classes[pick(rng, present)]
            lab = pick(rng, cls["labels"])
            b = float(rng.uniform(-0.5, 0.5))
            labels.append(lab)
            boxes.append(_box(rng, b, 0.5, 4.0))
            log.append(
                dict(
                    label=lab,
                    inst=None,
                    identifying=False,
                    colour=None,
                    state=None,
                    bearing=round(b, 6),
                    false_positive=True,
                    cls=cls["name"],
                )
            )
        regions = w.fam.regions_out if place.outdoor else w.fam.regions_in
        for reg in sorted({pick(rng, regions) for _ in range(int(rng.integers(1, 3)))}):
            labels.append(reg)
            boxes.append(None)
            log.append(dict(label=reg, inst=None, identifying=False, region=True))
        fr["labels"], fr["boxes"], fr["detections"] = labels, boxes, log
        # caption plan
        crange = 22.0 if place.outdoor else 10.0
        cands = sorted(
            [v for v in vis if v[1] <= crange], key=lambda v: v[1] + float(rc.uniform(0, 4))
        )
        items = []
        for inst, r, b, _ in cands[: int(rc.integers(1, 5))]:
            ident = not (inst.generic and chance(rc, 0.1))
            noun = pick(rc, inst.labels) if ident else pick(rc, inst.generic)
            col = inst.colour if (ident and inst.colour and chance(rc, 0.4)) else None
            st = inst.state_at(fr["t"]) if (ident and inst.states and chance(rc, 0.5)) else None
            items.append(
                dict(
                    inst=inst.id,
                    noun=noun,
                    identifying=ident,
                    colour=col,
                    state=st,
                    state_pair=inst.state_pair,
                    bearing=b,
                    range=r,
                )
            )
        quotes = []
        for inst, r, _, _ in vis:
            if inst.text and r <= 4.5 and chance(rc, 0.7):
                quotes.append(dict(inst=inst.id, text=inst.text, noun=inst.labels[0], clean=True))
        naming = None
        if fr["place"] != "lift" and chance(rc, 0.22 if place.outdoor else 0.32):
            how = pick(
                rc, ["name", "name", "code", "vague"] if place.code else ["name", "name", "vague"]
            )
            target = place
            wrong = chance(rc, 0.06)
            if wrong:
                target = pick(rc, [p for p in places if p.id != place.id and p.id != "lift"])
                if how == "code" and not target.code:
                    how = "name"
            naming = dict(
                place=target.id,
                how=how,
                wrong=wrong,
                phrase={"name": target.name, "code": target.code, "vague": target.vague}[how],
            )
        plans.append(
            dict(
                items=items,
                quotes=quotes,
                naming=naming,
                outdoor=place.outdoor,
                moving=fr["moving"],
                turning=fr["turning"],
                t=fr["t"],
            )
        )
    return plans
