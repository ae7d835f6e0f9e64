"""MemoryTools that record every call of a tool in the table: an answer's trace and its
memory accounting. The traced methods are made from ``tools.TOOLS``, so a tool is
declared once and no signature is written here again."""

from __future__ import annotations

import functools
import inspect
import time
from collections.abc import Callable, Mapping
from typing import Any

from memory_core.agent.answer import ToolCall
from memory_core.tools import TOOLS, MemoryTools, Tool
from memory_core.types import MEMORY_KINDS, EntityHit, MemoryKind


class TracedTools(MemoryTools):
    """The same tools as MemoryTools; each table tool's call appends a ToolCall to ``calls``.

    ``memories`` switches whole memories off (the paper's ablations: graph only,
    captions only): a call to a switched-off memory finds nothing and is not traced.
    """

    def __init__(
        self, tools: MemoryTools, memories: frozenset[MemoryKind] = frozenset(MEMORY_KINDS)
    ) -> None:
        unknown = set(memories) - set(MEMORY_KINDS)
        if unknown or not memories:
            raise ValueError(
                f"memories must be a non-empty subset of {MEMORY_KINDS}, got {set(memories)}"
            )
        vars(self).update(vars(tools))  # the same memory, graph and settings
        self.tools = tools
        self.memories = memories
        self.calls: list[ToolCall] = []


def _traced(tool: Tool) -> Callable[..., list[Any]]:
    signature = inspect.signature(tool.function)

    @functools.wraps(tool.function)
    def run(self: TracedTools, *args: Any, **kwargs: Any) -> list[Any]:
        if tool.memory not in self.memories:
            return []
        arguments = signature.bind(self.tools, *args, **kwargs).arguments
        del arguments["self"]
        started = time.perf_counter()
        try:
            hits = tool.function(self.tools, *args, **kwargs)
        except Exception as error:
            elapsed = time.perf_counter() - started
            self.calls.append(
                ToolCall(tool.name, _traceable(arguments), 0, tool.memory, elapsed, str(error))
            )
            raise
        elapsed = time.perf_counter() - started
        self.calls.append(
            ToolCall(tool.name, _traceable(arguments), len(hits), tool.memory, elapsed)
        )
        return hits

    return run


def _traceable(arguments: Mapping[str, Any]) -> dict[str, Any]:
    """The call's arguments as JSON holds them: hits by their entity ids, points as lists."""

    def plain(value: Any) -> Any:
        if isinstance(value, EntityHit):
            return value.entity.id
        if isinstance(value, list | tuple):
            return [plain(item) for item in value]
        return value

    return {name: plain(value) for name, value in arguments.items()}


for _tool in TOOLS:
    setattr(TracedTools, _tool.name, _traced(_tool))
