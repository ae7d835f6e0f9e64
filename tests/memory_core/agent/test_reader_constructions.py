"""Constructions that hide a question's grammar (constructions.py) are read as the plain
question they stand for: the thing as the subject of appearing, a verb of attitude before
seeing, a place that holds the thing, the robot's own travels as no place."""

from __future__ import annotations

import pytest

from memory_core.agent.constructions import plain_constructions
from memory_core.agent.reader import Form, Intent, Which, read_question

LAST = Which.LAST


@pytest.mark.parametrize(
    ("question", "intent", "target", "which"),
    [
        ("When did the trolley last show up on your camera?", Intent.LAST_SEEN, "trolley", LAST),
        ("when did a heron first come into view", Intent.FIRST_SEEN, "heron", Which.FIRST),
        ("Did a delivery van turn up at any point?", Intent.PRESENCE, "delivery van", Which.ANY),
        ("did a fox pop up in your view", Intent.PRESENCE, "fox", Which.ANY),
        ("Has a courier appeared on the camera feed?", Intent.PRESENCE, "courier", Which.ANY),
        ("When was the kettle last in sight?", Intent.LAST_SEEN, "kettle", Which.LAST),
        ("Did you happen to spot a ladder?", Intent.PRESENCE, "ladder", Which.ANY),
        ("did you manage to notice the kettle anywhere", Intent.PRESENCE, "kettle", Which.ANY),
        ("Did you get a chance to see the new sofa?", Intent.PRESENCE, "new sofa", Which.ANY),
        # what the robot logged or recorded of a thing is a sighting of it; "from my spot"
        # is from where the asker is
        ("Where did you last log the ladder?", Intent.LOCATE, "ladder", Which.LAST),
        ("Have you recorded a heron today?", Intent.PRESENCE, "heron", Which.ANY),
        (
            "I need a ladder fast. Where's the closest one you've logged from my spot?",
            Intent.LOCATE,
            "ladder",
            Which.ANY,
        ),
    ],
)
def test_the_thing_that_appeared_is_the_thing_seen(
    question: str, intent: Intent, target: str, which: Which
) -> None:
    parsed = read_question(question)
    assert (parsed.intent, parsed.target, parsed.which) == (intent, target, which)


@pytest.mark.parametrize(
    "question",
    [
        "Did you see a scooter somewhere along your route?",
        "Was there a fire blanket anywhere we went?",
        "is there a vending machine anywhere you have been",
        "did a goat appear in your camera",
        "Did you spot a wheelie bin on your rounds?",
    ],
)
def test_the_robots_own_travels_and_camera_are_no_place(question: str) -> None:
    parsed = read_question(question)
    assert parsed.intent is Intent.PRESENCE and parsed.anchor is None, parsed


@pytest.mark.parametrize(
    ("question", "target", "which"),
    [
        ("Where ought I to look for my umbrella?", "umbrella", Which.ANY),
        ("where should we search for a spare chair", "spare chair", Which.ANY),
        ("What is the location of the nearest sink?", "sink", Which.ANY),
        ("Where does the printer normally go?", "printer", Which.ANY),
        ("What was the last place you saw the mop?", "mop", Which.LAST),
        ("Where did you most recently spot the cat?", "cat", Which.LAST),
        ("where was the goat the last time you saw it", "goat", Which.LAST),
        ("Where should I look for the bin, going by your last sighting?", "bin", Which.LAST),
        ("where did you see the pram last", "pram", Which.LAST),
        ("Where did you see the raised bed the last time?", "raised bed", Which.LAST),
        # a learner's English: no inversion, no article, "the place you see", "most near"
        ("Where you have seen a railing the last time?", "railing", Which.LAST),
        ("Where is the place you see a tea trolley for first time?", "tea trolley", Which.FIRST),
        ("Where is walking stick most near to me?", "walking stick", Which.ANY),
        ("Which hoist is most close to you now, where it is?", "hoist", Which.ANY),
    ],
)
def test_looking_for_a_thing_asks_where_it_is_and_its_last_sighting_when_said(
    question: str, target: str, which: Which
) -> None:
    parsed = read_question(question)
    assert parsed.form is Form.POSITION
    assert (parsed.intent, parsed.target, parsed.which) == (Intent.LOCATE, target, which)


