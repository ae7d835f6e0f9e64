"""Stand-in VLMs for tests that are not about perception."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from memory_core.perception import PerceptionError
from memory_core.types import Observation, Perception
from tests.conftest import T0


class RecordingPerceiver:
    """A stand-in VLM: remembers which frames it was asked to perceive; 'bad' images fail."""

    def __init__(self) -> None:
        self.perceived: list[float] = []

    def check(self, observation: Observation) -> None:
        if observation.image is None:
            raise PerceptionError(f"frame at t={observation.t} has no image")

    def perceive(self, observation: Observation) -> Perception:
        result = self.perceive_batch([observation])[0]
        if isinstance(result, PerceptionError):
            raise result
        return result

    def perceive_batch(self, observations):
        self.perceived += [observation.t - T0 for observation in observations]
        return [
            PerceptionError("unreadable")
            if observation.image in ("bad", None)
            else Perception("a couch", ("couch",))
            for observation in observations
        ]


class ColourPerceiver:
    """Stands in for Florence-2 at the perceiver boundary: names the frame's colour."""

    def __init__(self) -> None:
        self.images: list[np.ndarray] = []
        self.batches: list[int] = []  # frames per perceive_batch call

    def check(self, observation: Observation) -> None:
        if not isinstance(observation.image, np.ndarray):
            raise PerceptionError("no image")

    def perceive(self, observation: Observation) -> Perception:
        self.check(observation)
        assert isinstance(observation.image, np.ndarray)
        self.images.append(observation.image)
        colour = "red" if observation.image[0, 0, 0] > 100 else "blue"
        return Perception(f"a {colour} wall", (f"{colour} sign",))

    def perceive_batch(
        self, observations: Sequence[Observation]
    ) -> list[Perception | PerceptionError]:
        self.batches.append(len(observations))
        return [self.perceive(observation) for observation in observations]
