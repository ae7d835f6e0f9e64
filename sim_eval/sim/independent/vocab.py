"""Word choice for questions: unambiguous names for things and places."""

from __future__ import annotations

from .catalog import COLOUR_SYNONYMS, Category
from .world import World

#: words that describe an instance rather than name a category
MODIFIERS = {w for ws in COLOUR_SYNONYMS.values() for w in ws} | {
    "wooden",
    "metal",
    "glass",
    "marble",
    "fabric",
    "leather",
    "plastic",
    "stone",
    "brick",
    "steel",
    "stainless",
    "parked",
    "open",
    "folded",
    "sleeping",
    "hanging",
    "large",
    "young",
    "leafy",
    "rolling",
    "double",
    "flat",
    "electric",
    "upright",
    "push",
    "front-loading",
    "framed",
    "wall",
    "small",
}


def tokens(phrase: str) -> list[str]:
    """Lower-case tokens with a naive plural strip ('chairs' -> 'chair')."""
    out = []
    for w in phrase.lower().replace("-", " ").split():
        if len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")):
            w = w[:-1]
        out.append(w)
    return out


def contains(phrase: str, word: str) -> bool:
    """Whether ``word`` occurs in ``phrase`` as a contiguous run of whole tokens."""
    p, w = tokens(phrase), tokens(word)
    return any(p[i : i + len(w)] == w for i in range(len(p) - len(w) + 1))


def phrases(c: Category) -> list[str]:
    """Every phrase by which a category can be named."""
    return [c.name, *c.labels, *c.spoken]


def is_plural(word: str) -> bool:
    """Crude plural test on the last token."""
    last = word.split()[-1]
    return last.endswith("s") and not last.endswith(("ss", "us", "is"))


class Vocabulary:
    """Picks words that identify exactly one present category."""

    def __init__(self, world: World) -> None:
        self.world = world
        self.present = list(world.categories.values())
        self.halluc = list(world.family.hallucinations)

    def clashes(self, word: str, own: str | None) -> bool:
        """Whether ``word`` could also name a category other than ``own``."""
        for c in self.present:
            if c.name == own:
                continue
            if any(contains(p, word) for p in phrases(c)):
                return True
        return any(contains(h, word) for h in self.halluc)

    def words(self, c: Category) -> tuple[str, list[str]] | None:
        """(plain word, people words) for ``c``, or None if it cannot be named unambiguously."""
        if not c.askable:
            return None
        plain_opts = [w for w in (c.name, *c.spoken) if not self.clashes(w, c.name)]
        plain_opts += [
            w for w in c.labels if not self.clashes(w, c.name) and not set(w.split()) & MODIFIERS
        ]
        if not plain_opts:
            return None
        people = [w for w in c.spoken if not self.clashes(w, c.name)] or plain_opts[:1]
        return plain_opts[0], people

    def absent_words(self, c: Category) -> tuple[str, list[str]] | None:
        """Words for a category that is not in the world (must not name a present one)."""
        opts = [w for w in (c.name, *c.spoken) if not self.clashes(w, None)]
        if not opts:
            return None
        return opts[0], [w for w in c.spoken if w in opts] or opts[:1]