@pytest.mark.parametrize(
    ("question", "target", "place", "which"),
    [
        ("Did the staff room have a microwave in it?", "microwave", "staff room", Which.ANY),
        ("Does the lobby have a water cooler?", "water cooler", "lobby", Which.ANY),
        ("Was a fire alarm visible in the corridor?", "fire alarm", "corridor", Which.ANY),
        ("Was a cat around in the garden?", "cat", "garden", Which.ANY),
        ("Reckon the trolley's still by the lifts?", "trolley", "lift", Which.LAST),
        ("Think the bike is still in the yard?", "bike", "yard", Which.LAST),
        ("If we go into the kitchen, will the toaster still be there?", "toaster", "kitchen", LAST),
        ("Has the pram stayed in the hall?", "pram", "hall", Which.LAST),
        ("Is the ladder still to be found in the shed?", "ladder", "shed", Which.LAST),
    ],
)
def test_a_place_holding_a_thing_and_a_thing_still_there_are_yes_no_about_that_place(
    question: str, target: str, place: str, which: Which
) -> None:
    parsed = read_question(question)
    assert parsed.form is Form.BINARY
    assert (parsed.target, parsed.anchor, parsed.which) == (target, place, which)


def test_a_thing_that_has_something_is_no_place() -> None:
    parsed = read_question("Did the red car have a roof box?")
    assert parsed.anchor != "red car"


@pytest.mark.parametrize(
    ("question", "place"),
    [
        ("At what time did you depart from the lobby?", "lobby"),
        ("When did you get out of the laundry?", "laundry"),
        ("when did we move out of the garage", "garage"),
        ("When were you done in the kitchen and left?", "kitchen"),
        # popping out is going out of the building
        ("when did you first pop outside today?", "building"),
        ("What time did we step outside?", "building"),
    ],
)
def test_verbs_of_leaving_are_leaving(question: str, place: str) -> None:
    parsed = read_question(question)
    assert (parsed.intent, parsed.event, parsed.target) == (Intent.EVENT, "leave", place)


@pytest.mark.parametrize(
    "question",
    [
        "When did you board the lift?",
        "when did you use the moving staircase",
        "When did we hop on the escalator?",
    ],
)
def test_using_a_lift_or_stairs_is_a_ride_between_floors(question: str) -> None:
    parsed = read_question(question)
    assert parsed.intent is Intent.EVENT and parsed.event == "floor", parsed


@pytest.mark.parametrize(
    ("question", "target"),
    [
        ("What was the length of our stay in the lounge?", "lounge"),
        ("what is the total time you spent in the workshop", "workshop"),
        ("What's your time outside, all in all?", "outside"),
        ("How quick was it from the gate to the barn?", "barn"),
        ("How long were you pottering about the greenhouse?", "greenhouse"),
        ("how long did we hang around in the foyer", "foyer"),
        ("How long were you indoors, adding it all up?", "inside the building"),
        ("How much time did you spend under a roof?", "inside the building"),
    ],
)
def test_a_length_of_time_however_said_is_a_duration(question: str, target: str) -> None:
    parsed = read_question(question)
    assert (parsed.form, parsed.target) == (Form.DURATION, target), parsed


@pytest.mark.parametrize(
    "question",
    [
        "How many minutes back did we pass the fountain?",
        "It's been a while since we saw the pram, hasn't it? How long?",
    ],
)
def test_how_long_back_and_a_while_since_ask_for_the_time_since(question: str) -> None:
    parsed = read_question(question)
    assert parsed.elapsed and parsed.intent is Intent.LAST_SEEN, parsed


@pytest.mark.parametrize(
    ("question", "form"),
    [
        ("ok robbie take me to the parcel lockers", Form.POSITION),
        ("hey dot, how many minutes did you wait at the lights", Form.DURATION),
        ("At which point in time was the kettle last observed?", Form.TIME),
        ("At what timestamp did the robot leave the lab?", Form.TIME),
        ("Confirm the position of the spare oxygen cylinder.", Form.POSITION),
        ("Please confirm the time you left the pharmacy.", Form.TIME),
        ("Time of your last visit to the plant room, please.", Form.TIME),
        ("Confirm total time spent in the loading bay.", Form.DURATION),
        ("Time spent on level 2?", Form.DURATION),
        ("Fire door open?", Form.BINARY),
        ("Trolley still at the nurses' station?", Form.BINARY),
        ("Spot a blue van out back?", Form.BINARY),
        ("You use the service lift today?", Form.BINARY),
        ("Cross the car park at all, yes or no", Form.BINARY),
        ("Notice on the gate, what's it say?", Form.TEXT),
    ],
)
def test_checklists_commands_and_clipped_questions_are_read_in_their_form(
    question: str, form: Form
) -> None:
    assert read_question(question).form is form


