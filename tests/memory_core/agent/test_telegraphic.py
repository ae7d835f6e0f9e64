"""Telegraphic requests (staff, supervisors, people in a hurry) read as the plain
questions they stand for, and ordinary questions left to the reader."""

from __future__ import annotations

import pytest

from memory_core.agent.reader import Form, Intent, Which, read_question
from memory_core.agent.telegraphic import plain_question


@pytest.mark.parametrize(
    ("request_text", "form", "target"),
    [
        ("forklift pos", Form.POSITION, "forklift"),
        ("Meeting room 2.17 Larch: arrival time?", Form.TIME, "meeting room 2.17 larch"),
        ("loc of fire blanket?", Form.POSITION, "fire blanket"),
        ("pallet jack last known posn", Form.POSITION, "pallet jack"),
        ("Pallet wrapper: where, last known?", Form.POSITION, "pallet wrapper"),
        # a count asked for in a report's words, before or after the thing
        ("Crate count, total obs?", Form.TEXT, "crate"),
        ("Total number of ladders observed?", Form.TEXT, "ladder"),
        ("Count of mops seen?", Form.TEXT, "mop"),
        ("wheelchairs sighted? y/n", Form.BINARY, "wheelchair"),
        ("mop bucket observed?", Form.BINARY, "mop bucket"),
        ("kiosk visited? y/n", Form.BINARY, "kiosk"),
        ("Verify whether you have observed a ladder.", Form.BINARY, "ladder"),
        ("time last seen trolley", Form.TIME, "trolley"),
        ("first sighting of printer - time?", Form.TIME, "printer"),
        ("dur. in archive rm", Form.DURATION, "archive room"),
        ("total dur. in canteen", Form.DURATION, "canteen"),
        ("hand truck colour?", Form.TEXT, "hand truck"),
        # a claim to confirm, a thing said present: whether it is so
        ("confirm ladder on level 2", Form.BINARY, "ladder"),
        ("wheelbarrow present in garage?", Form.BINARY, "wheelbarrow"),
        ("confirm trolley colour blue", Form.BINARY, "blue trolley"),
        ("kettle silver colour?", Form.BINARY, "silver kettle"),
        ('time sign "NO ENTRY" first read', Form.TIME, "sign"),
        ("request location of hose reel", Form.POSITION, "hose reel"),
        ("last lift wait duration", Form.DURATION, "lift"),
        ("patrol elapsed time", Form.DURATION, ""),
        # an elliptical "any ...": whether there is one, as "any luck?" asks
        ("any sighting of a bench", Form.BINARY, "bench"),
        ("any sightings of cats in the last 10 minutes", Form.BINARY, "cat"),
        ("time of last visual on a pram", Form.TIME, "pram"),
        # the cue first, before a colon or a dash: "where: X", "location - X"
        ("Where: Sluice Room B.", Form.POSITION, "sluice room b"),
        ("location - the hose reel", Form.POSITION, "hose reel"),
        ("Where: the ladder in the Boiler Room, last sighting.", Form.POSITION, "ladder"),
        # ... or after what it asks about
        ("The red tool cart - which room, last sighting?", Form.POSITION, "red tool cart"),
        ("the pallet jack: where?", Form.POSITION, "pallet jack"),
        ("Boiler Room - total time inside, all visits?", Form.DURATION, "boiler room"),
        ("Pallet jacks - count seen so far?", Form.TEXT, "pallet jack"),
        # the thing and its place kept whole before "time since last seen"
        ("The ladder in the Boiler Room - time since last seen?", Form.TIME, "ladder"),
    ],
)
def test_a_request_with_no_question_syntax_is_read_by_its_cue_words(
    request_text: str, form: Form, target: str
) -> None:
    parsed = read_question(request_text)
    assert parsed.form is form, (request_text, plain_question(request_text), parsed)
    assert parsed.target == target, (request_text, parsed)


def test_events_which_one_and_moments_carry_over() -> None:
    entered = read_question("time 1st entered archive rm")
    assert (entered.intent, entered.event, entered.which) == (Intent.EVENT, "enter", Which.FIRST)
    left = read_question("last exit canteen t?")
    assert (left.event, left.which) == ("leave", Which.LAST)
    assert read_question("street xing - time?").event == "cross"
    assert read_question("pos T-7min").form is Form.POSITION
    recent = read_question("ladder sighting within T-20min?")
    assert recent.form is Form.BINARY and recent.within_s == 20 * 60
    trip = read_question("transit time canteen -> archive rm")
    assert trip.form is Form.DURATION
    assert read_question("elapsed since ladder last seen?").elapsed
    assert read_question("uptime?").form is Form.DURATION
    ride = read_question("last move deck 4 to promenade deck, time?")
    assert (ride.event, ride.form, ride.anchor) == ("floor", Form.TIME, "the promenade deck")


