"""A reader's caption index answers as the writer's caption store does (test_follow.py
compares them on a memory); here its own contract."""

from __future__ import annotations

import numpy as np

from memory_core.caption_index import CaptionIndex, IndexedCaption
from memory_core.embedding import TextEmbedder
from memory_core.types import Pose
from tests.conftest import T0
from tests.fakes.embedding import CountingEmbedder


def _captions(texts: list[str]) -> list[IndexedCaption]:
    return [
        IndexedCaption(i + 1, text, Pose(float(i), 0.0, yaw=0.5), T0 + 10.0 * i)
        for i, text in enumerate(texts)
    ]


def _index(embedder: TextEmbedder, texts: list[str]) -> CaptionIndex:
    index = CaptionIndex(embedder, lambda seqs: {})
    index.add(_captions(texts))
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
    assert sorted(hit.id for hit in index.by_text("kitchen", k=5, before=T0 + 10.0)) == [1, 2]
    assert index.by_position((0.0, 0.0, 0.0), k=5, before=T0 - 1.0) == []


def test_captions_are_found_by_position_with_distances_in_metres(embedder: TextEmbedder) -> None:
    index = _index(embedder, ["one", "two", "three", "four"])
    hits = index.by_position((2.2, 0.0, 0.0), k=2)
    assert [(hit.id, round(hit.score, 6)) for hit in hits] == [(3, 0.2), (4, 0.8)]
    assert (hits[0].x, hits[0].yaw, hits[0].t) == (2.0, 0.5, T0 + 20.0)


def test_the_writers_embeddings_are_used_and_only_the_rest_embedded_when_searched(
    embedder: TextEmbedder,
) -> None:
    counting = CountingEmbedder(embedder)
    texts = ["a kitchen with a kettle", "a car park", "a dark forest"]
    journaled = {1: embedder.encode([texts[0]])[0], 2: embedder.encode([texts[1]])[0]}
    index = CaptionIndex(counting, lambda seqs: {s: journaled[s] for s in seqs if s in journaled})
    index.add(_captions(texts))
    assert index.count() == 3 and counting.embedded == []  # following embeds nothing
    assert index.by_text("trees at night", k=1)[0].id == 3
    assert counting.embedded == ["a dark forest"]


def test_an_empty_index_finds_nothing(embedder: TextEmbedder) -> None:
    index = CaptionIndex(embedder, lambda seqs: {})
    assert index.by_text("anything", k=3) == [] and index.count() == 0
