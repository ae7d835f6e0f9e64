"""Word-boundary term matching shared by the generator's truth and the validator."""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache


@lru_cache(maxsize=4096)
def term_regex(term: str) -> re.Pattern[str]:
    return re.compile(r"(?<![\w-])" + re.escape(term.lower()) + r"(?:s|es)?(?![\w-])")


def mentions(text: str, terms: Iterable[str]) -> bool:
    low = text.lower()
    return any(term_regex(t).search(low) for t in terms)


def frame_text(frame: dict) -> str:
    """Everything a frame says: caption plus labels."""
    return (frame.get("caption") or "") + " | " + " | ".join(frame.get("labels") or [])
