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


def test_a_scene_graph_of_tuples_is_one_and_prose_with_brackets_is_not() -> None:
    caption = "(forklift, colour, blue) ; (robot, in, Aisle 54) ; (forklift, in front of, robot)"
    assert as_prose(caption) == (
        "This is Aisle 54. The forklift colour blue. The forklift in front of robot."
    )
    assert as_prose("a cart (red, empty, small) in the hall") == (
        "a cart (red, empty, small) in the hall"
    )


def test_a_grounding_model_s_tags_are_no_words() -> None:
    caption = (
        "<grounding> An image of <phrase>a bar stool</phrase><object><patch_index_0532>"
        "<patch_index_0618></object> in <phrase>the Sports Bar</phrase>."
    )
    assert as_prose(caption) == "An image of a bar stool in the Sports Bar."


def test_a_card_or_a_log_of_fields_says_its_location_first() -> None:
    card = "- **Setting:** an open hall\n- **In view:** bench *(left)*\n- **Place:** Platform 2"
    assert as_prose(card) == (
        "This is Platform 2. The setting is an open hall. In view: bench (left)."
    )
    log = "09:34:15 PTL. LOC CAR PARK. LVL GROUND FLOOR. OBS: ev charger AHD."
    assert (
        as_prose(log) == "This is Car Park. 09:34:15 PTL. On the GROUND FLOOR. Obs: ev charger AHD."
    )


def test_a_heading_with_no_location_field_is_no_card() -> None:
    assert as_prose("Location fields aside: a bench.") == "Location fields aside: a bench."
    assert as_prose("Stock check - Computer Suite. Sighted: x1.") == (
        "Stock check - Computer Suite. Sighted: x1."
    )


def test_prose_is_left_alone() -> None:
    caption = "The image shows a kitchen: a stove <3 and a sink | two taps."
    assert as_prose(caption) == caption


def test_a_card_s_code_keeps_its_capitals_and_its_floor_is_said_as_a_floor() -> None:
    card = "- **Where:** LP-1\n- **Floor:** concourse level\n- **Visible:** umbrella *(ahead)*"
    assert as_prose(card) == "This is LP-1. On the concourse level. Visible: umbrella (ahead)."
    assert as_prose("LOC LOST PROPERTY LP-1") == "This is Lost Property LP-1."


def test_a_dense_captioners_region_over_the_whole_picture_is_its_place() -> None:
    caption = (
        "trolley [10, 400, 90, 470]; overview of Stand 3 [0, 0, 640, 480]; floor [0, 300, 640, 480]"
    )
    assert as_prose(caption) == "This is Stand 3. There is trolley. There is floor."
    fractions = 'bench (0.1, 0.5, 0.3, 0.7); plaque reading "ROOM 9" (0.6, 0.2, 0.7, 0.3)'
    assert as_prose(fractions) == 'There is bench. There is plaque reading "ROOM 9".'


def test_prose_with_a_bracketed_number_is_no_region_list() -> None:
    caption = "A hall with a clock showing [10, 20, 30, 40] and a bench."
    assert as_prose(caption) == caption


def test_a_caption_written_as_json_is_a_card_even_cut_off() -> None:
    caption = (
        '{"view": "a plant room", "where": "Boiler House", "items": ["pump", "valve"], "n": 2}'
    )
    assert as_prose(caption) == (
        "This is Boiler House. View: a plant room. Items: pump, valve. N: 2."
    )
    cut = '{"where": "Boiler House", "items": ["pump", "val'
    assert as_prose(cut).startswith("This is Boiler House.")
