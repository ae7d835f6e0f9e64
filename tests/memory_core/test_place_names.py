"""Names of places in captions and questions: which place, and how surely the robot is there."""

from __future__ import annotations

import pytest

from memory_core.place_names import (
    ELSEWHERE_WEIGHT,
    LATER_WEIGHT,
    SCENE_WEIGHT,
    PlaceKind,
    mentions,
    place_named,
    respelt,
)


def named(caption: str) -> list[tuple[str, float]]:
    return [(str(m.place), m.weight) for m in mentions(caption)]


def test_the_first_place_a_caption_names_is_its_scene_and_later_ones_count_less() -> None:
    assert named("A bright kitchen with a door to the dining room.") == [
        ("kitchen", SCENE_WEIGHT),
        ("dining room", ELSEWHERE_WEIGHT),
    ]
    assert named("I am in a hallway. The lobby is beyond the doors.") == [
        ("hallway", SCENE_WEIGHT),
        ("lobby", LATER_WEIGHT),
    ]


@pytest.mark.parametrize(
    "caption",
    ["A laundry basket on the floor.", "I am looking at a kitchen counter.", "a street lamp"],
)
def test_a_place_name_in_front_of_a_noun_describes_a_thing(caption: str) -> None:
    assert [weight for _, weight in named(caption)] == [ELSEWHERE_WEIGHT]


def test_synonyms_positions_and_names_pick_the_place() -> None:
    assert named("The image shows a car park with a silver sedan.") == [("parking lot", 1.0)]
    assert named("A sunny backyard.") == [("back garden", 1.0)]
    assert named("Exploring the seminar room B103.") == [("b103 seminar room", 1.0)]
    assert named("Moving across the kitchen of building A.") == [("building a kitchen", 1.0)]
    assert named("A server room with racks.") == [("server room", 1.0)]


def test_in_a_caption_a_and_i_are_words_not_names() -> None:
    assert named("the laboratory: a robot arm on a workbench") == [("lab", 1.0)]
    assert named("On the street I see a bus.") == [("street", 1.0)]


def test_a_question_names_a_place_only_when_the_place_ends_the_phrase() -> None:
    assert place_named("the loo") == PlaceKind("bathroom", indoor=True)
    assert place_named("the back garden") == PlaceKind("garden", frozenset({"back"}), False)
    assert place_named("staircase") == PlaceKind("stairwell", indoor=True)
    assert place_named("patio umbrella") is None
    assert place_named("kitchen table") is None


def test_a_place_includes_the_narrower_places_of_its_kind() -> None:
    garden, back = place_named("garden"), place_named("backyard")
    assert garden is not None and back is not None
    assert garden.includes(back) and not back.includes(garden)
    assert not garden.includes(place_named("kitchen"))  # type: ignore[arg-type]


def test_only_the_noun_right_in_front_names_the_kind_of_a_generic_room() -> None:
    (server,) = mentions("A bright server room.")
    assert server.place.kind == "server room" or server.place.words == {"server"}
    (lab,) = mentions("The computer lab with screens.")
    assert lab.place.words == {"computer"}
    # the verb before the article is no kind of room
    (room,) = mentions("The image shows a room with white walls.")
    assert room.place.words == frozenset()
    (seen,) = mentions("In this image we can see a lab.")
    assert seen.place.words == frozenset()


def test_the_noun_in_front_of_a_particular_place_tells_it_from_others_of_its_kind() -> None:
    # "the conference corridor", "Emma's bedroom": one corridor, one bedroom of several
    (conference,) = mentions("I think this is the conference corridor.")
    assert (conference.place.kind, conference.place.words) == ("hallway", {"conference"})
    (emmas,) = mentions("You pause for a moment in Emma's bedroom.")
    assert emmas.place.words == {"emma's"}
    # "a hospital corridor" is a kind of corridor, not one of them
    (hospital,) = mentions("The image shows a hospital corridor.")
    assert hospital.place.words == frozenset()
    # a slip in the noun reads as the word it was meant as; a name stays as written
    (orchard,) = mentions("i think this is the ohrchard paddock")
    assert orchard.place.words == {"orchard"}
    (freshway,) = mentions("We are in the freshway shop.")
    assert freshway.place.words == {"freshway"}


