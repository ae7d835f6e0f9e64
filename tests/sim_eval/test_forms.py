"""The answer-form score: the field a question needs, or an honest 'not seen'."""

from __future__ import annotations

from sim_eval.forms import answer_has_form, says_it_does_not_know

NOT_SEEN = {"answer": "I have not seen a kettle.", "confident": False}
PLACED = {"answer": "The kettle is 3 metres away.", "position": [1.0, 2.0, 0.0]}


def test_a_where_answer_needs_a_position() -> None:
    assert answer_has_form(PLACED, "position")
    assert not answer_has_form(NOT_SEEN, "position")
    assert not answer_has_form({"answer": "Yes.", "binary": True}, "position")


def test_a_text_answer_carries_no_other_forms_field() -> None:
    assert answer_has_form({"answer": "It was red."}, "text")
    assert not answer_has_form({"answer": "No.", "binary": False}, "text")


def test_only_an_unconfident_answer_without_any_field_is_an_honest_not_seen() -> None:
    assert says_it_does_not_know(NOT_SEEN)
    # A confident answer without a field is a wrong form, not an admission.
    assert not says_it_does_not_know({"answer": "At 10:02 I saw: a hallway."})
    # A hedged answer that still carries a field is judged by that field.
    assert not says_it_does_not_know({**NOT_SEEN, "time": 1767225600.0})


def test_the_sets_are_well_formed_and_their_styles_apart() -> None:
    from sim_eval.forms import (
        FORMS_FILE,
        HELD_OUT_FILE,
        ROUND_FILES,
        UNSEEN_FILE,
        load,
    )

    styles: list[set[str]] = []
    for path in (FORMS_FILE, HELD_OUT_FILE, UNSEEN_FILE, *ROUND_FILES.values()):
        records = load(path)
        assert len(records) >= 300 and len({r["id"] for r in records}) == len(records)
        assert {r["form"] for r in records} == {"position", "time", "binary", "duration", "text"}
        styles.append({r["style"] for r in records})
    assert all(not (a & b) for i, a in enumerate(styles) for b in styles[i + 1 :])
    for round_styles, path in zip(styles[3:], ROUND_FILES.values(), strict=True):
        held = {r["style"] for r in load(path) if r.get("held_out")}
        assert held and held < round_styles  # some of each round's styles held out, not all
