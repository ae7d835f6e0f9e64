"""ingest: the one loop every path uses to feed frames to the builder, and how it counts."""

from __future__ import annotations

from pathlib import Path

import pytest

from memory_core.builder import AlreadyStored, MemoryBuilder
from memory_core.ingest import (
    MALFORMED,
    PERCEPTION_FAILED,
    REFUSED,
    Item,
    Outcome,
    ingest,
    run_items,
)
from memory_core.memory_cache import BUILT_MARK, build_once, is_built
from memory_core.types import FrameResult, Observation, Pose
from tests.conftest import T0, frame, write_run


def _frame(t: float, label: str = "door", source: str = "") -> Observation:
    return Observation(
        t=t, pose=Pose(t - T0, 0), caption=f"a {label}", labels=(label,), source=source
    )


def test_frames_throttled_held_already_and_skipped_are_each_counted_with_their_reason(
    open_memory,
) -> None:
    memory = open_memory()
    unperceivable = Observation(t=T0 + 10, pose=Pose(10, 0), source="run:4")
    too_many_labels = Observation(
        t=T0 + 12,
        pose=Pose(12, 0),
        caption="a crowd",
        labels=tuple(f"thing {i}" for i in range(300)),
    )
    items = [
        _frame(T0, source="run:1"),
        _frame(T0 + 0.5, source="run:2"),  # inside the 2 s frame period
        Item(where="run:3", problem="run:3: is not JSON"),
        unperceivable,
        Item(too_many_labels, where="run:5"),
        _frame(T0 + 14, "chair", source="run:6"),
    ]
    problems: list[str] = []

    summary = ingest(items, MemoryBuilder(memory), batch_size=4, on_problem=problems.append)

    assert (summary.frames, summary.throttled, summary.already_stored) == (2, 1, 0)
    assert dict(summary.skipped) == {MALFORMED: 1, PERCEPTION_FAILED: 1, REFUSED: 1}
    assert problems[0] == "run:3: is not JSON"
    assert [problem.split(":")[:2] for problem in problems[1:]] == [["run", "4"], ["run", "5"]]
    assert memory.stats()["frames"] == 2, "only the frames it counted were stored"

    again = ingest(items, MemoryBuilder(memory), on_problem=[].append)
    assert (again.frames, again.already_stored) == (0, 2), "a run fed twice adds nothing"


@pytest.mark.parametrize("batch_size", [1, 3])
def test_each_frames_outcome_is_seen_in_order_whatever_the_batch(
    open_memory, batch_size: int
) -> None:
    frames = [_frame(T0 + 2 * i, f"thing {i}") for i in range(5)]
    seen: list[tuple[float, Outcome]] = []
    batches: list[int] = []

    ingest(
        frames,
        MemoryBuilder(open_memory()),
        batch_size=batch_size,
        on_outcome=lambda observation, outcome: seen.append((observation.t, outcome)),
        after_batch=lambda: batches.append(len(seen)),
    )

    assert [t for t, _ in seen] == [f.t for f in frames]
    assert all(isinstance(outcome, FrameResult) for _, outcome in seen)
    assert batches == ([1, 2, 3, 4, 5] if batch_size == 1 else [3, 5])


def test_a_run_files_lines_become_frames_or_problems_that_name_the_line(
    tmp_path: Path, open_memory
) -> None:
    run = write_run(
        tmp_path / "run.jsonl", [frame(0, 0, 0, ["door"]), "{not json", frame(2, 5, 0, ["chair"])]
    )

    items = list(run_items(run))

    assert [item.where for item in items] == [f"{run}:1", f"{run}:2", f"{run}:3"]
    assert items[1].observation is None and items[1].problem.startswith(f"{run}:2: ")
    summary = ingest(items, MemoryBuilder(open_memory(), throttle=False), on_problem=[].append)
    assert (summary.frames, dict(summary.skipped)) == (2, {MALFORMED: 1})
    stats = {"entities": 2, "captions": 2}
    assert summary.to_json(stats) == {
        "frames": 2,
        "entities": 2,
        "captions": 2,
        "skipped": 1,
        "throttled": 0,
        "already_stored": 0,
    }


def test_an_outcome_already_stored_is_counted_not_added(open_memory) -> None:
    memory = open_memory()
    builder = MemoryBuilder(memory)
    builder.observe(_frame(T0))
    seen: list[Outcome] = []

    summary = ingest([_frame(T0)], builder, on_outcome=lambda _o, outcome: seen.append(outcome))

    assert summary.already_stored == 1 and isinstance(seen[0], AlreadyStored)


def test_a_memory_is_built_once_per_key_and_a_stopped_build_leaves_nothing(
    tmp_path: Path,
) -> None:
    memory_dir = tmp_path / "cache" / "memory"
    builds: list[Path] = []

    def build(folder: Path) -> None:
        builds.append(folder)
        (folder / "journal").write_text("frames")

    assert build_once(memory_dir, "run A", build)
    assert not build_once(memory_dir, "run A", build), "the same key reuses it"
    assert is_built(memory_dir, "run A") and (memory_dir / BUILT_MARK).is_file()
    assert all(folder != memory_dir for folder in builds), "built beside it, then moved"

    def killed(folder: Path) -> None:
        (folder / "journal").write_text("half")
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        build_once(memory_dir, "run B", killed)
    assert not memory_dir.exists(), "the old key's memory is gone, no half memory instead"
    assert list(memory_dir.parent.iterdir()) == [], "and no scratch folder is left"

    assert build_once(memory_dir, "run B", build)
    assert (memory_dir / "journal").read_text() == "frames" and is_built(memory_dir, "run B")
