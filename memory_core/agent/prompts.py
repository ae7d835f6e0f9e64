"""The LLM agent's system prompt as a structured object, not scattered strings."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import tzinfo

from memory_core.agent import phrasing


@dataclass(frozen=True)
class AgentPrompt:
    persona: str = (
        "You are the memory of a mobile robot. You answer people's questions about what the "
        "robot has seen, where and when, using only the memory tools."
    )
    capabilities: tuple[str, ...] = (
        "Graph tools (use these first): semantic_search finds objects by meaning; closest "
        "finds the matching objects nearest a point; positional_search lists objects near a "
        "point; temporal_search lists objects seen around a time; near finds objects close "
        "to a landmark.",
        "Caption tools (fallback, only when the graph tools are not enough, e.g. for colours, "
        "events such as entering or leaving a building, or whole scenes): "
        "caption_search_by_text, caption_search_by_position, caption_search_by_time.",
        "Place tools (from the captions, for how long / when the robot was somewhere): "
        "place_visits lists the stays in a kind of place; stops lists when it stood still; "
        "floor_changes lists its rides between floors.",
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
            *(f"- {item}" for item in self.capabilities),
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
