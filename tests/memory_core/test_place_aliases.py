"""Which names captions use are one place: those used in the same spot."""

from __future__ import annotations

import numpy as np
import pytest

from memory_core.place_aliases import (
    aliases,
    fits,
    foldable,
    learned_named,
    name_codes,
    normal_name,
)
from memory_core.place_names import PlaceKind, place_named


def spot(x: float, y: float, frames: int = 10) -> np.ndarray:
    """Frame positions spread over a 3 m room around (x, y)."""
    offsets = np.linspace(-1.5, 1.5, frames)
    return np.column_stack([x + offsets, y + offsets[::-1]])


def test_a_learnt_name_used_where_a_known_place_is_named_joins_it() -> None:
    gym = place_named("gym")
    fitness = PlaceKind("fitness centre", learned=True)
    kitchen = place_named("kitchen")
    assert gym is not None and kitchen is not None
    groups = aliases([gym, fitness, kitchen], [spot(0, 0), spot(0.5, 0), spot(30, 0)], np.ones(3))
    assert sorted(groups) == [[0, 1], [2]]  # the known name leads its group


def test_a_name_used_all_over_is_nobodys_alias() -> None:
    # "hall" in every corridor and once in the gym: the gym's learnt name stays the gym's
    gym = PlaceKind("gym centre", learned=True)
    hallway = place_named("hallway")
    assert hallway is not None
    everywhere = np.vstack([spot(x, 0, 4) for x in range(0, 80, 8)])
    groups = aliases([gym, hallway], [spot(0, 0), everywhere], np.ones(2))
    assert sorted(groups) == [[0], [1]]


def test_two_names_the_lexicon_tells_apart_stay_apart_in_one_open_space() -> None:
    kitchen, dining = place_named("kitchen"), place_named("dining room")
    assert kitchen is not None and dining is not None
    assert not foldable(kitchen) and not foldable(dining)
    groups = aliases([kitchen, dining], [spot(0, 0), spot(0, 0)], np.ones(2))
    assert sorted(groups) == [[0], [1]]


def test_a_generic_head_with_a_describing_word_may_fold() -> None:
    assert foldable(PlaceKind("room", frozenset({"weight"}), True))


def test_a_numbered_room_is_the_named_room_in_its_spot_but_never_another_numbered_one() -> None:
    server, coded = place_named("the server room"), place_named("room 2.01")
    assert server is not None and coded == PlaceKind("room", frozenset({"2.01"}), True)
    next_door = place_named("room 2.02")
    assert next_door is not None
    library = place_named("library")
    assert library is not None
    spots = [spot(0, 0), spot(0, 0), spot(8, 0), spot(8, 0)]
    groups = aliases([server, coded, library, next_door], spots, np.ones(4))
    assert sorted(groups) == [[0, 1], [2, 3]]  # the named rooms lead
    # two numbers said in one spot are two rooms (a captioner's misreading is not a merge)
    assert sorted(aliases([coded, next_door], spots[:2], np.ones(2))) == [[0], [1]]
    # "seminar room 2.05" is a seminar room, whatever name leads its group
    seminar = place_named("seminar room 2.05")
    meeting = place_named("meeting room")
    assert seminar is not None and meeting is not None
    assert fits(PlaceKind("seminar room", indoor=True), [meeting, seminar])
    assert not fits(PlaceKind("lecture hall", indoor=True), [meeting, seminar])


def test_a_question_names_a_learnt_place_by_its_words_or_its_head() -> None:
    learned = [PlaceKind("book stacks", learned=True), PlaceKind("servery", learned=True)]
    assert learned_named("the book stacks", learned) == learned[0]
    assert learned_named("book stack", learned) == learned[0]  # the reader's singular
    assert learned_named("the stacks", learned) == learned[0]
    assert learned_named("the Servery", learned) == learned[1]
    assert learned_named("the book shop", learned) is None
    assert normal_name("the Fitness Center") == "fitness centre"


def test_a_noun_in_front_of_any_spaces_name_may_fold_but_a_position_may_not() -> None:
    fossil = place_named("the fossil hall")
    upper = place_named("the upper landing")
    assert fossil is not None and upper is not None
    assert foldable(fossil) and not foldable(upper)


