"""RobotService: the app's behaviour without a browser, on a real memory and real models."""

from __future__ import annotations

import io
import math
import time
import wave
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from hri_app.activity import LOGGED_CHARS
from hri_app.navigation import NavigationError, NavigationState
from hri_app.service import USER_FACING_ERRORS, RobotService, goal_of
from hri_app.sim_navigator import SimulatedNavigator
from hri_app.speech import SpeechError
from memory_core.agent import Answer, QuestionError
from memory_core.embedding import TextEmbedder
from memory_core.memory import Memory
from memory_core.types import Entity, EntityHit, Evidence, Located
from tests.conftest import T0
from tests.hri_app.conftest import TEST_SPEED_MPS, example_memory


@pytest.fixture(scope="module")
def memory(tmp_path_factory: pytest.TempPathFactory, embedder: TextEmbedder) -> Iterator[Memory]:
    memory = example_memory(tmp_path_factory.mktemp("service") / "memory", embedder)
    yield memory
    memory.close()


@pytest.fixture(scope="module")
def service(memory: Memory) -> RobotService:
    """No navigator: the robot has neither Nav2 nor a simulation."""
    return RobotService(memory)


@pytest.fixture
def navigating(memory: Memory) -> Iterator[RobotService]:
    navigator = SimulatedNavigator(lambda: (61.0, -10.0, 0.0), TEST_SPEED_MPS)
    yield RobotService(memory, navigator=navigator)
    navigator.close()


def test_a_typed_question_is_answered_and_logged_with_its_latency(service: RobotService) -> None:
    reply = service.ask("Where is the fire hydrant?")
    assert reply.answer.position is not None
    assert "fire hydrant" in reply.answer.answer
    logged = service.activity.exchanges()[0]
    assert logged.question == "Where is the fire hydrant?"
    assert logged.answer == reply.answer.answer
    assert logged.memory == ["graph"]
    assert 0 < logged.timings["retrieval"] <= logged.timings["total"]
    assert logged.trace and logged.trace[0]["memory"] == "graph"


def test_a_spoken_question_is_transcribed_then_answered(
    service: RobotService, speak: Callable[[str], Path]
) -> None:
    reply = service.ask_audio(speak("Did you see a food truck?"))
    assert reply.transcript is not None
    assert "food truck" in reply.transcript.text.lower()
    assert reply.answer.binary is True
    logged = service.activity.exchanges()[0]
    assert logged.channel == "voice"
    assert logged.question == reply.transcript.text
    assert logged.timings["stt"] == pytest.approx(reply.transcript.seconds)


def test_a_hands_free_question_carries_its_transcription_time_once(
    service: RobotService,
) -> None:
    # The listening stream transcribed it; the page then asks it as typed, by voice.
    service.heard("Did you see a food truck?", 0.42)
    service.ask("Did you see a food truck?", channel="voice")
    assert service.activity.exchanges()[0].timings["stt"] == 0.42
    assert service.activity.exchanges()[0].timings["total"] > 0.42
    service.ask("Did you see a food truck?", channel="voice")  # asked again, typed
    assert "stt" not in service.activity.exchanges()[0].timings


@pytest.mark.parametrize(
    ("text", "reason"), [("   ", "empty"), ("where is " * 200, "characters long")]
)
def test_bad_questions_are_refused_with_a_reason_and_remembered_as_problems(
    service: RobotService, memory: Memory, text: str, reason: str
) -> None:
    before = memory.stats()
    with pytest.raises(QuestionError, match=reason):
        service.ask(text)
    assert service.activity.problems()[0].where == "question"
    assert reason in service.activity.exchanges()[0].error
    assert memory.stats() == before


