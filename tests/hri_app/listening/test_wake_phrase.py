"""The wake phrase as Whisper spells it; the question after it."""

from __future__ import annotations

import pytest

from hri_app.listening.wake_phrase import after_wake_phrase


@pytest.mark.parametrize(
    ("transcript", "question"),
    [
        ("Hey robot, where is the fire hydrant?", "where is the fire hydrant?"),
        ("Hey, robot. Where is the fire hydrant?", "Where is the fire hydrant?"),
        ("Hey robots, did you see a food truck?", "did you see a food truck?"),
        ("hey robot.", ""),
        ("Hey Robert, where is the bench?", "where is the bench?"),
        ("Heyrobot where is the bench", "where is the bench"),
        ("Hey ro bot, where is the bench?", "where is the bench?"),
        ("Oh, hey robot, where is the bench?", "where is the bench?"),
    ],
)
def test_whisper_spellings_of_the_phrase_are_heard(transcript: str, question: str) -> None:
    assert after_wake_phrase(transcript, "hey robot") == question


@pytest.mark.parametrize(
    "transcript",
    [
        "Where is the fire hydrant?",
        "Where is the robot?",
        "Hey, where is the bench?",
        "I told him hey robot yesterday",
        "",
    ],
)
def test_speech_without_the_phrase_at_its_start_is_not_for_the_robot(transcript: str) -> None:
    assert after_wake_phrase(transcript, "hey robot") is None


def test_no_phrase_means_everything_is_for_the_robot() -> None:
    assert after_wake_phrase("  Where is the bench? ", "") == "Where is the bench?"
    assert after_wake_phrase("Where is the bench?", " ,. ") == "Where is the bench?"
