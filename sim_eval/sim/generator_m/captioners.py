"""Five caption styles; each words a caption plan its own way (one style per world)."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from .familyspec import STATE_WORDS
from .model import Mention, Plan
from .streams import chance, pick
from .textutil import a_or_an, floor_np, place_np

Captioner = Callable[[Plan, np.random.Generator], str]


def _np(m: Mention, rng: np.random.Generator, definite: bool = False) -> str:
    words = (f"{m.colour} " if m.colour else "") + m.noun
    return ("the " + words) if definite or chance(rng, 0.25) else a_or_an(words)


def sports_commentator(plan: Plan, rng: np.random.Generator) -> str:
    """A live sports commentator calling the scene."""
    if not (plan.mentions or plan.place or plan.floor or plan.vague or plan.bystander):
        return pick(rng, (
            "Quiet spell here, folks, nothing much happening.",
            "A lull in play, nothing to call.",
            "The camera's hunting for the action...",
        ))  # fmt: skip
    parts: list[str] = []
    if plan.place:
        where = place_np(plan.place[1])
        parts.append(pick(rng, (
            f"And we're live from {where}!", f"Here we go, coming to you from {where}!",
            f"Back in {where}, folks!",
        )))  # fmt: skip
    if plan.floor:
        parts.append(f"Action on {floor_np(plan.floor[1])}!")
    if plan.vague:
        parts.append(f"What a setting: {plan.vague}!")
    sides = {
        "left": "Over on the left",
        "right": "Out on the right",
        "ahead": "Straight ahead",
    }
    for m in plan.mentions:
        line = f"{sides[m.side]}, {_np(m, rng)}"
        if m.state:
            line += pick(
                rng,
                (f", {STATE_WORDS[m.state]} and holding firm", f", and it's {m.state}"),
            )
        parts.append(line + pick(rng, ("!", " - what a sight!", ", lovely stuff!", ".")))
    if plan.quote:
        parts.append(f'The {plan.quote[1]} reads "{plan.quote[2]}" - you could not script it!')
    if plan.bystander:
        parts.append(f"And look at this: {plan.bystander}!")
    return " ".join(parts)


def patrol_log(plan: Plan, rng: np.random.Generator) -> str:
    """A terse security-guard patrol log line with the clock time and abbreviations."""
    head = f"{plan.clock} PTL."
    if not (plan.mentions or plan.place or plan.floor or plan.vague or plan.bystander):
        return f"{head} NTR. {pick(rng, ('CONT PTL.', 'NFA.'))}"
    parts = [head]
    if plan.place:
        parts.append(f"LOC {plan.place[1].upper()}.")
    if plan.floor:
        parts.append(f"LVL {plan.floor[1].upper()}.")
    if plan.vague:
        parts.append(f"AREA: {plan.vague}.")
    if plan.mentions:
        sides = {"left": "L", "right": "R", "ahead": "AHD"}
        obs = []
        for m in plan.mentions:
            item = m.noun + (f" ({m.colour})" if m.colour else "")
            if m.state:
                item += f" {m.state.upper()}"
            obs.append(f"{item} {sides[m.side]}")
        parts.append("OBS: " + "; ".join(obs) + ".")
    if plan.quote:
        parts.append(f'{plan.quote[1].upper()} RDS "{plan.quote[2]}".')
    if plan.bystander:
        parts.append(f"PAX: {plan.bystander}.")
    parts.append(pick(rng, ("NFA.", "ALL SECURE.", "CONT PTL.")))
    return " ".join(parts)


def markdown_card(plan: Plan, rng: np.random.Generator) -> str:
    """A markdown bullet list with bold keys."""
    lines: list[str] = []
    if plan.place:
        where = plan.place[1]
        if plan.floor:
            where += f" ({plan.floor[1]})"
        lines.append(f"- **{pick(rng, ('Location', 'Where', 'Place'))}:** {where}")
    elif plan.floor:
        lines.append(f"- **Floor:** {plan.floor[1]}")
    if plan.vague:
        lines.append(f"- **Setting:** {plan.vague}")
    key = pick(rng, ("Objects", "In view", "Visible"))
    if plan.mentions:
        items = []
        for m in plan.mentions:
            item = (f"{m.colour} " if m.colour else "") + m.noun
            if m.state:
                item += f", {STATE_WORDS[m.state]}"
            items.append(f"{item} *({m.side})*")
        lines.append(f"- **{key}:** " + "; ".join(items))
    elif not lines:
        lines.append(f"- **{key}:** nothing of note")
    if plan.quote:
        lines.append(f'- **Text ({plan.quote[1]}):** "{plan.quote[2]}"')
    if plan.bystander:
        lines.append(f"- **People:** {plan.bystander}")
    return "\n".join(lines)


def tour_guide(plan: Plan, rng: np.random.Generator) -> str:
    """A tour guide talking to the group behind the camera."""
    if not (plan.mentions or plan.place or plan.floor or plan.vague or plan.bystander):
        return "Nothing in particular to point out just here, so let's keep moving."
    parts: list[str] = []
    floor = f" on {floor_np(plan.floor[1])}" if plan.floor else ""
    if plan.place:
        where = place_np(plan.place[1])
        parts.append(pick(rng, (
            f"Welcome, everyone, to {where}{floor}.", f"Here we are in {where}{floor}.",
            f"Now, this is {where}{floor}.",
        )))  # fmt: skip
    elif plan.floor:
        parts.append(f"We're now{floor}.")
    if plan.vague:
        parts.append(f"Take a moment to enjoy {plan.vague}.")
    sides = {
        "left": ("On your left you'll notice", "To your left is"),
        "right": ("On your right you'll notice", "Over to your right is"),
        "ahead": ("Right in front of us is", "Just ahead you can see"),
    }
    bits = []
    for m in plan.mentions:
        bit = f"{pick(rng, sides[m.side])} {_np(m, rng)}"
        if m.state:
            bit += f", which is {STATE_WORDS[m.state]} today"
        bits.append(bit)
    if bits:
        parts.append(", and ".join([bits[0], *(b[0].lower() + b[1:] for b in bits[1:])]) + ".")
    if plan.quote:
        parts.append(f'If you look closely, the {plan.quote[1]} reads "{plan.quote[2]}".')
    if plan.bystander:
        parts.append(f"You may spot {plan.bystander}.")
    parts.append(pick(rng, ("Please stay together.", "Mind your step.", "Photos are welcome.")))
    return " ".join(parts)


def machine_translated(plan: Plan, rng: np.random.Generator) -> str:
    """A caption run through a poor machine translation: odd word order, literal phrasing."""
    if not (plan.mentions or plan.place or plan.floor or plan.vague or plan.bystander):
        return pick(rng, ("Nothing special is there to be seen.", "Of things, none is showing."))
    parts: list[str] = []
    if plan.place:
        parts.append(pick(rng, (
            f"In place of {plan.place[1]} we are located.", f"This is place {plan.place[1]}, is "
                f"it.",
        )))  # fmt: skip
    if plan.floor:
        parts.append(f"Floor is {plan.floor[1]}.")
    if plan.vague:
        parts.append(f"Scene is {plan.vague}.")
    sides = {"left": "At left side", "right": "At right side", "ahead": "To front"}
    bits = []
    for m in plan.mentions:
        if m.colour and chance(rng, 0.5):
            bit = f"{sides[m.side]} is seeing {m.noun} of {m.colour} colour"
        else:
            bit = f"{sides[m.side]} is seeing {(m.colour + ' ') if m.colour else ''}{m.noun}"
        if m.state:
            bit += f" which is being {m.state}"
        bits.append(bit)
    if bits:
        parts.append("; also ".join([bits[0], *(b[0].lower() + b[1:] for b in bits[1:])]) + ".")
    if plan.quote:
        parts.append(f'On {plan.quote[1]} is writing: "{plan.quote[2]}".')
    if plan.bystander:
        parts.append(f"Person: {plan.bystander}, is there.")
    return " ".join(parts)


CAPTIONERS: dict[str, Captioner] = {
    "sports_commentator": sports_commentator,
    "patrol_log": patrol_log,
    "markdown_card": markdown_card,
    "tour_guide": tour_guide,
    "machine_translated": machine_translated,
}
CAPTIONER_NAMES: tuple[str, ...] = tuple(CAPTIONERS)


def captioner_for(family_index: int, seed: int) -> str:
    """The world's captioner, from its family and seed only (phrasings share the run)."""
    return CAPTIONER_NAMES[(2 * family_index + seed) % len(CAPTIONER_NAMES)]
