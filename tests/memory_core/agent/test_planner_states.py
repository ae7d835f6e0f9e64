"""A thing's state the last (or first) time it was seen, from the labels it was seen
under then and the captions of that moment. Real MiniLM and Milvus Lite."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from memory_core.agent import Agent, Question
from tests.conftest import T0
from tests.memory_core.agent.conftest import agent_of

FRAMES = [
    (T0 + 0, 0.0, 0.0, "a corridor with a door", ["open door"]),
    (T0 + 2, 0.5, 0.0, "a corridor with a door", ["open door"]),
    (T0 + 20, 20.0, 0.0, "a lounge with a lamp and a cup on a table", ["lamp on", "cup", "table"]),
    (T0 + 22, 20.5, 0.0, "a lounge with a lamp", ["lamp on", "cup"]),
    (T0 + 30, 60.0, 0.0, "a gate lane", ["barrier arm (raised)", "ice-cream kiosk (shuttered)"]),
    (T0 + 32, 60.5, 0.0, "a gate lane", ["barrier arm (raised)", "ice-cream kiosk (shuttered)"]),
    (T0 + 40, 80.0, 0.0, "a loading bay", ["roller shutter (closed)"]),
    (T0 + 42, 80.5, 0.0, "a loading bay", ["roller shutter (closed)"]),
    (T0 + 60, 0.5, 0.0, "a corridor with a door", ["closed door"]),
    (T0 + 62, 0.0, 0.0, "a corridor with a door", ["closed door"]),
    (T0 + 80, 20.0, 0.0, "a lounge with a lamp switched off", ["lamp"]),
    (T0 + 82, 20.5, 0.0, "a lounge with a lamp switched off", ["lamp"]),
    (T0 + 90, 60.0, 0.0, "a gate lane", ["red and white barrier arm (lowered)"]),
    (T0 + 92, 60.5, 0.0, "a gate lane", ["red and white barrier arm (lowered)"]),
    (T0 + 96, 80.0, 0.0, "a loading bay", ["roller shutter"]),
    (T0 + 100, 40.0, 0.0, "a hallway", ["wall"]),
    (T0 + 44, 120.0, 0.0, "a study", ["desk lamp [on]"]),
    (T0 + 94, 120.5, 0.0, "a study", ["desk lamp [off]"]),
    (T0 + 50, 160.0, 0.0, "a yard", ["delivery lorry (parked)"]),
    (T0 + 52, 160.5, 0.0, "a yard", ["delivery lorry (parked)"]),
    (T0 + 97, 160.0, 0.0, "a yard", ["delivery lorry (engine running)"]),
    (T0 + 98, 160.5, 0.0, "a yard", ["delivery lorry (engine running)"]),
]
NOW = T0 + 102


@pytest.fixture(scope="module")
def agent(tmp_path_factory, embedder) -> Iterator[Agent]:
    with agent_of(tmp_path_factory.mktemp("states"), embedder, FRAMES) as agent:
        yield agent


def ask(agent: Agent, text: str):
    return agent.ask(Question(text, now=NOW, at=(40.0, 0.0, 0.0)))


def test_a_door_s_state_is_the_one_it_was_seen_in_then(agent: Agent) -> None:
    assert ask(agent, "Was the door open the last time you saw it?").binary is False
    assert ask(agent, "Was the door closed the last time you saw it?").binary is True
    assert ask(agent, "Was the door open the first time you saw it?").binary is True


def test_a_state_asked_the_other_way_is_answered_the_other_way(agent: Agent) -> None:
    not_open = ask(agent, "Was the door not open the last time you saw it?")
    assert not_open.binary is True and "door was not open" in not_open.answer, not_open
    not_closed = ask(agent, "was the door not closed last time you saw it")
    assert not_closed.binary is False and "door was closed" in not_closed.answer, not_closed
    assert ask(agent, "was the lamp switched off last time you saw it").binary is True


def test_on_and_off_are_states_of_a_lamp_but_on_a_table_is_a_place(agent: Agent) -> None:
    assert ask(agent, "Was the lamp off the last time you saw it?").binary is True
    assert ask(agent, "Was the lamp on the first time you saw it?").binary is True
    cup = ask(agent, "Was the cup on the table?")
    assert cup.binary is True and "cup" in cup.answer, cup


def test_a_detectors_bracketed_state_answers_for_the_thing(agent: Agent) -> None:
    # Raised or lowered, up or down, shuttered (closed): states a detector writes after
    # the thing's name, in a label a colour in front takes below the match threshold.
    lowered = ask(agent, "Was the barrier arm lowered the last time you saw it?")
    assert lowered.binary is True and "barrier arm was lowered" in lowered.answer, lowered
    assert ask(agent, "Was the barrier arm up the first time you saw it?").binary is True
    assert ask(agent, "Was the barrier arm raised the last time you saw it?").binary is False
    assert ask(agent, "Was the ice-cream kiosk open the last time you saw it?").binary is False
    # ... or in square brackets
    off = ask(agent, "Was the desk lamp on the last time you saw it?")
    assert off.binary is False and "desk lamp was not on" in off.answer, off
    assert ask(agent, "Was the desk lamp on the first time you saw it?").binary is True


def test_a_last_sighting_that_shows_no_state_is_told_by_the_last_one_that_did(
    agent: Agent,
) -> None:
    # the shutter was last seen without a word of its state; before that, closed
    closed = ask(agent, "Was the roller shutter closed the last time you saw it?")
    assert closed.binary is True and "as far as I could tell" in closed.answer, closed
    assert closed.time == T0 + 42
    assert ask(agent, "Was the roller shutter open the last time you saw it?").binary is False


def test_a_state_no_table_holds_is_read_and_told_by_the_detector_s_brackets(
    agent: Agent,
) -> None:
    # "parked" is in no list of states: the detector said it of the lorry first, and
    # another state ("engine running") last, which is not parked
    first = ask(agent, "Was the delivery lorry parked the first time you saw it?")
    assert first.binary is True and first.time == T0 + 50, first
    last = ask(agent, "was the delivery lorry parked when you last saw it")
    assert last.binary is False and last.time == T0 + 98, last
    running = ask(agent, "was the delivery lorry engine running when you last saw it")
    assert running.binary is True and running.time == T0 + 98, running
