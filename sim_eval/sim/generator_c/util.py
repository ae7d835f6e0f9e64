"""Seeding, small geometry and text helpers shared by the generator's modules."""

from __future__ import annotations

import hashlib
import math
import re
from functools import lru_cache

import numpy as np

HFOV = math.pi / 2
MAX_RANGE = 8.0

NUMBER_WORDS = {
    1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
    8: "eight", 9: "nine", 10: "ten", 11: "eleven", 12: "twelve", 13: "thirteen",
    14: "fourteen", 15: "fifteen", 16: "sixteen", 17: "seventeen", 18: "eighteen",
    19: "nineteen", 20: "twenty", 25: "twenty-five", 30: "thirty",
}  # fmt: skip


def rng_for(*parts: object) -> np.random.Generator:
    """A numpy Generator seeded from a stable hash of ``parts`` (never Python's hash())."""
    text = "\x1f".join(str(part) for part in parts)
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return np.random.default_rng(int.from_bytes(digest[:8], "little"))


def pick(rng: np.random.Generator, items: list | tuple):
    """One element of a non-empty sequence, drawn with ``rng``."""
    return items[int(rng.integers(len(items)))]


def wrap(angle: float) -> float:
    """Angle wrapped to (-pi, pi]."""
    return math.atan2(math.sin(angle), math.cos(angle))


def bearing(px: float, py: float, yaw: float, ox: float, oy: float) -> float:
    """Bearing of (ox, oy) from a robot at (px, py) heading ``yaw``; + is left."""
    return wrap(math.atan2(oy - py, ox - px) - yaw)


def plural(word: str) -> str:
    """A simple English plural of the last word of ``word``."""
    if word.endswith(("s", "x", "ch", "sh")):
        return word + "es"
    if word.endswith("y") and not word.endswith(("ay", "ey", "oy", "uy")):
        return word[:-1] + "ies"
    return word + "s"


def variants(term: str) -> list[str]:
    """Lower-case spellings of ``term`` to look for: plural, hyphen and space variants."""
    base = term.lower()
    out: list[str] = []
    for form in (base, base.replace("-", " "), base.replace(" ", "-"), base.replace(" ", "")):
        for item in (form, plural(form)):
            if item not in out:
                out.append(item)
    return out


@lru_cache(maxsize=4096)
def _term_pattern(term: str) -> re.Pattern[str]:
    forms = sorted(variants(term), key=len, reverse=True)
    return re.compile(r"(?<![a-z])(?:" + "|".join(re.escape(f) for f in forms) + r")(?![a-z])")


def mentions(text: str, term: str) -> bool:
    """True when ``text`` contains ``term`` (any variant) as whole words."""
    return _term_pattern(term).search(text.lower().replace("_", " ")) is not None


def clock(t: float) -> str:
    """HH:MM (UTC) of POSIX seconds ``t``."""
    seconds = int(t) % 86400
    return f"{seconds // 3600:02d}:{seconds % 3600 // 60:02d}"


def minutes_words(minutes: int) -> str:
    """Minutes as words when there is a common word for them, else digits."""
    return NUMBER_WORDS.get(minutes, str(minutes))


def r3(values: tuple[float, ...] | list[float]) -> list[float]:
    """Rounded copy of a coordinate list, for JSON."""
    return [round(float(v), 3) for v in values]
