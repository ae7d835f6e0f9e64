"""Rides between floors, read off the heights of the poses."""

from __future__ import annotations

import numpy as np
import pytest

from memory_core.floor_changes import floor_changes
from memory_core.place_track import storey_of


def test_a_ride_up_and_one_down_are_found_between_the_frames_on_each_floor() -> None:
    t = np.arange(10.0) * 2.0
    storey = np.array([0, 0, 0, 1, 1, 1, 1, 0, 0, 0])
    up, down = floor_changes(t, storey)
    assert (up.up, up.start, up.end, up.t) == (True, 4.0, 6.0, 5.0)
    assert (down.up, down.before, down.after, down.t) == (False, 1, 0, 13.0)


def test_a_frame_between_floors_is_one_ride_of_two_floors() -> None:
    t = np.arange(6.0) * 2.0
    (ride,) = floor_changes(t, np.array([0, 0, 1, 2, 2, 2]))
    assert (ride.before, ride.after, ride.start, ride.end) == (0, 2, 2.0, 6.0)


def test_floors_are_counted_among_those_the_robot_was_on() -> None:
    (ride,) = floor_changes(np.arange(4.0), np.array([0, 0, 2, 2]))  # a 4 m storey
    assert (ride.before, ride.after) == (0, 1)


def test_a_recording_gap_puts_the_ride_at_the_arrival() -> None:
    (ride,) = floor_changes(np.array([0.0, 2.0, 302.0]), np.array([0, 0, 1]))
    assert ride.t == 302.0


def test_one_floor_has_no_rides() -> None:
    assert floor_changes(np.arange(4.0), np.zeros(4, dtype=np.int64)) == []


@pytest.mark.parametrize(
    ("z", "storey"), [(0.0, 0), (0.3, 0), (-0.2, 0), (3.6, 1), (4.0, 2), (7.5, 3)]
)
def test_a_height_is_on_the_storey_nearest_it(z: float, storey: int) -> None:
    assert storey_of(z) == storey


def test_a_ride_is_made_the_way_the_captions_around_it_say() -> None:
    from memory_core.floor_changes import RIDE_MODES, ride_mode

    assert ride_mode("The moving staircase going down to level 1.") == "escalator"
    assert ride_mode("Inside the lift, doors closing.") == "lift"
    assert ride_mode("Stairs going up, a handrail.") == "stairs"
    assert ride_mode("A kitchen with a stepladder.") == ""
    t = np.arange(12, dtype=np.float64) * 2.0
    storey = np.array([0] * 4 + [1] * 4 + [0] * 4)
    captions = ["hall"] * 3 + ["the escalator up"] + ["landing"] * 3 + ["the lift"] + ["hall"] * 4
    modes = np.array([RIDE_MODES.index(ride_mode(caption)) for caption in captions])
    up, down = floor_changes(t, storey, modes)
    assert (up.mode, down.mode) == ("escalator", "lift")
    assert floor_changes(t, storey)[0].mode == ""  # no captions: no way known


def test_a_ride_lasts_from_the_first_frame_in_the_car_to_the_first_frame_out_of_it() -> None:
    # walk up to the lift (x 0 -> 4.5), wait in the car (x 8), ride 0 -> 4 m, wait, walk out
    x = np.array([0.0, 1.5, 3, 4.5, 8, 8, 8, 8, 8, 8, 8, 8, 11.5, 13, 14.5])
    z = np.array([0.0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 4, 4, 4, 4, 4])
    t = np.arange(len(x)) * 2.0
    storey = np.array([storey_of(h) for h in z])
    (ride,) = floor_changes(t, storey, z=z, xy=np.column_stack([x, np.zeros_like(x)]))
    # in the car from the frame at x 8 (t 8) to the last frame there (t 22); out at t 24
    assert (ride.left, ride.arrived, ride.duration_s) == (8.0, 24.0, 16.0)
    assert ride.mode == "lift"  # the height changed where the robot stood


def test_a_lift_ride_starts_in_the_car_not_in_the_lobby_outside_its_doors() -> None:
    # wait in the lobby 1.6 m from the car's middle (x 6.4), step in (x 8), ride, step out
    x = np.array([0.0, 3, 6.4, 6.4, 8, 8, 8, 8, 8, 8, 9.6, 9.6, 13])
    z = np.array([0.0, 0, 0, 0, 0, 0, 1, 2, 3, 3, 3, 3, 3])
    t = np.arange(len(x)) * 2.0
    storey = np.array([storey_of(h) for h in z])
    (ride,) = floor_changes(t, storey, z=z, xy=np.column_stack([x, np.zeros_like(x)]))
    # in the car from t 8 to t 18; the first frame out of it, in the upper lobby, at t 20
    assert (ride.left, ride.arrived, ride.mode) == (8.0, 20.0, "lift")


def test_how_the_poses_moved_tells_a_lift_from_the_stairs_whatever_captions_say() -> None:
    from memory_core.floor_changes import RIDE_MODES, ride_mode

    # up the stairs (the height changes as the robot walks), then down in the lift car
    x = np.array([0.0, 1, 2, 3, 4, 5, 6, 6, 6, 6, 6, 7, 8])
    z = np.array([0.0, 0, 0.8, 1.6, 2.4, 3.2, 4, 4, 3, 2, 0, 0, 0])
    t = np.arange(len(x)) * 2.0
    storey = np.array([storey_of(h) for h in z])
    xy = np.column_stack([x, np.zeros_like(x)])
    # a stairwell beside the lift is in view of both rides, the lift's doors of the first
    captions = ["hall", "the lift doors"] + ["stairs"] * 8 + ["hall"] * 3
    modes = np.array([RIDE_MODES.index(ride_mode(caption)) for caption in captions])
    up, down = floor_changes(t, storey, modes, z, xy)
    assert (up.up, up.mode) == (True, "stairs")
    assert (down.up, down.mode) == (False, "lift")


def test_frames_off_their_floors_level_or_passing_a_floor_mid_ride_are_between_floors() -> None:
    from memory_core.floor_changes import between_floors

    # a 3 m storey: the hallway at 0 m, a ride up passing 3 m, the corridor at 6 m
    z = np.array([0.0, 0.0, 0.0, 1.4, 3.0, 4.4, 6.0, 6.0, 6.0])
    xy = np.array([[0.0, 0.0], [2.0, 0.0], [4.0, 0.0]] + [[6.0, 0.0]] * 4 + [[8, 0], [10, 0]])
    t = np.arange(len(z)) * 2.0
    storey = np.array([storey_of(height) for height in z])
    riding = between_floors(t, storey, z, xy)
    # the landings either side are on their floors; the floor passed at 3 m is not visited
    assert riding.tolist() == [False, False, False, True, True, True, False, False, False]
    assert not between_floors(t, np.zeros(len(z), np.int64), np.zeros(len(z)), xy).any()
