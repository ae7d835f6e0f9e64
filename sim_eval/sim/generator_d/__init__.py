"""generator_d: independent held-out test worlds for the robot memory (railway station
and hotel families). See README.md."""

from .generate import build_world, generate, questions_for

__all__ = ["build_world", "generate", "questions_for"]
