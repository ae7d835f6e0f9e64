"""The first and last sightings rest on both sensors: the detector's labels and the
captioner, which names things the detector missed."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from memory_core.agent import Agent, Question
from memory_core.agent.compounds import names_thing
from tests.conftest import T0
from tests.memory_core.agent.conftest import agent_of, along_x, clock_at

# a trolley labelled twice at the start; later only a caption names one, far along the
# corridor; a caption about a train station names no train
ROWS = [
    (0, 0.0, "a ward with a bed and a medicine trolley", ["medicine trolley", "bed"]),
    (2, 1.0, "a ward with a medicine trolley by the bed", ["medicine trolley", "bed"]),
    *[(10 + 10 * i, 10.0 + 10 * i, "a long corridor with doors", ["door"]) for i in range(5)],
    (100, 60.0, "a hallway, a medicine trolley against the wall", ["door"]),
    (110, 70.0, "the train station concourse with benches", ["bench"]),
    (120, 80.0, "a long corridor with doors", ["door"]),
    (125, 85.0, 'a sign you can read: "Lemurs come only from Madagascar"', ["sign"]),
]
NOW = T0 + 130


@pytest.fixture(scope="module")
def agent(tmp_path_factory, embedder) -> Iterator[Agent]:
    with agent_of(tmp_path_factory.mktemp("sightings"), embedder, along_x(ROWS)) as agent:
        yield agent


def test_the_last_sighting_is_a_caption_that_named_it_after_the_labels(agent: Agent) -> None:
    where = agent.ask(Question("Where did you last see a medicine trolley?", now=NOW))
    # placed ahead of the robot (yaw 0: along +x) as far as a one-view label would be
    assert where.position is not None and where.position[0] == pytest.approx(64.0, abs=0.5)
    assert where.time == pytest.approx(T0 + 100, abs=0.5)
    when = agent.ask(Question("When did you last see a medicine trolley?", now=NOW))
    assert when.time == pytest.approx(T0 + 100, abs=0.5)


def test_the_first_sighting_stays_the_labels_when_they_came_first(agent: Agent) -> None:
    first = agent.ask(Question("Where did you first see a medicine trolley?", now=NOW))
    assert first.position is not None and first.position[0] < 10.0
    assert first.time == pytest.approx(T0, abs=0.5)


def test_a_caption_is_no_sighting_before_it_was_taken(agent: Agent) -> None:
    before = agent.ask(Question("When did you last see a medicine trolley?", now=T0 + 50))
    assert before.time == pytest.approx(T0 + 2, abs=0.5)


def test_words_a_sign_shows_are_no_sighting(agent: Agent) -> None:
    answer = agent.ask(Question("When did you last see a lemur?", now=NOW))
    assert answer.time is None, answer.answer


def test_a_compound_built_on_the_thing_names_another_thing(agent: Agent) -> None:
    answer = agent.ask(Question("When did you last see a train?", now=NOW))
    assert answer.time is None, answer.answer
    assert not names_thing("train", "the train station concourse")
    assert not names_thing("bus", "waiting at a bus stop")
    assert names_thing("train", "a train arriving at the platform")
    assert names_thing("bench", "a bench, lamp posts and a door")  # a list: no compound
    assert names_thing("cafe", "the entrance of the café")  # accents dropped both ways


@pytest.mark.parametrize(
    "asked",
    [
        "Before {clock}, when was the last time you saw a medicine trolley?",
        "When did you last see a medicine trolley before {clock}?",
    ],
)
def test_a_sighting_bounded_before_a_clock_time_is_the_last_one_by_then(
    agent: Agent, asked: str
) -> None:
    answer = agent.ask(Question(asked.format(clock=clock_at(T0 + 60)), now=NOW))
    assert answer.time == pytest.approx(T0 + 2, abs=0.5), answer.answer


def test_nothing_seen_before_the_clock_time_is_said_so(agent: Agent) -> None:
    asked = f"Before {clock_at(T0 + 60)}, when did you last see a bench?"
    answer = agent.ask(Question(asked, now=NOW))
    assert answer.time is None, answer.answer
