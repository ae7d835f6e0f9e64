"""The room track: which place the robot was in at every frame, from captions and labels."""

from __future__ import annotations

import numpy as np

from memory_core.place_names import place_named
from memory_core.place_track import PlaceTrack

T0 = 1767225600.0


def walk(track: PlaceTrack, start: float, x0: float, frames: list[tuple[str, list[int]]]) -> float:
    """Frames every 2 s, 0.5 m apart along x, from ``x0``; returns the next frame time."""
    t = start
    for index, (caption, labels) in enumerate(frames):
        track.add(t, x0 + 0.5 * index, 0.0, caption, labels)
        t += 2.0
    return t


def test_stays_follow_the_places_captions_name_and_one_odd_caption_is_no_visit() -> None:
    track = PlaceTrack()
    kitchen = [("A kitchen with a stove.", [])] * 10
    odd = [("A dining room.", [])]
    hall = [("I am in a hallway.", [])] * 10
    end = walk(track, T0, 0.0, kitchen[:5] + odd + kitchen[5:] + hall)
    stays = track.track().stays(place_named("kitchen"))
    assert [(s.start, s.end) for s in stays] == [(T0, T0 + 22.0)]
    assert track.track().stays(place_named("dining room")) == []
    (hallway,) = track.track(until=end).stays(place_named("hallway"))
    assert hallway.start == T0 + 22.0 and hallway.ongoing


def test_nothing_after_until_is_used() -> None:
    track = PlaceTrack()
    walk(track, T0, 0.0, [("A kitchen.", [])] * 5 + [("A garage.", [])] * 5)
    assert track.track(until=T0 + 8.0).stays(place_named("garage")) == []
    (kitchen,) = track.track(until=T0 + 8.0).stays(place_named("kitchen"))
    assert kitchen.ongoing and kitchen.end == T0 + 8.0


def test_a_room_named_once_at_its_sign_is_known_by_its_things_afterwards() -> None:
    # Florence-2 style: "seminar room" only at the door; then chairs and a projector
    # (label 7, 8), which the hallway never shows. Learnt from an earlier visit.
    track = PlaceTrack()
    seminar = [("A seminar room with chairs.", [7, 8])] * 6
    described = [("The image shows rows of chairs.", [7, 8])] * 20
    hall = [("A hallway with doors.", [3])] * 8
    t = walk(track, T0, 0.0, seminar + hall)
    walk(track, t, 40.0, [("A seminar room.", [7, 8]), *described, *hall])
    stays = track.track().stays(place_named("seminar room"))
    assert len(stays) == 2 and stays[1].last - stays[1].first + 1 == 21


def test_nearby_frames_share_what_their_captions_name() -> None:
    # The second visit's frames say nothing of the place, but stand where the first named it.
    track = PlaceTrack()
    t = walk(track, T0, 0.0, [("A laundry room.", [])] * 8)
    t = walk(track, t, 20.0, [("A hallway.", [])] * 8)
    walk(track, t, 0.0, [("Some shelves and a door.", [])] * 8)
    laundry = track.track().stays(place_named("laundry room"))
    assert len(laundry) == 2 and laundry[1].start == T0 + 32.0


def test_a_generic_name_fits_every_narrower_place_and_the_garden_joins_them() -> None:
    track = PlaceTrack()
    walk(track, T0, 0.0, [("A back garden.", [])] * 5 + [("A garden with a fence.", [])] * 5)
    decoded = track.track()
    assert [s.duration_s for s in decoded.stays(place_named("garden"))] == [18.0]  # to now
    assert decoded.name(decoded.places[0]) == "back garden"


def test_frames_out_of_order_are_placed_by_time() -> None:
    track = PlaceTrack()
    track.add(T0 + 4.0, 0.0, 0.0, "A kitchen.", [])
    track.add(T0, 0.0, 0.0, "A kitchen.", [])
    track.add(T0 + 2.0, 0.0, 0.0, "A kitchen.", [])
    assert np.array_equal(track.track().t, [T0, T0 + 2.0, T0 + 4.0])
