"""MemoryBuilder: throttling to the paper's frame period, perception hand-off."""

from __future__ import annotations

from pathlib import Path

import pytest

from memory_core.builder import AlreadyStored, MemoryBuilder
from memory_core.config import Config
from memory_core.perception import PerceptionError
from memory_core.types import Observation, Pose
from tests.conftest import T0
from tests.fakes.vlm import RecordingPerceiver


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


def _image_frame(seconds: float, image: str | None = "ok.jpg") -> Observation:
    return Observation(t=T0 + seconds, pose=Pose(0, 0), image=image)


def test_a_batch_perceives_only_the_frames_the_throttle_keeps(open_memory) -> None:
    perceiver = RecordingPerceiver()
    builder = MemoryBuilder(open_memory(), perceiver)

    outcomes = builder.observe_batch([_image_frame(s) for s in (0, 1, 2, 3, 4)])

    assert perceiver.perceived == [0, 2, 4], "throttled frames never reach the model"
    assert [outcome is not None for outcome in outcomes] == [True, False, True, False, True]
    assert builder.memory.stats()["captions"] == 3


def test_a_batch_ends_as_one_frame_at_a_time_would_when_a_frame_fails(open_memory) -> None:
    perceiver = RecordingPerceiver()
    builder = MemoryBuilder(open_memory(), perceiver)
    frames = [_image_frame(0, image="bad"), _image_frame(1), _image_frame(3, image=None)]

    outcomes = builder.observe_batch(frames)

    # t=0 fails, so t=1 takes its slot (perceived after the batch); t=3 has nothing to see.
    assert isinstance(outcomes[0], PerceptionError) and isinstance(outcomes[2], PerceptionError)
    assert outcomes[1] is not None and not isinstance(outcomes[1], PerceptionError)
    assert perceiver.perceived == [0, 1, 3]


def _walking(seconds: float) -> Observation:
    """A robot at 2 Hz walking 0.5 m/s past a door and two chairs."""
    return Observation(
        t=T0 + seconds,
        pose=Pose(seconds / 2, 0),
        caption=f"at {seconds} s",
        labels=("door", "chair", "chair"),
    )


def _stored(memory) -> list[tuple[float, Pose]]:
    return [(frame.t, frame.pose) for frame in memory.journal.frames_after(0)]


def test_feeding_a_run_again_stores_nothing_twice(open_memory) -> None:
    memory = open_memory()
    run = [_walking(i / 2) for i in range(40)]
    builder = MemoryBuilder(memory)
    first = [builder.observe(frame) for frame in run]

    builder = MemoryBuilder(memory)
    again = [builder.observe(frame) for frame in run]

    assert [type(outcome) for outcome in again] == [
        AlreadyStored if outcome else type(None) for outcome in first
    ]
    assert [outcome.seq for outcome in again if outcome] == [r.seq for r in first if r]
    assert memory.stats()["frames"] == 10


@pytest.mark.parametrize("batch", [1, 4])
def test_a_run_resumed_after_a_kill_keeps_the_frames_of_an_uninterrupted_one(
    open_memory, config: Config, tmp_path: Path, batch: int
) -> None:
    run = [_walking(i / 2) for i in range(40)]
    in_one_go = open_memory()
    MemoryBuilder(in_one_go).observe_batch(run)
    resumed = open_memory(cfg=config.with_overrides({"memory_dir": str(tmp_path / "resumed")}))
    MemoryBuilder(resumed).observe_batch(run[:17])  # acknowledged before the kill

    builder = MemoryBuilder(resumed)
    outcomes = [o for i in range(0, 40, batch) for o in builder.observe_batch(run[i : i + batch])]

    assert sum(isinstance(outcome, AlreadyStored) for outcome in outcomes) == 5
    assert _stored(resumed) == _stored(in_one_go)
    assert resumed.entities() == in_one_go.entities()
