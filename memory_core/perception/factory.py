"""The perceiver a configuration asks for."""

from __future__ import annotations

from collections.abc import Callable

from memory_core.config import PerceptionConfig
from memory_core.perception.base import Perceiver, PrecomputedPerceiver


def make_perceiver(
    config: PerceptionConfig, progress: Callable[[str], None] | None = None
) -> Perceiver:
    """No model configured: precomputed captions/labels only. Otherwise Florence-2,
    whose weights load on the first frame that needs them (``progress`` hears about it).
    """
    if not config.model.strip():
        return PrecomputedPerceiver()
    from memory_core.perception.florence import FlorencePerceiver  # imports torch

    return FlorencePerceiver(config, progress=progress)
