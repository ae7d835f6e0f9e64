"""Questions that point at where the asker is: the words, and the answers they get.

A hand-built two-room walk (a day room, then room 12 named by its plate, a hoist in
it), the asker standing in one of them. Real MiniLM and Milvus Lite."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from memory_core.agent import Agent, Question, deixis
from memory_core.agent.reader import read_question
from tests.conftest import T0
from tests.memory_core.agent.conftest import agent_of


@pytest.mark.parametrize(
    ("question", "name", "this_place", "near", "spot"),
    [
        ("Which room am I in?", True, False, False, False),
        ("Which part of the depot am I in?", True, False, False, False),
        ("wat is this place called", True, True, False, False),
        ("What is the name of this room where I am?", True, True, False, False),
        ("What is name of this place where we are?", True, True, False, False),
        ("Which corridor are you in right now?", True, False, False, False),
        ("which uh room are you you know in", True, False, False, False),
        ("What is this yard called?", True, False, False, False),
        ("Which room were you in at 10:05?", False, False, False, False),
        ("Give the name of the robot's present location.", True, False, False, False),
        ("Could you say which area this is?", True, False, False, False),
        (
            "Please state, for the log, the room the robot is currently in.",
            True,
            False,
            False,
            False,
        ),
        ("Did you see a mop in the room you are in now?", False, False, False, False),
        ("WO-4194: confirm the room you're in right now.", True, False, False, False),
        ("my current room? asap", True, True, False, False),
        ("Current room \u2014 name?", True, True, False, False),
        ("How long did you spend in this room or area in total?", False, True, False, False),
        ("In this place where I am, how long you have been?", False, True, False, False),
        ("Time in current room?", False, True, False, False),
        ("how many chairs did you see in here", False, True, False, True),
        ("Near of here, you have seen a laundry cart?", False, False, True, False),
        ("did u see a hoist next to me", False, False, True, False),
        ("When were you last at this spot?", False, False, False, True),
        ("When were you last here?", False, False, False, True),
        ("When you have been here last time?", False, False, False, True),
        ("How long have you been here?", False, True, False, True),
        ("Where did you last see the hoist?", False, False, False, False),
        ("which room did you see the hoist in", False, False, False, False),
        ('Where is the sign reading "please keep this room tidy"?', False, False, False, False),
    ],
)
def test_the_words_that_point_at_the_asker_s_place(
    question: str, name: bool, this_place: bool, near: bool, spot: bool
) -> None:
    said = deixis.plain(question)
    assert deixis.asks_place_name(said) is name
    assert deixis.names_this_place(said) is this_place
    assert deixis.near_asker(said) is near
    assert deixis.at_asker_spot(said) is spot


def test_the_place_is_named_in_the_question_as_the_reader_reads_it() -> None:
    said = deixis.plain("How long did you spend in this room or area in total?")
    assert (
        deixis.with_place(said, "day room") == "how long did you spend in the day room in total ."
    )


def test_a_forms_yes_no_box_is_not_read_as_part_of_the_place_it_follows() -> None:
    # "... at my location y/n": named, the place must not become "the street y"
    said = deixis.with_place(deixis.plain("confirm: street lamp at my location y/n"), "street")
    parsed = read_question(said)
    assert (parsed.target, parsed.anchor, parsed.form) == ("street lamp", "street", "binary")


@pytest.mark.parametrize(
    ("question", "named"),
    [
        ("When were you last here, arriving?", "when did you last arrive in the day room ."),
        (
            "when did you last come into the area where I am now?",
            "when did you last come into the day room .",
        ),
        (
            "How long were you here, where I'm standing, the last time?",
            "how long were you in the day room the last time .",
        ),
        (
            "Last time you were in this area with me, how long did you stay?",
            "last time you were in the day room how long did you stay .",
        ),
        ("TIME last entry: my location", "time last entry . in the day room"),
        ("when did you get here?", "when did you get to the day room ."),
    ],
)
def test_arriving_here_and_where_i_am_standing_name_the_place_around_the_asker(
    question: str, named: str
) -> None:
    said = deixis.plain(question)
    assert deixis.names_this_place(said)
    assert deixis.with_place(said, "day room") == named


def test_this_floor_is_the_asker_s_floor() -> None:
    said = deixis.plain("How long have you spent on This Floor?")
    assert deixis.names_this_floor(said) and not deixis.names_this_place(said)
    assert deixis.with_floor(said, 1) == "how long have you spent on the first floor ."
    # the floor the asker says they are on is that floor; one below ground is no room
    mine = deixis.plain("How much time were you on this floor I'm on?")
    assert deixis.with_floor(mine, -1) == "how much time were you on the basement floor ."
    assert not deixis.names_this_floor(deixis.plain("what is on the floor by the door?"))


def _walk() -> list[tuple[float, float, float, str, list[str]]]:
    frames = []
    t = T0
    for index in range(20):  # the day room, 40 s
        frames.append(
            (t, 1.0 + (index % 5), 1.0, "The image shows a day room with armchairs.", ["armchair"])
        )
        t += 2.0
    for index in range(5):  # the corridor
        frames.append((t, 10.0 + index, 1.0, "a corridor with handrails", ["handrail"]))
        t += 2.0
    for index in range(15):  # room 12, 30 s, a hoist in it
        frames.append((t, 20.0 + (index % 3), 1.0, "Room 12: a bed and a hoist", ["hoist", "bed"]))
        t += 2.0
    for index in range(35):  # a room no caption names, 70 s
        frames.append((t, 30.0 + (index % 5), 1.0, "Two heat lamps and one snake.", ["snake"]))
        t += 2.0
    for index in range(5):  # back along the corridor
        frames.append((t, 24.0 - index, 1.0, "a corridor with handrails", ["handrail"]))
        t += 2.0
    return frames


FRAMES = _walk()
NOW = FRAMES[-1][0] + 2.0
IN_ROOM_12 = (21.0, 1.0, None)
IN_DAY_ROOM = (3.0, 1.0, None)
IN_UNNAMED_ROOM = (32.0, 1.0, None)


@pytest.fixture(scope="module")
def agent(tmp_path_factory, embedder) -> Iterator[Agent]:
    with agent_of(tmp_path_factory.mktemp("care"), embedder, FRAMES) as agent:
        yield agent


def ask(agent: Agent, text: str, at: tuple[float, float, float | None]):
    return agent.ask(Question(text, now=NOW, at=at))


def test_which_room_am_i_in_names_the_room_around_the_asker(agent: Agent) -> None:
    assert "room 12" in ask(agent, "Which room am I in?", IN_ROOM_12).answer.lower()
    assert "day room" in ask(agent, "What is this place called?", IN_DAY_ROOM).answer.lower()
    far = ask(agent, "Which room am I in?", (300.0, 300.0, None))
    assert not far.confident and "do not know" in far.answer, far


def test_how_long_in_here_is_the_time_in_the_room_around_the_asker(agent: Agent) -> None:
    answer = ask(agent, "How long did you spend in here?", IN_DAY_ROOM)
    assert answer.duration_s is not None and 32 <= answer.duration_s <= 48, answer


def test_how_long_in_a_place_no_caption_named_is_its_unnamed_stretch(agent: Agent) -> None:
    answer = ask(
        agent, "Last time you were in this area with me, how long did you stay?", IN_UNNAMED_ROOM
    )
    assert answer.duration_s is not None and 60 <= answer.duration_s <= 80, answer
    assert "no name" in answer.answer


def test_how_long_you_have_been_here_is_the_stay_in_the_asker_s_room(agent: Agent) -> None:
    answer = ask(agent, "How long have you been here?", IN_DAY_ROOM)
    assert answer.duration_s is not None and 36 <= answer.duration_s <= 44, answer
    assert "day room" in answer.answer


def test_near_here_is_near_the_asker_not_anywhere(agent: Agent) -> None:
    assert ask(agent, "Did you see a hoist near here?", IN_ROOM_12).binary is True
    assert ask(agent, "Did you see a hoist near here?", IN_DAY_ROOM).binary is False
    assert ask(agent, "Did you see a hoist?", IN_DAY_ROOM).binary is True


def test_a_radio_call_pointing_at_the_asker_is_read_once_its_procedure_is_off(
    agent: Agent,
) -> None:
    # the place is put in without punctuation, so the call sign and "over" go first
    said = "Control to unit, any hoist at my position, over."
    assert ask(agent, said, IN_ROOM_12).binary is True
    assert ask(agent, said, IN_DAY_ROOM).binary is False


def test_when_were_you_last_here_is_the_last_frame_at_the_asker_s_spot(agent: Agent) -> None:
    answer = ask(agent, "When were you last here?", IN_ROOM_12)
    last_in_room = max(
        t for t, x, _, caption, _ in FRAMES if caption.startswith("Room 12") and x == 21.0
    )
    assert answer.time is not None and abs(answer.time - last_in_room) <= 4.0, answer
