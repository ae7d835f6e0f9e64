"""Evaluation results as the paper's tables (Markdown) and as JSON."""

from __future__ import annotations

from typing import Any

from memory_core.evaluation.runner import WorldResult

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
    header = "| world | configuration | " + " | ".join(name for name, _ in COLUMNS) + " |"
    rule = "| --- | --- |" + " ---: |" * len(COLUMNS)
    rows = [header, rule]
    for world in results:
        for configuration in world.configurations:
            cells = [_cell(name, _get(configuration.summary, path)) for name, path in COLUMNS]
            rows.append(f"| {world.world} | {configuration.name} | " + " | ".join(cells) + " |")
    memory_rows = [
        "",
        "| world | frames | entities | captions | ingest s |",
        "| --- | ---: | ---: | ---: | ---: |",
    ]
    memory_rows += [
        f"| {w.world} | {w.frames} | {w.entities} | {w.captions} | {w.ingest_s:.1f} |"
        for w in results
    ]
    return "\n".join(rows + memory_rows) + "\n"


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


def _get(summary: dict[str, Any], path: tuple[str, ...]) -> Any:
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
