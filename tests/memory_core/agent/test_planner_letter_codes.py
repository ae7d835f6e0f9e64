"""Places told apart by a letter: "Exit A" beside "Exit B", "Stack Block A" beside
"Stack Block C". The letter "A" reads like an article, and a name whose letter differs
reads almost the same to MiniLM; neither may send the robot to the other place.

A hand-built yard walk: Stack Block A, a road, Stack Block C, Exit B. Exit A is never
seen. Real MiniLM and Milvus Lite."""

from __future__ import annotations

import math
from collections.abc import Iterator

import pytest

from memory_core.agent import Agent, Question
from tests.conftest import T0
from tests.memory_core.agent.conftest import agent_of


def _walk() -> list[tuple[float, float, float, str, list[str]]]:
    frames: list[tuple[float, float, float, str, list[str]]] = []
    t = T0

    def stay(count: int, x: float, y: float, caption: str, labels: list[str]) -> None:
        nonlocal t
        for index in range(count):
            frames.append((t, x + index % 4, y, caption, labels))
            t += 3.0

    stay(12, 0.0, 0.0, "Rows of containers stacked high. This is Stack Block A.", ["container"])
    stay(10, 40.0, 0.0, "A wide road between the yards. This is the Quay Road.", ["lorry"])
    stay(8, 80.0, 0.0, "Rows of containers stacked high. This is Stack Block C.", ["container"])
    stay(10, 40.0, 0.0, "A wide road between the yards. This is the Quay Road.", ["lorry"])
    stay(6, 40.0, 60.0, "A gateway with barriers. This is Exit B.", ["barrier"])
    stay(4, 40.0, 20.0, "A wide road between the yards. This is the Quay Road.", ["lorry"])
    return frames


FRAMES = _walk()
NOW = FRAMES[-1][0] + 2.0


@pytest.fixture(scope="module")
def agent(tmp_path_factory, embedder) -> Iterator[Agent]:
    with agent_of(tmp_path_factory.mktemp("yard"), embedder, FRAMES) as agent:
        yield agent


def ask(agent: Agent, text: str):
    return agent.ask(Question(text, now=NOW))


@pytest.mark.parametrize(
    "text",
    [
        "How long were you in Stack Block A?",
        "For how long were you present in Stack Block A on your latest visit?",
        "how long were u in stack block a lol",
    ],
)
def test_a_place_lettered_a_keeps_its_letter(agent: Agent, text: str) -> None:
    answer = ask(agent, text)
    assert answer.duration_s is not None and 30 <= answer.duration_s <= 40, answer  # 12 frames


def test_where_a_lettered_place_is(agent: Agent) -> None:
    answer = ask(agent, "Where's Stack Block A?")
    assert answer.position is not None and math.dist(answer.position[:2], (1.5, 0.0)) < 5, answer


def test_a_place_with_another_letter_is_not_the_one_asked_about(agent: Agent) -> None:
    answer = ask(agent, "Where's Exit A?")  # never seen: not Exit B, 60 m away
    assert answer.position is None or math.dist(answer.position[:2], (41.5, 60.0)) > 10, answer
    seen = ask(agent, "Where's Exit B?")
    assert seen.position is not None and math.dist(seen.position[:2], (41.5, 60.0)) < 5, seen
