"""The listening WebSocket of a served app: microphone in, states, transcripts and barge-in out."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import numpy as np
import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from hri_app.listen_route import PATH
from hri_app.speech import decode_recording
from tests.hri_app.conftest import RunningApp, free_port

pytestmark = pytest.mark.slow

CHUNK = 320  # 20 ms, as the page sends it
# Every wait ends on an event; this bounds a failure (Whisper on a loaded machine).
EVENT_S = 60.0


def pcm(audio: np.ndarray) -> list[bytes]:
    """``audio`` as the page sends it: 16-bit PCM in 20 ms messages."""
    samples = (np.clip(audio, -1, 1) * 32767).astype("<i2")
    return [samples[i : i + CHUNK].tobytes() for i in range(0, len(samples), CHUNK)]


def silence(seconds: float) -> np.ndarray:
    return np.zeros(int(seconds * 16000), dtype=np.float32)


@pytest.fixture(scope="module")
def question(speak: Callable[[str], Path]) -> np.ndarray:
    path = speak("Where is the fire hydrant?")
    return decode_recording(path, "the question", limit_s=60.0)


@contextmanager
def listening(url: str, **headers: str) -> Iterator[ClientConnection]:
    address = url.replace("http://", "ws://").rstrip("/") + PATH
    with connect(address, additional_headers=headers, open_timeout=EVENT_S) as socket:
        yield socket


def events_until(socket: ClientConnection, kind: str) -> list[dict]:
    """Events received up to and including the first of ``kind``."""
    events = []
    while not events or events[-1]["type"] != kind:
        events.append(json.loads(socket.recv(timeout=EVENT_S)))
    return events


def test_a_spoken_question_comes_back_as_states_and_its_transcript(
    running_app: RunningApp, question: np.ndarray
) -> None:
    with listening(running_app.url) as socket:
        for chunk in pcm(np.concatenate([silence(1.0), question, silence(1.0)])):
            socket.send(chunk)
        events = events_until(socket, "heard")
    assert events[:2] == [
        {"type": "state", "state": "hearing you"},
        {"type": "state", "state": "thinking"},
    ]
    heard = events[2]
    assert heard["text"] == heard["question"]  # no wake phrase: everything is for the robot
    assert heard["question"].endswith("the fire hydrant?") and heard["for_me"]


def test_speech_while_a_reply_plays_stops_it_and_is_heard(
    running_app: RunningApp, question: np.ndarray
) -> None:
    service = running_app.service
    reply = service.ask("Where is the fire hydrant?")
    assert len(list(service.speak(reply))) == 2  # the clips the page would play
    with listening(running_app.url) as socket:
        for chunk in pcm(silence(0.5)):
            socket.send(chunk)
        playing = {"type": "playing", "reply": reply.exchange.id, "clip": 0, "at": 8000}
        socket.send(json.dumps(playing))
        assert events_until(socket, "state") == [{"type": "state", "state": "speaking"}]
        for chunk in pcm(np.concatenate([question, silence(1.0)])):
            socket.send(chunk)
        events = events_until(socket, "heard")
    assert [e["type"] for e in events] == ["stop", "state", "state", "heard"]
    assert events[-1]["question"].endswith("the fire hydrant?")


def test_the_end_of_a_reply_returns_to_listening_and_bad_messages_are_named(
    running_app: RunningApp,
) -> None:
    with listening(running_app.url) as socket:
        socket.send(json.dumps({"type": "playing", "reply": 10**6, "clip": 0, "at": 0}))
        assert events_until(socket, "state") == [{"type": "state", "state": "speaking"}]
        socket.send(json.dumps({"type": "ended"}))
        assert events_until(socket, "state") == [{"type": "state", "state": "listening"}]
        socket.send("{not json")
        (problem,) = events_until(socket, "problem")
        assert problem["message"].startswith("the page sent a message the robot does not know")


def test_a_chunk_longer_than_a_second_closes_the_stream(running_app: RunningApp) -> None:
    with listening(running_app.url) as socket:
        socket.send(np.zeros(16000 * 2, dtype="<i2").tobytes())
        with pytest.raises(ConnectionClosed) as closed:
            socket.recv(timeout=EVENT_S)
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009


def test_another_sites_page_may_not_listen(running_app: RunningApp) -> None:
    origin = "http://evil.example"
    with (
        listening(running_app.url, Origin=origin) as socket,
        pytest.raises(ConnectionClosed) as closed,
    ):
        socket.recv(timeout=EVENT_S)
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 1008


def test_with_credentials_only_a_logged_in_browser_may_listen(running_app: RunningApp) -> None:
    import urllib.parse
    import urllib.request
    from http.cookiejar import CookieJar

    from hri_app.app import build_app
    from hri_app.listen_route import listen_route
    from hri_app.server import Listening, serve

    app = build_app(running_app.service)
    port = free_port()
    where = Listening("127.0.0.1", port, auth=[("supervisor", "s3cret")])
    serve(app, where, concurrency=2, routes=[listen_route(running_app.service)])
    url = f"http://127.0.0.1:{port}/"
    try:
        with listening(url) as socket, pytest.raises(ConnectionClosed) as closed:
            socket.recv(timeout=EVENT_S)
        assert closed.value.rcvd is not None and closed.value.rcvd.reason == (
            "log in to the app first"
        )
        jar = CookieJar()
        opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
        form = urllib.parse.urlencode({"username": "supervisor", "password": "s3cret"}).encode()
        opener.open(url + "login", data=form, timeout=EVENT_S)
        cookie = "; ".join(f"{c.name}={c.value}" for c in jar)
        with listening(url, Cookie=cookie) as socket:
            socket.send(json.dumps({"type": "ended"}))
            socket.send("?")
            assert events_until(socket, "problem")[-1]["type"] == "problem"
    finally:
        app.close()
    with pytest.raises(OSError), listening(url):
        pass  # the server is gone
