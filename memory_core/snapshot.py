"""Graph snapshots: a cache of the graph at a journal position, so reopening is fast.

A snapshot is only ever an optimisation. It is written atomically (temporary
file, fsync, rename); one that is missing, stale or unreadable is ignored and
the graph is rebuilt from the journal.
"""

from __future__ import annotations

import dataclasses
import logging
import os
import zipfile
from pathlib import Path

import numpy as np

from memory_core.graph_memory import GraphState

log = logging.getLogger(__name__)

FORMAT_VERSION = 2


def save_snapshot(path: Path, state: GraphState, seq: int) -> None:
    """Write ``state`` as of journal sequence ``seq``, replacing any older snapshot."""
    arrays = {f.name: getattr(state, f.name) for f in dataclasses.fields(state)}
    temporary = path.with_suffix(".tmp")
    with temporary.open("wb") as handle:
        np.savez(handle, format_version=FORMAT_VERSION, seq=seq, **arrays)
        handle.flush()
        os.fsync(handle.fileno())
    temporary.replace(path)


def load_snapshot(path: Path) -> tuple[GraphState, int] | None:
    """(state, journal seq) or None when there is no usable snapshot."""
    if not path.exists():
        return None
    try:
        with np.load(path, allow_pickle=False) as data:
            if int(data["format_version"]) != FORMAT_VERSION:
                log.warning("ignoring snapshot %s of another format; replaying journal", path)
                return None
            fields = {f.name: data[f.name] for f in dataclasses.fields(GraphState)}
            return GraphState(**fields), int(data["seq"])
    except (OSError, KeyError, ValueError, zipfile.BadZipFile) as error:
        log.warning("ignoring unreadable snapshot %s (%s); replaying journal", path, error)
        return None
