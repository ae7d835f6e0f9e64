"""Renders a question spec in one of three phrasings; the spec itself is never changed."""

from __future__ import annotations

import re

import numpy as np

from .facts import Facts
from .questions import Spec, confusable
from .templates import T
from .util import clock, mentions, minutes_words, pick, rng_for

TYPO_WORDS = (
    "could", "would", "please", "there", "know", "about", "idea", "show", "looking",
    "remember", "hello", "question", "around", "somewhere", "someone", "friend", "wants",
    "think", "anywhere", "notice", "together", "point", "switched", "today", "lost", "part",
    "building", "hang", "going",
)  # fmt: skip
OPENERS = (
    "",
    "",
    "",
    "hi, ",
    "excuse me, ",
    "sorry to bother you - ",
    "hey robot, ",
    "quick one: ",
)
CLOSERS = ("", "", "", " thanks", " thank you", " cheers")


def group_of(spec: Spec) -> str:
    """The template group for a subkind (which/yes/no variants share templates)."""
    sub = spec.subkind
    if sub == "where_at_time":
        return f"where_at_time_{spec.slots['mode']}"
    if sub.startswith("time_in_place"):
        return sub
    for suffix in ("_only", "_first", "_last", "_yes", "_no"):
        if sub.endswith(suffix):
            return sub[: -len(suffix)]
    return sub


MASS = ("litter", "food", "detergent", "paper", "powder", "water")


def article(phrase: str) -> str:
    """'a'/'an' for a singular name, 'any' for plural or mass nouns."""
    last = phrase.lower().split()[-1]
    if (last.endswith("s") and not last.endswith(("ss", "us", "is"))) or last in MASS:
        return "any " + phrase
    return ("an " if phrase[:1].lower() in "aeiou" else "a ") + phrase


def object_name(facts: Facts, key: str, phrasing: str, rng: np.random.Generator) -> str:
    """The object's name for this phrasing, never confusable with another present category."""
    cat = facts.cats[key]
    options = {"plain": (), "visitor": cat.visitor, "staff": cat.staff}[phrasing]
    options = tuple(o for o in options if not confusable(facts, o, key))
    return pick(rng, options) if options else cat.names[0]


def place_name(facts: Facts, pid: str, phrasing: str, rng: np.random.Generator) -> str:
    kind = facts.layout.places[pid].kind
    options = {"plain": (), "visitor": kind.visitor, "staff": kind.staff}[phrasing]
    others = [
        n
        for p in facts.layout.places.values()
        if p.kind.kind != kind.kind
        for n in (*p.kind.names, *p.kind.visitor, *p.kind.staff)
    ]
    options = tuple(o for o in options if not any(mentions(n, o) or mentions(o, n) for n in others))
    return pick(rng, options) if options else kind.names[0]


def _which(which: str | None, phrasing: str) -> str:
    if which in (None, "only", "total"):
        return ""
    if phrasing == "staff":
        return {"first": "1st ", "last": "last "}.get(which, "")
    return f"{which} "


def slot_values(spec: Spec, facts: Facts, phrasing: str, rng: np.random.Generator) -> dict:
    """All slot fillers for this spec in this phrasing."""
    s = spec.slots
    values: dict[str, str] = {}
    if "object" in s:
        values["obj"] = object_name(facts, s["object"], phrasing, rng)
        values["a_obj"] = article(values["obj"])
        values["thing"] = values["obj"]
    if "name" in s:
        values["thing"] = values["place"] = s["name"]
    values["a_thing"] = article(values.get("thing", "thing"))
    if "place" in s:
        values["place"] = place_name(facts, s["place"], phrasing, rng)
    if "place2" in s:
        values["place2"] = place_name(facts, s["place2"], phrasing, rng)
    if "minutes" in s:
        values["n"], values["nw"] = str(s["minutes"]), minutes_words(s["minutes"])
    if spec.subkind == "where_at_time" and s.get("mode") == "clock":
        values["clock"] = clock(spec.truth["then"])
    if "colour" in s:
        values["colour"] = s["colour"]
        values["a_colour_obj"] = article(f"{s['colour']} {values['obj']}")
    if "sign" in s:
        values["sign"] = s["sign"]
    values["which_"] = _which(s.get("which"), phrasing)
    values["dir"] = s.get("direction", "")
    return values


def _typo(rng: np.random.Generator, text: str) -> str:
    """One small typo in a filler word of the template text (never in a slot value)."""
    words = [m for m in re.finditer(r"[a-z]+", text) if m.group() in TYPO_WORDS]
    if not words:
        return text
    m = words[int(rng.integers(len(words)))]
    w = m.group()
    i = int(rng.integers(1, len(w) - 1))
    kind = int(rng.integers(3))
    if kind == 0:
        new = w[:i] + w[i + 1] + w[i] + w[i + 2 :]
    elif kind == 1:
        new = w[:i] + w[i + 1 :]
    else:
        new = w[:i] + w[i] + w[i:]
    return text[: m.start()] + new + text[m.end() :]


def render(spec: Spec, facts: Facts, seed: int, phrasing: str) -> str:
    """The question text for ``spec`` in ``phrasing`` (plain, visitor or staff)."""
    rng = rng_for(facts.layout.family.name, seed, "phrasing", phrasing, spec.qid)
    template = pick(rng, T[group_of(spec)][phrasing])
    values = slot_values(spec, facts, phrasing, rng)
    if phrasing == "visitor":
        template = pick(rng, OPENERS) + template + pick(rng, CLOSERS)
        template = template.lower()
        if rng.random() < 0.5:
            template = _typo(rng, template)
        if rng.random() < 0.6:
            template = template.rstrip("?")
    text = template.format(**values)
    if phrasing == "visitor":
        text = text.lower()
    return text[0].upper() + text[1:] if phrasing == "plain" else text
