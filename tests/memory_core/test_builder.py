"""MemoryBuilder: throttling to the paper's frame period, perception hand-off."""

from __future__ import annotations

import pytest

from memory_core.builder import MemoryBuilder
from memory_core.perception import PerceptionError
from memory_core.types import Observation, Pose
from tests.conftest import T0


def _frame(t: float, **fields) -> Observation:
    return Observation(t=t, pose=Pose(0, 0), caption="a door", labels=("door",), **fields)


def test_a_live_stream_is_thinned_to_one_frame_per_period(open_memory) -> None:
    builder = MemoryBuilder(open_memory())
    kept = [builder.observe(_frame(T0 + i / 30)) is not None for i in range(0, 30 * 5)]
    assert sum(kept) == 3  # t = 0, 2, 4 s of a 5 s, 30 Hz stream


def test_a_clock_that_jumps_back_starts_afresh(open_memory) -> None:
    builder = MemoryBuilder(open_memory())
    assert builder.observe(_frame(T0 + 100)) is not None
    assert builder.observe(_frame(T0)) is not None


def test_throttling_continues_across_reopening(open_memory) -> None:
    memory = open_memory()
    MemoryBuilder(memory).observe(_frame(T0))
    memory.close()
    assert not MemoryBuilder(open_memory()).wants(T0 + 1.0)


def test_a_frame_without_perception_is_refused_before_anything_is_written(open_memory) -> None:
    memory = open_memory()
    builder = MemoryBuilder(memory, throttle=False)
    with pytest.raises(PerceptionError, match="vision-language model"):
        builder.observe(Observation(t=T0, pose=Pose(0, 0), image="/tmp/x.jpg"))
    assert memory.stats()["frames"] == 0
