"""The agent benchmark's results: latencies judged on the median, and where time goes.

The goal for an answer is on the median (the brief: p50 <= 50 ms), and each
answer's own tool trace says how its time splits between the graph, the
caption store and the rest.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

import numpy as np

from benchmarks.common import Latency, Report, figure_table, latency, latency_table
from memory_core.agent import Answer


@dataclass
class MedianLatency(Latency):
    """A latency whose goal is set on the median (the brief: overall p50 <= 50 ms)."""

    judged_on: str = "p50"

    @property
    def met(self) -> str:
        if self.goal_ms is None:
            return "-"
        return "yes" if self.p50_ms <= self.goal_ms else "**no**"

    @property
    def goal_text(self) -> str:
        return f"p50 {super().goal_text}" if self.goal_ms is not None else "-"


@dataclass
class Breakdown:
    """Where one intent's time goes: the answer's own tool trace, averaged (ms)."""

    probe: str
    case: str
    size: int
    mean_ms: float
    graph_ms: float  # graph tools, incl. embedding the query phrase when uncached
    caption_ms: float  # Milvus Lite caption tools, incl. embedding
    other_ms: float  # parsing, need matching, journal 'now', phrasing
    captions_used: float  # share of answers that read the caption store
    confident: float
    example: str


@dataclass
class AgentReport(Report):
    """Latency and figure rows, plus where each kind of question's time goes."""

    breakdowns: list[Breakdown] = field(default_factory=list)

    def rows(self) -> dict[str, list[dict[str, Any]]]:
        """The JSON rows: latencies, then the breakdowns, then figures."""
        rows = super().rows()
        return {
            "latencies": rows["latencies"],
            "breakdowns": [asdict(row) for row in self.breakdowns],
            "figures": rows["figures"],
        }

    def tables(self) -> list[str]:
        """The latency table, the breakdown, then the figures."""
        lines = [
            *latency_table(self.latencies),
            "",
            "Where the time goes (means from each answer's tool trace; tool times include "
            "embedding the query phrase when it is not cached; 'other' is parsing, need "
            "matching, the journal's latest frame and phrasing):",
            "",
            "| question | case | size | mean ms | graph tools ms | caption tools ms | other ms "
            "| used captions | confident | last answer |",
            "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
        ]
        for b in self.breakdowns:
            lines.append(
                f"| {b.probe} | {b.case} | {b.size:,} | {b.mean_ms:.1f} | {b.graph_ms:.1f} "
                f"| {b.caption_ms:.1f} | {b.other_ms:.1f} | {b.captions_used:.0%} "
                f"| {b.confident:.0%} | {b.example.replace('|', '/')} |"
            )
        return [*lines, "", *figure_table(self.figures)]


def median_latency(
    metric: str, size: int, samples_ms: Sequence[float], goal_ms: float | None, note: str = ""
) -> MedianLatency:
    return MedianLatency(**asdict(latency(metric, size, samples_ms, goal_ms, note)))


@dataclass
class Samples:
    """Timed answers of one probe in one case."""

    ms: list[float] = field(default_factory=list)
    answers: list[Answer] = field(default_factory=list)


def breakdown(name: str, case: str, size: int, samples: Samples) -> Breakdown:
    graph = [sum(c.latency_s for c in a.trace if c.memory == "graph") for a in samples.answers]
    vector = [sum(c.latency_s for c in a.trace if c.memory == "vector") for a in samples.answers]
    mean_ms = float(np.mean(samples.ms))
    graph_ms, caption_ms = 1e3 * float(np.mean(graph)), 1e3 * float(np.mean(vector))
    example = samples.answers[-1]
    return Breakdown(
        probe=name,
        case=case,
        size=size,
        mean_ms=mean_ms,
        graph_ms=graph_ms,
        caption_ms=caption_ms,
        other_ms=mean_ms - graph_ms - caption_ms,
        captions_used=float(np.mean(["vector" in a.memory for a in samples.answers])),
        confident=float(np.mean([a.confident for a in samples.answers])),
        example=f"{example.question} -> {example.answer}",
    )
