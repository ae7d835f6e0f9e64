"""A memory directory is the whole memory: reopen, recover, refuse a second writer."""

from __future__ import annotations

import json
import logging
import math
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from memory_core import cli
from memory_core.builder import MemoryBuilder
from memory_core.camera import image_x_of
from memory_core.config import Config
from memory_core.journal import Journal
from memory_core.memory import (
    JOURNAL_FILE,
    SNAPSHOT_FILE,
    Memory,
    MemoryDirError,
    MemoryLockedError,
)
from memory_core.runfile import read_run
from memory_core.types import Observation, Pose
from memory_core.validation import ValidationError
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


def test_what_boxes_say_of_range_is_journaled_and_replayed(
    tmp_path: Path, open_memory: OpenMemory
) -> None:
    memory = open_memory()
    builder = MemoryBuilder(memory, throttle=False)
    hfov = math.radians(90.0)

    def see(t: float, pose: Pose, kiosk: tuple[float, float]) -> None:
        bearing = math.atan2(kiosk[1] - pose.y, kiosk[0] - pose.x) - pose.yaw
        box_x, height = image_x_of(bearing, hfov), 2.0 / math.dist((pose.x, pose.y), kiosk)
        box = (box_x, 0.5 - height / 2, box_x, 0.5 + height / 2)
        builder.observe(Observation(t, pose, "a plaza", ("kiosk",), boxes=(box,)))

    # A kiosk passed close by, the camera looking half left, teaches kiosks' size ...
    for i, x in enumerate([0.0, 1.5, 3.0, 4.5]):
        see(T0 + 2 * i, Pose(x, 0.0, yaw=math.pi / 4), (5.0, 5.0))
    see(T0 + 10, Pose(0.0, 40.0), (25.0, 40.0))  # ... and another, 25 m straight ahead
    located = memory.entities()
    memory.close()
    reopened = open_memory()
    assert reopened.entities() == located, "from the snapshot"
    reopened.close()
    (tmp_path / "memory" / "graph.snapshot.npz").unlink()
    assert open_memory().entities() == located, "from the journal"
    far = max(located, key=lambda entity: entity.y)
    assert (far.x, far.y) == pytest.approx((25.0, 40.0), abs=0.5)


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


# ---------------------------------------------------------------- what cannot be held


@pytest.mark.parametrize(
    ("t", "pose", "labels", "refused"),
    [
        (T0 * 1000, Pose(0, 0), ["chair"], "milliseconds"),
        (T0, Pose(1e308, 0), ["chair"], "pose.x"),
        (T0, Pose(0, 0, yaw=math.inf), ["chair"], "pose.yaw"),
        (T0, Pose(0, 0), ["chair"] * 257, "257 labels"),
    ],
)
def test_a_frame_the_memory_cannot_hold_is_refused_before_it_is_journaled(
    open_memory: OpenMemory, t: float, pose: Pose, labels: list[str], refused: str
) -> None:
    memory = open_memory()
    with pytest.raises(ValidationError, match=refused):
        memory.add_frame(t, pose, "a caption", labels)
    assert memory.journal.frame_count() == 0


def test_rows_older_versions_journaled_unchecked_are_skipped_when_replayed(
    config: Config, open_memory: OpenMemory, embedder, caplog: pytest.LogCaptureFixture
) -> None:
    directory = Path(config.memory_dir)
    directory.mkdir(parents=True)
    journal = Journal(directory / JOURNAL_FILE)
    chair = [(0, "chair", embedder.encode_one("chair"))]
    journal.append_frame(T0, Pose(1, 2), "a chair", [0], "", chair)
    bad = [
        (T0 * 1000, Pose(1, 2), [0]),  # a millisecond clock
        (T0 + 2, Pose(1e308, 2), [0]),  # a pose off the Earth
        (T0 + 4, Pose(1, 2), [0] * 10_000),  # a flood of labels
        (T0 + 6, Pose(1, 2), [7]),  # a label the journal does not hold
    ]
    for t, pose, label_ids in bad:
        journal.append_frame(t, pose, "a chair", label_ids, "")
    journal.close()

    with caplog.at_level(logging.WARNING, logger="memory_core.memory"):
        memory = open_memory()

    skipped = [r.getMessage() for r in caplog.records if "skipping journal frame" in r.message]
    assert [message.split(":")[0] for message in skipped] == [
        f"skipping journal frame seq {seq}" for seq in (2, 3, 4, 5)
    ]
    [chair_entity] = memory.entities()
    assert (chair_entity.observations, chair_entity.x) == (1, 1.0)
    # What answers and pages read never includes a row the graph skipped for time or place.
    assert [t for t, *_ in memory.trajectory(10)] == [T0, T0 + 4, T0 + 6]
    assert [hit.t for hit in memory.captions_near_time(T0 * 1000, 5)] == [T0 + 6, T0 + 4, T0]
    assert [(frame.seq, labels) for frame, labels in memory.latest_frames(10)] == [(1, ["chair"])]