@pytest.mark.parametrize(
    "question",
    ["For how long was the side gate open?", "During how long the shutter stayed open?"],
)
def test_a_state_said_inside_a_clause_stays_that_clauses(question: str) -> None:
    assert read_question(question).form is Form.DURATION


@pytest.mark.parametrize(
    ("question", "target", "anchor", "which"),
    [
        ("Where did you last spot the woman in a green coat?", "woman in green coat", None, LAST),
        ("Is the guard in uniform still by the gate?", "guard in uniform", "gate", LAST),
        ("where is the man in the kitchen", "man", "kitchen", Which.ANY),
        ("There was people in bus stop?", "people", "bus stop", Which.ANY),  # no article
        ("Where is the forklift now, as far as you know?", "forklift", None, LAST),
        ("where is the nearest bin now", "bin", None, Which.ANY),
    ],
)
def test_what_a_person_wears_is_no_place_and_now_asks_where_it_was_seen_last(
    question: str, target: str, anchor: str | None, which: Which
) -> None:
    parsed = read_question(question)
    assert (parsed.target, parsed.anchor, parsed.which) == (target, anchor, which)


def test_a_real_word_is_not_repaired_into_a_memory_word_two_edits_away() -> None:
    # "gander" is a goose, not a typo for "garden"; "overalls" is no "overall" (in total)
    assert read_question("where is the grey gander", {"garden"}).target == "grey gander"
    assert read_question("where is the man in overalls").target == "man in overalls"
    assert read_question("where is the hydrnat", {"hydrant"}).target == "hydrant"
    # "charger" is "charge" + "r", though the vocabulary holds only the stem: no "changer"
    assert read_question("which battery charger is closest", {"changer"}).target == (
        "battery charger"
    )


@pytest.mark.parametrize(
    ("question", "form", "target"),
    [
        # a request to be told whether: the yes/no question inside it
        ("Please let me know whether the loading ramp was blocked.", Form.BINARY, "loading ramp"),
        ("Could you tell me if you saw a blue kayak?", Form.BINARY, "blue kayak"),
        (
            "Go through your records and confirm whether there were pallets in the yard.",
            Form.BINARY,
            "pallet",
        ),
        ("Indicate if the shed had a padlock on it.", Form.BINARY, "shed padlock"),
        # a statement with a tag
        ("the gate was shut, wasn't it?", Form.BINARY, "gate"),
        ("someone left a ladder in the hall, right?", Form.BINARY, "ladder"),
        # the time at which something happened, asked as a report
        ("Please note the time at which the van was unloaded.", Form.TIME, "van"),
        ("Give me the time of the latest sighting of the postman.", Form.TIME, "postman"),
        # the words or the kind of a thing, asked as a report
        ("State the text printed on the crate.", Form.TEXT, None),
        ("Identify the breed of dog seen in the garden.", Form.TEXT, None),
    ],
)
def test_requests_to_be_told_ask_the_question_they_embed(
    question: str, form: Form, target: str | None
) -> None:
    parsed = read_question(question)
    assert parsed.form is form, parsed
    if target is not None:
        assert parsed.target.startswith(target), parsed


def test_a_negated_statement_with_a_tag_is_read_as_it_is() -> None:
    parsed = read_question("you didn't see my wallet anywhere, did you?")
    assert (parsed.form, parsed.target) == (Form.BINARY, "wallet")


