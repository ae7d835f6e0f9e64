"""One way from observations into the memory, whoever brings them.

``lgr ingest`` (a run file), bag replay, the ROS node, the demo and the evaluation
all hand their frames to ``ingest``: frames are batched for the perceiver the same
way, and what was added, throttled, already stored or skipped (and why) is counted
the same way, so a summary means one thing on every path.
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from memory_core.builder import AlreadyStored, FrameRefused, MemoryBuilder
from memory_core.config import BuilderConfig
from memory_core.perception import PerceptionError
from memory_core.runfile import read_run
from memory_core.types import FrameResult, Observation
from memory_core.validation import ValidationError

log = logging.getLogger(__name__)

# Why a frame was skipped, as summaries count them.
MALFORMED = "malformed input"
PERCEPTION_FAILED = "perception failed"
REFUSED = "refused by the memory"

Outcome = FrameResult | AlreadyStored | FrameRefused | None


@dataclass(frozen=True)
class Item:
    """One input: a frame to observe, or why there is none.

    ``where`` is how a user finds it again ("runs/a.jsonl:12", "bag:/camera:40");
    a frame read ahead and throttled before it was decoded is ``throttled``.
    """

    observation: Observation | None = None
    where: str = ""
    problem: str | None = None
    reason: str = MALFORMED
    throttled: bool = False


@dataclass
class IngestSummary:
    """What one ingest did: frames added, throttled, already held, skipped by reason."""

    frames: int = 0
    throttled: int = 0
    # Frames the memory held already (the same run or bag fed to it again).
    already_stored: int = 0
    skipped: Counter[str] = field(default_factory=Counter)
    warnings: list[str] = field(default_factory=list)

    def to_json(self, stats: Mapping[str, int]) -> dict[str, int]:
        """The summary `lgr ingest` prints, with the memory's size after it."""
        return {
            "frames": self.frames,
            "entities": stats["entities"],
            "captions": stats["captions"],
            "skipped": sum(self.skipped.values()),
            "throttled": self.throttled,
            "already_stored": self.already_stored,
        }


def ingest(
    items: Iterable[Item | Observation],
    builder: MemoryBuilder,
    *,
    batch_size: int = 1,
    on_problem: Callable[[str], None] = log.warning,
    on_outcome: Callable[[Observation, Outcome], None] | None = None,
    after_batch: Callable[[], None] | None = None,
) -> IngestSummary:
    """Feed ``items`` to ``builder``, ``batch_size`` frames per perceiver call.

    Frames are still added one by one, in order, each durable before the next.
    Problems (malformed input, failed perception, frames the memory refuses) are
    reported through ``on_problem`` and skipped. ``on_outcome`` sees each frame's
    outcome (e.g. to measure the graph as it grows); ``after_batch`` runs after
    each batch (a reader that reads ahead syncs with the builder there).
    """
    summary = IngestSummary()
    pending: list[Item] = []

    def skip(problem: str, reason: str) -> None:
        summary.skipped[reason] += 1
        on_problem(problem)

    def observe_pending() -> None:
        observations = [item.observation for item in pending if item.observation is not None]
        outcomes = builder.observe_batch(observations)
        for item, observation, outcome in zip(pending, observations, outcomes, strict=True):
            if isinstance(outcome, PerceptionError):
                skip(f"{item.where}: {outcome}", PERCEPTION_FAILED)
            elif isinstance(outcome, ValidationError):
                skip(f"{item.where}: {outcome}", REFUSED)
            elif isinstance(outcome, AlreadyStored):
                summary.already_stored += 1
            elif outcome is None:
                summary.throttled += 1
            else:
                summary.frames += 1
            if on_outcome is not None:
                on_outcome(observation, outcome)
        pending.clear()
        if after_batch is not None:
            after_batch()

    for given in items:
        item = given if isinstance(given, Item) else Item(given, where=given.source or "a frame")
        if item.throttled:
            summary.throttled += 1
        elif item.observation is not None:
            pending.append(item)
            if len(pending) >= max(1, batch_size):
                observe_pending()
        if item.problem is not None:
            skip(item.problem, item.reason)
    if pending:
        observe_pending()
    return summary


def run_items(path: Path, max_labels: int = BuilderConfig.max_labels_per_frame) -> Iterator[Item]:
    """A run file's lines as items: each line's frame, or its problem ("path:line: what")."""
    for line in read_run(path, max_labels):
        problem = None if line.error is None else str(line.error)
        yield Item(line.observation, where=f"{path}:{line.line}", problem=problem)
