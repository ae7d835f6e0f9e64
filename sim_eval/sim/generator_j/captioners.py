"""Caption styles of vision-language models. Each names the place only sometimes, in varied
forms, and reads text only when close. A Ctx records what a caption actually says."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from .layout import Zone
from .perceive import Det
from .world import plain

READ_M = 4.0


@dataclass
class Ctx:
    rng: np.random.Generator
    zone: Zone
    others: list[Zone]
    dets: list[Det]
    t: float
    place_word: str
    named: list[str] = field(default_factory=list)  # zone ids named (right or wrong)
    colours: set[str] = field(default_factory=set)  # instance ids whose colour is said
    states: dict[str, str] = field(default_factory=dict)  # instance id -> state said

    def chance(self, p: float) -> bool:
        return bool(self.rng.random() < p)

    def pick(self, items: list[str] | tuple[str, ...]) -> str:
        return items[int(self.rng.integers(len(items)))]

    def place(self, wrong: float = 0.0, p_name: float = 0.35) -> tuple[str, bool]:
        """A way to say where we are: (phrase, is_a_name); '' for not saying."""
        r = self.rng.random()
        if r < p_name:
            zone = self.zone
            if wrong and self.chance(wrong) and self.others:
                zone = self.others[int(self.rng.integers(len(self.others)))]
            self.named.append(zone.id)
            return self.pick(zone.names()), True
        if r < p_name + 0.3:
            vague = "a hallway" if self.zone.d.kind == "corridor" else self.zone.d.vague
            return vague, False
        return "", False

    def thing(self, det: Det, article: str = "a") -> str:
        inst = det.inst
        noun = inst.c.key if self.chance(0.5) else self.pick(inst.c.labels)
        if inst.c.kind == "person" and inst.colour and self.chance(0.6):
            self.colours.add(inst.id)
            article = "an" if article == "a" and noun[0] in "aeiou" else article
            return f"{article} {noun} in a {inst.colour} {inst.garment}".strip()
        if inst.colour and self.chance(0.35):
            self.colours.add(inst.id)
            noun = f"{inst.colour} {noun}"
        if inst.c.states and self.chance(0.5):
            state = inst.state(self.t) or ""
            self.states[inst.id] = state
            noun = f"{state} {noun}" if inst.c.state_prefix else f"{noun} (switched {state})"
        if article == "a" and noun[0] in "aeiou":
            article = "an"
        return f"{article} {noun}".strip()

    def texts(self, reach: float = READ_M, p: float = 0.7) -> list[str]:
        out = []
        for det in self.dets:
            text = det.inst.text(self.t)
            if text and det.dist <= reach and self.chance(p):
                out.append(plain(text))
        return out

    def objects(self, n: int) -> list[Det]:
        return [d for d in self.dets if d.inst.c.kind != "region"][:n]


def _join(items: list[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def blip_short(c: Ctx) -> str:
    where, named = c.place(p_name=0.3)
    subject = (f"the {where}" if named else where) or c.pick(("a room", "a view", "an area"))
    words = subject
    for i, d in enumerate(c.objects(3)):
        kept = (set(c.colours), dict(c.states))
        thing = c.thing(d)
        longer = f"{words} {'with' if i == 0 else 'and'} {thing}"
        if len(longer.split()) > 12:
            c.colours, c.states = kept  # not said after all
            break
        words = longer
    text = c.texts(p=0.35)[:1]
    if text:
        words += f' and a sign that says "{text[0]}"'
    return words.lower()


def llava_verbose(c: Ctx) -> str:
    where, named = c.place()
    parts = ["In this image, we can see"]
    things = [c.thing(d) for d in c.objects(5)]
    parts.append(f"{_join(things) or 'an indoor space'}.")
    if where:
        parts.append(f"It appears that this could be {'the ' if named else ''}{where}.")
    else:
        parts.append("The setting is not entirely clear.")
    for text in c.texts():
        parts.append(f'There is some text that reads "{text}".')
    if c.chance(0.5):
        parts.append("The lighting seems adequate and the image is slightly blurry.")
    return " ".join(parts)


def markdown_bullets(c: Ctx) -> str:
    where, named = c.place()
    scene = f"{where.title() if named else where}" if where else "unclear"
    lines = [f"**Scene:** {scene}", "**Objects:**"]
    lines += [f"- {c.thing(d, '')}" for d in c.objects(6)]
    texts = c.texts()
    if texts:
        lines.append("**Text:** " + "; ".join(f'"{t}"' for t in texts))
    return "\n".join(lines)


def first_person(c: Ctx) -> str:
    where, named = c.place()
    parts = []
    for d in c.objects(3):
        side = (
            "on my left"
            if d.bearing > 0.35
            else "on my right"
            if d.bearing < -0.35
            else "ahead of me"
        )
        verb = c.pick(("I am passing", "I can see", "There is"))
        parts.append(f"{verb} {c.thing(d)} {side}.")
    if where:
        parts.insert(
            0,
            f"I am in {'the ' if named else ''}{where}."
            if c.chance(0.6)
            else f"I think this is {'the ' if named else ''}{where}.",
        )
    for text in c.texts(p=0.5):
        parts.append(f'I read a sign: "{text}".')
    return " ".join(parts) or "I am moving forward; nothing notable in view."


def hedging(c: Ctx) -> str:
    where, named = c.place(wrong=0.1)
    parts = []
    if where:
        parts.append(f"possibly {'the ' if named else ''}{where}")
    things = [c.thing(d) for d in c.objects(4)]
    if things:
        parts.append("looks like it might be " + things[0])
        parts += [f"maybe {t}" for t in things[1:]]
    for text in c.texts(p=0.5):
        parts.append(f'perhaps text saying "{text}"')
    return "; ".join(parts) or "hard to tell; possibly an empty area"


def ocr_heavy(c: Ctx) -> str:
    texts = c.texts(reach=5.5, p=0.95)
    where, _named = c.place(p_name=0.25)
    parts = [
        f"Visible text: {' | '.join(repr(t).replace(chr(39), chr(34)) for t in texts)}."
        if texts
        else "No legible text."
    ]
    things = [c.thing(d, "") for d in c.objects(2)]
    if things:
        parts.append(f"Objects: {', '.join(things)}.")
    if where:
        parts.append(f"Location: {where}.")
    return " ".join(parts)


def tag_list(c: Ctx) -> str:
    where, _named = c.place(p_name=0.3)
    tags = [c.thing(d, "") for d in c.objects(7)]
    if where:
        tags.insert(0, where)
    tags += [f'text:"{t}"' for t in c.texts(p=0.4)]
    return ", ".join(tags) or "nothing"


CAPTIONERS: dict[str, Callable[[Ctx], str]] = {
    "blip_short": blip_short,
    "llava_verbose": llava_verbose,
    "markdown_bullets": markdown_bullets,
    "first_person": first_person,
    "hedging": hedging,
    "ocr_heavy": ocr_heavy,
    "tag_list": tag_list,
}


FAMILY_ORDER = ("care_home", "sports_stadium", "ferry_port")


def default_for(family: str, seed: int) -> str:
    """Spreads the styles over the worlds: care_home 0-2, sports_stadium 3-5, ..."""
    names = list(CAPTIONERS)
    return names[(FAMILY_ORDER.index(family) * 3 + seed) % len(names)]
