"""MemoryBuilder: frames in, memory out (perception -> embeddings -> graph + captions)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from memory_core.camera import bearing_of, box_height
from memory_core.memory import Memory
from memory_core.perception import Perceiver, PerceptionError, PrecomputedPerceiver
from memory_core.types import FrameResult, Observation, Perception
from memory_core.validation import ValidationError

# Frame times closer than this to one period still count as a full period
# (a 2.0 s stream stamped 1.9999999 s apart must not drop every other frame).
PERIOD_TOLERANCE_S = 1e-3
# Why a frame of a batch was kept out: the VLM failed, or the memory refused it.
FrameRefused = PerceptionError | ValidationError


@dataclass(frozen=True)
class AlreadyStored:
    """A frame the memory holds already: same time and pose as journal frame ``seq``.

    Feeding a run again (after a killed ingest, or by mistake) adds only what is
    missing; the throttle continues from each stored frame as if it had just been
    accepted, so a resumed run keeps the frames an uninterrupted one would.
    """

    seq: int


class MemoryBuilder:
    """Feeds observations into a Memory, one frame per ``frame_period_s`` when throttled.

    Live streams (camera at 30 Hz) are throttled to the paper's one frame every
    2 s; recorded runs that were sampled already can pass ``throttle=False``.
    Frames the memory holds already are not added again (AlreadyStored).
    """

    def __init__(
        self,
        memory: Memory,
        perceiver: Perceiver | None = None,
        *,
        throttle: bool = True,
    ) -> None:
        self.memory = memory
        self.perceiver = perceiver or PrecomputedPerceiver()
        self.throttle = throttle
        self.period_s = memory.config.builder.frame_period_s
        # Turns boxes into bearings; ROS paths replace it with the camera's CameraInfo.
        self.camera = memory.config.camera
        last = memory.last_frame()
        self._last_accepted_t: float | None = last.t if last else None

    def wants(self, t: float) -> bool:
        """Whether a frame stamped ``t`` would be accepted (ask before perceiving it)."""
        return self._follows(t, self._last_accepted_t)

    def _follows(self, t: float, last_t: float | None) -> bool:
        if not self.throttle or last_t is None:
            return True
        elapsed = t - last_t
        # A clock that jumps back (a new run, a restarted simulation) starts afresh.
        return elapsed < 0 or elapsed >= self.period_s - PERIOD_TOLERANCE_S

    def read_ahead(self) -> ReadAhead:
        """Throttling for frames read before their batch is observed (see ReadAhead)."""
        return ReadAhead(self)

    def observe(self, observation: Observation) -> FrameResult | AlreadyStored | None:
        """Add a frame to memory; None when throttled away. Durable once it returns."""
        stored = self._stored(observation)
        if stored is not None:
            return stored
        if not self.wants(observation.t):
            return None
        return self._add(observation, self.perceiver.perceive(observation))

    def observe_batch(
        self, observations: Sequence[Observation]
    ) -> list[FrameResult | AlreadyStored | FrameRefused | None]:
        """``observe`` for each frame in order, with the VLM run once for the whole batch.

        Per frame: its FrameResult (durable before the next frame is added),
        AlreadyStored, None when throttled, or the error that kept it out (the
        VLM failed, or the memory refused what it saw). The frames to perceive
        are chosen before perceiving, so throttled and stored frames never reach
        the model, and the outcome is the same as observing one frame at a time.
        """
        chosen = self._choose(observations)
        results = self.perceiver.perceive_batch([observations[i] for i in chosen])
        perceived = dict(zip(chosen, results, strict=True))
        outcomes: list[FrameResult | AlreadyStored | FrameRefused | None] = []
        for index, observation in enumerate(observations):
            stored = self._stored(observation)
            if stored is not None:
                outcomes.append(stored)
                continue
            if not self.wants(observation.t):
                outcomes.append(None)
                continue
            perception = perceived.get(index)
            if perception is None:
                # Chosen as throttled behind an earlier frame of the batch that then
                # failed: observing one at a time would perceive it, so do.
                perception = self.perceiver.perceive_batch([observation])[0]
            if isinstance(perception, PerceptionError):
                outcomes.append(perception)
                continue
            try:
                outcomes.append(self._add(observation, perception))
            except ValidationError as error:
                # e.g. a VLM that named more things than builder.max_labels_per_frame
                outcomes.append(error)
        return outcomes

    def _choose(self, observations: Sequence[Observation]) -> list[int]:
        """Indexes of the frames that would be accepted if every perceivable one were."""
        chosen = []
        last_t = self._last_accepted_t
        for index, observation in enumerate(observations):
            if self.memory.journal.frame_at(observation.t, observation.pose) is not None:
                last_t = observation.t
                continue
            if not self._follows(observation.t, last_t):
                continue
            try:
                self.perceiver.check(observation)
            except PerceptionError:
                continue  # refused without taking the slot, as observe would
            chosen.append(index)
            last_t = observation.t
        return chosen

    def _stored(self, observation: Observation) -> AlreadyStored | None:
        """AlreadyStored when the journal holds this frame; the throttle then counts it
        as accepted."""
        seq = self.memory.journal.frame_at(observation.t, observation.pose)
        if seq is None:
            return None
        self._last_accepted_t = observation.t
        return AlreadyStored(seq)

    def _add(self, observation: Observation, perception: Perception) -> FrameResult:
        result = self.memory.add_frame(
            observation.t,
            observation.pose,
            perception.caption,
            perception.labels,
            observation.source,
            self._bearings(perception),
            _box_heights(perception),
        )
        self._last_accepted_t = observation.t
        return result

    def _bearings(self, perception: Perception) -> list[float | None] | None:
        """Each label's direction from the robot's heading, from its box and the camera."""
        if perception.boxes is None:
            return None
        camera = self.camera
        hfov, offset = math.radians(camera.hfov_deg), math.radians(camera.yaw_offset_deg)
        return [None if box is None else offset + bearing_of(box, hfov) for box in perception.boxes]


def _box_heights(perception: Perception) -> list[float | None] | None:
    """Each label's box height (how far away it is, ranging.py); None where it has none."""
    if perception.boxes is None:
        return None
    return [None if box is None else box_height(box) for box in perception.boxes]


class ReadAhead:
    """Decides which frames to decode while a batch is still being filled.

    It assumes every frame it wants will be accepted, so throttled frames are
    never decoded (a camera bag holds ~30 images per kept frame); ``sync`` after
    each observed batch. When a frame of a batch fails perception, frames in the
    period after it were not read, where one-at-a-time replay would take one.
    """

    def __init__(self, builder: MemoryBuilder) -> None:
        self._builder = builder
        self._last_t = builder._last_accepted_t

    def wants(self, t: float) -> bool:
        if not self._builder._follows(t, self._last_t):
            return False
        self._last_t = t
        return True

    def sync(self) -> None:
        """Start again from the frame the builder last accepted."""
        self._last_t = self._builder._last_accepted_t
