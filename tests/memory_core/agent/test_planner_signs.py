"""Signs found by what they say: the words are matched letter for letter, not by meaning.

A hand-built corridor with two signs, real MiniLM and Milvus Lite."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from memory_core.agent import Agent, Question
from tests.conftest import T0
from tests.memory_core.agent.conftest import agent_of, along_x

# (t - T0, x, caption, labels)
CORRIDOR = [
    (0, 0.0, "A corridor with doors on both sides.", ["door"]),
    (2, 4.0, 'A door with a sign that reads "STAFF ONLY".', ["door", "sign"]),
    (4, 8.0, "A corridor with a window.", ["window"]),
    (6, 30.0, 'The image shows a sign that reads "EXIT" above a door.', ["sign", "door"]),
    (8, 34.0, "A corridor with a fire extinguisher.", ["fire extinguisher"]),
]
NOW = T0 + 10


@pytest.fixture(scope="module")
def agent(tmp_path_factory, embedder) -> Iterator[Agent]:
    with agent_of(tmp_path_factory.mktemp("corridor"), embedder, along_x(CORRIDOR)) as agent:
        yield agent


def ask(agent: Agent, text: str):
    return agent.ask(Question(text, now=NOW, at=(40.0, 0.0, 0.0)))


def test_where_is_the_sign_that_says_finds_the_sign_that_said_it(agent: Agent) -> None:
    for text in ('Where is the sign that says "STAFF ONLY"?', "where's the sign saying staff only"):
        answer = ask(agent, text)
        # The nearer sign (the EXIT one) is not it.
        assert answer.position is not None and answer.position[0] < 15.0, text
        assert answer.time == T0 + 2 and "captions_saying" in [c.tool for c in answer.trace]


def test_yes_no_and_when_about_what_a_sign_said(agent: Agent) -> None:
    assert ask(agent, 'Did you see a sign that reads "EXIT"?').binary is True
    assert ask(agent, 'When did you see the sign reading "EXIT"?').time == T0 + 6
    assert ask(agent, "did you see a sign saying free pizza").binary is not True


def test_a_sign_no_caption_read_is_said_seen_when_it_was_by_then(
    tmp_path_factory, embedder
) -> None:
    # The sign is seen again after the question was asked: the answer says when it had
    # been seen by then, never a time still to come.
    frames = [
        (0, 0.0, "A hallway with a sign.", ["sign"]),
        (300, 0.5, "A sign on a wall.", ["sign"]),
    ]
    with agent_of(tmp_path_factory.mktemp("unread"), embedder, along_x(frames)) as agent:
        answer = agent.ask(Question("What does the sign say?", now=T0 + 120, at=(0.0, 0.0, 0.0)))
        assert "nothing I recorded tells what it says" in answer.answer
        assert "2 minutes ago" in answer.answer.split(".")[0]


def test_a_caption_quoting_two_things_gives_each_its_own_words(tmp_path_factory, embedder) -> None:
    caption = 'A sign reading "Gate C11" ahead. A gate screen reads "U2 402 to Munich DELAYED".'
    frames = [(0, 0.0, caption, ["sign", "gate screen"]), (2, 0.5, caption, ["gate screen"])]
    with agent_of(tmp_path_factory.mktemp("gate"), embedder, along_x(frames)) as agent:
        screen = agent.ask(
            Question("What did the gate screen say?", now=T0 + 4, at=(0.0, 0.0, 0.0))
        )
        assert "DELAYED" in screen.answer and "C11" not in screen.answer, screen.answer
        sign = agent.ask(Question("What did the sign say?", now=T0 + 4, at=(0.0, 0.0, 0.0)))
        assert "Gate C11" in sign.answer and "DELAYED" not in sign.answer, sign.answer


def test_the_last_and_the_first_sign_read_are_told_apart_by_when_they_were_read(
    agent: Agent,
) -> None:
    # "The last sign" is the one read latest, not the one nearest the asker; "the first
    # sign" the one read earliest, wherever the asker stands.
    by_staff_only, by_exit = (0.0, 0.0, 0.0), (40.0, 0.0, 0.0)
    last = agent.ask(Question("What did the last sign you read say?", now=NOW, at=by_staff_only))
    assert '"EXIT"' in last.answer and last.time == T0 + 6
    first = agent.ask(Question("what did the first sign you read say", now=NOW, at=by_exit))
    assert '"STAFF ONLY"' in first.answer and first.time == T0 + 2


def test_the_sign_here_is_the_one_read_where_the_asker_stands(agent: Agent) -> None:
    def at(x: float, text: str):
        return agent.ask(Question(text, now=NOW, at=(x, 0.0, 0.0)))

    assert '"STAFF ONLY"' in at(5.0, "What does the sign here say?").answer
    assert '"EXIT"' in at(31.0, "What was written on the sign near me?").answer
    assert '"STAFF ONLY"' in at(3.0, "What was written on the sign near me?").answer


def test_when_a_thing_near_the_asker_was_seen_is_not_when_any_was(agent: Agent) -> None:
    # Doors at the start of the corridor (t 0, 2) and at its end (t 6).
    near_start = agent.ask(
        Question("When did you last see a door near me?", now=NOW, at=(2.0, 0.0, 0.0))
    )
    assert near_start.time == T0 + 2, near_start
    nowhere = agent.ask(
        Question("When did you last see a window near me?", now=NOW, at=(34.0, 0.0, 0.0))
    )
    assert nowhere.time is None and "near you" in nowhere.answer, nowhere


def test_what_a_screen_said_when_last_seen_is_its_last_reading(tmp_path_factory, embedder) -> None:
    # The board by the gate changes: ON TIME, later DELAYED
    frames = [
        (0, 0.0, 'A departures board showing "ON TIME" by the gate.', ["departures board"]),
        (60, 6.0, "A corridor with seats.", ["seat"]),
        (120, 1.0, 'A departures board showing "DELAYED" by the gate.', ["departures board"]),
    ]
    with agent_of(tmp_path_factory.mktemp("board"), embedder, along_x(frames)) as agent:

        def said(text: str) -> bool | None:
            return agent.ask(Question(text, now=T0 + 150, at=(0.0, 0.0, 0.0))).binary

        last = "Did the departures board say {} when you last saw it?"
        assert said(last.format("ON TIME")) is False
        assert said(last.format("DELAYED")) is True
        assert said("Did the departures board ever say ON TIME?") is True


def test_where_a_plate_was_first_read_is_where_its_thing_was_then(
    tmp_path_factory, embedder
) -> None:
    plate = 'A van with a plate reading "KV19 XJT".'
    rows = [
        (0, 0.0, plate, ["van"]),
        (2, 10.0, "A yard.", ["cone"]),
        (40, 60.0, "A yard.", ["cone"]),
        (42, 80.0, plate, ["van"]),  # the van has moved
    ]
    with agent_of(tmp_path_factory.mktemp("plates"), embedder, along_x(rows)) as agent:
        for asked, x in (
            ('Where was the van marked "KV19 XJT" when you first saw it?', 0.0),
            ('Where is the van marked "KV19 XJT" when you see it first time?', 0.0),
            ('Where was the van marked "KV19 XJT" when you last saw it?', 80.0),
        ):
            answer = agent.ask(Question(asked, now=T0 + 50, at=(40.0, 0.0, 0.0)))
            assert answer.position is not None, answer.answer
            assert abs(answer.position[0] - x) <= 5.0, (asked, answer.answer)
