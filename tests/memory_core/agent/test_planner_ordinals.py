"""An ordinal inside a thing's name ('the first aid kit') is the thing, not which sighting.

A hand-built corridor, real MiniLM and Milvus Lite; the kit is labelled by its
everyday names ('medical kit', 'first aid kit'), one kind for the object layer."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from memory_core.agent import Agent, Question
from tests.conftest import T0
from tests.memory_core.agent.conftest import agent_of, along_x

# (t - T0, x, caption, labels)
CORRIDOR = [
    (0, 0.0, "A corridor with doors on both sides.", ["door"]),
    (2, 5.0, "A wall with a green medical kit above a bench.", ["medical kit", "bench"]),
    (10, 30.0, "A first aid kit mounted on the wall.", ["first aid kit"]),
    (12, 31.0, "The first aid kit again, by a window.", ["first aid kit", "window"]),
    (20, 6.0, "Back in the corridor, the medical kit on the wall.", ["medical kit"]),
]
NOW = T0 + 30


@pytest.fixture(scope="module")
def agent(tmp_path_factory, embedder) -> Iterator[Agent]:
    with agent_of(tmp_path_factory.mktemp("corridor"), embedder, along_x(CORRIDOR)) as agent:
        yield agent


def ask(agent: Agent, text: str):
    return agent.ask(Question(text, now=NOW, at=(40.0, 0.0, 0.0)))


def test_where_is_the_first_aid_kit_answers_with_the_nearest_kit(agent: Agent) -> None:
    """Both kits were seen twice (confirmed); the one at x = 30 is nearer the asker."""
    answer = ask(agent, "Where is the first aid kit?")
    assert answer.position is not None and abs(answer.position[0] - 30.0) < 5.0


def test_first_and_last_sightings_of_the_first_aid_kit(agent: Agent) -> None:
    assert ask(agent, "When did you first see a first aid kit?").time == T0 + 2
    assert ask(agent, "When did you last see the first-aid kit?").time == T0 + 20
    assert ask(agent, "did you see a first aid kit").binary is True


def test_the_second_pass_of_a_thing_is_when_it_came_back_into_view_after_a_while(
    tmp_path_factory, embedder
) -> None:
    # a vending machine in view twice within a sweep, then again two minutes later
    rows = [
        (0, 0.0, "A corridor with a vending machine.", ["vending machine"]),
        (4, 1.0, "The vending machine again.", ["vending machine"]),
        (30, 20.0, "A corridor with doors.", ["door"]),
        (150, 2.0, "Back by the vending machine.", ["vending machine"]),
    ]
    with agent_of(tmp_path_factory.mktemp("passes"), embedder, along_x(rows)) as agent:
        second = agent.ask(
            Question("When did you pass the vending machine for the second time?", now=T0 + 160)
        )
        assert second.time == T0 + 150 and second.form == "time", second
        third = agent.ask(Question("vending machine 3rd pass time", now=T0 + 160))
        assert third.time is None and "twice" in third.answer, third
