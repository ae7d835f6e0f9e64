"""The four captioners' surface forms: a hedging paragraph, second-person directions, a dense
region list with pixel boxes, and a terse OCR-first line."""

from __future__ import annotations

import numpy as np

from .model import IMAGE_H_PX, IMAGE_W_PX, FamilySpec, number_word, with_article
from .plans import Mention, Plan
from .rng import chance, pick

LLAVA_OPEN = (
    "The image shows {scene}.",
    "This photo captures {scene}.",
    "In this picture we can see {scene}.",
    "The scene depicts {scene}.",
)
LLAVA_CLOSE = (
    "The overall atmosphere is calm and orderly.",
    "Nothing unusual stands out in the scene.",
    "The lighting is even and artificial.",
    "The space seems well maintained.",
    "It is difficult to make out finer details.",
)
LLAVA_SPOTS = (
    "In the foreground there is {np}.",
    "Towards the left side, {hedge}{np} can be seen.",
    "Further back, there appears to be {np}.",
    "On the right, {hedge}{np} is visible.",
    "Near the centre of the frame stands {np}.",
)
LLAVA_SPOTS_PLURAL = (
    "In the foreground there are {np}.",
    "Towards the left side, {hedge}{np} can be seen.",
    "Further back, there appear to be {np}.",
    "On the right, {hedge}{np} are visible.",
    "Near the centre of the frame stand {np}.",
)
LLAVA_HEDGE = ("what appears to be ", "possibly ", "what looks like ", "")
LLAVA_PLACE_HEDGED = (
    "It appears to be {form}.",
    "This could possibly be {form}.",
    "The setting suggests that this is {form}, although it is hard to be certain.",
    "Judging by the surroundings, it may be {form}.",
)
LLAVA_PLACE = ("This is {form}.", "The location is {form}.")
LLAVA_KIND = ("The setting looks like {form}.", "It seems to be {form}.")
SECOND_CLOSE = (
    "Keep going straight.",
    "Turn slowly to scan the area.",
    "Slow down here.",
    "Hold your position for a moment.",
    "Continue at walking pace.",
)
DENSE_SCENE = "full view"


def _np(m: Mention, article: bool = True) -> str:
    core = (f"{m.colour} " if m.colour else "") + m.word
    text = with_article(core) if article else core
    if m.state:
        text += f", which looks {m.state}"
    return text


def _groups(plan: Plan) -> list[list[Mention]]:
    out: list[list[Mention]] = []
    seen: dict[int, list[Mention]] = {}
    for m in plan.mentions:
        if m.gid:
            if m.gid not in seen:
                seen[m.gid] = []
                out.append(seen[m.gid])
            seen[m.gid].append(m)
        else:
            out.append([m])
    return out


def _group_np(group: list[Mention]) -> str:
    if len(group) == 1:
        return _np(group[0])
    return f"{number_word(len(group))} {group[0].word}"


def _direction(bearing: float) -> str:
    if abs(bearing) < 0.25:
        return "ahead of you"
    if bearing > 0:
        return "on your left" if bearing < 0.8 else "to your far left"
    return "on your right" if bearing > -0.8 else "to your far right"


def _px(box: tuple[float, float, float, float]) -> str:
    x0, y0, x1, y1 = box
    return (
        f"[{round(x0 * IMAGE_W_PX)}, {round(y0 * IMAGE_H_PX)}, "
        f"{round(x1 * IMAGE_W_PX)}, {round(y1 * IMAGE_H_PX)}]"
    )


def llava_paragraph(rng: np.random.Generator, plan: Plan, spec: FamilySpec) -> str:
    if plan.empty:
        return ""
    naming = plan.naming
    scene = pick(rng, spec.scene_words)
    parts = [pick(rng, LLAVA_OPEN).format(scene=scene)]
    groups = _groups(plan)
    split = (len(groups) + 1) // 2
    spots = list(LLAVA_SPOTS)
    order = [int(i) for i in rng.permutation(len(spots))]

    def add_groups(chunk: list[list[Mention]], start: int) -> None:
        for k, group in enumerate(chunk):
            pool = spots if len(group) == 1 else list(LLAVA_SPOTS_PLURAL)
            template = pool[order[(start + k) % len(pool)]]
            hedge = pick(rng, LLAVA_HEDGE) if "{hedge}" in template else ""
            text = template.format(np=_group_np(group), hedge=hedge)
            parts.append(text[0].upper() + text[1:])

    add_groups(groups[:split], 0)
    place_bits: list[str] = []
    if naming is not None:
        if naming.mode == "kind":
            place_bits.append(pick(rng, LLAVA_KIND).format(form=naming.form))
        elif naming.hedged:
            place_bits.append(pick(rng, LLAVA_PLACE_HEDGED).format(form=naming.form))
        else:
            place_bits.append(pick(rng, LLAVA_PLACE).format(form=naming.form))
    if plan.level is not None:
        place_bits.append(
            f"It might be on the {plan.level.form}."
            if not plan.level.form.lower().startswith("level")
            else f"It might be on {plan.level.form}."
        )
    parts.extend(place_bits)
    add_groups(groups[split:], split)
    for quote in plan.quotes:
        parts.append(
            pick(
                rng,
                (
                    'A sign in the background appears to read "{t}".',
                    'There is some text that seems to say "{t}".',
                    'Some lettering nearby reads "{t}".',
                ),
            ).format(t=quote.text)
        )
    if plan.hallucination:
        parts.append(f"There may also be {plan.hallucination} partly hidden near the edge.")
    if plan.bystander:
        text = f"{plan.bystander} is visible nearby."
        parts.append(text[0].upper() + text[1:])
    parts.append(pick(rng, LLAVA_CLOSE))
    return " ".join(parts)