def test_names_used_in_one_spot_on_different_floors_stay_apart() -> None:
    # a gallery above another: the same x, y; storeys 0 and 1
    below = PlaceKind("gallery", frozenset({"textile"}), True)
    above = PlaceKind("gallery", frozenset({"dinosaur"}), True)
    positions = [spot(0, 0), spot(0, 0)]
    assert sorted(aliases([below, above], positions, np.ones(2))) == [[0, 1]]
    floors = [np.zeros(10, dtype=np.int64), np.ones(10, dtype=np.int64)]
    assert sorted(aliases([below, above], positions, np.ones(2), floors)) == [[0], [1]]


def test_a_folded_name_joins_the_lexicon_name_used_there_not_another_folded_one() -> None:
    # "weight room" and "sports hall" are both folded names in the gym: they join the gym
    weight = PlaceKind("room", frozenset({"weight"}), True)
    sports = PlaceKind("hallway", frozenset({"sports"}), True)
    gym = place_named("gym")
    assert gym is not None
    groups = aliases([weight, sports, gym], [spot(0, 0)] * 3, np.array([24.0, 12.0, 17.0]))
    assert sorted(groups) == [[2, 0, 1]]


def test_a_stray_lexicon_name_does_not_take_over_a_learnt_place() -> None:
    stacks = PlaceKind("book stacks", learned=True)
    lecture = place_named("lecture hall")
    assert lecture is not None
    groups = aliases([stacks, lecture], [spot(0, 0), spot(0, 0, 2)], np.array([13.0, 2.0]))
    assert sorted(groups) == [[0], [1]]


def test_a_log_s_zone_code_joins_the_name_others_use_there_however_often_it_is_used() -> None:
    # an operator log says "m1-wc" on every frame; other captioners say "toilets" now and then
    code = PlaceKind("m1-wc", learned=True)
    described = PlaceKind("area with chargers", learned=True)
    toilets, kitchen = place_named("toilets"), place_named("kitchen")
    assert toilets is not None and kitchen is not None
    places = [code, toilets, described, kitchen]
    positions = [spot(0, 0), spot(0, 0), spot(30, 0), spot(30, 0)]
    groups = aliases(places, positions, np.array([42.0, 12.0, 40.0, 10.0]))
    assert sorted(groups) == [[1, 0], [3, 2]]  # the names people use lead
    # a learnt name (no code, no description) still needs its partner used half as often
    fitness = PlaceKind("fitness centre", learned=True)
    alone = aliases([fitness, toilets], [spot(0, 0), spot(0, 0)], np.array([42.0, 12.0]))
    assert sorted(alone) == [[0], [1]]


def test_a_room_code_is_one_word_and_names_its_learnt_room() -> None:
    assert normal_name("Meeting Room 3.03 Aspen") == "meeting room aspen 3.03"
    learned = [PlaceKind("maker space", learned=True), PlaceKind("3.03", learned=True)]
    assert learned_named("meeting room 3.03 Aspen", learned) == learned[1]
    assert learned_named("room 3.04", learned) is None


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("gate d fifty-three", "Gate D53"),
        ("gate D-53", "Gate D53"),
        ("the B pier", "Pier B"),
        ("check-in zone C", "Check-in Zone C"),
        ("bay five", "Bay 5"),
        ("platform twenty one", "Platform 21"),
    ],
)
def test_a_code_said_any_way_is_one_name(said: str, written: str) -> None:
    assert normal_name(said) == normal_name(written)


def test_a_number_in_a_word_or_an_article_is_no_code() -> None:
    assert normal_name("a one-way street") == "one-way street"
    assert normal_name("Gate D53") != normal_name("Gate D35")


