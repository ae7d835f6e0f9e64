"""Floors as people count them, from the heights of frames and where the robot went outdoors."""

from __future__ import annotations

import numpy as np
import pytest

from memory_core.floors import (
    NOT_SAID,
    floor_in_caption,
    floor_names_in_caption,
    floor_numbers,
    floor_said,
    floor_words,
    said_with_floor,
    without_floors,
)
from memory_core.place_names import WHOLE_FLOOR, PlaceKind, place_named
from memory_core.place_track import PlaceTrack, storey_of
from tests.conftest import T0


def floors(z: list[float], outdoors: list[bool] | None = None) -> list[int]:
    heights = np.array(z)
    storey = np.array([storey_of(value) for value in z])
    side = np.zeros(len(z), dtype=bool) if outdoors is None else np.array(outdoors)
    return floor_numbers(storey, heights, side).tolist()


def test_the_ground_floor_is_the_one_the_robot_went_outdoors_from() -> None:
    # a basement pool (-1), the lobby and the street (0), two floors of rooms
    z = [-3.5, -3.5, 0.0, 0.0, 0.0, 3.5, 7.0]
    outdoors = [False, False, False, True, True, False, False]
    assert floors(z, outdoors) == [-1, -1, 0, 0, 0, 1, 2]


def test_floors_the_captions_name_number_the_storeys_over_where_it_looked_outdoors() -> None:
    # a mall: a basement car park and a top-floor walkway look outdoors; a stop half-way up
    # the escalator (2.5 m) is no storey; the captions say which floor is which
    z = [-4.2] * 6 + [0.0] * 6 + [2.5] * 6 + [4.2] * 6 + [8.4] * 6
    outdoors = [True] * 6 + [False] * 6 + [False] * 6 + [False] * 6 + [True] * 6
    captions = (
        ["The car park."] * 6
        + ["The main concourse on the ground floor."] * 4
        + ["A kiosk."] * 2
        + ["The escalator going up to level 1."] * 6
        + ["The level 1 concourse."] * 3
        + ["A bench."] * 3
        + ["The second-floor food court."] * 3
        + ["A bin."] * 3
    )
    said = np.array([floor_in_caption(caption) for caption in captions])
    storey = np.array([storey_of(value) for value in z])
    numbered = floor_numbers(storey, np.array(z), np.array(outdoors), said).tolist()
    assert numbered == [-1] * 6 + [0] * 6 + [1] * 6 + [1] * 6 + [2] * 6
    assert floors(z, outdoors)[0] == 0  # by the outdoor frames alone: the car park


@pytest.mark.parametrize(
    ("caption", "floor"),
    [
        ("This picture appears to be taken in room 0.04 on the ground floor.", 0),
        ("View of the first-floor balcony; a brown bench.", 1),
        ("A recliner in the level 2 concourse, level 2.", 2),
        ("The escalator going down to the first floor.", NOT_SAID),
        ("The Kitchen (Level -1), a kettle.", -1),
        ("The lift lobby on level 1, a sign to level 2.", 1),
        ("Stairs from level 1 up to level 2.", NOT_SAID),
        ("A kitchen.", NOT_SAID),
    ],
)
def test_a_caption_says_the_floor_the_robot_is_on_not_one_it_heads_for(
    caption: str, floor: int
) -> None:
    assert floor_in_caption(caption) == floor


def stays_at(*heights: float) -> list[float]:
    return [height for height in heights for _ in range(5)]


def test_a_ride_past_a_floor_counts_the_storeys_it_passed() -> None:
    assert floors(stays_at(0.0, 7.2)) == stays_at(0, 2)  # a storey of the usual 3.5 m
    assert floors(stays_at(0.0, 3.6, 7.2, 10.8)) == stays_at(0, 1, 2, 3)  # of 3.6 m
    assert floors(stays_at(0.0, 4.5, 9.0)) == stays_at(0, 1, 2)  # tall storeys


def test_without_outdoor_frames_the_map_zero_then_the_lowest_storey_is_the_ground() -> None:
    assert floors([-3.5, 0.0, 3.5]) == [-1, 0, 1]
    assert floors([7.0, 10.5, 10.5]) == [0, 1, 1]
    assert floor_numbers(np.zeros(0, np.int64), np.zeros(0), np.zeros(0, dtype=bool)).size == 0


@pytest.mark.parametrize(
    ("phrase", "floor", "rest"),
    [
        ("the second floor corridor", 2, "the corridor"),
        ("the corridor on the third floor", 3, "the corridor"),
        ("the lobby on level 1", 1, "the lobby"),
        ("floor two", 2, ""),
        ("the 4th floor", 4, ""),
        ("the ground floor lounge", 0, "lounge"),
        ("the ground-floor hallway", 0, "hallway"),
        ("a second-floor flat", 2, "a flat"),
        ("the basement level", -1, ""),
        ("the lobby", None, "the lobby"),
        ("the floor lamp", None, "the floor lamp"),
    ],
)
def test_a_floor_is_read_off_a_phrase(phrase: str, floor: int | None, rest: str) -> None:
    said, left = floor_said(phrase)
    assert said == floor
    assert left.replace("the ", "").strip() == rest.replace("the ", "").strip()


def test_floors_are_said_as_people_count_them() -> None:
    assert floor_words(0) == "the ground floor"
    assert floor_words(2) == "the second floor"
    assert floor_words(-1) == "the basement"


