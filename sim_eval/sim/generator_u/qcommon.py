"""Shared pieces of question making: candidates, references, keywords, clock minutes."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .evidence import Evidence
from .model import SIGN_CLASS, Instance
from .world import World

NUMBER_WORDS = (
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
)


@dataclass
class Candidate:
    type: str
    subkind: str
    target: str
    now: float
    truth: dict[str, Any]
    slots: dict[str, Any]
    at: list[float] | None = None
    answer: bool | None = None
    extra: dict[str, Any] = field(default_factory=dict)


def clock(t: float) -> str:
    return dt.datetime.fromtimestamp(t, tz=dt.UTC).strftime("%H:%M")


def place_name(world: World, key: str) -> str:
    return world.layout.places[key].spec.forms[0]


def place_keywords(world: World, key: str) -> list[str]:
    return [f for f in world.layout.places[key].spec.forms if len(f) >= 4]


def number_keywords(n: int) -> list[str]:
    return [NUMBER_WORDS[n], str(n)]


def things(world: World) -> list[Instance]:
    return [i for i in world.instances if i.cls != SIGN_CLASS]


def refs(world: World, ev: Evidence, inst: Instance, colour: bool = True) -> list[tuple[str, str]]:
    """Valid references to ``inst`` by ev.now: (kind, phrase)."""
    cls = world.classes[inst.cls]
    noun = cls.labels[0]
    same = [i for i in world.instances if i.cls == inst.cls]
    out: list[tuple[str, str]] = []
    if len(same) == 1:
        out.append(("only", f"the {noun}"))
    if cls.mobility == "fixed":
        place = inst.stays[0][2]
        ever = [i for i in same if any(s[2] == place for s in i.stays)]
        if len(ever) == 1 and place in ev.named:
            out.append(("in_place", f"the {noun} in the {place_name(world, place)}"))
    unique_colour = sum(1 for i in same if i.colour == inst.colour) == 1
    if colour and inst.id in ev.colour_said and unique_colour:
        out.append(("colour", f"the {inst.colour} {noun}"))
    if inst.text and inst.id in ev.plate_read:
        out.append(("plate", f'the {noun} marked "{inst.text}"'))
    return out


def choose_ref(rng: np.random.Generator, options: list[tuple[str, str]]) -> tuple[str, str]:
    return options[int(rng.integers(len(options)))]


def here_frames(world: World, rng: np.random.Generator, n: int) -> list[tuple[int, float]]:
    """(frame index, now) for here-questions: last three quarters, not in the lift, no gap."""
    frames = world.frames
    lo = len(frames) // 4
    ok = [
        f.i
        for f in frames[lo:-1]
        if f.level is not None
        and world.layout.places[f.place].spec.side != "lift"
        and frames[f.i + 1].t - f.t <= 6.0
        and f.i != 0
    ]
    picks = sorted(int(k) for k in rng.choice(ok, size=min(n, len(ok)), replace=False))
    return [(i, round(frames[i].t + float(rng.uniform(0.2, 0.9)), 3)) for i in picks]


def general_nows(world: World, rng: np.random.Generator) -> list[float]:
    """4 times just after the last frame, 10 shortly after frames 30-100 % into the run."""
    frames = world.frames
    last = frames[-1].t
    out = [round(last + float(rng.uniform(1, 15)), 3) for _ in range(4)]
    lo = int(len(frames) * 0.3)
    ok = [f.i for f in frames[lo:-1] if frames[f.i + 1].t - f.t <= 6.0]
    for i in sorted(int(k) for k in rng.choice(ok, size=10, replace=False)):
        out.append(round(frames[i].t + float(rng.uniform(0.5, 1.9)), 3))
    return sorted(out)
