"""Rooms named the ways captioners say where a picture was taken, and where-questions
that name a room.

A hand-built terminal walk: a concourse where baggage carts stand, a baggage reclaim
named by a heading and a closing proper name, and a meeting room a caption named only
once, too briefly for a stay. Real MiniLM and Milvus Lite."""

from __future__ import annotations

import math
from collections.abc import Iterator

import pytest

from memory_core.agent import Agent, Question
from memory_core.types import Pose
from tests.conftest import T0
from tests.memory_core.agent.conftest import agent_of, memory_of

CONCOURSE = "a long concourse with shops, a baggage cart on the left"
RECLAIM = (
    "Baggage Reclaim: a conveyor belt with a suitcase on it",
    "There are 2 suitcases and 1 trolley near a belt in Baggage Reclaim.",
    "Location: baggage reclaim. Belt, suitcase.",
)


def _walk() -> list[tuple[float, float, float, str, list[str]]]:
    frames = []
    t = T0
    for index in range(20):  # the concourse, x 0..19, with carts
        frames.append((t, float(index), 0.0, CONCOURSE, ["baggage cart", "shop"]))
        t += 2.0
    for index in range(15):  # the reclaim hall, 60 m on
        frames.append((t, 60.0 + (index % 5), 5.0, RECLAIM[index % 3], ["suitcase"]))
        t += 2.0
    for index in range(6):  # a corridor, then one glimpse of meeting room 2.05
        frames.append((t, 30.0 + index, -20.0, "a corridor with doors", ["door"]))
        t += 2.0
    frames.append((t, 36.0, -26.0, "2.05 Larch: nothing close by", []))
    t += 2.0
    for index in range(6):
        frames.append((t, 37.0 + index, -20.0, "a corridor with doors", ["door"]))
        t += 2.0
    return frames


FRAMES = _walk()
NOW = FRAMES[-1][0] + 2.0
HERE = (43.0, -20.0, 0.0)


@pytest.fixture(scope="module")
def agent(tmp_path_factory, embedder) -> Iterator[Agent]:
    with agent_of(tmp_path_factory.mktemp("terminal"), embedder, FRAMES) as agent:
        yield agent


def ask(agent: Agent, text: str):
    return agent.ask(Question(text, now=NOW, at=HERE))


def test_where_is_a_room_is_the_room_not_a_thing_sharing_a_word(agent: Agent) -> None:
    answer = ask(agent, "Where is the baggage reclaim?")
    assert answer.position is not None, answer
    assert math.dist(answer.position[:2], (62.0, 5.0)) <= 5.0, answer  # not a cart at x < 20
    cart = ask(agent, "Where is the baggage cart?")  # a thing of its own name still wins
    assert cart.position is not None and cart.position[0] < 25.0, cart


def test_a_room_named_once_in_passing_is_where_the_caption_named_it(agent: Agent) -> None:
    for text in ("Where is meeting room 2.05 Larch?", "take me to room 2.05"):
        answer = ask(agent, text)
        assert answer.position is not None, (text, answer)
        assert math.dist(answer.position[:2], (36.0, -26.0)) <= 2.0, (text, answer)


def test_how_long_in_a_room_named_by_headings_and_closing_names(agent: Agent) -> None:
    answer = ask(agent, "How long were you in the baggage reclaim?")
    assert answer.duration_s is not None and 20 <= answer.duration_s <= 40, answer


def test_an_asker_with_no_height_is_on_the_robot_s_floor(tmp_path, embedder) -> None:
    memory = memory_of(tmp_path, embedder, [])
    try:
        memory.add_frame(T0, Pose(1.0, 2.0, 4.5), "a landing upstairs", ["railing"])
        agent = Agent(memory)
        _, at = agent.planner.context_of(Question("where am i", now=T0 + 1, at=(5.0, 6.0, None)))
        assert at == (5.0, 6.0, 4.5)
        _, given = agent.planner.context_of(Question("where am i", now=T0 + 1, at=(5.0, 6.0, 0.0)))
        assert given == (5.0, 6.0, 0.0)
    finally:
        memory.close()
