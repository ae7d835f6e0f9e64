"""The agent's tools over a real memory (graph + Milvus Lite captions)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory_core.tools import MemoryTools
from memory_core.types import Pose
from tests.conftest import T0, TEST_TIMEZONE


@pytest.fixture
def tools(open_memory) -> MemoryTools:
    memory = open_memory()
    scenes = [
        ((0, 0), ["bike rack", "yellow police pole"], "a bike rack next to a yellow police pole"),
        ((30, 0), ["bike rack", "tree"], "a bike rack under a tree on the sidewalk"),
        ((60, 0), ["fire hydrant"], "a red fire hydrant by the road"),
        ((60, 40), ["espresso machine", "table"], "a cafe with an espresso machine"),
    ]
    for i, ((x, y), labels, caption) in enumerate(scenes):
        memory.add_frame(T0 + 120.0 * i, Pose(x, y), caption, labels)
    return MemoryTools(memory)


def test_near_finds_the_bike_rack_by_the_police_pole(tools: MemoryTools) -> None:
    hits = tools.near("bicycle rack", "police pole", radius=10)
    assert [(hit.entity.x, hit.entity.label) for hit in hits] == [(0.0, "bike rack")]
    assert hits[0].score == 0.0


def test_semantic_and_positional_tools(tools: MemoryTools) -> None:
    assert tools.semantic_search("hydrant", k=1)[0].entity.x == 60.0
    nearest = tools.positional_search(55, 38, k=2)
    assert {hit.entity.label for hit in nearest} == {"espresso machine", "table"}


def test_temporal_search_reads_clock_times_in_the_configured_zone(tools: MemoryTools) -> None:
    # Frame 2 (the hydrant) was at T0 + 240 s = 01:04 in Rome on 2026-01-01.
    seen = datetime.fromtimestamp(T0 + 240, ZoneInfo(TEST_TIMEZONE))
    assert seen.strftime("%H:%M") == "01:04"
    hit = tools.temporal_search("01:04", k=1)[0]
    assert hit.entity.label == "fire hydrant" and hit.score == 0.0


def test_caption_tools_answer_by_text_position_and_time(tools: MemoryTools) -> None:
    assert "espresso" in tools.captions_by_text("coffee", k=1)[0].caption
    assert tools.captions_by_position((31, 1, 0), k=1)[0].caption.endswith("sidewalk")
    assert tools.captions_by_time(T0 + 250, k=1)[0].caption == "a red fire hydrant by the road"
    assert tools.captions_by_time("01:02", k=1)[0].t == T0 + 120


def test_tools_use_the_retrieval_k_by_default(tools: MemoryTools, tmp_path: Path) -> None:
    assert len(tools.positional_search(0, 0)) == tools.retrieval.k == 5


def test_captions_by_time_are_the_nearest_in_time_either_side(tools: MemoryTools) -> None:
    hits = tools.captions_by_time(T0 + 170.0, k=3)
    assert [hit.t - T0 for hit in hits] == [120.0, 240.0, 0.0]
    assert [hit.score for hit in hits] == [50.0, 70.0, 170.0]
    assert tools.captions_by_time(T0 + 10_000, k=1)[0].t == T0 + 360.0
