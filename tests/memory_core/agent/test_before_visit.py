"""What came before the robot first went into a place: read by its construction."""

from __future__ import annotations

import pytest

from memory_core.agent.before_visit import (
    SeenBeforeVisit,
    VisitOrder,
    read_seen_before_visit,
    read_visit_order,
)


@pytest.mark.parametrize(
    ("question", "asked", "place"),
    [
        ("Before you ever went into the Departure Lounge, had you seen a pushchair?",
         "had you seen a pushchair?", "departure lounge"),
        ("Did you see a body scanner before you went into Customs Hall the first time?",
         "did you see a body scanner?", "customs hall"),
        ("Had you seen a bed before you first went into Hospital Street, or only after?",
         "had you seen a bed?", "hospital street"),
        ("You have seen drug trolley before you was entering Hospital Street first time?",
         "have you seen drug trolley?", "hospital street"),
        # speech recognition's "scene" and "in two", and a visit said as a noun
        ("had you already scene a hoist before you first went in two the boiler house",
         "had you already seen a hoist?", "boiler house"),
        ("I wonder whether you had seen the ladder before your first visit to the attic.",
         "had you seen the ladder?", "attic"),
        # said aloud: a hesitation, and a thing put right in passing
        ("had you erm seen a pram, no sorry, a pushchair before you went into the attic",
         "had you seen a pushchair?", "attic"),
    ],
)  # fmt: skip
def test_a_question_asked_as_of_a_first_visit_is_read(
    question: str, asked: str, place: str
) -> None:
    assert read_seen_before_visit(question) == SeenBeforeVisit(asked, place)


@pytest.mark.parametrize(
    "question",
    [
        "Did you go to Gate B48 before Check-in Zone C?",
        "Did you visit Gate B48 first, before the Check-in Zone C?",
        "You went to Gate B48 before to Check-in Zone C?",
        "Gate B48 before Check-in Zone C? y/n",
        "Which came first - did you visit Gate B48 before Check-in Zone C, if you recall?",
        "Did you go to Gate B12, I mean Gate B48, before you went to Check-in Zone C?",
    ],
)
def test_which_place_the_robot_went_into_first_is_read(question: str) -> None:
    assert read_visit_order(question) == VisitOrder("gate b48", "check-in zone c")


def test_other_questions_are_neither() -> None:
    assert read_seen_before_visit("did you see a cat?") is None
    # the room before the latest visit is a question about visits, not sightings
    room = "Before you go in the Archive Room the last time, you were in which room?"
    assert read_seen_before_visit(room) is None
    assert read_visit_order("where did you go after the lobby?") is None
