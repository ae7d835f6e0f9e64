"""Words shared by the caption styles."""

from __future__ import annotations

from typing import Any

from sim_eval.sim.generator_l.model import Family

STATE_PHRASES = {
    "on": "switched on",
    "off": "switched off",
    "open": "open",
    "closed": "closed",
    "up": "raised",
    "down": "lowered",
}


def article(phrase: str) -> str:
    return "an" if phrase[:1].lower() in "aeiou" else "a"


def described(mention: dict[str, Any], with_article: bool = True) -> str:
    """ "a blue book trolley" / "the desk lamp" style noun phrase with the colour said."""
    noun = mention["noun"]
    phrase = f"{mention['colour']} {noun}" if mention["colour"] else noun
    return f"{article(phrase)} {phrase}" if with_article else phrase


def place_words(
    family: Family, naming: dict[str, Any] | None, with_article: bool = False
) -> str | None:
    if naming is None:
        return None
    place = family.place(naming["place"])
    name = place.by_name() if with_article else place.name
    if naming["form"] == "code":
        return place.code or name
    if naming["form"] == "both":
        return f"{name} ({place.code})"
    return name


def floor_words(family: Family, floor: dict[str, Any] | None, choice: int) -> str | None:
    if floor is None:
        return None
    forms = family.floor(floor["floor"]).forms
    return forms[choice % len(forms)]


def side(bearing: float | None) -> str:
    if bearing is None:
        return "ahead"
    if bearing > 0.35:
        return "left"
    if bearing < -0.35:
        return "right"
    return "centre"


def phrases(items: list[str]) -> list[str]:
    """A repeated "a red chair" becomes "another red chair"."""
    out: list[str] = []
    for item in items:
        if item in out and item.startswith(("a ", "an ")):
            out.append("another " + item.split(" ", 1)[1])
        else:
            out.append(item)
    return out


def join_and(items: list[str]) -> str:
    if not items:
        return ""
    items = phrases(items)
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + " and " + items[-1]


def on_floor(form: str) -> str:
    """ "on the first floor", "on Level 2", "upstairs"."""
    if form in ("upstairs", "downstairs"):
        return form
    return f"on {form}" if form[:1].isupper() else f"on the {form}"
