"""The app's behaviour without any UI: ask (text or voice), speak, follow, observe.

Every face of the app — the touchscreen page, the supervise page and the
``gradio_client`` API — calls this one object, so they cannot disagree, and the
tests exercise it directly. Thread-safe: several browsers share one service.
"""

from __future__ import annotations

import math
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from hri_app.activity import ActivityLog, Exchange
from hri_app.navigation import (
    NavigationBackend,
    NavigationError,
    NavigationGoal,
    NavigationStatus,
)
from hri_app.speech import SpeechError, SpeechToText, TextToSpeech, Transcript
from memory_core.agent import Agent, Answer, Question, QuestionError
from memory_core.memory import Memory

# Errors a user caused or can fix; shown as a message, never as a traceback.
USER_FACING_ERRORS = (QuestionError, SpeechError, NavigationError)


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
        self.stt = stt or SpeechToText(self.config.speech)
        self.tts = tts or TextToSpeech(self.config.speech)
        self.activity = ActivityLog()

    def warm_up(self) -> None:
        """Load every model now, so the first visitor does not wait for it."""
        self.agent.warm_up()
        self.stt.warm_up()
        self.tts.warm_up()

    # ------------------------------------------------------------------ ask

    def ask(self, text: str, channel: str = "text") -> Reply:
        """Answer a typed question; QuestionError for empty or over-long text."""
        exchange = self.activity.start(channel, text)
        return self._answer(exchange, text, None)

    def ask_audio(self, audio: str | Path | None, channel: str = "voice") -> Reply:
        """Transcribe a recording and answer it; SpeechError for missing/corrupt/silent audio."""
        exchange = self.activity.start(channel, "(speech)")
        if audio is None:
            message = "no recording arrived; hold the microphone button and speak, then stop"
            self.activity.failed(exchange, "speech", message)
            raise SpeechError(message)
        try:
            # A browser recording's temporary path means nothing to the person speaking.
            named = "the recording" if channel == "voice" else None
            transcript = self.stt.transcribe(audio, name=named)
        except SpeechError as error:
            self.activity.failed(exchange, "speech", str(error))
            raise
        exchange.question = transcript.text
        return self._answer(exchange, transcript.text, transcript)

    def _answer(self, exchange: Exchange, text: str, transcript: Transcript | None) -> Reply:
        try:
            answer = self.agent.ask(Question(text))
        except QuestionError as error:
            self.activity.failed(exchange, "question", str(error))
            raise
        self.activity.answered(exchange, answer, transcript.seconds if transcript else None)
        if answer.notice:
            self.activity.failed(None, "llm", answer.notice)
        return Reply(answer, exchange, transcript)

    # ---------------------------------------------------------------- speak

    def speak(self, reply: Reply) -> Iterator[bytes]:
        """The answer as WAV chunks, one per sentence; the first one's delay is logged."""
        started = time.perf_counter()
        for index, chunk in enumerate(self.tts.synthesize_sentences(reply.answer.answer)):
            if index == 0:
                self.activity.timed(reply.exchange, "tts_first", time.perf_counter() - started)
            yield chunk

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
        return goal_of(answer, self.config.app.goal_standoff_m)

    def navigation_status(self) -> NavigationStatus | None:
        return None if self.navigator is None else self.navigator.status()

    def stop(self) -> None:
        if self.navigator is not None:
            self.navigator.cancel()


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
    top = answer.evidence[0] if answer.evidence else {}
    label = str(top.get("label", ""))
    seen_from = top.get("seen_from")
    if top.get("located") != "bearings" or not seen_from:
        return NavigationGoal(x=x, y=y, label=label)
    from_x, from_y = float(seen_from[0]), float(seen_from[1])
    dx, dy = x - from_x, y - from_y
    away = math.hypot(dx, dy)
    yaw = math.atan2(dy, dx)
    if away <= standoff_m:  # it was seen from closer than that: go where the robot stood
        return NavigationGoal(from_x, from_y, yaw, label)
    short = (away - standoff_m) / away
    return NavigationGoal(from_x + dx * short, from_y + dy * short, yaw, label)