def test_lowering_the_label_limit_keeps_the_frames_stored_under_the_old_one(
    config: Config, open_memory: OpenMemory
) -> None:
    memory = open_memory()
    memory.add_frame(T0, Pose(1, 2), "a dining room", ["chair"] * 6 + ["table"])
    memory.close()
    (Path(config.memory_dir) / SNAPSHOT_FILE).unlink()  # the graph comes from replay

    lowered = config.with_overrides({"builder.max_labels_per_frame": 3})
    reopened = open_memory(cfg=lowered)

    assert sum(entity.observations for entity in reopened.entities()) == 7
    with pytest.raises(ValidationError, match="at most 3"):
        reopened.add_frame(T0 + 2, Pose(1, 2), "a dining room", ["chair"] * 4)


# ---------------------------------------------------------------- directory and derived files


def test_a_deleted_caption_store_is_rebuilt_from_the_journal(
    tmp_path: Path, open_memory: OpenMemory, config: Config
) -> None:
    memory = open_memory()
    _ingest(memory, write_run(tmp_path / "run.jsonl", _walk(12)))
    memory.close()
    shutil.rmtree(Path(config.memory_dir) / "captions.db")

    again = open_memory()
    assert again.stats()["captions"] == 12
    assert again.captions is not None
    hits = again.captions.by_text("a fire hydrant and a bench", k=20)
    assert sorted(hit.id for hit in hits) == list(range(1, 13))
    assert "fire hydrant" in hits[0].caption


def test_a_snapshot_copied_from_another_memory_is_ignored_and_the_journal_replayed(
    tmp_path: Path, open_memory: OpenMemory, config: Config, caplog: pytest.LogCaptureFixture
) -> None:
    other = Config().with_overrides({"memory_dir": str(tmp_path / "other")})
    far = open_memory(cfg=other)
    _ingest(
        far, write_run(tmp_path / "far.jsonl", [frame(i, 1e6, 1e6, ["crane"]) for i in range(10)])
    )
    far.close()
    memory = open_memory()
    _ingest(memory, write_run(tmp_path / "run.jsonl", _walk(20)))
    entities = memory.entities()
    memory.close()
    shutil.copy(tmp_path / "other" / SNAPSHOT_FILE, Path(config.memory_dir) / SNAPSHOT_FILE)

    with caplog.at_level(logging.WARNING, logger="memory_core.memory"):
        assert open_memory().entities() == entities
    assert "not taken from this journal" in caplog.text


def test_a_file_given_as_memory_directory_is_refused_with_advice(tmp_path: Path) -> None:
    path = tmp_path / "run.jsonl"
    path.write_text("")
    for readonly in (False, True):
        with pytest.raises(MemoryDirError, match="is a file, not a memory directory"):
            Memory.open(path, readonly=readonly)


def test_asking_a_mistyped_memory_says_there_is_none_and_how_to_build_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "memroy"
    assert cli.main(["ask", "where is the chair?", "--memory", str(missing)]) == 2
    error = capsys.readouterr().err
    assert error.startswith(f"lgr: error: no memory in {missing}") and "lgr ingest" in error
    assert not missing.exists()


def _on_read_only_storage(directory: Path, *command: str) -> subprocess.CompletedProcess[str]:
    """Runs ``command`` with ``directory`` bind-mounted read-only in a private mount namespace.

    Tests run as root, which ignores permission bits: a read-only mount is refused to root
    too (EROFS), as it is to a robot's user on read-only media.
    """
    if shutil.which("unshare") is None:
        pytest.skip("needs util-linux unshare for a private read-only mount")
    script = 'mount --bind "$0" "$0" && mount -o remount,ro,bind "$0" "$0" && exec "$@"'
    return subprocess.run(
        ["unshare", "--mount", "--map-root-user", "sh", "-c", script, str(directory), *command],
        capture_output=True,
        text=True,
        env={**os.environ, "HF_HUB_OFFLINE": "1"},
    )


def test_a_memory_on_read_only_storage_is_readable_and_refuses_writes_with_advice(
    tmp_path: Path, open_memory: OpenMemory, config: Config
) -> None:
    memory = open_memory()
    _ingest(memory, write_run(tmp_path / "run.jsonl", _walk(6)))
    expected = json.loads(json.dumps([entity.to_json() for entity in memory.entities()]))
    memory.close()
    directory = str(config.memory_dir)
    lgr = [sys.executable, "-m", "memory_core.cli"]

    read = _on_read_only_storage(Path(directory), *lgr, "entities", "--memory", directory)
    assert (read.returncode, read.stderr) == (0, "")
    assert json.loads(read.stdout) == expected

    run = str(tmp_path / "run.jsonl")
    write = _on_read_only_storage(Path(directory), *lgr, "ingest", run, "--memory", directory)
    assert write.returncode == 2
    assert write.stderr.startswith(f"lgr: error: cannot write memory {directory} (Read-only")
    assert "lgr entities" in write.stderr


def test_a_detectors_bracketed_state_is_kept_in_the_label_but_not_embedded(
    tmp_path: Path, open_memory: OpenMemory
) -> None:
    # "barrier arm (raised)": a barrier arm, as close to one as the bare label is.
    memory = open_memory()
    _ingest(
        memory, write_run(tmp_path / "run.jsonl", [frame(0, 0.0, 0.0, ["barrier arm (raised)"])])
    )
    (entity,) = memory.entities()
    assert entity.label == "barrier arm (raised)"
    labels = memory.graph.labels
    stored = labels.vector(labels.id_of(entity.label))
    (bare,) = memory.embedder.encode(["barrier arm"])
    assert float(stored @ bare) == pytest.approx(1.0, abs=1e-4)
