"""Scores answers as NaVQA / ReMEmbR / the EmbodiedLGR paper do.

Spatial: metres to the nearest acceptable target, accuracy within 5, 15 and
25 m. Temporal: seconds off, accuracy within 30 s, 2 min and 3 min. Binary:
accuracy. Duration: within 25 %. Text: an acceptable keyword in the answer.
A missing field counts as wrong (infinitely far), never as skipped.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, cast

import numpy as np

SPATIAL_THRESHOLDS_M = (5.0, 15.0, 25.0)
TEMPORAL_THRESHOLDS_S = (30.0, 120.0, 180.0)
DURATION_TOLERANCE = 0.25


@dataclass(frozen=True)
class QuestionScore:
    id: str
    type: str
    correct: bool  # at the headline threshold (15 m, 2 min) or exact for binary/text
    error: float | None = None  # metres, seconds or relative duration error
    latency_s: float = 0.0
    used_vector: bool = False
    timings: dict[str, float] = field(default_factory=dict)


def score(question: dict[str, Any], answer: dict[str, Any]) -> QuestionScore:
    """One answer (the `lgr ask` JSON) against one question's ground truth."""
    kind = question["type"]
    truth = question["truth"]
    error: float | None = None
    if kind == "spatial":
        error = spatial_error(answer.get("position"), truth["positions"])
        correct = error <= 15.0
    elif kind == "temporal":
        error = _abs_error(answer.get("time"), truth["time"])
        correct = error <= 120.0
    elif kind == "binary":
        correct = answer.get("binary") is truth["binary"]
    elif kind == "duration":
        expected = float(truth["duration_s"])
        error = _abs_error(answer.get("duration_s"), expected) / max(expected, 1.0)
        correct = error <= DURATION_TOLERANCE
    elif kind == "text":
        text = str(answer.get("answer", "")).lower()
        correct = any(keyword.lower() in text for keyword in truth["keywords"])
    else:
        raise ValueError(f"question {question.get('id')}: unknown type {kind!r}")
    return QuestionScore(
        id=str(question["id"]),
        type=kind,
        correct=correct,
        error=error,
        latency_s=float(answer.get("latency_s") or 0.0),
        used_vector="vector" in (answer.get("memory") or []),
        timings=dict(answer.get("timings") or {}),
    )


def spatial_error(position: Any, targets: list[list[float]]) -> float:
    """Metres from the answer to the nearest true position; a truth given as [x, y] (no
    height) is met at any height, so only the coordinates both have are compared."""
    if not position or not targets:
        return math.inf
    return float(
        min(math.dist(position[: len(target)], target[: len(position)]) for target in targets)
    )


def _abs_error(value: Any, expected: float) -> float:
    return math.inf if value is None else abs(float(value) - float(expected))


def summarize(scores: Iterable[QuestionScore]) -> dict[str, Any]:
    """Per-type accuracies, errors and latencies, and the caption-memory fallback share."""
    scores = list(scores)
    by_type: dict[str, list[QuestionScore]] = {}
    for item in scores:
        by_type.setdefault(item.type, []).append(item)
    summary: dict[str, Any] = {"questions": len(scores)}
    spatial = by_type.get("spatial", [])
    if spatial:
        summary["spatial"] = {
            "n": len(spatial),
            "median_error_m": _median([s.error for s in spatial]),
            **{
                # a spatial score always has an error (score() sets it)
                f"acc@{t:g}m": _share(cast(float, s.error) <= t for s in spatial)
                for t in SPATIAL_THRESHOLDS_M
            },
        }
    temporal = by_type.get("temporal", [])
    if temporal:
        summary["temporal"] = {
            "n": len(temporal),
            "median_error_s": _median([s.error for s in temporal]),
            **{
                # a temporal score always has an error (score() sets it)
                f"acc@{_minutes(t)}": _share(cast(float, s.error) <= t for s in temporal)
                for t in TEMPORAL_THRESHOLDS_S
            },
        }
    for kind in ("binary", "duration", "text"):
        if by_type.get(kind):
            summary[kind] = {
                "n": len(by_type[kind]),
                "accuracy": _share(s.correct for s in by_type[kind]),
            }
    latencies = [s.latency_s for s in scores]
    if scores:
        summary["latency_s"] = {
            "p50": float(np.percentile(latencies, 50)),
            "p90": float(np.percentile(latencies, 90)),
        }
        components = sorted({name for s in scores for name in s.timings})
        summary["latency_components_s"] = {
            name: {
                "p50": float(np.percentile([s.timings.get(name, 0.0) for s in scores], 50)),
                "p90": float(np.percentile([s.timings.get(name, 0.0) for s in scores], 90)),
            }
            for name in components
        }
        summary["fallback_share"] = _share(s.used_vector for s in scores)
        summary["fallback_by_type"] = {
            kind: _share(s.used_vector for s in items) for kind, items in sorted(by_type.items())
        }
    return summary


def _share(flags: Iterable[bool]) -> float:
    values = [bool(flag) for flag in flags]
    return sum(values) / len(values) if values else 0.0


def _median(values: list[float | None]) -> float | None:
    finite = [v if v is not None else math.inf for v in values]
    return float(np.median(finite)) if finite else None


def _minutes(seconds: float) -> str:
    return f"{seconds:g}s" if seconds < 60 else f"{seconds / 60:g}min"
