"""How each captioner words a plan (four styles, each with its own failure modes)."""

from __future__ import annotations

import numpy as np

from .model import ClassSpec, FamilySpec, Instance
from .plans import FrameCtx

NUM = {1: "a", 2: "two"}


def _thing(m: dict, classes: dict[str, ClassSpec], insts: dict[str, Instance]) -> str:
    word = m["word"]
    if m["count"] == 2:
        word = classes[insts[m["inst"]].cls].plural
    return f"{m['colour']} {word}".strip()


def _article(phrase: str) -> str:
    return ("an " if phrase[:1].lower() in "aeiou" else "a ") + phrase


def render(
    rng: np.random.Generator,
    captioner: str,
    plan: dict,
    ctx: FrameCtx,
    spec: FamilySpec,
    classes: dict[str, ClassSpec],
    insts: dict[str, Instance],
) -> str:
    fn = {"tag_scene": _tags, "florence_para": _florence, "robot_log": _log, "speech_uk": _speech}[
        captioner
    ]
    return fn(rng, plan, ctx, spec, classes, insts)


def _scene(rng: np.random.Generator, spec: FamilySpec) -> str:
    return spec.scene_words[int(rng.integers(len(spec.scene_words)))]


def _tags(rng, plan, ctx, spec, classes, insts) -> str:
    tags = [
        f"{_thing(m, classes, insts)} ({rng.uniform(0.42, 0.97):.2f})" for m in plan["mentions"]
    ]
    if plan["hallucination"]:
        tags.append(f"{plan['hallucination']} ({rng.uniform(0.21, 0.4):.2f})")
    parts = ["tags: " + (", ".join(tags) if tags else "none")]
    if plan["quotes"]:
        parts.append("ocr: " + " ".join(f'"{q["written"]}"' for q in plan["quotes"]))
    naming = plan["naming"]
    scene = naming["text"] if naming else _scene(rng, spec)
    if plan["floor"]:
        scene += f" ({plan['floor']['text']})"
    parts.append("scene: " + scene)
    return " | ".join(parts)


def _florence(rng, plan, ctx, spec, classes, insts) -> str:
    naming = plan["naming"]
    opening = naming["text"] if naming and naming["mode"] == "kind" else _scene(rng, spec)
    out = [f"The image shows {opening}."]
    for m in plan["mentions"]:
        thing = _thing(m, classes, insts)
        verb = "are" if m["count"] == 2 else "is"
        thing = thing if m["count"] == 2 else _article(thing)
        if m["said_side"] == "centre":
            out.append(f"In the middle of the picture there {verb} {thing}.")
        else:
            out.append(f"On the {m['said_side']} side there {verb} {thing}.")
    if plan["hallucination"]:
        out.append(f"In the background there is {_article(plan['hallucination'])}.")
    for q in plan["quotes"]:
        out.append(f'A sign in the image reads "{q["written"]}".')
    if naming and naming["mode"] in ("proper", "wrong"):
        out.append(f"The location appears to be the {naming['text']}.")
    if plan["floor"]:
        out.append(f"It seems to be on the {plan['floor']['text']}.")
    return " ".join(out)


def _log(rng, plan, ctx, spec, classes, insts) -> str:
    el = int(ctx.t - ctx.t0)
    stamp = f"[T+{el // 60:02d}:{el % 60:02d}]"
    naming = plan["naming"]
    events = []
    if plan["floor"]:
        events.append(f"floor {plan['floor']['text']}")
    if naming and naming["mode"] == "proper":
        events.append(f"entered {naming['text']}")
    elif naming:
        events.append(f"goal {naming['text']}")
    if not events:
        events.append("lift" if ctx.level is None else ("patrol" if ctx.moving else "idle"))
    seen = [_thing(m, classes, insts) for m in plan["mentions"]]
    if plan["hallucination"]:
        seen.append(plan["hallucination"])
    parts = [f"{stamp} {'; '.join(events)}", "seen: " + (", ".join(seen) if seen else "-")]
    if plan["quotes"]:
        parts.append("text: " + ", ".join(f'"{q["written"]}"' for q in plan["quotes"]))
    return " | ".join(parts)


FILLERS = ("um, ", "er, ", "so ", "okay so ", "right, ", "")


def _speech(rng, plan, ctx, spec, classes, insts) -> str:
    def fill() -> str:
        return FILLERS[int(rng.integers(len(FILLERS)))]

    bits = []
    if ctx.level is None:
        bits.append(f"{fill()}in the lift now, going {'up' if ctx.dz > 0 else 'down'}")
    for i, m in enumerate(plan["mentions"]):
        thing = _thing(m, classes, insts)
        lead = "there's" if i == 0 else "and"
        if rng.random() < 0.3:
            first = thing.split(" ")[0]
            bits.append(f"{fill()}{lead} a, a {first}-- {_article(thing)}")
        else:
            bits.append(f"{fill()}{lead} {_article(thing)}")
    if plan["hallucination"]:
        bits.append(f"{fill()}maybe {_article(plan['hallucination'])} over there")
    naming = plan["naming"]
    if naming and naming["mode"] == "kind":
        bits.append(f"{fill()}looks like {naming['text']}")
    elif naming:
        said = naming["text"].lower()
        bits.append(f"{fill()}i think this is {said if said.startswith('the ') else 'the ' + said}")
    for q in plan["quotes"]:
        bits.append(f'{fill()}the sign says "{q["written"]}"')
    if plan["floor"]:
        bits.append(f"{fill()}we're on the {plan['floor']['text']}")
    if not bits:
        bits.append(fill() + ("nothing much here" if rng.random() < 0.5 else "hmm, quiet"))
    return _lower_outside_quotes(", ".join(bits))


def _lower_outside_quotes(text: str) -> str:
    parts = text.split('"')
    return '"'.join(p if i % 2 else p.lower() for i, p in enumerate(parts))
