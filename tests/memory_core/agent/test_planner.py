"""The offline planner on every intent, with positions and times known in advance."""

from __future__ import annotations

import json

import pytest

from memory_core.agent import Agent, Question, QuestionError
from memory_core.agent.answer import ANSWER_FIELDS
from memory_core.config import Config
from memory_core.memory import Memory
from memory_core.types import Pose
from tests.conftest import T0, TEST_TIMEZONE
from tests.memory_core.agent.conftest import END, WALK, clock_at


def ask(agent: Agent, text: str, now: float = END, at=(-25.0, -40.0, 0.0)):
    return agent.ask(Question(text, now=now, at=at))


def test_closest_is_measured_from_the_asker(agent: Agent) -> None:
    assert ask(agent, "Where is the closest fire hydrant?").position == [-30.0, -40.0, 0.0]
    near_first = ask(agent, "where's the nearest fire hydrant", at=(18.0, 0.0, 0.0))
    assert near_first.position == [20.0, 0.0, 0.0]
    assert near_first.memory == ["graph"] and near_first.intent == "locate"


def test_without_a_place_the_asker_is_where_the_robot_was_at_now(agent: Agent) -> None:
    # at 7 minutes in the robot was leaving the building (30, -2); at the end, on a corner
    now, at = agent.planner.context_of(Question("where is the bench", now=T0 + 425))
    assert (now, at) == (T0 + 425, (30.0, -2.0, 0.0))
    assert agent.planner.context_of(Question("where is the bench"))[1] == (-30.0, -40.0, 0.0)


def test_take_me_to_gives_a_place_to_go(agent: Agent) -> None:
    answer = ask(agent, "Can you take me to the elevator, please?")
    assert answer.position == [60.0, 0.0, 0.0]
    assert "elevator" in answer.answer and answer.time == T0 + 360


def test_last_seen_never_looks_past_now(agent: Agent) -> None:
    assert ask(agent, "When did you last see a fire hydrant?").time == T0 + 540
    earlier = ask(agent, "When did you last see a fire hydrant?", now=T0 + 500)
    assert earlier.time == T0 + 60 and earlier.position == [20.0, 0.0, 0.0]
    assert ask(agent, "when did you first pass a fire hydrant").time == T0 + 60


def test_closest_ignores_things_not_yet_seen(agent: Agent) -> None:
    answer = ask(agent, "where is the closest fire hydrant", now=T0 + 300)
    assert answer.position == [20.0, 0.0, 0.0]


def test_presence_is_a_yes_with_where_and_when(agent: Agent) -> None:
    answer = ask(agent, "Did you see a food truck?")
    assert (answer.binary, answer.time, answer.position) == (True, T0 + 480, [0.0, -40.0, 0.0])
    assert answer.answer.startswith("Yes")


def test_presence_before_the_sighting_is_an_honest_no(agent: Agent) -> None:
    answer = ask(agent, "Did you see a food truck?", now=T0 + 300)
    assert answer.binary is False and answer.position is None


def test_a_thing_never_seen_is_an_honest_no(agent: Agent) -> None:
    answer = ask(agent, "Have you seen a horse?")
    assert answer.binary is False
    assert answer.answer == "No, I have not seen a horse."
    assert answer.memory == ["graph", "vector"], "the captions were checked too"


def test_leaving_and_entering_the_building_come_from_captions(agent: Agent) -> None:
    left = ask(agent, "When did you leave the building?")
    assert left.time == T0 + 420 and left.memory == ["vector"]
    assert "01:07" in left.answer, "clock time in the configured zone (Rome, UTC+1)"
    assert ask(agent, "when did you enter the building").time == T0 + 120


def test_a_question_sheets_agent_is_the_robot_and_one_stay_inside_is_no_second(
    agent: Agent,
) -> None:
    sheet = ask(
        agent,
        "Item 3 (temporal). Query: When did the agent leave the building? Answer with a time.",
    )
    assert sheet.time == T0 + 420, sheet.answer
    again = ask(agent, "Did you go back into the building a second time?")
    assert again.binary is False and again.form == "binary", again.answer


