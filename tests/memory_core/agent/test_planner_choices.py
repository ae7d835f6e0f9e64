"""Which of several matching things the planner picks: the asked kind, seen more than once,
not a compound built on it. A memory built for each rule, real MiniLM and Milvus Lite."""

from __future__ import annotations

import pytest

from memory_core.agent import Agent, Question
from memory_core.memory import Memory
from memory_core.types import Pose
from tests.conftest import T0

# (t - T0, x, labels): the robot stands still at each x; one frame a minute.
SIGHTINGS = [
    (0, 4.0, ["mailbox"]),  # seen once, nearest the asker: a misdetection?
    (60, 40.0, ["mailbox", "red sedan"]),
    (120, 41.0, ["mailbox", "red sedan"]),
    (180, 6.0, ["red bike", "bicycle rack"]),
    (240, 7.0, ["red bike", "bicycle rack"]),
    (300, 30.0, ["bicycle"]),
    (360, 31.0, ["bicycle"]),
    (420, 8.0, ["bicycle rack"]),
    (440, 12.0, ["pink bucket hat", "key ring"]),
    (450, 12.5, ["pink bucket hat", "key ring"]),
]
NOW = T0 + 480


@pytest.fixture(scope="module")
def agent(tmp_path_factory, embedder) -> Agent:
    from memory_core.config import Config

    directory = tmp_path_factory.mktemp("choices")
    memory = Memory.open(directory, Config(), embedder=embedder)
    for dt, x, labels in SIGHTINGS:
        memory.add_frame(T0 + dt, Pose(x, 0.0), f"standing at {x} m", labels)
    yield Agent(memory)
    memory.close()


def ask(agent: Agent, text: str):
    return agent.ask(Question(text, now=NOW, at=(0.0, 0.0, 0.0)))


def test_the_nearest_thing_seen_more_than_once_is_preferred(agent: Agent) -> None:
    assert ask(agent, "Where is the nearest mailbox?").position[0] == pytest.approx(40.5)


def test_closest_is_of_the_best_matching_kind_not_the_nearest_lookalike(agent: Agent) -> None:
    answer = ask(agent, "Take me to the nearest red car.")
    assert "red sedan" in answer.answer and answer.position[0] == pytest.approx(40.5)


def test_a_rack_is_no_bicycle(agent: Agent) -> None:
    # the red bike (x 6.5) is a bicycle by another name; the racks are none
    closest = ask(agent, "Where is the closest bicycle?")
    assert closest.position[0] == pytest.approx(6.5) and "bike" in closest.answer
    assert ask(agent, "When did you last see a bicycle?").time == T0 + 360
    assert ask(agent, "When did you last see a bicycle rack?").time == T0 + 420


def test_a_purpose_is_met_by_what_serves_it_not_by_the_thing_named(agent: Agent) -> None:
    # Bicycles stand nearer the asker than the bicycle racks, but one locks a bike at a rack.
    answer = ask(agent, "Where can I lock my bicycle?")
    assert "rack" in answer.answer and answer.position[0] == pytest.approx(6.5, abs=1.5)
    assert ask(agent, "Is there anywhere to park a bike round here?").binary is True


def test_where_a_thing_was_first_seen_is_the_first_sighting_not_the_nearest(agent: Agent) -> None:
    # bicycles were seen at x 6.5 (from T0 + 180) and at x 30.5 (from T0 + 300)
    nearest = ask(agent, "Where is the nearest bicycle?")
    first = ask(agent, "Can you remember where you first noticed a bicycle?")
    assert first.position[0] == pytest.approx(nearest.position[0], abs=1.5)
    assert first.time == T0 + 180 and "first saw" in first.answer
    later = agent.ask(Question("where did you first see a bicycle?", now=T0 + 250, at=(30, 0, 0)))
    assert later.position[0] == pytest.approx(6.5, abs=1.5)  # not the one nearer, seen later


def test_where_a_thing_was_last_seen_is_the_latest_sighting_not_the_nearest(agent: Agent) -> None:
    # the red bike at x 6.5 was last seen at T0 + 240, the bicycle at x 30.5 at T0 + 360
    last = ask(agent, "Where did you last see a bicycle?")
    assert last.position[0] == pytest.approx(30.5, abs=1.5)
    assert last.time == T0 + 360 and "last saw" in last.answer
    earlier = agent.ask(Question("where did you see a bicycle most recently?", now=T0 + 250))
    assert earlier.position[0] == pytest.approx(6.5, abs=1.5)  # the later one was not seen yet


def test_a_thing_named_another_way_is_offered_as_what_it_may_be(agent: Agent) -> None:
    # no "sun hat" was labelled; a hat of another name is offered, not claimed
    hat = ask(agent, "Someone lost a sun hat. Where is it now?")
    assert "bucket hat" in hat.answer and "may be it" in hat.answer and not hat.confident
    assert hat.position[0] == pytest.approx(12.25, abs=0.5)
    assert "have not seen" in ask(agent, "Where is the nearest oak tree?").answer


def test_a_bunch_of_things_is_the_things(agent: Agent) -> None:
    keys = ask(agent, "Where did the bunch of keys end up?")
    assert "key ring" in keys.answer and keys.position[0] == pytest.approx(12.25, abs=0.5)