@pytest.mark.parametrize(
    ("request_text", "question"),
    [
        # "first floor" is a floor's name, not the first of its visits; "on" says where
        (
            "dwell on first floor, last stint?",
            "how long were you in the first floor the last time?",
        ),
        (
            "dwell on the mezzanine level, all up?",
            "how long were you in the mezzanine level in total?",
        ),
        # "on" after a thing is its state, kept
        ("tv on y/n?", "did you see a tv on?"),
    ],
)
def test_floors_stints_and_all_up(request_text: str, question: str) -> None:
    assert plain_question(request_text) == question


@pytest.mark.parametrize("request_text", ["time spent in?", "dwell in", "dur. in"])
def test_a_request_cut_short_after_its_preposition_never_fails(request_text: str) -> None:
    # (the words after "in" are none: reading the thing there had raised)
    read_question(request_text)


def test_plain_questions_are_left_to_the_reader() -> None:
    for text in (
        "where did you last see the ladder?",
        "how long were you in the canteen",
        "after we first went out, when did we get back in",
        "did you see a mop bucket",
    ):
        assert plain_question(text) is None, text


def test_time_since_an_observation_now_minus_and_zulu_clock_times() -> None:
    since = read_question("time since last obs trolley")
    assert (since.target, since.elapsed) == ("trolley", True)  # a time, and the time since
    assert plain_question("robot pos now-22m?") == "where were you 22 minutes ago?"
    assert plain_question("robot pos at 07:09Z?") == "where were you at 07:09?"


@pytest.mark.parametrize(
    ("request_", "question"),
    [
        # a work-order register: cue, colon, thing; codes kept, the asker's spot as "near me"
        (
            "TEXT? door plate in the boiler house",
            "what does the door plate in the boiler house say?",
        ),
        ("TEXT? last flat door read", "what did the last flat door you read say?"),
        ("DUR total: floor 3 corridor", "how long were you in the floor 3 corridor in total?"),
        ("DUR total outside", "how long were you outside in total?"),
        ("TIME last pass: post box", "when did you last pass the post box?"),
        ("LOC? Bay 6", "where is the bay 6?"),
        ("confirm: street lamp at my location y/n", "did you see a street lamp near me?"),
    ],
)
def test_work_order_requests(request_: str, question: str) -> None:
    assert plain_question(request_) == question


@pytest.mark.parametrize(
    ("request_", "question"),
    [
        # a tablet user's keyword fragments (own examples, in the style only)
        ("level?", "which floor am i on?"),
        ("current room name?", "which room am i in?"),
        ("current corridor?", "which room am i in?"),
        ("library foyer location?", "where is the library foyer?"),
        ("area 14:52?", "which room were you in at 14:52?"),
        ("position 09:05", "where were you at 09:05?"),
        ("time since boiler room", "how long ago were you last in the boiler room?"),
        (
            "ladder in plant room last seen time",
            "when did you last see the ladder in the plant room?",
        ),
        ("mop bucket in canteen colour?", "what colour is the mop bucket in the canteen?"),
        ("kettle in staff room?", "did you see a kettle in the staff room?"),
        ("forklift building?", "which building is the forklift in?"),
        (
            "pallet seen where, before loading bay",
            "where did you last see the pallet before you last went into the loading bay?",
        ),
        (
            "hose reel in yard last seen how long ago",
            "how long ago did you last see the hose reel in the yard?",
        ),
        ("notice in lab b.12 text?", "what does the notice in the lab b.12 say?"),
        (
            "room before boiler room",
            "which room were you in just before you went into the boiler room?",
        ),
        ("area after lobby", "where did you go after you left the lobby?"),
    ],
)
def test_keyword_fragments(request_: str, question: str) -> None:
    assert plain_question(request_) == question


def test_being_out_of_doors_and_docking_are_the_robot_s_own_events() -> None:
    since = read_question("Outdoors at any point since 08:28? Yes/no.")
    assert (since.intent, since.event, since.form) == (Intent.EVENT, "leave", Form.BINARY)
    assert since.bound == ("after", "at 08:28"), since
    first = read_question("First time outdoors today - time?")
    assert (first.intent, first.event, first.which) == (Intent.EVENT, "leave", Which.FIRST)
    assert plain_question("Last docking for charge - time?") == "when did you last go to charge?"
    # a thing seen outdoors is still a thing
    bench = read_question("when did you last see a bench outdoors?")
    assert bench.intent is Intent.LAST_SEEN and "bench" in bench.target, bench


def test_a_cue_after_a_trip_or_a_floor_asked_tersely_is_left_to_their_readers() -> None:
    trip = read_question(
        "Base here. Last run from Farm Lane to the Milking Parlour: how long from leaving to"
        " arriving? Over."
    )
    assert (trip.origin, trip.target) == ("farm lane", "milking parlour"), trip
    floor = read_question("current floor at my pos")
    assert floor.asks_floor and not floor.target, floor
