"""A reader's caption index answers as the writer's caption store does (test_follow.py
compares them on a memory); here its own contract."""

from __future__ import annotations

import numpy as np

from memory_core.caption_index import CaptionIndex
from memory_core.embedding import TextEmbedder
from memory_core.types import Pose
from tests.conftest import T0


def _index(embedder: TextEmbedder, captions: list[str]) -> CaptionIndex:
    index = CaptionIndex(embedder, embedder.dim)
    index.add(
        list(range(1, len(captions) + 1)),
        captions,
        [Pose(float(i), 0.0, yaw=0.5) for i in range(len(captions))],
        [T0 + 10.0 * i for i in range(len(captions))],
        embedder.encode(captions),
    )
    return index


def test_captions_are_found_by_meaning_with_cosine_scores(embedder: TextEmbedder) -> None:
    index = _index(embedder, ["a kitchen with a kettle", "a car park", "a dark forest"])
    hits = index.by_text("where can I boil water?", k=2)
    assert hits[0].caption == "a kitchen with a kettle" and hits[0].id == 1
    expected = embedder.encode(["a kitchen with a kettle"])[0] @ embedder.encode_one(
        "where can I boil water?"
    )
    assert np.isclose(hits[0].score, expected, atol=1e-5)
    assert hits[0].score >= hits[1].score and len(hits) == 2


def test_only_captions_taken_by_a_time_are_searched_when_asked(embedder: TextEmbedder) -> None:
    index = _index(embedder, ["a kitchen", "a kitchen again", "a kitchen once more"])
    assert [hit.id for hit in index.by_text("kitchen", k=5, before=T0 + 10.0)] in ([1, 2], [2, 1])
    assert index.by_position((0.0, 0.0, 0.0), k=5, before=T0 - 1.0) == []


def test_captions_are_found_by_position_with_distances_in_metres(embedder: TextEmbedder) -> None:
    index = _index(embedder, ["one", "two", "three", "four"])
    hits = index.by_position((2.2, 0.0, 0.0), k=2)
    assert [(hit.id, round(hit.score, 6)) for hit in hits] == [(3, 0.2), (4, 0.8)]
    assert (hits[0].x, hits[0].yaw, hits[0].t) == (2.0, 0.5, T0 + 20.0)


def test_an_empty_index_finds_nothing(embedder: TextEmbedder) -> None:
    index = CaptionIndex(embedder, embedder.dim)
    assert index.by_text("anything", k=3) == [] and index.count() == 0
