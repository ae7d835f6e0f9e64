"""The place track: indoor stretches from per-frame caption scores."""

from __future__ import annotations

import numpy as np
import pytest

from memory_core.places import PLACED_INDOOR_SCORE, IndoorScorer, indoor_scores, indoor_stretches


def test_stretches_are_runs_of_indoor_frames_with_single_frame_noise_smoothed() -> None:
    times = [float(t) for t in range(0, 20, 2)]  # 10 frames, 2 s apart
    scores = [-1, -1, 1, 1, -1, 1, 1, -1, -1, 1]  # frame 4 is a one-frame blip
    stretches = indoor_stretches(list(range(10)), times, scores)
    assert [(s.start, s.end, s.ongoing) for s in stretches] == [
        (4.0, 12.0, False),
        (18.0, 18.0, True),  # just walked in
    ]


def test_a_few_outdoor_sounding_captions_inside_do_not_split_a_visit() -> None:
    # Caption scores are small (about ±0.2); two hallway captions that read as outdoors
    # in the middle of a visit would split it under a majority vote, not here.
    scores = [-0.2] * 5 + [0.2] * 6 + [-0.15, -0.1] + [0.2] * 6 + [-0.2] * 5
    times = [2.0 * i for i in range(len(scores))]
    (visit,) = indoor_stretches(list(range(len(scores))), times, scores)
    assert (visit.start, visit.end) == (10.0, 36.0)


def test_a_stretch_still_going_at_the_last_frame_is_ongoing() -> None:
    stretches = indoor_stretches([1, 2, 3, 4], [0.0, 2.0, 4.0, 6.0], [-1, 1, 1, 1])
    assert len(stretches) == 1 and stretches[0].ongoing and stretches[0].seqs == (2, 3, 4)
    assert indoor_stretches([], [], []) == []


def test_captions_are_scored_indoor_or_outdoor_by_meaning(embedder) -> None:
    scorer = IndoorScorer(embedder)
    captions = [
        "walking down a long hallway with office doors and a fire extinguisher",
        "a laboratory with workbenches, soldering stations and a robot arm",
        "a busy street with parked cars and a fire hydrant on the sidewalk",
        "crossing the plaza between trees and bicycle racks",
    ]
    scores = scorer.scores(embedder.encode(captions))
    assert [score > 0 for score in scores] == [True, True, False, False]


def test_memory_answers_stretches_from_what_it_ingested(open_memory) -> None:
    from memory_core.types import Pose
    from tests.conftest import T0

    memory = open_memory()
    scenes = ["a street with parked cars"] * 3 + ["an office hallway in building b"] * 4
    scenes += ["a sidewalk with trees and a bench"] * 3
    for i, caption in enumerate(scenes):
        memory.add_frame(T0 + 2 * i, Pose(i, 0), caption, ["thing"])
    (inside,) = memory.indoor_stretches(until=T0 + 100)
    assert (inside.start, inside.end) == (T0 + 6, T0 + 12)
    assert memory.indoor_stretches(until=T0 + 100, mentioning="building c") == []
    assert memory.indoor_stretches(until=T0 + 9)[0].ongoing is True
    assert pytest.approx(inside.end - inside.start) == 6.0


def test_a_log_that_rarely_names_the_place_is_placed_by_the_track_and_the_labels(
    open_memory,
) -> None:
    """A robot-log captioner: the area only now and then, "unknown" otherwise. The frames
    in between are inside or out as the place the track put them in, and as their
    labels were where the log did name a side (a parked car, a street lamp: outdoors)."""
    from memory_core.types import Pose
    from tests.conftest import T0

    memory = open_memory()
    frames = []
    for i in range(12):  # a car park, named every fourth frame
        area = "car_park" if i % 4 == 0 else "unknown"
        frames.append((f"cam0 | area={area} | obj: parked car", ["parked car", "street lamp"]))
    for i in range(12):  # a lobby, named every fourth frame
        area = "lobby" if i % 4 == 0 else "unknown"
        frames.append((f"cam0 | area={area} | obj: reception desk", ["reception desk"]))
    for i, (caption, labels) in enumerate(frames):
        memory.add_frame(T0 + 2 * i, Pose(i, 0), caption, labels)
    (inside,) = memory.indoor_stretches(until=T0 + 100)
    assert (inside.start, inside.ongoing) == (T0 + 24, True)


def test_a_frame_below_the_ground_floor_is_indoors_whatever_it_looks_like() -> None:
    # an underground car park reads as outdoors by its caption and labels
    scores = indoor_scores(
        np.array([-0.4, -0.4]),
        np.array([-1, -1]),
        np.zeros(2),
        np.array([-2.0, -2.0]),
        np.array([True, False]),
    )
    assert scores[0] >= PLACED_INDOOR_SCORE and scores[1] < 0
