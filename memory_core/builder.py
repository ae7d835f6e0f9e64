"""MemoryBuilder: frames in, memory out (perception -> embeddings -> graph + captions)."""

from __future__ import annotations

from memory_core.memory import Memory
from memory_core.perception import Perceiver, PrecomputedPerceiver
from memory_core.types import FrameResult, Observation

# Frame times closer than this to one period still count as a full period
# (a 2.0 s stream stamped 1.9999999 s apart must not drop every other frame).
PERIOD_TOLERANCE_S = 1e-3


class MemoryBuilder:
    """Feeds observations into a Memory, one frame per ``frame_period_s`` when throttled.

    Live streams (camera at 30 Hz) are throttled to the paper's one frame every
    2 s; recorded runs that were sampled already can pass ``throttle=False``.
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
        last = memory.last_frame()
        self._last_accepted_t: float | None = last.t if last else None

    def wants(self, t: float) -> bool:
        """Whether a frame stamped ``t`` would be accepted (ask before perceiving it)."""
        if not self.throttle or self._last_accepted_t is None:
            return True
        elapsed = t - self._last_accepted_t
        # A clock that jumps back (a new run, a restarted simulation) starts afresh.
        return elapsed < 0 or elapsed >= self.period_s - PERIOD_TOLERANCE_S

    def observe(self, observation: Observation) -> FrameResult | None:
        """Add a frame to memory; None when throttled away. Durable once it returns."""
        if not self.wants(observation.t):
            return None
        perception = self.perceiver.perceive(observation)
        result = self.memory.add_frame(
            observation.t,
            observation.pose,
            perception.caption,
            perception.labels,
            observation.source,
        )
        self._last_accepted_t = observation.t
        return result
