"""Readers following a writer: new rows as they commit, replaced journals, writers that come
and go (in one process here; tests/hri_app/test_live_memory.py runs them as processes)."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path

import numpy as np
import pytest

from memory_core.config import Config
from memory_core.embedding import TextEmbedder
from memory_core.journal import Journal
from memory_core.memory import JOURNAL_FILE, LOCK_FILE, Memory, MemoryDirError
from memory_core.tools import MemoryTools
from memory_core.types import Pose
from tests.conftest import T0, wait_until

# A reader shows a writer's frame within 2 s (issue 15); a loaded test machine gets longer.
SEEN_WITHIN_S = 30.0

OpenMemory = Callable[..., Memory]


@pytest.fixture
def open_reader(embedder: TextEmbedder, config: Config) -> Iterator[Callable[..., Memory]]:
    """Opens following readers of the test's memory dir; closes them after."""
    opened: list[Memory] = []

    def open_(directory: Path | None = None) -> Memory:
        reader = Memory.open(
            directory or config.memory_dir, config, embedder=embedder, readonly=True, follow=True
        )
        opened.append(reader)
        return reader

    yield open_
    for reader in opened:
        reader.close()


def _see(memory: Memory, i: int, labels: list[str], caption: str = "") -> None:
    memory.add_frame(T0 + 2.0 * i, Pose(float(i), 0.0), caption or f"frame {i}", labels)


def _labels(memory: Memory) -> list[str]:
    return sorted(entity.label for entity in memory.entities())


def test_a_reader_sees_frames_entities_and_captions_the_writer_commits_after_it_opened(
    open_memory: OpenMemory, open_reader: Callable[..., Memory]
) -> None:
    writer = open_memory()
    _see(writer, 0, ["door"])
    reader = open_reader()
    assert _labels(reader) == ["door"]
    _see(writer, 1, ["fire hydrant"], "a red fire hydrant on the pavement")

    wait_until(lambda: "fire hydrant" in _labels(reader), SEEN_WITHIN_S)
    assert reader.entities() == writer.entities()
    # The writer has not embedded that caption yet (it embeds in batches): the reader does.
    assert writer.captions is not None and writer.captions.pending == 2
    hits = MemoryTools(reader).captions_by_text("hydrant", k=1)
    assert [hit.caption for hit in hits] == ["a red fire hydrant on the pavement"]
    assert reader.stats() == {"frames": 2, "entities": 2, "captions": 2}


def test_a_reader_searches_captions_as_the_writers_milvus_store_does(
    tmp_path: Path, open_memory: OpenMemory, open_reader: Callable[..., Memory]
) -> None:
    writer = open_memory()
    captions = ["a kitchen with a kettle", "a car park at night", "a bench under a tree"]
    for i, caption in enumerate(captions * 4):
        _see(writer, i, ["thing"], f"{caption} ({i})")
    writer.commit()  # embedded: the journal now holds the writer's caption embeddings
    reader = open_reader()
    for query in ("where can I make tea?", "parking"):
        expected = MemoryTools(writer).captions_by_text(query, k=3)
        found = MemoryTools(reader).captions_by_text(query, k=3)
        assert [hit.id for hit in found] == [hit.id for hit in expected]
        assert [hit.score for hit in found] == pytest.approx([hit.score for hit in expected])
    near = MemoryTools(reader).captions_by_position((5.2, 0.0, 0.0), k=2, before=T0 + 8.0)
    assert [(hit.id, round(hit.score, 1)) for hit in near] == [(5, 1.2), (4, 2.2)]


def test_a_frame_is_applied_only_once_its_transaction_commits(
    config: Config, open_memory: OpenMemory, open_reader: Callable[..., Memory], embedder
) -> None:
    writer = open_memory()
    _see(writer, 0, ["door"])
    reader = open_reader()
    # Another connection writes a frame naming a new label, as add_frame does, uncommitted.
    raw = sqlite3.connect(Path(config.memory_dir) / JOURNAL_FILE, isolation_level=None)
    raw.execute("BEGIN")
    vector = embedder.encode_one("bicycle").astype(np.float32).tobytes()
    raw.execute("INSERT INTO labels VALUES (1, 'bicycle', ?)", (vector,))
    raw.execute(
        "INSERT INTO frames (t, x, y, z, yaw, caption, label_ids, source) "
        "VALUES (?, 9, 0, 0, 0, 'a bicycle', ?, '')",
        (T0 + 20.0, json.dumps([1])),
    )
    assert reader.catch_up() is True
    assert _labels(reader) == ["door"]
    raw.execute("COMMIT")
    raw.close()

    wait_until(lambda: _labels(reader) == ["bicycle", "door"], SEEN_WITHIN_S)


