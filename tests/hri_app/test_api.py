"""The app's scripted face (gradio_client): the JSON of `lgr ask`, Follow me per session."""

from __future__ import annotations

import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from gradio.utils import get_upload_folder
from gradio_client import Client, handle_file
from gradio_client.exceptions import AppError

from memory_core.agent.answer import ANSWER_FIELDS
from tests.hri_app.conftest import SPOKEN_QUESTION, RunningApp

pytestmark = pytest.mark.slow


def client(app: RunningApp) -> Client:
    return Client(app.url, verbose=False)


def wait_for_navigation(robot: Client, timeout_s: float = 15.0) -> dict:
    deadline = time.monotonic() + timeout_s
    while (status := robot.predict(api_name="/navigation"))["state"] == "active":
        assert time.monotonic() < deadline, status
        time.sleep(0.2)
    return status


def test_ask_returns_the_fields_of_lgr_ask(running_app: RunningApp) -> None:
    answer = client(running_app).predict("Where is the fire hydrant?", api_name="/ask")
    assert set(ANSWER_FIELDS) <= set(answer)
    assert answer["question"] == "Where is the fire hydrant?"
    assert "fire hydrant" in answer["answer"]
    assert answer["memory"] == ["graph"]
    x, y, _ = answer["position"]
    assert 40 < x < 48 and -12 < y < -8  # the hydrant of assets/example_run.jsonl


def test_ask_audio_returns_the_transcript_and_the_answer(running_app: RunningApp) -> None:
    transcript, answer = client(running_app).predict(
        handle_file(str(SPOKEN_QUESTION)), api_name="/ask_audio"
    )
    assert "fire hydrant" in transcript.lower()
    assert answer["question"] == transcript
    assert answer["position"] is not None


def test_bad_input_gets_a_clear_error_and_the_app_keeps_working(
    running_app: RunningApp, tmp_path: Path
) -> None:
    robot = client(running_app)
    with pytest.raises(Exception, match="the question is empty"):
        robot.predict("  ", api_name="/ask")
    broken = tmp_path / "broken.wav"
    broken.write_bytes(b"\x00\x01 definitely not audio")
    with pytest.raises(Exception, match="not readable audio"):
        robot.predict(handle_file(str(broken)), api_name="/ask_audio")
    assert robot.predict("Did you see a food truck?", api_name="/ask")["binary"] is True


@pytest.mark.parametrize("payload", [None, ""])
def test_a_question_without_text_is_refused_as_empty(
    running_app: RunningApp, payload: str | None
) -> None:
    with pytest.raises(AppError, match="the question is empty"):
        client(running_app).predict(payload, api_name="/ask")


def test_a_refused_recording_is_named_by_its_file_name_not_the_servers_path(
    running_app: RunningApp, tmp_path: Path
) -> None:
    broken = tmp_path / "my question.wav"
    broken.write_text("not audio at all")
    with pytest.raises(AppError) as refused:
        client(running_app).predict(handle_file(str(broken)), api_name="/ask_audio")
    message = str(refused.value)
    assert 'the recording "my question.wav" is not readable audio' in message
    assert get_upload_folder() not in message and "/tmp" not in message


@pytest.mark.parametrize("recording", [SPOKEN_QUESTION, None], ids=["spoken", "broken"])
def test_an_uploaded_recording_is_deleted_once_answered_or_refused(
    running_app: RunningApp, tmp_path: Path, recording: Path | None
) -> None:
    upload = tmp_path / f"voice-{uuid.uuid4().hex}.wav"
    upload.write_bytes(recording.read_bytes() if recording else b"RIFF broken")
    robot = client(running_app)
    if recording is None:
        with pytest.raises(AppError, match="not readable audio"):
            robot.predict(handle_file(str(upload)), api_name="/ask_audio")
    else:
        robot.predict(handle_file(str(upload)), api_name="/ask_audio")
    # Gradio kept it as <upload folder>/<hash>/<name> until the service was done with it.
    assert not list(Path(get_upload_folder()).rglob(upload.name))


def test_follow_goes_to_this_sessions_last_answer(running_app: RunningApp) -> None:
    hydrant, truck = client(running_app), client(running_app)
    with pytest.raises(Exception, match="ask where something is first"):
        hydrant.predict(api_name="/follow")
    hydrant.predict("Where is the fire hydrant?", api_name="/ask")
    truck.predict("Where is the food truck?", api_name="/ask")
    started = hydrant.predict(api_name="/follow")
    assert started["state"] == "active"
    assert started["goal"]["label"] == "fire hydrant"
    assert wait_for_navigation(hydrant)["state"] == "succeeded"
    assert truck.predict(api_name="/follow")["goal"]["label"] == "food truck"
    stopped = truck.predict(api_name="/stop")
    assert stopped["state"] == "canceled"


def test_two_clients_at_once_are_both_answered(running_app: RunningApp) -> None:
    questions = ["Where is the fire hydrant?", "Did you see a food truck?"] * 3
    clients = [client(running_app) for _ in questions]
    with ThreadPoolExecutor(len(clients)) as pool:
        asked = [
            pool.submit(c.predict, q, api_name="/ask")
            for c, q in zip(clients, questions, strict=True)
        ]
        answers = [future.result() for future in asked]
    assert [a["question"] for a in answers] == questions
    status = clients[0].predict(api_name="/status")
    assert status["memory"]["frames"] == 52
    assert status["questions"] >= len(questions)


def test_an_app_with_credentials_refuses_clients_without_them(running_app: RunningApp) -> None:
    from hri_app.app import build_app
    from hri_app.server import Listening, serve
    from tests.hri_app.conftest import free_port

    app = build_app(running_app.service)
    port = free_port()
    serve(app, Listening("127.0.0.1", port, auth=[("supervisor", "s3cret")]), concurrency=2)
    try:
        url = f"http://127.0.0.1:{port}/"
        with pytest.raises(Exception, match="credentials were not provided"):
            Client(url, verbose=False)
        with pytest.raises(ValueError, match="Could not login"):
            Client(url, auth=("supervisor", "wrong"), verbose=False)
        robot = Client(url, auth=("supervisor", "s3cret"), verbose=False)
        assert robot.predict(api_name="/status")["memory"]["frames"] == 52
    finally:
        app.close()
