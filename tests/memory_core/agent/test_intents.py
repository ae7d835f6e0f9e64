"""Reading what a question asks, and about what."""

from __future__ import annotations

import pytest

from memory_core.agent.intents import Intent, parse_question


@pytest.mark.parametrize(
    ("question", "intent", "target", "anchor"),
    [
        ("Where is the closest fire hydrant?", Intent.LOCATE, "fire hydrant", None),
        ("Hey robot, where's the nearest elevator?", Intent.LOCATE, "elevator", None),
        ("Can you take me to the elevator?", Intent.LOCATE, "elevator", None),
        ("Could you please find me a bench", Intent.LOCATE, "bench", None),
        ("When did you last see the red couch?", Intent.LAST_SEEN, "red couch", None),
        ("When did you pass a bike rack?", Intent.LAST_SEEN, "bike rack", None),
        ("when did you first see a trash can", Intent.FIRST_SEEN, "trash can", None),
        ("Did you see a food truck?", Intent.PRESENCE, "food truck", None),
        ("Have you ever seen a horse", Intent.PRESENCE, "horse", None),
        (
            "Is there a bike rack near the yellow police pole?",
            Intent.PRESENCE,
            "bike rack",
            "yellow police pole",
        ),
        ("How long were you inside?", Intent.DURATION, "inside the building", None),
        ("how long were you in the laboratory", Intent.DURATION, "laboratory", None),
        ("What colour were the couches?", Intent.DESCRIBE, "couch", None),
    ],
)
def test_questions_are_read_as_intent_and_phrases(
    question: str, intent: Intent, target: str, anchor: str | None
) -> None:
    parsed = parse_question(question)
    assert (parsed.intent, parsed.target, parsed.anchor) == (intent, target, anchor)


@pytest.mark.parametrize(
    ("question", "event", "place"),
    [
        ("When did you leave the building?", "leave", "building"),
        ("what time did you exit the lab", "leave", "lab"),
        ("When did you enter the building?", "enter", "building"),
        ("when did you go inside", "enter", "building"),
    ],
)
def test_events_are_entering_or_leaving_a_place(question: str, event: str, place: str) -> None:
    parsed = parse_question(question)
    assert (parsed.intent, parsed.event, parsed.target) == (Intent.EVENT, event, place)


def test_needs_are_left_whole_for_the_need_matcher() -> None:
    parsed = parse_question("Where can I sit down?")
    assert parsed.intent is Intent.LOCATE and parsed.target == "where can i sit down"


def test_anything_else_is_unknown_not_an_error() -> None:
    assert parse_question("¿qué tal?").intent is Intent.UNKNOWN
    assert parse_question("").intent is Intent.UNKNOWN


def test_needs_are_found_after_a_preamble_and_landmarks_after_to() -> None:
    assert parse_question("My feet hurt, where can I sit down?").intent is Intent.LOCATE
    parsed = parse_question("Where is the closest bench to the fountain?")
    assert (parsed.target, parsed.anchor) == ("bench", "fountain")
