"""Five captioner wordings of one caption plan."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import numpy as np

from .evidence import place_phrase

CAPTIONERS = ("remembr_scene", "florence_regions", "bullet_vlm", "function_signage", "night_shift")

_BASE = {
    "empty": 0.02,
    "max_things": 3,
    "name": 0.3,
    "wrong": 0.06,
    "misspelt": 0.0,
    "kind": 0.25,
    "hedge": 0.2,
    "floor": 0.1,
    "function": 0.0,
    "sign": 0.0,
}
PARAMS: dict[str, dict[str, float]] = {
    "remembr_scene": {
        **_BASE,
        "name": 0.32,
        "wrong": 0.06,
        "kind": 0.25,
        "hedge": 0.3,
        "floor": 0.12,
        "max_things": 3,
    },
    "florence_regions": {
        **_BASE,
        "empty": 0.05,
        "name": 0.16,
        "wrong": 0.05,
        "kind": 0.4,
        "hedge": 0.0,
        "floor": 0.05,
        "max_things": 4,
    },
    "bullet_vlm": {
        **_BASE,
        "name": 0.42,
        "wrong": 0.07,
        "misspelt": 0.05,
        "kind": 0.1,
        "hedge": 0.15,
        "floor": 0.3,
        "max_things": 4,
    },
    "function_signage": {
        **_BASE,
        "empty": 0.03,
        "name": 0.35,
        "wrong": 0.04,
        "kind": 0.45,
        "hedge": 0.1,
        "floor": 0.15,
        "function": 0.8,
        "sign": 0.7,
        "max_things": 2,
    },
    "night_shift": {
        **_BASE,
        "empty": 0.06,
        "name": 0.3,
        "wrong": 0.14,
        "misspelt": 0.1,
        "kind": 0.2,
        "hedge": 0.7,
        "floor": 0.12,
        "max_things": 2,
    },
}

# Fixed phrases of every captioner (validate checks none holds a class label).
VAGUE = [
    "an empty stretch of floor",
    "a plain wall",
    "nothing much in view",
    "a blank area with no features",
    "a doorway and some flooring",
]
NIGHT_VAGUE = ["too dark to make anything out", "mostly shadows", "dim, nothing clear"]


def _thing(m: dict[str, Any], state_style: str = "paren") -> str:
    words = f"{m['colour']} {m['word']}" if m["colour"] else m["word"]
    if m["state"]:
        words = (
            f"{words} ({m['state']})"
            if state_style == "paren"
            else (f"{words} that is {m['state']}")
        )
    return words


def _article(words: str) -> str:
    return ("an " if words[:1].lower() in "aeiou" else "a ") + words


def _clock(t: float) -> str:
    return time.strftime("%H:%M:%S", time.gmtime(t))


def remembr_scene(plan: dict[str, Any], ctx: dict[str, Any], rng: np.random.Generator) -> str:
    parts: list[str] = []
    things = plan["mentions"]
    if things:
        first = things[0]
        lead = "I see " + _article(_thing(first, "that"))
        if first["side"] != "ahead":
            lead += f" on the {first['side']}"
        rest = [_article(_thing(m, "that")) for m in things[1:]]
        if rest:
            lead += ", and " + " and ".join(rest) + " nearby"
        parts.append(lead + ".")
    elif plan["vague"]:
        parts.append(f"I see {VAGUE[int(rng.integers(len(VAGUE)))]}.")
    if plan["quote"]:
        parts.append(f'There is writing that says "{plan["quote"]["text"]}".')
    pn = plan["place"]
    if pn:
        if pn["style"] in ("kind", "function"):
            parts.append(f"This looks like {pn['words']}.")
        elif pn["hedge"]:
            parts.append(f"This appears to be {place_phrase(pn['words'])}.")
        else:
            parts.append(f"I am in {place_phrase(pn['words'])}.")
    if plan["floor"]:
        parts.append(f"We seem to be on the {plan['floor']['words']}.")
    if plan["person"]:
        parts.append(f"There is {plan['person']} in view.")
    parts.append(f"The robot is {ctx['motion']}.")
    order = [parts[-1], *parts[:-1]] if rng.random() < 0.3 else parts
    return " ".join(order)


def florence_regions(plan: dict[str, Any], ctx: dict[str, Any], rng: np.random.Generator) -> str:
    caption = "a view"
    pn = plan["place"]
    things = plan["mentions"]
    if pn and pn["style"] in ("kind", "function"):
        caption = pn["words"]
    elif pn:
        caption = place_phrase(pn["words"])
    elif plan["vague"]:
        caption = VAGUE[int(rng.integers(len(VAGUE)))]
    if things:
        caption += " with " + " and ".join(_article(_thing(m)) for m in things[:2])
    if plan["floor"]:
        caption += f" on the {plan['floor']['words']}"
    if plan["person"]:
        caption += f", {plan['person']}"
    out = [f"<CAPTION> {caption}"]
    if things:
        regions = []
        for m in things:
            box = m["box"]
            locs = "".join(f"<loc_{min(999, int(v * 1000))}>" for v in box)
            regions.append(f"{_thing(m)}{locs}")
        out.append("<OD> " + " ".join(regions))
    if plan["quote"]:
        out.append(f"<OCR> {plan['quote']['text']}")
    return " ".join(out)


def bullet_vlm(plan: dict[str, Any], ctx: dict[str, Any], rng: np.random.Generator) -> str:
    lines: list[str] = []
    pn = plan["place"]
    env = "outdoor" if ctx["outdoor"] else "indoor"
    if pn:
        words = pn["words"]
        if pn["hedge"]:
            words = f"probably {words}"
        lines.append(f"- Setting: {words} ({env})")
    elif plan["vague"]:
        lines.append(f"- Setting: unclear, {VAGUE[int(rng.integers(len(VAGUE)))]} ({env})")
    if plan["floor"]:
        lines.append(f"- Floor: {plan['floor']['words']}")
    if plan["mentions"]:
        lines.append("- Objects: " + "; ".join(_thing(m) for m in plan["mentions"]))
    if plan["quote"]:
        lines.append(f'- Visible text: "{plan["quote"]["text"]}"')
    if plan["person"]:
        lines.append(f"- People: {plan['person']}")
    if rng.random() < 0.25:
        lines.insert(0, "Here is what I can see:")
    return "\n".join(lines)


def function_signage(plan: dict[str, Any], ctx: dict[str, Any], rng: np.random.Generator) -> str:
    parts: list[str] = []
    pn = plan["place"]
    if pn:
        if pn["style"] in ("function", "kind"):
            parts.append(f"Looks like {pn['words']}.")
        elif pn["style"] == "sign":
            parts.append(f'A sign by the door reads "{pn["words"]}".')
        else:
            hedge = "I think this is" if pn["hedge"] else "This is"
            parts.append(f"{hedge} {place_phrase(pn['words'])}.")
    elif plan["vague"]:
        parts.append(f"Just {VAGUE[int(rng.integers(len(VAGUE)))]}.")
    for m in plan["mentions"]:
        parts.append(
            f"To the {m['side']}: {_article(_thing(m, 'that'))}."
            if m["side"] != "ahead"
            else f"Straight ahead: {_article(_thing(m, 'that'))}."
        )
    if plan["quote"]:
        parts.append(f'Printed text: "{plan["quote"]["text"]}".')
    if plan["floor"]:
        parts.append(f"Floor indicator: {plan['floor']['words']}.")
    if plan["person"]:
        parts.append(f"Also {plan['person']}.")
    return " ".join(parts)


def night_shift(plan: dict[str, Any], ctx: dict[str, Any], rng: np.random.Generator) -> str:
    parts = [f"[{_clock(ctx['t'])} low light]"]
    for m in plan["mentions"]:
        q = "?" if rng.random() < 0.6 else ""
        words = m["word"] + q
        if m["colour"]:
            words += f", {m['colour']}" + ("?" if rng.random() < 0.5 else "")
        if m["state"]:
            words += f", seems {m['state']}"
        parts.append(f"maybe {words}")
    if plan["quote"]:
        parts.append(f"text reads '{plan['quote']['text']}' (hard to read)")
    pn = plan["place"]
    if pn:
        if pn["style"] in ("kind", "function"):
            parts.append(f"somewhere like {pn['words']}")
        elif pn["hedge"]:
            parts.append(f"could be {pn['words']} - not sure")
        else:
            parts.append(f"location {pn['words']}")
    elif plan["vague"]:
        parts.append(NIGHT_VAGUE[int(rng.integers(len(NIGHT_VAGUE)))])
    if plan["floor"]:
        parts.append(f"floor: {plan['floor']['words']} (?)")
    if plan["person"]:
        parts.append(f"shape of {plan['person']}")
    return " ... ".join(parts)


RENDER: dict[str, Callable[[dict[str, Any], dict[str, Any], np.random.Generator], str]] = {
    "remembr_scene": remembr_scene,
    "florence_regions": florence_regions,
    "bullet_vlm": bullet_vlm,
    "function_signage": function_signage,
    "night_shift": night_shift,
}

FIXED_PHRASES = [
    *VAGUE,
    *NIGHT_VAGUE,
    "I see",
    "There is writing that says",
    "This looks like",
    "This appears to be",
    "I am in",
    "We seem to be on the",
    "in view",
    "The robot is",
    "a view",
    "Setting",
    "probably",
    "unclear",
    "Floor",
    "Objects",
    "Visible text",
    "People",
    "Here is what I can see",
    "Looks like",
    "A sign by the door reads",
    "I think this is",
    "This is",
    "To the",
    "Straight ahead",
    "Printed text",
    "Floor indicator",
    "Also",
    "low light",
    "maybe",
    "seems",
    "text reads",
    "hard to read",
    "somewhere like",
    "could be",
    "not sure",
    "location",
    "shape of",
    "moving forward",
    "turning on the spot",
    "standing still",
    "riding the lift",
    "climbing the stairs",
]


def render(name: str, plan: dict[str, Any], ctx: dict[str, Any], rng: np.random.Generator) -> str:
    if plan["empty"]:
        return ""
    return RENDER[name](plan, ctx, rng)
