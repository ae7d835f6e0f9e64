"""Wording of question specs in the 'plain', 'people' and 'spoken' phrasings."""

from .render import PHRASINGS, render

__all__ = ["PHRASINGS", "render"]
