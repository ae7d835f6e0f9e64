"""Scoring as NaVQA and the paper do; perfect answers score 1, wrong ones 0."""

from __future__ import annotations

import math

import pytest

from sim_eval.scoring import score, summarize

SPATIAL = {"id": "s", "type": "spatial", "truth": {"positions": [[0, 0, 0], [100, 0, 0]]}}
TEMPORAL = {"id": "t", "type": "temporal", "truth": {"time": 1000.0}}
BINARY = {"id": "b", "type": "binary", "truth": {"binary": False}}
DURATION = {"id": "d", "type": "duration", "truth": {"duration_s": 200.0}}
TEXT = {"id": "x", "type": "text", "truth": {"keywords": ["red", "crimson"]}}


def test_spatial_error_is_to_the_nearest_acceptable_target() -> None:
    assert score(SPATIAL, {"position": [96, 3, 0]}).error == pytest.approx(5.0)
    assert score(SPATIAL, {"position": [40, 0, 0]}).correct is False  # 40 m from both
    assert score(SPATIAL, {"position": None}).error == math.inf


def test_a_truth_without_height_is_met_at_any_height() -> None:
    flat = {"id": "f", "type": "spatial", "truth": {"positions": [[3, 4]]}}
    assert score(flat, {"position": [0, 0, 7.5]}).error == pytest.approx(5.0)
    assert score(SPATIAL, {"position": [96, 3]}).error == pytest.approx(5.0)


def test_temporal_binary_duration_and_text() -> None:
    assert (
        score(TEMPORAL, {"time": 1100.0}).correct and not score(TEMPORAL, {"time": 1200.1}).correct
    )
    assert score(BINARY, {"binary": False}).correct and not score(BINARY, {"binary": None}).correct
    assert score(DURATION, {"duration_s": 249.0}).correct
    assert not score(DURATION, {"duration_s": 251.0}).correct
    assert score(TEXT, {"answer": "They were Red."}).correct
    assert not score(TEXT, {"answer": "blue"}).correct


def test_summary_reports_each_threshold_and_the_fallback_share() -> None:
    scores = [
        score(SPATIAL, {"position": [3, 4, 0], "memory": ["graph"], "latency_s": 0.01}),
        score(SPATIAL, {"position": [0, 20, 0], "memory": ["graph", "vector"], "latency_s": 0.03}),
        score(TEMPORAL, {"time": 1020.0, "memory": ["vector"], "latency_s": 0.02}),
        score(BINARY, {"binary": True, "memory": ["graph"], "latency_s": 0.01}),
    ]
    summary = summarize(scores)
    assert summary["spatial"] == {
        "n": 2,
        "median_error_m": 12.5,
        "acc@5m": 0.5,
        "acc@15m": 0.5,
        "acc@25m": 1.0,
    }
    assert summary["temporal"]["acc@30s"] == 1.0 and summary["binary"]["accuracy"] == 0.0
    assert summary["fallback_share"] == 0.5
    assert summary["latency_s"]["p50"] == pytest.approx(0.015)


def test_an_unknown_question_type_is_an_error() -> None:
    with pytest.raises(ValueError, match="unknown type"):
        score({"id": "z", "type": "smell", "truth": {}}, {})
