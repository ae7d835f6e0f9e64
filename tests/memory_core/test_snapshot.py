"""Snapshots carry the key of the journal position they were taken at; older ones are replayed."""

from __future__ import annotations

import logging
from pathlib import Path

import numpy as np
import pytest

from memory_core.config import GraphConfig
from memory_core.graph_memory import MemoryGraph
from memory_core.labels import LabelTable
from memory_core.snapshot import SnapshotKey, load_snapshot, save_snapshot
from memory_core.types import Pose
from tests.conftest import T0


def _graph() -> MemoryGraph:
    labels = LabelTable(4)
    labels.add("chair", np.array([1, 0, 0, 0], np.float32))
    graph = MemoryGraph(labels, GraphConfig())
    graph.observe(T0, Pose(1, 2), [0])
    return graph


def test_a_snapshot_comes_back_with_the_key_it_was_saved_under(tmp_path: Path) -> None:
    key = SnapshotKey("4f1c0ffee", 7, "ab" * 32)
    graph = _graph()
    save_snapshot(tmp_path / "graph.snapshot.npz", graph.state(), key)

    loaded = load_snapshot(tmp_path / "graph.snapshot.npz")

    assert loaded is not None
    state, loaded_key = loaded
    assert loaded_key == key
    assert np.array_equal(state.entity_xyz, graph.state().entity_xyz)


def test_a_snapshot_from_before_keys_is_ignored_so_the_journal_is_replayed(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "graph.snapshot.npz"
    state = _graph().state()
    with path.open("wb") as handle:  # what format 2 wrote: a seq, no memory id or digest
        np.savez(handle, format_version=2, seq=1, **vars(state))

    with caplog.at_level(logging.WARNING, logger="memory_core.snapshot"):
        assert load_snapshot(path) is None
    assert "another format" in caplog.text
