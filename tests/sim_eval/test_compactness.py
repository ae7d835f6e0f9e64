"""Memory compactness per δE/δP on the tiny simulated world."""

from __future__ import annotations

import itertools
from pathlib import Path

from memory_core.config import Config
from sim_eval.compactness import markdown, sweep
from sim_eval.runner import world_dir


def test_stricter_merging_keeps_more_entities_and_objects_consolidate_them(
    tmp_path: Path,
) -> None:
    folder = world_dir("tiny", tmp_path, lambda message: None)
    results = sweep(folder, Config(), similarities=(0.5, 0.95), distances=(5.0,))
    loose, strict = results
    assert loose.objects_seen == strict.objects_seen > 0
    assert strict.entities > loose.entities > 0, "a higher δE merges fewer labels"
    assert loose.captions == strict.captions > 0 and loose.bytes_on_disk > 0
    text = markdown("tiny", results)
    assert "| 0.95 | 5 |" in text
    assert not list(folder.glob("memory-dE*")), "scratch memories are removed"
    # Objects: fewer than entities, somewhat less pure, measured over the whole run.
    assert 0 < strict.objects < strict.entities
    assert strict.objects_per_real_object < strict.entities_per_object
    assert f"| {strict.objects} | {strict.objects_per_real_object:.2f} |" in text
    for purity in (strict.object_purity, strict.entity_purity):
        assert 0.0 < purity.thing <= purity.category <= 1.0
    assert [growth.share for growth in strict.growth] == [0.25, 0.5, 0.75, 1.0]
    last = strict.growth[-1]
    assert (last.entities, last.objects, last.real_objects) == (
        strict.entities,
        strict.objects,
        strict.objects_seen,
    )
    assert "Growth on world tiny, after 25% / 50% / 75% / 100% of the frames" in text
    revisits = strict.revisits
    assert 0 < revisits.frames < strict.captions
    assert 0 <= revisits.entities < strict.entities
    assert f"| {revisits.frames}, +{revisits.entities}, +{revisits.objects} |" in text


def test_a_recorded_run_without_truth_reports_how_entities_and_objects_grow(
    tmp_path: Path,
) -> None:
    from sim_eval.compactness import curve_markdown, growth_curve
    from sim_eval.sim.generate import RUN_FILE

    folder = world_dir("tiny", tmp_path, lambda message: None)
    curve = growth_curve(folder / RUN_FILE, Config(), tmp_path / "scratch", points=4)
    assert [point.share for point in curve] == [0.25, 0.5, 0.75, 1.0]
    assert all(
        a.entities <= b.entities and a.objects <= b.objects for a, b in itertools.pairwise(curve)
    )
    assert 0 < curve[-1].objects < curve[-1].entities
    assert not (tmp_path / "scratch").exists(), "the scratch memory is removed"
    table = curve_markdown("tiny", curve)
    assert f"| {curve[-1].frames} | 100% | {curve[-1].entities} | {curve[-1].objects} |" in table
