"""The first and last sightings rest on both sensors: the detector's labels and the
captioner, which names things the detector missed."""

from __future__ import annotations

import math
from collections.abc import Iterator

import pytest

from memory_core.agent import Agent, Question
from memory_core.agent.compounds import names_thing
from memory_core.config import Config
from memory_core.memory import Memory
from memory_core.types import Pose
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


def test_where_the_robot_was_when_it_first_saw_a_thing_is_its_own_spot(
    tmp_path_factory, embedder
) -> None:
    # a kiosk at (10, 10), first seen from (0, 0) and (4, 0), its lines of sight crossing
    directory = tmp_path_factory.mktemp("robot_at_sighting")
    with Memory.open(directory, Config(), embedder=embedder) as memory:
        for i, x in enumerate((0.0, 4.0)):
            bearing = math.atan2(10.0, 10.0 - x)
            memory.add_frame(T0 + i, Pose(x, 0.0, 0.0), "A square.", ["kiosk"], bearings=[bearing])
        memory.add_frame(T0 + 5, Pose(30.0, 0.0, 0.0), "A street.", ["lamp"], bearings=[0.0])
        agent = Agent(memory)
        asked = "Where were you when you first saw the kiosk?"
        robot = agent.ask(Question(asked, now=T0 + 10))
        assert robot.position is not None and robot.time == pytest.approx(T0, abs=0.5)
        assert math.dist(robot.position[:2], (0.0, 0.0)) <= 0.5, robot.answer
        thing = agent.ask(Question("Where was the kiosk when you first saw it?", now=T0 + 10))
        assert thing.position is not None
        assert math.dist(thing.position[:2], (0.0, 0.0)) > 5.0, thing.answer  # out there
