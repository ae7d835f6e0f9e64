"""What a frame's caption will say, decided before any style renders it: which detected
things it mentions (with colour / state said or not), which sign it quotes (only when
close), whether it names the place (sometimes wrongly) or the floor, and a bystander."""

from __future__ import annotations

from typing import Any

import numpy as np

from sim_eval.sim.generator_l.perception import Frame
from sim_eval.sim.generator_l.seeding import chance, pick, pick_weighted
from sim_eval.sim.generator_l.world import World

QUOTE_RANGE_M = 4.5
NAME_RATE = 0.3
WRONG_NAME_RATE = 0.06


def plan_caption(world: World, frame: Frame, rng: np.random.Generator) -> dict[str, Any]:
    family = world.family
    pose = frame.pose
    place = family.place(pose.place)
    detected: dict[str, float] = {}
    for det in frame.detections:
        if det.iid and det.flag == "object" and det.iid not in detected:
            detected[det.iid] = det.range_m or 0.0
    order = sorted(detected, key=lambda iid: (detected[iid], iid))
    count = min(len(order), int(pick(rng, (0, 1, 2, 2, 3, 3, 4))))
    chosen = [iid for iid in order[: count + 1] if chance(rng, 0.85)][:count]
    quote = None
    for iid in order:
        inst = world.instance(iid)
        text = inst.text_at(pose.t)
        if text and detected[iid] <= QUOTE_RANGE_M and chance(rng, 0.75):
            quote = {"instance": iid, "text": text}
            if iid not in chosen:
                chosen.insert(0, iid)
            break
    mentions = []
    for iid in chosen:
        inst = world.instance(iid)
        spec = family.cls(inst.cls)
        det = next(d for d in frame.detections if d.iid == iid)
        mentions.append(
            {
                "instance": iid,
                "class": spec.key,
                "noun": spec.noun if chance(rng, 0.7) else pick(rng, spec.labels),
                "colour": inst.colour if inst.colour and chance(rng, 0.45) else None,
                "state": inst.state_at(pose.t) if spec.states and chance(rng, 0.55) else None,
                "bearing": det.bearing,
                "range": det.range_m,
            }
        )
    naming = None
    vague = None
    if chance(rng, NAME_RATE):
        named = place
        correct = True
        if chance(rng, WRONG_NAME_RATE):
            others = [p for p in family.places if p.kind == place.kind and p.key != place.key]
            if others:
                named, correct = pick(rng, others), False
        forms = ["name", "code", "both"] if named.code else ["name"]
        weights = [0.55, 0.25, 0.2] if named.code else [1.0]
        naming = {
            "place": named.key,
            "form": pick_weighted(rng, forms, weights),
            "correct": correct,
        }
    elif place.vague and chance(rng, 0.15):
        vague = pick(rng, place.vague)
    floor = None
    if family.multi_floor and pose.floor is not None and not place.outdoor and chance(rng, 0.12):
        floor = {"floor": pose.floor, "correct": True}
        if chance(rng, 0.04):
            floor = {
                "floor": pick(rng, [f.index for f in family.floors if f.index != pose.floor]),
                "correct": False,
            }
    people = pick(rng, family.people) if family.people and chance(rng, 0.18) else None
    return {
        "mentions": mentions,
        "quote": quote,
        "naming": naming,
        "vague": vague,
        "floor": floor,
        "people": people,
        "outdoor": place.outdoor,
        "moving": pose.floor is None,
    }