def test_what_was_seen_before_first_going_into_the_building_is_asked_as_of_then(
    agent: Agent,
) -> None:
    question = "Had you seen a {} before you first went into the building?"
    hydrant = ask(agent, question.format("fire hydrant"))  # first passed at T0 + 60
    assert hydrant.binary is True and hydrant.time == T0 + 60, hydrant.answer
    truck = ask(agent, question.format("food truck"))  # seen at T0 + 480, after
    assert truck.binary is False, truck.answer
    assert truck.answer.startswith("Before I first went into the building (01:0")
    assert truck.question == question.format("food truck"), "the asker's words"


def test_how_long_inside_is_leaving_minus_entering(agent: Agent) -> None:
    answer = ask(agent, "How long were you inside?")
    assert answer.duration_s == 300.0
    assert "5 minutes" in answer.answer


def test_how_long_in_a_room_spans_its_captions(agent: Agent) -> None:
    answer = ask(agent, "how long were you in the laboratory?")
    assert answer.duration_s == pytest.approx(120.0)  # 240..300 s, half-way to 180 and 360


def test_needs_find_the_things_that_satisfy_them(agent: Agent) -> None:
    outside = ask(agent, "Where can I sit down?")
    assert outside.position == [-30.0, -40.0, 0.0], "the bench on the corner"
    inside = ask(agent, "I'm tired, where can I sit?", at=(40.0, 5.0, 0.0))
    assert inside.position == [40.0, 5.0, 0.0], "a red couch in the atrium"
    assert ask(agent, "where can I throw this away?").position == [60.0, 0.0, 0.0]


def test_relational_questions_use_the_landmark(agent: Agent) -> None:
    answer = ask(agent, "Is there a bike rack near the yellow police pole?")
    assert answer.binary is True and answer.position == [0.0, 0.0, 0.0]
    assert ask(agent, "is there a food truck near the police pole").binary is False


def test_a_colour_is_answered_from_the_labels_of_the_things(agent: Agent) -> None:
    answer = ask(agent, "What colour were the couches?")
    assert "red" in answer.answer and answer.form == "text"
    assert answer.answer.startswith("The couches I saw were")  # in the asker's number
    assert ask(agent, "What colour was the couch?").answer.startswith("The couch I saw was")
    assert answer.position == [40.0, 5.0, 0.0] and answer.memory == ["graph"]


def test_descriptive_questions_answer_from_the_best_caption(agent: Agent) -> None:
    answer = ask(agent, "What was the food truck selling?")
    assert "tacos" in answer.answer
    assert answer.position == [0.0, -40.0, 0.0] and answer.memory == ["vector"]


def test_what_was_seen_at_a_clock_time(agent: Agent) -> None:
    answer = ask(agent, "what did you see at 01:05?")  # T0 + 300 s in Rome
    assert answer.time == T0 + 300
    assert "robot arm" in answer.answer


def test_unknown_things_get_an_honest_negative(agent: Agent) -> None:
    answer = ask(agent, "where can I get a coffee?")
    assert answer.position is None and answer.confident is False


def test_answers_carry_trace_latency_and_json_fields(agent: Agent) -> None:
    answer = agent.ask(Question("where is the elevator", id="q7"))
    record = answer.to_json()
    assert tuple(record) == ANSWER_FIELDS
    assert record["id"] == "q7" and record["latency_s"] > 0
    assert [call.tool for call in answer.trace] == ["closest"]
    full = answer.to_json(full=True)
    assert full["trace"][0]["memory"] == "graph" and full["evidence"][0]["label"] == "elevator"


@pytest.mark.parametrize("text", ["", "   ", "where " * 200])
def test_empty_and_absurd_questions_are_refused(agent: Agent, text: str) -> None:
    with pytest.raises(QuestionError):
        agent.ask(Question(text))


