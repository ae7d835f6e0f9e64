"""Going past a thing is being near it, not seeing it: real MiniLM and Milvus Lite."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from memory_core.agent import Agent, Question
from tests.conftest import T0
from tests.memory_core.agent.conftest import agent_of

FRAMES = [
    (T0 + 0, 0.0, 0.0, "a plaza with an ice-cream kiosk", ["ice-cream kiosk", "bench"]),
    (T0 + 20, 30.0, 0.0, "a path", ["tree"]),
    (T0 + 40, 3.0, 1.0, "a plaza, facing the other way", ["bench"]),  # by it, unseen
    (T0 + 60, 40.0, 0.0, "a path", ["tree"]),
]
NOW = T0 + 62


@pytest.fixture(scope="module")
def agent(tmp_path_factory, embedder) -> Iterator[Agent]:
    with agent_of(tmp_path_factory.mktemp("passing"), embedder, FRAMES) as agent:
        yield agent


@pytest.mark.parametrize(
    "question",
    [
        "When did you last go past the ice-cream kiosk?",
        "when did you most recently drive by the kiosk",
        "you went near the ice cream kiosk, when was that?",
    ],
)
def test_going_past_a_thing_is_the_last_time_the_robot_was_by_it(
    agent: Agent, question: str
) -> None:
    answer = agent.ask(Question(question, now=NOW))
    assert answer.time == T0 + 40 and "went past" in answer.answer, answer


def test_seeing_a_thing_is_still_the_last_sighting(agent: Agent) -> None:
    assert agent.ask(Question("When did you last see the ice-cream kiosk?", now=NOW)).time == T0
