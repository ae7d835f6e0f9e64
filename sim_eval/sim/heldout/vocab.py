"""Word lists and phrase matching shared by labeller, captioner, questions and validator."""

from __future__ import annotations

import re
from functools import lru_cache

COLOURS: dict[str, tuple[str, ...]] = {
    "black": ("black",),
    "white": ("white",),
    "grey": ("grey", "gray"),
    "red": ("red",),
    "blue": ("blue",),
    "green": ("green",),
    "yellow": ("yellow",),
    "orange": ("orange",),
    "brown": ("brown",),
    "silver": ("silver",),
    "beige": ("beige",),
    "purple": ("purple",),
}

MATERIALS: dict[str, tuple[str, ...]] = {
    "wood": ("wooden", "wood", "timber"),
    "metal": ("metal", "steel", "metallic", "aluminium", "aluminum"),
    "plastic": ("plastic",),
    "glass": ("glass",),
    "leather": ("leather",),
    "fabric": ("fabric", "cloth", "upholstered"),
    "concrete": ("concrete",),
    "stone": ("stone", "marble", "granite"),
}

MATERIAL_ADJ: dict[str, str] = {
    "wood": "wooden",
    "metal": "metal",
    "plastic": "plastic",
    "glass": "glass",
    "leather": "leather",
    "fabric": "fabric",
    "concrete": "concrete",
    "stone": "stone",
}

# Hypernyms that may sit inside a more specific name without making it confusable.
GENERIC = frozenset(
    {
        "sign",
        "door",
        "light",
        "table",
        "chair",
        "machine",
        "board",
        "box",
        "screen",
        "plant",
        "bottle",
        "bag",
        "bin",
        "counter",
        "phone",
        "lamp",
        "desk",
        "shelf",
        "rack",
        "cabinet",
        "seat",
        "post",
        "flag",
        "ball",
        "cup",
        "station",
        "unit",
        "kit",
        "stand",
        "person",
    }
)

NUMBER_WORDS = (
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
)
TENS_WORDS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")


@lru_cache(maxsize=65536)
def tokens(text: str) -> tuple[str, ...]:
    """Lower-case alphanumeric tokens of ``text``."""
    return tuple(re.findall(r"[a-z0-9]+", text.lower()))


@lru_cache(maxsize=65536)
def _spaced(text: str) -> str:
    return " " + " ".join(tokens(text)) + " "


def contains(outer: str, inner: str) -> bool:
    """True if the tokens of ``inner`` occur contiguously inside ``outer``."""
    i = _spaced(inner)
    return len(i) > 2 and i in _spaced(outer)


@lru_cache(maxsize=8192)
def term_pattern(term: str) -> re.Pattern[str]:
    """Regex finding ``term`` as a phrase (plural and hyphen/space variants allowed)."""
    toks = [re.escape(t) for t in tokens(term)]
    if not toks:
        return re.compile(r"(?!x)x")
    last = toks[-1]
    if last.endswith("f"):
        last = f"(?:{last}|{last[:-1]}ves)"
    toks[-1] = last + r"(?:e?s)?"
    body = r"[\s\-']*".join(toks)
    return re.compile(r"(?<![a-z0-9])" + body + r"(?![a-z0-9])")


def mentions(text: str, terms: tuple[str, ...] | list[str]) -> bool:
    """True if any of ``terms`` occurs in ``text`` (case-insensitive)."""
    low = text.lower()
    return any(term_pattern(t).search(low) for t in terms)


def article(phrase: str) -> str:
    """'a' or 'an' for ``phrase``."""
    word = phrase.strip().lower()
    if word.startswith(("uni", "use", "uri", "eu", "one")):
        return "a"
    if word.startswith(("hour", "ev ", "aed", "ac ", "lcd")):
        return "an"
    return "an" if word[:1] in "aeiou" else "a"


def with_article(phrase: str, plural: bool = False) -> str:
    """'a mug', 'an umbrella' or 'some keys'."""
    return f"some {phrase}" if plural else f"{article(phrase)} {phrase}"


def number_words(n: int) -> str:
    """English words for 0 <= n < 1000."""
    if n < 20:
        return NUMBER_WORDS[n]
    if n < 100:
        tens, unit = divmod(n, 10)
        return TENS_WORDS[tens] + (f" {NUMBER_WORDS[unit]}" if unit else "")
    hundreds, rest = divmod(n, 100)
    tail = f" and {number_words(rest)}" if rest else ""
    return f"{NUMBER_WORDS[hundreds]} hundred{tail}"


def pluralise(word: str) -> str:
    """Naive English plural of the last word of ``word``."""
    if word.endswith(("s", "x", "ch", "sh")):
        return word + "es"
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        return word[:-1] + "ies"
    if word.endswith("f"):
        return word[:-1] + "ves"
    return word + "s"
