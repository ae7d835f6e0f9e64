"""How each captioner words its plan (Florence-style paragraphs, dense regions, a narrator of
the robot's own motion, a hedging VLM)."""

from __future__ import annotations

from typing import Any

import numpy as np

from .layout import Layout
from .model import ClassSpec, Instance

ATMOSPHERE = ("busy and functional", "calm and orderly", "bright and spacious", "quiet")


def article(phrase: str) -> str:
    return ("an " if phrase[:1].lower() in "aeiou" else "a ") + phrase


def plural(word: str) -> str:
    if " of " in word:
        head, tail = word.split(" of ", 1)
        return f"{plural(head)} of {tail}"
    if word.endswith(("s", "x", "ch", "sh")):
        return word + "es"
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"


def phrase_of(m: dict[str, Any]) -> str:
    """The exact words a mention is said with (stored as ``said``)."""
    word = m["word"] if m["count"] == 1 else plural(m["word"])
    if m["colour"]:
        word = f"{m['colour']} {word}"
    return word if m["count"] == 1 else f"two {word}"


def with_article(m: dict[str, Any]) -> str:
    said = m["said"]
    return said if m["count"] != 1 else article(said)


def render(
    rng: np.random.Generator,
    captioner: str,
    plan: dict[str, Any],
    layout: Layout,
    by_id: dict[str, Instance],
    classes: dict[str, ClassSpec],
) -> str:
    for m in plan["mentions"]:
        m["said"] = phrase_of(m)
    if captioner == "florence_detailed":
        return _florence(rng, plan)
    if captioner == "dense_regions":
        return _dense(plan)
    if captioner == "action_narrator":
        return _narrator(rng, plan)
    return _hedging(rng, plan)


def _quote_sentence(plan: dict[str, Any], lead: str) -> str:
    quote = plan["quote"]
    return f'{lead} "{quote["written"]}".' if quote else ""


def _florence(rng: np.random.Generator, plan: dict[str, Any]) -> str:
    naming = plan["naming"]
    scene = naming["form"] if naming and naming["kind"] == "kind" else "an indoor space"
    parts = [f"The image shows {scene}."]
    for k, m in enumerate(plan["mentions"]):
        thing = with_article(m)
        verb = "are" if m["count"] != 1 else "is"
        if m["side"] == "left":
            parts.append(f"On the left side of the image, there {verb} {thing}.")
        elif m["side"] == "right":
            parts.append(f"To the right, {thing} can be seen.")
        elif k == 0:
            parts.append(f"In the foreground, there {verb} {thing}.")
        else:
            parts.append(f"In the background, there {verb} {thing}.")
    if plan["quote"]:
        parts.append(_quote_sentence(plan, "A sign in the image reads"))
    if naming and naming["kind"] in ("proper", "wrong"):
        parts.append(f"The location appears to be the {naming['form']}.")
    if plan["halluc"]:
        parts.append(f"There is also {plan['halluc']} near the edge of the frame.")
    mood = ATMOSPHERE[int(rng.integers(len(ATMOSPHERE)))]
    parts.append(f"The overall atmosphere of the image is {mood}.")
    return " ".join(parts)


def _dense(plan: dict[str, Any]) -> str:
    items = [m["said"] for m in plan["mentions"]]
    if plan["quote"]:
        items.append(f'text "{plan["quote"]["written"]}"')
    if plan["naming"] and plan["naming"]["kind"] == "kind":
        items.append(plan["naming"]["form"])
    if plan["halluc"]:
        items.append(plan["halluc"].split(" ", 1)[1])
    return "regions: " + (" | ".join(items) if items else "blurred background")


def _narrator(rng: np.random.Generator, plan: dict[str, Any]) -> str:
    motion = plan["motion"]
    ms = plan["mentions"]
    naming = plan["naming"]
    where = ""
    if naming and naming["kind"] == "proper":
        where = f" in the {naming['form']}"
    if motion == "lift":
        parts = ["Riding up or down between floors."]
    elif motion == "moving":
        if ms:
            parts = [
                f"Moving past {with_article(ms[0])} on my {ms[0]['side']}{where}."
                if ms[0]["side"] != "ahead"
                else f"Driving forward{where}, {with_article(ms[0])} straight ahead."
            ]
        else:
            parts = [f"Driving on{where}."]
    elif motion == "turning":
        lead = f"Turning on the spot{where}"
        parts = [f"{lead}; {with_article(ms[0])} comes into view." if ms else f"{lead}."]
    else:
        lead = f"Stopped{where}"
        parts = [f"{lead}, {with_article(ms[0])} in front of me." if ms else f"{lead}."]
    for m in ms[1:]:
        parts.append(
            f"Also {with_article(m)} to the {m['side']}."
            if m["side"] != "ahead"
            else f"Also {with_article(m)} ahead."
        )
    if naming and naming["kind"] == "goal":
        parts.append(f"Heading for the {naming['form']}.")
    if plan["floor"]:
        parts.append(f"Arrived on the {plan['floor']['form']}.")
    if plan["quote"]:
        parts.append(_quote_sentence(plan, "Sign reads"))
    if plan["halluc"]:
        parts.append(f"Maybe {plan['halluc']} nearby.")
    return " ".join(parts)


def _hedging(rng: np.random.Generator, plan: dict[str, Any]) -> str:
    naming = plan["naming"]
    parts: list[str] = []
    if naming and naming["kind"] in ("proper", "wrong"):
        parts.append(f"This appears to be {naming['form']}, though I am not certain.")
    elif naming and naming["kind"] == "kind":
        parts.append(f"This appears to be {naming['form']}.")
    else:
        parts.append("The picture is a little unclear.")
    sure = [m for m in plan["mentions"] if m["kind"] != "hedge"]
    unsure = [m for m in plan["mentions"] if m["kind"] == "hedge"]
    if sure:
        listed = ", ".join(with_article(m) for m in sure)
        parts.append(f"There seems to be {listed}.")
    for m in unsure:
        parts.append(f"There is what might be {article(m['said'])}, possibly.")
    if plan["quote"]:
        parts.append(_quote_sentence(plan, "Some text seems to read"))
    if plan["halluc"]:
        parts.append(f"I think there may also be {plan['halluc']}.")
    return " ".join(parts)
