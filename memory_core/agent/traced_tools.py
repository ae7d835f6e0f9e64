"""MemoryTools that record every call: the answer's trace and its memory accounting."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from memory_core.agent.answer import ToolCall
from memory_core.floor_changes import FloorChange
from memory_core.place_names import PlaceKind
from memory_core.place_track import Stay
from memory_core.places import Stretch
from memory_core.stops import Stop
from memory_core.tools import MemoryTools, PlacedHit
from memory_core.types import CaptionHit, EntityHit

# What a tool returns a list of (``float``: times, e.g. when a place was named).
Hit = TypeVar(
    "Hit", EntityHit, CaptionHit, Stretch, Stay, Stop, PlacedHit, PlaceKind, FloorChange, float
)

GRAPH = "graph"
VECTOR = "vector"
MEMORIES = (GRAPH, VECTOR)


class TracedTools:
    """The same tools as MemoryTools; each call appends a ToolCall to ``calls``.

    ``memories`` switches whole memories off (the paper's ablations: graph only,
    captions only): a call to a switched-off memory finds nothing and is not traced.
    """

    def __init__(self, tools: MemoryTools, memories: frozenset[str] = frozenset(MEMORIES)) -> None:
        unknown = set(memories) - set(MEMORIES)
        if unknown or not memories:
            raise ValueError(f"memories must be a non-empty subset of {MEMORIES}, got {memories}")
        self.tools = tools
        self.memories = memories
        self.calls: list[ToolCall] = []

    def _run(
        self, name: str, memory: str, run: Callable[[], list[Hit]], args: dict[str, Any]
    ) -> list[Hit]:
        if memory not in self.memories:
            return []
        started = time.perf_counter()
        try:
            hits = run()
        except Exception as error:
            self.calls.append(
                ToolCall(name, args, 0, memory, time.perf_counter() - started, str(error))
            )
            raise
        self.calls.append(ToolCall(name, args, len(hits), memory, time.perf_counter() - started))
        return hits

    def semantic_search(
        self,
        query: str,
        k: int | None = None,
        min_score: float | None = None,
        before: float | None = None,
    ) -> list[EntityHit]:
        args = {"query": query, "k": k, "min_score": min_score, "before": before}
        return self._run(
            "semantic_search",
            GRAPH,
            lambda: self.tools.semantic_search(query, k, min_score, before),
            args,
        )

    def closest(
        self,
        query: str,
        xyz: Sequence[float],
        k: int | None = None,
        min_score: float | None = None,
        before: float | None = None,
    ) -> list[EntityHit]:
        args = {"query": query, "xyz": list(xyz), "k": k, "min_score": min_score, "before": before}
        return self._run(
            "closest", GRAPH, lambda: self.tools.closest(query, xyz, k, min_score, before), args
        )

    def positional_search(
        self, x: float, y: float, z: float = 0.0, k: int | None = None
    ) -> list[EntityHit]:
        return self._run(
            "positional_search",
            GRAPH,
            lambda: self.tools.positional_search(x, y, z, k),
            {"x": x, "y": y, "z": z, "k": k},
        )

    def temporal_search(self, t: float | str, k: int | None = None) -> list[EntityHit]:
        return self._run(
            "temporal_search", GRAPH, lambda: self.tools.temporal_search(t, k), {"t": t, "k": k}
        )

    def near(
        self,
        query: str,
        anchor_query: str,
        radius: float | None = None,
        k: int | None = None,
        min_score: float | None = None,
        before: float | None = None,
        confirmed: int = 1,
    ) -> list[EntityHit]:
        args = {
            "query": query,
            "anchor_query": anchor_query,
            "radius": radius,
            "k": k,
            "min_score": min_score,
            "before": before,
            "confirmed": confirmed,
        }
        return self._run(
            "near",
            GRAPH,
            lambda: self.tools.near(query, anchor_query, radius, k, min_score, before, confirmed),
            args,
        )

    def captions_by_text(
        self, query: str, k: int | None = None, before: float | None = None
    ) -> list[CaptionHit]:
        return self._run(
            "captions_by_text",
            VECTOR,
            lambda: self.tools.captions_by_text(query, k, before),
            {"query": query, "k": k, "before": before},
        )

    def captions_by_position(
        self, xyz: Sequence[float], k: int | None = None, before: float | None = None
    ) -> list[CaptionHit]:
        return self._run(
            "captions_by_position",
            VECTOR,
            lambda: self.tools.captions_by_position(xyz, k, before),
            {"xyz": list(xyz), "k": k, "before": before},
        )

    def indoor_stretches(self, until: float, mentioning: str | None = None) -> list[Stretch]:
        """Derived from caption embeddings at ingest: counted as the caption memory."""
        return self._run(
            "indoor_stretches",
            VECTOR,
            lambda: self.tools.indoor_stretches(until, mentioning),
            {"until": until, "mentioning": mentioning},
        )

    def place_stays(self, place: str, until: float) -> list[Stay]:
        """The room track is read from the captions: counted as the caption memory."""
        return self._run(
            "place_stays",
            VECTOR,
            lambda: self.tools.place_stays(place, until),
            {"place": place, "until": until},
        )

    def place_mentions(self, place: str, until: float) -> list[PlaceKind]:
        return self._run(
            "place_mentions",
            VECTOR,
            lambda: self.tools.place_mentions(place, until),
            {"place": place, "until": until},
        )

    def place_naming_times(self, place: str, until: float) -> list[float]:
        return self._run(
            "place_naming_times",
            VECTOR,
            lambda: self.tools.place_naming_times(place, until),
            {"place": place, "until": until},
        )

    def place_at(self, t: float, until: float) -> list[PlaceKind]:
        return self._run(
            "place_at", VECTOR, lambda: self.tools.place_at(t, until), {"t": t, "until": until}
        )

    def places_of(self, hits: Sequence[EntityHit], until: float) -> list[PlacedHit]:
        return self._run(
            "places_of",
            VECTOR,
            lambda: self.tools.places_of(hits, until),
            {"entities": [hit.entity.id for hit in hits], "until": until},
        )

    def stops(self, until: float, place: str | None = None) -> list[Stop]:
        """From the poses the captions were taken at: counted as the caption memory."""
        return self._run(
            "stops",
            VECTOR,
            lambda: self.tools.stops(until, place),
            {"until": until, "place": place},
        )

    def floor_changes(self, until: float) -> list[FloorChange]:
        """From the poses the captions were taken at: counted as the caption memory."""
        return self._run(
            "floor_changes", VECTOR, lambda: self.tools.floor_changes(until), {"until": until}
        )

    def captions_of(self, hits: Sequence[EntityHit], until: float) -> list[CaptionHit]:
        return self._run(
            "captions_of",
            VECTOR,
            lambda: self.tools.captions_of(hits, until),
            {"entities": [hit.entity.id for hit in hits], "until": until},
        )

    def captions_saying(
        self, words: str, until: float, k: int | None = None, earliest: bool = False
    ) -> list[CaptionHit]:
        return self._run(
            "captions_saying",
            VECTOR,
            lambda: self.tools.captions_saying(words, until, k, earliest=earliest),
            {"words": words, "until": until, "k": k, "earliest": earliest},
        )

    def captions_by_time(self, t: float | str, k: int | None = None) -> list[CaptionHit]:
        return self._run(
            "captions_by_time", VECTOR, lambda: self.tools.captions_by_time(t, k), {"t": t, "k": k}
        )
