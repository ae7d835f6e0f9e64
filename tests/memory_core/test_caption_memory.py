"""Caption memory against real Milvus Lite and the real MiniLM embedder."""

from __future__ import annotations

from pathlib import Path

import pytest

from memory_core.caption_memory import CaptionMemory, CaptionStoreLockedError
from memory_core.config import CaptionConfig
from memory_core.types import Pose
from tests.conftest import T0

CAPTIONS = [
    ("a long hallway with a red couch next to a wooden door", (0.0, 0.0, 0.0)),
    ("a street with parked cars and a yellow fire hydrant on the sidewalk", (40.0, 3.0, 0.0)),
    ("a laboratory with robots on workbenches and soldering tools", (10.0, 30.0, 3.0)),
    ("a cafe counter with an espresso machine and pastries", (-25.0, 5.0, 0.0)),
]


@pytest.fixture
def store(tmp_path: Path, embedder):
    captions = CaptionMemory.open(tmp_path, embedder, CaptionConfig(embed_batch=2), embedder.dim)
    for seq, (text, xyz) in enumerate(CAPTIONS, start=1):
        captions.add(seq, text, Pose(*xyz, yaw=0.1 * seq), T0 + 60.0 * seq)
    yield captions
    captions.close()


def test_captions_are_found_by_meaning(store: CaptionMemory) -> None:
    hits = store.by_text("where can I get a coffee?", k=2)
    assert hits[0].caption.startswith("a cafe counter")
    assert hits[0].score > hits[1].score
    assert (hits[0].x, hits[0].y, hits[0].t) == (-25.0, 5.0, T0 + 240.0)


def test_position_search_reports_metres_not_squared_distance(store: CaptionMemory) -> None:
    hits = store.by_position((10.0, 26.0, 0.0), k=2)
    assert hits[0].caption.startswith("a laboratory")
    assert hits[0].score == pytest.approx(5.0, abs=1e-4)  # 3-4-5 triangle, Milvus says 25


def test_text_search_can_ignore_captions_taken_after_a_moment(store: CaptionMemory) -> None:
    hits = store.by_text("where can I get a coffee?", k=4, before=T0 + 180.0)
    assert {hit.id for hit in hits} == {1, 2, 3}


def test_buffered_captions_are_searchable_before_a_full_batch(tmp_path: Path, embedder) -> None:
    captions = CaptionMemory.open(tmp_path, embedder, CaptionConfig(embed_batch=100), 384)
    try:
        captions.add(1, "a bicycle rack beside a yellow police pole", Pose(1, 2), T0)
        assert captions.pending == 1
        assert captions.by_text("bike rack", k=1)[0].id == 1
        assert captions.pending == 0
    finally:
        captions.close()


def test_captions_survive_closing_and_reopening(tmp_path: Path, embedder) -> None:
    first = CaptionMemory.open(tmp_path, embedder, CaptionConfig(), 384)
    first.add(7, "a glass door at the building entrance", Pose(3, 4, 0, 1.5), T0)
    first.close()
    again = CaptionMemory.open(tmp_path, embedder, CaptionConfig(), 384)
    try:
        assert again.count() == 1
        hit = again.by_text("entrance", k=1)[0]
        assert (hit.id, hit.x, hit.y, hit.yaw, hit.t) == (7, 3.0, 4.0, 1.5, T0)
    finally:
        again.close()


def test_a_second_opener_of_the_same_file_is_told_what_to_do(tmp_path: Path, embedder) -> None:
    import subprocess
    import sys

    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time; from pymilvus import MilvusClient; "
            f"MilvusClient({str(tmp_path / 'captions.db')!r}); print('open', flush=True); "
            "time.sleep(60)",
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "open"
        with pytest.raises(CaptionStoreLockedError, match="milvus-lite server"):
            CaptionMemory.open(tmp_path, embedder, CaptionConfig(), 384)
    finally:
        holder.kill()
        holder.wait()