def test_a_reader_far_behind_catches_up_in_chunks(
    open_memory: OpenMemory, open_reader: Callable[..., Memory]
) -> None:
    writer = open_memory()
    reader = open_reader()
    reader._follower.close()  # type: ignore[union-attr]  # drive catch_up by hand
    for i in range(7):
        _see(writer, i, [f"thing {i}"])
    assert [reader.catch_up(max_frames=3) for _ in range(3)] == [False, False, True]
    assert reader.entities() == writer.entities()


def test_a_journal_cut_short_is_read_again_and_followed_from_there(
    config: Config, open_memory: OpenMemory, open_reader: Callable[..., Memory]
) -> None:
    writer = open_memory()
    for i in range(5):
        _see(writer, i, [f"thing {i}"])
    reader = open_reader()
    reader._follower.close()  # type: ignore[union-attr]
    writer.close()
    # What a recovery from a damaged journal keeps: its first frames only.
    raw = sqlite3.connect(Path(config.memory_dir) / JOURNAL_FILE)
    with raw:
        raw.execute("DELETE FROM frames WHERE seq > 2")
    raw.close()
    reader.catch_up()
    assert _labels(reader) == ["thing 0", "thing 1"]
    assert reader.stats()["captions"] == 2


def test_a_journal_replaced_by_another_file_is_read_again(
    tmp_path: Path,
    config: Config,
    embedder: TextEmbedder,
    open_memory: OpenMemory,
    open_reader: Callable[..., Memory],
) -> None:
    writer = open_memory()
    _see(writer, 0, ["door"])
    reader = open_reader()
    reader._follower.close()  # type: ignore[union-attr]
    writer.close()
    other = Path(tmp_path / "other")
    other_writer = Memory.open(other, config, embedder=embedder)
    _see(other_writer, 0, ["bench"])
    _see(other_writer, 1, ["kettle"], "a kitchen")
    other_writer.close()
    # A restore from a copy: the old file's side files (-wal, -shm) go with it.
    journal = Path(config.memory_dir) / JOURNAL_FILE
    for side in ("-wal", "-shm"):
        journal.with_name(JOURNAL_FILE + side).unlink(missing_ok=True)
    shutil.copy(other / JOURNAL_FILE, tmp_path / "copy.sqlite3")
    (tmp_path / "copy.sqlite3").replace(journal)
    reader.catch_up()
    assert _labels(reader) == ["bench", "kettle"]
    assert [h.caption for h in MemoryTools(reader).captions_by_text("kitchen", k=1)] == [
        "a kitchen"
    ]


def test_a_reader_started_before_its_writer_waits_then_follows(
    config: Config, open_memory: OpenMemory, open_reader: Callable[..., Memory]
) -> None:
    reader = open_reader()
    status = reader.follow_status()
    assert status is not None and status.waiting
    assert "waiting for a writer" in status.describe(str)
    assert reader.entities() == [] and reader.stats()["frames"] == 0
    writer = open_memory()
    _see(writer, 0, ["door"])

    wait_until(lambda: _labels(reader) == ["door"], SEEN_WITHIN_S)
    assert not reader.follow_status().waiting  # type: ignore[union-attr]


def test_the_status_names_the_writer_and_says_when_it_went(
    open_memory: OpenMemory, open_reader: Callable[..., Memory]
) -> None:
    writer = open_memory()
    reader = open_reader()
    status = reader.follow_status()
    assert status is not None and status.writer is not None
    assert status.writer.pid == os.getpid()
    assert status.describe(str).startswith(f"following: writer pid {os.getpid()} / ")
    writer.close()
    gone = reader.follow_status()
    assert gone is not None and gone.writer is None and gone.writer_gone_since is not None
    assert "writer gone since" in gone.describe(lambda t: "10:42")


