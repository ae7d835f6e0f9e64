"""Which place had the most of a thing, or none of it: read by its construction."""

from __future__ import annotations

import pytest

from memory_core.agent.place_choice import PlaceChoice, read_place_choice


@pytest.mark.parametrize(
    ("question", "choice"),
    [
        (
            "The Arrivals Hall, Check-in Zone C or Check-in Zone A: which one had no kiosks?",
            PlaceChoice("kiosk", "none", ("arrivals hall", "check-in zone c", "check-in zone a")),
        ),
        (
            "Which of Bay 3, Dr. Brennan's Office, Bay 1 had zero hospital beds?",
            PlaceChoice("hospital bed", "none", ("bay 3", "dr. brennan's office", "bay 1")),
        ),
        (
            "Which one had no network map: North Ticket Hall, Staff Mess Room or Exit A?",
            PlaceChoice("network map", "none", ("north ticket hall", "staff mess room", "exit a")),
        ),
        (
            "From Departure Lounge, Duty Free and Gate D54, which one you not seen any bench?",
            PlaceChoice("bench", "none", ("departure lounge", "duty free", "gate d54")),
        ),
        (
            "Lounge / Gym / Sauna: which had no towels?",
            PlaceChoice("towel", "none", ("lounge", "gym", "sauna")),
        ),
        (
            "So, one more. Of Bay 3, Dr. Moreau's Office and the Staff Room, which one had no "
            "door plates at all?",
            PlaceChoice("door plate", "none", ("bay 3", "dr. moreau's office", "staff room")),
        ),
        ("Which room had the most check-in kiosks?", PlaceChoice("check-in kiosk", "most", ())),
        ("In which room did you see the fewest chairs?", PlaceChoice("chair", "fewest", ())),
    ],
)
def test_a_choice_among_places_is_read(question: str, choice: PlaceChoice) -> None:
    assert read_place_choice(question) == choice


@pytest.mark.parametrize(
    "question",
    [
        "Which room had no chairs?",  # of every room: no list to choose from
        "which room were you in last",
        "did you see no cats?",
        "which did you see first, a forklift or a till?",
    ],
)
def test_other_questions_are_no_choice_among_places(question: str) -> None:
    assert read_place_choice(question) is None