def test_a_question_names_a_place_on_a_floor_or_a_whole_floor() -> None:
    corridor = place_named("the second floor corridor")
    assert corridor is not None and corridor.floor == 2 and corridor.kind == "hallway"
    assert place_named("the second floor") == PlaceKind(WHOLE_FLOOR, floor=2)
    assert place_named("the floor corridor") is not None
    assert place_named("the floor corridor").floor is None


def test_a_stay_on_a_floor_counts_only_that_floors_frames() -> None:
    # corridor on the ground floor (z 0), a ride, the corridor two floors up (z 7)
    track = PlaceTrack()
    t = T0
    for z, frames in ((0.0, 5), (3.5, 2), (7.0, 8)):
        for index in range(frames):
            track.add(t, float(index), 0.0, "A long corridor with doors.", [], z=z)
            t += 2.0
    decoded = track.track()
    (second,) = decoded.stays(place_named("the second floor corridor"))
    assert (second.start, second.last - second.first + 1) == (T0 + 13.0, 8)
    assert decoded.stays(place_named("the third floor corridor")) == []
    (first_floor,) = decoded.stays(place_named("the first floor"))
    assert first_floor.start == T0 + 9.0 and first_floor.end == T0 + 13.0


def test_heights_passed_in_the_lift_say_nothing_of_a_storeys_height() -> None:
    # two frames half-way up the lift shaft, then the second floor
    assert floors([0.0] * 6 + [2.9, 4.8] + [7.0] * 6) == [0] * 6 + [1, 1] + [2] * 6
    assert floors([0.0] * 6 + [2.9] * 6 + [5.8] * 6) == [0] * 6 + [1] * 6 + [2] * 6


def test_a_floor_s_own_name_is_read_where_a_caption_puts_the_robot_on_it() -> None:
    assert floor_names_in_caption("Action on the lower floor! A bench.") == ["lower floor"]
    assert floor_names_in_caption("Floor is upper floor. Scene is a hall.") == ["upper floor"]
    assert floor_names_in_caption("Main Concourse (street level)") == ["street level"]
    assert floor_names_in_caption("We are on level minus one.") == ["level minus 1"]
    # a thing on the floor, or a floor the robot was heading for, names none
    assert floor_names_in_caption("A bag lies on the floor.") == []
    assert floor_names_in_caption("The lift going down to the subway level.") == []


@pytest.mark.parametrize(
    ("caption", "without"),
    [
        ("the Level 1 Nurses' Station", "the Nurses' Station"),
        ("the Nurses' Station (Floor 1)", "the Nurses' Station"),
        ("the First Floor Nurses' Station", "the Nurses' Station"),
        ("the Kitchen (Level -1)", "the Kitchen"),
        ("Lower Ground Corridor", "Corridor"),
        ("A corridor on the ground floor.\n- Objects: a bench", "A corridor .\n- Objects: a bench"),
        ("a floor lamp by the sofa", "a floor lamp by the sofa"),
    ],
)
def test_a_room_s_name_is_read_without_the_floor_a_caption_puts_it_on(
    caption: str, without: str
) -> None:
    assert without_floors(caption) == without


def test_a_room_s_name_is_kept_as_written_with_its_floor() -> None:
    assert (
        said_with_floor("<CAPTION> the Level 2 Kitchen, a kettle", "kitchen") == "level 2 kitchen"
    )
    assert said_with_floor("the Open-Plan Office (Floor 1)", "open-plan office") == (
        "open-plan office (floor 1)"
    )
    assert said_with_floor("the ground-floor hallway", "hallway") == "ground-floor hallway"
    assert said_with_floor("a kitchen on the left", "kitchen") is None


def test_a_room_on_every_floor_is_one_place_named_on_each_floor_as_captions_said() -> None:
    # the same kitchen on the ground floor (z 0) and the second (z 7), a corridor between
    track = PlaceTrack()
    t = T0
    for x, z, caption in (
        (0.0, 0.0, "The Ground Floor Kitchen with a kettle."),
        (20.0, 0.0, "A corridor with doors."),
        (0.0, 7.0, "The Kitchen (Floor 2), a kettle."),
    ):
        for index in range(6):
            track.add(t, x + index, 0.0, caption, [], z=z)
            t += 2.0
    decoded = track.track()
    kitchen = place_named("the kitchen")
    assert kitchen is not None and len(decoded.stays(kitchen)) == 2
    assert decoded.name(kitchen, z=0.0) == "ground floor kitchen"
    assert decoded.name(kitchen, z=7.0) == "kitchen (floor 2)"
    (upstairs,) = decoded.stays(place_named("the second floor kitchen"))
    assert upstairs.start == T0 + 23.0


def test_a_learnt_room_name_with_a_floor_is_that_room_on_that_floor() -> None:
    track = PlaceTrack()
    t = T0
    for z, caption in ((0.0, "The Nurses' Station."), (7.0, "The Level 2 Nurses' Station.")):
        for index in range(6):
            track.add(t, float(index), 0.0, caption, [], z=z)
            t += 2.0
    decoded = track.track()
    station = decoded.learned("the Nurses' Station (Floor 2)")
    assert station is not None and station.floor == 2
    (upstairs,) = decoded.stays(station)
    assert upstairs.start == T0 + 11.0


def test_a_ship_s_numbered_deck_is_a_floor() -> None:
    assert floor_said("Deck 5") == (5, "")
    assert floor_in_caption("An image of a scene on deck five.") == 5
