"""Small English helpers: articles, plurals, numbers, clock times."""

from __future__ import annotations

import functools
import re
import time

_IRREGULAR = {
    "person": "people",
    "child": "children",
    "bus": "buses",
    "coach": "coaches",
    "pair of ducks": "pairs of ducks",
    "swings": "swings",
    "cycle hoops": "sets of cycle hoops",
    "queue stanchions": "sets of queue stanchions",
    "belt stanchions": "sets of belt stanchions",
    "retractable queue posts": "sets of retractable queue posts",
    "row of seats": "rows of seats",
    "bank of chairs": "banks of chairs",
    "stack of logs": "stacks of logs",
    "tank with fish": "tanks with fish",
    "dog on a lead": "dogs on leads",
    "figure on a plinth": "figures on plinths",
    "family with children": "families with children",
    "parent with toddler": "parents with toddlers",
    "group of teenagers": "groups of teenagers",
    "shrubs": "shrubs",
    "sky": "sky",
    "grass": "grass",
}
_PLURAL_ALREADY = {"swings", "cycle hoops", "queue stanchions", "belt stanchions", "shrubs"}
_VOWEL_SOUND_LETTERS = set("AEFHILMNORSX")
NUMBER_WORDS = (
    "no",
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
)


def plural(noun: str) -> str:
    if noun in _IRREGULAR:
        return _IRREGULAR[noun]
    for single, many in _IRREGULAR.items():
        if noun.endswith(" " + single):
            return noun[: -len(single)] + many
    if re.search(r"(s|x|ch|sh)$", noun):
        return noun + "es"
    if re.search(r"[^aeiou]y$", noun):
        return noun[:-1] + "ies"
    return noun + "s"


def is_plural(noun: str) -> bool:
    return noun in _PLURAL_ALREADY or noun.endswith(("pair of ducks",))


def article(noun: str) -> str:
    """``noun`` with "a", "an" or "some" in front."""
    if is_plural(noun):
        return "some " + noun
    first = noun.split()[0]
    if first.isupper() and len(first) > 1:
        return ("an " if first[0] in _VOWEL_SOUND_LETTERS else "a ") + noun
    lower = noun.lower()
    if lower.startswith(("uni", "use", "usu", "one", "eu")):
        return "a " + noun
    if lower[0] in "aeiou" or lower.startswith(("hour", "x-")):
        return "an " + noun
    return "a " + noun


def count_phrase(n: int, noun: str) -> str:
    return f"{n} {noun if n == 1 else plural(noun)}"


def number_word(n: int) -> str:
    return NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)


def clock(t: float, style: str) -> str:
    """A UTC clock time: "14:05" (24 h), "2:05 pm" (12 h) or "2:05pm" (texting)."""
    st = time.gmtime(t)
    if style == "24h":
        return f"{st.tm_hour:02d}:{st.tm_min:02d}"
    hour = st.tm_hour % 12 or 12
    half = "am" if st.tm_hour < 12 else "pm"
    if style == "texting":
        return f"{hour}:{st.tm_min:02d}{half}"
    return f"{hour}:{st.tm_min:02d} {half}"


@functools.lru_cache(maxsize=4096)
def word_pattern(phrase: str) -> re.Pattern[str]:
    """Matches ``phrase`` on word boundaries, case-insensitively."""
    return re.compile(r"(?<![a-z0-9])" + re.escape(phrase.lower()) + r"(?![a-z0-9])")


def contains_word(text: str, phrase: str) -> bool:
    """Whether ``phrase`` occurs in ``text`` on word boundaries (case-insensitive)."""
    return word_pattern(phrase).search(text.lower()) is not None