@pytest.mark.parametrize(
    ("question", "form", "intent", "target"),
    [
        # a checklist's headings, the robot as "unit", verbless checks
        (
            "Status check: the loading door closed? Yes or no.",
            Form.BINARY,
            Intent.PRESENCE,
            "loading door",
        ),
        ("Confirm: ladder observed?", Form.BINARY, Intent.PRESENCE, "ladder"),
        (
            "Boiler room: mop bucket present? Affirmative or negative.",
            Form.BINARY,
            Intent.PRESENCE,
            "mop bucket",
        ),
        ("Unit entered the plant room? Yes or no.", Form.BINARY, Intent.PRESENCE, "plant room"),
        ("Time unit exited the canteen?", Form.TIME, Intent.EVENT, "canteen"),
        ("Time unit moved outside?", Form.TIME, Intent.EVENT, "building"),
        ("Timestamp of last visual on a forklift?", Form.TIME, Intent.LAST_SEEN, "forklift"),
        ("Location of first contact with a courier?", Form.POSITION, Intent.LOCATE, "courier"),
        ("Time of lift transit ground floor to first floor?", Form.TIME, Intent.EVENT, "lift"),
        ("Time on station in the plant room?", Form.DURATION, Intent.DURATION, "plant room"),
        ("Text on the notice at the gatehouse?", Form.TEXT, Intent.DESCRIBE, "notice"),
        ("The canteen: which floor?", Form.POSITION, Intent.LOCATE, "canteen"),
        ("Floor of the forklift?", Form.POSITION, Intent.LOCATE, "forklift"),
        # whom the question is asked of, why it is asked
        ("Which floor would the canteen be on, love?", Form.POSITION, Intent.LOCATE, "canteen"),
        (
            "What colour was that scarf, dear? I need to know if it's mine.",
            Form.TEXT,
            Intent.DESCRIBE,
            "scarf",
        ),
        (
            "Could you read me what the poster by the lifts said? My eyes are bad.",
            Form.TEXT,
            Intent.DESCRIBE,
            "poster",
        ),
        (
            "That room with the piano in it, what was it called again?",
            Form.POSITION,
            Intent.LOCATE,
            "piano",
        ),
        ("Name of the gallery with the totem pole?", Form.POSITION, Intent.LOCATE, "totem pole"),
        (
            "When was it you last saw a kettle, dear? Was it long ago?",
            Form.TIME,
            Intent.LAST_SEEN,
            "kettle",
        ),
        ("Did we pop into the laundry at all, love?", Form.BINARY, Intent.PRESENCE, "laundry"),
        (
            "Where was it you first came upon a heron, do you remember?",
            Form.POSITION,
            Intent.LOCATE,
            "heron",
        ),
        (
            "I've gone and mislaid my scarf again. Did you happen to see it, dear?",
            Form.BINARY,
            Intent.PRESENCE,
            "scarf",
        ),
        (
            "I think I left my gloves somewhere. Any idea where they might be?",
            Form.POSITION,
            Intent.LOCATE,
            "glove",
        ),
        ("Where in the boiler room did you see the mop?", Form.POSITION, Intent.LOCATE, "mop"),
        ("Can you read me the whiteboard in room 1.05?", Form.TEXT, Intent.DESCRIBE, "whiteboard"),
        # a trailing request for the answer, an apology, an aside between commas
        ("Where was the forklift - can you tell me?", Form.POSITION, Intent.LOCATE, "forklift"),
        (
            "When did you last see the vet? Sorry if that's an odd one.",
            Form.TIME,
            Intent.LAST_SEEN,
            "vet",
        ),
        ("When, if ever, did you last see the cleaner?", Form.TIME, Intent.LAST_SEEN, "cleaner"),
        (
            "Would you state the time at which you left the canteen?",
            Form.TIME,
            Intent.EVENT,
            "canteen",
        ),
        (
            "Kindly identify the room in which the toolbox was last seen.",
            Form.POSITION,
            Intent.LOCATE,
            "toolbox",
        ),
        (
            "Cumulatively, how long were you in the canteen?",
            Form.DURATION,
            Intent.DURATION,
            "canteen",
        ),
        # words said to someone else between dashes: the question goes on, or starts again
        (
            "When did you first — Sam, not now — first see the ladder?",
            Form.TIME,
            Intent.FIRST_SEEN,
            "ladder",
        ),
        (
            "Is the kettle — put that down! — is the kettle in the kitchen?",
            Form.BINARY,
            Intent.PRESENCE,
            "kettle",
        ),
        (
            "The last time you saw the gate — Oscar, wait — was it open?",
            Form.BINARY,
            Intent.PRESENCE,
            "gate",
        ),
        # "state the number of X": how many
        (
            "State the number of queue barriers you observed in the Box Office.",
            Form.TEXT,
            Intent.PRESENCE,
            "queue barrier",
        ),
        # a verb and a particle made one noun: no preposition ("check-in desk")
        ("Where is the nearest check-in desk?", Form.POSITION, Intent.LOCATE, "check-in desk"),
        (
            "Is there a walk-in freezer in the kitchen?",
            Form.BINARY,
            Intent.PRESENCE,
            "walk-in freezer",
        ),
        # a number after a numbered place is its number, not texting's "2" for "to"
        (
            "How long did you stay in Platform 2 the first time?",
            Form.DURATION,
            Intent.DURATION,
            "platform 2",
        ),
        # a room code keeps its hyphen
        ("When did you last leave room L2-14?", Form.TIME, Intent.EVENT, "room l2-14"),
        ("How long were you in office G-03?", Form.DURATION, Intent.DURATION, "office g-03"),
        # a note-taker's abbreviation ends no sentence
        ("Which rm. has the spare mop?", Form.POSITION, Intent.LOCATE, "spare mop"),
        ("Which part of the depot am I in - can you say?", Form.TEXT, Intent.LOCATE, "depot"),
    ],
)
def test_checklists_radio_and_asides_are_read_for_the_question(
    question: str, form: Form, intent: Intent, target: str
) -> None:
    parsed = read_question(question)
    assert (parsed.form, parsed.intent, parsed.target) == (form, intent, target), parsed


