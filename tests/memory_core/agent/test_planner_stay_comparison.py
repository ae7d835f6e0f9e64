"""Whether the robot stayed longer in one place than in another: read as two how-long
questions, answered from the room track and compared. Real MiniLM and Milvus Lite."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from memory_core.agent import Agent, Question
from memory_core.agent.stay_comparison import read_stay_comparison
from tests.conftest import T0
from tests.memory_core.agent.conftest import agent_of, stay_frames

# hallway -> gym (about 38 s) -> hallway -> sauna (about 10 s) -> hallway -> gym (about
# 10 s) -> hallway
FRAMES = [
    *stay_frames(0, 0.0, "I am in a hallway with doors.", ["door"]),
    *stay_frames(12, 30.0, "The image shows a gym with treadmills.", ["treadmill"], frames=20),
    *stay_frames(52, 0.0, "I am in a hallway with doors.", ["door"]),
    *stay_frames(64, 60.0, "The image shows a sauna with wooden benches.", ["bench"]),
    *stay_frames(76, 0.0, "I am in a hallway with doors.", ["door"]),
    *stay_frames(88, 30.0, "The image shows a gym with treadmills.", ["treadmill"], frames=3),
    *stay_frames(94, 0.0, "I am in a hallway with doors.", ["door"]),
]
NOW = T0 + 106


@pytest.fixture(scope="module")
def agent(tmp_path_factory, embedder) -> Iterator[Agent]:
    with agent_of(tmp_path_factory.mktemp("stays"), embedder, FRAMES) as agent:
        yield agent


@pytest.mark.parametrize(
    ("question", "first", "second", "longer", "total"),
    [
        ("Did you stay longer in the gym than in the sauna last time?", "gym", "sauna", True, 0),
        (
            "Was your latest visit to the Squash Court 2 shorter than your latest visit to the"
            " gym?",
            "squash court 2",
            "gym",
            False,
            0,
        ),
        ("Last stay sauna longer than last stay gym? Yes/no.", "sauna", "gym", True, 0),
        ("Last time, you stay more long in the sauna than in the gym?", "sauna", "gym", True, 0),
        (
            "I was just curious, dear: did you spend longer in the gym than in the sauna, the"
            " last time you went to each?",
            "gym",
            "sauna",
            True,
            0,
        ),
        ("Did you spend more time in the gym than in the sauna?", "gym", "sauna", True, 1),
        ("Was your last stint in the gym longer than your last stint in the sauna?", "gym",
         "sauna", True, 0),
    ],
)  # fmt: skip
def test_a_comparison_of_stays_is_two_how_long_questions(
    question: str, first: str, second: str, longer: bool, total: int
) -> None:
    read = read_stay_comparison(question)
    occasion = "in total" if total else "the last time"
    assert read is not None, question
    assert read.first == f"how long were you in the {first} {occasion}?", read
    assert read.second == f"how long were you in the {second} {occasion}?", read
    assert read.longer is longer


@pytest.mark.parametrize(
    "question",
    [
        "Were you in the gym for longer than 5 minutes?",  # an amount: comparisons.py's
        "Is the gym longer than the sauna?",  # the rooms, not the stays
        "How long were you in the gym?",
        "Did you stay longer in the gym than there?",  # no second place named
    ],
)
def test_other_questions_compare_no_stays(question: str) -> None:
    assert read_stay_comparison(question) is None


def test_the_stays_are_compared_by_their_lengths(agent: Agent) -> None:
    def ask(text: str):
        return agent.ask(Question(text, now=NOW))

    # the latest gym stay (about 4 s) is shorter than the sauna's; all of them, longer
    last = ask("Did you stay longer in the gym than in the sauna last time?")
    assert last.binary is False and last.form == "binary", last
    total = ask("Did you spend more time in the gym than in the sauna?")
    assert total.binary is True and total.form == "binary", total
    shorter = ask("Last stay gym shorter than last stay sauna? Yes/no.")
    assert shorter.binary is True, shorter
    # a place never stayed in had no time at all: said, and not confidently
    never = ask("Did you stay longer in the gym than in the attic last time?")
    assert never.binary is True and not never.confident and "attic" in never.answer, never


def test_the_longest_stay_is_the_one_asked_for(agent: Agent) -> None:
    longest = agent.ask(Question("How long was your longest visit to the gym?", now=NOW))
    assert longest.duration_s is not None and longest.duration_s > 30.0, longest
    said = "What was the longest time you spent in the gym in one go?"
    assert agent.ask(Question(said, now=NOW)).duration_s == longest.duration_s
    # the latest, asked so, is the short one
    latest = agent.ask(Question("How long were you in the gym the last time?", now=NOW))
    assert latest.duration_s is not None and latest.duration_s < 10.0, latest
