"""Yes/no questions comparing a count or a length of time with a number, and
how-long-between questions made of two when-questions."""

from __future__ import annotations

import pytest

from memory_core.agent.comparisons import split_comparison
from memory_core.agent.intervals import split_interval, split_sighting_span
from memory_core.agent.reader import Intent, Scope, read_question


@pytest.mark.parametrize(
    ("question", "rest", "more", "amount", "seconds"),
    [
        ("Did you see more than two wheelchairs?", "Did you see wheelchairs?", True, 2, False),
        (
            "Bollard count greater than 6? Yes or no.",
            "did you see Bollard? Yes or no.",
            True,
            6,
            False,
        ),
        (
            "were there at least three benches in the park?",
            "were there benches in the park?",
            True,
            3,
            False,
        ),
        ("did you see 2 or more vans?", "did you see vans?", True, 2, False),
        ("Did you see five zone signs or more?", "Did you see zone signs?", True, 5, False),
        ("Did you count six or more signs?", "Did you see signs?", True, 6, False),
        (
            "were you outside for more than 5 minutes in total?",
            "how long were you outside in total?",
            True,
            300,
            True,
        ),
        (
            "did you spend under 2 minutes in the café?",
            "how long did you spend in the café?",
            False,
            120,
            True,
        ),
        (
            "Total time indoors exceeds 10 min?",
            "how long was the Total time indoors?",
            True,
            600,
            True,
        ),
    ],
)
def test_the_comparison_is_taken_out_and_the_rest_asks_for_the_number(
    question: str, rest: str, more: bool, amount: float, seconds: bool
) -> None:
    found = split_comparison(question)
    assert found is not None
    assert found[0] == rest
    comparison = found[1]
    assert (comparison.more, comparison.amount, comparison.seconds) == (more, amount, seconds)


def test_at_least_counts_the_number_itself_and_more_than_does_not() -> None:
    more = split_comparison("more than two vans?")
    least = split_comparison("at least two vans?")
    assert more is not None and least is not None
    assert not more[1].holds(2) and more[1].holds(3)
    assert least[1].holds(2) and not least[1].holds(1)


@pytest.mark.parametrize(
    "question", ["how many chairs did you see?", "did you see a van?", "is the lift on floor 2?"]
)
def test_questions_without_a_comparison_are_left_alone(question: str) -> None:
    assert split_comparison(question) is None


@pytest.mark.parametrize(
    ("question", "first", "second"),
    [
        (
            "How much time passed between when we went into the shop and when you first saw a dog?",
            "when did we go into the shop?",
            "when did you first see a dog?",
        ),
        (
            "How long was it from when we got to the car park until we went into the lobby?",
            "when did we get to the car park?",
            "when did we go into the lobby?",
        ),
        (
            "Elapsed time: you first saw a porter to we took the lift?",
            "when did you first see a porter?",
            "when did we take the lift?",
        ),
    ],
)
def test_a_how_long_between_question_is_two_when_questions(
    question: str, first: str, second: str
) -> None:
    assert split_interval(question) == (first, second)


@pytest.mark.parametrize(
    "question",
    ["How long did it take to get from the lobby to the lift?", "how long between the two vans"],
)
def test_a_trip_between_places_is_no_interval(question: str) -> None:
    assert split_interval(question) is None


@pytest.mark.parametrize(
    ("question", "thing"),
    [
        ("How much time passed between the first and the last time you saw a kettle?", "a kettle"),
        ("Over how long a period did you see the hoist, from first to last sighting?", "the hoist"),
        ("from first uh seeing a van to last seeing it how long was that", "a van"),
        ("first-to-last eyes-on window on pallet jack?", "a pallet jack"),
        ("red cone: time between first and last eyes-on?", "a red cone"),
        (
            "Over what length of time did you keep seeing the mop, first sighting to last?",
            "the mop",
        ),
        # told, not asked; a thing kept in view
        (
            "Tell me how long you kept spotting the hoist from the first time to the last.",
            "the hoist",
        ),
        ("For how long did you have the kettle in view, from first to last?", "the kettle"),
        ("how long did u keep seeing the hoist 1st to last", "the hoist"),  # texted
        # any span asked for, the thing what the last seeing is of
        ("Give me the time from first to last spotting the hoist in bay 2.", "the hoist in bay 2"),
        (
            "How much time lies between your first and your last observation of the kettle?",
            "the kettle",
        ),
    ],
)
def test_the_span_of_a_things_sightings_is_its_first_and_last_sighting(
    question: str, thing: str
) -> None:
    assert split_sighting_span(question) == (
        f"when did you first see {thing}?",
        f"when did you last see {thing}?",
    )


@pytest.mark.parametrize(
    "question",
    [
        "When did you first see the kettle?",
        "what did you see first and last?",
        "When did you first see the kettle after you last left the lab?",
    ],
)
def test_one_sighting_asked_is_no_span(question: str) -> None:
    assert split_sighting_span(question) is None


@pytest.mark.parametrize(
    ("question", "mode", "event", "origin", "destination"),
    [
        (
            "How long did it take to go up in the lift to the first floor?",
            "lift",
            "floor_up",
            None,
            "the first floor",
        ),
        (
            "how long did it take to go from the second floor to the ground floor by the stairs",
            "stairs",
            "floor",
            "the second floor",
            "the ground floor",
        ),
        ("how long was the escalator ride", "escalator", "floor", None, None),
    ],
)
def test_how_long_a_ride_between_floors_took(
    question: str, mode: str, event: str, origin: str | None, destination: str | None
) -> None:
    parsed = read_question(question)
    assert (parsed.intent, parsed.scope) == (Intent.DURATION, Scope.TRIP)
    assert (parsed.target, parsed.event, parsed.origin, parsed.anchor) == (
        mode,
        event,
        origin,
        destination,
    )


def test_a_trip_to_the_lift_and_a_wait_for_it_are_no_ride() -> None:
    assert read_question("how long did it take to get from the lobby to the lift").event is None
    assert read_question("how long did you wait for the lift").event is None