def test_bad_recordings_are_refused_with_a_reason(service: RobotService, tmp_path: Path) -> None:
    garbage = tmp_path / "question.wav"
    garbage.write_bytes(b"RIFF but not really a wave file at all")
    with pytest.raises(SpeechError, match="not readable audio"):
        service.ask_audio(garbage)
    with pytest.raises(SpeechError, match="no recording arrived"):
        service.ask_audio(None)
    silent = tmp_path / "silence.wav"
    with wave.open(str(silent), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(16000)
        out.writeframes(b"\0\0" * 32000)
    with pytest.raises(SpeechError, match=r"no speech was heard in the recording$") as refused:
        service.ask_audio(silent)  # a browser's temporary path is not shown to people
    with pytest.raises(SpeechError, match=r'no speech was heard in the recording "silence\.wav"'):
        service.ask_audio(silent, channel="api")  # a script sees its own file's name
    assert str(tmp_path) not in str(refused.value)
    assert silent.exists(), "a file outside Gradio's upload folder is not the service's to delete"


def test_a_missing_question_is_refused_as_empty(service: RobotService) -> None:
    with pytest.raises(QuestionError, match="the question is empty"):
        service.ask(None)  # an API call without a payload
    assert service.activity.exchanges()[0].error == "the question is empty"


def test_refused_huge_questions_leave_only_an_excerpt_in_the_activity_log(
    service: RobotService,
) -> None:
    huge = "where is the fire hydrant " * 220_000  # 5.7 MB
    for _ in range(5):
        with pytest.raises(QuestionError, match="characters long"):
            service.ask(huge)
    logged = service.activity.exchanges()[:5]
    assert all(len(e.question) <= LOGGED_CHARS + 40 for e in logged)
    assert logged[0].question.endswith(f"({len(huge)} characters)")
    assert all(len(p.message) <= LOGGED_CHARS + 40 for p in service.activity.problems())


@pytest.mark.parametrize(
    "text",
    [
        "what did you see at 25:61",  # ClockError from the clock parser
        "what did you see 99999999999 seconds ago",  # ValueError: year out of range
        "where is the \ud800 hydrant",  # a lone surrogate: the tokenizer's TypeError
    ],
)
def test_a_question_that_breaks_the_agent_gets_a_message_and_the_service_goes_on(
    service: RobotService, text: str
) -> None:
    try:
        service.ask(text)
    except USER_FACING_ERRORS as error:
        assert str(error) and service.activity.exchanges()[0].error == str(error)
    logged = service.activity.exchanges()[0].question
    assert logged.encode("utf-8")  # the Supervise page can show it
    assert "fire hydrant" in service.ask("Where is the fire hydrant?").answer.answer


def test_the_reply_is_spoken_sentence_by_sentence(service: RobotService) -> None:
    reply = service.ask("Where is the fire hydrant?")
    sentences = reply.answer.answer.count(".")
    chunks = list(service.speak(reply))
    assert len(chunks) == sentences >= 2
    for chunk in chunks:
        with wave.open(io.BytesIO(chunk)) as wav:
            assert wav.getnframes() / wav.getframerate() > 0.5
    assert 0 < service.activity.exchanges()[0].timings["tts_first"] < 10


def test_follow_me_without_navigation_says_why(service: RobotService) -> None:
    assert "No navigation" in (service.navigation_unavailable() or "")
    reply = service.ask("Where is the fire hydrant?")
    with pytest.raises(NavigationError, match="No navigation"):
        service.follow(reply.answer)
    assert service.activity.problems()[0].where == "navigation"


def _located_answer(position: list[float], seen_from: list[float], located: Located) -> Answer:
    x, y, z = position
    bench = Entity(0, "bench", x, y, z, 0.0, T0, T0, 1, tuple(seen_from), located)
    evidence: list[Evidence] = [EntityHit(bench, 1.0, "similarity")]
    return Answer(question="q", answer="a", position=position, evidence=evidence)


def test_follow_me_stops_short_of_a_located_thing_facing_it() -> None:
    goal = goal_of(_located_answer([10.0, 5.0, 0.0], [4.0, -3.0, 0.0], "bearings"), 1.0)
    assert (goal.x, goal.y) == pytest.approx((9.4, 4.2))  # 1 m short, on the line of sight
    assert goal.yaw == pytest.approx(math.atan2(8.0, 6.0)) and goal.label == "bench"
    near = goal_of(_located_answer([1.0, 0.5, 0.0], [1.0, 0.0, 0.0], "bearings"), 1.0)
    assert (near.x, near.y) == (1.0, 0.0), "seen from closer than the standoff: go there"
    pose = goal_of(_located_answer([10.0, 5.0, 0.0], [10.0, 5.0, 0.0], "robot pose"), 1.0)
    assert (pose.x, pose.y) == (10.0, 5.0), "a robot pose is a free place already"


def test_follow_me_needs_an_answer_with_a_place(navigating: RobotService) -> None:
    with pytest.raises(NavigationError, match="ask where something is first"):
        navigating.follow(None)
    placeless = navigating.ask("How long were you inside?")
    assert placeless.answer.position is None
    with pytest.raises(NavigationError, match="no place to go"):
        navigating.follow(placeless.answer)


def test_follow_me_drives_the_simulated_robot_to_the_answer(navigating: RobotService) -> None:
    reply = navigating.ask("Where is the fire hydrant?")
    status = navigating.follow(reply.answer)
    assert status.state is NavigationState.ACTIVE
    assert status.goal is not None and status.goal.label == "fire hydrant"
    first = status.distance_remaining_m
    assert first is not None and first > 5
    deadline = time.monotonic() + 10
    while not (status := navigating.navigation_status()).state.finished:
        assert time.monotonic() < deadline, status
        time.sleep(0.1)
    assert status.state is NavigationState.SUCCEEDED
    assert status.distance_remaining_m == pytest.approx(0.0)


def test_stop_cancels_the_goal(navigating: RobotService) -> None:
    navigating.follow(navigating.ask("Where is the food truck?").answer)
    navigating.follow(navigating.ask("Where is the fire hydrant?").answer)
    navigating.stop()
    status = navigating.navigation_status()
    assert status is not None and status.state is NavigationState.CANCELED
    assert status.goal is not None and status.goal.label == "fire hydrant"


def test_an_unreachable_llm_still_answers_and_is_reported(memory: Memory) -> None:
    config = memory.config.llm
    config.base_url, config.timeout_s = "http://127.0.0.1:9/v1", 5.0  # nothing listens on 9
    try:
        service = RobotService(memory)  # a real ChatOpenAI client behind the agent
        reply = service.ask("What was written on the food truck?")
    finally:
        config.base_url = ""
    assert reply.answer.agent == "planner"
    assert "did not answer" in (reply.answer.notice or "")
    problem = service.activity.problems()[0]
    assert problem.where == "llm" and "127.0.0.1:9" in problem.message