@pytest.mark.parametrize(
    ("question", "intent", "target", "anchor", "which"),
    [
        # a moment said backwards; a time early in the trip is the first one
        ("Think back 7 minutes. Which room or area were you in then?", Intent.LOCATE, "", None,
         Which.ANY),
        ("How early in your trip did you spot a gate screen?", Intent.FIRST_SEEN, "gate screen",
         None, Which.FIRST),
        ("How early did you first see a pay station? What time?", Intent.FIRST_SEEN,
         "pay station", None, Which.FIRST),
        # a place that had a thing in it; a duck in it is a duck, not ducking in
        ("I need to know if the kerbside had a bollard in it.", Intent.PRESENCE, "bollard",
         "kerbside", Which.ANY),
        ("Did the millpond have a duck in it?", Intent.PRESENCE, "duck", "millpond", Which.ANY),
    ],
)  # fmt: skip
def test_moments_said_backwards_and_places_that_had_things(
    question: str, intent: Intent, target: str, anchor: str | None, which: Which
) -> None:
    parsed = read_question(question)
    assert (parsed.intent, parsed.target, parsed.anchor, parsed.which) == (
        intent,
        target,
        anchor,
        which,
    )


def test_a_state_after_its_subject_is_asked_even_with_a_time_after_it() -> None:
    parsed = read_question("Was the door of the Palm House open the last time you saw it?")
    assert (parsed.condition, parsed.target) == ("open", "door of palm house")
    assert read_question("is the open door in the hall").condition is None  # a door described


def test_a_participle_after_a_thing_is_a_state_even_one_no_table_holds() -> None:
    parsed = read_question("was the delivery lorry parked when you last saw it?")
    assert (parsed.condition, parsed.target, parsed.which) == (
        "parked",
        "delivery lorry",
        Which.LAST,
    )
    assert read_question("is the robot vacuum charging").condition == "charging"
    # the robot's own doing, a thing described, or a colour painted on, are no states
    assert read_question("were you walking when you saw the dog").condition is None
    assert read_question("did you see a parked car").condition is None
    assert read_question("was the fire hydrant painted red").condition is None


def test_before_a_span_of_time_is_that_long_ago_unless_it_ends_a_clause() -> None:
    assert read_question("Before 10 minutes, where you were?").moment == "10 minutes ago"
    assert read_question("Did you see it before 10 minutes had passed?").moment is None


@pytest.mark.parametrize(
    ("fronted", "plain"),
    [
        (
            "On the top floor, where did you last see a kettle?",
            "where did you last see a kettle on the top floor?",
        ),
        (
            "In the shed, when did you last see the mower?",
            "when did you last see the mower in the shed?",
        ),
        (
            "I wonder where on level 3 you saw a fire blanket.",
            "where did you see a fire blanket on level 3?",
        ),
        (
            "where in the barn you last saw the hay bale",
            "where did you last see the hay bale in the barn",
        ),
    ],
)
def test_a_place_said_first_bounds_the_question_as_if_said_last(fronted: str, plain: str) -> None:
    parsed, meant = read_question(fronted), read_question(plain)
    assert meant.anchor and meant.target
    assert (parsed.intent, parsed.target, parsed.anchor, parsed.which) == (
        meant.intent,
        meant.target,
        meant.anchor,
        meant.which,
    )