def test_the_noun_in_front_of_a_shop_or_store_tells_one_from_another() -> None:
    # a bike store and a bin store are two places, as a gift shop and a tyre store are
    bikes, bins = (mentions(said)[0].place for said in ("The bike store.", "In the bin store"))
    assert (bikes.kind, bikes.words) == ("shop", {"bike"})
    assert (bins.kind, bins.words) == ("shop", {"bin"})
    assert place_named("the bike store") == bikes
    assert place_named("the shop").includes(bins)  # type: ignore[union-attr]
    # a word that only describes it names no other shop
    (small,) = mentions("A small shop with shelves.")
    assert small.place.words == frozenset()


@pytest.mark.parametrize(
    ("caption", "place"),
    [
        ("cam0 13:10 | area=grand_staircase_hall | obj: none | ppl=3", "staircase hallway"),
        ("t=12:01 loc: dairy_aisle; objs: fridge", "dairy aisle"),
        ("A photo of a dim fossil hall.", "fossil hallway"),
        ("A photo of a crowded hall.", "hallway"),  # a describing word picks none
        ("A photo of a carpeted hallway.", "hallway"),
        ("Here we are looking at the photo gallery.", "photo gallery"),
        # the rooms of public and industrial buildings a word in front names
        ("The image shows a dance studio with mirrors.", "dance studio"),
        ("I am in the robot depot.", "robot depot"),
        ("A photo of squash court 2.", "2 squash court"),
    ],
)
def test_logs_underscores_and_nouns_in_front_of_a_spaces_name(caption: str, place: str) -> None:
    assert named(caption)[0] == (place, SCENE_WEIGHT)


def test_a_position_before_a_comma_or_a_preposition_before_a_room_picks_no_place() -> None:
    # "on my right, a street light": the right is the thing's, not a "right street"
    (street,) = mentions("I can see a tree on my right, a street light and a hedge.")
    assert street.place.words == frozenset() and street.weight == ELSEWHERE_WEIGHT
    corridor, room = mentions("Currently in a hotel corridor with room doors.")
    assert room.place.words == frozenset()  # "with" names no kind of room
    assert (str(corridor.place), corridor.weight) == ("hallway", SCENE_WEIGHT)


def test_a_kind_guessed_at_weighs_less_than_a_place_named() -> None:
    from memory_core.place_names import HEDGED_WEIGHT, SCENE_WEIGHT, mentions

    for guessed in (
        "An indoor space that looks like a large storage room.",
        "This appears to be an office with desks.",
        "Probably a kitchen.",
    ):
        assert [m.weight for m in mentions(guessed)] == [HEDGED_WEIGHT], guessed
    # a hedge about the photo, not the place: "appears to be taken in the post room"
    for named in ("This picture appears to be taken in the kitchen.", "A kitchen with a stove."):
        assert [m.weight for m in mentions(named)] == [SCENE_WEIGHT], named


def test_a_room_code_with_dots_is_one_name_and_ends_no_sentence() -> None:
    (room,) = mentions("The image shows room 0.03. The floor is clean.")
    assert (str(room.place), room.weight) == ("0.03 room", SCENE_WEIGHT)  # "shows" is no kind
    seminar = place_named("seminar room 2.05")
    assert seminar is not None and "2.05" in seminar.words
    assert place_named("office 1.02a") == PlaceKind("office", frozenset({"1.02a"}), True)
    # a dot after a number still ends a sentence: the hallway is a later mention
    (hallway,) = mentions("The door sign reads 12. A hallway.")
    assert str(hallway.place) == "hallway" and hallway.weight < SCENE_WEIGHT


