"""The app's behaviour without any UI: ask (text or voice), speak, follow, observe.

Every face of the app — the touchscreen page, the supervise page and the
``gradio_client`` API — calls this one object, so they cannot disagree, and the
tests exercise it directly. Thread-safe: several browsers share one service.
"""

from __future__ import annotations

import contextlib
import logging
import math
import os
import tempfile
import threading
import time
from collections import OrderedDict
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from hri_app.activity import ActivityLog, Exchange
from hri_app.config import app_config, speech_config
from hri_app.navigation import (
    NavigationBackend,
    NavigationError,
    NavigationGoal,
    NavigationStatus,
)
from hri_app.speech import SpeechError, SpeechToText, TextToSpeech, Transcript
from memory_core.agent import Agent, Answer, Question, QuestionError
from memory_core.memory import Memory
from memory_core.types import EntityHit

if TYPE_CHECKING:
    import numpy as np

log = logging.getLogger(__name__)


class ServiceError(RuntimeError):
    """Answering or transcribing failed inside the robot (a bug, not the input's fault)."""


# Errors shown to the user as a message, never as a traceback: the ones a user caused
# or can fix, and ServiceError, which says that it is not their fault and what to do.
USER_FACING_ERRORS = (QuestionError, SpeechError, NavigationError, ServiceError)
# Replies whose spoken clips are kept: hands-free listening compares the microphone
# with the clip a page says it is playing (the echo), which is one of the last few.
SPOKEN_REPLIES_KEPT = 16
# Hands-free questions heard but not yet asked (the page asks each once the one
# before is answered): a few at most; older ones were never asked.
HEARD_KEPT = 16


@dataclass(frozen=True)
class Reply:
    """An answer and how it was reached (the transcript when it was spoken)."""

    answer: Answer
    exchange: Exchange
    transcript: Transcript | None = None


class RobotService:
    """One memory, one agent, speech in and out, an optional navigator, an activity log."""

    def __init__(
        self,
        memory: Memory,
        *,
        agent: Agent | None = None,
        navigator: NavigationBackend | None = None,
        stt: SpeechToText | None = None,
        tts: TextToSpeech | None = None,
    ) -> None:
        self.memory = memory
        self.config = memory.config
        self.agent = agent or Agent(memory)
        self.navigator = navigator
        self.stt = stt or SpeechToText(speech_config(self.config))
        self.tts = tts or TextToSpeech(speech_config(self.config))
        self.activity = ActivityLog()
        self._spoken: OrderedDict[int, list[bytes]] = OrderedDict()  # reply id -> clips
        self._spoken_lock = threading.Lock()
        self._heard_stt: OrderedDict[str, float] = OrderedDict()  # question -> Whisper's s
        self._heard_lock = threading.Lock()

    def warm_up(self) -> None:
        """Load every model now, so the first visitor does not wait for it."""
        self.agent.warm_up()
        self.stt.warm_up()
        self.tts.warm_up()

    # ------------------------------------------------------------------ ask

    def ask(self, text: str | None, channel: str = "text") -> Reply:
        """Answer a typed question; QuestionError for missing, empty or over-long text."""
        text = "" if text is None else str(text)  # an API call may send no payload at all
        exchange = self.activity.start(channel, text)
        with self._heard_lock:
            stt_s = self._heard_stt.pop(text, None) if channel == "voice" else None
        return self._answer(exchange, text, None, stt_s)

    def transcribe_heard(self, audio: np.ndarray) -> Transcript | None:
        """A hands-free utterance (16 kHz float samples) in words; None when Whisper
        heard none in it (a cough, a word too faint)."""
        try:
            return self.stt.transcribe(audio, "what you said")
        except SpeechError:
            return None

    def heard(self, question: str, stt_s: float) -> None:
        """A hands-free question, transcribed in ``stt_s``: the page asks it next, as
        typed, and its exchange shows that transcription time on the Supervise page."""
        with self._heard_lock:
            self._heard_stt[question] = stt_s
            while len(self._heard_stt) > HEARD_KEPT:
                self._heard_stt.popitem(last=False)

    def ask_audio(self, audio: str | Path | None, channel: str = "voice") -> Reply:
        """Transcribe a recording and answer it; SpeechError for missing/corrupt/silent audio.

        A recording in Gradio's upload folder is deleted once transcribed or refused:
        a voice is personal data. Files elsewhere (a script's, a benchmark's) are left.
        """
        exchange = self.activity.start(channel, "(speech)")
        if audio is None:
            message = "no recording arrived; hold the microphone button and speak, then stop"
            self.activity.failed(exchange, "speech", message)
            raise SpeechError(message)
        path = Path(audio)
        # Errors name the recording as its sender knows it, never by a server's path.
        name = "the recording" if channel == "voice" else f'the recording "{path.name}"'
        try:
            with self._reported(exchange, "speech", "transcribing the recording"):
                transcript = self.stt.transcribe(path, name)
        finally:
            _discard_upload(path)
        self.activity.heard(exchange, transcript.text)
        return self._answer(exchange, transcript.text, transcript)

    def _answer(
        self,
        exchange: Exchange,
        text: str,
        transcript: Transcript | None,
        stt_s: float | None = None,
    ) -> Reply:
        with self._reported(exchange, "question", "answering the question"):
            answer = self.agent.ask(Question(text))
        self.activity.answered(exchange, answer, transcript.seconds if transcript else stt_s)
        if answer.notice:
            self.activity.failed(None, "llm", answer.notice)
        return Reply(answer, exchange, transcript)

    @contextlib.contextmanager
    def _reported(
        self,
        exchange: Exchange | None,
        where: str,
        doing: str,
        unexpected: type[Exception] = ServiceError,
        advice: str = "try saying it differently",
    ) -> Iterator[None]:
        """Failures logged as problems; an unexpected one re-raised as ``unexpected``.

        Whatever the input, a user gets a message that says what failed, and the
        service (one per robot, shared by every page) stays usable.
        """
        try:
            yield
        except USER_FACING_ERRORS as error:
            self.activity.failed(exchange, where, str(error))
            raise
        except Exception as error:
            log.exception("%s failed", doing)
            message = (
                f"{doing} failed inside the robot ({type(error).__name__}); {advice}. "
                "The details are in the app's log."
            )
            self.activity.failed(exchange, where, message)
            raise unexpected(message) from error

    # ---------------------------------------------------------------- speak

    def speak(self, reply: Reply) -> Iterator[bytes]:
        """The answer as WAV chunks, one per sentence; the first one's delay is logged."""
        started = time.perf_counter()
        # The answer stands in writing: a failure here is a SpeechError, which pages
        # show beside it (not on the exchange, which was answered).
        advice = "the answer stands in writing"
        with self._reported(None, "speech", "speaking the answer", SpeechError, advice):
            for index, chunk in enumerate(self.tts.synthesize_sentences(reply.answer.answer)):
                if index == 0:
                    self.activity.timed(reply.exchange, "tts_first", time.perf_counter() - started)
                self._keep_spoken(reply.exchange.id, chunk)
                yield chunk

    def _keep_spoken(self, reply_id: int, clip: bytes) -> None:
        with self._spoken_lock:
            self._spoken.setdefault(reply_id, []).append(clip)
            self._spoken.move_to_end(reply_id)
            while len(self._spoken) > SPOKEN_REPLIES_KEPT:
                self._spoken.popitem(last=False)

    def spoken_clip(self, reply_id: int, index: int) -> bytes | None:
        """The WAV of sentence ``index`` of a recent reply, as ``speak`` gave it; None if gone."""
        with self._spoken_lock:
            clips = self._spoken.get(reply_id, [])
            return clips[index] if 0 <= index < len(clips) else None

    # --------------------------------------------------------------- follow

    def navigation_unavailable(self) -> str | None:
        """None when Follow me can work, else why not (shown on the button)."""
        if self.navigator is None:
            return "No navigation on this robot: start with Nav2 (ROS 2) or in the demo."
        return self.navigator.unavailable_reason()

    def follow(self, answer: Answer | None) -> NavigationStatus:
        """Send the robot to where ``answer`` points; NavigationError says why it cannot."""
        try:
            goal = self.goal_of(answer)
            reason = self.navigation_unavailable()
            if reason is not None:
                raise NavigationError(reason)
            assert self.navigator is not None
            self.navigator.go_to(goal)
        except NavigationError as error:
            self.activity.failed(None, "navigation", str(error))
            raise
        return self.navigator.status()

    def goal_of(self, answer: Answer | None) -> NavigationGoal:
        """Where Follow me goes for ``answer`` (``app.goal_standoff_m`` short of a thing)."""
        return goal_of(answer, app_config(self.config).goal_standoff_m)

    def navigation_status(self) -> NavigationStatus | None:
        return None if self.navigator is None else self.navigator.status()

    def stop(self) -> None:
        if self.navigator is not None:
            self.navigator.cancel()