def test_a_time_said_first_is_no_place() -> None:
    parsed = read_question("During the patrol, when did you first see a traffic cone?")
    assert (parsed.target, parsed.anchor) == ("traffic cone", None)


@pytest.mark.parametrize(
    ("fronted", "plain"),
    [
        (
            "Last time you saw the back door of the garage, was it open?",
            "Was the back door of the garage open the last time you saw it?",
        ),
        (
            "the first time we saw the kiosk, was it shut",
            "was the kiosk shut the first time you saw it",
        ),
        (
            "The last time you saw the lockers, were they locked?",
            "were the lockers locked the last time you saw them?",
        ),
    ],
)
def test_a_fronted_last_time_clause_leaves_the_yes_no_question_after_it(
    fronted: str, plain: str
) -> None:
    parsed, meant = read_question(fronted), read_question(plain)
    assert parsed.form is Form.BINARY and parsed.condition
    assert (parsed.target, parsed.condition, parsed.which) == (
        meant.target,
        meant.condition,
        meant.which,
    )


@pytest.mark.parametrize(
    ("question", "target", "anchor", "condition"),
    [
        # a state asked in statement order, a time after it
        ("Red kettle was boiling when you see it the last time?", "red kettle", None, "boiling"),
        ("the side gate was locked last time?", "side gate", None, "locked"),
        # a place first, then what was seen there
        ("On the second floor you saw a ladder?", "ladder", "second floor", None),
        ("In the garage we spotted a bicycle?", "bicycle", "garage", None),
    ],
)
def test_a_learners_yes_no_question_in_statement_order_is_read_as_asked(
    question: str, target: str, anchor: str | None, condition: str | None
) -> None:
    parsed = read_question(question)
    assert parsed.form is Form.BINARY
    assert (parsed.target, parsed.anchor, parsed.condition) == (target, anchor, condition)


@pytest.mark.parametrize(
    ("request_", "meant"),
    [
        ("first exit to outdoors: time", "when did you first go outside?"),
        ("last return indoors - time?", "when did you last come back inside?"),
        (
            "ladder sighted after last lift exit? y/n",
            "since you last got out of the lift, have you seen a ladder?",
        ),
    ],
)
def test_an_operators_event_said_as_a_noun_is_the_event(request_: str, meant: str) -> None:
    said, plain = read_question(request_), read_question(meant)
    assert (said.intent, said.target, said.event, said.which, said.form) == (
        plain.intent,
        plain.target,
        plain.event,
        plain.which,
        plain.form,
    )
    assert (said.after is None) == (plain.after is None)
    if said.after is not None and plain.after is not None:
        assert (said.after.event, said.after.target) == (plain.after.event, plain.after.target)


def test_speech_s_into_and_a_robot_called_by_name_are_read_as_meant() -> None:
    went = read_question("when did you go in two the server room")
    assert (went.event, went.target) == ("enter", "server room"), went
    bay = read_question("when did you last go in two bay c")
    assert (bay.event, bay.target) == ("enter", "bay c"), bay
    assert read_question("where's the ladder mister robot").target == "ladder"
    assert read_question("where is the cleaning robot").target == "cleaning robot"
    # a radio's "last contact" is the last sighting; "current room" is the asker's
    since = read_question("White buggy: how long since last contact?")
    assert (since.target, since.which, since.elapsed) == ("white buggy", Which.LAST, True)


def test_going_out_and_coming_back_from_outside_are_the_robot_s_own_events() -> None:
    wondered = read_question("I wonder if you went outside at all today")
    assert (wondered.intent, wondered.event, wondered.form) == (Intent.EVENT, "leave", Form.BINARY)
    back = read_question("what time did you get back from outside")
    assert (back.intent, back.event, back.target) == (Intent.EVENT, "enter", "building"), back
    # a thing seen outside is a thing seen there
    engine = read_question("was there a fire engine outside")
    assert engine.intent is Intent.PRESENCE and engine.target == "fire engine", engine


def test_a_request_to_confirm_the_room_asks_its_name() -> None:
    asked = read_question("WO-1439: confirm the room you're in right now.")
    assert (asked.form, asked.asks_room, asked.target) == (Form.TEXT, True, ""), asked


def test_the_asker_s_need_after_a_statement_is_the_thing_a_pronoun_points_back_to() -> None:
    said = "I'm partially sighted and I need to get to the Calf Pens. Where is it?"
    assert read_question(said).target == "calf pen"
    fix = read_question("Robot, base. Need a fix on the Main Yard, where is it? Over.")
    assert (fix.form, fix.target) == (Form.POSITION, "main yard"), fix