def test_a_floor_s_code_joins_the_corridor_every_floor_is_named_by() -> None:
    # "hallway" on floors 0-3 at the same x, y; "area g-hall" only on the ground floor
    hallway = place_named("hallway")
    assert hallway is not None
    corridor = np.vstack([spot(x, 0, 4) for x in range(0, 24, 6)])
    positions = [np.vstack([corridor] * 4), spot(9, 0, 8)]
    floors = [np.repeat(np.arange(4), len(corridor)), np.zeros(8, dtype=np.int64)]
    weights = np.array([64.0, 8.0])
    code = PlaceKind("area g-hall", learned=True)
    assert sorted(aliases([hallway, code], positions, weights, floors)) == [[0, 1]]
    # a name (no code, no description) there is a room off the corridor: "the corridor"
    # is said on every floor, not where it is
    customs = PlaceKind("customs", learned=True)
    assert sorted(aliases([hallway, customs], positions, weights, floors)) == [[0], [1]]


def test_one_named_place_of_a_kind_is_not_the_alias_of_the_kinds_bare_name() -> None:
    # "the yard" said in both yards: the Rose Yard and the Olive Yard stay two places
    rose, olive, yard = (
        place_named("the Rose Yard"),
        place_named("the olive yard"),
        place_named("yard"),
    )
    assert rose is not None and olive is not None and yard is not None
    assert rose.words == {"rose"} and olive.words == {"olive"} and not yard.words
    everywhere = np.vstack([spot(0, 0, 5), spot(20, 0, 5)])
    groups = aliases([rose, olive, yard], [spot(0, 0), spot(20, 0), everywhere], np.ones(3))
    assert sorted(groups) == [[0], [1], [2]]


def test_a_proper_name_leads_the_description_used_in_its_spot() -> None:
    # "The Microfilm Room" (as a name) and "a dim viewing room" (a description, said more
    # often) in one spot: one place, called by its name
    microfilm, viewing = place_named("microfilm room"), place_named("viewing room")
    assert microfilm is not None and viewing is not None
    weights = np.array([4.0, 6.0])
    groups = aliases([microfilm, viewing], [spot(0, 0), spot(0, 0)], weights, None, [True, False])
    assert groups == [[0, 1]]


def test_a_code_said_only_in_a_room_is_that_room_s_not_the_corridor_s_beside_it() -> None:
    # "HK-2" inside the linen room and at its door plate out in the corridor: the corridor
    # shares more than half of its spots, the linen room all of them
    code = PlaceKind("hk-2", learned=True)
    linen, corridor = place_named("linen room"), place_named("hallway")
    assert linen is not None and corridor is not None
    room = spot(0, 6, 8)
    hall = np.vstack([spot(x, 0, 6) for x in range(-6, 7, 3)])
    positions = [np.vstack([room[-4:], [[0.0, 2.0]] * 2]), room, hall]
    groups = aliases([code, linen, corridor], positions, np.array([6.0, 8.0, 30.0]))
    assert sorted(groups) == [[1, 0], [2]]


def test_a_room_named_by_its_kind_and_code_is_no_alias_of_the_rooms_around_it() -> None:
    # a flat's living room opens onto its kitchen and the landing: a captioner that names
    # each now and then names them in neighbouring spots, yet they are three rooms
    living = place_named("flat 1b living room")
    kitchen = place_named("flat 1b kitchen")
    landing = PlaceKind("landing one", learned=True)
    assert living is not None and kitchen is not None and "1b" in living.words
    spots = [spot(0, 0), spot(1, 0), spot(0.5, 1)]
    groups = aliases([living, kitchen, landing], spots, np.array([5.0, 3.0, 6.0]))
    assert sorted(groups) == [[0], [1], [2]]


def test_rooms_of_one_coded_flat_stay_apart() -> None:
    names = ["flat 2b kitchen", "flat 2b bedroom"]
    places = [PlaceKind(normal_name(name), learned=True) for name in names]
    groups = aliases(places, [spot(0, 0), spot(30, 0)], np.full(2, 10.0))
    assert sorted(sorted(group) for group in groups) == [[0], [1]]


def test_a_places_letter_a_is_its_code_not_an_article() -> None:
    assert normal_name("Exit A") == "exit a"
    assert normal_name("a loading bay") == "loading bay"
    assert name_codes("Exit A") == {"a"} and name_codes("gate D-53") == {"d53"}
    assert name_codes("the atrium") == frozenset()
    assert normal_name("gate D fifty 3") == "gate d53"  # a transcript's half-spoken number