def test_a_unit_code_in_front_tells_rooms_of_one_kind_apart() -> None:
    (titled,) = mentions("The image shows the Flat 1B Living Room.")
    (terse,) = mentions("games console (off), tv (on), flat 1b living room")
    (other,) = mentions("1a living room; first floor")
    assert titled.place.words == {"flat", "1b"} and terse.place.words == {"1b"}
    assert other.place.words == {"1a"} and other.place.kind == titled.place.kind
    assert place_named("the 2A kitchen") == PlaceKind("kitchen", frozenset({"2a"}), True)
    # a count in front is no code
    assert all(not m.place.words for m in mentions("2 kitchen chairs. A kitchen."))


def test_outside_in_a_place_is_in_it_and_outside_a_place_is_not() -> None:
    assert named("I was outside in the pedestrian crossing.") == [("crosswalk", SCENE_WEIGHT)]
    assert named("We waited outside the kitchen.") == [("kitchen", ELSEWHERE_WEIGHT)]


def test_a_place_written_as_a_proper_name_keeps_the_words_that_name_it() -> None:
    (ridge,) = mentions("You are standing in Ridge Path; to your right there is a tree.")
    assert ridge.place == PlaceKind("path", frozenset({"ridge"}), indoor=False)
    (road,) = mentions("I was outside in Queen's Road. Nearby there was a bus.")
    assert road.place.words == {"queen"}
    assert mentions("You are standing on a ridge path.")[0].place.words == frozenset()
    # a sign's capitals name no particular one; its room code does
    assert all(m.place.words <= {"g01"} for m in mentions('A plate reads "G01 ENTRANCE LOBBY".'))
    # a place's own word in a proper name picks it too; the name is kept as written
    *_, corridor = mentions("Audit pass - Basement Corridor. Nothing to report.")
    assert corridor.place.words == {"basement"} and corridor.proper
    (lounge,) = mentions("Welcome to the VIP Lounge, boasting a sofa.")
    assert (lounge.text, lounge.weight, lounge.proper) == ("vip lounge", SCENE_WEIGHT, True)
    assert mentions("Step inside the Children's Library.")[0].text == "children's library"
    assert not mentions("A kitchen with a stove.")[0].proper
    # a tag list starts with the name itself; a sentence starts with a verb or an adverb
    assert mentions("Customer Toilets, indoor")[0].place.words == {"customer"}
    assert mentions("Approaching Ridge Path")[0].place.words == {"ridge"}
    assert mentions("Possibly Church Street")[0].place.words == {"church"}
    assert mentions("Kitchen, stove, kettle")[0].place.words == frozenset()
    assert mentions("In the reptile house, a lamp.")[0].place == PlaceKind(
        "house", frozenset({"reptile"}), indoor=True
    )


def test_a_walkway_may_be_indoors_or_out_a_sidewalk_is_out() -> None:
    # a mezzanine walkway on the first floor is no outdoor frame: the ground floor is where
    # most outdoor frames were taken (floors.py), so it must not count as one
    walkway, sidewalk = place_named("the mezzanine walkway"), place_named("the sidewalk")
    assert walkway is not None and sidewalk is not None
    assert walkway.indoor is None and sidewalk.indoor is False
    assert walkway.kind != sidewalk.kind


def test_a_number_said_as_a_word_after_a_place_is_its_number() -> None:
    assert place_named("gallery six") == place_named("Gallery 6")
    (seven,) = mentions("This is Gallery Seven.")
    assert seven.place.words == {"7"}


def test_a_floor_in_brackets_or_below_the_ground_is_the_places_floor() -> None:
    kitchen = place_named("the Kitchen (Floor 2)")
    assert kitchen is not None and (kitchen.kind, kitchen.floor) == ("kitchen", 2)
    corridor = place_named("the Corridor (Level -1)")
    assert corridor is not None and corridor.floor == -1
    assert place_named("the corridor on level minus one") == corridor


def test_a_captioners_slip_in_a_places_name_is_read_as_the_name() -> None:
    assert respelt("You see the gargae, then the Libary Foyer. LOC: RECEPTOIN") == (
        "You see the garage, then the Library Foyer. LOC: RECEPTION"
    )
    # English words, names no place shares and short words stay as written
    assert respelt("the landingg and the servery") == "the landing and the servery"
    kept = "The Okafor family at FreshWay: loos, cafes, a bench, gaes"
    assert respelt(kept) == kept