def test_texting_s_in2_is_into() -> None:
    went = read_question("what time did u go in2 Hall 5 last ty")
    assert (went.event, went.target, went.which) == ("enter", "hall 5", Which.LAST), went


@pytest.mark.parametrize(
    ("question", "target"),
    [
        ("I was wondering if you had seen a ladder today", "ladder"),
        ("I was wondering whether you had been to the roof", "roof"),
        ("I was wondering if you ever went upstairs", "upstair"),
        ("I was wondering whether you were on the second floor at any point", "second floor"),
    ],
)
def test_an_embedded_yes_no_question_keeps_its_own_reading(question: str, target: str) -> None:
    # (the statement after "if" is read only when the question read as a sighting of
    # nothing: "I wonder if you went outside today")
    parsed = read_question(question)
    assert (parsed.form, parsed.target, parsed.cue) == (Form.BINARY, target, True), parsed


@pytest.mark.parametrize(
    ("asked", "which"),
    [
        ("Where was a kettle on the top floor? The last one you saw!", Which.LAST),
        ("where is the step ladder. the first one, I mean.", Which.FIRST),
        ("Where is the grey forklift when you see it first time?", Which.FIRST),
        ("where the forklift is when you see it last time", Which.LAST),
        ("Where is the step ladder?", Which.ANY),
    ],
)
def test_which_sighting_a_where_question_means_may_be_said_apart(asked: str, which: Which) -> None:
    parsed = read_question(asked)
    assert parsed.intent is Intent.LOCATE and parsed.which is which


def test_a_place_named_before_a_request_holds_its_thing() -> None:
    reading = read_question("South Mezzanine: time of last snack machine contact?")
    assert (reading.intent, reading.target, reading.anchor) == (
        Intent.LAST_SEEN,
        "snack machine",
        "south mezzanine",
    )
    left = read_question("post-Marshalling Yard, any printer?").after
    assert left is not None and (left.event, left.target) == ("leave", "marshalling yard")
    # a stay said with "your" is the stay compared, not a tail: nothing rewritten
    compared = "Was your last stint in the Tool Crib longer than your last stint in the Paint Shop?"
    assert "the last time" not in plain_constructions(compared)


def test_minutes_since_a_sighting_asks_how_long_ago() -> None:
    assert read_question("minutes since last eyes-on on coffee machine?").elapsed
    # a tag is a word of its own: "you saw the piano, no?" still asks yes or no
    tagged = read_question("you saw the piano, no?")
    assert (tagged.form, tagged.target) == (Form.BINARY, "piano")


@pytest.mark.parametrize(
    "question",
    [
        "Where did you last stop and wait for a good minute or more?",
        "The last time you stood still for more than a minute, just roughly is fine, where was "
        "that?",
        "I hope this isn't a silly question. The last time you stood still for more than a "
        "minute \u2014 and I know that's an odd thing to ask \u2014 where was that?",
        "Where was your last hold over a minute?",
    ],
)
def test_the_last_long_stop_however_it_is_asked(question: str) -> None:
    reading = read_question(question)
    assert (reading.still, reading.long, reading.which, reading.target) == (True, True, LAST, "")


def test_a_repair_stays_inside_its_clause() -> None:
    # "I mean" in a question after a preamble with articles of its own replaces only the
    # place before it; said last, after a comma, it replaces nothing
    reading = read_question(
        "I hope this isn't a silly question, and I know I tend to go on a bit. "
        "Which floor is Customs Hall, I mean the Airside Ops Room on?"
    )
    assert (reading.target, reading.asks_floor) == ("airside ops room", True)
    assert read_question("Where is the kettle, I mean?").target == "kettle"


def test_a_false_start_before_a_new_question_is_no_repair_of_a_phrase() -> None:
    # "no, wait" before a question word starts the question again: the words before it
    # are dropped whole, not spliced into the new one
    reading = read_question("Where was the - no, wait, how long were you in the boot room?")
    assert (reading.intent, reading.target) == (Intent.DURATION, "boot room")
    seen = read_question(
        "So when you were in the, um, - no, wait, did you see a kettle in the hall?"
    )
    assert (seen.intent, seen.target, seen.anchor) == (Intent.PRESENCE, "kettle", "hall")


