"""Place signs read in a caption (signs.py)."""

from __future__ import annotations

import pytest

from memory_core.signs import signed_names


@pytest.mark.parametrize(
    ("caption", "names"),
    [
        ('ocr: "HALL 4 \u00b7 EXHIBITORS ONLY" | bin', ["hall 4"]),
        ("The board on the left reads \u201cGate C12\u201d.", ["gate c12"]),
        ('a plaque reading "ROOM 2.05"', ["room 2.05"]),
        # an arrow, a floor's list of rooms, a list of lines: no place the robot is in
        ('a sign reading "\u2190 CAFE \u00b7 TOILETS"', []),
        ('"LEVEL 2 \u00b7 OFFICES \u00b7 ROOF GARDEN"', []),
        ('ocr: "LINE 1 \u00b7 LINE 3"', []),
        # a plate on a thing names the thing
        ('a luggage cart labelled "CART 7"', []),
        ('ocr: "PLEASE KEEP THIS AREA CLEAR OF BAGS AND CASES AT ALL TIMES"', []),
    ],
)
def test_a_sign_holding_a_places_name_is_read(caption: str, names: list[str]) -> None:
    assert signed_names(caption) == names
