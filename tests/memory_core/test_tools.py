"""The agent's tools over a real memory (graph + Milvus Lite captions)."""

from __future__ import annotations

import math
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


def test_near_compares_located_things_by_where_they_are(open_memory) -> None:
    memory = open_memory()
    # A bench and a fountain 12 m apart, seen together from three poses within δP.
    views = [((0.0, 0.0), 0.0), ((4.0, 0.0), 0.0), ((2.0, 3.0), 0.0)]
    bench, fountain = (6.0, -2.0), (6.0, 10.0)
    for i, ((x, y), yaw) in enumerate(views):
        bearings = [math.atan2(t[1] - y, t[0] - x) - yaw for t in (bench, fountain)]
        memory.add_frame(
            T0 + 2 * i, Pose(x, y, 0.0, yaw), "a plaza", ["bench", "fountain"], "", bearings
        )
    tools = MemoryTools(memory)
    # Seen together, from the same poses, but 12 m apart: not near at 8 m ...
    assert tools.near("bench", "fountain", radius=8) == []
    # ... and near at 15 m, measured between where they are.
    (hit,) = tools.near("bench", "fountain", radius=15)
    assert hit.score == pytest.approx(12.0, abs=2.0)  # lines of sight 15-35° apart


def test_near_prefers_landmarks_seen_more_than_once(open_memory) -> None:
    memory = open_memory()
    memory.add_frame(T0, Pose(0, 0), "a street", ["bench", "mailbox"])  # a mailbox once ...
    for i in range(2):  # ... and another, 30 m away, twice
        memory.add_frame(T0 + 10 + i, Pose(30, 0), "a corner", ["mailbox"])
    tools = MemoryTools(memory)
    assert [hit.entity.label for hit in tools.near("bench", "mailbox")] == ["bench"]
    assert tools.near("bench", "mailbox", confirmed=2) == []
    assert tools.near("bench", "mailbox", confirmed=2, before=T0 + 5), "none confirmed yet"


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


def test_a_room_code_is_the_room_a_quoted_door_plate_names_with_it(open_memory) -> None:
    # Captions name the microfilm room by its name; its code only on the door plate.
    memory = open_memory()
    t = T0
    for x in range(0, 12, 2):
        memory.add_frame(t, Pose(float(x), 0.0), "A hallway with doors.", ["door"])
        t += 2.0
    memory.add_frame(t, Pose(12.0, 0.0), 'A door plate reads "L1-12 MICROFILM ROOM".', ["sign"])
    for x in range(14, 26, 2):
        t += 2.0
        memory.add_frame(t, Pose(float(x), 0.0), "The image shows a microfilm room.", ["reader"])
    tools = MemoryTools(memory)
    (stay,) = tools.place_stays("room L1-12", t)
    assert [(s.start, s.end) for s in tools.place_stays("the microfilm room", t)] == [
        (stay.start, stay.end)
    ]
    assert tools.place_stays("room L1-13", t) == []


def test_labels_between_two_moments_are_each_frames_in_time_order(tools: MemoryTools) -> None:
    frames = tools.labels_between(T0 + 100.0, T0 + 250.0)
    assert frames == [(T0 + 120.0, ["bike rack", "tree"]), (T0 + 240.0, ["fire hydrant"])]
    assert frames[0][1] == tools.frame_labels(T0 + 120.0)
