"""English helpers for captions and questions: articles, plurals, counts, lists."""

from __future__ import annotations

from collections.abc import Sequence

_IRREGULAR = {
    "bookshelf": "bookshelves",
    "shelf with books": "shelves with books",
    "display case with pastries": "display cases with pastries",
    "cup of coffee": "cups of coffee",
    "stairs": "stairs",
    "menu": "menus",
}
_NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def plural(noun: str) -> str:
    """'bench' -> 'benches', 'fire hydrant' -> 'fire hydrants', 'lift' -> 'lifts'."""
    if noun in _IRREGULAR:
        return _IRREGULAR[noun]
    head, _, last = noun.rpartition(" ")
    if last.endswith(("s", "sh", "ch", "x", "z")):
        last += "es"
    elif last.endswith("y") and last[-2:-1] not in ("a", "e", "i", "o", "u"):
        last = last[:-1] + "ies"
    else:
        last += "s"
    return f"{head} {last}" if head else last


def article(phrase: str) -> str:
    """'a' or 'an' for a phrase, by its first sound (good enough for our vocabulary)."""
    return "an" if phrase[:1].lower() in "aeiou" else "a"


def with_article(phrase: str) -> str:
    return f"{article(phrase)} {phrase}"


def counted(count: int, noun: str, adjective: str | None = None) -> str:
    """'a red couch', 'three chairs', 'two blue chairs'."""
    described = f"{adjective} {noun}" if adjective else noun
    if count == 1:
        return with_article(described)
    word = _NUMBERS[count] if count < len(_NUMBERS) else "several"
    return f"{word} {adjective + ' ' if adjective else ''}{plural(noun)}"


def join(items: Sequence[str]) -> str:
    """'a, b and c'."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} and {items[-1]}"


def sentence(text: str) -> str:
    """Capitalised first letter, one final full stop."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."
