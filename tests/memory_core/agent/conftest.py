"""A small hand-built memory of a walk into a building and out again, with known answers."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from memory_core.agent import Agent
from memory_core.config import Config
from memory_core.memory import Memory
from memory_core.types import Pose
from tests.conftest import T0, TEST_TIMEZONE

# (t - T0, (x, y), caption, labels)
WALK = [
    (
        0,
        (0, 0),
        "a sidewalk with a bike rack next to a yellow police pole",
        ["bike rack", "yellow police pole"],
    ),
    (60, (20, 0), "a red fire hydrant on the sidewalk", ["fire hydrant"]),
    (120, (30, 0), "entering the building through the glass doors", ["glass door"]),
    (
        180,
        (40, 5),
        "inside the atrium: two red couches and a potted plant",
        ["red couch", "red couch", "potted plant"],
    ),
    (
        240,
        (50, 10),
        "a robotics laboratory with workbenches and soldering tools",
        ["workbench", "soldering station"],
    ),
    (300, (55, 10), "the laboratory: a robot arm on a workbench", ["robot arm", "workbench"]),
    (360, (60, 0), "a hallway with the elevator and a trash can", ["elevator", "trash can"]),
    (420, (30, -2), "leaving the building through the glass doors onto the street", ["glass door"]),
    (480, (0, -40), "a food truck selling tacos parked by the curb", ["food truck"]),
    (
        540,
        (-30, -40),
        "a second fire hydrant next to a bench on the corner",
        ["fire hydrant", "bench"],
    ),
]
END = T0 + 600


def memory_of(
    directory: Path, embedder, frames: Iterable[tuple[float, float, float, str, list[str]]]
) -> Memory:
    """A memory holding hand-built frames (t, x, y, caption, labels), in the tests' zone."""
    config = Config().with_overrides({"memory_dir": str(directory), "time.timezone": TEST_TIMEZONE})
    memory = Memory.open(directory, config, embedder=embedder)
    for t, x, y, caption, labels in frames:
        memory.add_frame(t, Pose(x, y), caption, labels)
    return memory


@contextmanager
def agent_of(
    directory: Path, embedder, frames: Iterable[tuple[float, float, float, str, list[str]]]
) -> Iterator[Agent]:
    """An Agent on ``memory_of(frames)``; the memory is closed afterwards."""
    memory = memory_of(directory, embedder, frames)
    try:
        yield Agent(memory)
    finally:
        memory.close()


def stay_frames(
    start: float, x: float, caption: str, labels: list[str], frames: int = 6
) -> list[tuple[float, float, float, str, list[str]]]:
    """Frames of a stay in one place: one every 2 s from T0 + ``start``, half a metre apart
    along the x axis from ``x``."""
    return [(T0 + start + 2 * i, x + 0.5 * i, 0.0, caption, labels) for i in range(frames)]


def along_x(rows: Iterable[tuple[float, float, str, list[str]]]):
    """Frames of a walk along the x axis from rows of (t - T0, x, caption, labels)."""
    return [(T0 + dt, x, 0.0, caption, labels) for dt, x, caption, labels in rows]


@pytest.fixture(scope="package")
def walk_memory(tmp_path_factory, embedder) -> Iterator[Memory]:
    frames = [(T0 + dt, x, y, caption, labels) for dt, (x, y), caption, labels in WALK]
    memory = memory_of(tmp_path_factory.mktemp("walk"), embedder, frames)
    yield memory
    memory.close()


@pytest.fixture(scope="package")
def agent(walk_memory: Memory) -> Agent:
    return Agent(walk_memory)


def clock_at(t: float) -> str:
    """The tests' zone's wall clock at ``t``, as an asker reads it ("09:05")."""
    return datetime.fromtimestamp(t, ZoneInfo(TEST_TIMEZONE)).strftime("%H:%M")
