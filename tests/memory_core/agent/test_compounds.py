"""A compound built on the asked thing names another thing."""

from __future__ import annotations

import pytest

from memory_core.agent.compounds import (
    another_kind_of_the_same,
    more_general_than_asked,
    names_another_thing,
    names_thing,
)


@pytest.mark.parametrize(
    ("query", "label"),
    [
        ("bicycle", "bicycle rack"),
        ("car", "electric car charger"),
        ("red car", "red car charger"),
        ("table", "table lamp"),
        ("bicycle", "blue bicycle rack"),
    ],
)
def test_the_asked_words_as_a_modifier_name_another_thing(query: str, label: str) -> None:
    assert names_another_thing(query, label)


@pytest.mark.parametrize(
    ("query", "label"),
    [
        ("bicycle", "bicycle"),
        ("bicycle", "white bicycle"),
        ("car", "parked car"),
        ("stop sign", "sign"),  # more general: may be one, left to the similarity threshold
        ("bicycle rack", "bicycle"),
        ("fire hydrant", "red fire hydrant"),
        ("", "bicycle rack"),
    ],
)
def test_the_asked_thing_itself_or_a_kind_of_it_is_not_another_thing(
    query: str, label: str
) -> None:
    assert not names_another_thing(query, label)


def test_the_head_alone_is_more_general_than_the_asked_compound() -> None:
    assert more_general_than_asked("christmas tree", "tree")
    assert more_general_than_asked("stop sign", "red sign")
    assert not more_general_than_asked("tree", "tree")
    assert not more_general_than_asked("red car", "car"), "colours are checked elsewhere"
    assert not more_general_than_asked("christmas tree", "oak tree")
    assert not more_general_than_asked("stop sign", "stop")


def test_the_same_head_with_other_words_may_be_the_asked_thing() -> None:
    assert another_kind_of_the_same("sun hat", "pink bucket hat")
    assert not another_kind_of_the_same("sun hat", "hat"), "more general: said otherwise"
    assert not another_kind_of_the_same("hat", "sun hat"), "narrower: it is a hat"
    assert not another_kind_of_the_same("sun hat", "yellow sun hat")
    assert not another_kind_of_the_same("sun hat", "sun lounger")
    assert not another_kind_of_the_same("pressure washer", "espresso machine")


def test_a_word_that_counts_things_is_no_thing_of_its_own() -> None:
    from memory_core.objects import kind_of

    assert kind_of("bunch of keys") == kind_of("keys") == kind_of("key ring")
    assert kind_of("pair of glasses") == kind_of("glasses")
    assert kind_of("cup of coffee").head == "cup"


def test_a_category_is_more_general_than_any_kind_asked_but_not_than_itself() -> None:
    assert more_general_than_asked("sofa", "furniture")
    assert more_general_than_asked("ticket machine", "grey machine")
    assert more_general_than_asked("dog", "animal")
    assert not more_general_than_asked("furniture", "furniture")
    assert not more_general_than_asked("sofa", "couch")


def test_a_thing_named_before_a_room_names_the_room_but_a_place_may_have_an_area() -> None:
    # the luggage room holds no suitcase for being called so; a bike store no bike
    assert not names_thing("red suitcase", "LOC LUGGAGE ROOM. CONT PTL.")
    assert not names_thing("bike", "the bike store by the gate")
    assert names_thing("suitcase", "a red suitcase in the luggage room")
    assert names_thing("cafe", "the cafe area")  # a place asked: its area is the place
