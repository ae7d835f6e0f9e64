"""Four captioner styles that word a caption plan."""

from __future__ import annotations

from typing import Any

import numpy as np

from .model import Family, Frame
from .rng import stream

CAPTIONERS = ("tag_list", "vqa_pairs", "llava_verbose", "robot_diary")


def _a(word: str) -> str:
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def _thing(m: dict[str, Any], article: bool = True) -> str:
    text = m["label"]
    if m["colour"]:
        text = f"{m['colour']} {text}"
    if article:
        text = _a(text)
    if m["state"]:
        text = f"{text} that is {m['state']}"
    return text


def _on_floor(form: str) -> str:
    if form == "upstairs":
        return "upstairs"
    return "on " + (form if form.startswith("level") else "the " + form)


def _named(naming: dict[str, Any]) -> str:
    if naming["mode"] == "kind":
        return naming["form"]
    return ("the " if naming["article"] else "") + naming["form"]


def tag_list(frame: Frame, plan: dict[str, Any], rng: np.random.Generator) -> str:
    tags = []
    for m in plan["mentions"]:
        tag = m["label"] if not m["colour"] else f"{m['colour']} {m['label']}"
        if m["state"]:
            tag += f" ({m['state']})"
        tags.append(tag)
    if plan["hallucination"]:
        tags.append(plan["hallucination"].split(" ", 1)[1])
    naming = plan["place"]
    if naming:
        form = naming["form"]
        if naming["mode"] == "kind":
            form = form.split(" ", 1)[1] if form.startswith(("a ", "an ")) else form
        tags.append(form + ("?" if naming["hedged"] else ""))
    if plan["floor"]:
        tags.append(plan["floor"]["form"])
    if plan["quote"]:
        tags.append(f'text "{plan["quote"]["text"]}"')
    if plan["bystander"]:
        tags.append("person")
    tags.append("outdoor" if plan["outdoor"] else "indoor")
    order = rng.permutation(len(tags) - 1)
    return ", ".join([tags[int(i)] for i in order] + [tags[-1]])


def vqa_pairs(frame: Frame, plan: dict[str, Any], rng: np.random.Generator) -> str:
    parts = []
    naming = plan["place"]
    if naming:
        ans = _named(naming)
        if naming["mode"] == "kind":
            ans = "it looks like " + ans
        elif naming["hedged"]:
            ans = "probably " + ans
        parts.append(f"Q: Which room is this? A: {ans}.")
    elif rng.random() < 0.4:
        parts.append(
            "Q: Which room is this? A: "
            + ("somewhere outside." if plan["outdoor"] else "hard to tell.")
        )
    if plan["mentions"]:
        items = ", ".join(_thing(m) for m in plan["mentions"])
        parts.append(f"Q: What objects are visible? A: {items}.")
    elif rng.random() < 0.5:
        parts.append("Q: What objects are visible? A: nothing notable.")
    if plan["quote"]:
        parts.append(f'Q: Is there any readable text? A: yes, "{plan["quote"]["text"]}".')
    if plan["floor"]:
        parts.append(f"Q: Which floor? A: {plan['floor']['form']}.")
    if plan["bystander"]:
        parts.append(f"Q: Are there people? A: yes, {plan['bystander']}.")
    if not parts:
        parts.append(
            "Q: Describe the scene. A: "
            + ("an open outdoor area." if plan["outdoor"] else "an indoor space.")
        )
    return " ".join(parts)


def llava_verbose(frame: Frame, plan: dict[str, Any], rng: np.random.Generator) -> str:
    naming = plan["place"]
    if naming:
        where = _named(naming)
        if naming["mode"] != "kind" and naming["hedged"]:
            where = "what appears to be " + where
        opening = f"The image shows {where}"
    else:
        opening = "The image shows " + (
            "an outdoor scene" if plan["outdoor"] else "an indoor scene"
        )
    sentences = [opening + (", viewed from a low angle." if rng.random() < 0.5 else ".")]
    mentions = plan["mentions"]
    for i, m in enumerate(mentions):
        thing = _thing(m)
        if i == 0:
            where = {
                "ahead": "In the centre of the frame",
                "left": "On the left side",
                "right": "On the right side",
            }[m["side"]]
            sentences.append(f"{where} there is {thing}.")
        else:
            prev = _thing(mentions[i - 1], article=False).split(" that is ")[0]
            rel = {"left": "to the left of", "right": "to the right of", "ahead": "near"}[m["side"]]
            if m["range"] > mentions[i - 1]["range"] + 3:
                rel = "behind"
            sentences.append(f"{thing[0].upper()}{thing[1:]} can be seen {rel} the {prev}.")
    if plan["hallucination"]:
        sentences.append(f"There also appears to be {plan['hallucination']} in the background.")
    if plan["quote"]:
        sentences.append(f'A sign in view reads "{plan["quote"]["text"]}".')
    if plan["floor"]:
        sentences.append(f"The camera seems to be {_on_floor(plan['floor']['form'])}.")
    if plan["bystander"]:
        sentences.append(f"{plan['bystander'][0].upper()}{plan['bystander'][1:]} can be seen.")
    sentences.append("The lighting is " + ("natural." if plan["outdoor"] else "bright and even."))
    return " ".join(sentences)


_MOTION = {
    "walking": "You are rolling past",
    "turning": "You turn and notice",
    "stopped": "You stop and look at",
    "lift": "You ride the lift; through the doors you glimpse",
    "lift_doors": "You wait for the lift doors, facing",
    "stairs": "You climb the stairs and see",
}


_IDLE = {
    "walking": "You roll along",
    "turning": "You turn on the spot",
    "stopped": "You pause for a moment",
    "lift": "You ride the lift",
    "lift_doors": "You wait for the lift doors",
    "stairs": "You climb the stairs",
}


def robot_diary(frame: Frame, plan: dict[str, Any], rng: np.random.Generator) -> str:
    naming = plan["place"]
    lead = _MOTION.get(plan["motion"], "You see")
    mentions = plan["mentions"]
    if mentions:
        sentence = f"{lead} {_thing(mentions[0])}"
    else:
        sentence = _IDLE.get(plan["motion"], "You carry on")
    if naming:
        where = _named(naming)
        if naming["mode"] == "kind":
            sentence += f" in {where}"
        elif naming["hedged"]:
            sentence += f" in what looks like {where}"
        else:
            sentence += f" in {where}"
    sentences = [sentence + "."]
    for m in mentions[1:]:
        side = {"left": "To your left", "right": "To your right", "ahead": "Straight ahead"}
        sentences.append(f"{side[m['side']]}: {_thing(m)}.")
    if plan["quote"]:
        sentences.append(f'You read a sign: "{plan["quote"]["text"]}".')
    if plan["floor"]:
        sentences.append(f"You are {_on_floor(plan['floor']['form'])}.")
    if plan["bystander"]:
        sentences.append(f"You give way to {plan['bystander']}.")
    return " ".join(sentences)


STYLES = {
    "tag_list": tag_list,
    "vqa_pairs": vqa_pairs,
    "llava_verbose": llava_verbose,
    "robot_diary": robot_diary,
}


def caption(fam: Family, frame: Frame, seed: int, captioner: str) -> str:
    if frame.plan.get("empty"):
        return ""
    rng = stream(fam.key, seed, "captioner", captioner, frame.index)
    return STYLES[captioner](frame, frame.plan, rng)
