"""Captions written as forms (interviews, scene graphs) read as prose."""

from __future__ import annotations

from memory_core.caption_forms import as_prose


def test_an_interviews_answer_about_the_place_comes_first() -> None:
    caption = "Q: What is in view? A: A film viewer. Q: Where was this taken? A: The Map Room"
    assert as_prose(caption) == "The Map Room. What is in view? A film viewer."


def test_an_interview_with_no_question_about_the_place_keeps_its_questions() -> None:
    assert as_prose("Q: Which floor? A: L1.") == "Which floor? L1."


def test_a_scene_graph_puts_the_camera_in_its_place_first() -> None:
    caption = "<sofa | colour | grey> <camera | inside | Upper Lobby> <scene | setting | indoor>"
    assert as_prose(caption) == (
        "This is Upper Lobby. The sofa colour grey. The scene setting indoor."
    )


def test_prose_is_left_alone() -> None:
    caption = "The image shows a kitchen: a stove <3 and a sink | two taps."
    assert as_prose(caption) == caption
