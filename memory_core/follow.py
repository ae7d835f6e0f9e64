"""A reader following a live writer: a thread that applies new journal rows as they commit.

Why a thread and not a check on every access: a page polling ``stats`` or the map
every second would pay a journal query per call, a question would pay for a
backlog it happened to arrive behind, and the lag a status page shows would only
be as fresh as the last question. The thread polls every
``persistence.follow_poll_s`` (a SQLite read of the rows after the last seq: well
under a millisecond when nothing is new), applies what it finds under the
memory's lock in chunks so questions interleave with a long catch-up, and keeps
going at once, without sleeping, while it is behind.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memory_core.writer_record import WriterRecord, read_writer_record

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class FollowStatus:
    """What a following reader knows of its writer, for a status line."""

    writer: WriterRecord | None  # the writer now, if one is running
    writer_gone_since: float | None  # POSIX seconds; None while a writer runs
    lag_s: float  # seconds since the reader last held everything the journal held
    waiting: bool  # no journal yet: waiting for a writer to create the memory
    problem: str | None = None  # why the last catch-up failed, if it did

    def to_json(self) -> dict[str, Any]:
        writer = self.writer
        return {
            "writer": None if writer is None else {"pid": writer.pid, "host": writer.host},
            "writer_gone_since": self.writer_gone_since,
            "lag_s": round(self.lag_s, 3),
            "waiting": self.waiting,
            "problem": self.problem,
        }

    def describe(self, clock: Callable[[float], str]) -> str:
        """'following: writer pid 12 / robot, lag 0.3 s', 'writer gone since 10:42', ..."""
        if self.waiting:
            return "waiting for a writer to create this memory"
        if self.writer is not None:
            text = f"following: {self.writer.describe()}, lag {self.lag_s:.1f} s"
        elif self.writer_gone_since is not None:
            text = f"writer gone since {clock(self.writer_gone_since)}; serving what it wrote"
        else:
            text = "no writer; serving what the memory holds"
        return text if self.problem is None else f"{text} ({self.problem})"


class JournalFollower:
    """Calls ``catch_up`` until it reports nothing new, then every ``poll_s``, until closed.

    ``catch_up`` applies the next chunk of new journal rows and returns True once it
    reached the end; ``waiting`` says whether the journal exists yet.
    """

    def __init__(
        self,
        catch_up: Callable[[], bool],
        waiting: Callable[[], bool],
        lock_file: Path,
        poll_s: float,
    ) -> None:
        self._catch_up = catch_up
        self._waiting = waiting
        self._lock_file = lock_file
        self._poll_s = poll_s
        self._stop = threading.Event()
        self._current_at = time.time()
        self._problem: str | None = None
        self._gone_since: float | None = None
        self._thread = threading.Thread(target=self._run, name="journal-follower", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def close(self) -> None:
        """Stop following; returns once the thread has ended."""
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join()

    def _run(self) -> None:
        while not self._stop.is_set():
            caught_up = True
            try:
                caught_up = self._catch_up()
            except Exception as error:  # keep serving what is held; retry at the next poll
                if str(error) != self._problem:
                    log.exception("following the journal failed; retrying")
                self._problem = str(error)
            else:
                self._problem = None
                if caught_up:
                    self._current_at = time.time()
            if caught_up:
                self._stop.wait(self._poll_s)

    def status(self) -> FollowStatus:
        record = read_writer_record(self._lock_file)
        writer = record if record is not None and record.alive() else None
        if writer is not None:
            self._gone_since = None
        elif self._gone_since is None:
            self._gone_since = _stopped_at(self._lock_file, record)
        return FollowStatus(
            writer=writer,
            writer_gone_since=self._gone_since,
            lag_s=max(0.0, time.time() - self._current_at),
            waiting=self._waiting(),
            problem=self._problem,
        )


def _stopped_at(lock_file: Path, record: WriterRecord | None) -> float | None:
    """When the last writer stopped: a clean stop empties the lock file (its change time);
    a killed writer's record remains, and it is gone from now on as far as anyone knows."""
    if record is not None:
        return time.time()
    try:
        return lock_file.stat().st_mtime
    except FileNotFoundError:
        return None
