"""Wording a question in a phrasing; only the ``question`` string depends on the phrasing."""

from __future__ import annotations

import hashlib
from typing import Any

from .phr_dev import LEARNER, POLITE, TERSE, WORK_ORDER
from .phr_heldout import QUIZ

TEMPLATES: dict[str, dict[str, str]] = {
    "terse_keywords": TERSE,
    "polite_elderly": POLITE,
    "learner_english": LEARNER,
    "work_order": WORK_ORDER,
    "heldout_quiz": QUIZ,
}


def template_key(subkind: str) -> str:
    return "seen" if subkind in ("seen_yes", "seen_never") else subkind


def render(phrasing: str, subkind: str, slots: dict[str, Any], qid: str) -> str:
    template = TEMPLATES[phrasing][template_key(subkind)]
    number = 1000 + int(hashlib.sha256(qid.encode()).hexdigest()[:6], 16) % 9000
    values = {k: str(v) for k, v in slots.items() if k in ("X", "P", "Q", "T", "A", "B")}
    text = template.format(N=number, **values)
    return text[0].upper() + text[1:]