@pytest.fixture
def ablated(walk_memory):
    """An Agent restricted to some memories (the paper's Tables I and II ablations)."""
    made = []

    def make(memories: str) -> Agent:
        walk_memory.config.planner.memories = memories
        made.append(Agent(walk_memory))
        return made[-1]

    yield make
    walk_memory.config.planner.memories = "graph,vector"


def test_graph_only_never_reads_captions(ablated) -> None:
    agent = ablated("graph")
    assert ask(agent, "Where is the closest fire hydrant?").memory == ["graph"]
    left = ask(agent, "When did you leave the building?")
    assert left.memory == [] and left.time is None


def test_captions_only_answers_like_remembr(ablated) -> None:
    agent = ablated("vector")
    answer = ask(agent, "Where is the closest fire hydrant?")
    assert answer.memory == ["vector"]
    assert answer.position in ([20.0, 0.0, 0.0], [-30.0, -40.0, 0.0])
    assert ask(agent, "When did you leave the building?").time == T0 + 420


def test_captions_only_matches_captions_by_meaning(ablated) -> None:
    # No caption says "soldering iron"; the lab's "soldering tools" is the best by meaning.
    # With the graph on, a caption must name the thing (the graph already matched by meaning).
    answer = ask(ablated("vector"), "where are the soldering irons")
    assert answer.memory == ["vector"] and answer.position == [50.0, 10.0, 0.0]


@pytest.mark.parametrize(
    "text",
    [
        "How long ago did you see the food truck?",
        "how long since you last saw the food truck",
        "How much time has passed since you last saw the food truck?",
    ],
)
def test_how_long_ago_is_answered_with_the_time_and_the_time_since(agent: Agent, text) -> None:
    answer = ask(agent, text, now=T0 + 500)
    assert (answer.time, answer.duration_s) == (T0 + 480, 20.0)


def test_relational_questions_respect_now_and_the_match_threshold(agent: Agent) -> None:
    # The hydrant landmark was first seen at T0 + 60 s.
    early = ask(agent, "is there a bike rack near the fire hydrant", now=T0 + 30)
    assert early.binary is not True
    assert ask(agent, "is there a wardrobe near the police pole").binary is False


# What an older version may have stored (t, position, label); none of it may crash an answer.
DAMAGE = [
    (-1e308, (3.0, 3.0), "purple umbrella"),
    (1e308, (0.0, 0.0), "stuffed giraffe"),
    (T0 * 1000, (5.0, 5.0), "rubber duck"),  # milliseconds
    (T0 + 590, (1e300, -1e300), "golden statue"),
]
ANY_INTENT = [
    "where is the purple umbrella?",
    "where is the golden statue?",
    "where is the closest fire hydrant?",
    "when did you first see the purple umbrella?",
    "when did you last see the rubber duck?",
    "did you see a stuffed giraffe?",
    "did you see a golden statue?",
    "is there a purple umbrella near the fire hydrant?",
    "when did you enter the building?",
    "how long was I inside the building?",
    "how long was I in the umbrella room?",
    "what did you see at 01:05?",
    "what did you see 99999999999999999999999 hours ago?",
    "describe the purple umbrella",
    "?!",
    "\x00\x1b[2J",
]


@pytest.fixture(scope="module")
def damaged_agent(tmp_path_factory, embedder):
    """The walk, plus sightings and captions with unreadable times and places, put straight
    into the graph and the caption store (the journal no longer serves such frames)."""
    directory = tmp_path_factory.mktemp("damaged")
    config = Config().with_overrides({"memory_dir": str(directory), "time.timezone": TEST_TIMEZONE})
    memory = Memory.open(directory, config, embedder=embedder)
    for dt, (x, y), caption, labels in WALK:
        memory.add_frame(T0 + dt, Pose(x, y), caption, labels)
    table = memory.graph.labels
    for seq, (t, (x, y), label) in enumerate(DAMAGE, start=1000):
        ids = [table.add(label, embedder.encode_one(label)), table.id_of("fire hydrant")]
        memory.graph.observe(t, Pose(x, y), ids, None)
        caption = f"a {label} inside the building next to a fire hydrant"
        memory.captions.add(seq, caption, Pose(x, y), t)
    memory.captions.commit()
    yield Agent(memory)
    memory.close()


