"""Memory compactness per δE/δP on the tiny simulated world."""

from __future__ import annotations

from pathlib import Path

from memory_core.config import Config
from memory_core.evaluation.compactness import markdown, sweep
from memory_core.evaluation.runner import world_dir


def test_stricter_merging_keeps_more_entities(tmp_path: Path) -> None:
    folder = world_dir("tiny", tmp_path, lambda message: None)
    results = sweep(folder, Config(), similarities=(0.5, 0.95), distances=(5.0,))
    loose, strict = results
    assert loose.objects_seen == strict.objects_seen > 0
    assert strict.entities > loose.entities > 0, "a higher δE merges fewer labels"
    assert loose.captions == strict.captions > 0 and loose.bytes_on_disk > 0
    assert "| 0.95 | 5 |" in markdown("tiny", results)
    assert not list(folder.glob("memory-dE*")), "scratch memories are removed"
