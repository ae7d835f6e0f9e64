"""Reading what a question asks, and about what."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memory_core.agent.constructions import plain_constructions
from memory_core.agent.reader import Form, Intent, Scope, Which, plain_clauses, read_question
from sim_eval.forms import load


@pytest.mark.parametrize(
    ("question", "intent", "target", "anchor"),
    [
        ("Where is the closest fire hydrant?", Intent.LOCATE, "fire hydrant", None),
        ("Hey robot, where's the nearest elevator?", Intent.LOCATE, "elevator", None),
        ("Can you take me to the elevator?", Intent.LOCATE, "elevator", None),
        ("Could you please find me a bench", Intent.LOCATE, "bench", None),
        ("When did you last see the red couch?", Intent.LAST_SEEN, "red couch", None),
        ("When did you pass a bike rack?", Intent.LAST_SEEN, "bike rack", None),
        ("when did you first see a trash can", Intent.FIRST_SEEN, "trash can", None),
        ("Did you see a food truck?", Intent.PRESENCE, "food truck", None),
        ("Have you ever seen a horse", Intent.PRESENCE, "horse", None),
        (
            "Is there a bike rack near the yellow police pole?",
            Intent.PRESENCE,
            "bike rack",
            "yellow police pole",
        ),
        ("How long were you inside?", Intent.DURATION, "inside the building", None),
        ("how long were you in the laboratory", Intent.DURATION, "laboratory", None),
        ("What colour were the couches?", Intent.DESCRIBE, "couch", None),
    ],
)
def test_questions_are_read_as_intent_and_phrases(
    question: str, intent: Intent, target: str, anchor: str | None
) -> None:
    parsed = read_question(question)
    assert (parsed.intent, parsed.target, parsed.anchor) == (intent, target, anchor)


@pytest.mark.parametrize(
    ("question", "event", "place"),
    [
        ("When did you leave the building?", "leave", "building"),
        ("what time did you exit the lab", "leave", "lab"),
        ("When did you enter the building?", "enter", "building"),
        ("when did you go inside", "enter", "building"),
        # out into somewhere is going into it, not out of it
        ("When did you first go outside in the garden?", "enter", "garden"),
        ("when did you go out to the car park", "enter", "car park"),
        ("when did you go out of the garden", "leave", "garden"),
    ],
)
def test_events_are_entering_or_leaving_a_place(question: str, event: str, place: str) -> None:
    parsed = read_question(question)
    assert (parsed.intent, parsed.event, parsed.target) == (Intent.EVENT, event, place)


def test_needs_are_left_whole_for_the_need_matcher() -> None:
    parsed = read_question("Where can I sit down?")
    assert parsed.intent is Intent.LOCATE and parsed.form is Form.POSITION


@pytest.mark.parametrize(
    ("question", "purpose"),
    [
        ("Where can I lock my bicycle?", "lock my bicycle"),
        ("do you know where I can grab a bite", "grab a bite"),
        ("where do we throw this cup away", "throw this cup away"),
        ("Is there anywhere to park a bike round here?", "park a bike"),
        ("is there somewhere I can charge my phone", "charge my phone"),
        # Finding, going and recalling are no purpose: the thing named is asked for.
        ("Where can I find the printer?", None),
        ("where can we get to the lab", None),
        ("Where did I park my car?", None),
        ("Where is the fire hydrant?", None),
    ],
)
def test_what_the_asker_wants_to_do_is_read_from_the_verb_after_can_i(
    question: str, purpose: str | None
) -> None:
    assert read_question(question).purpose == purpose


def test_anything_else_is_unknown_not_an_error() -> None:
    assert read_question("¿qué tal?").intent is Intent.UNKNOWN
    assert read_question("").intent is Intent.UNKNOWN


def test_needs_are_found_after_a_preamble_and_landmarks_after_to() -> None:
    assert read_question("My feet hurt, where can I sit down?").intent is Intent.LOCATE
    parsed = read_question("Where is the closest bench to the fountain?")
    assert (parsed.target, parsed.anchor) == ("bench", "fountain")


@pytest.mark.parametrize(
    ("question", "form"),
    [
        ("Did we pass a scooter?", Form.BINARY),
        ("do you remember where the printer is", Form.POSITION),
        ("We walked by a mailbox earlier. Where was it?", Form.POSITION),
        ("any idea what floor the copier is on", Form.POSITION),
        ("which vending machine is nearest to us", Form.POSITION),
        ("how long did the robot spend in the garage", Form.DURATION),
        ("how long ago did you see the van", Form.TIME),
        ("WHAT TIME DID U GO OUTSIDE", Form.TIME),
        ("was the hallway crowded", Form.BINARY),
        ("Before you entered the lab, did you see a ladder?", Form.BINARY),
        ("what did the poster by the stairs say", Form.TEXT),
        ("nearest bench", Form.POSITION),
    ],
)
def test_the_form_comes_from_the_grammar_of_the_question(question: str, form: Form) -> None:
    assert read_question(question).form is form


def test_durations_know_which_stretch_is_meant() -> None:
    assert read_question("how long have you been patrolling").scope is Scope.RUN
    assert read_question("all together how long were you in the lab").scope is Scope.TOTAL
    trip = read_question("how long did it take to reach the loading dock")
    assert (trip.scope, trip.target) == (Scope.TRIP, "loading dock")


def test_typos_are_repaired_to_question_words_and_to_things_in_memory() -> None:
    parsed = read_question("wher is teh nearest hydrnat", vocabulary={"fire", "hydrant"})
    assert (parsed.form, parsed.target) == (Form.POSITION, "hydrant")
    assert read_question("wen did u see the van\uff1f").form is Form.TIME


@pytest.mark.parametrize(
    ("question", "target"),
    [
        ("when did did we first uh see a bench", "bench"),
        ("robot when did you last like see the daypack please", "daypack"),
        ("when did we last see the car no sorry the canteen table", "canteen table"),
        ("what time did you you know first see a hand dryer", "hand dryer"),
        ("where is the bye bye sign", "bye bye sign"),
        ("when did you first see the deck chair chair", "deck chair"),
    ],
)
def test_speech_is_read_without_hesitations_stutters_and_self_repairs(
    question: str, target: str
) -> None:
    assert read_question(question).target == target


def test_a_time_said_as_two_numbers_is_no_stutter() -> None:
    assert plain_clauses("where were you at like thirteen thirteen") == [
        "where were you at thirteen thirteen"
    ]


@pytest.mark.parametrize(
    ("question", "intent", "target"),
    [
        (
            "Where did you - hmm, no, hold on - how long were you in the greenhouse?",
            Intent.DURATION,
            "greenhouse",
        ),
        (
            "Did you see the - wait, scratch that: when did you last see the ladder? "
            "That's what I'm asking.",
            Intent.LAST_SEEN,
            "ladder",
        ),
        (
            "What time was it when we - actually, no, how long were you on the top floor "
            "the last time you were there? I think that's the question.",
            Intent.DURATION,
            "top floor",
        ),
    ],
)
def test_a_false_start_taken_back_leaves_the_question_after_it(
    question: str, intent: Intent, target: str
) -> None:
    parsed = read_question(question)
    assert (parsed.intent, parsed.target) == (intent, target)


@pytest.mark.parametrize(
    ("question", "intent", "target"),
    [
        # a run-on aside after the question, with no full stop before it
        (
            "when did you last see the ladder and then we have to catch the bus",
            Intent.LAST_SEEN,
            "ladder",
        ),
        ("where is the first aid kit cos my boss wants it", Intent.LOCATE, "first aid kit"),
        ("how long were you in the gym sorry it is mad in here", Intent.DURATION, "gym"),
        ("when did you last go into the canteen i am running late", Intent.EVENT, "canteen"),
        (
            "where did you see the stepladder need to know before the meeting",
            Intent.LOCATE,
            "stepladder",
        ),
        # someone else wants to know, and an opening aside ended by "so"
        ("my manager wants to know where the forklift is", Intent.LOCATE, "forklift"),
        (
            "sorry the phones are ringing so quick question when did you last see the trolley",
            Intent.LAST_SEEN,
            "trolley",
        ),
        # fillers in front do not make a question a statement with a tag ("... were there")
        (
            "ok quick one how long were you in the lab the last time you were there",
            Intent.DURATION,
            "lab",
        ),
    ],
)
def test_asides_before_and_after_a_run_on_question_are_no_part_of_it(
    question: str, intent: Intent, target: str
) -> None:
    parsed = read_question(question)
    assert (parsed.intent, parsed.target) == (intent, target)


def test_an_operators_call_sign_courtesy_and_current_floor_are_read_past() -> None:
    floor = read_question("rover 2: current floor at my pos?")
    assert (floor.intent, floor.target, floor.asks_floor) == (Intent.LOCATE, "", True)
    assert read_question("time since last in the boiler room? ta").target == "boiler room"
    # a numbered place heading a question is what it asks about
    assert read_question("room 4: which floor?").target == "room 4"
    standing = read_question("on which floor I am standing now?")
    assert (standing.target, standing.asks_floor) == ("", True)


def test_a_statement_asked_as_a_question_is_a_yes_no_question_not_a_confident_one() -> None:
    for question in ("you see my phone in bedroom?", "we pass the church on the way?"):
        parsed = read_question(question)
        assert (parsed.form, parsed.confident) == (Form.BINARY, False), question
    assert read_question("we are looking for the lab").form is Form.POSITION


@pytest.mark.parametrize(
    "question",
    [
        "Where was the robot 3 minutes ago?",
        "20 mins ago, where were you?",
        "where were you at 10:15",
    ],
)
def test_a_named_moment_is_no_thing(question: str) -> None:
    parsed = read_question(question)
    assert (parsed.form, parsed.target) == (Form.POSITION, ""), question


def test_how_long_ago_asks_for_the_time_and_the_time_since() -> None:
    for question in ("how long ago did you see the bin", "how long since you last saw the bin"):
        parsed = read_question(question)
        assert (parsed.form, parsed.target, parsed.elapsed) == (Form.TIME, "bin", True)
    assert not read_question("how long were you in the lab").elapsed


def test_closed_compounds_split_only_into_words_memory_knows() -> None:
    assert read_question("when did you pass the busstop", {"bus", "stop"}).target == "bus stop"
    assert read_question("when did you pass the busstop").target == "busstop"


@pytest.mark.parametrize(
    ("question", "target", "which", "form"),
    [
        ("where is the first aid kit?", "first aid kit", Which.ANY, Form.POSITION),
        ("did you see a first-aid kit", "first aid kit", Which.ANY, Form.BINARY),
        ("when did you first see the first aid kit?", "first aid kit", Which.FIRST, Form.TIME),
        ("when did you last see the first aid kit", "first aid kit", Which.LAST, Form.TIME),
        ("when did you first see the bench", "bench", Which.FIRST, Form.TIME),
    ],
)
def test_an_ordinal_in_a_known_name_is_part_of_the_thing_not_which_time(
    question: str, target: str, which: Which, form: Form
) -> None:
    parsed = read_question(question)
    assert (parsed.target, parsed.which, parsed.form) == (target, which, form)


@pytest.mark.parametrize(
    ("question", "intent", "target", "nth"),
    [
        ("When did you pass the desk for the second time?", Intent.FIRST_SEEN, "desk", 2),
        ("when did you go into the kitchen the 3rd time", Intent.EVENT, "kitchen", 3),
        ("How long were you in the garage on your second visit?", Intent.DURATION, "garage", 2),
        ("Where is the second floor kitchen?", Intent.LOCATE, "second floor kitchen", 1),
        ("when did you see the second bench", Intent.LAST_SEEN, "bench", 1),
    ],
)
def test_the_nth_occasion_is_counted_from_the_first_and_a_floor_is_no_occasion(
    question: str, intent: Intent, target: str, nth: int
) -> None:
    parsed = read_question(question)
    assert (parsed.intent, parsed.target, parsed.nth) == (intent, target, nth), parsed
    assert nth == 1 or parsed.which is Which.FIRST


@pytest.mark.parametrize(
    ("question", "target", "anchor"),
    [
        ("The bench you saw by the crosswalk: where was it?", "bench", None),
        ("Where in the parking lot are the EV chargers?", "ev charger", "parking lot"),
        ("where did you spot the scooter lying on the sidewalk", "scooter", "sidewalk"),
        ("where is the parked car", "parked car", None),
        ("where is the charging station", "charging station", None),
        # a verb of seeing that ends a thing's name is its head noun, where it is follows
        ("where is the safety notice", "safety notice", None),
        ("Where's the gate notice near the barrier?", "gate notice", "barrier"),
    ],
)
def test_clauses_places_first_and_participles_after_the_thing(
    question: str, target: str, anchor: str | None
) -> None:
    parsed = read_question(question)
    assert (parsed.form, parsed.target, parsed.anchor) == (Form.POSITION, target, anchor)


def test_people_written_questions_are_read_in_the_form_they_need() -> None:
    """The question set written blind to this reader (evaluation/questions/forms.jsonl,
    since looked at) must stay read right; the held-out set is reported, not tested
    (docs/evaluation.md)."""
    questions = load()
    right = sum(read_question(q["question"]).form.value == q["form"] for q in questions)
    assert right / len(questions) >= 0.98


@pytest.mark.parametrize(
    ("question", "fields"),
    [
        ("When did you first go into the kitchen?", {"event": "enter", "which": Which.FIRST}),
        ("what time did you last come out of the loo", {"event": "leave", "which": Which.LAST}),
        ("At what time were we first in the dining room",
         {"event": "be_in", "target": "dining room"}),
        ("when did you first go out", {"event": "leave", "target": "building"}),
        ("the first time we were in the front room, how long did we stay",
         {"target": "front room", "which": Which.FIRST}),
        ("How long were you outside the first time you went out?",
         {"target": "outside", "which": Which.FIRST}),
        ("How long did it take you to get from the bathroom to the study?",
         {"origin": "bathroom", "target": "study", "scope": Scope.TRIP}),
        ("how long did it take to get from the waiting area to the lab",
         {"origin": "waiting area", "target": "lab"}),
        ("for how long did we stop in the study", {"still": True, "target": "study"}),
        ("how long were you just standing in the garage", {"still": True, "target": "garage"}),
        ("how much time since you started", {"scope": Scope.RUN}),
        ("seen a mirror in the past 5 min?", {"within_s": 300.0, "target": "mirror"}),
        ("did you go into the dining room yet", {"visit": True, "form": Form.BINARY}),
        ("have you been to the pharmacy", {"visit": True, "target": "pharmacy"}),
        ("Did you see a potted plant in the kitchen?",
         {"target": "potted plant", "anchor": "kitchen", "relation": "in", "visit": False}),
        ("do you remember the colour of the washer?", {"attribute": "colour", "target": "washer"}),
        ("What material was the kitchen cabinet?", {"attribute": "material"}),
        ("can you help me find my keys?", {"form": Form.POSITION, "target": "key"}),
        ("when was the last time you saw the shelves", {"target": "shelf"}),
        ("was the sidewalk busy?", {"condition": "busy", "target": "sidewalk"}),
        ("is it cloudy?", {"condition": "cloudy", "target": ""}),
        ("were there people in the lobby then?", {"condition": "people", "target": "lobby"}),
        ("was there an open door", {"condition": None, "target": "open door"}),
        ("which floor is the printer on", {"asks_floor": True, "target": "printer"}),
    ],
)  # fmt: skip
def test_occasions_passages_stops_windows_visits_and_attributes_are_read(
    question: str, fields: dict
) -> None:
    parsed = read_question(question)
    assert {name: getattr(parsed, name) for name in fields} == fields


def test_an_event_after_another_is_read_with_the_earlier_one() -> None:
    for question in (
        "When did you come back inside after your first trip outside?",
        "after we first went out, when did we get back in",
        "so the first time i went outside, when did i come back inside",
    ):
        parsed = read_question(question)
        assert (parsed.event, parsed.target) == ("enter", "building"), question
        assert parsed.after is not None and parsed.after.event == "leave", question
        assert parsed.after.which is Which.FIRST, question


def test_questions_in_statement_order_are_read_as_questions() -> None:
    # As second-language and spoken English put them (own examples, in the style only).
    assert read_question("At which hour you left the bakery?").form is Form.TIME
    assert read_question("what hour the van arrived?").form is Form.TIME
    assert read_question("You have been in the cellar this week?").form is Form.BINARY
    assert read_question("You have walked past the fountain?").form is Form.BINARY
    guided = read_question("you could take me to the lift?")
    assert (guided.form, guided.target) == (Form.POSITION, "lift")
    moved = read_question("where you have put the scissors?")
    assert (moved.form, moved.target) == (Form.POSITION, "scissors")
    assert read_question("the back door, it was open?").form is Form.BINARY
    assert read_question("the lamp in the hall, was it on?").form is Form.BINARY
    painted = read_question("The mailbox was blue colour?")
    assert (painted.form, painted.target) == (Form.BINARY, "blue mailbox")
    shelved = read_question("In the cellar there was a wine rack?")
    assert (shelved.form, shelved.target, shelved.anchor) == (Form.BINARY, "wine rack", "cellar")
    kept = read_question("On floor 2 have printer?")
    assert (kept.form, kept.target) == (Form.BINARY, "printer")
    ago = read_question("How long before you see the kettle last time?")
    assert (ago.target, ago.elapsed) == ("kettle", True)  # how long ago


@pytest.mark.parametrize(
    ("question", "event", "place"),
    [
        ("did you cross the road?", "cross", "road"),
        ("Have you crossed the street yet?", "cross", "street"),
        ("You crossed the zebra crossing already?", "cross", "zebra crossing"),
        ("have you taken the elevator today?", "floor", "lift"),  # the way: lift
        ("did u go up in the lift", "floor_up", "lift"),
        ("have you gone upstairs yet?", "floor_up", "floor"),  # no way said
        ("have you been outside yet?", "leave", "building"),
        ("did we go out of the building?", "leave", "building"),
    ],
)
def test_whether_something_happened_to_the_robot_is_a_yes_no_about_an_event(
    question: str, event: str, place: str
) -> None:
    parsed = read_question(question)
    assert (parsed.intent, parsed.event, parsed.form) == (Intent.EVENT, event, Form.BINARY)
    assert parsed.target == place


def test_whether_the_robot_saw_or_visited_something_is_no_event() -> None:
    assert read_question("did you see a crossing?").intent is Intent.PRESENCE
    assert read_question("have you been to the library?").intent is Intent.PRESENCE


@pytest.mark.parametrize(
    ("question", "event"),
    [
        ("When did you take the lift up?", "floor_up"),
        ("what time did we last ride the elevator down", "floor_down"),
        ("when did u go up in the lift", "floor_up"),
        ("When did you head downstairs?", "floor_down"),
        ("at what time did you come down to the ground floor", "floor_down"),
        ("When did you use the stairs?", "floor"),
        ("when did you last change floors", "floor"),
        # two floors named, however the robot went between them
        ("When did you last go from the mezzanine level to the warehouse floor?", "floor"),
        ("At what time did you last move up or down from Deck 11 to the Promenade Deck?", "floor"),
        ("time of your last Promenade Deck to Deck 4 transfer?", "floor"),
        ("When did you last go from the first floor to downstairs?", "floor_down"),
    ],
)
def test_rides_between_floors_are_events(question: str, event: str) -> None:
    parsed = read_question(question)
    assert (parsed.intent, parsed.event, parsed.form) == (Intent.EVENT, event, Form.TIME)


def test_the_floors_a_ride_went_between_are_its_origin_and_anchor() -> None:
    parsed = read_question("when did you go from deck eleven up or down to the promenade deck")
    assert (parsed.origin, parsed.anchor) == ("deck eleven", "the promenade deck")
    assert read_question("When did you go from the first floor to downstairs?").anchor is None


def test_seeing_or_passing_the_lift_is_no_ride() -> None:
    assert read_question("when did you see the stairs?").intent is Intent.LAST_SEEN
    assert read_question("When did you pass the lift?").target == "lift"


@pytest.mark.parametrize(
    ("question", "target"),
    [
        ("Report your position as of 8 minutes ago.", ""),
        ("give me your location 5 minutes ago", ""),
        ("Tell me the location of the nearest toilet", "toilet"),
        ("state the position of the blue van", "blue van"),
    ],
)
def test_a_request_for_a_position_is_a_where_question(question: str, target: str) -> None:
    parsed = read_question(question)
    assert (parsed.form, parsed.target, parsed.confident) == (Form.POSITION, target, True)


def test_the_moment_named_is_kept_with_the_reading() -> None:
    assert read_question("pos T-12min").moment == "12 minutes ago"
    parsed = read_question("sorry to bother you - where were you twelve minutes back")
    assert (parsed.target, parsed.moment) == ("", "twelve minutes back")


@pytest.mark.parametrize(
    ("question", "target", "scope"),
    [
        ("Give me the duration of your stay in the print room.", "print room", Scope.LATEST),
        ("how long did you hang around in the car park", "car park", Scope.LATEST),
        ("how long were you in the laundry all togetehr", "laundry", Scope.TOTAL),
        ("How long were you outside the building in total?", "outside", Scope.TOTAL),
        ("how long has the robot been out of the building altogether", "outside", Scope.TOTAL),
        ("how long has the robot been switched on?", "", Scope.RUN),
        ("How long have you been recording?", "", Scope.RUN),
        # a preamble that takes every visit together qualifies the question, no more
        (
            "Summing up all your trips, how much time were you in the bike shed?",
            "bike shed",
            Scope.TOTAL,
        ),
        ("Counting every visit, how long were you in the atrium", "atrium", Scope.TOTAL),
        ("The last time, how long were you in the atrium?", "atrium", Scope.LATEST),
    ],
)
def test_how_long_reads_the_place_after_the_word_of_place(
    question: str, target: str, scope: Scope
) -> None:
    parsed = read_question(question)
    assert (parsed.form, parsed.target, parsed.scope) == (Form.DURATION, target, scope)


@pytest.mark.parametrize(
    ("question", "form", "target"),
    [
        # own examples, in the styles only
        ("Would you mind guiding me to the canteen?", Form.POSITION, "canteen"),
        ("would you be so kind as to take me to the car park", Form.POSITION, "car park"),
        ("I left my scarf somewhere. Did you see where it is?", Form.POSITION, "scarf"),
        ("roughly how long were you in the gym?", Form.DURATION, "gym"),
        ("how many minutes ago did you see the porter?", Form.DURATION, "porter"),
        ("so how long's it been since you saw the van", Form.TIME, "van"),
        ("the fire door was shut, wasn't it?", Form.BINARY, "fire door"),
        ("I don't suppose you've seen my umbrella, have you?", Form.BINARY, "umbrella"),
        ("20 mins ago, where were you?", Form.POSITION, ""),
        ("How long did the last trip outside take?", Form.DURATION, "outside"),
        ("how long did your walk in the park last", Form.DURATION, "park"),
        ("how long was your walk outside", Form.DURATION, "outside"),
        ("what time did we walk out of the laundry?", Form.TIME, "laundry"),
        ("how much time have you spent in the lobby so far?", Form.DURATION, "lobby"),
    ],
)
def test_frames_tags_and_counted_times_are_read_for_what_they_ask(
    question: str, form: Form, target: str
) -> None:
    parsed = read_question(question)
    assert (parsed.form, parsed.target) == (form, target)


@pytest.mark.parametrize(
    ("question", "anchor", "which", "condition"),
    [
        # a statement put to the robot to judge is the yes/no question it states
        (
            "True or false: the lamp in the hall was on the last time you saw it.",
            "hall",
            Which.LAST,
            "on",
        ),
        ("Is it true that the gate was open when you last saw it?", None, Which.LAST, "open"),
        ("Yes or no: was the gate open?", None, Which.ANY, "open"),
        # the sighting set first, the state asked of "it" after
        ("Um, the last time you saw the gate, was it open?", None, Which.LAST, "open"),
    ],
)
def test_a_statement_to_judge_and_a_sighting_set_first_ask_yes_or_no(
    question: str, anchor: str | None, which: Which, condition: str
) -> None:
    parsed = read_question(question)
    assert (parsed.form, parsed.anchor, parsed.which, parsed.condition) == (
        Form.BINARY,
        anchor,
        which,
        condition,
    ), parsed
    assert parsed.target in ("lamp", "gate")


def test_a_tag_question_after_another_question_is_an_aside() -> None:
    parsed = read_question("How long was your trip to the bakery? Not very long, was it?")
    assert (parsed.form, parsed.target, parsed.scope) == (Form.DURATION, "bakery", Scope.TRIP)


@pytest.mark.parametrize(
    ("question", "moment"),
    [
        ("where were you at seven ten", "at seven ten"),
        ("good evening, where were you at ten oh five?", "at ten oh five"),
        ("where were you at 1430", "at 1430"),
        # how exactly the moment is meant, why it is asked, the robot's position named
        ("Rewind the tape: where were you at 15:16 on the dot?", "at 15 16"),
        ("For my handover notes, where were you at about 15:11?", "about 15 11"),
        ("For ten points: your location at 15:14, please!", "at 15 14"),
        ("Account for your whereabouts at 08:52.", "at 08 52"),
        ("What was your position at 10:05?", "at 10 05"),
    ],
)
def test_where_the_robot_was_at_a_clock_time_is_read_however_said(
    question: str, moment: str | None
) -> None:
    parsed = read_question(question)
    assert (parsed.form, parsed.target, parsed.moment) == (Form.POSITION, "", moment)


def test_greetings_hedges_and_homophones_frame_nothing() -> None:
    parsed = read_question("Good evening! Have you by any chance seen a bench today?")
    assert (parsed.form, parsed.target) == (Form.BINARY, "bench")
    assert read_question("wear were you like twenty two minutes ago").form is Form.POSITION


@pytest.mark.parametrize(
    ("question", "target", "origin"),
    [
        ("How long were you in the second floor corridor?", "second floor corridor", None),
        ("When did you last enter platform two?", "platform 2", None),
        ("where is the coffee machine, the espresso one", "coffee machine espresso", None),
        ("how long were you on platform 3 the last time", "platform 3", None),
        ("How much time did you spend on level minus one?", "level minus 1", None),
        ("when did you get to level one", "level 1", None),
        ("How long were you at the bus stop across the street?", "bus stop", None),
        ("When did you go into the cafe next to the lobby?", "cafe", None),
        (
            "How long did it take you to get from the bus stop across the street to gate twelve?",
            "gate 12",
            "bus stop",
        ),
    ],
)
def test_a_place_keeps_its_floor_and_number_and_loses_what_locates_it(
    question: str, target: str, origin: str | None
) -> None:
    parsed = read_question(question)
    assert (parsed.target, parsed.origin) == (target, origin)


def test_a_stop_in_a_name_is_no_standing_still_and_a_number_after_an_adjective_no_name() -> None:
    assert read_question("How long were you at the bus stop?").still is False
    assert read_question("how long did you wait at the bus stop").still is True
    assert read_question("where is the red one").target != "red 1"


@pytest.mark.parametrize(
    "question",
    ["Which room or area were you in at 07:15?", "what room/area were you in at 07:15"],
)
def test_two_words_for_a_room_ask_for_one_room(question: str) -> None:
    parsed = read_question(question)
    assert parsed.asks_room and parsed.target == "" and parsed.moment is not None


@pytest.mark.parametrize(
    ("question", "target", "anchor"),
    [
        ("Just to check I'm looking for the right one, is the carpet blue?", "blue carpet", None),
        ("is uh is the cooler silver", "silver cooler", None),
        ("Is the gas cylinder in UPS Room 1 grey?", "grey gas cylinder", "ups room 1"),
        ("is the desk in room 2.04 brown", "brown desk", "room 2.04"),
        ("have you scene a concierge desk", "concierge desk", None),
        ("did you sea a row of seats", "row of seat", None),
        ("my son swears he saw a horse. did you see one?", "horse", None),
        ("my son swears he saw a horse did you see one", "horse", None),
        (
            "I left something next to the wall mirror. Was the baggage cart anywhere near it?",
            "baggage cart",
            "wall mirror",
        ),
    ],
)
def test_a_yes_no_question_after_a_preamble_and_a_pronoun_for_what_it_named(
    question: str, target: str, anchor: str | None
) -> None:
    parsed = read_question(question)
    assert (parsed.form, parsed.target, parsed.anchor) == (Form.BINARY, target, anchor)
    assert parsed.confident


def test_a_follow_up_asking_what_it_is_like_leaves_the_yes_no_question_to_answer() -> None:
    selling = read_question("did you see a food truck and what were they selling")
    assert selling.form is Form.TEXT  # a question of its own, not what it is like
    parsed = read_question("Have you been to the garden yet? What's it like?")
    assert (parsed.form, parsed.target, parsed.visit) == (Form.BINARY, "garden", True)
    assert read_question("have you um bean over to the breakfast room at all").visit
    colour = read_question("Did you see a dog? What colour was it?")
    assert (colour.form, colour.target, colour.attribute) == (Form.TEXT, "dog", "colour")


@pytest.mark.parametrize(
    ("question", "form", "target"),
    [
        ("This might sound odd, but where were you 4 minutes ago?", Form.POSITION, ""),
        ("Is there a wardrobe near here? Where?", Form.POSITION, "wardrobe"),
        (
            "Is there a fountain on this floor? If so, could you tell me where?",
            Form.POSITION,
            "fountain",
        ),
        (
            "I had a paperback on the armchair by the window. Where is it?",
            Form.POSITION,
            "paperback",
        ),
        ("You passed a bus stop at some point. What time was that?", Form.TIME, "bus stop"),
        ("Someone lost a bunch of keys, where are they?", Form.POSITION, "bunch of key"),
        ("What's the nearest taxi from where we're standing?", Form.POSITION, "taxi"),
        (
            "I was told there's a small tree around here. Would you know where it is?",
            Form.POSITION,
            "small tree",
        ),
        ("Could you point me towards the booking hall, please?", Form.POSITION, "booking hall"),
    ],
)
def test_asides_reported_speech_and_where_the_asker_stands_are_no_thing(
    question: str, form: Form, target: str
) -> None:
    parsed = read_question(question)
    assert (parsed.form, parsed.target) == (form, target)


@pytest.mark.parametrize(
    "question",
    [
        "Where were you at twenty past two?",
        "where were you around quarter to eight",
        "Where were you at about half past seven?",
        "I saw you go by a quarter of an hour ago; where were you then?",
    ],
)
def test_clock_times_said_the_british_way_and_then_are_moments(question: str) -> None:
    parsed = read_question(question)
    assert parsed.form is Form.POSITION and parsed.target == "" and parsed.moment, parsed


def test_the_thing_is_found_through_what_a_pronoun_or_one_stands_for() -> None:
    lost = read_question("We have mislaid the stapler. Any idea where it ended up?")
    assert (lost.form, lost.target) == (Form.POSITION, "stapler")
    needed = read_question("If I needed a defibrillator in a hurry, where is the closest one?")
    assert (needed.form, needed.target) == (Form.POSITION, "defibrillator")
    first = read_question("Do you remember where you first spotted a canoe?")
    assert (first.target, first.which) == ("canoe", Which.FIRST)


@pytest.mark.parametrize(
    ("request_text", "form", "target"),
    [
        # a supervisor's report register (own examples, in the style only)
        ("State which floor the robot was on at 09:12 UTC.", Form.POSITION, ""),
        ("Report the recorded colour of the mop bucket.", Form.TEXT, "mop bucket"),
        ("Report the time at which the staff room was last entered.", Form.TIME, "staff room"),
        ("Identify the location of the ladder nearest to the robot's current position.",
         Form.POSITION, "ladder"),
        ("Name the area of the depot in which the forklift is located.", Form.POSITION, "forklift"),
        ("State the duration of the most recent completed visit to the canteen.", Form.DURATION,
         "canteen"),
        ("Confirm whether a fire blanket has been observed as of this query.", Form.BINARY,
         "fire blanket"),
        ("Where is the hose reel located, according to the log?", Form.POSITION, "hose reel"),
        # nouns for what is asked: a count, a total, a trip, a transcript, a sighting
        ("Provide the count of separate pallet jacks recorded to date.", Form.TEXT,
         "pallet jack"),
        ("Give the aggregate time spent in the staff room.", Form.DURATION, "staff room"),
        ("Specify the duration taken to travel from the depot to the yard on its latest run.",
         Form.DURATION, "yard"),
        ("Kindly transcribe the wording last read on the notice by the gate.", Form.TEXT,
         "notice"),
        ("Verify whether a ladder was ever sighted.", Form.BINARY, "ladder"),
        ("Indicate where a mop was first detected prior to the robot's latest arrival in the "
         "canteen.", Form.POSITION, "mop"),
        ("Report the level the robot is presently on.", Form.POSITION, ""),
    ],
)  # fmt: skip
def test_a_report_s_register_is_read_as_the_question_it_stands_for(
    request_text: str, form: Form, target: str
) -> None:
    parsed = read_question(request_text)
    assert (parsed.form, parsed.target) == (form, target), parsed


def test_a_report_s_moments_are_moments() -> None:
    before = read_question("Where was the robot located 20 minutes before this query?")
    assert before.moment == read_question("where were you 20 minutes ago?").moment
    prior = read_question("State the robot's position 7 minutes prior to this request.")
    assert prior.moment == read_question("where were you 7 minutes ago?").moment
    assert prior.form is Form.POSITION and prior.target == ""
    assert read_question("Where was the robot located at 10:47 UTC?").moment
    arm = read_question("Is there a pillar drill near the robot arm?")  # a thing, not the robot
    assert (arm.target, arm.anchor) == ("pillar drill", "robot arm")
    elapsed = read_question("How much time has elapsed since the kettle was last observed?")
    assert (elapsed.target, elapsed.elapsed) == ("kettle", True)


def test_which_of_indoors_and_outdoors_and_twelve_hour_clock_times() -> None:
    alternative = read_question("Were you indoors or outdoors at 4:59 pm?")
    assert (alternative.form, alternative.target, alternative.asks_room) == (
        Form.POSITION,
        "",
        True,
    )
    assert alternative.moment == read_question("where were you at 16:59?").moment
    assert read_question("where were you at 4 pm").moment == read_question("where at 16:00").moment
    assert read_question("where were you at 12:30 am?").moment == read_question("at 0:30?").moment
    sign = read_question('where is the "open 7am to 10pm" sign?')  # a sign's words stay
    assert sign.says == "open 7am to 10pm"


def test_a_texted_c_after_you_is_see_but_a_letter_after_a_place_stays_a_name() -> None:
    assert read_question("did u c a black van").target == "black van"
    assert read_question("when did u first c the parasol").target == "parasol"
    assert read_question("where is building c").target == "building c"


def test_a_texted_ordinal_or_before_is_the_word() -> None:
    first = read_question("when did u go into the gym the 1st time")
    assert (first.intent, first.which) == (Intent.EVENT, Which.FIRST)
    assert read_question("where was the cart b4 it moved").target == "cart"


def test_a_texted_2_before_what_follows_to_is_to_but_a_number_after_a_place_stays() -> None:
    trip = read_question("how long did it take u 2 get from room 23 2 da lift")
    assert (trip.origin, trip.target) == ("room 23", "lift")
    assert read_question("how long were you on floor 2").target == "floor 2"
    assert read_question("where is da closest bench 2 me").target == "bench"
    # a "from" with no "to" after it: the "2" is the "to" (not after a numbered noun)
    salon = read_question("how long did it take u to get from the salon 2 room 14")
    assert (salon.origin, salon.target) == ("salon", "room 14")
    gate = read_question("how long did it take u to get from gate 2 to the lift")
    assert (gate.origin, gate.target) == ("gate 2", "lift")
    assert read_question("is there a bench at gate 2").anchor == "gate 2"


@pytest.mark.parametrize(
    ("question", "target", "which"),
    [
        # a relative clause on "the last place" carries the question; "laid eyes on" is seeing
        ("Where was the very last place you laid eyes on a ward desk?", "ward desk", Which.LAST),
        # where the asker stands is known; a verb form after "closest" describes the thing
        ("From where you're standing now, where's the closest walking frame?", "walking frame",
         Which.ANY),
        # an adverb and the verb after a pronoun subject: the thing is what "it" stands for
        ("There was a walking frame in the ward. Where precisely was it standing?",
         "walking frame", Which.ANY),
        # a name before a copula, a noun in -ing, accents kept for the matcher to drop
        ("Can you show me where Jubilee Park is?", "jubilee park", Which.ANY),
        ("Where is the upper landing?", "upper landing", Which.ANY),
        ("Location of the café?", "café", Which.ANY),
    ],
)  # fmt: skip
def test_the_thing_of_a_where_question_is_a_noun_not_its_adverbs_or_verbs(
    question: str, target: str, which: Which
) -> None:
    reading = read_question(question)
    assert (reading.intent, reading.target, reading.which) == (Intent.LOCATE, target, which)


@pytest.mark.parametrize(
    "question",
    [
        "Where did you step onto the stairs?",
        "Where were you when you got on the stairs?",
        "Where did the robot take the lift?",
    ],
)
def test_where_the_robot_took_a_ride_is_the_position_of_the_ride(question: str) -> None:
    reading = read_question(question)
    assert (reading.intent, reading.form) == (Intent.EVENT, Form.POSITION)
    assert reading.event == "floor"


def test_the_asker_s_own_ride_is_no_ride_of_the_robot() -> None:
    reading = read_question("which floor is the bar counter on i'd take the lift")
    assert (reading.intent, reading.target) == (Intent.LOCATE, "bar counter")


@pytest.mark.parametrize(
    ("question", "target", "anchor"),
    [
        ("how many signs did you see in the check-in hall", "sign", "check in hall"),
        ("In the Check-in Hall, how many signs did you notice?", "sign", "check in hall"),
        ("How many security trays were there at the checkpoint?", "security tray", "checkpoint"),
        ("Could you count the fire doors you saw in the courtyard for me?", "fire door",
         "courtyard"),
        ("Do you remember how many potted plants were in the atrium?", "potted plant", "atrium"),
        ("how many people", "people", None),
        # "how much" with a plural, as learners say it
        ("How much fire doors you saw in the courtyard?", "fire door", "courtyard"),
    ],
)  # fmt: skip
def test_how_many_asks_for_a_count_of_the_things_in_the_place(
    question: str, target: str, anchor: str | None
) -> None:
    reading = read_question(question)
    assert (reading.counted, reading.form, reading.target, reading.anchor) == (
        True,
        Form.TEXT,
        target,
        anchor,
    )
    assert not read_question("how many minutes ago did you see the bench").counted
    assert not read_question("How much does the lamp cost?").counted
    assert not read_question("How much glass did you see?").counted


@pytest.mark.parametrize(
    "question",
    [
        "I need the name of the area the flower stall is in.",
        "Could you tell me the name of the place where you saw the flower stall?",
        # the whole the place is a part of is no part of the thing
        "In which part of the site is the flower stall?",
        "which area of the main building is the flower stall in",
    ],
)
def test_the_name_of_the_area_a_thing_is_in_asks_for_its_room(question: str) -> None:
    reading = read_question(question)
    assert (reading.intent, reading.target, reading.asks_room) == (
        Intent.LOCATE,
        "flower stall",
        True,
    )


@pytest.mark.parametrize(
    ("question", "form", "target"),
    [
        # a place or time put first, in a learner's word order
        ("Near of here, you have seen a laundry cart?", Form.BINARY, "laundry cart"),
        ("In the garden, how long you have been in total?", Form.DURATION, "garden"),
        (
            "Last time in the potting shed, how long you were staying?",
            Form.DURATION,
            "potting shed",
        ),
        ("In the reading room, you saw the sofa?", Form.BINARY, "sofa"),
        # a statement with a "yes or no" tag is the yes/no question it states
        ("The sofa is in the reading room, yes or no?", Form.BINARY, "sofa"),
        ("You saw a wheelchair in the lobby, true or false?", Form.BINARY, "wheelchair"),
        ("Where is the sofa, yes or no?", Form.POSITION, "sofa"),
        # a trip named by its two ends alone, no "from"
        ("How long did the greenhouse to room 11 take you?", Form.DURATION, "room 11"),
    ],
)
def test_learners_word_order_and_yes_or_no_tags(question: str, form: Form, target: str) -> None:
    parsed = read_question(question)
    assert (parsed.form, parsed.target) == (form, target)


@pytest.mark.parametrize(
    ("question", "form"),
    [
        ("Which room number was on the trolley in the hall", Form.TEXT),  # the number, read
        ("what was the time when the lights in the plant room went out", Form.TIME),
        ("nearest empty crate?", Form.POSITION),  # which is nearest, not whether empty
    ],
)
def test_what_a_question_asks_for_decides_its_form(question: str, form: Form) -> None:
    assert read_question(question).form is form


@pytest.mark.parametrize(
    ("question", "form", "target"),
    [
        # a later clause that guesses at, or narrows, the answer to the earlier question
        ("where is the boiler room, is it down in the basement?", Form.POSITION, "boiler room"),
        ("where's the tool crib, which end of the hangar", Form.POSITION, "tool crib"),
        ("where is the lift, is it near the entrance?", Form.POSITION, "lift"),
        ("when did you see the cat, was it this morning?", Form.TIME, "cat"),
        # ... but a clause that only sets the scene is no question of its own
        ("when you went past the bakery, was it open?", Form.BINARY, "bakery"),
        # "which N is X in": where X is, told as the place of that kind holding it
        ("which bay is the red bus in?", Form.POSITION, "red bus"),
        ("what shelf are the gloves on", Form.POSITION, "glove"),
        ("what colour is the van in", Form.TEXT, "van"),
        # dropped words: "is there", "what", "have"
        ("anyone in the post room?", Form.BINARY, "post room"),
        ("time you first saw that crate in the corridor?", Form.TIME, "crate"),
        ("u been to the 4th floor?", Form.BINARY, "4th floor"),
        ("total time you've been in the parts store today", Form.DURATION, "parts store"),
    ],
)
def test_follow_up_clauses_and_dropped_words(question: str, form: Form, target: str) -> None:
    parsed = read_question(question)
    assert (parsed.form, parsed.target) == (form, target)


@pytest.mark.parametrize(
    ("question", "target", "anchor"),
    [
        # a noun with no singular stays as it is
        ("did you see the sunglasses in the lobby?", "sunglasses", "lobby"),
        ("Where did I leave my reading glasses?", "reading glasses", None),
        # a place whose head is also a verb, before a clause of time, is still the place
        (
            "Did you see the sunglasses in the luggage store last time you saw it?",
            "sunglasses",
            "luggage store",
        ),
        # a second landmark narrows the first, it is no part of its name
        ("is there a bench at gate 2 near the lift", "bench", "gate 2"),
        ("where is the cup on the table in the kitchen", "cup", "table"),
        ("how many signs did you see in the check-in hall", "sign", "check in hall"),
    ],
)
def test_things_and_places_keep_their_names(question: str, target: str, anchor: str | None) -> None:
    parsed = read_question(question)
    assert (parsed.target, parsed.anchor) == (target, anchor)


@pytest.mark.parametrize(
    ("question", "scope"),
    [
        ("Over all your visits, how long were you in the fuel island?", Scope.TOTAL),
        ("in total. how long in the lab", Scope.TOTAL),
        ("how much time have you spent in the garden", Scope.TOTAL),
        ("how long did you spend in the garden", Scope.LATEST),
        ("how long have you been in the garden", Scope.LATEST),
    ],
)
def test_every_visit_together_however_it_is_said(question: str, scope: Scope) -> None:
    assert read_question(question).scope is scope


@pytest.mark.parametrize(
    ("question", "form", "target"),
    [
        # a chatty preamble with its commas lost, and a closing courtesy
        (
            "Morning! I was chatting to the neighbours and it reminded me, I'm standing right "
            "here and I need a pram quickly, where's the nearest one to me? Thanks ever so much.",
            Form.POSITION,
            "pram",
        ),
        (
            "Can you show me the way to the boiler house? Thanks ever so much.",
            Form.POSITION,
            "boiler house",
        ),
        (
            "I'm a bit worried about it, was the gate in the yard closed when you last saw it?",
            Form.BINARY,
            "gate",
        ),
        ("where is the lift thank you very much indeed", Form.POSITION, "lift"),
    ],
)
def test_a_chatty_preamble_and_a_closing_courtesy_leave_the_question(
    question: str, form: Form, target: str
) -> None:
    parsed = read_question(question)
    assert (parsed.form, parsed.target) == (form, target)


@pytest.mark.parametrize(
    ("question", "target", "says", "anchor"),
    [
        (
            "Did the arrivals board in the main hall say ON TIME?",
            "arrivals board",
            "ON TIME",
            "main hall",
        ),
        (
            "was the screen by gate 4 displaying BOARDING when you passed",
            "screen",
            "BOARDING",
            "gate 4",
        ),
        ('Where is the sign that says "Staff only"?', "sign", "Staff only", None),
    ],
)
def test_words_in_capitals_after_a_verb_of_showing_are_the_words_shown(
    question: str, target: str, says: str, anchor: str | None
) -> None:
    parsed = read_question(question)
    assert (parsed.target, parsed.says, parsed.anchor) == (target, says, anchor)
    # a question typed all in capitals marks no words out
    assert read_question(question.upper()).says != says or '"' in question


@pytest.mark.parametrize(
    ("question", "plain"),
    [
        (
            "Oh hello again, I couldn't read it without my glasses, what did the door plate "
            "in the hallway say? Thanks ever so much.",
            "What did the door plate in the hallway say?",
        ),
        ("We were passing by earlier, did you see a ladder?", "Did you see a ladder?"),
        (
            "QTY water tanks in the plant room?",
            "How many water tanks did you see in the plant room?",
        ),
        ("No. of benches in the park", "How many benches did you see in the park?"),
        ("QTY benches on the street?", "How many benches did you see on the street?"),
        # "which" with a noun asks; the asker's own spot is the asker
        ("I'm by the lifts, which bench is nearest my position?", "Which bench is nearest me?"),
        ("I'm on level 2, request position of the trolley", "Where is the trolley?"),
        ("nearest hydrant to my current location?", "Where is the nearest hydrant to me?"),
        ("Count of cones in the yard?", "How many cones did you see in the yard?"),
    ],
)
def test_an_aside_before_a_comma_and_a_work_order_count_read_as_the_plain_question(
    question: str, plain: str
) -> None:
    said, meant = read_question(question), read_question(plain)
    assert (said.intent, said.form, said.target, said.anchor) == (
        meant.intent,
        meant.form,
        meant.target,
        meant.anchor,
    )


def test_a_text_s_sign_off_is_not_part_of_the_thing() -> None:
    assert read_question("did u see a silver coffee machine rn").target == "silver coffee machine"
    assert read_question("hey u seen a vending machine anywhere asap").target == "vending machine"


@pytest.mark.parametrize(
    ("heard", "meant"),
    [
        ("hey robot didja sea a red kettle", "did you see a red kettle"),
        ("ok robot wear didja last see the ladder", "where did you last see the ladder"),
        ("robot wear can i find a fire blanket", "where can i find a fire blanket"),
        ("dya know where the lift is", "do you know where the lift is"),
    ],
)
def test_a_voice_assistants_run_together_words_are_read_as_said(heard: str, meant: str) -> None:
    reading, plain = read_question(heard), read_question(meant)
    assert (reading.intent, reading.target, reading.form) == (
        plain.intent,
        plain.target,
        plain.form,
    )


@pytest.mark.parametrize(
    "question",
    [
        "How long did you look at the gate sign in Gate D57 the last time?",
        "how long was the buggy in view",
        "Last time you saw the white passenger buggy, how long could you see it?",
        "Last obs of the zone sign in Check-in Zone C - how long in view?",
    ],
)
def test_how_long_a_thing_was_in_view_is_one_look_at_it(question: str) -> None:
    parsed = read_question(plain_constructions(question))
    assert (parsed.intent, parsed.scope, parsed.form) == (
        Intent.DURATION,
        Scope.VIEW,
        Form.DURATION,
    )
    assert parsed.target in ("gate sign", "buggy", "white passenger buggy", "zone sign")


def test_where_the_robot_stood_still_is_a_stop_and_a_trip_said_first_is_a_trip() -> None:
    longest = read_question("Where did you stand still the longest?")
    assert (longest.still, longest.target, longest.long) == (True, "", False)  # any length
    assert read_question("Where did you stop for a long time last?").long is True
    last = read_question("where did you stop last")
    assert (last.still, last.which, last.long) == (True, Which.LAST, False)
    assert read_question("where did you stop by the fountain").still is False
    trip = read_question(
        plain_constructions("When you went from Gate D53 to Gate D54, how long did it take?")
    )
    assert (trip.scope, trip.origin, trip.target) == (Scope.TRIP, "gate d53", "gate d54")
    went = read_question("When did you go from the kitchen to the garage?")
    assert (went.intent, went.event, went.origin, went.target) == (
        Intent.EVENT, "arrive", "kitchen", "garage",
    )  # fmt: skip


@pytest.mark.parametrize(
    ("question", "target"),
    [
        ("Where's Exit A?", "exit a"),
        ("Where is Exit A located?", "exit a"),
        ("How long were you in Stack Block A on your last visit?", "stack block a"),
        ("how long were u in stack block a lol", "stack block a"),
        ("When did you leave zone a?", "zone a"),
        ("Did you see a cat in Hall B?", "cat"),  # an article stays an article
        ("Where Did You See A Chair?", "chair"),
        ("WHERE IS A CHAIR", "chair"),
    ],
)
def test_a_places_letter_a_is_no_article(question: str, target: str) -> None:
    assert read_question(question).target == target


@pytest.mark.parametrize(
    ("question", "scope", "which", "target"),
    [
        (
            "Give me the length of your last stay in Penguin Pool.",
            Scope.LATEST,
            Which.LAST,
            "penguin pool",
        ),
        (
            "Tell me the length of your first visit to the gift shop",
            Scope.LATEST,
            Which.FIRST,
            "gift shop",
        ),
        (
            "What was your cumulative time inside the concourse?",
            Scope.TOTAL,
            Which.ANY,
            "concourse",
        ),
        ("Add up all your time in Hall 4 and tell me.", Scope.TOTAL, Which.ANY, "hall 4"),
        ("Sum up the time you spent in the lab", Scope.TOTAL, Which.ANY, "lab"),
        ("time in the farmyard last time?", Scope.LATEST, Which.LAST, "farmyard"),
    ],
)
def test_a_duration_asked_by_its_noun_or_by_summing(
    question: str, scope: Scope, which: Which, target: str
) -> None:
    reading = read_question(question)
    assert (reading.form, reading.scope, reading.which, reading.target) == (
        Form.DURATION,
        scope,
        which,
        target,
    )


@pytest.mark.parametrize(
    ("question", "intent", "which", "target"),
    [
        # a report's frame, said before the question
        ("State, for the record, where you were at 10:28 UTC.", Intent.LOCATE, Which.ANY, ""),
        ("I'm trying to find out where you were at 09:53.", Intent.LOCATE, Which.ANY, ""),
        ("Where's Dr. Moreau's Office on the map?", Intent.LOCATE, Which.ANY, "dr moreau office"),
        # an event or a sighting said as a noun or with a light verb
        (
            "Shift change: when was your latest entry into the foyer?",
            Intent.EVENT,
            Which.LAST,
            "foyer",
        ),
        (
            "When did you last catch sight of a wet floor sign?",
            Intent.LAST_SEEN,
            Which.LAST,
            "wet floor sign",
        ),
        (
            "When was the orange forklift first logged?",
            Intent.FIRST_SEEN,
            Which.FIRST,
            "orange forklift",
        ),
        # a thing named with a word that can be a verb: "alarm clock", "cash register"
        (
            "When did you last see the red alarm clock?",
            Intent.LAST_SEEN,
            Which.LAST,
            "red alarm clock",
        ),
        ("When did you last see the cash register?", Intent.LAST_SEEN, Which.LAST, "cash register"),
    ],
)
def test_frames_event_nouns_and_light_verbs(
    question: str, intent: Intent, which: Which, target: str
) -> None:
    reading = read_question(question)
    assert (reading.intent, reading.which, reading.target) == (intent, which, target)


@pytest.mark.parametrize(
    "question",
    [
        "The last time you went from the cattle shed to the calf pens, how long did it take"
        " from leaving one to arriving at the other?",
        "Last time we went from the cattle shed to the calf pens, how long was it from leaving"
        " to arriving?",
    ],
)
def test_a_trip_whose_span_is_said_again_after_its_ends(question: str) -> None:
    reading = read_question(question)
    assert (reading.scope, reading.origin, reading.target) == (
        Scope.TRIP,
        "cattle shed",
        "calf pen",
    )


def test_a_clock_time_pointed_back_at_bounds_the_question() -> None:
    pointed = read_question(
        "I lost track of you after 12:34. When did you first get to the barn after that?"
    )
    assert (pointed.target, pointed.bound) == ("barn", ("after", "at 12:34"))
    unpointed = read_question("I lost you at the gate. When did you get to the barn after that?")
    assert (unpointed.target, unpointed.bound) == ("barn", None)


@pytest.mark.parametrize(
    ("question", "form", "target"),
    [
        # a numbered item of a question sheet, its answer's kind in brackets, a note on the
        # form after it, the robot in the third person
        (
            "Item 12 (temporal). Query: When did the agent last see the forklift?",
            Form.TIME,
            "forklift",
        ),
        ("Q007 (binary). Did the robot see a ladder? Answer yes or no.", Form.BINARY, "ladder"),
        ("4. (spatial) Where is the red kettle? Report a location.", Form.POSITION, "red kettle"),
        (
            "Item 9. Provide the duration of the agent's most recent visit to the gym.",
            Form.DURATION,
            "gym",
        ),
        (
            "Report how long the agent's latest stay in the gym lasted, from entry to exit.",
            Form.DURATION,
            "gym",
        ),
        ("3 chairs in the lab?", Form.BINARY, "chair"),  # a count, no item number
        (
            "Item 8 (text). Report the count of ladders recorded by the agent in the barn.",
            Form.TEXT,
            "ladder",
        ),
    ],
)
def test_a_question_sheets_items_are_read_as_their_questions(
    question: str, form: Form, target: str
) -> None:
    reading = read_question(question)
    assert (reading.form, reading.target) == (form, target)


def test_a_passive_asked_keeps_who_saw() -> None:
    asked = read_question("Confirm or deny: was a kettle observed by you after 09:53?")
    assert (asked.intent, asked.target, asked.condition) == (Intent.PRESENCE, "kettle", None)


def test_time_passed_since_an_event_said_as_a_noun_is_how_long_ago() -> None:
    reading = read_question(
        "Report the time that has passed since the agent's earliest entry into the gym."
    )
    assert (reading.intent, reading.which, reading.elapsed, reading.target) == (
        Intent.EVENT,
        Which.FIRST,
        True,
        "gym",
    )


@pytest.mark.parametrize(
    ("question", "intent", "target"),
    [
        # a statement taken from a witness: hedges, signposts and the asker's frames
        (
            "Next, please state, to the best of your recollection, the time at which you last"
            " entered the barn.",
            Intent.EVENT,
            "barn",
        ),
        (
            "For the avoidance of doubt, could you confirm, yes or no, whether you have sighted"
            " a kettle?",
            Intent.PRESENCE,
            "kettle",
        ),
        (
            "Is it your evidence that you saw a ladder? Please answer yes or no.",
            Intent.PRESENCE,
            "ladder",
        ),
        (
            "Moving on. For the record, could you specify the time of your most recent departure"
            " from the yard?",
            Intent.EVENT,
            "yard",
        ),
        ("Have you, at any stage to date, observed a pram?", Intent.PRESENCE, "pram"),
    ],
)
def test_a_statements_hedges_and_signposts_ask_nothing(
    question: str, intent: Intent, target: str
) -> None:
    reading = read_question(question)
    assert (reading.intent, reading.target) == (intent, target)


@pytest.mark.parametrize(
    ("question", "origin", "place"),
    [
        # a trip's two ends said up front, before the question about it
        ("Linen Cupboard to the Day Room: how long, last trip?", "linen cupboard", "day room"),
        (
            "From the Boot Room until the Tack Room, how much time you needed?",
            "boot room",
            "tack room",
        ),
        # ... and after a false start that took "from" with it
        (
            "The last time you went from the Boot Room - no, sorry, the Tack Room to the Yard,"
            " how long did the trip take?",
            "tack room",
            "yard",
        ),
        # a trip to one place: from wherever the robot was before
        ("How long was the run to the garage?", None, "garage"),
    ],
)
def test_a_trip_is_read_by_its_ends_wherever_they_stand(
    question: str, origin: str | None, place: str
) -> None:
    parsed = read_question(question)
    assert (parsed.scope, parsed.origin, parsed.target) == (Scope.TRIP, origin, place)
    # a time limit is no trip's end
    assert read_question("How long were you in the kitchen until noon?").scope is not Scope.TRIP


@pytest.mark.parametrize(
    ("question", "target"),
    [
        # a transcript's code, said digit by digit or in tens after its name, is one number
        ("how long were you in cabin six one three eight the last time", "cabin 6138"),
        ("wear is cabin six erm um six one three eight", "cabin 6138"),  # said again
        ("where is aisle fifty six", "aisle 56"),
        ("where is room four oh two", "room 402"),
        ("how long were you in gate d fifty 3", "gate d 53"),
    ],
)
def test_a_code_said_in_number_words_is_its_digits(question: str, target: str) -> None:
    assert read_question(question).target == target


def test_number_words_that_count_or_tell_the_time_stay_words() -> None:
    # a count, a clock time and a stretch of minutes are no code
    assert read_question("did you see six chairs").target == "six chair"
    at = read_question("where were you at nine fifty five")
    assert at.intent is Intent.LOCATE and at.moment == "at nine fifty five"
    assert read_question("what did you see in the last twenty five minutes").within_s == 1500.0


def test_every_bundled_question_cut_short_is_read_without_an_error() -> None:
    # People stop mid-sentence and speech is cut off: every third question of the bundled
    # form sets, whole and without its last word or two, is read, never raised on
    # ("... present in", "time spent in?" had raised in the telegraphic reader).
    sets = sorted((Path(__file__).parents[3] / "sim_eval" / "questions").glob("*.jsonl"))
    questions = [json.loads(line)["question"] for path in sets for line in path.open()]
    assert len(questions) > 1000
    for question in questions[::3]:
        words = question.split()
        for cut in range(max(1, len(words) - 2), len(words) + 1):
            read_question(" ".join(words[:cut]))
