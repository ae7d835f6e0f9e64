"""Question specs (now, at, truth) computed from the run; wording happens in ``phrasing``."""

from .base import Spec
from .plan import make_questions

__all__ = ["Spec", "make_questions"]
