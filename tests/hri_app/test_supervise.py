"""The Supervise page's summary says which writer a following app reads and how far behind."""

from __future__ import annotations

import os
from datetime import UTC
from pathlib import Path

from hri_app.service import RobotService
from hri_app.supervise import summary_text
from memory_core.embedding import TextEmbedder
from memory_core.memory import Memory
from tests.hri_app.conftest import example_memory


def _summary(service: RobotService) -> str:
    return summary_text(service, service.memory.stats(), 0, UTC)


def test_a_following_app_names_its_writer_then_says_when_it_went(
    tmp_path: Path, embedder: TextEmbedder
) -> None:
    writer = example_memory(tmp_path / "memory", embedder)
    reader = Memory.open(
        tmp_path / "memory", writer.config, embedder=embedder, readonly=True, follow=True
    )
    try:
        service = RobotService(reader)
        assert _summary(service).startswith(f"following: writer pid {os.getpid()} / ")
        assert "**52** frames" in _summary(service) and "**52** captions" in _summary(service)
        writer.close()
        assert "writer gone since " in _summary(service)
    finally:
        writer.close()
        reader.close()


def test_an_app_that_writes_its_memory_shows_no_follow_status(
    tmp_path: Path, embedder: TextEmbedder
) -> None:
    memory = example_memory(tmp_path / "memory", embedder)
    try:
        assert _summary(RobotService(memory)).startswith("**52** frames")
    finally:
        memory.close()
