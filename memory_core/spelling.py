"""Spellings: how far apart two are (one measure for a typed question's slips, a
captioner's misspelt place and a misheard wake phrase), which words are English, and
the word a slip was meant as."""

from __future__ import annotations

import functools
from collections.abc import Iterable
from pathlib import Path


def edit_distance(a: str, b: str, limit: int | None = None) -> int:
    """Damerau-Levenshtein distance (an adjacent swap costs 1, as one slip of the
    fingers does); with ``limit``, limit + 1 as soon as it is known to be above it."""
    bound = limit if limit is not None else len(a) + len(b)
    if abs(len(a) - len(b)) > bound:
        return bound + 1
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                current[j] = min(current[j], previous2[j - 2] + 1)
        if min(current) > bound:
            return bound + 1
        previous2, previous = previous, current
    return previous[-1]


def slip_limit(word: str) -> int:
    """How many edits a slip may make in ``word``: one, two in a word of 7 letters or
    more ("gander" is no "garden")."""
    return 1 if len(word) < 7 else 2


def closest(word: str, targets: Iterable[str], limit: int) -> str | None:
    """The target ``word`` is a slip for: within ``limit`` edits and with its first letter
    (a slip rarely hits the first letter: "scooter" is no typo of "cooler"); the fewest
    edits, then the longest shared start ("wher" is "where", not "when")."""
    best = min(
        (
            (edit_distance(word, target, limit), -shared_start(word, target), target)
            for target in targets
            if target[:1] == word[:1]
        ),
        default=(limit + 1, 0, word),
    )
    return best[2] if best[0] <= limit else None


def shared_start(a: str, b: str) -> int:
    """How many letters ``a`` and ``b`` start with in common."""
    return next(
        (i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b))
    )


@functools.cache
def english_words() -> tuple[str, ...]:
    """The whole words of the bundled embedding model's vocabulary (~20k English words,
    commonest first); none when the model is not installed."""
    try:
        from memory_core.embedding import bundled_model_path

        vocabulary = Path(bundled_model_path()) / "vocab.txt"
        words = vocabulary.read_text(encoding="utf-8").split()
    except (ImportError, OSError):
        return ()
    return tuple(word for word in words if not word.startswith(("##", "[")))


@functools.cache
def english_dictionary() -> frozenset[str]:
    return frozenset(w for w in english_words() if w.isalpha())


@functools.cache
def lexicon_words() -> frozenset[str]:
    """The words of everyday names of places and things (lexicon.py): English, though the
    embedding's vocabulary lacks many ("telly", "loo", "scooter" is no typo)."""
    from memory_core.lexicon import PLACES, THINGS

    names = [n for g in PLACES for n in (g.name, *g.synonyms)] + [n for g in THINGS for n in g]
    return frozenset(word for name in names for word in name.split())


# Endings of English words whose stem the embedding's vocabulary holds though not the word
# ("charge" + "r", "overall" + "s"); a stem that lost its "e" takes it back ("charg-ing").
_ENDINGS = ("s", "es", "r", "er", "ers", "ed", "ing")


def known_word(word: str) -> bool:
    """Whether ``word`` is English: in the dictionary, an everyday name's word, a number,
    or one of those with an English ending ("overalls" is no slip for "overall")."""
    dictionary = english_dictionary()
    known = word in dictionary or word in lexicon_words() or word.isdigit()
    return known or any(
        word.endswith(ending)
        and len(stem := word[: -len(ending)]) >= 3
        and any(form in dictionary or form in lexicon_words() for form in (stem, f"{stem}e"))
        for ending in _ENDINGS
    )


# A shorter unknown word is left as written: "varm" is as near to "vary" as to "farm".
_MEANT_MIN_LETTERS = 5


@functools.lru_cache(maxsize=4096)
def as_english(word: str) -> str:
    """``word``, or the English word it is one edit from ("ohrchard" is "orchard"): a
    captioner's slip must not make a second place of one it names rightly elsewhere.
    A word of no English spelling that near (a name: "achebe", "freshway") stays as
    written."""
    if len(word) < _MEANT_MIN_LETTERS or not word.isalpha() or known_word(word):
        return word
    if known_word(f"{word}s"):  # a plural is in the vocabulary, not its singular: "reptile"
        return word
    nearby = (
        target
        for target in _by_first_letter().get(word[0], ())
        if abs(len(target) - len(word)) <= 1
    )
    return closest(word, nearby, 1) or word


@functools.cache
def _by_first_letter() -> dict[str, tuple[str, ...]]:
    """The English words by first letter: a slip keeps its first letter (``closest``)."""
    grouped: dict[str, list[str]] = {}
    for word in english_dictionary() | lexicon_words():
        if len(word) >= _MEANT_MIN_LETTERS - 1:
            grouped.setdefault(word[0], []).append(word)
    return {letter: tuple(sorted(words)) for letter, words in grouped.items()}
