"""Whether two things were seen in one place: read by the question's construction,
answered from the rooms the room track puts each thing in. Real MiniLM and Milvus Lite."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from memory_core.agent import Agent, Question
from memory_core.agent.same_place import SamePlace, read_same_place
from tests.conftest import T0
from tests.memory_core.agent.conftest import agent_of


@pytest.mark.parametrize(
    ("question", "things", "room"),
    [
        ("Did you see a kettle and a fridge in the same room?", ("kettle", "fridge"), True),
        ("was the kettle in the same room as the desk", ("kettle", "desk"), True),
        ("kettle + printer same room?", ("kettle", "printer"), True),
        (
            "Kindly confirm whether a desk and a lamp were observed in one room.",
            ("desk", "lamp"),
            True,
        ),
        ("a desk and a lamp, you saw them in same room?", ("desk", "lamp"), True),
        ("Base, red chair & sofa seen in a single area? Over.", ("red chair", "sofa"), False),
        ("did we spot our kettle in the same place as the fridge", ("kettle", "fridge"), False),
    ],
)
def test_two_things_and_the_shared_place_are_read(
    question: str, things: tuple[str, str], room: bool
) -> None:
    assert read_same_place(question) == SamePlace(things, room)


@pytest.mark.parametrize(
    "question",
    [
        "Did you see the same bench twice?",
        "Which room had one chair?",
        "Where is the kettle?",
        "was the kettle in the kitchen",
    ],
)
def test_other_questions_are_not_about_one_place(question: str) -> None:
    assert read_same_place(question) is None


def _room(start: float, x: float, caption: str, labels: list[str]) -> list:
    return [(T0 + start + 2 * i, x + 0.5 * i, 0.0, caption, labels) for i in range(6)]


# a kitchen (kettle, fridge), a hallway, an office (desk, printer)
FRAMES = [
    *_room(0, 0.0, "The image shows a kitchen.", ["kettle", "fridge"]),
    *_room(20, 20.0, "I am in a hallway with doors.", ["door"]),
    *_room(40, 40.0, "The image shows an office.", ["desk", "printer"]),
]


@pytest.fixture(scope="module")
def agent(tmp_path_factory, embedder) -> Iterator[Agent]:
    with agent_of(tmp_path_factory.mktemp("same_place"), embedder, FRAMES) as agent:
        yield agent


def ask(agent: Agent, text: str):
    return agent.ask(Question(text, now=T0 + 60))


def test_things_in_one_room_are_yes_and_the_room_is_named(agent: Agent) -> None:
    answer = ask(agent, "Did you see a kettle and a fridge in the same room?")
    assert answer.binary is True and "kitchen" in answer.answer and answer.form == "binary"


def test_things_in_different_rooms_are_no_and_each_room_is_said(agent: Agent) -> None:
    answer = ask(agent, "kettle + printer same room?")
    assert answer.binary is False and answer.form == "binary", answer
    assert "kitchen" in answer.answer and "office" in answer.answer, answer


def test_a_thing_never_seen_is_no(agent: Agent) -> None:
    answer = ask(agent, "Was the kettle in the same room as the piano?")
    assert answer.binary is False and "piano" in answer.answer, answer
