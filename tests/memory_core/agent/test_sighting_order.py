"""Which of two things the robot saw first or last: read by the question's construction,
answered from each thing's own first or last sighting. Real MiniLM and Milvus Lite."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from memory_core.agent import Agent, Question
from memory_core.agent.sighting_order import SightingOrder, read_sighting_order
from tests.conftest import T0
from tests.memory_core.agent.conftest import agent_of


@pytest.mark.parametrize(
    ("question", "things", "first"),
    [
        ("Which did you see first, a kettle or a toaster?", ("kettle", "toaster"), True),
        ("what came first: the fountain or the bus stop", ("fountain", "bus stop"), True),
        ("Did you spot the red van or the bike rack first?", ("red van", "bike rack"), True),
        ("which one you saw last, a ladder or a mop?", ("ladder", "mop"), False),
        ("first sighted: pallet truck vs forklift?", ("pallet truck", "forklift"), True),
        ("the crane or the skip, which did you notice most recently", ("crane", "skip"), False),
        (
            "right so before lunch which did we pass earlier, the shed or the pond",
            ("shed", "pond"),
            True,
        ),
    ],
)
def test_two_things_and_the_order_asked_are_read(
    question: str, things: tuple[str, str], first: bool
) -> None:
    assert read_sighting_order(question) == SightingOrder(things, first)


@pytest.mark.parametrize(
    "question",
    [
        "which is closer, the kettle or the toaster?",  # no order of sightings
        "where is the kettle or the toaster?",
        "did you see a kettle or a toaster?",  # whether, not which first
        "which did you see first, the kettle or the kettle?",
    ],
)
def test_other_questions_with_or_are_not_about_the_order(question: str) -> None:
    assert read_sighting_order(question) is None


FRAMES = [
    (T0 + 0, 0.0, 0.0, "The image shows a kitchen with a kettle.", ["kettle"]),
    (T0 + 2, 0.5, 0.0, "The image shows a kitchen with a kettle.", ["kettle"]),
    (T0 + 40, 20.0, 0.0, "The image shows a counter with a toaster.", ["toaster"]),
    (T0 + 42, 20.5, 0.0, "The image shows a counter with a toaster.", ["toaster"]),
    (T0 + 80, 0.0, 0.0, "The image shows a kitchen with a kettle.", ["kettle"]),
    (T0 + 82, 0.5, 0.0, "The image shows a kitchen with a kettle.", ["kettle"]),
]
NOW = T0 + 90


@pytest.fixture(scope="module")
def agent(tmp_path_factory, embedder) -> Iterator[Agent]:
    with agent_of(tmp_path_factory.mktemp("order"), embedder, FRAMES) as agent:
        yield agent


def test_the_thing_seen_first_or_last_is_named_and_only_it(agent: Agent) -> None:
    first = agent.ask(Question("Which did you see first, a kettle or a toaster?", now=NOW))
    assert first.answer.startswith("The kettle") and "toaster" not in first.answer, first
    assert first.time == T0 and first.form == "text", first
    last = agent.ask(Question("which did you see last, the toaster or the kettle", now=NOW))
    assert last.answer.startswith("The kettle") and last.time == T0 + 82, last
    # the toaster was seen before the kettle was seen again: by first sightings, the kettle
    before = agent.ask(Question("which did you see first, a toaster or a kettle", now=T0 + 50))
    assert before.answer.startswith("The kettle"), before


def test_a_thing_never_seen_leaves_the_other_or_says_neither_was(agent: Agent) -> None:
    one = agent.ask(Question("which did you see first, a kettle or a giraffe?", now=NOW))
    assert one.answer.startswith("The kettle") and "not seen the other" in one.answer, one
    none = agent.ask(Question("which did you see first, a giraffe or a canoe?", now=NOW))
    assert "neither" in none.answer and none.time is None, none
