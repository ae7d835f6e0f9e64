"""Small wording helpers: plurals, articles, number words, clock times."""

from __future__ import annotations

import time

_ONES = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen",
)  # fmt: skip
_TENS = (
    "_",
    "_",
    "twenty",
    "thirty",
    "forty",
    "fifty",
    "sixty",
    "seventy",
    "eighty",
    "ninety",
)
_IRREGULAR = {
    "shelf": "shelves",
    "person": "people",
    "mouse": "mice",
    "child": "children",
}


def number_word(n: int) -> str:
    if n < 20:
        return _ONES[n]
    tens, ones = divmod(n, 10)
    return _TENS[tens] + ("" if ones == 0 else "-" + _ONES[ones])


def plural(noun: str) -> str:
    head, _, last = noun.rpartition(" ")
    if last in _IRREGULAR:
        word = _IRREGULAR[last]
    elif last.endswith(("s", "sh", "ch", "x", "z")):
        word = last + "es"
    elif last.endswith("y") and last[-2:-1] not in ("a", "e", "i", "o", "u"):
        word = last[:-1] + "ies"
    else:
        word = last + "s"
    return f"{head} {word}" if head else word


def a_or_an(noun: str) -> str:
    return ("an " if noun[:1].lower() in "aeiou" else "a ") + noun


def clock(t_abs: float, seconds: bool = False) -> str:
    """UTC wall-clock time of POSIX seconds."""
    parts = time.gmtime(int(t_abs))
    if seconds:
        return f"{parts.tm_hour:02d}:{parts.tm_min:02d}:{parts.tm_sec:02d}"
    return f"{parts.tm_hour:02d}:{parts.tm_min:02d}"


def clock_words(hhmm: str) -> str:
    """'14:05' as a person says it: 'fourteen oh five'."""
    hh, mm = (int(p) for p in hhmm.split(":"))
    hour = number_word(hh) if hh else "zero"
    if mm == 0:
        return f"{hour} hundred"
    if mm < 10:
        return f"{hour} oh {number_word(mm)}"
    return f"{hour} {number_word(mm)}"


def count_keywords(n: int, times: bool = False) -> list[str]:
    """Answer keywords for a number; ``times`` adds 'once' / 'twice'."""
    words = [str(n), number_word(n)]
    if times and n == 1:
        words.append("once")
    if times and n == 2:
        words.append("twice")
    return words


def place_np(words: str) -> str:
    """A place's words as a noun phrase: 'the Bar', but 'Room 312', 'Platform 2', 'B2'."""
    first = words.split(" ")[0]
    if first in ("Room", "Class", "Platform") or any(ch.isdigit() for ch in first):
        return words
    return "the " + words


def floor_np(form: str) -> str:
    """A floor form as a noun phrase: 'the second floor', but 'level 2', 'floor 1'."""
    return form if form.startswith(("level ", "floor ")) else "the " + form
