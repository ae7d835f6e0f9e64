"""Where a thing was before it was moved, and whether it was: the question read for its
thing, and answered from the objects of that thing in memory. Real MiniLM and Milvus Lite."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from memory_core.agent import Agent, Question
from memory_core.agent.moved import HasMoved, read_has_moved, read_moved_thing
from tests.conftest import T0
from tests.memory_core.agent.conftest import agent_of, stay_frames

# a wheelchair in the hallway, then none in the office, then the wheelchair in the kitchen
FRAMES = [
    *stay_frames(0, 0.0, "I am in a hallway with doors.", ["wheelchair", "door"]),
    *stay_frames(20, 40.0, "The image shows an office with a desk.", ["desk"]),
    *stay_frames(40, 20.0, "The image shows a kitchen with a stove.", ["wheelchair", "stove"]),
]
NOW = T0 + 60


@pytest.fixture(scope="module")
def agent(tmp_path_factory, embedder) -> Iterator[Agent]:
    with agent_of(tmp_path_factory.mktemp("moved"), embedder, FRAMES) as agent:
        yield agent


def test_a_moved_thing_was_where_it_was_seen_before_its_latest_place(agent: Agent) -> None:
    answer = agent.ask(Question("Where was the wheelchair before it was moved?", now=NOW))
    assert answer.form == "position" and answer.position is not None
    assert answer.position[0] < 5.0, answer  # the hallway's, not the kitchen's (x 20)
    assert "before it was moved" in answer.answer.lower()


def test_a_thing_seen_in_one_place_only_is_said_so(agent: Agent) -> None:
    answer = agent.ask(Question("Where was the desk before it was moved?", now=NOW))
    assert answer.position is None and not answer.confident
    assert "one place only" in answer.answer


@pytest.mark.parametrize(
    ("question", "thing"),
    [
        ("Where was the wheelchair before it was moved?", "wheelchair"),
        ("where was the blue cart before somebody moved it", "blue cart"),
        ("The blue forklift has moved. Where was it before?", "blue forklift"),
        ("yellow deck chair: previous spot before the move?", "yellow deck chair"),
        ("where was quad bike before relocation?", "quad bike"),
        ("Could you remind me where the hoist used to be before it was moved?", "hoist"),
        (
            "Tom is asking where the orange pallet jack was before it was moved.",
            "orange pallet jack",
        ),
        (
            "The purser says the gold trolley has been moved and would like to know where it was"
            " before.",
            "gold trolley",
        ),
    ],
)
def test_a_moved_things_former_place_is_asked_of_the_thing(question: str, thing: str) -> None:
    assert read_moved_thing(question) == thing


@pytest.mark.parametrize(
    "question", ["Where is the forklift?", "When did you move to the lobby?", "Where was I before?"]
)
def test_other_questions_ask_no_former_place(question: str) -> None:
    assert read_moved_thing(question) is None


def test_a_thing_seen_elsewhere_after_it_was_last_seen_has_moved(agent: Agent) -> None:
    answer = agent.ask(Question("Has the wheelchair in the hallway moved?", now=NOW))
    assert (answer.form, answer.binary) == ("binary", True), answer
    assert answer.position is not None and answer.position[0] > 15.0  # where it is now


def test_a_thing_seen_in_one_place_only_has_not_moved(agent: Agent) -> None:
    answer = agent.ask(Question("Did the desk get moved since you first saw it?", now=NOW))
    assert (answer.form, answer.binary) == ("binary", False), answer


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        (
            "Has the stacking chair in Hall 4 moved since you first saw it?",
            ("stacking chair", "hall 4"),
        ),
        ("I wonder whether the red cart has moved.", ("red cart", None)),
        (
            "Yes or no: was the bench in the picnic lawn relocated after you first saw it?",
            ("bench", "picnic lawn"),
        ),
        ("did the chair get moved since u 1st saw it", ("chair", None)),
    ],
)
def test_whether_a_thing_moved_is_asked_of_the_thing_and_where_it_was(
    question: str, asked: tuple[str, str | None]
) -> None:
    assert read_has_moved(question.lower().rstrip("?.")) == HasMoved(*asked)


@pytest.mark.parametrize(
    "question", ["Did you move to the lobby?", "Where was the chair before it was moved?"]
)
def test_other_questions_ask_no_move(question: str) -> None:
    assert read_has_moved(question.lower().rstrip("?")) is None
