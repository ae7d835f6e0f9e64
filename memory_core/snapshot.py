"""Graph snapshots: a cache of the graph at a journal position, so reopening is fast.

A snapshot is only ever an optimisation. It is written atomically (temporary
file, fsync, rename); one that is missing, stale, unreadable or written for
another journal is ignored and the graph is rebuilt from the journal. It names
the journal it was taken from (``SnapshotKey``): a snapshot copied in from another
memory would otherwise be loaded as this one's graph.
"""

from __future__ import annotations

import dataclasses
import logging
import os
import zipfile
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from memory_core.graph_memory import GraphState

log = logging.getLogger(__name__)

# 3: the key (memory id and frame digest) was added; 4: range scales (ranging.py). Older
# snapshots are replayed over.
FORMAT_VERSION = 4


@dataclass(frozen=True)
class SnapshotKey:
    """Where a snapshot stands: the journal's memory id, a seq and that frame's digest."""

    memory_id: str
    seq: int
    frame_digest: str


def save_snapshot(path: Path, state: GraphState, key: SnapshotKey) -> None:
    """Write ``state`` as of ``key``, replacing any older snapshot."""
    arrays = {f.name: getattr(state, f.name) for f in dataclasses.fields(state)}
    temporary = path.with_suffix(".tmp")
    with temporary.open("wb") as handle:
        np.savez(
            handle,
            format_version=FORMAT_VERSION,
            memory_id=key.memory_id,
            seq=key.seq,
            frame_digest=key.frame_digest,
            **arrays,
        )
        handle.flush()
        os.fsync(handle.fileno())
    temporary.replace(path)


def load_snapshot(path: Path) -> tuple[GraphState, SnapshotKey] | None:
    """(state, key) or None when there is no usable snapshot."""
    if not path.exists():
        return None
    try:
        with np.load(path, allow_pickle=False) as data:
            if int(data["format_version"]) != FORMAT_VERSION:
                log.warning("ignoring snapshot %s of another format; replaying journal", path)
                return None
            fields = {f.name: data[f.name] for f in dataclasses.fields(GraphState)}
            key = SnapshotKey(str(data["memory_id"]), int(data["seq"]), str(data["frame_digest"]))
            return GraphState(**fields), key
    except (OSError, KeyError, ValueError, zipfile.BadZipFile) as error:
        log.warning("ignoring unreadable snapshot %s (%s); replaying journal", path, error)
        return None
