"""Breaks in the recording (docked, charging) asked about as people do."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from memory_core.agent import Agent, Question
from memory_core.agent.recording_gaps import GapAsked, read_gap_question
from tests.conftest import T0
from tests.memory_core.agent.conftest import agent_of, stay_frames

# a walk, a 10-minute break with no frames, another walk; a 90 s dropout later is no break
FRAMES = [
    *stay_frames(0, 0.0, "a corridor with doors", ["door"], frames=30),
    *stay_frames(660, 20.0, "a corridor with doors", ["door"], frames=30),
    *stay_frames(810, 40.0, "a break room with a kettle", ["kettle"], frames=10),
]
NOW = T0 + 900


@pytest.fixture(scope="module")
def agent(tmp_path_factory, embedder) -> Iterator[Agent]:
    with agent_of(tmp_path_factory.mktemp("gaps"), embedder, FRAMES) as agent:
        yield agent


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("How long were you charging?", GapAsked.LENGTH),
        ("what was the duration of your docking break", GapAsked.LENGTH),
        ("When did you go offline?", GapAsked.START),
        ("When were you back from the charger?", GapAsked.END),
        # moving again after it
        ("When did you start moving again after your charge?", GapAsked.END),
        ("what time did you come off charge and roll again? over", GapAsked.END),
        ("when did u get going agian after charging", GapAsked.END),
        ("When did you last go to charge after the lab?", GapAsked.START),
    ],
)
def test_a_break_is_read_by_its_words_for_being_off(question: str, asked: GapAsked) -> None:
    gap = read_gap_question(question)
    assert gap is not None and gap.asked is asked


@pytest.mark.parametrize(
    "question",
    [
        "How long were you in the break room?",
        "When did you see the charger?",
        "Where is the dock?",
        "Are you charging? No, forget it: how long were you in the lab?",
        "When was the last time a dock door and a pallet jack were in view together?",
        "Last sighting of the charging station in Gate B41: how long in view?",
    ],
)
def test_a_place_or_a_thing_is_no_break(question: str) -> None:
    assert read_gap_question(question) is None


def test_the_break_is_the_longest_stretch_with_no_frame(agent: Agent) -> None:
    length = agent.ask(Question("How long were you docked?", now=NOW))
    assert length.form == "duration" and length.duration_s == pytest.approx(602.0)
    start = agent.ask(Question("When did you go to charge?", now=NOW))
    assert start.form == "time" and start.time == pytest.approx(T0 + 58.0, abs=0.5)


def test_before_any_break_there_is_none_to_tell(agent: Agent) -> None:
    answer = agent.ask(Question("How long were you docked?", now=T0 + 50))
    assert answer.duration_s is None and "never" in answer.answer
