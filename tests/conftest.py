"""Shared fixtures: the real MiniLM embedder (loaded once) and small memories."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

os.environ["HF_HUB_OFFLINE"] = "1"
# Clock phrases are resolved in one configured zone; tests pin it explicitly.
TEST_TIMEZONE = "Europe/Rome"

import pytest  # noqa: E402

from memory_core.config import Config  # noqa: E402
from memory_core.embedding import TextEmbedder, make_embedder  # noqa: E402
from memory_core.graph_memory import MemoryGraph  # noqa: E402
from memory_core.labels import LabelTable  # noqa: E402
from memory_core.memory import Memory  # noqa: E402
from memory_core.types import FrameResult, Pose  # noqa: E402

# 2026-01-01 00:00:00 UTC
T0 = 1767225600.0


@pytest.fixture(scope="session")
def embedder() -> TextEmbedder:
    return make_embedder()


@pytest.fixture
def config(tmp_path: Path) -> Config:
    return Config().with_overrides(
        {"memory_dir": str(tmp_path / "memory"), "time.timezone": TEST_TIMEZONE}
    )


class GraphHarness:
    """A MemoryGraph fed with label strings, embedded by the real model."""

    def __init__(self, embedder: TextEmbedder, config: Config) -> None:
        self.embedder = embedder
        self.labels = LabelTable(embedder.dim)
        self.graph = MemoryGraph(self.labels, config.graph)

    def see(
        self,
        t: float,
        xyz: Sequence[float],
        labels: Sequence[str],
        yaw: float = 0.0,
        bearings: Sequence[float | None] | None = None,
        box_heights: Sequence[float | None] | None = None,
    ) -> FrameResult:
        ids = [self.label_id(label) for label in labels]
        return self.graph.observe(t, Pose(*xyz, yaw=yaw), ids, bearings, box_heights)

    def label_id(self, label: str) -> int:
        known = self.labels.id_of(label)
        return (
            known if known is not None else self.labels.add(label, self.embedder.encode_one(label))
        )


@pytest.fixture
def harness(embedder: TextEmbedder, config: Config) -> GraphHarness:
    return GraphHarness(embedder, config)


@pytest.fixture
def open_memory(embedder: TextEmbedder, config: Config) -> Iterator[Callable[..., Memory]]:
    """Opens memories in the test's memory dir with the shared embedder; closes them after."""
    opened: list[Memory] = []

    def open_(readonly: bool = False, cfg: Config | None = None) -> Memory:
        memory = Memory.open(
            (cfg or config).memory_dir, cfg or config, embedder=embedder, readonly=readonly
        )
        opened.append(memory)
        return memory

    yield open_
    for memory in opened:
        memory.close()


def wait_until(condition: Callable[[], bool], timeout_s: float = 5.0) -> None:
    """Poll ``condition`` until it holds; fail after ``timeout_s`` (a deadline, not a speed)."""
    deadline = time.monotonic() + timeout_s
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.005)


def python_report(code: str, *args: str) -> tuple[dict, str]:
    """Run ``code`` in a fresh interpreter (imports as a new process makes them); return
    the JSON object its last line of output is, and the whole output."""
    result = subprocess.run(
        [sys.executable, "-c", code, *args],
        capture_output=True,
        text=True,
        env={**os.environ, "HF_HUB_OFFLINE": "1"},
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1]), result.stdout


def write_run(path: Path, frames: Sequence[dict | str]) -> Path:
    """A run file from dicts (JSON-encoded) and raw strings (written as they are)."""
    path.write_text(
        "".join((frame if isinstance(frame, str) else json.dumps(frame)) + "\n" for frame in frames)
    )
    return path


def frame(i: int, x: float, y: float, labels: Sequence[str], caption: str = "") -> dict:
    """Frame i of a run: 2 s apart, starting at T0."""
    return {
        "t": T0 + 2.0 * i,
        "pose": {"x": x, "y": y, "z": 0.0, "yaw": 0.0},
        "caption": caption or f"frame {i}: " + ", ".join(labels),
        "labels": list(labels),
    }


@pytest.fixture(scope="session")
def tiny_florence_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A tiny trained Florence-2 folder (tests/tiny_florence.py): answers every frame with
    tiny_florence.CAPTION and the regions of tiny_florence.REGIONS."""
    from tests.tiny_florence import build_tiny_florence

    return build_tiny_florence(tmp_path_factory.mktemp("tiny-florence"))


@pytest.fixture(scope="session")
def speak(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str], Path]:
    """Writes a question spoken by piper (noise off: the same WAV every run) to a file."""
    from hri_app.speech import TextToSpeech

    voice = TextToSpeech(deterministic=True)
    folder = tmp_path_factory.mktemp("speech")

    def speak_(text: str) -> Path:
        path = folder / (re.sub(r"\W+", "_", text).strip("_") + ".wav")
        path.write_bytes(voice.synthesize(text))
        return path

    return speak_
