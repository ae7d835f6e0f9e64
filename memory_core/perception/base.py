"""What every perceiver promises, and the one that needs no model."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from memory_core.perception.structured_caption import readable_caption
from memory_core.types import Observation, Perception


class PerceptionError(RuntimeError):
    """A frame could not be perceived; the message says which frame and what was missing."""


class ModelLoadError(RuntimeError):
    """The configured vision-language model cannot be loaded; the message says what to do.

    Not a PerceptionError: no frame is at fault, so callers stop instead of skipping frames.
    """


class Perceiver(Protocol):
    """Turns observations into captions and labels."""

    def check(self, observation: Observation) -> None:
        """Raise PerceptionError now, cheaply, if ``perceive`` could not handle this frame."""

    def perceive(self, observation: Observation) -> Perception: ...

    def perceive_batch(
        self, observations: Sequence[Observation]
    ) -> list[Perception | PerceptionError]:
        """One result per observation, in order; a bad frame is an error, not an exception."""
        ...


def given_perception(observation: Observation) -> Perception:
    """The caption (a JSON one read as prose), labels and boxes an observation already
    carries (missing ones empty)."""
    return Perception(
        caption=readable_caption(observation.caption or ""),
        labels=observation.labels or (),
        boxes=observation.boxes if observation.labels is not None else None,
    )


def describe(observation: Observation) -> str:
    """'frame at t=... (frames/0001.jpg)': how error messages name a frame."""
    where = f" ({observation.image})" if isinstance(observation.image, str) else ""
    return f"frame at t={observation.t}{where}"


class PrecomputedPerceiver:
    """Uses the caption and labels that the run (or an upstream node) already provides."""

    def check(self, observation: Observation) -> None:
        if observation.labels is None and observation.caption is None:
            raise PerceptionError(
                f"{describe(observation)} has no caption or labels and no vision-language "
                "model is configured to perceive its image (set perception.model, "
                "LGR_VLM_MODEL or lgr ingest --vlm; docs/perception.md)"
            )

    def perceive(self, observation: Observation) -> Perception:
        self.check(observation)
        return given_perception(observation)

    def perceive_batch(
        self, observations: Sequence[Observation]
    ) -> list[Perception | PerceptionError]:
        results: list[Perception | PerceptionError] = []
        for observation in observations:
            try:
                results.append(self.perceive(observation))
            except PerceptionError as error:
                results.append(error)
        return results
