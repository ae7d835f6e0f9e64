"""Five captioner styles. Each words a caption plan (perception.plan_caption) its own way."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

import numpy as np

from .perception import Profile
from .rng import chance, pick

PROFILES: dict[str, Profile] = {
    # A detailed VLM paragraph; the place is often only implied by the objects.
    "florence_detailed": Profile(
        "florence_detailed", 0.22, 0.05, 0.0, 0.35, 0.3, 0.08, 4, 0.75, 0.03, 0.12
    ),
    # Short lower-case noun phrases; the place word is usually missing.
    "terse_fragments": Profile(
        "terse_fragments", 0.2, 0.04, 0.08, 0.2, 0.0, 0.1, 3, 0.6, 0.06, 0.05
    ),
    # A VLM asked for JSON: keys of its own choosing, sometimes not valid JSON.
    "json_like": Profile("json_like", 0.4, 0.06, 0.0, 0.1, 0.12, 0.25, 4, 0.7, 0.03, 0.1),
    # A navigation narrator talking to the viewer.
    "second_person_narration": Profile(
        "second_person_narration", 0.3, 0.05, 0.0, 0.15, 0.15, 0.18, 3, 0.65, 0.02, 0.1
    ),
    # An onboard logging pipeline with confidences, hedges, misspelt and wrong rooms.
    "confidence_log": Profile(
        "confidence_log", 0.35, 0.1, 0.25, 0.2, 0.65, 0.15, 3, 0.5, 0.05, 0.08
    ),
}
CAPTIONERS = tuple(PROFILES)
_VAGUE_FLORENCE = (
    "The scene is mostly plain surfaces with even lighting.",
    "Nothing in particular stands out.",
    "The view is slightly blurred by motion.",
)
_VAGUE_TERSE = ("empty", "bare wall", "nothing much", "blurry")
_VAGUE_SECOND = (
    "There is not much around you.",
    "You face a plain wall.",
    "The way ahead is clear.",
)
# Every fixed phrase a captioner adds besides the plan's words (validate checks that no
# class label hides in them).
FIXED_PHRASES = (
    *_VAGUE_FLORENCE,
    *_VAGUE_TERSE,
    *_VAGUE_SECOND,
    "no salient objects",
    "person passing",
    "You are outside.",
    "You are indoors.",
    "obj: none",
    "an outdoor scene",
    "an indoor space",
    "the inside of a room",
    "an interior",
)


def _an(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


def _thing(m: dict[str, Any]) -> str:
    return f"{m['colour']} {m['noun']}" if m["colour"] else m["noun"]


def _florence(plan: dict[str, Any], rng: np.random.Generator, outdoor: bool, t: float) -> str:
    parts: list[str] = []
    place = plan["place"]
    lead = (
        "an outdoor scene"
        if outdoor
        else str(pick(rng, ["an indoor space", "the inside of a room", "an interior"]))
    )
    named_early = False
    if place and place["style"] != "kind" and chance(rng, 0.4):
        hedge = "what appears to be " if place["hedged"] else ""
        parts.append(f"The image shows {hedge}the {place['words']}.")
        named_early = True
    elif place and place["style"] == "kind":
        parts.append(f"The image shows {_an(place['words'])} {place['words']}.")
        named_early = True
    else:
        parts.append(f"The image shows {lead}.")
    where = {
        "left": ("On the left side of the image", "To the left", "Along the left edge"),
        "right": (
            "On the right",
            "Towards the right-hand side",
            "At the right of the frame",
        ),
        "ahead": (
            "In the centre of the frame",
            "Directly ahead",
            "In the middle of the picture",
        ),
    }
    for m in plan["mentions"]:
        thing = _thing(m)
        verb = str(pick(rng, ["there is", "one can see", "there appears to be"]))
        sentence = f"{pick(rng, where[m['side']])} {verb} {_an(thing)} {thing}"
        if m["state"]:
            sentence += f", which appears to be {m['state']}"
        parts.append(sentence + ".")
    if plan["quote"]:
        parts.append(
            f'The {plan["quote"]["noun"]} has text on it that reads "{plan["quote"]["text"]}".'
        )
    if plan["vague"]:
        parts.append(str(pick(rng, list(_VAGUE_FLORENCE))))
    if plan["person"]:
        parts.append(f"In the background, {plan['person']} is visible.")
    if place and not named_early:
        hedge = "This is most likely" if place["hedged"] else "This appears to be"
        parts.append(f"{hedge} the {place['words']}.")
    if plan["floor"]:
        parts.append(f"The setting suggests the {plan['floor']['words']}.")
    return " ".join(parts)


def _terse(plan: dict[str, Any], rng: np.random.Generator, outdoor: bool, t: float) -> str:
    bits: list[str] = []
    for m in plan["mentions"]:
        bit = _thing(m)
        if m["state"]:
            bit += f" ({m['state']})"
        if chance(rng, 0.5):
            bit += f" {'l' if m['side'] == 'left' else 'r' if m['side'] == 'right' else 'fwd'}"
        bits.append(bit)
    if plan["quote"]:
        bits.append(f"sign '{plan['quote']['text']}'")
    if plan["vague"]:
        bits.append(str(pick(rng, list(_VAGUE_TERSE))))
    if plan["person"]:
        bits.append("person passing")
    place = plan["place"]
    if place:
        word = place["words"].lower()
        if chance(rng, 0.5):
            bits.insert(0, word)
        else:
            bits.append(word)
    if plan["floor"]:
        bits.append(plan["floor"]["words"].lower())
    sep = str(pick(rng, [". ", "; ", ", "]))
    return sep.join(bits)


def _json(plan: dict[str, Any], rng: np.random.Generator, outdoor: bool, t: float) -> str:
    record: dict[str, Any] = {}
    place = plan["place"]
    if place:
        key = str(pick(rng, ["room", "location", "scene", "area"]))
        value = place["words"]
        if place["style"] == "kind":
            value = f"{value} (unnamed)"
        if place["hedged"]:
            record[f"{key}_guess"] = value
        else:
            record[key] = value
    if plan["floor"]:
        record[str(pick(rng, ["floor", "level"]))] = plan["floor"]["words"]
    if plan["mentions"]:
        key = str(pick(rng, ["objects", "items", "visible"]))
        if chance(rng, 0.5):
            record[key] = [
                _thing(m) + (f" ({m['state']})" if m["state"] else "") for m in plan["mentions"]
            ]
        else:
            record[key] = [
                {
                    "name": m["noun"],
                    **({"colour": m["colour"]} if m["colour"] else {}),
                    **({"state": m["state"]} if m["state"] else {}),
                    "pos": m["side"],
                }
                for m in plan["mentions"]
            ]
    elif plan["vague"]:
        record["objects"] = []
        record["note"] = "no salient objects"
    if plan["quote"]:
        record[str(pick(rng, ["text", "ocr", "sign_text"]))] = plan["quote"]["text"]
    if plan["person"]:
        record["people"] = 1
    record["outdoor"] = outdoor
    text = json.dumps(record)
    roll = float(rng.random())
    if roll < 0.05:
        text = text[:-1]  # the closing brace went missing
    elif roll < 0.09:
        text = text.replace('"', "'")
    elif roll < 0.12:
        text = text[:-1] + ",}"
    elif roll < 0.2:
        text = "```json\n" + text + "\n```"
    return text


def _second(plan: dict[str, Any], rng: np.random.Generator, outdoor: bool, t: float) -> str:
    parts: list[str] = []
    place = plan["place"]
    if place:
        if place["style"] == "kind":
            parts.append(f"You are in what looks like {_an(place['words'])} {place['words']}.")
        elif place["hedged"]:
            parts.append(f"You seem to be in the {place['words']}.")
        else:
            parts.append(
                str(
                    pick(
                        rng,
                        [
                            "You are standing in the {}.",
                            "You have reached the {}.",
                            "You are now in the {}.",
                        ],
                    )
                ).format(place["words"])
            )
    elif chance(rng, 0.3):
        parts.append("You are outside." if outdoor else "You are indoors.")
    if plan["floor"]:
        parts.append(f"This is the {plan['floor']['words']}.")
    where = {
        "left": "To your left",
        "right": "On your right",
        "ahead": "Straight ahead of you",
    }
    for m in plan["mentions"]:
        thing = _thing(m)
        sentence = f"{where[m['side']]} is {_an(thing)} {thing}"
        if m["state"]:
            sentence += f", currently {m['state']}"
        parts.append(sentence + ".")
    if plan["quote"]:
        parts.append(
            f'In front of you the {plan["quote"]["noun"]} reads "{plan["quote"]["text"]}".'
        )
    if plan["vague"]:
        parts.append(str(pick(rng, list(_VAGUE_SECOND))))
    if plan["person"]:
        parts.append(f"Nearby, {plan['person']} walks past you.")
    return " ".join(parts)


def _conf(plan: dict[str, Any], rng: np.random.Generator, outdoor: bool, t: float) -> str:
    fields = [time.strftime("[%H:%M:%S]", time.gmtime(t))]
    place = plan["place"]
    if place:
        p = float(rng.uniform(0.35, 0.7)) if place["hedged"] else float(rng.uniform(0.8, 0.99))
        if place["style"] == "kind":
            fields.append(
                f"loc: unknown, possibly {_an(place['words'])} {place['words']} (p={p:.2f})"
            )
        elif place["hedged"]:
            hedge = str(pick(rng, ["possibly", "maybe", "prob.", "unsure:"]))
            fields.append(f"loc: {hedge} {place['words']} (p={p:.2f})")
        else:
            fields.append(f"loc: {place['words']} (p={p:.2f})")
    if plan["mentions"]:
        items = []
        for m in plan["mentions"]:
            conf = float(rng.uniform(0.3, 0.98))
            item = _thing(m) + ("?" if conf < 0.5 else "")
            if m["state"]:
                item += f" {m['state']}"
            items.append(f"{item}[{conf:.2f}]<{m['side'][0].upper()}>")
        fields.append("obj: " + ", ".join(items))
    elif plan["vague"]:
        fields.append("obj: none")
    if plan["quote"]:
        fields.append(f'ocr: "{plan["quote"]["text"]}"')
    if plan["floor"]:
        fields.append(f"lvl: {plan['floor']['words']}")
    if plan["person"]:
        fields.append("ppl: 1")
    fields.append("env: out" if outdoor else "env: in")
    return " | ".join(fields)


STYLES: dict[str, Callable[[dict[str, Any], np.random.Generator, bool, float], str]] = {
    "florence_detailed": _florence,
    "terse_fragments": _terse,
    "json_like": _json,
    "second_person_narration": _second,
    "confidence_log": _conf,
}


def caption(
    name: str, plan: dict[str, Any], rng: np.random.Generator, outdoor: bool, t: float
) -> str:
    if plan["empty"]:
        return ""
    return STYLES[name](plan, rng, outdoor, t)
