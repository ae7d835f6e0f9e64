"""Which place had the most of a thing, or none of it: "which room had the most check-in
kiosks?", "Bay 3, Dr. Moreau's Office or the Staff Room: which one had no door plates?",
"which of Platform 3, Platform 4 and the West Cross Passage had zero signs?".

The answer is a place, named (a text answer), told by counting the thing's objects in
each place asked about, or in every place the robot saw one. The question is read by its
construction: "which" and an amount ("the most", "the fewest", "no", "zero", "not any"),
the places listed before a colon, after "of" or "from", or after the question.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from memory_core.lexicon import singular

_AMOUNT = (
    r"(?P<amount>the most|most|the fewest|fewest|the least|least|no|zero|none of the|not any"
    r"|no single|not a single|(?:not |never |didn't |did not )?(?:see|seen|saw|spot|spotted)"
    r" (?:any|no)|without(?: any)?)"
)
# "had no door plates", "was having most snack machines", "did you see the most fountains"
_ASKED = re.compile(
    rf"\b{_AMOUNT} (?P<thing>[a-z][a-z' -]*?)(?: at all| by count| in total)?"
    r"(?=\s*(?:[?.!:,]|$| if | in (?:it|them|there)\b))"
)
# The places, listed: before a colon or a comma that ends them, after "of" or "from", or
# after a colon at the end.
_LISTED = (
    re.compile(r"^(?:(?:of|from|among|between) )?(?P<places>[^:?]+?)\s*[:,]\s*which\b"),
    re.compile(
        r"\bwhich (?:one )?(?:of|among|from) (?P<places>.+?),? (?=(?:had|has|have|did|was"
        r"|were|held|contained|with|you)\b)"
    ),
    re.compile(r"\bwhich\b[^:]*:\s*(?P<places>[^:?]+?)\s*[?.!]?$"),
)
_SEPARATOR = re.compile(r"\s*(?:,|/|\bor\b|\band\b)\s*")
_ARTICLE = re.compile(r"^(?:the|a|an)\s+")
_NONE_WORDS = ("no", "zero", "none", "not", "never", "didn't", "did not", "without")


# Words a full stop ends without ending the sentence ("Dr. Moreau's Office").
_ABBREVIATIONS = frozenset({"dr", "st", "mr", "mrs", "ms", "prof", "no", "rm"})


def _sentences(text: str) -> list[str]:
    """The text's sentences (a preamble's apart from the question's)."""
    parts, start = [], 0
    for end in re.finditer(r"[.!?](?=\s)", text):
        word = text[start : end.start()].split()[-1:] or [""]
        if word[0] not in _ABBREVIATIONS:
            parts.append(text[start : end.end()].strip())
            start = end.end()
    parts.append(text[start:].strip())
    return [part for part in parts if part]


@dataclass(frozen=True)
class PlaceChoice:
    """The thing counted, whether the place with none (else the most, or the fewest) is
    asked, and the places to choose from (none listed: every place one was seen in)."""

    thing: str
    amount: str  # "none", "most" or "fewest"
    places: tuple[str, ...]


def read_place_choice(text: str) -> PlaceChoice | None:
    """The choice among places a question asks for, if it is such a question."""
    said = " ".join(text.lower().replace("\u2019", "'").replace("\u2014", ":").split())
    said = next((part for part in _sentences(said) if "which" in part.split()), said)
    if not re.search(
        r"\b(?:which|what) (?:one|room|place|area|of|among|from)\b|\bwhich\b.*:|:\s*which\b", said
    ):
        return None
    asked = _ASKED.search(said)
    if asked is None:
        return None
    amount = asked["amount"]
    if any(amount.startswith(word) or f" {word} " in f" {amount} " for word in _NONE_WORDS):
        kind = "none"
    else:
        kind = "most" if "most" in amount else "fewest"
    places: tuple[str, ...] = ()
    for form in _LISTED:
        listed = form.search(said)
        if listed is not None:
            items = [_ARTICLE.sub("", item.strip()) for item in _SEPARATOR.split(listed["places"])]
            items = [item for item in items if item and "which" not in item.split()]
            if len(items) >= 2:
                places = tuple(items)
                break
    if kind == "none" and not places:
        return None  # "which room had no chairs" of every room: no list to choose from
    words = _ARTICLE.sub("", asked["thing"].strip()).split()
    if not words:
        return None
    thing = " ".join([*words[:-1], singular(words[-1])])  # "kiosks" is counted as a kiosk
    return PlaceChoice(thing, kind, places)
