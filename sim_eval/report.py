"""Evaluation results as the paper's tables (Markdown) and as JSON."""

from __future__ import annotations

from typing import Any

from sim_eval.runner import WorldResult
from sim_eval.scoring import QuestionScore, summarize

COLUMNS = [
    ("spatial@5m", ("spatial", "acc@5m")),
    ("spatial@15m", ("spatial", "acc@15m")),
    ("spatial@25m", ("spatial", "acc@25m")),
    ("temporal@30s", ("temporal", "acc@30s")),
    ("temporal@2min", ("temporal", "acc@2min")),
    ("temporal@3min", ("temporal", "acc@3min")),
    ("binary", ("binary", "accuracy")),
    ("duration ±25%", ("duration", "accuracy")),
    ("text", ("text", "accuracy")),
    ("fallback", ("fallback_share",)),
    ("latency p50 ms", ("latency_s", "p50")),
    ("latency p90 ms", ("latency_s", "p90")),
]


def markdown(results: list[WorldResult]) -> str:
    """The accuracy table (with every world's questions pooled when there are several),
    which question types fell back to captions, and the memories' sizes."""
    header = "| world | configuration | " + " | ".join(name for name, _ in COLUMNS) + " |"
    rule = "| --- | --- |" + " ---: |" * len(COLUMNS)
    rows = [header, rule]
    summaries = [
        (world.world, configuration.name, configuration.summary)
        for world in results
        for configuration in world.configurations
    ]
    if len(results) > 1:
        summaries += [
            (f"all {len(results)} worlds", name, summarize(scores))
            for name, scores in _pooled(results).items()
        ]
    for world_name, name, summary in summaries:
        cells = [_cell(column, summary_value(summary, path)) for column, path in COLUMNS]
        rows.append(f"| {world_name} | {name} | " + " | ".join(cells) + " |")
    memory_rows = [
        "",
        "| world | frames | entities | captions | ingest s |",
        "| --- | ---: | ---: | ---: | ---: |",
    ]
    memory_rows += [
        f"| {w.world} | {w.frames} | {w.entities} | {w.captions} | {w.ingest_s:.1f} |"
        for w in results
    ]
    return "\n".join(rows + _fallback_rows(results) + memory_rows) + "\n"


def _fallback_rows(results: list[WorldResult]) -> list[str]:
    """Which question types consulted the caption memory, per world and configuration."""
    kinds = sorted(
        {
            kind
            for world in results
            for configuration in world.configurations
            for kind in configuration.summary.get("fallback_by_type", {})
        }
    )
    if not kinds:
        return []
    rows = [
        "",
        "| world | configuration | " + " | ".join(f"fallback: {k}" for k in kinds) + " |",
        "| --- | --- |" + " ---: |" * len(kinds),
    ]
    for world in results:
        for configuration in world.configurations:
            shares = configuration.summary.get("fallback_by_type", {})
            cells = [_cell(kind, shares.get(kind)) for kind in kinds]
            rows.append(f"| {world.world} | {configuration.name} | " + " | ".join(cells) + " |")
    return rows


def _pooled(results: list[WorldResult]) -> dict[str, list[QuestionScore]]:
    pooled: dict[str, list[QuestionScore]] = {}
    for world in results:
        for configuration in world.configurations:
            pooled.setdefault(configuration.name, []).extend(configuration.scores)
    return pooled


def to_json(results: list[WorldResult]) -> list[dict[str, Any]]:
    return [
        {
            "world": w.world,
            "frames": w.frames,
            "entities": w.entities,
            "captions": w.captions,
            "ingest_s": w.ingest_s,
            "configurations": [
                {"name": c.name, "summary": c.summary, "answers": c.answers}
                for c in w.configurations
            ],
        }
        for w in results
    ]


def summary_value(summary: dict[str, Any], path: tuple[str, ...]) -> Any:
    """``summary[path[0]][path[1]]...``, or None where the summary has no such entry."""
    value: Any = summary
    for key in path:
        if not isinstance(value, dict) or key not in value:
            return None
        value = value[key]
    return value


def _cell(name: str, value: Any) -> str:
    if value is None:
        return "-"
    if name.startswith("latency"):
        return f"{1000 * value:.1f}"
    return f"{value:.2f}"
