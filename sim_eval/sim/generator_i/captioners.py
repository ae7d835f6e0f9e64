"""Seven captioners, unlike each other: they decide what of a View gets said, and how.

Each returns (caption, meta). meta records what the caption conveyed: the place named
correctly ("named"), a wrong place named ("misnamed"), texts read, and states told.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable
from typing import Any

import numpy as np

from .model import World, Zone
from .perception import Det, View

NUM = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
CONNECTOR_WORDS = {
    "lift": ["inside a lift", "in an elevator car", "lift interior"],
    "escalator": ["on an escalator", "riding moving stairs", "escalator"],
    "stairs": ["in a stairwell", "on a staircase", "stairs"],
    "travelator": ["on a moving walkway", "travelator", "on a long walkway"],
}
NAMES = ["florence", "tags", "spatial", "awkward", "counting", "unreliable", "keyvalue"]


class Ctx:
    def __init__(self, world: World, rng: np.random.Generator) -> None:
        self.w = world
        self.rng = rng

    def pick(self, items: list[str]) -> str:
        return items[int(self.rng.integers(len(items)))]

    def place(
        self, view: View, p_name: float, p_mis: float, p_vague: float
    ) -> tuple[str | None, str, dict[str, Any]]:
        """(phrase or None, form, meta) where form is name / vague / wrong / connector."""
        z = self.w.zones[view.zone]
        meta: dict[str, Any] = {}
        if z.connector:
            if self.rng.random() < 0.6:
                return self.pick(CONNECTOR_WORDS[z.connector]), "connector", meta
            return None, "", meta
        r = self.rng.random()
        if r < p_name:
            if self.rng.random() < p_mis:
                others = [
                    o
                    for o in self.w.zones.values()
                    if o.id != z.id and not o.connector and o.kind != z.kind
                ]
                o = others[int(self.rng.integers(len(others)))]
                meta["misnamed"] = o.id
                return self._name_form(o), "wrong", meta
            meta["named"] = z.id
            return self._name_form(z), "name", meta
        if r < p_name + p_vague:
            return z.vague, "vague", meta
        return None, "", meta

    def _name_form(self, z: Zone) -> str:
        forms = [z.name, z.name, *z.aliases]
        if z.code:
            forms.append(f"room {z.code}")
        return self.pick(forms)

    def obj(self, d: Det, article: bool = True) -> str:
        lab = d.label
        if not article:
            return lab
        return ("an " if lab[0] in "aeiou" else "a ") + lab

    def texts(self, view: View, p: float) -> list[Det]:
        return [d for d in view.dets if d.text and not d.dup and self.rng.random() < p]

    def salient(self, view: View, k: int) -> list[Det]:
        ds = sorted([d for d in view.dets if not d.dup], key=lambda d: d.dist)
        return ds[:k]


def _side(d: Det) -> str:
    if d.bearing > 0.3:
        return "on the left"
    if d.bearing < -0.3:
        return "on the right"
    return "ahead" if d.dist > 4 else "right in front"


def _meta_texts(meta: dict[str, Any], ds: list[Det]) -> None:
    meta.setdefault("texts", []).extend([[d.inst, d.text] for d in ds])


def _meta_states(meta: dict[str, Any], ds: list[Det]) -> None:
    meta.setdefault("states", []).extend([[d.inst, d.state] for d in ds if d.state])


def _plural(c: Ctx, d: Det, n: int) -> str:
    cls = c.w.classes[d.cls]
    if n == 1:
        return d.label
    if d.cls == "person":
        return "people"
    return cls.pl if d.label.endswith(cls.name) or d.label == cls.name else d.label + "s"


def florence(c: Ctx, v: View) -> tuple[str, dict[str, Any]]:
    place, form, meta = c.place(v, 0.3, 0.02, 0.3)
    scene = "an outdoor scene" if v.outdoor else "an indoor space"
    if place and form in ("vague",):
        scene = place
    parts = [f"The image shows {scene}"]
    objs = c.salient(v, 5)
    if objs:
        first = ", ".join(f"{c.obj(d)} {_side(d)}" for d in objs[:3])
        parts[0] += f" with {first}"
        if len(objs) > 3:
            parts.append(
                "In the background there "
                + ("is " if len(objs) == 4 else "are ")
                + " and ".join(c.obj(d) for d in objs[3:])
            )
    stated = [d for d in objs if d.state in ("open", "closed", "on", "off")]
    for d in stated[:1]:
        word = {"on": "is running", "off": "is switched off"}.get(d.state or "", f"is {d.state}")
        parts.append(f"The {d.label} {word}")
    _meta_states(meta, stated[:1])
    tx = c.texts(v, 0.6)[:2]
    for d in tx:
        parts.append(f'A {c.w.classes[d.cls].syns[0]} reads "{d.text}"')
    _meta_texts(meta, tx)
    if place and form == "name":
        parts.append(
            c.pick(
                [f"This appears to be {place}", f"It looks like {place}", f"The setting is {place}"]
            )
        )
    elif place and form in ("wrong", "connector"):
        parts.append(
            f"The robot seems to be {place}"
            if form == "connector"
            else f"This appears to be {place}"
        )
    return ". ".join(parts) + ".", meta


def tags(c: Ctx, v: View) -> tuple[str, dict[str, Any]]:
    place, _form, meta = c.place(v, 0.22, 0.02, 0.2)
    items: list[str] = []
    if place:
        items.append(place.lower())
    cnt = Counter(d.label for d in v.dets if not d.dup)
    for lab, n in list(cnt.items())[:7]:
        items.append(lab if n == 1 else f"{NUM[min(n, 10)]} {lab}s")
    tx = c.texts(v, 0.5)[:2]
    items += [f'text "{d.text}"' for d in tx]
    _meta_texts(meta, tx)
    st = [d for d in v.dets if d.state in ("open", "closed", "on", "off")][:1]
    items += [f"{d.label} ({d.state})" for d in st]
    _meta_states(meta, st)
    items += v.regions[:2]
    return ", ".join(items) if items else "empty view", meta


def spatial(c: Ctx, v: View) -> tuple[str, dict[str, Any]]:
    place, form, meta = c.place(v, 0.25, 0.02, 0.25)
    objs = c.salient(v, 4)
    bits: list[str] = []
    for a, b in itertools.pairwise(objs):
        if abs(a.bearing - b.bearing) < 0.15:
            rel = "behind" if a.dist < b.dist else "in front of"
            bits.append(
                f"{c.obj(b)} {rel} {c.obj(a)}"
                if rel == "in front of"
                else f"{c.obj(a)} with {c.obj(b)} behind it"
            )
        else:
            rel = "to the left of" if a.bearing > b.bearing else "to the right of"
            bits.append(f"{c.obj(a)} {rel} {c.obj(b)}")
        if len(bits) >= 2:
            break
    if len(objs) == 1:
        bits.append(f"{c.obj(objs[0])} {_side(objs[0])}")
    tx = c.texts(v, 0.55)[:1]
    for d in tx:
        bits.append(f"{c.obj(d)} {_side(d)} saying '{d.text}'")
    _meta_texts(meta, tx)
    st = [d for d in objs if d.state in ("open", "closed")][:1]
    bits += [f"the {d.label} is {d.state}" for d in st]
    _meta_states(meta, st)
    text = ", ".join(bits) if bits else "nothing close by"
    if place:
        text = (
            f"{text}; {place}"
            if form != "name"
            else c.pick([f"{text}, in {place}", f"{place}: {text}", f"{text} ({place})"])
        )
    return text, meta


def awkward(c: Ctx, v: View) -> tuple[str, dict[str, Any]]:
    place, form, meta = c.place(v, 0.28, 0.04, 0.25)
    cnt = Counter(d.label for d in v.dets if not d.dup)
    bits = []
    for lab, n in list(cnt.items())[:4]:
        bits.append(f"{NUM[min(n, 10)] if n > 1 else 'one'} {lab}")
    s = "I am see " + (", ".join(bits) if bits else "nothing special")
    if len(bits) > 1:
        s = "I am see " + ", ".join(bits[:-1]) + " and also " + bits[-1]
    s += c.pick([" in this place.", " here.", ", it is there.", "."])
    st = [d for d in v.dets if d.state][:1]
    for d in st:
        s += f" The {d.label} is stay {d.state}."
    _meta_states(meta, st)
    tx = c.texts(v, 0.45)[:1]
    for d in tx:
        s += f" Is writing on it: {d.text}."
    _meta_texts(meta, tx)
    if place:
        s += (
            c.pick(
                [
                    f" Seem like {place} maybe.",
                    f" This place is {place} I think.",
                    f" Look like to be {place}.",
                ]
            )
            if form in ("name", "wrong")
            else f" Is {place}."
        )
    return s, meta


def counting(c: Ctx, v: View) -> tuple[str, dict[str, Any]]:
    place, form, meta = c.place(v, 0.2, 0.02, 0.3)
    groups = Counter((d.cls, d.label) for d in v.dets if not d.dup)
    parts = []
    first: Det | None = None
    for (_cls, lab), n in groups.most_common(3):
        d = next(x for x in v.dets if x.label == lab)
        first = first or d
        parts.append(f"{n} {_plural(c, d, n)}")
    if not parts:
        s = "There is nothing notable in view"
    else:
        verb = "is" if parts[0].startswith("1 ") else "are"
        s = f"There {verb} " + (
            " and ".join(parts) if len(parts) < 3 else ", ".join(parts[:-1]) + " and " + parts[-1]
        )
    rest = [d for d in c.salient(v, 5) if first and d.cls != first.cls]
    if rest:
        s += f" near {c.obj(rest[0])}"
    if place:
        s += f" in {place}" if form in ("name", "wrong") else f", {place}"
    s += "."
    tx = c.texts(v, 0.5)[:1]
    for d in tx:
        s += f' One {c.w.classes[d.cls].syns[0]} says "{d.text}".'
    _meta_texts(meta, tx)
    st = [d for d in v.dets if d.state in ("on", "off", "open", "closed")][:1]
    for d in st:
        s += f" {d.label.capitalize()}: {d.state}."
    _meta_states(meta, st)
    return s, meta


def unreliable(c: Ctx, v: View) -> tuple[str, dict[str, Any]]:
    place, form, meta = c.place(v, 0.55, 0.11, 0.15)
    objs = c.salient(v, 3)
    s = ""
    if place:
        s = (
            c.pick(
                [
                    f"You are in {place}. ",
                    f"Location: {place}. ",
                    f"{place[0].upper()}{place[1:]}. ",
                ]
            )
            if form != "vague"
            else f"Probably {place}. "
        )
    if objs:
        s += ", ".join(d.label for d in objs).capitalize() + "."
    else:
        s += "Not much to see."
    tx = c.texts(v, 0.4)[:1]
    for d in tx:
        s += f" Sign: {d.text}."
    _meta_texts(meta, tx)
    return s.strip(), meta


def keyvalue(c: Ctx, v: View) -> tuple[str, dict[str, Any]]:
    place, _form, meta = c.place(v, 0.3, 0.03, 0.2)
    cnt = Counter(d.label for d in v.dets if not d.dup)
    objs = "; ".join(f"{lab} x{n}" if n > 1 else lab for lab, n in list(cnt.items())[:6])
    tx = c.texts(v, 0.65)[:2]
    _meta_texts(meta, tx)
    st = [d for d in v.dets if d.state][:2]
    _meta_states(meta, st)
    fields = [
        f"setting: {'outdoor' if v.outdoor else 'indoor'}",
        f"place: {place if place else 'unknown'}",
        f"objects: {objs or 'none'}",
    ]
    if tx:
        fields.append("text: " + " | ".join(f"'{d.text}'" for d in tx))
    if st:
        fields.append("state: " + ", ".join(f"{d.label}={d.state}" for d in st))
    return "{" + ", ".join(fields) + "}", meta


CAPTIONERS: dict[str, Callable[[Ctx, View], tuple[str, dict[str, Any]]]] = {
    "florence": florence,
    "tags": tags,
    "spatial": spatial,
    "awkward": awkward,
    "counting": counting,
    "unreliable": unreliable,
    "keyvalue": keyvalue,
}


def choose(name: str, family: str, seed: int) -> str:
    if name != "auto":
        if name not in CAPTIONERS:
            raise SystemExit(f"unknown captioner {name}; one of {', '.join(NAMES)} or auto")
        return name
    offset = {"airport_terminal": 0, "office_campus": 2, "zoo_botanical_garden": 4}.get(family, 0)
    return NAMES[(seed * 3 + offset) % len(NAMES)]
