"""Counting things that stand closer together than the object radius: the most of them
seen at once, and how many spots their boxed sightings put them in. Real MiniLM and
Milvus Lite."""

from __future__ import annotations

import math
from collections.abc import Iterator

import pytest

from memory_core.agent import Agent, Question
from memory_core.config import Config
from memory_core.memory import Memory
from memory_core.types import Pose
from tests.conftest import T0
from tests.memory_core.agent.conftest import TEST_TIMEZONE

# Two benches a metre apart (one object: nearer than the object radius), on a terrace;
# the robot looks at them from 6 m, the camera along +x. One frame names the left one
# twice ("green bench" and "bench" on one box), another has no boxes at all.
LEFT, RIGHT = (6.0, 0.5), (6.0, -0.5)
BARRIERS = ((65.0, -4.0), (65.0, 0.0), (65.0, 4.0))


def _bearing(thing: tuple[float, float], x: float) -> float:
    return math.atan2(thing[1], thing[0] - x)


@pytest.fixture(scope="module")
def agent(tmp_path_factory, embedder) -> Iterator[Agent]:
    directory = tmp_path_factory.mktemp("counts")
    config = Config().with_overrides({"memory_dir": str(directory), "time.timezone": TEST_TIMEZONE})
    memory = Memory.open(directory, config, embedder=embedder)
    terrace = "a rooftop terrace with benches"
    memory.add_frame(T0, Pose(0.0, 0.0), terrace, ["bench"], bearings=[_bearing(LEFT, 0.0)])
    memory.add_frame(
        T0 + 2,
        Pose(0.5, 0.0),
        terrace,
        ["green bench", "bench", "bench"],
        bearings=[_bearing(LEFT, 0.5), _bearing(LEFT, 0.5), _bearing(RIGHT, 0.5)],
    )
    memory.add_frame(T0 + 4, Pose(1.0, 0.0), terrace, ["bench"])
    memory.add_frame(T0 + 30, Pose(40.0, 0.0), "a car park", ["car"])
    # Three barriers 4 m apart in a row 5 m across a lobby, one in view at a time as the robot
    # walks past them (one node: the write rule joins look-alikes within 5 m); each box as
    # tall as a 1 m thing shows at its range.
    for step in range(13):
        y = -6.0 + step
        barrier = min(BARRIERS, key=lambda b: abs(b[1] - y))
        distance = math.dist(barrier, (60.0, y))
        memory.add_frame(
            T0 + 40 + 2 * step,
            Pose(60.0, y),
            "a lobby",
            ["queue barrier"],
            bearings=[math.atan2(barrier[1] - y, barrier[0] - 60.0)],
            box_heights=[1.0 / distance],
        )
    yield Agent(memory)
    memory.close()


def test_things_seen_side_by_side_count_as_many_as_were_in_view_at_once(agent: Agent) -> None:
    answer = agent.ask(Question("How many benches did you see on the terrace?", now=T0 + 32))
    assert "2 benches" in answer.answer, answer
    everywhere = agent.ask(Question("how many benches did you see", now=T0 + 32))
    assert "2 benches" in everywhere.answer, everywhere


def test_things_never_in_view_together_count_by_where_their_sightings_put_them(
    agent: Agent,
) -> None:
    answer = agent.ask(Question("How many queue barriers did you see in the lobby?", now=T0 + 70))
    assert "3 queue barriers" in answer.answer, answer
