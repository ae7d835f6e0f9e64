"""Radio procedure (call signs, "this is", "over", "yes or no", radio clock times) is
taken off a request, and nothing else is."""

from __future__ import annotations

import pytest

from memory_core.agent.addressing import radio_times, without_procedure
from memory_core.agent.reader import Form, Which, read_question


@pytest.mark.parametrize(
    ("message", "form", "target"),
    [
        ("Tower to Scout two, request location of the hose, over.", Form.POSITION, "hose"),
        ("Scout two, this is tower, any sighting of a wheelbarrow? Yes or no. Over.", Form.BINARY,
         "wheelbarrow"),
        ("Scout two, kettle present in staff room? Over.", Form.BINARY, "kettle"),
        ("Base to Bravo, time of last sighting, forklift. Over and out.", Form.TIME, "forklift"),
        ("Bravo, which zone is the pallet jack in, over", Form.POSITION, "pallet jack"),
        ("Bravo, nearest fire blanket to your position, over.", Form.POSITION, "fire blanket"),
        # the caller after the called, how it is filed, "how copy", "affirm or negative"
        ("Echo, Tower. Time of last sighting of a forklift? Over.", Form.TIME, "forklift"),
        ("Echo, status check, a hose reel, seen yes or no? Over.", Form.BINARY, "hose reel"),
        ("Echo, say position, first observation of a ladder. Over.", Form.POSITION, "ladder"),
        ("Echo, Tower. The ladder, position. How copy? Over.", Form.POSITION, "ladder"),
        ("Echo, the loading bay: a pallet jack, affirm or negative? Over.", Form.BINARY,
         "pallet jack"),
        # radio words for seeing, leaving, containing and the asker's spot
        ("Base to Echo, when did you last have eyes on a trolley, over.", Form.TIME, "trolley"),
        ("Base to Echo, any sighting of a wheelbarrow, over.", Form.BINARY, "wheelbarrow"),
        ("Base to Echo, confirm which sector holds the generator, over.", Form.POSITION,
         "generator"),
        ("Base to Echo, I'm by the gate, which hydrant is nearest my position, over.",
         Form.POSITION, "hydrant"),
        ("Base to Echo, count of cones in the yard, over.", Form.TEXT, "cone"),
        ("Echo, read back the text on the notice board in the canteen. Over.", Form.TEXT,
         "notice board"),
        ("Echo, total time logged in the canteen, over.", Form.DURATION, "canteen"),
        ("Echo, we lost the van. Say last position of the van. Over.", Form.POSITION, "van"),
        ("Echo, report closest hydrant from where you are now. Over.", Form.POSITION,
         "hydrant"),
    ],
)  # fmt: skip
def test_a_radio_message_is_read_as_the_request_it_carries(
    message: str, form: Form, target: str
) -> None:
    parsed = read_question(message)
    assert parsed.form is form, (message, without_procedure(message), parsed)
    assert parsed.target == target, (message, parsed)


def test_leaving_and_going_past_said_the_radio_way_are_events() -> None:
    cleared = read_question("Base to Echo, what time did you clear the workshop, over.")
    assert (cleared.event, cleared.target) == ("leave", "workshop"), cleared
    abeam = without_procedure("Echo, report time abeam the fire door. Over.")
    passed = read_question(abeam)
    assert passed.form is Form.TIME and passed.target == "fire door", (abeam, passed)


def test_which_time_said_as_an_instance_or_an_initial_one() -> None:
    first = read_question("Echo, time you entered the canteen, first instance? Over.")
    assert (first.event, first.which, first.target) == ("enter", Which.FIRST, "canteen")
    latest = read_question("Echo, time you departed level 1, most recent instance? Over.")
    assert (latest.event, latest.which) == ("leave", Which.LAST)
    assert read_question("when did you re-enter the building").event == "enter"
    assert read_question("report time, initial contact with the door").which is Which.FIRST


def test_the_asker_s_position_is_no_landmark() -> None:
    parsed = read_question("Bravo, nearest fire blanket to your position, over.")
    assert parsed.anchor is None and parsed.target == "fire blanket"


def test_radio_clock_times_and_minutes_are_moments() -> None:
    said = read_question("Bravo, your position at 1342 hours, over.")
    assert said.form is Form.POSITION
    assert said.moment == read_question("where were you at 13:42?").moment
    assert read_question("Bravo, your location ten mikes ago. Over.").moment
    assert radio_times("zone at one-four-one-five") == "zone at 14:15"
    assert radio_times("time 0905") == "time 09:05"
    assert radio_times("room 2530") == "room 2530"  # no clock time


@pytest.mark.parametrize(
    "text",
    [
        "take me to gate two, please",
        "when did you first go out",
        "Did you see the ladder?",
        "Kitchen to lab, how long did it take?",  # no sign-off: not a radio call
    ],
)
def test_text_that_is_not_a_radio_message_is_left_as_it_was(text: str) -> None:
    assert without_procedure(text) == text


def test_a_request_s_filing_tag_is_taken_off_even_unsigned() -> None:
    assert without_procedure("req: last sighting time: teddy bear") == (
        "last sighting time: teddy bear"
    )
    assert without_procedure("query - time since last in Side Alley?") == (
        "time since last in Side Alley?"
    )
    assert without_procedure("ops q: dwell time Courtyard, last visit?") == (
        "dwell time Courtyard, last visit?"
    )
    # a place or a topic before a colon stays: it is part of the question
    assert without_procedure("Visitor centre: how many bins?") == "Visitor centre: how many bins?"


def test_a_ticket_s_id_and_metadata_fields_are_taken_off() -> None:
    assert without_procedure("[OPS-118] last sighting time: the mop | priority: low") == (
        "last sighting time: the mop"
    )
    assert without_procedure("[#42] loc the forklift | ref 7781 | reply format: x,y") == (
        "loc the forklift"
    )
    # a bar in a question with no ticket's fields is left to the reader
    assert without_procedure("where is the A | B sign?") == "where is the A | B sign?"


def test_a_numbered_call_sign_before_a_colon_is_taken_off_a_numbered_place_is_not() -> None:
    assert without_procedure("rover 2: time since last in the boiler room?") == (
        "time since last in the boiler room?"
    )
    assert without_procedure("room 4: which floor?") == "room 4: which floor?"


def test_a_work_ticket_s_reference_and_subject_line_are_taken_off() -> None:
    assert without_procedure("WO-2088: time booking. Total time booked in the lab?") == (
        "Total time booked in the lab?"
    )
    assert without_procedure("INC-771: closing the ticket on a ladder. Time of last sighting?") == (
        "a ladder. Time of last sighting?"
    )
    # a place with a letter and a number, and a thing named in a first sentence, stay
    assert without_procedure("B-12: which floor?") == "B-12: which floor?"
    assert without_procedure("The red ladder. Where is it?") == "The red ladder. Where is it?"
