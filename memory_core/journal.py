"""The append-only frame journal: the memory's source of truth on disk.

Every accepted frame (time, pose, caption, label ids) and every new label with
its embedding is committed to SQLite (WAL mode) before ``add_frame`` returns,
so a process killed at any point loses nothing it had acknowledged. The graph
and the caption store are rebuilt from — or caught up with — this journal.
"""

from __future__ import annotations

import functools
import hashlib
import inspect
import json
import os
import sqlite3
import sys
import uuid
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, TypeVar, cast

import numpy as np

from memory_core.types import Pose
from memory_core.validation import MAX_COORDINATE_M, MAX_EPOCH_S, MIN_EPOCH_S

SCHEMA_VERSION = "1"
META_MEMORY_ID = "memory_id"
# SQLite result codes (low byte) of a damaged file: SQLITE_CORRUPT, SQLITE_NOTADB.
_DAMAGED_CODES = (11, 26)
# `.dump` skips unreadable pages but ends in ROLLBACK when it met any; commit what it read.
# (`.recover` needs a shell built with the dbpage table; Debian's prints nothing, silently.)
_KEEP_DUMP = "sed 's/^ROLLBACK; -- due to errors$/COMMIT;/'"
# Rows a reader may hand to an answer: what validation.py lets add_frame store. Journals
# written by older versions may hold others (millisecond times, 1e308 m); they stay on disk
# but are never served.
_PLAUSIBLE = (
    f"t BETWEEN {MIN_EPOCH_S!r} AND {MAX_EPOCH_S!r} AND abs(x) <= {MAX_COORDINATE_M!r} "
    f"AND abs(y) <= {MAX_COORDINATE_M!r} AND abs(z) <= {MAX_COORDINATE_M!r} "
    f"AND abs(yaw) <= {sys.float_info.max!r}"
)
_COLUMNS = "seq, t, x, y, z, yaw, caption, label_ids, source"

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
CREATE TABLE IF NOT EXISTS frame_box_heights (seq INTEGER PRIMARY KEY, heights TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS caption_vectors (seq INTEGER PRIMARY KEY, vector BLOB NOT NULL);
"""


class JournalError(RuntimeError):
    """The journal cannot be opened or read (damaged, other version); the message says what
    to do."""


class JournalIncompleteError(JournalError):
    """The journal file exists but its writer has not created its tables yet."""


def _damaged(path: Path, error: sqlite3.DatabaseError) -> JournalError:
    code = getattr(error, "sqlite_errorcode", 0) & 0xFF
    if code not in _DAMAGED_CODES:
        return JournalError(f"cannot use memory journal {path}: {error}")
    recovered = path.with_name(f"{path.stem}.recovered{path.suffix}")
    return JournalError(
        f"memory journal {path} is damaged ({error}). Restore it from a copy, or keep what "
        f"is readable: `sqlite3 {path} .dump | {_KEEP_DUMP} | sqlite3 {recovered}`, then "
        f"replace {path.name} with {recovered.name}"
    )


_Method = TypeVar("_Method", bound=Callable[..., Any])


def _checked(method: _Method) -> _Method:
    """Turn SQLite errors raised while ``method`` runs (or, for a generator, while it is
    iterated) into a JournalError: damage may surface on any read, long after the open."""
    if inspect.isgeneratorfunction(method):

        @functools.wraps(method)
        def generator(self: Journal, *args: Any, **kwargs: Any) -> Iterator[Any]:
            try:
                yield from method(self, *args, **kwargs)
            except sqlite3.DatabaseError as error:
                raise _damaged(self.path, error) from None

        return cast(_Method, generator)

    @functools.wraps(method)
    def wrapper(self: Journal, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, *args, **kwargs)
        except sqlite3.DatabaseError as error:
            raise _damaged(self.path, error) from None

    return cast(_Method, wrapper)


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
    # Per label, its box's height as a fraction of the image's (None: no usable box).
    box_heights: tuple[float | None, ...] | None = None


class Journal:
    """SQLite journal of frames and labels; one writer, any number of readers."""

    def __init__(
        self, path: Path, *, readonly: bool = False, fsync: bool = False, awaited: bool = False
    ) -> None:
        """``awaited``: ``path`` does not exist yet; stand in for it with an empty journal
        held in memory (a reader started before its writer follows it from nothing)."""
        self.path = path
        self.readonly = readonly or awaited
        try:
            if readonly and not awaited:
                self._db = sqlite3.connect(_readonly_uri(path), uri=True, check_same_thread=False)
            else:
                self._db = sqlite3.connect(":memory:" if awaited else path, check_same_thread=False)
                # WAL + NORMAL: a commit survives a killed process (not a power cut)
                # and costs no fsync, so per-frame commits stay cheap; FULL adds the fsync.
                self._db.execute("PRAGMA journal_mode=WAL")
                self._db.execute(f"PRAGMA synchronous={'FULL' if fsync else 'NORMAL'}")
                self._db.executescript(_SCHEMA)
                self._db.executemany(
                    "INSERT OR IGNORE INTO meta VALUES (?, ?)",
                    [("schema_version", SCHEMA_VERSION), (META_MEMORY_ID, uuid.uuid4().hex)],
                )
                self._db.commit()
            version = self.get_meta("schema_version") if self._has_table("meta") else None
        except sqlite3.DatabaseError as error:
            raise _damaged(path, error) from None
        if version is None:
            self._db.close()
            raise JournalIncompleteError(
                f"memory journal {path} is being created (no tables yet); open it again once "
                "its writer has started"
            )
        if version != SCHEMA_VERSION:
            raise JournalError(
                f"memory journal {path} has schema version {version!r}; this lgr reads "
                f"version {SCHEMA_VERSION}"
            )
        # The file this journal reads: a follower notices when its path names another.
        self.identity = None if awaited else self.file_identity()

    def close(self) -> None:
        self._db.close()

    def file_identity(self) -> tuple[int, int] | None:
        """(device, inode) of the journal file now; None while there is none. A reader
        compares it with the one it opened to notice the file replaced (a recovered copy)."""
        try:
            status = self.path.stat()
        except FileNotFoundError:
            return None
        return (status.st_dev, status.st_ino)

    # ------------------------------------------------------------------ meta

    @_checked
    def get_meta(self, key: str) -> str | None:
        row = self._db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    @_checked
    def set_meta(self, key: str, value: str) -> None:
        with self._db:
            self._db.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)", (key, value))

    # ---------------------------------------------------------------- writes

    @_checked
    def append_frame(
        self,
        t: float,
        pose: Pose,
        caption: str,
        label_ids: Sequence[int],
        source: str,
        new_labels: Sequence[tuple[int, str, np.ndarray]] = (),
        bearings: Sequence[float | None] | None = None,
        box_heights: Sequence[float | None] | None = None,
    ) -> int:
        """Commit one frame (and the labels it introduced, and its labels' bearings and
        box heights); returns its sequence number."""
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
            if box_heights is not None:
                self._db.execute(
                    "INSERT INTO frame_box_heights VALUES (?, ?)",
                    (seq, json.dumps(list(box_heights))),
                )
        return seq

    @_checked
    def set_caption_embeddings(
        self, seqs: Sequence[int], vectors: np.ndarray, indoor: Sequence[float]
    ) -> None:
        """Record each captioned frame's caption embedding and indoor score (places.py):
        readers index captions from these instead of embedding them again."""
        with self._db:
            self._db.executemany(
                "INSERT OR REPLACE INTO frame_places VALUES (?, ?)", zip(seqs, indoor, strict=True)
            )
            self._db.executemany(
                "INSERT OR REPLACE INTO caption_vectors VALUES (?, ?)",
                [
                    (seq, np.asarray(vector, np.float32).tobytes())
                    for seq, vector in zip(seqs, vectors, strict=True)
                ],
            )

    # ----------------------------------------------------------------- reads

    @property
    def memory_id(self) -> str | None:
        """Random id given at creation: what a snapshot must name to belong to this journal."""
        return self.get_meta(META_MEMORY_ID)

    @_checked
    def places_until(self, t: float) -> list[tuple[int, float, float, str]]:
        """(seq, t, indoor score, caption) of every scored frame at or before ``t``, in order."""
        rows = self._db.execute(
            "SELECT f.seq, f.t, p.indoor, f.caption FROM frames f JOIN frame_places p "
            f"ON p.seq = f.seq WHERE f.t <= ? AND {_PLAUSIBLE} ORDER BY f.t, f.seq",
            (t,),
        ).fetchall()
        return [(int(seq), float(ft), float(score), str(c)) for seq, ft, score, c in rows]

    @_checked
    def last_seq(self) -> int:
        row = self._db.execute("SELECT MAX(seq) FROM frames").fetchone()
        return int(row[0]) if row[0] is not None else 0

    def last_frame(self) -> JournalFrame | None:
        """The latest frame an answer may use as 'now'."""
        return next(iter(self.latest_frames(1)), None)

    @_checked
    def last_frame_by(self, t: float) -> JournalFrame | None:
        """The latest frame taken at or before ``t``: where the robot was then."""
        row = self._db.execute(
            f"SELECT {_COLUMNS} FROM frames WHERE t <= ? AND {_PLAUSIBLE} ORDER BY t DESC LIMIT 1",
            (t,),
        ).fetchone()
        return None if row is None else _frame(row)

    @_checked
    def frame_count(self) -> int:
        return int(self._db.execute("SELECT COUNT(*) FROM frames").fetchone()[0])

    @_checked
    def frame_at(self, t: float, pose: Pose) -> int | None:
        """The seq of a frame stored with exactly this time and pose (a run fed again), if any."""
        row = self._db.execute(
            "SELECT seq FROM frames WHERE t = ? AND x = ? AND y = ? AND z = ? AND yaw = ? LIMIT 1",
            (t, pose.x, pose.y, pose.z, pose.yaw),
        ).fetchone()
        return None if row is None else int(row[0])

    @_checked
    def frame_digest(self, seq: int) -> str | None:
        """A digest of frame ``seq`` as stored: tells this journal's frame from another's."""
        row = self._db.execute(f"SELECT {_COLUMNS} FROM frames WHERE seq = ?", (seq,)).fetchone()
        return None if row is None else hashlib.sha256(repr(tuple(row)).encode()).hexdigest()

    @_checked
    def labels(self, dim: int, from_id: int = 0) -> list[tuple[int, str, np.ndarray]]:
        """(id, text, embedding) of every label with id >= ``from_id``, in id order."""
        rows = self._db.execute(
            "SELECT id, text, vector FROM labels WHERE id >= ? ORDER BY id", (from_id,)
        ).fetchall()
        return [(int(i), str(text), np.frombuffer(blob, np.float32, dim)) for i, text, blob in rows]

    @_checked
    def caption_vectors(self, seqs: Sequence[int], dim: int) -> dict[int, np.ndarray]:
        """The stored caption embeddings of those of ``seqs`` the writer has embedded."""
        if not seqs or not self._has_table("caption_vectors"):
            return {}
        rows = self._db.execute(
            "SELECT seq, vector FROM caption_vectors WHERE seq BETWEEN ? AND ?",
            (min(seqs), max(seqs)),
        ).fetchall()
        wanted = set(seqs)
        return {
            int(seq): np.frombuffer(blob, np.float32, dim) for seq, blob in rows if seq in wanted
        }

    def _has_table(self, name: str) -> bool:
        """Journals written by older versions lack newer tables until opened for writing."""
        return bool(
            self._db.execute(
                "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", (name,)
            ).fetchone()
        )

    @_checked
    def captioned_frames_saying(
        self, words: str, until: float, k: int, earliest: bool = False
    ) -> list[JournalFrame]:
        """The latest (or ``earliest``) k captioned frames by ``until`` whose caption contains
        ``words`` (case ignored): a sign's text is matched by its letters, not by meaning."""
        escaped = words.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        rows = self._db.execute(
            f"SELECT {_COLUMNS} FROM frames WHERE t <= ? AND caption LIKE ? ESCAPE '\\' "
            f"AND {_PLAUSIBLE} ORDER BY t {'ASC' if earliest else 'DESC'} LIMIT ?",
            (until, f"%{escaped}%", k),
        ).fetchall()
        return [_frame(row) for row in rows]

    @_checked
    def captioned_frames_near(self, t: float, k: int) -> list[JournalFrame]:
        """The k captioned frames closest in time to ``t`` (an index walk both ways)."""
        rows = self._db.execute(
            f"SELECT * FROM (SELECT {_COLUMNS} FROM frames WHERE t <= ? AND caption != '' "
            f"AND {_PLAUSIBLE} ORDER BY t DESC LIMIT ?) UNION ALL "
            f"SELECT * FROM (SELECT {_COLUMNS} FROM frames WHERE t > ? AND caption != '' "
            f"AND {_PLAUSIBLE} ORDER BY t ASC LIMIT ?)",
            (t, k, t, k),
        ).fetchall()
        frames = [_frame(row) for row in rows]
        frames.sort(key=lambda frame: (abs(frame.t - t), frame.seq))
        return frames[:k]

    @_checked
    def captioned_count(self, until_seq: int) -> int:
        """How many frames up to ``until_seq`` the caption store should hold."""
        row = self._db.execute(
            f"SELECT COUNT(*) FROM frames WHERE seq <= ? AND caption != '' AND {_PLAUSIBLE}",
            (until_seq,),
        ).fetchone()
        return int(row[0])

    @_checked
    def captioned_frames_after(self, seq: int) -> list[JournalFrame]:
        """The frames after ``seq`` the caption store should hold (captioned, plausible)."""
        rows = self._db.execute(
            f"SELECT {_COLUMNS} FROM frames WHERE seq > ? AND caption != '' AND {_PLAUSIBLE} "
            "ORDER BY seq",
            (seq,),
        ).fetchall()
        return [_frame(row) for row in rows]

    @_checked
    def poses(self, every: int = 1) -> list[tuple[float, float, float, float]]:
        """(t, x, y, yaw) of every ``every``-th frame in order: the trajectory for a map."""
        rows = self._db.execute(
            f"SELECT t, x, y, yaw FROM frames WHERE (seq - 1) % ? = 0 AND {_PLAUSIBLE} "
            "ORDER BY seq",
            (every,),
        ).fetchall()
        return [(float(t), float(x), float(y), float(yaw)) for t, x, y, yaw in rows]

    @_checked
    def latest_frames(self, n: int) -> list[JournalFrame]:
        """The last ``n`` frames, newest first. NOT INDEXED: with the time index SQLite
        would read every plausible frame and sort them (45 ms at 80k frames, on every
        question); walking the rows back from the newest stops after ``n``."""
        rows = self._db.execute(
            f"SELECT {_COLUMNS} FROM frames NOT INDEXED WHERE {_PLAUSIBLE} "
            "ORDER BY seq DESC LIMIT ?",
            (n,),
        ).fetchall()
        return [_frame(row) for row in rows]

    @_checked
    def frames_after(self, seq: int, limit: int = -1) -> Iterator[JournalFrame]:
        """Every frame with sequence number > ``seq`` (the first ``limit``), in order, with its
        bearings and box heights (as stored: the reader checks them, see
        memory._restore_graph)."""
        yield from self._frames_with_boxes("f.seq > ? ORDER BY f.seq LIMIT ?", (seq, limit))

    @_checked
    def frames_between(self, start: float, end: float) -> Iterator[JournalFrame]:
        """Every frame taken from ``start`` to ``end``, in time order, with its bearings and
        box heights."""
        yield from self._frames_with_boxes(
            f"f.t BETWEEN ? AND ? AND {_PLAUSIBLE} ORDER BY f.t, f.seq", (start, end)
        )

    def _frames_with_boxes(self, where: str, params: tuple[float, ...]) -> Iterator[JournalFrame]:
        columns, joins = [], []
        for table, column in (("frame_bearings", "bearings"), ("frame_box_heights", "heights")):
            if self._has_table(table):  # (journals older than the table lack it)
                columns.append(f"{table}.{column}")
                joins.append(f"LEFT JOIN {table} ON {table}.seq = f.seq")
            else:
                columns.append("NULL")
        rows = self._db.execute(
            f"SELECT f.seq, t, x, y, z, yaw, caption, label_ids, source, {', '.join(columns)} "
            f"FROM frames f {' '.join(joins)} WHERE {where}",
            params,
        )
        for *row, bearings, heights in rows:
            frame = _frame(tuple(row))
            if bearings is not None:
                frame = replace(frame, bearings=tuple(json.loads(bearings)))
            if heights is not None:
                frame = replace(frame, box_heights=tuple(json.loads(heights)))
            yield frame


def _readonly_uri(path: Path) -> str:
    """The URI to read ``path`` without writing it.

    A WAL reader (``mode=ro``) sees a live writer's commits but must create the ``-shm``
    file beside the journal, which read-only storage refuses. There, with no ``-wal`` file
    (a writer keeps one while it has the journal open, and removes it on close), nobody
    is writing: ``immutable=1`` reads the file as it is, without any lock or side file.
    """
    uri = path.absolute().as_uri()
    wal = path.with_name(path.name + "-wal")
    if not os.access(path.parent, os.W_OK) and not wal.exists():
        return f"{uri}?immutable=1"
    return f"{uri}?mode=ro"


def _frame(row: tuple[Any, ...]) -> JournalFrame:
    seq, t, x, y, z, yaw, caption, label_ids, source = row
    return JournalFrame(
        int(seq), float(t), Pose(x, y, z, yaw), caption, tuple(json.loads(label_ids)), source
    )
