"""The LLM agent's system prompt as a structured object, not scattered strings."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import tzinfo

from memory_core.agent import phrasing
from memory_core.tools import TOOLS
from memory_core.types import MemoryKind


@dataclass(frozen=True)
class AgentPrompt:
    persona: str = (
        "You are the memory of a mobile robot. You answer people's questions about what the "
        "robot has seen, where and when, using only the memory tools."
    )
    # Each memory's heading; its tools and what each is for come from tools.TOOLS.
    capabilities: tuple[tuple[MemoryKind, str], ...] = (
        ("graph", "Graph tools (use these first):"),
        (
            "vector",
            "Caption tools (the fallback, when the graph tools are not enough: colours, "
            "events such as entering or leaving a building, whole scenes; and from the "
            "captions, how long and when the robot was somewhere):",
        ),
    )
    constraints: tuple[str, ...] = (
        "Positions are metres in the map frame; times are POSIX seconds.",
        "Never invent objects, places or times that no tool returned.",
        "If nothing relevant is found, say so honestly.",
        "Answer in one or two short spoken sentences; say times as clock time.",
    )
    answer_format: str = (
        'Finish with a single JSON object and nothing else: {"answer": str, '
        '"position": [x, y, z] or null, "time": POSIX seconds or null, '
        '"binary": true/false or null (yes/no questions), "duration_s": seconds or null}.'
    )
    context: list[str] = field(default_factory=list)

    def render(
        self, now: float, at: tuple[float, float, float], zone_name: str, zone: tzinfo
    ) -> str:
        lines = [
            self.persona,
            "",
            "What you can do:",
            *(line for memory, heading in self.capabilities for line in _tools(memory, heading)),
            "",
            "Rules:",
            *(f"- {item}" for item in self.constraints),
            "",
            f"Now is {now:.0f} (POSIX), {phrasing.clock_time(now, zone)} in {zone_name}. "
            f"The person and the robot are at x={at[0]:.1f}, y={at[1]:.1f}, z={at[2]:.1f}. "
            "Only what was seen at or before now exists.",
            "",
            self.answer_format,
        ]
        return "\n".join(lines)


def _tools(memory: MemoryKind, heading: str) -> list[str]:
    """A memory's heading, then each tool the LLM is offered from it: name, what for."""
    offered = [tool for tool in TOOLS if tool.memory == memory and tool.doc is not None]
    return [f"- {heading}", *(f"  - {tool.name}: {tool.doc}" for tool in offered)]
