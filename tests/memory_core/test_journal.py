"""The journal: damage is reported with what to do, and readers see a live writer's commits."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest

from memory_core import cli
from memory_core.journal import Journal, JournalError
from memory_core.types import Pose
from tests.conftest import T0

PAGE = 4096  # SQLite's default page size


def _journal(path: Path, frames: int) -> Path:
    journal = Journal(path)
    journal.append_frame(T0, Pose(0, 0), "start", [0], "", [(0, "chair", np.ones(4, np.float32))])
    for i in range(1, frames):
        journal.append_frame(T0 + i, Pose(i, 0), f"caption number {i}", [0], "")
    journal.close()
    return path


def _overwrite(path: Path, start: int, end: int) -> None:
    data = bytearray(path.read_bytes())
    data[start:end] = b"\x5a" * (end - start)
    path.write_bytes(bytes(data))


def test_a_journal_damaged_in_its_header_is_refused_on_open_with_recovery_advice(
    tmp_path: Path,
) -> None:
    path = _journal(tmp_path / "journal.sqlite3", 10)
    _overwrite(path, 0, 100)
    for readonly in (False, True):
        with pytest.raises(JournalError, match=r"is damaged .*sqlite3 .* \.dump"):
            Journal(path, readonly=readonly)


@pytest.mark.parametrize("readonly", [False, True])
def test_damage_met_while_reading_frames_is_a_journal_error_with_recovery_advice(
    tmp_path: Path, readonly: bool
) -> None:
    path = _journal(tmp_path / "journal.sqlite3", 2000)
    _overwrite(path, 10 * PAGE, 12 * PAGE)  # frame pages only: the open itself succeeds
    journal = Journal(path, readonly=readonly)
    with pytest.raises(JournalError, match=r"is damaged .*sqlite3 .* \.dump"):
        list(journal.frames_after(0))
    journal.close()


def test_following_the_recovery_advice_gives_a_journal_that_opens(tmp_path: Path) -> None:
    if shutil.which("sqlite3") is None or shutil.which("sed") is None:
        pytest.skip("needs the sqlite3 shell and sed the advice names")
    path = _journal(tmp_path / "journal.sqlite3", 2000)
    _overwrite(path, 10 * PAGE, 12 * PAGE)
    with pytest.raises(JournalError) as refused:
        list(Journal(path).frames_after(0))
    command = str(refused.value).split("`")[1]
    subprocess.run(command, shell=True, check=True, capture_output=True)
    (tmp_path / "journal.recovered.sqlite3").replace(path)

    recovered = Journal(path)
    frames = list(recovered.frames_after(0))
    assert 1000 < len(frames) < 2000  # the damaged pages' frames are gone, the rest kept
    assert recovered.memory_id is not None


def test_lgr_entities_on_a_damaged_journal_prints_one_line_and_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    memory = tmp_path / "memory"
    memory.mkdir()
    _overwrite(_journal(memory / "journal.sqlite3", 50), 0, 100)
    assert cli.main(["entities", "--memory", str(memory)]) == 2
    error = capsys.readouterr().err
    assert error.startswith("lgr: error: memory journal") and error.count("\n") == 1
    assert ".dump" in error


def test_a_read_only_reader_sees_what_a_live_writer_commits_after_it_opened(
    tmp_path: Path,
) -> None:
    path = _journal(tmp_path / "journal.sqlite3", 1)
    writer = Journal(path)
    reader = Journal(path, readonly=True)
    assert reader.last_seq() == 1
    writer.append_frame(T0 + 5, Pose(5, 0), "later", [0], "")
    assert reader.last_frame() is not None and reader.last_frame().caption == "later"
    reader.close()
    writer.close()


def test_every_journal_gets_its_own_memory_id_and_keeps_it(tmp_path: Path) -> None:
    first = _journal(tmp_path / "a.sqlite3", 1)
    second = _journal(tmp_path / "b.sqlite3", 1)
    ids = [Journal(path, readonly=True).memory_id for path in (first, second, first)]
    assert ids[0] is not None and ids[0] != ids[1] and ids[0] == ids[2]
