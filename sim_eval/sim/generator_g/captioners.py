"""Five caption styles rendering the same per-frame plan in different words.

Every style renders the plan's named place, its core mentions (with their colours), any sign
text and any ride; styles differ in wording, in how many extra mentions they keep, and in
small style-specific slips (left/right swaps, vague counts)."""

from __future__ import annotations

from .perception import Group, Plan
from .rng import choice, stream
from .text import a, cap, count_phrase, join, with_attr


def _np(g: Group, rng, counted=True) -> str:
    noun = with_attr(g.colour, g.noun)
    if not counted and g.count > 1:
        return choice(rng, ["several ", "some ", "a few "]) + _plural(noun)
    return count_phrase(g.count, noun)


def _plural(noun):
    from .text import plural

    return plural(noun)


def _is_are(g: Group) -> str:
    from .text import is_plural_noun

    return "is" if g.count == 1 and not is_plural_noun(g.noun) else "are"


def _core(plan: Plan):
    return [g for g in plan.groups if g.core]


def _extras(plan: Plan):
    return [g for g in plan.groups if not g.core]


def _side(g: Group, rng, swap_p=0.0):
    side = g.side
    if side in ("left", "right") and rng.random() < swap_p:
        side = "right" if side == "left" else "left"
    return side


def _ride_phrase(plan: Plan, rng, style: str) -> str:
    r = plan.ride
    assert r is not None  # called only when plan.ride is set
    dirn = r["direction"]
    dest = r["dest"]
    tail = ""
    if dirn:
        tail = f" going {dirn}" + (f" to {dest}" if dest and rng.random() < 0.6 else "")
    if style == "log":
        verb = {
            "lift": "riding",
            "escalator": "riding",
            "stairs": "taking",
            "ramp": "driving up" if dirn == "up" else "driving along",
        }[r["kind"]]
        if r["kind"] == "ramp":
            return f"I am {verb} {r['name']}" + (
                f" to {dest}" if dest and dirn == "up" and rng.random() < 0.4 else ""
            )
        return f"I am {verb} {r['name']}{tail}"
    return f"{r['name']}{tail}"


# ---------------------------------------------------------------- terse
def terse(plan: Plan, rng) -> str:
    core = _core(plan)
    extras = _extras(plan)
    keep = core + (extras[:1] if extras and rng.random() < 0.5 else [])
    things = join([_np(g, rng) for g in keep])
    parts = []
    if plan.ride:
        parts.append(cap(_ride_phrase(plan, rng, "t")) + (f", {things}" if things else "") + ".")
    elif plan.explicit:
        where = plan.explicit + (f", {plan.floor_name}" if plan.floor_name else "")
        form = int(rng.integers(4))
        if not things:
            parts.append(cap(where) + ".")
        elif form == 0:
            parts.append(f"{cap(where)}: {things}.")
        elif form == 1:
            parts.append(f"{cap(things)} in {where}.")
        elif form == 2:
            parts.append(f"{cap(where)} with {things}.")
        else:
            parts.append(f"View of {where}; {things}.")
    else:
        scene = plan.implicit or a(plan.scene_word)
        if things:
            parts.append(
                f"{cap(scene)} with {things}." if rng.random() < 0.6 else f"{cap(things)}."
            )
        else:
            parts.append(f"{cap(scene)}.")
    if plan.sign:
        parts.append(f'{cap(plan.sign["noun"])}: "{plan.sign["text"]}".')
    return " ".join(parts)


# ---------------------------------------------------------------- verbose VLM (LLaVA-like)
def verbose_vlm(plan: Plan, rng) -> str:
    s = []
    opener = choice(
        rng,
        [
            "In this image, we can see",
            "In this picture, we can see",
            "This image shows",
            "In the image, there is",
        ],
    )
    if plan.ride:
        s.append(f"{opener} a view from {_ride_phrase(plan, rng, 'v')}.")
    elif plan.explicit:
        fl = f" on {plan.floor_name}" if plan.floor_name else ""
        s.append(
            choice(
                rng,
                [
                    f"{opener} {plan.explicit}{fl}.",
                    f"This picture appears to be taken in {plan.explicit}{fl}.",
                    f"{opener} the inside of {plan.explicit}{fl}."
                    if plan.place_kind != "outdoor"
                    else f"{opener} {plan.explicit}{fl} outdoors.",
                ],
            )
        )
    else:
        if plan.outdoor:
            s.append(
                f"{opener} an outdoor area" + (f" with {plan.implicit}." if plan.implicit else ".")
            )
        else:
            s.append(
                f"{opener} an indoor space that looks like {a(plan.scene_word)}"
                + (f", with {plan.implicit}." if plan.implicit else ".")
            )
    for g in plan.groups:
        side = _side(g, rng, 0.06)
        np_ = _np(g, rng, counted=rng.random() < 0.8 or g.core)
        act = f", {g.activity}" if g.activity and rng.random() < 0.7 else ""
        if g.dist > 12 and not g.core:
            s.append(f"In the background, there {_is_are(g)} {np_}{act}.")
        elif side == "centre":
            s.append(
                choice(
                    rng,
                    [
                        f"In the middle of the image, there {_is_are(g)} {np_}{act}.",
                        f"In front, we can see {np_}{act}.",
                    ],
                )
            )
        else:
            s.append(
                choice(
                    rng,
                    [
                        f"On the {side} side of the image, there {_is_are(g)} {np_}{act}.",
                        f"To the {side}, we can see {np_}{act}.",
                    ],
                )
            )
    if plan.sign:
        s.append(
            f"We can also see {a(plan.sign['noun'])} "
            f'with the text "{plan.sign["text"]}" written on it.'
        )
    if rng.random() < 0.5:
        s.append(
            "At the top of the image, we can see the sky."
            if plan.outdoor
            else choice(
                rng,
                [
                    "At the top of the image, there are ceiling lights.",
                    "We can see the floor at the bottom of the image.",
                    "In the background, there is a wall.",
                ],
            )
        )
    return " ".join(s)


