"""Hands-free listening for the Talk page: a WebSocket at ``/lgr/listen``.

The page streams its microphone as 16-bit 16 kHz mono PCM (binary messages) and
says what its speech player does (JSON: ``playing``, ``ended``); the route runs a
``Listener`` over them and answers with JSON events: ``state``, ``heard`` (a
final transcript, and the question in it if it was for the robot), ``stop``
(barge-in: silence the reply), ``pause`` and ``resume`` (barge-in with a wake
phrase, until the transcript says whether it was for the robot) and ``problem``.
The page asks the question itself, as if typed, so the answer lands in its chat,
map and Follow me; the service is told how long Whisper took, for Supervise.

Access is the app's: with credentials, only a browser logged in to the app may
connect, and only from the app's own pages (the Origin must be this host).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import numpy as np
from starlette.routing import WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from hri_app.config import speech_config
from hri_app.listening.echo import reply_samples
from hri_app.listening.listener import (
    Heard,
    Listener,
    Output,
    PauseReply,
    Problem,
    ResumeReply,
    StateChanged,
    StopReply,
    Transcribe,
)
from hri_app.listening.segmenter import Utterance
from hri_app.listening.settings import RATE, ListenSettings
from hri_app.listening.vad import SileroVad
from hri_app.service import RobotService

log = logging.getLogger(__name__)

# The page's side (loaded once per page with the speech player).
LISTEN_JS = Path(__file__).with_name("listen.js").read_text(encoding="utf-8")
PATH = "/lgr/listen"
# A live microphone sends a few tens of milliseconds at a time; a second at once is not one.
MAX_CHUNK_SAMPLES = RATE
# WebSocket close codes (RFC 6455): policy violation, message too big.
POLICY_VIOLATION, TOO_BIG = 1008, 1009


def listen_route(service: RobotService) -> WebSocketRoute:
    """The route for the app's server (``serve(..., routes=[...])``).

    The settings are checked now (ConfigError) and read again for each connection.
    """
    ListenSettings.from_config(speech_config(service.config))

    async def listen(websocket: WebSocket) -> None:
        refusal = _refusal(websocket)
        await websocket.accept()  # then closed at once if refused: the page can say why
        if refusal:
            await websocket.close(code=POLICY_VIOLATION, reason=refusal)
            return
        settings = ListenSettings.from_config(speech_config(service.config))
        session = _Session(websocket, service, Listener(settings, SileroVad()))
        await session.run()

    return WebSocketRoute(PATH, listen)


def _refusal(websocket: WebSocket) -> str:
    """Why this connection may not listen ("" when it may), by the app's own login."""
    origin = websocket.headers.get("origin")
    if origin and urlsplit(origin).netloc != websocket.headers.get("host"):
        return "the microphone stream is only for the app's own pages"
    server = websocket.scope["app"]
    if getattr(server, "auth", None) is None:
        return ""
    cookie_id = server.cookie_id
    token = websocket.cookies.get(f"access-token-{cookie_id}") or websocket.cookies.get(
        f"access-token-unsecure-{cookie_id}"
    )
    return "" if token and token in server.tokens else "log in to the app first"


@dataclass
class _Session:
    """One page's microphone: its listener, and its utterances transcribed one at a time."""

    websocket: WebSocket
    service: RobotService
    listener: Listener

    def __post_init__(self) -> None:
        self._utterances: asyncio.Queue[Utterance] = asyncio.Queue()
        self._sending = asyncio.Lock()
        self._stt_s: dict[str, float] = {}  # transcript -> Whisper's seconds, until heard

    async def run(self) -> None:
        transcribing = asyncio.create_task(self._transcribe_in_order())
        try:
            while True:
                message = await self.websocket.receive()
                if message["type"] == "websocket.disconnect":
                    return
                if message.get("bytes") is not None:
                    samples = np.frombuffer(message["bytes"], dtype="<i2")
                    if len(samples) > MAX_CHUNK_SAMPLES:
                        await self.websocket.close(TOO_BIG, "send at most 1 s of audio at once")
                        return
                    await self._dispatch(self.listener.hear(samples.astype(np.float32) / 32768))
                elif message.get("text") is not None:
                    await self._dispatch(self._control(message["text"]))
        except WebSocketDisconnect:
            return
        finally:
            transcribing.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await transcribing

    def _control(self, text: str) -> list[Output]:
        """The page's player: ``playing`` a clip (reply id, clip index, microphone sample)."""
        try:
            event = json.loads(text)
            kind = event["type"]
            if kind == "playing":
                reply, index, at = int(event["reply"]), int(event["clip"]), int(event["at"])
            elif kind != "ended":
                raise ValueError(kind)
        except (ValueError, KeyError, TypeError):
            return [Problem(f"the page sent a message the robot does not know: {text[:100]!r}")]
        if kind == "ended":
            return self.listener.reply_ended()
        clip = self.service.spoken_clip(reply, index)
        audio = reply_samples(clip) if clip else np.zeros(0, dtype=np.float32)
        return self.listener.playing(audio, min(max(at, 0), self.listener.received))

    async def _transcribe_in_order(self) -> None:
        while True:
            utterance = await self._utterances.get()
            if not self.listener.wants(utterance):  # the speaker went on after a pause
                continue
            try:
                text = await asyncio.to_thread(self._transcribe, utterance)
            except Exception as error:  # a bug: say so, and go on listening
                log.exception("transcribing an utterance failed")
                problem = f"transcribing failed inside the robot ({type(error).__name__})"
                await self._dispatch([Problem(problem)])
                text = ""
            await self._dispatch(self.listener.transcribed(utterance, text))

    def _transcribe(self, utterance: Utterance) -> str:
        transcript = self.service.transcribe_heard(utterance.audio)
        if transcript is None:
            return ""
        self._stt_s[transcript.text.strip()] = transcript.seconds
        return transcript.text

    async def _dispatch(self, outputs: list[Output]) -> None:
        for output in outputs:
            if isinstance(output, Transcribe):
                self._utterances.put_nowait(output.utterance)
                continue
            if isinstance(output, Heard):
                stt_s = self._stt_s.pop(output.text, None)
                if output.question and stt_s is not None:
                    self.service.heard(output.question, stt_s)
            await self._send(_event(output))

    async def _send(self, event: dict[str, Any]) -> None:
        async with self._sending:
            await self.websocket.send_json(event)


def _event(output: Output) -> dict[str, Any]:
    if isinstance(output, StateChanged):
        return {"type": "state", "state": output.state.value}
    if isinstance(output, StopReply):
        return {"type": "stop"}
    if isinstance(output, PauseReply):
        return {"type": "pause"}
    if isinstance(output, ResumeReply):
        return {"type": "resume"}
    if isinstance(output, Heard):
        return {
            "type": "heard",
            "text": output.text,
            "question": output.question,
            "for_me": output.for_me,
        }
    assert isinstance(output, Problem)
    return {"type": "problem", "message": output.message}
