"""A memory directory is the whole memory: reopen, recover, refuse a second writer."""

from __future__ import annotations

import math
import os
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from memory_core.builder import MemoryBuilder
from memory_core.camera import image_x_of
from memory_core.config import Config
from memory_core.memory import (
    JOURNAL_FILE,
    SNAPSHOT_FILE,
    Memory,
    MemoryDirError,
    MemoryLockedError,
)
from memory_core.runfile import read_run
from memory_core.types import Observation, Pose
from tests.conftest import T0, frame, write_run

OpenMemory = Callable[..., Memory]


def _walk(frames: int) -> list[dict]:
    """A robot walking 1 m per frame past repeating furniture."""
    kinds = [["chair", "chair", "table"], ["door", "red couch"], ["fire hydrant", "bench"]]
    return [frame(i, float(i), (i % 7) * 0.5, kinds[i % 3]) for i in range(frames)]


def _ingest(memory: Memory, run: Path) -> None:
    builder = MemoryBuilder(memory)
    for line in read_run(run):
        assert line.observation is not None
        builder.observe(line.observation)


def test_reopening_restores_the_same_graph_and_captions(
    tmp_path: Path, open_memory: OpenMemory
) -> None:
    run = write_run(tmp_path / "run.jsonl", _walk(40))
    memory = open_memory()
    _ingest(memory, run)
    entities, edges = memory.entities(), sorted(memory.graph.graph.edges(data="count"))
    memory.close()

    again = open_memory()
    assert again.entities() == entities
    assert sorted(again.graph.graph.edges(data="count")) == edges
    assert again.stats() == {"frames": 40, "entities": len(entities), "captions": 40}
    assert again.last_frame().pose == Pose(39.0, 2.0, 0.0, 0.0)


def test_ingesting_into_an_existing_memory_continues_it(
    tmp_path: Path, open_memory: OpenMemory
) -> None:
    walk = _walk(30)
    memory = open_memory()
    _ingest(memory, write_run(tmp_path / "a.jsonl", walk[:15]))
    memory.close()
    memory = open_memory()
    _ingest(memory, write_run(tmp_path / "b.jsonl", walk[15:]))
    continued = memory.entities()
    memory.close()

    config = Config().with_overrides({"memory_dir": str(tmp_path / "once")})
    once = open_memory(cfg=config)
    _ingest(once, write_run(tmp_path / "all.jsonl", walk))
    assert continued == once.entities()


def test_object_positions_from_boxes_survive_a_replay_of_the_journal(
    tmp_path: Path, open_memory: OpenMemory
) -> None:
    memory = open_memory()
    builder = MemoryBuilder(memory, throttle=False)
    # A kiosk at (5, 5) passed on the x axis; 90 degree camera, looking along +x.
    for i, x in enumerate([0.0, 2.0, 4.0]):
        bearing = math.atan2(5.0, 5.0 - x)
        box_x = image_x_of(bearing, math.radians(90.0))
        builder.observe(
            Observation(
                T0 + 2 * i,
                Pose(x, 0.0),
                "a plaza",
                ("kiosk", "bench"),
                boxes=((box_x, 0.3, box_x, 0.6), None),
            )
        )
    located = memory.entities()
    memory.close()
    (tmp_path / "memory" / "graph.snapshot.npz").unlink()

    replayed = open_memory()
    assert replayed.entities() == located
    kiosk, bench = located
    assert kiosk.located == "bearings" and (kiosk.x, kiosk.y) == pytest.approx((5, 5), abs=0.5)
    assert bench.located == "robot pose" and (bench.x, bench.y) == (2.0, 0.0)


def test_a_corrupt_snapshot_is_ignored_and_the_journal_replayed(
    tmp_path: Path, open_memory: OpenMemory, config: Config
) -> None:
    memory = open_memory()
    _ingest(memory, write_run(tmp_path / "run.jsonl", _walk(20)))
    entities = memory.entities()
    memory.close()
    (Path(config.memory_dir) / SNAPSHOT_FILE).write_bytes(b"not a snapshot")
    assert open_memory().entities() == entities


def test_a_second_writer_is_refused_with_advice_but_a_reader_is_welcome(
    tmp_path: Path, open_memory: OpenMemory
) -> None:
    writer = open_memory()
    _ingest(writer, write_run(tmp_path / "run.jsonl", _walk(5)))
    writer.commit()
    with pytest.raises(MemoryLockedError, match="read-only"):
        open_memory()
    reader = open_memory(readonly=True)
    assert reader.entities() == writer.entities()
    with pytest.raises(MemoryDirError, match="read-only"):
        reader.add_frame(T0, Pose(0, 0), "x", ["y"])


def test_reading_a_directory_without_memory_says_how_to_build_one(tmp_path: Path) -> None:
    with pytest.raises(MemoryDirError, match="lgr ingest"):
        Memory.open(tmp_path / "nothing", readonly=True)


def test_a_memory_refuses_another_embedding_model(
    tmp_path: Path, open_memory: OpenMemory, embedder
) -> None:
    open_memory().close()

    class OtherModel:
        name = "some-other-model"
        dim = 384

    with pytest.raises(MemoryDirError, match="all-MiniLM-L6-v2"):
        Memory.open(tmp_path / "memory", embedder=OtherModel())  # type: ignore[arg-type]


@pytest.mark.slow
def test_a_killed_ingest_loses_nothing_it_acknowledged(tmp_path: Path, open_memory) -> None:
    walk = _walk(4000)
    run = write_run(tmp_path / "run.jsonl", walk)
    memory_dir = tmp_path / "killed"
    ingest = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "memory_core.cli",
            "--set",
            "persistence.snapshot_every_frames=97",
            "ingest",
            str(run),
            "--memory",
            str(memory_dir),
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env={**os.environ, "HF_HUB_OFFLINE": "1"},
    )
    try:
        acknowledged = _wait_for_frames(memory_dir / JOURNAL_FILE, at_least=250, process=ingest)
    finally:
        ingest.send_signal(signal.SIGKILL)
        ingest.wait()
    assert ingest.returncode == -signal.SIGKILL
    acknowledged = _journal_frames(memory_dir / JOURNAL_FILE)
    assert 250 <= acknowledged < len(walk), "killed mid-ingest"
    assert (memory_dir / SNAPSHOT_FILE).exists(), "recovery starts from a snapshot"

    recovered = open_memory(cfg=Config().with_overrides({"memory_dir": str(memory_dir)}))
    reference = open_memory(cfg=Config().with_overrides({"memory_dir": str(tmp_path / "ref")}))
    _ingest(reference, write_run(tmp_path / "prefix.jsonl", walk[:acknowledged]))

    assert recovered.entities() == reference.entities()
    assert recovered.stats() == reference.stats()
    assert recovered.stats()["captions"] == acknowledged


def _journal_frames(path: Path) -> int:
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        return int(db.execute("SELECT COUNT(*) FROM frames").fetchone()[0])


def _wait_for_frames(path: Path, at_least: int, process: subprocess.Popen) -> int:
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise AssertionError(f"ingest ended early: {process.stderr.read()!r}")
        try:
            frames = _journal_frames(path)
        except sqlite3.Error:
            frames = 0
        if frames >= at_least:
            return frames
        time.sleep(0.05)
    raise AssertionError(f"ingest did not reach {at_least} frames in time")