# A 1e300 m position overflows float32 in the caption store: expected, and the point.
@pytest.mark.filterwarnings("ignore:overflow encountered:RuntimeWarning")
@pytest.mark.parametrize("now", [None, END, 0.0, 7_258_118_400.0])
def test_stored_unreadable_times_and_places_never_crash_an_answer(damaged_agent, now) -> None:
    for text in ANY_INTENT:
        answer = damaged_agent.ask(Question(text, now=now))
        json.dumps(answer.to_json(full=True), allow_nan=False)  # strict JSON, every field


def test_stored_unreadable_times_and_places_are_said_so(damaged_agent) -> None:
    first = damaged_agent.ask(Question("when did you first see the purple umbrella?"))
    assert first.answer == "I first saw the purple umbrella at an unreadable time."
    statue = damaged_agent.ask(Question("where is the golden statue?", now=END))
    assert statue.answer.startswith("The closest golden statue is at a distance I cannot tell.")
    far = damaged_agent.ask(Question("what did you see 99999999999999999999999 hours ago?"))
    assert far.answer == "I cannot place that moment in time."
    # "01:05" is read against the latest frame, not the millisecond sighting.
    assert damaged_agent.planner.tools.resolve_time("01:05") == T0 + 300


def test_how_long_outside_is_since_the_robot_last_came_out(agent: Agent) -> None:
    """Not a caption stretch about "outside": the time since leaving the building."""
    answer = ask(agent, "How long have you been outside?")
    assert answer.duration_s == pytest.approx(END - (T0 + 420))
    total = ask(agent, "in total how long were you outdoors")
    assert total.duration_s == pytest.approx(120 + END - (T0 + 420))


def test_how_long_going_is_the_whole_run_and_a_trip_ends_on_arrival(agent: Agent) -> None:
    assert ask(agent, "how long have you been driving around").duration_s == END - T0
    trip = ask(agent, "How long did it take you to get to the food truck?")
    assert trip.duration_s == 480.0 and trip.time == T0 + 480


def test_the_person_asking_is_the_robot_and_where_gets_a_place(agent: Agent) -> None:
    """'I', 'we' and 'you' all mean the robot; embedded and two-part where-questions
    are where-questions."""
    for text in (
        "When did I leave the building?",
        "what time did we get out of the building",
    ):
        assert ask(agent, text).time == T0 + 420, text
    for text in (
        "Do you know where the food truck is?",
        "i forgot where we saw the food truck",
        "Is there a food truck around? If so, where is it?",
        "wheres the food truck",
    ):
        answer = ask(agent, text)
        assert answer.position == [0.0, -40.0, 0.0] and answer.form == "position", text
    assert ask(agent, "Did I see a taco truck").binary is True


def test_a_clock_time_bounds_the_sightings_a_yes_no_question_asks_about(agent: Agent) -> None:
    # the food truck was seen at T0 + 480, a bike rack only at T0, a hydrant at 60 and 540
    middle = clock_at(T0 + 300)
    truck = agent.ask(Question(f"Did you see a food truck after {middle}?", now=END))
    assert truck.binary is True and truck.time == pytest.approx(T0 + 480, abs=0.5), truck.answer
    assert agent.ask(Question(f"did you see a food truck before {middle}", now=END)).binary is False
    assert agent.ask(Question(f"Any bike rack later than {middle}?", now=END)).binary is False
    early = agent.ask(Question(f"Did you see a fire hydrant before {clock_at(T0 + 100)}?", now=END))
    assert early.binary is True and early.time == pytest.approx(T0 + 60, abs=0.5), early.answer