def _discard_upload(path: Path) -> None:
    """Delete ``path`` (and its emptied folder) if it lies in Gradio's upload folder."""
    # Where gradio.utils.get_upload_folder() puts uploads; no gradio import needed here.
    uploads = Path(os.environ.get("GRADIO_TEMP_DIR") or Path(tempfile.gettempdir()) / "gradio")
    uploads = uploads.resolve()
    path = path.resolve()
    if not path.is_relative_to(uploads) or path == uploads:
        return
    path.unlink(missing_ok=True)
    if path.parent != uploads:
        with contextlib.suppress(OSError):  # not empty: another upload shares the folder
            path.parent.rmdir()


def goal_of(answer: Answer | None, standoff_m: float = 1.0) -> NavigationGoal:
    """The navigation goal an answer implies, labelled with what is there.

    A thing located by its lines of sight is where the thing *is* (a bench, a
    hydrant): a goal on it would be in collision, so the robot stops
    ``standoff_m`` short of it on the way from where it saw it (a line of sight,
    so free), facing it. Otherwise the position is a pose the robot stood at.
    """
    if answer is None:
        raise NavigationError("ask where something is first; there is no answer to follow yet")
    if answer.position is None:
        raise NavigationError("the last answer has no place to go to")
    x, y = float(answer.position[0]), float(answer.position[1])
    top = answer.evidence[0] if answer.evidence else None
    thing = top.entity if isinstance(top, EntityHit) else None
    label = thing.label if thing is not None else ""
    seen_from = thing.seen_from if thing is not None else None
    if thing is None or thing.located != "bearings" or not seen_from:
        return NavigationGoal(x=x, y=y, label=label)
    from_x, from_y = float(seen_from[0]), float(seen_from[1])
    dx, dy = x - from_x, y - from_y
    away = math.hypot(dx, dy)
    yaw = math.atan2(dy, dx)
    if away <= standoff_m:  # it was seen from closer than that: go where the robot stood
        return NavigationGoal(from_x, from_y, yaw, label)
    short = (away - standoff_m) / away
    return NavigationGoal(from_x + dx * short, from_y + dy * short, yaw, label)
