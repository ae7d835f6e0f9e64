"""Perception: what a camera frame shows, as a scene caption and object labels.

The paper runs Florence-2 (``<MORE_DETAILED_CAPTION>``, ``<DENSE_REGION_CAPTION>``).
Runs that already carry captions and labels skip the model entirely.
"""

from __future__ import annotations

from typing import Protocol

from memory_core.types import Observation, Perception


class PerceptionError(RuntimeError):
    """A frame could not be perceived; the message says what was missing."""


class Perceiver(Protocol):
    """Turns an observation into a caption and labels."""

    def check(self, observation: Observation) -> None:
        """Raise PerceptionError now, cheaply, if ``perceive`` could not handle this frame."""

    def perceive(self, observation: Observation) -> Perception: ...


class PrecomputedPerceiver:
    """Uses the caption and labels that the run (or an upstream node) already provides."""

    def check(self, observation: Observation) -> None:
        if observation.labels is None and observation.caption is None:
            where = f" ({observation.image})" if observation.image else ""
            raise PerceptionError(
                f"frame at t={observation.t} has no caption or labels{where} and no "
                "vision-language model is configured to perceive its image"
            )

    def perceive(self, observation: Observation) -> Perception:
        self.check(observation)
        return Perception(caption=observation.caption or "", labels=observation.labels or ())
