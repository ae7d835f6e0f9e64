"""The append-only frame journal: the memory's source of truth on disk.

Every accepted frame (time, pose, caption, label ids) and every new label with
its embedding is committed to SQLite (WAL mode) before ``add_frame`` returns,
so a process killed at any point loses nothing it had acknowledged. The graph
and the caption store are rebuilt from — or caught up with — this journal.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

from memory_core.types import Pose

SCHEMA_VERSION = "1"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS labels (
    id INTEGER PRIMARY KEY, text TEXT UNIQUE NOT NULL, vector BLOB NOT NULL);
CREATE TABLE IF NOT EXISTS frames (
    seq INTEGER PRIMARY KEY, t REAL NOT NULL,
    x REAL NOT NULL, y REAL NOT NULL, z REAL NOT NULL, yaw REAL NOT NULL,
    caption TEXT NOT NULL, label_ids TEXT NOT NULL, source TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS frames_by_time ON frames (t);
CREATE TABLE IF NOT EXISTS frame_places (seq INTEGER PRIMARY KEY, indoor REAL NOT NULL);
CREATE TABLE IF NOT EXISTS frame_bearings (seq INTEGER PRIMARY KEY, bearings TEXT NOT NULL);
"""


class JournalError(RuntimeError):
    """The journal cannot be opened or does not belong to this version/model."""


@dataclass(frozen=True)
class JournalFrame:
    seq: int
    t: float
    pose: Pose
    caption: str
    label_ids: tuple[int, ...]
    source: str
    # Per label, radians left of the robot's heading (None: no box); None: no boxes at all.
    bearings: tuple[float | None, ...] | None = None


