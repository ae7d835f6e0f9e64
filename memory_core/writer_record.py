"""Who writes a memory: the writer's pid and host, kept in its lock file while it runs.

Readers never take the lock (a reader probing it could make a writer starting at
that instant fail); they read this record instead, and tell a live writer from a
killed one by its pid when it runs on their host.
"""

from __future__ import annotations

import os
import socket
import time
from dataclasses import dataclass
from pathlib import Path
from typing import IO


@dataclass(frozen=True)
class WriterRecord:
    """The process holding a memory's writer lock, as it wrote itself down."""

    pid: int
    host: str
    started: float  # POSIX seconds

    def alive(self) -> bool:
        """False only when the writer surely stopped: its pid is gone on this host. A writer
        on another host (a shared directory) cannot be checked and counts as alive."""
        if self.host != socket.gethostname():
            return True
        try:
            os.kill(self.pid, 0)
        except ProcessLookupError:
            return False
        except PermissionError:  # someone else's process: it exists
            return True
        return True

    def describe(self) -> str:
        return f"writer pid {self.pid} / {self.host}"


def write_writer_record(handle: IO[str]) -> None:
    """Record this process in the lock file ``handle`` (open, locked by this process)."""
    handle.seek(0)
    handle.truncate()
    handle.write(f"{os.getpid()} {socket.gethostname()} {time.time():.3f}\n")
    handle.flush()


def clear_writer_record(handle: IO[str]) -> None:
    """Empty the lock file before releasing it: its time of change says when writing stopped."""
    handle.seek(0)
    handle.truncate()
    handle.flush()


def read_writer_record(lock_file: Path) -> WriterRecord | None:
    """The record in ``lock_file``; None when there is none (no writer since the last one
    stopped cleanly) or it is not one this module wrote."""
    try:
        fields = lock_file.read_text(encoding="utf-8").split()
    except (OSError, UnicodeDecodeError):
        return None
    if len(fields) != 3:
        return None
    try:
        return WriterRecord(int(fields[0]), fields[1], float(fields[2]))
    except ValueError:
        return None
