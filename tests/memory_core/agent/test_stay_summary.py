"""The robot's stays as a whole: the longest, the place with the most time, and how many
places in the last minutes.
Real MiniLM and Milvus Lite."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from memory_core.agent import Agent, Question
from memory_core.agent.stay_summary import StaySummary, read_stay_summary
from tests.conftest import T0
from tests.memory_core.agent.conftest import agent_of, stay_frames

# hallway 12 s, kitchen 40 s, hallway 12 s, office 12 s
FRAMES = [
    *stay_frames(0, 0.0, "I am in a hallway with doors.", ["door"], 6),
    *stay_frames(14, 20.0, "The image shows a kitchen with a kettle.", ["kettle", "stove"], 20),
    *stay_frames(56, 0.0, "I am in a hallway with doors.", ["door"], 6),
    *stay_frames(70, 40.0, "The image shows an office with a desk.", ["desk"], 6),
]
NOW = T0 + 84


@pytest.fixture(scope="module")
def agent(tmp_path_factory, embedder) -> Iterator[Agent]:
    with agent_of(tmp_path_factory.mktemp("stays"), embedder, FRAMES) as agent:
        yield agent


@pytest.mark.parametrize(
    ("question", "summary"),
    [
        ("Where did you spend your longest single stay?", StaySummary()),
        ("which place did you stay in the longest in one go", StaySummary()),
        ("longest single dwell, which area?", StaySummary()),
        ("How many different places have you been in over the last 6 minutes?", StaySummary(360.0)),
        ("areas covered last ten min, excl stairs/lifts?", StaySummary(600.0)),
        ("Which room did you spend the most time in?", StaySummary(in_total=True)),
        ("where have we spent most of our time", StaySummary(in_total=True)),
        ("How long was your longest stay?", None),  # a duration
        ("Which room had the most chairs?", None),
        ("How many chairs did you see in the last 5 minutes?", None),
    ],
)
def test_a_summary_of_stays_is_read_for_what_it_asks(
    question: str, summary: StaySummary | None
) -> None:
    assert read_stay_summary(question) == summary


def test_the_longest_stay_is_named_and_the_places_of_the_last_minutes_counted(
    agent: Agent,
) -> None:
    longest = agent.ask(Question("Where was your longest stay?", now=NOW))
    assert longest.form == "text" and "kitchen" in longest.answer, longest.answer
    assert longest.duration_s == pytest.approx(40.0, abs=4.0)
    assert longest.position is not None and abs(longest.position[0] - 24.75) < 1.0  # its middle
    counted = agent.ask(
        Question("How many different places were you in over the last 5 minutes?", now=NOW)
    )
    assert "3 places" in counted.answer, counted.answer


def test_the_place_with_the_most_time_counts_every_visit(agent: Agent) -> None:
    # the hallway: two visits of 12 s and more, against the kitchen's one of 40 s
    most = agent.ask(Question("Which room did you spend the most time in?", now=NOW))
    assert "kitchen" in most.answer and most.position is not None, most.answer
    assert most.duration_s == pytest.approx(40.0, abs=4.0)
