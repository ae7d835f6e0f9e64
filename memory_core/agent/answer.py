"""Questions in, answers out: the typed contract every face (CLI, app, ROS) shares."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from memory_core.types import MEMORY_KINDS, Evidence, MemoryKind

# The fields of an `lgr ask` answer line (and of the app's /ask API).
ANSWER_FIELDS = (
    "id",
    "question",
    "answer",
    "position",
    "time",
    "binary",
    "duration_s",
    "memory",
    "latency_s",
)


@dataclass(frozen=True)
class Question:
    """A question with the asker's moment and place (default: the robot's latest; a place
    with no height is on the floor the robot was on then)."""

    text: str
    now: float | None = None
    at: tuple[float, float, float | None] | None = None
    id: str | None = None


@dataclass(frozen=True)
class ToolCall:
    """One tool call an answer made: what, with which arguments, how many hits, how long."""

    tool: str
    args: dict[str, Any]
    hits: int
    memory: MemoryKind
    latency_s: float
    error: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "tool": self.tool,
            "args": self.args,
            "hits": self.hits,
            "memory": self.memory,
            "latency_s": round(self.latency_s, 6),
            "error": self.error,
        }


@dataclass
class Answer:
    """A spoken-style answer plus the machine-readable fields beside it."""

    question: str
    answer: str
    position: list[float] | None = None
    time: float | None = None
    binary: bool | None = None
    duration_s: float | None = None
    evidence: list[Evidence] = field(default_factory=list)
    trace: list[ToolCall] = field(default_factory=list)
    latency_s: float = 0.0
    id: str | None = None
    agent: str = "planner"
    intent: str = ""
    # The answer field the question needs (reader.Form): position, time, binary, duration, text.
    form: str = ""
    # Whether the planner trusts its own answer (the router may hand the rest to the LLM).
    confident: bool = True
    notice: str | None = None
    timings: dict[str, float] = field(default_factory=dict)

    @property
    def memory(self) -> list[MemoryKind]:
        """Which memories were consulted, graph first: the paper's fallback accounting."""
        used = {call.memory for call in self.trace}
        return [kind for kind in MEMORY_KINDS if kind in used]

    def to_json(self, *, full: bool = False) -> dict[str, Any]:
        """The `lgr ask` JSON; ``full`` adds evidence, trace and diagnostics."""
        record: dict[str, Any] = {name: getattr(self, name) for name in ANSWER_FIELDS}
        record["latency_s"] = round(self.latency_s, 4)
        if self.notice:
            record["notice"] = self.notice
        if full:
            record.update(
                agent=self.agent,
                intent=self.intent,
                form=self.form,
                confident=self.confident,
                evidence=[hit.to_json() for hit in self.evidence],
                trace=[call.to_json() for call in self.trace],
                timings={name: round(value, 4) for name, value in self.timings.items()},
            )
        finite: dict[str, Any] = _finite(record)
        return finite


def _finite(value: Any) -> Any:
    """``value`` with every NaN/infinity (a distance to a 1e300 m position an older version
    stored) as None: JSON has no such numbers, and strict readers refuse the line."""
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, dict):
        return {key: _finite(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_finite(item) for item in value]
    return value
