"""Small English helpers: plurals, articles, number words, lists."""

from __future__ import annotations

IRREGULAR = {
    "person": "people",
    "man": "men",
    "woman": "women",
    "sheep": "sheep",
    "goose": "geese",
    "mouse": "mice",
    "child": "children",
    "cattle": "cattle",
    "shelf": "shelves",
    "ewe": "ewes",
    "deer": "deer",
    "scope": "scopes",
    "hive": "hives",
    "dummy": "dummies",
    "wellies": "wellies",
    "stairs": "stairs",
    "jetty": "jetties",
    "buggy": "buggies",
    "pony": "ponies",
    "dove": "doves",
}
NUMBERS = [
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
]


def _plural_word(w: str) -> str:
    lw = w.lower()
    if lw in IRREGULAR:
        out = IRREGULAR[lw]
        return out
    if w.isupper() and len(w) <= 4:
        return w + "s"
    if lw.endswith("s") and not lw.endswith("ss"):
        return w
    if lw.endswith(("ss", "x", "z", "ch", "sh")):
        return w + "es"
    if lw.endswith("y") and len(lw) > 1 and lw[-2] not in "aeiou":
        return w[:-1] + "ies"
    return w + "s"


def plural(phrase: str) -> str:
    for sep in (" of ", " in "):
        if sep in phrase:
            head, tail = phrase.split(sep, 1)
            return plural(head) + sep + tail
    words = phrase.split(" ")
    words[-1] = _plural_word(words[-1])
    return " ".join(words)


def article(phrase: str) -> str:
    first = phrase.split(" ")[0]
    if first.isupper() and len(first) >= 2:
        return "an" if first[0] in "AEFHILMNORSX" else "a"
    low = phrase.lower()
    if low.startswith(("uni", "use", "utility", "one", "eu")):
        return "a"
    if low.startswith(("hour", "honest")):
        return "an"
    return "an" if low[:1] in "aeiou" else "a"


PLURALIA = {
    "boots",
    "wellies",
    "reeds",
    "bulrushes",
    "cattails",
    "lockers",
    "pigeonholes",
    "slots",
    "dumbbells",
    "shelves",
    "tyres",
    "stairs",
}


def is_plural_noun(phrase: str) -> bool:
    head = phrase.split(" of ")[0].split(" in ")[0]
    return head.split(" ")[-1].lower() in PLURALIA


def a(phrase: str) -> str:
    if is_plural_noun(phrase):
        return f"some {phrase}"
    return f"{article(phrase)} {phrase}"


def count_phrase(n: int, noun: str) -> str:
    if n == 1:
        return a(noun)
    word = NUMBERS[n] if n < len(NUMBERS) else str(n)
    return f"{word} {plural(noun)}"


def join(items: list[str], conj: str = "and") -> str:
    items = [i for i in items if i]
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + f" {conj} " + items[-1]


def strip_article(np_: str) -> str:
    for art in ("the ", "a ", "an "):
        if np_.startswith(art):
            return np_[len(art) :]
    return np_


def cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s else s


def with_attr(attr: str | None, noun: str) -> str:
    """ "red tractor"; no doubling ("wooden wooden bench")."""
    if not attr or attr.lower() in noun.lower().split():
        return noun
    return f"{attr} {noun}"