# ---------------------------------------------------------------- Florence-2-like detailed caption
def florence(plan: Plan, rng) -> str:
    core = _core(plan)
    extras = _extras(plan)
    keep = core + extras[: int(rng.integers(0, 3))]
    s = []
    things = join([_np(g, rng) for g in keep])
    if plan.ride:
        s.append(
            f"The image shows {_ride_phrase(plan, rng, 'f')}"
            + (f", with {things} nearby." if things else ".")
        )
    elif plan.explicit:
        fl = f" on {plan.floor_name}" if plan.floor_name else ""
        if things:
            s.append(
                choice(
                    rng,
                    [
                        f"The image shows {plan.explicit}{fl} with {things}.",
                        f"The image shows {things} in {plan.explicit}{fl}.",
                    ],
                )
            )
        else:
            s.append(f"The image shows {plan.explicit}{fl}.")
    else:
        scene = plan.implicit or a(plan.scene_word)
        s.append(f"The image shows {scene}" + (f" with {things}." if things else "."))
    lead = [g for g in keep if g.side in ("left", "right")]
    if lead and rng.random() < 0.6:
        g = lead[0]
        s.append(
            f"On the {_side(g, rng, 0.05)} side of the image, there {_is_are(g)} {_np(g, rng)}"
            + (f" {g.activity}." if g.activity else ".")
        )
    if plan.sign:
        s.append(
            choice(
                rng,
                [
                    f'There is {a(plan.sign["noun"])} that reads "{plan.sign["text"]}".',
                    f'{cap(a(plan.sign["noun"]))} says "{plan.sign["text"]}".',
                ],
            )
        )
    if rng.random() < 0.3:
        s.append(
            "The sky is visible above."
            if plan.outdoor
            else "The floor is clean and the lighting is bright."
        )
    return " ".join(s)


# ------------------------------------------------------- robot log (ReMEmbR-like narration)
def robot_log(plan: Plan, rng) -> str:
    s = []
    moving = plan.speed > 0.25
    if plan.ride:
        s.append(_ride_phrase(plan, rng, "log") + ".")
    else:
        where = (
            plan.explicit
            or (plan.implicit and f"an area with {plan.implicit}")
            or a(plan.scene_word)
        )
        if plan.motion == "liftwait":
            s.append(
                f"I am waiting for the lift in {where}."
                if plan.explicit
                else "I am waiting for the lift."
            )
        elif plan.motion in ("turn", "look"):
            s.append(
                choice(
                    rng,
                    [
                        f"I am turning around in {where}.",
                        f"I am looking around {where}.",
                        f"I'm rotating in place in {where}.",
                    ],
                )
            )
        elif moving:
            s.append(
                choice(
                    rng,
                    [
                        f"I am driving through {where}.",
                        f"I am moving along {where}.",
                        f"I am heading across {where}.",
                    ],
                )
            )
        else:
            s.append(
                choice(
                    rng,
                    [
                        f"I am stopped in {where}.",
                        f"I have paused in {where}.",
                        f"I am standing still in {where}.",
                    ],
                )
            )
        if plan.floor_name:
            s.append(f"This is {plan.floor_name}.")
    for g in _core(plan) + _extras(plan)[:2]:
        side = _side(g, rng, 0.04)
        loc = "ahead of me" if side == "centre" else f"on my {side}"
        verb = "passing" if moving and rng.random() < 0.5 else "see"
        act = f" that is {g.activity}" if g.activity and g.count == 1 and rng.random() < 0.5 else ""
        s.append(
            f"I am passing {_np(g, rng)}{act} {loc}."
            if verb == "passing"
            else f"I see {_np(g, rng)}{act} {loc}."
        )
    if plan.sign:
        s.append(f'I can read {a(plan.sign["noun"])} saying "{plan.sign["text"]}".')
    return " ".join(s)


# ---------------------------------------------------------------- labels only
def labels_only(plan: Plan, rng) -> str:
    bits = []
    if plan.ride:
        bits.append(_ride_phrase(plan, rng, "l"))
    elif plan.explicit:
        bits.append(
            plan.explicit.replace("the ", "", 1)
            if plan.explicit.startswith("the ")
            else plan.explicit
        )
        if plan.floor_name:
            bits.append(plan.floor_name)
    elif rng.random() < 0.7:
        bits.append(plan.scene_word)
    things = []
    for g in _core(plan) + [g for g in _extras(plan) if rng.random() < 0.5]:
        noun = with_attr(g.colour, g.noun)
        things.append(noun if g.count == 1 else f"{g.count} x {noun}")
    if things:
        bits.append(", ".join(things))
    if plan.sign:
        bits.append(f'{plan.sign["noun"]}: "{plan.sign["text"]}"')
    return "; ".join(bits) if bits else plan.scene_word


STYLES = {
    "terse": terse,
    "verbose_vlm": verbose_vlm,
    "florence": florence,
    "robot_log": robot_log,
    "labels_only": labels_only,
}


def caption(style: str, family: str, seed: int, frame_index: int, plan: Plan) -> str:
    rng = stream(family, seed, "caption", style, frame_index)
    return STYLES[style](plan, rng)
