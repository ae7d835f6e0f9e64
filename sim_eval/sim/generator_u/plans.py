"""What a captioner will say in a frame: mentions, a quote, a naming, a floor, a hallucination."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from .layout import Layout
from .model import SIGN_CLASS, ClassSpec, Instance

MISREAD = {
    "O": "0",
    "0": "O",
    "I": "1",
    "1": "I",
    "S": "5",
    "5": "S",
    "B": "8",
    "8": "B",
    "E": "3",
    "A": "4",
    "T": "7",
    "G": "6",
    "Z": "2",
    "2": "Z",
}


@dataclass(frozen=True)
class Style:
    mentions: int
    noun: float
    hedge: float
    colour: float
    quote: float
    misread: float
    proper: float
    wrong: float
    kind: float
    goal: float
    miscount: float
    halluc: float


STYLES = {
    "florence_detailed": Style(4, 0.85, 0.0, 0.45, 0.35, 0.10, 0.03, 0.015, 1.0, 0.0, 0.15, 0.05),
    "dense_regions": Style(5, 0.8, 0.0, 0.4, 0.6, 0.12, 0.0, 0.0, 0.25, 0.0, 0.0, 0.04),
    "action_narrator": Style(2, 0.9, 0.0, 0.25, 0.2, 0.08, 0.12, 0.0, 0.0, 0.15, 0.0, 0.02),
    "hedging_vlm": Style(3, 0.6, 0.3, 0.35, 0.25, 0.2, 0.08, 0.08, 1.0, 0.0, 0.25, 0.06),
}


def misread(rng: np.random.Generator, text: str) -> str:
    spots = [i for i, ch in enumerate(text) if ch in MISREAD]
    if not spots:
        i = int(rng.integers(len(text)))
        return text[:i] + ("X" if text[i] != "X" else "Y") + text[i + 1 :]
    i = spots[int(rng.integers(len(spots)))]
    return text[:i] + MISREAD[text[i]] + text[i + 1 :]


def side_of(box: list[float]) -> str:
    centre = (box[0] + box[2]) / 2
    return "left" if centre < 0.38 else "right" if centre > 0.62 else "ahead"


def make_plan(
    rng: np.random.Generator,
    captioner: str,
    layout: Layout,
    by_id: dict[str, Instance],
    classes: dict[str, ClassSpec],
    seen: list[dict[str, Any]],
    place: str,
    level: str | None,
    goal: str | None,
    motion: str,
    entered: bool,
    arrived_floor: bool,
) -> dict[str, Any]:
    style = STYLES[captioner]
    plan: dict[str, Any] = {
        "mentions": [],
        "quote": None,
        "naming": None,
        "floor": None,
        "halluc": None,
        "motion": motion,
    }
    things = [v for v in seen if by_id[v["inst"]].cls != SIGN_CLASS]
    for v in things:
        if len(plan["mentions"]) >= style.mentions:
            break
        if rng.random() > 0.85 * (1 - 0.6 * v["range"] / v["reach"]):
            continue
        inst = by_id[v["inst"]]
        cls = classes[inst.cls]
        roll = float(rng.random())
        if roll < style.noun:
            kind, word = "noun", cls.labels[int(rng.choice(3, p=[0.45, 0.35, 0.2]))]
        elif roll < style.noun + style.hedge:
            kind, word = "hedge", cls.labels[int(rng.integers(3))]
        else:
            kind, word = "generic", cls.generic
        colour = inst.colour if kind == "noun" and rng.random() < style.colour else None
        count = 2 if kind == "noun" and rng.random() < style.miscount else 1
        plan["mentions"].append(
            {
                "inst": inst.id,
                "word": word,
                "kind": kind,
                "colour": colour,
                "side": side_of(v["box"]),
                "count": count,
            }
        )
    cands = [
        v
        for v in seen
        if by_id[v["inst"]].text
        and abs((v["box"][0] + v["box"][2]) / 2 - 0.5) <= 0.35
        and v["range"] <= (16.0 if by_id[v["inst"]].cls == SIGN_CLASS else 7.0)
    ]
    if cands and rng.random() < style.quote:
        inst = by_id[cands[0]["inst"]]
        text = str(inst.text)
        correct = rng.random() >= style.misread
        plan["quote"] = {
            "inst": inst.id,
            "text": text,
            "written": text if correct else misread(rng, text),
            "correct": correct,
        }
    spec = layout.places[place].spec
    if spec.side != "lift":
        same = [
            p
            for p in layout.places.values()
            if p.spec.kind == spec.kind and p.key != place and p.spec.side != "lift"
        ]
        proper = style.proper + (0.5 if entered and captioner == "action_narrator" else 0.0)
        roll = float(rng.random())
        if roll < proper:
            plan["naming"] = {
                "kind": "proper",
                "place": place,
                "form": spec.forms[int(rng.integers(len(spec.forms)))],
            }
        elif roll < proper + style.wrong and same:
            other = same[int(rng.integers(len(same)))]
            plan["naming"] = {
                "kind": "wrong",
                "place": other.key,
                "form": other.spec.forms[int(rng.integers(len(other.spec.forms)))],
            }
        elif (
            goal
            and goal != place
            and motion == "moving"
            and rng.random() < style.goal
            and goal in layout.places
        ):
            gspec = layout.places[goal].spec
            plan["naming"] = {
                "kind": "goal",
                "place": goal,
                "form": gspec.forms[int(rng.integers(len(gspec.forms)))],
            }
        elif rng.random() < style.kind:
            plan["naming"] = {"kind": "kind", "place": place, "form": spec.kind_word}
    if arrived_floor and level is not None and captioner == "action_narrator":
        forms = next(lv.forms for lv in layout.family.levels if lv.key == level)
        if forms and rng.random() < 0.8:
            plan["floor"] = {"level": level, "form": forms[int(rng.integers(len(forms)))]}
    if rng.random() < style.halluc:
        hall = layout.family.halluc
        plan["halluc"] = hall[int(rng.integers(len(hall)))]
    return plan
