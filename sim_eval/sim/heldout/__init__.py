"""Held-out world generator for robot-memory QA (families 'office' and 'campus').

``generate(out_dir, family, seed, phrasing)`` writes run.jsonl, questions.jsonl and
truth.json; see README.md in this folder.
"""

from .generator import generate
from .phrasing import PHRASINGS
from .worlds import FAMILIES

__all__ = ["FAMILIES", "PHRASINGS", "generate"]