class Journal:
    """SQLite journal of frames and labels; one writer, any number of readers."""

    def __init__(self, path: Path, *, readonly: bool = False, fsync: bool = False) -> None:
        self.path = path
        self.readonly = readonly
        try:
            if readonly:
                self._db = sqlite3.connect(
                    f"file:{path}?mode=ro", uri=True, check_same_thread=False
                )
            else:
                self._db = sqlite3.connect(path, check_same_thread=False)
                # WAL + NORMAL: a commit survives a killed process (not a power cut)
                # and costs no fsync, so per-frame commits stay cheap; FULL adds the fsync.
                self._db.execute("PRAGMA journal_mode=WAL")
                self._db.execute(f"PRAGMA synchronous={'FULL' if fsync else 'NORMAL'}")
                self._db.executescript(_SCHEMA)
                self._db.execute(
                    "INSERT OR IGNORE INTO meta VALUES ('schema_version', ?)", (SCHEMA_VERSION,)
                )
                self._db.commit()
            version = self.get_meta("schema_version")
            # Journals written before bearings existed lack the table until opened for writing.
            self._has_bearings = bool(
                self._db.execute(
                    "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'frame_bearings'"
                ).fetchone()
            )
        except sqlite3.DatabaseError as error:
            raise JournalError(f"cannot open memory journal {path}: {error}") from None
        if version != SCHEMA_VERSION:
            raise JournalError(
                f"memory journal {path} has schema version {version!r}; this lgr reads "
                f"version {SCHEMA_VERSION}"
            )

    def close(self) -> None:
        self._db.close()

    # ------------------------------------------------------------------ meta

    def get_meta(self, key: str) -> str | None:
        row = self._db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    def set_meta(self, key: str, value: str) -> None:
        with self._db:
            self._db.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)", (key, value))

    # ---------------------------------------------------------------- writes

    def append_frame(
        self,
        t: float,
        pose: Pose,
        caption: str,
        label_ids: Sequence[int],
        source: str,
        new_labels: Sequence[tuple[int, str, np.ndarray]] = (),
        bearings: Sequence[float | None] | None = None,
    ) -> int:
        """Commit one frame (and the labels it introduced, and its labels' bearings);
        returns its sequence number."""
        with self._db:
            self._db.executemany(
                "INSERT INTO labels VALUES (?, ?, ?)",
                [
                    (label_id, text, np.asarray(vector, np.float32).tobytes())
                    for label_id, text, vector in new_labels
                ],
            )
            cursor = self._db.execute(
                "INSERT INTO frames (t, x, y, z, yaw, caption, label_ids, source) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (t, pose.x, pose.y, pose.z, pose.yaw, caption, json.dumps(list(label_ids)), source),
            )
            seq = int(cursor.lastrowid or 0)
            if bearings is not None:
                self._db.execute(
                    "INSERT INTO frame_bearings VALUES (?, ?)", (seq, json.dumps(list(bearings)))
                )
        return seq

    def set_places(self, rows: Sequence[tuple[int, float]]) -> None:
        """Record (seq, indoor score) per frame (places.py)."""
        with self._db:
            self._db.executemany("INSERT OR REPLACE INTO frame_places VALUES (?, ?)", rows)

    # ----------------------------------------------------------------- reads

    def places_until(self, t: float) -> list[tuple[int, float, float, str]]:
        """(seq, t, indoor score, caption) of every scored frame at or before ``t``, in order."""
        rows = self._db.execute(
            "SELECT f.seq, f.t, p.indoor, f.caption FROM frames f JOIN frame_places p "
            "ON p.seq = f.seq WHERE f.t <= ? ORDER BY f.t, f.seq",
            (t,),
        ).fetchall()
        return [(int(seq), float(ft), float(score), str(c)) for seq, ft, score, c in rows]

    def last_seq(self) -> int:
        row = self._db.execute("SELECT MAX(seq) FROM frames").fetchone()
        return int(row[0]) if row[0] is not None else 0

    def last_frame(self) -> JournalFrame | None:
        return next(self.frames_after(self.last_seq() - 1), None)

    def frame_count(self) -> int:
        return int(self._db.execute("SELECT COUNT(*) FROM frames").fetchone()[0])

    def labels(self, dim: int) -> list[tuple[int, str, np.ndarray]]:
        rows = self._db.execute("SELECT id, text, vector FROM labels ORDER BY id").fetchall()
        return [(int(i), str(text), np.frombuffer(blob, np.float32, dim)) for i, text, blob in rows]

    def captioned_frames_near(self, t: float, k: int) -> list[JournalFrame]:
        """The k captioned frames closest in time to ``t`` (an index walk both ways)."""
        columns = "seq, t, x, y, z, yaw, caption, label_ids, source"
        rows = self._db.execute(
            f"SELECT * FROM (SELECT {columns} FROM frames WHERE t <= ? AND caption != '' "
            "ORDER BY t DESC LIMIT ?) UNION ALL "
            f"SELECT * FROM (SELECT {columns} FROM frames WHERE t > ? AND caption != '' "
            "ORDER BY t ASC LIMIT ?)",
            (t, k, t, k),
        ).fetchall()
        frames = [_frame(row) for row in rows]
        frames.sort(key=lambda frame: (abs(frame.t - t), frame.seq))
        return frames[:k]

    def poses(self, every: int = 1) -> list[tuple[float, float, float, float]]:
        """(t, x, y, yaw) of every ``every``-th frame in order: the trajectory for a map."""
        rows = self._db.execute(
            "SELECT t, x, y, yaw FROM frames WHERE (seq - 1) % ? = 0 ORDER BY seq", (every,)
        ).fetchall()
        return [(float(t), float(x), float(y), float(yaw)) for t, x, y, yaw in rows]

    def latest_frames(self, n: int) -> list[JournalFrame]:
        """The last ``n`` frames, newest first."""
        rows = self._db.execute(
            "SELECT seq, t, x, y, z, yaw, caption, label_ids, source FROM frames "
            "ORDER BY seq DESC LIMIT ?",
            (n,),
        ).fetchall()
        return [_frame(row) for row in rows]

    def frames_after(self, seq: int) -> Iterator[JournalFrame]:
        """Frames with sequence number > ``seq``, in order, with their bearings."""
        bearings, join = ("b.bearings", "LEFT JOIN frame_bearings b ON b.seq = f.seq")
        if not self._has_bearings:
            bearings, join = "NULL", ""
        rows = self._db.execute(
            f"SELECT f.seq, t, x, y, z, yaw, caption, label_ids, source, {bearings} "
            f"FROM frames f {join} WHERE f.seq > ? ORDER BY f.seq",
            (seq,),
        )
        for *row, stored in rows:
            frame = _frame(tuple(row))
            if stored is not None:
                frame = replace(frame, bearings=tuple(json.loads(stored)))
            yield frame


def _frame(row: tuple) -> JournalFrame:
    seq, t, x, y, z, yaw, caption, label_ids, source = row
    return JournalFrame(
        int(seq), float(t), Pose(x, y, z, yaw), caption, tuple(json.loads(label_ids)), source
    )
