"""The wake phrase, matched on the transcript as Whisper spells it.

Whisper writes "hey robot" as "Hey, robot.", "Hey robots", "Hey Robert" or
"Heyrobot": words are compared without case, punctuation or a plural s, joined
without spaces, and a few letters may differ (one in four).
"""

from __future__ import annotations

import re

from memory_core.spelling import edit_distance

_WORD = re.compile(r"[^\W_]+(?:'[^\W_]+)?")
# Leading words before the phrase that may still count ("oh, hey robot").
MAX_LEAD_WORDS = 1
# Letters that may differ, per letter of the phrase (spaces not counted).
TOLERANCE = 0.25


def _normal(word: str) -> str:
    word = word.lower().replace("'", "")
    return word[:-1] if len(word) > 3 and word.endswith("s") else word


def after_wake_phrase(transcript: str, phrase: str) -> str | None:
    """What follows ``phrase`` at the start of ``transcript``; None when it is not there.

    An empty phrase matches everything (the whole transcript is returned); the
    question may be empty when only the phrase was said.
    """
    wanted = "".join(_normal(word) for word in _WORD.findall(phrase))
    if not wanted:
        return transcript.strip()
    words = list(_WORD.finditer(transcript))
    allowed = int(len(wanted) * TOLERANCE)
    phrase_words = len(_WORD.findall(phrase))
    best: tuple[int, int] | None = None  # (distance, end of the matched words)
    for lead in range(min(MAX_LEAD_WORDS, len(words)) + 1):
        for count in range(max(1, phrase_words - 1), phrase_words + 2):
            if lead + count > len(words):
                break
            heard = "".join(_normal(m.group()) for m in words[lead : lead + count])
            distance = edit_distance(heard, wanted) + (lead > 0)  # a lead word costs one
            if distance <= allowed and (best is None or distance < best[0]):
                best = (distance, words[lead + count - 1].end())
    if best is None:
        return None
    return transcript[best[1] :].lstrip(" ,.;:!?-—").strip()
