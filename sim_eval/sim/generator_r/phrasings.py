"""Turning a question's slots into words, in one of five styles (only the text differs)."""

from __future__ import annotations

from typing import Any

import numpy as np

from . import phr_chat, phr_child, phr_nonnative, phr_ops, phr_rambling
from .evidence import NEAR_SHADES
from .model import ORDINALS, number_word, pluralize, with_article
from .rng import pick

STYLES: tuple[str, ...] = ("nonnative", "child", "ops_shorthand", "rambling")
HELD_OUT = "heldout_chat"
ALL_STYLES: tuple[str, ...] = (*STYLES, HELD_OUT)
TEMPLATES: dict[str, dict[str, tuple[str, str]]] = {
    "nonnative": phr_nonnative.T,
    "child": phr_child.T,
    "ops_shorthand": phr_ops.T,
    "rambling": phr_rambling.T,
    HELD_OUT: phr_chat.T,
}
SHARED = {"seen_never": "seen_yes"}
COLOURS = ("red", "blue", "green", "yellow", "black", "white", "grey", "orange", "purple")
FIXES = (" — no, sorry, ", ", I mean ", " — no wait, ", " — scratch that, ")


def template_key(subkind: str) -> str:
    return SHARED.get(subkind, subkind)


def _the(ref: dict[str, Any]) -> str:
    kind = ref["kind"]
    if kind == "class":
        return with_article(ref["noun"])
    if kind == "unique":
        return f"the {ref['noun']}"
    if kind == "colour":
        return f"the {ref['colour']} {ref['noun']}"
    if kind == "place":
        return f"the {ref['noun']} in {ref['place']}"
    return str(ref["display"])


def _bare(ref: dict[str, Any]) -> str:
    kind = ref["kind"]
    if kind in ("class", "unique"):
        return str(ref["noun"])
    if kind == "colour":
        return f"{ref['colour']} {ref['noun']}"
    if kind == "place":
        return f"{ref['noun']} in {ref['place']}"
    return str(ref["display"])


def _decoy_ref(rng: np.random.Generator, ref: dict[str, Any], nouns: list[str]) -> str:
    if ref["kind"] == "colour":
        near = {ref["colour"], *NEAR_SHADES.get(ref["colour"], ())}
        return f"the {pick(rng, [c for c in COLOURS if c not in near])} {ref['noun']}"
    noun = pick(rng, nouns)
    return with_article(noun) if ref["kind"] == "class" else f"the {noun}"


def render(
    style: str,
    subkind: str,
    slots: dict[str, Any],
    rng: np.random.Generator,
    pools: dict[str, list[str]],
) -> str:
    template = TEMPLATES[style][template_key(subkind)][int(rng.integers(2))]
    values: dict[str, str] = {}
    used_nouns: set[str] = set()
    thing = slots.get("thing")
    if thing is not None:
        values.update(
            T=_the(thing),
            Tb=_bare(thing),
            N=thing["noun"],
            NS=thing["plural"],
            AN=with_article(thing["noun"]),
            Nb=thing["noun"],
        )
        used_nouns.add(thing["noun"])
    other = slots.get("other")
    if other is not None:
        values.update(O=other["noun"], AO=with_article(other["noun"]))
        used_nouns.add(other["noun"])
    used_places: set[str] = set()
    for tag, key in (("P", "place"), ("P2", "place2"), ("P3", "place3")):
        if key in slots:
            values[tag] = slots[key]["phrase"]
            values[tag + "b"] = slots[key]["name"]
            used_places.add(slots[key]["phrase"])
    if "level" in slots:
        values["L"] = slots["level"]["phrase"]
        values["Lb"] = slots["level"]["name"]
    n = slots.get("n")
    if n is not None:
        values["n"] = ORDINALS[n]
    k = slots.get("count", n)
    if k is not None:
        values["k"] = number_word(k) if style in ("child", "rambling") else str(k)
    if "sign" in slots:
        values["S"] = slots["sign"]
    if style == "rambling":
        nouns = [x for x in pools["nouns"] if x not in used_nouns]
        fix = pick(rng, FIXES)
        values["pre"] = pick(rng, phr_rambling.PREAMBLES)
        values["aside"] = pick(rng, phr_rambling.ASIDES)
        if thing is not None:
            values["Tc"] = _decoy_ref(rng, thing, nouns) + fix + values["T"]
            decoy = pick(rng, nouns)
            values["ANc"] = with_article(decoy) + fix + values["AN"]
            values["NSc"] = pluralize(decoy) + fix + values["NS"]
            values["Nc"] = f"{decoy}{fix}the {values['N']}"
        if "P" in values:
            others = [p for p in pools["places"] if p not in used_places]
            values["Pc"] = pick(rng, others) + fix + values["P"]
        if "L" in values:
            levels = [x for x in pools["levels"] if x != values["L"]]
            values["Lc"] = pick(rng, levels) + fix + values["L"]
    if style == "rambling":
        pre = values.pop("pre")
        text = pre + " " + _cap(template.replace("{pre} ", "", 1).format(**values).strip())
    else:
        text = _cap(template.format(**values))
    if style == HELD_OUT:
        parts = [pick(rng, phr_chat.GREETINGS)]
        if rng.random() < 0.7:
            parts.append(pick(rng, phr_chat.SMALL_TALK))
        parts.append(text)
        if rng.random() < 0.8:
            parts.append(pick(rng, phr_chat.SIGN_OFFS))
        text = " ".join(parts)
    text = " ".join(text.split())
    return text[0].upper() + text[1:]


def _cap(text: str) -> str:
    return text[0].upper() + text[1:] if text else text
