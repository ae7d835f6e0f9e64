"""Questions about the order of visits: how many times the robot went into a place, where
it was just before or went just after, whether a thing was still there at its latest
visit. Real MiniLM and Milvus Lite."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from memory_core.agent import Agent, Question
from memory_core.agent.visits import Asked, adjacent_stay, read_visit_question
from memory_core.place_names import place_named
from memory_core.place_track import PlaceTrack
from tests.conftest import T0
from tests.memory_core.agent.conftest import agent_of, clock_at, stay_frames

# hallway -> kitchen (a kettle) -> hallway -> office -> hallway -> kitchen (no kettle)
# -> garage
FRAMES = [
    *stay_frames(0, 0.0, "I am in a hallway with doors.", ["door"]),
    *stay_frames(20, 20.0, "The image shows a kitchen with a kettle.", ["kettle", "stove", "mop"]),
    *stay_frames(40, 0.0, "I am in a hallway with doors.", ["door"]),
    *stay_frames(60, 40.0, "The image shows an office with a desk and a broom.", ["desk"]),
    *stay_frames(80, 0.0, "I am in a hallway with doors.", ["door"]),
    *stay_frames(100, 20.0, "The image shows a kitchen. A blue mop leans by the door.", ["stove"]),
    *stay_frames(120, 60.0, "The image shows a garage.", ["car"]),
]
NOW = T0 + 132


@pytest.fixture(scope="module")
def agent(tmp_path_factory, embedder) -> Iterator[Agent]:
    with agent_of(tmp_path_factory.mktemp("visits"), embedder, FRAMES) as agent:
        yield agent


def ask(agent: Agent, text: str):
    return agent.ask(Question(text, now=NOW))


@pytest.mark.parametrize(
    ("question", "asked", "place"),
    [
        ("How many times did you go into the kitchen?", Asked.COUNT, "kitchen"),
        ("How often have you been into the Reception Lobby?", Asked.COUNT, "reception lobby"),
        (
            "How many times, may I ask, did you enter Room 104? Much obliged.",
            Asked.COUNT,
            "room 104",
        ),
        ("Where were you just before you went into B2?", Asked.BEFORE, "b2"),
        ("where were you just before you last got into the lift", Asked.BEFORE, "lift"),
        ("Where did you go after you first left the cellar?", Asked.AFTER, "cellar"),
        ("What was the last room you were in before the Car Park?", Asked.BEFORE, "car park"),
        ("Where did you go after you left the lobby?", Asked.AFTER, "lobby"),
        (
            "After leaving the Pool Hall the last time, where did you head?",
            Asked.AFTER,
            "pool hall",
        ),
        (
            "On your last pass through the bar, was the umbrella still there?",
            Asked.STILL_THERE,
            "bar",
        ),
        (
            "Was the curtain still in Room 104 when you were last there?",
            Asked.STILL_THERE,
            "room 104",
        ),
        # in statement order with a tag, as learners and quizzes put it; a terse register's
        (
            "Last time you are in the Laundry Room 2, the red basket is still there, yes or no?",
            Asked.STILL_THERE,
            "laundry room 2",
        ),
        (
            "True or false: on your most recent visit to the bar, the umbrella was still there.",
            Asked.STILL_THERE,
            "bar",
        ),
        ("Bar, last pass: the umbrella still there? Yes/no.", Asked.STILL_THERE, "bar"),
        (
            "Sorry to ask, but the last time you were in the Café Rouge, was the till still there?",
            Asked.STILL_THERE,
            "café rouge",
        ),
        # the time clause first, a second language's word order, a report's nouns
        ("Before you entered pantry last time, in which room you were?", Asked.BEFORE, "pantry"),
        ("Before going into the boiler room, where were you?", Asked.BEFORE, "boiler room"),
        ("In which room you were before you entered cellar?", Asked.BEFORE, "cellar"),
        (
            "State the location the robot occupied immediately before its latest entry into"
            " the gift shop.",
            Asked.BEFORE,
            "gift shop",
        ),
        (
            "Report the room the robot was in just before its most recent entry into Ward 3.",
            Asked.BEFORE,
            "ward 3",
        ),
        # visits counted apart, a count asked as a noun; leaving said as a noun or a
        # participle
        ("How many distinct times did you visit the sauna?", Asked.COUNT, "sauna"),
        ("What is the number of visits you made to the sauna?", Asked.COUNT, "sauna"),
        ("how many times were you in the tack room", Asked.COUNT, "tack room"),
        ("After your last exit from the sauna, which room came next?", Asked.AFTER, "sauna"),
        ("Having exited the sauna, where did you head?", Asked.AFTER, "sauna"),
        ("Once we left the sauna, what room did we go to?", Asked.AFTER, "sauna"),
        ("Tell me which room you went into once you had left the sauna.", Asked.AFTER, "sauna"),
        # another visit asked for
        ("Did you go back into the grain store a second time? Over.", Asked.AGAIN, "grain store"),
        ("did u go back to Room 312 after teh first time", Asked.AGAIN, "room 312"),
        ("Have you returned to the sauna?", Asked.AGAIN, "sauna"),
        ("Did we visit the pool again?", Asked.AGAIN, "pool"),
        ("State whether the robot entered the sauna on a second occasion.", Asked.AGAIN, "sauna"),
        ("Did you re-enter the lab?", Asked.AGAIN, "lab"),
    ],
)
def test_visit_questions_are_read_for_their_place(question: str, asked: Asked, place: str) -> None:
    visit = read_visit_question(question)
    assert visit is not None and (visit.asked, visit.place) == (asked, place), visit


@pytest.mark.parametrize(
    "question",
    [
        "Where did you see the mop before the kitchen?",  # a thing seen, not a visit
        "Where did you leave my bag before the kitchen?",
        "How many chairs were in the kitchen?",
        "When were you last in the kitchen?",
        # a thing seen before a visit, in any word order; "before 11 minutes": 11 minutes ago
        "Before you go in pantry last time, where you see mop?",
        "Report where a mop was last observed prior to the robot's most recent entry into"
        " the pantry.",
        "In what room you were before 11 minutes?",
        "Did you see the kettle again?",
        "Where were you before you came here again?",
    ],
)
def test_other_questions_are_no_visit_questions(question: str) -> None:
    assert read_visit_question(question) is None


def test_visits_are_counted_from_the_room_track(agent: Agent) -> None:
    answer = ask(agent, "How many times did you go into the kitchen?")
    assert "2 times" in answer.answer and answer.form == "text", answer
    assert "1 time" in ask(agent, "How often have you been in the office?").answer


def test_going_back_is_a_second_visit_and_being_there_is_now(agent: Agent) -> None:
    assert ask(agent, "Did you go back into the kitchen a second time?").binary is True
    assert ask(agent, "Have you returned to the office?").binary is False
    assert ask(agent, "Are you in the garage at the moment?").binary is True
    now_in = ask(agent, "Are we in the office right now?")
    assert now_in.binary is False and now_in.form == "binary", now_in  # been, not now
    assert ask(agent, "Were you in the office?").binary is True


def test_the_place_before_and_after_the_lateststay_frames(agent: Agent) -> None:
    before = ask(agent, "Where were you just before you went into the kitchen?")
    assert "hallway" in before.answer and before.position is not None, before
    after = ask(agent, "Where did you go after you left the kitchen?")
    assert "garage" in after.answer and after.position[0] >= 60.0, after
    assert "kitchen" in ask(agent, "Where did you go after the hallway the last time?").answer
    assert "hallway" in ask(agent, "room before kitchen?").answer
    # a question of its own with "before" in an aside asks no visit order
    kettle = ask(agent, "where is the kettle need to know before we head out")
    assert kettle.position is not None and "head out" not in kettle.answer, kettle


def test_a_thing_still_there_is_one_seen_during_the_lateststay_frames(agent: Agent) -> None:
    gone = ask(agent, "When you were last in the kitchen, was the kettle still there?")
    assert gone.binary is False, gone
    stove = ask(agent, "When you were last in the kitchen, was the stove still there?")
    assert stove.binary is True, stove
    # only a caption of that visit named the mop (a blue one, so no red one)
    mop = ask(agent, "When you were last in the kitchen, was the mop still there?")
    assert mop.binary is True and mop.time is not None and mop.time >= T0 + 100, mop
    red = ask(agent, "When you were last in the kitchen, was the red mop still there?")
    assert red.binary is False, red
    never = ask(agent, "When you were last in the attic, was the kettle still there?")
    assert never.binary is False and "not been" in never.answer, never
    # said in statement order with a tag, or tersely: the same question
    tagged = ask(agent, "Last time you are in the kitchen, the stove is still there, yes or no?")
    assert tagged.binary is True and tagged.form == "binary", tagged
    terse = ask(agent, "Kitchen, last pass: the kettle still there? Yes/no.")
    assert terse.binary is False and terse.form == "binary", terse


def test_a_room_question_answered_from_a_caption_names_the_room_not_the_caption(
    agent: Agent,
) -> None:
    # only captions named the broom: the answer is the room the robot was in then
    broom = ask(agent, "In which room did you last see the broom?")
    assert "office" in broom.answer and "image shows" not in broom.answer, broom


def test_the_nth_visit_is_counted_from_the_first_and_one_never_made_is_said_so(
    agent: Agent,
) -> None:
    second = ask(agent, "When did you go into the kitchen for the second time?")
    assert second.time is not None and T0 + 90 <= second.time <= T0 + 100, second
    stay = ask(agent, "How long were you in the kitchen the 2nd time?")
    assert stay.duration_s is not None and 16 <= stay.duration_s <= 24, stay
    never = ask(agent, "How long were you in the office the third time?")
    assert never.duration_s is None and "only once" in never.answer, never


def test_the_room_before_a_visit_is_no_stairwell_passed_on_the_way() -> None:
    track = PlaceTrack()
    t = T0
    for x, caption in (
        (0.0, "A hallway with doors."),
        (20.0, "A stairwell."),
        (40.0, "A kitchen."),
    ):
        for index in range(6):
            track.add(t, x + 0.5 * index, 0.0, caption, [])
            t += 2.0
    kitchen = place_named("kitchen")
    assert kitchen is not None
    before = adjacent_stay(track.track(), kitchen, Asked.BEFORE)
    assert before is not None and before.place.kind == "hallway", before


def test_a_clock_time_bounds_the_visit_a_when_question_asks_about(agent: Agent) -> None:
    # the kitchen: from T0 + 15 and from T0 + 95 (half-way from the hallway's last frame)
    minute = clock_at(T0 + 60)
    later = ask(agent, f"When did you go into the kitchen after {minute}?")
    assert later.time == pytest.approx(T0 + 95, abs=0.5), later.answer
    earlier = ask(agent, f"When did you last go into the kitchen before {minute}?")
    assert earlier.time == pytest.approx(T0 + 15, abs=0.5), earlier.answer
    lost = f"I lost track of you after {minute}."
    pointed = ask(agent, f"{lost} When did you first get to the kitchen after that?")
    assert pointed.time == pytest.approx(T0 + 95, abs=0.5), pointed.answer