def second_person(rng: np.random.Generator, plan: Plan, spec: FamilySpec) -> str:
    if plan.empty:
        return ""
    parts: list[str] = []
    naming = plan.naming
    if naming is not None:
        if naming.mode == "kind":
            parts.append(f"You are in {naming.form}.")
        elif naming.mode == "stale":
            parts.append(f"You are still in {naming.form}.")
        elif naming.hedged:
            parts.append(f"You seem to be in {naming.form}.")
        else:
            parts.append(f"You are in {naming.form}.")
    if plan.level is not None:
        form = plan.level.form
        parts.append(
            f"You are on {form}." if form.lower().startswith("level") else f"You are on the {form}."
        )
    for group in _groups(plan):
        where = _direction(group[0].bearing)
        if len(group) == 1:
            parts.append(f"{where[0].upper()}{where[1:]} is {_np(group[0])}.")
        else:
            parts.append(f"{where[0].upper()}{where[1:]} you can see {_group_np(group)}.")
    for quote in plan.quotes:
        parts.append(f'The sign {_direction(quote.bearing)} reads "{quote.text}".')
    if plan.hallucination:
        parts.append(f"Watch out for {plan.hallucination} {_direction(float(rng.normal()))}.")
    if plan.bystander:
        parts.append(f"Someone is close by: {plan.bystander}.")
    if not parts or chance(rng, 0.6):
        parts.append(pick(rng, SECOND_CLOSE))
    return " ".join(parts)


def dense_regions(rng: np.random.Generator, plan: Plan, spec: FamilySpec, surface: str) -> str:
    if plan.empty:
        return ""
    items: list[str] = []
    quoted = {q.inst: q for q in plan.quotes}
    for m in plan.mentions:
        core = (f"{m.colour} " if m.colour else "") + m.word
        if m.state:
            core += f", {m.state}"
        q = quoted.pop(m.inst, None)
        if q is not None:
            core += f' reading "{q.text}"'
        items.append(f"{core} {_px(m.box)}")
    for q in quoted.values():
        items.append(f'text "{q.text}" {_px(q.box)}')
    if plan.naming is not None:
        if plan.naming.mode == "kind":
            items.append(f"{plan.naming.form} [0, 0, {IMAGE_W_PX}, {IMAGE_H_PX}]")
        else:
            items.append(f"view of {plan.naming.form} [0, 0, {IMAGE_W_PX}, {IMAGE_H_PX}]")
    if plan.hallucination:
        word = plan.hallucination.split(" ", 1)[1]
        x0, y0 = int(rng.integers(0, 1000)), int(rng.integers(100, 700))
        items.append(
            f"{word} [{x0}, {y0}, {x0 + int(rng.integers(40, 250))}, "
            f"{y0 + int(rng.integers(40, 250))}]"
        )
    if plan.bystander:
        x0 = int(rng.integers(0, 1100))
        items.append(f"{plan.bystander.split(' ', 1)[1]} [{x0}, 260, {x0 + 140}, 900]")
    if not items or chance(rng, 0.6):
        items.append(f"{surface} [0, {int(rng.integers(600, 720))}, {IMAGE_W_PX}, {IMAGE_H_PX}]")
    return "; ".join(items)


def ocr_terse(rng: np.random.Generator, plan: Plan, spec: FamilySpec) -> str:
    if plan.empty:
        return ""
    segs: list[str] = []
    if plan.quotes:
        if len(plan.quotes) == 1 and chance(rng, 0.5):
            segs.append(f'sign reads "{plan.quotes[0].text}"')
        else:
            segs.append("ocr: " + " ".join(f'"{q.text}"' for q in plan.quotes))
    elif chance(rng, 0.3) or not (plan.mentions or plan.naming or plan.level or plan.hallucination):
        segs.append("ocr: none")
    things: list[str] = []
    for group in _groups(plan):
        m = group[0]
        if len(group) > 1:
            things.append(f"{len(group)} {m.word}")
        else:
            core = (f"{m.colour} " if m.colour else "") + m.word
            if m.state:
                core += f" ({m.state})"
            things.append(core)
    if plan.hallucination:
        things.append(plan.hallucination.split(" ", 1)[1])
    if things:
        segs.append(", ".join(things))
    if plan.naming is not None:
        segs.append(plan.naming.form)
    if plan.level is not None:
        segs.append(plan.level.form)
    return " | ".join(segs)


def render(
    captioner: str, rng: np.random.Generator, plan: Plan, spec: FamilySpec, surface: str
) -> str:
    if captioner == "llava_paragraph":
        return llava_paragraph(rng, plan, spec)
    if captioner == "second_person":
        return second_person(rng, plan, spec)
    if captioner == "dense_regions":
        return dense_regions(rng, plan, spec, surface)
    if captioner == "ocr_terse":
        return ocr_terse(rng, plan, spec)
    raise ValueError(f"unknown captioner {captioner!r}")
