"""Wording a question in one phrasing style; only the `question` string depends on it."""

from __future__ import annotations

from .phr_dev import LOW_VISION, PHONE_TYPO, RADIO, WE_CONTEXT
from .phr_heldout import EVAL

TEMPLATES = {
    "radio": RADIO,
    "low_vision": LOW_VISION,
    "phone_typo": PHONE_TYPO,
    "we_context": WE_CONTEXT,
    "heldout_eval": EVAL,
}
FORBIDDEN_OUTSIDE_SPATIAL = ("where", "location")


def template_key(subkind: str) -> str:
    return "seen" if subkind in ("seen_yes", "seen_never") else subkind


def word(phrasing: str, q: dict) -> str:
    s = q["slots"]
    n = s.get("n")
    values = {
        "thing": s.get("thing", ""),
        "place": s.get("place_ref", ""),
        "place2": s.get("place2_ref", ""),
        "clock": s.get("clock", ""),
        "floor": s.get("floor_name", ""),
        "plural": s.get("plural", ""),
        "mins": "" if n is None else (f"{n} minute" if n == 1 else f"{n} minutes"),
    }
    return TEMPLATES[phrasing][template_key(q["subkind"])].format(**values)
