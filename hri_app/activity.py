"""What the app did, for the supervise page: each exchange's latency breakdown, trace, errors.

Thread-safe and bounded: the robot runs for hours and several pages read it at once.
"""

from __future__ import annotations

import dataclasses
import itertools
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from memory_core.agent.answer import Answer
from memory_core.types import MemoryKind
from memory_core.validation import clean_text

# The latency stages shown per question, in pipeline order (seconds).
STAGES = ("stt", "retrieval", "llm", "tts_first", "total")
# Longest question or message text kept per entry: a refused 5 MB question must not
# stay in memory 200 times over (an accepted one is at most planner.max_question_chars).
LOGGED_CHARS = 500


def excerpt(text: str, limit: int = LOGGED_CHARS) -> str:
    """``text`` cut to ``limit`` characters (saying how long it was), printable as UTF-8."""
    if len(text) > limit:
        text = f"{text[:limit]}… ({len(text)} characters)"
    # A lone surrogate (valid JSON, invalid UTF-8) would break every page showing the log.
    return clean_text(text)


@dataclass
class Exchange:
    """One question and what answering it took."""

    id: int
    at: float  # wall-clock time the question arrived
    channel: str  # "voice", "text" or "api"
    question: str
    answer: str = ""
    memory: list[MemoryKind] = field(default_factory=list)
    agent: str = ""
    timings: dict[str, float] = field(default_factory=dict)
    trace: list[dict[str, Any]] = field(default_factory=list)
    error: str | None = None


@dataclass(frozen=True)
class Problem:
    """An error the app reported to a user (bad audio, failed navigation, ...)."""

    at: float
    where: str
    message: str


class ActivityLog:
    """The last ``keep`` exchanges and problems, their texts cut to ``LOGGED_CHARS``."""

    def __init__(self, keep: int = 200) -> None:
        self._exchanges: deque[Exchange] = deque(maxlen=keep)
        self._problems: deque[Problem] = deque(maxlen=keep)
        self._ids = itertools.count(1)
        self._lock = threading.Lock()

    def start(self, channel: str, question: str) -> Exchange:
        exchange = Exchange(next(self._ids), time.time(), channel, excerpt(question))
        with self._lock:
            self._exchanges.append(exchange)
        return exchange

    def heard(self, exchange: Exchange, question: str) -> None:
        """A spoken exchange's question, once transcribed."""
        with self._lock:
            exchange.question = excerpt(question)

    def answered(self, exchange: Exchange, answer: Answer, stt_s: float | None = None) -> None:
        with self._lock:
            exchange.answer = answer.answer
            exchange.memory = answer.memory
            exchange.agent = answer.agent
            exchange.trace = [call.to_json() for call in answer.trace]
            if stt_s is not None:
                exchange.timings["stt"] = stt_s
            exchange.timings["retrieval"] = answer.timings.get("retrieval", 0.0)
            if "llm" in answer.timings:
                exchange.timings["llm"] = answer.timings["llm"]
            exchange.timings["total"] = answer.latency_s + (stt_s or 0.0)

    def timed(self, exchange: Exchange, stage: str, seconds: float) -> None:
        with self._lock:
            exchange.timings[stage] = seconds

    def failed(self, exchange: Exchange | None, where: str, message: str) -> None:
        message = excerpt(message)
        with self._lock:
            if exchange is not None:
                exchange.error = message
            self._problems.append(Problem(time.time(), where, message))

    def exchanges(self) -> list[Exchange]:
        """Copies, newest first."""
        with self._lock:
            return [dataclasses.replace(e, timings=dict(e.timings)) for e in self._exchanges][::-1]

    def problems(self) -> list[Problem]:
        with self._lock:
            return list(self._problems)[::-1]

    def fallback_share(self) -> float | None:
        """Share of answered questions that needed the caption memory (the paper's metric)."""
        with self._lock:
            answered = [e for e in self._exchanges if e.error is None and e.memory]
            if not answered:
                return None
            return sum("vector" in e.memory for e in answered) / len(answered)