def test_a_killed_writers_record_is_not_taken_for_a_running_writer(
    config: Config, open_memory: OpenMemory, open_reader: Callable[..., Memory]
) -> None:
    open_memory().close()
    lock_file = Path(config.memory_dir) / LOCK_FILE
    # A pid that is not running (pid_max is below 2**22 on Linux) on this host.
    host = os.uname().nodename
    lock_file.write_text(f"4194304 {host} {T0}\n")
    status = open_reader().follow_status()
    assert status is not None and status.writer is None and status.writer_gone_since


def test_a_folder_that_is_not_a_memory_is_refused_not_waited_for(
    tmp_path: Path, open_reader: Callable[..., Memory]
) -> None:
    folder = tmp_path / "photos"
    folder.mkdir()
    (folder / "holiday.jpg").write_bytes(b"\xff\xd8")
    with pytest.raises(MemoryDirError, match=r"not a memory directory: it holds holiday\.jpg"):
        open_reader(folder)


def test_closing_a_reader_stops_its_follower(open_reader: Callable[..., Memory]) -> None:
    reader = open_reader()
    follower = reader._follower
    assert follower is not None and follower._thread.is_alive()
    reader.close()
    assert not follower._thread.is_alive()


def test_following_needs_a_read_only_open(config: Config, embedder: TextEmbedder) -> None:
    with pytest.raises(ValueError, match="readonly"):
        Memory.open(config.memory_dir, config, embedder=embedder, follow=True)


def test_the_writer_records_itself_in_the_lock_file_and_clears_it_on_close(
    config: Config, open_memory: OpenMemory
) -> None:
    writer = open_memory()
    lock_file = Path(config.memory_dir) / LOCK_FILE
    pid, host, _ = lock_file.read_text().split()
    assert (int(pid), host) == (os.getpid(), os.uname().nodename)
    writer.close()
    assert lock_file.read_text() == ""


def test_the_journal_keeps_the_writers_caption_embeddings(
    config: Config, open_memory: OpenMemory, embedder: TextEmbedder
) -> None:
    writer = open_memory()
    _see(writer, 0, ["door"], "a glass door")
    writer.commit()
    journal = Journal(Path(config.memory_dir) / JOURNAL_FILE, readonly=True)
    stored = journal.caption_vectors([1], embedder.dim)
    journal.close()
    assert np.allclose(stored[1], embedder.encode(["a glass door"])[0], atol=1e-5)


def test_the_place_track_takes_a_frame_once_the_reader_has_applied_it(
    open_memory: OpenMemory, open_reader: Callable[..., Memory]
) -> None:
    writer = open_memory()
    _see(writer, 0, ["door"], "a hallway")
    reader = open_reader()
    reader._follower.close()  # type: ignore[union-attr]
    _see(writer, 1, ["kettle"], "a kitchen with a kettle")  # a label the reader has not read
    assert len(reader.place_track(T0 + 100.0).t) == 1
    reader.catch_up()
    assert len(reader.place_track(T0 + 100.0).t) == 2


@pytest.mark.parametrize("created", ["an empty file", "tables, no embedding model yet"])
def test_a_reader_opening_a_journal_its_writer_is_still_creating_waits_for_it(
    created: str, config: Config, open_memory: OpenMemory, open_reader: Callable[..., Memory]
) -> None:
    journal = Path(config.memory_dir) / JOURNAL_FILE
    journal.parent.mkdir(parents=True)
    if created == "an empty file":
        journal.touch()
    else:
        Journal(journal).close()  # what a writer has done before it records its model
    reader = open_reader()
    assert reader.follow_status().waiting  # type: ignore[union-attr]
    writer = open_memory()
    _see(writer, 0, ["red couch"], "a lounge")
    wait_until(lambda: _labels(reader) == ["red couch"], SEEN_WITHIN_S)
    assert [hit.entity.label for hit in MemoryTools(reader).semantic_search("sofa", k=1)] == [
        "red couch"
    ]
