"""Recurring scene descriptions read as the place named where they are said."""

from __future__ import annotations

from memory_core.place_names import place_named
from memory_core.place_track import PlaceTrack
from memory_core.scene_regions import clause_holding, description_clauses

T0 = 1767225600.0
HALL = "The image shows a vast hushed hall of long oak tables under green lamps."
LANDING = "The image shows an open landing with a balustrade over the hall below."


def walk(track: PlaceTrack, start: float, x0: float, captions: list[str]) -> float:
    """Frames every 3 s, 0.4 m apart along x, from ``x0``; returns the next frame time."""
    t = start
    for index, caption in enumerate(captions):
        track.add(t, x0 + 0.4 * index, 0.0, caption, [])
        t += 3.0
    return t


def test_clauses_are_normalised_and_spoken_fillers_dropped() -> None:
    said = (
        "er, looks like a low barn of rough stone, um, there's a feed sack | scene: a small office"
    )
    clauses = description_clauses(said)
    assert clauses == [
        "looks like a low barn of rough stone",
        "there's a feed sack",
        "a small office",
    ]
    assert clause_holding(clauses, "Low Barn") == 0
    assert clause_holding(clauses, "bar") == -1  # whole words only


def test_a_described_room_takes_the_name_said_most_where_it_is_described() -> None:
    # The captioner names the reading room three times and once wrongly, and describes it
    # otherwise; word by word the description says only "hall", as a landing is.
    track = PlaceTrack()
    t = walk(track, T0, 0.0, ['A sign in the image reads "MEZZANINE LANDING".'] + [LANDING] * 8)
    reading: list[str] = []
    for name in ("Main Reading Room", "Map Room", "Main Reading Room", "Main Reading Room"):
        reading += [HALL] * 5 + [f"The image shows a room. The location appears to be the {name}."]
    reading += [HALL] * 5
    walk(track, t, 10.0, reading)
    (stay,) = track.track().stays(place_named("main reading room"))
    assert stay.last - stay.first + 1 >= len(reading) - 2
    # the landing's frames are the landing's, not the reading room's, nor it theirs
    assert all(stay.last < 9 for stay in track.track().stays(place_named("hallway")))


def test_a_description_said_in_rooms_named_differently_names_neither() -> None:
    # "a quiet indoor space" is the captioner's filler in the office and in the lab.
    track = PlaceTrack()
    filler = "The image shows a quiet indoor space."
    office = ["This is the Head Librarian's Office."] + [filler] * 8
    lab = ["This is the Conservation Lab."] + [filler] * 8
    t = walk(track, T0, 0.0, office)
    walk(track, t, 30.0, lab)
    track_ = track.track()
    office_frames = sum(s.last - s.first + 1 for s in track_.stays(place_named("office")))
    lab_frames = sum(s.last - s.first + 1 for s in track_.stays(place_named("conservation lab")))
    assert office_frames < 9 + 9 and lab_frames < 9 + 9  # the filler did not join them


def test_a_name_said_after_until_does_not_name_the_description_before() -> None:
    track = PlaceTrack()
    t = walk(track, T0, 0.0, [HALL] * 10)
    walk(track, t, 0.0, ["The location appears to be the Main Reading Room."] * 2)
    assert track.track(until=t - 1.0).stays(place_named("main reading room")) == []
    assert track.track().stays(place_named("main reading room"))