@pytest.mark.parametrize(
    ("question", "intent", "target", "which", "form"),
    [
        # crew jargon for a sighting: "eyes-on", "last spot on", "minutes since"
        ("time of last eyes-on on piano?", Intent.LAST_SEEN, "piano", LAST, Form.TIME),
        ("wheelchair first eyes-on when?", Intent.FIRST_SEEN, "wheelchair", Which.FIRST, Form.TIME),
        ("Lifeboat 6 last eyes-on where?", Intent.LOCATE, "lifeboat 6", LAST, Form.POSITION),
        (
            "minutes since last spot on weather station?",
            Intent.LAST_SEEN,
            "weather station",
            LAST,
            Form.TIME,
        ),
        # a thing whose name ends in a tag's word ("no", "eh") keeps it: no "pia"
        ("last sighting of the piano?", Intent.LAST_SEEN, "piano", LAST, Form.TIME),
        # "dwell on first floor, last stint?": how long the robot was there that time
        (
            "req: dwell on first floor, last stint? ta",
            Intent.DURATION,
            "first floor",
            LAST,
            Form.DURATION,
        ),
        ("dwell in the lab, last stint?", Intent.DURATION, "lab", LAST, Form.DURATION),
        # a request's slots in a report's order: topic first, then what is wanted
        (
            "Black folding bicycle: first obs, where?",
            Intent.LOCATE,
            "black folding bicycle",
            Which.FIRST,
            Form.POSITION,
        ),
        ("Bed 15: time in view, last contact?", Intent.DURATION, "bed 15", LAST, Form.DURATION),
        ("Lifeboat 6: time of last contact?", Intent.LAST_SEEN, "lifeboat 6", LAST, Form.TIME),
        (
            "last fix on blue office chair, position?",
            Intent.LOCATE,
            "blue office chair",
            LAST,
            Form.POSITION,
        ),
        (
            "position of first spot on field gate?",
            Intent.LOCATE,
            "field gate",
            Which.FIRST,
            Form.POSITION,
        ),
        (
            "query - last arrival on lower ground floor - time? pls",
            Intent.EVENT,
            "lower ground floor",
            LAST,
            Form.TIME,
        ),
        # a stay: "what was your longest ... stay", "time aboard, all visits"
        (
            "what was your longest uh single stay in the perimeter road",
            Intent.DURATION,
            "perimeter road",
            Which.LONGEST,
            Form.DURATION,
        ),
        (
            "What's the longest you ever stayed in the Gallery Corridor, one time?",
            Intent.DURATION,
            "gallery corridor",
            Which.LONGEST,
            Form.DURATION,
        ),
        (
            "lido pool time aboard, all visits?",
            Intent.DURATION,
            "lido pool",
            Which.ANY,
            Form.DURATION,
        ),
        # a yes/no tag makes the answer yes or no, whatever the words before it
        ("show poster spotted? y/n", Intent.PRESENCE, "poster", Which.ANY, Form.BINARY),
        ("post-Marshalling Yard, any printer?", Intent.PRESENCE, "printer", Which.ANY, Form.BINARY),
        # a learner's "to" before a side, a clock time's "o'clock"
        (
            "Please, when you came back to inside the last time?",
            Intent.EVENT,
            "building",
            LAST,
            Form.TIME,
        ),
        ("Where you were at 11:29 o'clock?", Intent.LOCATE, "", Which.ANY, Form.POSITION),
        # a transcript's fronted sighting with no comma before the question
        (
            "last time you saw the grey field gate was it closed",
            Intent.PRESENCE,
            "grey field gate",
            LAST,
            Form.BINARY,
        ),
        # a repair with no article: "in cabin ... no sorry the ...", "X, I mean Y"
        (
            "how long were you in cabin six one uh three one no sorry the picture gallery the "
            "last time",
            Intent.DURATION,
            "picture gallery",
            LAST,
            Form.DURATION,
        ),
        (
            "Did you go to Bay 3, I mean Clinic Room 2.30?",
            Intent.PRESENCE,
            "clinic room 2.30",
            Which.ANY,
            Form.BINARY,
        ),
    ],
)
def test_crews_reports_learners_and_transcripts(
    question: str, intent: Intent, target: str, which: Which, form: Form
) -> None:
    reading = read_question(question)
    assert (reading.intent, reading.target, reading.which, reading.form) == (
        intent,
        target,
        which,
        form,
    )
