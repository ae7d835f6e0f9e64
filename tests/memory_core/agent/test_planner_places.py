"""Questions about places: stays, passages, stops, visits, things in a room, a thing's room.

A hand-built walk through a home, a frame every 2 s, real MiniLM and Milvus Lite."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from memory_core.agent import Agent, Question
from memory_core.config import Config
from memory_core.memory import Memory
from memory_core.types import Pose
from tests.conftest import T0
from tests.memory_core.agent.conftest import agent_of

# (seconds, caption, labels, x at the start, metres per frame)
ROOMS = [
    (20, "A kitchen with a fridge.", ["white fridge", "stove"], 0.0, 0.5),
    (10, "I am in a hallway.", ["door"], 5.0, 1.0),
    (20, "A study with a desk.", ["desk", "laptop"], 15.0, 0.5),
    (40, "A study with a desk.", ["desk", "laptop"], 20.0, 0.0),  # standing still
    (10, "I am in a hallway.", ["door"], 10.0, -0.5),
    (20, "The kitchen, a stove on the left.", ["stove", "white fridge"], 2.0, 0.0),
    (20, "A back garden with a bench.", ["green bench"], -10.0, 0.5),
    (20, "A kitchen with a fridge.", ["white fridge"], 0.0, 0.2),
]


def _frames() -> list[tuple[float, float, str, list[str]]]:
    frames, t = [], T0
    for seconds, caption, labels, x, step in ROOMS:
        for index in range(int(seconds / 2)):
            frames.append((t, x + step * index, caption, labels))
            t += 2.0
    return frames


FRAMES = _frames()
NOW = FRAMES[-1][0]


@pytest.fixture(scope="module")
def agent(tmp_path_factory, embedder) -> Iterator[Agent]:
    frames = [(t, x, 0.0, caption, labels) for t, x, caption, labels in FRAMES]
    with agent_of(tmp_path_factory.mktemp("home"), embedder, frames) as agent:
        yield agent


def ask(agent: Agent, text: str):
    return agent.ask(Question(text, now=NOW, at=(0.0, 0.0, 0.0)))


def test_how_long_in_a_room_the_latest_the_first_and_in_total(agent: Agent) -> None:
    assert ask(agent, "How long were you in the study?").duration_s == pytest.approx(60.0)
    first = ask(agent, "how long were we in the kitchen the first time")
    assert first.duration_s == 19.0  # from its first frame to half-way to the hallway's
    total = ask(agent, "In total, how long were you in the kitchen?")
    assert total.duration_s == pytest.approx(19.0 + 20.0 + 19.0)  # the last stay lasts until now


def test_a_stay_compared_with_a_length_of_time_is_a_yes_or_no(agent: Agent) -> None:
    longer = ask(agent, "Were you in the study for more than 30 seconds?")
    assert (longer.binary, longer.form) == (True, "binary")
    assert longer.duration_s == pytest.approx(60.0)  # the number it rests on, beside it
    assert ask(agent, "did you spend over 2 minutes in the study?").binary is False
    # never there: no time at all
    assert ask(agent, "were you in the garage for more than a minute?").binary is False


def test_a_count_compared_with_a_number_is_a_yes_or_no(agent: Agent) -> None:
    assert ask(agent, "did you see at least one desk?").binary is True
    fridges = ask(agent, "Were there more than three fridges?")
    assert fridges.binary is False and "fridge" in fridges.answer


def test_how_many_counts_the_objects_of_the_kind_in_the_place_named(agent: Agent) -> None:
    # one fridge, seen on three visits to the kitchen: one object, not three sightings
    for text in (
        "How many fridges did you see?",
        "In the kitchen, how many fridges were there?",
        "Kitchen: how many fridges?",
        "Could you count the fridges in the kitchen?",
    ):
        answer = ask(agent, text)
        assert answer.form == "text" and "I saw 1 fridge" in answer.answer, (text, answer.answer)
    none = ask(agent, "How many fridges were there in the study?")
    assert "no fridges in the study" in none.answer and "1 fridge" in none.answer
    unknown = ask(agent, "How many desks were in the garage?")
    assert "do not know the garage" in unknown.answer and not unknown.confident


def test_how_long_between_two_moments_is_the_time_between_their_answers(agent: Agent) -> None:
    answer = ask(
        agent,
        "How much time passed between when we first went into the study and when we got to "
        "the back garden?",
    )
    entered = ask(agent, "When did you first go into the study?").time
    garden = ask(agent, "When did you get to the back garden?").time
    assert entered is not None and garden is not None
    assert answer.form == "duration" and answer.duration_s == pytest.approx(garden - entered)


def test_the_span_of_a_thing_s_sightings_is_from_its_first_to_its_last(agent: Agent) -> None:
    answer = ask(
        agent, "How much time passed between the first and the last time you saw a fridge?"
    )
    first = ask(agent, "When did you first see a fridge?").time
    last = ask(agent, "When did you last see a fridge?").time
    assert first is not None and last is not None and last > first
    assert answer.form == "duration" and answer.duration_s == pytest.approx(last - first)


def test_entering_and_leaving_a_room_the_first_and_the_last_time(agent: Agent) -> None:
    assert ask(agent, "When did you first go into the kitchen?").time == T0
    assert ask(agent, "what time did you last come out of the study").time == T0 + 89.0
    assert ask(agent, "When did you get to the backyard?").time == T0 + 119.0


def test_coming_back_in_after_the_first_trip_outside(agent: Agent) -> None:
    answer = ask(agent, "When did you come back inside after your first trip outside?")
    assert answer.form == "time" and answer.time == pytest.approx(T0 + 140.0, abs=4.0)


def test_from_one_room_to_another_is_from_leaving_to_arriving(agent: Agent) -> None:
    answer = ask(agent, "How long did it take you to get from the kitchen to the study?")
    assert answer.duration_s == pytest.approx(10.0)


def test_when_it_went_from_one_room_to_another_is_when_it_got_there(agent: Agent) -> None:
    took = ask(agent, "How long did it take you to get from the kitchen to the study?")
    went = ask(agent, "When did you go from the kitchen to the study?")
    assert went.form == "time" and went.time == pytest.approx(took.time + took.duration_s, abs=0.5)
    # someone else's trip is a sighting of them, not the robot's passage
    other = ask(agent, "When did you see the cat go from the kitchen to the study?")
    assert other.intent == "last_seen"


def test_standing_still_is_a_stop_not_the_stay(agent: Agent) -> None:
    answer = ask(agent, "How long did you stand still in the study?")
    assert 30.0 <= answer.duration_s <= 46.0


def test_what_came_before_the_first_visit_is_asked_as_of_it(agent: Agent) -> None:
    # the kitchen first, then the study, then the back garden
    assert ask(agent, "Did you go to the kitchen before the study?").binary is True
    assert ask(agent, "Did you visit the back garden first, before the study?").binary is False
    # "which came first" asks the order of visits here, not of two things seen
    order = ask(
        agent, "Which came first \u2014 did you visit the kitchen before the study, yes or no?"
    )
    assert order.form == "binary" and order.binary is True, order.answer
    stove = ask(agent, "Before you ever went into the study, had you seen a stove?")
    assert stove.form == "binary" and stove.binary is True, stove.answer
    bench = ask(agent, "Did you see a bench before you went into the back garden the first time?")
    assert bench.binary is False, bench.answer


def test_the_place_with_none_or_the_most_of_a_thing_is_named(agent: Agent) -> None:
    none = ask(agent, "The kitchen or the study: which one had no fridge?")
    assert none.form == "text" and none.answer.startswith("The study"), none.answer
    most = ask(agent, "Which room had the most laptops?")
    assert most.answer.startswith("The study"), most.answer


def test_where_it_stood_still_is_the_stop_asked_for(agent: Agent) -> None:
    # the robot stood 40 s at the desk (x 20), then shorter at the stove and in the kitchen
    longest = ask(agent, "Where did you stand still the longest?")
    assert longest.form == "position" and longest.position[0] == pytest.approx(20.0, abs=1.0)
    long_last = ask(agent, "Where did you stop for a long time last?")
    assert long_last.position[0] == pytest.approx(20.0, abs=1.0), long_last.answer
    last = ask(agent, "where did you stop last")
    assert last.position[0] < 3.0 and "kitchen" in last.answer, last.answer


def test_waiting_by_a_thing_is_the_stop_near_it_not_the_longest_anywhere(agent: Agent) -> None:
    # the robot stood 40 s at the desk and 20 s at the stove
    assert 14.0 <= ask(agent, "How long did you wait by the stove?").duration_s <= 24.0
    assert 30.0 <= ask(agent, "how long did you wait next to the laptop").duration_s <= 46.0
    assert ask(agent, "How long did you wait for the lift?").duration_s is None  # never seen


def test_the_places_visited_in_order_first_and_before_this_one(agent: Agent) -> None:
    start = ask(agent, "Where did you start off today? Which room, I mean.")
    assert "kitchen" in start.answer and start.time == T0
    before = ask(agent, "Which room were you in before you came here?")
    assert "garden" in before.answer and before.position is not None  # now: the kitchen
    assert "garden" in ask(agent, "previous zone visited").answer
    # passing through the hallway for 10 s is no visit
    earlier = agent.ask(Question("which room did you visit last?", now=T0 + 65.0))
    assert "kitchen" in earlier.answer, earlier.answer  # in the study now


def test_visits_are_yes_or_no_about_places(agent: Agent) -> None:
    assert ask(agent, "Have you been to the back garden?").binary is True
    assert ask(agent, "did you go into the garage yet").binary is False


def test_a_thing_in_a_room_is_where_it_was_seen_from(agent: Agent) -> None:
    assert ask(agent, "Is there a fridge in the kitchen?").binary is True
    assert ask(agent, "Did you see a laptop in the kitchen?").binary is False
    room = ask(agent, "What room is the laptop in?")
    assert "study" in room.answer and room.position is not None


def test_a_colour_comes_from_the_labels_of_the_thing(agent: Agent) -> None:
    assert "white" in ask(agent, "What colour is the fridge?").answer
    assert "green" in ask(agent, "the bench - what colour was it").answer


def test_a_caption_that_does_not_name_the_thing_is_no_sighting(agent: Agent) -> None:
    answer = ask(agent, "Did you see a christmas tree?")
    assert answer.binary is False


def test_the_floor_of_a_thing_is_its_height_among_the_floors_mapped(
    tmp_path_factory, embedder
) -> None:
    directory = tmp_path_factory.mktemp("floors")
    with Memory.open(directory, Config(), embedder=embedder) as memory:
        for i in range(5):
            memory.add_frame(T0 + 2 * i, Pose(i, 0.0, 0.0), "A lobby.", ["reception desk"])
            memory.add_frame(T0 + 20 + 2 * i, Pose(i, 0.0, 3.6), "An office.", ["printer"])
        sign = 'An office, a trolley with a label reading "DT 7".'
        memory.add_frame(T0 + 30, Pose(5.0, 0.0, 3.6), sign, ["trolley"])
        agent = Agent(memory)
        upstairs = agent.ask(Question("which floor is the printer on", now=T0 + 30))
        assert "the first floor, one floor above the ground floor" in upstairs.answer
        assert "level 1; floor 2 of 2" in upstairs.answer and upstairs.position is not None
        ground = agent.ask(Question("What floor is the reception desk on?", now=T0 + 30))
        assert "ground floor (ground level, level 0;" in ground.answer
        # asked of a sighting, or of a sign read: the floor of where the answer places it
        for asked in (
            "Which floor was the printer on when you last saw it?",
            'What floor was the trolley marked "DT 7" on when you saw it last?',
        ):
            seen = agent.ask(Question(asked, now=T0 + 40))
            assert "was on the first floor" in seen.answer, seen.answer
        # the asker's own floor: the floor of their height, not a thing called "floor"
        mine = agent.ask(Question("Which floor am I on?", now=T0 + 30, at=(2.0, 0.0, 3.6)))
        assert mine.answer.startswith("You are on the first floor"), mine


def test_a_thing_on_a_floor_is_found_there_though_no_room_was_named_around_it(
    tmp_path_factory, embedder
) -> None:
    directory = tmp_path_factory.mktemp("unnamed_floor")
    with Memory.open(directory, Config(), embedder=embedder) as memory:
        for i in range(5):  # kettles in a kitchen, in no named room, then in an office upstairs
            memory.add_frame(T0 + 2 * i, Pose(i, 0.0, 0.0), "A kitchen.", ["kettle"])
            memory.add_frame(T0 + 20 + 2 * i, Pose(i, 9.0, 0.0), "Nothing much.", ["kettle"])
            memory.add_frame(T0 + 40 + 2 * i, Pose(i, 0.0, 3.6), "An office.", ["kettle"])
        # later upstairs, a kettle only the captioner named
        memory.add_frame(T0 + 62, Pose(8.0, 0.0, 3.6), "A desk with a kettle on it.", ["desk"])
        agent = Agent(memory)
        asked = "On the first floor, where did you last see a kettle?"
        upstairs = agent.ask(Question(asked, now=T0 + 64))
        assert upstairs.time == pytest.approx(T0 + 62, abs=0.5), upstairs.answer
        for asked in (
            "On the ground floor, where did you last see a kettle?",
            "Where did you last see a kettle on the ground floor?",
        ):
            seen = agent.ask(Question(asked, now=T0 + 60))
            assert seen.time == pytest.approx(T0 + 28, abs=0.5), seen.answer
            assert seen.position is not None and seen.position[2] == pytest.approx(0.0)


def test_the_ground_floor_is_the_one_that_opens_onto_the_street(tmp_path_factory, embedder) -> None:
    # the street and the lobby at the map's zero, a pool a storey below, rooms above
    plan = [
        (0.0, "A street with parked cars.", "parked car"),
        (0.0, "A hotel lobby.", "reception desk"),
        (-3.5, "A pool hall.", "lifebuoy"),
        (3.5, "A meeting room.", "projector"),
        (7.0, "A hotel corridor.", "room service cart"),
    ]
    with Memory.open(tmp_path_factory.mktemp("ground"), Config(), embedder=embedder) as memory:
        t = T0
        for z, caption, label in plan:
            for i in range(6):
                memory.add_frame(t, Pose(float(i), 10.0 * z, z), caption, [label])
                t += 2.0
        agent = Agent(memory)
        pool = agent.ask(Question("which floor is the lifebuoy on?", now=t))
        assert "the basement, one floor below the ground floor" in pool.answer
        cart = agent.ask(Question("What floor is the room service cart on?", now=t))
        assert "the second floor, 2 floors above the ground floor" in cart.answer
        corridor = agent.ask(Question("How long were you in the second floor corridor?", now=t))
        assert corridor.duration_s == pytest.approx(13.0)  # from half-way up
        first = agent.ask(Question("How long were you in the first floor corridor?", now=t))
        assert first.duration_s is None
        on_first = agent.ask(Question("is there a projector on the first floor?", now=t))
        assert on_first.binary is True
        assert (
            agent.ask(Question("Is there a projector on the second floor?", now=t)).binary is False
        )
        in_corridor = "Is there a room service cart in the second floor corridor?"
        assert agent.ask(Question(in_corridor, now=t)).binary is True
        assert agent.ask(Question(in_corridor.replace("second", "first"), now=t)).binary is False


def test_a_state_is_what_the_captions_there_said(tmp_path_factory, embedder) -> None:
    directory = tmp_path_factory.mktemp("states")
    scenes = [
        ("Walking along the sidewalk. Crowds of pedestrians walk past.", ["bench"]),
        ("The sidewalk, a few people and a bench.", ["bench"]),
        ("A quiet kitchen, nobody around.", ["stove"]),
        ("A kitchen with a stove. The sky outside is overcast.", ["stove"]),
    ]
    with Memory.open(directory, Config(), embedder=embedder) as memory:
        for i, (caption, labels) in enumerate(scenes):
            for j in range(3):
                memory.add_frame(T0 + 6 * i + 2 * j, Pose(10.0 * i + j, 0.0), caption, labels)
        agent = Agent(memory)
        now = T0 + 30
        assert agent.ask(Question("was the sidewalk busy?", now=now)).binary is True
        assert agent.ask(Question("Was the kitchen busy?", now=now)).binary is False
        cloudy = agent.ask(Question("is it cloudy", now=now))
        assert cloudy.binary is True and "overcast" in cloudy.answer


@contextmanager
def agent_on_storeys(
    directory: Path, embedder, plan: list[tuple[float, str, int]]
) -> Iterator[tuple[Agent, float]]:
    """An agent on a memory of ``plan`` walked (walk_storeys), and the time after it."""
    with Memory.open(directory, Config(), embedder=embedder) as memory:
        yield Agent(memory), walk_storeys(memory, plan)


def walk_storeys(memory: Memory, plan: list[tuple[float, str, int]]) -> float:
    """Frames every 2 s along x, per (height, caption, frames) of ``plan``; the time after."""
    t = T0
    for z, caption, frames in plan:
        for i in range(frames):
            memory.add_frame(t, Pose(float(i), 0.0, z), caption, ["door"])
            t += 2.0
    return t


def test_rides_between_floors_are_read_off_the_poses_heights(tmp_path_factory, embedder) -> None:
    directory = tmp_path_factory.mktemp("rides")
    # ground floor, a lift up to a 4 m storey, the ground floor again
    plan = [(0.0, "A lobby.", 6), (4.0, "An office.", 6), (0.0, "A lobby.", 6)]
    with agent_on_storeys(directory, embedder, plan) as (agent, t):
        up = agent.ask(Question("When did you take the lift up?", now=t))
        assert up.time == pytest.approx(T0 + 11.0, abs=0.5) and "went up 1 floor" in up.answer
        # where: where the ride began, the last frame on the ground floor
        where = agent.ask(Question("Where did you take the lift up?", now=t))
        assert where.form == "position" and where.position == pytest.approx([5.0, 0.0, 0.0])
        for text in ("what time did we last ride the elevator down", "when did you go downstairs"):
            assert agent.ask(Question(text, now=t)).time == pytest.approx(T0 + 23.0, abs=0.5)
        before = agent.ask(Question("When did you take the lift down?", now=T0 + 20))
        assert before.time is None and "not gone down" in before.answer
        # whether it happened is a yes/no, with the time beside it
        rode = agent.ask(Question("Have you taken the elevator yet?", now=t))
        assert rode.binary is True and rode.time is not None and rode.form == "binary"
        # how long it took, from the first frame in the car to the first out of it
        took = agent.ask(Question("How long did it take to go up in the lift?", now=t))
        assert took.form == "duration" and took.duration_s is not None and took.duration_s > 0
        assert agent.ask(Question("did you ride the lift down?", now=T0 + 20)).binary is False


def test_a_ride_asked_by_its_floors_or_a_way_said_apart_is_that_ride(
    tmp_path_factory, embedder
) -> None:
    # up to the first floor, up to the second, down to the ground floor: 80 s on each, so
    # the two rides up are two (floor_changes.ONE_RIDE_S)
    heights = (0.0, 4.0, 8.0, 0.0)
    plan = [(z, "A lobby." if z == 0.0 else "An office.", 40) for z in heights]
    with agent_on_storeys(tmp_path_factory.mktemp("rides-named"), embedder, plan) as (agent, t):
        first = agent.ask(Question("when did you use the lift to go up to the first floor?", now=t))
        assert first.time == pytest.approx(T0 + 79.0, abs=0.5), first.answer
        second = agent.ask(
            Question("At what time did you ride the lift from floor 1 to floor 2?", now=t)
        )
        assert second.time == pytest.approx(T0 + 159.0, abs=0.5), second.answer
        down = agent.ask(Question("when did you take the stairs to go down?", now=t))
        assert down.time == pytest.approx(T0 + 239.0, abs=0.5), down.answer
        # a floor no ride went to: the floors may be counted from another ground floor,
        # so the ride up it was, said as what it was
        other = agent.ask(Question("when did you take the lift up to the third floor?", now=t))
        assert other.time is not None and "went up" in other.answer


def test_waiting_for_the_lift_is_the_longest_stop_just_before_a_ride(
    tmp_path_factory, embedder
) -> None:
    directory = tmp_path_factory.mktemp("lift-wait")
    with Memory.open(directory, Config(), embedder=embedder) as memory:
        t = T0
        poses = [(float(i), 0.0, 0.0) for i in range(6)]  # walking to the lift
        poses += [(5.0, 0.0, 0.0)] * 10  # waiting at its doors: 18 s
        poses += [(5.0, 2.0, 0.0)] * 3  # in the car, doors closing
        poses += [(5.0, 2.0, 4.0)] * 3 + [(float(6 + i), 2.0, 4.0) for i in range(4)]
        for x, y, z in poses:
            memory.add_frame(t, Pose(x, y, z), "A corridor by the lift doors.", ["lift doors"])
            t += 2.0
        answer = Agent(memory).ask(Question("How long did you wait for the lift?", now=t))
        assert answer.duration_s == pytest.approx(18.0, abs=4.0), answer.answer


def test_on_one_floor_there_was_no_ride(agent: Agent) -> None:
    answer = ask(agent, "When did you take the elevator?")
    assert answer.time is None and "not changed floors" in answer.answer
    asked = ask(agent, "you used the lift already?")
    assert asked.binary is False and asked.answer.startswith("No")


def test_a_place_no_caption_named_so_is_the_one_whose_names_mean_the_same(
    tmp_path_factory, embedder
) -> None:
    frames = [(T0 + 2 * i, float(i), 0.0, "A photo of a maritime gallery.", []) for i in range(10)]
    frames += [
        (T0 + 20 + 2 * i, 20.0 + i, 0.0, "A photo of a ceramics gallery.", []) for i in range(5)
    ]
    with agent_of(tmp_path_factory.mktemp("meaning"), embedder, frames) as agent:
        now = T0 + 30
        boat = agent.ask(Question("How long were you in the boat gallery?", now=now))
        assert boat.duration_s == pytest.approx(19.0)
        assert agent.ask(Question("did you go into the boat gallery?", now=now)).binary is True
        never = agent.ask(Question("How long were you in the textile gallery?", now=now))
        assert never.duration_s is None


def test_an_attribute_is_read_off_the_caption_most_like_the_question(
    tmp_path_factory, embedder
) -> None:
    frames = [
        (T0, 0.0, 0.0, 'Walking along the hallway. A sign reads "Lab 3: Fabrication".', []),
        (T0 + 2, 10.0, 0.0, "The kitchen of building A. The view shows a brown table.", ["table"]),
        (T0 + 4, 20.0, 0.0, "A corridor with grey walls.", ["door"]),
    ]
    with agent_of(tmp_path_factory.mktemp("said"), embedder, frames) as agent:
        sign = agent.ask(Question("What does the sign at the door of the lab read?", now=T0 + 6))
        assert '"Lab 3: Fabrication"' in sign.answer and sign.time == T0
        table = agent.ask(Question("Which colour is the cafe table in the kitchen?", now=T0 + 6))
        assert "brown" in table.answer and table.confident
        door = agent.ask(Question("What colour was the door?", now=T0 + 6))
        assert not door.confident and "nothing I recorded tells its colour" in door.answer


def test_a_clock_time_said_in_words_is_the_latest_such_time_morning_or_afternoon(
    tmp_path_factory, embedder
) -> None:
    from datetime import datetime
    from zoneinfo import ZoneInfo

    from tests.conftest import TEST_TIMEZONE

    zone = ZoneInfo(TEST_TIMEZONE)
    start = datetime(2026, 3, 2, 19, 0, tzinfo=zone).timestamp()  # 19:00
    frames = [(start + 60 * i, 10.0 * i, 0.0, f"Frame {i}.", []) for i in range(20)]
    with agent_of(tmp_path_factory.mktemp("spoken"), embedder, frames) as agent:
        answer = agent.ask(Question("where were you at seven ten", now=start + 19 * 60))
        assert answer.time == start + 600 and answer.position is not None
        assert answer.position[0] == pytest.approx(100.0)
        # and the British way: "ten past seven", "a quarter past seven", "five to seven"
        for said, minutes in (("ten past seven", 10), ("about quarter past 7", 15)):
            heard = agent.ask(Question(f"Where were you at {said}?", now=start + 19 * 60))
            assert heard.time == start + 60 * minutes, said
        before = agent.ask(Question("where were you at five to seven", now=start + 19 * 60))
        assert before.time == start - 300  # 18:55, before the first memory


def test_a_thing_still_in_a_place_is_where_it_was_seen_last(tmp_path_factory, embedder) -> None:
    # a cat in the kitchen, then in the back garden; a kettle only ever in the kitchen
    kitchen, garden = "A kitchen with a cat by the kettle.", "A back garden with a cat on the lawn."
    rows = [
        *[(t, t / 4, kitchen, ["cat", "kettle"]) for t in range(0, 30, 2)],
        *[(t, 8 + t / 10, "I am in a hallway.", ["door"]) for t in range(30, 50, 2)],
        *[(t, -20 + t / 10, garden, ["cat"]) for t in range(50, 80, 2)],
    ]
    frames = [(T0 + t, x, 0.0, caption, labels) for t, x, caption, labels in rows]
    with agent_of(tmp_path_factory.mktemp("cat"), embedder, frames) as agent:

        def asked(text: str):
            return agent.ask(Question(text, now=T0 + 78, at=(0.0, 0.0, 0.0)))

        assert asked("Is the cat still in the kitchen?").binary is False
        assert "garden" in asked("Is the cat still in the kitchen?").answer
        assert asked("has the cat stayed in the garden").binary is True
        assert asked("Did you see a cat in the kitchen?").binary is True  # it was, once
        assert asked("Is the kettle still in the kitchen?").binary is True
        before = agent.ask(Question("Is the cat still in the kitchen?", now=T0 + 40))
        assert before.binary is True  # the garden came later
        # the place says which one: the cat seen in the kitchen, not the later one
        assert asked("When did you last see the cat in the kitchen?").time == T0 + 28
        # none there: the thing itself, said so and not confident
        kettle = asked("when did you last see the kettle in the garden")
        assert kettle.time == T0 + 28 and not kettle.confident
        assert "did not see one in the garden" in kettle.answer
        garden_cat = asked("Where can I find the cat in the garden?")
        assert garden_cat.position[0] < -10 and "in the garden" in garden_cat.answer
        elsewhere = asked("where is the kettle in the garden")
        assert elsewhere.position[0] > 0 and "garden" not in elsewhere.answer


def test_upstairs_is_every_floor_above_the_ground_and_the_top_floor_the_highest(
    tmp_path_factory, embedder
) -> None:
    directory = tmp_path_factory.mktemp("upstairs")
    # the street and a lobby (ground), an office one floor up, a roof terrace two up
    plan = [
        (0.0, "A street outside.", 6),
        (0.0, "A lobby.", 6),
        (3.5, "An office.", 10),
        (7.0, "A gym.", 5),
        (0.0, "A lobby.", 6),
    ]
    with agent_on_storeys(directory, embedder, plan) as (agent, t):
        upstairs = agent.ask(Question("How long were you upstairs altogether?", now=t))
        assert upstairs.duration_s == pytest.approx(30.0, abs=2.0)  # 15 frames, 2 s each
        assert "upstairs" in upstairs.answer
        building = "How much time did you spend on the office building's upper floors altogether?"
        assert agent.ask(Question(building, now=t)).duration_s == pytest.approx(30.0, abs=2.0)
        above = "How long have you spent above the ground floor in total?"
        assert agent.ask(Question(above, now=t)).duration_s == pytest.approx(30.0, abs=2.0)
        top = agent.ask(Question("how long were we on the top floor?", now=t))
        assert top.duration_s == pytest.approx(10.0, abs=2.0) and "on the top floor" in top.answer


def test_a_ride_by_lift_or_escalator_is_the_one_the_captions_around_it_name(
    tmp_path_factory, embedder
) -> None:
    # up by the escalator, down again by the lift; the poses alone cannot tell them apart
    plan = [
        (0.0, "A concourse with shops.", 6),
        (2.0, "The escalator going up to level 1.", 2),
        (4.0, "The level 1 concourse.", 6),
        (4.0, "Inside the lift going down.", 2),
        (0.0, "A concourse with shops.", 6),
    ]
    with agent_on_storeys(tmp_path_factory.mktemp("modes"), embedder, plan) as (agent, t):
        escalator = agent.ask(Question("When did you take the moving staircase?", now=t))
        lift = agent.ask(Question("when did we use the elevator", now=t))
        assert escalator.time is not None and lift.time is not None
        assert escalator.time < T0 + 20.0 < lift.time, (escalator.answer, lift.answer)
        # any ride, asked without a way
        assert agent.ask(Question("when did you last change floors?", now=t)).time == lift.time


def test_time_on_a_floor_is_all_the_time_up_there_unless_a_visit_is_asked(
    tmp_path_factory, embedder
) -> None:
    # the lobby, a meeting room upstairs (20 s), the lobby, upstairs again (12 s), the lobby
    plan = [
        (0.0, "A hotel lobby with a street door.", 6),
        (3.5, "A meeting room.", 10),
        (0.0, "A hotel lobby with a street door.", 6),
        (3.5, "A meeting room.", 6),
        (0.0, "A hotel lobby with a street door.", 6),
    ]
    with agent_on_storeys(tmp_path_factory.mktemp("upstairs"), embedder, plan) as (agent, t):
        here = agent.ask(
            Question("How much time were you on this floor I'm on?", now=t, at=(2.0, 0.0, 3.5))
        )
        assert here.duration_s == pytest.approx(32.0, abs=4.0), here
        last = agent.ask(Question("How long were you on the first floor the last time?", now=t))
        assert last.duration_s == pytest.approx(12.0, abs=4.0), last


def test_a_floor_asked_by_the_name_captions_gave_it_is_that_floor(
    tmp_path_factory, embedder
) -> None:
    # a station's own floor names: the concourse level at the street, the subway level
    # below; a tour guide once says the wrong one
    plan = [
        (0.0, "We're now on the concourse level. A ticket machine ahead.", 10),
        (-4.5, "We're now on the subway level. A tiled passage.", 6),
        (-4.5, "We're now on the concourse level. A mural.", 1),
        (0.0, "A platform bench (concourse level).", 4),
    ]
    with agent_on_storeys(tmp_path_factory.mktemp("named"), embedder, plan) as (agent, t):
        below = agent.ask(Question("How much time did you spend on the subway level?", now=t))
        assert below.duration_s == pytest.approx(12.0, abs=3.0), below
        street = agent.ask(Question("how long were you on the concourse level in total", now=t))
        assert street.duration_s == pytest.approx(28.0, abs=4.0), street
        back = agent.ask(Question("When did you get back to the concourse level?", now=t))
        assert back.time == pytest.approx(T0 + 33.0, abs=2.0), back
        here = agent.ask(Question("Which floor am I on?", now=t, at=(1.0, 0.0, -4.5)))
        assert "basement, called the subway level," in here.answer, here
        # a ride asked by the floors' own names: the way down, not the last ride (up)
        down = agent.ask(
            Question("When did you go from the concourse level to the subway level?", now=t)
        )
        assert down.time == pytest.approx(T0 + 19.0, abs=1.5) and "down" in down.answer, down


def test_how_long_ago_it_was_in_a_place_counts_from_when_it_left(
    tmp_path_factory, embedder
) -> None:
    plan = [
        (0.0, "A kitchen with a stove.", 8),
        (0.0, "A hallway with doors.", 12),
        (0.0, "A kitchen with a stove.", 5),
        (0.0, "A hallway with doors.", 10),
    ]
    # the second visit: frames 20-24 (40-48 s), left half-way to the next frame (49 s)
    with agent_on_storeys(tmp_path_factory.mktemp("ago"), embedder, plan) as (agent, t):
        for text in (
            "How long ago were you in the kitchen?",
            "how long since we were in the kitchen",
        ):
            ago = agent.ask(Question(text, now=t))
            assert ago.duration_s == pytest.approx(t - (T0 + 49.0), abs=2.0), ago
        went_in = agent.ask(Question("When were you last in the kitchen?", now=t))
        assert went_in.time == pytest.approx(T0 + 39.0, abs=2.0), went_in
        there = agent.ask(Question("how long ago were you in the kitchen", now=T0 + 44.0))
        assert there.duration_s == pytest.approx(0.0, abs=1.0), there


def test_where_the_robot_went_out_is_where_it_was_then(tmp_path_factory, embedder) -> None:
    plan = [
        (0.0, "A street outside, a parked car.", 6),
        (0.0, "A lobby with a reception desk.", 8),
        (0.0, "A street outside, a parked car.", 6),
    ]
    with agent_on_storeys(tmp_path_factory.mktemp("out"), embedder, plan) as (agent, t):
        # frames every 2 s along x: the last frame in the lobby is x 7 (t 26)
        for text in ("Where were you when you last went outside?", "where did you go out"):
            out = agent.ask(Question(text, now=t))
            assert out.form == "position" and out.position is not None, out
            assert out.position[0] == pytest.approx(7.0, abs=1.0), out


def test_a_sighting_since_the_robot_last_got_out_of_the_lift_is_one_after_that_ride(
    tmp_path_factory, embedder
) -> None:
    with Memory.open(tmp_path_factory.mktemp("since-lift"), Config(), embedder=embedder) as m:
        t = T0
        for i in range(6):  # a kitchen downstairs
            m.add_frame(t, Pose(float(i), 0.0, 0.0), "A kitchen.", ["kettle"])
            t += 2.0
        for z in (0.0, 1.0, 2.0, 3.0, 4.0):  # in the lift car, up one storey
            m.add_frame(t, Pose(8.0, 0.0, z), "A lift.", ["handrail"])
            t += 2.0
        for i in range(6):  # an office upstairs
            m.add_frame(t, Pose(10.0 + i, 0.0, 4.0), "An office.", ["desk"])
            t += 2.0
        agent = Agent(m)
        kettle = agent.ask(
            Question("since you last got out of the lift, have you seen a kettle?", now=t)
        )
        assert kettle.binary is False, kettle
        desk = agent.ask(
            Question("Since you last got out of the lift have you seen a desk?", now=t)
        )
        assert desk.binary is True and desk.time is not None and desk.time > T0 + 20, desk
        # asked plainly, the kettle was seen
        assert agent.ask(Question("have you seen a kettle?", now=t)).binary is True
        # no caption made the lift a place: where the robot was is read off the ride
        before = agent.ask(
            Question("where were you just before you last got into the lift?", now=t)
        )
        assert before.position == pytest.approx([5.0, 0.0, 0.0]), before
        after = agent.ask(Question("Where did you go after you last left the lift?", now=t))
        assert after.position is not None and after.position[2] == pytest.approx(4.0), after


def test_the_thing_nearest_to_a_place_is_the_one_by_that_place_not_by_the_asker(
    tmp_path_factory, embedder
) -> None:
    def room(start: float, x: float, caption: str, labels: list[str]) -> list:
        return [(T0 + start + 2 * i, x + 0.5 * i, 0.0, caption, labels) for i in range(6)]

    frames = [
        *room(0, 0.0, "The image shows a kitchen.", ["chair"]),
        *room(20, 40.0, "I am in a hallway with doors.", ["chair"]),
    ]
    with agent_of(tmp_path_factory.mktemp("nearest_to"), embedder, frames) as agent:
        answer = agent.ask(
            Question("Where is the chair nearest to the kitchen?", now=T0 + 40, at=(45, 0, 0))
        )
        assert answer.position is not None and answer.position[0] < 20, answer
        mine = agent.ask(Question("Where is the chair nearest to me?", now=T0 + 40, at=(45, 0, 0)))
        assert mine.position is not None and mine.position[0] > 30, mine
